#!/usr/bin/env python3
"""Checks that the merged documentation site leads a reader somewhere.

Usage: check_site.py REPO_ROOT MERGED_ARCHIVE

What a newcomer who opens the site meets, checked on the built archive:

- the server's root sends them on to /documentation/, the landing page;
- the landing page's first link is Getting started, and it links every guide of
  Documentation/ and the four modules;
- each of those links has a page in the archive, so that a static web server finds it;
- each link of a catalog's page (Sources/*/*.docc/*.md) written as a path of the site,
  `[RIBs with SwiftUI](/documentation/ribcore/ribswithswiftui)`, has a page in the archive.
  DocC checks `<doc:>` links, but RIBSwiftUI cannot write one to a RIBCore article: it extends
  RIBCore's types, so `/RIBCore/...` in its catalog names its own page of those extensions.

Exits 1 with one line per problem.
"""

import json
import pathlib
import re
import sys

MODULES = ("RIBCore", "RIBStreams", "RIBTesting", "RIBSwiftUI")
SITE_LINK = re.compile(r"\]\((/documentation/[^)#\s]+)")


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
    for page in sorted(root.glob("Sources/*/*.docc/*.md")):
        for path in SITE_LINK.findall(page.read_text()):
            if not (archive / path.strip("/") / "index.html").is_file():
                problems.append(f"{page.relative_to(root)} links {path}, which has no page")
    for problem in problems:
        print(f"error: {problem}", file=sys.stderr)
    if problems:
        sys.exit(1)
    print(f"site: the landing page leads to {len(links)} pages, Getting started first")


if __name__ == "__main__":
    main()
