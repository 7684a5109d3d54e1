"""Reads CMU Sphinx's binary trigram model (`en-us.lm.bin`, sphinxbase's "Trie Language Model"),
written from the format as ../shared/data/nextword/README.md describes it: a reversed trie (the
predicted word owns the range of its histories), bit-packed entries, 16-bit indices into tables
of quantised values, log values in base 1.0001.

    model = read("…/en-us.lm.bin")
    model.unigrams["the"]          # (log10 P, log10 back-off)
    model.bigrams["of", "the"]     # (log10 P(the | of), log10 back-off of "of the")
    model.trigrams["one", "of", "the"]
"""
import math, struct
import numpy as np

MAGIC = b"Trie Language Model"
TO_LOG10 = math.log10(1.0001)


class CMUModel:
    def __init__(self, unigrams, bigrams, trigrams):
        self.unigrams, self.bigrams, self.trigrams = unigrams, bigrams, trigrams
        self._bigram_followers = None
        self._trigram_followers = None

    def logprob(self, word, history):
        """Katz back-off: log10 P(word | history), None for a word outside the vocabulary."""
        if word not in self.unigrams:
            return None
        backoff = 0.0
        if len(history) >= 2:
            found = self.trigrams.get((history[-2], history[-1], word))
            if found is not None:
                return found
            backoff = self.bigrams.get((history[-2], history[-1]), (0.0, 0.0))[1]
        if history:
            found = self.bigrams.get((history[-1], word))
            if found is not None:
                return found[0] + backoff
            backoff += self.unigrams.get(history[-1], (0.0, 0.0))[1]
        return self.unigrams[word][0] + backoff

    def prob(self, word, history):
        lp = self.logprob(word, history)
        return 0.0 if lp is None else 10.0 ** lp

    def knows(self, history):
        return not history or history[-1] in self.unigrams

    def explicit(self, history):
        if self._bigram_followers is None:
            self._bigram_followers, self._trigram_followers = {}, {}
            for a, b in self.bigrams:
                self._bigram_followers.setdefault((a,), []).append(b)
            for a, b, c in self.trigrams:
                self._trigram_followers.setdefault((a, b), []).append(c)
        table = self._bigram_followers if len(history) == 1 else self._trigram_followers
        return table.get(tuple(history), [])

    def histories_of(self, order):
        self.explicit(("",))
        return list((self._bigram_followers if order == 2 else self._trigram_followers).keys())


def _fields(buffer, count, width, offset, bits):
    """`count` bit fields of `bits` bits, entry i's at bit i * width + offset (little-endian)."""
    starts = np.arange(count, dtype=np.int64) * width + offset
    first = starts >> 3
    value = np.zeros(count, dtype=np.uint64)
    for j in range(8):
        value |= buffer[first + j].astype(np.uint64) << np.uint64(8 * j)
    value >>= (starts & 7).astype(np.uint64)
    return (value & np.uint64((1 << bits) - 1)).astype(np.int64)


def read(path):
    data = open(path, "rb").read()
    if not data.startswith(MAGIC) or data[len(MAGIC)] != 3:
        raise SystemExit(f"{path}: not a trigram 'Trie Language Model'")
    pos = len(MAGIC) + 1
    allocated = struct.unpack_from("<3I", data, pos)
    pos += 12 + 4                                     # counts, then the former quantisation type
    tables = np.frombuffer(data, "<f4", 3 * 65536, pos).astype(np.float64) * TO_LOG10
    bigram_probs, bigram_backoffs, trigram_probs = tables[:65536], tables[65536:131072], tables[131072:]
    pos += 3 * 65536 * 4
    words = allocated[0]
    uni = np.frombuffer(data, np.dtype([("p", "<f4"), ("b", "<f4"), ("next", "<u4")]), words + 1, pos)
    pos += uni.nbytes
    buffer = np.frombuffer(data, np.uint8)
    word_bits = words.bit_length()
    next_bits = allocated[2].bit_length()
    width2 = word_bits + 32 + next_bits
    size2 = ((1 + allocated[1]) * width2 + 7) // 8 + 8
    start2, start3 = pos, pos + size2
    width3 = word_bits + 16
    size3 = ((1 + allocated[2]) * width3 + 7) // 8 + 8
    pos = start3 + size3
    (length,) = struct.unpack_from("<i", data, pos)
    vocabulary = data[pos + 4:pos + 4 + length].decode("utf-8").split("\0")[:words]

    bigram_count = int(uni["next"][-1])
    b2 = buffer[start2:start2 + size2]
    previous = _fields(b2, bigram_count, width2, 0, word_bits)
    backoff = bigram_backoffs[_fields(b2, bigram_count, width2, word_bits, 16)]
    prob = bigram_probs[_fields(b2, bigram_count, width2, word_bits + 16, 16)]
    child = _fields(b2, bigram_count + 1, width2, word_bits + 32, next_bits)
    predicted = np.searchsorted(uni["next"].astype(np.int64), np.arange(bigram_count), side="right") - 1

    trigram_count = int(child[-1])
    b3 = buffer[start3:start3 + size3]
    two_back = _fields(b3, trigram_count, width3, 0, word_bits)
    prob3 = trigram_probs[_fields(b3, trigram_count, width3, word_bits, 16)]
    owner = np.searchsorted(child, np.arange(trigram_count), side="right") - 1

    v = vocabulary
    unigrams = {v[i]: (float(p) * TO_LOG10, float(b) * TO_LOG10) for i, (p, b) in enumerate(zip(uni["p"][:words], uni["b"][:words]))}
    bigrams = {(v[a], v[b]): (p, o) for a, b, p, o in zip(previous.tolist(), predicted.tolist(), prob.tolist(), backoff.tolist())}
    prev_of, pred_of = previous[owner].tolist(), predicted[owner].tolist()
    trigrams = {(v[a], v[b], v[c]): p for a, b, c, p in zip(two_back.tolist(), prev_of, pred_of, prob3.tolist())}
    return CMUModel(unigrams, bigrams, trigrams)
