/// One Mandarin syllable written in bopomofo (zhuyin): up to one consonant, one medial, one
/// rhyme, and a tone — what a zhuyin keyboard composes from the symbols typed.
///
/// ```swift
/// let syllable = BopomofoSyllable("ㄊㄞˊ")!
/// syllable.consonant        // .t (ㄊ)
/// syllable.tone             // .second
/// syllable.description      // "ㄊㄞˊ"
/// syllable.mcBopomofoKey    // the two-character key McBopomofo's model files it under
/// ```
///
/// The slots are kept in the standard order (consonant, medial, rhyme, tone), whatever order
/// they were typed in; the first tone is written with no mark, as zhuyin keyboards type it.
public struct BopomofoSyllable: Hashable, Sendable, CustomStringConvertible {
    /// The 21 initial consonants, in the standard order (ㄅ is 1).
    public static let consonants: [Character] = Array("ㄅㄆㄇㄈㄉㄊㄋㄌㄍㄎㄏㄐㄑㄒㄓㄔㄕㄖㄗㄘㄙ")
    /// The three medials (ㄧ is 1).
    public static let medials: [Character] = Array("ㄧㄨㄩ")
    /// The 13 rhymes (ㄚ is 1).
    public static let rhymes: [Character] = Array("ㄚㄛㄜㄝㄞㄟㄠㄡㄢㄣㄤㄥㄦ")
    /// The tone marks of the second to fifth (neutral) tones; the first has none.
    public static let toneMarks: [Character] = ["ˊ", "ˇ", "ˋ", "˙"]

    public enum Tone: Int, Hashable, Sendable, CaseIterable {
        case first, second, third, fourth, neutral

        /// The mark written after the syllable (none for the first tone).
        public var mark: Character? { self == .first ? nil : BopomofoSyllable.toneMarks[rawValue - 1] }
    }

    /// Which slot a symbol fills.
    public enum Slot: Int, Hashable, Sendable {
        case consonant, medial, rhyme, tone

        /// Its place in the written order.
        var rank: Int { rawValue }
    }

    /// The consonant's number in ``consonants`` from 1; 0 for none.
    public var consonant: Int
    /// The medial's number in ``medials`` from 1; 0 for none.
    public var medial: Int
    /// The rhyme's number in ``rhymes`` from 1; 0 for none.
    public var rhyme: Int
    public var tone: Tone

    /// An empty syllable (nothing typed yet).
    public init() {
        consonant = 0
        medial = 0
        rhyme = 0
        tone = .first
    }

    /// The syllable written as `text` (`ㄊㄞˊ`, `ㄉㄜ˙`, `ㄅㄚ`); `nil` when it is empty, holds
    /// something that is not bopomofo, or is not in the written order (consonant, medial,
    /// rhyme, tone, each at most once).
    public init?(_ text: String) {
        self.init()
        var last = -1
        for symbol in text {
            guard let slot = Self.slot(of: symbol), slot.rank > last else { return nil }
            set(symbol)
            last = slot.rank
        }
        guard !isEmpty else { return nil }
    }

    /// The slot a symbol fills, or `nil` for anything that is not a bopomofo symbol or a tone mark.
    public static func slot(of symbol: Character) -> Slot? {
        if consonants.contains(symbol) { return .consonant }
        if medials.contains(symbol) { return .medial }
        if rhymes.contains(symbol) { return .rhyme }
        if toneMarks.contains(symbol) { return .tone }
        return nil
    }

    /// Puts a symbol in its slot, replacing what was there (a zhuyin keyboard's rule: another
    /// consonant typed replaces the consonant). Returns `false`, changing nothing, for a
    /// character that is not bopomofo.
    @discardableResult
    public mutating func set(_ symbol: Character) -> Bool {
        switch Self.slot(of: symbol) {
        case .consonant?: consonant = (Self.consonants.firstIndex(of: symbol) ?? 0) + 1
        case .medial?: medial = (Self.medials.firstIndex(of: symbol) ?? 0) + 1
        case .rhyme?: rhyme = (Self.rhymes.firstIndex(of: symbol) ?? 0) + 1
        case .tone?: tone = Tone(rawValue: (Self.toneMarks.firstIndex(of: symbol) ?? 0) + 1) ?? .first
        case nil: return false
        }
        return true
    }

