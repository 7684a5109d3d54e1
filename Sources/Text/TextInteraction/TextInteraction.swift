import Geometry
import TextEditing

/// The touch behaviour of a text view, as a deterministic model: timed events in, the actions
/// to perform out (text-interaction specification, `../shared/spec` in the project's history).
///
/// A value with no clocks or timers: time comes with the events, and a deadline (the long
/// press, the range loupe) fires before any event at or after it (deadlines are inclusive:
/// an `up` exactly at the long-press deadline comes after the long press). ``finish(in:)``
/// advances time until nothing is pending.
///
/// ```swift
/// var interaction = TextInteraction(selection: 0..<0)
/// let document = TextInteractionDocument(storage: TextStorage("hello world"), layout: GridLayout())
/// interaction.handle(.down(time: 0, point: Point(x: 72, y: 5), tapCount: 1), in: document)   // []
/// interaction.handle(.up(time: 0.1, point: Point(x: 72, y: 5), tapCount: 1), in: document)
/// // [trace("#1 end"), closeMenus, clearSelection, placeCaret(offset: 6, mode: .wordBoundary), setScrolling(true)]
/// ```
///
/// Rules the specification leaves open, as this model decides them ([chosen]):
/// - **A touch held until just before the loupe** (at least
///   ``TextInteractionConfiguration/menuHoldDuration``, 0.30 s, and released before the
///   long-press delay, 0.45 s) places the caret at a word boundary, as a tap does, and opens the
///   edit menu there, whatever the caret was before: the notes on iPhone OS 3 say the menu "could
///   also appear if you touch and release just before the loop shows (of course you'll be
///   selecting and pasting on a word boundary in the latter case)". A quicker tap opens the menu
///   only on an unchanged caret; a longer one is a long press (loupe, exact caret, menu on release).
/// - A tap while the menu is open closes it; a touch that begins while another is in progress
///   ends that one as a cancel; Select in an empty document offers nothing.
///
/// The interpreter keeps the selection and the menu's visibility as its own actions leave
/// them, so it can decide (a second tap on an unchanged caret opens the menu) without reading
/// the container; apply its actions with ``apply(_:to:)`` or let a ``TextInteractionSession``
/// do both.
public struct TextInteraction: Sendable {
    public var configuration: TextInteractionConfiguration
    /// The selection as the actions so far leave it (empty: a caret).
    public private(set) var selection: Range<Int>
    /// Whether the text has a caret at all (an unfocused view has none until a tap).
    public private(set) var hasCaret: Bool
    public private(set) var isMenuVisible: Bool
    public private(set) var menuItems: [MenuItem] = []
    public private(set) var loupe: LoupeKind?
    /// Whether the last pan touch ended without crossing the dead zone: a key tap, for the host
    /// to type (a pan never swallows fast typing).
    public private(set) var lastPanWasKeyTap = false

    enum Phase: Hashable, Sendable { case idle, pending, scrolling, longPress, wordSelect }
    private(set) var phase = Phase.idle
    private var downPoint = Point(x: 0, y: 0), currentPoint = Point(x: 0, y: 0)
    private var downTime = 0.0
    private var longPressDeadline: Double?
    private var rangeLoupeDeadline: Double?
    private var firstUnit: Range<Int>?
    private var dragging = false
    private var lastExtension: Range<Int>?
    private var lastExactOffset: Int?
    private var pressAnchor: Int?
    /// The tap count of the touch in progress, as its `down` settled it.
    private var touchTaps = 1
    private var lastUp: (time: Double, point: Point, taps: Int)?
    private var pan = CursorPanFilter()
    /// Where the last pan step left the caret, with its affinity: where right-to-left and
    /// left-to-right text meet, the next step starts from the side it was drawn on.
    private var panCaret: (offset: Int, affinity: TextDirection)?

