public import Geometry

extension KeyboardDrawing {
    /// Strokes drawn as SVG in a square box of `size` units (a handwriting template's 1024-unit
    /// em box, y down): each stroke a line, numbered in red where it starts, so a template's
    /// stroke order can be checked by eye (`softkbd handwriting render 我`).
    public static func strokes(_ strokes: [[Point]], title: String, size: Int = 1024) -> String {
        var parts = ["<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"256\" height=\"256\" viewBox=\"0 0 \(size) \(size)\">" +
                     "<title>\(escaped(title))</title>",
                     "<rect width=\"\(size)\" height=\"\(size)\" fill=\"#fff\" stroke=\"#ccc\"/>"]
        let width = size / 25, fontSize = size / 16
        for (number, stroke) in strokes.enumerated() {
            let path = stroke.map { "\(Int($0.x)),\(Int($0.y))" }.joined(separator: " ")
            parts.append("<polyline points=\"\(path)\" fill=\"none\" stroke=\"#1c1c1e\" stroke-width=\"\(width)\" " +
                         "stroke-linecap=\"round\" stroke-linejoin=\"round\"/>")
            if let first = stroke.first {
                parts.append("<text x=\"\(Int(first.x))\" y=\"\(Int(first.y))\" font-size=\"\(fontSize)\" fill=\"#d00\" " +
                             "font-family=\"sans-serif\">\(number + 1)</text>")
            }
        }
        parts.append("</svg>")
        return parts.joined(separator: "\n")
    }
}
