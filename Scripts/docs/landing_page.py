#!/usr/bin/env python3
"""Gives the merged documentation site a landing page that leads somewhere.

Usage: landing_page.py MERGED_ARCHIVE

`docc merge` synthesizes the site's first page, /documentation, with one card per module and
nothing else: grey placeholders, and the guides only inside RIBCore. This script rewrites
that page (data/documentation.json in the archive) so that it says what swift-ribs is, leads
with Getting started, lists the guides, and lists the modules last, as a list with their
abstracts. The articles and their abstracts are taken from RIBCore's own page, whose Topics
(Sources/RIBCore/RIBCore.docc/RIBCore.md) put them in order: the sections named in SECTIONS
are copied, with the references that describe each article. The archive's root, which DocC
leaves as a "page not found", sends the reader on to /documentation/.

Exits 1, saying why, when the archive is not shaped as expected (a newer DocC may lay it out
differently): better a failed build than a landing page that silently lost its links.
"""

import json
import pathlib
import sys

# RIBCore's topic sections that the landing page repeats, with the title they get there.
SECTIONS = {"Essentials": "Start here", "Guides": "Guides"}

ABSTRACT = (
    "Uber's RIBs architecture for Swift, on every platform Swift runs on, with its own reactive"
    " streams and no package dependencies. New to it? Start with Getting started: a first"
    " two-RIB app in a few minutes."
)


REDIRECT = """<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>swift-ribs documentation</title>
<meta http-equiv="refresh" content="0; url=documentation/">
</head>
<body><a href="documentation/">swift-ribs documentation</a></body>
</html>
"""


def text(value):
    """An abstract, as DocC's render JSON writes one."""
    return [{"type": "text", "text": value}]


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    archive = pathlib.Path(sys.argv[1])
    landing_path = archive / "data" / "documentation.json"
    core_path = archive / "data" / "documentation" / "ribcore.json"
    for path in (landing_path, core_path):
        if not path.is_file():
            sys.exit(f"error: {path} does not exist; has DocC's archive layout changed?")
    landing = json.loads(landing_path.read_text())
    core = json.loads(core_path.read_text())

    sections = []
    for section in core.get("topicSections", []):
        title = SECTIONS.get(section.get("title"))
        if title:
            sections.append({"title": title, "identifiers": section["identifiers"]})
    found = [section["title"] for section in sections]
    if found != list(SECTIONS.values()):
        sys.exit(
            f"error: RIBCore's page has the sections {found}, not {list(SECTIONS.values())};"
            " keep Essentials and Guides in Sources/RIBCore/RIBCore.docc/RIBCore.md"
        )
    # The module pages, doc://M/documentation/M, wherever they are: run twice, this script
    # finds them in its own Modules section.
    modules = [
        identifier
        for section in landing.get("topicSections", [])
        for identifier in section.get("identifiers", [])
        if identifier.count("/") == 4
        and identifier.split("/")[2] == identifier.split("/")[4]
    ]
    if not modules:
        sys.exit("error: the synthesized landing page lists no modules")
    sections.append({"title": "Modules", "identifiers": modules})

    references = landing.setdefault("references", {})
    for section in sections[:-1]:
        for identifier in section["identifiers"]:
            if identifier not in core.get("references", {}):
                sys.exit(f"error: RIBCore's page has no reference for {identifier}")
            references[identifier] = core["references"][identifier]

    landing["abstract"] = text(ABSTRACT)
    landing["topicSections"] = sections
    # A list shows each page's abstract; the default grid shows image cards, and there are no
    # images.
    landing["topicSectionsStyle"] = "list"
    landing_path.write_text(json.dumps(landing, ensure_ascii=False))
    # The archive's own index.html, at the server's root, is DocC's app, which finds no page
    # there ("The page you're looking for can't be found"): send the reader to the landing page.
    (archive / "index.html").write_text(REDIRECT)
    count = sum(len(section["identifiers"]) for section in sections)
    print(f"landing page: {len(sections)} sections, {count} links")


if __name__ == "__main__":
    main()
