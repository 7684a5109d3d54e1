/// A key by Keyman's name: `K_A`, `K_SPACE`, `K_BKSP` for a hardware keyboard's keys as on a
/// US keyboard; `T_…` (any name) and `U_XXXX` (types U+XXXX unless a rule says otherwise)
/// for touch layouts' own keys. Names are kept in upper case, as Keyman compares them.
public struct VirtualKey: Hashable, Sendable, CustomStringConvertible {
    public var name: String

    /// A key by name (`K_A`, `k_a`, an ISO 9995 position such as `C01`, `T_SCHWA`, `U_0259`);
    /// `nil` for a `K_` name Keyman does not define.
    public init?(_ name: String) {
        let upper = name.uppercased()
        if let standard = Self.isoPositions[upper] {
            self.name = standard
        } else if upper.hasPrefix("K_") {
            guard Self.known.contains(upper) || upper.hasPrefix("K_?") || upper.hasPrefix("K_O") else { return nil }
            self.name = upper
        } else if upper.hasPrefix("T_"), upper.count > 2 {
            self.name = upper
        } else if upper.hasPrefix("U_"), let value = UInt32(upper.dropFirst(2).prefix(while: { $0 != "_" }), radix: 16),
                  Unicode.Scalar(value) != nil {
            self.name = upper
        } else {
            return nil
        }
    }

    public var description: String { name }

    public static let space = VirtualKey(uncheckedName: "K_SPACE")
    public static let backspace = VirtualKey(uncheckedName: "K_BKSP")
    public static let enter = VirtualKey(uncheckedName: "K_ENTER")

    /// What the key types on a US keyboard, unshifted and shifted (`K_A`: a, A); `nil` for a key
    /// that types no character (`K_BKSP`, `K_F1`, `T_…`). A `U_XXXX` key types U+XXXX either way.
    public var usCharacters: (unshifted: Unicode.Scalar, shifted: Unicode.Scalar)? {
        if let pair = Self.us[name] { return pair }
        if name.hasPrefix("U_"), let value = UInt32(name.dropFirst(2).prefix(while: { $0 != "_" }), radix: 16),
           let scalar = Unicode.Scalar(value) {
            return (scalar, scalar)
        }
        return nil
    }

    /// Whether Caps Lock changes what the key types (the letters).
    public var isLetter: Bool { name.count == 3 && name.hasPrefix("K_") && name.last?.isLetter == true }

    /// The US key and shift state that type a character (`'A'`: K_A with Shift); `nil` for a
    /// character no US key types.
    public static func typing(_ character: Unicode.Scalar) -> (key: VirtualKey, shift: Bool)? {
        usReverse[character]
    }

    static let usRows: [(String, Unicode.Scalar, Unicode.Scalar)] = [
        ("K_BKQUOTE", "`", "~"), ("K_1", "1", "!"), ("K_2", "2", "@"), ("K_3", "3", "#"), ("K_4", "4", "$"), ("K_5", "5", "%"),
        ("K_6", "6", "^"), ("K_7", "7", "&"), ("K_8", "8", "*"), ("K_9", "9", "("), ("K_0", "0", ")"), ("K_HYPHEN", "-", "_"),
        ("K_EQUAL", "=", "+"), ("K_LBRKT", "[", "{"), ("K_RBRKT", "]", "}"), ("K_BKSLASH", "\\", "|"), ("K_COLON", ";", ":"),
        ("K_QUOTE", "'", "\""), ("K_COMMA", ",", "<"), ("K_PERIOD", ".", ">"), ("K_SLASH", "/", "?"), ("K_SPACE", " ", " "),
    ] + (UInt8(ascii: "A")...UInt8(ascii: "Z")).map { ("K_\(Unicode.Scalar($0))", Unicode.Scalar($0 + 32), Unicode.Scalar($0)) }

    static let us: [String: (Unicode.Scalar, Unicode.Scalar)] = Dictionary(uniqueKeysWithValues: usRows.map { ($0.0, ($0.1, $0.2)) })

