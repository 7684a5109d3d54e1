/// How a tablet arranges a layout's phone layers, as iPad does: backspace at the end of the
/// first row, return at the end of the row above the last, the last row between two shift keys
/// with `,` and `.` before the second, and the tablet's own bottom row (globe, `.?123` on both
/// sides of space, the key that hides the keyboard). On a tablet with a number row (the 12.9-inch
/// iPad Pro) a row of digits goes above the letters, with tab and caps lock at the start of the
/// rows below it.
///
/// The keys are the layout's: an arrangement names them (`tablet.arrange` in a layout file,
/// given once in `Layouts/shared/tablet.json`), so a layout can change any of them. Letter and
/// numbers layers with at least three rows above the bottom row are arranged; pads, handwriting
/// and the layers in ``unchanged`` are shown as they are.
public struct TabletArrangement: Hashable, Sendable {
    /// Keys taken out of every row first (the phone's backspace, the gaps that centre its last row).
    public var removed: Set<Key.ID>
    /// Keys added at the end of the first row.
    public var firstRowEnd: [Key.ID]
    /// Keys added at the end of the row above the last.
    public var middleRowEnd: [Key.ID]
    /// Keys added at the end of a letters layer's last row (`,` `.`), each only when the layer has
    /// no key that types its output; then (on every arranged layer) the row's first key again
    /// when it is a shift or layer key.
    public var lastRowEnd: [Key.ID]
    /// On a device with a number row (``DeviceProfile/hasNumberRow``): the row above the letters.
    /// Its keys are not added again at the end of the first row.
    public var numberRow: [Key.ID]
    /// On a device with a number row: keys at the start of the first row (tab).
    public var firstRowStart: [Key.ID]
    /// On a device with a number row: keys at the start of the row above the last (caps lock).
    public var middleRowStart: [Key.ID]
    /// On a device with a number row: keys added to the letters' first and middle rows before
    /// their end keys (the 12.9-inch iPad's `[ ] \` and `; '` on en-US), and the keys that end the
    /// last row in place of ``lastRowEnd`` (its `, . /`, shifted `< > ?`); each only where the layer
    /// types none of its output.
    public var numberRowExtras = Extras()

    /// Keys for the first, middle and last letter rows (``numberRowExtras``).
    public struct Extras: Hashable, Sendable {
        public var first: [Key.ID], middle: [Key.ID], last: [Key.ID]

        public init(first: [Key.ID] = [], middle: [Key.ID] = [], last: [Key.ID] = []) {
            self.first = first
            self.middle = middle
            self.last = last
        }
    }
    /// Keys added after the first key of a layer's last row, by layer: iPad's undo on the
    /// numbers layer and redo on the symbols layer.
    public var lastRowStart: [Layer.ID: [Key.ID]] = [:]
    /// Letter widths added to the layout's columns, for the wider keys the rows gain.
    public var extraColumns: Double
    /// Layers shown as the layout gives them (those of the layout's own `tablet` section).
    public var unchanged: Set<Layer.ID>
    /// The bottom rows of the layers it arranges (return has moved up, so they have none); a
    /// purpose without its own row takes `standard`'s. Empty keeps the layout's.
    public var bottomRows: [KeyboardLayout.BottomRowKind: Layer.Row]

    public init(removed: Set<Key.ID> = [], firstRowEnd: [Key.ID] = [], middleRowEnd: [Key.ID] = [], lastRowEnd: [Key.ID] = [],
                numberRow: [Key.ID] = [], firstRowStart: [Key.ID] = [], middleRowStart: [Key.ID] = [], extraColumns: Double = 0,
                unchanged: Set<Layer.ID> = [], bottomRows: [KeyboardLayout.BottomRowKind: Layer.Row] = [:]) {
        self.bottomRows = bottomRows
        self.removed = removed
        self.firstRowEnd = firstRowEnd
        self.middleRowEnd = middleRowEnd
        self.lastRowEnd = lastRowEnd
        self.numberRow = numberRow
        self.firstRowStart = firstRowStart
        self.middleRowStart = middleRowStart
        self.extraColumns = extraColumns
        self.unchanged = unchanged
    }

