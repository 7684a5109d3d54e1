/// The 2-set (dubeolsik) Hangul automaton: jamo in, one composing syllable and commits out.
///
/// Rules:
/// - a consonant starts a syllable, or becomes its final (not ㄸ ㅃ ㅉ), or joins the final into
///   a compound (ㄱ+ㅅ→ㄳ, ㄴ+ㅈ→ㄵ, ㄴ+ㅎ→ㄶ, ㄹ+ㄱ→ㄺ, ㄹ+ㅁ→ㄻ, ㄹ+ㅂ→ㄼ, ㄹ+ㅅ→ㄽ, ㄹ+ㅌ→ㄾ,
///   ㄹ+ㅍ→ㄿ, ㄹ+ㅎ→ㅀ, ㅂ+ㅅ→ㅄ);
/// - a vowel completes an initial, or joins the medial into a compound (ㅗ+ㅏ→ㅘ, ㅗ+ㅐ→ㅙ,
///   ㅗ+ㅣ→ㅚ, ㅜ+ㅓ→ㅝ, ㅜ+ㅔ→ㅞ, ㅜ+ㅣ→ㅟ, ㅡ+ㅣ→ㅢ), or takes the final away to start the next
///   syllable (한+ㅏ → 하나; a compound final splits: 닭+ㅏ → 달가);
/// - a vowel with no initial stands alone (ㅏ); so does a consonant with no vowel (ㄱ);
/// - backspace takes back one jamo keystroke, undoing a compound one part at a time.
///
/// Syllables are precomposed (NFC); lone jamo are compatibility jamo (U+3131…).
///
/// ```swift
/// var composer = HangulComposer()
/// composer.add("ㅎ"); composer.add("ㅏ"); composer.add("ㄴ")
/// composer.composing           // "한"
/// let committed = composer.add("ㅏ")   // "하", and composing is now "나"
/// ```
public struct HangulComposer: Hashable, Sendable {
    /// The keystrokes (compatibility jamo) of the composing syllable, in order.
    public private(set) var keystrokes: [Character] = []

    public init() {}

    // Compatibility jamo, as the keys type them.
    static let initials: [Character] = ["ㄱ", "ㄲ", "ㄴ", "ㄷ", "ㄸ", "ㄹ", "ㅁ", "ㅂ", "ㅃ", "ㅅ",
                                        "ㅆ", "ㅇ", "ㅈ", "ㅉ", "ㅊ", "ㅋ", "ㅌ", "ㅍ", "ㅎ"]
    static let medials: [Character] = ["ㅏ", "ㅐ", "ㅑ", "ㅒ", "ㅓ", "ㅔ", "ㅕ", "ㅖ", "ㅗ", "ㅘ", "ㅙ",
                                       "ㅚ", "ㅛ", "ㅜ", "ㅝ", "ㅞ", "ㅟ", "ㅠ", "ㅡ", "ㅢ", "ㅣ"]
    static let finals: [Character] = ["", "ㄱ", "ㄲ", "ㄳ", "ㄴ", "ㄵ", "ㄶ", "ㄷ", "ㄹ", "ㄺ", "ㄻ", "ㄼ", "ㄽ",
                                      "ㄾ", "ㄿ", "ㅀ", "ㅁ", "ㅂ", "ㅄ", "ㅅ", "ㅆ", "ㅇ", "ㅈ", "ㅊ", "ㅋ", "ㅌ", "ㅍ",
                                      "ㅎ"].map { $0.first ?? " " }
    static let compoundMedials: [String: Character] = ["ㅗㅏ": "ㅘ", "ㅗㅐ": "ㅙ", "ㅗㅣ": "ㅚ", "ㅜㅓ": "ㅝ",
                                                       "ㅜㅔ": "ㅞ", "ㅜㅣ": "ㅟ", "ㅡㅣ": "ㅢ"]
    static let compoundFinals: [String: Character] = ["ㄱㅅ": "ㄳ", "ㄴㅈ": "ㄵ", "ㄴㅎ": "ㄶ", "ㄹㄱ": "ㄺ",
                                                       "ㄹㅁ": "ㄻ", "ㄹㅂ": "ㄼ", "ㄹㅅ": "ㄽ",
                                                     "ㄹㅌ": "ㄾ", "ㄹㅍ": "ㄿ", "ㄹㅎ": "ㅀ", "ㅂㅅ": "ㅄ"]

