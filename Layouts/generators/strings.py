#!/usr/bin/env python3
"""Writes Layouts/strings.json: the keyboard words of every locale the data covers.

Usage: python3 Layouts/generators/strings.py PATH/TO/shared/data/return-key-labels PATH/TO/shared/data/cldr-locale

Sources (see Layouts/LICENSES.md):
- aosp-action-labels.tsv (AOSP LatinIME, Apache-2.0): go, next, done, send, search, pause, wait.
  These are professional translations and win wherever present.
- keyboardkit-return-labels.tsv (KeyboardKit 9.9.1, MIT): return, space, join, route,
  continue, emergencyCall, and the layer switchers (ABC / 123 / #+=). A cell equal to the
  English value is an untranslated fallback upstream and is left out, so the English word
  comes through the lookup chain instead; the 'en' row is taken whole.
- numbering-systems.tsv (CLDR 41, Unicode licence): each bundled layout locale's default digits
  (`digits`, when not 0-9: Arabic-Indic for Arabic, Devanagari for Marathi and Nepali…) and its
  other digits (`otherDigits`: the native ones where the default is 0-9, as Hindi's; 0-9 where
  the default is native), which the numbers layer's digit keys offer on long press.
- data/aosp-talkback-words.tsv (AOSP LatinIME TalkBack descriptions, Apache-2.0; the file's header
  says where from): the space word (and Hindi's return word) of the locales neither table
  above covers.
- KIT_CORRECTIONS and KIT_DROPPED below: KeyboardKit words corrected or set aside (Latvian
  'levadīt' is 'ievadīt' with its capital I read as l; Indonesian 'Kembali', Swahili 'kurudi' and
  Armenian 'վերադառնալ' mean "go back", and Filipino 'susunod' means "next", not the key that ends a
  line: those show in English).
- MANUAL below: words for locales neither file covers (Korean and Chinese space and return),
  written by the SoftKeyboard authors.
- EMOJI_WORDS below: the emoji keyboard's search field and page titles, written by the
  SoftKeyboard authors for 13 languages.
"""
import csv
import json
import os
import sys

MANUAL = {
    "ko": {"return": "리턴", "space": "스페이스", "toLetters": "한글",
           "join": "참여", "route": "경로", "continue": "계속", "emergencyCall": "긴급 통화"},
    "zh-Hans": {"return": "换行", "space": "空格", "toLetters": "拼音",
                "join": "加入", "route": "路线", "continue": "继续", "emergencyCall": "紧急呼叫"},
    # The zh-Hans titles in traditional characters, for the traditional handwriting keyboard.
    "zh-Hant": {"return": "換行", "space": "空格", "join": "加入", "route": "路線", "continue": "繼續", "emergencyCall": "緊急呼叫"},
    "ja": {"return": "改行", "space": "空白", "join": "参加", "route": "経路", "continue": "続ける", "emergencyCall": "緊急電話",
           "toLetters": "かな"},
    # Return key titles for the seed locales that neither file translates.
    "fr": {"join": "Rejoindre", "route": "Itinéraire", "continue": "Continuer", "emergencyCall": "Appel d’urgence"},
    "sv": {"route": "Rutt", "continue": "Fortsätt", "emergencyCall": "Nödsamtal"},
    "ru": {"route": "Маршрут", "continue": "Продолжить", "emergencyCall": "Экстренный вызов"},
    # German action titles KeyboardKit leaves in English (Apple's German for joining a network
    # is "Verbinden").
    "de": {"decimalSeparator": ",", "join": "Verbinden", "route": "Route", "continue": "Weiter", "emergencyCall": "Notruf"},
    # The Arabic decimal separator where the digits are Arabic-Indic or Persian (the digits
    # themselves come from CLDR's numbering systems: numbering_systems below).
    "ar": {"decimalSeparator": "٫"},
    "fa": {"decimalSeparator": "٫"},
}

