public import DataFiles
public import KeyboardModel
public import LayoutFile

/// Keyboard files on disk checked as `softkbd validate` checks them: layout files, folders of
/// them, and CLDR and Keyman keyboards (converted first), over the bundled layouts; then, on
/// request, their mechanical fix-its written back.
///
/// ```swift
/// var check = try LayoutFileCheck(paths: ["MyLayouts"], inputMethods: BuiltInInputMethods.requirements)
/// for diagnostic in check.diagnostics { print(diagnostic.formatted) }
/// if try !check.applyFixes().isEmpty { check = try LayoutFileCheck(paths: ["MyLayouts"], inputMethods: …) }
/// ```
public struct LayoutFileCheck: Sendable {
    /// Every finding, and the files read.
    public var report: LayoutValidation.Report
    public var diagnostics: [Diagnostic] { report.diagnostics }
    public var fileCount: Int { report.files.count }
    /// Each file's path on disk, by the name its diagnostics give it.
    public var diskPaths: [String: String]
    /// Files named that are not keyboards (CLDR keystroke test and import files): not checked.
    /// A touch layout beside its `.kmn` is checked with the program, not listed here.
    public var skipped: [String]

    /// Reads the named files and folders (none: the bundled layouts) and validates them.
    ///
    /// - Throws: `LayoutDirectory.ReadError` for a path that does not exist or cannot be read.
    public init(paths: [String], inputMethods: [InputMethodRequirements]) throws(LayoutDirectory.ReadError) {
        guard !paths.isEmpty else {
            self.init(report: LayoutValidation.validate([], inputMethods: inputMethods), diskPaths: [:], skipped: [])
            return
        }
        let read = try LayoutDirectory.sources(forPaths: paths)
        // Each .kmn read once, for the conversion and for finding the files that are its parts.
        let programs = LayoutImport.programReads(read.sources)
        let prepared = LayoutImport.prepare(read.sources, readFile: nil, reads: programs)
        // A file read as part of another's keyboard (a touch layout beside its .kmn) is checked with it.
        let parts = LayoutImport.keyboardParts(read.sources, reads: programs)
        let skipped = read.sources.filter { !parts.contains($0.path) }.map(\.displayPath).filter { path in
            !prepared.contains { $0.displayPath == path }
        }
        // Only test or import files named: nothing to check (an empty list would mean the bundled layouts).
        if prepared.isEmpty && read.diagnostics.isEmpty {
            self.init(report: LayoutValidation.Report(diagnostics: [], files: []), diskPaths: read.diskPaths, skipped: skipped)
            return
        }
        var report = LayoutValidation.validate(prepared, readProblems: read.diagnostics, inputMethods: inputMethods)
        // Fix-its are edits of this format's text; in a CLDR or Keyman file they would not fit.
        for index in report.diagnostics.indices where LayoutImport.format(ofPath: report.diagnostics[index].range.file) != .layout {
            report.diagnostics[index].fixIts = []
        }
        self.init(report: report, diskPaths: read.diskPaths, skipped: skipped)
    }

    init(report: LayoutValidation.Report, diskPaths: [String: String], skipped: [String]) {
        self.report = report
        self.diskPaths = diskPaths
        self.skipped = skipped
    }

    /// Writes every mechanical fix-it into its file (`FileWriting.replace(_:with:)`), leaving
    /// every other byte as it was; check again to see what is left.
    ///
    /// - Returns: the file of each fix applied (a file once per fix).
    public func applyFixes() throws(FileWriting.Failure) -> [String] {
        var applied: [String] = []
        for file in report.mechanicalFixes.keys.sorted() {
            guard let disk = diskPaths[file], case .success(let data) = LayoutDirectory.contents(ofFile: disk) else { continue }
            let (text, count) = LayoutValidation.fixed(String(decoding: data, as: UTF8.self), file: file, report: report)
            applied += Array(repeating: file, count: count)
            try FileWriting.replace(disk, with: Array(text.utf8))
        }
        return applied
    }
}
