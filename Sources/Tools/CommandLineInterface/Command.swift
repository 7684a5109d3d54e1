/// A subcommand of a program: its name, help, options and what it does.
public protocol Command: Sendable {
    /// The program's name, for usage lines (`softkbd`).
    static var program: String { get }
    static var name: String { get }
    /// One line for the command list.
    static var abstract: String { get }
    /// More help, with examples, printed by `--help`.
    static var discussion: String { get }
    static var options: [OptionSpec] { get }
    /// The part of the usage line after the options (`[PATH ...]`), if positionals are taken.
    static var positionalUsage: String? { get }

    static func run(_ arguments: ParsedArguments, output: inout Output) throws(CommandError)
}

extension Command {
    public static var positionalUsage: String? { nil }

    public static var helpOption: OptionSpec { OptionSpec(name: "--help", shortName: "-h", help: "Show help for this command.") }

    public static var allOptions: [OptionSpec] { options + [helpOption] }

    public static var usage: String {
        var parts = [program, name]
        for option in options {
            let text = option.valueName.map { "\(option.name) \($0)" } ?? option.name
            parts.append("[\(text)]" + (option.repeatable ? " ..." : ""))
        }
        if let positionalUsage { parts.append(positionalUsage) }
        return parts.joined(separator: " ")
    }

    public static var help: String {
        var text = "OVERVIEW: \(abstract)\n\nUSAGE: \(usage)\n"
        if !discussion.isEmpty { text += "\n\(discussion)\n" }
        text += "\nOPTIONS:\n" + formatOptions(allOptions)
        return text
    }

    public static func parseAndRun(_ arguments: [String], output: inout Output) throws(CommandError) {
        let parsed = try ParsedArguments.parse(arguments, options: allOptions, positionalsAllowed: positionalUsage != nil, usage: usage)
        if parsed.has("--help") {
            output.write(help)
            return
        }
        try run(parsed, output: &output)
    }
}

/// Options laid out as a two-column table.
public func formatOptions(_ options: [OptionSpec]) -> String {
    let heads = options.map { option -> String in
        var head = option.shortName.map { "\($0), " } ?? ""
        head += option.name
        if let valueName = option.valueName { head += " \(valueName)" }
        return head
    }
    let width = min(30, (heads.map(\.count).max() ?? 0) + 2)
    var text = ""
    for (head, option) in zip(heads, options) {
        let lines = option.help.split(separator: "\n", omittingEmptySubsequences: false)
        if head.count + 2 > width {
            text += "  \(head)\n" + lines.map { "  " + String(repeating: " ", count: width) + $0 }.joined(separator: "\n") + "\n"
        } else {
            let pad = String(repeating: " ", count: width - head.count)
            text += "  \(head)\(pad)\(lines[0])\n"
            text += lines.dropFirst().map { "  " + String(repeating: " ", count: width) + $0 + "\n" }.joined()
        }
    }
    return text
}

/// What a run printed, kept apart so tests can read it, or passed on as it is written.
public struct Output: Sendable {
    public var standardOutput = ""
    public var standardError = ""
    /// Standard input, for commands that read it; `nil` reads the process's own.
    public var standardInput: String?
    /// Where standard output goes as it is written (the executable's standard output: a command
    /// that streams, such as `pinyin convert`, is read line by line). It returns the reason a
    /// write failed, or `nil`. Without it the text is kept in ``standardOutput``.
    public var sink: (@Sendable (String) -> String?)?
    /// Why writing standard output failed, once it has.
    public var writeFailure: String?

    public init(standardInput: String? = nil, sink: (@Sendable (String) -> String?)? = nil) {
        self.standardInput = standardInput
        self.sink = sink
    }

    public mutating func write(_ text: String) {
        let line = text.hasSuffix("\n") ? text : text + "\n"
        guard let sink else { standardOutput += line; return }
        if writeFailure == nil { writeFailure = sink(line) }
    }
}
