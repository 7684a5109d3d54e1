public import Geometry
public import TextEditing

/// The text a gesture acts on, as the interpreter reads it: the storage, for words (the
/// container's Unicode tokenizer, so accented, Cyrillic, Korean, CJK and mixed text all work),
/// and the front end's layout, for points ↔ positions.
///
/// The word rules are those of the text-interaction specification (c.3); offsets are UTF-16.
public struct TextInteractionDocument: Sendable {
    public var storage: TextStorage
    public var layout: any TextLayout
    /// Whether the pasteboard holds text (the menus offer Paste only then).
    public var hasPasteboardText: Bool

    public init(storage: TextStorage, layout: any TextLayout, hasPasteboardText: Bool = true) {
        self.storage = storage
        self.layout = layout
        self.hasPasteboardText = hasPasteboardText
    }

    public var length: Int { storage.count }
    var tokenizer: TextTokenizer { TextTokenizer(storage: storage, layout: layout) }

    /// The caret offset nearest a point.
    public func caretOffset(_ point: Point) -> Int { layout.offset(closestTo: point, in: storage) }

    /// The x of the caret at an offset, next to the cluster on the side `affinity` says.
    func x(of offset: Int, _ affinity: TextDirection = .forward) -> Double {
        layout.caretRect(at: offset, affinity: affinity, in: storage).x
    }

    /// The grapheme cluster under a point (as the layout draws it, right-to-left text
    /// included), or `nil` past the end of its line or before its start, or more than half a
    /// line above or below the text.
    public func touchedCharacter(_ point: Point) -> Range<Int>? {
        let caret = layout.caretRect(at: caretOffset(point), in: storage)
        guard point.y >= caret.y - 0.5 * caret.height, point.y < caret.maxY + 0.5 * caret.height else { return nil }
        return layout.cluster(at: point, in: storage)
    }

    /// The word (a segment holding a letter or digit) that contains the cluster starting at `offset`.
    func word(containing offset: Int) -> Range<Int>? {
        guard let segment = tokenizer.wordBreakSegment(containing: offset), tokenizer.isWordSegment(segment) else { return nil }
        return segment
    }

    /// Where a tap puts the caret: the nearer edge of the touched word (ties to its start), or
    /// the nearest caret position when no word is touched.
    public func snap(_ point: Point) -> Int {
        guard let touched = touchedCharacter(point), let word = word(containing: touched.lowerBound) else { return caretOffset(point) }
        // The word's start and end edges, whichever side each is drawn on (right to left too).
        return abs(point.x - x(of: word.lowerBound, .forward)) <= abs(x(of: word.upperBound,
                                                                        .backward) - point.x) ? word.lowerBound : word.upperBound
    }

    /// The word the edit menu's Select takes at a caret: the word around it; else the word it
    /// starts; else the word it ends; else [chosen] the next word after it, or failing that the
    /// previous one; `nil` when the document has no words.
    public func selectRule(_ caret: Int) -> Range<Int>? {
        let tokenizer = self.tokenizer
        let after = tokenizer.rangeEnclosing(caret, granularity: .word, direction: .forward)
        if let after, after.lowerBound < caret { return after }          // (1) inside
        if let after, after.lowerBound == caret { return after }         // (2) at its start
        if let before = tokenizer.rangeEnclosing(caret, granularity: .word, direction: .backward), before.upperBound == caret {
            return before                                                // (3) at its end
        }
        if let end = tokenizer.position(from: caret, toBoundary: .word, inDirection: .forward),
           let next = tokenizer.rangeEnclosing(end, granularity: .word, direction: .backward) {
            return next                                                  // (4) the next word
        }
        if let start = tokenizer.position(from: caret, toBoundary: .word, inDirection: .backward),
           let previous = tokenizer.rangeEnclosing(start, granularity: .word, direction: .forward) {
            return previous                                              //     or the previous one
        }
        return nil                                                       // (5) no words
    }

    /// The word a double tap selects: the touched word, or Select's word at the nearest caret.
    public func wordAtTouch(_ point: Point) -> Range<Int>? {
        if let touched = touchedCharacter(point), let word = word(containing: touched.lowerBound) { return word }
        return selectRule(caretOffset(point))
    }

    /// A double-tap drag's selection: from the first word to the segment under the point (a word,
    /// spaces or punctuation), the whole first word staying selected.
    public func extend(_ first: Range<Int>, to point: Point) -> Range<Int> {
        guard length > 0 else { return first }
        let at = min(touchedCharacter(point)?.lowerBound ?? caretOffset(point), length - 1)
        guard let segment = tokenizer.wordBreakSegment(containing: at) else { return first }
        if segment.lowerBound >= first.upperBound { return first.lowerBound..<segment.upperBound }
        if segment.upperBound <= first.lowerBound { return segment.lowerBound..<first.upperBound }
        return first
    }

    /// The sentence around an offset (the modern profile's triple tap).
    func sentence(at offset: Int) -> Range<Int>? {
        let tokenizer = self.tokenizer
        return tokenizer.rangeEnclosing(offset, granularity: .sentence, direction: .forward)
            ?? tokenizer.rangeEnclosing(offset, granularity: .sentence, direction: .backward)
    }

    /// The caret one grapheme cluster to the left or right on screen (``TextEditing/VisualLine``),
    /// across line ends; `nil` at the text's ends.
    func step(from caret: (offset: Int, affinity: TextDirection), _ direction: VisualDirection) -> (offset: Int, affinity: TextDirection)? {
        VisualLine.caret(movedFrom: caret.offset, affinity: caret.affinity, direction, lines: layout.lineRanges(in: storage), in: storage)
    }

    /// A selection's edge on one side of the screen, as its paragraph runs: in left-to-right
    /// text the left edge is its start, in right-to-left text its end.
    func edge(of selection: Range<Int>, toward direction: VisualDirection) -> Int {
        let paragraph = tokenizer.paragraph(containing: selection.lowerBound).text
        let leftToRight = VisualLine(paragraph, in: storage).baseDirection == .leftToRight
        return (direction == .left) == leftToRight ? selection.lowerBound : selection.upperBound
    }
}
