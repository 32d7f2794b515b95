#!/usr/bin/env python3
"""make mutate: apply each seeded mutation in Tools/mutate/mutations.json to a copy of the
tree, one at a time, rebuild `effectproof` in release and require `effectproof check` on the
TableReady fixture to fail. Prints a table and the mutation score; exits 1 when a mutation
survives, does not apply or does not build, or when the unmutated tree does not pass.

The user's tree is never touched: the copy lives in .build/mutate/tree (sources only, no
.build), and each mutated file is restored before the next mutation is applied.

Usage: Tools/mutate/run.py [--only ID]... [--list] [--keep-going]
"""

import argparse
import json
import os
import shutil
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
LIST = os.path.join(ROOT, "Tools", "mutate", "mutations.json")
WORK = os.path.join(ROOT, ".build", "mutate")
TREE = os.path.join(WORK, "tree")
CONFIG = "Fixtures/TableReady/effectproof.json"
SWIFT = os.environ.get("SWIFT", "swift")


def load():
    with open(LIST, encoding="utf-8") as handle:
        data = json.load(handle)
    mutations = data.get("mutations")
    if not isinstance(mutations, list) or not mutations:
        sys.exit(f"{LIST}: expected a non-empty \"mutations\" list")
    for index, m in enumerate(mutations):
        for key in ("id", "file", "find", "replace", "bug"):
            if not isinstance(m.get(key), str) or not m[key]:
                sys.exit(f"{LIST}: mutations[{index}].{key}: expected a non-empty string")
        if not m["file"].startswith("Sources/EffectMath/"):
            sys.exit(f"{LIST}: mutations[{index}].file: {m['file']} is not in Sources/EffectMath")
    return mutations


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


def check():
    """Runs the gate; returns (exit status, failing proof ids, seconds)."""
    report = os.path.join(WORK, "check.json")
    if os.path.exists(report):
        os.remove(report)
    started = time.time()
    result = subprocess.run(
        [os.path.join(TREE, ".build", "release", "effectproof"), "check", "--config", CONFIG,
         "--format", "json", "--output", report],
        cwd=TREE, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
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


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", action="append", default=[], help="run only this mutation id")
    parser.add_argument("--list", action="store_true", help="list the mutations and stop")
    arguments = parser.parse_args()
    mutations = load()
    if arguments.only:
        unknown = set(arguments.only) - {m["id"] for m in mutations}
        if unknown:
            sys.exit("unknown mutation id(s): " + ", ".join(sorted(unknown)))
        mutations = [m for m in mutations if m["id"] in arguments.only]
    if arguments.list:
        for m in mutations:
            print(f"{m['id']:34} {m['file']}\n    {m['bug']}")
        return 0

    os.makedirs(WORK, exist_ok=True)
    print(f"copying the tree to {TREE}")
    copy_tree()
    ok, log, seconds = build()
    if not ok:
        print(log[-4000:])
        sys.exit("the unmutated tree does not build")
    status, failing, check_seconds = check()
    if status != 0:
        sys.exit(f"the unmutated tree fails effectproof check ({', '.join(failing)}): fix that first")
    print(f"baseline: builds in {seconds:.0f} s, effectproof check passes in {check_seconds:.1f} s")

    rows = []
    for m in mutations:
        path = os.path.join(TREE, m["file"])
        with open(path, encoding="utf-8") as handle:
            original = handle.read()
        occurrences = original.count(m["find"])
        if occurrences != 1:
            rows.append((m, "does not apply", f"`find` occurs {occurrences} times", 0))
            continue
        try:
            with open(path, "w", encoding="utf-8") as handle:
                handle.write(original.replace(m["find"], m["replace"]))
            ok, log, seconds = build()
            if not ok:
                errors = [line for line in log.splitlines() if "error:" in line][:2]
                rows.append((m, "does not build", " ".join(errors)[:160], seconds))
                continue
            status, failing, check_seconds = check()
            verdict = "killed" if status != 0 else "SURVIVED"
            detail = ", ".join(failing[:4]) + (f" (+{len(failing) - 4})" if len(failing) > 4 else "")
            rows.append((m, verdict, detail or "every proof passed", seconds + check_seconds))
        finally:
            with open(path, "w", encoding="utf-8") as handle:
                handle.write(original)
        print(f"{rows[-1][1]:14} {m['id']:34} {rows[-1][2]}", flush=True)

    killed = sum(1 for row in rows if row[1] == "killed")
    lines = ["| mutation | result | failing proofs | seconds |", "|---|---|---|---|"]
    for m, verdict, detail, seconds in rows:
        lines.append(f"| `{m['id']}` | {verdict} | {detail} | {seconds:.0f} |")
    score = 100.0 * killed / len(rows) if rows else 0.0
    lines.append("")
    lines.append(f"Mutation score: {killed}/{len(rows)} killed ({score:.0f} %).")
    text = "\n".join(lines)
    with open(os.path.join(WORK, "report.md"), "w", encoding="utf-8") as handle:
        handle.write(text + "\n")
    print("\n" + text)
    print(f"(written to {os.path.join(WORK, 'report.md')})")
    return 0 if killed == len(rows) else 1


if __name__ == "__main__":
    sys.exit(main())
