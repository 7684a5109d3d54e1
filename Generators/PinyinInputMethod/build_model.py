#!/usr/bin/env python3
"""Builds Sources/InputMethods/PinyinModelData/pinyin.model from the shippable pinyin data.

Usage: python3 Generators/PinyinInputMethod/build_model.py PATH/TO/shared/data/pinyin
           [--open-gram WEIGHT] [--law-weight W] [--discount D|modified] [--rare-law N]
           [--no-trigrams] [--drop-rare F] [--keep N[,N…]] [--renormalise] [--kneser-ney]
           [--wordfreq W] [--output PATH]

The shipped model is built with `--rare-law 2` and the other defaults (open-gram 0.3, law 0.1,
D 0.75, trigrams); python3 only, no packages; about 4 minutes and 6 GB of memory.
- --discount modified: modified Kneser-Ney discounts from the counts of counts instead of D;
- --rare-law N: n-grams only the law text has, fewer than N times, are left to the backoff;
- --drop-rare F: leave out words of several characters with lexicon frequency <= F that no
  corpus text and not open-gram's vocabulary has;
- --keep N: relative-entropy pruning to N bigrams and trigrams (several: one file each);
- --no-trigrams: a bigram model;
- --renormalise: backoff weights recomputed so each history's distribution sums to one against
  the tables as stored;
- --kneser-ney: the trigram's lower order from continuation counts (Kneser-Ney style);
- --wordfreq W: the unigram mixed with wordfreq's Chinese shares (../wordfreq/zh.tsv beside the
  pinyin folder, CC BY-SA 4.0) at weight W (not shipped: see Model/NOTICE.md).
Model/NOTICE.md records what each of these did to size and accuracy.

Inputs (provenance and licences in Model/NOTICE.md):
- lexicon.tsv: words, toneless readings, frequencies (jieba + pypinyin, MIT).
- corpus-free/*.seg.txt and corpus/*.seg.txt: segmented text whose terms allow shipping derived
  statistics, split into sentences at sentence punctuation and wrapped in <s> … </s>; tokens
  that are not lexicon words become <unk>. Two source groups: the PRC law text (prc-laws.*, three
  quarters of the tokens, weighted --law-weight) and everything else (weight 1). The evaluation
  sentences are not in these files and are never read here.
- open-gram/lm_sc.arpa.gz: SunPinyin's word trigram model (CC BY-SA 3.0, so the tables derived
  from it are CC BY-SA 3.0 too), mixed in offline with weight --open-gram.

Estimates (log10 probabilities):
- unigram: the lexicon's frequencies mixed (0.7/0.3) with a Kneser-Ney-style continuation
  count from the corpus; a lexicon count more than 100 times above open-gram's unigram, for a
  word the corpora never contain, is replaced by open-gram's estimate (checked_frequencies:
  jieba counts mojibake characters such as 紝 as common);
- bigram and trigram: interpolated absolute discounting, discounting each source group's counts
  by D before weighting them (so a law singleton keeps a little mass rather than being dropped):
    P(c|h) = sum_g w_g max(c_g(h c) - D, 0) / T(h) + gamma(h) P(c|shorter h),
    T(h) = sum_g w_g c_g(h .),  gamma(h) = sum_g w_g D N1+_g(h .) / T(h);
  every n-gram seen is kept (pruning singletons costs accuracy: the general text is small);
- open-gram: for every n-gram listed by either model, P = (1-W) P_free + W P_open, each side
  backing off as its own model does (open-gram to our unigram where it lacks a word); a
  context's backoff weight mixes the two weights the same way.

Model file (format 3, little-endian; PinyinModel.swift reads it). Probabilities are stored as
one byte indexing a codebook of 256 log10 values per table (evenly spaced over the table's
range); word ids are 3 bytes. Sections are padded to 4 bytes.
  "SKPY" 3
  syllables: count, blob size, NUL-separated names
  codebooks: 6 x 256 float32 (unigram, backoff, bigram, trigram, context backoff, reading share)
  words: count W, W+1 u24 UTF-8 offsets, the blob (sorted by bytes after <s> </s> <unk>)
  unigram u8 x W, backoff u8 x W
  bigrams: W+1 u24 starts, then per entry the second word (u24) and probability (u8),
           grouped by first word, sorted by second
  trigram contexts: K; which bigrams are contexts, as a bit per bigram (uint64 words aligned
           to 8 bytes, bit i of
           word j for bigram 64 j + i) with, per word, the number of contexts before it (uint32),
           so a context's number is a rank; K+1 u24 starts; backoff u8 x K;
           trigrams: N3, third words u24 x N3, probabilities u8 x N3
  trie: node, child and entry counts; child starts u24 x nodes+1, child syllables uint16
        (nodes are numbered breadth first, children by syllable, so the child at index i is node
        i + 1), entry starts u24 x nodes+1, entry words u24, reading shares u8
        (log10 P(reading | word)); a node's entries best first.
Single characters that jieba never saw (frequency 1, mostly CJK extensions) are left out.
"""
import array
import bisect
import collections
import gzip
import math
import os
import sys

