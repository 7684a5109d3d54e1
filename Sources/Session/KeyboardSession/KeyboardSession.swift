public import EmojiKeyboard
public import Typing
public import InputMethodCore
public import KeyboardModel
public import TextEditing
public import TextInteraction

/// The one thing a front end drives: the focused text container, the keyboard it gets, the
/// input method behind it, touches on the keyboard and on the text, and the keyboard's show,
/// hide and frame-change events. Events in (focus, touches by point with their times, candidate
/// picks, rotation), a complete, comparable ``State`` out.
///
/// ```swift
/// let session = KeyboardSession(catalog: BuiltInInputMethods.catalog, registry: BuiltInInputMethods.registry,
///                               keyboards: ["ko-KR", "en-US"], device: "iphone-classic", screen: Size(width: 320, height: 480))
/// let field = TextContainer(kind: .singleLine)
/// try session.focus(field, textLayout: GridLayout())
/// session.tap(at: Point(x: 150, y: 60), time: 0)      // a key, by where the finger lands
/// session.state.keyboardFrame                       // (0, 264, 320, 216)
/// session.takeEvents().map(\.kind)                  // [.willShow, .didShow]
/// ```
///
/// No clock runs inside: times arrive with the events (seconds, any origin, never decreasing),
/// and ``advance(to:)`` lets a long press or a key repeat fire while the finger rests. Points on
/// the keyboard are in the keyboard's coordinates (its top left is 0, 0); points on the text are
/// in the text layout's.
///
/// A key types when the finger lifts, and it is the key under the finger then (the highlight
/// follows a sliding finger, as on iPhone). Held on a key with alternates, the alternates show
/// after ``Configuration/longPressDelay``; the finger slides along them and lifting types the
/// one under it. Two taps on shift within ``Configuration/doubleTapInterval`` lock caps. Held on
/// backspace, deletion repeats. A touch on the space bar is also the text's cursor-pan surface:
/// if it moved the caret, lifting types no space.
public final class KeyboardSession {
    /// Timing of the keyboard's own touches (the text's gestures have theirs in
    /// `TextInteractionConfiguration`).
    public struct Configuration: Hashable, Sendable {
        /// Seconds a finger rests on a key before its alternates show [chosen: as the text's long press].
        public var longPressDelay = 0.45
        /// The longest pause between two taps on shift that locks caps.
        public var doubleTapInterval = 0.35
        /// Seconds after the last stroke on a handwriting pad, with no finger down, at which the
        /// character ends (`InputEvent/endOfCharacter`: the best candidate is committed and the
        /// pad clears) [chosen: iOS commits after about a second's pause].
        public var characterPause = 1.0
        /// Points a finger slides from where it landed on a key with flicks before the slide
        /// is a flick [chosen: about a third of the kana pad's key width].
        public var flickDistance = 20.0
        /// Seconds backspace is held before it repeats, then the pause between repeats.
        public var repeatDelay = 0.5
        public var repeatInterval = 0.1
        /// The touch behaviour on the text.
        public var textInteraction = TextInteractionConfiguration()

        public init() {}
    }

    /// A key's long-press alternates on screen (`KeyboardModel`'s `AlternatesPopup`).
    public typealias Alternates = AlternatesPopup

    /// The user's settings: the keyboards the globe key cycles through, in the user's order, and
    /// the typing switches; the focused field's traits can only turn a switch off.
    public var settings: KeyboardSettings {
        get { host.settings }
        set { host.settings = newValue }
    }

    /// Everything a front end draws, and what a test compares.
    public struct State: Hashable, Sendable {
        public var text: String
        public var selection: Range<Int>
        /// The composition (marked text) and where it is.
        public var markedText: String?
        public var markedRange: Range<Int>?
        /// The layout shown (as asked: an id or a locale) and the keyboard resolved for it.
        public var layout: String
        public var keyboard: ResolvedKeyboard?
        public var keyboardFrame: Rect?
        public var layer: Layer.ID
        public var shiftState: ShiftState
        /// The key under the finger, while one is down.
        public var highlightedKey: Key.ID?
        public var alternates: Alternates?
        public var inputMethod: InputMethodID?
        public var candidates: [Candidate]
        public var hasMoreCandidates: Bool
        public var followOns: [String]
        /// The suggestion bar of a layout without an input method: the word as typed, the
        /// autocorrection, alternatives and completions; next words after a space.
        public var suggestions: [Suggestion]
        public var returnKey: ResolvedKeyboard.ReturnKeyState?
        /// The edit menu's items while it shows.
        public var menu: [MenuItem]?
        /// After Replace: the words offered in the menu's place while they show (pick one with
        /// ``KeyboardSession/selectReplacement(_:time:)``); empty when there are none, which a
        /// front end shows as ``KeyboardSession/noReplacementsTitle``.
        public var replacements: [String]?
        /// Keyboard events not yet taken with ``KeyboardSession/takeEvents()``.
        public var pendingEvents: [KeyboardEvent]
        /// While the emoji keyboard's search field has the keys: its query and the emoji found
        /// (pick one with ``KeyboardSession/selectEmojiResult(_:)``).
        public var emojiSearch: EmojiSearchState?
        /// The last problem to show the user (an input method that cannot start or failed, a
        /// layout that cannot be shown); ``KeyboardSession/delegate`` hears each.
        public var problem: KeyboardSessionError?
    }

