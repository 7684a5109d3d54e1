import CommandLineInterface
import EditDistance
import KeymanKeyboard
import LayoutFile
import LayoutImport

/// `softkbd keyman`: a Keyman `.kmn` keyboard program read and typed with, and compared with
/// what KMFL types.
enum KeymanCommand: Command {
    static let name = "keyman"
    static let abstract = "Type with a Keyman .kmn keyboard program, or compare it with KMFL's expected outputs."
    static let discussion = """
        Reads the program (KMN.md in Sources/InputMethods/KeymanKeyboard says what of the language is read)
        and reports its problems as 'path:line:column: error|warning: message [rule]'.
        Keys are Keyman virtual-key names on a US hardware keyboard, space-separated, with S+
        (Shift), C+ (Ctrl), A+ (Alt), R+ (right Alt) or L+ (Caps Lock on) before a name.

        SUBCOMMANDS:
          type FILE.kmn KEYS       type KEYS from an empty document and print the text
          test TSV --keyboards DIR run every line of a KMFL comparison file (keyboard,
                                   sequence, expected; DIR/<keyboard>/<keyboard>.kmn) and
                                   print how many type KMFL's text, each difference, and
                                   which known KMFL departure from the reference explains
                                   it; exit 1 if a difference is unexplained

        EXAMPLES:
          softkbd keyman type sil_euro_latin.kmn "S+K_COLON K_E"      # ë
          softkbd keyman test ../shared/data/keyman-kmn/expected-dev.tsv --keyboards ../shared/data/keyman-kmn
        """
    static let positionalUsage: String? = "type FILE.kmn KEYS | test TSV"
    static let options: [OptionSpec] = [
        OptionSpec(name: "--keyboards", valueName: "DIR", help: "test: the folder of <keyboard>/<keyboard>.kmn programs."),
    ]

    static func run(_ arguments: ParsedArguments, output: inout Output) throws(CommandError) {
        let rest = Array(arguments.positionals.dropFirst())
        switch arguments.positionals.first {
        case "type":
            guard rest.count == 2 else { throw .usage("'type' takes a .kmn file and the keys to type", usage: usage) }
            var processor = KeymanProcessor(program: try program(at: rest[0], output: &output))
            do throws(KeySequence.ParseError) {
                // What the rules type is text from a file: no escape sequence reaches the terminal.
                output.write(processor.type(try KeySequence(parsing: rest[1])).escapingControlCharacters(keeping: ["\n", "\t"]))
            } catch {
                throw .usage("\(error)", usage: usage)
            }
        case "test":
            guard rest.count == 1 else { throw .usage("'test' takes the path of a comparison TSV", usage: usage) }
            guard let folder = arguments.value("--keyboards") else { throw .usage("'test' needs --keyboards DIR", usage: usage) }
            let text = try StandardInput.file(rest[0])
            var failure: CommandError?
            let cases: [KMFLComparison.Case]
            do throws(KMFLComparison.ReadError) {
                cases = try KMFLComparison.compare(text, file: rest[0]) { (name: String) throws(KMFLComparison.ReadError) in
                    do throws(CommandError) { return try program(at: "\(folder)/\(name)/\(name).kmn", output: &output) } catch {
                        failure = error
                        throw KMFLComparison.ReadError(description: "")
                    }
                }
            } catch {
                throw failure ?? .failure(error.description)
            }
            output.write(KMFLComparison.summary(cases))
            if cases.contains(where: { !$0.agrees && $0.explanation == nil }) {
                throw .failure("some keystrokes type other text than KMFL's")
            }
        case let other?:
            throw .usage("unknown subcommand '\(other)'\(didYouMean(other, in: ["type", "test"]))", usage: usage)
        case nil:
            throw .usage("expected a subcommand: type or test", usage: usage)
        }
    }

    /// Reads a program, its warnings to standard error; its errors end the run.
    static func program(at path: String, output: inout Output) throws(CommandError) -> KeymanProgram {
        // The one .kmn limit, checked before reading (as --layouts and validate do).
        let text = try StandardInput.file(path, limit: KMNReader.maximumBytes)
        let source = LayoutSource(path: path, displayPath: path, text: text)
        let (program, diagnostics) = KMNReader.read(text, file: path, include: LayoutImport.fileReader(for: source, nil))
        for diagnostic in diagnostics { output.standardError += diagnostic.formatted + "\n" }
        guard let program else {
            throw .failure("\(path): \(diagnostics.filter { $0.severity == .error }.count) error(s); the program cannot be run")
        }
        return program
    }
}
