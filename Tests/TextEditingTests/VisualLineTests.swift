import Testing
import BidirectionalText
import KeyboardModel
@testable import TextEditing

/// "abc אבג def": a b c ␠ א ב ג ␠ d e f at offsets 0…10, drawn "abc גבא def".
private let mixed = "abc אבג def"

@Suite("VisualLine and bidi carets")
struct VisualLineTests {
    @Test("clusters from left to right: the Hebrew word reversed in place, directions per cluster")
    func order() {
        let storage = TextStorage(mixed)
        let line = VisualLine(0..<storage.count, in: storage)
        #expect(line.baseDirection == .leftToRight)
        #expect(line.clusters.map(\.range.lowerBound) == [0, 1, 2, 3, 6, 5, 4, 7, 8, 9, 10])
        #expect(line.clusters.map(\.isRightToLeft) == [false, false, false, false, true, true, true, false, false, false, false])
        // Left-to-right text skips the algorithm and stays in logical order.
        let plain = TextStorage("héllo wörld")
        #expect(VisualLine(0..<plain.count, in: plain).clusters.map(\.range.lowerBound) == Array(0..<11))
    }

    @Test("an offset where the runs meet has two places; the affinity picks one")
    func affinity() {
        let storage = TextStorage(mixed)
        let line = VisualLine(0..<storage.count, in: storage)
        #expect(line.boundary(of: 4, affinity: .backward) == 4)   // right after the space
        #expect(line.boundary(of: 4, affinity: .forward) == 7)    // right of א, the word's first letter
        #expect(line.boundary(of: 7, affinity: .backward) == 4)   // left of ג, its last
        #expect(line.boundary(of: 7, affinity: .forward) == 7)    // left of the space after it
        #expect(line.boundary(of: 11, affinity: .forward) == 11)  // the end: no cluster after, the one before
    }

    @Test("arrow keys move one cluster on screen: right across the Hebrew word goes backward in the text")
    func arrowKeys() {
        let container = TextContainer(kind: .singleLine, text: mixed)
        container.select(0..<0)
        var offsets: [Int] = []
        for _ in 0..<12 {
            container.moveCaret(visually: .right)
            offsets.append(container.selectedRange.lowerBound)
        }
        #expect(offsets == [1, 2, 3, 4, 6, 5, 4, 8, 9, 10, 11, 11])
        offsets = []
        for _ in 0..<11 {
            container.moveCaret(visually: .left)
            offsets.append(container.selectedRange.lowerBound)
        }
        #expect(offsets == [10, 9, 8, 7, 5, 6, 7, 3, 2, 1, 0])
        // Every stop is a distinct place: the caret never sticks or jumps.
        let storage = TextStorage(mixed)
        let line = VisualLine(0..<storage.count, in: storage)
        container.select(0..<0)
        var boundaries = [line.boundary(of: 0, affinity: container.selectionAffinity)]
        for _ in 0..<11 {
            container.moveCaret(visually: .right)
            boundaries.append(line.boundary(of: container.selectedRange.lowerBound, affinity: container.selectionAffinity))
        }
        #expect(boundaries == Array(0...11))
    }

    @Test("in a right-to-left paragraph left goes forward, and a selection collapses to the side pressed")
    func rightToLeftParagraph() {
        let container = TextContainer(kind: .singleLine, text: "שלום abc")
        container.select(0..<0)
        container.moveCaret(visually: .left)
        #expect(container.selectedRange == 1..<1)
        container.moveCaret(visually: .right)
        #expect(container.selectedRange == 0..<0)
        container.moveCaret(visually: .right)   // the right edge: nothing further
        #expect(container.selectedRange == 0..<0)
        container.select(1..<3)
        container.moveCaret(visually: .left)    // left is the paragraph's end side
        #expect(container.selectedRange == 3..<3)
        container.select(1..<3)
        container.moveCaret(visually: .right)
        #expect(container.selectedRange == 1..<1)
        // Extending moves the active end visually and keeps the anchor.
        container.select(0..<0)
        container.moveCaret(visually: .left, extending: true)
        container.moveCaret(visually: .left, extending: true)
        #expect(container.selectedRange == 0..<2)
    }

    @Test("past a line's edge the caret enters the next line at its start side")
    func acrossParagraphs() {
        let container = TextContainer(kind: .multiLine, text: "abc\nאבג\nxyz")
        container.select(3..<3)
        container.moveCaret(visually: .right)   // into the Hebrew line at its right edge: its start
        #expect(container.selectedRange == 4..<4)
        container.moveCaret(visually: .left)
        #expect(container.selectedRange == 5..<5)
        container.select(7..<7)                 // the Hebrew line's end is its left edge
        container.moveCaret(visually: .left)
        #expect(container.selectedRange == 8..<8)
        container.moveCaret(visually: .left)    // back: the Hebrew line, entered at its end
        #expect(container.selectedRange == 7..<7)
    }

    @Test("layouts place carets, hit-test and highlight in visual order")
    func layouts() {
        let storage = TextStorage(mixed)
        for layout in [GridLayout(advance: 10, lineHeight: 20) as any TextLayout,
                       MonospaceLayout(columns: 80, cellWidth: 10, lineHeight: 20)] {
            #expect(layout.caretRect(at: 4, affinity: .backward, in: storage).x == 40)
            #expect(layout.caretRect(at: 4, affinity: .forward, in: storage).x == 70)
            #expect(layout.caretRect(at: 2, in: storage).x == 20)
            // ג is drawn in 40..<50: its left half puts the caret after it, its right half before it.
            #expect(layout.offset(closestTo: Point(x: 44, y: 5), in: storage) == 7)
            #expect(layout.offset(closestTo: Point(x: 46, y: 5), in: storage) == 6)
            #expect(layout.cluster(at: Point(x: 44, y: 5), in: storage) == 6..<7)
            #expect(layout.cluster(at: Point(x: 115, y: 5), in: storage) == nil)
            // "c", the space and א are selected: 20..<40 and, apart, 60..<70.
            #expect(layout.selectionRects(for: 2..<5, in: storage).map { [$0.x, $0.maxX] } == [[20, 40], [60, 70]])
            #expect(layout.selectionRects(for: 0..<11, in: storage).map { [$0.x, $0.maxX] } == [[0, 110]])
        }
    }
}
