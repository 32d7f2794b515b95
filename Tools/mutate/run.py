#!/usr/bin/env python3
"""make mutate: apply each seeded mutation in Tools/mutate/mutations.json, one at a time, and
require `effectproof check` on the mutation's fixture to fail (by the proof it names in
`killedBy`, when it names one), or, for a module mutation, the module's own tests to fail.
Prints one line per mutation and the mutation score; exits 1 when a mutation survives, is killed
by other proofs than its `killedBy`, does not apply or does not build, or when an unmutated
fixture or test target does not pass.

Three kinds of mutation:

- Sources/EffectMath/...: the tool's math. The sources are copied to .build/mutate/tree (no
  .build, no .git), `effectproof` is built there in release, and rebuilt (incrementally) for each
  mutation.
- Fixtures/<name>/...: an app's own files (its `.metal` shaders, its Swift, its config). Nothing
  is rebuilt: the fixture folder alone is copied to a temporary folder, mutated there, and
  checked with the already-built binary (--binary; default the tree's build when Swift
  mutations run too, else .build/release/effectproof).
- A mutation with `killedByTests` (a test target, optionally `Target.Suite`, of the module whose
  file it changes: Sources/PromiseCertificate/... is killed by PromiseCertificateTests): the
  same copy of the tree, built with its tests in debug (`swift build --build-tests`), then
  `swift test --skip-build --filter '^TARGET[./]'`, which must pass unmutated and fail mutated.

Each mutation is checked against its `config` (default Fixtures/TableReady/effectproof.json),
a path from the package root. The user's tree is never touched.

Usage: Tools/mutate/run.py [--only ID]... [--fixture NAME]... [--tests TARGET]... [--binary PATH]
                          [--list]
"""

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
LIST = os.path.join(ROOT, "Tools", "mutate", "mutations.json")
WORK = os.path.join(ROOT, ".build", "mutate")
TREE = os.path.join(WORK, "tree")
DEFAULT_CONFIG = "Fixtures/TableReady/effectproof.json"
SWIFT = os.environ.get("SWIFT", "swift")
PROOF_ID = re.compile(r"^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9_-]+)+$")
TEST_FILTER = re.compile(r"^[A-Z][A-Za-z0-9]*Tests(\.[A-Za-z_][A-Za-z0-9_]*)?$")


# MARK: - The list


def fixture_folder(config):
    """The fixture folder a config belongs to: its first two path components (Fixtures/NAME),
    so a config in a subfolder (Fixtures/ExampleApp/Broken) still finds the files it reads
    from its parent."""
    parts = config.split("/")
    return "/".join(parts[:2])


def is_module_mutation(m):
    """A mutation of a module's source that the module's own test target must kill."""
    return "killedByTests" in m


def is_swift_mutation(m):
    return m["file"].startswith("Sources/EffectMath/") and not is_module_mutation(m)


def test_target(m):
    """The test target of a module mutation: `killedByTests` up to its first dot."""
    return m["killedByTests"].split(".")[0]


