public import KeyboardModel
import KeyboardSession
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
    public static let fontStack = "-apple-system, 'Helvetica Neue', Helvetica, Arial, 'Noto Sans', 'Noto Sans Arabic', 'Noto Sans Hebrew', "
        + "'Noto Sans Devanagari', 'Noto Sans Bengali', 'Noto Sans Tamil', 'Noto Sans Telugu', 'Noto Sans Kannada', 'Noto Sans Malayalam', "
        + "'Noto Sans Gujarati', 'Noto Sans Gurmukhi', 'Noto Sans Sinhala', 'Noto Sans Thai', 'Noto Sans Lao', 'Noto Sans Khmer', "
        + "'Noto Sans Myanmar', 'Noto Sans Georgian', 'Noto Sans Armenian', 'Noto Sans Ethiopic', 'Noto Sans CJK SC', 'Noto Sans CJK TC', "
        + "'Noto Sans CJK JP', 'Noto Sans CJK KR', 'Noto Color Emoji', sans-serif"

    /// An SVG picture with the appearance's colours. `interactive` adds what a page shows on
    /// hover or keyboard focus: each key's long-press alternates in a strip above it (where the
    /// session draws them) and its flick outputs at its edges, a tooltip per key, and room above
    /// the top row for the strip; key frames keep their coordinates. Its title leaves out the
    /// keyboard type, so types that resolve alike draw the same picture.
    public static func svg(_ keyboard: ResolvedKeyboard, interactive: Bool = false) -> String {
        let dark = keyboard.appearance == .dark || keyboard.appearance == .alert
        let background = dark ? "#2b2b2d" : "#d1d3d9"
        let letterFill = dark ? "#6b6b6e" : "#ffffff"
        let functionFill = dark ? "#464649" : "#abb0bc"
        let ink = dark ? "#ffffff" : "#000000"
        let opacity = keyboard.isTranslucent ? " fill-opacity=\"0.82\"" : ""
        let w = number(keyboard.size.width), h = number(keyboard.size.height)
        // Room above the keyboard for the alternates of the top row.
        let top = interactive ? (keyboard.keys.map(\.frame.height).max() ?? 0) : 0
        let box = "0 \(number(-top)) \(w) \(number(keyboard.size.height + top))"
        let title = interactive ? "\(keyboard.layoutID) \(keyboard.layer)"
            : "\(keyboard.layoutID) \(keyboard.keyboardType.name) \(keyboard.layer)"
        var svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(w)" height="\(number(keyboard.size.height + top))" viewBox="\(box)"\
             font-family="\(escaped(fontStack))">
              <title>\(escaped(title))</title>

            """
        if interactive {
            svg += """
                  <style>.pop{display:none}.key:hover .pop,.key:focus .pop{display:inline}.key:focus>.cap{stroke:#007aff;stroke-width:2}\
                .key{outline:none}</style>

                """
        }
        svg += """
              <rect y="0" width="\(w)" height="\(h)" fill="\(background)"\(opacity)/>

            """
        for (key, elementID) in zip(keyboard.keys, elementIDs(keyboard)) {
            let isLetter = if case .input = key.action { true } else { false }
            let fill = key.action == .return && key.isEnabled && keyboard.returnKeyType != .default ? "#007aff" : isLetter
                || key.action == .space ? letterFill : functionFill
            let text = key.action == .return && key.isEnabled
                && keyboard.returnKeyType != .default ? "#ffffff" : key.isEnabled ? ink : "#8e8e93"
            let f = key.frame
            let size = key.label.count > 2 ? min(16, f.height * 0.38) : min(24, f.height * 0.55)
            let middle = key.sublabel == nil ? f.y + f.height / 2 + size * 0.35 : f.y + f.height * 0.45
            svg += interactive ? "  <g id=\"\(escaped(elementID))\" class=\"key\" " +
                                 "tabindex=\"0\">" : "  <g id=\"\(escaped(elementID))\">"
            if interactive { svg += "<title>\(escaped(tooltip(key)))</title>" }
            svg += "<rect class=\"cap\" x=\"\(number(f.x))\" y=\"\(number(f.y))\" width=\"\(number(f.width))\" " +
                   "height=\"\(number(f.height))\" rx=\"5\" fill=\"\(fill)\"/>"
            svg += "<text x=\"\(number(f.x + f.width / 2))\" y=\"\(number(middle))\" font-size=\"\(number(size))\" " +
                   "text-anchor=\"middle\" fill=\"\(text)\"\(ordered(key.label))</text>"
            if let sublabel = key.sublabel {
                svg += "<text x=\"\(number(f.x + f.width / 2))\" y=\"\(number(f.y + f.height * 0.8))\" " +
                       "font-size=\"\(number(size * 0.45))\" text-anchor=\"middle\" fill=\"\(text)\" " +
                       "letter-spacing=\"1\"\(ordered(sublabel))</text>"
            }
            if interactive, !key.longPress.isEmpty || !key.flicks.isEmpty {
                svg += "<g class=\"pop\">"
                let frames = KeyboardSession.alternateFrames(count: key.longPress.count, over: f, keyboardWidth: keyboard.size.width,
                                                             anchor: key.longPressDefault ?? 0)
                for (alternate, frame) in zip(key.longPress, frames) {
                    svg += "<rect x=\"\(number(frame.x))\" y=\"\(number(frame.y))\" width=\"\(number(frame.width))\" " +
                           "height=\"\(number(frame.height))\" rx=\"5\" fill=\"\(letterFill)\" stroke=\"#007aff\"/>"
                    svg += "<text x=\"\(number(frame.x + frame.width / 2))\" y=\"\(number(frame.y + frame.height / 2 + size * 0.35))\" " +
                           "font-size=\"\(number(size))\" text-anchor=\"middle\" fill=\"\(ink)\"\(ordered(alternate))</text>"
                }
                let small = size * 0.5
                for direction in FlickDirection.allCases {
                    guard let output = key.flicks[direction] else { continue }
                    // Each flick's output near the key's edge in its direction.
                    let v = direction.vector
                    let x = f.x + f.width / 2 + v.x * (f.width / 2 - small * 0.7)
                    let y = f.y + f.height / 2 + small * 0.35 + v.y * (f.height / 2 - small * 0.65)
                    svg += "<text class=\"flick-\(direction.rawValue)\" x=\"\(number(x))\" y=\"\(number(y))\" " +
                           "font-size=\"\(number(small))\" text-anchor=\"middle\" fill=\"#007aff\"\(ordered(output))</text>"
                }
                svg += "</g>"
            }
            svg += "</g>\n"
        }
        return svg + "</svg>"
    }

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
