#!/usr/bin/env python3
"""Builds Sources/InputMethods/ZhuyinModelData/zhuyin.model: McBopomofo's phrases by reading, and
a phrase bigram model from shippable running text, for converting bopomofo to Traditional Chinese.

Usage: python3 Generators/ZhuyinInputMethod/build_model.py PATH/TO/shared/data
           [--law-weight W] [--min-count C] [--discount D] [--output PATH]

Defaults (the shipped model): law weight 0.1 (as the pinyin model's), minimum count 2, D 0.7.
python3 only, no packages; about 2 minutes and 3 GB of memory.

Inputs (provenance and licences in Sources/InputMethods/ZhuyinModelData/NOTICE.md):
- zhuyin/WebData.ts: McBopomofo's language model (MIT): reading -> phrases with log10 probability.
  The file is `const source = \\`{JSON}\\``; keys matching NAMED are symbol tables, not readings.
- zhuyin/associated-phrases-v2.txt (MIT): phrases offered after a character is committed.
- pinyin/corpus-free/*.seg.txt: Simplified Chinese running text whose terms allow shipping derived
  counts, except ud-chinese-pud (the text of zhuyin/eval-dev.tsv, which is never read here). The
  PRC law text (three quarters of it) is weighted --law-weight.
- Sources/InputMethods/ChineseTablesData/TSCharacters.txt: OpenCC's Traditional -> Simplified
  characters, to file each Traditional phrase under its Simplified form ("context word").

The bigram model is over context words: every McBopomofo phrase, converted character by character
to Simplified. Each corpus sentence (a run of Han characters) is segmented into context words by
the highest sum of McBopomofo log probabilities (an unknown character costs -12), and the pairs
counted, with <s> and </s> around each run. Estimates (interpolated absolute discounting):
    P(b|a) = max(c(a b) - D, 0) / c(a .) + gamma(a) P(b),   gamma(a) = D N1+(a .) / c(a .)
    P(b)   = (c(b) + 0.5) / (N + 0.5 V)
Pairs counted fewer than --min-count times (weighted) are left out; what they held goes to
gamma(a), so P(b|a) = gamma(a) P(b) for them. A history never seen uses P(b).

Model file (format 1, little-endian; ZhuyinModel.swift reads it). Sections padded to 4 bytes;
log10 values are int16 thousandths.
  "SKZY" 1
  syllable key: base * 5 + tone, base = consonant + 22 medial + 88 rhyme (numbers from 1 in the
      standard order, 0 none), tone 0 first, 1 second, 2 third, 3 fourth, 4 neutral
  trie over readings: N nodes in breadth-first order, node 0 the root;
      u32 N; u32 childStart[N+1] (the children of node n are nodes childStart[n] ..< childStart[n+1],
      in increasing key); u16 key[N] (the syllable on the edge into the node; 0 for the root)
  entries (a phrase read as the path to a node): u32 entryStart[N+1]; u32 E; u32 phrase[E];
      i16 log10[E] (McBopomofo's probability); within a node by decreasing probability
  phrases: u32 P; u32 offset[P+1]; UTF-8 blob; u32 context[P] (the phrase's context word)
  context words: u32 C (0 is <s>, 1 is </s>); i16 unigram[C] (log10 P(b)); i16 backoff[C]
      (log10 gamma(a); 0 for a history never seen, whose P(b|a) is P(b)); u32 phrase[C] (the
      likeliest phrase filed under the word, what a follow-on shows; 0xFFFFFFFF for <s> and </s>);
      u32 bigramStart[C+1];
      u32 B; u32 second[B] (increasing within a history); i16 log10[B]
  follow-ons: u32 G groups, each u32 character (a Unicode scalar) and u32 key (of its reading),
      sorted by (character, key); u32 start[G+1]; u32 F; u32 entry[F] (entries of the phrases that
      begin with the group's character read so, by decreasing score)
"""
import argparse
import collections
import glob
import json
import math
import os
import re
import struct
import sys

