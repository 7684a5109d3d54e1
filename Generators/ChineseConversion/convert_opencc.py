#!/usr/bin/env python3
"""Writes Sources/InputMethods/ChineseTablesData/*.txt from OpenCC's dictionaries as Debian ships them.

Usage: python3 Generators/ChineseConversion/convert_opencc.py [OPENCC_DATA_DIR]

OPENCC_DATA_DIR defaults to /usr/share/opencc (Debian 12 package `libopencc1.1`, OpenCC 1.1.6,
Apache-2.0). The compiled `.ocd2` files are turned into text with `opencc_dict` (Debian package
`opencc`); the text is OpenCC's own dictionary format, one entry a line: a key, a tab, and the
conversions separated by spaces, the preferred one first. Three tables are kept:

- TSCharacters: traditional → simplified characters;
- STCharacters: simplified → traditional characters;
- STPhrases: simplified → traditional phrases, where a word converts otherwise than its
  characters one by one (头发 → 頭髮, not 頭發).

Lines are sorted so the files diff well when OpenCC changes.
"""
import os
import subprocess
import sys
import tempfile

source = sys.argv[1] if len(sys.argv) > 1 else "/usr/share/opencc"
target = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "Sources", "InputMethods", "ChineseTablesData")
for name in ("TSCharacters", "STCharacters", "STPhrases"):
    with tempfile.TemporaryDirectory() as folder:
        text = os.path.join(folder, name + ".txt")
        subprocess.run(["opencc_dict", "-i", os.path.join(source, name + ".ocd2"), "-o", text, "-f", "ocd2", "-t", "text"], check=True)
        with open(text, encoding="utf-8") as handle:
            lines = sorted(line.rstrip("\n") for line in handle if "\t" in line)
    with open(os.path.join(target, name + ".txt"), "w", encoding="utf-8") as handle:
        handle.write("\n".join(lines) + "\n")
    print(f"{name}: {len(lines)} entries")
