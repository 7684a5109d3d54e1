import KeyboardModel

/// How a typed word is cased, so a correction keeps it: `Teh` → `The`, `TEH` → `THE`. Casing is
/// by the language's rules (`CaseMapping`: Turkish `i` ↔ `İ`).
///
/// ```swift
/// WordCasing("Teh")                                              // .capitalised
/// WordCasing.capitalised.apply(to: "istanbul", locale: "tr")     // "İstanbul"
/// ```
public enum WordCasing: Hashable, Sendable {
    /// No upper-case letter: the lexicon's form is used (`paris` → `Paris` for a capitalised word).
    case lower
    /// The first letter upper case, the rest not.
    case capitalised
    /// Two or more letters, all upper case.
    case upper
    /// Anything else (`iPhone`, `McDonald`): kept only where the correction is the same word.
    case mixed

    public init(_ text: String) {
        let letters = text.filter(\.isLetter)
        let uppers = letters.filter { $0.isUppercase }.count
        if uppers == 0 {
            self = .lower
        } else if uppers == letters.count && letters.count >= 2 {
            self = .upper
        } else if uppers == 1, letters.first?.isUppercase == true {
            self = .capitalised
        } else {
            self = .mixed
        }
    }

    /// `word` (as a lexicon stores it, lower case) cased like the typed word and as its kind asks.
    public func apply(to word: String, kind: Lexicon.Kind = .accepted, locale: String) -> String {
        switch (self, kind) {
        case (.upper, _), (_, .upperCase):
            return CaseMapping.uppercase(word, locale: locale)
        case (.capitalised, _), (.mixed, _), (_, .capitalised):
            return Self.capitalise(word, locale: locale)
        case (.lower, _):
            return word
        }
    }

    /// The first character upper-cased by the language's rules, the rest as they are.
    static func capitalise(_ word: String, locale: String) -> String {
        guard let first = word.first else { return word }
        return CaseMapping.uppercase(String(first), locale: locale) + word.dropFirst()
    }
}
