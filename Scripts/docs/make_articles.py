#!/usr/bin/env python3
"""Checks the guides in Documentation/ and turns them into DocC articles.

Usage: make_articles.py REPO_ROOT OUTPUT_CATALOG

The guides are written to be read in two places: on GitHub (or any Markdown viewer), straight
from Documentation/, and in the DocC documentation, as articles of RIBCore. For each
Documentation/*.md this script checks what DocC cannot, then writes the article into
OUTPUT_CATALOG with these rewrites:

- `[text](Other.md)` and `[text](Other.md#a-heading)`, links between guides that a Markdown
  viewer follows, become `[text](doc:Other)` and `[text](doc:Other#A-heading)`, which DocC
  checks. The target guide and the heading must exist. (Write guide links this way, not as
  `<doc:Other>`, which a Markdown viewer shows as a broken link.)
- `[text](../path)`, links to files of the repository, become `text`: the file must exist, but
  the documentation site has no copy of it.
- `![alt](images/name.png)`, pictures kept in Documentation/images/, become
  `![alt](name.png)`, and the picture is copied into the catalog, where DocC finds it by name.
  The picture must exist.
- ``RIBStreams/...``, ``RIBTesting/...`` and ``RIBSwiftUI/...`` become ``/RIBStreams/...``,
  ``/RIBTesting/...`` and ``/RIBSwiftUI/...``: symbols of another module's archive are found
  by absolute path (see Scripts/build-docs.sh).
  Every symbol link must name its module, so that it reads well on GitHub too.

And it checks that the code in the guides is real code:

- Every ```swift block is preceded by a comment that says where the code lives,
  `<!-- code: path/to/File.swift -->` or `<!-- file: path/to/File.swift -->`, or why it is not
  compiled, `<!-- not compiled: the RIBs-iOS version, for comparison -->`.
- A block with `code:` must appear in that file: its lines, in order and contiguous, ignoring
  indentation and blank lines. A line `// …` in the block stands for lines left out.
- A block with `file:` must be that whole file, to the character (guides that have the reader
  type a file in full use it).
- The same rules apply to the code in the catalogs' own pages, Sources/*/*.docc/*.md.

And that the package manifests they show name what the code they describe imports: with
explicit module builds (Xcode's), a module imported but not named among the target's
dependencies does not build, though SwiftPM on Linux lets it through. In README.md, the guides
and the catalogs' pages, a target that names a swift-ribs product in a code block must also
name the products that one implies:

- RIBTesting implies RIBCore: tests stand mocks in for RIBCore's protocols, and import RIBCore
  (new-rib's generated tests and the guides' do).
- RIBCore, in a target that is not a test target, implies RIBStreams: RIBCore's API hands out
  RIBStreams' types (`isActiveStream`, `disposeOnDeactivate`), and the code of an app ported
  from RIBs-iOS and RxSwift imports RIBStreams where it imported RxSwift.
- RIBSwiftUI implies RIBCore: the routers that fill its slots, stacks and presentations are
  RIBCore's (and so, outside test targets, RIBStreams too).

Exits 1 with one line per problem.
"""

import pathlib
import re
import sys

CODE_MARKER = re.compile(r"^\s*<!--\s*(code|file):\s*(\S+)\s*-->\s*$")
NOT_COMPILED_MARKER = re.compile(r"^\s*<!--\s*not compiled:\s*(.+?)\s*-->\s*$")
FENCE = re.compile(r"^(\s*)```(\w*)\s*$")
GUIDE_LINK = re.compile(r"\]\(([A-Za-z0-9]+)\.md(?:#([A-Za-z0-9\-]+))?\)")
IMAGE = re.compile(r"!\[([^\]]*)\]\(images/([^)/]+)\)")
REPO_LINK = re.compile(r"\[([^\]]+)\]\(\.\./([^)#]+)(?:#[^)]*)?\)")
SYMBOL_LINK = re.compile(r"``([^`]+)``")
ELISION = "// …"
MODULES = ("RIBCore", "RIBStreams", "RIBTesting", "RIBSwiftUI")


def github_slug(heading):
    """The anchor GitHub gives a heading: lower case, punctuation dropped, spaces to hyphens."""
    slug = heading.strip().lower()
    slug = re.sub(r"[^\w\- ]", "", slug)
    return slug.replace(" ", "-")


