#!/usr/bin/env python3
"""Follows Documentation/GettingStarted.md as a reader does, from its own text.

Usage: follow_guide.py GUIDE PACKAGE_DIR STEP
       follow_guide.py GUIDE --commands STEP
       follow_guide.py GUIDE --printed STEP

Does what the guide's step STEP (its `## N.` heading) tells the reader to do to the files:

- "Create `PATH`:" then a code block: writes the block to PACKAGE_DIR/PATH.
- "`PATH` becomes:" then a code block: writes the block over PACKAGE_DIR/PATH.
- "In `PATH`, change ... to:" then a code block of functions: replaces each function of the
  file that has the name of one in the block with the block's (the function must exist).

Shell blocks are not run here: with --commands, it prints the `swift package` commands of the
step's shell blocks, one a line, for check-journey.sh to run; with --printed, the part of the
step's text blocks that shows new-rib's wiring steps (from "Wire "), for check-journey.sh to
compare with what new-rib prints.

Exits 1 with a message naming the step and the instruction it could not follow.
"""

import pathlib
import re
import sys

FENCE = re.compile(r"^```(\w*)\s*$")
CREATE = re.compile(r"Create `([^`]+)`:\s*$")
BECOMES = re.compile(r"`([^`]+)` becomes:\s*$")
CHANGE = re.compile(r"In `([^`]+)`, change .* to:\s*$")
FUNC = re.compile(r"^(\s*)(?:(?:override|private|fileprivate|public|internal)\s+)*func\s+(\w+)\b")


def fail(message):
    print(f"check-journey: {message}", file=sys.stderr)
    sys.exit(1)


def step_lines(guide, step):
    """The lines of the guide's section `## STEP. …`, up to the next `## `."""
    lines = pathlib.Path(guide).read_text().splitlines()
    start = next((i for i, line in enumerate(lines) if line.startswith(f"## {step}. ")), None)
    if start is None:
        fail(f"the guide has no step {step} (a heading `## {step}. …`)")
    end = next((i for i in range(start + 1, len(lines)) if lines[i].startswith("## ")), len(lines))
    return lines[start:end]


def blocks(lines):
    """(the paragraph before the block, its language, its text) for each fenced block."""
    result = []
    prose = ""
    paragraph_ended = True
    i = 0
    while i < len(lines):
        fence = FENCE.match(lines[i])
        if fence:
            j = i + 1
            while j < len(lines) and not lines[j].startswith("```"):
                j += 1
            result.append((prose, fence.group(1), "\n".join(lines[i + 1 : j]) + "\n"))
            # An instruction applies to the block right after it, not to the ones after that.
            prose = ""
            i = j + 1
            continue
        line = lines[i].strip()
        if not line:
            paragraph_ended = True
        elif not line.startswith("<!--"):
            # The instruction is the whole paragraph before the block, however it is wrapped.
            prose = line if paragraph_ended else prose + " " + line
            paragraph_ended = False
        i += 1
    return result


def function_span(text, name):
    """(start, end) of the function `name` in text: from its line to its closing brace."""
    lines = text.splitlines(keepends=True)
    offset = 0
    for index, line in enumerate(lines):
        match = FUNC.match(line)
        if match and match.group(2) == name:
            start = offset
            depth = 0
            seen = False
            position = offset
            for char in text[offset:]:
                position += 1
                if char == "{":
                    depth += 1
                    seen = True
                elif char == "}":
                    depth -= 1
                    if seen and depth == 0:
                        end = position
                        if text[end : end + 1] == "\n":
                            end += 1
                        return start, end
            return None
        offset += len(line)
    return None


def split_functions(code):
    """The block's functions, each with its leading comments, by name."""
    result = []
    lines = code.splitlines(keepends=True)
    current = []
    name = None
    for line in lines:
        match = FUNC.match(line)
        if match and name is not None:
            result.append((name, "".join(current)))
            current = []
        if match:
            name = match.group(2)
        current.append(line)
    if name is not None:
        result.append((name, "".join(current)))
    return result


def reindent(code, indent):
    return "".join(indent + line if line.strip() else line for line in code.splitlines(keepends=True))


def main():
    if len(sys.argv) != 4:
        fail("usage: follow_guide.py GUIDE PACKAGE_DIR|--commands|--printed STEP")
    guide, package, step = sys.argv[1], sys.argv[2], sys.argv[3]
    lines = step_lines(guide, step)
    if package == "--commands":
        for _, language, code in blocks(lines):
            if language == "sh":
                for line in code.splitlines():
                    if line.startswith("swift package "):
                        print(line)
        return
    if package == "--printed":
        for _, language, code in blocks(lines):
            if language == "text" and "\nWire " in code:
                print(code[code.index("\nWire ") + 1 :].rstrip("\n"))
        return
    package = pathlib.Path(package)
    for prose, language, code in blocks(lines):
        for pattern in (CREATE, BECOMES):
            match = pattern.search(prose)
            if match:
                path = package / match.group(1)
                path.parent.mkdir(parents=True, exist_ok=True)
                path.write_text(code)
                print(f"wrote {match.group(1)}")
        match = CHANGE.search(prose)
        if match:
            path = package / match.group(1)
            if not path.exists():
                fail(f"step {step}: `{match.group(1)}`, which the guide says to change, does not exist")
            text = path.read_text()
            for name, function in split_functions(code):
                span = function_span(text, name)
                if span is None:
                    fail(f"step {step}: `{match.group(1)}` has no function {name}() to change")
                indent = re.match(r"\s*", text[span[0] :]).group(0)
                body = reindent(function.strip("\n") + "\n", indent)
                body = "\n".join(l.rstrip() for l in body.splitlines()) + "\n"
                text = text[: span[0]] + body + text[span[1] :]
            path.write_text(text)
            print(f"changed {match.group(1)}")


if __name__ == "__main__":
    main()
