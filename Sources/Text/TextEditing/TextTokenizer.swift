import TextSegmentation

/// The units a tokenizer and caret movement work in, as UIKit's `UITextGranularity`.
public enum TextGranularity: String, Hashable, Sendable, CaseIterable {
    /// Extended grapheme clusters (UAX #29).
    case character
    /// Words: UAX #29 word segments that hold a letter or a digit (spaces and punctuation
    /// between words belong to no word).
    case word
    /// Sentences (UAX #29), without the paragraph separator that may end the last one.
    case sentence
    /// Paragraphs: text between paragraph separators (LF, CR, CRLF, NEL, U+2028, U+2029),
    /// separators excluded; an empty paragraph is an empty unit.
    case paragraph
    /// Visual lines, from the container's ``TextLayout`` (paragraphs without one).
    case line
    /// The whole text.
    case document
}

/// A direction in the text, as UIKit's `UITextStorageDirection`.
public enum TextDirection: String, Hashable, Sendable, CaseIterable {
    /// Towards the end of the text.
    case forward
    /// Towards the start.
    case backward
}

/// Questions about text units around a position, as UIKit's `UITextInputTokenizer` asks them.
///
/// A *unit* is a range of the text (see ``TextGranularity``); units of one granularity never
/// overlap, and some text may lie in no unit (the spaces between words). Positions are UTF-16
/// offsets. The direction says which side of a position counts:
///
/// - ``isPosition(_:atBoundary:inDirection:)``: forward, `p` is the **end** of a unit;
///   backward, `p` is the **start** of a unit.
/// - ``isPosition(_:withinTextUnit:inDirection:)``: forward, a unit has `start <= p < end`
///   (the unit lies forward of `p`); backward, a unit has `start < p <= end`.
/// - ``rangeEnclosing(_:granularity:direction:)``: that unit, or `nil`.
/// - ``position(from:toBoundary:inDirection:)``: forward, the nearest unit end after `p`;
///   backward, the nearest unit start before `p`; `nil` when there is none.
///
/// ```swift
/// // "Hi there"   (offsets 0…8; words 0..<2 and 3..<8)
/// tokenizer.isPosition(2, atBoundary: .word, inDirection: .forward)      // true: "Hi" ends here
/// tokenizer.isPosition(2, atBoundary: .word, inDirection: .backward)     // false: no word starts at 2
/// tokenizer.rangeEnclosing(2, granularity: .word, direction: .backward)  // 0..<2
/// tokenizer.rangeEnclosing(2, granularity: .word, direction: .forward)   // nil: a space follows
/// tokenizer.position(from: 2, toBoundary: .word, inDirection: .forward)  // 8
/// tokenizer.position(from: 0, toBoundary: .word, inDirection: .backward) // nil: at the start
/// ```
///
/// In empty text every granularity but ``TextGranularity/document`` and
/// ``TextGranularity/paragraph`` has no unit; the document (and its one paragraph) is the
/// empty unit 0..<0, so 0 is a boundary in both directions but within nothing.
public struct TextTokenizer: Sendable {
    public let storage: TextStorage
    public let layout: (any TextLayout)?

    public init(storage: TextStorage, layout: (any TextLayout)? = nil) {
        self.storage = storage
        self.layout = layout
    }

    /// The longest stretch segmented at once; a longer paragraph is segmented in windows of
    /// this size around the position (boundaries near a window's edge may then differ from a
    /// whole-paragraph segmentation).
    public static let maximumWindow = 16_384

    // MARK: Paragraphs

    static func isSeparator(_ unit: UInt16) -> Bool {
        unit == 0x0A || unit == 0x0D || unit == 0x85 || unit == 0x2028 || unit == 0x2029
    }

