/// A kind of text unit that Unicode Text Segmentation (UAX #29) delimits.
public enum SegmentationUnit: String, Hashable, Sendable, CaseIterable {
    /// Extended grapheme clusters: what a user sees as one character.
    case grapheme
    /// Words (and the spaces and punctuation between them, each its own segment).
    case word
    /// Sentences.
    case sentence
}

/// Boundaries of graphemes, words and sentences by the rules of Unicode Text Segmentation
/// (UAX #29) for Unicode 15.0.0, with offsets in UTF-16 code units.
///
/// ```swift
/// Segmenter.boundaries(.word, in: "Hello, world!")   // [0, 5, 6, 7, 12, 13]
/// Segmenter.boundaries(.grapheme, in: "e\u{301}👍🏽")   // [0, 2, 6]
/// Segmenter.boundaries(.sentence, in: "Hi. Bye.")     // [0, 4, 8]
/// ```
///
/// The result always holds 0 and the text's length (only 0 for empty text). A lone surrogate
/// in the input counts as one scalar (U+FFFD's properties) so that offsets stay exact.
public enum Segmenter {
    /// The boundaries of `unit` in `text`.
    ///
    /// - Complexity: O(*n*) in the length of the text.
    public static func boundaries(_ unit: SegmentationUnit, in text: String) -> [Int] {
        boundaries(unit, utf16: Array(text.utf16))
    }

    /// The boundaries of `unit` in UTF-16 code units.
    ///
    /// - Complexity: O(*n*) in the number of code units.
    public static func boundaries(_ unit: SegmentationUnit, utf16: some RandomAccessCollection<UInt16>) -> [Int] {
        // One copy into contiguous memory lets the work below run on concrete, specialised code.
        let units = utf16 as? [UInt16] ?? Array(utf16)
        let scalars = units.withUnsafeBufferPointer { DecodedScalars($0) }
        guard !scalars.properties.isEmpty else { return [0] }
        let breaks: [Bool]
        switch unit {
        case .grapheme: breaks = graphemeBreaks(scalars.properties)
        case .word: breaks = wordBreaks(scalars.properties)
        case .sentence: breaks = sentenceBreaks(scalars.properties)
        }
        var result = [0]
        for index in 1..<scalars.properties.count where breaks[index] { result.append(scalars.offsets[index]) }
        result.append(scalars.end)
        return result
    }
}

/// Scalars of UTF-16 text, with each one's offset and properties.
struct DecodedScalars {
    var offsets: [Int] = []
    var properties: [SegmentationProperties] = []
    var end = 0

    init(_ units: UnsafeBufferPointer<UInt16>) {
        offsets.reserveCapacity(units.count)
        properties.reserveCapacity(units.count)
        let table = PropertyTable.shared
        table.bmp.withUnsafeBufferPointer { bmp in
            var offset = 0
            let count = units.count
            while offset < count {
                let unit = units[offset]
                var width = 1
                let packed: UInt16
                if unit & 0xF800 != 0xD800 {
                    packed = bmp[Int(unit)]
                } else if unit & 0xFC00 == 0xD800, offset + 1 < count, units[offset + 1] & 0xFC00 == 0xDC00 {
                    let value = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(units[offset + 1]) - 0xDC00)
                    packed = table.lookup(value)
                    width = 2
                } else {
                    packed = bmp[0xFFFD]
                }
                offsets.append(offset)
                properties.append(SegmentationProperties(packed: packed))
                offset += width
            }
            end = offset
        }
    }
}

// MARK: Grapheme clusters (UAX #29 §3.1.1, rules GB3–GB999)

/// `result[i]` says whether there is a boundary before scalar `i` (index 0 unused).
func graphemeBreaks(_ p: [SegmentationProperties]) -> [Bool] {
    var result = [Bool](repeating: false, count: p.count)
    var riCount = 0                 // regional indicators in a row before the current scalar
    var pictographicZWJ = false     // the text so far ends in ExtPict Extend* ZWJ
    var inPictographic = false      // the text so far ends in ExtPict Extend*
    var conjunct = ConjunctState.none
    for i in 0..<p.count {
        let current = p[i].grapheme
        if i > 0 {
            let previous = p[i - 1].grapheme
            result[i] = graphemeBreak(previous, current, riCount: riCount, afterPictographicZWJ: pictographicZWJ
                                      && p[i].isExtendedPictographic,
                                      afterConjunctLinker: conjunct == .linked && p[i].conjunct == .consonant)
        }
        conjunct = conjunct.after(p[i].conjunct)
        // Update the state for the next position.
        riCount = current == .regionalIndicator ? riCount + 1 : 0
        if p[i].isExtendedPictographic {
            inPictographic = true
            pictographicZWJ = false
        } else if current == .extend, inPictographic {
            pictographicZWJ = false
        } else if current == .zwj, inPictographic {
            pictographicZWJ = true
            inPictographic = false
        } else {
            inPictographic = false
            pictographicZWJ = false
        }
    }
    return result
}

