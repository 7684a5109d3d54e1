// Generated from Layouts/ by Generators/LayoutFile/embed_layouts.py; do not edit.
// Regenerate with: python3 Generators/LayoutFile/embed_layouts.py

extension BundledLayouts {
    /// The files of `Layouts/`, by path under that folder.
    public static let sources: [LayoutSource] = [
        LayoutSource(path: "aosp/af.json", displayPath: "Layouts/aosp/af.json", text: #"""
{
  "$schema": "../schema/layout.schema.json",
  "format": 1,
  "id": "af",
  "locale": "af",
  "name": "Afrikaans",
  "script": "Latn",
  "imports": ["shared/base", "shared/symbols"],
  "keys": {
    "e": {"longPress": "é è ê ë ę ė ē"},
    "y": {"longPress": "ý ĳ"},
    "u": {"longPress": "ú û ü ù ū"},
    "i": {"longPress": "í ì ï î į ī ĳ"},
    "o": {"longPress": "ó ô ö ò õ œ ø ō"},
    "a": {"longPress": "á â ä à æ ã å ā"},
    "n": {"longPress": "ñ ń"}
  },
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
        LayoutSource(path: "aosp/ar.json", displayPath: "Layouts/aosp/ar.json", text: #"""
{
  "$schema": "../schema/layout.schema.json",
  "format": 1,
  "id": "ar",
  "locale": "ar",
  "name": "العربية",
  "script": "Arab",
  "latinCompanion": "en-US",
  "direction": "rtl",
  "columns": 11,
  "imports": ["shared/base", "shared/symbols"],
  "keys": {
    "ق": {"longPress": "ڨ"},
    "ف": {"longPress": "ڤ ڢ ڥ"},
    "ه": {"longPress": "ه‍"},
    "ج": {"longPress": "چ"},
    "ش": {"longPress": "ڜ"},
    "ي": {"longPress": "ئ ى"},
    "ب": {"longPress": "پ"},
    "ل": {"longPress": "لا لأ لإ لآ"},
    "ا": {"longPress": "آ ء أ إ ٱ"},
    "ك": {"longPress": "گ ک"},
    "ى": {"longPress": "ئ"},
    "ز": {"longPress": "ژ"},
    "backspace": {"width": 1}
  },
  "layers": {
    "letters": {
      "kind": "letters",
      "rows": [
        "ض ص ث ق ف غ ع ه خ ح ج",
        "ش س ي ب ل ا ت ن م ك ط",
        "ذ ء ؤ ر ى ة و ز ظ د backspace",
        "@bottom"
      ]
    }
  }
}
"""#),
        LayoutSource(path: "aosp/az-AZ.json", displayPath: "Layouts/aosp/az-AZ.json", text: #"""
{
  "$schema": "../schema/layout.schema.json",
  "format": 1,
  "id": "az-AZ",
  "locale": "az-AZ",
  "name": "Azərbaycan",
  "script": "Latn",
  "imports": ["shared/base", "shared/symbols"],
  "keys": {
    "e": {"longPress": "ə é"},
    "y": {"longPress": "ý"},
    "u": {"longPress": "ü û ù ú ū"},
    "i": {"longPress": "ı î ï ì í į ī"},
    "o": {"longPress": "ö ô œ ò ó õ ø ō"},
    "a": {"longPress": "â ä á"},
    "s": {"longPress": "ş ß ś š"},
    "g": {"longPress": "ğ"},
    "z": {"longPress": "ž"},
    "c": {"longPress": "ç ć č"},
    "n": {"longPress": "ň ñ"},
    "currency": {"output": "₼", "longPress": "$ € £ ¥ ¢"}
  },
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
        LayoutSource(path: "aosp/be-BY.json", displayPath: "Layouts/aosp/be-BY.json", text: #"""
{
  "$schema": "../schema/layout.schema.json",
  "format": 1,
  "id": "be-BY",
  "locale": "be-BY",
  "name": "Беларуская",
  "script": "Cyrl",
  "latinCompanion": "en-US",
  "columns": 11,
  "imports": ["shared/base", "shared/symbols"],
  "keys": {
    "е": {"longPress": "ё"},
    "ь": {"longPress": "ъ"},
    "shift": {"width": 1},
    "backspace": {"width": 1}
  },
  "layers": {
    "letters": {
      "kind": "letters",
      "rows": [
        "й ц у к е н г ш ў з х",
        "ф ы в а п р о л д ж э",
        "shift я ч с м і т ь б ю backspace",
        "@bottom"
      ]
    }
  }
}
"""#),
        LayoutSource(path: "aosp/bg-bds.json", displayPath: "Layouts/aosp/bg-bds.json", text: #"""
{
  "$schema": "../schema/layout.schema.json",
  "format": 1,
  "id": "bg-bds",
  "locale": "bg",
  "name": "Български (БДС)",
  "script": "Cyrl",
  "latinCompanion": "en-US",
  "columns": 11,
  "imports": ["shared/base", "shared/symbols"],
  "keys": {
    "и": {"longPress": "ѝ"},
    "shift": {"width": 1},
    "backspace": {"width": 1},
    "currency": {"output": "лв", "longPress": "$ € £ ¥ ¢"}
  },
  "layers": {
    "letters": {
      "kind": "letters",
      "rows": [
        "у е и ш щ к с д з ц б",
        "ь я а о ж г т н в м ч",
        "shift ю й ъ э ф х п р л backspace",
        "@bottom"
      ]
    }
  }
}
"""#),
        LayoutSource(path: "aosp/bg.json", displayPath: "Layouts/aosp/bg.json", text: #"""
{
  "$schema": "../schema/layout.schema.json",
  "format": 1,
  "id": "bg",
  "locale": "bg",
  "name": "Български",
  "script": "Cyrl",
  "default": true,
  "latinCompanion": "en-US",
  "columns": 11,
  "imports": ["shared/base", "shared/symbols"],
  "keys": {
    "и": {"longPress": "ѝ"},
    "currency": {"output": "лв", "longPress": "$ € £ ¥ ¢"}
  },
  "layers": {
    "letters": {
      "kind": "letters",
      "rows": [
        "я в е р т ъ у и о п ч",
        "а с д ф г х й к л ш щ",
        "shift gap з ь ц ж б н м ю gap backspace",
        "@bottom"
      ]
    }
  }
}
"""#),
        LayoutSource(path: "aosp/bn-BD.json", displayPath: "Layouts/aosp/bn-BD.json", text: #"""
{
  "$schema": "../schema/layout.schema.json",
  "format": 1,
  "id": "bn-BD",
  "locale": "bn-BD",
  "name": "বাংলা (অক্ষর)",
  "script": "Beng",
  "latinCompanion": "en-US",
  "columns": 11,
  "imports": ["shared/base", "shared/symbols"],
  "keys": {
    "ধ": {"longPress": "ধ্ব ধ্য ধ্র"},
    "থ": {"longPress": "থ্য থ্র"},
    "ে": {"label": "◌ে", "longPress": "এ"},
    "ত": {"longPress": "ৎ ত্ত ত্ন ত্ব ত্ম"},
    "য়": {"output": "য়"},
    "ু": {"label": "◌ু", "longPress": "উ"},
    "ি": {"label": "◌ি", "longPress": "ই"},
    "ো": {"label": "◌ো", "longPress": "ও"},
    "প": {"longPress": "প্ত প্ন প্প প্য প্র প্ল প্স"},
    "া": {"label": "◌া", "longPress": "আ"},
    "স": {"longPress": "স্ব স্ত স্ট স্ক স্প"},
    "দ": {"longPress": "দ্দ দ্ধ দ্ব দ্ভ দ্ম দ্য দ্র"},
    "ৃ": {"label": "◌ৃ", "longPress": "ঋ"},
    "গ": {"longPress": "গ্ধ গ্র গ্ল গ্ন"},
    "্": {"label": "◌্"},
    "জ": {"longPress": "জ্ঞ জ্জ জ্য জ্ব জ্র"},
    "ক": {"longPress": "ক্ষ ক্ক ক্ট ক্ত ক্র ক্স ক্ল"},
    "ল": {"longPress": "ল্ক ল্গ ল্ট ল্ড ল্ত ল্দ ল্ধ ল্প ল্ফ ল্ব ল্ম ল্ল"},
    "য": {"longPress": "্য"},
    "ষ": {"longPress": "ষ্ক ষ্ট ষ্ঠ ষ্ণ ষ্প ষ্ফ ষ্ম"},
    "চ": {"longPress": "চ্চ চ্ছ"},
    "ভ": {"longPress": "ভ্য ভ্র ভ্ল"},
    "ব": {"longPress": "্ব ব্র ব্জ ব্দ ব্ধ ব্ব ব্ল ৱ ৰ"},
    "ন": {"longPress": "ন্ত ন্থ ন্ট ন্দ ন্ধ ন্ড ন্ন ন্ব ন্ম ন্স"},
    "ম": {"longPress": "ম্ন ম্প ম্ব ম্ভ ম্ম ম্র ম্ল"},
    "ৈ": {"label": "◌ৈ", "longPress": "ঐ"},
    "ড়": {"output": "ড়", "longPress": "়"},
    "ট": {"longPress": "৳ ট্ট ট্ব ট্ম"},
    "ঞ": {"longPress": "ঞ্চ ঞ্ছ ঞ্জ"},
    "ূ": {"label": "◌ূ", "longPress": "ঊ"},
    "ী": {"label": "◌ী", "longPress": "ঈ"},
    "ৌ": {"label": "◌ৌ", "longPress": "চ ৗ"},
    "ফ": {"longPress": "ফ্ট ফ্য ফ্র ফ্ল"},
    "ঋ": {"longPress": "ঌ ৡ ৴ ৵ ৶ ৢ ৣ"},
    "শ": {"longPress": "শ্চ শ্ছ শ্ত শ্ন শ্ব শ্ম শ্র শ্ল"},
    "ড": {"longPress": "ড্ড"},
    "ঢ়": {"output": "ঢ়"},
    "হ": {"longPress": "ঽ হ্ণ হ্ন হ্ব হ্ম হ্র হ্ল"},
    "।": {"longPress": "॥"},
    "ঙ": {"longPress": "ঙ্ক ঙ্খ ঙ্গ"},
    "ঃ": {"label": "◌ঃ"},
    "ঁ": {"label": "◌ঁ"},
    "ণ": {"longPress": "ণ্ট ণ্ড ণ্ণ"},
    "ং": {"label": "◌ং"},
    "shift": {"width": 1},
    "backspace": {"width": 1},
    "currency": {"output": "৳", "longPress": "$ € £ ¥ ¢"}
  },
  "layers": {
    "letters": {
      "kind": "letters",
      "rows": [
        "ধ থ ে র ত য় ু ি ো প আ",
        "া স দ ৃ গ ্ জ ক ল ই উ",
        "shift য ষ চ ভ ব ন ম এ ও backspace",
        "@bottom"
      ]
    },
    "shifted": {
      "kind": "letters",
      "rows": [
        "ঢ ঠ ৈ ড় ট ঞ ূ ী ৌ ফ ঋ",
        "অ শ ড ঢ় ঘ হ ঝ খ ৎ ঈ ঊ",
        "shift । ঙ ছ ঃ ঁ ণ ং ঐ ঔ backspace",
        "@bottom"
      ]
    }
  }
}
"""#),
        LayoutSource(path: "aosp/bn-IN.json", displayPath: "Layouts/aosp/bn-IN.json", text: #"""
{
  "$schema": "../schema/layout.schema.json",
  "format": 1,
  "id": "bn-IN",
  "locale": "bn-IN",
  "name": "বাংলা (ভারত)",
  "script": "Beng",
  "latinCompanion": "en-US",
  "columns": 11,
  "imports": ["shared/base", "shared/symbols"],
  "keys": {
    "ঔ": {"longPress": "ৌ"},
    "ঐ": {"longPress": "ৈ"},
    "আ": {"longPress": "া"},
    "ঈ": {"longPress": "ী"},
    "ঊ": {"longPress": "ূ"},
    "ব": {"longPress": "ভ"},
    "গ": {"longPress": "ঘ"},
    "দ": {"longPress": "ধ"},
    "জ": {"longPress": "ঝ জ্ঞ"},
    "ড": {"longPress": "ড়"},
    "ও": {"longPress": "ো"},
    "এ": {"longPress": "ে"},
    "অ": {"longPress": "্"},
    "ই": {"longPress": "ি"},
    "উ": {"longPress": "ু"},
    "প": {"longPress": "ফ"},
    "র": {"longPress": "ৃ ঋ ত্র"},
    "ক": {"longPress": "খ"},
    "ত": {"longPress": "ৎ থ ত্ত"},
    "চ": {"longPress": "ছ"},
    "ট": {"longPress": "ঠ"},
    "ঁ": {"label": "◌ঁ", "longPress": "ঃ ং"},
    "ঢ": {"longPress": "ঢ়"},
    "ন": {"longPress": "ণ"},
    "ঞ": {"longPress": "ঙ ঞ্জ"},
    "ষ": {"longPress": "ক্ষ"},
    "স": {"longPress": "শ"},
    "য়": {"output": "য়", "longPress": "য"},
    "।": {"longPress": "॥"},
    "backspace": {"width": 1},
    "currency": {"output": "₹", "longPress": "$ € £ ¥ ¢"}
  },
  "layers": {
    "letters": {
      "kind": "letters",
      "rows": [
        "ঔ ঐ আ ঈ ঊ ব হ গ দ জ ড",
        "ও এ অ ই উ প র ক ত চ ট",
        "ঁ ঢ ম ন ঞ ল ষ স য় । backspace",
        "@bottom"
      ]
    }
  }
}
"""#),
        LayoutSource(path: "aosp/ca.json", displayPath: "Layouts/aosp/ca.json", text: #"""
{
  "$schema": "../schema/layout.schema.json",
  "format": 1,
  "id": "ca",
  "locale": "ca",
  "name": "Català",
  "script": "Latn",
  "imports": ["shared/base", "shared/symbols"],
  "keys": {
    "e": {"longPress": "è é ë ê ę ė ē"},
    "u": {"longPress": "ú ü ù û ū"},
    "i": {"longPress": "í ï ì î į ī"},
    "o": {"longPress": "ò ó ö ô õ ø œ ō º"},
    "a": {"longPress": "à á ä â ã å ą æ ā ª"},
    "l": {"longPress": "l·l ł"},
    "c": {"longPress": "ç ć č"},
    "n": {"longPress": "ñ ń"},
    "currency": {"output": "€", "longPress": "$ £ ¥ ¢"}
  },
  "layers": {
    "letters": {
      "kind": "letters",
      "rows": [
        "q w e r t y u i o p",
        "a s d f g h j k l ç",
        "shift gap z x c v b n m gap backspace",
        "@bottom"
      ]
    }
  }
}
"""#),
        LayoutSource(path: "aosp/cs.json", displayPath: "Layouts/aosp/cs.json", text: #"""
{
  "$schema": "../schema/layout.schema.json",
  "format": 1,
  "id": "cs",
  "locale": "cs",
  "name": "Čeština",
  "script": "Latn",
  "imports": ["shared/base", "shared/symbols"],
  "keys": {
    "e": {"longPress": "é ě è ê ë ę ė ē"},
    "r": {"longPress": "ř"},
    "t": {"longPress": "ť"},
    "z": {"longPress": "ž ź ż"},
    "u": {"longPress": "ú ů û ü ù ū"},
    "i": {"longPress": "í î ï ì į ī"},
    "o": {"longPress": "ó ö ô ò õ œ ø ō"},
    "a": {"longPress": "á à â ä æ ã å ā"},
    "s": {"longPress": "š ß ś"},
    "d": {"longPress": "ď"},
    "y": {"longPress": "ý ÿ"},
    "c": {"longPress": "č ç ć"},
    "n": {"longPress": "ň ñ ń"},
    "currency": {"output": "Kč", "longPress": "$ € £ ¥ ¢"}
  },
  "layers": {
    "letters": {
      "kind": "letters",
      "rows": [
        "q w e r t z u i o p",
        "a s d f g h j k l",
        "shift gap y x c v b n m gap backspace",
        "@bottom"
      ]
    }
  }
}
"""#),
        LayoutSource(path: "aosp/da.json", displayPath: "Layouts/aosp/da.json", text: #"""
{
  "$schema": "../schema/layout.schema.json",
  "format": 1,
  "id": "da",
  "locale": "da",
  "name": "Dansk",
  "script": "Latn",
  "columns": 11,
  "imports": ["shared/base", "shared/symbols"],
  "keys": {
    "e": {"longPress": "é ë"},
    "y": {"longPress": "ý ÿ"},
    "u": {"longPress": "ú ü û ù ū"},
    "i": {"longPress": "í ï"},
    "o": {"longPress": "ø ö ó ô ò õ œ ō"},
    "a": {"longPress": "å æ á ä à â ã ā"},
    "s": {"longPress": "ß ś š"},
    "d": {"longPress": "ð"},
    "l": {"longPress": "ł"},
    "æ": {"longPress": "ä"},
    "ø": {"longPress": "ö"},
    "n": {"longPress": "ñ ń"},
    "currency": {"output": "kr", "longPress": "$ € £ ¥ ¢"}
  },
  "layers": {
    "letters": {
      "kind": "letters",
      "rows": [
        "q w e r t y u i o p å",
        "a s d f g h j k l æ ø",
        "shift gap z x c v b n m gap backspace",
        "@bottom"
      ]
    }
  }
}
"""#),
        LayoutSource(path: "aosp/de-CH.json", displayPath: "Layouts/aosp/de-CH.json", text: #"""
{
  "$schema": "../schema/layout.schema.json",
  "format": 1,
  "id": "de-CH",
  "locale": "de-CH",
  "name": "Deutsch (Schweiz)",
  "script": "Latn",
  "columns": 11,
  "imports": ["shared/base", "shared/symbols"],
  "keys": {
    "e": {"longPress": "é è ê ë ė"},
    "u": {"longPress": "ü û ù ú ū"},
    "o": {"longPress": "ö ô ò ó õ œ ø ō"},
    "ü": {"longPress": "è"},
    "a": {"longPress": "ä â à á æ ã å ā"},
    "s": {"longPress": "ß ś š"},
    "ö": {"longPress": "é"},
    "ä": {"longPress": "à"},
    "n": {"longPress": "ñ ń"}
  },
  "layers": {
    "letters": {
      "kind": "letters",
      "rows": [
        "q w e r t z u i o p ü",
        "a s d f g h j k l ö ä",
        "shift gap y x c v b n m gap backspace",
        "@bottom"
      ]
    }
  }
}
"""#),
        LayoutSource(path: "aosp/de-qwerty.json", displayPath: "Layouts/aosp/de-qwerty.json", text: #"""
{
  "$schema": "../schema/layout.schema.json",
  "format": 1,
  "id": "de-qwerty",
  "locale": "de",
  "name": "Deutsch (QWERTY)",
  "script": "Latn",
  "imports": ["shared/base", "shared/symbols"],
  "keys": {
    "e": {"longPress": "é è ê ë ė"},
    "u": {"longPress": "ü û ù ú ū"},
    "o": {"longPress": "ö ô ò ó õ œ ø ō"},
    "a": {"longPress": "ä â à á æ ã å ā"},
    "s": {"longPress": "ß ś š"},
    "n": {"longPress": "ñ ń"},
    "currency": {"output": "€", "longPress": "$ £ ¥ ¢"}
  },
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
        LayoutSource(path: "aosp/de.json", displayPath: "Layouts/aosp/de.json", text: #"""
{
  "$schema": "../schema/layout.schema.json",
  "format": 1,
  "id": "de",
  "locale": "de",
  "name": "Deutsch",
  "script": "Latn",
  "default": true,
  "imports": ["shared/base", "shared/symbols"],
  "keys": {
    "e": {"longPress": "é è ê ë ė"},
    "u": {"longPress": "ü û ù ú ū"},
    "o": {"longPress": "ö ô ò ó õ œ ø ō"},
    "a": {"longPress": "ä â à á æ ã å ā"},
    "s": {"longPress": "ß ś š"},
    "n": {"longPress": "ñ ń"},
    "currency": {"output": "€", "longPress": "$ £ ¥ ¢"}
  },
  "layers": {
    "letters": {
      "kind": "letters",
      "rows": [
        "q w e r t z u i o p",
        "a s d f g h j k l",
        "shift gap y x c v b n m gap backspace",
        "@bottom"
      ]
    }
  }
}
"""#),
        LayoutSource(path: "aosp/el.json", displayPath: "Layouts/aosp/el.json", text: #"""
{
  "$schema": "../schema/layout.schema.json",
  "format": 1,
  "id": "el",
  "locale": "el",
  "name": "Ελληνικά",
  "script": "Grek",
  "latinCompanion": "en-US",
  "imports": ["shared/base", "shared/symbols"],
  "keys": {
    ";": {"longPress": ": ·"},
    "ε": {"longPress": "έ ὲ ἐ ἑ ἔ ἕ ἒ ἓ"},
    "ρ": {"longPress": "ῥ"},
    "υ": {"longPress": "ύ ϋ ΰ ὺ ῦ ὐ ὑ ὔ ὕ ὒ ὓ ὖ ὗ ῢ ῧ"},
    "ι": {"longPress": "ί ϊ ΐ ὶ ῖ ἰ ἱ ἴ ἵ ἲ ἳ ἶ ἷ ῒ ῗ"},
    "ο": {"longPress": "ό ὸ ὀ ὁ ὄ ὅ ὂ ὃ"},
    "α": {"longPress": "ά ὰ ᾶ ἀ ἁ ἄ ἅ ἂ ἃ ἆ ἇ ᾳ ᾴ ᾲ ᾷ ᾀ ᾁ ᾄ ᾅ ᾂ ᾃ ᾆ ᾇ"},
    "η": {"longPress": "ή ὴ ῆ ἠ ἡ ἤ ἥ ἢ ἣ ἦ ἧ ῃ ῄ ῂ ῇ ᾐ ᾑ ᾔ ᾕ ᾒ ᾓ ᾖ ᾗ"},
    "ω": {"longPress": "ώ ὼ ῶ ὠ ὡ ὤ ὥ ὢ ὣ ὦ ὧ ῳ ῴ ῲ ῷ ᾠ ᾡ ᾤ ᾥ ᾢ ᾣ ᾦ ᾧ"},
    ":": {"longPress": "; ·"},
    "Ε": {"longPress": "Έ Ὲ Ἐ Ἑ Ἔ Ἕ Ἒ Ἓ"},
    "Ρ": {"longPress": "Ῥ"},
    "Υ": {"longPress": "Ύ Ϋ ΰ Ὺ ῦ ὐ Ὑ ὔ Ὕ ὒ Ὓ ὖ Ὗ ῢ ῧ"},
    "Ι": {"longPress": "Ί Ϊ ΐ Ὶ ῖ Ἰ Ἱ Ἴ Ἵ Ἲ Ἳ Ἶ Ἷ ῒ ῗ"},
    "Ο": {"longPress": "Ό Ὸ Ὀ Ὁ Ὄ Ὅ Ὂ Ὃ"},
    "Α": {"longPress": "Ά Ὰ Ἀ Ἁ Ἄ Ἅ Ἂ Ἃ Ἆ Ἇ"},
    "Η": {"longPress": "Ή Ὴ Ἠ Ἡ Ἤ Ἥ Ἢ Ἣ Ἦ Ἧ"},
    "Ω": {"longPress": "Ώ Ὼ Ὠ Ὡ Ὤ Ὥ Ὢ Ὣ Ὦ Ὧ"},
    "currency": {"output": "€", "longPress": "$ £ ¥ ¢"}
  },
  "layers": {
    "letters": {
      "kind": "letters",
      "rows": [
        "; ς ε ρ τ υ θ ι ο π",
        "α σ δ φ γ η ξ κ λ",
        "shift gap ζ χ ψ ω β ν μ gap backspace",
        "@bottom"
      ]
    },
    "shifted": {
      "kind": "letters",
      "rows": [
        ": ς Ε Ρ Τ Υ Θ Ι Ο Π",
        "Α Σ Δ Φ Γ Η Ξ Κ Λ",
        "shift gap Ζ Χ Ψ Ω Β Ν Μ gap backspace",
        "@bottom"
      ]
    }
  }
}
"""#),
        LayoutSource(path: "aosp/en-IN.json", displayPath: "Layouts/aosp/en-IN.json", text: #"""
{
  "$schema": "../schema/layout.schema.json",
  "format": 1,
  "id": "en-IN",
  "locale": "en-IN",
  "name": "English (India)",
  "script": "Latn",
  "imports": ["shared/base", "shared/symbols"],
  "keys": {
    "e": {"longPress": "é è ê ë ē"},
    "u": {"longPress": "ú û ü ù ū"},
    "i": {"longPress": "í î ï ī ì"},
    "o": {"longPress": "ó ô ö ò œ ø ō õ"},
    "a": {"longPress": "à á â ä æ ã å ā"},
    "s": {"longPress": "ß"},
    "c": {"longPress": "ç"},
    "n": {"longPress": "ñ"},
    "currency": {"output": "₹", "longPress": "$ € £ ¥ ¢"}
  },
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
        LayoutSource(path: "aosp/en-US-colemak.json", displayPath: "Layouts/aosp/en-US-colemak.json", text: #"""
{
  "$schema": "../schema/layout.schema.json",
  "format": 1,
  "id": "en-US-colemak",
  "locale": "en-US",
  "name": "English (Colemak)",
  "script": "Latn",
  "imports": ["shared/base", "shared/symbols"],
  "keys": {
    "u": {"longPress": "ú û ü ù ū"},
    "a": {"longPress": "à á â ä æ ã å ā"},
    "s": {"longPress": "ß"},
    "n": {"longPress": "ñ"},
    "e": {"longPress": "é è ê ë ē"},
    "i": {"longPress": "í î ï ī ì"},
    "o": {"longPress": "ó ô ö ò œ ø ō õ"},
    "c": {"longPress": "ç"}
  },
  "layers": {
    "letters": {
      "kind": "letters",
      "rows": [
        "q w f p g j l u y ;",
        "a r s t d h n e i o",
        "shift gap z x c v b k m gap backspace",
        "@bottom"
      ]
    },
    "shifted": {
      "kind": "letters",
      "rows": [
        "Q W F P G J L U Y :",
        "A R S T D H N E I O",
        "shift gap Z X C V B K M gap backspace",
        "@bottom"
      ]
    }
  }
}
"""#),
        LayoutSource(path: "aosp/en-US-dvorak.json", displayPath: "Layouts/aosp/en-US-dvorak.json", text: #"""
{
  "$schema": "../schema/layout.schema.json",
  "format": 1,
  "id": "en-US-dvorak",
  "locale": "en-US",
  "name": "English (Dvorak)",
  "script": "Latn",
  "columns": 11,
  "imports": ["shared/base", "shared/symbols"],
  "keys": {
    "c": {"longPress": "ç"},
    "a": {"longPress": "à á â ä æ ã å ā"},
    "o": {"longPress": "ó ô ö ò œ ø ō õ"},
    "e": {"longPress": "é è ê ë ē"},
    "u": {"longPress": "ú û ü ù ū"},
    "i": {"longPress": "í î ï ī ì"},
    "n": {"longPress": "ñ"},
    "s": {"longPress": "ß"},
    "shift": {"width": 1},
    "backspace": {"width": 1}
  },
  "layers": {
    "letters": {
      "kind": "letters",
      "rows": [
        "' , . p y f g c r l",
        "a o e u i d h t n s",
        "shift q j k x b m w v z backspace",
        "@bottom"
      ]
    },
    "shifted": {
      "kind": "letters",
      "rows": [
        "\" < > P Y F G C R L",
        "A O E U I D H T N S",
        "shift Q J K X B M W V Z backspace",
        "@bottom"
      ]
    }
  }
}
"""#),
        LayoutSource(path: "aosp/eo.json", displayPath: "Layouts/aosp/eo.json", text: #"""
{
  "$schema": "../schema/layout.schema.json",
  "format": 1,
  "id": "eo",
  "locale": "eo",
  "name": "Esperanto",
  "script": "Latn",
  "latinCompanion": "en-US",
  "imports": ["shared/base", "shared/symbols"],
  "keys": {
    "ŝ": {"longPress": "q"},
    "ĝ": {"longPress": "w ŵ"},
    "e": {"longPress": "é ě è ê ë ę ė ē"},
    "r": {"longPress": "ř ŕ ŗ"},
    "t": {"longPress": "ť ț ţ ŧ"},
    "ŭ": {"longPress": "y ý ŷ ÿ þ"},
    "u": {"longPress": "ú ů û ü ù ū ũ ű ų µ"},
    "i": {"longPress": "í î ï ĩ ì į ī ı ĳ"},
    "o": {"longPress": "ó ö ô ò õ œ ø ō ő º"},
    "a": {"longPress": "á à â ä æ ã å ā ă ą ª"},
    "s": {"longPress": "ß š ś ș ş"},
    "d": {"longPress": "ð ď đ"},
    "g": {"longPress": "ğ ġ ģ"},
    "h": {"longPress": "ĥ ħ"},
    "k": {"longPress": "ķ ĸ"},
    "l": {"longPress": "ĺ ļ ľ ŀ ł"},
    "z": {"longPress": "ź ż ž"},
    "ĉ": {"longPress": "x"},
    "c": {"longPress": "ć č ç ċ"},
    "v": {"longPress": "w ŵ"},
    "n": {"longPress": "ñ ń ņ ň ŉ ŋ"}
  },
  "layers": {
    "letters": {
      "kind": "letters",
      "rows": [
        "ŝ ĝ e r t ŭ u i o p",
        "a s d f g h j k l ĵ",
        "shift gap z ĉ c v b n m gap backspace",
        "@bottom"
      ]
    }
  }
}
"""#),
        LayoutSource(path: "aosp/es-419.json", displayPath: "Layouts/aosp/es-419.json", text: #"""
{
  "$schema": "../schema/layout.schema.json",
  "format": 1,
  "id": "es-419",
  "locale": "es-419",
  "name": "Español (Latinoamérica)",
  "script": "Latn",
  "imports": ["shared/base", "shared/symbols"],
  "keys": {
    "e": {"longPress": "é è ë ê ę ė ē"},
    "u": {"longPress": "ú ü ù û ū"},
    "i": {"longPress": "í ï ì î į ī"},
    "o": {"longPress": "ó ò ö ô õ ø œ ō º"},
    "a": {"longPress": "á à ä â ã å ą æ ā ª"},
    "c": {"longPress": "ç ć č"},
    "n": {"longPress": "ñ ń"}
  },
  "layers": {
    "letters": {
      "kind": "letters",
      "rows": [
        "q w e r t y u i o p",
        "a s d f g h j k l ñ",
        "shift gap z x c v b n m gap backspace",
        "@bottom"
      ]
    }
  }
}
"""#),
        LayoutSource(path: "aosp/es-US.json", displayPath: "Layouts/aosp/es-US.json", text: #"""
{
  "$schema": "../schema/layout.schema.json",
  "format": 1,
  "id": "es-US",
  "locale": "es-US",
  "name": "Español (EE. UU.)",
  "script": "Latn",
  "imports": ["shared/base", "shared/symbols"],
  "keys": {
    "e": {"longPress": "é è ë ê ę ė ē"},
    "u": {"longPress": "ú ü ù û ū"},
    "i": {"longPress": "í ï ì î į ī"},
    "o": {"longPress": "ó ò ö ô õ ø œ ō º"},
    "a": {"longPress": "á à ä â ã å ą æ ā ª"},
    "c": {"longPress": "ç ć č"},
    "n": {"longPress": "ñ ń"}
  },
  "layers": {
    "letters": {
      "kind": "letters",
      "rows": [
        "q w e r t y u i o p",
        "a s d f g h j k l ñ",
        "shift gap z x c v b n m gap backspace",
        "@bottom"
      ]
    }
  }
}
"""#),
        LayoutSource(path: "aosp/es.json", displayPath: "Layouts/aosp/es.json", text: #"""
{
  "$schema": "../schema/layout.schema.json",
  "format": 1,
  "id": "es",
  "locale": "es",
  "name": "Español",
  "script": "Latn",
  "imports": ["shared/base", "shared/symbols"],
  "keys": {
    "e": {"longPress": "é è ë ê ę ė ē"},
    "u": {"longPress": "ú ü ù û ū"},
    "i": {"longPress": "í ï ì î į ī"},
    "o": {"longPress": "ó ò ö ô õ ø œ ō º"},
    "a": {"longPress": "á à ä â ã å ą æ ā ª"},
    "c": {"longPress": "ç ć č"},
    "n": {"longPress": "ñ ń"},
    "currency": {"output": "€", "longPress": "$ £ ¥ ¢"}
  },
  "layers": {
    "letters": {
      "kind": "letters",
      "rows": [
        "q w e r t y u i o p",
        "a s d f g h j k l ñ",
        "shift gap z x c v b n m gap backspace",
        "@bottom"
      ]
    }
  }
}
"""#),
        LayoutSource(path: "aosp/et-EE.json", displayPath: "Layouts/aosp/et-EE.json", text: #"""
{
  "$schema": "../schema/layout.schema.json",
  "format": 1,
  "id": "et-EE",
  "locale": "et-EE",
  "name": "Eesti",
  "script": "Latn",
  "columns": 11,
  "imports": ["shared/base", "shared/symbols"],
  "keys": {
    "e": {"longPress": "ē è ė é ê ë ę ě"},
    "r": {"longPress": "ŗ ř ŕ"},
    "t": {"longPress": "ţ ť"},
    "y": {"longPress": "ý ÿ"},
    "u": {"longPress": "ü ū ų ù ú û ů ű"},
    "i": {"longPress": "ī ì į í î ï ı"},
    "o": {"longPress": "ö õ ò ó ô œ ő ø"},
    "a": {"longPress": "ä ā à á â ã å æ ą"},
    "s": {"longPress": "š ß ś ş"},
    "d": {"longPress": "ď"},
    "g": {"longPress": "ģ ğ"},
    "k": {"longPress": "ķ"},
    "l": {"longPress": "ļ ł ĺ ľ"},
    "ö": {"longPress": "õ"},
    "z": {"longPress": "ž ż ź"},
    "c": {"longPress": "č ç ć"},
    "n": {"longPress": "ņ ñ ń"},
    "currency": {"output": "€", "longPress": "$ £ ¥ ¢"}
  },
  "layers": {
    "letters": {
      "kind": "letters",
      "rows": [
        "q w e r t y u i o p ü",
        "a s d f g h j k l ö ä",
        "shift gap z x c v b n m gap backspace",
        "@bottom"
      ]
    }
  }
}
"""#),
        LayoutSource(path: "aosp/eu-ES.json", displayPath: "Layouts/aosp/eu-ES.json", text: #"""
{
  "$schema": "../schema/layout.schema.json",
  "format": 1,
  "id": "eu-ES",
  "locale": "eu-ES",
  "name": "Euskara",
  "script": "Latn",
  "imports": ["shared/base", "shared/symbols"],
  "keys": {
    "e": {"longPress": "é è ë ê ę ė ē"},
    "u": {"longPress": "ú ü ù û ū"},
    "i": {"longPress": "í ï ì î į ī"},
    "o": {"longPress": "ó ò ö ô õ ø œ ō º"},
    "a": {"longPress": "á à ä â ã å ą æ ā ª"},
    "c": {"longPress": "ç ć č"},
    "n": {"longPress": "ñ ń"},
    "currency": {"output": "€", "longPress": "$ £ ¥ ¢"}
  },
  "layers": {
    "letters": {
      "kind": "letters",
      "rows": [
        "q w e r t y u i o p",
        "a s d f g h j k l ñ",
        "shift gap z x c v b n m gap backspace",
        "@bottom"
      ]
    }
  }
}
"""#),
        LayoutSource(path: "aosp/fa.json", displayPath: "Layouts/aosp/fa.json", text: #"""
{
  "$schema": "../schema/layout.schema.json",
  "format": 1,
  "id": "fa",
  "locale": "fa",
  "name": "فارسی",
  "script": "Arab",
  "latinCompanion": "en-US",
  "direction": "rtl",
  "columns": 11,
  "imports": ["shared/base", "shared/symbols"],
  "keys": {
    "ه": {"longPress": "ه‍ هٔ ة"},
    "ی": {"longPress": "ئ ي ى"},
    "ا": {"longPress": "ٱ ء آ أ إ"},
    "ت": {"longPress": "ة"},
    "ک": {"longPress": "ك"},
    "و": {"longPress": "ؤ"},
    "backspace": {"width": 1},
    "currency": {"output": "﷼", "longPress": "$ € £ ¥ ¢"}
  },
  "layers": {
    "letters": {
      "kind": "letters",
      "rows": [
        "ض ص ث ق ف غ ع ه خ ح ج",
        "ش س ی ب ل ا ت ن م ک گ",
        "ظ ط ژ ز ر ذ د پ و چ backspace",
        "@bottom"
      ]
    }
  }
}
"""#),
        LayoutSource(path: "aosp/fi.json", displayPath: "Layouts/aosp/fi.json", text: #"""
{
  "$schema": "../schema/layout.schema.json",
  "format": 1,
  "id": "fi",
  "locale": "fi",
  "name": "Suomi",
  "script": "Latn",
  "columns": 11,
  "imports": ["shared/base", "shared/symbols"],
  "keys": {
    "u": {"longPress": "ü"},
    "o": {"longPress": "ö ø ô ò ó õ œ ō"},
    "a": {"longPress": "ä å æ à á â ã ā"},
    "s": {"longPress": "š ß ś"},
    "ö": {"longPress": "ø"},
    "ä": {"longPress": "æ"},
    "z": {"longPress": "ž ź ż"},
    "currency": {"output": "€", "longPress": "$ £ ¥ ¢"}
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
        LayoutSource(path: "aosp/fil.json", displayPath: "Layouts/aosp/fil.json", text: #"""
{
  "$schema": "../schema/layout.schema.json",
  "format": 1,
  "id": "fil",
  "locale": "fil",
  "name": "Filipino",
  "script": "Latn",
  "imports": ["shared/base", "shared/symbols"],
  "keys": {
    "e": {"longPress": "é è ë ê ę ė ē"},
    "u": {"longPress": "ú ü ù û ū"},
    "i": {"longPress": "í ï ì î į ī"},
    "o": {"longPress": "ó ò ö ô õ ø œ ō º"},
    "a": {"longPress": "á à ä â ã å ą æ ā ª"},
    "c": {"longPress": "ç ć č"},
    "n": {"longPress": "ñ ń"}
  },
  "layers": {
    "letters": {
      "kind": "letters",
      "rows": [
        "q w e r t y u i o p",
        "a s d f g h j k l ñ",
        "shift gap z x c v b n m gap backspace",
        "@bottom"
      ]
    }
  }
}
"""#),
        LayoutSource(path: "aosp/fr-CA.json", displayPath: "Layouts/aosp/fr-CA.json", text: #"""
{
  "$schema": "../schema/layout.schema.json",
  "format": 1,
  "id": "fr-CA",
  "locale": "fr-CA",
  "name": "Français (Canada)",
  "script": "Latn",
  "imports": ["shared/base", "shared/symbols"],
  "keys": {
    "e": {"longPress": "é è ê ë ę ė ē"},
    "y": {"longPress": "ÿ"},
    "u": {"longPress": "ù û ü ú ū"},
    "i": {"longPress": "î ï ì í į ī"},
    "o": {"longPress": "ô œ ö ò ó õ ø ō º"},
    "a": {"longPress": "à â æ á ä ã å ā ª"},
    "c": {"longPress": "ç ć č"}
  },
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
        LayoutSource(path: "aosp/fr-CH.json", displayPath: "Layouts/aosp/fr-CH.json", text: #"""
{
  "$schema": "../schema/layout.schema.json",
  "format": 1,
  "id": "fr-CH",
  "locale": "fr-CH",
  "name": "Français (Suisse)",
  "script": "Latn",
  "columns": 11,
  "imports": ["shared/base", "shared/symbols"],
  "keys": {
    "e": {"longPress": "é è ê ë ę ė ē"},
    "u": {"longPress": "ù û ü ú ū"},
    "i": {"longPress": "î ï ì í į ī"},
    "o": {"longPress": "ô œ ö ò ó õ ø ō º"},
    "è": {"longPress": "ü"},
    "a": {"longPress": "à â æ á ä ã å ā ª"},
    "é": {"longPress": "ö"},
    "à": {"longPress": "ä"},
    "y": {"longPress": "ÿ"},
    "c": {"longPress": "ç ć č"}
  },
  "layers": {
    "letters": {
      "kind": "letters",
      "rows": [
        "q w e r t z u i o p è",
        "a s d f g h j k l é à",
        "shift gap y x c v b n m gap backspace",
        "@bottom"
      ]
    }
  }
}
"""#),
        LayoutSource(path: "aosp/fr-qwertz.json", displayPath: "Layouts/aosp/fr-qwertz.json", text: #"""
{
  "$schema": "../schema/layout.schema.json",
  "format": 1,
  "id": "fr-qwertz",
  "locale": "fr",
  "name": "Français (QWERTZ)",
  "script": "Latn",
  "imports": ["shared/base", "shared/symbols"],
  "keys": {
    "e": {"longPress": "é è ê ë ę ė ē"},
    "u": {"longPress": "ù û ü ú ū"},
    "i": {"longPress": "î ï ì í į ī"},
    "o": {"longPress": "ô œ ö ò ó õ ø ō º"},
    "a": {"longPress": "à â æ á ä ã å ā ª"},
    "y": {"longPress": "ÿ"},
    "c": {"longPress": "ç ć č"},
    "currency": {"output": "€", "longPress": "$ £ ¥ ¢"}
  },
  "layers": {
    "letters": {
      "kind": "letters",
      "rows": [
        "q w e r t z u i o p",
        "a s d f g h j k l",
        "shift gap y x c v b n m gap backspace",
        "@bottom"
      ]
    }
  }
}
"""#),
        LayoutSource(path: "aosp/gl-ES.json", displayPath: "Layouts/aosp/gl-ES.json", text: #"""
{
  "$schema": "../schema/layout.schema.json",
  "format": 1,
  "id": "gl-ES",
  "locale": "gl-ES",
  "name": "Galego",
  "script": "Latn",
  "imports": ["shared/base", "shared/symbols"],
  "keys": {
    "e": {"longPress": "é è ë ê ę ė ē"},
    "u": {"longPress": "ú ü ù û ū"},
    "i": {"longPress": "í ï ì î į ī"},
    "o": {"longPress": "ó ò ö ô õ ø œ ō º"},
    "a": {"longPress": "á à ä â ã å ą æ ā ª"},
    "c": {"longPress": "ç ć č"},
    "n": {"longPress": "ñ ń"},
    "currency": {"output": "€", "longPress": "$ £ ¥ ¢"}
  },
  "layers": {
    "letters": {
      "kind": "letters",
      "rows": [
        "q w e r t y u i o p",
        "a s d f g h j k l ñ",
        "shift gap z x c v b n m gap backspace",
        "@bottom"
      ]
    }
  }
}
"""#),
        LayoutSource(path: "aosp/he.json", displayPath: "Layouts/aosp/he.json", text: #"""
{
  "$schema": "../schema/layout.schema.json",
  "format": 1,
  "id": "he",
  "locale": "he",
  "name": "עברית",
  "script": "Hebr",
  "latinCompanion": "en-US",
  "direction": "rtl",
  "imports": ["shared/base", "shared/symbols"],
  "keys": {
    "'": {"longPress": "\""},
    "-": {"longPress": "_"},
    "ג": {"longPress": "ג׳"},
    "י": {"longPress": "ײַ"},
    "ח": {"longPress": "ח׳"},
    "ז": {"longPress": "ז׳"},
    "צ": {"longPress": "צ׳"},
    "ת": {"longPress": "ת׳"},
    "ץ": {"longPress": "ץ׳"},
    "backspace": {"width": 1},
    "currency": {"output": "₪", "longPress": "$ € £ ¥ ¢"}
  },
  "layers": {
    "letters": {
      "kind": "letters",
      "rows": [
        "' - ק ר א ט ו ן ם פ",
        "ש ד ג כ ע י ח ל ך ף",
        "ז ס ב ה נ מ צ ת ץ backspace",
        "@bottom"
      ]
    }
  }
}
"""#),
        LayoutSource(path: "aosp/hi-compact.json", displayPath: "Layouts/aosp/hi-compact.json", text: #"""
{
  "$schema": "../schema/layout.schema.json",
  "format": 1,
  "id": "hi-compact",
  "locale": "hi",
  "name": "हिन्दी (कॉम्पैक्ट)",
  "script": "Deva",
  "latinCompanion": "en-US",
  "columns": 11,
  "imports": ["shared/base", "shared/symbols"],
  "keys": {
    "औ": {"longPress": "ौ"},
    "ऐ": {"longPress": "ै"},
    "आ": {"longPress": "ा"},
    "ई": {"longPress": "ी"},
    "ऊ": {"longPress": "ू"},
    "ब": {"longPress": "भ"},
    "ग": {"longPress": "घ"},
    "द": {"longPress": "ध"},
    "ज": {"longPress": "झ ज्ञ"},
    "ड": {"longPress": "ढ"},
    "ओ": {"longPress": "ो"},
    "ए": {"longPress": "े"},
    "अ": {"longPress": "्"},
    "इ": {"longPress": "ि"},
    "उ": {"longPress": "ु"},
    "प": {"longPress": "फ"},
    "र": {"longPress": "ऋ ृ"},
    "क": {"longPress": "ख"},
    "त": {"longPress": "थ त्र"},
    "च": {"longPress": "छ"},
    "ट": {"longPress": "ठ"},
    "ऑ": {"longPress": "ॉ"},
    "्": {"label": "◌्", "longPress": "ॅ ऍ"},
    "ं": {"label": "◌ं", "longPress": "ः ँ ़"},
    "म": {"longPress": "ॐ"},
    "न": {"longPress": "ण ञ ङ"},
    "स": {"longPress": "श ष श्र"},
    "क्ष": {"output": "क्ष"},
    "backspace": {"width": 1},
    "currency": {"output": "₹", "longPress": "$ € £ ¥ ¢"}
  },
  "layers": {
    "letters": {
      "kind": "letters",
      "rows": [
        "औ ऐ आ ई ऊ ब ह ग द ज ड",
        "ओ ए अ इ उ प र क त च ट",
        "ऑ ् ं म न व ल स य क्ष backspace",
        "@bottom"
      ]
    }
  }
}
"""#),
        LayoutSource(path: "aosp/hi.json", displayPath: "Layouts/aosp/hi.json", text: #"""
{
  "$schema": "../schema/layout.schema.json",
  "format": 1,
  "id": "hi",
  "locale": "hi",
  "name": "हिन्दी",
  "script": "Deva",
  "default": true,
  "latinCompanion": "en-US",
  "columns": 11,
  "imports": ["shared/base", "shared/symbols"],
  "keys": {
    "ौ": {"label": "◌ौ", "longPress": "ौं"},
    "ै": {"label": "◌ै", "longPress": "ैं"},
    "ा": {"label": "◌ा", "longPress": "ां ाँ"},
    "ी": {"label": "◌ी", "longPress": "ीं"},
    "ू": {"label": "◌ू", "longPress": "ूं ूँ"},
    "ब": {"longPress": "ब॒"},
    "ग": {"longPress": "ज्ञ ग़ ग॒"},
    "ज": {"longPress": "ज॒ ज्ञ ज़"},
    "ड": {"longPress": "ड॒ ड़"},
    "ो": {"label": "◌ो", "longPress": "ों ॉ ॊ"},
    "े": {"label": "◌े", "longPress": "ें"},
    "्": {"label": "◌्"},
    "ि": {"label": "◌ि", "longPress": "िं"},
    "ु": {"label": "◌ु", "longPress": "ुं ुँ"},
    "र": {"longPress": "ऋ ऱ ॠ"},
    "क": {"longPress": "क़"},
    "त": {"longPress": "त्र"},
    "ॉ": {"label": "◌ॉ"},
    "ं": {"label": "◌ं"},
    "म": {"longPress": "ॐ"},
    "न": {"longPress": "ञ ङ ऩ"},
    "ल": {"longPress": "ऌ ॡ"},
    "य": {"longPress": "य़"},
    "़": {"label": "◌़", "longPress": "ॽ ॰ ऽ"},
    "औ": {"longPress": "ऒं"},
    "ऐ": {"longPress": "ऐं"},
    "आ": {"longPress": "आं आँ"},
    "ई": {"longPress": "ईं"},
    "ऊ": {"longPress": "ऊं ऊँ"},
    "ः": {"label": "◌ः"},
    "ध": {"longPress": "क्ष श्र"},
    "ओ": {"longPress": "ओं ऑ ऒ"},
    "ए": {"longPress": "एं एँ ऍ ऎ"},
    "अ": {"longPress": "अं अँ"},
    "इ": {"longPress": "इं इँ"},
    "उ": {"longPress": "उं उँ"},
    "फ": {"longPress": "फ़"},
    "ऱ": {"longPress": "्र र्"},
    "ख": {"longPress": "ख़"},
    "ँ": {"label": "◌ँ", "longPress": "ॅ"},
    "ळ": {"longPress": "ऴ"},
    "ृ": {"label": "◌ृ", "longPress": "ॄ"},
    "shift": {"width": 1},
    "backspace": {"width": 1},
    "currency": {"output": "₹", "longPress": "$ € £ ¥ ¢"}
  },
  "layers": {
    "letters": {
      "kind": "letters",
      "rows": [
        "ौ ै ा ी ू ब ह ग द ज ड",
        "ो े ् ि ु प र क त च ट",
        "shift ॉ ं म न व ल स य ़ backspace",
        "@bottom"
      ]
    },
    "shifted": {
      "kind": "letters",
      "rows": [
        "औ ऐ आ ई ऊ भ ः घ ध झ ढ",
        "ओ ए अ इ उ फ ऱ ख थ छ ठ",
        "shift ऑ ँ ण ऩ ळ श ष ृ ञ backspace",
        "@bottom"
      ]
    }
  }
}
"""#),
        LayoutSource(path: "aosp/hr.json", displayPath: "Layouts/aosp/hr.json", text: #"""
{
  "$schema": "../schema/layout.schema.json",
  "format": 1,
  "id": "hr",
  "locale": "hr",
  "name": "Hrvatski",
  "script": "Latn",
  "imports": ["shared/base", "shared/symbols"],
  "keys": {
    "z": {"longPress": "ž ź ż"},
    "s": {"longPress": "š ś ß"},
    "d": {"longPress": "đ"},
    "c": {"longPress": "č ć ç"},
    "n": {"longPress": "ñ ń"},
    "currency": {"output": "€", "longPress": "$ £ ¥ ¢"}
  },
  "layers": {
    "letters": {
      "kind": "letters",
      "rows": [
        "q w e r t z u i o p",
        "a s d f g h j k l",
        "shift gap y x c v b n m gap backspace",
        "@bottom"
      ]
    }
  }
}
"""#),
        LayoutSource(path: "aosp/hu.json", displayPath: "Layouts/aosp/hu.json", text: #"""
{
  "$schema": "../schema/layout.schema.json",
  "format": 1,
  "id": "hu",
  "locale": "hu",
  "name": "Magyar",
  "script": "Latn",
  "imports": ["shared/base", "shared/symbols"],
  "keys": {
    "e": {"longPress": "é è ê ë ę ė ē"},
    "u": {"longPress": "ú ü ű û ù ū"},
    "i": {"longPress": "í î ï ì į ī"},
    "o": {"longPress": "ó ö ő ô ò õ œ ø ō"},
    "a": {"longPress": "á à â ä æ ã å ā"},
    "currency": {"output": "Ft", "longPress": "$ € £ ¥ ¢"}
  },
  "layers": {
    "letters": {
      "kind": "letters",
      "rows": [
        "q w e r t z u i o p",
        "a s d f g h j k l",
        "shift gap y x c v b n m gap backspace",
        "@bottom"
      ]
    }
  }
}
"""#),
        LayoutSource(path: "aosp/hy-AM.json", displayPath: "Layouts/aosp/hy-AM.json", text: #"""
{
  "$schema": "../schema/layout.schema.json",
  "format": 1,
  "id": "hy-AM",
  "locale": "hy-AM",
  "name": "Հայերեն (հնչյունային)",
  "script": "Armn",
  "latinCompanion": "en-US",
  "imports": ["shared/base", "shared/symbols"],
  "keys": {
    "ե": {"longPress": "և"},
    "shift": {"width": 1},
    "backspace": {"width": 1},
    "currency": {"output": "֏", "longPress": "$ € £ ¥ ¢"}
  },
  "layers": {
    "letters": {
      "kind": "letters",
      "rows": [
        "է թ փ ձ ջ ր չ ճ ժ ծ",
        "ք ո ե ռ տ ը ւ ի օ պ",
        "ա ս դ ֆ գ հ յ կ լ խ",
        "shift զ ղ ց վ բ ն մ շ backspace",
        "@bottom"
      ]
    }
  }
}
"""#),
        LayoutSource(path: "aosp/id.json", displayPath: "Layouts/aosp/id.json", text: #"""
{
  "$schema": "../schema/layout.schema.json",
  "format": 1,
  "id": "id",
  "locale": "id",
  "name": "Bahasa Indonesia",
  "script": "Latn",
  "imports": ["shared/base", "shared/symbols"],
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
        LayoutSource(path: "aosp/is.json", displayPath: "Layouts/aosp/is.json", text: #"""
{
  "$schema": "../schema/layout.schema.json",
  "format": 1,
  "id": "is",
  "locale": "is",
  "name": "Íslenska",
  "script": "Latn",
  "imports": ["shared/base", "shared/symbols"],
  "keys": {
    "e": {"longPress": "é ë è ê ę ė ē"},
    "t": {"longPress": "þ"},
    "y": {"longPress": "ý ÿ"},
    "u": {"longPress": "ú ü û ù ū"},
    "i": {"longPress": "í ï î ì į ī"},
    "o": {"longPress": "ó ö ô ò õ œ ø ō"},
    "a": {"longPress": "á ä æ å à â ã ā"},
    "d": {"longPress": "ð"},
    "currency": {"output": "kr", "longPress": "$ € £ ¥ ¢"}
  },
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
        LayoutSource(path: "aosp/it-CH.json", displayPath: "Layouts/aosp/it-CH.json", text: #"""
{
  "$schema": "../schema/layout.schema.json",
  "format": 1,
  "id": "it-CH",
  "locale": "it-CH",
  "name": "Italiano (Svizzera)",
  "script": "Latn",
  "columns": 11,
  "imports": ["shared/base", "shared/symbols"],
  "keys": {
    "e": {"longPress": "è é ê ë ę ė ē"},
    "u": {"longPress": "ù ú û ü ū"},
    "i": {"longPress": "ì í î ï į ī"},
    "o": {"longPress": "ò ó ô ö õ œ ø ō º"},
    "ü": {"longPress": "è"},
    "a": {"longPress": "à á â ä æ ã å ā ª"},
    "ö": {"longPress": "é"},
    "ä": {"longPress": "à"}
  },
  "layers": {
    "letters": {
      "kind": "letters",
      "rows": [
        "q w e r t z u i o p ü",
        "a s d f g h j k l ö ä",
        "shift gap y x c v b n m gap backspace",
        "@bottom"
      ]
    }
  }
}
"""#),
        LayoutSource(path: "aosp/it.json", displayPath: "Layouts/aosp/it.json", text: #"""
{
  "$schema": "../schema/layout.schema.json",
  "format": 1,
  "id": "it",
  "locale": "it",
  "name": "Italiano",
  "script": "Latn",
  "imports": ["shared/base", "shared/symbols"],
  "keys": {
    "e": {"longPress": "è é ê ë ę ė ē"},
    "u": {"longPress": "ù ú û ü ū"},
    "i": {"longPress": "ì í î ï į ī"},
    "o": {"longPress": "ò ó ô ö õ œ ø ō º"},
    "a": {"longPress": "à á â ä æ ã å ā ª"},
    "currency": {"output": "€", "longPress": "$ £ ¥ ¢"}
  },
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
        LayoutSource(path: "aosp/ka-GE.json", displayPath: "Layouts/aosp/ka-GE.json", text: #"""
{
  "$schema": "../schema/layout.schema.json",
  "format": 1,
  "id": "ka-GE",
  "locale": "ka-GE",
  "name": "ქართული",
  "script": "Geor",
  "latinCompanion": "en-US",
  "imports": ["shared/base", "shared/symbols"],
  "keys": {
    "ე": {"longPress": "ჱ"},
    "ყ": {"longPress": "ჸ"},
    "ი": {"longPress": "ჲ"},
    "ა": {"longPress": "ჺ"},
    "ფ": {"longPress": "ჶ"},
    "გ": {"longPress": "ჹ"},
    "ჰ": {"longPress": "ჵ"},
    "ჯ": {"longPress": "ჷ"},
    "ხ": {"longPress": "ჴ"},
    "ვ": {"longPress": "ჳ"},
    "ნ": {"longPress": "ჼ"},
    "currency": {"output": "₾", "longPress": "$ € £ ¥ ¢"}
  },
  "layers": {
    "letters": {
      "kind": "letters",
      "rows": [
        "ქ წ ე რ ტ ყ უ ი ო პ",
        "ა ს დ ფ გ ჰ ჯ კ ლ",
        "shift gap ზ ხ ც ვ ბ ნ მ gap backspace",
        "@bottom"
      ]
    },
    "shifted": {
      "kind": "letters",
      "rows": [
        "Q ჭ E ღ თ Y U I O P",
        "A შ D F G H ჟ K L",
        "shift gap ძ X ჩ V B N M gap backspace",
        "@bottom"
      ]
    }
  }
}
"""#),
        LayoutSource(path: "aosp/kk.json", displayPath: "Layouts/aosp/kk.json", text: #"""
{
  "$schema": "../schema/layout.schema.json",
  "format": 1,
  "id": "kk",
  "locale": "kk",
  "name": "Қазақ тілі",
  "script": "Cyrl",
  "latinCompanion": "en-US",
  "columns": 11,
  "imports": ["shared/base", "shared/symbols"],
  "keys": {
    "у": {"longPress": "ү ұ"},
    "к": {"longPress": "қ"},
    "е": {"longPress": "ё"},
    "н": {"longPress": "ң"},
    "г": {"longPress": "ғ"},
    "ы": {"longPress": "і"},
    "а": {"longPress": "ә"},
    "о": {"longPress": "ө"},
    "э": {"longPress": "һ"},
    "ь": {"longPress": "ъ"},
    "shift": {"width": 1},
    "backspace": {"width": 1},
    "currency": {"output": "₸", "longPress": "$ € £ ¥ ¢"}
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
        LayoutSource(path: "aosp/km-KH.json", displayPath: "Layouts/aosp/km-KH.json", text: #"""
{
  "$schema": "../schema/layout.schema.json",
  "format": 1,
  "id": "km-KH",
  "locale": "km-KH",
  "name": "ខ្មែរ",
  "script": "Khmr",
  "latinCompanion": "en-US",
  "columns": 12,
  "imports": ["shared/base", "shared/symbols"],
  "keys": {
    "១": {"longPress": "៱"},
    "២": {"longPress": "៲"},
    "៣": {"longPress": "៳"},
    "៤": {"longPress": "៴"},
    "៥": {"longPress": "៵"},
    "៦": {"longPress": "៶"},
    "៧": {"longPress": "៷"},
    "៨": {"longPress": "៸"},
    "៩": {"longPress": "៹"},
    "០": {"longPress": "៰"},
    "ឥ": {"longPress": "ឦ"},
    "ឲ": {"longPress": "ឱ"},
    "ឹ": {"label": "◌ឹ"},
    "េ": {"label": "◌េ"},
    "ុ": {"label": "◌ុ"},
    "ិ": {"label": "◌ិ"},
    "ោ": {"label": "◌ោ"},
    "ៀ": {"label": "◌ៀ"},
    "ឪ": {"longPress": "ឧ ឱ ឳ ឩ ឨ"},
    "ា": {"label": "◌ា"},
    "្": {"label": "◌្"},
    "ើ": {"label": "◌ើ"},
    "់": {"label": "◌់"},
    "ឮ": {"longPress": "ឭ ឰ"},
    "ុំ": {"output": "ុំ", "label": "◌ុំ"},
    "៊": {"label": "◌៊"},
    "!": {"longPress": "‍"},
    "ៗ": {"longPress": "‌"},
    "\"": {"longPress": "៑"},
    "៛": {"longPress": "$ €"},
    "%": {"longPress": "៖"},
    "៍": {"label": "◌៍", "longPress": "៙"},
    "័": {"label": "◌័", "longPress": "៚"},
    "៏": {"label": "◌៏", "longPress": "*"},
    "(": {"longPress": "{ «"},
    ")": {"longPress": "} »"},
    "៌": {"label": "◌៌", "longPress": "×"},
    "៎": {"label": "◌៎"},
    "ឈ": {"longPress": "ៜ"},
    "ឺ": {"label": "◌ឺ", "longPress": "៝"},
    "ែ": {"label": "◌ែ"},
    "ឬ": {"longPress": "ឫ"},
    "ួ": {"label": "◌ួ"},
    "ូ": {"label": "◌ូ"},
    "ី": {"label": "◌ី"},
    "ៅ": {"label": "◌ៅ"},
    "ឿ": {"label": "◌ឿ"},
    "ាំ": {"output": "ាំ", "label": "◌ាំ"},
    "ៃ": {"label": "◌ៃ"},
    "ះ": {"label": "◌ះ", "longPress": "ៈ"},
    "គ": {"longPress": "ឝ"},
    "ោះ": {"output": "ោះ", "label": "◌ោះ"},
    "៉": {"label": "◌៉"},
    "េះ": {"output": "េះ", "label": "◌េះ"},
    "ព": {"longPress": "ឞ"},
    "ំ": {"label": "◌ំ"},
    "ុះ": {"output": "ុះ", "label": "◌ុះ"},
    "shift": {"width": 1},
    "backspace": {"width": 1},
    "currency": {"output": "៛", "longPress": "$ € £ ¥ ¢"}
  },
  "layers": {
    "letters": {
      "kind": "letters",
      "rows": [
        "១ ២ ៣ ៤ ៥ ៦ ៧ ៨ ៩ ០ ឥ ឲ",
        "ឆ ឹ េ រ ត យ ុ ិ ោ ផ ៀ ឪ",
        "ា ស ដ ថ ង ហ ្ ក ល ើ ់ ឮ",
        "shift ឋ ខ ច វ ប ន ម ុំ ។ ៊ backspace",
        "@bottom"
      ]
    },
    "shifted": {
      "kind": "letters",
      "rows": [
        "! ៗ \" ៛ % ៍ ័ ៏ ( ) ៌ ៎",
        "ឈ ឺ ែ ឬ ទ ួ ូ ី ៅ ភ ឿ ឰ",
        "ាំ ៃ ឌ ធ អ ះ ញ គ ឡ ោះ ៉ ឯ",
        "shift ឍ ឃ ជ េះ ព ណ ំ ុះ ៕ ? backspace",
        "@bottom"
      ]
    }
  }
}
"""#),
        LayoutSource(path: "aosp/kn-IN.json", displayPath: "Layouts/aosp/kn-IN.json", text: #"""
{
  "$schema": "../schema/layout.schema.json",
  "format": 1,
  "id": "kn-IN",
  "locale": "kn-IN",
  "name": "ಕನ್ನಡ",
  "script": "Knda",
  "latinCompanion": "en-US",
  "columns": 11,
  "imports": ["shared/base", "shared/symbols"],
  "keys": {
    "ೌ": {"label": "◌ೌ", "longPress": "ಔ"},
    "ೈ": {"label": "◌ೈ", "longPress": "ಐ"},
    "ಾ": {"label": "◌ಾ", "longPress": "ಆ"},
    "ೀ": {"label": "◌ೀ", "longPress": "ಈ"},
    "ೂ": {"label": "◌ೂ", "longPress": "ಊ"},
    "ಬ": {"longPress": "ಭ"},
    "ಹ": {"longPress": "ಙ"},
    "ಗ": {"longPress": "ಘ"},
    "ದ": {"longPress": "ಧ"},
    "ಜ": {"longPress": "ಝ"},
    "ಡ": {"longPress": "ಢ"},
    "ೋ": {"label": "◌ೋ", "longPress": "ಓ"},
    "ೇ": {"label": "◌ೇ", "longPress": "ಏ"},
    "್": {"label": "◌್", "longPress": "ಅ"},
    "ಿ": {"label": "◌ಿ", "longPress": "ಇ"},
    "ು": {"label": "◌ು", "longPress": "ಉ"},
    "ಪ": {"longPress": "ಫ"},
    "ರ": {"longPress": "ಱ ೃ"},
    "ಕ": {"longPress": "ಖ"},
    "ತ": {"longPress": "ಥ"},
    "ಚ": {"longPress": "ಛ"},
    "ಟ": {"longPress": "ಠ"},
    "ೆ": {"label": "◌ೆ", "longPress": "ಒ"},
    "ಂ": {"label": "◌ಂ", "longPress": "ಎ"},
    "ನ": {"longPress": "ಣ"},
    "ಲ": {"longPress": "ಳ"},
    "ಸ": {"longPress": "ಶ"},
    "ಋ": {"longPress": "್ರ"},
    "ಷ": {"longPress": "ಕ್ಷ"},
    "ಯ": {"longPress": "ಜ್ಞ"},
    "backspace": {"width": 1},
    "currency": {"output": "₹", "longPress": "$ € £ ¥ ¢"}
  },
  "layers": {
    "letters": {
      "kind": "letters",
      "rows": [
        "ೌ ೈ ಾ ೀ ೂ ಬ ಹ ಗ ದ ಜ ಡ",
        "ೋ ೇ ್ ಿ ು ಪ ರ ಕ ತ ಚ ಟ",
        "ೆ ಂ ಮ ನ ವ ಲ ಸ ಋ ಷ ಯ backspace",
        "@bottom"
      ]
    }
  }
}
"""#),
        LayoutSource(path: "aosp/ky.json", displayPath: "Layouts/aosp/ky.json", text: #"""
{
  "$schema": "../schema/layout.schema.json",
  "format": 1,
  "id": "ky",
  "locale": "ky",
  "name": "Кыргызча",
  "script": "Cyrl",
  "latinCompanion": "en-US",
  "columns": 11,
  "imports": ["shared/base", "shared/symbols"],
  "keys": {
    "у": {"longPress": "ү"},
    "е": {"longPress": "ё"},
    "н": {"longPress": "ң"},
    "о": {"longPress": "ө"},
    "ь": {"longPress": "ъ"},
    "shift": {"width": 1},
    "backspace": {"width": 1},
    "currency": {"output": "сом", "longPress": "$ € £ ¥ ¢"}
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
        LayoutSource(path: "aosp/lo-LA.json", displayPath: "Layouts/aosp/lo-LA.json", text: #"""
{
  "$schema": "../schema/layout.schema.json",
  "format": 1,
  "id": "lo-LA",
  "locale": "lo-LA",
  "name": "ລາວ",
  "script": "Laoo",
  "latinCompanion": "en-US",
  "columns": 12,
  "imports": ["shared/base", "shared/symbols"],
  "keys": {
    "ຸ": {"label": "◌ຸ"},
    "ູ": {"label": "◌ູ"},
    "ໍ": {"label": "◌ໍ"},
    "ົ": {"label": "◌ົ"},
    "ິ": {"label": "◌ິ"},
    "ີ": {"label": "◌ີ"},
    "ັ": {"label": "◌ັ"},
    "້": {"label": "◌້"},
    "່": {"label": "◌່"},
    "ຶ": {"label": "◌ຶ"},
    "ື": {"label": "◌ື"},
    "໌": {"label": "◌໌"},
    "ຼ": {"label": "◌ຼ"},
    "ໍ່": {"output": "ໍ່", "label": "◌ໍ່"},
    "ົ້": {"output": "ົ້", "label": "◌ົ້"},
    "ຳ້": {"output": "ຳ້"},
    "ິ້": {"output": "ິ້", "label": "◌ິ້"},
    "ີ້": {"output": "ີ້", "label": "◌ີ້"},
    "ຫຼ": {"output": "ຫຼ"},
    "ັ້": {"output": "ັ້", "label": "◌ັ້"},
    "໊": {"label": "◌໊"},
    "໋": {"label": "◌໋"},
    "ຶ້": {"output": "ຶ້", "label": "◌ຶ້"},
    "ື້": {"output": "ື້", "label": "◌ື້"},
    "shift": {"width": 1},
    "backspace": {"width": 1},
    "currency": {"output": "₭", "longPress": "$ € £ ¥ ¢"}
  },
  "layers": {
    "letters": {
      "kind": "letters",
      "rows": [
        "ຢ ຟ ໂ ຖ ຸ ູ ຄ ຕ ຈ ຂ ຊ ໍ",
        "ົ ໄ ຳ ພ ະ ິ ີ ຮ ນ ຍ ບ ລ",
        "ັ ຫ ກ ດ ເ ້ ່ າ ສ ວ ງ “",
        "shift ຜ ປ ແ ອ ຶ ື ທ ມ ໃ ຝ backspace",
        "@bottom"
      ]
    },
    "shifted": {
      "kind": "letters",
      "rows": [
        "໑ ໒ ໓ ໔ ໌ ຼ ໕ ໖ ໗ ໘ ໙ ໍ່",
        "ົ້ ໐ ຳ້ _ + ິ້ ີ້ ຣ ໜ ຽ ຫຼ ”",
        "ັ້ ; . , : ໊ ໋ ! ? % = “",
        "shift ₭ ( ຯ @ ຶ້ ື້ ໆ ໝ $ ) backspace",
        "@bottom"
      ]
    }
  }
}
"""#),
        LayoutSource(path: "aosp/lt.json", displayPath: "Layouts/aosp/lt.json", text: #"""
{
  "$schema": "../schema/layout.schema.json",
  "format": 1,
  "id": "lt",
  "locale": "lt",
  "name": "Lietuvių",
  "script": "Latn",
  "imports": ["shared/base", "shared/symbols"],
  "keys": {
    "e": {"longPress": "ė ę ē è é ê ë ě"},
    "r": {"longPress": "ŗ ř ŕ"},
    "t": {"longPress": "ţ ť"},
    "y": {"longPress": "ý ÿ"},
    "u": {"longPress": "ū ų ü ù ú û ů ű"},
    "i": {"longPress": "į ī ì í î ï ı"},
    "o": {"longPress": "ö õ ò ó ô œ ő ø"},
    "a": {"longPress": "ą ä ā à á â ã å æ"},
    "s": {"longPress": "š ß ś ş"},
    "d": {"longPress": "ď"},
    "g": {"longPress": "ģ ğ"},
    "k": {"longPress": "ķ"},
    "l": {"longPress": "ļ ł ĺ ľ"},
    "z": {"longPress": "ž ż ź"},
    "c": {"longPress": "č ç ć"},
    "n": {"longPress": "ņ ñ ń"},
    "currency": {"output": "€", "longPress": "$ £ ¥ ¢"}
  },
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
        LayoutSource(path: "aosp/lv.json", displayPath: "Layouts/aosp/lv.json", text: #"""
{
  "$schema": "../schema/layout.schema.json",
  "format": 1,
  "id": "lv",
  "locale": "lv",
  "name": "Latviešu",
  "script": "Latn",
  "imports": ["shared/base", "shared/symbols"],
  "keys": {
    "e": {"longPress": "ē ė è é ê ë ę ě"},
    "r": {"longPress": "ŗ ř ŕ"},
    "t": {"longPress": "ţ ť"},
    "y": {"longPress": "ý ÿ"},
    "u": {"longPress": "ū ų ù ú û ü ů ű"},
    "i": {"longPress": "ī į ì í î ï ı"},
    "o": {"longPress": "ò ó ô õ ö œ ő ø"},
    "a": {"longPress": "ā à á â ã ä å æ ą"},
    "s": {"longPress": "š ß ś ş"},
    "d": {"longPress": "ď"},
    "g": {"longPress": "ģ ğ"},
    "k": {"longPress": "ķ"},
    "l": {"longPress": "ļ ł ĺ ľ"},
    "z": {"longPress": "ž ż ź"},
    "c": {"longPress": "č ç ć"},
    "n": {"longPress": "ņ ñ ń"},
    "currency": {"output": "€", "longPress": "$ £ ¥ ¢"}
  },
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
        LayoutSource(path: "aosp/mk.json", displayPath: "Layouts/aosp/mk.json", text: #"""
{
  "$schema": "../schema/layout.schema.json",
  "format": 1,
  "id": "mk",
  "locale": "mk",
  "name": "Македонски",
  "script": "Cyrl",
  "latinCompanion": "en-US",
  "columns": 11,
  "imports": ["shared/base", "shared/symbols"],
  "keys": {
    "е": {"longPress": "ѐ"},
    "и": {"longPress": "ѝ"},
    "shift": {"width": 1},
    "backspace": {"width": 1},
    "currency": {"output": "ден", "longPress": "$ € £ ¥ ¢"}
  },
  "layers": {
    "letters": {
      "kind": "letters",
      "rows": [
        "љ њ е р т ѕ у и о п ш",
        "а с д ф г х ј к л ч ќ",
        "shift з џ ц в б н м ѓ ж backspace",
        "@bottom"
      ]
    }
  }
}
"""#),
        LayoutSource(path: "aosp/ml-IN.json", displayPath: "Layouts/aosp/ml-IN.json", text: #"""
{
  "$schema": "../schema/layout.schema.json",
  "format": 1,
  "id": "ml-IN",
  "locale": "ml-IN",
  "name": "മലയാളം",
  "script": "Mlym",
  "latinCompanion": "en-US",
  "columns": 11,
  "imports": ["shared/base", "shared/symbols"],
  "keys": {
    "്": {"label": "◌്", "longPress": "അ"},
    "ാ": {"label": "◌ാ", "longPress": "ആ"},
    "ി": {"label": "◌ി", "longPress": "ഇ"},
    "ീ": {"label": "◌ീ", "longPress": "ഈ"},
    "ു": {"label": "◌ു", "longPress": "ഉ"},
    "ൂ": {"label": "◌ൂ", "longPress": "ഊ"},
    "ൃ": {"label": "◌ൃ", "longPress": "ഋ"},
    "െ": {"label": "◌െ", "longPress": "എ ഐ ൈ"},
    "േ": {"label": "◌േ", "longPress": "ഏ"},
    "ൊ": {"label": "◌ൊ", "longPress": "ഒ"},
    "ോ": {"label": "◌ോ", "longPress": "ഓ ഔ ൗ"},
    "ക": {"longPress": "ഖ"},
    "ഗ": {"longPress": "ഘ"},
    "ങ": {"longPress": "ഞ"},
    "ച": {"longPress": "ഛ"},
    "ജ": {"longPress": "ഝ"},
    "ട": {"longPress": "ഠ"},
    "ഡ": {"longPress": "ഢ"},
    "ണ": {"longPress": "ൺ"},
    "ത": {"longPress": "ഥ"},
    "ദ": {"longPress": "ധ"},
    "ന": {"longPress": "ൻ"},
    "പ": {"longPress": "ഫ"},
    "ബ": {"longPress": "ഭ"},
    "മ": {"longPress": "ം"},
    "യ": {"longPress": "്യ"},
    "ര": {"longPress": "്ര ർ റ"},
    "ല": {"longPress": "ൽ"},
    "വ": {"longPress": "്വ"},
    "ശ": {"longPress": "ഷ സ"},
    "ഹ": {"longPress": "ഃ"},
    "ള": {"longPress": "ൾ ഴ"},
    "backspace": {"width": 1},
    "currency": {"output": "₹", "longPress": "$ € £ ¥ ¢"}
  },
  "layers": {
    "letters": {
      "kind": "letters",
      "rows": [
        "് ാ ി ീ ു ൂ ൃ െ േ ൊ ോ",
        "ക ഗ ങ ച ജ ട ഡ ണ ത ദ ന",
        "പ ബ മ യ ര ല വ ശ ഹ ള backspace",
        "@bottom"
      ]
    }
  }
}
"""#),
        LayoutSource(path: "aosp/mn-MN.json", displayPath: "Layouts/aosp/mn-MN.json", text: #"""
{
  "$schema": "../schema/layout.schema.json",
  "format": 1,
  "id": "mn-MN",
  "locale": "mn-MN",
  "name": "Монгол",
  "script": "Cyrl",
  "latinCompanion": "en-US",
  "columns": 11,
  "imports": ["shared/base", "shared/symbols"],
  "keys": {
    "ш": {"longPress": "щ"},
    "ё": {"longPress": "е"},
    "ь": {"longPress": "ъ"},
    "в": {"longPress": "ю"},
    "shift": {"width": 1},
    "backspace": {"width": 1},
    "currency": {"output": "₮", "longPress": "$ € £ ¥ ¢"}
  },
  "layers": {
    "letters": {
      "kind": "letters",
      "rows": [
        "ф ц у ж э н г ш ү з к",
        "й ы б ө а х р о л д п",
        "shift я ч ё с м и т ь в backspace",
        "@bottom"
      ]
    }
  }
}
"""#),
        LayoutSource(path: "aosp/mr-IN.json", displayPath: "Layouts/aosp/mr-IN.json", text: #"""
{
  "$schema": "../schema/layout.schema.json",
  "format": 1,
  "id": "mr-IN",
  "locale": "mr-IN",
  "name": "मराठी",
  "script": "Deva",
  "latinCompanion": "en-US",
  "columns": 11,
  "imports": ["shared/base", "shared/symbols"],
  "keys": {
    "ौ": {"label": "◌ौ", "longPress": "औ"},
    "ै": {"label": "◌ै", "longPress": "ऐ"},
    "ा": {"label": "◌ा", "longPress": "आ"},
    "ी": {"label": "◌ी", "longPress": "ई"},
    "ू": {"label": "◌ू", "longPress": "ऊ"},
    "ब": {"longPress": "भ"},
    "ग": {"longPress": "घ"},
    "द": {"longPress": "ध"},
    "ज": {"longPress": "झ ज्ञ"},
    "ड": {"longPress": "ढ"},
    "ो": {"label": "◌ो", "longPress": "ओ"},
    "े": {"label": "◌े", "longPress": "ए"},
    "्": {"label": "◌्", "longPress": "अ"},
    "ि": {"label": "◌ि", "longPress": "इ"},
    "ु": {"label": "◌ु", "longPress": "उ"},
    "प": {"longPress": "फ"},
    "र": {"longPress": "ऱ ऋ ृ"},
    "क": {"longPress": "ख"},
    "त": {"longPress": "थ त्र"},
    "च": {"longPress": "छ"},
    "ट": {"longPress": "ठ"},
    "ॉ": {"label": "◌ॉ", "longPress": "ऑ"},
    "ॅ": {"label": "◌ॅ", "longPress": "ऍ"},
    "ं": {"label": "◌ं", "longPress": "ः ँ"},
    "न": {"longPress": "ण ञ ङ"},
    "ल": {"longPress": "ळ"},
    "स": {"longPress": "श ष श्र"},
    "क्ष": {"output": "क्ष"},
    "backspace": {"width": 1},
    "currency": {"output": "₹", "longPress": "$ € £ ¥ ¢"}
  },
  "layers": {
    "letters": {
      "kind": "letters",
      "rows": [
        "ौ ै ा ी ू ब ह ग द ज ड",
        "ो े ् ि ु प र क त च ट",
        "ॉ ॅ ं म न व ल स य क्ष backspace",
        "@bottom"
      ]
    }
  }
}
"""#),
        LayoutSource(path: "aosp/ms-MY.json", displayPath: "Layouts/aosp/ms-MY.json", text: #"""
{
  "$schema": "../schema/layout.schema.json",
  "format": 1,
  "id": "ms-MY",
  "locale": "ms-MY",
  "name": "Bahasa Melayu",
  "script": "Latn",
  "imports": ["shared/base", "shared/symbols"],
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
        LayoutSource(path: "aosp/nb.json", displayPath: "Layouts/aosp/nb.json", text: #"""
{
  "$schema": "../schema/layout.schema.json",
  "format": 1,
  "id": "nb",
  "locale": "nb",
  "name": "Norsk bokmål",
  "script": "Latn",
  "columns": 11,
  "imports": ["shared/base", "shared/symbols"],
  "keys": {
    "e": {"longPress": "é è ê ë ę ė ē"},
    "u": {"longPress": "ü û ù ú ū"},
    "o": {"longPress": "ø ö ô ò ó õ œ ō"},
    "a": {"longPress": "å æ ä à á â ã ā"},
    "ø": {"longPress": "ö"},
    "æ": {"longPress": "ä"},
    "currency": {"output": "kr", "longPress": "$ € £ ¥ ¢"}
  },
  "layers": {
    "letters": {
      "kind": "letters",
      "rows": [
        "q w e r t y u i o p å",
        "a s d f g h j k l ø æ",
        "shift gap z x c v b n m gap backspace",
        "@bottom"
      ]
    }
  }
}
"""#),
        LayoutSource(path: "aosp/ne-NP-traditional.json", displayPath: "Layouts/aosp/ne-NP-traditional.json", text: #"""
{
  "$schema": "../schema/layout.schema.json",
  "format": 1,
  "id": "ne-NP-traditional",
  "locale": "ne-NP",
  "name": "नेपाली (परम्परागत)",
  "script": "Deva",
  "latinCompanion": "en-US",
  "columns": 11,
  "imports": ["shared/base", "shared/symbols"],
  "keys": {
    "इ": {"longPress": "औ"},
    "ा": {"label": "◌ा"},
    "ि": {"label": "◌ि"},
    "ु": {"label": "◌ु"},
    "े": {"label": "◌े", "longPress": "ः ऽ"},
    "्": {"label": "◌्"},
    "र": {"longPress": "रु"},
    "त्त": {"output": "त्त", "longPress": "ञ ज्ञ ॥"},
    "ड्ढ": {"output": "ड्ढ", "longPress": "ई"},
    "ऐ": {"longPress": "घ"},
    "द्व": {"output": "द्व", "longPress": "द्ध"},
    "ट्ट": {"output": "ट्ट", "longPress": "छ"},
    "ठ्ठ": {"output": "ठ्ठ", "longPress": "ट"},
    "ऊ": {"longPress": "ठ"},
    "क्ष": {"output": "क्ष", "longPress": "ड"},
    "ए": {"longPress": "ण"},
    "ृ": {"label": "◌ृ", "longPress": "ओ"},
    "ङ्": {"output": "ङ्"},
    "ड्ड": {"output": "ड्ड"},
    "ँ": {"label": "◌ँ"},
    "द्द": {"output": "द्द"},
    "ो": {"label": "◌ो"},
    "ी": {"label": "◌ी"},
    "ट्ठ": {"output": "ट्ठ"},
    "ू": {"label": "◌ू"},
    "क्": {"output": "क्"},
    "ह्म": {"output": "ह्म"},
    "ौ": {"label": "◌ौ"},
    "द्य": {"output": "द्य"},
    "ं": {"label": "◌ं"},
    "ै": {"label": "◌ै", "longPress": "श्र"},
    "shift": {"width": 1},
    "backspace": {"width": 1},
    "currency": {"output": "रु.", "longPress": "$ € £ ¥ ¢"}
  },
  "layers": {
    "letters": {
      "kind": "letters",
      "rows": [
        "ट ध भ च त थ ग ष य उ इ",
        "ब क म ा न ज व प ि स ु",
        "shift श ह अ ख द ल े ् र backspace",
        "@bottom"
      ]
    },
    "shifted": {
      "kind": "letters",
      "rows": [
        "त्त ड्ढ ऐ द्व ट्ट ठ्ठ ऊ क्ष इ ए ृ",
        "आ ङ् ड्ड ँ द्द झ ो फ ी ट्ठ ू",
        "shift क् ह्म ऋ ॐ ौ द्य ं ङ ै backspace",
        "@bottom"
      ]
    }
  }
}
"""#),
        LayoutSource(path: "aosp/ne-NP.json", displayPath: "Layouts/aosp/ne-NP.json", text: #"""
{
  "$schema": "../schema/layout.schema.json",
  "format": 1,
  "id": "ne-NP",
  "locale": "ne-NP",
  "name": "नेपाली (रोमनाइज्ड)",
  "script": "Deva",
  "default": true,
  "latinCompanion": "en-US",
  "columns": 11,
  "imports": ["shared/base", "shared/symbols"],
  "keys": {
    "ट": {"longPress": "़"},
    "ौ": {"label": "◌ौ"},
    "े": {"label": "◌े"},
    "ु": {"label": "◌ु"},
    "ि": {"label": "◌ि"},
    "ो": {"label": "◌ो"},
    "ा": {"label": "◌ा"},
    "्": {"label": "◌्", "longPress": "ऽ"},
    "ै": {"label": "◌ै"},
    "ृ": {"label": "◌ृ"},
    "ू": {"label": "◌ू"},
    "ी": {"label": "◌ी"},
    "ः": {"label": "◌ः"},
    "ँ": {"label": "◌ँ"},
    "ं": {"label": "◌ं"},
    "currency": {"output": "रु.", "longPress": "$ € £ ¥ ¢"}
  },
  "layers": {
    "letters": {
      "kind": "letters",
      "rows": [
        "ट ौ े र त य ु ि ो प इ",
        "ा स द उ ग ह ज क ल ए ॐ",
        "shift gap ष ड च व ब न म ् gap backspace",
        "@bottom"
      ]
    },
    "shifted": {
      "kind": "letters",
      "rows": [
        "ठ औ ै ृ थ ञ ू ी ओ फ ई",
        "आ श ध ऊ घ अ झ ख ॥ ऐ ः",
        "shift gap ऋ ढ छ ँ भ ण ं ङ gap backspace",
        "@bottom"
      ]
    }
  }
}
"""#),
        LayoutSource(path: "aosp/nl-BE.json", displayPath: "Layouts/aosp/nl-BE.json", text: #"""
{
  "$schema": "../schema/layout.schema.json",
  "format": 1,
  "id": "nl-BE",
  "locale": "nl-BE",
  "name": "Nederlands (België)",
  "script": "Latn",
  "imports": ["shared/base", "shared/symbols"],
  "keys": {
    "a": {"longPress": "á ä â à æ ã å ā"},
    "e": {"longPress": "é ë ê è ę ė ē"},
    "y": {"longPress": "ĳ"},
    "u": {"longPress": "ú ü û ù ū"},
    "i": {"longPress": "í ï ì î į ī ĳ"},
    "o": {"longPress": "ó ö ô ò õ œ ø ō"},
    "n": {"longPress": "ñ ń"},
    "'": {"longPress": "‘ ‚ ’ ‹ ›"},
    "A": {"longPress": "Á Ä Â À Æ Ã Å Ā"},
    "E": {"longPress": "É Ë Ê È Ę Ė Ē"},
    "Y": {"longPress": "Ĳ"},
    "U": {"longPress": "Ú Ü Û Ù Ū"},
    "I": {"longPress": "Í Ï Ì Î Į Ī Ĳ"},
    "O": {"longPress": "Ó Ö Ô Ò Õ Œ Ø Ō"},
    "N": {"longPress": "Ñ Ń"},
    "currency": {"output": "€", "longPress": "$ £ ¥ ¢"}
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
    },
    "shifted": {
      "kind": "letters",
      "rows": [
        "A Z E R T Y U I O P",
        "Q S D F G H J K L M",
        "shift gap W X C V B N ? gap backspace",
        "@bottom"
      ]
    }
  }
}
"""#),
        LayoutSource(path: "aosp/nl.json", displayPath: "Layouts/aosp/nl.json", text: #"""
{
  "$schema": "../schema/layout.schema.json",
  "format": 1,
  "id": "nl",
  "locale": "nl",
  "name": "Nederlands",
  "script": "Latn",
  "imports": ["shared/base", "shared/symbols"],
  "keys": {
    "e": {"longPress": "é ë ê è ę ė ē"},
    "y": {"longPress": "ĳ"},
    "u": {"longPress": "ú ü û ù ū"},
    "i": {"longPress": "í ï ì î į ī ĳ"},
    "o": {"longPress": "ó ö ô ò õ œ ø ō"},
    "a": {"longPress": "á ä â à æ ã å ā"},
    "n": {"longPress": "ñ ń"},
    "currency": {"output": "€", "longPress": "$ £ ¥ ¢"}
  },
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
        LayoutSource(path: "aosp/pl.json", displayPath: "Layouts/aosp/pl.json", text: #"""
{
  "$schema": "../schema/layout.schema.json",
  "format": 1,
  "id": "pl",
  "locale": "pl",
  "name": "Polski",
  "script": "Latn",
  "imports": ["shared/base", "shared/symbols"],
  "keys": {
    "e": {"longPress": "ę è é ê ë ė ē"},
    "o": {"longPress": "ó ö ô ò õ œ ø ō"},
    "a": {"longPress": "ą á à â ä æ ã å ā"},
    "s": {"longPress": "ś ß š"},
    "l": {"longPress": "ł"},
    "z": {"longPress": "ż ź ž"},
    "c": {"longPress": "ć ç č"},
    "n": {"longPress": "ń ñ"},
    "currency": {"output": "zł", "longPress": "$ € £ ¥ ¢"}
  },
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
        LayoutSource(path: "aosp/pt-BR.json", displayPath: "Layouts/aosp/pt-BR.json", text: #"""
{
  "$schema": "../schema/layout.schema.json",
  "format": 1,
  "id": "pt-BR",
  "locale": "pt-BR",
  "name": "Português (Brasil)",
  "script": "Latn",
  "imports": ["shared/base", "shared/symbols"],
  "keys": {
    "e": {"longPress": "é ê è ę ė ē ë"},
    "u": {"longPress": "ú ü ù û ū"},
    "i": {"longPress": "í î ì ï į ī"},
    "o": {"longPress": "ó õ ô ò ö œ ø ō º"},
    "a": {"longPress": "á ã à â ä å æ ª"},
    "c": {"longPress": "ç č ć"},
    "currency": {"output": "R$", "longPress": "$ € £ ¥ ¢"}
  },
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
        LayoutSource(path: "aosp/pt-PT.json", displayPath: "Layouts/aosp/pt-PT.json", text: #"""
{
  "$schema": "../schema/layout.schema.json",
  "format": 1,
  "id": "pt-PT",
  "locale": "pt-PT",
  "name": "Português (Portugal)",
  "script": "Latn",
  "imports": ["shared/base", "shared/symbols"],
  "keys": {
    "e": {"longPress": "é ê è ę ė ē ë"},
    "u": {"longPress": "ú ü ù û ū"},
    "i": {"longPress": "í î ì ï į ī"},
    "o": {"longPress": "ó õ ô ò ö œ ø ō º"},
    "a": {"longPress": "á ã à â ä å æ ª"},
    "c": {"longPress": "ç č ć"},
    "currency": {"output": "€", "longPress": "$ £ ¥ ¢"}
  },
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
        LayoutSource(path: "aosp/ro.json", displayPath: "Layouts/aosp/ro.json", text: #"""
{
  "$schema": "../schema/layout.schema.json",
  "format": 1,
  "id": "ro",
  "locale": "ro",
  "name": "Română",
  "script": "Latn",
  "imports": ["shared/base", "shared/symbols"],
  "keys": {
    "t": {"longPress": "ț"},
    "i": {"longPress": "î ï ì í į ī"},
    "a": {"longPress": "ă â ã à á ä æ å ā"},
    "s": {"longPress": "ș ß ś š"},
    "currency": {"output": "lei", "longPress": "$ € £ ¥ ¢"}
  },
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
        LayoutSource(path: "aosp/sk.json", displayPath: "Layouts/aosp/sk.json", text: #"""
{
  "$schema": "../schema/layout.schema.json",
  "format": 1,
  "id": "sk",
  "locale": "sk",
  "name": "Slovenčina",
  "script": "Latn",
  "imports": ["shared/base", "shared/symbols"],
  "keys": {
    "e": {"longPress": "é ě ē ė è ê ë ę"},
    "r": {"longPress": "ŕ ř ŗ"},
    "t": {"longPress": "ť ţ"},
    "y": {"longPress": "ý ÿ"},
    "u": {"longPress": "ú ů ü ū ų ù û ű"},
    "i": {"longPress": "í ī į ì î ï ı"},
    "o": {"longPress": "ô ó ö ò õ œ ő ø"},
    "a": {"longPress": "á ä ā à â ã å æ ą"},
    "s": {"longPress": "š ß ś ş"},
    "d": {"longPress": "ď"},
    "g": {"longPress": "ģ ğ"},
    "k": {"longPress": "ķ"},
    "l": {"longPress": "ľ ĺ ļ ł"},
    "z": {"longPress": "ž ż ź"},
    "c": {"longPress": "č ç ć"},
    "n": {"longPress": "ň ņ ñ ń"},
    "currency": {"output": "€", "longPress": "$ £ ¥ ¢"}
  },
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
        LayoutSource(path: "aosp/sl.json", displayPath: "Layouts/aosp/sl.json", text: #"""
{
  "$schema": "../schema/layout.schema.json",
  "format": 1,
  "id": "sl",
  "locale": "sl",
  "name": "Slovenščina",
  "script": "Latn",
  "imports": ["shared/base", "shared/symbols"],
  "keys": {
    "s": {"longPress": "š"},
    "d": {"longPress": "đ"},
    "z": {"longPress": "ž"},
    "c": {"longPress": "č ć"},
    "currency": {"output": "€", "longPress": "$ £ ¥ ¢"}
  },
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
        LayoutSource(path: "aosp/sr-Latn.json", displayPath: "Layouts/aosp/sr-Latn.json", text: #"""
{
  "$schema": "../schema/layout.schema.json",
  "format": 1,
  "id": "sr-Latn",
  "locale": "sr-Latn",
  "name": "Srpski (latinica)",
  "script": "Latn",
  "columns": 11,
  "imports": ["shared/base", "shared/symbols"],
  "keys": {
    "e": {"longPress": "è"},
    "z": {"longPress": "ž"},
    "i": {"longPress": "ì"},
    "s": {"longPress": "š"},
    "d": {"longPress": "đ"},
    "c": {"longPress": "č ć"},
    "shift": {"width": 1},
    "backspace": {"width": 1},
    "currency": {"output": "дин", "longPress": "$ € £ ¥ ¢"}
  },
  "layers": {
    "letters": {
      "kind": "letters",
      "rows": [
        "q w e r t z u i o p š",
        "a s d f g h j k l č ć",
        "shift y x c v b n m đ ž backspace",
        "@bottom"
      ]
    }
  }
}
"""#),
        LayoutSource(path: "aosp/sr.json", displayPath: "Layouts/aosp/sr.json", text: #"""
{
  "$schema": "../schema/layout.schema.json",
  "format": 1,
  "id": "sr",
  "locale": "sr",
  "name": "Српски",
  "script": "Cyrl",
  "latinCompanion": "en-US",
  "columns": 11,
  "imports": ["shared/base", "shared/symbols"],
  "keys": {
    "е": {"longPress": "ѐ"},
    "и": {"longPress": "ѝ"},
    "shift": {"width": 1},
    "backspace": {"width": 1},
    "currency": {"output": "дин", "longPress": "$ € £ ¥ ¢"}
  },
  "layers": {
    "letters": {
      "kind": "letters",
      "rows": [
        "љ њ е р т з у и о п ш",
        "а с д ф г х ј к л ч ћ",
        "shift ѕ џ ц в б н м ђ ж backspace",
        "@bottom"
      ]
    }
  }
}
"""#),
        LayoutSource(path: "aosp/sw.json", displayPath: "Layouts/aosp/sw.json", text: #"""
{
  "$schema": "../schema/layout.schema.json",
  "format": 1,
  "id": "sw",
  "locale": "sw",
  "name": "Kiswahili",
  "script": "Latn",
  "imports": ["shared/base", "shared/symbols"],
  "keys": {
    "e": {"longPress": "è é ê ë ē"},
    "u": {"longPress": "û ü ù ú ū"},
    "i": {"longPress": "î ï í ī ì"},
    "o": {"longPress": "ô ö ò ó œ ø ō õ"},
    "a": {"longPress": "à á â ä æ ã å ā"},
    "s": {"longPress": "ß"},
    "g": {"longPress": "g'"},
    "c": {"longPress": "ç"},
    "n": {"longPress": "ñ"}
  },
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
        LayoutSource(path: "aosp/ta-IN.json", displayPath: "Layouts/aosp/ta-IN.json", text: #"""
{
  "$schema": "../schema/layout.schema.json",
  "format": 1,
  "id": "ta-IN",
  "locale": "ta-IN",
  "name": "தமிழ் (இந்தியா)",
  "script": "Taml",
  "latinCompanion": "en-US",
  "columns": 11,
  "imports": ["shared/base", "shared/symbols"],
  "keys": {
    "ஔ": {"longPress": "ௌ"},
    "ஐ": {"longPress": "ை"},
    "ஆ": {"longPress": "ா"},
    "ஈ": {"longPress": "ீ"},
    "ஊ": {"longPress": "ூ"},
    "ஓ": {"longPress": "ோ ௐ"},
    "ஏ": {"longPress": "ே"},
    "அ": {"longPress": "ஃ"},
    "இ": {"longPress": "ி"},
    "உ": {"longPress": "ு"},
    "க": {"longPress": "ஹ க்ஷ"},
    "ச": {"longPress": "ஸ ஶ்ரீ"},
    "ஒ": {"longPress": "ொ"},
    "எ": {"longPress": "ெ"},
    "்": {"label": "◌்"},
    "ஷ": {"longPress": "ஜ"},
    "backspace": {"width": 1},
    "currency": {"output": "௹", "longPress": "$ € £ ¥ ¢"}
  },
  "layers": {
    "letters": {
      "kind": "letters",
      "rows": [
        "ஔ ஐ ஆ ஈ ஊ ம ன ந ங ண ஞ",
        "ஓ ஏ அ இ உ ற ப க த ச ட",
        "ஒ எ ் ர வ ழ ல ள ய ஷ backspace",
        "@bottom"
      ]
    }
  }
}
"""#),
        LayoutSource(path: "aosp/ta-SG.json", displayPath: "Layouts/aosp/ta-SG.json", text: #"""
{
  "$schema": "../schema/layout.schema.json",
  "format": 1,
  "id": "ta-SG",
  "locale": "ta-SG",
  "name": "தமிழ் (சிங்கப்பூர்)",
  "script": "Taml",
  "latinCompanion": "en-US",
  "columns": 11,
  "imports": ["shared/base", "shared/symbols"],
  "keys": {
    "ஔ": {"longPress": "ௌ"},
    "ஐ": {"longPress": "ை"},
    "ஆ": {"longPress": "ா"},
    "ஈ": {"longPress": "ீ"},
    "ஊ": {"longPress": "ூ"},
    "ஓ": {"longPress": "ோ ௐ"},
    "ஏ": {"longPress": "ே"},
    "அ": {"longPress": "ஃ"},
    "இ": {"longPress": "ி"},
    "உ": {"longPress": "ு"},
    "க": {"longPress": "ஹ க்ஷ"},
    "ச": {"longPress": "ஸ ஶ்ரீ"},
    "ஒ": {"longPress": "ொ"},
    "எ": {"longPress": "ெ"},
    "்": {"label": "◌்"},
    "ஷ": {"longPress": "ஜ"},
    "backspace": {"width": 1}
  },
  "layers": {
    "letters": {
      "kind": "letters",
      "rows": [
        "ஔ ஐ ஆ ஈ ஊ ம ன ந ங ண ஞ",
        "ஓ ஏ அ இ உ ற ப க த ச ட",
        "ஒ எ ் ர வ ழ ல ள ய ஷ backspace",
        "@bottom"
      ]
    }
  }
}
"""#),
        LayoutSource(path: "aosp/te-IN.json", displayPath: "Layouts/aosp/te-IN.json", text: #"""
{
  "$schema": "../schema/layout.schema.json",
  "format": 1,
  "id": "te-IN",
  "locale": "te-IN",
  "name": "తెలుగు",
  "script": "Telu",
  "latinCompanion": "en-US",
  "columns": 11,
  "imports": ["shared/base", "shared/symbols"],
  "keys": {
    "ౌ": {"label": "◌ౌ", "longPress": "ఔ"},
    "ై": {"label": "◌ై", "longPress": "ఐ"},
    "ా": {"label": "◌ా", "longPress": "ఆ"},
    "ీ": {"label": "◌ీ", "longPress": "ఈ"},
    "ూ": {"label": "◌ూ", "longPress": "ఊ"},
    "బ": {"longPress": "భ"},
    "హ": {"longPress": "ః"},
    "గ": {"longPress": "ఘ"},
    "ద": {"longPress": "ధ"},
    "జ": {"longPress": "ఝ"},
    "డ": {"longPress": "ఢ"},
    "ో": {"label": "◌ో", "longPress": "ఓ"},
    "ే": {"label": "◌ే", "longPress": "ఏ"},
    "్": {"label": "◌్", "longPress": "అ"},
    "ి": {"label": "◌ి", "longPress": "ఇ"},
    "ు": {"label": "◌ు", "longPress": "ఉ"},
    "ప": {"longPress": "ఫ"},
    "ర": {"longPress": "ఱ ్ర"},
    "క": {"longPress": "ఖ"},
    "త": {"longPress": "థ"},
    "చ": {"longPress": "ఛ"},
    "ట": {"longPress": "ఠ"},
    "ొ": {"label": "◌ొ", "longPress": "ఒ"},
    "ె": {"label": "◌ె", "longPress": "ఎ"},
    "మ": {"longPress": "ం ఁ"},
    "న": {"longPress": "ణ ఙ ఞ"},
    "ల": {"longPress": "ళ"},
    "స": {"longPress": "శ"},
    "ఋ": {"longPress": "ృ"},
    "ష": {"longPress": "క్ష"},
    "య": {"longPress": "జ్ఞ"},
    "backspace": {"width": 1},
    "currency": {"output": "₹", "longPress": "$ € £ ¥ ¢"}
  },
  "layers": {
    "letters": {
      "kind": "letters",
      "rows": [
        "ౌ ై ా ీ ూ బ హ గ ద జ డ",
        "ో ే ్ ి ు ప ర క త చ ట",
        "ొ ె మ న వ ల స ఋ ష య backspace",
        "@bottom"
      ]
    }
  }
}
"""#),
        LayoutSource(path: "aosp/th.json", displayPath: "Layouts/aosp/th.json", text: #"""
{
  "$schema": "../schema/layout.schema.json",
  "format": 1,
  "id": "th",
  "locale": "th",
  "name": "ไทย",
  "script": "Thai",
  "latinCompanion": "en-US",
  "columns": 12,
  "imports": ["shared/base", "shared/symbols"],
  "keys": {
    "ุ": {"label": "◌ุ"},
    "ึ": {"label": "◌ึ"},
    "ั": {"label": "◌ั"},
    "ี": {"label": "◌ี"},
    "้": {"label": "◌้"},
    "่": {"label": "◌่"},
    "ิ": {"label": "◌ิ"},
    "ื": {"label": "◌ื"},
    "ู": {"label": "◌ู"},
    "ํ": {"label": "◌ํ"},
    "๊": {"label": "◌๊"},
    "็": {"label": "◌็"},
    "๋": {"label": "◌๋"},
    "ฺ": {"label": "◌ฺ"},
    "์": {"label": "◌์"},
    "shift": {"width": 1},
    "backspace": {"width": 1},
    "currency": {"output": "฿", "longPress": "$ € £ ¥ ¢"}
  },
  "layers": {
    "letters": {
      "kind": "letters",
      "rows": [
        "ๅ / _ ภ ถ ุ ึ ค ต จ ข ช",
        "ๆ ไ ำ พ ะ ั ี ร น ย บ ล",
        "ฟ ห ก ด เ ้ ่ า ส ว ง ฃ",
        "shift ผ ป แ อ ิ ื ท ม ใ ฝ backspace",
        "@bottom"
      ]
    },
    "shifted": {
      "kind": "letters",
      "rows": [
        "+ ๑ ๒ ๓ ๔ ู ฿ ๕ ๖ ๗ ๘ ๙",
        "๐ \" ฎ ฑ ธ ํ ๊ ณ ฯ ญ ฐ ,",
        "ฤ ฆ ฏ โ ฌ ็ ๋ ษ ศ ซ . ฅ",
        "shift ( ) ฉ ฮ ฺ ์ ? ฒ ฬ ฦ backspace",
        "@bottom"
      ]
    }
  }
}
"""#),
        LayoutSource(path: "aosp/tr.json", displayPath: "Layouts/aosp/tr.json", text: #"""
{
  "$schema": "../schema/layout.schema.json",
  "format": 1,
  "id": "tr",
  "locale": "tr",
  "name": "Türkçe",
  "script": "Latn",
  "imports": ["shared/base", "shared/symbols"],
  "keys": {
    "e": {"longPress": "ə é"},
    "y": {"longPress": "ý"},
    "u": {"longPress": "ü û ù ú ū"},
    "i": {"longPress": "ı î ï ì í į ī"},
    "o": {"longPress": "ö ô œ ò ó õ ø ō"},
    "a": {"longPress": "â ä á"},
    "s": {"longPress": "ş ß ś š"},
    "g": {"longPress": "ğ"},
    "z": {"longPress": "ž"},
    "c": {"longPress": "ç ć č"},
    "n": {"longPress": "ň ñ"},
    "currency": {"output": "₺", "longPress": "$ € £ ¥ ¢"}
  },
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
        LayoutSource(path: "aosp/uk.json", displayPath: "Layouts/aosp/uk.json", text: #"""
{
  "$schema": "../schema/layout.schema.json",
  "format": 1,
  "id": "uk",
  "locale": "uk",
  "name": "Українська",
  "script": "Cyrl",
  "latinCompanion": "en-US",
  "columns": 11,
  "imports": ["shared/base", "shared/symbols"],
  "keys": {
    "г": {"longPress": "ґ"},
    "і": {"longPress": "ї"},
    "ь": {"longPress": "ъ"},
    "shift": {"width": 1},
    "backspace": {"width": 1},
    "currency": {"output": "₴", "longPress": "$ € £ ¥ ¢"}
  },
  "layers": {
    "letters": {
      "kind": "letters",
      "rows": [
        "й ц у к е н г ш щ з х",
        "ф і в а п р о л д ж є",
        "shift я ч с м и т ь б ю backspace",
        "@bottom"
      ]
    }
  }
}
"""#),
        LayoutSource(path: "aosp/uz-UZ.json", displayPath: "Layouts/aosp/uz-UZ.json", text: #"""
{
  "$schema": "../schema/layout.schema.json",
  "format": 1,
  "id": "uz-UZ",
  "locale": "uz-UZ",
  "name": "Oʻzbekcha",
  "script": "Latn",
  "columns": 11,
  "imports": ["shared/base", "shared/symbols"],
  "keys": {
    "e": {"longPress": "ə é"},
    "y": {"longPress": "ý"},
    "u": {"longPress": "ü û ù ú ū"},
    "i": {"longPress": "ı î ï ì í į ī"},
    "o": {"longPress": "ö ô œ ò ó õ ø ō"},
    "oʻ": {"output": "oʻ"},
    "a": {"longPress": "â ä á"},
    "s": {"longPress": "ş ß ś š"},
    "g": {"longPress": "ğ"},
    "gʻ": {"output": "gʻ"},
    "z": {"longPress": "ž"},
    "c": {"longPress": "ç ć č"},
    "n": {"longPress": "ň ñ"}
  },
  "layers": {
    "letters": {
      "kind": "letters",
      "rows": [
        "q w e r t y u i o p oʻ",
        "a s d f g h j k l gʻ ʼ",
        "shift gap z x c v b n m gap backspace",
        "@bottom"
      ]
    }
  }
}
"""#),
        LayoutSource(path: "aosp/vi.json", displayPath: "Layouts/aosp/vi.json", text: #"""
{
  "$schema": "../schema/layout.schema.json",
  "format": 1,
  "id": "vi",
  "locale": "vi",
  "name": "Tiếng Việt",
  "script": "Latn",
  "inputMethod": "telex",
  "latinCompanion": "en-US",
  "imports": ["shared/base", "shared/symbols"],
  "keys": {
    "e": {"longPress": "è é ẻ ẽ ẹ ê ề ế ể ễ ệ"},
    "y": {"longPress": "ỳ ý ỷ ỹ ỵ"},
    "u": {"longPress": "ù ú ủ ũ ụ ư ừ ứ ử ữ ự"},
    "i": {"longPress": "ì í ỉ ĩ ị"},
    "o": {"longPress": "ò ó ỏ õ ọ ô ồ ố ổ ỗ ộ ơ ờ ớ ở ỡ ợ"},
    "a": {"longPress": "à á ả ã ạ ă ằ ắ ẳ ẵ ặ â ầ ấ ẩ ẫ ậ"},
    "d": {"longPress": "đ"},
    "currency": {"output": "₫", "longPress": "$ € £ ¥ ¢"}
  },
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
        LayoutSource(path: "aosp/zu.json", displayPath: "Layouts/aosp/zu.json", text: #"""
{
  "$schema": "../schema/layout.schema.json",
  "format": 1,
  "id": "zu",
  "locale": "zu",
  "name": "isiZulu",
  "script": "Latn",
  "imports": ["shared/base", "shared/symbols"],
  "keys": {
    "e": {"longPress": "é è ê ë ē"},
    "u": {"longPress": "ú û ü ù ū"},
    "i": {"longPress": "í î ï ī ì"},
    "o": {"longPress": "ó ô ö ò œ ø ō õ"},
    "a": {"longPress": "à á â ä æ ã å ā"},
    "s": {"longPress": "ß"},
    "c": {"longPress": "ç"},
    "n": {"longPress": "ñ"}
  },
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
        LayoutSource(path: "devices.json", displayPath: "Layouts/devices.json", text: #"""
{
  "$schema": "./schema/devices.schema.json",
  "format": 1,
  "devices": {
    "iphone-classic": {
      "name": "iPhone, classic (320 pt wide)",
      "idiom": "phone",
      "spaceBarTrackpad": false,
      "source": "216 pt portrait and 162 pt landscape: the keyboard frames UIKit reported on 320-point iPhones (Stack Overflow question 11284321, 'What is the height of iPhone's onscreen keyboard?'); screen widths in points: Apple's Human Interface Guidelines, Layout",
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
      "name": "iPhone X to 13 mini (375 pt wide)",
      "idiom": "phone",
      "source": "letter area 216 pt (4 rows of 54: KeyboardKit's KeyboardLayout.Configuration), 75 pt for the globe and dictation strip above the home indicator (F. Benacquista, 'List of the official iOS keyboards’ heights': the letter area is alike on every iPhone, the strip below it differs); screen widths in points: Apple's Human Interface Guidelines, Layout",
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
    "iphone-390": {
      "name": "iPhone 12 to 14 (390 pt wide)",
      "idiom": "phone",
      "source": "rows of 54 pt in portrait and 40 pt in landscape (KeyboardKit's KeyboardLayout.Configuration); the home-indicator strip as on the 375-point iPhone (F. Benacquista, 'List of the official iOS keyboards’ heights': the letter area is alike on every iPhone, the strip below it differs); landscape safe-area insets of 47 pt (notch) or 59 pt (Dynamic Island) at the sides; screen widths in points: Apple's Human Interface Guidelines, Layout",
      "portrait": {
        "width": 390, "height": 291, "keyGap": 6, "rowGap": 12,
        "insets": { "top": 8, "left": 0, "bottom": 67, "right": 0 },
        "widths": { "shift": 0.13, "backspace": 0.13, "return": 0.25, "function": 0.123 }
      },
      "landscape": {
        "width": 844, "height": 200, "keyGap": 6, "rowGap": 8,
        "insets": { "top": 4, "left": 47, "bottom": 34, "right": 47 },
        "widths": { "shift": 0.13, "backspace": 0.13, "return": 0.195, "function": 0.095 }
      }
    },
    "iphone-393": {
      "name": "iPhone 14 Pro, 15, 16 (393 pt wide)",
      "idiom": "phone",
      "source": "rows of 54 pt in portrait and 40 pt in landscape (KeyboardKit's KeyboardLayout.Configuration); the home-indicator strip as on the 375-point iPhone (F. Benacquista, 'List of the official iOS keyboards’ heights': the letter area is alike on every iPhone, the strip below it differs); landscape safe-area insets of 47 pt (notch) or 59 pt (Dynamic Island) at the sides; screen widths in points: Apple's Human Interface Guidelines, Layout",
      "portrait": {
        "width": 393, "height": 291, "keyGap": 6, "rowGap": 12,
        "insets": { "top": 8, "left": 0, "bottom": 67, "right": 0 },
        "widths": { "shift": 0.13, "backspace": 0.13, "return": 0.25, "function": 0.123 }
      },
      "landscape": {
        "width": 852, "height": 200, "keyGap": 6, "rowGap": 8,
        "insets": { "top": 4, "left": 59, "bottom": 34, "right": 59 },
        "widths": { "shift": 0.13, "backspace": 0.13, "return": 0.195, "function": 0.095 }
      }
    },
    "iphone-430": {
      "name": "iPhone 15 Plus, 15 Pro Max, 16 Plus (430 pt wide)",
      "idiom": "phone",
      "source": "rows of 56 pt in portrait with 5.5-pt vertical insets and 40 pt in landscape (the large iPhone configuration of KeyboardKit's KeyboardLayout.Configuration); F. Benacquista, 'List of the official iOS keyboards’ heights': the letter area is alike on every iPhone, the strip below it differs; screen widths in points: Apple's Human Interface Guidelines, Layout",
      "portrait": {
        "width": 430, "height": 299, "keyGap": 6, "rowGap": 11,
        "insets": { "top": 8, "left": 0, "bottom": 67, "right": 0 },
        "widths": { "shift": 0.13, "backspace": 0.13, "return": 0.25, "function": 0.123 }
      },
      "landscape": {
        "width": 932, "height": 200, "keyGap": 6, "rowGap": 8,
        "insets": { "top": 4, "left": 59, "bottom": 34, "right": 59 },
        "widths": { "shift": 0.13, "backspace": 0.13, "return": 0.195, "function": 0.095 }
      }
    },
    "ipad": {
      "name": "iPad, classic (768 pt wide)",
      "idiom": "tablet",
      "source": "264 pt portrait and 352 pt landscape as UIKit reported them on the 9.7-inch iPad (the same question); screen widths in points: Apple's Human Interface Guidelines, Layout",
      "portrait": {
        "width": 768, "height": 264, "keyGap": 12, "rowGap": 12,
        "insets": { "top": 6, "left": 6, "bottom": 6, "right": 6 },
        "widths": { "shift": 0.11, "backspace": 0.12, "return": 0.16, "function": 0.1 }
      },
      "landscape": {
        "width": 1024, "height": 352, "keyGap": 14, "rowGap": 16,
        "insets": { "top": 8, "left": 8, "bottom": 8, "right": 8 },
        "widths": { "shift": 0.11, "backspace": 0.12, "return": 0.16, "function": 0.1 }
      }
    },
    "ipad-11": {
      "name": "iPad Pro 11-inch, iPad Air (834 pt wide)",
      "idiom": "tablet",
      "source": "rows of 64 pt in portrait (6/4-pt insets) and 86 pt in landscape (7/6-pt insets), from the iPad configurations of KeyboardKit's KeyboardLayout.Configuration; screen widths in points: Apple's Human Interface Guidelines, Layout",
      "portrait": {
        "width": 834, "height": 268, "keyGap": 12, "rowGap": 8,
        "insets": { "top": 6, "left": 6, "bottom": 6, "right": 6 },
        "widths": { "shift": 0.11, "backspace": 0.12, "return": 0.16, "function": 0.1 }
      },
      "landscape": {
        "width": 1194, "height": 360, "keyGap": 14, "rowGap": 12,
        "insets": { "top": 8, "left": 8, "bottom": 8, "right": 8 },
        "widths": { "shift": 0.11, "backspace": 0.12, "return": 0.16, "function": 0.1 }
      }
    },
    "ipad-pro-12.9": {
      "name": "iPad Pro 12.9-inch (1024 pt wide)",
      "idiom": "tablet",
      "numberRow": true,
      "source": "five rows (a number row above the letters) of 69 pt in portrait and 88 pt in landscape, from the large iPad Pro configurations of KeyboardKit's KeyboardLayout.Configuration; screen widths in points: Apple's Human Interface Guidelines, Layout",
      "portrait": {
        "width": 1024, "height": 357, "keyGap": 12, "rowGap": 8,
        "insets": { "top": 6, "left": 6, "bottom": 6, "right": 6 },
        "widths": { "shift": 0.1, "backspace": 0.1, "return": 0.13, "function": 0.09 }
      },
      "landscape": {
        "width": 1366, "height": 456, "keyGap": 14, "rowGap": 12,
        "insets": { "top": 8, "left": 8, "bottom": 8, "right": 8 },
        "widths": { "shift": 0.1, "backspace": 0.1, "return": 0.13, "function": 0.09 }
      }
    }
  }
}
"""#),
        LayoutSource(path: "emoji.json", displayPath: "Layouts/emoji.json", text: #"""
{
  "$schema": "./schema/layout.schema.json",
  "format": 1,
  "id": "emoji",
  "locale": "und",
  "name": "Emoji",
  "script": "Zsye",
  "latinCompanion": "en-US",
  "columns": 12,
  "tablet": { "arrange": false },
  "imports": ["shared/base", "shared/symbols"],
  "keys": {
    "search": { "action": "emojiSearch" },
    "grid": { "action": "emoji" },
    "abc": { "action": "previousKeyboard", "width": 1.5 },
    "recents": { "action": "emojiCategory", "label": "🕘" },
    "people": { "action": "emojiCategory", "label": "😀" },
    "nature": { "action": "emojiCategory", "label": "🐻" },
    "food": { "action": "emojiCategory", "label": "🍔" },
    "activity": { "action": "emojiCategory", "label": "⚽" },
    "travel": { "action": "emojiCategory", "label": "🚗" },
    "objects": { "action": "emojiCategory", "label": "💡" },
    "symbols": { "action": "emojiCategory", "label": "🔣" },
    "flags": { "action": "emojiCategory", "label": "🏳️" },
    "backspace": { "action": "backspace", "width": 1.5 }
  },
  "layers": {
    "letters": {
      "kind": "letters",
      "rows": [
        "search return",
        { "keys": "grid", "height": 2.2 },
        "abc recents people nature food activity travel objects symbols flags backspace"
      ]
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
        LayoutSource(path: "en-US-intl.json", displayPath: "Layouts/en-US-intl.json", text: #"""
{
  "$schema": "./schema/layout.schema.json",
  "format": 1,
  "id": "en-US-intl",
  "locale": "en-US",
  "name": "English (US, International)",
  "script": "Latn",
  "inputMethod": "transforms",
  "latinCompanion": "en-US",
  "imports": ["shared/base", "shared/symbols", "shared/aosp/en"],
  "columns": 11,
  "keys": {
    "dead-acute": { "output": "\\m{acute}", "shifted": "\\m{acute}", "label": "´", "longPress": ["\\m{diaeresis}"] },
    "dead-grave": { "output": "\\m{grave}", "shifted": "\\m{grave}", "label": "`", "longPress": ["\\m{tilde}"] },
    "dead-circumflex": { "output": "\\m{circumflex}", "shifted": "\\m{circumflex}", "label": "ˆ" }
  },
  "layers": {
    "letters": {
      "kind": "letters",
      "rows": [
        "q w e r t y u i o p dead-grave",
        "a s d f g h j k l dead-acute",
        "shift gap z x c v b n m dead-circumflex gap backspace",
        "@bottom"
      ]
    }
  },
  "transforms": {
    "variables": {
      "acuteBase": { "set": "a e i o u y c A E I O U Y C" },
      "acute": { "set": "á é í ó ú ý ç Á É Í Ó Ú Ý Ç" },
      "graveBase": { "set": "a e i o u A E I O U" },
      "grave": { "set": "à è ì ò ù À È Ì Ò Ù" },
      "diaeresisBase": { "set": "a e i o u y A E I O U Y" },
      "diaeresis": { "set": "ä ë ï ö ü ÿ Ä Ë Ï Ö Ü Ÿ" },
      "circumflexBase": { "set": "a e i o u A E I O U" },
      "circumflex": { "set": "â ê î ô û Â Ê Î Ô Û" },
      "tildeBase": { "set": "a o n A O N" },
      "tilde": { "set": "ã õ ñ Ã Õ Ñ" }
    },
    "simple": [
      {
        "rules": [
          { "from": "\\m{acute}($[acuteBase])", "to": "$[1:acute]" },
          { "from": "\\m{grave}($[graveBase])", "to": "$[1:grave]" },
          { "from": "\\m{diaeresis}($[diaeresisBase])", "to": "$[1:diaeresis]" },
          { "from": "\\m{circumflex}($[circumflexBase])", "to": "$[1:circumflex]" },
          { "from": "\\m{tilde}($[tildeBase])", "to": "$[1:tilde]" },
          { "from": "\\m{acute} ", "to": "'" },
          { "from": "\\m{grave} ", "to": "`" },
          { "from": "\\m{diaeresis} ", "to": "\"" },
          { "from": "\\m{circumflex} ", "to": "^" },
          { "from": "\\m{tilde} ", "to": "~" }
        ]
      },
      {
        "rules": [
          { "from": "\\m{acute}(.)", "to": "'$1" },
          { "from": "\\m{grave}(.)", "to": "`$1" },
          { "from": "\\m{diaeresis}(.)", "to": "\"$1" },
          { "from": "\\m{circumflex}(.)", "to": "^$1" },
          { "from": "\\m{tilde}(.)", "to": "~$1" }
        ]
      }
    ]
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
  "tablet": { "arrange": {
    "firstRowExtra": "row-lbracket row-rbracket row-backslash",
    "middleRowExtra": "row-semicolon row-quote",
    "lastRowExtra": "row-comma row-period row-slash"
  } },
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
        LayoutSource(path: "es-MX.json", displayPath: "Layouts/es-MX.json", text: #"""
{
  "$schema": "./schema/layout.schema.json",
  "format": 1,
  "id": "es-MX",
  "locale": "es-MX",
  "name": "Español (México)",
  "extends": "es-419",
  "keys": {
    "currency": { "output": "$", "longPress": "€ £ ¥ ¢" }
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
        LayoutSource(path: "ja-JP-kana.json", displayPath: "Layouts/ja-JP-kana.json", text: #"""
{
  "$schema": "./schema/layout.schema.json",
  "format": 1,
  "id": "ja-JP-kana",
  "locale": "ja-JP",
  "name": "日本語 (かな)",
  "script": "Jpan",
  "inputMethod": "japanese",
  "latinCompanion": "en-US",
  "imports": ["shared/base", "shared/symbols-fullwidth"],
  "tablet": {
    "arrange": false,
    "columns": 12,
    "keys": {
      "あ": { "output": "あ" }, "か": { "output": "か" }, "さ": { "output": "さ" }, "た": { "output": "た" }, "な": { "output": "な" },
      "は": { "output": "は" }, "ま": { "output": "ま" }, "や": { "output": "や" }, "ら": { "output": "ら" }, "わ": { "output": "わ" },
      "modifier": { "action": "command", "command": "modifier", "label": "小゛゜", "width": 1.5 },
      "punctuation": { "output": "、", "label": "、。?!", "flicks": { "left": "。", "up": "？", "right": "！" }, "width": 1.5 },
      "kana-backspace": { "action": "backspace", "width": 1.5 },
      "kana-return": { "action": "return", "width": 1.5 },
      "kana-mode": { "action": "mode", "label": "☆123", "width": 1.5 },
      "kana-globe": { "action": "nextKeyboard", "width": 1.5 },
      "kana-space": { "action": "space" },
      "kana-dismiss": { "action": "dismiss", "width": 1.5 }
    },
    "layers": {
      "letters": {
        "kind": "letters",
        "rows": [
          "わ ら や ま は な た さ か あ kana-backspace",
          "を り 「 み ひ に ち し き い modifier",
          "ん る ゆ む ふ ぬ つ す く う punctuation",
          "ー れ 」 め へ ね て せ け え kana-return",
          "〜 ろ よ も ほ の と そ こ お 。",
          "kana-globe kana-mode kana-space ？ ！ kana-dismiss"
        ]
      }
    }
  },
  "keys": {
    "あ": { "width": 2, "flicks": { "left": "い", "up": "う", "right": "え", "down": "お" }, "multiTap": "あ い う え お ぁ ぃ ぅ ぇ ぉ" },
    "か": { "width": 2, "flicks": { "left": "き", "up": "く", "right": "け", "down": "こ" }, "multiTap": "か き く け こ" },
    "さ": { "width": 2, "flicks": { "left": "し", "up": "す", "right": "せ", "down": "そ" }, "multiTap": "さ し す せ そ" },
    "た": { "width": 2, "flicks": { "left": "ち", "up": "つ", "right": "て", "down": "と" }, "multiTap": "た ち つ て と っ" },
    "な": { "width": 2, "flicks": { "left": "に", "up": "ぬ", "right": "ね", "down": "の" }, "multiTap": "な に ぬ ね の" },
    "は": { "width": 2, "flicks": { "left": "ひ", "up": "ふ", "right": "へ", "down": "ほ" }, "multiTap": "は ひ ふ へ ほ" },
    "ま": { "width": 2, "flicks": { "left": "み", "up": "む", "right": "め", "down": "も" }, "multiTap": "ま み む め も" },
    "や": { "width": 2, "flicks": { "left": "「", "up": "ゆ", "right": "」", "down": "よ" }, "multiTap": "や ゆ よ ゃ ゅ ょ" },
    "ら": { "width": 2, "flicks": { "left": "り", "up": "る", "right": "れ", "down": "ろ" }, "multiTap": "ら り る れ ろ" },
    "わ": { "width": 2, "flicks": { "left": "を", "up": "ん", "right": "ー" }, "multiTap": "わ を ん ゎ ー" },
    "punctuation": { "width": 2, "output": "、", "label": "、。?!", "flicks": { "left": "。", "up": "？", "right": "！" }, "multiTap": "、 。 ？ ！" },
    "modifier": { "action": "command", "command": "modifier", "label": "小゛゜", "width": 2 },
    "undo-toggle": { "action": "command", "command": "undo-toggle", "label": "↺", "width": 2 },
    "end-toggle": { "action": "command", "command": "end-toggle", "label": "→", "width": 2 },
    "kana-mode": { "action": "mode", "label": "☆123", "width": 2 },
    "kana-globe": { "action": "nextKeyboard", "width": 2 },
    "kana-space": { "action": "space", "width": 2 },
    "kana-return": { "action": "return", "width": 2 },
    "kana-backspace": { "action": "backspace", "width": 2 }
  },
  "layers": {
    "letters": {
      "kind": "letters",
      "rows": [
        "end-toggle あ か さ kana-backspace",
        "undo-toggle た な は kana-space",
        "kana-mode ま や ら kana-return",
        "kana-globe modifier わ punctuation @above"
      ]
    }
  }
}
"""#),
        LayoutSource(path: "ja-JP-romaji.json", displayPath: "Layouts/ja-JP-romaji.json", text: #"""
{
  "$schema": "./schema/layout.schema.json",
  "format": 1,
  "id": "ja-JP-romaji",
  "locale": "ja-JP",
  "name": "日本語 (ローマ字)",
  "script": "Jpan",
  "default": true,
  "inputMethod": "japanese",
  "latinCompanion": "en-US",
  "columns": 11,
  "imports": ["shared/base", "shared/symbols-fullwidth"],
  "keys": {
    "ー": { "longPress": "〜 ～" },
    "、": { "longPress": "「 」 ・" },
    "。": { "longPress": "？ ！ …" },
    "shift": { "width": "fill" },
    "backspace": { "width": "fill" }
  },
  "layers": {
    "letters": {
      "kind": "letters",
      "rows": [
        "q w e r t y u i o p ー",
        "a s d f g h j k l 、 。",
        "shift z x c v b n m backspace",
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
  "imports": ["shared/keys", "shared/pads", "shared/tablet"]
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
        LayoutSource(path: "shared/tablet.json", displayPath: "Layouts/shared/tablet.json", text: ##"""
{
  "$schema": "../schema/layout.schema.json",
  "format": 1,
  "tablet": {
    "keys": {
      "dismiss": { "action": "dismiss" },
      "undo": { "action": "undo" },
      "redo": { "action": "redo" },
      "tablet-comma": { "output": ",", "shifted": "!" },
      "tablet-period": { "output": ".", "shifted": "?" },
      "tab": { "output": "\t", "label": "⇥", "width": 1.5 },
      "caps": { "action": "layer", "layer": "capsLock", "label": "⇪", "width": 1.8 },
      "row-grave": { "output": "`", "shifted": "~" },
      "row-1": { "output": "1", "shifted": "!" },
      "row-2": { "output": "2", "shifted": "@" },
      "row-3": { "output": "3", "shifted": "#" },
      "row-4": { "output": "4", "shifted": "$" },
      "row-5": { "output": "5", "shifted": "%" },
      "row-6": { "output": "6", "shifted": "^" },
      "row-7": { "output": "7", "shifted": "&" },
      "row-8": { "output": "8", "shifted": "*" },
      "row-9": { "output": "9", "shifted": "(" },
      "row-0": { "output": "0", "shifted": ")" },
      "row-minus": { "output": "-", "shifted": "_" },
      "row-equals": { "output": "=", "shifted": "+" },
      "row-lbracket": { "output": "[", "shifted": "{" },
      "row-rbracket": { "output": "]", "shifted": "}" },
      "row-backslash": { "output": "\\", "shifted": "|" },
      "row-semicolon": { "output": ";", "shifted": ":" },
      "row-quote": { "output": "'", "shifted": "\"" },
      "row-comma": { "output": ",", "shifted": "<" },
      "row-period": { "output": ".", "shifted": ">" },
      "row-slash": { "output": "/", "shifted": "?" }
    },
    "arrange": {
      "remove": "backspace gap",
      "firstRowEnd": "backspace",
      "middleRowEnd": "return",
      "lastRowEnd": "tablet-comma tablet-period",
      "numberRow": "row-grave row-1 row-2 row-3 row-4 row-5 row-6 row-7 row-8 row-9 row-0 row-minus row-equals backspace",
      "firstRowStart": "tab",
      "middleRowStart": "caps",
      "numbersLastRowStart": "undo",
      "symbolsLastRowStart": "redo",
      "extraColumns": 1.5,
      "bottomRows": {
        "default": "globe mode space mode dismiss",
        "URL": "globe mode / dot-com mode dismiss",
        "emailAddress": "globe mode @ space mode dismiss",
        "twitter": "globe mode @ space # mode dismiss",
        "webSearch": "globe mode space mode dismiss"
      }
    }
  }
}
"""##),
        LayoutSource(path: "strings.json", displayPath: "Layouts/strings.json", text: ##"""
{
 "format": 1,
 "sources": [
  "AOSP LatinIME strings-action-keys.xml (lineage-21.0 fb6334e), Apache-2.0",
  "KeyboardKit 9.9.1 Localizable.strings, MIT, Copyright (c) 2016-2025 Daniel Saidi",
  "AOSP LatinIME strings-talkback-descriptions.xml (space and return words), Apache-2.0",
  "digits and otherDigits: Unicode CLDR 41 numbering systems (defaultNumberingSystem, native), Unicode License",
  "Korean, Chinese and Japanese space/return words, join/route/continue/emergencyCall titles for fr, sv, ru, ko, zh-Hans, zh-Hant, ja, and decimal separators: SoftKeyboard authors",
  "the emoji keyboard's words (emoji) for en, de, fr, es, it, pt, nl, sv, ru, ja, ko, zh-Hans, zh-Hant: SoftKeyboard authors"
 ],
 "locales": {
  "af": {
   "go": "Gaan",
   "next": "Volg.",
   "done": "Klaar",
   "send": "Stuur",
   "search": "Soek",
   "pause": "Laat wag",
   "wait": "Wag",
   "space": "spasie",
   "untranslated": "return join route continue emergencyCall"
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
   "toNumbers": "١٢٣",
   "decimalSeparator": "٫",
   "digits": "٠١٢٣٤٥٦٧٨٩",
   "otherDigits": "0123456789",
   "untranslated": "join route continue emergencyCall"
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
   "toLetters": "АБВ",
   "untranslated": "search join route continue emergencyCall"
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
   "toLetters": "АБВ",
   "untranslated": "join route continue emergencyCall"
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
   "toNumbers": "১২৩",
   "digits": "০১২৩৪৫৬৭৮৯",
   "otherDigits": "0123456789"
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
   "space": "espai",
   "untranslated": "join route continue emergencyCall"
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
   "space": "Mezerník",
   "untranslated": "join route continue emergencyCall"
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
   "space": "Mellemrum",
   "untranslated": "join route continue emergencyCall"
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
   "decimalSeparator": ",",
   "join": "Verbinden",
   "route": "Route",
   "continue": "Weiter",
   "emergencyCall": "Notruf",
   "emoji": {
    "search": "Emoji suchen",
    "recents": "Häufig benutzt",
    "people": "Smileys & Personen",
    "nature": "Tiere & Natur",
    "food": "Essen & Trinken",
    "activity": "Aktivität",
    "travel": "Reisen & Orte",
    "objects": "Objekte",
    "symbols": "Symbole",
    "flags": "Flaggen"
   }
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
   "toLetters": "ABΓ",
   "untranslated": "join route continue emergencyCall"
  },
  "en": {
   "go": "go",
   "next": "next",
   "done": "done",
   "send": "send",
   "search": "search",
   "pause": "Pause",
   "wait": "Wait",
   "return": "return",
   "space": "space",
   "join": "join",
   "route": "route",
   "continue": "continue",
   "emergencyCall": "emergency call",
   "toLetters": "ABC",
   "toNumbers": "123",
   "toSymbols": "#+=",
   "emoji": {
    "search": "Search Emoji",
    "recents": "Frequently Used",
    "people": "Smileys & People",
    "nature": "Animals & Nature",
    "food": "Food & Drink",
    "activity": "Activity",
    "travel": "Travel & Places",
    "objects": "Objects",
    "symbols": "Symbols",
    "flags": "Flags"
   }
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
  "eo": {
   "untranslated": "return space go next done send search join route continue emergencyCall"
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
   "continue": "Continuar",
   "emoji": {
    "search": "Buscar emoji",
    "recents": "Usados con frecuencia",
    "people": "Emoticonos y personas",
    "nature": "Animales y naturaleza",
    "food": "Comida y bebida",
    "activity": "Actividades",
    "travel": "Viajes y lugares",
    "objects": "Objetos",
    "symbols": "Símbolos",
    "flags": "Banderas"
   },
   "untranslated": "emergencyCall"
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
   "space": "Tühik",
   "untranslated": "join route continue emergencyCall"
  },
  "eu": {
   "go": "Joan",
   "next": "Hurrengoa",
   "done": "Eginda",
   "send": "Bidali",
   "search": "Bilatu",
   "pause": "Pausatu",
   "wait": "Itxaron",
   "space": "zuriunea",
   "untranslated": "return join route continue emergencyCall"
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
   "toNumbers": "۱۲۳",
   "decimalSeparator": "٫",
   "digits": "۰۱۲۳۴۵۶۷۸۹",
   "otherDigits": "0123456789",
   "untranslated": "join route continue emergencyCall"
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
   "space": "väli",
   "untranslated": "join route continue emergencyCall"
  },
  "fil": {
   "go": "Go",
   "next": "Sunod",
   "done": "Tapos",
   "send": "Send",
   "search": "Maghanap",
   "pause": "Pause",
   "wait": "Intay",
   "untranslated": "return space join route continue emergencyCall"
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
   "decimalSeparator": ",",
   "emoji": {
    "search": "Rechercher des emoji",
    "recents": "Fréquemment utilisés",
    "people": "Smileys et personnes",
    "nature": "Animaux et nature",
    "food": "Nourriture et boissons",
    "activity": "Activités",
    "travel": "Voyages et lieux",
    "objects": "Objets",
    "symbols": "Symboles",
    "flags": "Drapeaux"
   }
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
  "ga": {
   "return": "ar ais",
   "space": "spás"
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
   "wait": "Espera",
   "space": "espazo",
   "untranslated": "return join route continue emergencyCall"
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
   "wait": "המתן",
   "return": "↳",
   "space": "רווח",
   "toLetters": "אבג",
   "untranslated": "join route continue emergencyCall"
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
   "wait": "प्रतीक्षा करें",
   "space": "स्पेस",
   "return": "रिटर्न",
   "otherDigits": "०१२३४५६७८९",
   "untranslated": "join route continue emergencyCall"
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
   "space": "Razmaknica",
   "untranslated": "join route continue emergencyCall"
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
   "space": "Szóköz",
   "untranslated": "join route continue emergencyCall"
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
   "space": "բացատ",
   "join": "Միանալ",
   "toLetters": "ԱԲԳ",
   "untranslated": "return route continue emergencyCall"
  },
  "id": {
   "go": "Buka",
   "next": "Lanjut",
   "done": "Beres",
   "send": "Kirim",
   "search": "Telusur",
   "pause": "Jeda",
   "wait": "Tunggu",
   "space": "Spasi",
   "untranslated": "return join route continue emergencyCall"
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
   "space": "Bil",
   "untranslated": "join route continue emergencyCall"
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
   "space": "spazio",
   "emoji": {
    "search": "Cerca emoji",
    "recents": "Usate di frequente",
    "people": "Faccine e persone",
    "nature": "Animali e natura",
    "food": "Cibo e bevande",
    "activity": "Attività",
    "travel": "Viaggi e luoghi",
    "objects": "Oggetti",
    "symbols": "Simboli",
    "flags": "Bandiere"
   },
   "untranslated": "join route continue emergencyCall"
  },
  "ja": {
   "go": "実行",
   "next": "次へ",
   "done": "完了",
   "send": "送信",
   "search": "検索",
   "pause": "停止",
   "wait": "待機",
   "return": "改行",
   "space": "空白",
   "join": "参加",
   "route": "経路",
   "continue": "続ける",
   "emergencyCall": "緊急電話",
   "toLetters": "かな",
   "emoji": {
    "search": "絵文字を検索",
    "recents": "よく使う絵文字",
    "people": "スマイリーと人々",
    "nature": "動物と自然",
    "food": "食べ物と飲み物",
    "activity": "アクティビティ",
    "travel": "旅行と場所",
    "objects": "物",
    "symbols": "記号",
    "flags": "旗"
   }
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
   "toLetters": "ა",
   "untranslated": "join route continue emergencyCall"
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
   "toLetters": "АБВ",
   "untranslated": "join route continue emergencyCall"
  },
  "km": {
   "go": "ទៅ",
   "next": "បន្ទាប់",
   "done": "រួចរាល់",
   "send": "ផ្ញើ",
   "search": "ស្វែងរក",
   "pause": "ផ្អាក",
   "wait": "រង់ចាំ",
   "space": "ដកឃ្លា",
   "otherDigits": "០១២៣៤៥៦៧៨៩",
   "untranslated": "return join route continue emergencyCall"
  },
  "kn": {
   "go": "ಹೋಗು",
   "next": "ಮುಂದೆ",
   "done": "ಮುಗಿದಿದೆ",
   "send": "ಕಳುಹಿಸು",
   "search": "ಹುಡುಕಾಟ",
   "pause": "ವಿರಾಮಗೊಳಿಸು",
   "wait": "ನಿರೀಕ್ಷಿಸು",
   "space": "ಸ್ಪೇಸ್",
   "otherDigits": "೦೧೨೩೪೫೬೭೮೯",
   "untranslated": "return join route continue emergencyCall"
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
   "emergencyCall": "긴급 통화",
   "emoji": {
    "search": "이모티콘 검색",
    "recents": "자주 사용하는 항목",
    "people": "스마일리 및 사람",
    "nature": "동물 및 자연",
    "food": "음식 및 음료",
    "activity": "활동",
    "travel": "여행 및 장소",
    "objects": "사물",
    "symbols": "기호",
    "flags": "깃발"
   }
  },
  "ky": {
   "go": "Өтүү",
   "next": "Кийинки",
   "done": "Аткарылды",
   "send": "Жөнөтүү",
   "search": "Издөө",
   "pause": "Бир аз токт",
   "wait": "Күтүү",
   "space": "боштук",
   "untranslated": "return join route continue emergencyCall"
  },
  "lo": {
   "go": "ໄປ",
   "next": "ຕໍ່ໄປ",
   "done": "Done",
   "send": "ສົ່ງ",
   "search": "ຊອກຫາ",
   "pause": "ຢຸດຊົ່ວຄາວ",
   "wait": "ລໍຖ້າ",
   "space": "ຍະຫວ່າງ",
   "otherDigits": "໐໑໒໓໔໕໖໗໘໙",
   "untranslated": "return join route continue emergencyCall"
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
   "space": "Tarpas",
   "untranslated": "join route continue emergencyCall"
  },
  "lv": {
   "go": "Sākt",
   "next": "Tālāk",
   "done": "Gatavs",
   "send": "Sūtīt",
   "search": "Meklēt",
   "pause": "Pauze",
   "wait": "Gaidīt",
   "return": "ievadīt",
   "space": "Atstarpe",
   "untranslated": "join route continue emergencyCall"
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
   "toLetters": "АБВ",
   "untranslated": "join route continue emergencyCall"
  },
  "ml": {
   "go": "പോകുക",
   "next": "അടുത്തത്",
   "done": "പൂർത്തിയായി",
   "send": "അയയ്‌ക്കുക",
   "search": "തിരയുക",
   "pause": "താൽക്കാലികമായി നിർത്തുക",
   "wait": "കാത്തിരിക്കുക",
   "space": "സ്പെയ്സ്",
   "otherDigits": "൦൧൨൩൪൫൬൭൮൯",
   "untranslated": "return join route continue emergencyCall"
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
   "toLetters": "АБВ",
   "untranslated": "join route continue emergencyCall"
  },
  "mr": {
   "go": "जा",
   "next": "पुढील",
   "done": "पूर्ण झाले",
   "send": "पाठवा",
   "search": "शोधा",
   "pause": "विराम द्या",
   "wait": "प्रतीक्षा करा",
   "digits": "०१२३४५६७८९",
   "otherDigits": "0123456789",
   "untranslated": "return space join route continue emergencyCall"
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
   "space": "Space",
   "untranslated": "join route continue emergencyCall"
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
   "continue": "Fortsett",
   "untranslated": "emergencyCall"
  },
  "ne": {
   "go": "जानु",
   "next": "अर्को",
   "done": "भयो",
   "send": "पठाउनुहोस्",
   "search": "खोजी गर्नुहोस्",
   "pause": "रोक्नुहोस्",
   "wait": "पर्खनुहोस्",
   "space": "स्पेस",
   "digits": "०१२३४५६७८९",
   "otherDigits": "0123456789",
   "untranslated": "return join route continue emergencyCall"
  },
  "nl": {
   "go": "Ga",
   "next": "Volg.",
   "done": "Gereed",
   "send": "Verz.",
   "search": "Zoeken",
   "pause": "Pauze",
   "wait": "Wacht",
   "space": "spatie",
   "emoji": {
    "search": "Zoek emoji",
    "recents": "Veelgebruikt",
    "people": "Smileys en personen",
    "nature": "Dieren en natuur",
    "food": "Eten en drinken",
    "activity": "Activiteiten",
    "travel": "Reizen en plaatsen",
    "objects": "Objecten",
    "symbols": "Symbolen",
    "flags": "Vlaggen"
   },
   "untranslated": "return join route continue emergencyCall"
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
   "space": "spacja",
   "untranslated": "return join route continue emergencyCall"
  },
  "pt": {
   "go": "Ir",
   "next": "Próx.",
   "done": "Conc.",
   "send": "Env.",
   "search": "Pesquisar",
   "pause": "Pausa",
   "wait": "Esp.",
   "emoji": {
    "search": "Buscar emoji",
    "recents": "Usados com frequência",
    "people": "Carinhas e pessoas",
    "nature": "Animais e natureza",
    "food": "Comidas e bebidas",
    "activity": "Atividades",
    "travel": "Viagens e lugares",
    "objects": "Objetos",
    "symbols": "Símbolos",
    "flags": "Bandeiras"
   },
   "untranslated": "join route continue emergencyCall"
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
   "space": "Spațiu",
   "untranslated": "join route continue emergencyCall"
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
   "decimalSeparator": ",",
   "emoji": {
    "search": "Поиск эмодзи",
    "recents": "Часто используемые",
    "people": "Смайлики и люди",
    "nature": "Животные и природа",
    "food": "Еда и напитки",
    "activity": "Активность",
    "travel": "Путешествия и места",
    "objects": "Предметы",
    "symbols": "Символы",
    "flags": "Флаги"
   }
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
   "space": "Medzerník",
   "untranslated": "join route continue emergencyCall"
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
   "space": "Preslednica",
   "untranslated": "join route continue emergencyCall"
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
   "toLetters": "АБВ",
   "untranslated": "join route continue emergencyCall"
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
   "decimalSeparator": ",",
   "emoji": {
    "search": "Sök emoji",
    "recents": "Ofta använda",
    "people": "Smileys och personer",
    "nature": "Djur och natur",
    "food": "Mat och dryck",
    "activity": "Aktiviteter",
    "travel": "Resor och platser",
    "objects": "Objekt",
    "symbols": "Symboler",
    "flags": "Flaggor"
   }
  },
  "sw": {
   "go": "Nenda",
   "next": "Inayofuata",
   "done": "Nimemaliza",
   "send": "Tuma",
   "search": "Tafuta",
   "pause": "Sitisha",
   "wait": "Subiri",
   "space": "nafasi",
   "untranslated": "return join route continue emergencyCall"
  },
  "ta": {
   "go": "செல்",
   "next": "அடுத்து",
   "done": "முடிந்தது",
   "send": "அனுப்பு",
   "search": "தேடு",
   "pause": "இடைநிறுத்து",
   "wait": "காத்திரு",
   "space": "ஸ்பேஸ்",
   "otherDigits": "௦௧௨௩௪௫௬௭௮௯",
   "untranslated": "return join route continue emergencyCall"
  },
  "te": {
   "go": "వెళ్లు",
   "next": "తర్వాత",
   "done": "పూర్తి",
   "send": "పంపు",
   "search": "వెతుకు",
   "pause": "పాజ్ చేయి",
   "wait": "వేచి ఉ.",
   "space": "స్పేస్",
   "otherDigits": "౦౧౨౩౪౫౬౭౮౯",
   "untranslated": "return join route continue emergencyCall"
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
   "wait": "รอ",
   "space": "วรรค",
   "otherDigits": "๐๑๒๓๔๕๖๗๘๙",
   "untranslated": "return join route continue emergencyCall"
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
   "space": "Boşluk",
   "untranslated": "join route continue emergencyCall"
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
   "toLetters": "АБВ",
   "untranslated": "join route continue emergencyCall"
  },
  "ur": {
   "go": "جائیں",
   "next": "اگلا",
   "done": "ہوگیا",
   "send": "بھیجیں",
   "search": "تلاش",
   "pause": "موقوف",
   "wait": "انتظار",
   "space": "اسپیس",
   "otherDigits": "۰۱۲۳۴۵۶۷۸۹",
   "untranslated": "return join route continue emergencyCall"
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
   "space": "bo‘shliq",
   "untranslated": "join route continue emergencyCall"
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
   "emergencyCall": "紧急呼叫",
   "emoji": {
    "search": "搜索表情符号",
    "recents": "常用",
    "people": "表情与人物",
    "nature": "动物与自然",
    "food": "食物与饮料",
    "activity": "活动",
    "travel": "旅行与地点",
    "objects": "物体",
    "symbols": "符号",
    "flags": "旗帜"
   }
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
   "space": "空格",
   "join": "加入",
   "route": "路線",
   "continue": "繼續",
   "emergencyCall": "緊急呼叫",
   "emoji": {
    "search": "搜尋表情符號",
    "recents": "常用",
    "people": "表情符號與人物",
    "nature": "動物與自然",
    "food": "食物與飲料",
    "activity": "活動",
    "travel": "旅遊與地點",
    "objects": "物品",
    "symbols": "符號",
    "flags": "旗幟"
   }
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
   "wait": "Linda",
   "space": "isikhala",
   "untranslated": "return join route continue emergencyCall"
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
        LayoutSource(path: "ur.json", displayPath: "Layouts/ur.json", text: #"""
{
  "$schema": "./schema/layout.schema.json",
  "format": 1,
  "id": "ur",
  "locale": "ur",
  "name": "اردو",
  "script": "Arab",
  "latinCompanion": "en-US",
  "direction": "rtl",
  "columns": 11,
  "imports": ["shared/base", "shared/symbols"],
  "keys": {
    "ا": {"longPress": "أ إ"},
    "ی": {"longPress": "ي ئ"},
    "ہ": {"longPress": "ۂ ۃ ة"},
    "ۓ": {"longPress": "ئ"},
    "۔": {"longPress": "، ؟ ! ' \" : ؛"},
    "َ": {"label": "◌َ", "longPress": "ِ ُ ً ٍ ٌ ْ ٰ"},
    "ّ": {"label": "◌ّ"},
    "backspace": {"width": 1},
    "currency": {"output": "₨", "longPress": "$ € £ ¥ ¢"}
  },
  "layers": {
    "letters": {
      "kind": "letters",
      "rows": [
        "ط ص ھ د ٹ پ ت ب ج ح",
        "م و ر ن ل ہ ا ک ی َ",
        "shift ق ف ے س ش غ ع ۔ backspace",
        "@bottom"
      ]
    },
    "shifted": {
      "kind": "letters",
      "rows": [
        "ظ ض ذ ڈ ث ّ ۃ ـ چ خ",
        "ژ ز ڑ ں ۂ ء آ گ ي َ",
        "shift gap gap ۓ gap ؤ ئ gap ۔ backspace",
        "@bottom"
      ]
    }
  }
}
"""#),
        LayoutSource(path: "zh-Hans-handwriting.json", displayPath: "Layouts/zh-Hans-handwriting.json", text: #"""
{
  "$schema": "./schema/layout.schema.json",
  "format": 1,
  "id": "zh-Hans-handwriting",
  "locale": "zh-Hans",
  "name": "简体中文 (手写)",
  "script": "Hans",
  "inputMethod": "handwriting",
  "latinCompanion": "en-US",
  "imports": ["shared/base", "shared/symbols-fullwidth"],
  "keys": {
    "pad": { "action": "pad", "label": "在此书写" },
    "clear": { "action": "command", "command": "clear", "label": "⌧" }
  },
  "layers": {
    "letters": {
      "kind": "letters",
      "rows": [
        { "keys": "clear pad backspace", "height": 3 },
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
        LayoutSource(path: "zh-Hant-TW-zhuyin.json", displayPath: "Layouts/zh-Hant-TW-zhuyin.json", text: #"""
{
  "$schema": "./schema/layout.schema.json",
  "format": 1,
  "id": "zh-Hant-TW-zhuyin",
  "locale": "zh-Hant-TW",
  "name": "繁體中文 (注音)",
  "script": "Bopo",
  "default": true,
  "inputMethod": "zhuyin",
  "latinCompanion": "en-US",
  "columns": 11,
  "imports": ["shared/base", "shared/symbols-fullwidth"],
  "keys": {
    "currency": { "output": "$", "longPress": "NT$ ¥ € £ ₩" },
    "backspace": { "width": "fill" }
  },
  "layers": {
    "letters": {
      "kind": "letters",
      "rows": [
        "ㄅ ㄉ ˇ ˋ ㄓ ˊ ˙ ㄚ ㄞ ㄢ ㄦ",
        "ㄆ ㄊ ㄍ ㄐ ㄔ ㄗ ㄧ ㄛ ㄟ ㄣ",
        "ㄇ ㄋ ㄎ ㄑ ㄕ ㄘ ㄨ ㄜ ㄠ ㄤ",
        "ㄈ ㄌ ㄏ ㄒ ㄖ ㄙ ㄩ ㄝ ㄡ ㄥ backspace",
        "@bottom"
      ]
    }
  }
}
"""#),
        LayoutSource(path: "zh-Hant-handwriting.json", displayPath: "Layouts/zh-Hant-handwriting.json", text: #"""
{
  "$schema": "./schema/layout.schema.json",
  "format": 1,
  "id": "zh-Hant-handwriting",
  "locale": "zh-Hant",
  "name": "繁體中文 (手寫)",
  "script": "Hant",
  "default": true,
  "inputMethod": "handwriting",
  "latinCompanion": "en-US",
  "imports": ["shared/base", "shared/symbols-fullwidth"],
  "keys": {
    "pad": { "action": "pad", "label": "在此書寫" },
    "clear": { "action": "command", "command": "clear", "label": "⌧" }
  },
  "layers": {
    "letters": {
      "kind": "letters",
      "rows": [
        { "keys": "clear pad backspace", "height": 3 },
        "@bottom"
      ]
    }
  }
}
"""#),
        LayoutSource(path: "zh-Hant-pinyin.json", displayPath: "Layouts/zh-Hant-pinyin.json", text: #"""
{
  "$schema": "./schema/layout.schema.json",
  "format": 1,
  "id": "zh-Hant-pinyin",
  "extends": "zh-Hans-pinyin",
  "locale": "zh-Hant",
  "name": "繁體中文 (拼音)",
  "script": "Hant",
  "default": false,
  "inputMethod": "pinyin-traditional"
}
"""#),
    ]
}
