#!/usr/bin/env python3
"""Builds Sources/Engines/LanguageModelsData/<lang>.lm: one next-word model per lexicon language.

Usage: python3 Generators/LanguageModel/build_models.py PATH/TO/shared/data [--langs en,fr,…]

What goes into a language's model (the sources, their weights and why: NOTICE.md beside the files):
- its words: the target words of the language's lexicon (Sources/Engines/LexiconsData, so the
  lexicons are built first), with its casing (`paris` is written `Paris`); wordfreq's frequency
  (`wordfreq/<lang>.tsv`) as the base unigram distribution, the lexicon's level where the list
  lacks the word (English words beyond wordfreq's 50,000);
- running text, where the Universal Dependencies treebanks have some (`nextword/ud/<lang>.txt`):
  an interpolated modified Kneser–Ney trigram model over those words (kneser_ney.py), mixed with
  the word frequencies alone at (5,000 / the text's words)² so that a few hundred words of text
  do not outweigh them;
- English: CMU Sphinx's US-English trigram model (cmu_model.py), weight 3 against the
  treebanks' 1; German, French, Spanish, Italian, Russian: Google Books' most frequent word pairs,
  weight 1. (The English word-pair tables of Google Books and symspellpy were measured and left out:
  added to the two above they lowered top-3 on the development set, 24.3 → 22.3 %.)

The sources are mixed into one Katz back-off model (as SRILM's static mixing does): every n-gram
some source lists is explicit, with P = Σ λ_s P_s(w | h) / Σ λ_s over the sources that know the
history's last word, and each history's back-off weight makes its distribution sum to 1.
Probabilities and back-off weights are quantised to 256 values per table (see `quantiser`). A model
over its budget (English 25 MB, the others 3 MB) loses the triples that matter least (`prune`).

The file (format 1) is specified in Sources/Engines/LanguageModel/FORMAT.md.
"""
import argparse, csv, math, os, struct, sys
from collections import Counter

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(HERE, "..", "DataFiles"))
import words as wordcut
from front_coded import front_coded
from kneser_ney import BOS, UNK, KneserNey

OUT = os.path.join(HERE, "..", "..", "Sources", "Engines", "LanguageModelsData")
GBOOKS = {"de", "fr", "es", "it", "ru"}


class WordPairs:
    """A table of word pairs and word counts: P(w | a) = count(a w) / count(a) for the listed pairs,
    the rest of a's mass spread over the base distribution."""

    def __init__(self, pairs, counts, base):
        self.base, self.table = base, {}
        for (a, b), c in pairs.items():
            if counts.get(a):
                self.table.setdefault(a, {})[b] = self.table.get(a, {}).get(b, 0) + c / counts[a]
        self.rest = {a: max(1e-4, 1 - sum(f.values())) for a, f in self.table.items()}

    def knows(self, history):
        return bool(history) and history[-1] in self.table

    def prob(self, word, history):
        followers = self.table.get(history[-1]) if history else None
        if followers is None:
            return self.base.get(word, 0.0)
        return followers.get(word, self.rest[history[-1]] * self.base.get(word, 0.0))

    def explicit(self, history):
        return list(self.table.get(history[-1], ())) if len(history) == 1 else []

    def histories_of(self, order):
        return [(a,) for a in self.table] if order == 2 else []


class BaseOnly:
    """The word frequencies alone (a language without running text)."""

    def __init__(self, base):
        self.base = base

    def knows(self, history):
        return True

    def prob(self, word, history):
        return self.base.get(word, 0.0)

    def explicit(self, history):
        return []

    def histories_of(self, order):
        return []


def google_books(folder, language, base):
    counts = Counter()
    for row in csv.DictReader(open(os.path.join(folder, f"{language}.1grams.csv"), encoding="utf-8")):
        counts[wordcut.fold(row["ngram"], language)] += int(row["freq"])
    pairs = Counter()
    for row in csv.DictReader(open(os.path.join(folder, f"{language}.csv"), encoding="utf-8")):
        parts = wordcut.fold(row["ngram"], language).split(" ")
        if len(parts) == 2:
            pairs[parts[0], parts[1]] += int(row["freq"])
    return WordPairs(pairs, counts, base)


