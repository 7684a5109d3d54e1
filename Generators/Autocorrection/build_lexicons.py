#!/usr/bin/env python3
"""Builds Sources/Engines/LexiconsData/<lang>.lexicon from wordfreq's word lists.

Usage: python3 Generators/Autocorrection/build_lexicons.py PATH/TO/shared/data/wordfreq
           [--langs en,fr,…] [--no-extend]

Inputs (provenance and licence in Lexicons/NOTICE.md):
- <lang>.tsv of ../shared/data/wordfreq: word, per_billion, zipf, hunspell flag (1 accepted as
  written, C only capitalised, U only upper case, 0 rejected, empty when no dictionary was
  used; that folder's README says how they were made). Every row becomes a lexicon word.
- English only (unless --no-extend): wordfreq 3.1.1's large English list (`pip install
  wordfreq==3.1.1`), words beyond the 50,000 of en.tsv that Debian's en_US Hunspell dictionary
  accepts in some casing, written in Latin letters (`apt-get install hunspell hunspell-en-us`), flagged the same way.
  The 50,000 words hold 87 % of the real-typo targets; these ~60,000 more hold 99 %.
- Turkish only: the source list asked Hunspell about `Istanbul` rather than `İstanbul`; words
  beginning with i or ı that tr_TR accepts with Turkish capitals are flagged C
  (`apt-get install hunspell-tr`).
- English only: "i" is flagged C by hand (the pronoun; Hunspell accepts the letter "i").

Languages: every list whose words are typed with spaces between them (not ja, zh) and whose
list is of words (not ko: wordfreq's Korean list is MeCab morphemes, not the eojeol a keyboard
commits). Lists without a flag column (bg, bn, fa, fi, fil, hi, id, is, lt, lv, mk, ms, sk, sl,
ta, ur, vi) count every word as accepted.

Also written: Lexicons/MANIFEST.tsv, one line per language with what the source says —
source rows, flag counts, and an FNV-1a 64-bit hash over the rows as the lexicon must give
them back ("word TAB kind TAB level LF", sorted by word's UTF-8 bytes) — so a test can check each
lexicon against its source without reading ../shared.

Lexicon file (format 1, little-endian; Lexicon.swift reads it). Sections are padded to 4 bytes.
  "SKLX" 1
  language: byte count, UTF-8
  alphabet: count A (<= 255), then A u32 scalars, sorted; symbol s (1...A) is scalar s - 1,
            symbol 0 is "none"
  folding: A + 1 u8, the symbol each symbol is typed as without its long press (the first
           scalar of its canonical decomposition: é → e, ά → α, أ → ا), 0 where none
  counts: words W, targets T (kinds 1, C, U)
  trie: N nodes of 7 bytes, node 0 the root. A node's children are consecutive, sorted by
        symbol, and come after it; groups of children are laid out depth first (a node's group,
        then each child's group in turn), so a subtree lies close together. Per node:
    start u24, count u8: the node's children are start ..< start + count
    symbol u8: the symbol on the edge into the node (0 for the root)
    best u8: the lowest level of a target word at or below the node (255 where none)
    word u8: 0 when no word ends here, else kind << 6 | level, kind 0 accepted, 1 capitalised,
             2 upper case, 3 rejected (a known typo); level 1...63 is the word's frequency:
             round((8.5 - zipf) * 8), clamped, so one level is 1/8 of a Zipf unit (and zipf =
             8.5 - level / 8)
"""
import argparse, math, os, struct, subprocess, sys, unicodedata

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "..", "Sources", "Engines", "LexiconsData")
SKIP = {"ja", "zh", "ko"}
KINDS = {"1": 0, "": 0, "C": 1, "U": 2, "0": 3}
KIND_NAMES = "1CU0"
INNER = set("'-.\u00b7\u05f3\u05f4\u200c\u200d")


def level(zipf):
    return max(1, min(63, round((8.5 - zipf) * 8)))


def read_tsv(path):
    rows = []
    with open(path, encoding="utf-8") as fh:
        for number, line in enumerate(fh, 1):
            parts = line.rstrip("\n").split("\t")
            if len(parts) != 4:
                sys.exit(f"{path}:{number}: expected 4 columns, found {len(parts)}")
            word, _, zipf, flag = parts
            if flag not in KINDS:
                sys.exit(f"{path}:{number}: unknown flag {flag!r}")
            rows.append((word, float(zipf), flag))
    return rows


