#!/usr/bin/env python3
"""Rewrites every option table and config key table in docs/ from their declarations.

A table is the run of `|` lines right under a marker line
`<!-- effectproof help NAME --markdown -->` (a command's options) or
`<!-- effectproof help config SECTION --markdown -->` (a config section's keys); it is replaced
by what that command prints. OptionDeclarationsTests and ConfigSchemaTests fail when a table
differs, so run this (make docs-options) after changing an option or a config key.
Usage: update_option_tables.py EFFECTPROOF_BINARY [DOCS_FOLDER]
"""
import pathlib
import re
import subprocess
import sys

MARKER = re.compile(r"^<!-- effectproof help ([a-z]+(?: [A-Za-z]+)?) --markdown -->$")


def main() -> int:
    binary = sys.argv[1]
    docs = pathlib.Path(sys.argv[2] if len(sys.argv) > 2 else "docs")
    changed = 0
    for path in sorted(docs.glob("*.md")):
        lines = path.read_text().split("\n")
        out = []
        index = 0
        while index < len(lines):
            line = lines[index]
            out.append(line)
            index += 1
            match = MARKER.match(line)
            if not match:
                continue
            table = subprocess.run(
                [binary, "help", *match.group(1).split(" "), "--markdown"],
                check=True, capture_output=True, text=True).stdout.rstrip("\n")
            while index < len(lines) and lines[index].startswith("|"):
                index += 1
            out.extend(table.split("\n"))
        text = "\n".join(out)
        if text != path.read_text():
            path.write_text(text)
            changed += 1
            print(f"updated {path}")
    print(f"{changed} file(s) updated")
    return 0


if __name__ == "__main__":
    sys.exit(main())
