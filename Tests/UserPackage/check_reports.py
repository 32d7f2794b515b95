#!/usr/bin/env python3
"""Checks the reports the user package's gate and tests wrote (make user-package).

usage: check_reports.py JSON JUNIT HTML ID...

Each report must hold every ID, passed (the JUnit test case without a failure), and the
JSON report must say the whole run succeeded. Exits 1 with one line per problem otherwise.
"""
import json
import sys
import xml.etree.ElementTree as ElementTree


def main(arguments):
    if len(arguments) < 4:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    json_path, junit_path, html_path, *ids = arguments
    problems = []
    try:
        with open(json_path, encoding="utf-8") as file:
            report = json.load(file)
        statuses = {proof["id"]: proof["status"] for proof in report["proofs"]}
        if report.get("succeeded") is not True:
            problems.append(f"{json_path}: succeeded is {report.get('succeeded')!r}, not true")
        for proof_id in ids:
            if proof_id not in statuses:
                problems.append(f"{json_path}: no proof {proof_id} (ids: {sorted(statuses)})")
            elif statuses[proof_id] != "passed":
                problems.append(f"{json_path}: {proof_id} is {statuses[proof_id]}, not passed")
    except (OSError, ValueError, KeyError, TypeError) as error:
        problems.append(f"{json_path}: cannot read the JSON report: {error}")
    try:
        cases = ElementTree.parse(junit_path).getroot().iter("testcase")
        names = {case.get("name"): case for case in cases}
        for proof_id in ids:
            case = names.get(proof_id)
            if case is None:
                problems.append(f"{junit_path}: no testcase {proof_id}")
            elif case.find("failure") is not None or case.find("error") is not None:
                problems.append(f"{junit_path}: {proof_id} has a failure")
    except (OSError, ElementTree.ParseError) as error:
        problems.append(f"{junit_path}: cannot read the JUnit report: {error}")
    try:
        with open(html_path, encoding="utf-8") as file:
            page = file.read()
        if not page.startswith("<!DOCTYPE html>"):
            problems.append(f"{html_path}: not an HTML page")
        for proof_id in ids:
            if proof_id not in page:
                problems.append(f"{html_path}: no row for {proof_id}")
    except OSError as error:
        problems.append(f"{html_path}: cannot read the HTML report: {error}")
    for problem in problems:
        print(f"error: {problem}", file=sys.stderr)
    if not problems:
        print(f"reports hold {len(ids)} proofs, all passed: {json_path}, {junit_path}, {html_path}")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