SENTENCE_PUNCTUATION = set("。！？；，!?;,：:、…")
BOS, EOS, UNK = "<s>", "</s>", "<unk>"
BOS_ID, EOS_ID, UNK_ID = 0, 1, 2


def main(folder, open_weight, law_weight, discount, trigrams, output, budgets, rare, rare_law, normalise, kneser_ney,
         wordfreq_weight=0.0):
    sources = [os.path.join(folder, "corpus-free", n) for n in sorted(os.listdir(os.path.join(folder, "corpus-free")))]
    if os.path.isdir(os.path.join(folder, "corpus")):
        sources += [os.path.join(folder, "corpus", n) for n in sorted(os.listdir(os.path.join(folder, "corpus")))]
    sources = [path for path in sources if path.endswith(".seg.txt")]
    attested = set()
    if rare > 0:
        for path in sources:
            with open(path, encoding="utf-8") as f:
                for line in f:
                    attested.update(line.split())
        with open(os.path.join(folder, "open-gram", "vocab.tsv"), encoding="utf-8") as f:
            attested.update(line.split("\t", 1)[0] for line in f)
    words, syllables, entries, lexicon_freq = read_lexicon(os.path.join(folder, "lexicon.tsv"), rare, attested)
    word_id = {w: i for i, w in enumerate(words)}
    order = 3 if trigrams else 2

    # Counts per source group: 0 = general text, 1 = law text.
    counts = [[collections.Counter() for _ in range(order + 1)] for _ in range(2)]
    for path in sources:
        if path.endswith(".seg.txt"):
            group = 1 if os.path.basename(path).startswith("prc-laws") else 0
            count_file(path, word_id, counts[group], order)
    weights = [1.0, law_weight]
    print(f"counted: {sum(len(c[2]) for c in counts)} bigram and {sum(len(c[3]) for c in counts) if trigrams else 0} "
          f"trigram entries (general + law)", flush=True)

    checked = checked_frequencies(lexicon_freq, word_id, counts, os.path.join(folder, "open-gram"))
    unigram = estimate_unigram(words, checked, counts, read_wordfreq(folder, word_id) if wordfreq_weight else {}, wordfreq_weight)
    bigram, bigram_backoff = estimate(counts, weights, discount, 2, lambda h, w: 10 ** unigram[w], rare_law)
    free_bigram = bigram

    def p_free_bigram(b, c):
        p = free_bigram.get((b, c))
        return p if p is not None else bigram_backoff.get((b,), 1.0) * 10 ** unigram[c]

    trigram, trigram_backoff = ({}, {})
    if trigrams:
        lower = lambda h, w: p_free_bigram(h[1], w)
        if kneser_ney:
            # The trigram's lower order from continuation counts: in how many contexts each
            # pair follows a word (per source group), rather than how often it occurs.
            continuation = [[None, None, collections.Counter(k[1:] for k in group[3])] for group in counts]
            kn_bigram, kn_backoff = estimate(continuation, weights, discount, 2, lambda h, w: 10 ** unigram[w], 0)

            def lower(h, w):
                p = kn_bigram.get((h[1], w))
                return p if p is not None else kn_backoff.get((h[1],), 1.0) * 10 ** unigram[w]
        trigram, trigram_backoff = estimate(counts, weights, discount, 3, lower, rare_law)
    if open_weight > 0:
        bigram, bigram_backoff, trigram, trigram_backoff = mix_open_gram(
            os.path.join(folder, "open-gram", "lm_sc.arpa.gz"), open_weight, word_id, unigram,
            free_bigram, bigram_backoff, trigram, trigram_backoff, p_free_bigram, trigrams)

    children, node_entries = build_trie(entries, word_id, syllables, lexicon_freq, unigram)
    for budget in budgets:
        kept = prune(budget, unigram, bigram, bigram_backoff, trigram, trigram_backoff)
        if normalise and budget <= 0:
            kept = renormalised(unigram, kept[0], kept[1], kept[2])
        path = output if len(budgets) == 1 else f"{output}.{budget}"
        write(path, words, syllables, unigram, *kept, children, node_entries)
        print(f"{len(words)} words, {len(syllables)} syllables, {len(children)} trie nodes, "
              f"{len(kept[0])} bigrams, {len(kept[2])} trigrams in {len(kept[3])} contexts", flush=True)


