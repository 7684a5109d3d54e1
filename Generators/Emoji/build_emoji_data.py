#!/usr/bin/env python3
"""Builds Sources/Engines/EmojiData/ (emoji.catalog and one <locale>.annotations per CLDR locale).

Usage: python3 Generators/Emoji/build_emoji_data.py PATH/TO/shared/data/emoji [--output DIR]

Inputs (Unicode License, notice in Sources/Engines/EmojiData/LICENSE-UNICODE.txt; provenance in Sources/Engines/EmojiData/NOTICE.md):
- unicode/emoji-test.txt: every emoji in keyboard order with group, subgroup, status, Emoji
  version and English name. Only fully-qualified lines are kept. A line with a skin-tone
  modifier (U+1F3FB..1F3FF) is a variant of the nearest line above it without one (the file
  lists each base emoji and then its toned forms); the variants of a two-person base (🤝, 💏,
  🧑‍🤝‍🧑) are ordered by (first tone, second tone), a one-tone form counting as (t, t), so a
  popup can show them as a 5 x 5 square.
- unicode/emoji-data.txt: Emoji_Presentation (a base whose first character defaults to text
  presentation is an established symbol: ❤ U+2764, ☺, ✈; search ranking uses it as a tie-break).
- cldr-annotations/<locale>.xml, cldr-annotations-derived/<locale>.xml: names (type="tts") and
  keywords ("a | b | c") per emoji; a locale file holds only what differs from its parent, and
  "↑↑↑" means inherit. The annotation's cp has U+FE0F removed; it is matched to the catalog entry
  whose sequence without U+FE0F is the same.

Search terms are folded (see `fold`): NFKD, combining marks removed (but the kana voicing marks),
full case folding, ligatures and stroked letters spelled out (œ → oe, ø → o, ł → l), katakana
as hiragana, NFC again. The catalog carries the folding table so the Swift side folds a query
the same way without Foundation.

Formats (little-endian; sections padded to 4 bytes; EmojiCatalog.swift and EmojiAnnotations.swift
read them; Sources/Engines/Emoji/FORMAT.md explains them):
  emoji.catalog: "SKEM" u32 1, N,
    strings(N) sequences, strings(N) English names,
    u16[N] base index (itself for a base), u16[N] subgroup, u8[N] Emoji version x 10, u8[N] flags
    (1: text-default first character, 2: has a skin-tone modifier),
    G, strings(G) group names, S, strings(S) subgroup names, u8[S] group of each subgroup,
    F, u32[F] folded scalars (sorted), u32[F+1] offsets, u32[...] replacement scalars
  <locale>.annotations: "SKEA" u32 1, string locale, string parent ("" for root), N,
    u8[N] flags (1: name given here, 2: keywords given here), strings(N) names, strings(N)
    keywords joined by "|", T, strings(T) folded terms sorted by UTF-8 bytes, u32[T+1] posting
    counts, u16[P] postings (entry << 2 | 1 if a word of the name | 2 if a keyword is this one word)
  strings(n) = u32[n+1] byte offsets, then the UTF-8 bytes.
"""

import argparse
import os
import re
import struct
import sys
import unicodedata
import xml.etree.ElementTree as ET

TONES = range(0x1F3FB, 0x1F400)
# CLDR's parentLocales for the locales kept (others inherit from the language, then root).
PARENTS = {"en_GB": "en", "es_419": "es", "fr_CA": "fr", "de_CH": "de", "pt_PT": "pt",
           "sr_Latn": "", "zh_Hant": "", "yue": ""}
# What a term is to an entry (two bits beside the entry's number in a posting).
NAME_WORD, WHOLE_KEYWORD = 1, 2
SPELLED = {"œ": "oe", "æ": "ae", "ø": "o", "đ": "d", "ł": "l", "ħ": "h", "ŧ": "t", "ð": "d", "þ": "th", "ı": "i",
           "ŀ": "l", "ŋ": "n"}


def kept_as_is(cp):
    return (0xAC00 <= cp <= 0xD7A3 or 0x1100 <= cp <= 0x11FF or 0x3130 <= cp <= 0x318F or 0xA960 <= cp <= 0xA97F
            or 0xD7B0 <= cp <= 0xD7FF or 0x4E00 <= cp <= 0x9FFF or 0x3400 <= cp <= 0x4DBF or 0x20000 <= cp
            or 0xD800 <= cp <= 0xDFFF or 0xE000 <= cp <= 0xF8FF)


