public import KeyboardModel

/// The shift state a key was pressed in.
public enum ShiftState: String, Hashable, Sendable, CaseIterable {
    case off, shifted, capsLock
}

/// The modifier keys held with a hardware key, besides Shift (``ShiftState``). A soft key has none.
public struct KeyModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The left Control key (or either, when the keyboard does not tell them apart).
    public static let control = KeyModifiers(rawValue: 1)
    public static let rightControl = KeyModifiers(rawValue: 2)
    /// The left Alt (Option) key, or either.
    public static let alt = KeyModifiers(rawValue: 4)
    /// The right Alt key (AltGr).
    public static let rightAlt = KeyModifiers(rawValue: 8)
    /// Caps Lock is on (a hardware keyboard's: it may be on while Shift is held).
    public static let capsLock = KeyModifiers(rawValue: 16)
}

/// A key press as an input method hears it.
public struct KeyInput: Hashable, Sendable {
    /// What the key types on the layer shown (its shifted form on a shifted layer).
    public var output: String
    /// The key's id, when the press came from a key.
    public var keyID: Key.ID?
    /// Whether the output is a long-press alternate.
    public var isLongPress: Bool
    /// Whether the output came from a flick.
    public var isFlick: Bool
    public var shift: ShiftState
    /// What repeated taps of the key cycle through, its output first (empty: no cycle): a
    /// multi-tap method replaces the last output with the next while the taps come quickly.
    public var multiTap: [String]
    /// When the key was pressed (seconds, as the host's touches carry them), when known: a
    /// multi-tap method ends a toggle after a pause.
    public var time: Double?
    /// Modifier keys held with a hardware key (the key's id then names it as Keyman does,
    /// `K_A`, and `output` is what it types on a US keyboard: a method without rules types that).
    public var modifiers: KeyModifiers
    /// Whether the key is a hardware keyboard's rather than one of the keyboard shown.
    public var isHardware: Bool

    public init(output: String, keyID: Key.ID? = nil, isLongPress: Bool = false, isFlick: Bool = false, shift: ShiftState = .off,
                multiTap: [String] = [], time: Double? = nil, modifiers: KeyModifiers = [], isHardware: Bool = false) {
        self.modifiers = modifiers
        self.isHardware = isHardware
        self.multiTap = multiTap
        self.time = time
        self.output = output
        self.keyID = keyID
        self.isLongPress = isLongPress
        self.isFlick = isFlick
        self.shift = shift
    }
}

/// One point of a handwritten stroke, in the drawing area's points, with its time in seconds.
public struct StrokePoint: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public var time: Double

    public init(x: Double, y: Double, time: Double) {
        self.x = x
        self.y = y
        self.time = time
    }
}

/// What happens on the keyboard, as an input method hears it.
public enum InputEvent: Hashable, Sendable {
    /// A key that types something.
    case key(KeyInput)
    case backspace
    case space
    case `return`
    /// The user picked the candidate at this index (of all candidates, not of a page).
    case selectCandidate(Int)
    /// The user picked a follow-on suggestion.
    case selectFollowOn(Int)
    /// The user asked to remove the candidate at this index from what the method has learned
    /// (a long press on a candidate, then Remove); methods that learn nothing ignore it.
    case forgetCandidate(Int)
    /// A handwritten stroke.
    case stroke([StrokePoint])
    /// The writer ended a character (paused after its strokes): a handwriting method commits
    /// what the strokes so far make and clears its pad. Others leave it unhandled.
    case endOfCharacter
    /// A key with a command for the method (`KeyAction.command`): `undo-toggle`, `modifier` …
    /// A method that knows no such command leaves it unhandled.
    case command(String)
}