/// Where the text stands in GB9c's pattern `Consonant [Extend Linker]* Linker [Extend Linker]*`.
enum ConjunctState: Sendable {
    /// Not in the pattern.
    case none
    /// After a consonant, with extenders but no linker yet.
    case consonant
    /// After a consonant and a linker: a consonant now joins the cluster.
    case linked

    func after(_ value: IndicConjunctBreak) -> ConjunctState {
        switch value {
        case .consonant: .consonant
        case .linker: self == .none ? .none : .linked
        case .extend: self
        case .none: .none
        }
    }
}

func graphemeBreak(_ a: GraphemeBreak, _ b: GraphemeBreak, riCount: Int, afterPictographicZWJ: Bool,
                   afterConjunctLinker: Bool = false) -> Bool {
    if a == .cr && b == .lf { return false }                                         // GB3
    if a == .control || a == .cr || a == .lf { return true }                          // GB4
    if b == .control || b == .cr || b == .lf { return true }                          // GB5
    if a == .l && (b == .l || b == .v || b == .lv || b == .lvt) { return false }      // GB6
    if (a == .lv || a == .v) && (b == .v || b == .t) { return false }                 // GB7
    if (a == .lvt || a == .t) && b == .t { return false }                             // GB8
    if b == .extend || b == .zwj { return false }                                     // GB9
    if b == .spacingMark { return false }                                             // GB9a
    if a == .prepend { return false }                                                 // GB9b
    if afterConjunctLinker { return false }                                           // GB9c (15.1)
    if a == .zwj && afterPictographicZWJ { return false }                             // GB11
    if a == .regionalIndicator && b == .regionalIndicator { return riCount % 2 == 0 } // GB12, GB13
    return true                                                                       // GB999
}

// MARK: Words (UAX #29 §4.1.1, rules WB3–WB999)

func wordBreaks(_ p: [SegmentationProperties]) -> [Bool] {
    let n = p.count
    var result = [Bool](repeating: false, count: n)
    var w = [WordBreak](repeating: .other, count: n)
    for i in 0..<n { w[i] = p[i].word }
    func ignorable(_ x: WordBreak) -> Bool { x == .extend || x == .format || x == .zwj }
    func ahLetter(_ x: WordBreak) -> Bool { x == .aLetter || x == .hebrewLetter }
    func midNumLetQ(_ x: WordBreak) -> Bool { x == .midNumLet || x == .singleQuote }
    // The nearest non-ignorable scalar before `i` (WB4 attaches Extend, Format and ZWJ to what
    // precedes them), and after `i`.
    var previousSolid = [Int](repeating: -1, count: n)
    var last = -1
    for i in 0..<n {
        previousSolid[i] = last
        if !ignorable(w[i]) || last == -1 || w[last] == .newline || w[last] == .cr || w[last] == .lf { last = i }
    }
    func nextSolid(after i: Int) -> Int? {
        var j = i + 1
        while j < n, ignorable(w[j]) { j += 1 }
        return j < n ? j : nil
    }
    // Regional indicators in a row among the non-ignorable scalars, ending at each one.
    var riRun = [Int](repeating: 0, count: n)
    for i in 0..<n where !ignorable(w[i]) || previousSolid[i] == -1 {
        let left = previousSolid[i]
        riRun[i] = w[i] == .regionalIndicator ? (left >= 0 ? riRun[left] : 0) + 1 : 0
    }
    for i in 1..<max(n, 1) {
        let a = w[i - 1], b = w[i]
        result[i] = {
            if a == .cr && b == .lf { return false }                                                   // WB3
            if a == .newline || a == .cr || a == .lf { return true }                                    // WB3a
            if b == .newline || b == .cr || b == .lf { return true }                                    // WB3b
            if a == .zwj && p[i].isExtendedPictographic { return false }                                // WB3c
            if a == .wSegSpace && b == .wSegSpace { return false }                                      // WB3d
            if ignorable(b) { return false }                                                            // WB4
            let left = previousSolid[i]
            guard left >= 0 else { return true }
            let x = w[left]
            let before = left > 0 ? previousSolid[left] : -1
            let y: WordBreak? = before >= 0 ? w[before] : nil
            let after = nextSolid(after: i).map { w[$0] }
            if ahLetter(x) && ahLetter(b) { return false }                                              // WB5
            if ahLetter(x) && (b == .midLetter || midNumLetQ(b)), let after, ahLetter(after) { return false } // WB6
            if let y, ahLetter(y), x == .midLetter || midNumLetQ(x), ahLetter(b) { return false }       // WB7
            if x == .hebrewLetter && b == .singleQuote { return false }                                 // WB7a
            if x == .hebrewLetter && b == .doubleQuote, after == .hebrewLetter { return false }         // WB7b
            if y == .hebrewLetter && x == .doubleQuote && b == .hebrewLetter { return false }           // WB7c
            if x == .numeric && b == .numeric { return false }                                          // WB8
            if ahLetter(x) && b == .numeric { return false }                                            // WB9
            if x == .numeric && ahLetter(b) { return false }                                            // WB10
            if y == .numeric && (x == .midNum || midNumLetQ(x)) && b == .numeric { return false }       // WB11
            if x == .numeric && (b == .midNum || midNumLetQ(b)) && after == .numeric { return false }   // WB12
            if x == .katakana && b == .katakana { return false }                                        // WB13
            if (ahLetter(x) || x == .numeric || x == .katakana || x == .extendNumLet) && b == .extendNumLet { return false } // WB13a
            if x == .extendNumLet && (ahLetter(b) || b == .numeric || b == .katakana) { return false }  // WB13b
            if x == .regionalIndicator && b == .regionalIndicator { return riRun[left] % 2 == 0 }       // WB15, WB16
            return true                                                                                 // WB999
        }()
    }
    return result
}