def mix(sources, vocabulary, base):
    """The static mixture as explicit n-grams: (unigrams {w: p}, bigrams {a: {w: p}}, bigram
    back-offs {a: bo}, trigrams {(a, b): {w: p}}, trigram back-offs {(a, b): bo}); back-offs are
    multipliers, not logs."""
    def p(word, history):
        total = weight = 0.0
        for source, lam in sources:
            if source.knows(history):
                total += lam * source.prob(word, history)
                weight += lam
        return total / weight

    known = set(vocabulary) | {BOS, UNK}
    unigrams = {w: p(w, ()) for w in vocabulary}
    norm = sum(unigrams.values())
    unigrams = {w: q / norm for w, q in unigrams.items()}
    contexts3 = set()
    for source, _ in sources:
        contexts3.update(h for h in source.histories_of(3) if h[0] in known and h[1] in known)
    # A history of two words is found through the pair it is, so that pair is explicit too.
    seconds = {}
    for a, b in contexts3:
        seconds.setdefault(a, set()).add(b)
    bigrams, bigram_bo = {}, {}
    contexts2 = {h[0] for source, _ in sources for h in source.histories_of(2) if h[0] in known} | set(seconds)
    for a in contexts2:
        followers = {w for source, _ in sources for w in source.explicit((a,)) if w in unigrams or w == UNK}
        followers |= seconds.get(a, set())
        row = {w: p(w, (a,)) for w in followers}
        bigrams[a] = row
        bigram_bo[a] = _backoff(row, lambda w: unigrams.get(w, 0.0))
    trigrams, trigram_bo = {}, {}
    for (a, b) in contexts3:
        followers = {w for source, _ in sources for w in source.explicit((a, b)) if w in unigrams}
        if not followers:
            continue
        row = {w: p(w, (a, b)) for w in followers}
        lower = lambda w: bigrams.get(b, {}).get(w, bigram_bo.get(b, 1.0) * unigrams.get(w, 0.0))
        trigrams[a, b] = row
        trigram_bo[a, b] = _backoff(row, lower)
    return unigrams, bigrams, bigram_bo, trigrams, trigram_bo


def _backoff(row, lower):
    """The multiplier that gives the words not in `row` the rest of the mass, in proportion to the
    lower order's probabilities."""
    listed = sum(q for w, q in row.items() if w != UNK)
    lower_listed = sum(lower(w) for w in row if w != UNK)
    return max(1.0 - listed, 1e-6) / max(1.0 - lower_listed, 1e-6)


def quantiser(values):
    """256 bin centres (ascending log10 values) and a coder for values. The bins are equally wide
    between the lowest thousandth and the highest value, so every probability keeps the same
    relative precision (about 3 % for English): ranking words needs it most at the top, where
    equal-count bins would be widest."""
    values = np.asarray(values, dtype=np.float64)
    if len(values) == 0:
        return [0.0] * 256, lambda v: 0
    low, high = float(np.quantile(values, 0.001)), float(values.max())
    if high - low < 1e-9:
        return [high] * 256, lambda v: 0
    step = (high - low) / 255
    centres = [low + i * step for i in range(256)]
    return centres, lambda v: int(min(255, max(0, round((v - low) / step))))


def log10(x):
    return math.log10(max(x, 1e-30))


def prune(model, budget, size):
    """Drops the triples that differ least from what back-off would give them (weighted-difference
    pruning: P(w | a b) × |log P(w | a b) − log(bo(a b) P(w | b))|), as many as the file is over
    `budget` bytes at 4 bytes a triple (and 8 a two-word history), then sets the back-off weights
    of the histories that lost triples again."""
    unigrams, bigrams, bigram_bo, trigrams, trigram_bo = model
    if size <= budget:
        return model, 0
    lower = lambda a, b, w: bigrams.get(b, {}).get(w, bigram_bo.get(b, 1.0) * unigrams.get(w, 0.0))
    scored = []
    for (a, b), row in trigrams.items():
        for w, q in row.items():
            backed = trigram_bo[a, b] * lower(a, b, w)
            scored.append((q * abs(math.log10(max(q, 1e-30)) - math.log10(max(backed, 1e-30))), a, b, w))
    scored.sort()
    excess, dropped, changed = size - budget, 0, set()
    for _, a, b, w in scored:
        if excess <= 0:
            break
        del trigrams[a, b][w]
        changed.add((a, b))
        dropped += 1
        excess -= 4
        if not trigrams[a, b]:
            del trigrams[a, b]
            excess -= 8
    for a, b in changed:
        if (a, b) in trigrams:
            trigram_bo[a, b] = _backoff(trigrams[a, b], lambda w: lower(a, b, w))
        else:
            trigram_bo.pop((a, b), None)
    return (unigrams, bigrams, bigram_bo, trigrams, trigram_bo), dropped