def read_lexicon(path, rare, attested):
    """The lexicon's entries, without single characters jieba never saw and without words of
    several characters whose frequency is at most `rare` and that no corpus text and not
    open-gram's vocabulary contains (jieba lists many such words at its default count of 3)."""
    entries = []  # (word, syllables tuple, freq)
    with open(path, encoding="utf-8") as f:
        for line in f:
            word, reading, freq = line.rstrip("\n").split("\t")
            freq = int(freq)
            if len(word) == 1 and freq <= 1:
                continue
            if len(word) > 1 and freq <= rare and word not in attested:
                continue
            entries.append((word, tuple(reading.split(" ")), freq))
    words = [BOS, EOS, UNK] + sorted({w for w, _, _ in entries}, key=lambda w: w.encode())
    syllables = sorted({s for _, r, _ in entries for s in r})
    lexicon_freq = collections.Counter()
    for w, _, f in entries:
        lexicon_freq[w] += f
    return words, syllables, entries, lexicon_freq


def count_file(path, word_id, counters, order):
    """Adds the n-grams (n = 1 … order) of a file's sentences to `counters[n]`."""
    with open(path, encoding="utf-8") as f:
        for line in f:
            sentence = [BOS_ID]
            for token in line.split():
                if token in SENTENCE_PUNCTUATION:
                    if len(sentence) > 1:
                        add_sentence(sentence, counters, order)
                    sentence = [BOS_ID]
                else:
                    sentence.append(word_id.get(token, UNK_ID))
            if len(sentence) > 1:
                add_sentence(sentence, counters, order)


def add_sentence(sentence, counters, order):
    sentence.append(EOS_ID)
    counters[1].update(sentence)
    counters[2].update(zip(sentence, sentence[1:]))
    if order >= 3:
        counters[3].update(zip(sentence, sentence[1:], sentence[2:]))


def read_open_unigrams(folder):
    """open-gram's words ({word: log10 unigram, or None where the model lists none})."""
    known = {}
    with open(os.path.join(folder, "vocab.tsv"), encoding="utf-8") as f:
        for line in f:
            known[line.split("\t", 1)[0]] = None
    with gzip.open(os.path.join(folder, "lm_sc.arpa.gz"), "rt", encoding="utf-8") as f:
        n = 0
        for line in f:
            if line.startswith("\\"):
                if line.startswith("\\2-grams:"):
                    break
                n = 1 if line.startswith("\\1-grams:") else 0
                continue
            fields = line.rstrip("\n").split("\t")
            if n == 1 and len(fields) >= 2 and float(fields[0]) > -90:
                known[fields[1]] = float(fields[0])
    return known


def checked_frequencies(lexicon_freq, word_id, counts, open_folder):
    """The lexicon's frequencies, checked against two independent sources.

    jieba's dictionary counts some characters that are mojibake (UTF-8 text decoded as GBK:
    紝 11,651, 銆 6,982, 鍦 2,933 …) as if they were common. Where open-gram's unigram (trained on
    a large general corpus) puts a word more than MOJIBAKE_RATIO times below jieba's count, and
    our corpora never contain it, the count is replaced by open-gram's estimate (a word open-gram
    lists without a unigram gets its unknown-word probability, 10^-12)."""
    known = read_open_unigrams(open_folder)
    total = sum(lexicon_freq.values())
    seen = collections.Counter()
    for group in counts:
        seen.update(group[1])
    checked = collections.Counter(lexicon_freq)
    changed = []
    for w, f in lexicon_freq.items():
        if w not in known or seen[word_id[w]] > 0:
            continue
        p_open = 10 ** known[w] if known[w] is not None else 1e-12
        if f / total > MOJIBAKE_RATIO * p_open:
            checked[w] = max(p_open * total, 1e-3)
            changed.append(w)
    print(f"lexicon frequencies replaced by open-gram's for {len(changed)} words "
          f"(e.g. {' '.join(sorted(changed, key=lambda w: -lexicon_freq[w])[:12])})", flush=True)
    return checked


