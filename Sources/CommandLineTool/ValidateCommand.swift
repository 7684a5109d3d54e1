import EditDistance
import Foundation
import KeymanKeyboard
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
        program (.kmn) is checked by its own reader (Sources/KeymanKeyboard/KMN.md). Output lines are
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
        // Keyman .kmn programs are checked by their own reader; the rest as layouts.
        let programs = arguments.positionals.filter { $0.lowercased().hasSuffix(".kmn") }
        let paths = arguments.positionals.filter { !$0.lowercased().hasSuffix(".kmn") }
        if arguments.has("--fix") && paths.isEmpty {
            throw .usage("'--fix' rewrites files, so it needs the PATH of a layout file or folder", usage: usage)
        }
        // Only programs named: no layouts to check (an empty list would mean the bundled ones).
        var run = paths.isEmpty && !programs.isEmpty ? nil : try validate(paths)
        for path in run?.skipped ?? [] {
            output.standardError += "softkbd: note: \(path) is not a keyboard (a CLDR keystroke test or import file) and is not checked; " +
                                    "'softkbd test' runs test files\n"
        }
        if arguments.has("--fix"), let current = run {
            let fixed: [String]
            do { fixed = try current.applyFixes() } catch { throw .failure(error.description) }
            run = try validate(paths)
            output.standardError += "softkbd: applied \(fixed.count) fix-it\(fixed.count == 1 ? "" : "s") in \(Set(fixed).count) " +
                                    "file\(Set(fixed).count == 1 ? "" : "s")\n"
        }
        var diagnostics = run?.diagnostics ?? []
        for path in programs {
            let text = try StandardInput.text(try PinyinCommand.readFile(path), where: path)
            diagnostics += KMNReader.read(text, file: path).diagnostics
        }
        let fileCount = (run?.fileCount ?? 0) + programs.count
        let errors = diagnostics.filter { $0.severity == .error }.count
        let warnings = diagnostics.count - errors
        if format == "json" {
            output.write(try jsonText(diagnostics))
        } else {
            // Text is for people: repeats at one place and long runs of one rule are condensed
            // (the counts below are of every problem; JSON lists every one).
            var text = Diagnostic.condensed(diagnostics).map(\.formatted).joined(separator: "\n")
            if !text.isEmpty { text += "\n" }
            let files = "\(fileCount) file\(fileCount == 1 ? "" : "s") checked"
            text += errors + warnings == 0 ? "\(files): no problems" : "\(files): \(count(errors, "error")), \(count(warnings, "warning"))"
            output.write(text)
        }
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
