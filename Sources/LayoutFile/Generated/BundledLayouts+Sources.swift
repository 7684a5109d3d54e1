// Generated from Layouts/ by Sources/LayoutFile/Generator/embed_layouts.py; do not edit.
// Regenerate with: python3 Sources/LayoutFile/Generator/embed_layouts.py

extension BundledLayouts {
    /// The files of `Layouts/`, by path under that folder.
    public static let sources: [LayoutSource] = [
        LayoutSource(path: "devices.json", displayPath: "Layouts/devices.json", text: #"""
{
  "$schema": "./schema/devices.schema.json",
  "format": 1,
  "devices": {
    "iphone-classic": {
      "name": "iPhone, classic (320 pt wide)",
      "idiom": "phone",
      "portrait": {
        "width": 320, "height": 216, "keyGap": 6, "rowGap": 12,
        "widths": { "shift": 0.13, "backspace": 0.13, "return": 0.25, "function": 0.123 }
      },
      "landscape": {
        "width": 480, "height": 162, "keyGap": 5, "rowGap": 8,
        "widths": { "shift": 0.13, "backspace": 0.13, "return": 0.195, "function": 0.095 }
      }
    },
    "iphone": {
      "name": "iPhone (375 pt wide)",
      "idiom": "phone",
      "portrait": {
        "width": 375, "height": 291, "keyGap": 6, "rowGap": 12,
        "insets": { "top": 8, "left": 0, "bottom": 67, "right": 0 },
        "widths": { "shift": 0.13, "backspace": 0.13, "return": 0.25, "function": 0.123 }
      },
      "landscape": {
        "width": 667, "height": 200, "keyGap": 5, "rowGap": 7,
        "insets": { "top": 4, "left": 0, "bottom": 34, "right": 0 },
        "widths": { "shift": 0.13, "backspace": 0.13, "return": 0.195, "function": 0.095 }
      }
    },
    "ipad": {
      "name": "iPad, classic (768 pt wide)",
      "idiom": "tablet",
      "portrait": {
        "width": 768, "height": 264, "keyGap": 12, "rowGap": 12,
        "insets": { "top": 6, "left": 6, "bottom": 6, "right": 6 },
        "widths": { "shift": 0.1, "backspace": 0.1, "return": 0.14, "function": 0.1 }
      },
      "landscape": {
        "width": 1024, "height": 352, "keyGap": 14, "rowGap": 16,
        "insets": { "top": 8, "left": 8, "bottom": 8, "right": 8 },
        "widths": { "shift": 0.1, "backspace": 0.1, "return": 0.14, "function": 0.1 }
      }
    }
  }
}
"""#),
        LayoutSource(path: "en-GB.json", displayPath: "Layouts/en-GB.json", text: #"""
{
  "$schema": "./schema/layout.schema.json",
  "format": 1,
  "id": "en-GB",
  "locale": "en-GB",
  "name": "English (UK)",
  "extends": "en-US",
  "keys": {
    "currency": { "output": "£", "longPress": "$ € ¥ ₩ ₽ ¢" }
  }
}
"""#),
        LayoutSource(path: "en-US.json", displayPath: "Layouts/en-US.json", text: #"""
{
  "$schema": "./schema/layout.schema.json",
  "format": 1,
  "id": "en-US",
  "locale": "en-US",
  "name": "English (US)",
  "script": "Latn",
  "default": true,
  "imports": ["shared/base", "shared/symbols", "shared/aosp/en"],
  "layers": {
    "letters": {
      "kind": "letters",
      "rows": [
        "q w e r t y u i o p",
        "a s d f g h j k l",
        "shift gap z x c v b n m gap backspace",
        "@bottom"
      ]
    }
  }
}
"""#),
        LayoutSource(path: "fr-FR-qwerty.json", displayPath: "Layouts/fr-FR-qwerty.json", text: #"""
{
  "$schema": "./schema/layout.schema.json",
  "format": 1,
  "id": "fr-FR-qwerty",
  "locale": "fr-FR",
  "name": "Français (QWERTY)",
  "extends": "fr-FR",
  "layers": {
    "letters": {
      "kind": "letters",
      "rows": [
        "q w e r t y u i o p",
        "a s d f g h j k l",
        "shift gap z x c v b n m gap backspace",
        "@bottom"
      ]
    }
  }
}
"""#),
        LayoutSource(path: "fr-FR.json", displayPath: "Layouts/fr-FR.json", text: #"""
{
  "$schema": "./schema/layout.schema.json",
  "format": 1,
  "id": "fr-FR",
  "locale": "fr-FR",
  "name": "Français (AZERTY)",
  "script": "Latn",
  "default": true,
  "imports": ["shared/base", "shared/symbols", "shared/aosp/fr"],
  "keys": {
    "'": { "shifted": "?", "longPress": "‚ ‘ ’ ‹ ›" },
    "currency": { "output": "€", "longPress": "$ £ ¥ ₩ ₽ ¢" }
  },
  "layers": {
    "letters": {
      "kind": "letters",
      "rows": [
        "a z e r t y u i o p",
        "q s d f g h j k l m",
        "shift gap w x c v b n ' gap backspace",
        "@bottom"
      ]
    }
  }
}
"""#),
        LayoutSource(path: "ko-KR.json", displayPath: "Layouts/ko-KR.json", text: #"""
{
  "$schema": "./schema/layout.schema.json",
  "format": 1,
  "id": "ko-KR",
  "locale": "ko-KR",
  "name": "한국어 (두벌식)",
  "script": "Hang",
  "default": true,
  "inputMethod": "hangul",
  "latinCompanion": "en-US",
  "imports": ["shared/base", "shared/symbols"],
  "keys": {
    "currency": { "output": "₩", "longPress": "$ € £ ¥ ¢" }
  },
  "layers": {
    "letters": {
      "kind": "letters",
      "rows": [
        "ㅂ ㅈ ㄷ ㄱ ㅅ ㅛ ㅕ ㅑ ㅐ ㅔ",
        "ㅁ ㄴ ㅇ ㄹ ㅎ ㅗ ㅓ ㅏ ㅣ",
        "shift gap ㅋ ㅌ ㅊ ㅍ ㅠ ㅜ ㅡ gap backspace",
        "@bottom"
      ]
    },
    "shifted": {
      "kind": "letters",
      "rows": [
        "ㅃ ㅉ ㄸ ㄲ ㅆ ㅛ ㅕ ㅑ ㅒ ㅖ",
        "ㅁ ㄴ ㅇ ㄹ ㅎ ㅗ ㅓ ㅏ ㅣ",
        "shift gap ㅋ ㅌ ㅊ ㅍ ㅠ ㅜ ㅡ gap backspace",
        "@bottom"
      ]
    }
  }
}
"""#),
        LayoutSource(path: "ru-RU.json", displayPath: "Layouts/ru-RU.json", text: #"""
{
  "$schema": "./schema/layout.schema.json",
  "format": 1,
  "id": "ru-RU",
  "locale": "ru-RU",
  "name": "Русская (ЙЦУКЕН)",
  "script": "Cyrl",
  "default": true,
  "latinCompanion": "en-US",
  "columns": 11,
  "imports": ["shared/base", "shared/symbols", "shared/aosp/ru"],
  "keys": {
    "currency": { "output": "₽", "longPress": "$ € £ ¥ ¢" },
    "shift": { "width": 1 },
    "backspace": { "width": 1 }
  },
  "layers": {
    "letters": {
      "kind": "letters",
      "rows": [
        "й ц у к е н г ш щ з х",
        "ф ы в а п р о л д ж э",
        "shift я ч с м и т ь б ю backspace",
        "@bottom"
      ]
    }
  }
}
"""#),
        LayoutSource(path: "shared/aosp/en.json", displayPath: "Layouts/shared/aosp/en.json", text: #"""
{
  "$schema": "../../schema/layout.schema.json",
  "format": 1,
  "keys": {
    "e": {"longPress": "é è ê ë ē"},
    "u": {"longPress": "ú û ü ù ū"},
    "i": {"longPress": "í î ï ī ì"},
    "o": {"longPress": "ó ô ö ò œ ø ō õ"},
    "a": {"longPress": "à á â ä æ ã å ā"},
    "s": {"longPress": "ß"},
    "c": {"longPress": "ç"},
    "n": {"longPress": "ñ"}
  }
}
"""#),
        LayoutSource(path: "shared/aosp/fr.json", displayPath: "Layouts/shared/aosp/fr.json", text: #"""
{
  "$schema": "../../schema/layout.schema.json",
  "format": 1,
  "keys": {
    "a": {"longPress": "à â æ á ä ã å ā ª"},
    "e": {"longPress": "é è ê ë ę ė ē"},
    "y": {"longPress": "ÿ"},
    "u": {"longPress": "ù û ü ú ū"},
    "i": {"longPress": "î ï ì í į ī"},
    "o": {"longPress": "ô œ ö ò ó õ ø ō º"},
    "c": {"longPress": "ç ć č"},
    "'": {"longPress": "‚ ‘ ’ ‹ ›"}
  }
}
"""#),
        LayoutSource(path: "shared/aosp/ru.json", displayPath: "Layouts/shared/aosp/ru.json", text: #"""
{
  "$schema": "../../schema/layout.schema.json",
  "format": 1,
  "keys": {
    "е": {"longPress": "ё"},
    "ь": {"longPress": "ъ"}
  }
}
"""#),
        LayoutSource(path: "shared/aosp/sv.json", displayPath: "Layouts/shared/aosp/sv.json", text: #"""
{
  "$schema": "../../schema/layout.schema.json",
  "format": 1,
  "keys": {
    "e": {"longPress": "é è ê ë ę"},
    "r": {"longPress": "ř"},
    "t": {"longPress": "ť þ"},
    "y": {"longPress": "ý ÿ"},
    "u": {"longPress": "ü ú ù û ū"},
    "i": {"longPress": "í ì î ï"},
    "o": {"longPress": "ö ø œ ó ò ô õ ō"},
    "a": {"longPress": "ä å æ á à â ą ã"},
    "s": {"longPress": "ś š ş ß"},
    "d": {"longPress": "ð ď"},
    "l": {"longPress": "ł"},
    "ö": {"longPress": "ø œ"},
    "ä": {"longPress": "æ"},
    "z": {"longPress": "ź ž ż"},
    "c": {"longPress": "ç ć č"},
    "n": {"longPress": "ń ñ ň"}
  }
}
"""#),
        LayoutSource(path: "shared/base.json", displayPath: "Layouts/shared/base.json", text: #"""
{
  "$schema": "../schema/layout.schema.json",
  "format": 1,
  "imports": ["shared/keys", "shared/pads"]
}
"""#),
        LayoutSource(path: "shared/keys.json", displayPath: "Layouts/shared/keys.json", text: #"""
{
  "$schema": "../schema/layout.schema.json",
  "format": 1,
  "keys": {
    "shift": { "action": "shift" },
    "backspace": { "action": "backspace" },
    "return": { "action": "return" },
    "space": { "action": "space" },
    "mode": { "action": "mode" },
    "globe": { "action": "nextKeyboard" },
    "gap": { "action": "spacer" },
    "dot-com": { "output": ".com", "longPress": ".org .net .edu .us .co.uk", "width": "fill" }
  },
  "bottomRows": {
    "default": "mode globe space return",
    "URL": "mode globe . / dot-com return",
    "emailAddress": "mode globe space @ . return",
    "twitter": "mode globe @ space # return",
    "webSearch": "mode globe space . return"
  }
}
"""#),
        LayoutSource(path: "shared/pads.json", displayPath: "Layouts/shared/pads.json", text: ##"""
{
  "$schema": "../schema/layout.schema.json",
  "format": 1,
  "keys": {
    "pad-1": { "output": "1" },
    "pad-2": { "output": "2", "sublabel": "ABC" },
    "pad-3": { "output": "3", "sublabel": "DEF" },
    "pad-4": { "output": "4", "sublabel": "GHI" },
    "pad-5": { "output": "5", "sublabel": "JKL" },
    "pad-6": { "output": "6", "sublabel": "MNO" },
    "pad-7": { "output": "7", "sublabel": "PQRS" },
    "pad-8": { "output": "8", "sublabel": "TUV" },
    "pad-9": { "output": "9", "sublabel": "WXYZ" },
    "pad-0": { "output": "0", "longPress": "+" },
    "pad-decimal": { "output": "$decimalSeparator" },
    "pad-backspace": { "action": "backspace", "width": 1 },
    "pad-mode": { "action": "mode", "width": 1 },
    "pad-star": { "output": "*" },
    "pad-hash": { "output": "#" },
    "pad-plus": { "output": "+" },
    "pad-minus": { "output": "-" },
    "pad-open": { "output": "(" },
    "pad-close": { "output": ")" },
    "pad-slash": { "output": "/" },
    "phone-pause": { "output": ",", "label": "$pause" },
    "phone-wait": { "output": ";", "label": "$wait" },
    "phone-symbols": { "action": "layer", "layer": "phoneSymbols", "label": "+*#", "width": 1 },
    "phone-digits": { "action": "layer", "layer": "phonePad", "label": "123", "width": 1 }
  },
  "layers": {
    "numberPad": {
      "kind": "pad",
      "rows": ["pad-1 pad-2 pad-3", "pad-4 pad-5 pad-6", "pad-7 pad-8 pad-9", "gap pad-0 pad-backspace"]
    },
    "decimalPad": {
      "kind": "pad",
      "rows": ["pad-1 pad-2 pad-3", "pad-4 pad-5 pad-6", "pad-7 pad-8 pad-9", "pad-decimal pad-0 pad-backspace"]
    },
    "phonePad": {
      "kind": "pad",
      "rows": ["pad-1 pad-2 pad-3", "pad-4 pad-5 pad-6", "pad-7 pad-8 pad-9", "phone-symbols pad-0 pad-backspace"]
    },
    "phoneSymbols": {
      "kind": "pad",
      "rows": ["pad-star pad-hash pad-plus", "phone-pause phone-wait pad-minus", "pad-open pad-close pad-slash", "phone-digits pad-0 pad-backspace"]
    },
    "namePhonePad": {
      "kind": "pad",
      "rows": ["pad-1 pad-2 pad-3", "pad-4 pad-5 pad-6", "pad-7 pad-8 pad-9", "pad-mode pad-0 pad-backspace"]
    }
  }
}
"""##),
        LayoutSource(path: "shared/symbols-fullwidth.json", displayPath: "Layouts/shared/symbols-fullwidth.json", text: #"""
{
  "$schema": "../schema/layout.schema.json",
  "format": 1,
  "keys": {
    "to-symbols": { "action": "layer", "layer": "symbols", "label": "$toSymbols" },
    "to-numbers": { "action": "layer", "layer": "numbers", "label": "$toNumbers" },
    "currency": { "output": "￥", "longPress": "¥ $ € £ ₩" },
    "fw-ellipsis": { "output": "……", "label": "…", "width": 1.4 },
    "fw-comma": { "output": "，", "width": 1.4 },
    "fw-full-stop": { "output": "。", "width": 1.4 },
    "fw-question": { "output": "？", "width": 1.4 },
    "fw-exclamation": { "output": "！", "width": 1.4 },
    "fw-dash": { "output": "——", "label": "—" }
  },
  "layers": {
    "numbers": {
      "kind": "numbers",
      "rows": [
        "1 2 3 4 5 6 7 8 9 0",
        "- / ： ； （ ） currency @ “ ”",
        "to-symbols gap fw-full-stop fw-comma 、 fw-question fw-exclamation gap backspace",
        "@bottom"
      ]
    },
    "symbols": {
      "kind": "numbers",
      "rows": [
        "【 】 ｛ ｝ # % ^ * + =",
        "_ fw-dash \\ ｜ ～ 《 》 $ & ·",
        "to-numbers gap fw-ellipsis fw-comma ‘ ’ fw-question gap backspace",
        "@bottom"
      ]
    }
  }
}
"""#),
        LayoutSource(path: "shared/symbols.json", displayPath: "Layouts/shared/symbols.json", text: #"""
{
  "$schema": "../schema/layout.schema.json",
  "format": 1,
  "keys": {
    "to-symbols": { "action": "layer", "layer": "symbols", "label": "$toSymbols" },
    "to-numbers": { "action": "layer", "layer": "numbers", "label": "$toNumbers" },
    "currency": { "output": "$", "longPress": "₽ ¥ € ¢ £ ₩" },
    "0": { "longPress": "°" },
    "-": { "longPress": "– — •" },
    "/": { "longPress": "\\" },
    "&": { "longPress": "§" },
    "\"": { "longPress": "„ “ ” « »" },
    "%": { "longPress": "‰" },
    "wide-period": { "output": ".", "longPress": "…", "width": 1.4 },
    "wide-comma": { "output": ",", "width": 1.4 },
    "wide-question": { "output": "?", "longPress": "¿", "width": 1.4 },
    "wide-exclamation": { "output": "!", "longPress": "¡", "width": 1.4 },
    "wide-apostrophe": { "output": "'", "longPress": "‘ ’ `", "width": 1.4 }
  },
  "layers": {
    "numbers": {
      "kind": "numbers",
      "rows": [
        "1 2 3 4 5 6 7 8 9 0",
        "- / : ; ( ) currency & @ \"",
        "to-symbols gap wide-period wide-comma wide-question wide-exclamation wide-apostrophe gap backspace",
        "@bottom"
      ]
    },
    "symbols": {
      "kind": "numbers",
      "rows": [
        "[ ] { } # % ^ * + =",
        "_ \\ | ~ < > € £ ¥ •",
        "to-numbers gap wide-period wide-comma wide-question wide-exclamation wide-apostrophe gap backspace",
        "@bottom"
      ]
    }
  }
}
"""#),
        LayoutSource(path: "strings.json", displayPath: "Layouts/strings.json", text: ##"""
{
 "format": 1,
 "sources": [
  "AOSP LatinIME strings-action-keys.xml (lineage-21.0 fb6334e), Apache-2.0",
  "KeyboardKit 9.9.1 Localizable.strings, MIT, Copyright (c) 2016-2025 Daniel Saidi",
  "Korean and Chinese space/return words, join/route/continue/emergencyCall titles for fr, sv, ru, ko, zh-Hans, and decimal separators: SoftKeyboard authors"
 ],
 "locales": {
  "af": {
   "go": "Gaan",
   "next": "Volg.",
   "done": "Klaar",
   "send": "Stuur",
   "search": "Soek",
   "pause": "Laat wag",
   "wait": "Wag"
  },
  "am": {
   "go": "ሂድ",
   "next": "ቀጣይ",
   "done": "ተደርጓል",
   "send": "ላክ",
   "search": "ፈልግ",
   "pause": "ቆም በል",
   "wait": "ጠብቅ"
  },
  "ar": {
   "go": "ذهاب",
   "next": "تالٍ",
   "done": "تم",
   "send": "إرسال",
   "search": "بحث",
   "pause": "توقف",
   "wait": "انتظر",
   "return": "↳",
   "space": "مسافة",
   "toLetters": "ا‌ب‌ج",
   "toNumbers": "١٢٣"
  },
  "as": {
   "go": "যাওক",
   "next": "পৰৱৰ্তী",
   "done": "হ’ল",
   "send": "পঠিয়াওক",
   "search": "সন্ধান",
   "pause": "পজ কৰক",
   "wait": "ৰ'ব"
  },
  "az": {
   "go": "Keç",
   "next": "Növbəti",
   "done": "Hazırdır",
   "send": "Göndər",
   "search": "Axtarış",
   "pause": "Pauza",
   "wait": "Gözlə",
   "return": "↵",
   "space": "Boşluq",
   "join": "Qoşul",
   "route": "Marşrut",
   "continue": "Davam",
   "emergencyCall": "Təcili Zəng",
   "toLetters": "abc"
  },
  "be": {
   "go": "Пачаць",
   "next": "Далей",
   "done": "Гатова",
   "send": "Адпр.",
   "pause": "Паўза",
   "wait": "Чакаць",
   "return": "↵",
   "space": "прабел",
   "toLetters": "АБВ"
  },
  "bg": {
   "go": "Старт",
   "next": "Напред",
   "done": "Готово",
   "send": "Изпр.",
   "search": "Търсене",
   "pause": "Пауза",
   "wait": "Изчакв.",
   "return": "нов ред",
   "space": "интервал",
   "toLetters": "АБВ"
  },
  "bn": {
   "go": "যান",
   "next": "পরবর্তী",
   "done": "সম্পন্ন",
   "send": "পাঠান",
   "search": "সন্ধান",
   "pause": "বিরাম",
   "wait": "অপেক্ষা করুন",
   "return": "↳",
   "space": "স্পেস",
   "join": "যোগ দিন",
   "route": "রুট",
   "continue": "চালিয়ে যান",
   "emergencyCall": "জরুরি কল",
   "toNumbers": "১২৩"
  },
  "bs": {
   "go": "Kreni",
   "next": "Naprijed",
   "done": "Gotovo",
   "send": "Pošalji",
   "search": "Traži",
   "pause": "Pauza",
   "wait": "Sačekaj"
  },
  "ca": {
   "go": "Ves",
   "next": "Seg.",
   "done": "Fet",
   "send": "Envia",
   "search": "Cerca",
   "pause": "Posa en pausa",
   "wait": "Esp.",
   "return": "retorn",
   "space": "espai"
  },
  "chr": {
   "return": "ᎥᎦᎷᎩ",
   "space": "ᎦᎳᏅᏓᏗᏍᎩ"
  },
  "ckb": {
   "return": "↳",
   "space": "بۆشایی",
   "toLetters": "ا‌ب‌ج",
   "toNumbers": "١٢٣"
  },
  "cs": {
   "go": "Jít",
   "next": "Další",
   "done": "OK",
   "send": "Odes.",
   "search": "Hledat",
   "pause": "Pauza",
   "wait": "Čekat",
   "return": "Enter",
   "space": "Mezerník"
  },
  "cv": {
   "return": "кӗртни",
   "space": "сиктерчӗк",
   "join": "ҫыхӑнтарас",
   "route": "маршрут",
   "continue": "малалла тy",
   "emergencyCall": "авари лару-тӑрӑвӗ",
   "toLetters": "АӐБ"
  },
  "cy": {
   "return": "dychwelyd",
   "space": "gofod",
   "join": "ymuno",
   "route": "llwybr",
   "continue": "parhau"
  },
  "da": {
   "go": "Start",
   "next": "Næste",
   "done": "Udfør",
   "send": "Send",
   "search": "Søg",
   "pause": "Pause",
   "wait": "Vent",
   "return": "Retur",
   "space": "Mellemrum"
  },
  "de": {
   "go": "Los",
   "next": "Weiter",
   "done": "Fertig",
   "send": "Senden",
   "search": "Suchen",
   "pause": "Pause",
   "wait": "Warten",
   "return": "⮐",
   "space": "Leerzeichen",
   "decimalSeparator": ","
  },
  "el": {
   "go": "Εμπρός",
   "next": "Επόμενο",
   "done": "Τέλος",
   "send": "Αποστολή",
   "search": "Αναζήτηση",
   "pause": "Παύση",
   "wait": "Αναμονή",
   "return": "↵",
   "space": "διάστημα",
   "toLetters": "ABΓ"
  },
  "en": {
   "go": "Go",
   "next": "Next",
   "done": "Done",
   "send": "Send",
   "search": "Search",
   "pause": "Pause",
   "wait": "Wait",
   "return": "return",
   "space": "space",
   "join": "Join",
   "route": "Route",
   "continue": "Continue",
   "emergencyCall": "Emergency Call",
   "toLetters": "ABC",
   "toNumbers": "123",
   "toSymbols": "#+="
  },
  "en-AU": {
   "go": "Go",
   "next": "Next",
   "done": "Done",
   "send": "Send",
   "search": "Search",
   "pause": "Pause",
   "wait": "Wait"
  },
  "en-CA": {
   "go": "Go",
   "next": "Next",
   "done": "Done",
   "send": "Send",
   "search": "Search",
   "pause": "Pause",
   "wait": "Wait"
  },
  "en-GB": {
   "go": "Go",
   "next": "Next",
   "done": "Done",
   "send": "Send",
   "search": "Search",
   "pause": "Pause",
   "wait": "Wait"
  },
  "en-IN": {
   "go": "Go",
   "next": "Next",
   "done": "Done",
   "send": "Send",
   "search": "Search",
   "pause": "Pause",
   "wait": "Wait"
  },
  "es": {
   "go": "Ir",
   "next": "Siguiente",
   "done": "Listo",
   "send": "Enviar",
   "search": "Buscar",
   "pause": "Pausar",
   "wait": "Espera",
   "return": "intro",
   "space": "espacio",
   "join": "Conectar",
   "route": "Ruta",
   "continue": "Continuar"
  },
  "es-US": {
   "go": "Ir",
   "next": "Sig.",
   "done": "Listo",
   "send": "Env.",
   "search": "Buscar",
   "pause": "Pausa",
   "wait": "Esp."
  },
  "et": {
   "go": "Mine",
   "next": "Edasi",
   "done": "Valmis",
   "send": "Saada",
   "search": "Otsing",
   "pause": "Peata",
   "wait": "Oota",
   "return": "Sisestus",
   "space": "Tühik"
  },
  "eu": {
   "go": "Joan",
   "next": "Hurrengoa",
   "done": "Eginda",
   "send": "Bidali",
   "search": "Bilatu",
   "pause": "Pausatu",
   "wait": "Itxaron"
  },
  "fa": {
   "go": "رفتن",
   "next": "بعدی",
   "done": "اتمام",
   "send": "ارسال",
   "search": "جستجو",
   "pause": "مکث",
   "wait": "انتظار",
   "return": "↳",
   "space": "فاصله",
   "toLetters": "ا‌ب‌ج",
   "toNumbers": "۱۲۳"
  },
  "fi": {
   "go": "Siir.",
   "next": "Seur.",
   "done": "Valm.",
   "send": "Läh.",
   "search": "Haku",
   "pause": "Tauko",
   "wait": "Odota",
   "return": "rivinvaihto",
   "space": "väli"
  },
  "fil": {
   "go": "Go",
   "next": "Sunod",
   "done": "Tapos",
   "send": "Send",
   "search": "Maghanap",
   "pause": "Pause",
   "wait": "Intay",
   "return": "susunod"
  },
  "fo": {
   "return": "reglubrot",
   "space": "millumrúm",
   "toLetters": "AÁB"
  },
  "fr": {
   "go": "Accès",
   "next": "Suiv.",
   "done": "OK",
   "send": "Envoyer",
   "search": "Rech.",
   "pause": "Pause",
   "wait": "Attente",
   "return": "retour",
   "space": "espace",
   "join": "Rejoindre",
   "route": "Itinéraire",
   "continue": "Continuer",
   "emergencyCall": "Appel d’urgence",
   "decimalSeparator": ","
  },
  "fr-CA": {
   "go": "Aller",
   "next": "Suiv.",
   "done": "Term.",
   "send": "Env.",
   "search": "Rech.",
   "pause": "Pause",
   "wait": "Att."
  },
  "ga-IE": {
   "return": "ar ais",
   "space": "spás"
  },
  "gl": {
   "go": "Ir",
   "next": "Seg.",
   "done": "Feito",
   "send": "Enviar",
   "search": "Buscar",
   "pause": "Pausa",
   "wait": "Espera"
  },
  "gu": {
   "go": "જાઓ",
   "next": "આગલું",
   "done": "થઈ ગયું",
   "send": "મોકલો",
   "search": "શોધ",
   "pause": "થોભો",
   "wait": "રાહ જુઓ"
  },
  "haw": {
   "return": "Kāhoʻi",
   "space": "Kaʻahua"
  },
  "he": {
   "go": "התחל",
   "next": "הבא",
   "done": "בוצע",
   "send": "שלח",
   "search": "חיפוש",
   "pause": "השהה",
   "wait": "המתן"
  },
  "he-IL": {
   "return": "↳",
   "space": "רווח",
   "toLetters": "אבג"
  },
  "hi": {
   "go": "जाएं",
   "next": "अगला",
   "done": "हो गया",
   "send": "भेजें",
   "search": "सर्च",
   "pause": "रोकें",
   "wait": "प्रतीक्षा करें"
  },
  "hr": {
   "go": "Kreni",
   "next": "Dalje",
   "done": "Got.",
   "send": "Poš.",
   "search": "Traži",
   "pause": "Pauz.",
   "wait": "Čekaj",
   "return": "↵",
   "space": "Razmaknica"
  },
  "hu": {
   "go": "Mehet",
   "next": "Köv.",
   "done": "Kész",
   "send": "Küld",
   "search": "Keresés",
   "pause": "Állj",
   "wait": "Vár",
   "return": "Return",
   "space": "Szóköz"
  },
  "hu-ZZ": {
   "go": "Mehet",
   "next": "Köv.",
   "done": "Kész",
   "send": "Küld",
   "search": "Keresés",
   "pause": "Állj",
   "wait": "Vár"
  },
  "hy": {
   "go": "Առաջ",
   "next": "Հաջորդը",
   "done": "Պատրաստ է",
   "send": "Ուղարկել",
   "search": "Որոնում",
   "pause": "Դադարեցնել",
   "wait": "Սպասել",
   "return": "վերադառնալ",
   "space": "բացատ",
   "join": "Միանալ",
   "toLetters": "ԱԲԳ"
  },
  "id": {
   "go": "Buka",
   "next": "Lanjut",
   "done": "Beres",
   "send": "Kirim",
   "search": "Telusur",
   "pause": "Jeda",
   "wait": "Tunggu",
   "return": "Kembali",
   "space": "Spasi"
  },
  "is": {
   "go": "Áfram",
   "next": "Næsta",
   "done": "Lokið",
   "send": "Senda",
   "search": "Leita",
   "pause": "Hlé",
   "wait": "Bíða",
   "return": "Venda",
   "space": "Bil"
  },
  "it": {
   "go": "Vai",
   "next": "Succ.",
   "done": "Fine",
   "send": "Invia",
   "search": "Cerca",
   "pause": "Pausa",
   "wait": "Attendi",
   "return": "invio",
   "space": "spazio"
  },
  "ja": {
   "go": "実行",
   "next": "次へ",
   "done": "完了",
   "send": "送信",
   "search": "検索",
   "pause": "停止",
   "wait": "待機"
  },
  "ka": {
   "go": "გად.",
   "next": "შემდ.",
   "done": "დასრ.",
   "send": "გაგზ.",
   "search": "ძიება",
   "pause": "პაუზა",
   "wait": "მოცდა",
   "return": "შეყვანა",
   "space": "ჰარი",
   "toLetters": "ა"
  },
  "kk": {
   "go": "Өту",
   "next": "Келесі",
   "done": "Дайын",
   "send": "Жіберу",
   "search": "Іздеу",
   "pause": "Кідірту",
   "wait": "Күту",
   "return": "⮐",
   "space": "бос орын",
   "toLetters": "АБВ"
  },
  "km": {
   "go": "ទៅ",
   "next": "បន្ទាប់",
   "done": "រួចរាល់",
   "send": "ផ្ញើ",
   "search": "ស្វែងរក",
   "pause": "ផ្អាក",
   "wait": "រង់ចាំ"
  },
  "kn": {
   "go": "ಹೋಗು",
   "next": "ಮುಂದೆ",
   "done": "ಮುಗಿದಿದೆ",
   "send": "ಕಳುಹಿಸು",
   "search": "ಹುಡುಕಾಟ",
   "pause": "ವಿರಾಮಗೊಳಿಸು",
   "wait": "ನಿರೀಕ್ಷಿಸು"
  },
  "ko": {
   "go": "이동",
   "next": "다음",
   "done": "완료",
   "send": "전송",
   "search": "검색",
   "pause": "중지",
   "wait": "대기",
   "return": "리턴",
   "space": "스페이스",
   "toLetters": "한글",
   "join": "참여",
   "route": "경로",
   "continue": "계속",
   "emergencyCall": "긴급 통화"
  },
  "ky": {
   "go": "Өтүү",
   "next": "Кийинки",
   "done": "Аткарылды",
   "send": "Жөнөтүү",
   "search": "Издөө",
   "pause": "Бир аз токт",
   "wait": "Күтүү"
  },
  "lo": {
   "go": "ໄປ",
   "next": "ຕໍ່ໄປ",
   "done": "Done",
   "send": "ສົ່ງ",
   "search": "ຊອກຫາ",
   "pause": "ຢຸດຊົ່ວຄາວ",
   "wait": "ລໍຖ້າ"
  },
  "lt": {
   "go": "Prad.",
   "next": "Kitas",
   "done": "Atl.",
   "send": "Siųs.",
   "search": "Paieška",
   "pause": "Pris.",
   "wait": "Lauk.",
   "return": "Vykdyti",
   "space": "Tarpas"
  },
  "lv": {
   "go": "Sākt",
   "next": "Tālāk",
   "done": "Gatavs",
   "send": "Sūtīt",
   "search": "Meklēt",
   "pause": "Pauze",
   "wait": "Gaidīt",
   "return": "levadīt",
   "space": "Atstarpe"
  },
  "mk": {
   "go": "Оди",
   "next": "Следно",
   "done": "Готово",
   "send": "Прати",
   "search": "Барај",
   "pause": "Пауза",
   "wait": "Чекај",
   "return": "↵",
   "space": "Празно место",
   "toLetters": "АБВ"
  },
  "ml": {
   "go": "പോകുക",
   "next": "അടുത്തത്",
   "done": "പൂർത്തിയായി",
   "send": "അയയ്‌ക്കുക",
   "search": "തിരയുക",
   "pause": "താൽക്കാലികമായി നിർത്തുക",
   "wait": "കാത്തിരിക്കുക"
  },
  "mn": {
   "go": "Очих",
   "next": "Дараах",
   "done": "Дууссан",
   "send": "Илгээх",
   "search": "Хайлт",
   "pause": "Түр зогсоох",
   "wait": "Хүлээх",
   "return": "↵",
   "space": "зай",
   "toLetters": "АБВ"
  },
  "mr": {
   "go": "जा",
   "next": "पुढील",
   "done": "पूर्ण झाले",
   "send": "पाठवा",
   "search": "शोधा",
   "pause": "विराम द्या",
   "wait": "प्रतीक्षा करा"
  },
  "ms": {
   "go": "Pergi",
   "next": "Slps",
   "done": "Siap",
   "send": "Hntr",
   "search": "Carian",
   "pause": "Jeda",
   "wait": "Tggu",
   "return": "⮐",
   "space": "Space"
  },
  "mt": {
   "return": "↵",
   "space": "spazju"
  },
  "my": {
   "go": "သွားပါ",
   "next": "ရှေ့",
   "done": "လုပ်ပြီး",
   "send": "ပို့ရန်",
   "search": "ရှာဖွေရန်",
   "pause": "ဆိုင်းငံ့ရန်",
   "wait": "စောင့်ဆိုင်းရန်"
  },
  "nb": {
   "go": "Utfør",
   "next": "Neste",
   "done": "Ferdig",
   "send": "Send",
   "search": "Søk",
   "pause": "Pause",
   "wait": "Vent",
   "return": "retur",
   "space": "mellomrom",
   "join": "Koble til",
   "route": "Rute",
   "continue": "Fortsett"
  },
  "ne": {
   "go": "जानु",
   "next": "अर्को",
   "done": "भयो",
   "send": "पठाउनुहोस्",
   "search": "खोजी गर्नुहोस्",
   "pause": "रोक्नुहोस्",
   "wait": "पर्खनुहोस्"
  },
  "nl": {
   "go": "Ga",
   "next": "Volg.",
   "done": "Gereed",
   "send": "Verz.",
   "search": "Zoeken",
   "pause": "Pauze",
   "wait": "Wacht",
   "space": "spatie"
  },
  "nn": {
   "return": "retur",
   "space": "mellomrom",
   "join": "kople til",
   "route": "rute",
   "continue": "fortsett"
  },
  "pa": {
   "go": "ਜਾਓ",
   "next": "ਅੱਗੇ",
   "done": "ਹੋ ਗਿਆ",
   "send": "ਭੇਜੋ",
   "search": "ਖੋਜੋ",
   "pause": "ਰੋਕੋ",
   "wait": "ਉਡੀਕ ਕਰੋ"
  },
  "pl": {
   "go": "OK",
   "next": "Dalej",
   "done": "Gotowe",
   "send": "Wyślij",
   "search": "Szukaj",
   "pause": "Pauza",
   "wait": "Czekaj",
   "space": "spacja"
  },
  "pt": {
   "go": "Ir",
   "next": "Próx.",
   "done": "Conc.",
   "send": "Env.",
   "search": "Pesquisar",
   "pause": "Pausa",
   "wait": "Esp."
  },
  "pt-BR": {
   "return": "retorno",
   "space": "espaço"
  },
  "pt-PT": {
   "go": "Ok",
   "next": "Seg.",
   "done": "Conc.",
   "send": "Env.",
   "search": "Pesquisar",
   "pause": "Pausa",
   "wait": "Esp.",
   "return": "enter",
   "space": "espaço"
  },
  "ro": {
   "go": "Start",
   "next": "Înai.",
   "done": "Gata",
   "send": "Trim.",
   "search": "Căutați",
   "pause": "Pauză",
   "wait": "Așt.",
   "return": "↵",
   "space": "Spațiu"
  },
  "ru": {
   "go": "ОК",
   "next": "Далее",
   "done": "Готово",
   "send": "Отправить",
   "search": "Поиск",
   "pause": "Пауза",
   "wait": "Пауза",
   "return": "Ввод",
   "space": "Пробел",
   "join": "Подкл.",
   "toLetters": "АБВ",
   "route": "Маршрут",
   "continue": "Продолжить",
   "emergencyCall": "Экстренный вызов",
   "decimalSeparator": ","
  },
  "se": {
   "return": "↵",
   "space": "gaska",
   "join": "searvva",
   "route": "ruvtu"
  },
  "si": {
   "go": "යන්න",
   "next": "මීළඟ",
   "done": "හරි",
   "send": "යවන්න",
   "search": "සොයන්න",
   "pause": "විරාමය",
   "wait": "රැඳීම"
  },
  "sk": {
   "go": "Ísť",
   "next": "Ďalej",
   "done": "OK",
   "send": "Posl.",
   "search": "Hľadať",
   "pause": "Pauza",
   "wait": "Čakať",
   "return": "Enter",
   "space": "Medzerník"
  },
  "sl": {
   "go": "Pojdi",
   "next": "Napr.",
   "done": "Konec",
   "send": "Pošl.",
   "search": "Iskanje",
   "pause": "Zaus.",
   "wait": "Čakaj",
   "return": "↵",
   "space": "Preslednica"
  },
  "smn": {
   "return": "raddalâs",
   "space": "koskâ",
   "join": "seervâ",
   "route": "sunde",
   "continue": "juáđhi"
  },
  "sq": {
   "go": "Shko",
   "next": "Përpara",
   "done": "U krye!",
   "send": "Dërgo",
   "search": "Kërko",
   "pause": "Pauzë",
   "wait": "Prit!",
   "return": "↵",
   "space": "hapësirë"
  },
  "sr": {
   "go": "Иди",
   "next": "След",
   "done": "Готов",
   "send": "Шаљи",
   "search": "Тражи",
   "pause": "Пауза",
   "wait": "Чекај",
   "return": "↵",
   "space": "размак",
   "toLetters": "АБВ"
  },
  "sr-Latn": {
   "go": "Idi",
   "next": "Sled",
   "done": "Gotov",
   "send": "Šalji",
   "search": "Traži",
   "pause": "Pauza",
   "wait": "Čekaj",
   "return": "↵",
   "space": "razmak"
  },
  "sv": {
   "go": "Kör",
   "next": "Nästa",
   "done": "Klart",
   "send": "Sänd",
   "search": "Sökning",
   "pause": "Pausa",
   "wait": "Vänta",
   "return": "retur",
   "space": "mellanslag",
   "join": "Anslut",
   "route": "Rutt",
   "continue": "Fortsätt",
   "emergencyCall": "Nödsamtal",
   "decimalSeparator": ","
  },
  "sw": {
   "go": "Nenda",
   "next": "Inayofuata",
   "done": "Nimemaliza",
   "send": "Tuma",
   "search": "Tafuta",
   "pause": "Sitisha",
   "wait": "Subiri",
   "return": "kurudi",
   "space": "nafasi"
  },
  "ta": {
   "go": "செல்",
   "next": "அடுத்து",
   "done": "முடிந்தது",
   "send": "அனுப்பு",
   "search": "தேடு",
   "pause": "இடைநிறுத்து",
   "wait": "காத்திரு"
  },
  "te": {
   "go": "వెళ్లు",
   "next": "తర్వాత",
   "done": "పూర్తి",
   "send": "పంపు",
   "search": "వెతుకు",
   "pause": "పాజ్ చేయి",
   "wait": "వేచి ఉ."
  },
  "tg": {
   "return": "wižīvdow",
   "space": "sêpc",
   "join": "piδembtow",
   "route": "půnd",
   "continue": "dawům δa",
   "emergencyCall": "Zalul Zangen"
  },
  "th": {
   "go": "เริ่ม",
   "next": "ถัดไป",
   "done": "เสร็จ",
   "send": "ส่ง",
   "search": "ค้นหา",
   "pause": "หยุด",
   "wait": "รอ"
  },
  "tr": {
   "go": "Git",
   "next": "İleri",
   "done": "Bitti",
   "send": "Gönder",
   "search": "Arama",
   "pause": "Dur",
   "wait": "Bekle",
   "return": "Geç",
   "space": "Boşluk"
  },
  "uk": {
   "go": "Іти",
   "next": "Далі",
   "done": "ОК",
   "send": "Слати",
   "search": "Пошук",
   "pause": "Пауза",
   "wait": "Ждати",
   "return": "↵",
   "space": "Пробiл",
   "toLetters": "АБВ"
  },
  "ur": {
   "go": "جائیں",
   "next": "اگلا",
   "done": "ہوگیا",
   "send": "بھیجیں",
   "search": "تلاش",
   "pause": "موقوف",
   "wait": "انتظار"
  },
  "uz": {
   "go": "OK",
   "next": "Keyingisi",
   "done": "Tayyor",
   "send": "Yuborish",
   "search": "Qidiruv",
   "pause": "Pauza",
   "wait": "Kutish",
   "return": "⮐",
   "space": "bo‘shliq"
  },
  "vi": {
   "go": "Tìm",
   "next": "Tiếp",
   "done": "Xong",
   "send": "Gửi",
   "search": "Tìm kiếm",
   "pause": "Tdừng",
   "wait": "Đợi",
   "return": "nhập",
   "space": "dấu cách",
   "join": "Kết nối",
   "route": "Đ.tuyến",
   "continue": "Tiếp tục",
   "emergencyCall": "Cuộc Gọi Khẩn Cấp"
  },
  "zh-CN": {
   "go": "前往",
   "next": "下个",
   "done": "完成",
   "send": "发送",
   "search": "搜索",
   "pause": "暂停",
   "wait": "等待"
  },
  "zh-HK": {
   "go": "前往",
   "next": "下一步",
   "done": "完成",
   "send": "傳送",
   "search": "搜尋",
   "pause": "暫停",
   "wait": "等候"
  },
  "zh-Hans": {
   "go": "前往",
   "next": "下个",
   "done": "完成",
   "send": "发送",
   "search": "搜索",
   "pause": "暂停",
   "wait": "等待",
   "return": "换行",
   "space": "空格",
   "toLetters": "拼音",
   "join": "加入",
   "route": "路线",
   "continue": "继续",
   "emergencyCall": "紧急呼叫"
  },
  "zh-Hant": {
   "go": "執行",
   "next": "繼續",
   "done": "完成",
   "send": "傳送",
   "search": "搜尋",
   "pause": "暫停",
   "wait": "等待",
   "return": "換行",
   "space": "空格"
  },
  "zh-TW": {
   "go": "執行",
   "next": "繼續",
   "done": "完成",
   "send": "傳送",
   "search": "搜尋",
   "pause": "暫停",
   "wait": "等待"
  },
  "zu": {
   "go": "Hamba",
   "next": "Okulandelayo",
   "done": "Kwenziwe",
   "send": "Thumela",
   "search": "Sesha",
   "pause": "Misa isikhashana",
   "wait": "Linda"
  }
 }
}
"""##),
        LayoutSource(path: "sv-SE.json", displayPath: "Layouts/sv-SE.json", text: #"""
{
  "$schema": "./schema/layout.schema.json",
  "format": 1,
  "id": "sv-SE",
  "locale": "sv-SE",
  "name": "Svenska",
  "script": "Latn",
  "default": true,
  "columns": 11,
  "imports": ["shared/base", "shared/symbols", "shared/aosp/sv"],
  "keys": {
    "currency": { "output": "kr", "longPress": "€ $ £ ¥ ¢" }
  },
  "layers": {
    "letters": {
      "kind": "letters",
      "rows": [
        "q w e r t y u i o p å",
        "a s d f g h j k l ö ä",
        "shift gap z x c v b n m gap backspace",
        "@bottom"
      ]
    }
  }
}
"""#),
        LayoutSource(path: "zh-Hans.json", displayPath: "Layouts/zh-Hans.json", text: #"""
{
  "$schema": "./schema/layout.schema.json",
  "format": 1,
  "id": "zh-Hans-pinyin",
  "locale": "zh-Hans",
  "name": "简体中文 (拼音)",
  "script": "Hans",
  "default": true,
  "inputMethod": "pinyin",
  "latinCompanion": "en-US",
  "imports": ["shared/base", "shared/symbols-fullwidth"],
  "layers": {
    "letters": {
      "kind": "letters",
      "rows": [
        "q w e r t y u i o p",
        "a s d f g h j k l '",
        "shift gap z x c v b n m gap backspace",
        "@bottom"
      ]
    }
  }
}
"""#),
    ]
}