    /// The paragraph containing `offset`: its text (without separator) and the separator after it.
    ///
    /// - Complexity: O(*m*) in the paragraph's length.
    public func paragraph(containing offset: Int) -> (text: Range<Int>, separator: Range<Int>) {
        var start = min(offset, storage.count)
        while start > 0, !Self.isSeparator(storage[start - 1]) { start -= 1 }
        // An offset between CR and LF belongs to the paragraph the CR ends.
        if start > 0, start == offset, offset < storage.count, storage[offset] == 0x0A, storage[offset - 1] == 0x0D {
            var s = offset - 1
            while s > 0, !Self.isSeparator(storage[s - 1]) { s -= 1 }
            return (s..<(offset - 1), (offset - 1)..<(offset + 1))
        }
        var end = start
        while end < storage.count, !Self.isSeparator(storage[end]) { end += 1 }
        var separatorEnd = end
        if end < storage.count {
            separatorEnd = end + 1
            if storage[end] == 0x0D, end + 1 < storage.count, storage[end + 1] == 0x0A { separatorEnd += 1 }
        }
        return (start..<end, end..<separatorEnd)
    }

    // MARK: Units

    /// The units of a granularity in the paragraph containing `offset` (for ``TextGranularity/character``
    /// its separator's cluster too).
    func units(_ granularity: TextGranularity, inParagraphOf offset: Int) -> [Range<Int>] {
        if granularity == .word || granularity == .sentence {
            // Only the stretch around the offset is segmented, so the paragraph's edges are
            // looked for no further than that: a long paragraph costs no more than a short one.
            let reach = (granularity == .word ? 256 : Self.maximumWindow / 2) + 64
            let text = boundedParagraph(containing: offset, reach: reach)
            let window = self.window(around: offset, in: text, granularity: granularity)
            return segments(granularity, in: window)
        }
        let (text, separator) = paragraph(containing: offset)
        switch granularity {
        case .document:
            return [0..<storage.count]
        case .paragraph:
            return [text]
        case .line:
            guard let layout else { return [text] }
            return layout.lineRanges(in: storage).filter { $0.overlaps(text) || $0.lowerBound == text.lowerBound }
        case .character, .word, .sentence:
            let whole = granularity == .character ? text.lowerBound..<separator.upperBound : text
            let window = self.window(around: offset, in: whole, granularity: granularity)
            return segments(granularity, in: window)
        }
    }

    /// The segments of a granularity in a stretch of text (only word-like ones for words, unless
    /// `allWordSegments`).
    func segments(_ granularity: TextGranularity, in window: Range<Int>, allWordSegments: Bool = false) -> [Range<Int>] {
        let unit: SegmentationUnit = granularity == .character ? .grapheme : granularity == .word ? .word : .sentence
        let slice = StorageSlice(storage: storage, startIndex: window.lowerBound, endIndex: window.upperBound)
        let boundaries = Segmenter.boundaries(unit, utf16: slice).map { $0 + window.lowerBound }
        var result: [Range<Int>] = []
        for (start, end) in zip(boundaries, boundaries.dropFirst()) where start < end {
            if granularity == .word && !allWordSegments && !isWordSegment(start..<end) { continue }
            result.append(start..<end)
        }
        return result
    }

    /// The UAX #29 word-break segment containing `offset`: a word, a run of spaces, a single
    /// punctuation mark, or a paragraph separator; `nil` at the end of the text. (Word units,
    /// as ``rangeEnclosing(_:granularity:direction:)`` gives them, are the segments that hold a
    /// letter or a digit; ``isWordSegment(_:)`` tells.)
    ///
    /// - Complexity: O(1) in the paragraph's length (a bounded window around the offset).
    public func wordBreakSegment(containing offset: Int) -> Range<Int>? {
        guard offset >= 0, offset < storage.count else { return nil }
        let text = boundedParagraph(containing: offset, reach: 256 + 64)
        guard text.contains(offset) else {
            // A paragraph separator (CR LF together) is a segment of its own.
            let (_, separator) = paragraph(containing: offset)
            return separator.contains(offset) ? separator : offset..<(offset + 1)
        }
        let window = self.window(around: offset, in: text, granularity: .word)
        return segments(.word, in: window, allWordSegments: true).first { $0.contains(offset) }
    }


