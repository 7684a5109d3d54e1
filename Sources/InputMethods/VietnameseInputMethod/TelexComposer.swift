/// One Vietnamese word as Telex composes it, key by key: `aa` â, `aw` ă, `ee` ê, `oo` ô, `ow` ơ,
/// `uw` ư, `w` alone ư, `dd` đ; the tone keys `s` (sắc), `f` (huyền), `r` (hỏi), `x` (ngã), `j`
/// (nặng) put a tone on the syllable wherever they come in it, `z` takes it off.
///
/// ```swift
/// var word = TelexComposer()
/// for key in "tieengs" { word.add(key) }
/// word.text   // "tiếng"
/// ```
///
/// The tone sits where Vietnamese writes it (the "old" placement iOS and Unikey use by
/// default): on the vowel with a mark (ê, ơ…; ơ of ươ); else, in a syllable closed by a
/// consonant, on the last vowel; else on the second of three vowels or the first of two. `qu`
/// and `gi` before another vowel are consonants (quá, giá). Typing a mark or tone key again
/// undoes it and types the key (`aaa` → aa, `ass` → as), as Telex does.
public struct TelexComposer: Hashable, Sendable {
    /// The word's letters with their vowel marks, without the tone.
    private var letters: [Character] = []
    /// The tone: 0 none, then huyền, sắc, hỏi, ngã, nặng (``tones`` order).
    private var tone = 0

    public init() {}

    /// The tone keys, in the order of the tone numbers (from 1).
    static let toneKeys: [Character] = ["f", "s", "r", "x", "j"]

    /// Each vowel with its five tones: plain, huyền, sắc, hỏi, ngã, nặng.
    static let tones: [[Character]] = [
        "aàáảãạ", "ăằắẳẵặ", "âầấẩẫậ", "eèéẻẽẹ", "êềếểễệ", "iìíỉĩị",
        "oòóỏõọ", "ôồốổỗộ", "ơờớởỡợ", "uùúủũụ", "ưừứửữự", "yỳýỷỹỵ",
        "AÀÁẢÃẠ", "ĂẰẮẲẴẶ", "ÂẦẤẨẪẬ", "EÈÉẺẼẸ", "ÊỀẾỂỄỆ", "IÌÍỈĨỊ",
        "OÒÓỎÕỌ", "ÔỒỐỔỖỘ", "ƠỜỚỞỠỢ", "UÙÚỦŨỤ", "ƯỪỨỬỮỰ", "YỲÝỶỸỴ",
    ].map(Array.init)

    /// What a doubled key or `w` makes of a letter, and back.
    static let marks: [Character: Character] = ["a": "â", "e": "ê", "o": "ô", "d": "đ", "A": "Â", "E": "Ê", "O": "Ô", "D": "Đ"]
    static let hooks: [Character: Character] = ["a": "ă", "o": "ơ", "u": "ư", "A": "Ă", "O": "Ơ", "U": "Ư"]

    /// The word as it shows.
    public var text: String {
        guard tone != 0, let place = tonePlace() else { return String(letters) }
        var shown = letters
        shown[place] = Self.toned(letters[place], tone)
        return String(shown)
    }

    public var isEmpty: Bool { letters.isEmpty }

    /// Whether a character is one Telex composes (a Latin letter or a Vietnamese one).
    public static func composes(_ character: Character) -> Bool {
        guard character.isLetter, let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1 else { return false }
        return scalar.isASCII || base(of: character) != nil || "đĐ".contains(character)
    }

    /// A key typed: a letter, a mark key, a tone key.
    public mutating func add(_ key: Character) {
        // A toned vowel typed whole (from a long press) is its letter and its tone.
        if let (plain, keyTone) = Self.base(of: key), keyTone != 0 {
            letters.append(plain)
            tone = keyTone
            return
        }
        let lower = Character(key.lowercased())
        if let index = Self.toneKeys.firstIndex(of: lower), hasVowel {
            if tone == index + 1 {
                tone = 0
                letters.append(key)
            } else {
                tone = index + 1
            }
            return
        }
        if lower == "z", hasVowel, tone != 0 {
            tone = 0
            return
        }
        if lower == "w" {
            addHook(key)
            return
        }
        if "aeo".contains(lower) {
            let run = nucleus
            // aa → â (the syllable's a, even with a consonant after it: tana → tân) …
            if let index = run.last(where: { Character(letters[$0].lowercased()) == lower }), let marked = Self.marks[letters[index]] {
                letters[index] = marked
                return
            }
            // … and â then a → aa.
            if let index = run.last(where: { Self.unmarked(letters[$0]).map { Character($0.lowercased()) == lower } ?? false }),
                let plain = Self.unmarked(letters[index]) {
                letters[index] = plain
                letters.append(key)
                return
            }
        }
        if lower == "d", let last = letters.last {
            if let marked = Self.marks[last], Character(last.lowercased()) == "d" {
                letters[letters.count - 1] = marked
                return
            }
            if let plain = unmarkedD(last) {
                letters[letters.count - 1] = plain
                letters.append(key)
                return
            }
        }
        letters.append(key)
    }

