/// What the user did, decoded from the terminal's bytes (or read from a script).
enum Input: Equatable {
    case character(Character)
    case tab, backTab, enter, backspace, left, right, escape
    /// The down arrow opens the expanded candidates and turns their pages; up turns back.
    case up, down
    /// Ctrl-G: the globe key. Ctrl-R: turn the device. Ctrl-Q or Ctrl-C: quit.
    case globe, rotate, quit
    /// A mouse button pressed or released at a cell (1-based, as terminals count), and the
    /// mouse moving with the button held.
    case mouse(column: Int, row: Int, isPress: Bool)
    case drag(column: Int, row: Int)
    /// Time passes with nothing done: seconds (a script's `wait`), or a clock tick.
    case wait(Double)
    case tick

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
                    // The left button (0), pressed, released or moved with it held (+32); not the
                    // wheel (+64) or other buttons.
                    if fields.count == 3, fields[0] & 0b1000011 == 0 {
                        if fields[0] & 32 != 0 {
                            result.append(.drag(column: fields[1], row: fields[2]))
                        } else {
                            result.append(.mouse(column: fields[1], row: fields[2], isPress: rest[end] == 0x4D))
                        }
                    }
                    index += end + 2
                } else if rest.starts(with: [0x5B, 0x5A]) {
                    result.append(.backTab); index += 3
                } else if rest.starts(with: [0x5B, 0x44]) {
                    result.append(.left); index += 3
                } else if rest.starts(with: [0x5B, 0x43]) {
                    result.append(.right); index += 3
                } else if rest.starts(with: [0x5B, 0x41]) {
                    result.append(.up); index += 3
                } else if rest.starts(with: [0x5B, 0x42]) {
                    result.append(.down); index += 3
                } else if rest.first == 0x5B, let end = rest.dropFirst().firstIndex(where: { (0x40...0x7E).contains($0) }) {
                    index += end + 2   // another CSI sequence: ignored
                } else {
                    // Esc alone (what the Esc key sends, with nothing after it in the read).
                    if rest.isEmpty || rest.first == 0x1B { result.append(.escape) }
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
    /// `up`, `down`, `globe`, `rotate`, `click COLUMN ROW` (a press and a release),
    /// `press COLUMN ROW`, `drag COLUMN ROW`, `release COLUMN ROW`, `wait SECONDS`, `quit`;
    /// `#` starts a comment. Each step takes 0.2 s (a mouse step 0.05 s); `wait` adds its seconds.
    static func script(_ line: Substring) -> [Input]? {
        let words = line.split(separator: " ", maxSplits: 1)
        guard let command = words.first else { return [] }
        if command.hasPrefix("#") { return [] }
        switch command {
        case "type": return words.count == 2 ? words[1].map { .character($0) } : nil
        case "tab": return [.tab]
        case "backtab": return [.backTab]
        case "enter": return [.enter]
        case "escape", "esc": return [.escape]
        case "backspace": return [.backspace]
        case "left": return [.left]
        case "right": return [.right]
        case "globe": return [.globe]
        case "rotate": return [.rotate]
        case "up": return [.up]
        case "down": return [.down]
        case "quit": return [.quit]
        case "wait":
            guard words.count == 2, let seconds = Double(words[1]), seconds >= 0, seconds <= 3600 else { return nil }
            return [.wait(seconds)]
        case "click", "press", "drag", "release":
            let numbers = words.count == 2 ? words[1].split(separator: " ").compactMap { Int($0) } : []
            guard numbers.count == 2, numbers.allSatisfy({ $0 >= 1 }) else { return nil }
            let (column, row) = (numbers[0], numbers[1])
            switch command {
            case "press": return [.mouse(column: column, row: row, isPress: true)]
            case "release": return [.mouse(column: column, row: row, isPress: false)]
            case "drag": return [.drag(column: column, row: row)]
            default: return [.mouse(column: column, row: row, isPress: true), .mouse(column: column, row: row, isPress: false)]
            }
        default: return nil
        }
    }
}
