/// Pinyin to Chinese, in the stages libime and librime use, one file each: the syllable lattice
/// (`PinyinEngine+Syllables.swift`), the word lattice over it (`+Words`), the decoder's beam
/// search with the trigram model (`+Decoder`), the candidate list (`+Candidates`, with
/// abbreviations in `+Abbreviations`), prediction after a commit (`+Prediction`) and the
/// user's learned phrases (`PinyinUserLexicon.swift`). This file holds what they share: the
/// model, the rules in force and the scores of approximations.
///
/// Input is toneless pinyin letters (`v` for ü) and apostrophes, which force a syllable
/// boundary. Every segmentation into syllables is considered (`xian` is xian or xi'an); the last
/// syllable may be partial (`zhongg` → 中国), and any syllable may be abbreviated to its initial
/// (`bj` → 北京, `bjdx` → 北京大学, mixed `beij`), at a cost in the score. With ``fuzzy`` rules,
/// a typed syllable also reads as the syllables the rules join to it (`zi` as `zhi`), again at a
/// cost, so exact readings rank first.
///
/// ```swift
/// let engine = try PinyinEngine.bundled()
/// engine.convert("nihao")                         // "你好"
/// engine.candidates("xian", limit: 10).map(\.text) // ["先", "西安", "现", …]
/// ```
public final class PinyinEngine: @unchecked Sendable {
    public let model: PinyinModel
    /// Tells engines apart, so a ``Lattice`` is not reused across them.
    let id = UInt64.random(in: 1...UInt64.max)
    /// Syllable ids by every prefix of a syllable (for partial syllables).
    let prefixSyllables: [String: [UInt16]]
    /// Syllable ids by initial (for abbreviations).
    let initialSyllables: [String: [UInt16]]
    /// The fuzzy rules in force, and the syllables each typed spelling also stands for under them.
    public let fuzzy: PinyinFuzzyRules
    let fuzzySyllables: [String: [UInt16]]
    /// Whether common typos are corrected, and the syllables each typo stands for.
    public let correctsTypos: Bool
    /// The keys next to each letter key on the keyboard typed on, for adjacent-key slips (empty:
    /// no such correction).
    public let keyNeighbours: [Character: [Character]]
    let typoSyllables: [String: [UInt16]]

    /// log10 costs of the approximations.
    static let partialPenalty: Float = -0.5
    static let fuzzyPenalty: Float = -0.8
    static let typoPenalty: Float = -1.5

    static let initialPenalty: Float = -1.2

    /// The cost of a word's approximations: `others` (fuzzy and mistyped syllables, summed)
    /// and, when any syllable was typed as its initial, ``initialPenalty`` once; else, when the
    /// last was typed in part, ``partialPenalty``. An abbreviation is one decision per word (a
    /// partial last syllable in it is one more initial), and the more initials a word matches
    /// the surer it is meant (bjdx → 北京大学); charged per syllable, long words lost to
    /// nonsense of short ones (bjtam → 不久他呣).
    @inline(__always)
    static func wordPenalty(_ others: Float, abbreviated: Bool, partial: Bool) -> Float {
        others + (abbreviated ? initialPenalty : partial ? partialPenalty : 0)
    }
    static let singleInitialPenalty: Float = -1.5
    static let beamWidth = 12
    static let entriesPerNode = 6
    /// Words kept for a reading with a partial syllable or an initial at the first position.
    static let entriesPerGuessedReading = 24
    static let maximumWordSyllables = 8
    static let edgesPerSpan = 8
    /// log10 probability of entering a learned phrase the model does not know as a word.
    static let userPhraseTransition: Float = -3.0

    static let initials = ["b", "p", "m", "f", "d", "t", "n", "l", "g", "k", "h", "j", "q", "x", "zh", "ch", "sh", "r", "z", "c", "s", "y",
                           "w"]
    /// Letters that abbreviate the syllables they begin, as initials do: the initials, and the
    /// vowels that start syllables without one (a for an in bjtam → 北京天安门).
    static let abbreviations = initials + ["a", "o", "e"]

    /// - Parameter fuzzy: sounds to treat as one (none by default).
    /// - Parameter correctsTypos: whether to read `gn` as `ng` and two swapped letters as the
    ///   syllable meant (`zhogn`, `hzong` → zhong), below exact readings (on by default).
    /// - Parameter keyNeighbours: the letters next to each letter key of the keyboard typed on
    ///   (`ResolvedKeyboard.neighbouringCharacters()`); with them (and `correctsTypos`), a
    ///   syllable with one letter replaced by a neighbouring key's also reads as the syllable
    ///   (`hso` → hao, `zhobg` → zhong on QWERTY), below exact readings.
    public init(model: PinyinModel, fuzzy: PinyinFuzzyRules = [], correctsTypos: Bool = true,
                keyNeighbours: [Character: [Character]] = [:]) {
        self.model = model
        self.fuzzy = fuzzy
        self.correctsTypos = correctsTypos
        self.keyNeighbours = keyNeighbours
        var typos: [String: [UInt16]] = [:]
        if correctsTypos {
            for (index, syllable) in model.syllables.enumerated() {
                for typo in Self.typos(of: syllable) + Self.slips(of: syllable, keyNeighbours)
                where model.syllableIDs[typo] == nil && !(typos[typo]?.contains(UInt16(index)) ?? false) {
                    typos[typo, default: []].append(UInt16(index))
                }
            }
        }
        typoSyllables = typos
        var alike: [String: [UInt16]] = [:]
        for (index, syllable) in model.syllables.enumerated() {
            // The rules are symmetric: typing any variant of a syllable reaches the syllable.
            for variant in fuzzy.variants(of: syllable) { alike[variant, default: []].append(UInt16(index)) }
        }
        fuzzySyllables = alike
        var prefixes: [String: [UInt16]] = [:]
        var initials: [String: [UInt16]] = [:]
        for (index, syllable) in model.syllables.enumerated() {
            for length in 1..<syllable.count {
                prefixes[String(syllable.prefix(length)), default: []].append(UInt16(index))
            }
            for initial in Self.abbreviations where syllable.hasPrefix(initial) && syllable != initial {
                if initial.count == 1, ["zh", "ch", "sh"].contains(where: { syllable.hasPrefix($0) }) && initial != "h" { continue }
                initials[initial, default: []].append(UInt16(index))
            }
        }
        prefixSyllables = prefixes
        initialSyllables = initials
    }
}