MOJIBAKE_RATIO = 100


def read_wordfreq(folder, word_id):
    """wordfreq's Chinese list (../wordfreq/zh.tsv beside the pinyin folder): word id → share."""
    shares = {}
    with open(os.path.join(folder, "..", "wordfreq", "zh.tsv"), encoding="utf-8") as f:
        for line in f:
            word, per_billion = line.split("\t")[:2]
            if word in word_id:
                shares[word_id[word]] = int(per_billion) / 1e9
    total = sum(shares.values()) or 1
    return {k: v / total for k, v in shares.items()}


def estimate_unigram(words, lexicon_freq, counts, wordfreq=None, wordfreq_weight=0.0):
    """Lexicon frequency mixed with the corpus continuation count (distinct left neighbours), and
    with wordfreq's shares at wordfreq_weight."""
    continuation = collections.Counter()
    for group in counts:
        for (a, b) in group[2]:
            continuation[b] += 1
    total_lexicon = sum(lexicon_freq.values())
    total_continuation = sum(continuation.values()) or 1
    eos = sum(group[1][EOS_ID] for group in counts) / max(1, sum(sum(group[1].values()) for group in counts))
    unigram = [0.0] * len(words)
    for i, w in enumerate(words):
        p = 0.7 * lexicon_freq.get(w, 0) / total_lexicon + 0.3 * continuation.get(i, 0) / total_continuation
        if wordfreq_weight:
            p = (1 - wordfreq_weight) * p + wordfreq_weight * (wordfreq or {}).get(i, 0.0)
        if i == EOS_ID:
            p = max(p, eos)
        unigram[i] = math.log10(p) if p > 0 else -9.0
    return unigram


def discount_table(counter, discount):
    """[_, D1, D2, D3+]: a fixed `discount` for every count, or (discount None) the modified
    Kneser-Ney discounts of Chen and Goodman (1998) from the counts of counts:
    Y = n1 / (n1 + 2 n2), Dc = c - (c + 1) Y n(c+1) / n(c) for c = 1, 2, 3+."""
    if discount is not None:
        return [0.0, discount, discount, discount]
    n = collections.Counter(min(c, 5) for c in counter.values())
    if not all(n[c] for c in (1, 2, 3, 4)):
        return [0.0, 0.75, 0.75, 0.75]
    y = n[1] / (n[1] + 2 * n[2])
    return [0.0] + [max(0.05, min(c - 0.05, c - (c + 1) * y * n[c + 1] / n[c])) for c in (1, 2, 3)]


def estimate(counts, weights, discount, n, lower, rare_law):
    """Interpolated absolute discounting per source group (see the module comment).

    An n-gram is not listed when it has an unknown word (its mass stays with <unk>, which the
    decoder never proposes), or when only the law text has it, fewer than `rare_law` times (at
    the law's weight such an n-gram keeps almost nothing beyond its backoff estimate); what the
    latter kept joins its history's backoff mass.
    Returns ({ngram: probability}, {history: backoff weight}), both linear, for histories without
    an unknown word."""
    totals, mass = collections.Counter(), collections.Counter()
    kept = collections.Counter()
    for group, weight in zip(counts, weights):
        discounts = discount_table(group[n], discount)
        if discount is None:
            print(f"  {n}-gram discounts: {', '.join(f'{d:.3f}' for d in discounts[1:])}", flush=True)
        for key, c in group[n].items():
            history = key[:-1]
            d = discounts[min(c, 3)]
            totals[history] += weight * c
            mass[history] += weight * d
            kept[key] += weight * (c - d)
    general, law = counts[0][n], counts[1][n]
    probabilities = {}
    for key, d in kept.items():
        if UNK_ID not in key and key not in general and law[key] < rare_law:
            mass[key[:-1]] += d
    for key, d in kept.items():
        if UNK_ID in key or (key not in general and law[key] < rare_law):
            continue
        history = key[:-1]
        probabilities[key] = d / totals[history] + mass[history] / totals[history] * lower(history, key[-1])
    backoff = {h: mass[h] / totals[h] for h in totals if UNK_ID not in h}
    return probabilities, backoff


