#!/usr/bin/env python3
"""Extracts README.md's Swift blocks into the consumer package.

Usage: readme-snippets.py README.md CONSUMER_DIR

Every ```swift block must follow a `<!-- consumer: RELATIVE/PATH.swift -->` marker; the
block is written verbatim to CONSUMER_DIR/RELATIVE/PATH.swift. For a block written to
Sources/NAME/main.swift whose last line is a comment, prints "NAME<TAB>comment text": what
the program must print. A block that shows a file of the repository instead follows
`<!-- excerpt of: PATH -->` (PATH from the README's folder): its lines must appear, in a
row and verbatim, in that file, which its own package compiles. Exits 1, naming the line,
when a Swift block has no marker or an excerpt is not in its file.
"""
import os
import re
import sys

readme_path, consumer = sys.argv[1], sys.argv[2]
lines = open(readme_path, encoding="utf-8").read().split("\n")
marker = re.compile(r"^<!-- consumer: (\S+) -->$")
excerpt = re.compile(r"^<!-- excerpt of: (\S+) -->$")
root = os.path.dirname(os.path.abspath(readme_path))
errors = []
i = 0
while i < len(lines):
    if lines[i].strip() == "```swift":
        previous = next((lines[j] for j in range(i - 1, -1, -1) if lines[j].strip()), "")
        match = marker.match(previous.strip())
        end = next((j for j in range(i + 1, len(lines)) if lines[j].strip() == "```"), None)
        if end is None:
            errors.append(f"{readme_path}:{i + 1}: error: a ```swift block is never closed")
            break
        shown = excerpt.match(previous.strip())
        if shown and end is not None:
            body = lines[i + 1:end]
            try:
                text = open(os.path.join(root, shown.group(1)), encoding="utf-8").read().split("\n")
            except OSError as error:
                text = None
                errors.append(f"{readme_path}:{i}: error: cannot read the excerpt's file: {error}")
            if text is not None and not any(text[k:k + len(body)] == body for k in range(len(text) - len(body) + 1)):
                errors.append(f"{readme_path}:{i + 1}: error: this block is not, line for line, in {shown.group(1)}")
        elif not match:
            errors.append(f"{readme_path}:{i + 1}: error: a Swift block without a `<!-- consumer: PATH -->` marker: "
                          "say where Examples/Consumer compiles it")
        else:
            relative = match.group(1)
            if relative.startswith("/") or ".." in relative.split("/"):
                errors.append(f"{readme_path}:{i}: error: the marker's path must stay inside the consumer: {relative}")
            else:
                body = lines[i + 1:end]
                path = os.path.join(consumer, relative)
                os.makedirs(os.path.dirname(path), exist_ok=True)
                with open(path, "w", encoding="utf-8") as out:
                    out.write("// Extracted from README.md by Scripts/readme-snippets.py: edit the README, not this file.\n")
                    out.write("\n".join(body) + "\n")
                parts = relative.split("/")
                last = body[-1].strip() if body else ""
                if len(parts) == 3 and parts[0] == "Sources" and parts[2] == "main.swift" and last.startswith("//"):
                    print(f"{parts[1]}\t{last[2:].strip()}")
        i = (end or i) + 1
        continue
    i += 1
if errors:
    print("\n".join(errors), file=sys.stderr)
    sys.exit(1)
