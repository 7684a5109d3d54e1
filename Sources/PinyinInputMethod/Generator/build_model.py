#!/usr/bin/env python3
"""Builds Sources/PinyinInputMethod/Model/pinyin.model from the shippable pinyin data.

Usage: python3 Sources/PinyinInputMethod/Generator/build_model.py PATH/TO/shared/data/pinyin [--open-gram WEIGHT]

Inputs (provenance and licences in Model/NOTICE.md):
- lexicon.tsv: words, toneless readings, frequencies (jieba + pypinyin, MIT).
- corpus-free/*.seg.txt: segmented text whose terms allow shipping derived statistics. The PRC
  law text (prc-laws.*) is weighted 0.1, every other source 1.0, as the prototype measurements
  recommend. The evaluation sentences are not in these files and are never read here.

Model (format 2, all little-endian; see PinyinModel.swift for the reader; log10 values are stored
as Int16 in steps of 1/1024):
- unigram: the lexicon's frequencies, with a Kneser-Ney-style continuation count from the
  corpus mixed in (weight 0.3), as log10 probabilities;
- bigram: from the corpus, interpolated absolute discounting (D = 0.75 on weighted counts),
  bigrams with weighted count below 1 dropped; each w1 has its backoff weight;
- a trie over syllable ids that lists, at each node, the lexicon entries whose reading ends
  there (word id and log10 P(reading | word)), best first.
With --open-gram WEIGHT (the shipped model uses 0.3), the bigrams of open-gram/lm_sc.arpa.gz
(SunPinyin's model, CC BY-SA 3.0: the tables derived from it are CC BY-SA 3.0 too) are mixed in
offline: for every pair listed by either model, P(b|a) = (1-W) P_free(b|a) + W P_open(b|a), each
side backing off as its own model does (to our unigram where open-gram has no word); the backoff
weight of a context mixes the two the same way. Trigrams are not used yet.
Single characters that jieba never saw (frequency 1, mostly CJK extensions) are left out to keep
the model small.
"""
import collections
import math
import os
import struct
import sys

SENTENCE_PUNCTUATION = set("。！？；，!?;,：:、…")
BOS, EOS, UNK = "<s>", "</s>", "<unk>"


