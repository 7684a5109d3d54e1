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
        let letters = Array(word.unicodeScalars.filter { ("a"..."z").contains($0) }.map { Character($0) })
        guard !letters.isEmpty else { return nil }
        return english(letters)
    }

    static let vowels: Set<Character> = ["a", "e", "i", "o", "u", "y"]

    static func english(_ word: [Character]) -> String {
        var letters = word[...]
        // Silent first letters.
        if letters.count > 1, ["kn", "gn", "pn", "wr", "ps"].contains(String(letters.prefix(2))) { letters = letters.dropFirst() }
        if letters.first == "x" { letters = ["s"] + letters.dropFirst() }
        let text = Array(letters)
        func at(_ index: Int) -> Character? { index >= 0 && index < text.count ? text[index] : nil }
        func soft(_ index: Int) -> Bool { at(index).map { "eiy".contains($0) } ?? false }
        var key: [Character] = []
        if let first = text.first, vowels.contains(first) { key.append("A") }
        var index = 0
        var vowelBetween = false   // a repeat across a vowel is two sounds (p-o-p), next to each other one
        while index < text.count {
            let letter = text[index], next = at(index + 1)
            var sound: String = ""
            var skip = 1
            switch letter {
            case "a", "e", "i", "o", "u", "y": sound = ""
            case "b": sound = at(index - 1) == "m" && index == text.count - 1 ? "" : "P"
            case "c":
                if next == "h" {
                    // ch as k: sch, before a consonant (chr, chl), in psych-.
                    let hard = at(index - 1) == "s" || at(index + 2).map { !vowels.contains($0) } ?? false
                        || (at(index - 1) == "y" && at(index - 2) == "s")
                    sound = hard ? "K" : "X"
                    skip = 2
                } else if next == "k" { sound = "K"; skip = 2 }
                else if next == "i", at(index + 2) == "a" || at(index + 2) == "o" { sound = "S" }
                else { sound = soft(index + 1) ? "S" : "K" }
            case "d": sound = next == "g" && soft(index + 2) ? "J" : "T"
            case "g":
                if next == "h" { sound = index == 0 ? "K" : ""; skip = 2 }
                else if next == "n" { sound = "" }
                else { sound = soft(index + 1) ? "J" : "K" }
            case "h": sound = index == 0 && at(index + 1).map(vowels.contains) == true ? "H" : ""
            case "j": sound = "J"
            case "k": sound = at(index - 1) == "c" ? "" : "K"
            case "p": if next == "h" { sound = "F"; skip = 2 } else { sound = "P" }
            case "q": sound = "K"
            case "s":
                if next == "h" { sound = "S"; skip = 2 }
                else { sound = "S" }
            case "t":
                if next == "h" { sound = "0"; skip = 2 }
                else if next == "i", at(index + 2) == "a" || at(index + 2) == "o" { sound = "S" }
                else if next == "c", at(index + 2) == "h" { sound = "" }
                else { sound = "T" }
            case "v", "f": sound = "F"
            case "w": sound = next.map(vowels.contains) == true ? "W" : ""
            case "x": sound = "KS"
            case "z": sound = "S"
            default: sound = String(letter).uppercased()
            }
            if vowels.contains(letter) { vowelBetween = true }
            for character in sound where key.last != character || vowelBetween {
                key.append(character)
                vowelBetween = false
            }
            index += skip
        }
        return String(key)
    }
}