    /// - Parameter menuItems: what an open menu shows (by default, the items for the selection:
    ///   Cut, Copy, Paste for a range; Select, Select All, Paste for a caret).
    public init(selection: Range<Int> = 0..<0, hasCaret: Bool = true, isMenuVisible: Bool = false, menuItems: [MenuItem]? = nil,
                configuration: TextInteractionConfiguration = TextInteractionConfiguration()) {
        self.selection = selection
        self.hasCaret = hasCaret
        self.isMenuVisible = isMenuVisible
        self.menuItems = isMenuVisible ? menuItems ?? (selection.isEmpty ? [.select, .selectAll, .paste] : Self.selectionItems) : []
        self.configuration = configuration
    }

    /// Times within a nanosecond are equal, so a time written in decimal (1.45 = 1 + 0.45) lands
    /// on the deadline it names.
    static let timeTolerance = 1e-9

    /// Whether a deadline is pending.
    public var hasPendingDeadline: Bool { longPressDeadline != nil || rangeLoupeDeadline != nil }

    /// Handles one event; returns the actions, in order.
    ///
    /// - Complexity: what the document's layout and tokenizer cost for a point or two; no
    ///   work grows with the document when they do not.
    @discardableResult
    public mutating func handle(_ event: TextInteractionEvent, in document: TextInteractionDocument) -> [TextInteractionAction] {
        var actions = fireDeadlines(upTo: event.time, in: document)
        switch event {
        case .down(let time, let point, let taps): down(time, point, tapCount(taps, time, point), document, &actions)
        case .move(let time, let point): move(time, point, document, &actions)
        case .up(let time, let point, let taps): up(time, point, taps, document, &actions)
        case .cancel: cancel(&actions)
        case .menu(let command, _): menu(command, document, &actions)
        case .panDown(let time, let x): pan.down(time: time, x: x)
        case .panMove(let time, let x, let velocity):
            if let (direction, steps) = pan.move(time: time, x: x, velocity: velocity, configuration), steps > 0 {
                moveCaret(direction, steps, document, &actions)
            }
        case .panUp: lastPanWasKeyTap = pan.up()
        case .advance: break
        }
        return actions
    }

    /// Advances time until no deadline is pending; returns what fired.
    public mutating func finish(in document: TextInteractionDocument) -> [TextInteractionAction] {
        fireDeadlines(upTo: .infinity, in: document)
    }

    // MARK: Deadlines

    private mutating func fireDeadlines(upTo time: Double, in document: TextInteractionDocument) -> [TextInteractionAction] {
        var actions: [TextInteractionAction] = []
        while true {
            let pressDue = longPressDeadline.map { $0 <= time + Self.timeTolerance } ?? false
            let loupeDue = rangeLoupeDeadline.map { $0 <= time + Self.timeTolerance } ?? false
            if pressDue && (!loupeDue || (longPressDeadline ?? 0) <= (rangeLoupeDeadline ?? 0)) {
                longPressDeadline = nil
                longPressFired(document, &actions)
            } else if loupeDue {
                rangeLoupeDeadline = nil
                show(.range, &actions)
            } else {
                return actions
            }
        }
    }

    private mutating func longPressFired(_ document: TextInteractionDocument, _ actions: inout [TextInteractionAction]) {
        guard phase == .pending else { return }
        phase = .longPress
        let offset = document.caretOffset(currentPoint)
        actions += [.setScrolling(false)]
        closeMenus(&actions)
        actions.append(.clearSelection)
        show(.magnifier, &actions)
        place(offset, .exact, &actions)
        lastExactOffset = offset
        pressAnchor = offset
    }

    // MARK: Touches

    /// The host's tap count, or the reference counter's for hosts without one (a count below 1).
    private func tapCount(_ given: Int, _ time: Double, _ point: Point) -> Int {
        guard given < 1 else { return given }
        guard let lastUp, time - lastUp.time <= configuration.multiTapInterval + Self.timeTolerance,
              distance(point, lastUp.point) <= configuration.multiTapRadius else { return 1 }
        return lastUp.taps + 1
    }

