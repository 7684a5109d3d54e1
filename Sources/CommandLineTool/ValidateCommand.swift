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
        beside the bundled ones, so they may import the shared parts. Output lines are
        'path:line:column: error|warning: message [rule]', with indented notes. Exit status:
        0 clean, 1 on errors (or warnings, with --strict), 64 on a bad command line.

        EXAMPLES:
          softkbd validate
          softkbd validate MyLayouts/de-DE.json --format json
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
            output.write(explanation(rule))
            return
        }
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
            let fixed = try applyFixes(run)
            run = try validate(paths)
            output.standardError += "softkbd: applied \(fixed.count) fix-it\(fixed.count == 1 ? "" : "s") in \(Set(fixed).count) " +
                                    "file\(Set(fixed).count == 1 ? "" : "s")\n"
        }
        let errors = run.diagnostics.filter { $0.severity == .error }.count
        let warnings = run.diagnostics.count - errors
        if format == "json" {
            output.write(try jsonText(run.diagnostics.map(DiagnosticJSON.init)))
        } else {
            // Text is for people: repeats at one place and long runs of one rule are condensed
            // (the counts below are of every problem; JSON lists every one).
            var text = Diagnostic.condensed(run.diagnostics).map(\.formatted).joined(separator: "\n")
            if !text.isEmpty { text += "\n" }
            let files = "\(run.fileCount) file\(run.fileCount == 1 ? "" : "s") checked"
            text += errors + warnings == 0 ? "\(files): no problems" : "\(files): \(count(errors, "error")), \(count(warnings, "warning"))"
            output.write(text)
        }
        if errors > 0 || (arguments.has("--strict") && warnings > 0) {
            throw CommandError(message: "validation failed: \(count(errors, "error")), \(count(warnings, "warning"))", exitCode: .failure)
        }
    }

    static func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }

    struct Run {
        var report: LayoutValidation.Report
        var fileCount: Int
        var diskPaths: [String: String]
        /// Files named that are not keyboards (CLDR test and import files).
        var skipped: [String] = []
        var diagnostics: [Diagnostic] { report.diagnostics }
    }

    /// Reads the named paths (or takes the bundled layouts) and validates them with the
    /// built-in input methods.
    static func validate(_ paths: [String]) throws(CommandError) -> Run {
        guard !paths.isEmpty else {
            let report = LayoutValidation.validate([], inputMethods: BuiltInInputMethods.requirements)
            return Run(report: report, fileCount: report.files.count, diskPaths: [:])
        }
        let read: (sources: [LayoutSource], diagnostics: [Diagnostic], diskPaths: [String: String])
        do {
            read = try LayoutDirectory.sources(forPaths: paths)
        } catch {
            throw .failure("cannot read \(error)")
        }
        let prepared = LayoutImport.prepare(read.sources)
        let skipped = read.sources.map(\.displayPath).filter { path in !prepared.contains { $0.displayPath == path } }
        // Only test or import files named: nothing to check (an empty list would mean the bundled layouts).
        if prepared.isEmpty && read.diagnostics.isEmpty {
            return Run(report: LayoutValidation.Report(diagnostics: [], files: []), fileCount: 0, diskPaths: read.diskPaths,
                       skipped: skipped)
        }
        var report = LayoutValidation.validate(prepared, readProblems: read.diagnostics, inputMethods: BuiltInInputMethods.requirements)
        // Fix-its are edits of this format's text; in a CLDR or Keyman file they would not fit.
        for index in report.diagnostics.indices where LayoutImport.format(ofPath: report.diagnostics[index].range.file) != .layout {
            report.diagnostics[index].fixIts = []
        }
        return Run(report: report, fileCount: report.files.count, diskPaths: read.diskPaths, skipped: skipped)
    }

    /// Applies every mechanical fix-it, file by file, leaving every other byte as it was.
    /// Returns the display path of each fix applied.
    static func applyFixes(_ run: Run) throws(CommandError) -> [String] {
        var applied: [String] = []
        for file in run.report.mechanicalFixes.keys.sorted() {
            guard let disk = run.diskPaths[file], case .success(let data) = LayoutDirectory.contents(ofFile: disk) else { continue }
            let (text, count) = LayoutValidation.fixed(String(decoding: data, as: UTF8.self), file: file, report: run.report)
            applied += Array(repeating: file, count: count)
            do {
                try FileRewrite.replace(disk, with: Array(text.utf8))
            } catch {
                throw .failure(error.description)
            }
        }
        return applied
    }

    static func explanation(_ rule: LayoutRule) -> String {
        var text = "\(rule.id) (\(rule.severity.rawValue))\n\n\(rule.summary)\n\n\(rule.explanation)\n"
        for example in rule.examples {
            text += "\n\(example.triggers ? "Triggers" : "Does not trigger"):\n"
            for (path, content) in example.files.sorted(by: { $0.key < $1.key }) {
                let shown = content.count > 2_000 ? String(content.prefix(120)) + " … (\(content.utf8.count) bytes)" : content
                text += "  \(path): \(shown)\n"
            }
        }
        return text
    }
}

/// A diagnostic in the documented JSON shape.
struct DiagnosticJSON: Encodable {
    let diagnostic: Diagnostic

    init(_ diagnostic: Diagnostic) { self.diagnostic = diagnostic }

    func encode(to encoder: any Encoder) throws {
        enum Keys: String, CodingKey { case file, line, column, endLine, endColumn, severity, rule, message, notes, fixIts }
        enum NoteKeys: String, CodingKey { case file, line, column, message }
        enum FixKeys: String, CodingKey { case file, line, column, endLine, endColumn, replacement, mechanical }
        var c = encoder.container(keyedBy: Keys.self)
        let range = diagnostic.range
        try c.encode(range.file, forKey: .file)
        try c.encode(range.start.line, forKey: .line)
        try c.encode(range.start.column, forKey: .column)
        try c.encode(range.end.line, forKey: .endLine)
        try c.encode(range.end.column, forKey: .endColumn)
        try c.encode(diagnostic.severity.rawValue, forKey: .severity)
        try c.encode(diagnostic.rule, forKey: .rule)
        try c.encode(diagnostic.message, forKey: .message)
        var notes = c.nestedUnkeyedContainer(forKey: .notes)
        for note in diagnostic.notes {
            var n = notes.nestedContainer(keyedBy: NoteKeys.self)
            try n.encode(note.range.file, forKey: .file)
            try n.encode(note.range.start.line, forKey: .line)
            try n.encode(note.range.start.column, forKey: .column)
            try n.encode(note.message, forKey: .message)
        }
        var fixes = c.nestedUnkeyedContainer(forKey: .fixIts)
        for fix in diagnostic.fixIts {
            var f = fixes.nestedContainer(keyedBy: FixKeys.self)
            try f.encode(fix.range.file, forKey: .file)
            try f.encode(fix.range.start.line, forKey: .line)
            try f.encode(fix.range.start.column, forKey: .column)
            try f.encode(fix.range.end.line, forKey: .endLine)
            try f.encode(fix.range.end.column, forKey: .endColumn)
            try f.encode(fix.replacement, forKey: .replacement)
            try f.encode(fix.isMechanical, forKey: .mechanical)
        }
    }
}