// MARK: Sentences (UAX #29 §5.1.1, rules SB3–SB998)

func sentenceBreaks(_ p: [SegmentationProperties]) -> [Bool] {
    let n = p.count
    var result = [Bool](repeating: false, count: n)
    var s = [SentenceBreak](repeating: .other, count: n)
    for i in 0..<n { s[i] = p[i].sentence }
    func ignorable(_ x: SentenceBreak) -> Bool { x == .extend || x == .format }
    func paraSep(_ x: SentenceBreak) -> Bool { x == .sep || x == .cr || x == .lf }
    func saTerm(_ x: SentenceBreak) -> Bool { x == .sTerm || x == .aTerm }
    func sb8Stops(_ x: SentenceBreak) -> Bool {
        switch x {
        case .oLetter, .upper, .lower, .sep, .cr, .lf, .sTerm, .aTerm: true
        default: false
        }
    }
    // SB5: the nearest scalar before `i` that is not Extend or Format (unless that would reach
    // back past a paragraph separator or the start).
    var previousSolid = [Int](repeating: -1, count: n)
    var last = -1
    for i in 0..<n {
        previousSolid[i] = last
        if !ignorable(s[i]) || last == -1 || paraSep(s[last]) { last = i }
    }
    func nextSolid(from i: Int) -> Int? {
        var j = i
        while j < n, ignorable(s[j]) { j += 1 }
        return j < n ? j : nil
    }
    for i in 1..<max(n, 1) {
        let a = s[i - 1], b = s[i]
        result[i] = {
            if a == .cr && b == .lf { return false }                        // SB3
            if paraSep(a) { return true }                                   // SB4
            if ignorable(b) { return false }                                // SB5
            let left = previousSolid[i]
            guard left >= 0 else { return false }
            let x = s[left]
            let before = left > 0 ? previousSolid[left] : -1
            if x == .aTerm && b == .numeric { return false }                // SB6
            if x == .aTerm && b == .upper, before >= 0, s[before] == .upper || s[before] == .lower { return false } // SB7
            // Look back over Sp* then Close* for an SATerm.
            var k = left
            var sawSp = false
            while k >= 0, s[k] == .sp { sawSp = true; k = k > 0 ? previousSolid[k] : -1 }
            var sawClose = false
            while k >= 0, s[k] == .close { sawClose = true; k = k > 0 ? previousSolid[k] : -1 }
            _ = sawClose
            guard k >= 0, saTerm(s[k]) else { return false }                // SB998 (not after a terminator)
            let term = s[k]
            if term == .aTerm {                                             // SB8
                var j: Int? = i
                while let index = j, ![.oLetter, .upper, .lower, .sep, .cr, .lf, .sTerm, .aTerm].contains(s[index]) {
                    j = nextSolid(from: index + 1)
                }
                if let index = j, s[index] == .lower { return false }
            }
            if b == .sContinue || saTerm(b) { return false }                // SB8a
            if !sawSp && (b == .close || b == .sp || paraSep(b)) { return false } // SB9
            if b == .sp || paraSep(b) { return false }                      // SB10
            return true                                                     // SB11
        }()
    }
    return result
}

