/// A site's password requirements, parsed from Apple's Password Rules descriptor language
/// (`UITextInputPasswordRules`, the `passwordrules` HTML attribute).
///
/// ```swift
/// let rules = try PasswordRules(descriptor: "required: lower; required: digit; minlength: 20;")
/// rules.required      // [[.lower], [.digit]]
/// rules.minLength     // 20
/// rules.isSatisfied(by: "correcthorsebattery9")   // true
/// ```
///
/// The descriptor language (the specification is in `PasswordRules+Parsing.swift`): rules
/// separated by `;`, each `name: value`.
///
/// | rule | value | repeated |
/// |---|---|---|
/// | `required` | classes separated by `,` | each is one more requirement: at least one character from the union of its classes |
/// | `allowed` | classes separated by `,` | the union of all is the allowed set |
/// | `minlength` | a non-negative integer | the largest wins |
/// | `maxlength` | a non-negative integer | the smallest wins |
/// | `max-consecutive` | a non-negative integer | the smallest wins |
///
/// Like UIKit, the value keeps the descriptor it was made from (``descriptor``); the structured
/// fields are the parse, and ``canonicalDescriptor`` writes them back in a fixed order.
public struct PasswordRules: Hashable, Sendable {
    /// A set of characters a rule names.
    public enum CharacterClass: Hashable, Sendable, CustomStringConvertible {
        /// `A`–`Z`.
        case upper
        /// `a`–`z`.
        case lower
        /// `0`–`9`.
        case digit
        /// ASCII printable characters that are neither letters nor digits, space included:
        /// the space, `-~!@#$%^&*_+=|(){}[:;"'<>,.?]/\` and the backtick.
        case special
        /// Every ASCII printable character, space included.
        case asciiPrintable
        /// Any Unicode scalar.
        case unicode
        /// The ASCII printable characters listed between brackets, e.g. `[-().&@?'#,/"+]`
        /// (a `]` may only come first, a `-` only first or right after that `]`),
        /// kept sorted and without repeats.
        case custom(String)

        /// The identifier that names the class in a descriptor (`ascii-printable`), or the
        /// bracketed list for a custom class.
        public var description: String {
            switch self {
            case .upper: "upper"
            case .lower: "lower"
            case .digit: "digit"
            case .special: "special"
            case .asciiPrintable: "ascii-printable"
            case .unicode: "unicode"
            case .custom(let characters): Self.bracketed(characters)
            }
        }

        /// Whether `scalar` belongs to the class.
        ///
        /// - Complexity: O(1) for named classes, O(*n*) in the characters of a custom class.
        public func contains(_ scalar: Unicode.Scalar) -> Bool {
            let v = scalar.value
            switch self {
            case .upper: return (0x41...0x5A).contains(v)
            case .lower: return (0x61...0x7A).contains(v)
            case .digit: return (0x30...0x39).contains(v)
            case .special:
                return (0x20...0x7E).contains(v) && !CharacterClass.upper.contains(scalar)
                    && !CharacterClass.lower.contains(scalar) && !CharacterClass.digit.contains(scalar)
            case .asciiPrintable: return (0x20...0x7E).contains(v)
            case .unicode: return true
            case .custom(let characters): return characters.unicodeScalars.contains(scalar)
            }
        }

        /// A custom class written so that it parses back: `]` first, then `-`, then the rest.
        private static func bracketed(_ characters: String) -> String {
            let scalars = characters.unicodeScalars
            var text = "["
            if scalars.contains("]") { text += "]" }
            if scalars.contains("-") { text += "-" }
            for scalar in scalars where scalar != "-" && scalar != "]" { text.unicodeScalars.append(scalar) }
            return text + "]"
        }

        static let named: [String: CharacterClass] = [
            "upper": .upper, "lower": .lower, "digit": .digit, "special": .special,
            "ascii-printable": .asciiPrintable, "unicode": .unicode,
        ]
    }

    /// The descriptor as given.
    public let descriptor: String
    /// Each entry is one requirement: the password contains a character from the union of its classes.
    public internal(set) var required: [[CharacterClass]] = []
    /// The characters allowed besides the required ones (the union); empty means unrestricted.
    public internal(set) var allowed: [CharacterClass] = []
    /// The fewest characters allowed.
    public internal(set) var minLength: Int?
    /// The most characters allowed.
    public internal(set) var maxLength: Int?
    /// The longest run of one repeated character allowed.
    public internal(set) var maxConsecutive: Int?

    /// The rules written back in a fixed order: `required`, `allowed`, `max-consecutive`,
    /// `minlength`, `maxlength`.
    public var canonicalDescriptor: String {
        var parts: [String] = required.map { "required: " + $0.map(\.description).joined(separator: ", ") }
        if !allowed.isEmpty { parts.append("allowed: " + allowed.map(\.description).joined(separator: ", ")) }
        if let maxConsecutive { parts.append("max-consecutive: \(maxConsecutive)") }
        if let minLength { parts.append("minlength: \(minLength)") }
        if let maxLength { parts.append("maxlength: \(maxLength)") }
        return parts.map { $0 + ";" }.joined(separator: " ")
    }

    /// Whether `password` meets every rule.
    ///
    /// Characters of required classes are always allowed; when no `allowed` rule is given,
    /// any ASCII printable character is (as Apple's password generator assumes).
    /// Lengths count Unicode scalars.
    /// - Complexity: O(*n*) in the password's length for named classes.
    public func isSatisfied(by password: String) -> Bool {
        let scalars = Array(password.unicodeScalars)
        if let minLength, scalars.count < minLength { return false }
        if let maxLength, scalars.count > maxLength { return false }
        for requirement in required where !scalars.contains(where: { s in requirement.contains { $0.contains(s) } }) {
            return false
        }
        let permitted = required.flatMap { $0 } + (allowed.isEmpty ? [.asciiPrintable] : allowed)
        guard scalars.allSatisfy({ s in permitted.contains { $0.contains(s) } }) else { return false }
        if let maxConsecutive {
            var run = 0
            for (index, scalar) in scalars.enumerated() {
                run = index > 0 && scalars[index - 1] == scalar ? run + 1 : 1
                if run > maxConsecutive { return false }
            }
        }
        return true
    }
}

extension PasswordRules: Codable {
    private enum CodingKeys: String, CodingKey { case descriptor }

    /// Encoded as its descriptor (`{"descriptor": "required: digit; minlength: 6;"}`) together
    /// with the parse, so readers of JSON see both; decoding parses the descriptor again.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: DetailKeys.self)
        try container.encode(descriptor, forKey: .descriptor)
        try container.encode(required.map { $0.map(\.description) }, forKey: .required)
        try container.encode(allowed.map(\.description), forKey: .allowed)
        try container.encode(minLength, forKey: .minLength)
        try container.encode(maxLength, forKey: .maxLength)
        try container.encode(maxConsecutive, forKey: .maxConsecutive)
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let descriptor = try container.decode(String.self, forKey: .descriptor)
        do {
            try self.init(descriptor: descriptor)
        } catch {
            throw DecodingError.dataCorruptedError(forKey: .descriptor, in: container, debugDescription: error.description)
        }
    }

    private enum DetailKeys: String, CodingKey {
        case descriptor, required, allowed, minLength, maxLength, maxConsecutive
    }
}
