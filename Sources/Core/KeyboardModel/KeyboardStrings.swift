public import TextInputTraits

/// The words and characters a keyboard shows in one language: the return key's titles, the
/// space bar, the layer toggles, the dialler keys, the decimal separator and the digits.
///
/// Every field is optional so that tables can be layered: a layout's own strings over its
/// locale's, over the language's, over English (``merged(over:)``).
public struct KeyboardStrings: Hashable, Sendable {
    /// Titles of the return key by return key type; `.default` is the plain return key.
    public var returnKey: [ReturnKeyType: String]
    /// The space bar's label.
    public var space: String?
    /// The mode key on a numbers layer (back to letters), e.g. `ABC`, `АБВ`.
    public var toLetters: String?
    /// The mode key on a letters layer, e.g. `123`.
    public var toNumbers: String?
    /// The key from numbers to the further symbols, e.g. `#+=`.
    public var toSymbols: String?
    /// The phone pad's pause and wait keys.
    public var pause: String?
    public var wait: String?
    /// The decimal separator of the decimal pad (`.` or `,`).
    public var decimalSeparator: String?
    /// The ten digits 0–9 the locale writes by default (its CLDR default numbering system:
    /// `٠١٢٣٤٥٦٧٨٩` in Arabic, `०१२३४५६७८९` in Marathi): the digit keys of the number layers
    /// and number pads type them.
    public var digits: [String]?
    /// The locale's other ten digits (its native ones where the default is Western, as Hindi's
    /// `०१२३४५६७८९`; Western ones where the default is native): the long press of each digit
    /// key of a numbers layer offers them first, so both sets are reachable.
    public var otherDigits: [String]?
    /// Words known to show in English for want of a translation (`return`, `space`, or a
    /// return key type's name): the data's own record of what it lacks, so the validator does
    /// not report them as forgotten.
    public var untranslated: Set<String> = []
    /// The emoji keyboard's words, by name: `search` (the search field's placeholder, iOS's
    /// "Search Emoji") and each category's page title by its id (`people`: "Smileys & People").
    public var emoji: [String: String] = [:]

    /// The names ``emoji`` may hold.
    public static let emojiWordNames = ["search", "recents", "people", "nature", "food", "activity", "travel", "objects", "symbols",
                                        "flags"]

    public init(
        returnKey: [ReturnKeyType: String] = [:], space: String? = nil, toLetters: String? = nil, toNumbers: String? = nil,
        toSymbols: String? = nil, pause: String? = nil, wait: String? = nil, decimalSeparator: String? = nil, digits: [String]? = nil,
        otherDigits: [String]? = nil, untranslated: Set<String> = [], emoji: [String: String] = [:]
    ) {
        self.returnKey = returnKey
        self.space = space
        self.toLetters = toLetters
        self.toNumbers = toNumbers
        self.toSymbols = toSymbols
        self.pause = pause
        self.wait = wait
        self.decimalSeparator = decimalSeparator
        self.digits = digits
        self.otherDigits = otherDigits
        self.untranslated = untranslated
        self.emoji = emoji
    }

    /// These strings, with every missing field taken from `fallback`.
    public func merged(over fallback: KeyboardStrings) -> KeyboardStrings {
        KeyboardStrings(
            returnKey: fallback.returnKey.merging(returnKey) { _, mine in mine },
            space: space ?? fallback.space, toLetters: toLetters ?? fallback.toLetters,
            toNumbers: toNumbers ?? fallback.toNumbers, toSymbols: toSymbols ?? fallback.toSymbols,
            pause: pause ?? fallback.pause, wait: wait ?? fallback.wait,
            decimalSeparator: decimalSeparator ?? fallback.decimalSeparator, digits: digits ?? fallback.digits,
            otherDigits: otherDigits ?? fallback.otherDigits,
            untranslated: untranslated.union(fallback.untranslated), emoji: fallback.emoji.merging(emoji) { _, mine in mine }
        )
    }

    /// The return key's title for a type: the locale's word, else UIKit's English title.
    public func returnTitle(for type: ReturnKeyType) -> String {
        returnKey[type] ?? type.englishTitle
    }

    /// Looks up a `$name` reference used in layout files for labels and outputs.
    public func value(named name: String) -> String? {
        switch name {
        case "space": space
        case "toLetters": toLetters
        case "toNumbers": toNumbers
        case "toSymbols": toSymbols
        case "pause": pause
        case "wait": wait
        case "decimalSeparator": decimalSeparator
        case "return": returnKey[.default]
        default: nil
        }
    }

    /// The names ``value(named:)`` knows.
    public static let referenceNames = ["space", "toLetters", "toNumbers", "toSymbols", "pause", "wait", "decimalSeparator", "return"]

    /// English, the last fallback.
    public static let english = KeyboardStrings(
        returnKey: Dictionary(uniqueKeysWithValues: ReturnKeyType.allCases.map { ($0, $0.englishTitle) }),
        space: "space", toLetters: "ABC", toNumbers: "123", toSymbols: "#+=", pause: "Pause", wait: "Wait",
        decimalSeparator: ".", digits: ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9"],
        emoji: ["search": "Search Emoji", "recents": "Frequently Used", "people": "Smileys & People", "nature": "Animals & Nature",
                "food": "Food & Drink", "activity": "Activity", "travel": "Travel & Places", "objects": "Objects",
                "symbols": "Symbols", "flags": "Flags"]
    )
}

/// Keyboard strings for many locales, looked up with fallback from the most specific tag.
public struct KeyboardStringsTable: Hashable, Sendable {
    /// Entries by normalised tag (lower-case, `-` separated).
    public private(set) var entries: [String: KeyboardStrings]

    public init(entries: [String: KeyboardStrings] = [:]) {
        self.entries = Dictionary(entries.map { ($0.key.normalisedLocale, $0.value) }, uniquingKeysWith: { a, _ in a })
    }

    /// The strings for a BCP 47 tag: each shorter prefix of the tag in turn (`zh-Hans-CN`,
    /// `zh-Hans`, `zh`), layered over English. Tags compare without regard to case and with
    /// `_` read as `-`.
    ///
    /// - Complexity: O(*k*) dictionary look-ups for a tag of *k* subtags.
    public func strings(for locale: String) -> KeyboardStrings {
        localizedStrings(for: locale).merged(over: .english)
    }

    /// The strings for a tag from the table alone, without the English fallback: what is
    /// missing here shows in English.
    public func localizedStrings(for locale: String) -> KeyboardStrings {
        var result = KeyboardStrings()
        let subtags = locale.normalisedLocale.split(separator: "-").map(String.init)
        guard !subtags.isEmpty else { return result }
        for length in 1...subtags.count {
            if let entry = entries[subtags.prefix(length).joined(separator: "-")] { result = entry.merged(over: result) }
        }
        return result
    }
}

extension String {
    /// A BCP 47 tag lower-cased with `_` read as `-`, for comparing tags.
    package var normalisedLocale: String {
        String(decoding: utf8.map { $0 == 0x5F ? 0x2D : (0x41...0x5A).contains($0) ? $0 + 0x20 : $0 }, as: UTF8.self)
    }
}