def main(folder, open_weight=0.0):
    # Lexicon.
    entries = []  # (word, syllables tuple, freq)
    with open(os.path.join(folder, "lexicon.tsv"), encoding="utf-8") as f:
        for line in f:
            word, reading, freq = line.rstrip("\n").split("\t")
            freq = int(freq)
            if len(word) == 1 and freq <= 1:
                continue
            entries.append((word, tuple(reading.split(" ")), freq))
    words = [BOS, EOS, UNK] + sorted({w for w, _, _ in entries})
    word_id = {w: i for i, w in enumerate(words)}
    syllables = sorted({s for _, r, _ in entries for s in r})
    syllable_id = {s: i for i, s in enumerate(syllables)}
    lexicon_freq = collections.Counter()
    for w, _, f in entries:
        lexicon_freq[w] += f

    # Corpus counts.
    unigram_counts = collections.Counter()
    bigram_counts = collections.Counter()
    corpus = os.path.join(folder, "corpus-free")
    for name in sorted(os.listdir(corpus)):
        if not name.endswith(".seg.txt"):
            continue
        weight = 0.1 if name.startswith("prc-laws") else 1.0
        with open(os.path.join(corpus, name), encoding="utf-8") as f:
            for line in f:
                sentence = [BOS]
                for token in line.split():
                    if token in SENTENCE_PUNCTUATION:
                        if len(sentence) > 1:
                            sentence.append(EOS)
                            count(sentence, weight, word_id, unigram_counts, bigram_counts)
                        sentence = [BOS]
                        continue
                    sentence.append(token if token in word_id else UNK)
                if len(sentence) > 1:
                    sentence.append(EOS)
                    count(sentence, weight, word_id, unigram_counts, bigram_counts)

    # Unigram: lexicon frequency mixed with the corpus continuation count.
    continuation = collections.Counter()
    for (a, b), c in bigram_counts.items():
        continuation[b] += 1
    total_lexicon = sum(lexicon_freq.values())
    total_continuation = sum(continuation.values()) or 1
    unigram = [0.0] * len(words)
    for i, w in enumerate(words):
        p_lex = lexicon_freq.get(w, 0) / total_lexicon
        p_cont = continuation.get(i, 0) / total_continuation
        p = 0.7 * p_lex + 0.3 * p_cont
        if w == EOS:
            p = max(p, unigram_counts.get(i, 0) / max(1, sum(unigram_counts.values())))
        unigram[i] = math.log10(p) if p > 0 else -9.0

    # Bigram: interpolated absolute discounting over weighted counts.
    D = 0.75
    history = collections.Counter()
    followers = collections.Counter()
    for (a, b), c in bigram_counts.items():
        history[a] += c
        followers[a] += 1
    kept = {}
    for (a, b), c in bigram_counts.items():
        if c < 1.0 or b == UNK_ID or a == UNK_ID:
            continue
        p = max(c - D, 0) / history[a] + (D * followers[a] / history[a]) * 10 ** unigram[b]
        kept.setdefault(a, []).append((b, math.log10(p)))
    backoff = [0.0] * len(words)
    for a in history:
        backoff[a] = math.log10(D * followers[a] / history[a])
    if open_weight > 0:
        kept, backoff = mix_open_gram(os.path.join(folder, "open-gram", "lm_sc.arpa.gz"), open_weight,
                                      word_id, unigram, kept, backoff)

    # Trie over syllable ids.
    children = [dict()]
    node_entries = [[]]
    for w, reading, f in entries:
        node = 0
        for s in reading:
            sid = syllable_id[s]
            nxt = children[node].get(sid)
            if nxt is None:
                nxt = len(children)
                children[node][sid] = nxt
                children.append(dict())
                node_entries.append([])
            node = nxt
        share = f / lexicon_freq[w]
        node_entries[node].append((word_id[w], math.log10(share)))
    for lst in node_entries:
        lst.sort(key=lambda e: -(unigram[e[0]] + e[1]))

    write(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Model", "pinyin.model"),
          words, syllables, unigram, backoff, kept, children, node_entries)
    print(f"{len(words)} words, {len(syllables)} syllables, {len(children)} trie nodes, "
          f"{sum(len(v) for v in kept.values())} bigrams")


UNK_ID = 2


def mix_open_gram(path, weight, word_id, unigram, kept, backoff):
    """Mixes open-gram's bigrams into ours (see the module comment); returns (kept, backoff)."""
    import gzip
    open_uni, open_bow, open_bi = {}, {}, collections.defaultdict(dict)
    section = None
    with gzip.open(path, "rt", encoding="utf-8") as f:
        for line in f:
            line = line.rstrip("\n")
            if line.startswith("\\"):
                section = line
                continue
            if not line or section not in ("\\1-grams:", "\\2-grams:"):
                if section == "\\3-grams:":
                    break
                continue
            fields = line.split("\t")
            if section == "\\1-grams:":
                w = word_id.get(fields[1])
                if w is None:
                    continue
                open_uni[w] = float(fields[0])
                open_bow[w] = float(fields[2]) if len(fields) > 2 else 0.0
            else:
                a_text, b_text = fields[1].split(" ")
                a, b = word_id.get(a_text), word_id.get(b_text)
                if a is None or b is None:
                    continue
                open_bi[a][b] = float(fields[0])
    print(f"open-gram: {len(open_uni)} shared words, {sum(len(v) for v in open_bi.values())} shared bigrams")

    def p_open_uni(b):
        return 10 ** open_uni[b] if b in open_uni and open_uni[b] > -90 else 10 ** unigram[b]

    free = {a: dict(pairs) for a, pairs in kept.items()}
    mixed, mixed_backoff = {}, list(backoff)
    for a in set(free) | set(open_bi):
        f_pairs, o_pairs = free.get(a, {}), open_bi.get(a, {})
        f_bow, o_bow = 10 ** backoff[a], 10 ** open_bow.get(a, 0.0)
        out = []
        for b in set(f_pairs) | set(o_pairs):
            p_f = 10 ** f_pairs[b] if b in f_pairs else f_bow * 10 ** unigram[b]
            p_o = 10 ** o_pairs[b] if b in o_pairs else o_bow * p_open_uni(b)
            out.append((b, math.log10((1 - weight) * p_f + weight * p_o)))
        mixed[a] = out
        mixed_backoff[a] = math.log10((1 - weight) * f_bow + weight * o_bow)
    return mixed, mixed_backoff


