#!/usr/bin/env python3
"""Fails if a public symbol of the library modules has no documentation.

Usage: check_coverage.py symbols SYMBOL_GRAPH_DIR MODULE...
       check_coverage.py archives DOCC_ARCHIVE...

`symbols` reads the symbol graphs that `swift build -Xswiftc -emit-symbol-graph` wrote (public
symbols only, with extension blocks) and counts, for each module:

- declarations: every symbol written in this package's sources (it has a source location),
  except extension blocks. Each must have a doc comment.
- extension blocks of types from other modules (`extension Disposable` in RIBCore). DocC shows
  one page per extended type and takes its abstract from one of the blocks, so each block needs
  a doc comment, and every block of the same type must carry the same one.
- compiler-synthesized members (`init(from:)` of a `Codable` struct, `hash(into:)`, ...). They
  have no source location and nothing to attach a comment to; they are listed, not counted.

Prints one line per module and every undocumented symbol with its file and line; exits 1 if
there is any.

`archives` reads the `documentation-coverage.json` that `docc convert
--experimental-documentation-coverage` wrote into each archive, and fails if any symbol page
has no abstract. That also covers what the symbol graphs cannot: members inherited from another
module (with `--enable-inherited-docs`), compiler-synthesized members (documented by extension
files in the catalogs), and pages of extended modules.
"""

import json
import pathlib
import sys
from collections import defaultdict


def location(symbol):
    loc = symbol.get("location")
    if not loc:
        return None
    uri = loc.get("uri", "")
    path = uri.removeprefix("file://")
    line = loc.get("position", {}).get("line", 0) + 1
    return f"{path}:{line}"


def doc_text(symbol):
    lines = symbol.get("docComment", {}).get("lines", [])
    return "\n".join(line.get("text", "") for line in lines).strip()


def check_module(directory, module):
    files = sorted(directory.glob(f"{module}.symbols.json")) + sorted(
        directory.glob(f"{module}@*.symbols.json")
    )
    if not files:
        sys.exit(f"error: no symbol graph for {module} in {directory}")
    seen = set()
    declarations = 0
    undocumented = []
    synthesized = []
    extension_docs = defaultdict(list)  # extended type -> [(doc, location)]
    for file in files:
        graph = json.loads(file.read_text())
        for symbol in graph["symbols"]:
            identifier = symbol["identifier"]["precise"]
            kind = symbol["kind"]["identifier"]
            name = ".".join(symbol["pathComponents"])
            if kind == "swift.extension":
                extended = symbol.get("swiftExtension", {}).get("extendedModule", "?")
                extension_docs[f"{extended}.{name}"].append((doc_text(symbol), location(symbol)))
                continue
            if identifier in seen:
                continue
            seen.add(identifier)
            where = location(symbol)
            if where is None:
                if not doc_text(symbol):
                    synthesized.append(f"{name} ({symbol['kind']['displayName']})")
                continue
            declarations += 1
            if not doc_text(symbol):
                undocumented.append(f"{where}: {module}.{name} ({symbol['kind']['displayName']})")
    extension_blocks = 0
    for extended, blocks in sorted(extension_docs.items()):
        extension_blocks += len(blocks)
        for doc, where in blocks:
            if not doc:
                undocumented.append(f"{where}: extension {extended} in {module} (no doc comment)")
        texts = {doc for doc, _ in blocks if doc}
        if len(texts) > 1:
            places = ", ".join(where for _, where in blocks)
            undocumented.append(
                f"extension {extended} in {module}: its blocks have different doc comments"
                f" ({places}); DocC shows only one, so give them all the same"
            )
    return declarations, extension_blocks, undocumented, synthesized


def check_archives(archives):
    failures = []
    for archive in archives:
        coverage = json.loads((pathlib.Path(archive) / "documentation-coverage.json").read_text())
        pages = [entry for entry in coverage if entry["kind"].get("isSymbol")]
        missing = [entry["referencePath"] for entry in pages if not entry.get("hasAbstract")]
        print(f"{pathlib.Path(archive).name}: {len(pages)} symbol pages, {len(missing)} without"
              " an abstract")
        failures += missing
    for failure in failures:
        print(f"error: no abstract: {failure}", file=sys.stderr)
    if failures:
        sys.exit(1)


def main():
    if len(sys.argv) < 3 or sys.argv[1] not in ("symbols", "archives"):
        sys.exit(__doc__)
    if sys.argv[1] == "archives":
        check_archives(sys.argv[2:])
        return
    directory = pathlib.Path(sys.argv[2])
    failures = []
    total = 0
    for module in sys.argv[3:]:
        declarations, blocks, undocumented, synthesized = check_module(directory, module)
        total += declarations + blocks
        note = ""
        if synthesized:
            note = f"; {len(synthesized)} compiler-synthesized, not counted: " + ", ".join(
                synthesized
            )
        print(
            f"{module}: {declarations} public declarations, {blocks} extension blocks,"
            f" {len(undocumented)} undocumented{note}"
        )
        failures += undocumented
    for failure in failures:
        print(f"error: undocumented: {failure}", file=sys.stderr)
    if failures:
        print(f"{len(failures)} of {total} public symbols have no documentation.", file=sys.stderr)
        sys.exit(1)


if __name__ == "__main__":
    main()
