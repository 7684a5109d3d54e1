/// Text from outside made safe to show: control characters become their Unicode pictures
/// (ESC → ␛, U+0000 → ␀, DEL → ␡; C1 controls → U+FFFD), so a label can neither send an escape
/// sequence to a terminal nor make an SVG picture ill-formed XML.
///
/// - Complexity: O(*n*).
public func printable(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else { return text }
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
        switch scalar.value {
        case 0x00...0x1F: result.append(Unicode.Scalar(0x2400 + scalar.value) ?? "\u{FFFD}")
        case 0x7F: result.append("\u{2421}")
        case 0x80...0x9F: result.append("\u{FFFD}")
        default: result.append(scalar)
        }
    }
    return String(result)
}