def count(sentence, weight, word_id, unigram_counts, bigram_counts):
    ids = [word_id[t] for t in sentence]
    for t in ids:
        unigram_counts[t] += weight
    for a, b in zip(ids, ids[1:]):
        bigram_counts[(a, b)] += weight


def write(path, words, syllables, unigram, backoff, kept, children, node_entries):
    out = bytearray()
    def u32(v): out.extend(struct.pack("<I", v))
    def log(v): out.extend(struct.pack("<h", max(-32768, min(32767, round(v * 1024)))))
    def u16(v): out.extend(struct.pack("<H", v))
    out.extend(b"SKPY")
    u32(2)
    # Syllables.
    blob = "\0".join(syllables).encode()
    u32(len(syllables)); u32(len(blob)); out.extend(blob); pad(out)
    # Words: offsets into a UTF-8 blob, unigram and backoff.
    encoded = [w.encode() for w in words]
    u32(len(words))
    offset = 0
    for e in encoded:
        u32(offset); offset += len(e)
    u32(offset)
    for e in encoded:
        out.extend(e)
    pad(out)
    for v in unigram: log(v)
    pad(out)
    for v in backoff: log(v)
    pad(out)
    # Bigrams grouped by w1: start offsets (V+1), then w2 ids and log10 probs.
    starts, seconds, probs = [], [], []
    for a in range(len(words)):
        starts.append(len(seconds))
        for b, p in sorted(kept.get(a, [])):
            seconds.append(b); probs.append(p)
    starts.append(len(seconds))
    for v in starts: u32(v)
    for v in seconds: u32(v)
    for v in probs: log(v)
    pad(out)
    # Trie: per node, first child index and child count; children (syllable, node) sorted by
    # syllable; per node, first entry index and count; entries (word id, log10 share).
    child_start, child_syllable, child_node = [], [], []
    entry_start, entry_word, entry_share = [], [], []
    for node, kids in enumerate(children):
        child_start.append(len(child_syllable))
        for sid in sorted(kids):
            child_syllable.append(sid); child_node.append(kids[sid])
        entry_start.append(len(entry_word))
        for w, s in node_entries[node]:
            entry_word.append(w); entry_share.append(s)
    child_start.append(len(child_syllable)); entry_start.append(len(entry_word))
    u32(len(children)); u32(len(child_syllable)); u32(len(entry_word))
    for v in child_start: u32(v)
    for v in child_syllable: u16(v)
    pad(out)
    for v in child_node: u32(v)
    for v in entry_start: u32(v)
    for v in entry_word: u32(v)
    for v in entry_share: log(v)
    pad(out)
    with open(path, "wb") as f:
        f.write(out)
    print(f"wrote {len(out) / 1e6:.1f} MB to {os.path.normpath(path)}")


def pad(out):
    while len(out) % 4:
        out.append(0)


if __name__ == "__main__":
    arguments = sys.argv[1:]
    weight = 0.0
    if "--open-gram" in arguments:
        index = arguments.index("--open-gram")
        weight = float(arguments[index + 1])
        del arguments[index:index + 2]
    if len(arguments) != 1:
        sys.exit(__doc__)
    main(arguments[0], weight)
