/// Romaji to hiragana, as desktop and phone IMEs type it (the table of Microsoft IME and Google
/// Japanese Input): Hepburn and Kunrei spellings (`shi`/`si`, `tsu`/`tu`, `fu`/`hu`, `ja`/`zya`…),
/// `n` before a consonant and `nn` or `n'` for ん, a doubled consonant for っ, `x`/`l` for small
/// kana (`xtu`, `ltsu`, `xya`…), `-` for ー, `vu` for ゔ, and punctuation (`,` 、 `.` 。 `[` 「
/// `]` 」 `/` ・ `~` 〜).
///
/// Typing is incremental: ``append(_:to:)`` adds a letter to pending romaji and moves what is
/// complete into kana; ``flush(_:)`` turns what is left (a final `n`) into kana when the
/// composition ends. Letters that start nothing stay as typed.
///
/// ```swift
/// var state = Romaji.State()
/// for letter in "kannna" { Romaji.append(letter, to: &state) }
/// state.kana      // "かんな"
/// ```
public enum Romaji {
    public struct State: Hashable, Sendable {
        /// Kana made so far.
        public var kana = ""
        /// Letters that do not make a kana yet.
        public var pending = ""
        public init(kana: String = "", pending: String = "") {
            self.kana = kana
            self.pending = pending
        }
        /// What the user sees: the kana, then the pending letters.
        public var text: String { kana + pending }
    }

    /// Adds one typed character (letters are lowercased; others go through the punctuation table).
    public static func append(_ character: Character, to state: inout State) {
        let letter = Character(character.lowercased())
        if let mark = punctuation[letter] {
            flush(&state)   // a pending n is ん; other letters stay as typed
            state.kana += mark
            return
        }
        state.pending.append(letter)
        resolve(&state)
    }

    /// Moves complete syllables from `pending` to `kana`.
    static func resolve(_ state: inout State) {
        while !state.pending.isEmpty {
            let pending = state.pending
            if let kana = table[pending] {
                state.kana += kana
                state.pending = ""
                return
            }
            let letters = Array(pending)
            // n before a consonant other than n or y (and not an apostrophe): ん.
            if letters.count >= 2, letters[0] == "n", !"aiueoy'n".contains(letters[1]) {
                state.kana += "ん"
                state.pending = String(letters.dropFirst())
                continue
            }
            // A doubled consonant: っ and the second one goes on.
            if letters.count >= 2, letters[0] == letters[1], letters[0].isLetter, !"aiueon".contains(letters[0]) {
                state.kana += "っ"
                state.pending = String(letters.dropFirst())
                continue
            }
            if prefixes.contains(pending) { return }
            // Nothing starts with these letters: the first stays as typed.
            state.kana.append(letters[0])
            state.pending = String(letters.dropFirst())
        }
    }

    /// Ends the composition's romaji: a pending `n` becomes ん, other letters stay as typed.
    public static func flush(_ state: inout State) {
        if state.pending == "n" { state.kana += "ん" } else { state.kana += state.pending }
        state.pending = ""
    }

    /// A whole text as a reading: hiragana as it is, romaji (and katakana) turned into hiragana,
    /// as the converter takes it (`toukyou` → `とうきょう`, `トウキョウ` → `とうきょう`).
    public static func reading(of text: String) -> String {
        if KanaForms.isReading(text) { return text }
        var state = State()
        for character in KanaForms.hiragana(text) {
            if KanaForms.isReading(String(character)) {
                flush(&state)
                state.kana.append(character)
            } else {
                append(character, to: &state)
            }
        }
        flush(&state)
        return state.kana
    }

    static let punctuation: [Character: String] = [
        ",": "、", ".": "。", "[": "「", "]": "」", "/": "・", "~": "〜", "-": "ー", "!": "！", "?": "？",
    ]

