import KeyboardDrawing
import Testing

@Suite("Glyph metrics of the pictures' fonts")
struct GlyphMetricsTests {
    @Test("advances as the first font of the stack draws them, rounded up: Latin from Liberation Sans, CJK a full em")
    func advances() {
        // Liberation Sans (Arial's metrics): i 0.222 em, m 0.833, digits 0.556; rounded up to twentieths.
        #expect(GlyphMetrics.figures("i").advance == 0.25 && GlyphMetrics.figures("m").advance == 0.85)
        #expect(GlyphMetrics.figures("0").advance == 0.6, "digits from Liberation Sans, not the emoji font's keycap base")
        #expect(GlyphMetrics.figures("中").advance == 1 && GlyphMetrics.figures("あ").advance == 1)
        #expect(GlyphMetrics.figures("한").advance > 0.85)
        // Arabic's wide isolated letters are wider than Latin letters.
        #expect(GlyphMetrics.figures("ض").advance > GlyphMetrics.figures("n").advance)
        // The taller scripts have taller boxes.
        #expect(GlyphMetrics.figures("क").ascent + GlyphMetrics.figures("क").descent
                > GlyphMetrics.figures("a").ascent + GlyphMetrics.figures("a").descent)
    }

    @Test("a code point no font has is a full em, never zero; the table's edges hold")
    func unknown() {
        #expect(GlyphMetrics.figures("\u{10FFFD}") == GlyphMetrics.unknown)
        #expect(GlyphMetrics.figures("\u{378}") == GlyphMetrics.unknown)
        #expect(GlyphMetrics.figures("\u{0}").advance >= 0)
    }

    @Test("a text's extent: advances summed at the size; a leading mark gets the dotted circle a browser draws")
    func extent() {
        let word = GlyphMetrics.extent(of: "mm", size: 10)
        #expect(abs(word.width - 17) < 0.001 && word.ascent > 8 && word.descent > 1)
        let mark = GlyphMetrics.extent(of: "\u{0E33}", size: 10), base = GlyphMetrics.extent(of: "\u{0E32}", size: 10)
        #expect(mark.width >= base.width + GlyphMetrics.figures("\u{25CC}").advance * 10 - 0.001)
        #expect(GlyphMetrics.extent(of: "", size: 10).width == 0)
    }
}
