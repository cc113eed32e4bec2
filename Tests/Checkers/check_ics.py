#!/usr/bin/env python3
"""Checks the .ics files the Swift tests wrote (PlanCalendarExportTests) with the `icalendar`
package from PyPI: each must parse, and its VEVENTs must carry exactly the UIDs listed in the
`.uids` file beside it, each with DTSTART, DURATION, DTSTAMP and SUMMARY. Also checks the raw
bytes for CRLF line ends and lines of at most 75 octets (RFC 5545 section 3.1).

usage: check_ics.py DIR   (exit 1 when no file was written or any check fails)
"""
import pathlib
import sys

import icalendar


def check(path: pathlib.Path) -> list[str]:
    problems = []
    raw = path.read_bytes()
    for number, line in enumerate(raw.split(b"\r\n")[:-1], start=1):
        if b"\n" in line:
            problems.append(f"line {number}: bare LF")
        if len(line) > 75:
            problems.append(f"line {number}: {len(line)} octets")
    if not raw.endswith(b"\r\n"):
        problems.append("does not end with CRLF")
    try:
        calendar = icalendar.Calendar.from_ical(raw)
    except Exception as error:  # noqa: BLE001 - any parse error fails the check
        return problems + [f"icalendar cannot parse it: {error}"]
    events = calendar.walk("VEVENT")
    uids = [str(event.get("UID")) for event in events]
    expected_file = path.with_suffix(".uids")
    expected = expected_file.read_text(encoding="utf-8").split() if expected_file.exists() else []
    if not expected:
        problems.append(f"{expected_file.name} is missing or empty")
    if uids != expected:
        problems.append(f"UIDs {uids} differ from the expected {expected}")
    for event in events:
        for name in ("DTSTART", "DURATION", "DTSTAMP", "SUMMARY", "DESCRIPTION"):
            if event.get(name) is None:
                problems.append(f"{event.get('UID')}: no {name}")
        start = event.get("DTSTART")
        if start is not None and getattr(start.dt, "tzinfo", None) is None:
            problems.append(f"{event.get('UID')}: DTSTART without a time zone")
    return problems


def main() -> int:
    if len(sys.argv) != 2:
        print(__doc__, file=sys.stderr)
        return 2
    files = sorted(pathlib.Path(sys.argv[1]).glob("*.ics"))
    if not files:
        print(f"check_ics: no .ics files in {sys.argv[1]}", file=sys.stderr)
        return 1
    failed = False
    for path in files:
        problems = check(path)
        for problem in problems:
            print(f"{path}: {problem}", file=sys.stderr)
        failed = failed or bool(problems)
        if not problems:
            print(f"{path}: ok")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