NAMED = re.compile(r'^_(half_punctuation|punctuation|ctrl_punctuation|number|letter|numpad|kana)_')
CONSONANTS = "ㄅㄆㄇㄈㄉㄊㄋㄌㄍㄎㄏㄐㄑㄒㄓㄔㄕㄖㄗㄘㄙ"
MEDIALS = "ㄧㄨㄩ"
RHYMES = "ㄚㄛㄜㄝㄞㄟㄠㄡㄢㄣㄤㄥㄦ"
TONE_MARKS = ["", "ˊ", "ˇ", "ˋ", "˙"]
HAN_RUN = re.compile(r'[\u3400-\u9fff\uf900-\ufaff]+')
UNKNOWN_CHARACTER = -12.0


def key_of_mcbopomofo(pair):
    """McBopomofo's two-character syllable -> our key (base * 5 + tone)."""
    order = (ord(pair[0]) - 48) + 79 * (ord(pair[1]) - 48)
    consonant, medial, rhyme, tone = order % 22, (order // 22) % 4, (order // 88) % 14, order // 1232
    if not (0 <= order < 6160) or tone > 4 or (consonant, medial, rhyme) == (0, 0, 0):
        raise ValueError(f"not a syllable: {pair!r}")
    return (consonant + 22 * medial + 88 * rhyme) * 5 + tone


def key_of_written(syllable):
    """A syllable written in bopomofo (ㄊㄞˊ) -> our key."""
    consonant = medial = rhyme = tone = 0
    for symbol in syllable:
        if symbol in CONSONANTS:
            consonant = CONSONANTS.index(symbol) + 1
        elif symbol in MEDIALS:
            medial = MEDIALS.index(symbol) + 1
        elif symbol in RHYMES:
            rhyme = RHYMES.index(symbol) + 1
        elif symbol in TONE_MARKS[1:]:
            tone = TONE_MARKS.index(symbol)
        else:
            raise ValueError(f"not bopomofo: {syllable!r}")
    return (consonant + 22 * medial + 88 * rhyme) * 5 + tone


def read_lexicon(path):
    """{reading (tuple of keys): [(phrase, log10)]} from WebData.ts."""
    source = open(path, encoding="utf-8").read()
    body = source[source.index("`") + 1:source.rindex("`")]
    body = re.sub(r"\\(.)", lambda m: m.group(1), body)  # the template literal's escapes
    lexicon = {}
    for reading, value in json.loads(body).items():
        if NAMED.match(reading) or len(reading) % 2:
            continue
        try:
            keys = tuple(key_of_mcbopomofo(reading[i:i + 2]) for i in range(0, len(reading), 2))
        except ValueError:
            continue  # the four keys that are tone marks alone
        fields = value.split(" ")
        rows = [(fields[i], float(fields[i + 1])) for i in range(0, len(fields) - 1, 2)]
        lexicon.setdefault(keys, []).extend(rows)
    return lexicon


def read_associated(path):
    """[(phrase, reading keys, score)] of associated-phrases-v2.txt (symbol rows left out)."""
    rows = []
    for line in open(path, encoding="utf-8"):
        if line.startswith("#") or not line.strip():
            continue
        text, score = line.rstrip("\n").rsplit(" ", 1)
        parts = text.split("-")
        if len(parts) % 2 or any(p.startswith("_") for p in parts[1::2]):
            continue
        try:
            keys = tuple(key_of_written(r) for r in parts[1::2])
        except ValueError:
            continue
        rows.append(("".join(parts[0::2]), keys, float(score)))
    return rows


def count_pairs(corpus, words, law_weight):
    """Weighted counts of context words and of pairs, over every shippable corpus file but PUD."""
    longest = max(map(len, words))
    unigrams, pairs = collections.Counter(), collections.Counter()
    for path in sorted(glob.glob(os.path.join(corpus, "*.seg.txt"))):
        name = os.path.basename(path)
        if name.startswith("ud-chinese-pud"):
            continue  # the evaluation text
        weight = law_weight if name.startswith("prc-laws") else 1.0
        local_uni, local_pairs = collections.Counter(), collections.Counter()
        for line in open(path, encoding="utf-8"):
            for run in HAN_RUN.findall(line.replace(" ", "")):
                sequence = ["<s>"] + segment(run, words, longest) + ["</s>"]
                local_uni.update(sequence)
                local_pairs.update(zip(sequence, sequence[1:]))
        for word, count in local_uni.items():
            unigrams[word] += weight * count
        for pair, count in local_pairs.items():
            pairs[pair] += weight * count
        print(f"  {name}: {len(pairs):,} pairs so far", file=sys.stderr, flush=True)
    return unigrams, pairs


def segment(run, words, longest):
    """The split of a run of Han characters into known words with the highest total log10."""
    n = len(run)
    best, back = [0.0] + [-1e18] * n, [0] * (n + 1)
    for i in range(n):
        if best[i] < -1e17:
            continue
        for length in range(1, min(longest, n - i) + 1):
            score = words.get(run[i:i + length])
            if score is None:
                if length > 1:
                    continue
                score = UNKNOWN_CHARACTER
            if best[i] + score > best[i + length]:
                best[i + length], back[i + length] = best[i] + score, i
    out, j = [], n
    while j > 0:
        out.append(run[back[j]:j])
        j = back[j]
    return out[::-1]


def milli(value):
    return max(-32768, min(32767, round(value * 1000)))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("shared_data")
    parser.add_argument("--law-weight", type=float, default=0.1)
    parser.add_argument("--min-count", type=float, default=2.0)
    parser.add_argument("--discount", type=float, default=0.7)
    here = os.path.dirname(os.path.abspath(__file__))
    root = os.path.dirname(os.path.dirname(here))
    parser.add_argument("--output", default=os.path.join(root, "Sources/InputMethods/ZhuyinModelData/zhuyin.model"))
    args = parser.parse_args()

    lexicon = read_lexicon(os.path.join(args.shared_data, "zhuyin/WebData.ts"))
    to_simplified = {}
    for line in open(os.path.join(root, "Sources/InputMethods/ChineseTablesData/TSCharacters.txt"), encoding="utf-8"):
        traditional, simplified = line.rstrip("\n").split("\t")
        to_simplified[traditional] = simplified.split(" ")[0]

    def simplify(text):
        return "".join(to_simplified.get(c, c) for c in text)

    # Phrases and their context words.
    phrases, phrase_id = [], {}
    context_words, context_id = ["<s>", "</s>"], {"<s>": 0, "</s>": 1}
    word_scores = {}
    for rows in lexicon.values():
        for phrase, log10 in rows:
            if phrase not in phrase_id:
                phrase_id[phrase] = len(phrases)
                phrases.append(phrase)
            word = simplify(phrase)
            word_scores[word] = max(word_scores.get(word, -99.0), log10)
    best_phrase = {}
    for rows in lexicon.values():
        for phrase, log10 in rows:
            word = simplify(phrase)
            if word not in best_phrase or (log10, phrase) > best_phrase[word]:
                best_phrase[word] = (log10, phrase)
    for phrase in phrases:
        word = simplify(phrase)
        if word not in context_id:
            context_id[word] = len(context_words)
            context_words.append(word)
    print(f"{len(lexicon):,} readings, {len(phrases):,} phrases, {len(context_words):,} context words", file=sys.stderr)

    unigrams, pairs = count_pairs(os.path.join(args.shared_data, "pinyin/corpus-free"), word_scores, args.law_weight)
    total = sum(unigrams[w] for w in context_words)
    vocabulary = len(context_words)
    unigram = [math.log10((unigrams[w] + 0.5) / (total + 0.5 * vocabulary)) for w in context_words]
    history_total, followers = collections.Counter(), collections.Counter()
    for (a, b), count in pairs.items():
        history_total[a] += count
        followers[a] += 1
    gamma = {a: args.discount * followers[a] / history_total[a] for a in history_total}
    kept = collections.defaultdict(list)
    for (a, b), count in pairs.items():
        if a not in context_id or b not in context_id:
            continue
        if count < args.min_count:
            gamma[a] += max(count - args.discount, 0) / history_total[a]
            continue
        kept[context_id[a]].append((context_id[b], count))
    bigram_start, seconds, bigram_logs = [0], [], []
    for a in range(vocabulary):
        word = context_words[a]
        for b, count in sorted(kept.get(a, [])):
            p = (count - args.discount) / history_total[word] + gamma[word] * 10 ** unigram[b]
            seconds.append(b)
            bigram_logs.append(milli(math.log10(p)))
        bigram_start.append(len(seconds))
    backoff = [milli(math.log10(gamma[w])) if w in gamma else 0 for w in context_words]
    print(f"{len(pairs):,} pairs counted, {len(seconds):,} kept", file=sys.stderr)

    # The reading trie, breadth first.
    children = collections.defaultdict(set)
    for reading in lexicon:
        for i in range(1, len(reading) + 1):
            children[reading[:i - 1]].add(reading[:i])
    order, node_of = [()], {(): 0}
    child_start, keys = [], [0]
    cursor = 0
    while cursor < len(order):
        prefix = order[cursor]
        child_start.append(len(order))
        for child in sorted(children.get(prefix, ()), key=lambda r: r[-1]):
            node_of[child] = len(order)
            order.append(child)
            keys.append(child[-1])
        cursor += 1
    child_start.append(len(order))
    entry_start, entry_phrase, entry_log, entry_of = [0], [], [], {}
    for reading in order:
        rows = {}
        for phrase, log10 in lexicon.get(reading, []):
            rows[phrase] = max(rows.get(phrase, -99.0), log10)
        for phrase, log10 in sorted(rows.items(), key=lambda r: (-r[1], r[0])):
            entry_of[(phrase, reading)] = len(entry_phrase)
            entry_phrase.append(phrase_id[phrase])
            entry_log.append(milli(log10))
        entry_start.append(len(entry_phrase))

    # Follow-ons: the associated phrases that are entries, grouped by their first character's reading.
    groups = collections.defaultdict(list)
    for phrase, reading, score in read_associated(os.path.join(args.shared_data, "zhuyin/associated-phrases-v2.txt")):
        entry = entry_of.get((phrase, reading))
        if entry is not None and len(phrase) == len(reading) and len(phrase) > 1:
            groups[(ord(phrase[0]), reading[0])].append((-score, phrase, entry))
    group_keys = sorted(groups)
    group_start, group_entries = [0], []
    for group in group_keys:
        group_entries.extend(entry for _, _, entry in sorted(groups[group]))
        group_start.append(len(group_entries))

    out = bytearray(b"SKZY")

    def u32(value):
        out.extend(struct.pack("<I", value))

    def array(code, values):
        out.extend(struct.pack(f"<{len(values)}{code}", *values))
        while len(out) % 4:
            out.append(0)

    u32(1)
    u32(len(order))
    array("I", child_start)
    array("H", keys)
    array("I", entry_start)
    u32(len(entry_phrase))
    array("I", entry_phrase)
    array("h", entry_log)
    blob = bytearray()
    offsets = [0]
    for phrase in phrases:
        blob.extend(phrase.encode("utf-8"))
        offsets.append(len(blob))
    u32(len(phrases))
    array("I", offsets)
    array("B", blob)
    array("I", [context_id[simplify(p)] for p in phrases])
    u32(vocabulary)
    array("h", [milli(u) for u in unigram])
    array("h", backoff)
    array("I", [0xFFFFFFFF] * 2 + [phrase_id[best_phrase[w][1]] for w in context_words[2:]])
    array("I", bigram_start)
    u32(len(seconds))
    array("I", seconds)
    array("h", bigram_logs)
    u32(len(group_keys))
    array("I", [v for group in group_keys for v in group])
    array("I", group_start)
    u32(len(group_entries))
    array("I", group_entries)
    os.makedirs(os.path.dirname(args.output), exist_ok=True)
    with open(args.output, "wb") as f:
        f.write(out)
    print(f"{args.output}: {len(out):,} bytes; {len(order):,} nodes, {len(entry_phrase):,} entries, "
          f"{len(seconds):,} bigrams, {len(group_keys):,} follow-on groups ({len(group_entries):,} phrases)", file=sys.stderr)


if __name__ == "__main__":
    main()
