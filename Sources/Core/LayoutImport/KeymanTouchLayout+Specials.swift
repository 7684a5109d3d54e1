import KeymanKeyboard

/// What Keyman's touch-layout tokens and key names stand for.
extension KeymanTouchLayout {
    /// The most characters a key's output may hold when it is what the rules type at the start
    /// of a text: a longer one (rules that loop or output a whole store) is left to the keyman
    /// method, and the key keeps its label, so an imported layout stays a keyboard's size.
    static let maximumShownOutput = 64

    /// `*Special*` texts: the action and the label they stand for.
    static let specials: [String: (action: String?, label: String)] = [
        "*Shift*": ("shift", "⇧"), "*Shifted*": ("shift", "⬆︎"), "*ShiftLock*": ("shift", "⇪"), "*ShiftedLock*": ("shift", "⇪"),
            "*Caps*": ("shift", "⇪"),
        "*Enter*": ("return", "⏎"), "*LTREnter*": ("return", "⏎"), "*RTLEnter*": ("return", "⏎"),
        "*BkSp*": ("backspace", "⌫"), "*LTRBkSp*": ("backspace", "⌫"), "*RTLBkSp*": ("backspace", "⌫"),
        "*Menu*": ("nextKeyboard", "🌐"), "*Hide*": (nil, "⌄"),
        "*123*": ("layer", "123"), "*Symbol*": ("layer", "#+="), "*Currency*": ("layer", "$"), "*abc*": ("layer", "abc"),
        "*ABC*": ("layer", "ABC"),
        "*Alt*": ("layer", "Alt"), "*AltGr*": ("layer", "AltGr"), "*LAlt*": ("layer", "Alt"), "*RAlt*": ("layer", "AltGr"),
        "*Ctrl*": ("layer", "Ctrl"), "*LCtrl*": ("layer", "Ctrl"), "*RCtrl*": ("layer", "Ctrl"),
        "*LAltCtrl*": ("layer", "Ctrl+Alt"), "*RAltCtrl*": ("layer", "AltGr"), "*LAltCtrlShift*": ("layer", "Ctrl+Alt+⇧"),
        "*RAltCtrlShift*": ("layer", "AltGr+⇧"),
        "*AltShift*": ("layer", "Alt+⇧"), "*CtrlShift*": ("layer", "Ctrl+⇧"), "*AltGrShift*": ("layer", "AltGr+⇧"),
        "*Tab*": ("input", "⇥"), "*TabLeft*": ("input", "⇤"),
        "*ZWNJ*": (nil, "ZWNJ"), "*ZWNJiOS*": (nil, "ZWNJ"), "*ZWNJAndroid*": (nil, "ZWNJ"), "*ZWNJGeneric*": (nil, "ZWNJ"),
        "*ZWJ*": (nil, "ZWJ"),
        "*Sp*": (nil, "␣"), "*NBSp*": (nil, "NBSP"), "*NarNBSp*": (nil, "NNBSP"), "*EnQ*": (nil, "EnQ"), "*EmQ*": (nil, "EmQ"),
        "*EnSp*": (nil, "EnSp"),
        "*EmSp*": (nil, "EmSp"), "*PunctSp*": (nil, "PSp"), "*ThSp*": (nil, "ThSp"), "*HSp*": (nil, "HSp"), "*ZWSp*": (nil, "ZWSP"),
        "*WJ*": (nil, "WJ"),
        "*CGJ*": (nil, "CGJ"), "*LTRM*": (nil, "LRM"), "*RTLM*": (nil, "RLM"), "*SH*": (nil, "SHY"), "*HTab*": (nil, "⇥"),
    ]

    /// What a `K_` key types on a US keyboard (unshifted, shifted), by its name as Keyman
    /// writes it (`K_A`, `K_QUOTE`); also Tab and the European 102nd key (`K_oE2`).
    static func usCharacters(_ id: String) -> (String, String)? {
        if id == "K_TAB" { return ("\t", "\t") }
        if id == "K_oE2" { return ("\\", "|") }
        guard id.hasPrefix("K_"), let key = VirtualKey(id), key.name == id, let pair = key.usCharacters else { return nil }
        return (String(pair.unshifted), String(pair.shifted))
    }

    static let directions = ["n": "up", "s": "down", "e": "right", "w": "left", "ne": "upRight", "nw": "upLeft", "se": "downRight",
                             "sw": "downLeft"]

    /// What a key's text shows: a `*Special*` token's symbol, an unknown `*Token*` without its
    /// asterisks (`*?123*` shows `?123`), any other text as written.
    static func label(_ text: String) -> String {
        if let special = specials[text] { return special.label }
        if text.count > 2, text.hasPrefix("*"), text.hasSuffix("*") { return String(text.dropFirst().dropLast()) }
        return text
    }
}