    /// Romaji → kana.
    static let table: [String: String] = {
        var table: [String: String] = [:]
        let vowels = ["a", "i", "u", "e", "o"]
        func row(_ consonant: String, _ kana: String) {
            for (vowel, character) in zip(vowels, kana) where character != "・" { table[consonant + vowel] = String(character) }
        }
        row("", "あいうえお")
        row("k", "かきくけこ"); row("g", "がぎぐげご"); row("s", "さしすせそ"); row("z", "ざじずぜぞ")
        row("t", "たちつてと"); row("d", "だぢづでど"); row("n", "なにぬねの"); row("h", "はひふへほ")
        row("b", "ばびぶべぼ"); row("p", "ぱぴぷぺぽ"); row("m", "まみむめも"); row("y", "や・ゆ・よ")
        row("r", "らりるれろ"); row("l", "ぁぃぅぇぉ"); row("x", "ぁぃぅぇぉ"); row("w", "わ・・・を")
        table["wi"] = "うぃ"; table["we"] = "うぇ"; table["wu"] = "う"
        table["ye"] = "いぇ"; table["yi"] = "い"
        table["ca"] = "か"; table["cu"] = "く"; table["co"] = "こ"; table["ci"] = "し"; table["ce"] = "せ"
        table["qa"] = "くぁ"; table["qi"] = "くぃ"; table["qu"] = "く"; table["qe"] = "くぇ"; table["qo"] = "くぉ"
        table["fa"] = "ふぁ"; table["fi"] = "ふぃ"; table["fu"] = "ふ"; table["fe"] = "ふぇ"; table["fo"] = "ふぉ"
        table["va"] = "ゔぁ"; table["vi"] = "ゔぃ"; table["vu"] = "ゔ"; table["ve"] = "ゔぇ"; table["vo"] = "ゔぉ"
        table["ja"] = "じゃ"; table["ji"] = "じ"; table["ju"] = "じゅ"; table["je"] = "じぇ"; table["jo"] = "じょ"
        table["shi"] = "し"; table["chi"] = "ち"; table["tsu"] = "つ"
        table["nn"] = "ん"; table["n'"] = "ん"; table["xn"] = "ん"
        table["xtu"] = "っ"; table["ltu"] = "っ"; table["xtsu"] = "っ"; table["ltsu"] = "っ"
        table["xwa"] = "ゎ"; table["lwa"] = "ゎ"; table["xka"] = "ゕ"; table["lka"] = "ゕ"; table["xke"] = "ゖ"; table["lke"] = "ゖ"
        table["thi"] = "てぃ"; table["thu"] = "てゅ"; table["dhi"] = "でぃ"; table["dhu"] = "でゅ"
        table["twu"] = "とぅ"; table["dwu"] = "どぅ"; table["tsa"] = "つぁ"
        table["tsi"] = "つぃ"; table["tse"] = "つぇ"; table["tso"] = "つぉ"
        table["she"] = "しぇ"; table["che"] = "ちぇ"
        // Contracted sounds: consonant + y + vowel, and the sh/ch/j spellings.
        let small = ["a": "ゃ", "u": "ゅ", "o": "ょ", "i": "ぃ", "e": "ぇ"]
        let stems = ["k": "き", "g": "ぎ", "s": "し", "z": "じ", "t": "ち", "d": "ぢ", "n": "に", "h": "ひ", "b": "び", "p": "ぴ",
                     "m": "み", "r": "り", "c": "ち", "j": "じ", "f": "ふ", "v": "ゔ", "x": "", "l": "", "q": "く"]
        for (consonant, stem) in stems {
            for (vowel, kana) in small {
                let key = consonant + "y" + vowel
                if stem.isEmpty {
                    table[key] = ["a": "ゃ", "u": "ゅ", "o": "ょ", "i": "ぃ", "e": "ぇ"][vowel]
                } else {
                    table[key] = stem + kana
                }
            }
        }
        for (vowel, kana) in ["a": "ゃ", "u": "ゅ", "o": "ょ"] {
            table["sh" + vowel] = "し" + kana; table["ch" + vowel] = "ち" + kana
        }
        return table
    }()

    /// A romaji spelling of hiragana that types it back (`とうきょう` → `toukyou`, `がっこう` →
    /// `gakkou`; ん as `nn`, other small kana with `x`); characters with no spelling are kept.
    public static func spelling(of hiragana: String) -> String {
        let characters = Array(hiragana)
        var parts: [String] = []
        var index = 0
        while index < characters.count {
            // Two kana at once where the table has them (きょ → kyo), else one.
            if index + 1 < characters.count, let pair = spellings[String(characters[index...index + 1])] {
                parts.append(pair)
                index += 2
                continue
            }
            let one = String(characters[index])
            parts.append(spellings[one] ?? punctuation.first(where: { $0.value == one }).map { String($0.key) } ?? one)
            index += 1
        }
        // っ before a consonant: the consonant doubled (がっこう → gakkou).
        for index in parts.indices.dropLast() where parts[index] == spellings["っ"] {
            if let next = parts[index + 1].first, next.isLetter, !"aiueon".contains(next) { parts[index] = String(next) }
        }
        return parts.joined()
    }

