public import TextEditing
import Geometry

/// The keyboard's cursor-pan filter (text-interaction specification c.7): turns a touch sliding
/// on the space bar into caret steps.
///
/// - **Dead zone**: nothing happens until the touch has travelled `panDeadZone` points
///   horizontally from where it went down; the move that crosses it counts. A touch that never
///   crosses it was a key tap (``up()`` says so), so typing is never read as a pan.
/// - **By velocity** (the default): each move adds |velocity| / `panDivisor` to an accumulator;
///   every `panThreshold` accumulated is one step, so a fast swipe gives several steps per move.
///   A reversal starts the accumulator again (no momentum carries over); a zero velocity does
///   nothing. Without a reported velocity, Δx / Δt between moves is used.
/// - **Trackpad mode**: one step per `trackpadStep` points of travel, by position, for every
///   pan (`trackpad`), or, as current keyboards do, once the touch has rested on the space bar
///   for `trackpadAfterLongPress` seconds (its first move after that sets the origin).
public struct CursorPanFilter: Hashable, Sendable {
    private var downX = 0.0
    private var lastX = 0.0
    private var lastTime = 0.0
    private var anchorX = 0.0
    private var isActive = false
    private var isTouching = false
    private var downTime = 0.0
    private var isTrackpad = false
    private var accumulator = 0.0
    private var lastSign = 0.0

    public init() {}

    public mutating func down(time: Double, x: Double) {
        self = CursorPanFilter()
        downX = x
        lastX = x
        lastTime = time
        downTime = time
        isTouching = true
    }

    /// The steps one move makes: the way the finger went and a count (`nil` when none).
    public mutating func move(time: Double, x: Double, velocity: Double?,
                              _ configuration: TextInteractionConfiguration) -> (VisualDirection, Int)? {
        guard isTouching else { return nil }
        let elapsed = time - lastTime
        let vx = velocity ?? (elapsed > 0 ? (x - lastX) / elapsed : 0)
        lastX = x
        lastTime = time
        if !isActive {
            if let delay = configuration.trackpadAfterLongPress, time - downTime >= delay - 1e-9 {
                // The touch rested on the space bar: the keyboard is a trackpad from here on.
                isActive = true
                isTrackpad = true
                anchorX = x
                return nil
            }
            guard abs(x - downX) >= configuration.panDeadZone else { return nil }
            isActive = true
            anchorX = downX
        }
        if configuration.trackpad || isTrackpad {
            let steps = Int(saturating: ((x - anchorX) / configuration.trackpadStep).rounded(.towardZero))
            guard steps != 0 else { return nil }
            anchorX += Double(steps) * configuration.trackpadStep
            return (steps > 0 ? .right : .left, steps == .min ? .max : abs(steps))
        }
        guard vx != 0 else { return nil }
        let sign: Double = vx > 0 ? 1 : -1
        if lastSign != 0 && sign != lastSign { accumulator = 0 }
        lastSign = sign
        accumulator += abs(vx) / configuration.panDivisor
        let steps = (accumulator / configuration.panThreshold).rounded(.down)
        accumulator -= configuration.panThreshold * steps
        guard steps > 0 else { return nil }
        return (sign > 0 ? .right : .left, Int(saturating: steps))
    }

    /// Ends the touch and resets the filter; returns whether it was a key tap (it never left
    /// the dead zone).
    public mutating func up() -> Bool {
        let wasTap = isTouching && !isActive
        self = CursorPanFilter()
        return wasTap
    }
}
