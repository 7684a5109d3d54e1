extension Diagnostic {
    /// The report a person reads after checking files, as `softkbd validate` prints it: the
    /// problems condensed (``condensed(_:limit:)``: repeats at one place and long runs of one
    /// rule counted, not listed), a line per file with problems (its errors and warnings, and how
    /// many of each rule, commonest first), and the totals.
    ///
    /// ```
    /// a.json:3:5: error: … [rule]
    /// a.json: 1 error, 0 warnings (rule 1)
    /// 2 files checked: 1 error, 0 warnings
    /// ```
    ///
    /// - Complexity: O(*n* log *n*) in the diagnostics.
    public static func report(_ diagnostics: [Diagnostic], fileCount: Int) -> String {
        func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
        var text = condensed(diagnostics).map(\.formatted).joined(separator: "\n")
        if !text.isEmpty { text += "\n" }
        let byFile = Dictionary(grouping: diagnostics, by: \.range.file)
        for file in byFile.keys.sorted() {
            let found = byFile[file] ?? []
            let errors = found.filter { $0.severity == .error }.count
            let rules = Dictionary(grouping: found, by: \.rule).map { ($0.key, $0.value.count) }
                .sorted { ($0.1, $1.0) > ($1.1, $0.0) }.map { "\($0.0) \($0.1)" }
            text += "\(file): \(count(errors, "error")), \(count(found.count - errors, "warning")) (\(rules.joined(separator: ", ")))\n"
        }
        let errors = diagnostics.filter { $0.severity == .error }.count
        let files = "\(count(fileCount, "file")) checked"
        return text + (diagnostics.isEmpty ? "\(files): no problems"
                       : "\(files): \(count(errors, "error")), \(count(diagnostics.count - errors, "warning"))")
    }
}
