import KeyboardModel
import EditDistance

/// The parts of a layout a device idiom can replace: keys, layers, bottom rows and columns.
extension LayoutDocument {
    struct Parts {
        var range: SourceRange?
        var keys: [(id: Located<String>, definition: KeyDefinition)] = []
        var layers: [(id: Located<String>, definition: LayerDefinition)] = []
        var bottomRows: [(kind: Located<String>, row: RowDefinition)] = []
        var columns: Located<Int>?
        /// How a tablet arranges the phone's layers (`tablet.arrange`); `false` turns it off.
        var arrange: ArrangeDefinition?

        /// `other` over these parts: its keys, layers and rows after these (later ones win), its
        /// columns in place of these, its arrangement's rows over these (``ArrangeDefinition/merged(under:)``).
        func merged(under other: Parts) -> Parts {
            var result = self
            result.range = other.range ?? range
            result.keys += other.keys
            result.layers += other.layers
            result.bottomRows += other.bottomRows
            result.columns = other.columns ?? columns
            result.arrange = arrange.map { $0.merged(under: other.arrange) } ?? other.arrange
            return result
        }
    }

    /// `tablet.arrange`: the keys a tablet adds to the phone's rows, and where (see
    /// `TabletArrangement`); `false` shows the phone's rows on a tablet.
    struct ArrangeDefinition {
        var range: SourceRange
        var isOff = false
        var rows: [String: RowDefinition] = [:]
        var extraColumns: Double?
        /// The bottom rows of the layers it arranges.
        var bottomRows: [(kind: Located<String>, row: RowDefinition)] = []

        /// `other` over this arrangement: each row it gives in place of this one's, its extra
        /// columns when it gives them, its bottom rows after these (later ones win); `false`
        /// (or an arrangement over one that was off) replaces it whole. A layout adds a row
        /// (en-US's number-row punctuation) without restating the shared arrangement.
        func merged(under other: ArrangeDefinition?) -> ArrangeDefinition {
            guard let other else { return self }
            guard !other.isOff, !isOff else { return other }
            var result = self
            result.range = other.range
            result.rows.merge(other.rows) { _, mine in mine }
            result.extraColumns = other.extraColumns ?? extraColumns
            result.bottomRows += other.bottomRows
            return result
        }
    }

    /// The fields `tablet` may hold.
    static let tabletFields = ["keys", "layers", "bottomRows", "columns", "arrange"]
    /// The rows `tablet.arrange` may give, each a row of key ids.
    static let arrangeRows = ["remove", "firstRowEnd", "middleRowEnd", "lastRowEnd", "numberRow", "firstRowStart", "middleRowStart",
                              "firstRowExtra", "middleRowExtra", "lastRowExtra", "numbersLastRowStart", "symbolsLastRowStart"]

    /// Reads `keys`, `layers` and `bottomRows` of an object (a layout file or its `tablet`).
    static func readParts(_ object: ObjectReader, diagnostics: inout DiagnosticCollector) -> Parts {
        var parts = Parts()
        if let member = object.member("keys"),
            let keys = ObjectReader(member.value, context: "'keys'", duplicates: (.duplicateKey, "key id"), diagnostics: &diagnostics) {
            for entry in keys.members {
                if let definition = readKey(entry, diagnostics: &diagnostics) {
                    parts.keys.append((Located(entry.key, entry.keyRange), definition))
                }
            }
        }
        if let member = object.member("layers"),
            let layers = ObjectReader(member.value, context: "'layers'", duplicates: (.duplicateLayer, "layer id"),
                                      diagnostics: &diagnostics) {
            for entry in layers.members {
                if let definition = readLayer(entry, diagnostics: &diagnostics) {
                    parts.layers.append((Located(entry.key, entry.keyRange), definition))
                }
            }
        }
        if let member = object.member("bottomRows") { parts.bottomRows = readBottomRows(member, diagnostics: &diagnostics) }
        return parts
    }

    /// `bottomRows`: a row for each input purpose (`default`, `URL` …).
    static func readBottomRows(_ member: JSONNode.Member,
                               diagnostics: inout DiagnosticCollector) -> [(kind: Located<String>, row: RowDefinition)] {
        guard let rows = ObjectReader(member.value, context: "'bottomRows'", diagnostics: &diagnostics) else { return [] }
        var result: [(kind: Located<String>, row: RowDefinition)] = []
        let kinds = KeyboardLayout.BottomRowKind.allCases.map(\.rawValue)
        for entry in rows.members {
            guard kinds.contains(entry.key) else {
                let hint = closestMatch(to: entry.key, in: kinds).map { "; did you mean '\($0)'?" }
                    ?? "; expected one of \(kinds.joined(separator: ", "))"
                diagnostics.report(.unknownField, "unknown bottom row '\(entry.key)'\(hint)", at: entry.keyRange)
                continue
            }
            if let row = readRow(entry.value, context: "bottom row '\(entry.key)'", diagnostics: &diagnostics) {
                result.append((Located(entry.key, entry.keyRange), row))
            }
        }
        return result
    }

    /// `tablet`: keys, layers, bottom rows and columns a tablet shows in place of the layout's
    /// own, merged over them as the layout's own definitions are over its imports.
    static func readTablet(_ member: JSONNode.Member, diagnostics: inout DiagnosticCollector) -> Parts? {
        guard let object = ObjectReader(member.value, context: "'tablet'", diagnostics: &diagnostics) else { return nil }
        object.reportUnknown(allowed: tabletFields, diagnostics: &diagnostics)
        var parts = readParts(object, diagnostics: &diagnostics)
        parts.range = member.keyRange
        parts.columns = object.integer("columns", in: 1...30, diagnostics: &diagnostics)
        if let arrange = object.member("arrange") { parts.arrange = readArrange(arrange, diagnostics: &diagnostics) }
        return parts
    }

    static func readArrange(_ member: JSONNode.Member, diagnostics: inout DiagnosticCollector) -> ArrangeDefinition? {
        if case .bool(let on) = member.value.value {
            if on {
                diagnostics.report(.invalidValue, "'arrange' is an object of rows, or false to show the phone's rows on a tablet",
                                   at: member.value.range)
                return nil
            }
            return ArrangeDefinition(range: member.keyRange, isOff: true)
        }
        guard let object = ObjectReader(member.value, context: "'tablet.arrange'", diagnostics: &diagnostics) else { return nil }
        object.reportUnknown(allowed: arrangeRows + ["extraColumns", "bottomRows"], diagnostics: &diagnostics)
        var result = ArrangeDefinition(range: member.keyRange)
        for name in arrangeRows {
            guard let row = object.member(name) else { continue }
            result.rows[name] = readRow(row.value, context: "'\(name)' of 'tablet.arrange'", diagnostics: &diagnostics)
        }
        if let extra = object.member("extraColumns"),
           let value = JSONRead.number(extra.value, what: "'extraColumns' of 'tablet.arrange'", diagnostics: &diagnostics) {
            if (0...10).contains(value.value) { result.extraColumns = value.value } else {
                diagnostics.report(.invalidValue, "'extraColumns' of 'tablet.arrange' must be between 0 and 10, found \(value.value)",
                                   at: value.range)
            }
        }
        if let member = object.member("bottomRows") { result.bottomRows = readBottomRows(member, diagnostics: &diagnostics) }
        return result
    }
}
