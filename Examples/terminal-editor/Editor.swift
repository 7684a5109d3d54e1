import BuiltInInputMethods
import KeyboardModel
import KeyboardSession
import TextEditing
import TextInputTraits

/// The editor: a form, one keyboard session, and a screen of text cells. Every keystroke goes
/// through the session as a tap on the key that types it; everything drawn comes from the
/// session's state.
final class Editor {
    let session: KeyboardSession
    var fields = Field.form()
    var focused = 0
    var columns: Int
    var rows: Int
    var orientation = Orientation.portrait
    var time = 0.0
    /// The keyboard's frame, as the last show or frame-change event gave it (screen points).
    var keyboardFrame: Rect?
    /// The first field shown: the form scrolls so the focused field stays above the keyboard.
    var firstVisible = 0
    /// What the last step could not do, shown on the status line.
    var notice = ""
    /// Where things were drawn, for mouse clicks: screen row → what is there.
    var fieldRows: [Int: Int] = [:]
    var keyboardRows: [Int: Double] = [:]
    var barItems: [(row: Int, columns: Range<Int>, pick: () -> Void)] = []
    var keyboardScale = 1.0
    var lastKey: Key.ID?

    static let device: DeviceProfile.ID = "iphone-classic"
    /// A field's height on the iPhone (points): how many fit above the keyboard.
    static let fieldHeight = 44.0

    var screen: Size { orientation == .portrait ? Size(width: 320, height: 480) : Size(width: 480, height: 320) }

    init(keyboards: [String], columns: Int, rows: Int) throws {
        self.columns = columns
        self.rows = rows
        session = KeyboardSession(catalog: BuiltInInputMethods.catalog, registry: BuiltInInputMethods.registry, keyboards: keyboards,
                                  device: Self.device, screen: Size(width: 320, height: 480))
        try focus(0)
    }

    func focus(_ index: Int) throws {
        focused = (index % fields.count + fields.count) % fields.count
        try session.focus(fields[focused].container, textLayout: MonospaceLayout(columns: max(10, columns - 12)))
        takeEvents()
    }

    /// Reads the keyboard's show and frame-change events: the form moves as they say.
    func takeEvents() {
        for event in session.takeEvents() where event.kind == .didShow || event.kind == .didChangeFrame {
            keyboardFrame = event.endFrame
        }
        let room = max(1, Int(((keyboardFrame?.y ?? screen.height) / Self.fieldHeight).rounded(.down)))
        if focused < firstVisible { firstVisible = focused }
        if focused >= firstVisible + room { firstVisible = focused - room + 1 }
    }

    // MARK: Input

    /// Handles one input; returns false to quit.
    func handle(_ input: Input) -> Bool {
        notice = ""
        time += 0.2
        do {
            switch input {
            case .quit: return false
            case .tab: try focus(focused + 1)
            case .backTab: try focus(focused - 1)
            case .enter: press(action: .return)
            case .backspace: press(action: .backspace)
            case .left: session.moveCaret(.left)
            case .right: session.moveCaret(.right)
            case .globe:
                if !press(action: .nextKeyboard) { session.showLayout(session.settings.keyboard(after: session.host.layout)) }
            case .rotate:
                orientation = orientation == .portrait ? .landscape : .portrait
                try session.rotate(to: orientation, screen: screen)
            case .character(let character):
                if let key = session.state.keyboard.flatMap({ BuiltInInputMethods.catalog.key(typing: character, on: $0) }) { lastKey = key }
                if !session.type(character) { notice = "no key types '\(character)' on this keyboard" }
            case .mouse(let column, let row, let isPress):
                if isPress { click(column: column - 1, row: row - 1) }
            }
        } catch {
            notice = "\(error)"
        }
        takeEvents()
        return true
    }

    /// Presses the key with an action (return, backspace, the globe); false when there is none.
    @discardableResult
    func press(action: KeyAction) -> Bool {
        guard let key = session.state.keyboard?.keys.first(where: { $0.action == action }) else {
            notice = "this keyboard has no \(action) key"
            return false
        }
        lastKey = key.id
        session.tap(at: Point(x: key.frame.x + key.frame.width / 2, y: key.frame.y + key.frame.height / 2), time: time)
        return true
    }

    /// A click: a field focuses it, a key is tapped where the click is, a bar entry is picked.
    func click(column: Int, row: Int) {
        if let field = fieldRows[row] {
            do { try focus(field) } catch { notice = "\(error)" }
            return
        }
        if let y = keyboardRows[row] {
            let point = Point(x: (Double(column) + 0.5) / keyboardScale, y: y)
            lastKey = session.state.keyboard?.key(at: point)?.id
            session.tap(at: point, time: time)
            return
        }
        if let item = barItems.first(where: { $0.row == row && $0.columns.contains(column) }) { item.pick() }
    }

    // MARK: Drawing

