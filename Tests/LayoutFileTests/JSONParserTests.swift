@testable import LayoutFile
import Testing
import _TestSupport

@Suite("JSONParser")
struct JSONParserTests {
    func parse(_ text: String, limits: JSONParser.Limits = .init()) -> (JSONNode?, [Diagnostic]) {
        var diagnostics = DiagnosticCollector()
        let node = JSONParser.parse(text, file: "test.json", limits: limits, diagnostics: &diagnostics)
        return (node, diagnostics.diagnostics)
    }

    @Test("values and the ranges of members")
    func values() throws {
        let (node, diagnostics) = parse("{\n  \"a\": [1, -2.5e3, true, false, null],\n  \"b\": \"x\\u00e9\\ud83d\\ude00\\n\"\n}")
        #expect(diagnostics.isEmpty)
        guard case .object(let members) = try #require(node).value else { Issue.record("not an object"); return }
        #expect(members.map(\.key) == ["a", "b"])
        #expect(members[0].keyRange.start.line == 2 && members[0].keyRange.start.column == 3)
        guard case .array(let items) = members[0].value.value else { Issue.record("not an array"); return }
        #expect(items.map(\.value) == [.number(1), .number(-2500), .bool(true), .bool(false), .null])
        #expect(members[1].value.value == .string("xé😀\n"))
    }

    @Test("columns count Unicode scalars, so CJK and emoji before an error do not shift it")
    func scalarColumns() {
        let marked = MarkedText("{\"名前\": \"😀👍🏽\", 1️⃣}")
        let (_, diagnostics) = parse(marked.text)
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.range.start.line == marked.position("1️⃣").line)
        #expect(diagnostics.first?.range.start.column == marked.position("1️⃣").column)
        #expect(diagnostics.first?.message == "trailing comma before '}'")
    }

    static let errors: [(String, String)] = [
        ("1️⃣", "unexpected end of file; expected a value"),
        ("{\"a\": 1 1️⃣\"b\": 2}", "expected ',' or '}' after member \"a\", found '\"'"),
        ("{\"a\" 1️⃣1}", "expected ':' after member name \"a\", found '1'"),
        ("{1️⃣a: 1}", "expected a member name in double quotes, found 'a'"),
        ("[1, 2,1️⃣]", "trailing comma before ']'"),
        ("[1 1️⃣2]", "expected ',' or ']' in array, found '2'"),
        ("1️⃣'x'", "strings take double quotes in JSON, found single quote"),
        ("1️⃣\"abc", "unterminated string"),
        ("\"a1️⃣\tb\"", "tab inside a string; write it as an escape"),
        ("\"1️⃣\\q\"", "invalid escape '\\q' in string"),
        ("\"1️⃣\\u12G4\"", "invalid \\u escape: expected four hexadecimal digits"),
        ("\"1️⃣\\ud800x\"", "lone surrogate \\uD800 in string"),
        ("1️⃣01", "invalid number: leading zeros are not allowed"),
        ("1️⃣1.", "invalid number: expected a digit after '.'"),
        ("1️⃣-", "invalid number: expected a digit"),
        ("1️⃣tru", "unknown word 'tru'; expected a value (true, false, null, a number, a string, an array or an object)"),
        ("{} 1️⃣x", "unexpected 'x' after the JSON value"),
        ("{\n  \"a\": [\n    1,\n  1️⃣}", "unexpected '}'; expected a value"),
        ("{\"a\": {\"b\": 1}1️⃣", "unexpected end of file inside the object opened at line 1, column 1"),
    ]

    @Test("syntax errors are located and explained", arguments: errors)
    func syntaxErrors(marked: String, message: String) {
        let text = MarkedText(marked)
        let (node, diagnostics) = parse(text.text)
        #expect(node == nil)
        #expect(diagnostics.count == 1)
        let diagnostic = diagnostics.first
        #expect(diagnostic?.rule == "invalid-json")
        #expect(diagnostic?.message == message)
        #expect(diagnostic?.range.start.line == text.position("1️⃣").line)
        #expect(diagnostic?.range.start.column == text.position("1️⃣").column)
    }

    @Test("a byte-order mark is skipped")
    func byteOrderMark() {
        #expect(parse("\u{FEFF}{\"a\": 1}").1.isEmpty)
    }

    @Test("limits: nesting depth and file size are reported, not parsed")
    func limits() {
        let deep = String(repeating: "[", count: 100) + String(repeating: "]", count: 100)
        let (node, diagnostics) = parse(deep, limits: .init(maximumDepth: 64))
        #expect(node == nil)
        #expect(diagnostics.map(\.rule) == ["nesting-too-deep"])
        #expect(diagnostics.first?.range.start.column == 65)
        #expect(parse(String(repeating: "[", count: 64) + String(repeating: "]", count: 64)).1.isEmpty)
        let big = "[" + String(repeating: "1,", count: 600) + "1]"
        #expect(parse(big, limits: .init(maximumBytes: 1000)).1.map(\.rule) == ["file-too-large"])
    }

    @Test("random bytes never trap; failures are located inside the text", .timeLimit(.minutes(2)))
    func fuzz() {
        var generator = SeededGenerator.fromEnvironment(fallback: 0x750_0001)
        let alphabet = Array("{}[]\":,0123456789.-+eEtrufalsn \\u\n\t'é名😀".unicodeScalars)
        for _ in 0..<5_000 {
            var text = ""
            for _ in 0..<Int.random(in: 0..<30,
                                    using: &generator) { text.unicodeScalars.append(alphabet.randomElement(using: &generator)!) }
            let (node, diagnostics) = parse(text)
            #expect((node == nil) == !diagnostics.isEmpty)
            for diagnostic in diagnostics {
                #expect(diagnostic.range.start.offset <= text.unicodeScalars.count, "\(text.debugDescription)")
            }
        }
    }
}
