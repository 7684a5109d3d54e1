public import Geometry
import InputMethodCore
import KeyboardModel
import TextEditing
import TextInteraction

/// Touches on the keyboard: a finger down, moving, lifted, resting (long presses, key repeat,
/// the space bar's pan and trackpad, flicks, strokes on a writing pad, double-tapped shift).
extension KeyboardSession {
    /// A finger goes down on the keyboard.
    public func touchDown(at point: Point, time: Double) {
        guard let keyboard = host.keyboard else { return }
        advance(to: time)
        let key = keyboard.key(at: point)
        touch = KeyTouch(downTime: time, key: key, point: point, start: point, firstKey: key)
        if key?.action != .writingPad { lastStroke = nil }
        if let key, key.action == .writingPad { touch?.stroke = [Self.padPoint(point, in: key.frame, time: time)] }
        if key?.action == .backspace { touch?.nextRepeat = time + configuration.repeatDelay }
        if key?.action == .space, spaceBarPans { handleText(.panDown(time: time, x: point.x)) }
    }

    /// Whether the space bar moves the text's caret (its pan and trackpad): not while the emoji
    /// search has the keys, whose field is not the text the gestures act on.
    var spaceBarPans: Bool { !host.isSearchingEmoji }

    /// The finger moves: the highlight follows it, or the selected alternate does.
    public func touchMove(to point: Point, time: Double) {
        guard touch != nil, let keyboard = host.keyboard else { return }
        advance(to: time)
        guard var current = touch else { return }
        let moved = point != current.point
        current.point = point
        if current.stroke != nil, let pad = current.firstKey {
            // Writing: the ink follows the finger, even off the pad (the recognizer normalises it).
            if moved { current.stroke?.append(Self.padPoint(point, in: pad.frame, time: time)) }
            touch = current
            return
        }
        if var alternates = current.alternates {
            alternates.selected = Self.option(at: point, in: alternates.frames, isColumn: alternates.isColumn)
            current.alternates = alternates
        } else if current.key?.action == .space, spaceBarPans {
            // Every move goes to the pan (evaluated first: `||` would skip it once panned).
            current.panned = Self.movesCaret(handleText(.panMove(time: time, x: point.x, velocity: nil))) || current.panned
        } else if moved {
            current.key = keyboard.key(at: point)
        }
        touch = current
    }

    /// The finger lifts: the key under it types (or the alternate under it).
    public func touchUp(at point: Point, time: Double) {
        touchMove(to: point, time: time)
        guard let current = touch else { return }
        touch = nil
        if let alternates = current.alternates, alternates.isColumn {
            showLayout(alternates.options[alternates.selected])
            return
        }
        if let alternates = current.alternates {
            if let index = host.keyboard?.key(alternates.key)?.longPress.firstIndex(of: alternates.options[alternates.selected]) {
                host.pressLongPress(alternates.key, alternate: index)
            }
            afterKey()
            return
        }
        if let stroke = current.stroke {
            host.write(stroke)
            lastStroke = time
            afterKey()
            return
        }
        // On the emoji grid, a sideways swipe turns the page (left: the next), as iOS scrolls it.
        if let first = current.firstKey, first.isEmojiCell,
            abs(point.x - current.start.x) >= configuration.flickDistance, abs(point.x - current.start.x) > abs(point.y - current.start.y) {
            host.scrollEmoji(by: point.x < current.start.x ? 1 : -1)
            afterKey()
            return
        }
        // A key with flicks: a finger that slid far enough from where it landed types the flick
        // in the direction it went (the key it landed on counts, not the one under it now).
        if let first = current.firstKey, !first.flicks.isEmpty,
            let direction = Self.flick(from: current.start, to: point, distance: configuration.flickDistance, among: first.flicks.keys) {
            host.pressFlick(first.id, direction: direction, time: time)
            afterKey()
            return
        }
        guard let key = current.key else { return }
        switch key.action {
        case .space:
            // The lift always ends the pan, whatever it did before.
            let moved = spaceBarPans && (Self.movesCaret(handleText(.panUp(time: time))) || current.panned)
            if !moved { host.press(key.id) }
        case .shift:
            tapShift(key.id, time: time)
        case .backspace:
            // A held backspace that repeated has deleted already; the lift adds nothing.
            if current.repeats == 0 { host.press(key.id) }
        default:
            host.press(key.id, at: point, time: time)
        }
        if key.action != .shift { lastShiftTap = nil }
        afterKey()
    }