    /// The screen as lines of text with ANSI attributes (`styled`) or plain.
    func render(styled: Bool) -> [String] {
        let state = session.state
        guard let keyboard = state.keyboard else { return ["no keyboard: \(state.problem.map { "\($0)" } ?? "none")"] }
        let needed = Int((keyboard.size.width / 8).rounded(.up))
        guard columns >= needed else {
            return Self.wrapped("The terminal is \(columns) columns wide; this keyboard needs \(needed). Widen the window, or press Ctrl-Q to quit.",
                                width: columns)
        }
        fieldRows = [:]
        keyboardRows = [:]
        barItems = []
        keyboardScale = Double(columns) / keyboard.size.width
        let keyboardLines = Dictionary(grouping: keyboard.keys, by: \.row).sorted { $0.key < $1.key }
        let formRows = max(1, rows - keyboardLines.count - 3)
        var lines: [String] = []
        // The form: the fields from the first visible one, as many as fit.
        var index = firstVisible
        while index < fields.count, lines.count < formRows {
            let field = fields[index]
            let isFocused = index == focused
            fieldRows[lines.count] = index
            let label = (isFocused ? "▸ " : "  ") + field.label + String(repeating: " ", count: max(0, 9 - field.label.count))
            for (number, line) in text(of: field.container, caret: isFocused, styled: styled).enumerated() where lines.count < formRows {
                fieldRows[lines.count] = index
                lines.append((number == 0 ? label : String(repeating: " ", count: 11)) + line)
            }
            index += 1
        }
        while lines.count < formRows { lines.append("") }
        // The bar: candidates, or the suggestion bar, then follow-ons.
        var bar = ""
        func item(_ text: String, _ pick: @escaping () -> Void) {
            let start = bar.count + 1
            bar += " " + text + " "
            barItems.append((lines.count, start..<(start + text.count), pick))
        }
        if !state.candidates.isEmpty {
            for (number, candidate) in state.candidates.prefix(9).enumerated() { item("\(number + 1) \(candidate.text)") { self.session.selectCandidate(number) } }
        } else if !state.suggestions.isEmpty {
            for (number, suggestion) in state.suggestions.enumerated() { item(suggestion.description) { self.session.selectSuggestion(number) } }
        } else if !state.followOns.isEmpty {
            for (number, followOn) in state.followOns.prefix(9).enumerated() { item(followOn) { self.session.selectFollowOn(number) } }
        }
        lines.append(bar)
        // The keyboard, a line per row of keys.
        for (_, keys) in keyboardLines {
            keyboardRows[lines.count] = keys.first.map { $0.frame.y + $0.frame.height / 2 } ?? 0
            lines.append(draw(keys, styled: styled))
        }
        var status = "\(keyboard.layoutID) · \(keyboard.keyboardType.name) · \(state.layer) · shift \(state.shiftState) · \(orientation.rawValue)"
        if let returnKey = state.returnKey { status += " · return '\(returnKey.label)'\(returnKey.isEnabled ? "" : " (disabled)")" }
        lines.append(status)
        lines.append(notice.isEmpty ? "Tab/Shift-Tab: field · Ctrl-G: globe · Ctrl-R: rotate · Ctrl-Q: quit" : notice)
        return lines
    }

    /// Words wrapped into lines of at most `width` cells.
    static func wrapped(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty, line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        return lines + [line]
    }

    /// A field's text as lines, the caret drawn as a block, the composition underlined.
    func text(of container: TextContainer, caret showCaret: Bool, styled: Bool) -> [String] {
        if container.isSecure { return [container.displayText + (showCaret ? (styled ? "▌" : "|") : "")] }
        var lines: [String] = [""]
        var offset = 0
        let caret = container.selectedRange.lowerBound
        let marked = container.markedRange
        func caretMark() { if showCaret { lines[lines.count - 1] += styled ? "▌" : "|" } }
        for character in container.text {
            if offset == caret { caretMark() }
            if character.isNewline {
                lines.append("")
            } else {
                let isMarked = marked?.contains(offset) ?? false
                lines[lines.count - 1] += isMarked && styled ? "\u{1B}[4m\(character)\u{1B}[0m" : String(character)
            }
            offset += character.utf16.count
        }
        if offset == caret { caretMark() }
        if let marked, !styled, !marked.isEmpty { lines[lines.count - 1] += "  (composing: \(container.markedText ?? ""))" }
        return lines
    }

    /// One row of keys: a box per key at its frame's columns, the last key pressed in inverse.
    func draw(_ keys: [ResolvedKey], styled: Bool) -> String {
        var cells = [String](repeating: " ", count: columns)
        var highlight: Range<Int>?
        for key in keys {
            let start = max(0, Int((key.frame.x * keyboardScale).rounded())), end = min(columns, Int((key.frame.maxX * keyboardScale).rounded()))
            guard end - start >= 2 else { continue }
            cells[start] = "["
            cells[end - 1] = "]"
            var label: [Character] = []
            var width = 0
            for character in key.isEnabled ? key.label : "(\(key.label))" {
                let cell = MonospaceLayout.cellWidth(of: String(character))
                guard width + cell <= end - start - 2 else { break }
                label.append(character)
                width += cell
            }
            var position = start + 1 + (end - start - 2 - width) / 2
            for character in label {
                cells[position] = String(character)
                if MonospaceLayout.cellWidth(of: String(character)) == 2, position + 1 < end { cells[position + 1] = "" }
                position += MonospaceLayout.cellWidth(of: String(character))
            }
            if key.id == lastKey { highlight = start..<end }
        }
        guard styled, let highlight else { return cells.joined() }
        return cells[..<highlight.lowerBound].joined() + "\u{1B}[7m" + cells[highlight].joined() + "\u{1B}[0m" + cells[highlight.upperBound...].joined()
    }
}
