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
    /// The merged definitions, shared with the loader (no copy): the lookups below read them.
    let keyDefinitions: [String: LayoutDocument.KeyDefinition]
    let layerDefinitions: [String: LayoutDocument.LayerDefinition]
    let bottomRowDefinitions: [String: LayoutDocument.RowDefinition]

    init(file: String, id: SourceRange, document: LayoutDocument, composition: Composer.Composition) {
        self.file = file
        self.id = id
        script = document.script?.range
        direction = composition.direction?.range
        inputMethod = composition.inputMethod?.range
        keyDefinitions = composition.keys
        layerDefinitions = composition.layers
        bottomRowDefinitions = composition.bottomRows
    }

    /// Where a key was (last) defined.
    ///
    /// - Complexity: O(1).
    public func keyRange(_ key: Key.ID) -> SourceRange? { keyDefinitions[key.rawValue]?.range }

    /// Where a layer was defined.
    ///
    /// - Complexity: O(1).
    public func layerRange(_ layer: Layer.ID) -> SourceRange? { layerDefinitions[layer.rawValue]?.range }

    /// The range of a layer's row (counting the `@bottom` row, so indices match the model's
    /// `Layer/rows`): a row holding `@bottom` maps to the keyboard type's bottom row.
    ///
    /// - Complexity: O(1).
    public func rowRange(layer: Layer.ID, row: Int) -> SourceRange? {
        layerDefinitions[layer.rawValue].flatMap { row >= 0 && row < $0.rows.count ? $0.rows[row].range : nil }
    }

    /// The range of one item of a layer's row (indices match `Layer/Row/items`).
    ///
    /// - Complexity: O(1).
    public func rowItemRange(layer: Layer.ID, row: Int, item: Int) -> SourceRange? {
        guard let rows = layerDefinitions[layer.rawValue]?.rows, row >= 0, row < rows.count, item >= 0,
            item < rows[row].items.count else { return nil }
        return rows[row].items[item].range
    }

    /// The range of a bottom row.
    ///
    /// - Complexity: O(1).
    public func bottomRowRange(_ kind: KeyboardLayout.BottomRowKind) -> SourceRange? { bottomRowDefinitions[kind.rawValue]?.range }

    /// The range of one item of a bottom row.
    ///
    /// - Complexity: O(1).
    public func bottomRowItemRange(_ kind: KeyboardLayout.BottomRowKind, item: Int) -> SourceRange? {
        guard let items = bottomRowDefinitions[kind.rawValue]?.items, item >= 0, item < items.count else { return nil }
        return items[item].range
    }
}
