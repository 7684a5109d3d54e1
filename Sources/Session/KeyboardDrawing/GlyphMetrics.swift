/// How wide and tall text is drawn in the pictures' fonts, from their metrics (see
/// `Generators/KeyboardDrawing/glyph_metrics.py`): what the renderer fits labels to keys with.
///
/// Each code point has the advance, ascent and descent of the font a browser takes it from (the
/// first of ``KeyboardDrawing/fontStack`` that has it), rounded up to twentieths of an em. A code
/// point no installed font has counts as a full em wide and 1.5 em tall, as its fallback box may be.
public enum GlyphMetrics {
    /// One code point's figures, in ems.
    public struct Figures: Hashable, Sendable {
        public var advance: Double
        public var ascent: Double
        public var descent: Double
    }

    /// The figures of a code point none of the fonts has.
    public static let unknown = Figures(advance: 1, ascent: 1.1, descent: 0.4)

    private struct Table: Sendable {
        var firsts: [UInt32] = []
        var lasts: [UInt32] = []
        var figures: [Figures] = []
    }

    private static let table: Table = {
        var table = Table()
        var previous: Int64 = -1
        let step = UInt32(GlyphMetrics.step)
        for run in encodedRuns.split(separator: ";") {
            let fields = run.split(separator: ".").map { UInt32($0, radix: 16) ?? 0 }
            guard fields.count == 5 else { continue }
            let first = previous + 1 + Int64(fields[0]), last = first + Int64(fields[1])
            guard let low = UInt32(exactly: first), let high = UInt32(exactly: last) else { continue }
            table.firsts.append(low)
            table.lasts.append(high)
            table.figures.append(Figures(advance: Double(fields[2] * step) / 1000, ascent: Double(fields[3] * step) / 1000,
                                         descent: Double(fields[4] * step) / 1000))
            previous = last
        }
        return table
    }()

    /// A code point's figures.
    ///
    /// - Complexity: O(log *r*) in the table's runs.
    public static func figures(_ scalar: Unicode.Scalar) -> Figures {
        let value = scalar.value
        let table = Self.table
        var low = 0, high = table.firsts.count
        while low < high {
            let middle = (low + high) / 2
            if table.lasts[middle] < value { low = middle + 1 } else { high = middle }
        }
        guard low < table.firsts.count, table.firsts[low] <= value else { return unknown }
        return table.figures[low]
    }

    /// A line of text's extent at a font size: its width and the ascent and descent of its
    /// tallest font.
    /// A text that starts with a mark (a vowel sign alone on its key, Thai's ำ) gets a dotted
    /// circle in front when a browser shapes it, as HarfBuzz does for a mark without a base: it
    /// is counted in.
    public static func extent(of text: String, size: Double) -> (width: Double, ascent: Double, descent: Double) {
        var width = 0.0, ascent = 0.0, descent = 0.0
        if let first = text.unicodeScalars.first, startsWithoutBase(first) {
            let circle = figures("\u{25CC}")
            (width, ascent, descent) = (circle.advance, circle.ascent, circle.descent)
        }
        for scalar in text.unicodeScalars {
            let figures = figures(scalar)
            // A spacing mark the font gives no advance is shaped into parts that take room
            // (Khmer's ើ draws េ before its base): counted as a third of an em at least.
            width += scalar.properties.generalCategory == .spacingMark ? max(figures.advance, 0.3) : figures.advance
            ascent = max(ascent, figures.ascent)
            descent = max(descent, figures.descent)
        }
        return (width * size, ascent * size, descent * size)
    }

    /// Whether a browser draws a dotted circle before this scalar at the start of a text: a
    /// combining mark, or a vowel its shaper splits into one (Thai's and Lao's AM).
    static func startsWithoutBase(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: true
        default: scalar.value == 0x0E33 || scalar.value == 0x0EB3
        }
    }
}
