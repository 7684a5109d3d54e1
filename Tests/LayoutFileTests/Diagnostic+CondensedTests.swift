import LayoutFile
import Testing

@Suite("Condensed diagnostics")
struct DiagnosticCondensedTests {
    func at(_ file: String, _ offset: Int) -> SourceRange {
        let position = SourcePosition(line: 1, column: offset + 1, offset: offset)
        return SourceRange(file: file, start: position, end: position)
    }

    @Test("a long quoted value is cut to its start and its length; short ones stay")
    func shortening() {
        let long = String(repeating: "y", count: 200_000)
        let diagnostic = Diagnostic(rule: "label-too-wide", severity: .warning, message: "label '\(long)' of key 'q' does not fit",
                                    range: at("f", 0))
        #expect(diagnostic.message == "label '\(String(repeating: "y", count: 40))…' (200000 characters) of key 'q' does not fit")
        #expect(Diagnostic(rule: "r", message: "key 'q' and 'w'", range: at("f", 0)).message == "key 'q' and 'w'")
    }

    @Test("one rule at one place becomes one diagnostic with a count; an error among warnings keeps it an error")
    func samePlace() {
        let list = (0..<12).map { Diagnostic(rule: "label-too-wide", severity: $0 == 5 ? .error : .warning, message: "device \($0)",
                                             range: at("f", 3)) }
        let condensed = Diagnostic.condensed(list)
        #expect(condensed.count == 1)
        #expect(condensed[0].message == "device 0" && condensed[0].severity == .error)
        #expect(condensed[0].notes.map(\.message) == ["and 11 more like it here (other keyboard types, devices, orientations or layers)"])
    }

    @Test("past the limit, one rule in one file is counted in a note; other rules and files are untouched")
    func perRule() {
        let keys = (0..<1000).map { Diagnostic(rule: "undefined-key", message: "undefined key 'k\($0)'", range: at("a.json", $0)) }
        let other = [Diagnostic(rule: "row-overflow", message: "wide", range: at("a.json", 5)),
                     Diagnostic(rule: "undefined-key", message: "undefined key 'x'", range: at("b.json", 0))]
        let condensed = Diagnostic.condensed(keys + other, limit: 20)
        #expect(condensed.filter { $0.rule == "undefined-key" && $0.range.file == "a.json" }.count == 20)
        #expect(condensed.count == 22)
        #expect(condensed[19].notes.map(\.message) == ["and 980 more [undefined-key] in this file"])
        #expect(Diagnostic.condensed([]).isEmpty)
    }
}