# The emoji keyboard's words (the search field and the category page titles, as iOS titles
# them), written by the SoftKeyboard authors for the languages they could check; the others show
# English (Layouts/LICENSES.md). Order: search, recents, people, nature, food, activity, travel,
# objects, symbols, flags.
EMOJI_NAMES = ["search", "recents", "people", "nature", "food", "activity", "travel", "objects", "symbols", "flags"]
EMOJI_WORDS = {
    "en": ["Search Emoji", "Frequently Used", "Smileys & People", "Animals & Nature", "Food & Drink", "Activity",
           "Travel & Places", "Objects", "Symbols", "Flags"],
    "de": ["Emoji suchen", "Häufig benutzt", "Smileys & Personen", "Tiere & Natur", "Essen & Trinken", "Aktivität",
           "Reisen & Orte", "Objekte", "Symbole", "Flaggen"],
    "fr": ["Rechercher des emoji", "Fréquemment utilisés", "Smileys et personnes", "Animaux et nature",
           "Nourriture et boissons", "Activités", "Voyages et lieux", "Objets", "Symboles", "Drapeaux"],
    "es": ["Buscar emoji", "Usados con frecuencia", "Emoticonos y personas", "Animales y naturaleza", "Comida y bebida",
           "Actividades", "Viajes y lugares", "Objetos", "Símbolos", "Banderas"],
    "it": ["Cerca emoji", "Usate di frequente", "Faccine e persone", "Animali e natura", "Cibo e bevande", "Attività",
           "Viaggi e luoghi", "Oggetti", "Simboli", "Bandiere"],
    "pt": ["Buscar emoji", "Usados com frequência", "Carinhas e pessoas", "Animais e natureza", "Comidas e bebidas",
           "Atividades", "Viagens e lugares", "Objetos", "Símbolos", "Bandeiras"],
    "nl": ["Zoek emoji", "Veelgebruikt", "Smileys en personen", "Dieren en natuur", "Eten en drinken", "Activiteiten",
           "Reizen en plaatsen", "Objecten", "Symbolen", "Vlaggen"],
    "sv": ["Sök emoji", "Ofta använda", "Smileys och personer", "Djur och natur", "Mat och dryck", "Aktiviteter",
           "Resor och platser", "Objekt", "Symboler", "Flaggor"],
    "ru": ["Поиск эмодзи", "Часто используемые", "Смайлики и люди", "Животные и природа", "Еда и напитки", "Активность",
           "Путешествия и места", "Предметы", "Символы", "Флаги"],
    "ja": ["絵文字を検索", "よく使う絵文字", "スマイリーと人々", "動物と自然", "食べ物と飲み物", "アクティビティ",
           "旅行と場所", "物", "記号", "旗"],
    "ko": ["이모티콘 검색", "자주 사용하는 항목", "스마일리 및 사람", "동물 및 자연", "음식 및 음료", "활동",
           "여행 및 장소", "사물", "기호", "깃발"],
    "zh-Hans": ["搜索表情符号", "常用", "表情与人物", "动物与自然", "食物与饮料", "活动", "旅行与地点", "物体", "符号", "旗帜"],
    "zh-Hant": ["搜尋表情符號", "常用", "表情符號與人物", "動物與自然", "食物與飲料", "活動", "旅遊與地點", "物品", "符號", "旗幟"],
}

LATIN_DIGITS = "0123456789"


def talkback_words():
    """{locale: {"space": …, "return": …}} from data/aosp-talkback-words.tsv (empty cells left out)."""
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "data", "aosp-talkback-words.tsv")
    with open(path, encoding="utf-8") as f:
        rows = csv.DictReader((line for line in f if not line.startswith("#")), delimiter="\t")
        return {row["locale"]: {k: row[k] for k in ("space", "return") if row[k]} for row in rows}


def numbering_systems(folder):
    """Each bundled layout locale's digits, from CLDR's default and native numbering systems:
    {locale: {"digits": …, "otherDigits": …}} where either differs from 0-9. A layout's tag is
    looked up as it is (bn_IN), then by its language (bn)."""
    table = {}
    with open(os.path.join(folder, "numbering-systems.tsv"), encoding="utf-8") as f:
        for row in csv.DictReader(f, delimiter="\t"):
            # Chinese's native "hanidec" (〇一二三…) is numerals in Han characters, which no
            # keyboard offers as digit keys: left out.
            native = row["native_digits"] if row["native"] != "hanidec" else ""
            table[row["locale"]] = (row["default_digits"], native or row["default_digits"])
    out = {}
    for locale in layout_locales():
        subtags = locale.split("-")
        for key in ("_".join(subtags), subtags[0]):
            if key in table:
                default, native = table[key]
                entry = {}
                if default != LATIN_DIGITS:
                    entry = {"digits": default, "otherDigits": LATIN_DIGITS}
                elif native != LATIN_DIGITS:
                    entry = {"otherDigits": native}
                if entry:
                    out[key.replace("_", "-")] = entry
                break
    return out

