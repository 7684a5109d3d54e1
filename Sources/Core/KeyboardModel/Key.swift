/// One key of a layout, defined once and referred to by id from the rows of any layer.
///
/// A key carries semantics (``action``: what pressing it does) and presentation
/// (``label``, ``sublabel``) separately. Letter keys are usually implied: a row may name
/// any single character that is not a defined id, and that character's key types itself.
///
/// ```swift
/// let e = Key(id: "e", action: .input("e"), longPress: ["è", "é", "ê", "ë"])
/// e.label        // "e"
/// ```
public struct Key: Hashable, Sendable {
    /// A key's id, unique within a layout (`q`, `shift`, `currency`, `dot-com`).
    public struct ID: StringIdentifier {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    public var id: ID
    /// What pressing the key does.
    public var action: KeyAction
    /// What the key shows; `nil` means the output (for input keys) or the action's symbol.
    public var label: String?
    /// A second, smaller line (the letters under a phone-pad digit).
    public var sublabel: String?
    /// What the key types when shifted; `nil` derives it by the locale's case mapping.
    public var shifted: String?
    /// Long-press alternates, in order.
    public var longPress: [String]
    /// The alternate a long press selects before the finger moves (an index into
    /// ``longPress``); `nil`: the first.
    public var longPressDefault: Int?
    /// Outputs for a flick in a direction (flick keyboards).
    public var flicks: [FlickDirection: String]
    /// What repeated taps cycle through, the key's own output first (the 12-key kana pad's あ:
    /// あ い う え お ぁ ぃ ぅ ぇ ぉ); the input method keeps the cycle and its timing.
    public var multiTap: [String]
    /// How wide the key is.
    public var width: KeyWidth

    public init(
        id: ID, action: KeyAction, label: String? = nil, sublabel: String? = nil, shifted: String? = nil,
        longPress: [String] = [], flicks: [FlickDirection: String] = [:], multiTap: [String] = [], width: KeyWidth = .units(1)
    ) {
        self.multiTap = multiTap
        self.id = id
        self.action = action
        self.label = label
        self.sublabel = sublabel
        self.shifted = shifted
        self.longPress = longPress
        self.flicks = flicks
        self.width = width
    }

    /// The key a row implies by naming a single character that no key defines.
    public static func implied(_ character: String) -> Key {
        Key(id: ID(rawValue: character), action: .input(character))
    }
}

/// A direction of a flick gesture.
public enum FlickDirection: String, Hashable, Sendable, CaseIterable, Codable {
    case up, down, left, right, upLeft, upRight, downLeft, downRight

    /// The unit vector of the direction, y growing downwards.
    public var vector: (x: Double, y: Double) {
        let diagonal = 0.5.squareRoot()
        switch self {
        case .up: return (0, -1)
        case .down: return (0, 1)
        case .left: return (-1, 0)
        case .right: return (1, 0)
        case .upLeft: return (-diagonal, -diagonal)
        case .upRight: return (diagonal, -diagonal)
        case .downLeft: return (-diagonal, diagonal)
        case .downRight: return (diagonal, diagonal)
        }
    }

    /// Whether the direction is one of the four diagonals.
    public var isDiagonal: Bool { ![.up, .down, .left, .right].contains(self) }
}

/// What pressing a key does. Semantics only: how it looks is the key's label.
public enum KeyAction: Hashable, Sendable {
    /// Types text.
    case input(String)
    /// Shift (a second tap, or a double tap, is caps lock; the front end decides).
    case shift
    /// Deletes backwards.
    case backspace
    /// Types a space.
    case space
    /// The return key: a line break or the container's return action.
    case `return`
    /// Shows another layer of the same keyboard.
    case switchLayer(Layer.ID)
    /// Toggles between the letters and the numbers layer (`123` on letters, `ABC` on numbers).
    case modeSwitch
    /// Switches to the next keyboard (the globe key).
    case nextKeyboard
    /// Holds space in a row and does nothing; taps in it go to the nearest key.
    case spacer
    /// A command for the layout's input method, by name (`undo-toggle` takes back a multi-tap
    /// step, `modifier` turns the kana before the caret small, voiced or half-voiced); with no
    /// method it does nothing.
    case command(String)
    /// A handwriting pad: touches on it are strokes for the layout's input method.
    case writingPad
    /// Hides the keyboard (iPad's keyboard key): the focused container resigns.
    case dismissKeyboard
    /// Takes back the focused container's last edit (iPad's `undo` key on its numbers layer).
    case undo
    /// Does again the edit undo took back (iPad's `redo` key on its symbols layer).
    case redo
    /// The emoji keyboard's grid: the session fills it with a page of emoji (the category shown,
    /// the user's recents, their skin tones), one key per emoji.
    case emojiGrid
    /// A tab of the emoji keyboard's category bar (one of ``KeyAction/emojiCategories``).
    case emojiCategory(String)
    /// The emoji keyboard's search field: keys then type into the search, not the text.
    case emojiSearch
    /// Back to the keyboard shown before this one (the emoji keyboard's ABC key).
    case previousKeyboard

    /// The emoji keyboard's categories, in the bar's order (the `Emoji` module's `EmojiCategory`).
    public static let emojiCategories = ["recents", "people", "nature", "food", "activity", "travel", "objects", "symbols", "flags"]

    /// The action's name in files and JSON output (`input`, `shift`, `layer` …).
    public var name: String {
        switch self {
        case .input: "input"
        case .shift: "shift"
        case .backspace: "backspace"
        case .space: "space"
        case .return: "return"
        case .switchLayer: "layer"
        case .modeSwitch: "mode"
        case .nextKeyboard: "nextKeyboard"
        case .spacer: "spacer"
        case .command: "command"
        case .writingPad: "pad"
        case .dismissKeyboard: "dismiss"
        case .undo: "undo"
        case .redo: "redo"
        case .emojiGrid: "emoji"
        case .emojiCategory: "emojiCategory"
        case .emojiSearch: "emojiSearch"
        case .previousKeyboard: "previousKeyboard"
        }
    }
}

/// How wide a key is within its row.
public enum KeyWidth: Hashable, Sendable {
    /// A multiple of the letter key (the row's pitch for one letter).
    case units(Double)
    /// A share of the row that the device profile sets per orientation (shift, return …).
    case role(WidthRole)
    /// The rest of the row, shared equally with the row's other fill keys.
    case fill

    /// The named widths a device profile gives as a share of the row.
    public enum WidthRole: String, Hashable, Sendable, CaseIterable, Codable {
        /// Shift (and the layer toggles beside the bottom letter row).
        case shift
        /// Backspace.
        case backspace
        /// Return.
        case `return`
        /// The bottom row's function keys (123, globe).
        case function
    }
}