    /// The shortest key of each table entry of one or two kana (ties: Hepburn's k and x over
    /// c, q and l, then the first in order).
    static let spellings: [String: String] = {
        func rank(_ key: String) -> (Int, Int, String) { (key.count, "clq".contains(key.first ?? " ") ? 1 : 0, key) }
        var spellings: [String: String] = [:]
        for (key, kana) in table where kana.count <= 2 {
            if let known = spellings[kana], rank(known) < rank(key) { continue }
            spellings[kana] = key
        }
        spellings["ん"] = "nn"
        return spellings
    }()

    /// Every proper prefix of a table key: letters still waiting for more.
    static let prefixes: Set<String> = {
        var prefixes: Set<String> = []
        for key in table.keys {
            var prefix = ""
            for character in key.dropLast() {
                prefix.append(character)
                prefixes.insert(prefix)
            }
        }
        return prefixes
    }()
}

/// The forms a reading is offered in besides conversions: hiragana, katakana, half-width
/// katakana, and full-width or half-width Latin letters and digits.
public enum KanaForms {
    /// Hiragana → katakana (ぁ…ゖ to ァ…ヶ; ゝゞ to ヽヾ); other characters unchanged.
    public static func katakana(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.map { scalar in
            switch scalar.value {
            case 0x3041...0x3096, 0x309D...0x309E: Unicode.Scalar(scalar.value + 0x60) ?? scalar
            default: scalar
            }
        }))
    }

    /// Katakana → hiragana (the inverse of ``katakana(_:)``; ヷ…ヺ have no hiragana and stay).
    public static func hiragana(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.map { scalar in
            switch scalar.value {
            case 0x30A1...0x30F6, 0x30FD...0x30FE: Unicode.Scalar(scalar.value - 0x60) ?? scalar
            default: scalar
            }
        }))
    }

    /// Half-width katakana (ｶﾀｶﾅ; voiced kana take a separate ﾞ or ﾟ), from hiragana or katakana.
    public static func halfWidth(_ text: String) -> String {
        var result = ""
        for scalar in katakana(text).unicodeScalars {
            if let narrow = halfWidthTable[scalar] { result += narrow } else { result.unicodeScalars.append(scalar) }
        }
        return result
    }

    /// ASCII letters, digits and punctuation → their full-width forms (Ａ, １, ！); a space → U+3000.
    public static func fullWidth(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.map { scalar in
            switch scalar.value {
            case 0x21...0x7E: Unicode.Scalar(scalar.value + 0xFEE0) ?? scalar
            case 0x20: "\u{3000}"
            default: scalar
            }
        }))
    }

    static let halfWidthTable: [Unicode.Scalar: String] = {
        let full = Array("ァアィイゥウェエォオカキクケコサシスセソタチッツテト" +
                         "ナニヌネノハヒフヘホマミムメモャヤュユョヨラリルレロワヲンー・「」、。")
        let half = Array("ｧｱｨｲｩｳｪｴｫｵｶｷｸｹｺｻｼｽｾｿﾀﾁｯﾂﾃﾄ" +
                         "ﾅﾆﾇﾈﾉﾊﾋﾌﾍﾎﾏﾐﾑﾒﾓｬﾔｭﾕｮﾖﾗﾘﾙﾚﾛﾜｦﾝｰ･｢｣､｡")
        var table: [Unicode.Scalar: String] = [:]
        for (wide, narrow) in zip(full, half) { table[wide.unicodeScalars.first ?? " "] = String(narrow) }
        let voiced = Array("ガギグゲゴザジズゼゾダヂヅデドバビブベボ")
        let plain = Array("ｶｷｸｹｺｻｼｽｾｿﾀﾁﾂﾃﾄﾊﾋﾌﾍﾎ")
        for (wide, narrow) in zip(voiced, plain) { table[wide.unicodeScalars.first ?? " "] = String(narrow) + "ﾞ" }
        for (wide, narrow) in zip(Array("パピプペポ"), Array("ﾊﾋﾌﾍﾎ")) { table[wide.unicodeScalars.first ?? " "] = String(narrow) + "ﾟ" }
        table["ヴ"] = "ｳﾞ"
        return table
    }()

    /// Whether every character is hiragana or ー (a reading the converter takes).
    public static func isReading(_ text: String) -> Bool {
        !text.isEmpty && text.unicodeScalars.allSatisfy { (0x3041...0x3096).contains($0.value) || $0 == "ー" || $0 == "ゝ" || $0 == "ゞ" }
    }
}
