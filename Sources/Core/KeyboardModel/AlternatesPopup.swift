public import Geometry

/// A key's long-press alternates on screen: where each is drawn (above the key, in the
/// keyboard's coordinates) and which one the finger is on. Held on the globe key, the options
/// are the enabled keyboards (layout ids), in a column; lifting shows the one chosen. The
/// session computes it; a front end or `KeyboardDrawing` draws it.
public struct AlternatesPopup: Hashable, Sendable {
    public var key: Key.ID
    public var options: [String]
    public var frames: [Rect]
    public var selected: Int
    /// Side by side (a key's alternates) or one above another (the keyboard list).
    public var isColumn = false

    public init(key: Key.ID, options: [String], frames: [Rect], selected: Int, isColumn: Bool = false) {
        self.key = key
        self.options = options
        self.frames = frames
        self.selected = selected
        self.isColumn = isColumn
    }

    /// Alternates above the key, each as wide as the key (as tall too), the one at `anchor` right
    /// above it, kept inside the keyboard's width. More than a row across the keyboard holds wrap
    /// into rows of equal length going up: the first row (with the anchor) nearest the key.
    ///
    /// - Complexity: O(*n*) in the alternates.
    public static func frames(count: Int, over key: Rect, keyboardWidth: Double, anchor: Int = 0) -> [Rect] {
        guard count > 0 else { return [] }
        let width = max(key.width, 1)
        let perRow = max(1, Int(saturating: (max(keyboardWidth, width) / width).rounded(.down)))
        let rows = (count + perRow - 1) / perRow
        let columns = (count + rows - 1) / rows
        let total = width * Double(columns)
        let column = max(0, min(anchor, count - 1)) % columns
        let x = max(0, min(key.x - width * Double(column), max(0, keyboardWidth - total)))
        return (0..<count).map { index in
            Rect(x: x + Double(index % columns) * width, y: key.y - key.height * Double(index / columns + 1), width: width,
                 height: key.height)
        }
    }
}
