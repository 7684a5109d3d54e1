import CommandLineInterface
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
        #expect(bad.output.standardError == "softkbd: error: standard input:1:1: unknown word 'not'; expected a value (true, false, " +
                                            "null, a number, a string, an array or an object)\n")
    }

    @Test("JSON mistakes are reported with their line, column and reason", arguments: [
        (#"["a",]"#, "softkbd: error: standard input:1:6: trailing comma before ']'"),
        (#"["a", 3]"#, "softkbd: error: standard input:1:7: expected a string, found a number"),
        (#"{"a": 1}"#, "softkbd: error: standard input:1:1: expected an array of strings, found an object"),
    ])
    func segmentErrors(input: String, message: String) {
        let (code, output) = SoftKeyboardCommand.run(["segment"], standardInput: input)
        #expect(code == .failure)
        #expect(output.standardError == message + "\n")
    }
}
