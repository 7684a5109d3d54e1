/// How Apple's Writing Tools treat the container, as `UIWritingToolsBehavior` (iOS 18).
public enum WritingToolsBehavior: Int, TraitEnumeration {
    /// Writing Tools ignore the view.
    case none = -1
    /// The system decides (may become none, complete or limited).
    case `default` = 0
    /// The full inline-editing experience where possible.
    case complete = 1
    /// The overlay-panel experience where possible.
    case limited = 2

    public var name: String {
        switch self {
        case .none: "none"
        case .default: "default"
        case .complete: "complete"
        case .limited: "limited"
        }
    }
}

/// Which kinds of result Writing Tools may return, as the `UIWritingToolsResultOptions` option set.
///
/// The empty set is UIKit's `.default` (system-defined).
public struct WritingToolsResultOptions: OptionSet, Hashable, Sendable, Codable {
    public let rawValue: UInt

    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// System-defined results (the empty set).
    public static let `default`: WritingToolsResultOptions = []
    public static let plainText = WritingToolsResultOptions(rawValue: 1 << 0)
    public static let richText = WritingToolsResultOptions(rawValue: 1 << 1)
    /// Implies ``richText``; may add list layout.
    public static let list = WritingToolsResultOptions(rawValue: 1 << 2)
    /// Implies ``richText``; may add table layout.
    public static let table = WritingToolsResultOptions(rawValue: 1 << 3)

    /// The named options in bit order, for printing and parsing.
    public static let named: [(name: String, option: WritingToolsResultOptions)] = [
        ("plainText", .plainText), ("richText", .richText), ("list", .list), ("table", .table),
    ]

    /// The names of the options in the set, in bit order; unknown bits are left out.
    public var names: [String] { Self.named.filter { contains($0.option) }.map(\.name) }

    /// Encoded as the list of option names (`[]` for `.default`).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(names)
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        var result: WritingToolsResultOptions = []
        for name in try container.decode([String].self) {
            guard let option = Self.named.first(where: { $0.name.asciiLowercased == name.asciiLowercased }) else {
                throw DecodingError.dataCorruptedError(
                    in: container,
                    debugDescription: "unknown writing tools result option '\(name)'"
                )
            }
            result.insert(option.option)
        }
        self = result
    }
}
