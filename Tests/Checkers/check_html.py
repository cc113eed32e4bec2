#!/usr/bin/env python3
"""Checks the HTML reports the Swift tests wrote (ProgressReportTests) with html5lib from PyPI,
a parser that implements the WHATWG HTML parsing algorithm browsers use. In strict mode any
parse error fails the check. Then, on the parsed tree: the page declares its language, loads
nothing from outside the file (no script, link, img, src, href or url()), and every inline SVG
chart has a <title> and a <desc> first, for screen readers.

usage: check_html.py DIR   (exit 1 when no page was written or any check fails)
"""
import pathlib
import re
import sys

import html5lib

SVG = "{http://www.w3.org/2000/svg}"
XHTML = "{http://www.w3.org/1999/xhtml}"


def check(path: pathlib.Path) -> list[str]:
    text = path.read_text(encoding="utf-8")
    try:
        tree = html5lib.HTMLParser(strict=True, namespaceHTMLElements=True).parse(text)
    except Exception as error:  # noqa: BLE001 - any parse error fails the check
        return [f"html5lib (strict) cannot parse it: {error}"]
    problems = []
    if not tree.get("lang"):
        problems.append("<html> has no lang")
    for element in tree.iter():
        tag = element.tag if isinstance(element.tag, str) else ""
        if tag in (XHTML + "script", XHTML + "link", XHTML + "img", XHTML + "iframe"):
            problems.append(f"loads something: <{tag.split('}')[1]}>")
        for name in element.attrib:
            if name in ("src", "href") or name.endswith("}href"):
                problems.append(f"reference to outside: {name}={element.attrib[name]!r}")
    if re.search(r"url\(|@import|https?:", re.sub(r'xmlns(:\w+)?="[^"]*"', "", text)):
        problems.append("a url(), @import or web address in the page")
    charts = list(tree.iter(SVG + "svg"))
    if not charts:
        problems.append("no inline SVG chart")
    for number, chart in enumerate(charts, start=1):
        children = [child.tag for child in chart][:2]
        if children != [SVG + "title", SVG + "desc"]:
            problems.append(f"SVG {number} does not start with <title> and <desc>: {children}")
    return problems


def main() -> int:
    folder = pathlib.Path(sys.argv[1])
    pages = sorted(folder.glob("*.html")) if folder.is_dir() else []
    if not pages:
        print(f"check_html: no .html file in {folder}", file=sys.stderr)
        return 1
    failed = False
    for page in pages:
        problems = check(page)
        for problem in problems:
            print(f"{page}: {problem}", file=sys.stderr)
        failed = failed or bool(problems)
        if not problems:
            print(f"{page.name}: parsed by html5lib (strict), self-contained, charts titled")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
