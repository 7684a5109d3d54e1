import CommandLineInterface
import EditDistance
import Foundation
import KeyboardModel
import LayoutFile
import LayoutImport
import BuiltInInputMethods

/// `softkbd validate`: every problem in layout files, as a compiler reports them.
enum ValidateCommand: Command {
    static let name = "validate"
    static let abstract = "Check layout files and report every problem with file, line and column."
    static let discussion = """
        Checks the files and folders given (default: the bundled layouts). Files are read
        beside the bundled ones, so they may import the shared parts. A Keyman keyboard
        program (.kmn) is checked by its own reader (Sources/InputMethods/KeymanKeyboard/KMN.md). Output lines are
        'path:line:column: error|warning: message [rule]', with indented notes. Exit status:
        0 clean, 1 on errors (or warnings, with --strict), 64 on a bad command line.

        EXAMPLES:
          softkbd validate
          softkbd validate MyLayouts/de-DE.json --format json
          softkbd validate sil_euro_latin.kmn
          softkbd validate MyLayouts --fix
          softkbd validate --explain undefined-key
        """
    static let positionalUsage: String? = "[PATH ...]"
    static let options: [OptionSpec] = [
        OptionSpec(name: "--format", valueName: "FORMAT", help: "text (default) or json."),
        OptionSpec(name: "--strict", help: "Fail on warnings too."),
        OptionSpec(name: "--fix", help: "Apply mechanical fix-its (repeated long-press alternates, NFC)\nto the files, then check again."),
        OptionSpec(name: "--list-rules", help: "Print the rule catalogue."),
        OptionSpec(name: "--explain", valueName: "RULE", help: "Print a rule's description and examples."),
    ]

    static func run(_ arguments: ParsedArguments, output: inout Output) throws(CommandError) {
        let format = try LayoutOptions.outputFormat(arguments, usage: usage)
        if arguments.has("--list-rules") {
            output.write(table([["RULE", "SEVERITY", "SUMMARY"]] + LayoutRules.all.map { [$0.id, $0.severity.rawValue, $0.summary] }))
            return
        }
        if let id = arguments.value("--explain") {
            guard let rule = LayoutRules.rule(id) else {
                throw .usage("unknown rule '\(id)'\(didYouMean(id, in: LayoutRules.all.map(\.id))); see 'softkbd validate --list-rules'",
                             usage: usage)
            }
            output.write(rule.manual)
            return
        }
        // A Keyman .kmn is a keyboard: its program (the kmn- rules) and the layout it gives.
        let paths = arguments.positionals
        if arguments.has("--fix") && paths.isEmpty {
            throw .usage("'--fix' rewrites files, so it needs the PATH of a layout file or folder", usage: usage)
        }
        var run = try validate(paths)
        for path in run.skipped {
            output.standardError += "softkbd: note: \(path) is not a keyboard (a CLDR keystroke test or import file) and is not checked; " +
                                    "'softkbd test' runs test files\n"
        }
        if arguments.has("--fix") {
            let fixed: [String]
            do { fixed = try run.applyFixes() } catch { throw .failure(error.description) }
            run = try validate(paths)
            output.standardError += "softkbd: applied \(fixed.count) fix-it\(fixed.count == 1 ? "" : "s") in \(Set(fixed).count) " +
                                    "file\(Set(fixed).count == 1 ? "" : "s")\n"
        }
        let diagnostics = run.diagnostics
        let errors = diagnostics.filter { $0.severity == .error }.count
        let warnings = diagnostics.count - errors
        // Text is for people (condensed; its counts are of every problem); JSON lists every one.
        output.write(format == "json" ? try jsonText(diagnostics) : Diagnostic.report(diagnostics, fileCount: run.fileCount))
        if errors > 0 || (arguments.has("--strict") && warnings > 0) {
            throw CommandError(message: "validation failed: \(count(errors, "error")), \(count(warnings, "warning"))", exitCode: .failure)
        }
    }

    static func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }

    /// Reads the named paths (or takes the bundled layouts) and validates them with the
    /// built-in input methods.
    static func validate(_ paths: [String]) throws(CommandError) -> LayoutFileCheck {
        do { return try LayoutFileCheck(paths: paths, inputMethods: BuiltInInputMethods.requirements) } catch {
            throw .failure("cannot read \(error)")
        }
    }

}
