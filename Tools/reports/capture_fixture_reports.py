#!/usr/bin/env python3
"""Capture every report the fixtures produce, normalised, so a refactor can be held to
"no behaviour changes" (issue 36): run it before and after, then `diff -r` the two folders.

Usage: capture_fixture_reports.py TOOL OUTDIR
  TOOL    the built effectproof executable (e.g. .build/release/effectproof)
  OUTDIR  an empty folder for the captured reports

What varies between runs for reasons other than the code (durations, the cache folder,
the working folder) is replaced by a fixed token; nothing else is touched.
"""
import os, re, subprocess, sys, pathlib, shutil, tempfile

ROOT = pathlib.Path(__file__).resolve().parents[2]

def normalise(text: str) -> str:
    text = text.replace(str(ROOT), "<ROOT>")
    text = re.sub(r'("[A-Za-z]*[Ss]econds"\s*:\s*)[-0-9.e+]+', r"\1<T>", text)
    text = re.sub(r'(time=")[-0-9.e+]+(")', r"\1<T>\2", text)
    text = re.sub(r'timestamp="[^"]*"', 'timestamp="<TS>"', text)
    text = re.sub(r"\b\d+(\.\d+)? ?(ms|s|µs)\b", "<T>", text)
    # The text report's time column is shown only for slow proofs: how slow depends on the load.
    text = re.sub(r"(\d+ cases?)(?: +<T>)? +", r"\1  ", text)
    text = re.sub(r"/tmp/[A-Za-z0-9._/-]+", "<TMP>", text)
    text = re.sub(r"\b[0-9a-f]{64}\b", "<HASH>", text)
    return text

def run(args, cwd, out: pathlib.Path):
    env = dict(os.environ, NO_COLOR="1", COLUMNS="100")
    p = subprocess.run(args, cwd=cwd, capture_output=True, text=True, env=env, timeout=1800)
    out.write_text(normalise(f"exit {p.returncode}\n--- stdout\n{p.stdout}\n--- stderr\n{p.stderr}"))

def main():
    tool = str(pathlib.Path(sys.argv[1]).resolve())
    outdir = pathlib.Path(sys.argv[2]).resolve()
    outdir.mkdir(parents=True, exist_ok=True)
    configs = sorted(ROOT.glob("Fixtures/**/effectproof.json"))
    for config in configs:
        name = str(config.parent.relative_to(ROOT / "Fixtures")).replace("/", "_")
        tmp = pathlib.Path(tempfile.mkdtemp())
        print(name, flush=True)
        run([tool, "check", "--config", str(config), "--verbose", "--jobs", "2"], ROOT, outdir / f"{name}.check.txt")
        run([tool, "check", "--config", str(config), "--format", "json", "--output", str(tmp / "r.json"),
             "--html", str(tmp / "r.html"), "--jobs", "2"], ROOT, outdir / f"{name}.check-json.log")
        for f in ("r.json", "r.html"):
            if (tmp / f).exists():
                (outdir / f"{name}.{f}").write_text(normalise((tmp / f).read_text()))
        run([tool, "check", "--config", str(config), "--format", "junit", "--jobs", "2"], ROOT, outdir / f"{name}.junit.xml")
        run([tool, "check", "--config", str(config), "--list"], ROOT, outdir / f"{name}.list.txt")
        run([tool, "scan", str(config.parent), "--format", "json"], ROOT, outdir / f"{name}.scan.json")
        run([tool, "scan", str(config.parent)], ROOT, outdir / f"{name}.scan.txt")
        run([tool, "init", str(config.parent), "--print"], ROOT, outdir / f"{name}.init.txt")
        metals = sorted(str(m) for m in config.parent.glob("*.metal")) + sorted(str(m) for m in config.parent.glob("*/*.metal") if "Broken" not in str(m))
        if metals:
            run([tool, "compile", *metals, "--format", "json"], ROOT, outdir / f"{name}.compile.json")
        shutil.rmtree(tmp, ignore_errors=True)
    corpus = ROOT / "Fixtures/MetalCorpus"
    if corpus.exists():
        run([tool, "scan", str(corpus), "--format", "json"], ROOT, outdir / "MetalCorpus.scan.json")
        run([tool, "compile", *sorted(str(m) for m in corpus.rglob("*.metal"))], ROOT, outdir / "MetalCorpus.compile.txt")

if __name__ == "__main__":
    main()
