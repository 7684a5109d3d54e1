#!/usr/bin/env python3
"""Writes Layouts/aosp/<id>.json: a layout for every locale and layout of AOSP's LatinIME.

Usage: python3 Layouts/generators/aosp_layouts.py PATH/TO/shared/data/aosp-keyboards

Reads locale-layouts.tsv (which layout each locale uses) and locale-rows.tsv (each locale's
letters per row, its long-press alternates and its shifted rows), AOSP LatinIME tag
android-14.0.0_r50, Apache-2.0 (see Layouts/LICENSES.md), and copies locale-rows.tsv to
Layouts/generators/data/aosp-locale-rows.tsv, which the tests compare every generated layout
with (aosp-layout-ids.tsv beside it says which layout each AOSP locale became). The output is a first draft: DIFFERENCES in Tests/LayoutFileTests/AOSPLayoutsTests.swift
lists where a layout deliberately departs from AOSP, and why.

Decisions, the same for every locale:
- Letters and their order per row are AOSP's; long-press alternates are AOSP's in AOSP's
  order, without the digits AOSP adds as hints for its missing number row (an iOS-style
  keyboard has its digits one tap away, on the numbers layer), in NFC, each once.
- The last letter row gets shift (where the script has case or shifted rows) and backspace: as the shares the device profile gives them
  when the letters leave room (`shift gap … gap backspace`), one letter wide each when they
  do not, and the keyboard is widened by a column when even that does not fit.
- A shifted variant AOSP gives (Greek, Indic, Thai, Lao, Khmer, Georgian, AZERTY) becomes the
  layout's `shifted` layer; letters AOSP leaves small there are capitalised for cased scripts,
  as AOSP does at run time.
- A key typing a combining mark is labelled on a dotted circle (◌ा), as AOSP and iOS draw it.
- Layouts AOSP does not call ASCII-capable (every non-Latin one, and Esperanto, whose q w x y
  are long presses) name en-US as their Latin companion; Arabic, Farsi and Hebrew say rtl.
- Where a locale has two layouts, the first is its default (the second, SECOND, has its
  layout's name in its id).
- Layouts already written by hand (HAND) are left alone.
"""
import csv
import json
import os
import shutil
import sys
import unicodedata

HERE = os.path.dirname(os.path.abspath(__file__))
LAYOUTS = os.path.normpath(os.path.join(HERE, ".."))
TARGET = os.path.join(LAYOUTS, "aosp")

# (AOSP locale, layout set) pairs with a hand-written layout in Layouts/, and pseudo-locales.
HAND = {("en_US", "qwerty"): "en-US", ("en_GB", "qwerty"): "en-GB", ("fr", "azerty"): "fr-FR",
        ("sv", "nordic"): "sv-SE", ("ru", "east_slavic"): "ru-RU"}
SKIP = {("zz", "qwerty")}   # "no language": nothing to type that en-US does not

SCRIPTS = {
    "qwerty": "Latn", "qwertz": "Latn", "azerty": "Latn", "dvorak": "Latn", "colemak": "Latn", "nordic": "Latn", "spanish": "Latn", "swiss": "Latn",
    "serbian_qwertz": "Latn", "uzbek": "Latn",
    "east_slavic": "Cyrl", "south_slavic": "Cyrl", "bulgarian": "Cyrl", "bulgarian_bds": "Cyrl", "mongolian": "Cyrl",
    "greek": "Grek", "arabic": "Arab", "farsi": "Arab", "hebrew": "Hebr", "armenian_phonetic": "Armn",
    "georgian": "Geor", "hindi": "Deva", "hindi_compact": "Deva", "marathi": "Deva", "nepali_romanized": "Deva",
    "nepali_traditional": "Deva", "bengali": "Beng", "bengali_akkhor": "Beng", "tamil": "Taml", "telugu": "Telu",
    "kannada": "Knda", "malayalam": "Mlym", "thai": "Thai", "lao": "Laoo", "khmer": "Khmr",
}
CASED = {"Latn", "Cyrl", "Grek", "Armn"}
RTL = {"Arab", "Hebr"}

# Legacy ISO 639 codes Android keeps.
LANGUAGES = {"iw": "he", "in": "id", "tl": "fil"}

