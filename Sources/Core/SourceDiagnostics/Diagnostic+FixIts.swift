extension Diagnostic.FixIt {
    /// `text` with `fixes` applied, later edits first; an edit that overlaps one already made,
    /// or that reaches past the end, is left for the next run. Offsets count Unicode scalars,
    /// as source positions do. Returns the text and how many fixes were applied.
    ///
    /// ```swift
    /// let fixes = diagnostics.filter { $0.fixIts.count == 1 && $0.fixIts[0].isMechanical }.map { $0.fixIts[0] }
    /// let (fixed, count) = Diagnostic.FixIt.apply(fixes, to: text)
    /// ```
    ///
    /// - Complexity: O(*n* + *k* log *k*) for a text of *n* scalars and *k* fixes, plus the
    ///   length of the replacements.
    public static func apply(_ fixes: [Diagnostic.FixIt], to text: String) -> (text: String, applied: Int) {
        var scalars = Array(text.unicodeScalars)
        var result: [Unicode.Scalar] = []
        var tail = scalars.count   // everything from here on is already in `pieces`, reversed
        var pieces: [[Unicode.Scalar]] = []
        var applied = 0
        for fix in fixes.sorted(by: { ($0.range.start.offset, $0.range.end.offset) > ($1.range.start.offset, $1.range.end.offset) }) {
            let start = fix.range.start.offset, end = fix.range.end.offset
            guard start >= 0, start <= end, end <= tail else { continue }
            pieces.append(Array(fix.replacement.unicodeScalars) + scalars[end..<tail])
            tail = start
            applied += 1
        }
        result.reserveCapacity(scalars.count)
        result += scalars[..<tail]
        for piece in pieces.reversed() { result += piece }
        scalars = result
        var fixed = ""
        fixed.unicodeScalars.append(contentsOf: scalars)
        return (fixed, applied)
    }
}
