public import KeyboardModel
public import Geometry

/// A key's label laid out to stay inside its key: a size by the label's role, shrunk (and a
/// word label wrapped to two lines) until the text, measured with ``GlyphMetrics``, fits.
public struct FittedLabel: Hashable, Sendable {
    /// What a label is, which decides its size before fitting.
    public enum Role: String, Hashable, Sendable {
        /// One character on a letters layer (`q`, `ض`, `क्ष`).
        case letter
        /// One character elsewhere (`1`, `-`, `€`).
        case symbol
        /// Anything longer: a word (`space`, `空格`, `return`), a layer key (`123`, `.?123`).
        case word
    }

    /// The lines, top to bottom (two only for a wrapped word).
    public var lines: [String]
    /// The font size, in points.
    public var size: Double
    /// Each line's baseline.
    public var baselines: [Double]
    /// The box the text takes (what a browser's bounding box of it is at most).
    public var box: Rect

    /// Room kept between a label and its key's edges, in points, each side.
    public static func padding(for frame: Rect) -> (horizontal: Double, vertical: Double) {
        (max(2, min(8, frame.width * 0.08)), max(1.5, min(5, frame.height * 0.06)))
    }

    /// Measured widths are taken this much larger: a browser may shape a cluster in another font
    /// of the stack than its first character's.
    static let margin = 1.08

    /// The role of a key's label.
    public static func role(of key: ResolvedKey, layerKind: Layer.Kind) -> Role {
        guard key.label.count == 1 else { return .word }
        if case .input = key.action, layerKind == .letters { return .letter }
        return .symbol
    }

    /// The size a role starts from on a key of a height: iOS's letters are about 22–26 pt on a
    /// 42-pt key, its words 16 pt (18 on a tablet's taller keys).
    public static func baseSize(_ role: Role, keyHeight: Double) -> Double {
        switch role {
        case .letter, .symbol: min(26, keyHeight * 0.56)
        case .word: keyHeight >= 50 ? 18 : 16
        }
    }

    /// Lays out `label` in `area` (a key's frame, or the part of it a label may use) at `size` or
    /// smaller; `wraps` lets a label with a space break into two lines rather than shrink below
    /// three quarters of its size. The text is centred on `area`.
    public static func fit(_ label: String, in area: Rect, size: Double, wraps: Bool) -> FittedLabel {
        let inner = Rect(x: area.x, y: area.y, width: max(1, area.width), height: max(1, area.height))
        func layout(_ lines: [String], at size: Double) -> FittedLabel {
            let extents = lines.map { GlyphMetrics.extent(of: $0, size: size) }
            let ascent = extents.map(\.ascent).max() ?? 0, descent = extents.map(\.descent).max() ?? 0
            let lineHeight = ascent + descent
            let total = lineHeight * Double(lines.count)
            let top = inner.y + (inner.height - total) / 2
            let width = (extents.map(\.width).max() ?? 0) * margin
            let baselines = lines.indices.map { top + Double($0) * lineHeight + ascent }
            return FittedLabel(lines: lines, size: size, baselines: baselines,
                               box: Rect(x: inner.x + (inner.width - width) / 2, y: top, width: width, height: total))
        }
        /// The largest size up to `size` at which the lines fit.
        func fitting(_ lines: [String]) -> Double {
            let extents = lines.map { GlyphMetrics.extent(of: $0, size: 1) }
            let width = (extents.map(\.width).max() ?? 0) * margin
            let height = ((extents.map(\.ascent).max() ?? 0) + (extents.map(\.descent).max() ?? 0)) * Double(lines.count)
            var result = size
            if width > 0 { result = min(result, inner.width / width) }
            if height > 0 { result = min(result, inner.height / height) }
            return result
        }
        let single = fitting([label])
        if wraps, single < size * 0.75, let split = twoLines(label) {
            let wrapped = fitting(split)
            if wrapped > single { return layout(split, at: wrapped) }
        }
        return layout([label], at: single)
    }

    /// A label split at the space nearest its middle, or `nil` without a space.
    static func twoLines(_ label: String) -> [String]? {
        let characters = Array(label)
        let spaces = characters.indices.filter { characters[$0] == " " }
        guard let best = spaces.min(by: { abs($0 * 2 - characters.count) < abs($1 * 2 - characters.count) }) else { return nil }
        let first = String(characters[..<best]), second = String(characters[(best + 1)...])
        return first.isEmpty || second.isEmpty ? nil : [first, second]
    }
}