def encode(language, vocabulary, casing, model):
    unigrams, bigrams, bigram_bo, trigrams, trigram_bo = model
    V = len(vocabulary)
    ids = {w: i for i, w in enumerate(vocabulary)}
    ids[BOS], ids[UNK] = V, V + 1
    history_bo = {ids[a]: bo for a, bo in bigram_bo.items()}
    q_uni, c_uni = quantiser([log10(unigrams[w]) for w in vocabulary])
    q_hbo, c_hbo = quantiser([log10(bo) for bo in bigram_bo.values()])
    q_bi, c_bi = quantiser([log10(q) for row in bigrams.values() for q in row.values()])
    q_bbo, c_bbo = quantiser([log10(bo) for bo in trigram_bo.values()])
    q_tri, c_tri = quantiser([log10(q) for row in trigrams.values() for q in row.values()])

    bigram_start, b_next, b_prob, b_bo, entry_of = [0], bytearray(), bytearray(), bytearray(), {}
    for h in range(V + 2):
        a = vocabulary[h] if h < V else (BOS if h == V else UNK)
        for w in sorted(bigrams.get(a, {}), key=lambda w: ids[w]):
            entry_of[a, w] = len(b_prob)
            b_next += ids[w].to_bytes(3, "little")
            b_prob.append(c_bi(log10(bigrams[a][w])))
            b_bo.append(c_bbo(log10(trigram_bo[a, w])) if (a, w) in trigram_bo else 0)
        bigram_start.append(len(b_prob))
    tri_history, tri_start, t_next, t_prob = [], [0], bytearray(), bytearray()
    for entry, (a, b) in sorted((entry_of[h], h) for h in trigrams):
        tri_history.append(entry)
        for w in sorted(trigrams[a, b], key=lambda w: ids[w]):
            t_next += ids[w].to_bytes(3, "little")
            t_prob.append(c_tri(log10(trigrams[a, b][w])))
        tri_start.append(len(t_prob))
    blocks, stream = front_coded([w.encode("utf-8") for w in vocabulary])
    ranked = sorted(range(V), key=lambda i: (-unigrams[vocabulary[i]], i))[:256]

    out = bytearray(b"SKLM") + struct.pack("<I", 1)
    pad = lambda: out.extend(b"\0" * (-len(out) % 4))
    name = language.encode("utf-8")
    out += struct.pack("<I", len(name)) + name
    pad()
    out += struct.pack("<7I", V, len(b_prob), len(tri_history), len(t_prob), len(blocks) - 1, len(stream), len(ranked))
    for table in (q_uni, q_hbo, q_bi, q_bbo, q_tri):
        out += struct.pack("<256f", *table)
    out += struct.pack(f"<{len(blocks)}I", *blocks) + stream
    pad()
    out += bytes(casing[w] for w in vocabulary)
    pad()
    out += bytes(c_uni(log10(unigrams[w])) for w in vocabulary)
    pad()
    out += bytes(c_hbo(log10(history_bo[h])) if h in history_bo else 0 for h in range(V + 2))
    pad()
    out += struct.pack(f"<{len(bigram_start)}I", *bigram_start)
    out += b_next + b_prob + b_bo
    pad()
    out += struct.pack(f"<{len(tri_history)}I", *tri_history) + struct.pack(f"<{len(tri_start)}I", *tri_start)
    out += t_next + t_prob
    pad()
    out += struct.pack(f"<{len(ranked)}I", *ranked)
    counts = dict(words=V, bigrams=len(b_prob), histories=len(tri_history), trigrams=len(t_prob))
    return bytes(out), counts


