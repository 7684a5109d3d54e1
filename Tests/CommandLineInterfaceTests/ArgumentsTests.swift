import CommandLineInterface
import Testing

@Suite("Argument parsing")
struct ArgumentsTests {
    let options = [
        OptionSpec(name: "--name", valueName: "N", help: ""),
        OptionSpec(name: "--tag", valueName: "T", repeatable: true, help: ""),
        OptionSpec(name: "--verbose", shortName: "-v", help: ""),
    ]

    @Test("values, inline values, repeats, flags, positionals and --")
    func parsing() throws {
        let parsed = try ParsedArguments.parse(["--name=a=b", "--tag", "x", "-v", "file", "--tag=y", "--", "--not-an-option"],
                                               options: options, positionalsAllowed: true, usage: "u")
        #expect(parsed.value("--name") == "a=b")
        #expect(parsed.allValues("--tag") == ["x", "y"])
        #expect(parsed.has("--verbose"))
        #expect(parsed.positionals == ["file", "--not-an-option"])
    }

    @Test("errors", arguments: [
        (["--verbose=yes"], "option '--verbose' takes no value"),
        (["--nam", "x"], "unknown option '--nam'; did you mean '--name'?"),
        (["-x"], "unknown option '-x'"),
        (["--name"], "option '--name' needs a value (--name N)"),
    ])
    func errors(arguments: [String], message: String) {
        #expect(throws: CommandError.usage(message, usage: "u")) {
            try ParsedArguments.parse(arguments, options: options, positionalsAllowed: false, usage: "u")
        }
    }

    @Test("bit patterns in decimal, hex and as negative Java ints; binary is refused", arguments: [
        ("33", UInt32?.some(33)), ("0x21", 0x21), ("0X8000_0000", nil), ("0x80000000", 0x8000_0000), ("-2147483648", 0x8000_0000),
        ("0b101", nil), ("4294967295", 0xFFFF_FFFF), ("4294967296", nil), ("", nil), ("twelve", nil),
    ])
    func bitPatterns(text: String, value: UInt32?) {
        #expect(parseBitPattern(text) == value)
    }
}
