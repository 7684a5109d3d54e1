import EditDistance
import KeyboardModel

/// A layout's tablet form: the tablet's own parts over the layout's, and how a tablet arranges
/// the phone's rows (`tablet.arrange`).
extension Composer {
    /// The layout a tablet shows (`tablet` merged over the layout's parts; its keys and its
    /// layers, when it has any, in place of the layout's own), checked as the
    /// layout is; findings the layout already gave are not repeated, and the provenance of the
    /// layout covers the tablet's keys too.
    mutating func buildTablet(_ document: LayoutDocument, _ composition: Composition,
                              tablet: LayoutDocument.Parts) -> KeyboardLayout? {
        var variant = composition
        variant.tablet = nil
        // The layout's own tablet keys and layers, when it gives them, replace its own (those
        // from imports stay unless redefined).
        if document.tablet?.layers.isEmpty == false { for (id, _) in document.layers { variant.layers[id.value] = nil } }
        if document.tablet?.keys.isEmpty == false { for (id, _) in document.keys { variant.keys[id.value] = nil } }
        let tabletKeys = Self.composition(of: tablet)
        variant.merge(tabletKeys)
        let saved = diagnostics
        diagnostics = DiagnosticCollector()
        var layout = build(document, variant)
        if let arrange = tablet.arrange, !arrange.isOff {
            layout?.tabletArrangement = arrangement(arrange, keys: variant.keys, unchanged: tablet.layers.map(\.id.value))
        }
        let found = diagnostics.diagnostics
        diagnostics = saved
        for diagnostic in found where !saved.diagnostics.contains(diagnostic) { diagnostics.report(diagnostic) }
        // The variant's build recorded its own provenance for the id (and only that): replaced here
        // by one covering both variants' keys. (Saving and restoring the whole table instead copied
        // every layout's provenance for each layout.)
        if let id = document.id {
            var covering = composition
            // Only the tablet's own keys can be missing from the phone's.
            if !tabletKeys.keys.isEmpty { covering.keys.merge(variant.keys) { main, _ in main } }
            provenance[KeyboardLayout.ID(rawValue: id.value)] = LayoutProvenance(file: document.file, id: id.range, document: document,
                                                                                 composition: covering)
        }
        return layout
    }

    /// A tablet's arrangement, each key it names checked against the keys the tablet has.
    mutating func arrangement(_ definition: LayoutDocument.ArrangeDefinition, keys: [String: LayoutDocument.KeyDefinition],
                              unchanged: [String]) -> TabletArrangement {
        func ids(_ name: String) -> [Key.ID] {
            guard let row = definition.rows[name] else { return [] }
            return row.items.compactMap { item in
                guard keys[item.value] == nil && item.value.count != 1 else { return Key.ID(rawValue: item.value) }
                let suggestion = closestMatch(to: item.value, in: keys.keys.sorted())
                diagnostics.report(.undefinedKey, "undefined key '\(item.value)' in '\(name)' of 'tablet.arrange'" +
                                   (suggestion.map { "; did you mean '\($0)'?" } ?? ""), at: item.range)
                return nil
            }
        }
        var arrangement = TabletArrangement(removed: Set(ids("remove")), firstRowEnd: ids("firstRowEnd"),
                                            middleRowEnd: ids("middleRowEnd"), lastRowEnd: ids("lastRowEnd"), numberRow: ids("numberRow"),
                                            firstRowStart: ids("firstRowStart"), middleRowStart: ids("middleRowStart"),
                                            extraColumns: definition.extraColumns ?? 0,
                                            unchanged: Set(unchanged.map { Layer.ID(rawValue: $0) }))
        arrangement.numberRowExtras = TabletArrangement.Extras(first: ids("firstRowExtra"), middle: ids("middleRowExtra"),
                                                               last: ids("lastRowExtra"))
        arrangement.lastRowStart = [.numbers: ids("numbersLastRowStart"), .symbols: ids("symbolsLastRowStart")].filter { !$0.value.isEmpty }
        for (kind, row) in definition.bottomRows {
            guard let rowKind = KeyboardLayout.BottomRowKind(rawValue: kind.value) else { continue }
            let items = row.items.compactMap { item -> Layer.Row.Item? in
                guard keys[item.value] == nil && item.value.count != 1 else { return .key(Key.ID(rawValue: item.value)) }
                diagnostics.report(.undefinedKey, "undefined key '\(item.value)' in bottom row '\(kind.value)' of 'tablet.arrange'" +
                                   (closestMatch(to: item.value, in: keys.keys.sorted()).map { "; did you mean '\($0)'?" } ?? ""),
                                   at: item.range)
                return nil
            }
            arrangement.bottomRows[rowKind] = Layer.Row(items: items, alignment: row.alignment)
        }
        return arrangement
    }
}