def read_arpa(path, word_id):
    """open-gram's n-grams over our words: ({n: {ngram: log10 p}}, {history: log10 backoff})."""
    grams, backoff = {1: {}, 2: {}, 3: {}}, {}
    n = 0
    with gzip.open(path, "rt", encoding="utf-8") as f:
        for line in f:
            line = line.rstrip("\n")
            if line.startswith("\\") and line.endswith("-grams:"):
                n = int(line[1])
                continue
            if not line or line.startswith("\\") or n == 0:
                continue
            fields = line.split("\t")
            ids = tuple(word_id.get(t) for t in fields[1].split(" "))
            if None in ids:
                continue
            grams[n][ids] = float(fields[0])
            if len(fields) > 2:
                backoff[ids] = float(fields[2])
    return grams, backoff


def mix_open_gram(path, weight, word_id, unigram, free_bigram, free_bigram_backoff, free_trigram, free_trigram_backoff,
                  p_free_bigram, trigrams):
    grams, open_backoff = read_arpa(path, word_id)
    print(f"open-gram: {len(grams[1])} shared words, {len(grams[2])} bigrams and {len(grams[3])} trigrams over them", flush=True)

    def p_open_unigram(c):
        v = grams[1].get((c,))
        return 10 ** v if v is not None and v > -90 else 10 ** unigram[c]

    def p_open_bigram(b, c):
        v = grams[2].get((b, c))
        return 10 ** v if v is not None else 10 ** open_backoff.get((b,), 0.0) * p_open_unigram(c)

    bigram = {}
    for key in set(free_bigram) | set(grams[2]):
        bigram[key] = (1 - weight) * p_free_bigram(*key) + weight * p_open_bigram(*key)
    bigram_backoff = {}
    for h in set(free_bigram_backoff) | {k[:1] for k in grams[2]}:
        bigram_backoff[h] = (1 - weight) * free_bigram_backoff.get(h, 1.0) + weight * 10 ** open_backoff.get(h, 0.0)
    if not trigrams:
        return bigram, bigram_backoff, {}, {}

    def p_free_trigram(a, b, c):
        p = free_trigram.get((a, b, c))
        return p if p is not None else free_trigram_backoff.get((a, b), 1.0) * p_free_bigram(b, c)

    def p_open_trigram(a, b, c):
        v = grams[3].get((a, b, c))
        return 10 ** v if v is not None else 10 ** open_backoff.get((a, b), 0.0) * p_open_bigram(b, c)

    trigram = {}
    for key in set(free_trigram) | set(grams[3]):
        trigram[key] = (1 - weight) * p_free_trigram(*key) + weight * p_open_trigram(*key)
    trigram_backoff = {}
    for h in {k[:2] for k in trigram}:
        trigram_backoff[h] = (1 - weight) * free_trigram_backoff.get(h, 1.0) + weight * 10 ** open_backoff.get(h, 0.0)
    # Trigram contexts must be bigrams of the table (the reader finds a context by its bigram).
    for h in trigram_backoff:
        if h not in bigram:
            bigram[h] = (1 - weight) * p_free_bigram(*h) + weight * p_open_bigram(*h)
    return bigram, bigram_backoff, trigram, trigram_backoff


def prune(budget, unigram, bigram, bigram_backoff, trigram, trigram_backoff):
    """Keeps the `budget` bigrams and trigrams (together) that matter most, by relative-entropy
    pruning (Stolcke 1998, without the backoff term): an n-gram (h, w) listed with probability p
    where the model without it would say q = backoff(h) P(w | shorter h) is worth
    P(h) p (log p - log q). The backoff weights of pruned contexts are then renormalised so
    each context's distribution still sums to one. A bigram that is the context of a kept
    trigram stays. Returns (bigram, bigram_backoff, trigram, trigram_backoff)."""
    if budget <= 0 or budget >= len(bigram) + len(trigram):
        return bigram, bigram_backoff, trigram, trigram_backoff
    log = math.log10

    def lower2(b, c):
        return bigram_backoff.get((b,), 1.0) * 10 ** unigram[c]

    def p2(b, c):
        p = bigram.get((b, c))
        return p if p is not None else lower2(b, c)

    def p1(a):
        # The sentence start is as frequent as the sentence end (its own unigram is unused).
        return 10 ** unigram[EOS_ID if a == BOS_ID else a]

    scored = []
    for (a, b), p in bigram.items():
        q = lower2(a, b)
        scored.append((p1(a) * p * (log(p) - log(q)), 2, (a, b)))
    for (a, b, c), p in trigram.items():
        q = trigram_backoff.get((a, b), 1.0) * p2(b, c)
        scored.append((p1(a) * p2(a, b) * p * (log(p) - log(q)), 3, (a, b, c)))
    scored.sort(key=lambda e: -e[0])
    kept3 = {key: trigram[key] for _, n, key in scored[:budget] if n == 3}
    kept2 = {key: bigram[key] for _, n, key in scored[:budget] if n == 2}
    for key in kept3:
        kept2.setdefault(key[:2], bigram[key[:2]])

    return renormalised(unigram, kept2, bigram_backoff, kept3)