# A second layout for one locale gets its layout's name in its id.
SECOND = {("bg", "bulgarian_bds"): "bds", ("hi", "hindi_compact"): "compact", ("ne_NP", "nepali_traditional"): "traditional",
          ("de", "qwerty"): "qwerty", ("fr", "qwertz"): "qwertz"}

# AOSP's additional subtypes have no rows of their own: a layout's letters with another
# locale's long-press alternates (German on QWERTY, French on QWERTZ), as AOSP combines them.
BORROWED = {("de", "qwerty"): (("en_US", "qwerty"), ("de", "qwertz")), ("fr", "qwertz"): (("de", "qwertz"), ("fr", "azerty")),
            ("en_US", "dvorak"): (("en_US", "dvorak"), ("en_US", "qwerty")), ("en_US", "colemak"): (("en_US", "colemak"), ("en_US", "qwerty"))}

# Layouts AOSP has but gives no locale by default (a user picks them): English on them, with
# en_US's long presses, by layout name.
EXTRA = {"dvorak": "en-US-dvorak", "colemak": "en-US-colemak"}
# AOSP's phone Dvorak rows leave out q and z; a Dvorak keyboard has them around the third row's
# letters (; q j k x b m w v z): here without the semicolon, which the symbols have.
ROW_FIXES = {("en-US-dvorak", "alphabet", 3): "q j k x b m w v z", ("en-US-dvorak", "shifted", 3): "Q J K X B M W V Z"}

# What people call each keyboard, in its own language (written by the SoftKeyboard authors).
NAMES = {
    "af": "Afrikaans", "ar": "العربية", "az-AZ": "Azərbaycan", "be-BY": "Беларуская", "bg": "Български",
    "bg-bds": "Български (БДС)", "bn-BD": "বাংলা (অক্ষর)", "bn-IN": "বাংলা (ভারত)", "ca": "Català", "cs": "Čeština",
    "da": "Dansk", "de": "Deutsch", "de-CH": "Deutsch (Schweiz)", "de-qwerty": "Deutsch (QWERTY)", "el": "Ελληνικά",
    "en-IN": "English (India)", "eo": "Esperanto", "es": "Español", "es-US": "Español (EE. UU.)",
    "es-419": "Español (Latinoamérica)", "et-EE": "Eesti", "eu-ES": "Euskara", "fa": "فارسی", "fi": "Suomi",
    "fil": "Filipino", "fr-CA": "Français (Canada)", "fr-CH": "Français (Suisse)", "fr-qwertz": "Français (QWERTZ)",
    "gl-ES": "Galego", "he": "עברית", "hi": "हिन्दी", "hi-compact": "हिन्दी (कॉम्पैक्ट)", "hr": "Hrvatski",
    "hu": "Magyar", "hy-AM": "Հայերեն (հնչյունային)", "id": "Bahasa Indonesia", "is": "Íslenska", "it": "Italiano",
    "it-CH": "Italiano (Svizzera)", "ka-GE": "ქართული", "kk": "Қазақ тілі", "km-KH": "ខ្មែរ", "kn-IN": "ಕನ್ನಡ",
    "ky": "Кыргызча", "lo-LA": "ລາວ", "lt": "Lietuvių", "lv": "Latviešu", "mk": "Македонски", "ml-IN": "മലയാളം",
    "mn-MN": "Монгол", "mr-IN": "मराठी", "ms-MY": "Bahasa Melayu", "nb": "Norsk bokmål",
    "ne-NP": "नेपाली (रोमनाइज्ड)", "ne-NP-traditional": "नेपाली (परम्परागत)", "nl": "Nederlands",
    "nl-BE": "Nederlands (België)", "pl": "Polski", "pt-BR": "Português (Brasil)", "pt-PT": "Português (Portugal)",
    "ro": "Română", "sk": "Slovenčina", "sl": "Slovenščina", "sr": "Српски", "sr-Latn": "Srpski (latinica)",
    "sw": "Kiswahili", "ta-IN": "தமிழ் (இந்தியா)", "ta-SG": "தமிழ் (சிங்கப்பூர்)", "te-IN": "తెలుగు", "th": "ไทย",
    "tr": "Türkçe", "uk": "Українська", "uz-UZ": "Oʻzbekcha", "vi": "Tiếng Việt", "zu": "isiZulu",
    "en-US-dvorak": "English (Dvorak)", "en-US-colemak": "English (Colemak)",
}

