public import Geometry
public import TextEditing

/// What a front end reports: touches on the text (with the host's tap count, like
/// `UITouch.tapCount`), edit-menu commands, touches on the keyboard's pan surface (the space
/// bar), and the passing of time. Times are in seconds, points in the text's coordinates.
public enum TextInteractionEvent: Hashable, Sendable {
    case down(time: Double, point: Point, tapCount: Int)
    case move(time: Double, point: Point)
    case up(time: Double, point: Point, tapCount: Int)
    case cancel(time: Double)
    case menu(MenuCommand, time: Double)
    /// A touch on the pan surface begins, at horizontal position `x`.
    case panDown(time: Double, x: Double)
    /// It moves; `velocity` is the horizontal velocity in pt/s (`nil`: derived from the moves).
    case panMove(time: Double, x: Double, velocity: Double?)
    case panUp(time: Double)
    /// Time passes with no touch: deadlines up to `time` fire.
    case advance(to: Double)

    public var time: Double {
        switch self {
        case .down(let time, _, _), .move(let time, _), .up(let time, _, _), .cancel(let time), .menu(_, let time),
             .panDown(let time, _), .panMove(let time, _, _), .panUp(let time), .advance(let time):
            time
        }
    }
}

/// The edit menu's commands that change the selection.
public enum MenuCommand: String, Hashable, Sendable, CaseIterable {
    case select, selectAll
}

/// The edit menu's items, in the order shown.
///
/// A selection's menu is Cut, Copy, Paste, Replace, as the specification has it (iPhone OS's
/// "cut/copy/paste/replace menu"); Replace offers other spellings of the selected word, which the
/// keyboard session asks its language's autocorrector for (``KeyboardSession`` shows them, or
/// "No Replacements Found").
public enum MenuItem: String, Hashable, Sendable, CaseIterable {
    case select, selectAll, paste, cut, copy, replace
}

/// How a caret is placed: snapped to a word boundary (a tap) or exactly (a long press).
public enum CaretPlacement: String, Hashable, Sendable {
    case wordBoundary, exact
}

/// The magnifier over a caret, or the range loupe over a selection's end.
public enum LoupeKind: String, Hashable, Sendable {
    case magnifier, range
}

/// What the front end does, in order. ``TextInteraction/apply(_:to:)`` applies the ones that
/// change the text container; the rest (menus, loupes, scrolling, traces) are the front end's.
public enum TextInteractionAction: Hashable, Sendable {
    /// A marker of the reference logs (their gesture-case labels), for comparing with them.
    case trace(String)
    case closeMenus
    case clearSelection
    case placeCaret(offset: Int, mode: CaretPlacement)
    case showLoupe(LoupeKind)
    case hideLoupe
    case selectWord(Range<Int>)
    case extendSelection(Range<Int>)
    case selectAll(Range<Int>)
    case showMenu([MenuItem])
    case setScrolling(Bool)
    /// The keyboard's cursor-pan: move the caret by `steps` grapheme clusters on screen, the
    /// way the finger went (right is forward in left-to-right text, backward in right-to-left
    /// text); a selection collapses first to its edge on that side.
    case moveCaret(direction: VisualDirection, steps: Int)
}

/// Timing and distance constants, with the reference values (text-interaction specification
/// c.4) as defaults.
public struct TextInteractionConfiguration: Hashable, Sendable {
    public enum Profile: String, Hashable, Sendable, CaseIterable {
        /// The iPhone OS 3 behaviour as observed: triple tap acts as a single tap, a long press
        /// places the caret.
        case `default`
        /// Current iOS: a triple tap selects the sentence, and a long press followed by a drag
        /// selects from where the press landed.
        case modern
    }

    public var profile: Profile = .default
    /// Seconds a touch must rest before it is a long press (deadline inclusive).
    public var longPressDelay = 0.45
    /// Seconds a tap must rest to open the edit menu on release, as a touch released just
    /// before the loupe shows does (from this to ``longPressDelay``) [chosen].
    public var menuHoldDuration = 0.30
    /// Seconds after a double-tap drag starts before the range loupe shows.
    public var rangeLoupeDelay = 0.15
    /// Points a touch may move from where it went down and still be a tap (a move strictly
    /// greater starts a drag).
    public var dragSlop = 10.0
    /// For hosts without a tap count: the longest pause between taps, and their largest distance.
    public var multiTapInterval = 0.35
    public var multiTapRadius = 20.0
    /// Horizontal points a pan must travel from its touch-down before it moves the caret.
    public var panDeadZone = 20.0
    /// Each pan move adds |velocity| / `panDivisor` to an accumulator; every `panThreshold`
    /// accumulated is one step.
    public var panDivisor = 10.0
    public var panThreshold = 100.0
    /// Trackpad mode (a long press on the space bar in current keyboards): steps by position,
    /// one per `trackpadStep` points of travel, instead of by velocity.
    public var trackpad = false
    public var trackpadStep = 8.0
    /// Seconds a touch rests on the space bar before the keyboard becomes a trackpad (`nil`:
    /// never; the modern profile uses the long-press delay, as iOS 12 and later do).
    public var trackpadAfterLongPress: Double?

    public init(profile: Profile = .default) {
        self.profile = profile
        if profile == .modern { trackpadAfterLongPress = longPressDelay }
    }
}
