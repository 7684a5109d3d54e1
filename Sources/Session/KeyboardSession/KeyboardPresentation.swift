public import Geometry

/// What a front end hears when the keyboard appears, moves or goes, as UIKit's
/// `UIKeyboardWillShowNotification` and friends with their user-info keys.
public struct KeyboardEvent: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable {
        case willShow, didShow, willChangeFrame, didChangeFrame, willHide, didHide
    }

    public var kind: Kind
    /// The keyboard's frame before, in screen coordinates.
    public var beginFrame: Rect
    /// The keyboard's frame after, in screen coordinates.
    public var endFrame: Rect
    /// The animation's length in seconds (only in "will" events, as in UIKit).
    public var animationDuration: Double?
    /// The animation curve UIKit reports (7, a private curve; only in "will" events).
    public var animationCurve: Int?
    /// Whether the keyboard belongs to this app.
    public var isLocal: Bool

    /// UIKit's keyboard animation: 0.25 s, curve 7.
    public static let standardDuration = 0.25
    public static let standardCurve = 7
}

/// Where the keyboard is on screen, and the events that report it moving: shown from below the
/// screen's bottom edge, its frame changing (a taller keyboard, a rotation), hidden back below
/// it. A value a front end or session keeps; each change returns the events it causes, in order
/// (will, then did), and nothing when the frame stays.
///
/// ```swift
/// var presentation = KeyboardPresentation(screen: Size(width: 320, height: 480))
/// presentation.show(size: Size(width: 320, height: 216)).map(\.kind)   // [.willShow, .didShow]
/// presentation.frame     // (0, 264, 320, 216): at the bottom, centred
/// presentation.hide().map(\.kind)   // [.willHide, .didHide]
/// ```
public struct KeyboardPresentation: Hashable, Sendable {
    public private(set) var screen: Size
    /// The keyboard's frame on screen, or `nil` while hidden.
    public private(set) var frame: Rect?

    public init(screen: Size) { self.screen = screen }

    /// Shows a keyboard of `size` (or keeps showing it at that size): show events if it was
    /// hidden, frame-change events if its frame changes.
    public mutating func show(size: Size) -> [KeyboardEvent] {
        let end = Rect(x: (screen.width - size.width) / 2, y: screen.height - size.height, width: size.width, height: size.height)
        let previous = frame
        frame = end
        guard let begin = previous else {
            return Self.pair(.willShow, .didShow, begin: Rect(x: end.x, y: screen.height, width: end.width, height: end.height), end: end)
        }
        return begin == end ? [] : Self.pair(.willChangeFrame, .didChangeFrame, begin: begin, end: end)
    }

    /// Hides the keyboard below the screen's bottom edge (nothing if hidden).
    public mutating func hide() -> [KeyboardEvent] {
        guard let begin = frame else { return [] }
        frame = nil
        return Self.pair(.willHide, .didHide, begin: begin,
                         end: Rect(x: begin.x, y: screen.height, width: begin.width, height: begin.height))
    }

    /// The screen turned or resized: a shown keyboard of `size` moves to its new place.
    public mutating func rotate(screen: Size, size: Size?) -> [KeyboardEvent] {
        self.screen = screen
        guard frame != nil, let size else { return [] }
        return show(size: size)
    }

    private static func pair(_ will: KeyboardEvent.Kind, _ did: KeyboardEvent.Kind, begin: Rect, end: Rect) -> [KeyboardEvent] {
        [
            KeyboardEvent(kind: will, beginFrame: begin, endFrame: end, animationDuration: KeyboardEvent.standardDuration,
                          animationCurve: KeyboardEvent.standardCurve, isLocal: true),
            KeyboardEvent(kind: did, beginFrame: begin, endFrame: end, animationDuration: nil, animationCurve: nil, isLocal: true),
        ]
    }
}

/// Keeping content visible above the keyboard.
public enum KeyboardAvoidance {
    /// The part of `area` (a view's frame in screen coordinates) the keyboard does not cover.
    ///
    /// ```swift
    /// visibleArea(of: Rect(x: 0, y: 0, width: 320, height: 480), keyboardFrame: Rect(x: 0, y: 264, width: 320, height: 216))
    /// // (0, 0, 320, 264)
    /// ```
    public static func visibleArea(of area: Rect, keyboardFrame: Rect?) -> Rect {
        guard let keyboard = keyboardFrame, keyboard.overlaps(area) else { return area }
        let bottom = max(area.y, min(area.maxY, keyboard.y))
        return Rect(x: area.x, y: area.y, width: area.width, height: bottom - area.y)
    }

    /// The scroll offset that shows `target` (a rectangle in content coordinates: the caret,
    /// a table row) in a scroll view whose frame on screen is `viewport`, keeping `margin`
    /// points clear, with the content extended by the keyboard's overlap so the last row can
    /// scroll up above the keyboard. Unchanged when the target is already visible.
    public static func scrollOffset(toReveal target: Rect, currentOffset: Double, viewport: Rect, keyboardFrame: Rect?,
                                    contentHeight: Double, margin: Double = 8) -> Double {
        let visibleHeight = visibleArea(of: viewport, keyboardFrame: keyboardFrame).height
        var offset = currentOffset
        if target.maxY + margin > offset + visibleHeight { offset = target.maxY + margin - visibleHeight }
        if target.y - margin < offset { offset = target.y - margin }
        let maximum = max(0, contentHeight - visibleHeight)
        return max(0, min(offset, maximum))
    }
}
