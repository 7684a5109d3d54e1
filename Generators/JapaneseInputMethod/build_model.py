#!/usr/bin/env python3
"""Builds the Japanese conversion model (Model/japanese.model) from the whole IPAdic model, the
Tanaka corpus (../shared/data/japanese: ipadic/ and corpus-free/tatoeba-tanaka-jpn.seg.txt) and
wordfreq's Japanese word frequencies (../shared/data/wordfreq/ja.tsv).

    build_model.py JAPANESE_DATA_DIR [--out Model/japanese.model] [--heldout-every K --heldout TSV]
                   [--wordfreq JA_TSV]

What it holds
-------------
The model is MeCab's, read from the kana side: every IPAdic row is an entry (its reading in
hiragana, its surface, its left and right context ids and its word cost), and `matrix.def` gives
the connection cost between one entry's right context and the next one's left context. The cost
of a conversion is the sum of its entries' word costs and the connection costs between
neighbours (BOS and EOS are context 0), as MeCab scores a segmentation; IPAdic's costs were
fitted on newspaper text, so they hold up on text unlike any corpus the project has.

wordfreq's frequencies (Wikipedia, news, subtitles, books, the web; tokenised with MeCab and
IPAdic, so its words are IPAdic's surfaces) say how common each word is in general: 法案 far
more than its homophone 奉安, which IPAdic's costs barely tell apart. The file keeps each word's
frequency per billion words; the engine blends it into its unigram.

The Tanaka corpus adapts that model, never replaces it: the file keeps how often each word
(surface) occurs in the corpus and how often each pair of words follows the other, and the
engine turns those counts into bonuses (its parameters, chosen on held-out text; see
JapaneseEngine). Corpus words IPAdic lacks (Sudachi's split mode C keeps compounds such as
東京駅 whole) become entries of their own, flagged so the engine gives them a cost; their reading
is made from the lexicon words they split into (the cheapest split by IPAdic cost) or, for kana,
the word itself in hiragana.

Words listed in `offensive.txt` beside this script are flagged, and so are surfaces with a
character that is not kana or kanji (letters of other scripts, symbols: Ρ read ろー): the engine
never puts them in a conversion or a prediction, and offers them only as a candidate for exactly
their reading.

--heldout-every K keeps every K-th corpus sentence out of the counts and writes its pieces
(reading made as above, surface) to --heldout, for choosing the engine's parameters on data
that is neither the model's nor an evaluation's (the evaluation files are never read here).

File format (little-endian; every section starts on a 4-byte boundary)
-----------------------------------------------------------------------
    magic "SKJM", u32 version (2)
    u32 R (readings), u32 E (entries), u32 W (words), u32 B (word pairs),
    u32 readingUnits (UTF-16 units of all readings), u32 surfaceBytes (UTF-8 bytes of all surfaces),
    u32 C (context ids)
    u32 readingOffsets[R + 1]          into readingText, in UTF-16 units
    u16 readingText[readingUnits]      readings sorted by UTF-16 code units, then padding to 4
    u32 entryStarts[R + 1]             entries of reading i: entryStarts[i] ..< entryStarts[i + 1]
    u32 entryWords[E]                  word ids; within a reading, cheapest standalone first
    f32 entryCosts[E]                  IPAdic's word cost (0 for a corpus word IPAdic lacks)
    u16 entryContexts[2 E]             left, right context id of each entry
    u32 surfaceOffsets[W + 1]          into surfaceText
    u8  surfaceText[surfaceBytes]      surfaces sorted by UTF-8 bytes (word id = rank), padding to 4
    u8  wordFlags[W]                   1: a corpus word IPAdic lacks, 2: offensive, 4: not all kana
                                       and kanji (ＮＨＫ, Ρ, ・); padding to 4
    f32 wordCosts[W]                   the word's cheapest entry standalone: word cost and the
                                       connections from BOS and to EOS (a corpus word IPAdic
                                       lacks: those of 名詞,一般 and 6000)
    u32 wordFrequencies[W]             wordfreq's occurrences per 10⁹ words (0: not in its list)
    u32 wordCounts[W + 2]              corpus counts; ids W (BOS) and W + 1 (EOS) follow the words
    u32 pairStarts[W + 3]              pairs after word v: pairStarts[v] ..< pairStarts[v + 1]
    u32 pairNext[B]                    sorted within a row
    u32 pairCounts[B]
    i16 connection[C × C]              matrix.def: the cost from right context r to left context l
                                       at r × C + l; padding to 4
    f32 borrowed[K × K]                what borrowed words look like: −ln P(b | a) for kana a then
                                       b inside a katakana word of IPAdic (K = 88: index 0 is the
                                       word's start or end, 1 ... 86 are ぁ U+3041 ... ゖ U+3096, 87
                                       is ー), add-0.1 smoothed

The reader checks every offset table (monotonic, inside its section), every id and every
context when it maps the file, so a damaged file is an error, never a wrong read.

Licences: IPAdic (NAIST, BSD-like with the ICOT terms: NOTICE.md carries them in full), the
Tanaka Corpus (Tatoeba, CC BY 2.0 FR) and wordfreq's data (CC BY-SA 4.0, as the autocorrection
lexicons), so the model file is CC BY-SA 4.0. UD Japanese GSD is not read.
"""
import argparse
import glob
import math
import os
import struct
import sys
from collections import Counter, defaultdict