def renormalise(kept, histories, lower):
    """Backoff weights that make each history's distribution sum to one: the mass its listed
    n-grams leave, over the mass the shorter history gives the words not listed."""
    listed, lower_listed = collections.Counter(), collections.Counter()
    for key, p in kept.items():
        listed[key[:-1]] += p
        lower_listed[key[:-1]] += lower(key)
    return {h: (max(1e-9, 1 - listed[h]) / max(1e-9, 1 - lower_listed[h]) if h in listed else 1.0) for h in histories}


def renormalised(unigram, bigram, bigram_backoff, trigram):
    """(bigram, backoff weights for them, trigram, backoff weights for them), the weights
    renormalised against the tables as stored (the unigram, then the bigram with its weights)."""
    new_bigram_backoff = renormalise(bigram, bigram_backoff, lambda k: 10 ** unigram[k[1]])

    def stored_bigram(b, c):
        p = bigram.get((b, c))
        return p if p is not None else new_bigram_backoff.get((b,), 1.0) * 10 ** unigram[c]

    new_trigram_backoff = renormalise(trigram, {k[:2] for k in trigram}, lambda k: stored_bigram(k[1], k[2]))
    return bigram, new_bigram_backoff, trigram, new_trigram_backoff


def build_trie(entries, word_id, syllables, lexicon_freq, unigram):
    syllable_id = {s: i for i, s in enumerate(syllables)}
    children, node_entries = [dict()], [[]]
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
        node_entries[node].append((word_id[w], math.log10(f / lexicon_freq[w])))
    for lst in node_entries:
        lst.sort(key=lambda e: -(unigram[e[0]] + e[1]))
    return children, node_entries


class Codebook:
    """256 log10 values evenly spaced over a table's range: the error is at most 1/510 of the
    range (about 0.02 for probabilities down to 10^-9), the same in the likely end of the range,
    where decisions are made, as in the unlikely end. (Equal-count bins, tried first, left the
    sparse likely end coarse.)"""

    def __init__(self, values):
        low, high = (min(values), max(values)) if values else (0.0, 0.0)
        self.low, self.step = low, (high - low) / 255 or 1.0
        self.values = [low + i * self.step for i in range(256)]

    def encode(self, value):
        return max(0, min(255, round((value - self.low) / self.step)))


