import BuiltInInputMethods
import KeyboardModel
import KeyboardSession
import TextEditing
import TextInputTraits
import TextInteraction

/// The editor: a form, one keyboard session, and a screen of text cells. Every keystroke goes
/// through the session as a tap on the key that types it; mouse presses are touches (on the
/// keyboard, on the text); everything drawn comes from the session's state.
final class Editor {
    let session: KeyboardSession
    var fields = Field.form()
    var focused = 0
    var columns: Int
    var rows: Int
    var orientation = Orientation.portrait
    /// Seconds: the clock's when there is one (a terminal), else 0.2 s a step of a script
    /// (0.05 s a mouse step).
    var time = 0.0
    let clock: (() -> Double)?
    /// The keyboard's frame, as the last show or frame-change event gave it (screen points).
    var keyboardFrame: Rect?
    /// The first field shown: the form scrolls so the focused field stays above the keyboard,
    /// with as many fields above it as fit.
    var firstVisible = 0
    /// What the last step could not do, shown on the status line.
    var notice = ""
    /// The expanded candidate view (it takes the keyboard's place) and its page.
    var isExpanded = false
    var page = 0
    /// Where the mouse went down: its moves and its release go to the same place.
    var touch = Touch.none
    enum Touch { case none, keyboard, text }
    /// The key last touched or typed, drawn in inverse until another is.
    var lastKey: Key.ID?

    /// Where things were drawn, for the mouse (screen rows are 0-based).
    struct Map {
        /// A row of a field: the field, and for text rows the line's y in the text layout and
        /// the x (text-layout points) each screen column stands for.
        var fields: [Int: (field: Int, y: Double?, xs: [Double])] = [:]
        /// The keyboard's rows: the y (keyboard points) each stands for; the first drawn row.
        var keyboard: [Int: Double] = [:]
        var keyboardTop = 0
        var keyboardScale = 1.0
        /// Clickable entries of the bar and the expanded view.
        var items: [(row: Int, columns: Range<Int>, pick: () -> Void)] = []
    }
    var map = Map()

    static let device: DeviceProfile.ID = "iphone-classic"
    /// A field's height on the iPhone (points): how many fit above the keyboard.
    /// Columns before a field's text: the focus mark and the label.
    static let labelWidth = 11

    var screen: Size { orientation == .portrait ? Size(width: 320, height: 480) : Size(width: 480, height: 320) }
    /// The text layout of the fields: a grid of cells 8 × 16 points as wide as the terminal allows.
    var textLayout: MonospaceLayout { MonospaceLayout(columns: max(10, columns - Self.labelWidth - 1)) }

    init(keyboards: [String], columns: Int, rows: Int, clock: (() -> Double)? = nil) throws {
        self.columns = columns
        self.rows = rows
        self.clock = clock
        session = KeyboardSession(catalog: BuiltInInputMethods.catalog, registry: BuiltInInputMethods.registry, keyboards: keyboards,
                                  device: Self.device, screen: Size(width: 320, height: 480))
        try focus(0)
    }

    func focus(_ index: Int) throws {
        focused = (index % fields.count + fields.count) % fields.count
        isExpanded = false
        try session.focus(fields[focused].container, textLayout: textLayout)
        takeEvents()
    }

    /// Reads the keyboard's show and frame-change events (the frame, as an app would move its
    /// content by it; the form here scrolls by terminal lines, in `render`).
    func takeEvents() {
        for event in session.takeEvents() where event.kind == .didShow || event.kind == .didChangeFrame {
            keyboardFrame = event.endFrame
        }
    }

    // MARK: Input

    /// Handles one input; returns false to quit.
    func handle(_ input: Input) -> Bool {
        notice = ""
        if let clock {
            time = max(time, clock())
        } else {
            switch input {
            case .tick, .wait: break
            case .mouse, .drag: time += 0.05   // a click is quick
            default: time += 0.2
            }
        }
        do {
            switch input {
            case .quit: return false
            case .tab: try focus(focused + 1)
            case .backTab: try focus(focused - 1)
            case .enter: press(action: .return)
            case .backspace: press(action: .backspace)
            case .left: session.moveCaret(.left)
            case .right: session.moveCaret(.right)
            case .up: turnPage(by: -1)
            case .down: turnPage(by: 1)
            case .globe:
                if !press(action: .nextKeyboard) { session.showNextKeyboard() }
            case .rotate:
                orientation = orientation == .portrait ? .landscape : .portrait
                try session.rotate(to: orientation, screen: screen)
            case .escape:
                isExpanded = false
                session.endEmojiSearch()
            case .character(let character):
                // A digit picks the numbered candidate while candidates show (or the emoji search's result).
                if let digit = character.wholeNumberValue, character.isASCII, let index = candidate(numbered: digit) {
                    session.selectCandidate(index)
                    isExpanded = false
                    break
                }
                if let digit = character.wholeNumberValue, character.isASCII, (1...9).contains(digit),
                   let results = session.state.emojiSearch?.results, digit <= results.count {
                    session.selectEmojiResult(digit - 1)
                    break
                }
                // On the emoji keyboard a letter starts the search, as typing in iOS's search field does.
                if session.state.keyboard?.pager != nil, character.isLetter,
                   !character.unicodeScalars.contains(where: \.properties.isEmoji),
                   let search = session.state.keyboard?.keys.first(where: { $0.action == .emojiSearch }) {
                    let frame = search.frame
                    session.tap(at: Point(x: frame.x + frame.width / 2, y: frame.y + frame.height / 2), time: time)
                }
                if let key = session.state.keyboard.flatMap({ BuiltInInputMethods.catalog.key(typing: character,
                                                                                              on: $0) }) { lastKey = key }
                if !session.type(character) { notice = "no key types '\(character)' on this keyboard" }
            case .mouse(let column, let row, let isPress):
                if isPress { try mouseDown(column: column - 1, row: row - 1) } else { mouseUp(column: column - 1, row: row - 1) }
            case .drag(let column, let row):
                mouseMove(column: column - 1, row: row - 1)
            case .wait(let seconds):
                time += seconds
                tick()
            case .tick:
                tick()
            }
        } catch {
            notice = "\(error)"
        }
        if session.state.candidates.isEmpty { isExpanded = false }
        takeEvents()
        return true
    }

