public import TextTransforms
public import TextInputTraits

/// A language's keyboard, described once: its keys, its layers, the bottom rows each input
/// purpose gets, and its words. Resolution turns it into a concrete ``ResolvedKeyboard``.
///
/// A layout comes from a file under `Layouts/` with its imports and the layout it extends
/// already merged in (the `LayoutFile` module does that); this value holds the result.
public struct KeyboardLayout: Hashable, Sendable {
    public struct ID: StringIdentifier {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    /// The input purposes with a bottom row of their own; every other keyboard type uses
    /// ``BottomRowKind/standard``.
    public enum BottomRowKind: String, Hashable, Sendable, CaseIterable, Codable {
        case standard = "default"
        case url = "URL"
        case emailAddress
        case twitter
        case webSearch

        /// The kind of bottom row a keyboard type gets.
        public init(_ type: KeyboardType) {
            switch type {
            case .URL: self = .url
            case .emailAddress: self = .emailAddress
            case .twitter: self = .twitter
            case .webSearch: self = .webSearch
            default: self = .standard
            }
        }
    }

    public var id: ID
    /// The BCP 47 tag of the language (`fr-FR`, `zh-Hans`).
    public var locale: String
    /// The name people see (`Français (AZERTY)`).
    public var name: String
    /// The ISO 15924 script of its letters (`Latn`, `Cyrl`, `Hang`, `Hans`).
    public var script: String {
        didSet { asciiCapable = computeASCIICapable() }
    }
    /// Whether this is the layout a bare locale selects.
    public var isDefaultForLocale: Bool
    /// The input method the layout needs, if any.
    public var inputMethod: InputMethodID? {
        didSet { asciiCapable = computeASCIICapable() }
    }
    /// The Latin layout that ASCII-only input purposes switch to, for non-Latin layouts.
    public var latinCompanion: ID?
    /// The number of letter keys the widest letter row holds, which sets the letter pitch.
    public var columns: Int
    /// Every defined key by id.
    public var keys: [Key.ID: Key] {
        didSet { asciiCapable = computeASCIICapable() }
    }
    /// Every layer by id.
    public var layers: [Layer.ID: Layer] {
        didSet { layerLists = LayerLists(layers); asciiCapable = computeASCIICapable() }
    }
    /// The layers each kind of keyboard type can show, in order, kept with the layers so a
    /// keyboard resolved for a layout with thousands of layers does not sort them each time.
    private(set) var layerLists: LayerLists

    struct LayerLists: Hashable, Sendable {
        /// Letters, then numbers and symbols, then the layout's own layers (sorted).
        var letters: [Layer.ID]
        /// The same with numbers first (numbersAndPunctuation).
        var numbersFirst: [Layer.ID]
        /// Letters, the name-phone pad, then the layout's own layers.
        var namePhone: [Layer.ID]
        /// The most rows a letters layer has (its bottom row included).
        var letterRows: Int

        static let reserved: Set<Layer.ID> = [.letters, .shifted, .capsLock, .numbers, .symbols, .numberPad, .decimalPad, .phonePad,
                                              .phoneSymbols, .namePhonePad]

        init(_ layers: [Layer.ID: Layer]) {
            let standard: [Layer.ID] = [.letters, .shifted, .capsLock]
            let extra = layers.keys.filter { !Self.reserved.contains($0) }.sorted()
            letters = standard + [.numbers, .symbols] + extra
            numbersFirst = [.numbers] + standard + [.symbols] + extra
            namePhone = standard + [.namePhonePad] + extra
            letterRows = layers.values.filter { $0.kind == .letters }.map(\.rows.count).max() ?? 0
        }
    }
    /// The bottom row for each input purpose.
    public var bottomRows: [BottomRowKind: Layer.Row]
    /// The layout's words, its locale's table already layered beneath.
    public var strings: KeyboardStrings
    /// Which way the script runs.
    public var direction: WritingDirection
    /// The device profiles the layout is made for; `nil` for all.
    public var supportedDevices: Set<DeviceProfile.ID>?
    /// Rules that rewrite the text before the caret as keys are typed (dead keys, reordering),
    /// run by the `transforms` input method; `nil` for none.
    public var transforms: TransformSpec?
    /// What the input method reads from the file the layout names (`inputMethodData`: a
    /// keyboard program whose rules decide what the keys type), attached by the module that
    /// reads it; `nil` for none. The keys' outputs are then what each types at the start of a
    /// text, for display and for hosts that do not run the method.
    public var inputMethodData: InputMethodData?
    /// What a device idiom shows in place of this layout (a tablet's own keys, layers and
    /// columns: `tablet` in a layout file); resolving on a device of that idiom uses it. The
    /// variant has the layout's id, locale, words and method.
    public var byIdiom: [DeviceProfile.Idiom: KeyboardLayout] = [:]
    /// How a tablet arranges this layout's letter and numbers layers (set on the tablet variant
    /// in ``byIdiom``); `nil` shows them as they are.
    public var tabletArrangement: TabletArrangement?

