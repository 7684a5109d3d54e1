#!/usr/bin/env python3
"""Writes Sources/Session/KeyboardDrawing/Generated/GlyphMetrics+Runs.swift: for every code point the
pictures' fonts draw, the advance, ascent and descent of the font a browser
takes it from, the first of the font stack that has it, rounded up to twentieths of an em, as
runs of equal values. The renderer fits labels to keys with these figures (kerning and
ligatures only make text narrower; it keeps a margin for clusters a browser shapes in another
font).

The fonts are the regular faces of the pictures' font stack as Debian ships them (Liberation
Sans is what fontconfig gives for Helvetica and Arial; fonts-noto-core, fonts-noto-cjk,
fonts-noto-color-emoji); a code point none of them has takes the widest of every other
installed regular face (a browser falls back to one of them). Needs fontTools (PyPI).

Usage: python3 Generators/KeyboardDrawing/glyph_metrics.py
"""
import os
import subprocess
import sys

from fontTools.ttLib import TTCollection, TTFont

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
OUT = os.path.join(ROOT, "Sources", "Session", "KeyboardDrawing", "Generated", "GlyphMetrics+Runs.swift")
STEP = 50  # values rounded up to twentieths of an em


def fonts():
    files = subprocess.run(["fc-list", "--format", "%{file}\n"], capture_output=True, text=True, check=True).stdout.split()
    for path in sorted(set(files)):
        if not path.endswith((".ttf", ".otf", ".ttc")):
            continue
        try:
            faces = TTCollection(path, lazy=True).fonts if path.endswith(".ttc") else [TTFont(path, lazy=True)]
        except Exception as error:  # a font fontTools cannot read is skipped, and said
            print(f"skipped {path}: {error}", file=sys.stderr)
            continue
        for face in faces:
            yield path, face


# The stack's families after the system's (KeyboardDrawing.fontStack), Helvetica and Arial as
# fontconfig resolves them.
STACK = ["Liberation Sans", "Noto Sans", "Noto Sans Arabic", "Noto Sans Hebrew", "Noto Sans Devanagari", "Noto Sans Bengali",
         "Noto Sans Tamil", "Noto Sans Telugu", "Noto Sans Kannada", "Noto Sans Malayalam", "Noto Sans Gujarati",
         "Noto Sans Gurmukhi", "Noto Sans Sinhala", "Noto Sans Thai", "Noto Sans Lao", "Noto Sans Khmer", "Noto Sans Myanmar",
         "Noto Sans Georgian", "Noto Sans Armenian", "Noto Sans Ethiopic", "Noto Sans CJK SC", "Noto Sans CJK TC",
         "Noto Sans CJK JP", "Noto Sans CJK KR", "Noto Color Emoji"]


def regular(face):
    """Whether a face is upright and of normal weight (pictures draw no bold or italic)."""
    if "OS/2" in face and (face["OS/2"].usWeightClass not in (400, 500) or face["OS/2"].fsSelection & 1):
        return False
    return "italic" not in str(face["name"].getDebugName(2) or "").lower()


def main():
    # By family: the stack's own, in order, then every other face pooled (the widest wins).
    measured = {family: ({}, {}) for family in STACK + [None]}
    count = 0
    for path, face in fonts():
        if not regular(face):
            continue
        count += 1
        family = str(face["name"].getDebugName(1) or "")
        width, height = measured[family if family in STACK else None]
        units = face["head"].unitsPerEm
        hhea = face["hhea"]
        # A browser's text box is the font's ascent and descent (hhea's, or OS/2's where the
        # font says to use them); the larger of each, so the box is never underestimated.
        ascent, descent = hhea.ascent, -hhea.descent
        if "OS/2" in face:
            os2 = face["OS/2"]
            ascent = max(ascent, os2.usWinAscent, os2.sTypoAscender)
            descent = max(descent, os2.usWinDescent, -os2.sTypoDescender)
        up = lambda value: -(-(-(-value * 1000 // units)) // STEP) * STEP
        line = (up(ascent), up(descent))
        metrics = face["hmtx"].metrics
        cmap = face.getBestCmap() or {}
        for code, glyph in cmap.items():
            if glyph not in metrics:
                continue
            advance = -(-metrics[glyph][0] * 1000 // units)
            advance = -(-advance // STEP) * STEP
            width[code] = max(width.get(code, 0), advance)
            known = height.get(code, (0, 0))
            height[code] = (max(known[0], line[0]), max(known[1], line[1]))
    width, height = {}, {}
    for family in STACK + [None]:
        if family and not measured[family][0]:
            sys.exit(f"the font stack's '{family}' is not installed (fc-list does not name it)")
        for code, value in measured[family][0].items():
            if code not in width:
                width[code], height[code] = value, measured[family][1][code]
    runs = []
    for code in sorted(width):
        value = (width[code], height[code])
        if runs and runs[-1][1] == code - 1 and runs[-1][2] == value:
            runs[-1][1] = code
        else:
            runs.append([code, code, value])
    # Each run as hex fields "gap.length.advance.ascent.descent", the gap counted from the
    # previous run's end, length less one, the rest in twentieths of an em; runs joined by ';'.
    fields = []
    previous = -1
    for first, last, (advance, (ascent, descent)) in runs:
        fields.append(f"{first - previous - 1:x}.{last - first:x}.{advance // STEP:x}.{ascent // STEP:x}.{descent // STEP:x}")
        previous = last
    text = ";".join(fields)
    lines = [
        "// Generated by Generators/KeyboardDrawing/glyph_metrics.py from the installed fonts; do not edit.",
        f"// {count} regular font faces, {len(width)} code points, {len(runs)} runs.",
        "",
        "extension GlyphMetrics {",
        "    /// Runs of code points alike in advance, ascent and descent (of the font a browser draws them",
        "    /// in): `gap.length.advance.ascent.descent` in hexadecimal, the gap from the previous run's",
        "    /// last code point, the length less one, the rest in twentieths of an em.",
        f"    static let step = {STEP}",
        "    static let encodedRuns = \"\"\"",
    ]
    for start in range(0, len(text), 132):
        lines.append("        " + text[start:start + 132] + "\\")
    lines[-1] = lines[-1][:-1]
    lines += ["        \"\"\"", "}", ""]
    os.makedirs(os.path.dirname(OUT), exist_ok=True)
    with open(OUT, "w", encoding="utf-8") as handle:
        handle.write("\n".join(lines))
    print(f"wrote {os.path.relpath(OUT, ROOT)}: {count} faces, {len(width)} code points, {len(runs)} runs")


if __name__ == "__main__":
    main()