def stripped_mark(cp):
    """Marks a search ignores: Latin, Greek and Cyrillic diacritics, Arabic harakat, Hebrew points,
    variation selectors. Indic and Thai vowel signs are letters' parts and stay."""
    return (unicodedata.category(chr(cp)) == "Mn"
            and (0x300 <= cp <= 0x36F or 0x1AB0 <= cp <= 0x1AFF or 0x1DC0 <= cp <= 0x1DFF or 0x20D0 <= cp <= 0x20FF
                 or 0xFE20 <= cp <= 0xFE2F or 0x64B <= cp <= 0x65F or cp == 0x670 or 0x591 <= cp <= 0x5C7
                 or 0xFE00 <= cp <= 0xFE0F))


def fold_scalar(ch):
    cp = ord(ch)
    if kept_as_is(cp):
        return ch
    text = unicodedata.normalize("NFKD", ch)
    text = "".join(c for c in text if not stripped_mark(ord(c)))
    text = text.casefold()
    text = "".join(SPELLED.get(c, c) for c in text)
    text = "".join(chr(ord(c) - 0x60) if 0x30A1 <= ord(c) <= 0x30F6 else c for c in text)
    return unicodedata.normalize("NFC", text)


def fold(text):
    return "".join(fold_scalar(c) for c in text)


def words(folded):
    """The words of a folded text: runs of letters, marks and digits."""
    result, current = [], []
    for c in folded:
        if unicodedata.category(c)[0] in "LMN":
            current.append(c)
        elif current:
            result.append("".join(current))
            current = []
    if current:
        result.append("".join(current))
    return result


def parse_test(path):
    entries, groups, subgroups = [], [], []
    group = subgroup = None
    for line in open(path, encoding="utf-8"):
        line = line.rstrip("\n")
        if line.startswith("# group:"):
            groups.append(line.split(":", 1)[1].strip())
            continue
        if line.startswith("# subgroup:"):
            subgroups.append((line.split(":", 1)[1].strip(), len(groups) - 1))
            continue
        if not line or line.startswith("#"):
            continue
        fields, comment = line.split("#", 1)
        codes, status = [f.strip() for f in fields.split(";")]
        if status != "fully-qualified":
            continue
        match = re.match(r"\s*(\S+) E(\d+)\.(\d+) (.*)$", comment)
        sequence = "".join(chr(int(c, 16)) for c in codes.split())
        assert match.group(1) == sequence, line
        entries.append({"seq": sequence, "version": int(match.group(2)) * 10 + int(match.group(3)),
                        "name": match.group(4), "subgroup": len(subgroups) - 1})
    return entries, groups, subgroups


def text_default(path):
    presentation = set()
    for line in open(path, encoding="utf-8"):
        line = line.split("#", 1)[0].strip()
        if not line:
            continue
        codes, prop = [f.strip() for f in line.split(";")]
        if prop != "Emoji_Presentation":
            continue
        first, _, last = codes.partition("..")
        presentation.update(range(int(first, 16), int(last or first, 16) + 1))
    return presentation


def order_variants(entries):
    """Assigns each entry its base; two-person variants sorted by (tone, tone)."""
    base = None
    for index, entry in enumerate(entries):
        tones = [ord(c) for c in entry["seq"] if ord(c) in TONES]
        entry["tones"] = tones
        if not tones:
            base = index
        assert base is not None
        entry["base"] = base
    ordered, index = [], 0
    while index < len(entries):
        end = index + 1
        while end < len(entries) and entries[end]["base"] == index:
            end += 1
        variants = entries[index + 1:end]
        if any(len(v["tones"]) == 2 for v in variants):
            variants.sort(key=lambda v: (v["tones"] * 2)[:2])
        ordered.append(entries[index])
        ordered.extend(variants)
        index = end
    for position, entry in enumerate(ordered):
        entry["position"] = position
    for entry in ordered:
        if entry["tones"]:
            entry["base"] = entries[entry["base"]]["position"]
        else:
            entry["base"] = entry["position"]
    return ordered


def read_annotations(path):
    names, keywords = {}, {}
    if not os.path.exists(path):
        return names, keywords
    for node in ET.parse(path).getroot().iter("annotation"):
        cp, text = node.get("cp"), (node.text or "").strip()
        if not text or text == "↑↑↑":
            continue
        if node.get("type") == "tts":
            names[cp] = text
        else:
            keywords[cp] = [k.strip() for k in text.split("|") if k.strip()]
    return names, keywords


