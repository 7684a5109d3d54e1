public import KeyboardModel

/// Where a loaded layout's parts were written, after imports and `extends`: checks that look
/// at the model (``LayoutLinter``) report through these ranges, in whichever file defined the
/// part.
public struct LayoutProvenance: Hashable, Sendable {
    /// The layout's own file.
    public var file: String
    /// The layout's `id`.
    public var id: SourceRange
    public var script: SourceRange?
    /// The `direction` field, if given anywhere in the chain.
    public var direction: SourceRange?
    public var inputMethod: SourceRange?
    /// Where each key was (last) defined.
    public var keys: [Key.ID: SourceRange]
    /// Where each layer was defined.
    public var layers: [Layer.ID: SourceRange]
    /// Each layer's rows, and each row's items (`@bottom` included, so indices match the
    /// model's ``Layer/Row/items``).
    public var rows: [Layer.ID: [SourceRange]]
    public var rowItems: [Layer.ID: [[SourceRange]]]
    /// Each bottom row and its items.
    public var bottomRows: [KeyboardLayout.BottomRowKind: SourceRange]
    public var bottomRowItems: [KeyboardLayout.BottomRowKind: [SourceRange]]

    init(file: String, id: SourceRange, document: LayoutDocument, composition: Composer.Composition) {
        self.file = file
        self.id = id
        script = document.script?.range
        direction = composition.direction?.range
        inputMethod = composition.inputMethod?.range
        keys = Dictionary(uniqueKeysWithValues: composition.keys.map { (Key.ID(rawValue: $0.key), $0.value.range) })
        layers = Dictionary(uniqueKeysWithValues: composition.layers.map { (Layer.ID(rawValue: $0.key), $0.value.range) })
        rows = Dictionary(uniqueKeysWithValues: composition.layers.map { (Layer.ID(rawValue: $0.key), $0.value.rows.map(\.range)) })
        rowItems = Dictionary(uniqueKeysWithValues: composition.layers.map {
            (Layer.ID(rawValue: $0.key), $0.value.rows.map { $0.items.map(\.range) })
        })
        var bottomRows: [KeyboardLayout.BottomRowKind: SourceRange] = [:]
        var bottomRowItems: [KeyboardLayout.BottomRowKind: [SourceRange]] = [:]
        for (kind, row) in composition.bottomRows {
            guard let kind = KeyboardLayout.BottomRowKind(rawValue: kind) else { continue }
            bottomRows[kind] = row.range
            bottomRowItems[kind] = row.items.map(\.range)
        }
        self.bottomRows = bottomRows
        self.bottomRowItems = bottomRowItems
    }

    /// The range of the row a resolved key sits in, given the layer's rows with the bottom-row
    /// slot: a row holding `@bottom` maps to the keyboard type's bottom row.
    public func rowRange(layer: Layer.ID, row: Int) -> SourceRange? {
        rows[layer].flatMap { row < $0.count ? $0[row] : nil }
    }
}
