#!/usr/bin/env python3
"""Compares SoftKeyboard's grapheme clusters with an independent implementation (PyPI's
`pyuegc`, which follows Unicode 16) on Indic text. An evaluation tool, not part of the build.

Usage: python3 Generators/TextSegmentation/compare_graphemes.py [WORDFREQ.tsv ...]

Each TSV is a wordfreq list (word in the first column, as ../shared/data/wordfreq has them);
besides them, every consonant + virama + consonant (and with a nukta, ZWJ and ZWNJ) of the
scripts of SoftKeyboard's Indic layouts is checked. Prints, per source, how many strings both
segment alike and the first differences. Needs `pip install pyuegc` and a built softkbd.
"""
import json
import subprocess
import sys
import unicodedata

from pyuegc import EGC

SCRIPTS = {  # script: (first consonant, last consonant, virama, nukta or None)
    "Devanagari": (0x0915, 0x0939, 0x094D, 0x093C), "Bengali": (0x0995, 0x09B9, 0x09CD, 0x09BC),
    "Gujarati": (0x0A95, 0x0AB9, 0x0ACD, 0x0ABC), "Malayalam": (0x0D15, 0x0D39, 0x0D4D, None),
    "Telugu": (0x0C15, 0x0C39, 0x0C4D, None), "Kannada": (0x0C95, 0x0CB9, 0x0CCD, 0x0CBC),
    "Tamil": (0x0B95, 0x0BB9, 0x0BCD, None), "Oriya": (0x0B15, 0x0B39, 0x0B4D, 0x0B3C),
}


def synthetic(script):
    first, last, virama, nukta = SCRIPTS[script]
    consonants = [chr(c) for c in range(first, last + 1) if unicodedata.category(chr(c)) == "Lo"]
    strings = []
    for a in consonants:
        for b in consonants[::3]:
            strings.append(a + chr(virama) + b)
        strings.append(a + chr(virama) + "\u200d" + consonants[0])
        strings.append(a + chr(virama) + "\u200c" + consonants[0])
        if nukta:
            strings.append(a + chr(nukta) + chr(virama) + consonants[1])
    return strings


def ours(strings):
    out = subprocess.run(["swift", "run", "-c", "release", "softkbd", "segment", "--unit", "grapheme"], input=json.dumps(strings),
                         capture_output=True, text=True, check=True).stdout
    bounds = json.loads(out)
    result = []
    for text, offsets in zip(strings, bounds):
        units = text.encode("utf-16-le")
        result.append([units[2 * a:2 * b].decode("utf-16-le") for a, b in zip(offsets, offsets[1:])])
    return result


def compare(name, strings):
    mine = ours(strings)
    differing = [(s, m, EGC(s)) for s, m in zip(strings, mine) if m != EGC(s)]
    print(f"{name}: {len(strings) - len(differing)} of {len(strings)} alike")
    for text, m, other in differing[:5]:
        print(f"  {text!r}: ours {m} · pyuegc {other}")
    return len(differing)


def main(paths):
    total = 0
    for path in paths:
        with open(path, encoding="utf-8") as f:
            words = [line.split("\t")[0] for line in f if line.strip()]
        total += compare(path, words)
    for script in SCRIPTS:
        total += compare(f"{script} conjuncts", synthetic(script))
    sys.exit(1 if total else 0)


if __name__ == "__main__":
    main(sys.argv[1:])
