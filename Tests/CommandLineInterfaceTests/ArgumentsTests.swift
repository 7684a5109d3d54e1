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

    @Test("number options: the default when absent, the value within its range, else a message naming the range")
    func integers() throws {
        let seven = try ParsedArguments.parse(["--name", "7"], options: options, positionalsAllowed: false, usage: "u")
        #expect(try seven.integer("--name", in: 1...10, default: 3, usage: "u") == 7)
        #expect(try seven.integer("--tag", in: 1...10, default: 3, usage: "u") == 3)
        let cases: [(String, ClosedRange<Int>, String)] = [
            ("7", 1...5, "a number from 1 to 5"), ("0", 1...Int.max, "a positive number"),
            ("7", 8...Int.max, "a number of at least 8"), ("x", 1...5, "a number from 1 to 5"),
        ]
        for (value, range, expected) in cases {
            let parsed = try ParsedArguments.parse(["--name", value], options: options, positionalsAllowed: false, usage: "u")
            #expect(throws: CommandError.usage("invalid value '\(value)' for '--name': expected \(expected)", usage: "u")) {
                try parsed.integer("--name", in: range, default: 0, usage: "u")
            }
        }
    }
}