    static let usReverse: [Unicode.Scalar: (key: VirtualKey, shift: Bool)] = {
        var table: [Unicode.Scalar: (key: VirtualKey, shift: Bool)] = [:]
        for (name, unshifted, shifted) in usRows {
            let key = VirtualKey(uncheckedName: name)
            if table[unshifted] == nil { table[unshifted] = (key, false) }
            if table[shifted] == nil { table[shifted] = (key, true) }
        }
        return table
    }()

    init(uncheckedName: String) { name = uncheckedName }

    /// ISO 9995 positions Keyman accepts for the US keys.
    static let isoPositions: [String: String] = {
        var table: [String: String] = ["A03": "K_SPACE", "E00": "K_BKQUOTE", "E11": "K_HYPHEN", "E12": "K_EQUAL", "E14": "K_BKSP",
                                       "D00": "K_TAB", "D11": "K_LBRKT", "D12": "K_RBRKT", "D13": "K_BKSLASH", "C10": "K_COLON",
                                       "C11": "K_QUOTE", "C13": "K_ENTER", "B00": "K_OE2", "B08": "K_COMMA", "B09": "K_PERIOD",
                                       "B10": "K_SLASH", "B11": "K_?C1"]
        for (index, digit) in "1234567890".enumerated() { table[String(format2("E", index + 1))] = "K_\(digit)" }
        for (index, letter) in "QWERTYUIOP".enumerated() { table[format2("D", index + 1)] = "K_\(letter)" }
        for (index, letter) in "ASDFGHJKL".enumerated() { table[format2("C", index + 1)] = "K_\(letter)" }
        for (index, letter) in "ZXCVBNM".enumerated() { table[format2("B", index + 1)] = "K_\(letter)" }
        return table
    }()

    /// The `K_` names Keyman defines besides the `K_?xx` and `K_oXX` codes.
    static let known: Set<String> = {
        var names = Set(usRows.map(\.0))
        names.formUnion(["K_BKSP", "K_TAB", "K_ENTER", "K_ESC", "K_LEFT", "K_UP", "K_RIGHT", "K_DOWN", "K_PGUP", "K_PGDN", "K_HOME",
                         "K_END", "K_INS", "K_DEL", "K_KP5", "K_NPSTAR", "K_NPPLUS", "K_NPMINUS", "K_NPDOT", "K_NPSLASH", "K_NPENTER",
                         "K_SEL", "K_PRINT", "K_EXEC", "K_HELP", "K_SEPARATOR", "K_SHIFT", "K_CONTROL", "K_ALT", "K_CAPS", "K_NUMLOCK",
                         "K_SCROLL", "K_LBUTTON", "K_MBUTTON", "K_RBUTTON", "K_CANCEL", "K_PAUSE", "K_PRTSCN", "K_LSHIFT", "K_RSHIFT",
                         "K_LCONTROL", "K_RCONTROL", "K_LALT", "K_RALT", "K_ALTGR", "K_LOPT", "K_ROPT", "K_NUMERALS", "K_SYMBOLS",
                         "K_CURRENCIES", "K_UPPER", "K_LOWER", "K_ALPHA", "K_SHIFTED", "K_ALTGR", "K_TABBACK", "K_TABFWD",
                         "K_LANGUAGE", "K_ROTATE", "K_CASE", "K_EMOJI", "K_HIDE"])
        names.formUnion((0...9).map { "K_NP\($0)" })
        names.formUnion((1...24).map { "K_F\($0)" })
        names.formUnion((15...31).map { "K_KANJI?" + String($0, radix: 16, uppercase: true) })
        return names
    }()
}

private func format2(_ row: String, _ number: Int) -> String { row + (number < 10 ? "0" : "") + String(number) }