def is_word(token):
    if not any(unicodedata.category(c)[0] == "L" for c in token):
        return False
    if token[0] in INNER or token[-1] in INNER:
        return False
    return all(unicodedata.category(c)[0] in "LM" or c in INNER for c in token)


def hunspell_rejects(words, dictionary):
    run = subprocess.run(["hunspell", "-d", dictionary, "-l", "-i", "utf-8"], input="\n".join(words) + "\n",
                         capture_output=True, text=True)
    if run.returncode != 0 or "Can't open" in run.stderr:
        sys.exit(f"hunspell -d {dictionary} failed: {run.stderr.strip()}")
    return set(run.stdout.split("\n"))


def english_extension(rows):
    """Words of wordfreq's large English list beyond en.tsv that Hunspell accepts in some casing."""
    from importlib.metadata import version
    import wordfreq
    if version("wordfreq") != "3.1.1":
        sys.exit(f"wordfreq {version('wordfreq')}: the lexicons are built from 3.1.1")
    known = {w for w, _, _ in rows}
    frequencies = wordfreq.get_frequency_dict("en", "large")
    # Hunspell skips letters its dictionary lacks (it passes Cyrillic "что" and "thе" with a
    # Cyrillic e): only words written in Latin letters are asked about.
    def latin(word):
        return all(c in INNER or unicodedata.name(c, "").startswith("LATIN ") for c in word)
    extra = sorted(((w, f) for w, f in frequencies.items() if w not in known and is_word(w) and latin(w)),
                   key=lambda wf: (-wf[1], wf[0]))
    words = [w for w, _ in extra]
    lower = hunspell_rejects(words, "en_US")
    capital = hunspell_rejects([w[:1].upper() + w[1:] for w in words], "en_US")
    upper = hunspell_rejects([w.upper() for w in words], "en_US")
    added = []
    for w, f in extra:
        if w not in lower:
            flag = "1"
        elif w[:1].upper() + w[1:] not in capital:
            flag = "C"
        elif w.upper() not in upper:
            flag = "U"
        else:
            continue
        added.append((w, math.log10(f * 1e9), flag))
    return added


def turkish_capitals(rows):
    """The source list capitalised `i` as `I` when asking Hunspell, so Turkish words beginning
    with i or ı that are only accepted capitalised (istanbul → İstanbul, ırak → Irak) came out
    rejected. Asks tr_TR again with Turkish capitals and flags those it accepts `C`."""
    upper = {"i": "\u0130", "\u0131": "I"}
    asked = [w for w, _, flag in rows if flag == "0" and w[:1] in upper]
    capitalised = [upper[w[0]] + w[1:] for w in asked]
    rejected = hunspell_rejects(capitalised, "tr_TR")
    fixed = {w for w, c in zip(asked, capitalised) if c not in rejected}
    return [(w, z, "C" if w in fixed else flag) for w, z, flag in rows], len(fixed)


# Words Hunspell accepts in lower case that are written capitalised: English's pronoun "I"
# (Hunspell accepts "i", the letter).
CAPITALISED = {"en": {"i"}}


def fnv1a(data, h=0xCBF29CE484222325):
    for byte in data:
        h = ((h ^ byte) * 0x100000001B3) & 0xFFFFFFFFFFFFFFFF
    return h


