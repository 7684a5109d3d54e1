"""Interpolated modified Kneser–Ney (Chen & Goodman 1998) for a trigram model over a fixed vocabulary.

Each sentence is counted as <s> w1 … wn (no end token: a keyboard never predicts the end of a
sentence). Words outside the vocabulary count as <unk>, which is a history but never predicted.
The lowest order is interpolated with a base distribution (the language's word frequencies) instead
of the uniform one, so every word of the vocabulary has a probability.
"""
from collections import Counter, defaultdict

BOS, UNK = "<s>", "<unk>"


class KneserNey:
    def __init__(self, sentences, vocabulary, base):
        self.base = base
        counts = {1: Counter(), 2: Counter(), 3: Counter()}
        for sentence in sentences:
            tokens = [BOS] + [w if w in vocabulary else UNK for w in sentence]
            for i in range(1, len(tokens)):
                counts[2][tokens[i - 1], tokens[i]] += 1
                if i >= 2:
                    counts[3][tokens[i - 2], tokens[i - 1], tokens[i]] += 1
        # Lower orders count the distinct words before (continuation counts), except where the
        # history starts the sentence: nothing can precede <s>, so its pairs keep their counts.
        self.counts = {3: counts[3], 2: Counter(), 1: Counter()}
        for (_, v, w) in counts[3]:
            self.counts[2][v, w] += 1
        for (v, w), n in counts[2].items():
            if v == BOS:
                self.counts[2][v, w] = n
        for (v, w) in counts[2]:
            self.counts[1][(w,)] += 1
        self.discounts = {n: self._discounts(self.counts[n]) for n in (1, 2, 3)}
        # Per history: the total, and how many followers were seen once, twice, three times or more.
        self.histories = {n: {} for n in (1, 2, 3)}
        self.followers = {n: defaultdict(list) for n in (1, 2, 3)}
        for n in (1, 2, 3):
            for gram, c in self.counts[n].items():
                stats = self.histories[n].setdefault(gram[:-1], [0, 0, 0, 0])
                stats[0] += c
                stats[min(c, 3)] += 1
                self.followers[n][gram[:-1]].append(gram[-1])

    @staticmethod
    def _discounts(counts):
        """D1, D2, D3+ from the counts of counts (Chen & Goodman's estimates)."""
        n = Counter(c for c in counts.values() if c <= 4)
        y = n[1] / (n[1] + 2 * n[2]) if n[1] + n[2] else 0.5
        d = (1 - 2 * y * n[2] / n[1] if n[1] else 0.5,
             2 - 3 * y * n[3] / n[2] if n[2] else 1.0,
             3 - 4 * y * n[4] / n[3] if n[3] else 1.5)
        return tuple(min(max(x, 0.05), i + 1) for i, x in enumerate(d))

    def _level(self, n, history, word, lower):
        stats = self.histories[n].get(history)
        if stats is None:
            return lower
        d = self.discounts[n]
        c = self.counts[n].get(history + (word,), 0)
        gamma = (d[0] * stats[1] + d[1] * stats[2] + d[2] * stats[3]) / stats[0]
        return (max(c - d[min(c, 3) - 1], 0) / stats[0] if c else 0) + gamma * lower

    def prob(self, word, history):
        """P(word | history), history a tuple of the words before (the last two are read)."""
        p = self._level(1, (), word, self.base.get(word, 0.0))
        if history:
            p = self._level(2, history[-1:], word, p)
        if len(history) >= 2:
            p = self._level(3, history[-2:], word, p)
        return p

    def knows(self, history):
        return True

    def explicit(self, history):
        """The words seen after exactly this history (one or two words)."""
        return self.followers[len(history) + 1].get(tuple(history), [])

    def histories_of(self, order):
        """Every history of `order` - 1 words that has followers."""
        return list(self.followers[order])