    /// Time passes: a finger resting on a key shows its alternates or repeats backspace; one
    /// resting on the text becomes a long press.
    func tick() {
        session.advance(to: time)
        session.handleText(.advance(to: time))
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

    /// Opens the expanded candidate view or turns its pages (down: on, up: back, and closed
    /// from the first page).
    func turnPage(by step: Int) {
        // On the emoji keyboard the arrows turn its pages.
        if session.state.candidates.isEmpty, session.state.keyboard?.pager != nil {
            session.scrollEmoji(by: step)
            return
        }
        guard !session.state.candidates.isEmpty else { return }
        if !isExpanded {
            if step > 0 { isExpanded = true; page = 0 }
            return
        }
        if page + step < 0 { isExpanded = false; return }
        page += step
    }

    // MARK: The mouse

    /// The point on the keyboard a screen cell stands for: rows above the keyboard continue
    /// upwards (where alternates show), one key row a line.
    func keyboardPoint(column: Int, row: Int) -> Point? {
        guard !map.keyboard.isEmpty, let first = map.keyboard[map.keyboardTop] else { return nil }
        let y: Double
        if let known = map.keyboard[row] {
            y = known
        } else {
            let rowHeight = session.state.keyboard.map { keyboard in keyboard.size.height / Double(max(1, map.keyboard.count)) } ?? 40
            y = row < map.keyboardTop ? first - Double(map.keyboardTop - row) * rowHeight : (map.keyboard.values.max() ?? first)
        }
        return Point(x: (Double(column) + 0.5) / map.keyboardScale, y: y)
    }

    /// The point in a field's text layout a screen cell stands for.
    func textPoint(column: Int, row: Int) -> (field: Int, point: Point?)? {
        guard let entry = map.fields[row] else { return nil }
        guard let y = entry.y else { return (entry.field, nil) }
        let index = column - Self.labelWidth
        let x: Double
        if index < 0 { x = 0 } else if index < entry.xs.count { x = entry.xs[index] } else { x = (entry.xs.last ?? 0) + 8 }
        return (entry.field, Point(x: x, y: y))
    }

    func mouseDown(column: Int, row: Int) throws {
        touch = .none
        if let item = map.items.first(where: { $0.row == row && $0.columns.contains(column) }) {
            item.pick()
            return
        }
        if map.keyboard[row] != nil, let point = keyboardPoint(column: column, row: row) {
            touch = .keyboard
            session.touchDown(at: point, time: time)
            lastKey = session.state.highlightedKey
            return
        }
        guard let (field, point) = textPoint(column: column, row: row) else { return }
        if field != focused { try focus(field) }
        guard let point else { return }
        touch = .text
        session.handleText(.down(time: time, point: point, tapCount: 0))
    }

    func mouseMove(column: Int, row: Int) {
        switch touch {
        case .none: return
        case .keyboard:
            guard let point = keyboardPoint(column: column, row: row) else { return }
            session.touchMove(to: point, time: time)
            if let key = session.state.highlightedKey { lastKey = key }
        case .text:
            guard let point = textPoint(column: column, row: row)?.point else { return }
            session.handleText(.move(time: time, point: point))
        }
    }

    func mouseUp(column: Int, row: Int) {
        defer { touch = .none }
        switch touch {
        case .none: return
        case .keyboard:
            guard let point = keyboardPoint(column: column, row: row) else { return }
            if let key = session.state.highlightedKey { lastKey = key }
            session.touchUp(at: point, time: time)
        case .text:
            // A release outside the text ends the touch where it last was.
            let point = textPoint(column: column, row: row)?.point
            if let point { session.handleText(.up(time: time, point: point, tapCount: 0)) } else { session.handleText(.cancel(time: time)) }
        }
    }
}
