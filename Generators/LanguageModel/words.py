"""Words as the keyboard cuts them, for counting running text.

A word is a run of letters (L*), marks (M*) and digits (N*), with an apostrophe (' or U+2019) or a
zero-width (non-)joiner between two such characters belonging to it; a run holding a digit is not a
word and is left out (the session predicts nothing after `2019`). `.`, `!`, `?` and `…` followed by
white space or the line's end end a sentence (`U.S.` does not). Words are NFC, lower case (Turkish
and Azerbaijani fold I to ı and İ to i), with U+2019 written as '. `Sources/Engines/LanguageModel/FORMAT.md` says the same for the reader's side.
"""
import unicodedata

INNER = ("'", "\u2019", "\u200c", "\u200d")
ENDS = ".!?\u2026"


def _kind(c):
    category = unicodedata.category(c)[0]
    if category in "LM":
        return "letter"
    if category == "N":
        return "digit"
    return None


def fold(word, language):
    if language in ("tr", "az"):
        word = word.replace("I", "\u0131").replace("\u0130", "i")
    return word.lower()


def sentences(line, language):
    """The sentences of one line of text, each a list of folded words."""
    text = unicodedata.normalize("NFC", line).replace("\u2019", "'")
    result, current = [], []
    i, n = 0, len(text)
    while i < n:
        kind = _kind(text[i])
        if kind is None:
            if text[i] in ENDS and current and (i + 1 == n or text[i + 1].isspace()):
                result.append(current)
                current = []
            i += 1
            continue
        start, has_digit = i, kind == "digit"
        i += 1
        while i < n:
            kind = _kind(text[i])
            if kind is not None:
                has_digit = has_digit or kind == "digit"
                i += 1
            elif text[i] in INNER and i + 1 < n and _kind(text[i + 1]) is not None:
                i += 1
            else:
                break
        if not has_digit:
            current.append(fold(text[start:i], language))
    if current:
        result.append(current)
    return result


def wordfreq_rows(path, language):
    """(word, probability, casing) for every word of a wordfreq list that is not a known typo;
    casing 0 as written, 1 capitalised, 2 upper case (the list's Hunspell flag)."""
    counts, casing = {}, {}
    for line in open(path, encoding="utf-8"):
        fields = line.rstrip("\n").split("\t")
        word, per_billion = unicodedata.normalize("NFC", fields[0]), int(fields[1])
        flag = fields[3] if len(fields) > 3 else ""
        if flag == "0":
            continue
        word = fold(word, language)
        counts[word] = counts.get(word, 0) + max(per_billion, 1)
        casing.setdefault(word, 1 if flag == "C" else 2 if flag == "U" else 0)
    total = sum(counts.values())
    return [(word, count / total, casing[word]) for word, count in counts.items()]


def is_word(word):
    """Whether the keyboard cuts `word` as one word: letters and marks, with apostrophes or
    joiners only between them (no digit, hyphen or period)."""
    if not word or _kind(word[0]) != "letter" or _kind(word[-1]) != "letter":
        return False
    return all(_kind(c) == "letter" or c in INNER for c in word)


def lexicon_words(path):
    """(word, kind, zipf) for every target word of one of our lexicons (format 1, specified in
    Generators/Autocorrection/build_lexicons.py): kind 0 accepted as written, 1 capitalised,
    2 upper case."""
    import struct
    data = open(path, "rb").read()
    if data[:4] != b"SKLX" or struct.unpack_from("<I", data, 4)[0] != 1:
        raise SystemExit(f"{path}: not a format-1 lexicon")
    pos = 8
    (length,) = struct.unpack_from("<I", data, pos)
    pos += 4 + length
    pos += -pos % 4
    (letters,) = struct.unpack_from("<I", data, pos)
    alphabet = struct.unpack_from(f"<{letters}I", data, pos + 4)
    pos += 4 + 4 * letters + letters + 1
    pos += -pos % 4
    words, _, nodes = struct.unpack_from("<III", data, pos)
    pos += 12
    result, stack = [], [(0, "")]
    while stack:
        node, text = stack.pop()
        record = data[pos + 7 * node:pos + 7 * node + 7]
        start = record[0] | record[1] << 8 | record[2] << 16
        symbol, word = record[4], record[6]
        if symbol:
            text += chr(alphabet[symbol - 1])
        if word and word >> 6 != 3:
            result.append((text, word >> 6, 8.5 - (word & 63) / 8))
        stack.extend((child, text) for child in range(start, start + record[3]))
    return result