# KeyboardKit words that are wrong as they stand (see the docstring).
KIT_CORRECTIONS = {("lv", "return"): "ievadīt"}
KIT_DROPPED = {("id", "return"), ("sw", "return"), ("hy", "return"), ("fil", "return")}

AOSP_COLUMNS = ["go", "next", "done", "send", "search", "pause", "wait"]
KIT_COLUMNS = {"return": "return", "space": "space", "join": "join", "route": "route", "continue": "continue",
               "emergencyCall": "emergencyCall", "switcherAlphabetic": "toLetters",
               "switcherNumeric": "toNumbers", "switcherSymbolic": "toSymbols"}


# The action key's titles (return and space are words iOS writes in lower case, as sources do).
TITLE_FIELDS = ["go", "next", "done", "send", "search", "join", "route", "continue", "emergencyCall"]


def is_cased(word):
    return word[:1].lower() != word[:1].upper()


def capitalise_titles(entry, aosp):
    """Capitalises a locale's action-key titles where its reference titles are capitalised:
    AOSP's, whose translations are the primary source for them, or, where AOSP has none, most
    of the titles themselves. (KeyboardKit writes some in lower case, e.g. Swedish 'anslut'
    beside AOSP's 'Kör'.)"""
    reference = [w for w in (aosp.values() if any(is_cased(w) for w in aosp.values()) else
                             (entry[f] for f in TITLE_FIELDS if f in entry)) if is_cased(w)]
    if not reference:
        return
    if sum(w[0].isupper() for w in reference) * 2 < len(reference):
        return   # a locale whose titles are lower case: a capital is the source's choice, kept
    for field in TITLE_FIELDS:
        word = entry.get(field)
        if word and is_cased(word):
            entry[field] = word[0].upper() + word[1:]


# The words a keyboard shows in its language, as the validator checks them (google and yahoo
# are brand names, English everywhere).
CHECKED = ["return", "space", "go", "next", "done", "send", "search", "join", "route", "continue", "emergencyCall"]


def layout_locales():
    """The locale of every layout in Layouts/ (hand-written and generated)."""
    root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
    locales = set()
    for folder, _, names in os.walk(root):
        if os.path.basename(folder) in ("schema", "shared", "generators", "data"):
            continue
        for name in names:
            if name.endswith(".json") and name not in ("devices.json", "strings.json"):
                with open(os.path.join(folder, name), encoding="utf-8") as f:
                    locale = json.load(f).get("locale")
                if locale:
                    locales.add(locale)
    return sorted(locales)


def mark_untranslated(out):
    """Records, on each layout language's entry, the words no source translates: they show in
    English, and the validator knows it is the data's gap, not a forgotten word. README and
    NOTICE say which locales these are."""
    lower = {k.lower(): k for k in out}
    for locale in layout_locales():
        subtags = locale.split("-")
        # English is the fallback; a keyboard of no language (und, the emoji keyboard) shows the
        # words of the keyboard before it.
        if subtags[0] in ("en", "und"):
            continue
        chain = [lower.get("-".join(subtags[:n]).lower()) for n in range(1, len(subtags) + 1)]
        known = set()
        for key in filter(None, chain):
            known.update(out[key])
        missing = [w for w in CHECKED if w not in known]
        if missing:
            entry = out.setdefault(lower.get(subtags[0], subtags[0]), {})
            entry["untranslated"] = " ".join(sorted(set(entry.get("untranslated", "").split()) | set(missing), key=CHECKED.index))
            lower[subtags[0]] = lower.get(subtags[0], subtags[0])


def tag(locale):
    return locale.replace("_", "-")


