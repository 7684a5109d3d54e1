import LayoutFile
import Testing

@Suite("Diagnostic")
struct DiagnosticTests {
    @Test("a message quoting control characters from a file shows them as U+XXXX, never raw")
    func escapesControls() {
        let range = SourceRange(file: "a\u{1B}b.json", start: SourcePosition(line: 2, column: 3, offset: 10),
                                end: SourcePosition(line: 2, column: 4, offset: 11))
        let diagnostic = Diagnostic(LayoutRule.undefinedKey, message: "undefined key 'q\u{1B}[31m'", range: range,
                                    notes: [.init(message: "named \u{7}here\u{9D}", range: range)])
        let text = diagnostic.formatted
        #expect(!text.unicodeScalars.contains { $0.properties.generalCategory == .control && $0 != "\n" })
        #expect(text.contains("undefined key 'qU+001B[31m'") && text.hasPrefix("aU+001Bb.json:2:3:"))
        #expect(text.contains("note: named U+0007hereU+009D"))
        #expect("plain ✓ text".escapingControlCharacters == "plain ✓ text")
    }

    @Test("a layout's name is shown: a control character in it is invalid-character")
    func nameCharacters() {
        let file = #"{"format": 1, "id": "x", "locale": "en", "name": "Evil\u001b]0;pwned\u0007", "script": "Latn", "imports": "# +
                   #"["shared/base", "shared/symbols"], "layers": {"letters": {"kind": "letters", "rows": ["q w", "@bottom"]}}}"#
        let result = LayoutLoader.load(BundledLayouts.merged(with: [[LayoutSource(path: "x.json", text: file)]]), inputMethods: [])
        #expect(result.diagnostics.contains { $0.rule == "invalid-character"
                                              && $0.message == "the layout's 'name' holds control character U+001B" })
    }
}