def build(language, data):
    lexicon = os.path.join(OUT, "..", "LexiconsData", f"{language}.lexicon")
    frequencies = {w: p for w, p, _ in wordcut.wordfreq_rows(os.path.join(data, "wordfreq", f"{language}.tsv"), language)}
    rows = [(w, k, z) for w, k, z in wordcut.lexicon_words(lexicon) if wordcut.is_word(w) and len(w.encode("utf-8")) < 256]
    vocabulary = sorted((w for w, _, _ in rows), key=lambda w: w.encode("utf-8"))
    # wordfreq's own frequency where the list has the word; the lexicon's level (1/8 Zipf) for the rest
    base = {w: frequencies.get(w, 10 ** z / 1e9) for w, _, z in rows}
    total = sum(base.values())
    base = {w: p / total for w, p in base.items()}
    casing = {w: k for w, k, _ in rows}
    sources, described = [], []
    ud = os.path.join(data, "nextword", "ud", f"{language}.txt")
    if os.path.exists(ud):
        sentences = [s for line in open(ud, encoding="utf-8") for s in wordcut.sentences(line, language)]
        sources.append((KneserNey(sentences, set(vocabulary), base), 1.0))
        count = sum(map(len, sentences))
        described.append(f"ud ({count} words) 1")
        # Little text says little: the word frequencies alone weigh (5,000 / words)² against it,
        # so a treebank of a few hundred words (bn, ta, fil, mk) cannot push the model below the
        # frequencies (measured: Bengali top-3 0.5 % without, 3.6 % with).
        sources.append((BaseOnly(base), (5000 / count) ** 2))
        described.append(f"word frequencies {(5000 / count) ** 2:.3g}")
    if language in GBOOKS:
        sources.append((google_books(os.path.join(data, "nextword", "google-books-2grams"), language, base), 1.0))
        described.append("google-books pairs 1")
    if language == "en":
        import cmu_model
        sources.append((cmu_model.read(os.path.join(data, "nextword", "cmu-en-us", "en-us.lm.bin")), 3.0))
        described.append("cmu-en-us 3")
    if not sources:
        sources.append((BaseOnly(base), 1.0))
        described.append("word frequencies only")
    model = mix(sources, vocabulary, base)
    data, counts = encode(language, vocabulary, casing, model)
    budget = 25_000_000 if language == "en" else 3_000_000
    if len(data) > budget:
        model, dropped = prune(model, budget - 20_000, len(data))
        data, counts = encode(language, vocabulary, casing, model)
        described.append(f"{dropped} triples pruned to fit {budget / 1e6:g} MB")
    return data, counts, ", ".join(described)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("data", help="the shared data folder (with wordfreq/ and nextword/)")
    parser.add_argument("--langs")
    args = parser.parse_args()
    lexicons = os.path.join(HERE, "..", "..", "Sources", "Engines", "LexiconsData")
    available = sorted(f[:-8] for f in os.listdir(lexicons) if f.endswith(".lexicon"))
    languages = args.langs.split(",") if args.langs else available
    os.makedirs(OUT, exist_ok=True)
    manifest_path = os.path.join(OUT, "MANIFEST.tsv")
    manifest = {}
    if os.path.exists(manifest_path):
        for line in open(manifest_path, encoding="utf-8"):
            if not line.startswith("#"):
                manifest[line.split("\t")[0]] = line
    for language in languages:
        data, counts, sources = build(language, args.data)
        with open(os.path.join(OUT, f"{language}.lm"), "wb") as fh:
            fh.write(data)
        manifest[language] = "\t".join([language, *(str(counts[k]) for k in ("words", "bigrams", "histories", "trigrams")),
                                        str(len(data)), sources]) + "\n"
        print(f"{language}: {counts}, {len(data)} bytes ({sources})", file=sys.stderr)
    with open(manifest_path, "w", encoding="utf-8", newline="\n") as fh:
        fh.write("# language\twords\tbigrams\ttrigram histories\ttrigrams\tbytes\tsources and weights\n")
        for language in sorted(manifest):
            fh.write(manifest[language])


if __name__ == "__main__":
    main()