    public static func isConsonant(_ c: Character) -> Bool { initials.contains(c) }
    public static func isVowel(_ c: Character) -> Bool { medials.contains(c) }
    public static func isJamo(_ c: Character) -> Bool { isConsonant(c) || isVowel(c) }

    /// The syllable's parts as the keystrokes make them.
    struct Parts: Hashable {
        var initial: Character?
        var medial: Character?
        var final: Character?
        /// How many keystrokes the final took (1, or 2 for a compound typed in two strokes).
        var finalStrokes = 0
    }

    /// Parses keystrokes that form one syllable (they always do: ``add(_:)`` keeps it so).
    static func parts(_ strokes: [Character]) -> Parts {
        var p = Parts()
        var i = 0
        if i < strokes.count, isConsonant(strokes[i]) { p.initial = strokes[i]; i += 1 }
        if i < strokes.count, isVowel(strokes[i]) {
            let medial = strokes[i]
            p.medial = medial; i += 1
            if i < strokes.count, isVowel(strokes[i]),
                let compound = compoundMedials[String([medial, strokes[i]])] { p.medial = compound; i += 1 }
        }
        if i < strokes.count, isConsonant(strokes[i]) {
            let final = strokes[i]
            p.final = final; p.finalStrokes = 1; i += 1
            if i < strokes.count, isConsonant(strokes[i]),
                let compound = compoundFinals[String([final, strokes[i]])] { p.final = compound; p.finalStrokes = 2; i += 1 }
        }
        return p
    }

    static func text(_ p: Parts) -> String {
        guard let initial = p.initial else {
            if let medial = p.medial { return String(medial) }
            return ""
        }
        guard let medial = p.medial else { return String(initial) }
        // Parts come from isConsonant/isVowel, so both are listed; jamo otherwise stand alone.
        guard let l = initials.firstIndex(of: initial), let v = medials.firstIndex(of: medial) else { return String([initial, medial]) }
        let t = p.final.flatMap { finals.firstIndex(of: $0) } ?? 0
        guard let syllable = Unicode.Scalar(0xAC00 + UInt32((l * 21 + v) * 28 + t)) else { return String([initial, medial]) }
        return String(syllable)
    }

    /// The composing syllable (or lone jamo), NFC; empty when nothing composes.
    public var composing: String { Self.text(Self.parts(keystrokes)) }

    public var isEmpty: Bool { keystrokes.isEmpty }

    /// Adds a jamo; returns the text the addition commits (a finished syllable), if any.
    @discardableResult
    public mutating func add(_ jamo: Character) -> String? {
        let p = Self.parts(keystrokes)
        if Self.isConsonant(jamo) {
            switch (p.initial, p.medial, p.final) {
            case (nil, nil, _):
                keystrokes = [jamo]
                return nil
            case (_, .some, nil) where p.initial != nil && Self.finals.contains(jamo):
                keystrokes.append(jamo)
                return nil
            case (.some, .some, .some(let final)) where p.finalStrokes == 1 && Self.compoundFinals[String([final, jamo])] != nil:
                keystrokes.append(jamo)
                return nil
            default:
                return startOver(with: jamo)
            }
        }
        guard Self.isVowel(jamo) else { return nil }
        switch (p.initial, p.medial, p.final) {
        case (_, nil, nil):
            keystrokes.append(jamo)   // an initial takes its vowel, or a bare vowel starts
            return nil
        case (_, .some(let medial), nil) where Self.compoundMedials[String([medial, jamo])] != nil
            && keystrokes.last.map(Self.isVowel) == true
            && Self.parts(keystrokes + [jamo]).medial == Self.compoundMedials[String([medial, jamo])]:
            keystrokes.append(jamo)
            return nil
        case (.some, .some, .some):
            // The final (or a compound's second part) moves to the next syllable.
            let moving = keystrokes.removeLast()
            let committed = composing
            keystrokes = [moving, jamo]
            return committed
        default:
            return startOver(with: jamo)
        }
    }

    private mutating func startOver(with jamo: Character) -> String? {
        let committed = composing
        keystrokes = [jamo]
        return committed.isEmpty ? nil : committed
    }

    /// Takes back the last keystroke. Returns `false` when nothing was composing.
    @discardableResult
    public mutating func removeLast() -> Bool {
        guard !keystrokes.isEmpty else { return false }
        keystrokes.removeLast()
        return true
    }

    /// Ends the composition; returns what was composing.
    public mutating func finish() -> String {
        defer { keystrokes = [] }
        return composing
    }
}
