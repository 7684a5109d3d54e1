/// Selecting, and moving the caret by a unit or as the text is drawn.
extension TextContainer {
    /// Selects a range, widened to cluster boundaries; moving the selection out of marked text
    /// commits it.
    public func select(_ range: Range<Int>) {
        let clamped = clamp(range)
        if let marked = markedRange, !(marked.lowerBound <= clamped.lowerBound && clamped.upperBound <= marked.upperBound) { unmarkText() }
        closeGroup()
        setSelection(snapped(clamped), anchor: clamped.lowerBound)
    }

    public func selectAll() { select(0..<storage.count) }

    /// Moves the caret (or, extending, the selection's moving end) by a unit.
    ///
    /// Without extending, a selection first collapses: by character to its edge in the
    /// direction of travel; by larger units, the move starts from that edge.
    public func moveCaret(by granularity: TextGranularity, direction: TextDirection, extending: Bool = false) {
        if markedRange != nil { unmarkText() }
        closeGroup()
        let active = extending ? (selectedRange.lowerBound == anchor ? selectedRange.upperBound : selectedRange.lowerBound)
            : (direction == .forward ? selectedRange.upperBound : selectedRange.lowerBound)
        if !extending && !selectedRange.isEmpty && granularity == .character {
            setSelection(active..<active, anchor: active)
            return
        }
        let target: Int
        switch granularity {
        case .document:
            target = direction == .forward ? storage.count : 0
        default:
            target = tokenizer.position(from: active, toBoundary: granularity,
                                        inDirection: direction) ?? (direction == .forward ? storage.count : 0)
        }
        if extending {
            let fixed = anchor
            setSelection(snapped(min(fixed, target)..<max(fixed, target)), anchor: fixed)
        } else {
            setSelection(target..<target, anchor: target)
        }
    }

    /// Moves the caret (or, extending, the selection's moving end) one grapheme cluster left
    /// or right as the text is drawn, as the arrow keys do: in right-to-left text, left goes
    /// forward. Lines are the layout's (paragraphs without one); past a line's edge the caret
    /// goes to the next line (towards the paragraph's end) or the previous one, entering at
    /// its edge on that side.
    ///
    /// Without extending, a selection collapses to its edge on that side of the paragraph:
    /// in a left-to-right paragraph left is its start, in a right-to-left one its end.
    ///
    /// - Complexity: O(*n*) in the length of the text (the lines are found again).
    public func moveCaret(visually direction: VisualDirection, extending: Bool = false) {
        if markedRange != nil { unmarkText() }
        closeGroup()
        let moving = selectedRange.lowerBound == anchor ? selectedRange.upperBound : selectedRange.lowerBound
        let active = extending ? moving : selectedRange.lowerBound
        // Without a layout, lines are paragraphs (as the reference grid lays them out).
        let lines = (layout ?? GridLayout()).lineRanges(in: storage)
        guard !lines.isEmpty else { return }
        if !extending && !selectedRange.isEmpty {
            let line = VisualLine(lines[VisualLine.lineIndex(of: active, affinity: selectionAffinity, in: lines)], in: storage)
            let edge = (direction == .left) == (line.baseDirection == .leftToRight) ? selectedRange.lowerBound : selectedRange.upperBound
            setSelection(edge..<edge, anchor: edge)
            return
        }
        guard let target = VisualLine.caret(movedFrom: active, affinity: selectionAffinity, direction, lines: lines,
                                            in: storage) else { return }
        if extending {
            let fixed = anchor
            setSelection(snapped(min(fixed, target.offset)..<max(fixed, target.offset)), anchor: fixed, affinity: target.affinity)
        } else {
            setSelection(target.offset..<target.offset, anchor: target.offset, affinity: target.affinity)
        }
    }
}
