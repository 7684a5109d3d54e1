public import KeyboardModel

/// Validation as `softkbd validate`, a front end or a test runs it: a folder's files loaded
/// over a base (the bundled layouts, so imports of shared parts resolve), linted, and the
/// diagnostics about those files collected, merged and ordered; then, on request, the
/// mechanical fix-its applied.
///
/// ```swift
/// let report = LayoutValidation.validate([LayoutSource(path: "mine.json", displayPath: "mine.json", text: text)],
///                                        inputMethods: BuiltInInputMethods.requirements)
/// report.diagnostics.map(\.formatted)   // ["mine.json:3:14: error: …"]
/// ```
public enum LayoutValidation {
    public struct Report: Hashable, Sendable {
        /// The diagnostics about the validated files, each once, by file, position and rule.
        public var diagnostics: [Diagnostic]
        /// The display paths of the files validated.
        public var files: Set<String>

        public init(diagnostics: [Diagnostic], files: Set<String>) {
            self.diagnostics = diagnostics
            self.files = files
        }

        public var errorCount: Int { diagnostics.count { $0.severity == .error } }
        public var warningCount: Int { diagnostics.count { $0.severity == .warning } }

        /// The fix-its `--fix` applies, by file: a diagnostic's only fix-it, when it is
        /// mechanical (the change is certain, not a guess among several).
        public var mechanicalFixes: [String: [Diagnostic.FixIt]] {
            var byFile: [String: [Diagnostic.FixIt]] = [:]
            for diagnostic in diagnostics where diagnostic.fixIts.count == 1 && diagnostic.fixIts[0].isMechanical {
                byFile[diagnostic.range.file, default: []].append(diagnostic.fixIts[0])
            }
            return byFile
        }
    }

    /// Loads `sources` over `base` (a source replaces a base file with the same path), lints
    /// the layouts written in `sources`, and keeps the diagnostics about them. With no sources,
    /// the base itself is validated.
    ///
    /// - Parameters:
    ///   - readProblems: diagnostics from reading the files (encoding, size), reported with the rest.
    ///   - inputMethods: the methods layouts may name, with what each needs.
    ///   - linting: `false` checks the files alone, without resolving every keyboard (fast, for
    ///     a file being typed, or a fuzzer).
    /// - Complexity: O(*n*) in the size of the sources and base, plus linting every keyboard
    ///   of the validated layouts.
    public static func validate(_ sources: [LayoutSource], over base: [LayoutSource] = BundledLayouts.sources,
                                readProblems: [Diagnostic] = [],
                                inputMethods: [InputMethodRequirements], linting: Bool = true) -> Report {
        let validated = sources.isEmpty ? base : sources
        let files = Set(validated.map(\.displayPath))
        // Checking some files composes only the layouts that concern them.
        let result = LayoutLoader.load(sources.isEmpty ? base : BundledLayouts.merged(base, with: [sources]), inputMethods: inputMethods,
                                       concerning: sources.isEmpty ? nil : files)
        let found = readProblems + result.diagnostics + (linting ? LayoutLinter.lint(result, files: files) : [])
        var seen = Set<Diagnostic>()
        let mine = found.filter { files.contains($0.range.file) || readProblems.contains($0) }.filter { seen.insert($0).inserted }
        let sorted = mine.sorted { ($0.range.file, $0.range.start.offset, $0.rule) < ($1.range.file, $1.range.start.offset, $1.rule) }
        return Report(diagnostics: sorted, files: files.union(readProblems.map(\.range.file)))
    }

    /// The text with the report's mechanical fix-its for `file` applied, and how many were.
    public static func fixed(_ text: String, file: String, report: Report) -> (text: String, applied: Int) {
        guard let fixes = report.mechanicalFixes[file] else { return (text, 0) }
        let (fixedText, count) = Diagnostic.FixIt.apply(fixes, to: text)
        return (fixedText, count)
    }
}
