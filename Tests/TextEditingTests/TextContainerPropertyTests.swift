import Testing
import TextEditing
import TextSegmentation
import _TestSupport

@Suite("TextContainer properties")
struct TextContainerPropertyTests {
    struct State: Equatable {
        var text: String
        var selection: Range<Int>
        var marked: Range<Int>?
    }

    func state(_ c: TextContainer) -> State { State(text: c.text, selection: c.selectedRange, marked: c.markedRange) }

    func checkInvariants(_ c: TextContainer, step: Int, seed: UInt64) {
        let boundaries = Set(Segmenter.boundaries(.grapheme, in: c.text))
        let count = c.text.utf16.count
        let context = "step \(step), seed \(seed)"
        #expect(c.selectedRange.lowerBound >= 0 && c.selectedRange.upperBound <= count, "\(context)")
        #expect(boundaries.contains(c.selectedRange.lowerBound) && boundaries.contains(c.selectedRange.upperBound),
                "\(context): selection \(c.selectedRange) splits a cluster in \(c.text.debugDescription)")
        if let marked = c.markedRange {
            #expect(marked.upperBound <= count, "\(context)")
            #expect(boundaries.contains(marked.lowerBound) && boundaries.contains(marked.upperBound),
                    "\(context): marked \(marked) splits a cluster")
            #expect(marked.lowerBound <= c.selectedRange.lowerBound && c.selectedRange.upperBound <= marked.upperBound,
                    "\(context): selection outside marked text")
        }
    }

    @Test("random edits: ranges stay valid and on cluster boundaries; undo then redo restores; text outside an edit stays",
          .timeLimit(.minutes(2)))
    func randomOperations() {
        var generator = SeededGenerator.fromEnvironment(fallback: 0xED17_0001)
        let seed = generator.seed
        let pieces = ["a", "b", " ", "é", "e\u{301}", "\u{301}", "👍🏽", "👨‍👩‍👧", "🇸🇪", "한", "\u{1100}", "\u{1161}", "\n",
                      "\r\n", ".", "北京",
                      "x y"]
        for run in 0..<6 {
            let c = TextContainer(kind: run % 2 == 0 ? .multiLine : .singleLine)
            for step in 0..<800 {
                let count = c.text.utf16.count
                switch Int.random(in: 0..<14, using: &generator) {
                case 0, 1, 2: c.insertText(pieces.randomElement(using: &generator)!)
                case 3: c.deleteBackward()
                case 4:
                    let low = Int.random(in: 0...count, using: &generator), high = Int.random(in: low...count, using: &generator)
                    let before = c.text.utf16
                    let replacement = pieces.randomElement(using: &generator)!
                    let hadMarked = c.markedRange != nil
                    c.replace(low..<high, with: replacement)
                    if !hadMarked {
                        // Text before the (cluster-widened) range and after it is unchanged.
                        let after = c.text.utf16
                        let prefix = before.prefix(max(0, low - 8))
                        #expect(Array(after.prefix(prefix.count)) == Array(prefix), "step \(step): text before the edit changed")
                        let suffix = before.suffix(max(0, count - high - 8))
                        #expect(Array(after.suffix(suffix.count)) == Array(suffix), "step \(step): text after the edit changed")
                    }
                case 5:
                    let low = Int.random(in: 0...count, using: &generator)
                    c.select(low..<Int.random(in: low...count, using: &generator))
                case 6: c.setMarkedText(["ㅎ", "하", "ni", "bei jing", "", "e\u{301}"].randomElement(using: &generator)!,
                                        selectedRange: nil)
                case 7: c.unmarkText()
                case 8:
                    c.moveCaret(by: TextGranularity.allCases.filter { $0 != .line }.randomElement(using: &generator)!,
                                direction: Bool.random(using: &generator) ? .forward : .backward, extending: Bool.random(using: &generator))
                case 9:
                    // Undo then redo restores the exact state.
                    if c.markedRange != nil { c.unmarkText() }
                    let before = state(c)
                    if c.undo() {
                        #expect(c.redo(), "step \(step): redo after undo failed")
                        #expect(state(c) == before, "step \(step), seed \(seed): undo+redo changed \(before) into \(state(c))")
                    }
                case 10: c.undo()
                case 11: c.redo()
                case 12: c.selectAll(); _ = c.copy()
                default: c.paste()
                }
                checkInvariants(c, step: step, seed: seed)
            }
            // Undo everything reaches the empty start.
            while c.undo() {}
            #expect(c.text == "", "run \(run): undoing everything should give the empty text, got \(c.text.debugDescription)")
        }
    }
}
