import KeyboardDrawing
import KeyboardModel
import Testing

@Suite("KeyboardDrawing.strokes")
struct StrokeDrawingTests {
    @Test("each stroke a polyline in order, numbered where it starts; the title escaped")
    func strokes() {
        let svg = KeyboardDrawing.strokes([[Point(x: 10, y: 20), Point(x: 30.7, y: 40)], [Point(x: 500, y: 600)], []], title: "<我>")
        #expect(svg.hasPrefix("<svg") && svg.hasSuffix("</svg>"))
        #expect(svg.contains("<title>&lt;我&gt;</title>"))
        #expect(svg.contains("points=\"10,20 30,40\"") && svg.contains("points=\"500,600\""))
        #expect(svg.split(separator: "\n").filter { $0.hasPrefix("<polyline") }.count == 3)
        // An empty stroke has no number; the others are 1 and 2 at their first points.
        #expect(svg.contains(">1</text>") && svg.contains("x=\"500\" y=\"600\"") && !svg.contains(">3</text>"))
    }
}
