import CommandLineInterface
import KeystrokeTesting
import LayoutFile
import LayoutImport

/// `softkbd test`: keystroke tests (CLDR's keyboardTest3 format) run through a keyboard
/// session, as a user's taps would go.
enum TestCommand: Command {
    static let name = "test"
    static let abstract = "Run keystroke test files (CLDR keyboardTest3) against the keyboards they name."
    static let discussion = """
        Each FILE names its keyboard in <info keyboard="…"/>: a CLDR keyboard file (looked for
        beside the test file, in ../3.0/ from it, and in each --layouts folder) or a layout id
        (bundled or from --layouts). Each <test> runs in a fresh field: <startContext> is the
        text before the caret; <keystroke key="…"/> presses a key by id, going to the layer that
        has it (with flick="e", longPress="N" (0: the default) or tapCount="N"); <emit to="…"/>
        presses the key that types the text (or types it through the layout's input method when
        no key does); <backspace/> presses backspace; <check result="…"/> compares the text.
        Fields have no autocapitalization, autocorrection or smart punctuation unless a test
        says otherwise with traits="NAME=VALUE …" ('softkbd traits' names); container="field"
        makes a single-line field. Repertoire checks (which characters the keyboard can type)
        are reported; with --strict a missing character fails too.

        Prints each test's result, with the expected and actual text of a failed check. Exit
        status: 0 when every test passes, 1 otherwise, 64 on a bad command line.

        EXAMPLES:
          softkbd test keyboards/test/pcm-test.xml
          softkbd test Layouts/tests/*.xml
        """
    static let positionalUsage: String? = "FILE ..."
    static let options: [OptionSpec] = [
        LayoutOptions.layouts,
        OptionSpec(name: "--strict", help: "Fail on repertoire characters the keyboard cannot type."),
        OptionSpec(name: "--format", valueName: "FORMAT", help: "text (default) or json."),
    ]

    struct Outcome: Encodable {
        var file: String
        var keyboard: String
        var test: String
        var passed: Bool
        var failures: [String]
        /// The text at the last check.
        var text: String?
    }

    struct RepertoireOutcome: Encodable {
        var file: String
        var repertoire: String
        var type: String
        var missing: [String]
    }

    static func run(_ arguments: ParsedArguments, output: inout Output) throws(CommandError) {
        guard !arguments.positionals.isEmpty else { throw .usage("give the FILE of a keystroke test", usage: usage) }
        let format = try LayoutOptions.outputFormat(arguments, usage: usage)
        var outcomes: [Outcome] = []
        var repertoires: [RepertoireOutcome] = []
        var lines: [String] = []
        for path in arguments.positionals {
            let text = try ImportCommand.read(path)
            var diagnostics = DiagnosticCollector()
            guard let file = KeystrokeTestFile.parse(text, file: path, diagnostics: &diagnostics), !diagnostics.hasErrors else {
                throw .failure(diagnostics.diagnostics.map(\.formatted).joined(separator: "\n"))
            }
            let keyboard: KeystrokeKeyboard
            do { keyboard = try KeystrokeTests.keyboard(for: file,
                                                        layoutFolders: arguments.allValues("--layouts")) } catch {
                throw .failure(error.message)
            }
            lines.append("\(file.name.escapingControlCharacters) (\(path.escapingControlCharacters)): " +
                         "\(keyboard.layout.escapingControlCharacters)")
            for test in file.tests {
                let (failures, checked) = KeystrokeTests.run(test, on: keyboard)
                outcomes.append(Outcome(file: path, keyboard: keyboard.layout, test: "\(test.suite)/\(test.name)", passed: failures.isEmpty,
                                        failures: failures, text: checked))
                // A pass shows the text checked last (expected and actual alike); a failure each check's both.
                lines.append("  \(failures.isEmpty ? "pass" : "FAIL")  \(test.suite.escapingControlCharacters) › " +
                             "\(test.name.escapingControlCharacters)" + (failures.isEmpty ? checked.map {
                                 ": \(KeystrokeTests.shown($0))"
                             } ?? "" : ""))
                lines += failures.map { "        \($0)" }
            }
            for repertoire in file.repertoires {
                let missing = KeystrokeTests.missing(repertoire, on: keyboard)
                repertoires.append(RepertoireOutcome(file: path, repertoire: repertoire.name, type: repertoire.type, missing: missing))
                lines.append("  \(missing.isEmpty ? "pass" : arguments.has("--strict") ? "FAIL" : "warn")  repertoire \(repertoire.name) " +
                             "(\(repertoire.type)): "
                             + (missing.isEmpty ? "all \(repertoire.characters.count) " +
                                                  "typeable" : "\(missing.count) of \(repertoire.characters.count) not typeable: " +
                                                               "\(missing.map(KeystrokeTests.shown).joined(separator: " "))"))
            }
        }
        let failed = outcomes.filter { !$0.passed }.count
        let missing = repertoires.filter { !$0.missing.isEmpty }.count
        if format == "json" {
            struct Report: Encodable { var tests: [Outcome]; var repertoires: [RepertoireOutcome] }
            output.write(try jsonText(Report(tests: outcomes, repertoires: repertoires)))
        } else {
            lines.append("\(outcomes.count) test\(outcomes.count == 1 ? "" : "s"): \(outcomes.count - failed) passed, \(failed) failed"
                         + (repertoires.isEmpty ? "" : "; \(repertoires.count) repertoire\(repertoires.count == 1 ? "" : "s"), " +
                                                       "\(missing) incomplete"))
            output.write(lines.joined(separator: "\n"))
        }
        if failed > 0 || (arguments.has("--strict") && missing > 0) {
            let incomplete = arguments.has("--strict") && missing > 0 ? ", \(missing) repertoire\(missing == 1 ? "" : "s") incomplete" : ""
            throw CommandError(message: "\(failed) test\(failed == 1 ? "" : "s") failed" + incomplete,
                               exitCode: .failure)
        }
    }
}