def docc_anchor(heading):
    """The anchor DocC gives a heading: case kept, punctuation dropped, spaces to hyphens."""
    anchor = re.sub(r"[^\w\- ]", "", heading.strip())
    return re.sub(r"\s+", "-", anchor)


def headings(text):
    """The `##`-and-deeper headings of a guide, outside code blocks."""
    result = []
    in_code = False
    for line in text.splitlines():
        if FENCE.match(line):
            in_code = not in_code
            continue
        match = re.match(r"^#{2,6}\s+(.*)$", line)
        if match and not in_code:
            result.append(match.group(1).replace("`", ""))
    return result


def snippet_found(snippet_lines, file_lines):
    """Whether the snippet's chunks (split at `// …`) occur in the file, in order."""
    normalized = [line.strip() for line in file_lines if line.strip()]
    chunks = [[]]
    for line in snippet_lines:
        if line.strip() == ELISION:
            chunks.append([])
        elif line.strip():
            chunks[-1].append(line.strip())
    position = 0
    for chunk in chunks:
        if not chunk:
            continue
        found = None
        for start in range(position, len(normalized) - len(chunk) + 1):
            if normalized[start : start + len(chunk)] == chunk:
                found = start
                break
        if found is None:
            return False, first_mismatch(chunk, normalized[position:])
        position = found + len(chunk)
    return True, None


def first_mismatch(chunk, lines):
    """The first line of `chunk` that differs from the file where most of it matches."""
    best = 0
    for start in range(len(lines)):
        matched = 0
        while (
            matched < len(chunk)
            and start + matched < len(lines)
            and lines[start + matched] == chunk[matched]
        ):
            matched += 1
        best = max(best, matched)
    return chunk[min(best, len(chunk) - 1)]


def check_code_blocks(guide, text, root, problems):
    """Checks every ```swift block of `text`; `guide` names it in messages."""
    lines = text.splitlines()
    index = 0
    while index < len(lines):
        fence = FENCE.match(lines[index])
        if not fence:
            index += 1
            continue
        language = fence.group(2)
        start = index
        index += 1
        body = []
        while index < len(lines) and not FENCE.match(lines[index]):
            body.append(lines[index])
            index += 1
        index += 1  # the closing fence
        if language != "swift":
            continue
        previous = start - 1
        while previous >= 0 and not lines[previous].strip():
            previous -= 1
        marker = lines[previous] if previous >= 0 else ""
        where = f"{guide}:{start + 1}"
        if NOT_COMPILED_MARKER.match(marker):
            continue
        code = CODE_MARKER.match(marker)
        if not code:
            problems.append(
                f"{where}: a swift code block needs `<!-- code: path -->`, `<!-- file: path -->`"
                " or `<!-- not compiled: reason -->` on the line before it"
            )
            continue
        kind, path = code.group(1), code.group(2)
        source = root / path
        if not source.is_file():
            problems.append(f"{where}: `{path}` does not exist")
            continue
        file_lines = source.read_text().splitlines()
        if kind == "file":
            if [line.rstrip() for line in body] != [line.rstrip() for line in file_lines]:
                problems.append(f"{where}: this block is not the whole of {path}, as it is now")
            continue
        found, missing = snippet_found(body, file_lines)
        if not found:
            problems.append(f"{where}: this code is not in {path}; it differs at {missing!r}")


TARGET = re.compile(r"\.(target|executableTarget|testTarget)\(")
TARGET_NAME = re.compile(r'name:\s*"([^"]+)"')
PRODUCT = re.compile(r'\.product\(\s*name:\s*"(\w+)",\s*package:')


