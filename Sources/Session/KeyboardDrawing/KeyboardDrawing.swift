public import KeyboardModel
import TextSegmentation

/// Pictures of a resolved keyboard.
public enum KeyboardDrawing {
    /// A terminal drawing: one line of boxes per row, widths in proportion to the frames.
    public static func text(_ keyboard: ResolvedKeyboard, columns: Int = 80) -> String {
        let scale = Double(columns) / keyboard.size.width
        var lines = ["\(keyboard.layoutID) · \(keyboard.keyboardType.name) · \(keyboard.layer) · \(keyboard.device) " +
                     "\(keyboard.orientation.rawValue) \(number(keyboard.size.width))×\(number(keyboard.size.height))"]
        if let returnKey = keyboard.returnKey {
            lines[0] += " · return " +
                        "'\(String(VisualText.characters(printable(returnKey.label))))'\(returnKey.isEnabled ? "" : " (disabled)")"
        }
        let rows = Dictionary(grouping: keyboard.keys, by: \.row).sorted { $0.key < $1.key }
        for (_, keys) in rows {
            // One cell per terminal column; a wide character fills its cell and blanks the next.
            var line = [String](repeating: " ", count: columns + 1)
            for key in keys {
                let start = Int(saturating: (key.frame.x * scale).rounded()),
                    end = max(start + 2, Int(saturating: (key.frame.maxX * scale).rounded()))
                guard start >= 0, end <= line.count else { continue }
                line[start] = "["
                line[end - 1] = "]"
                let inner = end - start - 2
                // As many characters as fit, counted once each (a long label costs its length).
                var label: [Character] = []
                var width = 0
                // Right-to-left labels in their visual order: terminals draw cells as given.
                for character in VisualText.characters(printable(key.isEnabled ? key.label : "(\(key.label))")) {
                    let next = displayWidth(character)
                    guard width + next <= inner else { break }
                    label.append(character)
                    width += next
                }
                var position = start + 1 + max(0, (inner - width) / 2)
                for character in label {
                    line[position] = String(character)
                    if displayWidth(character) == 2 { line[position + 1] = "" }
                    position += displayWidth(character)
                }
            }
            lines.append(line.joined().trimmingTrailingSpaces)
        }
        return lines.joined(separator: "\n")
    }

    public static func displayWidth(_ character: Character) -> Int { DisplayWidth.cells(of: character) }

    /// The fonts the pictures ask for, in order: the system's, then Noto for every script we
    /// ship (Debian's fonts-noto-core and fonts-noto-cjk), then any sans-serif.
    /// The fonts the emoji keyboard's emoji are drawn in, colour fonts first.
    public static let emojiFontStack = "'Apple Color Emoji', 'Noto Color Emoji', 'Segoe UI Emoji', sans-serif"
    public static let fontStack = "-apple-system, 'Helvetica Neue', Helvetica, Arial, 'Noto Sans', 'Noto Sans Arabic', 'Noto Sans Hebrew', "
        + "'Noto Sans Devanagari', 'Noto Sans Bengali', 'Noto Sans Tamil', 'Noto Sans Telugu', 'Noto Sans Kannada', 'Noto Sans Malayalam', "
        + "'Noto Sans Gujarati', 'Noto Sans Gurmukhi', 'Noto Sans Sinhala', 'Noto Sans Thai', 'Noto Sans Lao', 'Noto Sans Khmer', "
        + "'Noto Sans Myanmar', 'Noto Sans Georgian', 'Noto Sans Armenian', 'Noto Sans Ethiopic', 'Noto Sans CJK SC', 'Noto Sans CJK TC', "
        + "'Noto Sans CJK JP', 'Noto Sans CJK KR', 'Noto Color Emoji', sans-serif"

    /// Each key's element id in the pictures, in the keyboard's order: `key-ID`, and for a key
    /// shown again (a tablet's second shift or `.?123`) `key-ID-2`, `key-ID-3` …
    public static func elementIDs(_ keyboard: ResolvedKeyboard) -> [String] {
        var seen: [Key.ID: Int] = [:]
        return keyboard.keys.map { key in
            seen[key.id, default: 0] += 1
            let count = seen[key.id] ?? 1
            return count == 1 ? "key-\(key.id.rawValue)" : "key-\(key.id.rawValue)-\(count)"
        }
    }

    /// What a key does, for its tooltip: label, output, alternates, flicks.
    public static func tooltip(_ key: ResolvedKey) -> String {
        var parts = [key.label.isEmpty ? key.id.rawValue : key.label]
        if let output = key.output, output != key.label { parts.append("types \(output)") }
        if !key.longPress.isEmpty { parts.append("hold: " + key.longPress.joined(separator: " ")) }
        let flicks = FlickDirection.allCases.compactMap { direction in key.flicks[direction].map { "\(direction.rawValue) \($0)" } }
        if !flicks.isEmpty { parts.append("flick: " + flicks.joined(separator: ", ")) }
        if !key.isEnabled { parts.append("disabled") }
        return parts.joined(separator: " · ")
    }

    /// A `<text>` element's remaining attributes and content: text with no right-to-left run
    /// as it is; otherwise the runs in the order our bidi algorithm gives, each shaped by the
    /// viewer in its own direction, so every viewer draws the same order.
    public static func ordered(_ label: String) -> String {
        let runs = VisualText.runs(label)
        guard runs.contains(where: \.isRightToLeft) else { return ">" + escaped(label) }
        if runs.count == 1 { return " direction=\"rtl\" unicode-bidi=\"bidi-override\">" + escaped(label) }
        return " direction=\"ltr\" unicode-bidi=\"bidi-override\">" + runs.map { run in
            "<tspan direction=\"\(run.isRightToLeft ? "rtl" : "ltr")\" unicode-bidi=\"bidi-override\">\(escaped(run.text))</tspan>"
        }.joined()
    }

    public static func escaped(_ text: String) -> String {
        var result = ""
        for character in printable(text) {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.append(character)
            }
        }
        return result
    }
}

extension String {
    public var trimmingTrailingSpaces: String {
        var copy = self
        while copy.last == " " { copy.removeLast() }
        return copy
    }
}

/// A number without a trailing `.0`, at most two decimals.
public func number(_ value: Double) -> String {
    let rounded = (value * 100).rounded() / 100
    if rounded == rounded.rounded() { return String(Int(rounded)) }
    return String(rounded)
}