    /// Whether no consonant, medial or rhyme is set (a tone alone is no syllable).
    public var isEmpty: Bool { consonant == 0 && medial == 0 && rhyme == 0 }

    /// The syllable in the standard order, the first tone unmarked.
    public var description: String {
        var text = ""
        if consonant > 0 { text.append(Self.consonants[consonant - 1]) }
        if medial > 0 { text.append(Self.medials[medial - 1]) }
        if rhyme > 0 { text.append(Self.rhymes[rhyme - 1]) }
        if let mark = tone.mark { text.append(mark) }
        return text
    }

    // MARK: Keys

    /// The syllable as a number, as SoftKeyboard's zhuyin model files it: base × 5 + tone, where
    /// base = consonant + 22 × medial + 88 × rhyme (so the tones of one syllable are neighbours,
    /// and `key / 5` is the syllable without its tone).
    public var key: UInt16 { UInt16((consonant + 22 * medial + 88 * rhyme) * 5 + tone.rawValue) }

    /// The syllable numbered `key` (see ``key``); `nil` for a number that is none.
    public init?(key: UInt16) {
        let base = Int(key) / 5
        guard base < 1232, let tone = Tone(rawValue: Int(key) % 5) else { return nil }
        self.init()
        consonant = base % 22
        medial = base / 22 % 4
        rhyme = base / 88
        self.tone = tone
        guard !isEmpty else { return nil }
    }

    /// The same syllable in another tone.
    public func with(_ tone: Tone) -> BopomofoSyllable {
        var copy = self
        copy.tone = tone
        return copy
    }

    // MARK: McBopomofo's keys

    /// The two characters McBopomofo's model files the syllable under: with
    /// order = consonant + 22 × medial + 88 × rhyme + 1232 × tone, the characters
    /// 48 + order mod 79 and 48 + order / 79 (ㄗㄞˋ is `_d`).
    public var mcBopomofoKey: String {
        let order = consonant + 22 * medial + 88 * rhyme + 1232 * tone.rawValue
        return String([Self.keyCharacter(48 + order % 79), Self.keyCharacter(48 + order / 79)])
    }

    /// The syllable a two-character McBopomofo key stands for; `nil` for anything else.
    public init?(mcBopomofoKey key: some StringProtocol) {
        let scalars = Array(key.unicodeScalars)
        guard scalars.count == 2, scalars.allSatisfy({ (48..<127).contains($0.value) }) else { return nil }
        let order = Int(scalars[0].value - 48) + 79 * Int(scalars[1].value - 48)
        guard let tone = Tone(rawValue: order / 1232) else { return nil }
        self.init()
        consonant = order % 22
        medial = order / 22 % 4
        rhyme = order / 88 % 14
        self.tone = tone
        guard !isEmpty else { return nil }
    }

    /// The syllables of a McBopomofo reading key, two characters each; `nil` when one is not a syllable.
    public static func syllables(ofMcBopomofoKey key: String) -> [BopomofoSyllable]? {
        let scalars = Array(key.unicodeScalars)
        guard !scalars.isEmpty, scalars.count % 2 == 0 else { return nil }
        var result: [BopomofoSyllable] = []
        for start in stride(from: 0, to: scalars.count, by: 2) {
            guard let syllable = BopomofoSyllable(mcBopomofoKey: String(String.UnicodeScalarView(scalars[start..<start + 2]))) else {
                return nil
            }
            result.append(syllable)
        }
        return result
    }

    private static func keyCharacter(_ value: Int) -> Character {
        Character(Unicode.Scalar(UInt8(truncatingIfNeeded: value)))
    }
}