def write(path, words, syllables, unigram, bigram, bigram_backoff, trigram, trigram_backoff, children, node_entries):
    log = math.log10
    W = len(words)
    word_backoff = [log(bigram_backoff.get((w,), 1.0)) for w in range(W)]
    # Bigrams grouped by first word, sorted by second.
    pairs = sorted(bigram)
    bigram_index = {key: i for i, key in enumerate(pairs)}
    bigram_logs = [log(bigram[k]) for k in pairs]
    starts = [0] * (W + 1)
    for a, _ in pairs:
        starts[a + 1] += 1
    for i in range(W):
        starts[i + 1] += starts[i]
    # Trigram contexts in bigram order.
    triples = sorted(trigram, key=lambda k: (bigram_index[k[:2]], k[2]))
    contexts = sorted({bigram_index[k[:2]] for k in triples})
    context_position = {c: i for i, c in enumerate(contexts)}
    context_starts = [0] * (len(contexts) + 1)
    for k in triples:
        context_starts[context_position[bigram_index[k[:2]]] + 1] += 1
    for i in range(len(contexts)):
        context_starts[i + 1] += context_starts[i]
    context_backoff = [log(trigram_backoff[pairs[c]]) for c in contexts]
    trigram_logs = [log(trigram[k]) for k in triples]
    # Trie arrays, nodes numbered breadth first so a node's children are consecutive and the
    # child listed at index i is node i + 1 (no child-node array needed).
    order = [0]
    for node in order:
        order.extend(children[node][sid] for sid in sorted(children[node]))
    child_start, child_syllable, entry_start, entry_word, entry_share = [], [], [], [], []
    for node in order:
        kids = children[node]
        child_start.append(len(child_syllable))
        child_syllable.extend(sorted(kids))
        entry_start.append(len(entry_word))
        for w, s in node_entries[node]:
            entry_word.append(w)
            entry_share.append(s)
    child_start.append(len(child_syllable))
    entry_start.append(len(entry_word))

    books = [Codebook(unigram), Codebook(word_backoff), Codebook(bigram_logs), Codebook(trigram_logs),
             Codebook(context_backoff), Codebook(entry_share)]
    out = bytearray(b"SKPY")
    u32s(out, [3])
    blob = "\0".join(syllables).encode()
    u32s(out, [len(syllables), len(blob)]); out += blob; pad(out)
    for book in books:
        out += array.array("f", book.values).tobytes()
    encoded = [w.encode() for w in words]
    offsets = [0]
    for e in encoded:
        offsets.append(offsets[-1] + len(e))
    u32s(out, [W]); u24s(out, offsets); out += b"".join(encoded); pad(out)
    bytes8(out, books[0], unigram); bytes8(out, books[1], word_backoff)
    u24s(out, starts); u24s(out, [b for _, b in pairs]); bytes8(out, books[2], bigram_logs)
    bits = [0] * ((len(pairs) + 63) // 64)
    for c in contexts:
        bits[c >> 6] |= 1 << (c & 63)
    ranks, total = [], 0
    for word in bits:
        ranks.append(total)
        total += bin(word).count("1")
    u32s(out, [len(contexts)])
    while len(out) % 8:  # the bit words are aligned to 8 bytes
        out.append(0)
    out += array.array("Q", bits).tobytes()
    u32s(out, ranks)
    assert context_starts[-1] < 1 << 24, "trigram starts need more than 3 bytes"
    u24s(out, context_starts); bytes8(out, books[4], context_backoff)
    u32s(out, [len(triples)]); u24s(out, [k[2] for k in triples]); bytes8(out, books[3], trigram_logs)
    u32s(out, [len(children), len(child_syllable), len(entry_word)]); u24s(out, child_start)
    out += array.array("H", child_syllable).tobytes(); pad(out)
    u24s(out, entry_start); u24s(out, entry_word); bytes8(out, books[5], entry_share)
    with open(path, "wb") as f:
        f.write(out)
    print(f"wrote {len(out) / 1e6:.1f} MB to {os.path.normpath(path)}")


def u32s(out, values):
    a = array.array("I", values)
    if sys.byteorder != "little":
        a.byteswap()
    out += a.tobytes()


def u24s(out, values):
    assert all(0 <= v < 1 << 24 for v in values), "a value needs more than 3 bytes"
    out += b"".join(v.to_bytes(3, "little") for v in values)
    pad(out)


def bytes8(out, book, values):
    out += bytes(book.encode(v) for v in values)
    pad(out)


def pad(out):
    while len(out) % 4:
        out.append(0)


if __name__ == "__main__":
    arguments = sys.argv[1:]
    options = {"--wordfreq": 0.0, "--open-gram": 0.3, "--law-weight": 0.1, "--discount": "0.75", "--keep": "0", "--drop-rare": 0, "--rare-law": 0,
               "--output": os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "Sources", "InputMethods", "PinyinModelData", "pinyin.model")}
    trigrams = "--no-trigrams" not in arguments
    normalise = "--renormalise" in arguments
    kneser_ney = "--kneser-ney" in arguments
    arguments = [a for a in arguments if a not in ("--no-trigrams", "--renormalise", "--kneser-ney")]
    for name in list(options):
        if name in arguments:
            index = arguments.index(name)
            options[name] = arguments[index + 1] if name in ("--output", "--keep", "--discount") else float(arguments[index + 1])
            del arguments[index:index + 2]
    if len(arguments) != 1:
        sys.exit(__doc__)
    discount = None if options["--discount"] == "modified" else float(options["--discount"])
    main(arguments[0], options["--open-gram"], options["--law-weight"], discount, trigrams, options["--output"],
         [int(float(k)) for k in options["--keep"].split(",")], int(options["--drop-rare"]), int(options["--rare-law"]), normalise, kneser_ney,
         options["--wordfreq"])
