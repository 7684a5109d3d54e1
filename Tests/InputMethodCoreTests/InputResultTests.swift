import InputMethodCore
import Testing

@Suite("Input results")
struct InputResultTests {
    static func change(_ old: String, _ new: String) -> InputResult {
        .changing(from: Array(old.unicodeScalars), to: Array(new.unicodeScalars))
    }

    @Test("changing: what follows the shared start is replaced; an addition replaces nothing; no change is handled with nothing to do")
    func changing() {
        #expect(Self.change("xn", "xñ") == InputResult(commit: "ñ", replacing: "n"))
        #expect(Self.change("ab", "abc") == InputResult(commit: "c"))
        #expect(Self.change("abc", "a") == InputResult(commit: "", replacing: "bc"))
        #expect(Self.change("ab", "ab") == InputResult() && Self.change("", "").isHandled)
        // By scalars: a combining mark after e is its own change.
        #expect(Self.change("e", "e\u{301}") == InputResult(commit: "\u{301}"))
    }
}