    /// The host under the session: the lower-level API the session drives (a keyboard without
    /// touches, text containers or events). Front ends use the session; the host is for the
    /// session and its tests.
    let host: InputHost
    /// Passes the host's problems and globe-key requests to ``delegate``.
    let bridge = SessionDelegateBridge()
    public let configuration: Configuration
    public private(set) var container: TextContainer?
    private var presentation: KeyboardPresentation
    var interaction: TextInteractionSession?
    private var pendingEvents: [KeyboardEvent] = []
    /// The edit menu; any change to it (opening, closing) closes Replace's words.
    var menu: [MenuItem]? {
        didSet { replacements = nil }
    }
    var replacements: [String]?
    /// What the menu says when Replace has nothing to offer, as iOS does.
    public static let noReplacementsTitle = "No Replacements Found"
    var touch: KeyTouch?
    var lastShiftTap: Double?
    /// When the last stroke on a handwriting pad ended, while its character is open.
    var lastStroke: Double?

    /// The finger on the keyboard.
    struct KeyTouch {
        var downTime: Double
        var key: ResolvedKey?
        var point: Point
        var alternates: Alternates?
        /// Backspace: when the next repeat fires, and how many have.
        var nextRepeat: Double?
        var repeats = 0
        /// Space: whether the pan moved the caret.
        var panned = false
        /// Where the finger landed, and the key there (a flick is measured from it).
        var start: Point
        var firstKey: ResolvedKey?
        /// On a handwriting pad: the stroke so far, in the pad's coordinates.
        var stroke: [StrokePoint]?
    }

    /// - Parameters:
    ///   - keyboards: the keyboards the user enabled, in order; the first is shown, the globe
    ///     key moves to the next.
    ///   - storage: the storage each input method gets, by id (default: in memory).
    public init(catalog: KeyboardCatalog, registry: InputMethodRegistry, keyboards: [String], device: DeviceProfile.ID, screen: Size,
                orientation: Orientation = .portrait, configuration: Configuration = Configuration(),
                storage: @escaping (InputMethodID) -> any InputMethodStorage = { _ in MemoryStorage() }) {
        host = InputHost(catalog: catalog, registry: registry, layout: keyboards.first ?? "", device: device, orientation: orientation,
                         storage: storage)
        host.enabledLayouts = keyboards
        self.configuration = configuration
        presentation = KeyboardPresentation(screen: screen)
        bridge.session = self
        host.delegate = bridge
    }

    // MARK: State

    /// The state now: O(*n*) in the text's length (it is copied).
    public var state: State {
        State(
            text: container?.text ?? "", selection: container?.selectedRange ?? 0..<0,
            markedText: container?.markedText, markedRange: container?.markedRange,
            layout: host.layout, keyboard: host.keyboard, keyboardFrame: presentation.frame,
            layer: host.layer, shiftState: host.shiftState,
            highlightedKey: touch?.alternates == nil ? touch?.key?.id : nil, alternates: touch?.alternates,
            inputMethod: host.inputMethodID, candidates: host.candidates, hasMoreCandidates: host.hasMoreCandidates,
            followOns: host.followOns, suggestions: host.suggestions, returnKey: host.returnKey, menu: menu, replacements: replacements,
            pendingEvents: pendingEvents, emojiSearch: host.emojiSearch,
            problem: host.lastError
        )
    }

    /// The keyboard events since the last call, in order (show, frame changes, hide).
    public func takeEvents() -> [KeyboardEvent] {
        defer { pendingEvents = [] }
        return pendingEvents
    }

    // MARK: Focus and geometry

    /// Focuses a container: the previous one ends editing (its composition committed), the
    /// keyboard is resolved for the new one's traits and shown (or moved), its method activated.
    ///
    /// - Parameter menuVisible: the edit menu shows as editing starts (a front end restoring a
    ///   view's state).
    public func focus(_ newContainer: TextContainer, textLayout: any TextLayout, menuVisible: Bool = false) throws(ResolutionError) {
        try host.focus(newContainer)
        if interaction?.container !== newContainer || menuVisible {
            interaction = TextInteractionSession(container: newContainer, layout: textLayout, configuration: textInteractionConfiguration,
                                                 isMenuVisible: menuVisible)
            menu = menuVisible ? interaction?.interaction.menuItems : nil
        } else {
            interaction?.layout = textLayout
        }
        container = newContainer
        touch = nil
        presentKeyboard()
    }