    /// The text of the paragraph containing `offset`, looked for at most `reach` units each way
    /// (a longer paragraph gives the stretch within reach).
    func boundedParagraph(containing offset: Int, reach: Int) -> Range<Int> {
        let clamped = min(offset, storage.count)
        var start = clamped
        let low = max(0, clamped - reach)
        while start > low, !Self.isSeparator(storage[start - 1]) { start -= 1 }
        var end = clamped
        let high = min(storage.count, clamped + reach)
        while end < high, !Self.isSeparator(storage[end]) { end += 1 }
        return start..<end
    }

    /// The stretch to segment for units near `offset`: the whole paragraph when it is short;
    /// otherwise a window around the offset that starts where the rules are known to break
    /// (after an ASCII character for clusters, after a space for words), so the units near
    /// the offset come out as in the whole paragraph, at a cost that does not grow with it.
    func window(around offset: Int, in whole: Range<Int>, granularity: TextGranularity) -> Range<Int> {
        let reach = granularity == .character ? 256 : granularity == .word ? 256 : Self.maximumWindow / 2
        guard whole.count > 2 * reach + 64 else { return whole }
        var start = max(whole.lowerBound, offset - reach)
        let limit = max(whole.lowerBound, start - reach)
        func safe(_ i: Int) -> Bool {
            guard i > whole.lowerBound else { return true }
            let before = storage[i - 1], at = storage[i]
            switch granularity {
            case .character: return before < 0x80 && before != 0x0D && at < 0x80
            case .word: return before == 0x20 && at != 0x20 && at < 0x80
            default: return false
            }
        }
        while start > limit, !safe(start) { start -= 1 }
        if !safe(start) { start = max(whole.lowerBound, offset - reach) }
        let end = min(whole.upperBound, offset + reach)
        return start..<max(start, end)
    }