class Writer:
    def __init__(self):
        self.data = bytearray()

    def align(self):
        self.data.extend(b"\0" * ((4 - len(self.data) % 4) % 4))

    def u32(self, value):
        self.data.extend(struct.pack("<I", value))

    def array(self, fmt, values):
        self.data.extend(struct.pack("<%d%s" % (len(values), fmt), *values))
        self.align()

    def texts(self, values, fmt="H"):
        """Lengths (u8 "B" or u16 "H") then the UTF-8 bytes: the reader sums the lengths."""
        blobs = [v.encode("utf-8") for v in values]
        limit = 0xFF if fmt == "B" else 0xFFFF
        assert all(len(b) <= limit for b in blobs), "a text too long for its length field"
        self.array(fmt, [len(b) for b in blobs])
        self.data.extend(b"".join(blobs))
        self.align()

    def front_coded(self, values):
        """Sorted texts, each as (bytes shared with the one before: u8, the rest's length: u8, the rest)."""
        blobs = [v.encode("utf-8") for v in values]
        shared, rest, previous = [], [], b""
        for blob in blobs:
            common = 0
            while common < min(len(blob), len(previous), 255) and blob[common] == previous[common]:
                common += 1
            assert len(blob) - common <= 255
            shared.append(common)
            rest.append(blob[common:])
            previous = blob
        self.array("B", shared)
        self.array("B", [len(r) for r in rest])
        self.data.extend(b"".join(rest))
        self.align()


def write_catalog(entries, groups, subgroups, presentation, path):
    out = Writer()
    out.data.extend(b"SKEM")
    out.u32(1)
    out.u32(len(entries))
    out.texts([e["seq"] for e in entries], "B")
    out.array("H", [e["base"] for e in entries])
    out.array("H", [e["subgroup"] for e in entries])
    out.array("B", [e["version"] for e in entries])
    out.array("B", [(1 if ord(e["seq"][0]) not in presentation else 0) | (2 if e["tones"] else 0) for e in entries])
    out.u32(len(groups))
    out.texts(groups, "B")
    out.u32(len(subgroups))
    out.texts([s for s, _ in subgroups], "B")
    out.array("B", [g for _, g in subgroups])
    table = {}
    for cp in range(0x110000):
        if 0xD800 <= cp <= 0xDFFF:
            continue
        folded = fold_scalar(chr(cp))
        if folded != chr(cp):
            table[cp] = folded
    keys = sorted(table)
    out.u32(len(keys))
    out.array("I", keys)
    offsets, scalars = [0], []
    for key in keys:
        scalars.extend(ord(c) for c in table[key])
        offsets.append(len(scalars))
    out.array("I", offsets)
    out.array("I", scalars)
    open(path, "wb").write(out.data)
    return len(keys)


def tone_separators(entries, names, tone_names):
    """The locale's separators in a toned name: between the base's name and the tones (": "),
    and between two tones (", "), the commonest that compose its names."""
    firsts, seconds = {}, {}
    for entry in entries:
        base_name, name = names[entry["base"]], names[entry["position"]]
        if not entry["tones"] or not name or not base_name or not name.startswith(base_name):
            continue
        tones = [tone_names.get(t, "") for t in entry["tones"]]
        rest = name[len(base_name):]
        if len(tones) == 1 and tones[0] and rest.endswith(tones[0]):
            first = rest[:len(rest) - len(tones[0])]
            firsts[first] = firsts.get(first, 0) + 1
    first = max(firsts, key=firsts.get) if firsts else ": "
    for entry in entries:
        base_name, name = names[entry["base"]], names[entry["position"]]
        tones = [tone_names.get(t, "") for t in entry["tones"]]
        if len(tones) == 2 and all(tones) and name.startswith(base_name + first + tones[0]) and name.endswith(tones[1]):
            middle = name[len(base_name + first + tones[0]):len(name) - len(tones[1])]
            seconds[middle] = seconds.get(middle, 0) + 1
    return first, (max(seconds, key=seconds.get) if seconds else ", ")