here = os.path.dirname(os.path.abspath(__file__))
parser = argparse.ArgumentParser()
parser.add_argument("data")
parser.add_argument("--out", default=os.path.join(here, "..", "..", "Sources", "InputMethods", "JapaneseModelData", "japanese.model"))
parser.add_argument("--heldout-every", type=int, default=0)
parser.add_argument("--heldout")
parser.add_argument("--wordfreq")
args = parser.parse_args()


def is_kana(c):
    return "\u3041" <= c <= "\u3096" or "\u30a1" <= c <= "\u30fa" or c in "ーゝゞヽヾ"


def is_text(c):
    return is_kana(c) or "\u4e00" <= c <= "\u9fff" or "\u3400" <= c <= "\u4dbf" or c in "々〆ヶ"


def hiragana(text):
    return "".join(chr(ord(c) - 0x60) if "\u30a1" <= c <= "\u30f6" else c for c in text)


# IPAdic: (reading, surface, left, right) → the cheapest word cost.
ipadic = os.path.join(args.data, "ipadic")
rows = {}
for path in sorted(glob.glob(os.path.join(ipadic, "*.csv"))):
    with open(path, encoding="utf-8") as handle:
        for line in handle:
            fields = line.rstrip("\n").split(",")
            if len(fields) < 12:
                continue
            surface, left, right, cost = fields[0], int(fields[1]), int(fields[2]), int(fields[3])
            reading = hiragana(fields[11])
            if not surface or not reading or not all("\u3041" <= c <= "\u3096" or c == "ー" for c in reading):
                continue
            key = (reading, surface, left, right)
            rows[key] = min(rows.get(key, 1 << 30), cost)
with open(os.path.join(ipadic, "matrix.def"), encoding="utf-8") as handle:
    rights, lefts = map(int, handle.readline().split())
    assert rights == lefts, "matrix.def is not square"
    C = rights
    connection = [0] * (C * C)
    for line in handle:
        r, l, cost = map(int, line.split())
        connection[r * C + l] = cost

readings_of = defaultdict(list)   # surface → [(cost, reading)], cheapest first
for (reading, surface, _, _), cost in rows.items():
    readings_of[surface].append((cost, reading))
for surface in readings_of:
    readings_of[surface].sort()
max_surface = max(len(s) for s in readings_of)


