import Testing
import BidirectionalText

@Suite("BidiParagraph")
struct BidiParagraphTests {
    @Test("Hebrew and English in one line: the Hebrew word is reversed in place")
    func mixedLine() {
        let text = "car is מכונית."
        let paragraph = BidiParagraph(text.unicodeScalars, direction: nil)
        #expect(paragraph.baseDirection == .leftToRight)
        let line = 0..<paragraph.count
        #expect(paragraph.visualOrder(ofLine: line) == [0, 1, 2, 3, 4, 5, 6, 12, 11, 10, 9, 8, 7, 13])
        let runs = paragraph.visualRuns(ofLine: line)
        #expect(runs.map(\.range) == [0..<7, 7..<13, 13..<14])
        #expect(runs.map(\.level) == [0, 1, 0])
    }

    @Test("a right-to-left paragraph keeps numbers left to right and puts English runs in reverse")
    func rightToLeftParagraph() {
        let text = "שלום 123 ab"
        let paragraph = BidiParagraph(text.unicodeScalars, direction: nil)
        #expect(paragraph.baseDirection == .rightToLeft)
        let order = paragraph.visualOrder(ofLine: 0..<paragraph.count)
        let scalars = Array(text.unicodeScalars)
        #expect(String(String.UnicodeScalarView(order.map { scalars[$0] })) == "ab 123 םולש")
    }

    @Test("a forced direction overrides the first strong letter; no strong letter is left to right")
    func paragraphDirection() {
        #expect(BidiParagraph("abc".unicodeScalars, direction: .rightToLeft).baseLevel == 1)
        #expect(BidiParagraph("123 ...".unicodeScalars, direction: nil).baseLevel == 0)
        #expect(BidiParagraph("".unicodeScalars, direction: nil).visualOrder(ofLine: 0..<0).isEmpty)
        // The first strong letter inside an isolate does not count (P2).
        #expect(BidiParagraph("\u{2067}abc\u{2069}א".unicodeScalars, direction: nil).baseLevel == 1)
    }

    @Test("brackets resolve as a pair (N0) and trailing white space goes to the paragraph level (L1)")
    func bracketsAndTrailingSpace() {
        // In a right-to-left paragraph, "(a)" holds an L letter: the brackets take the paragraph's R.
        let paragraph = BidiParagraph("א(b)  ".unicodeScalars, direction: nil)
        let levels = paragraph.levels(ofLine: 0..<paragraph.count)
        #expect(levels == [1, 1, 2, 1, 1, 1])
        // Removed characters take the level before them, so a ZWJ inside a run stays in it.
        let joined = BidiParagraph("אב\u{200D}ג".unicodeScalars, direction: nil)
        #expect(joined.isRemoved(2))
        #expect(joined.visualOrder(ofLine: 0..<4) == [3, 2, 1, 0])
    }

    @Test("a line's order is for that line only: trailing spaces of a wrapped line move to its end")
    func lineByLine() {
        let paragraph = BidiParagraph("אב גד".unicodeScalars, direction: .leftToRight)
        #expect(paragraph.visualOrder(ofLine: 0..<3) == [1, 0, 2])   // "בא " — the space at the line's end
        #expect(paragraph.visualOrder(ofLine: 3..<5) == [4, 3])
    }
}
