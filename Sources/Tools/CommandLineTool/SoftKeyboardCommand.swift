public import CommandLineInterface
import KeyboardModel

/// The `softkbd` command line: its subcommands, run through `CommandLineInterface`.
public enum SoftKeyboardCommand {
    static let program = CommandLineProgram(
        name: "softkbd", version: "0.1.0",
        overview: "SoftKeyboard: soft keyboards that adapt to the text field, and input methods.",
        commands: [ListCommand.self, ResolveCommand.self, RenderCommand.self, ValidateCommand.self, ImportCommand.self, TestCommand.self,
                   TraitsCommand.self, SegmentCommand.self, TypeCommand.self, PinyinCommand.self, JapaneseCommand.self, ZhuyinCommand.self,
                   PredictCommand.self, ReplacementsCommand.self, GlideCommand.self,
                   HandwritingCommand.self, AutocorrectCommand.self, GesturesCommand.self, GalleryCommand.self, ServeCommand.self,
                   KeymanCommand.self, DataCommand.self, EmojiCommand.self])

    /// Runs `softkbd` with `arguments` (without the program name): see
    /// `CommandLineProgram.run(_:standardInput:standardOutput:)`.
    public static func run(_ arguments: [String], standardInput: String? = nil,
                           standardOutput: (@Sendable (String) -> String?)? = nil) -> (exitCode: ExitCode, output: Output) {
        program.run(arguments, standardInput: standardInput, standardOutput: standardOutput)
    }
}

extension Command {
    static var program: String { SoftKeyboardCommand.program.name }
}

extension CommandError {
    /// A keyboard that cannot be resolved: a layout, device or layer the command line names
    /// that does not exist is a usage error (64); a problem in the layout data is a failure (1).
    static func resolution(_ error: ResolutionError, usage: String) -> CommandError {
        switch error {
        case .unknownLayout, .unknownDevice, .unknownLayer: .usage(error.description, usage: usage)
        default: .failure(error.description)
        }
    }
}