def reading_of(word):
    """The word's reading: the lexicon's cheapest, the kana itself, or the cheapest split into
    lexicon words (None when no split exists)."""
    if word in readings_of:
        return readings_of[word][0][1]
    if all(is_kana(c) for c in word):
        return hiragana(word)
    best = [(0, "")] + [None] * len(word)
    for end in range(1, len(word) + 1):
        for start in range(max(0, end - max_surface), end):
            piece = word[start:end]
            if best[start] is None:
                continue
            if piece in readings_of:
                cost, reading = readings_of[piece][0]
            elif all(is_kana(c) for c in piece) and end - start == 1:
                cost, reading = 8000, hiragana(piece)
            else:
                continue
            total = best[start][0] + cost + 2000   # a split costs: prefer fewer, longer words
            if best[end] is None or total < best[end][0]:
                best[end] = (total, best[start][1] + reading)
    return best[-1][1] if best[-1] else None


# The corpus, in pieces of text between punctuation.
counts = Counter()
pairs = Counter()
compounds = {}   # corpus word IPAdic lacks → reading
heldout = []
pieces = 0
with open(os.path.join(args.data, "corpus-free", "tatoeba-tanaka-jpn.seg.txt"), encoding="utf-8") as handle:
    for number, line in enumerate(handle):
        piece = []
        split = []
        for token in line.split() + ["。"]:
            if token and all(is_text(c) for c in token):
                piece.append(token)
            else:
                if piece:
                    split.append(piece)
                piece = []
        keep_out = args.heldout_every and number % args.heldout_every == 0
        for piece in split:
            if keep_out:
                readings = [reading_of(word) for word in piece]
                text = "".join(piece)
                if all(readings) and 4 <= len(text) <= 30:
                    heldout.append(("".join(readings), text))
                continue
            # A word with no reading (no lexicon split exists) breaks the piece: it cannot be typed.
            runs = [[]]
            for word in piece:
                if word not in readings_of and word not in compounds:
                    reading = reading_of(word)
                    if reading:
                        compounds[word] = reading
                if word in readings_of or word in compounds:
                    runs[-1].append(word)
                elif runs[-1]:
                    runs.append([])
            for run in runs:
                if not run:
                    continue
                pieces += 1
                words = ["<s>"] + run + ["</s>"]
                counts.update(words[1:])
                pairs.update(zip(words, words[1:]))
if args.heldout:
    with open(args.heldout, "w", encoding="utf-8") as handle:
        for reading, text in heldout:
            handle.write(f"{reading}\t{text}\n")
    print(f"{len(heldout)} held-out pieces written to {args.heldout}", file=sys.stderr)

offensive = set()
with open(os.path.join(here, "offensive.txt"), encoding="utf-8") as handle:
    for line in handle:
        word = line.split("#")[0].strip()
        if word:
            offensive.add(word)

# Words and entries.
surfaces = sorted(set(readings_of) | set(compounds), key=lambda s: s.encode("utf-8"))
ids = {s: i for i, s in enumerate(surfaces)}
W = len(surfaces)
BOS, EOS = W, W + 1
ids["<s>"], ids["</s>"] = BOS, EOS
NOUN = 1285   # 名詞,一般: the context of corpus words IPAdic lacks
entries = defaultdict(list)   # reading → [(standalone cost, word id, word cost, left, right)]
for (reading, surface, left, right), cost in rows.items():
    standalone = cost + connection[left] + connection[right * C]
    entries[reading].append((standalone, ids[surface], cost, left, right))
for surface, reading in compounds.items():
    entries[reading].append((connection[NOUN] + connection[NOUN * C] + 6000, ids[surface], 0, NOUN, NOUN))
flags = [0] * W
word_costs = [float("inf")] * W
for options in entries.values():
    for standalone, word, _, _, _ in options:
        word_costs[word] = min(word_costs[word], standalone)
for surface in compounds:
    flags[ids[surface]] |= 1
for surface in offensive:
    if surface in ids:
        flags[ids[surface]] |= 2
for surface in surfaces:
    if not all(is_text(c) for c in surface):
        flags[ids[surface]] |= 4

readings = sorted(entries, key=lambda r: r.encode("utf-16-be"))
out = bytearray()


def pack(kind, values):
    out.extend(struct.pack(f"<{len(values)}{kind}", *values))


