import KeymanKeyboard
import LayoutFile

/// The touch keyboard of a `.kmn` program that has no touch layout, derived from its desktop
/// keys (JSON text in Keyman's touch-layout format, read like any other).
///
/// - **Tablets** get the desktop rows, as Keyman derives them: the US keys in their rows (the
///   number row, then `q`…`\`, `a`…`'`, `z`…`/` with Shift and Backspace) on a default and a
///   shift layer, and right-Alt layers when the rules use the right Alt key.
/// - **Phones** get what a finger can hit: a key goes to the letter rows when it types a letter
///   or a mark (unshifted or shifted; a deadkey counts as a letter); the desktop's rows keep their
///   order, a row holds at most ``phoneColumns`` keys (the Shift row two fewer, for Shift and
///   Backspace), keys past that and a number row of three letters or fewer go to the row with the
///   most room. Every other key — the digits and the punctuation — is on a layer of its own
///   (`numeric`, with `numeric-shift`, and right-Alt ones when the rules use right Alt), reached by
///   a `123` key; its keys carry the modifiers of the layer they stand for (`layer`), so the rules
///   see them as the desktop's.
/// - Every key shows what the rules type for it at the start of a text; off the letter layers, a
///   key the rules leave alone is a blank.
extension KeymanKeyboardImport {
    /// The US keys in rows, as Keyman lays the desktop keyboard out on a touch screen.
    static let usRows: [[String]] = [
        ["K_BKQUOTE", "K_1", "K_2", "K_3", "K_4", "K_5", "K_6", "K_7", "K_8", "K_9", "K_0", "K_HYPHEN", "K_EQUAL"],
        ["K_Q", "K_W", "K_E", "K_R", "K_T", "K_Y", "K_U", "K_I", "K_O", "K_P", "K_LBRKT", "K_RBRKT", "K_BKSLASH"],
        ["K_A", "K_S", "K_D", "K_F", "K_G", "K_H", "K_J", "K_K", "K_L", "K_COLON", "K_QUOTE"],
        ["K_Z", "K_X", "K_C", "K_V", "K_B", "K_N", "K_M", "K_COMMA", "K_PERIOD", "K_SLASH"],
    ]

    /// Keys in a phone row at most: twelve keys of 20.7 pt fit the 320-pt iPhone with its gaps,
    /// above the 20-pt a finger needs (`small-key`).
    static let phoneColumns = 12

    /// A modifier layer of the derived keyboard: its Keyman id and the modifiers it stands for.
    struct ModifierLayer {
        var id: String
        var modifiers: KeymanModifiers
        var isShift: Bool { modifiers.contains(.shift) }
        /// The layer Shift goes to from here.
        var shiftTarget: String {
            let base = modifiers.subtracting(.shift).contains(.rightAlt) ? "rightalt" : ""
            if isShift { return base.isEmpty ? "default" : base }
            return base.isEmpty ? "shift" : base + "-shift"
        }
    }

    /// A touch layout (JSON text) derived from the program's desktop keyboard.
    static func derivedTouchLayout(for program: KeymanProgram) -> String {
        let writer = DerivedWriter(program: program)
        let phone = writer.phoneLayers(), tablet = writer.desktopLayers()
        return "{\"phone\": {\"layer\": [" + phone.joined(separator: ", ") + "]}, \"tablet\": {\"layer\": ["
            + tablet.joined(separator: ", ") + "]}}"
    }

    /// Rows that fit a phone: at most `columns` keys a row, the last (Shift's) two fewer; keys
    /// past that, and `extra`, go to the row with the most room (the later on a tie), or to a new
    /// row above the last when none has any.
    static func fitted<Key>(_ rows: [[Key]], extra: [Key] = [], columns: Int = phoneColumns) -> [[Key]] {
        var rows = rows.filter { !$0.isEmpty }
        guard !rows.isEmpty else { return extra.isEmpty ? [] : fitted([extra], columns: columns) }
        func capacity(_ index: Int) -> Int { index == rows.count - 1 ? columns - 2 : columns }
        var overflow = extra
        for index in rows.indices where rows[index].count > capacity(index) {
            overflow += rows[index][capacity(index)...]
            rows[index].removeLast(rows[index].count - capacity(index))
        }
        for key in overflow {
            let roomiest = rows.indices.max { capacity($0) - rows[$0].count <= capacity($1) - rows[$1].count }
            if let index = roomiest, rows[index].count < capacity(index) {
                rows[index].append(key)
            } else {
                rows.insert([key], at: rows.count - 1)
            }
        }
        return rows
    }

    /// Consecutive rows joined while the joined row holds at most `limit` keys.
    static func merged<Key>(_ rows: [[Key]], limit: Int) -> [[Key]] {
        var result: [[Key]] = []
        for row in rows where !row.isEmpty {
            if let last = result.last, last.count + row.count <= limit { result[result.count - 1] += row } else { result.append(row) }
        }
        return result
    }