# Where the layout types a currency of its own on the symbols layer. AOSP's own choices
# (`keyspec_currency` in more-keys.tsv, by locale with its region, then language) come first;
# this table is SoftKeyboard's for the rest: the currency of the country the language (or the
# locale's region) is mostly written in. Euro languages get €; Swiss layouts keep $ (the franc
# has no symbol of its own, "CHF" is typed as letters).
EURO = {"de", "fr", "es", "it", "nl", "fi", "el", "et", "lv", "lt", "sk", "sl", "hr", "pt-PT", "ca", "eu", "gl"}
NOT_EURO_REGIONS = {"CH", "US", "419", "CA", "BR"}
CURRENCY_BY_TAG = {"pt-BR": "R$", "en-IN": "₹"}
CURRENCY = {"bg": "лв", "cs": "Kč", "da": "kr", "nb": "kr", "hu": "Ft", "pl": "zł", "ro": "lei", "tr": "₺",
            "uk": "₴", "he": "₪", "hi": "₹", "bn": "৳", "th": "฿", "vi": "₫", "km": "៛", "lo": "₭", "mn": "₮",
            "ka": "₾", "hy": "֏", "az": "₼", "kk": "₸", "fa": "﷼", "is": "kr", "sr": "дин", "mk": "ден", "ky": "сом"}


# Where SoftKeyboard composes the language with an input method of its own: Vietnamese by Telex
# (aa â, dd đ, s f r x j tones), as every Vietnamese keyboard offers. Such a layout gets the
# US keyboard as its Latin companion (URL, email and password fields type plain letters).
INPUT_METHODS = {"vi": "telex"}


def layout_id(locale, layout_set, tag):
    language, _, region = locale.partition("_")
    language = LANGUAGES.get(language, language)
    if tag:
        base = tag
    elif region == "ZZ":
        base = {"sr": "sr-Latn"}.get(language, language)
    else:
        base = language + ("-" + region if region else "")
    if layout_set in EXTRA:
        return EXTRA[layout_set], base
    suffix = SECOND.get((locale, layout_set))
    return (base + "-" + suffix) if suffix else base, base


def parse_long_press(text):
    """'k: a b ; k2: c' → {k: [a, b], k2: [c]}. An alternate that is ';' itself splits the
    list where it stands, so a fragment without 'key: ' continues the previous key's list."""
    entries = []
    for fragment in (f for f in text.split(" ; ") if f.strip()):
        key, sep, alternates = fragment.partition(": ")
        if sep and key and " " not in key:
            entries.append([key, alternates.split()])
        elif entries:
            entries[-1][1] += [";"] + fragment.split()
    result = {}
    for key, alternates in entries:
        kept = []
        for alternate in alternates:
            # Layout files are NFC (AOSP writes ऱ decomposed, य़ precomposed); a repeat (lt's ū) once.
            text = unicodedata.normalize("NFC", alternate.replace("␣", " "))
            if not text.isdigit() and text not in kept:
                kept.append(text)
        if kept:
            result[unicodedata.normalize("NFC", key)] = kept
    return result


def nfc_keys(row):
    return [unicodedata.normalize("NFC", key) for key in row.split()]


def is_mark(text):
    return bool(text) and unicodedata.category(text[0]) in ("Mn", "Mc", "Me")


def shifted_form(text, script):
    """The capital AOSP shows for a letter it lists small in a shifted row: one character for
    one (ß and ΐ keep theirs), and final sigma stays, having no capital of its own (its
    capital Σ is already the σ key's)."""
    if script not in CASED or text == "ς":
        return text
    upper = text.upper()
    return upper if len(upper) == len(text) else text


def currency_of(tag, aosp_currency):
    """The currency key's output for a locale tag, or None for the shared part's $."""
    parts = tag.split("-")
    language, region = parts[0], parts[1] if len(parts) > 1 else None
    for key in ([f"{language}_{region}"] if region else []) + [language]:
        if key in aosp_currency:
            return aosp_currency[key]
    if tag in CURRENCY_BY_TAG:
        return CURRENCY_BY_TAG[tag]
    if region in NOT_EURO_REGIONS:
        return None
    if tag in EURO or language in EURO:
        return "€"
    return CURRENCY.get(language)


