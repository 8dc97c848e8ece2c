#!/usr/bin/env python3
"""Checks that the merged documentation site leads a reader somewhere.

Usage: check_site.py REPO_ROOT MERGED_ARCHIVE

What a newcomer who opens the site meets, checked on the built archive:

- the server's root sends them on to /documentation/, the landing page;
- the landing page's first link is Getting started, and it links every guide of
  Documentation/ and the three modules;
- each of those links has a page in the archive, so that a static web server finds it.

Exits 1 with one line per problem.
"""

import json
import pathlib
import sys

MODULES = ("RIBCore", "RIBStreams", "RIBTesting")


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    root = pathlib.Path(sys.argv[1])
    archive = pathlib.Path(sys.argv[2])
    problems = []
    index = archive / "index.html"
    if "url=documentation/" not in (index.read_text() if index.is_file() else ""):
        problems.append(f"{index} does not send the reader on to documentation/")
    landing = json.loads((archive / "data" / "documentation.json").read_text())
    links = [
        identifier
        for section in landing.get("topicSections", [])
        for identifier in section.get("identifiers", [])
    ]
    first = "doc://RIBCore/documentation/RIBCore/GettingStarted"
    if not links or links[0] != first:
        problems.append(f"the landing page's first link is {links[:1]}, not Getting started")
    wanted = [f"doc://RIBCore/documentation/RIBCore/{guide.stem}" for guide in
              sorted((root / "Documentation").glob("*.md"))]
    wanted += [f"doc://{module}/documentation/{module}" for module in MODULES]
    for identifier in wanted:
        if identifier not in links:
            problems.append(f"the landing page does not link {identifier}")
            continue
        url = landing.get("references", {}).get(identifier, {}).get("url", "")
        page = archive / url.strip("/") / "index.html"
        if not url or not page.is_file():
            problems.append(f"the landing page links {identifier}, whose page {page} is missing")
    for problem in problems:
        print(f"error: {problem}", file=sys.stderr)
    if problems:
        sys.exit(1)
    print(f"site: the landing page leads to {len(links)} pages, Getting started first")


if __name__ == "__main__":
    main()