/// The modifier keys held with a keystroke, and Caps Lock.
public struct KeymanModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let shift = KeymanModifiers(rawValue: 1)
    public static let leftCtrl = KeymanModifiers(rawValue: 2)
    public static let rightCtrl = KeymanModifiers(rawValue: 4)
    public static let leftAlt = KeymanModifiers(rawValue: 8)
    public static let rightAlt = KeymanModifiers(rawValue: 16)
    public static let capsLock = KeymanModifiers(rawValue: 32)

    /// Ctrl or Alt on either side: a keystroke Keyman passes to the application when no rule
    /// takes it.
    public var hasCtrlOrAlt: Bool { !isDisjoint(with: [.leftCtrl, .rightCtrl, .leftAlt, .rightAlt]) }

    /// The modifiers a touch layer stands for, by Keyman's layer names: modifier names joined
    /// by `-` (`shift`, `rightalt`, `leftctrl-shift`, `caps`; `ctrl` and `alt` are the left
    /// keys) and `default` for none; `nil` for a layer of the keyboard's own (`numeric`,
    /// `symbols`), whose keys carry no modifiers.
    public init?(touchLayer: String) {
        self = []
        guard touchLayer != "default" else { return }
        for part in touchLayer.lowercased().split(separator: "-") {
            switch part {
            case "shift": insert(.shift)
            case "ctrl", "leftctrl": insert(.leftCtrl)
            case "rightctrl": insert(.rightCtrl)
            case "alt", "leftalt": insert(.leftAlt)
            case "rightalt": insert(.rightAlt)
            case "caps": insert(.capsLock)
            default: return nil
            }
        }
    }
}

/// The key part of a rule: a key and which modifiers must be held, as `[SHIFT K_A]`,
/// `[RALT "e"]` (the US key typing `e`) or a character (`+ 'A'`: the key typing A).
public struct VirtualKeyPattern: Hashable, Sendable, CustomStringConvertible {
    /// Either side, one side, or neither of a pair of modifier keys.
    public enum Side: Hashable, Sendable { case none, either, left, right }

    public var key: VirtualKey
    public var shift: Bool
    public var ctrl: Side
    public var alt: Side
    /// Caps Lock on (`CAPS`), off (`NCAPS`), or not looked at.
    public var caps: Bool?
    /// Written as a character (`+ 'a'`): Shift and Caps Lock together decide a letter's case,
    /// so `a` is also Caps Lock with Shift.
    public var fromCharacter: Bool

    public init(key: VirtualKey, shift: Bool = false, ctrl: Side = .none, alt: Side = .none, caps: Bool? = nil,
                fromCharacter: Bool = false) {
        self.key = key
        self.shift = shift
        self.ctrl = ctrl
        self.alt = alt
        self.caps = caps
        self.fromCharacter = fromCharacter
    }

    /// Whether a keystroke is this key with these modifiers.
    public func matches(_ key: VirtualKey, _ modifiers: KeymanModifiers) -> Bool {
        guard key == self.key else { return false }
        func held(_ side: Side, _ left: KeymanModifiers, _ right: KeymanModifiers) -> Bool {
            switch side {
            case .none: !modifiers.contains(left) && !modifiers.contains(right)
            case .either: modifiers.contains(left) || modifiers.contains(right)
            case .left: modifiers.contains(left) && !modifiers.contains(right)
            case .right: modifiers.contains(right) && !modifiers.contains(left)
            }
        }
        guard held(ctrl, .leftCtrl, .rightCtrl), held(alt, .leftAlt, .rightAlt) else { return false }
        if fromCharacter, key.isLetter {
            return shift == (modifiers.contains(.shift) != modifiers.contains(.capsLock))
        }
        guard shift == modifiers.contains(.shift) else { return false }
        if let caps { return caps == modifiers.contains(.capsLock) }
        return true
    }

    public var description: String {
        var parts: [String] = []
        if caps == true { parts.append("CAPS") } else if caps == false { parts.append("NCAPS") }
        if shift { parts.append("SHIFT") }
        let sides: [Side: String] = [.either: "", .left: "L", .right: "R"]
        if let side = sides[ctrl] { parts.append(side + "CTRL") }
        if let side = sides[alt] { parts.append(side + "ALT") }
        return "[" + (parts + [key.name]).joined(separator: " ") + "]"
    }
}