def pad():
    while len(out) % 4:
        out.append(0)


reading_units = [r.encode("utf-16-le") for r in readings]
surface_bytes = [s.encode("utf-8") for s in surfaces]
entry_words, entry_costs, entry_contexts, entry_starts = [], [], [], [0]
for reading in readings:
    for _, word, cost, left, right in sorted(entries[reading]):
        entry_words.append(word)
        entry_costs.append(cost)
        entry_contexts += [left, right]
    entry_starts.append(len(entry_words))
pair_next, pair_counts, pair_starts = [], [], [0]
rows_after = defaultdict(list)
for (v, w), count in pairs.items():
    rows_after[ids[v]].append((ids[w], count))
for v in range(W + 2):
    for w, count in sorted(rows_after.get(v, [])):
        pair_next.append(w)
        pair_counts.append(count)
    pair_starts.append(len(pair_next))
word_counts = [counts[s] for s in surfaces] + [0, counts["</s>"]]
frequencies = [0] * W
with open(args.wordfreq or os.path.join(args.data, "..", "wordfreq", "ja.tsv"), encoding="utf-8") as handle:
    for line in handle:
        word, per_billion = line.split("\t")[:2]
        if word in ids and ids[word] < W:
            frequencies[ids[word]] = int(per_billion)

out.extend(b"SKJM")
pack("I", [2, len(readings), len(entry_words), W, len(pair_next), sum(len(u) for u in reading_units) // 2,
           sum(len(b) for b in surface_bytes), C])
offsets = [0]
for units in reading_units:
    offsets.append(offsets[-1] + len(units) // 2)
pack("I", offsets)
for units in reading_units:
    out.extend(units)
pad()
pack("I", entry_starts)
pack("I", entry_words)
pack("f", entry_costs)
pack("H", entry_contexts)
offsets = [0]
for data in surface_bytes:
    offsets.append(offsets[-1] + len(data))
pack("I", offsets)
for data in surface_bytes:
    out.extend(data)
pad()
out.extend(bytes(flags))
pad()
pack("f", word_costs)
pack("I", frequencies)
pack("I", word_counts)
pack("I", pair_starts)
pack("I", pair_next)
pack("I", pair_counts)
pack("h", connection)
pad()
# What borrowed words look like: kana bigrams inside IPAdic's katakana words (read as hiragana).
K = 0x3096 - 0x3041 + 3   # start/end, the kana, ー


def kana_index(c):
    if c == "ー":
        return K - 1
    code = ord(c) - 0x60 if "\u30a1" <= c <= "\u30f6" else ord(c)
    return code - 0x3041 + 1 if 0x3041 <= code <= 0x3096 else None


loan_pairs = Counter()
loan_words = 0
for surface in readings_of:
    if len(surface) < 2 or not all("\u30a1" <= c <= "\u30f6" or c == "ー" for c in surface):
        continue
    indices = [kana_index(c) for c in surface]
    loan_words += 1
    for a, b in zip([0] + indices, indices + [0]):
        loan_pairs[(a, b)] += 1
loan_rows = Counter()
for (a, _), count in loan_pairs.items():
    loan_rows[a] += count
borrowed = []
for a in range(K):
    for b in range(K):
        borrowed.append(-math.log((loan_pairs[(a, b)] + 0.1) / (loan_rows[a] + 0.1 * K)))
pack("f", borrowed)
with open(args.out, "wb") as handle:
    handle.write(out)
print(f"{len(readings)} readings, {len(entry_words)} entries ({len(compounds)} corpus words IPAdic lacks, "
      f"{sum(1 for f in flags if f & 2)} offensive, {sum(1 for f in flags if f & 4)} not kana and kanji), {W} words ({sum(1 for f in frequencies if f)} with a wordfreq frequency), {len(pair_next)} word pairs from {pieces} pieces "
      f"({sum(counts.values())} tokens), {C} contexts, {loan_words} katakana words: {len(out)} bytes → {args.out}", file=sys.stderr)