def main(folder):
    aosp_currency = {}
    with open(os.path.join(folder, "more-keys.tsv"), encoding="utf-8") as f:
        for r in csv.DictReader(f, delimiter="\t", quoting=csv.QUOTE_NONE):
            if r["key"] == "keyspec_currency" and r["locale"] != "default":
                aosp_currency[{"iw": "he"}.get(r["locale"], r["locale"])] = r["alternates"]
    with open(os.path.join(folder, "locale-layouts.tsv"), encoding="utf-8") as f:
        subtypes = list(csv.DictReader(f, delimiter="\t", quoting=csv.QUOTE_NONE))
    with open(os.path.join(folder, "locale-rows.tsv"), encoding="utf-8") as f:
        rows = list(csv.DictReader(f, delimiter="\t", quoting=csv.QUOTE_NONE))
    # The extra layouts' rows, as locale rows of en_US with their own layout set.
    with open(os.path.join(folder, "layouts.tsv"), encoding="utf-8") as f:
        for r in csv.DictReader(f, delimiter="\t", quoting=csv.QUOTE_NONE):
            if r["layout_name"] in EXTRA:
                rows.append({"locale": "en_US", "layout_set": r["layout_name"], "variant": r["variant"], "row": r["row"], "keys": r["keys"], "long_press": ""})
    subtypes += [{"locale": "en_US", "layout_set": name, "keyboard_layout": name, "ascii_capable": "yes", "language_tag": ""} for name in EXTRA]
    shutil.copyfile(os.path.join(folder, "layouts.tsv"), os.path.join(HERE, "data", "aosp-layouts.tsv"))
    os.makedirs(os.path.join(HERE, "data"), exist_ok=True)
    shutil.copyfile(os.path.join(folder, "locale-rows.tsv"), os.path.join(HERE, "data", "aosp-locale-rows.tsv"))
    if os.path.isdir(TARGET):
        for name in os.listdir(TARGET):
            if name.endswith(".json"):
                os.remove(os.path.join(TARGET, name))
    os.makedirs(TARGET, exist_ok=True)
    written = []
    mapping = []   # AOSP locale, layout set → layout id, for the tests
    for subtype in subtypes:
        pair = (subtype["locale"], subtype["layout_set"])
        if pair in HAND or pair in SKIP:
            continue
        ident, locale_tag = layout_id(*pair, subtype["language_tag"])
        script = SCRIPTS[subtype["keyboard_layout"]]
        letters_from, alternates_from = BORROWED.get(pair, (pair, pair))
        def variants_of(source):
            result = {}
            for r in (r for r in rows if (r["locale"], r["layout_set"]) == source):
                result.setdefault(r["variant"], []).append(r)
            return result
        variants = variants_of(letters_from)
        letters = [nfc_keys(ROW_FIXES.get((ident, "alphabet", int(r["row"])), r["keys"])) for r in sorted(variants["alphabet"], key=lambda r: int(r["row"]))]
        long_press = {}
        for r in variants_of(alternates_from)["alphabet"]:
            long_press.update(parse_long_press(r["long_press"]))
        layers = {"letters": letters}
        if "shifted" in variants:
            shifted = [nfc_keys(ROW_FIXES.get((ident, "shifted", int(r["row"])), r["keys"])) for r in sorted(variants["shifted"], key=lambda r: int(r["row"]))]
            layers["shifted"] = [[shifted_form(k, script) for k in row] for row in shifted]
            for r in variants["shifted"]:
                for key, alternates in parse_long_press(r["long_press"]).items():
                    long_press.setdefault(shifted_form(key, script), [shifted_form(a, script) for a in alternates])

        # Columns, and how the last letter row holds shift and backspace. A script without
        # case and without shifted rows has nothing for shift to do: no shift key, as on
        # iOS's and Firefox OS's Hebrew and Arabic keyboards.
        has_shift = script in CASED or "shifted" in layers
        function_keys = 2 if has_shift else 1
        all_rows = [row for layer in layers.values() for row in layer]
        columns = max(10, max(len(row) for layer in layers.values() for row in layer[:-1]))
        last = max(len(layer[-1]) for layer in layers.values())
        if last > columns - function_keys:
            columns = last + function_keys
        # The device's shares (0.13 each for shift and backspace) leave room for the letters.
        roomy = last <= int(columns * (0.74 if has_shift else 0.87))

        keys = {}
        def define(key):
            entry = {}
            if len(key) > 1 and key not in ("shift", "backspace"):
                entry["output"] = key
            if is_mark(key):
                entry["label"] = "◌" + key
            if key in long_press:
                entry["longPress"] = " ".join(long_press[key])
            if entry:
                keys.setdefault(key, {}).update(entry)
        for row in all_rows:
            for key in row:
                define(key)
        if not roomy:
            if has_shift:
                keys["shift"] = {"width": 1}
            keys["backspace"] = {"width": 1}
        currency = currency_of(locale_tag, aosp_currency)
        if currency:
            keys["currency"] = {"output": currency, "longPress": " ".join(c for c in ["$", "€", "£", "¥", "¢"] if c != currency)}

        def row_text(row, is_last):
            body = " ".join(row)
            if not is_last:
                return body
            if not has_shift:
                return f"gap {body} gap backspace" if roomy else f"{body} backspace"
            return f"shift gap {body} gap backspace" if roomy else f"shift {body} backspace"

        document = {
            "$schema": "../schema/layout.schema.json", "format": 1, "id": ident, "locale": locale_tag,
            "name": NAMES[ident], "script": script,
        }
        if pair not in SECOND and any(other[0] == pair[0] for other in SECOND):
            document["default"] = True   # the first of two layouts for its locale
        if ident in INPUT_METHODS:
            document["inputMethod"] = INPUT_METHODS[ident]
        if script != "Latn" or subtype["ascii_capable"] != "yes" or ident in INPUT_METHODS:
            document["latinCompanion"] = "en-US"
        if script in RTL:
            document["direction"] = "rtl"
        if columns != 10:
            document["columns"] = columns
        document["imports"] = ["shared/base", "shared/symbols"]
        if keys:
            document["keys"] = keys
        document["layers"] = {
            name: {"kind": "letters", "rows": [row_text(row, i == len(rows_) - 1) for i, row in enumerate(rows_)] + ["@bottom"]}
            for name, rows_ in layers.items()
        }
        path = os.path.join(TARGET, f"{ident}.json")
        with open(path, "w", encoding="utf-8") as f:
            f.write(render(document))
        written.append(ident)
        mapping.append((subtype["locale"], subtype["layout_set"], ident, "/".join(letters_from), "/".join(alternates_from)))
    with open(os.path.join(HERE, "data", "aosp-layout-ids.tsv"), "w", encoding="utf-8") as f:
        f.write("locale\tlayout_set\tid\tletters_from\talternates_from\n")
        for row in mapping:
            f.write("\t".join(row) + "\n")
        for (locale, layout_set), ident in sorted(HAND.items()):
            f.write(f"{locale}\t{layout_set}\t{ident}\thand\thand\n")
    print(f"wrote {len(written)} layouts to {os.path.relpath(TARGET)}: {' '.join(written)}")


