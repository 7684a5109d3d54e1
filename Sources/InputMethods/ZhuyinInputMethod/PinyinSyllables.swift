/// Pinyin letters read as bopomofo syllables, for Traditional Chinese typed in pinyin: each
/// toneless syllable (`tai`, `wan`) stands for one bopomofo syllable in any tone (ㄊㄞ, ㄨㄢ), and a
/// lone initial (`t`, `zh`, `y`) for any syllable that begins so, as the pinyin method takes
/// abbreviations.
///
/// ```swift
/// PinyinSyllables.split("taiwan").syllables.map(\.description)   // ["ㄊㄞ", "ㄨㄢ"]
/// PinyinSyllables.split("tw").syllables.map(\.match)             // [.initial, .initial]
/// ```
public enum PinyinSyllables {
    /// The initials a lone abbreviation may be, with the bopomofo that starts their syllables.
    static let initials: [String: String] = [
        "b": "ㄅ", "p": "ㄆ", "m": "ㄇ", "f": "ㄈ", "d": "ㄉ", "t": "ㄊ", "n": "ㄋ", "l": "ㄌ", "g": "ㄍ", "k": "ㄎ", "h": "ㄏ",
        "j": "ㄐ", "q": "ㄑ", "x": "ㄒ", "zh": "ㄓ", "ch": "ㄔ", "sh": "ㄕ", "r": "ㄖ", "z": "ㄗ", "c": "ㄘ", "s": "ㄙ",
        "y": "ㄧ", "w": "ㄨ",
    ]

    /// Every toneless pinyin syllable, with the bopomofo it stands for (`tai` → `ㄊㄞ`).
    public static var table: [String: String] { bopomofo }

    /// The reading of some letters: the syllables, the letters each was read from (offsets into
    /// the letters), and the letters from the first that no syllable reads (shown as typed).
    public struct Reading: Hashable, Sendable {
        public var syllables: [ReadingSyllable]
        public var spans: [Range<Int>]
        public var unread: Int
    }

    /// Splits lowercase letters (and `'`, which separates syllables) into syllables: whole
    /// syllables before abbreviations, then the fewest pieces, then the longest first piece
    /// (`xian` is one syllable, `xi'an` two). Reading stops at the first letter nothing reads.
    ///
    /// - Complexity: O(*n*) in the letters (a syllable is at most six letters).
    public static func split(_ letters: some StringProtocol) -> Reading {
        let chars = Array(letters.lowercased().utf8)
        let n = chars.count
        // best[i]: the cheapest reading of chars[i...] (cost, piece length); nil where none reads all.
        var best = [(cost: Int, length: Int)?](repeating: nil, count: n + 1)
        best[n] = (0, 0)
        for start in stride(from: n - 1, through: 0, by: -1) {
            if chars[start] == UInt8(ascii: "'") {
                if let next = best[start + 1] { best[start] = (next.cost, 1) }
                continue
            }
            for length in stride(from: min(6, n - start), through: 1, by: -1) {
                guard let rest = best[start + length] else { continue }
                let piece = String(decoding: chars[start..<start + length], as: UTF8.self)
                let cost: Int
                if bopomofo[piece] != nil { cost = 10 } else if initials[piece] != nil { cost = 35 } else { continue }
                if best[start].map({ cost + rest.cost < $0.cost }) ?? true { best[start] = (cost + rest.cost, length) }
            }
        }
        // The longest prefix that reads: walk from the start while pieces read; where the whole
        // rest does not, read the longest piece that does and stop after the pieces that follow.
        var reading = Reading(syllables: [], spans: [], unread: n)
        var index = 0
        while index < n {
            if chars[index] == UInt8(ascii: "'") {
                index += 1
                continue
            }
            let length: Int
            if let step = best[index] { length = step.length } else {
                guard let longest = stride(from: min(6, n - index), through: 1, by: -1).first(where: { length in
                    let piece = String(decoding: chars[index..<index + length], as: UTF8.self)
                    return bopomofo[piece] != nil || initials[piece] != nil
                }) else { break }
                length = longest
            }
            let piece = String(decoding: chars[index..<index + length], as: UTF8.self)
            if let written = bopomofo[piece], let syllable = BopomofoSyllable(written) {
                reading.syllables.append(ReadingSyllable(syllable, match: .anyTone))
            } else if let written = initials[piece], let syllable = BopomofoSyllable(written) {
                reading.syllables.append(ReadingSyllable(syllable, match: .initial))
            } else {
                break
            }
            reading.spans.append(index..<index + length)
            index += length
        }
        reading.unread = index
        return reading
    }
}
