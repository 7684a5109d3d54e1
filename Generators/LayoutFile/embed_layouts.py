#!/usr/bin/env python3
"""Writes Sources/Core/LayoutFile/Generated/BundledLayouts+Sources.swift: the files of Layouts/ as
Swift string literals, so the library carries its layouts without reading a file at run time.

Usage: python3 Generators/LayoutFile/embed_layouts.py

Every .json file under Layouts/ (outside Layouts/schema/), sorted by path, becomes one
LayoutSource with its path under Layouts/ and its text verbatim in a raw multi-line literal.
BundledLayoutsTests fails when the generated file and the folder disagree.
"""
import os
import sys

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
LAYOUTS = os.path.join(ROOT, "Layouts")
TARGET = os.path.join(ROOT, "Sources", "Core", "LayoutFile", "Generated", "BundledLayouts+Sources.swift")


def layout_files():
    paths = []
    for folder, folders, names in os.walk(LAYOUTS):
        relative = os.path.relpath(folder, LAYOUTS)
        if relative == "schema" or relative.startswith("schema" + os.sep):
            continue
        for name in names:
            if name.endswith(".json"):
                paths.append(os.path.normpath(os.path.join(relative, name)).replace(os.sep, "/"))
    # Swift's String ordering of these ASCII paths is byte order.
    return sorted(paths, key=lambda path: path.encode("utf-8"))


def literal(path, text):
    hashes = "#"
    while '"' + hashes in text:
        hashes += "#"
    body = text if text.endswith("\n") else text + "\n"
    return f'        LayoutSource(path: "{path}", displayPath: "Layouts/{path}", text: {hashes}"""\n{body}"""{hashes}),\n'


def main():
    out = [
        "// Generated from Layouts/ by Generators/LayoutFile/embed_layouts.py; do not edit.\n",
        "// Regenerate with: python3 Generators/LayoutFile/embed_layouts.py\n",
        "\n",
        "extension BundledLayouts {\n",
        "    /// The files of `Layouts/`, by path under that folder.\n",
        "    public static let sources: [LayoutSource] = [\n",
    ]
    for path in layout_files():
        with open(os.path.join(LAYOUTS, path), encoding="utf-8") as f:
            out.append(literal(path, f.read()))
    out.append("    ]\n}\n")
    text = "".join(out)
    with open(TARGET, encoding="utf-8") as f:
        if f.read() == text:
            print("up to date: " + os.path.relpath(TARGET, ROOT))
            return
    with open(TARGET, "w", encoding="utf-8") as f:
        f.write(text)
    print("wrote " + os.path.relpath(TARGET, ROOT))


if __name__ == "__main__":
    sys.exit(main())
