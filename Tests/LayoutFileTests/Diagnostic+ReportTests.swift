import LayoutFile
import Testing

@Suite("Diagnostic reports")
struct DiagnosticReportTests {
    func at(_ file: String, _ line: Int) -> SourceRange {
        let position = SourcePosition(line: line, column: 1, offset: 0)
        return SourceRange(file: file, start: position, end: position)
    }

    @Test("the problems, a line per file with its rules commonest first, and the totals")
    func report() {
        let list = [Diagnostic(rule: "b-rule", severity: .warning, message: "one", range: at("b.json", 2)),
                    Diagnostic(rule: "a-rule", severity: .error, message: "two", range: at("a.json", 1)),
                    Diagnostic(rule: "b-rule", severity: .warning, message: "three", range: at("b.json", 3)),
                    Diagnostic(rule: "c-rule", severity: .warning, message: "four", range: at("b.json", 4))]
        let lines = Diagnostic.report(list, fileCount: 3).split(separator: "\n").map(String.init)
        #expect(lines.count == 7)
        #expect(lines[4] == "a.json: 1 error, 0 warnings (a-rule 1)")
        #expect(lines[5] == "b.json: 0 errors, 3 warnings (b-rule 2, c-rule 1)")
        #expect(lines[6] == "3 files checked: 1 error, 3 warnings")
        #expect(Diagnostic.report([], fileCount: 1) == "1 file checked: no problems")
    }
}
