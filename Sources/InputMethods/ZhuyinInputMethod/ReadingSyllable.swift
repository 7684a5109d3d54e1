/// One syllable of what was typed, as the converter matches it: a bopomofo syllable in its tone
/// (zhuyin), in any tone (pinyin, typed without tones), or any syllable that begins so (an
/// abbreviation: pinyin `t` is any syllable with ㄊ, `zh` any with ㄓ, `y` any that starts ㄧ or ㄩ
/// without a consonant, `w` any that starts ㄨ).
public struct ReadingSyllable: Hashable, Sendable, CustomStringConvertible {
    public enum Match: Hashable, Sendable {
        case exact, anyTone, initial
    }

    public var syllable: BopomofoSyllable
    public var match: Match

    public init(_ syllable: BopomofoSyllable, match: Match = .exact) {
        self.syllable = syllable
        self.match = match
    }

    public init(_ syllable: BopomofoSyllable, anyTone: Bool) {
        self.init(syllable, match: anyTone ? .anyTone : .exact)
    }

    /// Whether the tone is left open.
    public var anyTone: Bool { match != .exact }

    /// Whether a syllable of the model fits this one.
    public func matches(_ other: BopomofoSyllable) -> Bool {
        switch match {
        case .exact: return other == syllable
        case .anyTone: return other.key / 5 == syllable.key / 5
        case .initial:
            if syllable.consonant > 0 { return other.consonant == syllable.consonant }
            guard other.consonant == 0 else { return false }
            // y: ㄧ or ㄩ; w: ㄨ.
            return syllable.medial == 2 ? other.medial == 2 : other.medial == 1 || other.medial == 3
        }
    }

    /// The syllable as bopomofo (without a tone mark when any tone would do; an abbreviation is
    /// its first symbol).
    public var description: String {
        match == .exact ? syllable.description : syllable.with(.first).description
    }

    /// The form the user's stored picks file it under: the description, then `*` for any tone
    /// or `+` for an abbreviation.
    var storedForm: String {
        switch match {
        case .exact: description
        case .anyTone: description + "*"
        case .initial: description + "+"
        }
    }
}

extension ReadingSyllable {
    /// The syllables of space-separated bopomofo (`ㄊㄞˊ ㄨㄢ`, the first tone unmarked); `nil`,
    /// with the offending syllable, when one is not bopomofo in the written order.
    public static func parse(_ text: some StringProtocol) -> Result<[ReadingSyllable], NotBopomofo> {
        var result: [ReadingSyllable] = []
        for word in text.split(whereSeparator: { $0 == " " || $0 == "\t" }) {
            guard let syllable = BopomofoSyllable(String(word)) else { return .failure(NotBopomofo(text: String(word))) }
            result.append(ReadingSyllable(syllable))
        }
        return .success(result)
    }

    /// A word that is not one bopomofo syllable.
    public struct NotBopomofo: Error, Hashable, Sendable, CustomStringConvertible {
        public var text: String
        public var description: String { "'\(text)' is not a bopomofo syllable (consonant, medial, rhyme, tone, in that order)" }
    }
}
