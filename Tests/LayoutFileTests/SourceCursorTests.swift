import LayoutFile
import Testing

@Suite("SourceCursor")
struct SourceCursorTests {
    @Test("lines and columns from 1, offsets in scalars; a line feed starts a line; the end stops it")
    func positions() {
        var cursor = SourceCursor("ab\ncé", file: "f")
        #expect(cursor.current == "a" && cursor.position == SourcePosition(line: 1, column: 1, offset: 0))
        cursor.advance(3)
        #expect(cursor.current == "c" && cursor.position == SourcePosition(line: 2, column: 1, offset: 3))
        let start = cursor.position
        cursor.advance(10)
        #expect(cursor.isAtEnd && cursor.current == nil && cursor.position == SourcePosition(line: 2, column: 3, offset: 5))
        #expect(cursor.range(from: start) == SourceRange(file: "f", start: start, end: cursor.position))
    }

    @Test("a byte-order mark is skipped when asked, keeping its offset; looksAt compares what follows")
    func byteOrderMark() {
        let cursor = SourceCursor("\u{FEFF}<a>", file: "f", skippingByteOrderMark: true)
        #expect(cursor.current == "<" && cursor.index == 1 && cursor.looksAt("<a") && !cursor.looksAt("<a>>"))
        #expect(SourceCursor("\u{FEFF}x", file: "f").current == "\u{FEFF}")
    }
}
