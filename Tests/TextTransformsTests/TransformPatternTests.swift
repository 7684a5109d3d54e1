import Testing
@testable import TextTransforms

@Suite("Transform patterns")
struct TransformPatternTests {
    static let variables: TransformVariables = {
        var variables = TransformVariables()
        try! variables.add(.init(id: "grave", kind: .string, value: "`"))
        try! variables.add(.init(id: "vowel", kind: .set, value: "a e i o u  A E I O U"))
        try! variables.add(.init(id: "long", kind: .set, value: "ng n"))
        try! variables.add(.init(id: "lower", kind: .unicodeSet, value: "[a-z]"))
        return variables
    }()

    func suffix(_ pattern: String, _ text: TransformText) throws -> Range<Int>? {
        try TransformPattern(pattern, variables: Self.variables).matchSuffix(of: text)?.range
    }

    @Test("patterns match only at the end of the context, as long as they can", arguments: [
        ("ab", "xab", 1..<3 as Range<Int>?), ("ab", "abx", nil), ("a.", "xay", 1..<3), ("\\u{61 62}", "ab", 0..<2),
        ("[a-c]d", "bd", 0..<2), ("[^a-c]d", "bd", nil), ("[^a-c]d", "zd", 0..<2), ("x(?:ab|c)", "xab", 0..<3), ("x(?:ab|c)", "xc", 0..<2),
        ("ab?", "a", 0..<1), ("ab?", "ab", 0..<2), ("a{1,3}", "baaa", 1..<4), ("a{2,3}", "ba", nil), ("^ab", "ab", 0..<2),
        ("^ab", "xab", nil),
        ("${grave}($[vowel])", "x`e", 1..<3), ("${grave}($[vowel])", "`y", nil), ("$[long]", "ang", 1..<3), ("$[lower]", "Q", nil),
        ("$[lower]", "q", 0..<1),
        ("\\d", "7", 0..<1), ("\\D", "7", nil), ("\\s", " ", 0..<1), ("\\w", "é", 0..<1), ("\\$", "$", 0..<1), ("\\|", "|", 0..<1),
        ("a|b", "b", 0..<1),
    ] as [(String, String, Range<Int>?)])
    func matches(pattern: String, text: String, expected: Range<Int>?) throws {
        #expect(try suffix(pattern, TransformText(text)) == expected)
    }

    @Test("markers are matched by name or by \\m{.}, never by '.'")
    func markers() throws {
        let text = TransformText("a") + [.marker("acute")]
        #expect(try suffix("\\m{acute}", text) == 1..<2)
        #expect(try suffix("\\m{.}", text) == 1..<2)
        #expect(try suffix("\\m{grave}", text) == nil)
        #expect(try suffix(".", text) == nil)
        #expect(try suffix("[\\m{acute}x]", text) == 1..<2)
        let pattern = try TransformPattern("\\m{acute}(.)", variables: Self.variables)
        #expect(pattern.markers == ["acute"])
    }

    @Test("captures hold the accepting path's ranges")
    func captures() throws {
        let pattern = try TransformPattern("(a|ab)(c)", variables: Self.variables)
        let match = try #require(pattern.matchSuffix(of: "xabc"))
        #expect(match.range == 1..<4)
        #expect(match.captures[0] == 1..<3)
        #expect(match.captures[1] == 3..<4)
        #expect(pattern.setName(ofGroup: 1) == nil)
        #expect(try TransformPattern("($[vowel])", variables: Self.variables).setName(ofGroup: 1) == "vowel")
    }

    @Test("malformed patterns are problems with an offset, never a crash", arguments: [
        ("a(b", 1), ("a)b", 1), ("[ab", 0), ("[]", 0), ("a{3,1}", 1), ("a{1,12}", 1), ("a*", 1), ("a+", 1), ("\\q", 0), ("\\u{110000}", 0),
        ("\\u{}", 0), ("${nope}", 0), ("$[nope]", 0), ("$x", 0), ("b^", 1), ("((a))", 0), ("(?a)", 0), ("", 0), ("[z-a]", 4), ("\\m{}", 0),
    ])
    func malformed(pattern: String, offset: Int) {
        #expect(throws: TransformProblem.self) { try TransformPattern(pattern, variables: Self.variables) }
        do {
            _ = try TransformPattern(pattern, variables: Self.variables)
        } catch {
            #expect(error.offset == offset, "\(pattern): \(error.message)")
        }
    }

    @Test("a pathological pattern gives up within its step budget")
    func pathological() throws {
        let pattern = try TransformPattern("(?:a?){9,9}(?:a?){9,9}(?:a?){9,9}b", variables: Self.variables)
        #expect(pattern.matchSuffix(of: TransformText(String(repeating: "a", count: 64))) == nil)
    }

    @Test("escapes: \\u{…} with several code points, markers, and the errors")
    func escapes() throws {
        #expect(try TransformEscapes.decode("\\u{48 49}!").get() == "HI!")
        #expect(try TransformEscapes.decode("x\\m{dead}").get().elements == [.scalar("x"), .marker("dead")])
        #expect(try TransformEscapes.decode("\\m{dead}", markers: false).get() == TransformText("\\m{dead}"))
        #expect(throws: TransformEscapes.Problem.self) { try TransformEscapes.decode("\\u{D800}").get() }
        #expect(throws: TransformEscapes.Problem.self) { try TransformEscapes.decode("\\u{41").get() }
        #expect((TransformText("e") + [.marker("x")]).description == "e\\m{x}")
        #expect((TransformText("e") + [.marker("x")]).visible == "e")
    }
}