    private mutating func down(_ time: Double, _ point: Point, _ taps: Int, _ document: TextInteractionDocument,
                               _ actions: inout [TextInteractionAction]) {
        // [chosen] A touch that begins while another is in progress ends that one as a cancel.
        if phase != .idle { cancel(&actions) }
        downPoint = point
        currentPoint = point
        downTime = time
        touchTaps = taps
        dragging = false
        lastExtension = nil
        if taps == 2 || (taps == 3 && configuration.profile == .modern) {
            phase = .wordSelect
            firstUnit = taps == 2 ? document.wordAtTouch(point) : document.sentence(at: document.caretOffset(point))
            actions += [.setScrolling(false), .trace("#5 start"), .setScrolling(false)]
            if let unit = firstUnit {
                actions.append(.selectWord(unit))
                selection = unit
                hasCaret = true
            }
            lastExtension = firstUnit
        } else {
            // A triple (or higher) tap is a single tap [observed].
            phase = .pending
            longPressDeadline = time + configuration.longPressDelay
        }
    }

    private mutating func move(_ time: Double, _ point: Point, _ document: TextInteractionDocument,
                               _ actions: inout [TextInteractionAction]) {
        switch phase {
        case .idle, .scrolling:
            break
        case .pending:
            if distance(point, downPoint) > configuration.dragSlop {
                phase = .scrolling
                longPressDeadline = nil
            } else {
                currentPoint = point
            }
        case .longPress:
            currentPoint = point
            let offset = document.caretOffset(point)
            if configuration.profile == .modern, let anchor = pressAnchor, distance(point, downPoint) > configuration.dragSlop || dragging {
                // Long press, then drag: select from where the press landed.
                dragging = true
                let range = min(anchor, offset)..<max(anchor, offset)
                if range != lastExtension {
                    lastExtension = range
                    if loupe != .range { show(.range, &actions) }
                    actions.append(.extendSelection(range))
                    selection = range
                }
            } else if offset != lastExactOffset {
                lastExactOffset = offset
                place(offset, .exact, &actions)
            }
        case .wordSelect:
            currentPoint = point
            if !dragging, distance(point, downPoint) > configuration.dragSlop {
                dragging = true
                rangeLoupeDeadline = time + configuration.rangeLoupeDelay
            }
            if dragging, let first = firstUnit {
                let range = document.extend(first, to: point)
                if range != lastExtension {
                    lastExtension = range
                    actions.append(.extendSelection(range))
                    selection = range
                }
            }
        }
    }

    private mutating func up(_ time: Double, _ point: Point, _ taps: Int, _ document: TextInteractionDocument,
                             _ actions: inout [TextInteractionAction]) {
        switch phase {
        case .idle:
            return
        case .pending:
            let target = document.snap(point)
            let same = hasCaret && selection.isEmpty && selection.lowerBound == target
            let wasOpen = isMenuVisible
            actions.append(.trace("#1 end"))
            closeMenus(&actions)
            actions.append(.clearSelection)
            place(target, .wordBoundary, &actions)
            // A second tap on an unchanged caret opens the menu; a tap while it is open closes it.
            // A touch held until just before the loupe opens it at the word boundary [chosen].
            let heldForMenu = time - downTime >= configuration.menuHoldDuration - Self.timeTolerance
            if (same && !wasOpen) || heldForMenu { showMenu(caretItems(document), &actions) }
            actions.append(.setScrolling(true))
        case .scrolling:
            break
        case .longPress:
            hideLoupe(&actions)
            showMenu(selection.isEmpty ? caretItems(document) : Self.selectionItems, &actions)
            actions.append(.setScrolling(true))
        case .wordSelect:
            actions.append(.trace("#3 or #6 end"))
            actions.append(.hideLoupe)   // always: the log's "Close loop"
            loupe = nil
            showMenu(Self.selectionItems, &actions)
            actions.append(.setScrolling(true))
        }
        // The tap this touch was, for the reference counter's next down.
        lastUp = (time, point, taps < 1 ? touchTaps : taps)
        endTouch()
    }

    private mutating func cancel(_ actions: inout [TextInteractionAction]) {
        hideLoupe(&actions)
        actions.append(.setScrolling(true))
        endTouch()
    }