def check_manifests(page, text, problems):
    """Checks the targets declared in the code blocks of `text` (see the module's doc)."""
    lines = text.splitlines()
    index = 0
    while index < len(lines):
        if not FENCE.match(lines[index]):
            index += 1
            continue
        start = index
        index += 1
        body = []
        while index < len(lines) and not FENCE.match(lines[index]):
            body.append(lines[index])
            index += 1
        index += 1
        block = "\n".join(body)
        starts = [match for match in TARGET.finditer(block)]
        for number, match in enumerate(starts):
            end = starts[number + 1].start() if number + 1 < len(starts) else len(block)
            declaration = block[match.start() : end]
            name = TARGET_NAME.search(declaration)
            name = name.group(1) if name else "?"
            products = set(PRODUCT.findall(declaration)) & set(MODULES)
            if not products:
                continue
            line = start + 2 + block[: match.start()].count("\n")
            needed = []
            if "RIBSwiftUI" in products and "RIBCore" not in products:
                needed.append(("RIBCore", "RIBSwiftUI"))
                products = products | {"RIBCore"}
            if "RIBTesting" in products and "RIBCore" not in products:
                needed.append(("RIBCore", "RIBTesting"))
            if (
                match.group(1) != "testTarget"
                and "RIBCore" in products
                and "RIBStreams" not in products
            ):
                needed.append(("RIBStreams", "RIBCore"))
            for missing, because in needed:
                problems.append(
                    f"{page}:{line}: target {name} names {because} but not {missing}, which code"
                    f" that uses {because} imports; add"
                    f' .product(name: "{missing}", package: "swift-ribs")'
                )


def convert(guide, text, guides, root, problems):
    """Returns the article for `guide`, recording what is wrong with its links in `problems`."""
    where = f"Documentation/{guide.name}"

    def guide_link(match):
        target, anchor = match.group(1), match.group(2)
        if target not in guides:
            problems.append(f"{where}: link to {target}.md, which is not a guide")
            return match.group(0)
        if anchor is None:
            return f"](doc:{target})"
        for heading in headings(guides[target]):
            if github_slug(heading) == anchor:
                return f"](doc:{target}#{docc_anchor(heading)})"
        problems.append(f"{where}: link to {target}.md#{anchor}: no such heading")
        return match.group(0)

    def repo_link(match):
        label, path = match.group(1), match.group(2)
        if not (root / path).exists():
            problems.append(f"{where}: link to ../{path}, which does not exist")
        return label

    def image(match):
        alt, name = match.group(1), match.group(2)
        if not (root / "Documentation" / "images" / name).is_file():
            problems.append(f"{where}: picture images/{name}, which does not exist")
        return f"![{alt}]({name})"

    def symbol_link(match):
        path = match.group(1)
        module = path.split("/", 1)[0]
        if module not in MODULES:
            problems.append(
                f"{where}: symbol link ``{path}`` must start with its module"
                f" ({', '.join(MODULES)})"
            )
            return match.group(0)
        if module == "RIBCore":
            return match.group(0)
        return f"``/{path}``"

    output = []
    in_code = False
    for line in text.splitlines():
        if FENCE.match(line):
            in_code = not in_code
            output.append(line)
            continue
        if in_code:
            output.append(line)
            continue
        if "<doc:" in line:
            problems.append(f"{where}: write [Title](Other.md), not <doc:Other>: {line.strip()}")
        line = IMAGE.sub(image, line)
        line = GUIDE_LINK.sub(guide_link, line)
        line = REPO_LINK.sub(repo_link, line)
        line = SYMBOL_LINK.sub(symbol_link, line)
        output.append(line)
    return "\n".join(output) + "\n"


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    root = pathlib.Path(sys.argv[1]).resolve()
    catalog = pathlib.Path(sys.argv[2])
    sources = sorted((root / "Documentation").glob("*.md"))
    guides = {path.stem: path.read_text() for path in sources}
    problems = []
    for path in sources:
        text = guides[path.stem]
        if not text.startswith("# "):
            problems.append(f"Documentation/{path.name}: the first line must be the title")
        check_code_blocks(f"Documentation/{path.name}", text, root, problems)
        check_manifests(f"Documentation/{path.name}", text, problems)
        article = convert(path, text, guides, root, problems)
        (catalog / path.name).write_text(article)
    images = root / "Documentation" / "images"
    if images.is_dir():
        (catalog / "Resources").mkdir(exist_ok=True)
        for picture in sorted(images.iterdir()):
            (catalog / "Resources" / picture.name).write_bytes(picture.read_bytes())
    for page in sorted(root.glob("Sources/*/*.docc/*.md")):
        check_code_blocks(str(page.relative_to(root)), page.read_text(), root, problems)
        check_manifests(str(page.relative_to(root)), page.read_text(), problems)
    check_manifests("README.md", (root / "README.md").read_text(), problems)
    for problem in problems:
        print(f"error: {problem}", file=sys.stderr)
    if problems:
        sys.exit(1)
    print(f"{len(sources)} guides checked and converted")


if __name__ == "__main__":
    main()
