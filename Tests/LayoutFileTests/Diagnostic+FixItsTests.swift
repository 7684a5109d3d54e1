import LayoutFile
import Testing

@Suite("Applying fix-its")
struct DiagnosticFixItsTests {
    func fix(_ start: Int, _ end: Int, _ replacement: String) -> Diagnostic.FixIt {
        Diagnostic.FixIt(range: SourceRange(file: "f", start: SourcePosition(line: 1, column: start + 1, offset: start),
                                            end: SourcePosition(line: 1, column: end + 1, offset: end)),
                         replacement: replacement, isMechanical: true)
    }

    @Test("edits apply from the end, in any order given; offsets count scalars")
    func apply() {
        let (text, applied) = Diagnostic.FixIt.apply([fix(0, 1, "H"), fix(6, 11, "wörld"), fix(5, 5, ",")], to: "hello world")
        #expect(text == "Hello, wörld" && applied == 3)
        // Scalars, not UTF-8 bytes: é is one.
        #expect(Diagnostic.FixIt.apply([fix(1, 2, "e\u{301}")], to: "céz").text == "ce\u{301}z")
    }

    @Test("an edit overlapping one already made, or reaching past the end, is left out")
    func overlaps() {
        let (text, applied) = Diagnostic.FixIt.apply([fix(2, 6, "X"), fix(4, 8, "Y"), fix(9, 99, "Z"), fix(-1, 0, "W")], to: "0123456789")
        #expect(text == "0123Y89" && applied == 1)
        #expect(Diagnostic.FixIt.apply([], to: "same").text == "same")
    }
}
