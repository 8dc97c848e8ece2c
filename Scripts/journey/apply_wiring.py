#!/usr/bin/env python3
"""Makes the edits new-rib printed, as a person following them to the letter would.

Usage: apply_wiring.py PACKAGE_DIR < what-new-rib-printed

Reads the "Wire X into P" steps from standard input and edits the files they name:

- "`PATH`: ... replace the line `A` with:" + code: the line that reads A becomes the code.
- "add a parameter `P` to the init ..., kept with `S` before `super.init`": in the class the
  step names, the init gains the parameter (and loses `override` if the step says to drop it),
  and S goes on the line before `super.init`.
- "add to T:" + code: the code goes at the end of the declaration of T.
- "after `LINE`, add:" / "before `LINE`, add:" + code: the code goes after (before) that line.
- "pass `ARG` to X's init": every call `X(` in the file gains the argument.

Steps it does not know (calling the new routing method, drawing a view) are left to the
person, here check-journey.sh, which follows the guide for them. Exits 1, naming the step,
when an edit cannot be made as printed: the printed text would not work for a person either.
"""

import pathlib
import re
import sys


def fail(message):
    print(f"check-journey: new-rib's printed wiring cannot be followed: {message}", file=sys.stderr)
    sys.exit(1)


def parse(text):
    """[(step number, [(prose, code or None)])] from the printed text."""
    steps = []
    prose, code = [], []
    current = None

    def flush():
        nonlocal prose, code
        if current is None:
            return
        if prose or code:
            current[1].append((" ".join(prose), "\n".join(code).strip("\n") + "\n" if code else None))
        prose, code = [], []

    for line in text.splitlines():
        step = re.match(r"^(\d+)\. (.*)$", line)
        if step:
            flush()
            current = (int(step.group(1)), [])
            steps.append(current)
            prose = [step.group(2).strip()]
        elif current is None:
            continue
        elif line.startswith(" " * 7) or (code and line == ""):
            code.append(line[7:])
        elif line.startswith("   ") and line.strip():
            if code:
                flush()
            prose.append(line.strip())
    flush()
    return steps


def declaration_end(text, name):
    """The index of the closing brace of the declaration of `name` (class, protocol, ...)."""
    match = re.search(
        r"\b(?:class|protocol|struct|enum|extension|actor)\s+" + re.escape(name) + r"\b", text)
    if not match:
        return None
    depth = 0
    for index in range(match.end(), len(text)):
        if text[index] == "{":
            depth += 1
        elif text[index] == "}":
            depth -= 1
            if depth == 0:
                return index
    return None


def indent_of_members(text, end):
    """The indentation of the declaration's closing brace, plus two spaces."""
    line_start = text.rfind("\n", 0, end) + 1
    return text[line_start:end] + "  "


def add_to(text, name, code, where):
    end = declaration_end(text, name)
    if end is None:
        fail(f"{where}: there is no declaration of {name} to add to")
    indent = indent_of_members(text, end)
    lines = [(indent + line if line.strip() else "") for line in code.rstrip("\n").split("\n")]
    line_start = text.rfind("\n", 0, end) + 1
    before = text[:line_start].rstrip("\n")
    # `{}` on one line: open it.
    if text[end - 1] == "{":
        return text[:end] + "\n" + "\n".join(lines) + "\n" + text[end:]
    return before + "\n\n" + "\n".join(lines) + "\n" + text[line_start:]


def call_ends(text, callee):
    """The indexes of the closing parentheses of the calls `callee(`."""
    ends = []
    for match in re.finditer(r"(?<![\w.])" + re.escape(callee) + r"\(", text):
        depth = 0
        for index in range(match.end() - 1, len(text)):
            if text[index] == "(":
                depth += 1
            elif text[index] == ")":
                depth -= 1
                if depth == 0:
                    ends.append(index)
                    break
    return ends


def add_argument(text, end, argument):
    head = text[:end].rstrip()
    separator = "" if head.endswith("(") else ", "
    if head.endswith(","):
        separator = " "
    return head + separator + argument + text[end:]


def main():
    package = pathlib.Path(sys.argv[1])
    printed = sys.stdin.read()
    if "new-rib does not edit existing code" not in printed:
        fail("it printed no wiring steps")
    for number, entries in parse(printed):
        path = None
        for prose, code in entries:
            where = f"step {number}"
            named = re.match(r"^`([^`]+\.swift)`:", prose) or re.match(r"^In `([^`]+\.swift)`", prose)
            if named:
                path = package / named.group(1)
                if not path.exists():
                    fail(f"{where}: {named.group(1)} does not exist")
            if path is None:
                continue
            text = path.read_text()
            replace = re.search(r"replace the line `([^`]+)` with:$", prose)
            parameter = re.search(
                r"add a parameter `([^`]+)` to the init(.*?), kept with `([^`]+)` before `super\.init`", prose)
            add = re.search(r"add to (\w+):$", prose)
            after = re.search(r"(after|before) `([^`]+)`, add:$", prose)
            argument = re.search(r"pass `([^`]+)` to (\w+)'s init", prose)
            if replace:
                lines = text.split("\n")
                hits = [i for i, line in enumerate(lines) if line.strip() == replace.group(1)]
                if len(hits) != 1:
                    fail(f"{where}: the line `{replace.group(1)}` is not in {path.name} once")
                indent = re.match(r"\s*", lines[hits[0]]).group(0)
                lines[hits[0]] = indent + code.strip()
                text = "\n".join(lines)
            if parameter:
                owner = add.group(1) if add else None
                start = text.find(f"class {owner}") if owner else 0
                match = re.compile(r"\b(override\s+)?init\(").search(text, start)
                if not match:
                    fail(f"{where}: {owner} has no init in {path.name}")
                if match.group(1) and "drop its `override`" in parameter.group(2):
                    text = text[: match.start()] + text[match.start() + len(match.group(1)) :]
                    match = re.compile(r"\binit\(").search(text, match.start())
                close = call_ends(text[match.start():], "init")[0] + match.start()
                text = add_argument(text, close, parameter.group(1))
                superinit = text.find("super.init", close)
                line_start = text.rfind("\n", 0, superinit) + 1
                indent = re.match(r"\s*", text[line_start:]).group(0)
                text = text[:line_start] + indent + parameter.group(3) + "\n" + text[line_start:]
            if add and code:
                text = add_to(text, add.group(1), code, where)
            elif after and code:
                lines = text.split("\n")
                hits = [i for i, line in enumerate(lines) if line.strip() == after.group(2)]
                if len(hits) != 1:
                    fail(f"{where}: the line `{after.group(2)}` is not in {path.name} once")
                indent = re.match(r"\s*", lines[hits[0]]).group(0)
                at = hits[0] + 1 if after.group(1) == "after" else hits[0]
                lines[at:at] = [indent + l if l.strip() else l for l in code.rstrip("\n").split("\n")]
                text = "\n".join(lines)
            if argument:
                ends = call_ends(text, argument.group(2))
                if not ends:
                    fail(f"{where}: {path.name} makes no {argument.group(2)}")
                for end in reversed(ends):
                    text = add_argument(text, end, argument.group(1))
            path.write_text(text)


if __name__ == "__main__":
    main()