    /// A tap on shift at `time`: two within ``Configuration/doubleTapInterval`` with no other key
    /// between lock caps from any state (from an automatic shift, the first tap unshifts and the
    /// second locks), as on iPhone; a tap without a time never counts as the second.
    func tapShift(_ id: Key.ID, time: Double?) {
        if let time, let last = lastShiftTap, time - last <= configuration.doubleTapInterval, time >= last,
            host.settings.enableCapsLock {
            host.lockCaps()
            lastShiftTap = nil
        } else {
            host.press(id)
            lastShiftTap = time
        }
    }

    /// A point on the keyboard as a point of ink on a pad whose frame is `frame`.
    static func padPoint(_ point: Point, in frame: Rect, time: Double) -> StrokePoint {
        StrokePoint(x: point.x - frame.x, y: point.y - frame.y, time: time)
    }

    /// The direction of a slide at least `distance` long, or nil: of the directions `among`
    /// (by default the four straight ones), the one nearest the slide's angle. A key with only
    /// straight flicks reads a slide by its longer axis; one with diagonals (CLDR and Keyman
    /// flicks) tells eight apart.
    static func flick(from start: Point, to end: Point, distance: Double,
                      among directions: some Collection<FlickDirection> = [FlickDirection.up, .down, .left, .right]) -> FlickDirection? {
        let dx = end.x - start.x, dy = end.y - start.y
        let length = (dx * dx + dy * dy).squareRoot()
        guard max(abs(dx), abs(dy)) >= distance, length > 0 else { return nil }
        // Horizontal first: a slide exactly between two directions reads as the earlier.
        let straight: [FlickDirection] = [.left, .right, .up, .down]
        let candidates = directions.contains(where: \.isDiagonal) ? straight + [.upLeft, .upRight, .downLeft, .downRight] : straight
        var best = candidates[0], bestScore = -Double.infinity
        for direction in candidates {
            let score = direction.vector.x * dx + direction.vector.y * dy
            if score > bestScore + 1e-9 { best = direction; bestScore = score }
        }
        return best
    }

    /// A tap: down and up at one point.
    public func tap(at point: Point, time: Double) {
        touchDown(at: point, time: time)
        touchUp(at: point, time: time)
    }

    /// The most key repeats one ``advance(to:)`` makes, however far time moved [chosen: ten
    /// seconds of repeat at iOS's rate; the rest of a longer jump is skipped].
    public static let maximumRepeatsPerStep = 100

    /// Time passes with the finger resting: alternates show, backspace repeats (at most
    /// ``maximumRepeatsPerStep`` a call).
    public func advance(to time: Double) {
        // A pause after writing ends the character.
        if touch == nil, let last = lastStroke, time - last >= configuration.characterPause - 1e-9 {
            lastStroke = nil
            host.endCharacter()
            afterKey()
        }
        guard var current = touch, let key = current.key else { return }
        let keyboards = host.enabledLayouts
        if current.alternates == nil, key.action == .nextKeyboard, keyboards.count > 1,
            time - current.downTime >= configuration.longPressDelay {
            // The keyboard list: one row per enabled keyboard, upwards from the globe key.
            let width = max(key.frame.width * 3, 160), height = key.frame.height
            let frames = keyboards.indices.map { Rect(x: key.frame.x, y: key.frame.y - height * Double(keyboards.count - $0), width: width,
                                                      height: height) }
            current.alternates = Alternates(key: key.id, options: keyboards, frames: frames,
                                            selected: keyboards.firstIndex(of: host.layout) ?? 0, isColumn: true)
        }
        if current.alternates == nil, !key.longPress.isEmpty, time - current.downTime >= configuration.longPressDelay {
            // The default alternate (CLDR's longPressDefault, Keyman's default subkey) opens under the finger.
            let frames = AlternatesPopup.frames(count: key.longPress.count, over: key.frame,
                                              keyboardWidth: host.keyboard?.size.width ?? key.frame.maxX,
                                              anchor: key.longPressDefault ?? 0)
            current.alternates = Alternates(key: key.id, options: key.longPress, frames: frames,
                                            selected: Self.option(at: current.point, in: frames, isColumn: false))
        }
        // A little slack, so a repeat due at 1.8 s fires at 1.8 s whatever the rounding of 0.1.
        // At most `maximumRepeatsPerStep` repeats a step: a clock that jumps (a front end's,
        // a hostile request's) cannot make one call press a key a billion times.
        var repeated = 0
        while let due = current.nextRepeat, due <= time + 1e-9 {
            guard repeated < Self.maximumRepeatsPerStep, configuration.repeatInterval > 0 else {
                current.nextRepeat = time + max(configuration.repeatInterval, 1e-3)
                break
            }
            host.press(key.id)
            current.repeats += 1
            repeated += 1
            current.nextRepeat = due + configuration.repeatInterval
        }
        if key.action == .space, spaceBarPans { handleText(.advance(to: time)) }
        touch = current
    }
}
