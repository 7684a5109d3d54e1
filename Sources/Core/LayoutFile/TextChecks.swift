internal import Foundation

/// Checks on the text a layout types or shows: characters that must not be typed, text not
/// in Unicode NFC, repeated long-press alternates.
enum TextChecks {
    /// Outputs must not hold control (but a tab alone), private-use, surrogate or unassigned code
    /// points, and should be NFC.
    /// - Parameter token: whether `text` is a token of a space-separated list rather than a
    ///   whole JSON string.
    /// - Parameter whole: the replacement of the whole JSON string a token came from, when the
    ///   token's own range is not exact.
    static func output(_ text: Located<String>, what: String, token: Bool = false, whole: String? = nil,
                       diagnostics: inout DiagnosticCollector) {
        // A tab alone is text a key may type (the tab key of a tablet with a number row).
        if text.value == "\t" { return }
        for scalar in text.value.unicodeScalars {
            let kind: String?
            switch scalar.properties.generalCategory {
            case .control: kind = "control character"
            case .privateUse: kind = "private-use character"
            case .unassigned: kind = "unassigned code point"
            case .surrogate: kind = "surrogate"
            default: kind = nil
            }
            if let kind {
                diagnostics.report(.invalidCharacter, "\(what) holds \(kind) U+\(hex(scalar))", at: text.range)
                return
            }
        }
        normalization(text, what: what, token: token, whole: whole, diagnostics: &diagnostics)
    }

    /// Labels and keyboard words are shown, not typed: private-use characters are allowed
    /// (icon fonts), but not control characters, which break pictures (an SVG with U+0000 is not
    /// XML) and terminals (ESC starts an escape sequence); and they should be NFC.
    static func shown(_ text: Located<String>, what: String, diagnostics: inout DiagnosticCollector) {
        if let control = text.value.unicodeScalars.first(where: { $0.properties.generalCategory == .control }) {
            diagnostics.report(.invalidCharacter, "\(what) holds control character U+\(hex(control))", at: text.range)
            return
        }
        normalization(text, what: what, diagnostics: &diagnostics)
    }

    /// Text should be in NFC, the form keyboards type and text systems compare; the fix-it
    /// rewrites the string in NFC.
    static func normalization(_ text: Located<String>, what: String, token: Bool = false, whole: String? = nil,
                              diagnostics: inout DiagnosticCollector) {
        // Text below U+0300 (ASCII, Latin-1, Latin Extended) has no combining marks: NFC as it is.
        if text.value.unicodeScalars.allSatisfy({ $0.value < 0x300 }) { return }
        let nfc = text.value.precomposedStringWithCanonicalMapping
        guard Array(nfc.unicodeScalars) != Array(text.value.unicodeScalars) else { return }
        // A whole JSON string is rewritten with its quotes; a list token only where its range
        // is exact (a string with escapes gives its tokens the whole string's range).
        let exactToken = text.range.end.offset - text.range.start.offset == text.value.unicodeScalars.count
        let replacement = !token ? jsonQuoted(nfc) : exactToken ? nfc : whole
        let points = { (s: String) in s.unicodeScalars.map { "U+" + hex($0) }.joined(separator: " ") }
        diagnostics.report(.nonNfc, "\(what) '\(text.value)' (\(points(text.value))) is not in Unicode NFC; write \(points(nfc))",
                           at: text.range,
                            fixIts: replacement.map { [.init(range: text.range, replacement: $0, isMechanical: true)] } ?? [])
    }

    /// A long-press list must not repeat an alternate or the key's own output, compared by canonical equivalence
    /// (é and e + U+0301 are one alternate); the fix-it removes the repeat (with its
    /// separator), or rewrites the whole string (`whole`) when the item's range is not exact.
    /// Returns the indices of the repeats.
    @discardableResult
    static func longPressRepeats(_ list: [Located<String>], output: String?, in node: JSONNode, context: String, whole: String? = nil,
                                 diagnostics: inout DiagnosticCollector) -> Set<Int> {
        // Swift's String equality and hashing are canonical equivalence: "é" == "e\u{301}".
        var seen: [String: SourceRange] = [:]
        var repeats = Set<Int>()
        for (index, item) in list.enumerated() {
            let form = item.value
            guard form == output || seen[form] != nil else {
                seen[form] = item.range
                continue
            }
            let fix = removalRange(of: index, in: list, node: node).map { Diagnostic.FixIt(range: $0, replacement: "", isMechanical: true) }
                ?? whole.map { Diagnostic.FixIt(range: node.range, replacement: $0, isMechanical: true) }
            if form == output {
                diagnostics.report(.redundantLongPress, "long-press alternate '\(item.value)' of \(context) is the key's own output",
                                   at: item.range,
                                    fixIts: fix.map { [$0] } ?? [])
                repeats.insert(index)
            } else if let first = seen[form] {
                diagnostics.report(.redundantLongPress, "long-press alternate '\(item.value)' of \(context) is listed twice",
                                   at: item.range,
                                    notes: [.init(message: "first listed here", range: first)],
                                    fixIts: fix.map { [$0] } ?? [])
                repeats.insert(index)
            }
        }
        return repeats
    }

    /// A space-separated long-press string as `--fix` leaves it: each alternate in NFC, once,
    /// without the key's own output; `nil` when it needs no change.
    static func cleanedList(_ items: [String], output: String?) -> String? {
        var seen = Set<String>(), kept: [String] = []
        let ownOutput = output?.precomposedStringWithCanonicalMapping
        for item in items {
            let form = item.precomposedStringWithCanonicalMapping
            if form != ownOutput, seen.insert(form).inserted { kept.append(form) }
        }
        return kept == items ? nil : jsonQuoted(kept.joined(separator: " "))
    }

    /// The range that removes item `index` and one separator: the separator before it, or for
    /// the first item the one after it. `nil` when the item's range is not exact.
    static func removalRange(of index: Int, in list: [Located<String>], node: JSONNode) -> SourceRange? {
        let item = list[index].range
        guard item != node.range, list.count > 1 else { return nil }
        if index > 0 {
            return SourceRange(file: item.file, start: list[index - 1].range.end, end: item.end)
        }
        return SourceRange(file: item.file, start: item.start, end: list[1].range.start)
    }

    static func hex(_ scalar: Unicode.Scalar) -> String {
        let digits = String(scalar.value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// A JSON string literal for `text`.
    static func jsonQuoted(_ text: String) -> String { JSONNode.quoted(text) }
}