def build(language, rows):
    entries = {}
    for word, zipf, flag in rows:
        word = unicodedata.normalize("NFC", word)
        if word in entries:
            sys.exit(f"{language}: duplicate word {word!r}")
        entries[word] = (KINDS[flag], level(zipf))
    alphabet = sorted({ord(c) for w in entries for c in w})
    if len(alphabet) > 255:
        sys.exit(f"{language}: {len(alphabet)} distinct characters, the format holds 255")
    symbol = {scalar: i + 1 for i, scalar in enumerate(alphabet)}
    folding = [0] * (len(alphabet) + 1)
    for scalar, s in symbol.items():
        decomposed = unicodedata.normalize("NFD", chr(scalar))
        if len(decomposed) > 1 and ord(decomposed[0]) in symbol:
            folding[s] = symbol[ord(decomposed[0])]

    # The trie, built as nested dicts, then laid out breadth first.
    root = {}
    for word, (kind, lvl) in entries.items():
        node = root
        for c in word:
            node = node.setdefault(symbol[ord(c)], {})
        node[None] = (kind, lvl)

    def best(node):
        value = 255
        if None in node and node[None][0] != 3:
            value = node[None][1]
        for key, child in node.items():
            if key is not None:
                value = min(value, best(child))
        node["best"] = value
        return value

    sys.setrecursionlimit(10000)
    best(root)
    # Layout: the root, then sibling groups in depth-first order (a node's group of children,
    # then each child's own group in turn), so a subtree lies close together in the file.
    order, symbols = [root], [0]
    starts = {}

    def lay_out(node):
        keys = sorted(k for k in node if isinstance(k, int))
        starts[id(node)] = (len(order), len(keys))
        for key in keys:
            order.append(node[key])
            symbols.append(key)
        for key in keys:
            lay_out(node[key])

    lay_out(root)
    count = len(order)
    if count >= 1 << 24:
        sys.exit(f"{language}: {count} nodes, the format holds 2^24")

    out = bytearray()

    def pad():
        while len(out) % 4:
            out.append(0)

    out += b"SKLX" + struct.pack("<I", 1)
    tag = language.encode()
    out += struct.pack("<I", len(tag)) + tag
    pad()
    out += struct.pack("<I", len(alphabet)) + b"".join(struct.pack("<I", s) for s in alphabet)
    out += bytes(folding)
    pad()
    targets = sum(1 for kind, _ in entries.values() if kind != 3)
    out += struct.pack("<III", len(entries), targets, count)
    for node, symbol in zip(order, symbols):
        start, children = starts[id(node)]
        word = 0
        if None in node:
            kind, lvl = node[None]
            word = kind << 6 | lvl
        out += struct.pack("<I", start)[:3] + bytes([children, symbol, node["best"], word])
    pad()

    digest = 0xCBF29CE484222325
    for word in sorted(entries, key=lambda w: w.encode()):
        kind, lvl = entries[word]
        digest = fnv1a(f"{word}\t{KIND_NAMES[kind]}\t{lvl}\n".encode(), digest)
    counts = [sum(1 for k, _ in entries.values() if k == kind) for kind in range(4)]
    return bytes(out), count, counts, digest, len(alphabet)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("wordfreq")
    parser.add_argument("--langs")
    parser.add_argument("--no-extend", action="store_true")
    args = parser.parse_args()
    available = sorted(f[:-4] for f in os.listdir(args.wordfreq) if f.endswith(".tsv"))
    languages = args.langs.split(",") if args.langs else [l for l in available if l not in SKIP]
    os.makedirs(OUT, exist_ok=True)
    manifest_path = os.path.join(OUT, "MANIFEST.tsv")
    manifest = {}
    if os.path.exists(manifest_path):
        for line in open(manifest_path, encoding="utf-8"):
            if not line.startswith("#"):
                manifest[line.split("\t")[0]] = line
    for language in languages:
        rows = read_tsv(os.path.join(args.wordfreq, f"{language}.tsv"))
        source = f"wordfreq/{language}.tsv"
        flagged = any(flag for _, _, flag in rows)
        if language == "tr":
            rows, fixed = turkish_capitals(rows)
            source += f", {fixed} words beginning with i or ı flagged C with Turkish capitals (hunspell tr_TR)"
        if language == "en" and not args.no_extend:
            extra = english_extension(rows)
            rows += extra
            source += f" + {len(extra)} words of wordfreq's large en list accepted by hunspell en_US"
        if language in CAPITALISED:
            rows = [(w, z, "C" if w in CAPITALISED[language] else flag) for w, z, flag in rows]
            source += ", flagged C by hand: " + " ".join(sorted(CAPITALISED[language]))
        data, nodes, counts, digest, letters = build(language, rows)
        with open(os.path.join(OUT, f"{language}.lexicon"), "wb") as fh:
            fh.write(data)
        manifest[language] = "\t".join([language, str(len(rows)), *map(str, counts), f"{digest:016x}",
                                        "flags" if flagged else "no-flags", source]) + "\n"
        print(f"{language}: {len(rows)} words, {letters} letters, {nodes} nodes, {len(data)} bytes", file=sys.stderr)
    with open(manifest_path, "w", encoding="utf-8", newline="\n") as fh:
        fh.write("# language\twords\taccepted\tcapitalised\tupper\trejected\tfnv1a64\tflags\tsource\n")
        for language in sorted(manifest):
            fh.write(manifest[language])


if __name__ == "__main__":
    main()
