/// The user's keyboard settings, as the Keyboards page of iOS Settings holds them: the keyboards
/// the user enabled, in the user's order (what the globe key cycles through and a long press on
/// it lists), and the switches for what the keyboard does as one types.
///
/// The user's, not the app's: a text field's traits pick the variant of the keyboard shown (URL,
/// e-mail, pads), never its language, except that an ASCII-only field shows the Latin companion
/// (see ``KeyboardCatalog/resolve(_:)``). Traits can turn a behaviour off for one field (no
/// autocorrection in a licence-code field); they never turn on what the user switched off.
///
/// ```swift
/// var settings = KeyboardSettings(enabledKeyboards: ["ko-KR", "en-US", "fr-FR"])
/// settings.keyboard(after: "ko-KR")            // "en-US"
/// settings.keyboard(after: "fr-FR")            // "ko-KR": the list wraps
/// settings.autoCorrection = false              // words are kept as typed everywhere
/// KeyboardSettings.default(language: "sv", in: catalog).enabledKeyboards   // ["sv-SE"]
/// ```
///
/// Every switch is on by default, as on a new iPhone.
public struct KeyboardSettings: Hashable, Sendable, Codable {
    /// Layout ids or locales, in order; never empty (an empty list is read as en-US).
    public var enabledKeyboards: [String] {
        didSet { if enabledKeyboards.isEmpty { enabledKeyboards = ["en-US"] } }
    }
    /// Shift turns on by itself where the traits ask for a capital (a sentence start).
    public var autoCapitalization = true
    /// Space and punctuation replace a mistyped word with the correction offered.
    public var autoCorrection = true
    /// Words the keyboard does not know are reported as misspelled.
    public var checkSpelling = true
    /// The suggestion bar: the word as typed, corrections, completions and next words.
    public var predictiveText = true
    /// A double tap on shift locks capitals.
    public var enableCapsLock = true
    /// Two spaces after a word type ". ".
    public var periodShortcut = true
    /// Straight quotes become typographic ones for the keyboard's language, `--` a dash.
    public var smartPunctuation = true
    /// A pressed letter shows, larger, above the finger (iOS's Character Preview).
    public var characterPreview = true
    /// The languages the user types besides each keyboard's own (language codes, `fr`, `pt-BR`),
    /// as iOS 17's multilingual typing reads them: on a keyboard of the same script, their words
    /// are never "corrected", and corrections and next words follow the language being typed.
    /// Empty: only the keyboard's language.
    public var languages: [String] = []

    public init(enabledKeyboards: [String]) {
        self.enabledKeyboards = enabledKeyboards.isEmpty ? ["en-US"] : enabledKeyboards
    }

    /// The switches, in the order of iOS Settings, by the names `softkbd --set` and settings
    /// files use.
    public static var switches: [(name: String, keyPath: WritableKeyPath<KeyboardSettings, Bool>)] {
        [("autoCapitalization", \.autoCapitalization), ("autoCorrection", \.autoCorrection), ("checkSpelling", \.checkSpelling),
         ("predictiveText", \.predictiveText), ("enableCapsLock", \.enableCapsLock), ("periodShortcut", \.periodShortcut),
         ("smartPunctuation", \.smartPunctuation), ("characterPreview", \.characterPreview)]
    }

    private enum Keys: String, CodingKey {
        case enabledKeyboards, autoCapitalization, autoCorrection, checkSpelling, predictiveText, enableCapsLock, periodShortcut,
             smartPunctuation, characterPreview, languages
    }

    /// Decoded as written; a switch the file does not mention (one written before it existed)
    /// keeps its default, and an empty list (a damaged settings file) is read as en-US.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        self.init(enabledKeyboards: try container.decode([String].self, forKey: .enabledKeyboards))
        languages = try container.decodeIfPresent([String].self, forKey: .languages) ?? []
        for (name, path) in Self.switches {
            if let key = Keys(rawValue: name), let value = try container.decodeIfPresent(Bool.self, forKey: key) {
                self[keyPath: path] = value
            }
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(enabledKeyboards, forKey: .enabledKeyboards)
        if !languages.isEmpty { try container.encode(languages, forKey: .languages) }
        for (name, path) in Self.switches {
            if let key = Keys(rawValue: name) { try container.encode(self[keyPath: path], forKey: key) }
        }
    }

    /// What a new device has: the keyboard of its language (its default layout), else English.
    public static func `default`(language: String, in catalog: KeyboardCatalog) -> KeyboardSettings {
        KeyboardSettings(enabledKeyboards: [catalog.layout(named: language)?.id.rawValue ?? "en-US"])
    }

    /// The keyboard `steps` places after `current` in the list, wrapping; from a keyboard not in
    /// the list, counting from before the first (one step gives the first).
    ///
    /// - Complexity: O(*n*) in the number of enabled keyboards.
    public func keyboard(after current: String, steps: Int = 1) -> String {
        let count = enabledKeyboards.count
        let start = enabledKeyboards.firstIndex(of: current) ?? -1
        let index = ((start + steps) % count + count) % count
        return enabledKeyboards[index]
    }
}
