import CommandLineTool
import Testing

@Suite("softkbd segment")
struct SegmentCommandTests {
    @Test("boundaries per string, in UTF-16 offsets", arguments: [
        ("word", #"["Hello, world!", "", "can't 3.14"]"#, "[[0,5,6,7,12,13],[0],[0,5,6,10]]\n"),
        ("grapheme", #"["👍🏽e\u0301", "🇸🇪🇫🇷"]"#, "[[0,4,6],[0,4,8]]\n"),
        ("sentence", #"["Hi. Bye.", "Mr. Smith went.\nNext"]"#, "[[0,4,8],[0,4,16,20]]\n"),
    ])
    func boundaries(unit: String, input: String, expected: String) {
        let (code, output) = SoftKeyboardCommand.run(["segment", "--unit", unit], standardInput: input)
        #expect(code == .success)
        #expect(output.standardOutput == expected)
    }

    @Test("errors")
    func errors() {
        #expect(SoftKeyboardCommand.run(["segment", "--unit", "wrod"], standardInput: "[]").exitCode == .usage)
        let bad = SoftKeyboardCommand.run(["segment"], standardInput: "not json")
        #expect(bad.exitCode == .failure)
        #expect(bad.output.standardError == "softkbd: error: standard input is not a JSON array of strings\n")
    }
}
