#!/usr/bin/env python3
"""Builds the Japanese conversion model (Model/japanese.model) from IPAdic's lexicon and the
Tanaka corpus (../shared/data/japanese: lexicon.tsv and corpus-free/tatoeba-tanaka-jpn.seg.txt).

    build_model.py JAPANESE_DATA_DIR [--out Model/japanese.model] [--heldout-every K --heldout TSV]
                   [--lexicon-temperature T] [--lexicon-weight B] [--discount D] [--reading-temperature T]

What it computes
----------------
Words are surfaces (書く, 東京, は). Entries are (reading, word) pairs: every lexicon row, and
every corpus word the lexicon lacks (Sudachi's split mode C keeps compounds such as 東京駅
whole), its reading made from the lexicon words it splits into (the cheapest split by IPAdic
cost) or, for kana, the word itself in hiragana.

Costs are natural-log negatives (lower is likelier):

* unigram(w) = -ln P(w), P(w) = (C(w) + B·L(w)) / (N + B), where C counts the corpus, N is its
  size and L is a prior from IPAdic's word cost: L(w) ∝ exp(-cost(w) / T) over every word, so
  words the corpus never saw keep IPAdic's order;
* bigram(v, w) = -ln P(w | v), absolute discounting interpolated with the unigram:
  P(w | v) = max(C(v w) − D, 0) / C(v ·) + D·N₁₊(v ·) / C(v ·) · P(w); stored for seen pairs,
  backoff(v) = -ln(D·N₁₊(v ·) / C(v ·)) for the rest (0 for a word never seen before another);
* reading(r | w) = -ln P(r | w) among a word's readings, P ∝ exp(-cost(w, r) / Tr) (IPAdic's
  cost of each reading of a surface: 日 に ひ and にち).

The corpus is split into pieces at punctuation and anything that is not kana or kanji (the
text one converts at a time); each piece starts with BOS and ends with EOS.

--heldout-every K keeps every K-th corpus sentence out of the counts and writes its pieces
(reading made as above, surface) to --heldout, for choosing the four parameters on data that is
neither the model's nor the evaluation's (the evaluation files are never read here). The shipped
model is built with K = 0 (every sentence counted) and the parameters chosen that way: the
defaults below won on the 2,529 held-out pieces of K = 20 (77.4 % exact, 96.4 % characters) over
a grid of D ∈ {0.6, 0.8, 0.9}, T ∈ {400, 700, 1200, 2000, 3500}, B ∈ {500, 2000, 8000},
Tr ∈ {400, 700, 1500}.

File format (little-endian; every section starts on a 4-byte boundary)
-----------------------------------------------------------------------
    magic "SKJM", u32 version (1)
    u32 R (readings), u32 E (entries), u32 W (words), u32 B (bigrams),
    u32 readingUnits (UTF-16 units of all readings), u32 surfaceBytes (UTF-8 bytes of all surfaces)
    u32 readingOffsets[R + 1]          into readingText, in UTF-16 units
    u16 readingText[readingUnits]      readings sorted by UTF-16 code units, then padding to 4
    u32 entryStarts[R + 1]             entries of reading i: entryStarts[i] ..< entryStarts[i + 1]
    u32 entryWords[E]                  word ids; within a reading, best (unigram + reading) first
    f32 entryCosts[E]                  reading(r | w)
    u32 surfaceOffsets[W + 1]          into surfaceText
    u8  surfaceText[surfaceBytes]      surfaces sorted by UTF-8 bytes (word id = rank), padding to 4
    f32 unigram[W + 2]                 ids W (BOS) and W + 1 (EOS) follow the words
    f32 backoff[W + 2]
    u32 bigramStarts[W + 3]            bigrams after word v: bigramStarts[v] ..< bigramStarts[v + 1]
    u32 bigramNext[B]                  sorted within a row
    f32 bigramCost[B]

The reader checks every offset table (monotonic, inside its section) and every id when it maps
the file, so a damaged file is an error, never a wrong read.

Licences: IPAdic (NAIST, BSD-like with the ICOT terms: NOTICE.md carries them in full) and the
Tanaka Corpus (Tatoeba, CC BY 2.0 FR). UD Japanese GSD (CC BY-SA 4.0) is not used, so the model is
not share-alike.
"""
import argparse
import math
import os
import struct
import sys
from collections import Counter, defaultdict

