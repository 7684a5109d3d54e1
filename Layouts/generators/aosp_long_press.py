#!/usr/bin/env python3
"""Writes Layouts/shared/aosp/<locale>.json: long-press alternates of the letter keys, from AOSP.

Usage: python3 Layouts/generators/aosp_long_press.py PATH/TO/shared/data/aosp-keyboards

Reads locale-rows.tsv (AOSP LatinIME android-14.0.0_r50, Apache-2.0; see Layouts/LICENSES.md)
and keeps, for each letter, its more-keys in AOSP's order, without the digits AOSP adds as
hints for its missing number row (an iOS-style keyboard has digits on its numbers layer).
"""
import csv
import json
import os
import sys

LOCALES = {"en_US": "en", "fr": "fr", "sv": "sv", "ru": "ru"}


def main(folder):
    target_dir = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "shared", "aosp")
    os.makedirs(target_dir, exist_ok=True)
    with open(os.path.join(folder, "locale-rows.tsv"), encoding="utf-8") as f:
        rows = [r for r in csv.DictReader(f, delimiter="\t") if r["locale"] in LOCALES and r["variant"] == "alphabet"]
    for locale, name in LOCALES.items():
        keys = {}
        for row in (r for r in rows if r["locale"] == locale):
            for entry in filter(None, (e.strip() for e in row["long_press"].split(" ; "))):
                key, _, alternates = entry.partition(": ")
                kept = [a for a in alternates.split() if not a.isdigit()]
                if kept:
                    keys[key] = {"longPress": " ".join(kept)}
        path = os.path.join(target_dir, f"{name}.json")
        with open(path, "w", encoding="utf-8") as f:
            f.write('{\n  "$schema": "../../schema/layout.schema.json",\n  "format": 1,\n  "keys": {\n')
            f.write(",\n".join(f"    {json.dumps(k, ensure_ascii=False)}: {json.dumps(v, ensure_ascii=False)}" for k, v in keys.items()))
            f.write("\n  }\n}\n")
        print(f"wrote {len(keys)} keys to {os.path.normpath(path)}")


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    main(sys.argv[1])
