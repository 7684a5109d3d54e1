import EditDistance

/// A program of subcommands (`softkbd list`, `softkbd resolve` …): how a run is dispatched to
/// its command, the overview and each command's help, the version, and how a run ends.
///
/// Usage errors exit 64 with the message and the usage line on standard error; other failures
/// exit 1 with a one-line `<program>: error: …` message.
public struct CommandLineProgram: Sendable {
    public let name: String
    public let version: String
    /// One line on what the program does, first in the overview.
    public let overview: String
    public let commands: [any Command.Type]

    public init(name: String, version: String, overview: String, commands: [any Command.Type]) {
        self.name = name
        self.version = version
        self.overview = overview
        self.commands = commands
    }

    /// Runs the program with `arguments` (without the program name) and returns what it printed
    /// and how it ended; the executable writes the streams and exits with the code.
    ///
    /// - Parameter standardInput: the input for commands that read it; `nil` reads the process's
    ///   standard input.
    /// - Parameter standardOutput: where standard output goes as it is written, returning the
    ///   reason a write failed (or `nil`); without it, what is printed is returned in `output`.
    ///   A failed write ends the run with exit code 1 and the reason on standard error.
    public func run(_ arguments: [String], standardInput: String? = nil,
                    standardOutput: (@Sendable (String) -> String?)? = nil) -> (exitCode: ExitCode, output: Output) {
        var output = Output(standardInput: standardInput, sink: standardOutput)
        do throws(CommandError) {
            try dispatch(arguments, output: &output)
            if let failure = output.writeFailure { throw CommandError.failure("cannot write the output: \(failure)") }
            return (.success, output)
        } catch {
            output.standardError += "\(name): error: \(error.message)\n"
            if let usage = error.usage { output.standardError += "usage: \(usage)\n" }
            if error.exitCode == .usage {
                output.standardError += "See '\(name) \(arguments.first.flatMap(command(named:)).map { "\($0.name) " } ?? "")--help'.\n"
            }
            return (error.exitCode, output)
        }
    }

    public var usage: String { "\(name) <command> [options]" }

    public var help: String {
        let width = (commands.map { $0.name.count }.max() ?? 0) + 4
        var text = "OVERVIEW: \(overview)\n\n"
        text += "USAGE: \(usage)\n\nCOMMANDS:\n"
        for command in commands {
            text += "  \(command.name)\(String(repeating: " ", count: width - command.name.count))\(command.abstract)\n"
        }
        text += "  help\(String(repeating: " ", count: width - 4))Show help for a command.\n"
        text += "\nOPTIONS:\n" + formatOptions([
            OptionSpec(name: "--help", shortName: "-h", help: "Show this help."),
            OptionSpec(name: "--version", help: "Print the version."),
        ])
        text += "\nSee '\(name) <command> --help' for a command's options.\n"
        return text
    }

    public func command(named name: String) -> (any Command.Type)? {
        commands.first { $0.name == name }
    }

    func dispatch(_ arguments: [String], output: inout Output) throws(CommandError) {
        guard let first = arguments.first else {
            throw .usage("no command given", usage: usage)
        }
        switch first {
        case "--help", "-h":
            output.write(help)
        case "--version":
            output.write("\(name) \(version)")
        case "help":
            guard let topic = arguments.dropFirst().first else { output.write(help); return }
            // `help help`, `help -h`, `help --help`: the overview, which says what help does.
            if ["help", "-h", "--help"].contains(topic) { output.write(help); return }
            guard let command = command(named: topic) else { throw unknownCommand(topic) }
            output.write(command.help)
        default:
            guard let command = command(named: first) else { throw unknownCommand(first) }
            try command.parseAndRun(Array(arguments.dropFirst()), output: &output)
        }
    }

    func unknownCommand(_ name: String) -> CommandError {
        let kind = name.hasPrefix("-") ? "option" : "command"
        let candidates = name.hasPrefix("-") ? ["--help", "--version"] : commands.map { $0.name } + ["help"]
        let hint = name.hasPrefix("-")
            ? closestOption(to: name, in: candidates).map { "; did you mean '\($0)'?" } ?? "" : didYouMean(name, in: candidates)
        return .usage("unknown \(kind) '\(name)'\(hint)", usage: usage)
    }
}