parser = argparse.ArgumentParser()
parser.add_argument("data")
parser.add_argument("--out", default=os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Model", "japanese.model"))
parser.add_argument("--heldout-every", type=int, default=0)
parser.add_argument("--heldout")
parser.add_argument("--lexicon-temperature", type=float, default=2000.0)
parser.add_argument("--lexicon-weight", type=float, default=8000.0)
parser.add_argument("--discount", type=float, default=0.8)
parser.add_argument("--reading-temperature", type=float, default=400.0)
args = parser.parse_args()


def is_kana(c):
    return "\u3041" <= c <= "\u3096" or "\u30a1" <= c <= "\u30fa" or c in "ーゝゞヽヾ"


def is_text(c):
    return is_kana(c) or "\u4e00" <= c <= "\u9fff" or "\u3400" <= c <= "\u4dbf" or c in "々〆ヶ"


def hiragana(text):
    return "".join(chr(ord(c) - 0x60) if "\u30a1" <= c <= "\u30f6" else c for c in text)


# The lexicon: (surface, reading) → cost, and per surface its cheapest cost.
lexicon = {}
with open(os.path.join(args.data, "lexicon.tsv"), encoding="utf-8") as handle:
    for line in handle:
        surface, reading, cost = line.rstrip("\n").split("\t")
        key = (surface, reading)
        lexicon[key] = min(lexicon.get(key, 1 << 30), int(cost))
readings_of = defaultdict(list)
for (surface, reading), cost in lexicon.items():
    readings_of[surface].append((cost, reading))
for surface in readings_of:
    readings_of[surface].sort()
max_surface = max(len(s) for s in readings_of)


def reading_of(word):
    """The word's reading: the lexicon's cheapest, the kana itself, or the cheapest split into
    lexicon words (None when no split exists)."""
    if word in readings_of:
        return readings_of[word][0][1], readings_of[word][0][0]
    if all(is_kana(c) for c in word):
        return hiragana(word), None
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
    return (best[-1][1], best[-1][0]) if best[-1] else (None, None)


# The corpus, in pieces of text between punctuation.
counts = Counter()
pairs = Counter()
compounds = {}
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
                readings = [reading_of(word)[0] for word in piece]
                text = "".join(piece)
                if all(readings) and 4 <= len(text) <= 30:
                    heldout.append(("".join(readings), text))
                continue
            # A word with no reading (no lexicon split exists) breaks the piece: it cannot be typed.
            runs = [[]]
            for word in piece:
                if word not in readings_of and word not in compounds:
                    reading, cost = reading_of(word)
                    if reading:
                        compounds[word] = (reading, cost if cost is not None else 6000)
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

# Words and entries.
surfaces = sorted(set(readings_of) | set(compounds), key=lambda s: s.encode("utf-8"))
ids = {s: i for i, s in enumerate(surfaces)}
W = len(surfaces)
BOS, EOS = W, W + 1
ids["<s>"], ids["</s>"] = BOS, EOS
entries = defaultdict(list)   # reading → [(word id, reading cost)]
lexical_cost = {}
for surface, options in readings_of.items():
    best = options[0][0]
    lexical_cost[surface] = best
    weights = [math.exp(-(cost - best) / args.reading_temperature) for cost, _ in options]
    total = sum(weights)
    for (cost, reading), weight in zip(options, weights):
        entries[reading].append((ids[surface], -math.log(weight / total)))
for surface, (reading, cost) in compounds.items():
    lexical_cost[surface] = cost
    entries[reading].append((ids[surface], 0.0))

# Unigram with the lexicon prior, then discounted bigrams.
N = sum(counts.values())
low = min(lexical_cost.values())
prior = [math.exp(-(lexical_cost[s] - low) / args.lexicon_temperature) for s in surfaces]
prior_total = sum(prior)
unigram = [0.0] * (W + 2)
for i, surface in enumerate(surfaces):
    p = (counts[surface] + args.lexicon_weight * prior[i] / prior_total) / (N + args.lexicon_weight)
    unigram[i] = -math.log(p)
unigram[EOS] = -math.log((counts["</s>"] + 1) / (N + args.lexicon_weight))
context_total = Counter()
context_types = Counter()
for (v, w), count in pairs.items():
    context_total[v] += count
    context_types[v] += 1
backoff = [0.0] * (W + 2)
rows = defaultdict(list)
for v in context_total:
    share = args.discount * context_types[v] / context_total[v]
    backoff[ids[v]] = -math.log(share)
for (v, w), count in pairs.items():
    if w not in ids or v not in ids:
        continue
    p = (count - args.discount) / context_total[v] + math.exp(-backoff[ids[v]]) * math.exp(-unigram[ids[w]])
    rows[ids[v]].append((ids[w], -math.log(p)))

# Readings sorted by UTF-16 units; within a reading, the best standalone entry first.
readings = sorted(entries, key=lambda r: r.encode("utf-16-le").decode("utf-16-le").encode("utf-16-be"))
out = bytearray()


def u32s(values):
    out.extend(struct.pack(f"<{len(values)}I", *values))


def f32s(values):
    out.extend(struct.pack(f"<{len(values)}f", *values))


def pad():
    while len(out) % 4:
        out.append(0)


reading_units = [r.encode("utf-16-le") for r in readings]
surface_bytes = [s.encode("utf-8") for s in surfaces]
entry_words, entry_costs, entry_starts = [], [], [0]
for reading in readings:
    for word, cost in sorted(entries[reading], key=lambda e: (unigram[e[0]] + e[1], e[0])):
        entry_words.append(word)
        entry_costs.append(cost)
    entry_starts.append(len(entry_words))
bigram_next, bigram_cost, bigram_starts = [], [], [0]
for v in range(W + 2):
    for w, cost in sorted(rows.get(v, [])):
        bigram_next.append(w)
        bigram_cost.append(cost)
    bigram_starts.append(len(bigram_next))

out.extend(b"SKJM")
u32s([1, len(readings), len(entry_words), W, len(bigram_next), sum(len(u) for u in reading_units) // 2, sum(len(b) for b in surface_bytes)])
offsets = [0]
for units in reading_units:
    offsets.append(offsets[-1] + len(units) // 2)
u32s(offsets)
for units in reading_units:
    out.extend(units)
pad()
u32s(entry_starts)
u32s(entry_words)
f32s(entry_costs)
offsets = [0]
for data in surface_bytes:
    offsets.append(offsets[-1] + len(data))
u32s(offsets)
for data in surface_bytes:
    out.extend(data)
pad()
f32s(unigram)
f32s(backoff)
u32s(bigram_starts)
u32s(bigram_next)
f32s(bigram_cost)
with open(args.out, "wb") as handle:
    handle.write(out)
print(f"{len(readings)} readings, {len(entry_words)} entries ({len(compounds)} corpus words the lexicon lacks), {W} words, "
      f"{len(bigram_next)} bigrams from {pieces} pieces ({N} tokens): {len(out)} bytes → {args.out}", file=sys.stderr)
