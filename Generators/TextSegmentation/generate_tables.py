#!/usr/bin/env python3
"""Generates Sources/Text/TextSegmentation/Generated/UnicodeTables.swift from the Unicode Character Database.

Usage: python3 Generators/TextSegmentation/generate_tables.py PATH/TO/unicode-data-folder

Reads GraphemeBreakProperty.txt, WordBreakProperty.txt, SentenceBreakProperty.txt and
emoji-data.txt (Extended_Pictographic), all Unicode 15.0.0, and writes one table of code point
ranges over which all four properties are constant, each with the properties packed into 16
bits: grapheme break (bits 0-3), word break (bits 4-8), sentence break (bits 9-12),
Extended_Pictographic (bit 13), Indic_Conjunct_Break (bits 14-15: None, Linker, Consonant,
Extend; Unicode 15.1's, derived from IndicSyllabicCategory.txt, Scripts.txt and UnicodeData.txt,
which is why the tables say 15.0 but keep conjuncts whole as 15.1 does). The value numbers are the orders of the enums in
UnicodeProperties.swift, which this script's lists must match.
"""
import os
import re
import sys

GRAPHEME = ["Other", "CR", "LF", "Control", "Extend", "ZWJ", "Regional_Indicator", "Prepend", "SpacingMark", "L", "V", "T", "LV", "LVT"]
WORD = ["Other", "CR", "LF", "Newline", "Extend", "ZWJ", "Regional_Indicator", "Format", "Katakana", "Hebrew_Letter", "ALetter",
        "Single_Quote", "Double_Quote", "MidNumLet", "MidLetter", "MidNum", "Numeric", "ExtendNumLet", "WSegSpace"]
SENTENCE = ["Other", "CR", "LF", "Extend", "Sep", "Format", "Sp", "Lower", "Upper", "OLetter", "Numeric", "ATerm", "SContinue", "STerm", "Close"]

LINE = re.compile(r"^([0-9A-F]{4,6})(?:\.\.([0-9A-F]{4,6}))?\s*;\s*([A-Za-z_]+)")


def read(path, names, wanted=None):
    values = {}
    version = None
    with open(path, encoding="utf-8") as f:
        for line in f:
            if version is None:
                m = re.search(r"-(\d+\.\d+\.\d+)\.txt", line) or re.search(r"Version (\d+\.\d+)", line)
                if m:
                    version = m.group(1)
            m = LINE.match(line)
            if not m:
                continue
            name = m.group(3)
            if wanted is not None and name != wanted:
                continue
            lo = int(m.group(1), 16)
            hi = int(m.group(2), 16) if m.group(2) else lo
            value = 1 if wanted is not None else names.index(name)
            for cp in range(lo, hi + 1):
                values[cp] = value
    return values, version


# Indic_Conjunct_Break (Unicode 15.1, UAX #44): the scripts whose conjuncts GB9c keeps whole.
CONJUNCT_SCRIPTS = {"Bengali", "Devanagari", "Gujarati", "Malayalam", "Oriya", "Telugu"}
INCB = ["None", "Linker", "Consonant", "Extend"]


def read_field(path, column):
    """Code point → the value in `column` of a UnicodeData-style file (`;`-separated)."""
    values = {}
    with open(path, encoding="utf-8") as f:
        for line in f:
            fields = line.split(";")
            if len(fields) > column:
                values[int(fields[0], 16)] = fields[column].strip()
    return values


def read_names(path):
    """A property file's value names by code point (`lo..hi ; Name`)."""
    values = {}
    with open(path, encoding="utf-8") as f:
        for line in f:
            m = LINE.match(line)
            if m:
                lo = int(m.group(1), 16)
                hi = int(m.group(2), 16) if m.group(2) else lo
                for cp in range(lo, hi + 1):
                    values[cp] = m.group(3)
    return values


