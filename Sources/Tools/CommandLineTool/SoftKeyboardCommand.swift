import EditDistance

/// The `softkbd` command line: the subcommands and how a run is dispatched.
public enum SoftKeyboardCommand {
    static let version = "0.1.0"

    static let commands: [any Command.Type] = [ListCommand.self, ResolveCommand.self, RenderCommand.self, ValidateCommand.self,
                                               ImportCommand.self, TestCommand.self, TraitsCommand.self, SegmentCommand.self,
                                               TypeCommand.self, PinyinCommand.self, JapaneseCommand.self, HandwritingCommand.self,
                                               AutocorrectCommand.self, GesturesCommand.self, GalleryCommand.self, ServeCommand.self,
                                               KeymanCommand.self, DataCommand.self, EmojiCommand.self]

    /// Runs `softkbd` with `arguments` (without the program name) and returns what it printed
    /// and how it ended; the executable writes the streams and exits with the code.
    ///
    /// Usage errors exit 64 with the message and the usage line on standard error; other
    /// failures exit 1 with a one-line `softkbd: error: …` message.
    /// - Parameter standardInput: the input for commands that read it (`segment`); `nil` reads
    ///   the process's standard input.
    /// - Parameter standardOutput: where standard output goes as it is written, returning the
    ///   reason a write failed (or `nil`); without it, what is printed is returned in `output`.
    ///   A failed write ends the run with exit code 1 and the reason on standard error.
    public static func run(_ arguments: [String], standardInput: String? = nil,
                           standardOutput: (@Sendable (String) -> String?)? = nil) -> (exitCode: ExitCode, output: Output) {
        var output = Output()
        output.standardInput = standardInput
        output.sink = standardOutput
        do throws(CommandError) {
            try dispatch(arguments, output: &output)
            if let failure = output.writeFailure { throw CommandError.failure("cannot write the output: \(failure)") }
            return (.success, output)
        } catch {
            output.standardError += "softkbd: error: \(error.message)\n"
            if let usage = error.usage { output.standardError += "usage: \(usage)\n" }
            if error.exitCode == .usage {
                output.standardError += "See 'softkbd \(arguments.first.flatMap(command(named:)).map { "\($0.name) " } ?? "")--help'.\n"
            }
            return (error.exitCode, output)
        }
    }

    static var usage: String { "softkbd <command> [options]" }

    static var help: String {
        let width = (commands.map { $0.name.count }.max() ?? 0) + 4
        var text = "OVERVIEW: SoftKeyboard: soft keyboards that adapt to the text field, and input methods.\n\n"
        text += "USAGE: \(usage)\n\nCOMMANDS:\n"
        for command in commands {
            text += "  \(command.name)\(String(repeating: " ", count: width - command.name.count))\(command.abstract)\n"
        }
        text += "  help\(String(repeating: " ", count: width - 4))Show help for a command.\n"
        text += "\nOPTIONS:\n" + formatOptions([
            OptionSpec(name: "--help", shortName: "-h", help: "Show this help."),
            OptionSpec(name: "--version", help: "Print the version."),
        ])
        text += "\nSee 'softkbd <command> --help' for a command's options.\n"
        return text
    }

    static func command(named name: String) -> (any Command.Type)? {
        commands.first { $0.name == name }
    }

    static func dispatch(_ arguments: [String], output: inout Output) throws(CommandError) {
        guard let first = arguments.first else {
            throw .usage("no command given", usage: usage)
        }
        switch first {
        case "--help", "-h":
            output.write(help)
        case "--version":
            output.write("softkbd \(version)")
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

    static func unknownCommand(_ name: String) -> CommandError {
        let kind = name.hasPrefix("-") ? "option" : "command"
        let candidates = name.hasPrefix("-") ? ["--help", "--version"] : commands.map { $0.name } + ["help"]
        let hint = name.hasPrefix("-")
            ? closestOption(to: name, in: candidates).map { "; did you mean '\($0)'?" } ?? "" : didYouMean(name, in: candidates)
        return .usage("unknown \(kind) '\(name)'\(hint)", usage: usage)
    }
}