// MARK: Local grapheme boundaries

extension Segmenter {
    /// Whether there is a grapheme cluster boundary at `offset` in UTF-16 text read through
    /// `unit`, looking only as far back as the rules need (regional-indicator parity, emoji
    /// ZWJ sequences). Offsets inside a surrogate pair are never boundaries; 0 and `count` are.
    ///
    /// - Complexity: O(1) for ordinary text; O(*k*) for a run of *k* regional indicators or
    ///   extending marks before the offset.
    public static func isGraphemeBoundary(at offset: Int, count: Int, unit: (Int) -> UInt16) -> Bool {
        if offset <= 0 || offset >= count { return true }
        let here = unit(offset)
        if here & 0xFC00 == 0xDC00, unit(offset - 1) & 0xFC00 == 0xD800 { return false }
        guard let (after, _) = scalar(at: offset, count: count, unit: unit),
              let (before, beforeStart) = scalar(endingAt: offset, unit: unit) else { return true }
        let a = SegmentationProperties(value: before), b = SegmentationProperties(value: after)
        var riCount = 0
        if a.grapheme == .regionalIndicator && b.grapheme == .regionalIndicator {
            var start = beforeStart
            riCount = 1
            while let (value, previous) = scalar(endingAt: start, unit: unit),
                SegmentationProperties(value: value).grapheme == .regionalIndicator {
                riCount += 1
                start = previous
            }
            // `riCount` is the run of regional indicators ending at `a`, as graphemeBreaks counts it.
            return graphemeBreak(a.grapheme, b.grapheme, riCount: riCount, afterPictographicZWJ: false)
        }
        var afterPictographicZWJ = false
        if a.grapheme == .zwj && b.isExtendedPictographic {
            var start = beforeStart
            while let (value, previous) = scalar(endingAt: start, unit: unit) {
                let p = SegmentationProperties(value: value)
                if p.isExtendedPictographic { afterPictographicZWJ = true; break }
                if p.grapheme != .extend { break }
                start = previous
            }
        }
        // GB9c: a consonant after Consonant [Extend Linker]* Linker [Extend Linker]*.
        var afterConjunctLinker = false
        if b.conjunct == .consonant, a.conjunct == .linker || a.conjunct == .extend {
            var start = beforeStart, sawLinker = a.conjunct == .linker
            while let (value, previous) = scalar(endingAt: start, unit: unit) {
                let p = SegmentationProperties(value: value)
                if p.conjunct == .consonant { afterConjunctLinker = sawLinker; break }
                guard p.conjunct == .linker || p.conjunct == .extend else { break }
                if p.conjunct == .linker { sawLinker = true }
                start = previous
            }
        }
        return graphemeBreak(a.grapheme, b.grapheme, riCount: riCount, afterPictographicZWJ: afterPictographicZWJ,
                             afterConjunctLinker: afterConjunctLinker)
    }

    /// The scalar starting at `offset` and its length.
    static func scalar(at offset: Int, count: Int, unit: (Int) -> UInt16) -> (UInt32, Int)? {
        guard offset < count else { return nil }
        let first = unit(offset)
        if first & 0xFC00 == 0xD800, offset + 1 < count {
            let second = unit(offset + 1)
            if second & 0xFC00 == 0xDC00 { return (0x10000 + ((UInt32(first) - 0xD800) << 10) + (UInt32(second) - 0xDC00), 2) }
        }
        return (first & 0xF800 == 0xD800 ? 0xFFFD : UInt32(first), 1)
    }

    /// The scalar ending at `offset` and the offset where it starts.
    static func scalar(endingAt offset: Int, unit: (Int) -> UInt16) -> (UInt32, Int)? {
        guard offset > 0 else { return nil }
        let last = unit(offset - 1)
        if last & 0xFC00 == 0xDC00, offset >= 2 {
            let first = unit(offset - 2)
            if first & 0xFC00 == 0xD800 { return (0x10000 + ((UInt32(first) - 0xD800) << 10) + (UInt32(last) - 0xDC00), offset - 2) }
        }
        return (last & 0xF800 == 0xD800 ? 0xFFFD : UInt32(last), offset - 1)
    }
}