def write_annotations(locale, folder, entries, path):
    names, keywords = read_annotations(os.path.join(folder, "cldr-annotations", locale + ".xml"))
    derived_names, derived_keywords = read_annotations(os.path.join(folder, "cldr-annotations-derived", locale + ".xml"))
    names.update(derived_names)
    keywords.update(derived_keywords)
    tone_names = {ord(cp): name for cp, name in names.items() if len(cp) == 1 and ord(cp) in TONES}
    if locale == "en":
        # Emoji 15.0 additions have no CLDR 41 names: emoji-test's English names stand in.
        for entry in entries:
            names.setdefault(entry["seq"].replace("\ufe0f", ""), entry["name"])
    by_stripped = {e["seq"].replace("\ufe0f", ""): e["position"] for e in entries}
    entry_names, entry_keywords = [""] * len(entries), [[] for _ in entries]
    for cp, name in names.items():
        if cp.replace("\ufe0f", "") in by_stripped:
            entry_names[by_stripped[cp.replace("\ufe0f", "")]] = name
    for cp, words_ in keywords.items():
        if cp.replace("\ufe0f", "") in by_stripped:
            entry_keywords[by_stripped[cp.replace("\ufe0f", "")]] = words_
    first, second = tone_separators(entries, entry_names, tone_names)
    stored, flags, composed = [], [], 0
    for entry in entries:
        index, name = entry["position"], entry_names[entry["position"]]
        flag = (1 if name else 0) | (2 if entry_keywords[index] else 0)
        tones = second.join(tone_names.get(t, "") for t in entry["tones"])
        if entry["tones"] and name and all(tone_names.get(t) for t in entry["tones"]) and tones in name:
            if name == entry_names[entry["base"]] + first + tones:
                name = ""
            else:
                at = name.index(tones)
                name = name[:at] + "\0" + name[at + len(tones):]
            flag |= 4
            composed += 1
        stored.append(name)
        flags.append(flag)
    postings = {}
    for entry in entries:
        if entry["tones"]:
            continue
        index = entry["position"]
        for word in words(fold(entry_names[index])):
            postings.setdefault(word, {})[index] = postings.get(word, {}).get(index, 0) | NAME_WORD
        for keyword in entry_keywords[index]:
            keyword_words = words(fold(keyword))
            for word in keyword_words:
                bits = WHOLE_KEYWORD if len(keyword_words) == 1 else 0
                postings.setdefault(word, {})[index] = postings.get(word, {}).get(index, 0) | bits
    terms = sorted(postings, key=lambda t: t.encode("utf-8"))
    out = Writer()
    out.data.extend(b"SKEA")
    out.u32(1)
    out.texts([locale])
    out.texts([PARENTS.get(locale, locale.split("_")[0] if "_" in locale else "")])
    out.u32(len(entries))
    out.array("B", flags)
    out.texts(stored)
    out.texts([first, second] + [tone_names.get(t, "") for t in TONES])
    out.u32(len(terms))
    out.front_coded(terms)
    counts, packed = [], []
    for term in terms:
        packed.extend(index << 2 | kind for index, kind in sorted(postings[term].items()))
        counts.append(len(postings[term]))
    out.array("H", counts)
    out.array("H", packed)
    open(path, "wb").write(out.data)
    return sum(1 for n in entry_names if n), composed, len(terms)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("emoji", help="the shared emoji data folder")
    parser.add_argument("--output", default=os.path.join(os.path.dirname(__file__), "..", "..", "Sources", "Engines", "EmojiData"))
    args = parser.parse_args()
    entries, groups, subgroups = parse_test(os.path.join(args.emoji, "unicode", "emoji-test.txt"))
    entries = order_variants(entries)
    presentation = text_default(os.path.join(args.emoji, "unicode", "emoji-data.txt"))
    folds = write_catalog(entries, groups, subgroups, presentation, os.path.join(args.output, "emoji.catalog"))
    bases = sum(1 for e in entries if e["base"] == e["position"])
    print(f"emoji.catalog: {len(entries)} fully-qualified emoji, {bases} in the grid, "
          f"{len(entries) - bases} variants; {len(groups)} groups, {len(subgroups)} subgroups; {folds} folded scalars")
    locales = sorted(f[:-4] for f in os.listdir(os.path.join(args.emoji, "cldr-annotations")) if f.endswith(".xml"))
    for locale in locales:
        named, composed, terms = write_annotations(locale, args.emoji, entries, os.path.join(args.output, locale + ".annotations"))
        print(f"{locale}.annotations: {named} names ({composed} composed from the base's and the tones'), {terms} terms")


if __name__ == "__main__":
    sys.exit(main())