    /// Whether a word segment holds a letter or a digit (not only spaces or punctuation): a
    /// word unit.
    public func isWordSegment(_ range: Range<Int>) -> Bool {
        var i = range.lowerBound
        while i < range.upperBound {
            let unit = storage[i]
            // ASCII letters and digits, the common case, without decoding.
            if (0x30...0x39).contains(unit) || (0x41...0x5A).contains(unit) || (0x61...0x7A).contains(unit) || unit == 0x5F { return true }
            var value = UInt32(unit), width = 1
            if unit & 0xFC00 == 0xD800, i + 1 < range.upperBound, storage[i + 1] & 0xFC00 == 0xDC00 {
                value = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(storage[i + 1]) - 0xDC00)
                width = 2
            }
            if unit >= 0x80, let scalar = Unicode.Scalar(value) {
                let properties = scalar.properties
                if properties.isAlphabetic || properties.numericType != nil
                    || properties.generalCategory == .connectorPunctuation { return true }
            }
            i += width
        }
        return false
    }

    /// Every unit of a granularity in the paragraph of `offset` and the paragraphs beside it,
    /// walking further in `direction` until `stop` says a unit settles the question.
    private func scan(_ granularity: TextGranularity, from offset: Int, direction: TextDirection,
                      until stop: (Range<Int>) -> Bool) -> Range<Int>? {
        var anchor = offset
        while true {
            let list = units(granularity, inParagraphOf: anchor)
            if let hit = (direction == .forward ? list : list.reversed()).first(where: stop) { return hit }
            let (text, separator) = paragraph(containing: anchor)
            if direction == .forward {
                guard !separator.isEmpty else { return nil }   // the last paragraph
                anchor = separator.upperBound
            } else {
                guard text.lowerBound > 0 else { return nil }  // the first paragraph
                anchor = text.lowerBound - 1
            }
        }
    }

    // MARK: Characters, locally

    /// Whether `offset` is a grapheme cluster boundary, decided from the scalars around it.
    ///
    /// - Complexity: O(1) for ordinary text.
    public func isCharacterBoundary(_ offset: Int) -> Bool {
        let storage = self.storage
        return Segmenter.isGraphemeBoundary(at: offset, count: storage.count) { storage[$0] }
    }

    func nextCharacterBoundary(after offset: Int) -> Int? {
        guard offset < storage.count else { return nil }
        var i = offset + 1
        while i < storage.count, !isCharacterBoundary(i) { i += 1 }
        return i
    }

    func previousCharacterBoundary(before offset: Int) -> Int? {
        guard offset > 0 else { return nil }
        var i = offset - 1
        while i > 0, !isCharacterBoundary(i) { i -= 1 }
        return i
    }

    // MARK: UITextInputTokenizer

    /// Whether `position` is the end (forward) or the start (backward) of a unit.
    public func isPosition(_ position: Int, atBoundary granularity: TextGranularity, inDirection direction: TextDirection) -> Bool {
        guard (0...storage.count).contains(position) else { return false }
        if granularity == .document { return direction == .forward ? position == storage.count : position == 0 }
        if granularity == .character {
            return isCharacterBoundary(position) && (direction == .forward ? position > 0 : position < storage.count)
        }
        let list = units(granularity, inParagraphOf: position) + neighbouringUnits(granularity, position)
        return list.contains { direction == .forward ? $0.upperBound == position : $0.lowerBound == position }
    }

    /// Whether a unit lies on the `direction` side of `position` (forward: `start <= p < end`;
    /// backward: `start < p <= end`).
    public func isPosition(_ position: Int, withinTextUnit granularity: TextGranularity, inDirection direction: TextDirection) -> Bool {
        rangeEnclosing(position, granularity: granularity, direction: direction) != nil
    }

    /// The unit on the `direction` side of `position`, or `nil`.
    public func rangeEnclosing(_ position: Int, granularity: TextGranularity, direction: TextDirection) -> Range<Int>? {
        guard (0...storage.count).contains(position) else { return nil }
        if granularity == .character {
            if direction == .forward {
                guard position < storage.count else { return nil }
                let start = isCharacterBoundary(position) ? position : previousCharacterBoundary(before: position) ?? 0
                return start..<(nextCharacterBoundary(after: position) ?? storage.count)
            }
            guard position > 0 else { return nil }
            let end = isCharacterBoundary(position) ? position : nextCharacterBoundary(after: position) ?? storage.count
            return (previousCharacterBoundary(before: position) ?? 0)..<end
        }
        let list = units(granularity, inParagraphOf: position) + (direction == .backward ? neighbouringUnits(granularity, position) : [])
        return list.first { direction == .forward ? $0.lowerBound <= position && position < $0.upperBound : $0.lowerBound < position
                            && position <= $0.upperBound }
    }

    /// The nearest unit end after `position` (forward) or unit start before it (backward).
    public func position(from position: Int, toBoundary granularity: TextGranularity, inDirection direction: TextDirection) -> Int? {
        guard (0...storage.count).contains(position) else { return nil }
        if granularity == .document {
            let target = direction == .forward ? storage.count : 0
            return target == position ? nil : target
        }
        if granularity == .character {
            return direction == .forward ? nextCharacterBoundary(after: position) : previousCharacterBoundary(before: position)
        }
        let hit = scan(granularity, from: position, direction: direction) { unit in
            direction == .forward ? unit.upperBound > position : unit.lowerBound < position
        }
        return hit.map { direction == .forward ? $0.upperBound : $0.lowerBound }
    }

    /// The grapheme boundary at or before `offset` (`roundingUp`: at or after).
    public func graphemeBoundary(near offset: Int, roundingUp: Bool) -> Int {
        let clamped = max(0, min(offset, storage.count))
        if isCharacterBoundary(clamped) { return clamped }
        return roundingUp ? nextCharacterBoundary(after: clamped) ?? storage.count : previousCharacterBoundary(before: clamped) ?? 0
    }

    /// The units of the previous paragraph, when `position` starts a paragraph (a unit may end
    /// there); none otherwise.
    private func neighbouringUnits(_ granularity: TextGranularity, _ position: Int) -> [Range<Int>] {
        guard position > 0, Self.isSeparator(storage[position - 1]) else { return [] }
        return units(granularity, inParagraphOf: position - 1)
    }
}
