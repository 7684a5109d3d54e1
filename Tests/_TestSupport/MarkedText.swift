/// Text with position markers (1️⃣ … 9️⃣) where a test expects something, as swift-format's
/// tests mark them; the markers are removed and their positions kept.
///
/// ```swift
/// let marked = MarkedText(#"{"format": 1, 1️⃣"bogus": 2}"#)
/// marked.text                  // {"format": 1, "bogus": 2}
/// marked.position("1️⃣")        // (line: 1, column: 15)
/// ```
public struct MarkedText: Sendable {
    public let text: String
    private let positions: [String: (line: Int, column: Int)]

    public init(_ marked: String) {
        var text = ""
        var positions: [String: (line: Int, column: Int)] = [:]
        var line = 1, column = 1
        var characters = Array(marked)[...]
        while let character = characters.popFirst() {
            let scalars = Array(character.unicodeScalars)
            if scalars.count == 3, ("1"..."9").contains(scalars[0]), scalars[1] == "\u{FE0F}", scalars[2] == "\u{20E3}" {
                positions[String(character)] = (line, column)
                continue
            }
            text.append(character)
            if character == "\n" { line += 1; column = 1 } else { column += character.unicodeScalars.count }
        }
        self.text = text
        self.positions = positions
    }

    /// Where a marker stood: 1-based line and column (in Unicode scalars).
    public func position(_ marker: String) -> (line: Int, column: Int) {
        guard let position = positions[marker] else { preconditionFailure("no marker \(marker) in the text") }
        return position
    }
}
