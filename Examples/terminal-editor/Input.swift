/// What the user did, decoded from the terminal's bytes (or read from a script).
enum Input: Equatable {
    case character(Character)
    case tab, backTab, enter, backspace, left, right
    /// Ctrl-G: the globe key. Ctrl-R: turn the device. Ctrl-Q or Ctrl-C: quit.
    case globe, rotate, quit
    /// A mouse button pressed or released at a cell (1-based, as terminals count).
    case mouse(column: Int, row: Int, isPress: Bool)

    /// Decodes a chunk of input: UTF-8 text, control keys, CSI sequences for arrows and
    /// shift-Tab, and SGR mouse reports (`ESC [ < b ; x ; y M|m`). Unknown sequences are dropped.
    static func decode(_ bytes: [UInt8]) -> [Input] {
        var result: [Input] = []
        var index = 0
        var text: [UInt8] = []
        func flushText() {
            result += String(decoding: text, as: UTF8.self).map { .character($0) }
            text = []
        }
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case 0x1B:
                flushText()
                let rest = Array(bytes[(index + 1)...])
                if rest.starts(with: [0x5B, 0x3C]), let end = rest.firstIndex(where: { $0 == 0x4D || $0 == 0x6D }) {
                    let fields = String(decoding: rest[2..<end], as: UTF8.self).split(separator: ";").compactMap { Int($0) }
                    if fields.count == 3, fields[0] & 0b1100011 == 0 {
                        result.append(.mouse(column: fields[1], row: fields[2], isPress: rest[end] == 0x4D))
                    }
                    index += end + 2
                } else if rest.starts(with: [0x5B, 0x5A]) {
                    result.append(.backTab); index += 3
                } else if rest.starts(with: [0x5B, 0x44]) {
                    result.append(.left); index += 3
                } else if rest.starts(with: [0x5B, 0x43]) {
                    result.append(.right); index += 3
                } else if rest.first == 0x5B, let end = rest.dropFirst().firstIndex(where: { (0x40...0x7E).contains($0) }) {
                    index += end + 2   // another CSI sequence: ignored
                } else {
                    index += 1
                }
                continue
            case 0x09: flushText(); result.append(.tab)
            case 0x0D, 0x0A: flushText(); result.append(.enter)
            case 0x7F, 0x08: flushText(); result.append(.backspace)
            case 0x07: flushText(); result.append(.globe)
            case 0x12: flushText(); result.append(.rotate)
            case 0x11, 0x03: flushText(); result.append(.quit)
            case 0..<0x20: flushText()
            default: text.append(byte)
            }
            index += 1
        }
        flushText()
        return result
    }

    /// A script line: `type TEXT`, `tab`, `backtab`, `enter`, `backspace`, `left`, `right`,
    /// `globe`, `rotate`, `click COLUMN ROW` (a press and a release), `quit`; `#` starts a comment.
    static func script(_ line: Substring) -> [Input]? {
        let words = line.split(separator: " ", maxSplits: 1)
        guard let command = words.first else { return [] }
        if command.hasPrefix("#") { return [] }
        switch command {
        case "type": return words.count == 2 ? words[1].map { .character($0) } : nil
        case "tab": return [.tab]
        case "backtab": return [.backTab]
        case "enter": return [.enter]
        case "backspace": return [.backspace]
        case "left": return [.left]
        case "right": return [.right]
        case "globe": return [.globe]
        case "rotate": return [.rotate]
        case "quit": return [.quit]
        case "click":
            let numbers = words.count == 2 ? words[1].split(separator: " ").compactMap { Int($0) } : []
            guard numbers.count == 2 else { return nil }
            return [.mouse(column: numbers[0], row: numbers[1], isPress: true), .mouse(column: numbers[0], row: numbers[1], isPress: false)]
        default: return nil
        }
    }
}