    private func unmarkedD(_ character: Character) -> Character? {
        character == "đ" ? "d" : character == "Đ" ? "D" : nil
    }

    /// `w`: a hook on the nucleus (ươ for uo and ưo, else ă ơ ư on its last a o u), off again on a
    /// further `w` (which is then typed), ư where there is no vowel.
    private mutating func addHook(_ key: Character) {
        let run = nucleus
        let lowered = run.map { Character(letters[$0].lowercased()) }
        if let u = lowered.indices.first(where: { "uư".contains(lowered[$0]) && $0 + 1 < lowered.count && "oơ".contains(lowered[$0 + 1]) }),
            !(lowered[u] == "ư" && lowered[u + 1] == "ơ") {
            for index in [run[u], run[u + 1]] { letters[index] = Self.hooks[letters[index]] ?? letters[index] }
            return
        }
        if let index = run.last(where: { Self.hooks[letters[$0]] != nil }),
            !run.contains(where: { Self.unhooked(letters[$0]) != nil }) {
            letters[index] = Self.hooks[letters[index]] ?? letters[index]
            return
        }
        let hooked = run.filter { Self.unhooked(letters[$0]) != nil }
        guard hooked.isEmpty else {
            for index in hooked { letters[index] = Self.unhooked(letters[index]) ?? letters[index] }
            letters.append(key)
            return
        }
        letters.append(key.isUppercase ? "Ư" : "ư")
    }

    /// Takes back the last letter as shown (its tone stays on the syllable while a vowel is left).
    @discardableResult
    public mutating func removeLast() -> Bool {
        guard !letters.isEmpty else { return false }
        letters.removeLast()
        if !hasVowel { tone = 0 }
        return true
    }

    /// The word as it shows, and the composer empty again.
    public mutating func finish() -> String {
        let result = text
        self = TelexComposer()
        return result
    }

    // MARK: Syllable

    private var hasVowel: Bool { letters.contains(where: Self.isVowel) }

    /// The places of the syllable's vowels (the last run of vowels), `qu` and `gi` before another
    /// vowel left out as consonants.
    private var nucleus: [Int] {
        guard let last = letters.lastIndex(where: Self.isVowel) else { return [] }
        var first = last
        while first > 0, Self.isVowel(letters[first - 1]) { first -= 1 }
        var run = Array(first...last)
        if run.count > 1, first > 0 {
            let before = Character(letters[first - 1].lowercased()), vowel = Character(letters[first].lowercased())
            if (before == "q" && vowel == "u") || (before == "g" && vowel == "i") { run.removeFirst() }
        }
        return run
    }

    /// Where the tone goes (see the type's discussion).
    private func tonePlace() -> Int? {
        let run = nucleus
        guard let last = run.last else { return nil }
        if let marked = run.last(where: { "ăâêôơưĂÂÊÔƠƯ".contains(letters[$0]) }) { return marked }
        if last < letters.count - 1 { return last }
        switch run.count {
        case 1: return run[0]
        case 2: return run[0]
        default: return run[1]
        }
    }

    static func isVowel(_ character: Character) -> Bool { base(of: character) != nil }

    /// The letter a breve or horn was put on (ă → a, ư → u).
    static func unhooked(_ character: Character) -> Character? { hooks.first { $0.value == character }?.key }

    /// The letter a circumflex or stroke was put on (â → a, đ → d).
    static func unmarked(_ character: Character) -> Character? { marks.first { $0.value == character }?.key }

    /// A vowel's letter without its tone and the tone's number; `nil` for a consonant.
    static func base(of character: Character) -> (Character, Int)? {
        for row in tones {
            if let index = row.firstIndex(of: character) { return (row[0], index) }
        }
        return nil
    }

    static func toned(_ vowel: Character, _ tone: Int) -> Character {
        guard let row = tones.first(where: { $0[0] == vowel }), row.indices.contains(tone) else { return vowel }
        return row[tone]
    }
}
