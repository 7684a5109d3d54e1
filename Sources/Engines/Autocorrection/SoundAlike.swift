/// Sound-alike keys: words that are spelt differently but sound the same share a key, so a
/// misspelling made by ear (`fisical`, `ankshiosly`, `vinyets`) finds its word however far
/// apart the letters are. The project's own rules, in the manner of Metaphone: the consonants
/// as they sound (ph → F, c before e i y → S, x → KS, ch → X but K in sch, chr and psych-;
/// silent letters dropped: kn, gn, ps, wr at the start, gh, mb at the end, h after a
/// consonant), vowels left out but one at the start, b as P and d as T, s z sh and the sh of
/// -tion -sion -cia as S, f v as F, a doubled letter one sound.
///
/// ```swift
/// SoundAlike.key("physical", language: "en")   // "FSKL"
/// SoundAlike.key("fisical", language: "en")    // "FSKL"
/// SoundAlike.key("anxiously", language: "en")  // "ANKSSL", as "ankshiosly"
/// ```
///
/// Only English has rules; other languages have no key (`nil`).
public enum SoundAlike {
    /// The languages with rules.
    public static let languages: Set<String> = ["en"]

    /// The key of a lower-case word, or nil when the language has no rules or the word has no
    /// letters a to z.
    public static func key(_ word: String, language: String) -> String? {
        guard languages.contains(language) else { return nil }
        let letters = word.utf8.filter { $0 >= a && $0 <= z }
        guard !letters.isEmpty else { return nil }
        return String(decoding: english(letters), as: UTF8.self)
    }

    static let (a, e, i, o, u, y, z) = (UInt8(ascii: "a"), UInt8(ascii: "e"), UInt8(ascii: "i"), UInt8(ascii: "o"),
                                        UInt8(ascii: "u"), UInt8(ascii: "y"), UInt8(ascii: "z"))

    @inline(__always) static func isVowel(_ letter: UInt8?) -> Bool {
        guard let letter else { return false }
        return letter == a || letter == e || letter == i || letter == o || letter == u || letter == y
    }

    /// The rules over ASCII letters (what the lexicon index runs over every word, so bytes).
    static func english(_ word: [UInt8]) -> [UInt8] {
        func ascii(_ text: StaticString) -> [UInt8] { Array(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount)) }
        var text = word
        // Silent first letters.
        if text.count > 1, [ascii("kn"), ascii("gn"), ascii("pn"), ascii("wr"), ascii("ps")].contains(Array(text.prefix(2))) {
            text.removeFirst()
        }
        if text.first == UInt8(ascii: "x") { text[0] = UInt8(ascii: "s") }
        func at(_ index: Int) -> UInt8? { index >= 0 && index < text.count ? text[index] : nil }
        func soft(_ index: Int) -> Bool { at(index).map { $0 == e || $0 == i || $0 == y } ?? false }
        func has(_ index: Int, _ letter: Unicode.Scalar) -> Bool { at(index) == UInt8(ascii: letter) }
        var key: [UInt8] = []
        if isVowel(text.first) { key.append(UInt8(ascii: "A")) }
        var index = 0
        var vowelBetween = false   // a repeat across a vowel is two sounds (p-o-p), next to each other one
        while index < text.count {
            let letter = text[index]
            var sound: [UInt8] = []
            var skip = 1
            switch Unicode.Scalar(letter) {
            case "a", "e", "i", "o", "u", "y": break
            case "b": if !(has(index - 1, "m") && index == text.count - 1) { sound = ascii("P") }
            case "c":
                if has(index + 1, "h") {
                    // ch as k: sch, before a consonant (chr, chl), in psych-.
                    let hard = has(index - 1, "s") || (at(index + 2) != nil && !isVowel(at(index + 2)))
                        || (has(index - 1, "y") && has(index - 2, "s"))
                    sound = hard ? ascii("K") : ascii("X")
                    skip = 2
                } else if has(index + 1, "k") {
                    sound = ascii("K"); skip = 2
                } else if has(index + 1, "i"), has(index + 2, "a") || has(index + 2, "o") {
                    sound = ascii("S")
                } else {
                    sound = soft(index + 1) ? ascii("S") : ascii("K")
                }
            case "d": sound = has(index + 1, "g") && soft(index + 2) ? ascii("J") : ascii("T")
            case "g":
                if has(index + 1, "h") { sound = index == 0 ? ascii("K") : []; skip = 2 }
                else if has(index + 1, "n") { sound = [] }
                else { sound = soft(index + 1) ? ascii("J") : ascii("K") }
            case "h": if index == 0 && isVowel(at(index + 1)) { sound = ascii("H") }
            case "j": sound = ascii("J")
            case "k": if !has(index - 1, "c") { sound = ascii("K") }
            case "p": if has(index + 1, "h") { sound = ascii("F"); skip = 2 } else { sound = ascii("P") }
            case "q": sound = ascii("K")
            case "s": sound = ascii("S"); if has(index + 1, "h") { skip = 2 }
            case "t":
                if has(index + 1, "h") { sound = ascii("0"); skip = 2 }
                else if has(index + 1, "i"), has(index + 2, "a") || has(index + 2, "o") { sound = ascii("S") }
                else if !(has(index + 1, "c") && has(index + 2, "h")) { sound = ascii("T") }
            case "v", "f": sound = ascii("F")
            case "w": if isVowel(at(index + 1)) { sound = ascii("W") }
            case "x": sound = ascii("KS")
            case "z": sound = ascii("S")
            default: sound = [letter - 32]   // l m n r: upper case
            }
            if isVowel(letter) { vowelBetween = true }
            for character in sound where key.last != character || vowelBetween {
                key.append(character)
                vowelBetween = false
            }
            index += skip
        }
        return key
    }
}