def indic_conjunct_break(folder, gcb):
    """InCB by the Unicode 15.1 definition: Linker = a virama, Consonant = a consonant, of the
    six scripts above (Indic_Syllabic_Category); Extend = a grapheme extender with a non-zero
    combining class, or ZWJ, that is not a linker."""
    scripts = read_names(os.path.join(folder, "Scripts.txt"))
    category = read_names(os.path.join(folder, "IndicSyllabicCategory.txt"))
    ccc = {cp: int(v) for cp, v in read_field(os.path.join(folder, "UnicodeData.txt"), 3).items()}
    # UnicodeData lists ranges as First/Last pairs; their members have ccc 0, the default.
    incb = {}
    extend, zwj = GRAPHEME.index("Extend"), GRAPHEME.index("ZWJ")
    for cp in set(category) | {cp for cp, v in gcb.items() if v in (extend, zwj)}:
        if scripts.get(cp) in CONJUNCT_SCRIPTS and category.get(cp) == "Virama":
            incb[cp] = INCB.index("Linker")
        elif scripts.get(cp) in CONJUNCT_SCRIPTS and category.get(cp) == "Consonant":
            incb[cp] = INCB.index("Consonant")
        elif gcb.get(cp) == zwj or (gcb.get(cp) == extend and ccc.get(cp, 0) != 0):
            incb[cp] = INCB.index("Extend")
    return incb


def main(folder):
    gcb, v1 = read(os.path.join(folder, "GraphemeBreakProperty.txt"), GRAPHEME)
    wb, v2 = read(os.path.join(folder, "WordBreakProperty.txt"), WORD)
    sb, v3 = read(os.path.join(folder, "SentenceBreakProperty.txt"), SENTENCE)
    ep, _ = read(os.path.join(folder, "emoji-data.txt"), None, "Extended_Pictographic")
    incb = indic_conjunct_break(folder, gcb)
    assert v1 == v2 == v3, (v1, v2, v3)
    ranges = []
    previous = None
    for cp in range(0x110000):
        packed = gcb.get(cp, 0) | (wb.get(cp, 0) << 4) | (sb.get(cp, 0) << 9) | (ep.get(cp, 0) << 13) | (incb.get(cp, 0) << 14)
        if previous is not None and previous[2] == packed and previous[1] == cp - 1:
            previous[1] = cp
        else:
            previous = [cp, cp, packed]
            ranges.append(previous)
    nonzero = [r for r in ranges if r[2] != 0]
    body = ";".join(f"{lo:x},{hi:x},{v:x}" for lo, hi, v in nonzero)
    lines = [body[i:i + 100] for i in range(0, len(body), 100)]
    target = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "Sources", "Text", "TextSegmentation", "Generated", "UnicodeTables.swift")
    with open(target, "w", encoding="utf-8") as out:
        out.write("// Generated by Generators/TextSegmentation/generate_tables.py from the Unicode Character Database "
                  f"{v1} (GraphemeBreakProperty, WordBreakProperty, SentenceBreakProperty, emoji-data;\n"
                  "// Indic_Conjunct_Break derived by the Unicode 15.1 definition from IndicSyllabicCategory, Scripts, UnicodeData).\n")
        out.write("// Do not edit. Unicode License v3, (c) 1991-2022 Unicode, Inc.; see Generators/TextSegmentation/LICENSE-UNICODE.txt.\n\n")
        out.write("enum UnicodeTables {\n")
        out.write(f"    /// The Unicode version of the tables.\n    static let version = \"{v1}\"\n\n")
        out.write("    /// `lo,hi,packed` ranges in hexadecimal, `;`-separated; code points in no range have all\n")
        out.write("    /// properties 0 (Other, not Extended_Pictographic, InCB None).\n")
        out.write("    static let packedRanges = \"\"\"\n")
        for number, line in enumerate(lines):
            out.write(line + ("\\\n" if number < len(lines) - 1 else "\n"))
        out.write("\"\"\"\n}\n")
    print(f"wrote {len(nonzero)} ranges (Unicode {v1}) to {os.path.normpath(target)}")


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    main(sys.argv[1])