    /// Writes the derived layers as Keyman touch-layout JSON.
    struct DerivedWriter {
        let processor: KeymanProcessor
        let usesRightAlt: Bool
        let layers: [ModifierLayer]

        init(program: KeymanProgram) {
            processor = KeymanProcessor(program: program, platform: ["touch", "phone", "native"])
            let patterns = program.groups.flatMap { $0.rules.compactMap(\.key) }.compactMap { item -> VirtualKeyPattern? in
                if case .virtualKey(let pattern) = item { pattern } else { nil }
            }
            usesRightAlt = patterns.contains { $0.alt == .right || $0.alt == .either }
            var layers = [ModifierLayer(id: "default", modifiers: []), ModifierLayer(id: "shift", modifiers: .shift)]
            if usesRightAlt {
                layers += [ModifierLayer(id: "rightalt", modifiers: .rightAlt),
                           ModifierLayer(id: "rightalt-shift", modifiers: [.rightAlt, .shift])]
            }
            self.layers = layers
        }

        /// What a key types on a layer at the start of a text: the rules', else (on the letter
        /// layers) its US character; `nil` for a blank.
        func text(_ key: VirtualKey, on layer: ModifierLayer) -> String? {
            let typed = processor.characters(typedBy: key, modifiers: layer.modifiers)
                .flatMap { $0.unicodeScalars.count <= KeymanTouchLayout.maximumShownOutput ? $0 : nil }
            let us = key.usCharacters.map { String(layer.isShift ? $0.shifted : $0.unshifted) }
            return typed ?? (layer.modifiers.subtracting(.shift).isEmpty ? us : nil)
        }

        /// Whether a key belongs on the phone's letter rows: it types a letter or a mark, unshifted
        /// or shifted, or types nothing of its own at the start (a deadkey a rule takes).
        func typesLetters(_ key: VirtualKey) -> Bool {
            layers.prefix(2).contains { layer in
                // Every US key types its character unless a rule takes it: nothing typed is a deadkey.
                guard let typed = processor.characters(typedBy: key, modifiers: layer.modifiers) else { return true }
                return typed.unicodeScalars.first.map { scalar in
                    switch scalar.properties.generalCategory {
                    case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .nonspacingMark,
                         .spacingMark, .enclosingMark: true
                    default: false
                    }
                } ?? false
            }
        }

        static func quoted(_ text: String) -> String { JSONNode.quoted(text) }

        static func key(_ fields: [(String, String)]) -> String {
            "{" + fields.map { quoted($0.0) + ": " + $0.1 }.joined(separator: ", ") + "}"
        }

        /// A key typing as `layer` does, with `modifierLayer` naming that layer when the key is
        /// shown on another.
        func typingKey(_ name: String, on layer: ModifierLayer, modifierLayer: Bool = false) -> String {
            guard let virtualKey = VirtualKey(name), let text = text(virtualKey, on: layer) else {
                return Self.key([("id", Self.quoted(name)), ("sp", "10")])
            }
            var fields = [("id", Self.quoted(name)), ("text", Self.quoted(text))]
            if modifierLayer { fields.append(("layer", Self.quoted(layer.id))) }
            return Self.key(fields)
        }

        static func row(_ index: Int, _ keys: [String]) -> String {
            "{\"id\": \(index + 1), \"key\": [" + keys.joined(separator: ", ") + "]}"
        }

        static func layer(_ id: String, _ rows: [[String]]) -> String {
            "{\"id\": \(quoted(id)), \"row\": [" + rows.enumerated().map { row($0.offset, $0.element) }.joined(separator: ", ") + "]}"
        }

        func shiftKey(to target: String, width: Int) -> String {
            Self.key([("id", Self.quoted("K_SHIFT")), ("text", Self.quoted("*Shift*")), ("sp", "1"), ("width", "\(width)"),
                      ("nextlayer", Self.quoted(target))])
        }

        static func backspace(width: Int) -> String {
            key([("id", quoted("K_BKSP")), ("text", quoted("*BkSp*")), ("sp", "1"), ("width", "\(width)")])
        }

        /// The bottom row: the globe, `switches` (layer keys), AltGr when the rules use it, space,
        /// Enter. `columns` (key widths) given, the space bar takes what the others leave and
        /// Enter is two and a half keys wide, room for a return key's title; else the desktop's.
        func bottomRow(switches: [String], altGrTarget: String, columns: Double? = nil) -> [String] {
            var bottom = [Self.key([("id", Self.quoted("K_LOPT")), ("text", Self.quoted("*Menu*")), ("sp", "1"), ("width", "150")])]
            bottom += switches
            if usesRightAlt {
                bottom.append(Self.key([("id", Self.quoted("K_ALT")), ("text", Self.quoted("*AltGr*")), ("sp", "1"), ("width", "150"),
                                        ("nextlayer", Self.quoted(altGrTarget))]))
            }
            let enter = columns == nil ? 1.5 : 2.5
            let space = columns.map { $0 - 1.5 * Double(bottom.count) - enter } ?? 6
            return bottom + [Self.key([("id", Self.quoted("K_SPACE")), ("width", "\(Int(space * 100))")]),
                             Self.key([("id", Self.quoted("K_ENTER")), ("text", Self.quoted("*Enter*")), ("sp", "1"),
                                       ("width", "\(Int(enter * 100))")])]
        }

