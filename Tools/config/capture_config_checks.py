#!/usr/bin/env python3
"""Captures every output the config declarations drive, to hold a refactor of them byte-identical.

For each section `effectproof help config` names, `effectproof help config SECTION`; then
`effectproof help config`; then, for each malformed config below (one per range, type and
unknown-key check of the declarations), `effectproof check --list --config effectproof.json`
run in a folder holding a Metal probe, with its exit code, stdout and stderr. Run it with the
binary built before and after a change and diff the two folders.
Usage: capture_config_checks.py EFFECTPROOF_BINARY OUTPUT_FOLDER
"""
import pathlib
import re
import subprocess
import sys
import tempfile

PROBE = """[[ stitchable ]] half4 probe(float2 position, SwiftUI::Layer layer, float strength) {
  return layer.sample(position);
}
"""
ENTRY = '"viewSize": [10, 10], "arguments": {"strength": {"range": [0, 1]}}'
WARMUP = '{"name": "probe", "usage": "layerEffect", "arguments": ["float"]}'


def entry(extra: str, base: str = ENTRY) -> str:
    return '{"shaderProofs": {"probe": {' + ", ".join(p for p in (base, extra) if p) + "}}}"


CONFIGS = [
    # cards
    '{"cards": {"screenWidths": []}}', '{"cards": {"screenWidths": [0]}}',
    '{"cards": {"screenWidths": [390, -1]}}', '{"cards": {"screenWidths": "x"}}',
    '{"cards": {"horizontalPadding": -1}}', '{"cards": {"horizontalPadding": "1"}}',
    '{"cards": {"aspectRatio": 0}}', '{"cards": {"perspective": -0.5}}',
    '{"cards": {"holographic": {"maxAngle": 90}}}', '{"cards": {"tilt": {"maxAngle": -1}}}',
    '{"cards": {"holographic": {"spring": {"duration": 0, "bounce": 0}}}}',
    '{"cards": {"tilt": {"spring": {"duration": 1, "bounce": 1}}}}',
    '{"cards": {"tilt": {"spring": {"duration": 1, "bounce": -1}}}}',
    '{"cards": {"tilt": {"spring": {"duration": 1}}}}',
    '{"cards": {"product": {"pointsPerDegree": 0}}}',
    '{"cards": {"product": {"spring": {"response": 0, "dampingRatio": 1}}}}',
    '{"cards": {"product": {"spring": {"response": 1, "dampingRatio": 0}}}}',
    '{"cards": {"flip": {"perspective": -1}}}', '{"cards": {"flip": {"duration": 0}}}',
    '{"cards": {"flip": {"durration": 1}}}',
    # curl
    '{"curl": {"heights": []}}', '{"curl": {"heights": [' + ", ".join(["100"] * 17) + "]}}",
    '{"curl": {"heights": [0]}}', '{"curl": {"heights": [10001]}}',
    '{"curl": {"heights": [100, 10000.5]}}', '{"curl": {"peelStep": 0}}',
    '{"curl": {"peelStep": 0.6}}', '{"curl": {"peelStep": "0.1"}}',
    '{"curl": {"peelStep": 1e308}}', '{"curl": {"peelStep": 1e400}}',
    '{"curl": {"peelStep": -1e-300}}', '{"curl": {"peelStep": "NaN"}}',
    # ripple
    '{"ripple": {"amplitude": -1}}', '{"ripple": {"speed": 0.5}}',
    '{"ripple": {"frequency": -1}}', '{"ripple": {"decay": -1}}', '{"ripple": {"duration": 0}}',
    '{"ripple": {"widestLayout": 0}}', '{"ripple": {"speed": null}}',
    # wheel
    '{"wheel": {"wheelType": "tripleZero"}}', '{"wheel": {"wheelType": 1}}',
    '{"wheel": {"diameter": 0}}', '{"wheel": {"pocketRadius": 0}}',
    '{"wheel": {"pocketRadius": 200}}', '{"wheel": {"hubRadius": -1}}',
    '{"wheel": {"hubRadius": 140}}', '{"wheel": {"shutter": 0}}', '{"wheel": {"ballShutter": 0}}',
    '{"wheel": {"ballDegreesPerSecond": 0}}', '{"wheel": {"spinDuration": 0}}',
    '{"wheel": {"turns": -1}}', '{"wheel": {"turns": 101}}', '{"wheel": {"turns": 2.5}}',
    '{"wheel": {"turns": 1e300}}',
    '{"wheel": {"curve": {"startControlPoint": [1.5, 0]}}}',
    '{"wheel": {"curve": {"startControlPoint": [0.5]}}}',
    '{"wheel": {"curve": {"endControlPoint": [-0.1, 1]}}}',
    # dice
    '{"dice": {"dieSize": 0}}', '{"dice": {"pipRadius": 0}}', '{"dice": {"pipRadius": 0.5}}',
    '{"dice": {"shutter": 0}}', '{"dice": {"throwDuration": 0}}',
    # the top level
    '{"expectedFunctionCount": -1}', '{"expectedFunctionCount": 1.5}',
    '{"expectedFunctionCount": "9"}', '{"maxFileBytes": 0}', '{"maxFileBytes": -5}',
    '{"maxFileBytes": 1e30}', '{"shaders": []}', '{"shaderz": ["Shaders"]}',
    # registry
    '{"registry": {"warmups": [' + WARMUP[:-1] + ', "extra": 1}]}}',
    '{"registry": {"warmupz": []}}', '{"registry": {}}',
    '{"registry": {"warmups": [{"name": "probe", "usage": "layer", "arguments": []}]}}',
    '{"registry": {"warmups": [{"name": "probe", "usage": "layerEffect", "arguments": ["flaot"]}]}}',
    '{"registry": {"warmups": [{"name": "", "usage": "layerEffect", "arguments": []}]}}',
    '{"registry": {"warmups": [{"usage": "layerEffect", "arguments": []}]}}',
    '{"registry": "registry.json"}',
    # shaderProofs
    entry('"viewSize": [0, 10]', '"arguments": {"strength": 1}'),
    entry('"viewSize": [10, 9000]', '"arguments": {"strength": 1}'),
    entry('"viewSize": [10]', '"arguments": {"strength": 1}'),
    entry('"viewSizes": []', '"arguments": {"strength": 1}'),
    entry('"viewSizes": [[10, 10], [0, 1]]', '"arguments": {"strength": 1}'),
    entry('"scale": 0'), entry('"scale": 9'), entry('"scale": []'), entry('"scale": [2, 0]'),
    entry('"scale": 8.000001'), entry('"runTimeLimit": 0.05'), entry('"runTimeLimit": 90000'),
    entry('"runTimeLimit": "10"'), entry('"usage": "colour"'),
    entry('"invariants": [{"continuousIn": {"argument": "strength", "step": 0, "maxChange": 1}}]'),
    entry('"invariants": [{"continuousIn": {"argument": "strength", "step": 1e13, "maxChange": 1}}]'),
    entry('"invariants": [{"continuousIn": {"argument": "strength", "step": 1, "maxChange": -1}}]'),
    entry('"invariants": [{"continuousIn": {"argument": "strength", "step": 1}}]'),
    entry('"invariants": ["preservesAlfa"]'),
    entry('"maxSampleOffset": {"measured": [-1, 0]}'),
    entry('"maxSampleOffset": {"measured": [1]}'), entry('"maxSampleOffset": {"mesured": [1, 1]}'),
    entry('"maxSampleOffset": [-1, 0]'), entry('"review": ["  "]'), entry('"review": "x"'),
    entry('', '"viewSize": [10, 10], "arguments": {"strength": {"rnage": [0, 1]}}'),
    entry('', '"viewSize": [10, 10], "arguments": {"strength": {"range": [1, 0]}}'),
    entry('', '"viewSize": [10, 10], "arguments": {"strength": {"values": []}}'),
    entry('', '"viewSize": [10, 10], "arguments": {"strength": {"range": [0, 1], "values": [1]}}'),
    entry('', '"viewSize": [10, 10], "arguments": {"strength": {}}'),
    entry('"viewSizz": [1, 1]'),
]


