// The diagnostics every format reports with, as part of this module's API.
@_exported public import SourceDiagnostics

extension Diagnostic {
    /// A finding of a catalogued rule, with the rule's id and severity.
    public init(_ rule: LayoutRule, message: String, range: SourceRange, notes: [Note] = [], fixIts: [FixIt] = []) {
        self.init(rule: rule.id, severity: rule.severity, message: message, range: range, notes: notes, fixIts: fixIts)
    }
}

extension DiagnosticCollector {
    /// Reports a finding of `rule`, with the rule's severity.
    public mutating func report(_ rule: LayoutRule, _ message: String, at range: SourceRange, notes: [Diagnostic.Note] = [],
                                fixIts: [Diagnostic.FixIt] = []) {
        report(Diagnostic(rule, message: message, range: range, notes: notes, fixIts: fixIts))
    }
}
