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
    }

    /// The fields `tablet` may hold.
    static let tabletFields = ["keys", "layers", "bottomRows", "columns"]

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
        if let member = object.member("bottomRows"),
            let rows = ObjectReader(member.value, context: "'bottomRows'", diagnostics: &diagnostics) {
            let kinds = KeyboardLayout.BottomRowKind.allCases.map(\.rawValue)
            for entry in rows.members {
                guard kinds.contains(entry.key) else {
                    let hint = closestMatch(to: entry.key,
                                            in: kinds).map {
                        "; did you mean '\($0)'?"
                    } ?? "; expected one of \(kinds.joined(separator: ", "))"
                    diagnostics.report(.unknownField, "unknown bottom row '\(entry.key)'\(hint)", at: entry.keyRange)
                    continue
                }
                if let row = readRow(entry.value, context: "bottom row '\(entry.key)'", diagnostics: &diagnostics) {
                    parts.bottomRows.append((Located(entry.key, entry.keyRange), row))
                }
            }
        }
        return parts
    }

    /// `tablet`: keys, layers, bottom rows and columns a tablet shows in place of the layout's
    /// own, merged over them as the layout's own definitions are over its imports.
    static func readTablet(_ member: JSONNode.Member, diagnostics: inout DiagnosticCollector) -> Parts? {
        guard let object = ObjectReader(member.value, context: "'tablet'", diagnostics: &diagnostics) else { return nil }
        object.reportUnknown(allowed: tabletFields, diagnostics: &diagnostics)
        var parts = readParts(object, diagnostics: &diagnostics)
        parts.range = member.keyRange
        parts.columns = object.integer("columns", in: 1...30, diagnostics: &diagnostics)
        return parts
    }
}