        /// The desktop's rows on every modifier layer (tablets).
        func desktopLayers() -> [String] {
            layers.map { layer in
                var rows = usRows.map { $0.map { typingKey($0, on: layer) } }
                rows[3].insert(shiftKey(to: layer.shiftTarget, width: 150), at: 0)
                rows[3].append(Self.backspace(width: 150))
                let base = layer.modifiers.subtracting(.shift)
                rows.append(bottomRow(switches: [], altGrTarget: base.isEmpty ? "rightalt" : "default"))
                return Self.layer(layer.id, rows)
            }
        }

        /// The letter layers and the numbers-and-punctuation layers (phones).
        func phoneLayers() -> [String] {
            // Each key asked once (two keystrokes each through the rules).
            let keys = usRows.map { $0.compactMap { VirtualKey($0) }.map { (key: $0, isLetter: typesLetters($0)) } }
            let letters = keys.map { $0.filter(\.isLetter).map(\.key) }
            let others = keys.map { $0.filter { !$0.isLetter }.map(\.key) }
            // A number row of a few letters (Russian ё) joins the others rather than stand alone.
            let few = letters[0].count <= 3
            let letterRows = fitted(few ? Array(letters.dropFirst()) : letters, extra: few ? letters[0] : []).map { $0.map(\.name) }
            let otherRows = fitted([others[0]] + merged(Array(others.dropFirst()), limit: phoneColumns - 2)).map { $0.map(\.name) }
            let hasOthers = !otherRows.isEmpty
            // One key width for every layer: the widest row's.
            let columns = max(Self.units(letterRows), Self.units(otherRows))
            var result: [String] = []
            for layer in layers {
                let base = layer.modifiers.subtracting(.shift)
                let toNumbers = Self.key([("id", Self.quoted("K_NUMERALS")), ("text", Self.quoted("*123*")), ("sp", "1"),
                                          ("width", "150"), ("nextlayer", Self.quoted(numbersID(of: layer)))])
                result.append(Self.layer(layer.id, rows(letterRows, on: layer, shownOn: layer.id, shiftTarget: layer.shiftTarget)
                    + [bottomRow(switches: hasOthers ? [toNumbers] : [], altGrTarget: base.isEmpty ? "rightalt" : "default",
                                 columns: columns)]))
            }
            guard hasOthers else { return result }
            for layer in layers {
                let base = layer.modifiers.subtracting(.shift)
                // Back to the letters, unshifted, as iOS's ABC key does.
                let toLetters = Self.key([("id", Self.quoted("K_LETTERS")), ("text", Self.quoted("*abc*")), ("sp", "1"),
                                          ("width", "150"), ("nextlayer", Self.quoted("default"))])
                let shiftTarget = layers.first { $0.id == layer.shiftTarget }.map(numbersID) ?? "numeric"
                let altGrTarget = base.isEmpty ? "numeric-rightalt" : "numeric"
                result.append(Self.layer(numbersID(of: layer), rows(otherRows, on: layer, shownOn: numbersID(of: layer),
                                                                     shiftTarget: shiftTarget)
                    + [bottomRow(switches: [toLetters], altGrTarget: altGrTarget, columns: columns)]))
            }
            return result
        }

        /// Shift's and Backspace's width beside the last of `rows`: a key and a half when the row
        /// has room, else one key.
        static func frameWidth(_ rows: [[String]]) -> Double {
            let widest = max(10, rows.dropLast().map(\.count).max() ?? 0)
            return (rows.last?.count ?? 0) + 3 <= widest ? 1.5 : 1
        }

        /// How many key widths the rows take: at least ten, the last with Shift and Backspace.
        static func units(_ rows: [[String]]) -> Double {
            let last = Double(rows.last?.count ?? 0) + 2 * frameWidth(rows)
            return max(10, Double(rows.dropLast().map(\.count).max() ?? 0), last)
        }

        /// The numbers layer standing for a modifier layer: `numeric`, `numeric-shift`…
        func numbersID(of layer: ModifierLayer) -> String { layer.id == "default" ? "numeric" : "numeric-" + layer.id }

        /// Rows of typing keys, Shift and Backspace around the last; Shift and Backspace are a
        /// key wide when the last row is full, a key and a half otherwise.
        func rows(_ names: [[String]], on layer: ModifierLayer, shownOn: String, shiftTarget: String) -> [[String]] {
            let frameWidth = Int(Self.frameWidth(names) * 100)
            var rows = names.map { $0.map { typingKey($0, on: layer, modifierLayer: shownOn != layer.id) } }
            guard !rows.isEmpty else { return [] }
            rows[rows.count - 1].insert(shiftKey(to: shiftTarget, width: frameWidth), at: 0)
            rows[rows.count - 1].append(Self.backspace(width: frameWidth))
            return rows
        }
    }
}
