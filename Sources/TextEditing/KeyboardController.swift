public import KeyboardModel

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

/// Tracks the focused (first-responder) container and the keyboard it gets, and reports the
/// keyboard's show, frame-change and hide events. Time is not modelled: every call returns the
/// events it causes, in order, and the front end animates them.
///
/// ```swift
/// let controller = KeyboardController(catalog: BundledLayouts.catalog, layout: "sv-SE",
///                                     device: "iphone-classic", screen: Size(width: 320, height: 480))
/// let events = try controller.focus(field)
/// events.map(\.kind)             // [.willShow, .didShow]
/// events[0].endFrame             // (0, 264, 320, 216): at the bottom of the screen
/// ```
public final class KeyboardController {
    public let catalog: KeyboardCatalog
    /// The layout id or locale the keyboard shows.
    public var layout: String
    public let device: DeviceProfile.ID
    public private(set) var orientation: Orientation
    public private(set) var screen: Size
    public private(set) var focused: TextContainer?
    /// The keyboard shown, if any.
    public private(set) var keyboard: ResolvedKeyboard?

    public init(catalog: KeyboardCatalog, layout: String, device: DeviceProfile.ID, screen: Size, orientation: Orientation = .portrait) {
        self.catalog = catalog
        self.layout = layout
        self.device = device
        self.screen = screen
        self.orientation = orientation
    }

    /// The keyboard's frame on screen, or `nil` while hidden.
    public var keyboardFrame: Rect? { keyboard.map(frame(for:)) }

    /// Focuses a container: the previous one ends editing (committing its marked text), the
    /// keyboard is resolved for the new one's traits. Shows the keyboard if hidden; if it was
    /// shown, reports a frame change only when the frame changes.
    public func focus(_ container: TextContainer) throws(ResolutionError) -> [KeyboardEvent] {
        guard container !== focused else { return [] }
        let resolved = try resolve(for: container)
        focused?.endEditing()
        focused = container
        container.beginEditing()
        let previous = keyboard
        keyboard = resolved
        let end = frame(for: resolved)
        guard let previous else {
            let begin = Rect(x: end.x, y: screen.height, width: end.width, height: end.height)
            return pair(.willShow, .didShow, begin: begin, end: end)
        }
        let begin = frame(for: previous)
        return begin == end ? [] : pair(.willChangeFrame, .didChangeFrame, begin: begin, end: end)
    }

    /// The focused container resigns: the keyboard hides.
    public func resign() -> [KeyboardEvent] {
        guard let shown = keyboard else { return [] }
        focused?.endEditing()
        focused = nil
        keyboard = nil
        let begin = frame(for: shown)
        return pair(.willHide, .didHide, begin: begin, end: Rect(x: begin.x, y: screen.height, width: begin.width, height: begin.height))
    }

    /// The device turns: the keyboard (if shown) is resolved for the new geometry and its frame
    /// change reported.
    public func rotate(to orientation: Orientation, screen: Size) throws(ResolutionError) -> [KeyboardEvent] {
        let previous = keyboard.map(frame(for:))
        self.orientation = orientation
        self.screen = screen
        guard let container = focused, let begin = previous else { return [] }
        let resolved = try resolve(for: container)
        keyboard = resolved
        let end = frame(for: resolved)
        return begin == end ? [] : pair(.willChangeFrame, .didChangeFrame, begin: begin, end: end)
    }

    /// Re-resolves the shown keyboard after the focused container's text changed (the return
    /// key may enable or disable); the frame does not change, so no event.
    public func refresh() throws(ResolutionError) {
        guard let container = focused else { return }
        keyboard = try resolve(for: container)
    }

    private func resolve(for container: TextContainer) throws(ResolutionError) -> ResolvedKeyboard {
        try catalog.resolve(KeyboardRequest(layout: layout, traits: container.traits, device: device, orientation: orientation, hasText: !container.isEmpty))
    }

    /// The keyboard at the bottom of the screen, centred horizontally.
    private func frame(for keyboard: ResolvedKeyboard) -> Rect {
        Rect(x: (screen.width - keyboard.size.width) / 2, y: screen.height - keyboard.size.height, width: keyboard.size.width, height: keyboard.size.height)
    }

    private func pair(_ will: KeyboardEvent.Kind, _ did: KeyboardEvent.Kind, begin: Rect, end: Rect) -> [KeyboardEvent] {
        [
            KeyboardEvent(kind: will, beginFrame: begin, endFrame: end, animationDuration: KeyboardEvent.standardDuration, animationCurve: KeyboardEvent.standardCurve, isLocal: true),
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