    /// Left to right or right to left.
    public enum WritingDirection: String, Hashable, Sendable, CaseIterable, Codable {
        case leftToRight = "ltr"
        case rightToLeft = "rtl"
    }

    /// ISO 15924 codes of the scripts written right to left.
    public static let rightToLeftScripts: Set<String> = [
        "Arab", "Hebr", "Syrc", "Thaa", "Nkoo", "Adlm", "Mand", "Samr", "Rohg", "Yezi", "Mend", "Avst", "Phnx", "Armi", "Sogd",
    ]

    public init(
        id: ID, locale: String, name: String, script: String, isDefaultForLocale: Bool = false,
        inputMethod: InputMethodID? = nil, latinCompanion: ID? = nil, columns: Int = 10,
        keys: [Key.ID: Key], layers: [Layer.ID: Layer], bottomRows: [BottomRowKind: Layer.Row], strings: KeyboardStrings,
        direction: WritingDirection = .leftToRight, supportedDevices: Set<DeviceProfile.ID>? = nil
    ) {
        self.id = id
        self.locale = locale
        self.name = name
        self.script = script
        self.isDefaultForLocale = isDefaultForLocale
        self.inputMethod = inputMethod
        self.latinCompanion = latinCompanion
        self.columns = columns
        self.keys = keys
        self.layers = layers
        self.layerLists = LayerLists(layers)
        self.asciiCapable = false
        self.bottomRows = bottomRows
        self.strings = strings
        self.direction = direction
        self.supportedDevices = supportedDevices
        self.asciiCapable = computeASCIICapable()
    }

    /// Whether the layout itself types ASCII: Latin letters without an input method that
    /// converts them, and no ASCII letter given up for another (Esperanto's keyboard has ŝ ĝ ŭ
    /// where q w y are, which are long presses there, so it is not; Swedish adds å ö ä to all
    /// 26, so it is).
    ///
    /// - Complexity: O(1); O(*k*) in the keys of the letters layer when the layout changes.
    public var isASCIICapable: Bool { asciiCapable }
    /// ``isASCIICapable``, kept up to date as the layout changes (resolution asks on every request).
    private var asciiCapable: Bool

    private func computeASCIICapable() -> Bool {
        guard script == "Latn", inputMethod == nil else { return false }
        guard let letters = layers[.letters] else { return true }
        var missing = Set("abcdefghijklmnopqrstuvwxyz")
        var others = false
        for row in letters.rows {
            for case .key(let id) in row.items {
                guard let key = key(id), case .input(let output) = key.action, output.count == 1, let c = output.lowercased().first,
                    c.isLetter else { continue }
                if missing.remove(c) == nil && !c.isASCII { others = true }
            }
        }
        return missing.isEmpty || !others
    }

    /// Whether text is typed on the letters layer by keys: no writing pad (a handwriting
    /// keyboard) and no emoji grid on it. The emoji search types its query on such a keyboard.
    ///
    /// - Complexity: O(*k*) in the keys of the letters layer.
    public var hasTypingKeys: Bool {
        guard let letters = layers[.letters] else { return true }
        for row in letters.rows {
            for case .key(let id) in row.items {
                if let action = key(id)?.action, action == .writingPad || action == .emojiGrid { return false }
            }
        }
        return true
    }

    /// The key a row names: a defined key, or the implied key of a single character.
    ///
    /// - Complexity: O(1).
    public func key(_ id: Key.ID) -> Key? {
        if let key = keys[id] { return key }
        return id.rawValue.count == 1 ? .implied(id.rawValue) : nil
    }
}
