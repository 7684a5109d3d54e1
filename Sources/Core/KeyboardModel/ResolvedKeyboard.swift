public import TextInputTraits
public import TextTransforms

/// The concrete keyboard a front end draws: every key with its label, output, long-press
/// alternates and frame, for one layout, set of traits, device, orientation and layer.
///
/// ```swift
/// let keyboard = try catalog.resolve(KeyboardRequest(layout: "en-US", traits: traits, device: "iphone-classic"))
/// keyboard.size                                   // 320 × 216
/// keyboard.key(at: Point(x: 16, y: 27))?.output   // "q"
/// ```
public struct ResolvedKeyboard: Hashable, Sendable {
    /// The layout whose keys these are (the Latin companion when an ASCII-only purpose
    /// replaced a non-Latin layout).
    public var layoutID: KeyboardLayout.ID
    /// The layout that was asked for.
    public var requestedLayoutID: KeyboardLayout.ID
    /// The locale of ``layoutID``.
    public var locale: String
    /// Which way the layout's script runs: a front end lays out the text (and mirrors what
    /// it mirrors) by it; the keys keep the layout's order either way.
    public var direction: KeyboardLayout.WritingDirection = .leftToRight
    /// The input method that handles the keys, if any.
    public var inputMethod: InputMethodID?
    public var keyboardType: KeyboardType
    public var returnKeyType: ReturnKeyType
    public var device: DeviceProfile.ID
    public var orientation: Orientation
    public var appearance: KeyboardAppearance
    /// The keyboard's size in points.
    public var size: Size
    /// The layer shown.
    public var layer: Layer.ID
    /// What the layer shown is for (letters, numbers and symbols, or a pad).
    public var layerKind: Layer.Kind = .letters
    /// Every layer this keyboard type can show, the first being the one it opens on.
    public var layers: [Layer.ID]
    /// The return key's state, or `nil` on pads, which have none.
    public var returnKey: ReturnKeyState?
    /// The keys, row by row, left to right.
    public var keys: [ResolvedKey]
    /// The layout's transforms (see ``KeyboardLayout/transforms``), for the input method that
    /// runs them.
    public var transforms: TransformSpec?
    /// The layout's input-method data (see ``KeyboardLayout/inputMethodData``), for the
    /// method that reads it.
    public var inputMethodData: InputMethodData?
    /// Rows whose fixed-width keys need more than the keyboard's width, with the points they
    /// are over; such rows are shrunk to fit.
    public var overflow: [Int: Double] = [:]
    /// A keyboard of pages (the emoji keyboard): which page its grid shows; `nil` for others.
    public var pager: Pager?
    /// Words the keyboard shows beside its keys, in its language, by name: the emoji keyboard's
    /// page titles by category id (``KeyboardStrings/emoji``); empty for other keyboards.
    public var titles: [String: String] = [:]

    /// Where a paged keyboard is: the section (an emoji category) and page shown, among how many.
    /// The page's own keys are in ``ResolvedKeyboard/keys`` like any other.
    public struct Pager: Hashable, Sendable {
        /// The section shown (`people`: the category key of that name is the current one).
        public var section: String
        /// Its title (`Smileys & People`).
        public var title: String
        /// The page shown (from 0) and the number of pages, over every section.
        public var page: Int
        public var pageCount: Int
        /// Each section's name and first page, in order.
        public var sections: [Section]
        /// The area the pages fill.
        public var frame: Rect

        public struct Section: Hashable, Sendable {
            public var name: String
            public var firstPage: Int

            public init(name: String, firstPage: Int) {
                self.name = name
                self.firstPage = firstPage
            }
        }

        public init(section: String, title: String, page: Int, pageCount: Int, sections: [Section], frame: Rect) {
            self.section = section
            self.title = title
            self.page = page
            self.pageCount = pageCount
            self.sections = sections
            self.frame = frame
        }
    }

    /// The return key's title and whether it can be pressed.
    public struct ReturnKeyState: Hashable, Sendable {
        public var label: String
        public var isEnabled: Bool
    }

    /// Whether the keyboard is drawn translucent (the alert appearance).
    public var isTranslucent: Bool { appearance.isTranslucent }

    /// The key under `point`, or the nearest key when the point falls in a gap; `nil` outside
    /// the keyboard.
    ///
    /// - Complexity: O(*n*) in the number of keys.
    public func key(at point: Point) -> ResolvedKey? {
        guard point.x >= 0, point.y >= 0, point.x <= size.width, point.y <= size.height else { return nil }
        var best: (key: ResolvedKey, distance: Double)?
        for key in keys {
            if key.frame.contains(point) { return key }
            let distance = key.frame.distance(to: point)
            if distance < best?.distance ?? .infinity { best = (key, distance) }
        }
        return best?.key
    }