def render(document):
    """JSON as the hand-written layouts look: one key per line, one row per line."""
    lines = ["{"]
    items = list(document.items())
    for index, (name, value) in enumerate(items):
        comma = "," if index < len(items) - 1 else ""
        if name == "keys":
            lines.append('  "keys": {')
            entries = list(value.items())
            for i, (key, entry) in enumerate(entries):
                lines.append(f"    {json.dumps(key, ensure_ascii=False)}: {json.dumps(entry, ensure_ascii=False)}" + ("," if i < len(entries) - 1 else ""))
            lines.append("  }" + comma)
        elif name == "layers":
            lines.append('  "layers": {')
            layers = list(value.items())
            for i, (layer, body) in enumerate(layers):
                lines.append(f'    {json.dumps(layer)}: {{')
                lines.append(f'      "kind": {json.dumps(body["kind"])},')
                lines.append('      "rows": [')
                for j, row in enumerate(body["rows"]):
                    lines.append(f"        {json.dumps(row, ensure_ascii=False)}" + ("," if j < len(body["rows"]) - 1 else ""))
                lines.append("      ]")
                lines.append("    }" + ("," if i < len(layers) - 1 else ""))
            lines.append("  }" + comma)
        else:
            lines.append(f"  {json.dumps(name)}: {json.dumps(value, ensure_ascii=False)}" + comma)
    lines.append("}")
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    main(sys.argv[1])