def load():
    with open(LIST, encoding="utf-8") as handle:
        data = json.load(handle)
    mutations = data.get("mutations")
    if not isinstance(mutations, list) or not mutations:
        sys.exit(f"{LIST}: expected a non-empty \"mutations\" list")
    seen = set()
    for index, m in enumerate(mutations):
        where = f"{LIST}: mutations[{index}]"
        for key in ("id", "file", "find", "bug"):
            if not isinstance(m.get(key), str) or not m[key]:
                sys.exit(f"{where}.{key}: expected a non-empty string")
        # An empty replacement deletes the found text (a line dropped from a project file).
        if not isinstance(m.get("replace"), str) or m["replace"] == m["find"]:
            sys.exit(f"{where}.replace: expected a string other than find")
        for key in ("config", "killedBy", "killedByTests"):
            if key in m and (not isinstance(m[key], str) or not m[key]):
                sys.exit(f"{where}.{key}: expected a non-empty string when present")
        if m["id"] in seen:
            sys.exit(f"{where}.id: {m['id']} repeats")
        seen.add(m["id"])
        if is_module_mutation(m):
            if "config" in m or "killedBy" in m:
                sys.exit(f"{where}: a killedByTests mutation takes neither config nor killedBy")
            if not TEST_FILTER.match(m["killedByTests"]):
                sys.exit(f"{where}.killedByTests: {m['killedByTests']} is not TARGETTests or "
                         f"TARGETTests.Suite")
            module = test_target(m)[:-len("Tests")]
            # A module's embedded C++ (Sources/MetalCPUSources for MetalCPU) is the module's too.
            if not (m["file"].startswith(f"Sources/{module}/")
                    or m["file"].startswith(f"Sources/{module}Sources/")):
                sys.exit(f"{where}.file: {m['file']} is not in Sources/{module}, the module "
                         f"{test_target(m)} tests")
            if not os.path.isdir(os.path.join(ROOT, "Tests", test_target(m))):
                sys.exit(f"{where}.killedByTests: there is no Tests/{test_target(m)}")
            continue
        m.setdefault("config", DEFAULT_CONFIG)
        if not m["config"].startswith("Fixtures/") or not m["config"].endswith(".json"):
            sys.exit(f"{where}.config: {m['config']} is not a config under Fixtures/")
        if not os.path.isfile(os.path.join(ROOT, m["config"])):
            sys.exit(f"{where}.config: {m['config']} does not exist")
        if "killedBy" in m and not PROOF_ID.match(m["killedBy"]):
            sys.exit(f"{where}.killedBy: {m['killedBy']} does not look like a proof id")
        folder = fixture_folder(m["config"]) + "/"
        if not is_swift_mutation(m) and not m["file"].startswith(folder):
            sys.exit(f"{where}.file: {m['file']} is neither in Sources/EffectMath nor in the "
                     f"config's fixture folder {folder}")
    return mutations


def occurrences(m, root):
    with open(os.path.join(root, m["file"]), encoding="utf-8") as handle:
        return handle.read().count(m["find"])


# MARK: - Running the gate