def run(binary, args, cwd=None):
    done = subprocess.run([binary, *args], cwd=cwd, capture_output=True, text=True, timeout=120)
    return f"exit {done.returncode}\n--- stdout\n{done.stdout}--- stderr\n{done.stderr}"


def main() -> int:
    binary = str(pathlib.Path(sys.argv[1]).resolve())
    out = pathlib.Path(sys.argv[2])
    out.mkdir(parents=True, exist_ok=True)
    listing = run(binary, ["help", "config", "zzz"])
    sections = re.search(r"sections: ([^)]*)\)", listing).group(1).split(", ")
    (out / "help-config.txt").write_text(run(binary, ["help", "config"]))
    for section in sections:
        (out / f"help-config-{section}.txt").write_text(run(binary, ["help", "config", section]))
    with tempfile.TemporaryDirectory() as folder:
        root = pathlib.Path(folder)
        (root / "Shaders").mkdir()
        (root / "Shaders" / "Probe.metal").write_text(PROBE)
        (root / "registry.json").write_text('{"warmups": [' + WARMUP[:-1] + ', "extra": 1}]}')
        lines = []
        for index, config in enumerate(CONFIGS):
            (root / "effectproof.json").write_text(config + "\n")
            lines.append(f"=== {index}: {config}\n" + run(
                binary, ["check", "--list", "--config", "effectproof.json"], cwd=root))
        (out / "configs.txt").write_text("\n".join(lines))
    print(f"{len(sections)} sections, {len(CONFIGS)} configs -> {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
