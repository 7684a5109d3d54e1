import EditDistance

/// A trait whose values are a closed set of named cases with UIKit's integer raw values.
///
/// Every enumeration in this module conforms: ``KeyboardType``, ``ReturnKeyType``,
/// ``AutocapitalizationType``, the tri-state types such as ``AutocorrectionType``,
/// ``KeyboardAppearance`` and ``WritingToolsBehavior``. Conformance gives
///
/// - `name`: the case's Swift spelling as UIKit writes it (`URL`, `emailAddress`, `go`);
/// - `init?(name:)`: the reverse look-up, ASCII case-insensitive, so `"url"`, `"Url"` and
///   `"URL"` all name ``KeyboardType/URL``;
/// - `Codable` as the case name, so JSON reads `"keyboardType": "URL"` rather than `3`.
///
/// ```swift
/// KeyboardType(name: "emailaddress")   // .emailAddress
/// KeyboardType.URL.name                // "URL"
/// KeyboardType.URL.rawValue            // 3
/// ```
public protocol TraitEnumeration: CaseIterable, Hashable, Sendable, Codable, RawRepresentable, CustomStringConvertible
where RawValue == Int, AllCases == [Self] {
    /// The case's Swift name as UIKit spells it.
    var name: String { get }

    /// Names accepted in addition to the case names (deprecated UIKit aliases).
    static var aliases: [String: Self] { get }
}

extension TraitEnumeration {
    public static var aliases: [String: Self] { [:] }

    /// Looks a case up by its Swift name (or a documented alias), ignoring ASCII case.
    ///
    /// - Complexity: O(*n*) in the number of cases.
    public init?(name: String) {
        let wanted = name.asciiLowercased
        if let match = Self.allCases.first(where: { $0.name.asciiLowercased == wanted }) {
            self = match
        } else if let alias = Self.aliases.first(where: { $0.key.asciiLowercased == wanted }) {
            self = alias.value
        } else {
            return nil
        }
    }

    /// The names a user may type for this trait, in declaration order.
    public static var allNames: [String] { allCases.map(\.name) }

    public var description: String { name }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(name)
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let value = Self(name: text) else {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "unknown \(Self.self) '\(text)'"
                    + (closestMatch(to: text, in: Self.allNames).map { "; did you mean '\($0)'?" }
                        ?? "; expected one of \(Self.allNames.joined(separator: ", "))")
            )
        }
        self = value
    }
}

extension String {
    /// The string with ASCII letters lower-cased and everything else unchanged, as the HTML
    /// specification's "ASCII lowercase" (locale-independent, unlike `lowercased()`).
    var asciiLowercased: String {
        String(decoding: utf8.map { (0x41...0x5A).contains($0) ? $0 + 0x20 : $0 }, as: UTF8.self)
    }
}