    /// For each key that types one character, the characters of the keys a finger aiming at it
    /// may hit instead: keys whose centres lie within `reach` steps of its centre, a step being
    /// the layout's key pitch across (centre to centre in a row) and its row pitch down; nearest
    /// first. On a QWERTY phone layout `g` has `f`, `h`, `t`, `y`, `v` (and `b`, by how far row
    /// three is shifted); `q` has `w` and `a`.
    ///
    /// Typing-error models (adjacent-key slips in input methods) read the layout's real geometry
    /// from here rather than assuming one.
    ///
    /// - Complexity: O(*n*²) in the number of keys.
    public func neighbouringCharacters(reach: Double = 1.25) -> [Character: [Character]] {
        let typing = typingKeys()
        guard let pitch = keyPitch() else { return [:] }
        let across = pitch.width, pitchY = pitch.height
        var result: [Character: [Character]] = [:]
        for key in typing {
            var near: [(Character, Double)] = []
            for other in typing where other.character != key.character {
                let dx = (other.centre.x - key.centre.x) / across, dy = (other.centre.y - key.centre.y) / pitchY
                let distance = (dx * dx + dy * dy).squareRoot()
                if distance <= reach, !near.contains(where: { $0.0 == other.character }) { near.append((other.character, distance)) }
            }
            result[key.character] = near.sorted { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0 < $1.0 }.map(\.0)
        }
        return result
    }

    /// The keys that type one visible character, with their centres and rows.
    func typingKeys() -> [(character: Character, centre: Point, row: Int)] {
        keys.compactMap { key in
            guard let output = key.output, output.count == 1, let character = output.first, !character.isWhitespace else { return nil }
            return (character, Point(x: key.frame.x + key.frame.width / 2, y: key.frame.y + key.frame.height / 2), key.row)
        }
    }

    /// The key pitch: across, the median distance from a key typing a character to the nearest
    /// such key of its row; down, the median distance between consecutive rows' centres (the
    /// pitch across where there is one row). `nil` when no key types a character.
    ///
    /// - Complexity: O(*n*²) in the number of keys.
    public func keyPitch() -> Size? {
        let typing = typingKeys()
        func median(_ values: [Double]) -> Double? { values.isEmpty ? nil : values.sorted()[values.count / 2] }
        let across = median(typing.compactMap { key in
            typing.filter { $0.row == key.row && $0.character != key.character }.map { abs($0.centre.x - key.centre.x) }.min()
        }.filter { $0 > 0 })
        var rowCentres: [Int: [Double]] = [:]
        for key in typing { rowCentres[key.row, default: []].append(key.centre.y) }
        let rows = rowCentres.sorted { $0.key < $1.key }.compactMap { median($0.value) }
        let down = median(zip(rows, rows.dropFirst()).map { $1 - $0 }.filter { $0 > 0 })
        guard let across else { return nil }
        return Size(width: across, height: down ?? across)
    }

    /// The key with an id, if the keyboard shows it.
    ///
    /// - Complexity: O(*n*) in the number of keys.
    public func key(_ id: Key.ID) -> ResolvedKey? { keys.first { $0.id == id } }
}

/// One key of a resolved keyboard.
public struct ResolvedKey: Hashable, Sendable {
    public var id: Key.ID
    /// What pressing it does; the mode key is resolved to the layer it switches to.
    public var action: KeyAction
    /// What it shows.
    public var label: String
    /// A second, smaller line, if any.
    public var sublabel: String?
    /// What it types, for input keys; `nil` for action keys (space and return included).
    public var output: String?
    /// Long-press alternates.
    public var longPress: [String]
    /// The alternate a long press selects first (an index into ``longPress``); `nil`: the first.
    public var longPressDefault: Int?
    /// Flick outputs.
    public var flicks: [FlickDirection: String]
    /// What repeated taps cycle through (see ``Key/multiTap``).
    public var multiTap: [String] = []
    /// Where it is, in points from the keyboard's top left.
    public var frame: Rect
    /// Whether it can be pressed (only the return key is ever disabled).
    public var isEnabled: Bool
    /// The row it sits in, from 0 at the top.
    public var row: Int
}

extension ResolvedKey {
    /// The id prefixes of the emoji keyboard's grid keys: a category's cell (`emoji:` and its
    /// base) and a recent (`recent:` and the emoji), as `EmojiKeyboard`'s board names them.
    public static let emojiCellPrefix = "emoji:", recentEmojiPrefix = "recent:"

    /// Whether the key is an emoji of the emoji keyboard's grid.
    public var isEmojiCell: Bool { id.rawValue.hasPrefix(Self.emojiCellPrefix) || id.rawValue.hasPrefix(Self.recentEmojiPrefix) }
}