    /// Whether the arrangement changes a layer.
    public func arranges(_ layer: Layer) -> Bool {
        guard !unchanged.contains(layer.id), layer.kind == .letters || layer.kind == .numbers else { return false }
        return layer.rows.filter { !$0.items.contains(.bottomRow) }.count >= 3
    }

    /// The layer as a tablet shows it; `numberRow` for a device with one (above letters and
    /// numbers layers; a numbers layer's own row of digits gives way to it).
    ///
    /// - Complexity: O(*k*) in the layer's keys.
    public func arranged(_ layer: Layer, in layout: KeyboardLayout, numberRow: Bool) -> Layer {
        guard arranges(layer) else { return layer }
        var rows = layer.rows.map { row in
            Layer.Row(items: row.items.filter { item in
                if case .key(let id) = item { return !removed.contains(id) }
                return true
            }, alignment: row.alignment, height: row.height)
        }
        let letterRows = rows.indices.filter { !rows[$0].items.contains(.bottomRow) }
        guard let first = letterRows.first, let last = letterRows.last, letterRows.count >= 2 else { return layer }
        let middle = letterRows[letterRows.count - 2]
        // The number row goes above letters and numbers layers alike (the 12.9-inch iPad's numbers
        // keep it); tab, caps lock and the extras are the letters'.
        let addsNumberRow = numberRow && !self.numberRow.isEmpty
        let withNumberRow = addsNumberRow && layer.kind == .letters
        /// What an item types, when it is a key that types.
        func output(_ item: Layer.Row.Item) -> String? {
            guard case .key(let id) = item, case .input(let output)? = layout.key(id)?.action else { return nil }
            return output
        }
        let outputs = Set(layer.rows.flatMap(\.items).compactMap(output))

        /// Keys the layer does not type already (by their output).
        func missing(_ ids: [Key.ID]) -> [Layer.Row.Item] {
            ids.compactMap { id in
                if case .input(let output)? = layout.key(id)?.action, outputs.contains(output) { return nil }
                return .key(id)
            }
        }
        let extras = withNumberRow ? numberRowExtras : Extras()
        // The last row: `,` `.` on letters unless the layer types them, then its shift or layer key again.
        var lastItems = rows[last].items
        if layer.kind == .letters { lastItems += missing(extras.last.isEmpty ? lastRowEnd : extras.last) }
        if case .key(let id)? = rows[last].items.first, let key = layout.key(id) {
            switch key.action {
            case .shift, .switchLayer, .modeSwitch: lastItems.append(.key(id))
            default: break
            }
        }
        if let start = lastRowStart[layer.id], !lastItems.isEmpty {
            lastItems.insert(contentsOf: start.map(Layer.Row.Item.key), at: 1)
        }
        rows[last].items = lastItems
        rows[middle].items = (withNumberRow ? middleRowStart.map(Layer.Row.Item.key) : []) + rows[middle].items
            + missing(extras.middle) + middleRowEnd.map(Layer.Row.Item.key)
        let inNumberRow = addsNumberRow ? Set(self.numberRow) : []
        rows[first].items = (withNumberRow ? firstRowStart.map(Layer.Row.Item.key) : []) + rows[first].items + missing(extras.first)
            + firstRowEnd.filter { !inNumberRow.contains($0) }.map(Layer.Row.Item.key)
        if addsNumberRow {
            // A row of digits the number row types already (the numbers layer's 1–0) gives way to it.
            let numberRowOutputs = Set(self.numberRow.map(Layer.Row.Item.key).compactMap(output))
            let firstOutputs = rows[first].items.compactMap(output)
            if layer.kind == .numbers, !firstOutputs.isEmpty, firstOutputs.allSatisfy(numberRowOutputs.contains) { rows.remove(at: first) }
            rows.insert(Layer.Row(items: self.numberRow.map(Layer.Row.Item.key)), at: first)
        }
        return Layer(id: layer.id, kind: layer.kind, rows: rows)
    }
}