def check(binary, cwd, config, report):
    """Runs the gate; returns (exit status, failing proof ids, seconds)."""
    if os.path.exists(report):
        os.remove(report)
    started = time.time()
    result = subprocess.run(
        [binary, "check", "--config", config, "--format", "json", "--output", report],
        cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    failing = []
    try:
        with open(report, encoding="utf-8") as handle:
            for proof in json.load(handle).get("proofs", []):
                if proof.get("status") not in ("passed", "warned", "skipped"):
                    failing.append(proof.get("id", "?"))
    except (OSError, ValueError):
        last = result.stdout.strip().splitlines()[-1:] or [""]
        failing.append(f"(no report: {last[0][:120]})")
    return result.returncode, failing, time.time() - started


def verdict(m, status, failing):
    """killed, SURVIVED, or WRONG PROOF (killed, but not by the mutation's killedBy)."""
    if status == 0:
        return "SURVIVED"
    if "killedBy" in m and m["killedBy"] not in failing:
        return "WRONG PROOF"
    return "killed"


def summary(failing):
    return ", ".join(failing[:4]) + (f" (+{len(failing) - 4})" if len(failing) > 4 else "")


def mutated(path, m):
    """Applies m to the file at path; returns the original text, or None when `find` does not
    occur exactly once."""
    with open(path, encoding="utf-8") as handle:
        original = handle.read()
    if original.count(m["find"]) != 1:
        return None
    with open(path, "w", encoding="utf-8") as handle:
        handle.write(original.replace(m["find"], m["replace"]))
    return original


# MARK: - Fixture mutations (no rebuild)


def copy_fixture(folder, scratch):
    target = os.path.join(scratch, folder)
    if os.path.exists(target):
        shutil.rmtree(target)
    shutil.copytree(os.path.join(ROOT, folder), target, symlinks=True)


def run_fixture_mutations(mutations, binary, print_row):
    rows = []
    with tempfile.TemporaryDirectory(prefix="effectproof-mutate-") as scratch:
        report = os.path.join(scratch, "check.json")
        for config in sorted({m["config"] for m in mutations}):
            copy_fixture(fixture_folder(config), scratch)
            status, failing, seconds = check(binary, scratch, config, report)
            if status != 0:
                sys.exit(f"the unmutated {config} fails effectproof check "
                         f"({summary(failing)}): fix that first")
            print(f"baseline: {config} passes in {seconds:.1f} s (unmutated copy)", flush=True)
        for m in mutations:
            copy_fixture(fixture_folder(m["config"]), scratch)
            if mutated(os.path.join(scratch, m["file"]), m) is None:
                rows.append((m, "does not apply", [], 0.0))
            else:
                status, failing, seconds = check(binary, scratch, m["config"], report)
                rows.append((m, verdict(m, status, failing), failing, seconds))
            print_row(rows[-1])
    return rows


# MARK: - Swift mutations (a rebuild each)


def copy_tree():
    """Copies the sources (not .build, not .git) into TREE, keeping TREE's own .build."""
    os.makedirs(TREE, exist_ok=True)
    for name in os.listdir(TREE):
        if name == ".build":
            continue
        path = os.path.join(TREE, name)
        if os.path.isdir(path) and not os.path.islink(path):
            shutil.rmtree(path)
        else:
            os.remove(path)
    skip = {".build", ".git", ".swiftpm", "reports", "demo-output"}
    for name in os.listdir(ROOT):
        if name in skip:
            continue
        source = os.path.join(ROOT, name)
        target = os.path.join(TREE, name)
        if os.path.isdir(source):
            shutil.copytree(source, target, symlinks=True)
        else:
            shutil.copy2(source, target)


def build():
    started = time.time()
    result = subprocess.run(
        [SWIFT, "build", "-c", "release", "--product", "effectproof"],
        cwd=TREE, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    return result.returncode == 0, result.stdout, time.time() - started


def tree_binary():
    return os.path.join(TREE, ".build", "release", "effectproof")


def build_tree(copy=True):
    if copy:
        print(f"copying the tree to {TREE}", flush=True)
        copy_tree()
    ok, log, seconds = build()
    if not ok:
        print(log[-4000:])
        sys.exit("the unmutated tree does not build")
    print(f"baseline: the tree builds in {seconds:.0f} s", flush=True)


def run_swift_mutations(mutations, print_row):
    report = os.path.join(WORK, "check.json")
    for config in sorted({m["config"] for m in mutations}):
        status, failing, seconds = check(tree_binary(), TREE, config, report)
        if status != 0:
            sys.exit(f"the unmutated tree fails effectproof check on {config} "
                     f"({summary(failing)}): fix that first")
        print(f"baseline: {config} passes in {seconds:.1f} s", flush=True)

    def judge(m):
        status, failing, seconds = check(tree_binary(), TREE, m["config"], report)
        return verdict(m, status, failing), failing, seconds

    return mutate_build_judge(mutations, print_row, build, judge)


def mutate_build_judge(mutations, print_row, rebuild, judge):
    """Applies each mutation to the tree, rebuilds with `rebuild`, asks `judge(m)` for
    (verdict, failing, seconds) and restores the file, whatever happened; one row each."""
    rows = []
    for m in mutations:
        path = os.path.join(TREE, m["file"])
        original = mutated(path, m)
        if original is None:
            rows.append((m, "does not apply", [], 0.0))
            print_row(rows[-1])
            continue
        try:
            ok, log, seconds = rebuild()
            if not ok:
                errors = [line for line in log.splitlines() if "error:" in line][:2]
                rows.append((m, "does not build", [" ".join(errors)[:160]], seconds))
            else:
                result, failing, judged = judge(m)
                rows.append((m, result, failing, seconds + judged))
        finally:
            with open(path, "w", encoding="utf-8") as handle:
                handle.write(original)
        print_row(rows[-1])
    return rows


# MARK: - Module mutations (the module's own test target)


def build_tests():
    """Builds the tree's tests in debug (incrementally); returns (ok, log, seconds)."""
    started = time.time()
    result = subprocess.run(
        [SWIFT, "build", "--build-tests"],
        cwd=TREE, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    return result.returncode == 0, result.stdout, time.time() - started


FAILED_TEST = re.compile(r"Test (\S+?)(?:\(\))? failed after")
TEST_COUNT = re.compile(r"Test run with (\d+) tests?")


def run_tests(selection, timeout=None):
    """Runs `swift test --skip-build` on the tests `selection` (TARGET or TARGET.Suite) names in
    the tree; returns (exit status, failing test names, tests run, seconds). A run past
    `timeout` counts as a failure (a mutation that makes a test hang is caught)."""
    pattern = "^" + re.escape(selection) + "[./]"
    started = time.time()
    try:
        result = subprocess.run(
            [SWIFT, "test", "--skip-build", "--filter", pattern],
            cwd=TREE, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
            timeout=timeout)
    except subprocess.TimeoutExpired:
        return 1, [f"(timed out after {timeout:.0f} s)"], 0, time.time() - started
    failing = sorted(set(FAILED_TEST.findall(result.stdout)))
    if result.returncode != 0 and not failing:
        last = result.stdout.strip().splitlines()[-1:] or [""]
        failing = [f"(exit {result.returncode}: {last[0][:120]})"]
    counts = [int(n) for n in TEST_COUNT.findall(result.stdout)]
    return result.returncode, failing, sum(counts), time.time() - started


def run_module_mutations(mutations, print_row):
    ok, log, seconds = build_tests()
    if not ok:
        print(log[-4000:])
        sys.exit("the unmutated tree's tests do not build")
    print(f"baseline: the tree's tests build in {seconds:.0f} s (debug)", flush=True)
    limits = {}
    for selection in sorted({m["killedByTests"] for m in mutations}):
        status, failing, count, seconds = run_tests(selection)
        if status != 0 or count == 0:
            sys.exit(f"the unmutated tree's {selection} "
                     + (f"fails ({summary(failing)})" if status != 0 else "runs no test")
                     + ": fix that first")
        limits[selection] = 10 * seconds + 120
        print(f"baseline: {selection} passes, {count} tests in {seconds:.1f} s", flush=True)

    def judge(m):
        status, failing, _, seconds = run_tests(m["killedByTests"], limits[m["killedByTests"]])
        return ("SURVIVED" if status == 0 else "killed"), failing, seconds

    return mutate_build_judge(mutations, print_row, build_tests, judge)


# MARK: - Main


def checked_by(m):
    """What judges a mutation: its config, or its test target's filter."""
    if is_module_mutation(m):
        return f"swift test --filter {m['killedByTests']}"
    return m["config"]


def expected(m):
    return m.get("killedBy") or m.get("killedByTests") or ""


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", action="append", default=[], help="run only this mutation id")
    parser.add_argument("--fixture", action="append", default=[],
                        help="run only the mutations checked against this fixture "
                             "(e.g. ExampleApp, TableReady)")
    parser.add_argument("--tests", action="append", default=[],
                        help="run only the module mutations killed by this test target "
                             "(e.g. PromiseCertificateTests)")
    parser.add_argument("--binary", help="the effectproof to check fixture mutations with "
                                         "(default: the tree's build when Swift mutations run "
                                         "too, else .build/release/effectproof)")
    parser.add_argument("--list", action="store_true", help="list the mutations and stop")
    arguments = parser.parse_args()
    mutations = load()
    if arguments.only:
        unknown = set(arguments.only) - {m["id"] for m in mutations}
        if unknown:
            sys.exit("unknown mutation id(s): " + ", ".join(sorted(unknown)))
        mutations = [m for m in mutations if m["id"] in arguments.only]
    if arguments.fixture or arguments.tests:
        everything = load()
        names = {fixture_folder(m["config"]).split("/")[1]
                 for m in everything if not is_module_mutation(m)}
        unknown = set(arguments.fixture) - names
        if unknown:
            sys.exit("no mutation is checked against fixture(s) " + ", ".join(sorted(unknown))
                     + "; known: " + ", ".join(sorted(names)))
        targets = {test_target(m) for m in everything if is_module_mutation(m)}
        unknown = set(arguments.tests) - targets
        if unknown:
            sys.exit("no mutation is killed by test target(s) " + ", ".join(sorted(unknown))
                     + "; known: " + ", ".join(sorted(targets)))
        mutations = [m for m in mutations
                     if (test_target(m) in arguments.tests if is_module_mutation(m)
                         else fixture_folder(m["config"]).split("/")[1] in arguments.fixture)]
    if not mutations:
        sys.exit("no mutation selected")
    if arguments.list:
        for m in mutations:
            print(f"{m['id']:34} {m['file']}  ({checked_by(m)})\n    {m['bug']}"
                  + (f"\n    killed by {expected(m)}" if expected(m) else ""))
        return 0

    # Every `find` must occur exactly once, checked on the user's tree before anything runs.
    stale = [(m, occurrences(m, ROOT)) for m in mutations]
    stale = [(m, count) for m, count in stale if count != 1]
    for m, count in stale:
        print(f"does not apply: {m['id']}: `find` occurs {count} times in {m['file']}")
    if stale:
        sys.exit(f"{len(stale)} mutation(s) do not apply: update {LIST}")

    started = time.time()
    os.makedirs(WORK, exist_ok=True)
    swift = [m for m in mutations if is_swift_mutation(m)]
    modules = [m for m in mutations if is_module_mutation(m)]
    fixtures = [m for m in mutations if not is_swift_mutation(m) and not is_module_mutation(m)]

    def print_row(row):
        m, result, failing, seconds = row
        if result == "does not apply":
            detail = f"`find` does not occur exactly once in {m['file']}"
        elif result == "does not build":
            detail = failing[0] if failing else ""
        else:
            detail = summary(failing) or "every proof passed"
            if result == "WRONG PROOF":
                detail = f"expected {m['killedBy']}; failed: {detail}"
        print(f"{result:14} {m['id']:34} {detail}  [{seconds:.1f} s]", flush=True)

    if swift:
        build_tree()
    elif modules:
        print(f"copying the tree to {TREE}", flush=True)
        copy_tree()
    binary = arguments.binary or (tree_binary() if swift else
                                  os.path.join(ROOT, ".build", "release", "effectproof"))
    binary = os.path.abspath(binary)
    if fixtures and not os.access(binary, os.X_OK):
        sys.exit(f"{binary} does not exist: build it first "
                 f"(swift build -c release --product effectproof) or pass --binary")

    rows = []
    if fixtures:
        print(f"fixture mutations: {len(fixtures)}, checked with {binary} (no rebuild)",
              flush=True)
        rows += run_fixture_mutations(fixtures, binary, print_row)
    if swift:
        print(f"Swift mutations: {len(swift)}, each rebuilt in {TREE}", flush=True)
        rows += run_swift_mutations(swift, print_row)
    if modules:
        print(f"module mutations: {len(modules)}, each rebuilt in {TREE} and judged by its "
              f"module's own tests", flush=True)
        rows += run_module_mutations(modules, print_row)

    killed = sum(1 for row in rows if row[1] == "killed")
    lines = ["| mutation | checked by | result | expected | failing proofs or tests | seconds |",
             "|---|---|---|---|---|---|"]
    for m, result, failing, seconds in rows:
        wanted = f"`{expected(m)}`" if expected(m) else ""
        lines.append(f"| `{m['id']}` | {checked_by(m)} | {result} | {wanted} | "
                     f"{', '.join(failing)} | {seconds:.1f} |")
    score = 100.0 * killed / len(rows) if rows else 0.0
    lines.append("")
    lines.append(f"Mutation score: {killed}/{len(rows)} killed ({score:.0f} %), "
                 f"{time.time() - started:.0f} s in all.")
    text = "\n".join(lines)
    with open(os.path.join(WORK, "report.md"), "w", encoding="utf-8") as handle:
        handle.write(text + "\n")
    print(f"\nMutation score: {killed}/{len(rows)} killed ({score:.0f} %), "
          f"{time.time() - started:.0f} s in all; the table is in "
          f"{os.path.join(WORK, 'report.md')}")
    return 0 if killed == len(rows) else 1


if __name__ == "__main__":
    sys.exit(main())
