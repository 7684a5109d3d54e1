/// Declares a typed string identifier: `Key.ID`, `Layer.ID`, `KeyboardLayout.ID` …, so ids
/// of different things cannot be mixed up.
public protocol StringIdentifier: RawRepresentable, Hashable, Comparable, Sendable, Codable,
    ExpressibleByStringLiteral, CustomStringConvertible where RawValue == String {
    init(rawValue: String)
}

extension StringIdentifier {
    public init(stringLiteral value: String) { self.init(rawValue: value) }
    public var description: String { rawValue }
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

    public init(from decoder: any Decoder) throws {
        self.init(rawValue: try decoder.singleValueContainer().decode(String.self))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}

/// The name of an input-method plugin a layout needs (`pinyin`, `hangul`).
public struct InputMethodID: StringIdentifier {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
}

/// What an input method needs from a layout that names it, declared by the method's descriptor
/// and checked when layouts load and are validated (`unknown-input-method`,
/// `input-method-keys`). Layout files never know the methods themselves: whoever loads them
/// says which methods exist.
public struct InputMethodRequirements: Hashable, Sendable {
    public var id: InputMethodID
    /// The outputs some key of the layout must type (on a key, its shifted form or a long
    /// press): the letters or jamo the method composes from.
    public var requiredOutputs: [String]
    /// Sets of outputs of which a layout must offer one whole set, for a method typed from
    /// more than one kind of keyboard (Japanese: the Latin letters of romaji, or the kana pad's
    /// rows); empty when ``requiredOutputs`` says it all.
    public var oneOfOutputs: [[String]]

    public init(id: InputMethodID, requiredOutputs: [String] = [], oneOfOutputs: [[String]] = []) {
        self.id = id
        self.requiredOutputs = requiredOutputs
        self.oneOfOutputs = oneOfOutputs
    }
}