    private mutating func endTouch() {
        phase = .idle
        longPressDeadline = nil
        rangeLoupeDeadline = nil
        firstUnit = nil
        dragging = false
        lastExtension = nil
        lastExactOffset = nil
        pressAnchor = nil
    }

    // MARK: Changes from outside

    /// The container's selection changed without a gesture (typing, an arrow key, a paste or
    /// cut): the interpreter takes it as its own, and an open menu closes, as typing closes
    /// iPhone's edit menu. A gesture in progress is not interrupted.
    public mutating func adopt(selection newSelection: Range<Int>) {
        guard newSelection != selection else { return }
        selection = newSelection
        hasCaret = true
        isMenuVisible = false
        menuItems = []
    }

    /// The menu closes without a gesture (an item was chosen, a key was typed).
    public mutating func closeMenu() {
        isMenuVisible = false
        menuItems = []
    }

    // MARK: Menu

    /// Cut, Copy, Paste, Replace: the specification's `selectionItems` (after Select All, the
    /// menu has no Replace).
    static let selectionItems: [MenuItem] = [.cut, .copy, .paste, .replace]

    func caretItems(_ document: TextInteractionDocument) -> [MenuItem] {
        (document.length > 0 ? [.select, .selectAll] : []) + (document.hasPasteboardText ? [.paste] : [])
    }

    private mutating func menu(_ command: MenuCommand, _ document: TextInteractionDocument, _ actions: inout [TextInteractionAction]) {
        switch command {
        case .select:
            guard let word = document.selectRule(selection.lowerBound) else { return }
            actions.append(.selectWord(word))
            selection = word
            showMenu(Self.selectionItems, &actions)
        case .selectAll:
            // [chosen] Nothing to select in an empty document (the menu does not offer it).
            guard document.length > 0 else { return }
            actions.append(.selectAll(0..<document.length))
            selection = 0..<document.length
            showMenu([.cut, .copy, .paste], &actions)
        }
        hasCaret = true
    }

    // MARK: Pan

    private mutating func moveCaret(_ direction: VisualDirection, _ steps: Int, _ document: TextInteractionDocument,
                                    _ actions: inout [TextInteractionAction]) {
        // A selection collapses first to its edge on the side of the steps [chosen].
        let collapsing = !selection.isEmpty
        var caret: (offset: Int, affinity: TextDirection)
        if collapsing {
            let edge = document.edge(of: selection, toward: direction)
            caret = (edge, .forward)
        } else if let last = panCaret, last.offset == selection.lowerBound {
            caret = last
        } else {
            caret = (selection.lowerBound, .forward)
        }
        var taken = 0
        while taken < steps, let next = document.step(from: caret, direction) {
            caret = next
            taken += 1
        }
        guard taken > 0 || collapsing else { return }   // steps past an end are dropped
        actions.append(.moveCaret(direction: direction, steps: taken))
        selection = caret.offset..<caret.offset
        panCaret = caret
        hasCaret = true
    }

    // MARK: Helpers

    private mutating func place(_ offset: Int, _ mode: CaretPlacement, _ actions: inout [TextInteractionAction]) {
        actions.append(.placeCaret(offset: offset, mode: mode))
        selection = offset..<offset
        hasCaret = true
    }

    private mutating func closeMenus(_ actions: inout [TextInteractionAction]) {
        actions.append(.closeMenus)
        isMenuVisible = false
        menuItems = []
    }

    private mutating func showMenu(_ items: [MenuItem], _ actions: inout [TextInteractionAction]) {
        actions.append(.showMenu(items))
        isMenuVisible = true
        menuItems = items
    }

    private mutating func show(_ kind: LoupeKind, _ actions: inout [TextInteractionAction]) {
        actions.append(.showLoupe(kind))
        loupe = kind
    }

    private mutating func hideLoupe(_ actions: inout [TextInteractionAction]) {
        guard loupe != nil else { return }
        actions.append(.hideLoupe)
        loupe = nil
    }

    private func distance(_ a: Point, _ b: Point) -> Double {
        let dx = a.x - b.x, dy = a.y - b.y
        return (dx * dx + dy * dy).squareRoot()
    }
}