    /// A text view on screen that is not being edited: touches on the text go to it, and the
    /// gesture that gives it a caret (a tap) focuses it, showing the keyboard, as tapping a
    /// field on iPhone does. A focused container stays focused until then.
    public func attach(_ view: TextContainer, textLayout: any TextLayout) {
        interaction = TextInteractionSession(container: view, layout: textLayout, configuration: textInteractionConfiguration,
                                             hasCaret: false)
        menu = nil
    }

    /// The focused container resigns: its composition is committed and the keyboard hides.
    public func resign() {
        host.resign()
        container = nil
        interaction = nil
        touch = nil
        menu = nil
        pendingEvents += presentation.hide()
    }

    /// The device turned: the keyboard is resolved for the new orientation and moves.
    public func rotate(to orientation: Orientation, screen: Size) throws(ResolutionError) {
        try host.rotate(to: orientation)
        touch = nil
        pendingEvents += presentation.rotate(screen: screen, size: host.keyboard?.size)
    }

    /// Another device (a front end's device control): the keyboard is resolved for its
    /// profile in `orientation` and moves, as ``rotate(to:screen:)`` does.
    public func show(on device: DeviceProfile.ID, orientation: Orientation, screen: Size) throws(ResolutionError) {
        guard host.catalog.devices[device] != nil else { throw .unknownDevice(device, suggestion: nil) }
        host.device = device
        interaction?.configuration = textInteractionConfiguration
        try rotate(to: orientation, screen: screen)
    }

    /// The text's touch configuration on the device shown: ``Configuration/textInteraction``,
    /// with the space-bar trackpad after a long press where the device has one
    /// (`KeyboardModel/DeviceProfile/hasSpaceBarTrackpad`: every iPhone and iPad since iOS 12,
    /// not the classic iPhone) and the configuration does not say otherwise.
    var textInteractionConfiguration: TextInteractionConfiguration {
        var result = configuration.textInteraction
        if result.trackpadAfterLongPress == nil, host.catalog.devices[host.device]?.hasSpaceBarTrackpad == true {
            result.trackpadAfterLongPress = result.longPressDelay
        }
        return result
    }

    /// Shows another of the enabled keyboards (or any layout), committing the composition.
    public func showLayout(_ layout: String) {
        host.layout = layout
        presentKeyboard()
    }

    /// Shows the next of the user's keyboards (`KeyboardSettings/enabledKeyboards`), as the globe
    /// key does; from a layout not in the list, the first.
    public func showNextKeyboard() {
        host.showNextLayout()
        presentKeyboard()
    }

    /// Reports a frame change when the keyboard's size changed (a layout with another height).
    func presentKeyboard() {
        if let size = host.keyboard?.size { pendingEvents += presentation.show(size: size) } else { pendingEvents += presentation.hide() }
    }

    func afterKey() {
        if host.isDismissRequested {
            host.isDismissRequested = false
            resign()
            return
        }
        replacements = nil
        if menu != nil {
            menu = nil
            interaction?.closeMenu()
        }
        presentKeyboard()
    }

    /// The option under a point: the frame holding it, or the nearest one (along a strip the
    /// point's column, down a column its row; a finger still on the key picks from the first row).
    static func option(at point: Point, in frames: [Rect], isColumn: Bool) -> Int {
        guard !frames.isEmpty, point.x.isFinite, point.y.isFinite else { return 0 }
        if let inside = frames.firstIndex(where: { $0.contains(point) }) { return inside }
        // A point far off is brought to the frames' bounds first, so distances stay comparable.
        let minX = frames.map(\.x).min() ?? 0, maxX = frames.map(\.maxX).max() ?? 0
        let minY = frames.map(\.y).min() ?? 0, maxY = frames.map(\.maxY).max() ?? 0
        let point = Point(x: min(max(point.x, minX - 1), maxX + 1), y: min(max(point.y, minY - 1), maxY + 1))
        func distance(_ frame: Rect) -> Double {
            let dx = max(frame.x - point.x, 0, point.x - frame.maxX), dy = max(frame.y - point.y, 0, point.y - frame.maxY)
            return isColumn ? dy * 1e6 + dx : dx + dy
        }
        return frames.indices.min { distance(frames[$0]) < distance(frames[$1]) } ?? 0
    }

    /// Whether a gesture's actions moved the caret (a pan on the space bar did).
    static func movesCaret(_ actions: [TextInteractionAction]) -> Bool {
        actions.contains { if case .moveCaret = $0 { true } else { false } }
    }

}
