#!/usr/bin/env python3
"""Makes the out-of-domain development sets for Japanese conversion from UD Japanese GSD
(Wikipedia sentences; ../shared/data/japanese/corpus-free/ud-japanese-gsd.seg.txt), cut and read
as ../shared/data/japanese/eval-dev.tsv was made from the Tanaka corpus:

    make_dev_set.py JAPANESE_DATA_DIR OUT_DIR      # needs: pip install sudachipy sudachidict_core

Each sentence (its words joined) is split at punctuation, brackets and spaces; pieces of 4–30
characters made only of hiragana, katakana, ー, 々 and CJK ideographs are kept. Each piece is
tokenised with SudachiPy + SudachiDict core (split mode C) and its tokens' reading forms joined and
made hiragana; a piece whose reading is not pure hiragana and ー is dropped. The distinct pieces,
shuffled with random.Random(20261126), go alternately to OUT_DIR/gsd-dev.tsv (for choosing
parameters) and OUT_DIR/gsd-test.tsv (for reporting only: never tune on it). Lines: reading TAB
surface.

The model never reads GSD (its licence, CC BY-SA 4.0, would make it share-alike), so these
sentences are text unlike the model's: Wikipedia prose against the Tanaka corpus's short
learner sentences. "Contains sentences from UD Japanese GSD (Universal Dependencies), licensed
under CC BY-SA 4.0."
"""
import os
import random
import re
import sys

from sudachipy import dictionary, tokenizer

data, out = sys.argv[1], sys.argv[2]
piece_text = re.compile(r"^[\u3041-\u3096\u30a1-\u30faー々\u4e00-\u9fff\u3400-\u4dbf]{4,30}$")
splitter = re.compile(r"[\s。！？!?、，,.．「」『』（）()\[\]【】〈〉《》・…：:；;〜～\-—―\"'“”‘’]+")
sudachi = dictionary.Dictionary(dict="core").tokenizer()
mode = tokenizer.Tokenizer.SplitMode.C


def hiragana(text):
    return "".join(chr(ord(c) - 0x60) if "\u30a1" <= c <= "\u30f6" else c for c in text)


pieces = []
seen = set()
with open(os.path.join(data, "corpus-free", "ud-japanese-gsd.seg.txt"), encoding="utf-8") as handle:
    for line in handle:
        for piece in splitter.split("".join(line.split())):
            if not piece_text.match(piece) or piece in seen:
                continue
            seen.add(piece)
            reading = hiragana("".join(m.reading_form() for m in sudachi.tokenize(piece, mode)))
            if re.fullmatch(r"[\u3041-\u3096ー]+", reading):
                pieces.append((reading, piece))
pieces.sort(key=lambda p: p[1])
random.Random(20261126).shuffle(pieces)
os.makedirs(out, exist_ok=True)
for name, part in (("gsd-dev.tsv", pieces[0::2]), ("gsd-test.tsv", pieces[1::2])):
    with open(os.path.join(out, name), "w", encoding="utf-8") as handle:
        for reading, piece in part:
            handle.write(f"{reading}\t{piece}\n")
    print(f"{len(part)} pieces → {os.path.join(out, name)}", file=sys.stderr)