def main(folder, locale_folder):
    out = {}
    aosp_titles = {}
    with open(os.path.join(folder, "aosp-action-labels.tsv"), encoding="utf-8") as f:
        for row in csv.DictReader(f, delimiter="\t"):
            entry = out.setdefault(tag(row["locale"]), {})
            for column in AOSP_COLUMNS:
                if row[column].strip():
                    entry[column] = row[column].strip()
                    if column in TITLE_FIELDS:
                        aosp_titles.setdefault(tag(row["locale"]), {})[column] = row[column].strip()
    with open(os.path.join(folder, "keyboardkit-return-labels.tsv"), encoding="utf-8") as f:
        rows = list(csv.DictReader(f, delimiter="\t"))
    english = next(r for r in rows if r["locale"] == "en")
    for row in rows:
        entry = out.setdefault(tag(row["locale"]), {})
        for column, field in KIT_COLUMNS.items():
            value = row[column].strip()
            if not value or (row["locale"] != "en" and value == english[column]):
                continue
            if (tag(row["locale"]), field) in KIT_DROPPED:
                continue
            entry.setdefault(field, KIT_CORRECTIONS.get((tag(row["locale"]), field), value))
    # KeyboardKit names some languages by their one region (he_IL, ga_IE): those words are the
    # language's too, so a layout tagged with the bare language ('he') finds them.
    languages = {}
    for row in rows:
        languages.setdefault(row["locale"].split("_")[0].split("-")[0], []).append(tag(row["locale"]))
    for language, tags in languages.items():
        if len(tags) == 1 and tags[0] != language:
            for field, value in out[tags[0]].items():
                out.setdefault(language, {}).setdefault(field, value)
    # Script-tagged Chinese layouts reach the region-tagged AOSP rows through these aliases.
    for region, script in (("zh-CN", "zh-Hans"), ("zh-TW", "zh-Hant")):
        for field, value in out.get(region, {}).items():
            out.setdefault(script, {}).setdefault(field, value)
    # The decimal pad's separator, for the seed locales that do not use '.'.
    for locale in ("fr", "sv", "ru"):
        MANUAL[locale]["decimalSeparator"] = ","
    for locale, values in talkback_words().items():
        for field, value in values.items():
            out.setdefault(locale, {}).setdefault(field, value)
    for locale, values in MANUAL.items():
        out.setdefault(locale, {}).update(values)
    for locale, values in numbering_systems(locale_folder).items():
        out.setdefault(locale, {}).update(values)
    for locale, entry in out.items():
        capitalise_titles(entry, aosp_titles.get(locale, {}))
    # English keys are lower-case, as iOS writes them on the key (return, go, search…).
    out["en"].update({"return": "return", "space": "space", "go": "go", "join": "join", "route": "route",
                      "continue": "continue", "search": "search", "send": "send", "done": "done", "next": "next",
                      "emergencyCall": "emergency call"})
    for locale, words in EMOJI_WORDS.items():
        assert len(words) == len(EMOJI_NAMES), locale
        out.setdefault(locale, {})["emoji"] = dict(zip(EMOJI_NAMES, words))
    mark_untranslated(out)
    document = {
        "format": 1,
        "sources": [
            "AOSP LatinIME strings-action-keys.xml (lineage-21.0 fb6334e), Apache-2.0",
            "KeyboardKit 9.9.1 Localizable.strings, MIT, Copyright (c) 2016-2025 Daniel Saidi",
            "AOSP LatinIME strings-talkback-descriptions.xml (space and return words), Apache-2.0",
            "digits and otherDigits: Unicode CLDR 41 numbering systems (defaultNumberingSystem, native), Unicode License",
            "Korean, Chinese and Japanese space/return words, join/route/continue/emergencyCall titles for fr, sv, ru, ko, zh-Hans, zh-Hant, ja, and decimal separators: SoftKeyboard authors",
            "the emoji keyboard's words (emoji) for en, de, fr, es, it, pt, nl, sv, ru, ja, ko, zh-Hans, zh-Hant: SoftKeyboard authors",
        ],
        "locales": {k: out[k] for k in sorted(out)},
    }
    target = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "strings.json")
    with open(target, "w", encoding="utf-8") as f:
        json.dump(document, f, ensure_ascii=False, indent=1, sort_keys=False)
        f.write("\n")
    print(f"wrote {len(out)} locales to {os.path.normpath(target)}")


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    main(sys.argv[1], sys.argv[2])
