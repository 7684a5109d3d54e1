/// The keyboards the user enabled, in the user's order: what the globe key cycles through and a
/// long press on it lists. The user's, not the app's: a text field's traits pick the variant of
/// the keyboard shown (URL, e-mail, pads), never its language, except that an ASCII-only field
/// shows the Latin companion (see ``KeyboardCatalog/resolve(_:)``).
///
/// ```swift
/// var settings = KeyboardSettings(enabledKeyboards: ["ko-KR", "en-US", "fr-FR"])
/// settings.keyboard(after: "ko-KR")            // "en-US"
/// settings.keyboard(after: "fr-FR")            // "ko-KR": the list wraps
/// KeyboardSettings.default(language: "sv", in: catalog).enabledKeyboards   // ["sv-SE"]
/// ```
public struct KeyboardSettings: Hashable, Sendable, Codable {
    /// Layout ids or locales, in order; never empty (an empty list is read as en-US).
    public var enabledKeyboards: [String] {
        didSet { if enabledKeyboards.isEmpty { enabledKeyboards = ["en-US"] } }
    }

    public init(enabledKeyboards: [String]) {
        self.enabledKeyboards = enabledKeyboards.isEmpty ? ["en-US"] : enabledKeyboards
    }

    /// Decoded as written, but an empty list (a damaged settings file) is read as en-US.
    public init(from decoder: any Decoder) throws {
        enum Keys: String, CodingKey { case enabledKeyboards }
        let list = try decoder.container(keyedBy: Keys.self).decode([String].self, forKey: .enabledKeyboards)
        self.init(enabledKeyboards: list)
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
