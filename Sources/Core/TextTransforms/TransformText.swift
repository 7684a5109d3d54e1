/// Text as transforms see it: characters and invisible markers (`\m{acute}`, a dead key's
/// state) in one sequence. Markers never reach the document; they live in the context a
/// transform engine keeps beside it.
///
/// ```swift
/// let text = TransformText("e") + [.marker("acute")]
/// text.visible   // "e"
/// ```
public struct TransformText: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    public enum Element: Hashable, Sendable {
        case scalar(Unicode.Scalar)
        case marker(String)
    }

    public var elements: [Element]

    public init(_ elements: [Element] = []) { self.elements = elements }

    public init(_ text: String) { elements = text.unicodeScalars.map(Element.scalar) }

    public init(stringLiteral value: String) { self.init(value) }

    /// The characters without the markers: what the document holds.
    public var visible: String {
        var result = String.UnicodeScalarView()
        for case .scalar(let scalar) in elements { result.append(scalar) }
        return String(result)
    }

    public var isEmpty: Bool { elements.isEmpty }
    public var count: Int { elements.count }

    /// Markers written `\m{name}`, characters as they are.
    public var description: String {
        elements.map { element in
            switch element {
            case .scalar(let scalar): String(Character(scalar))
            case .marker(let name): "\\m{\(name)}"
            }
        }.joined()
    }

    public static func + (lhs: TransformText, rhs: TransformText) -> TransformText { TransformText(lhs.elements + rhs.elements) }
    public static func + (lhs: TransformText, rhs: [Element]) -> TransformText { TransformText(lhs.elements + rhs) }
}

/// Reading the escapes every CLDR keyboard string may hold: `\u{1F600}`, `\u{61 62}` (several
/// code points) and, where markers are allowed, `\m{name}`.
public enum TransformEscapes {
    /// A problem in a string, at a scalar offset from its start.
    public struct Problem: Hashable, Sendable, Error {
        public var message: String
        public var offset: Int
        public var length: Int
    }

    /// `text` with `\u{…}` decoded and `\m{…}` read as markers (when `markers` is true).
    ///
    /// - Complexity: O(*n*).
    public static func decode(_ text: String, markers: Bool = true) -> Result<TransformText, Problem> {
        let scalars = Array(text.unicodeScalars)
        var elements: [TransformText.Element] = []
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\\", index + 2 < scalars.count, scalars[index + 2] == "{", scalars[index + 1] == "u"
                || (markers && scalars[index + 1] == "m") {
                guard let close = scalars[(index + 3)...].firstIndex(of: "}") else {
                    return .failure(Problem(message: "'\\\(scalars[index + 1]){' is not closed with '}'", offset: index,
                                            length: scalars.count - index))
                }
                let body = String(String.UnicodeScalarView(scalars[(index + 3)..<close]))
                if scalars[index + 1] == "m" {
                    guard isMarkerName(body) || body == "." else {
                        return .failure(Problem(message: "'\\m{\(body)}' is not a marker name (letters, digits, '_', '-', '.')",
                                                offset: index, length: close - index + 1))
                    }
                    elements.append(.marker(body))
                } else {
                    switch codePoints(body) {
                    case .success(let decoded): elements += decoded.map(TransformText.Element.scalar)
                    case .failure(let message): return .failure(Problem(message: message.text, offset: index, length: close - index + 1))
                    }
                }
                index = close + 1
                continue
            }
            elements.append(.scalar(scalar))
            index += 1
        }
        return .success(TransformText(elements))
    }

    /// The code points of `\u{…}`'s body: 1–6 hex digits each, separated by spaces.
    static func codePoints(_ body: String) -> Result<[Unicode.Scalar], Message> {
        let parts = body.split(separator: " ", omittingEmptySubsequences: true)
        guard !parts.isEmpty else { return .failure(Message("'\\u{}' names no code point")) }
        var result: [Unicode.Scalar] = []
        for part in parts {
            guard part.count <= 6, let value = UInt32(part, radix: 16) else {
                return .failure(Message("'\(part)' in '\\u{\(body)}' is not 1 to 6 hexadecimal digits"))
            }
            guard let scalar = Unicode.Scalar(value) else {
                return .failure(Message("'\\u{\(part)}' is not a Unicode scalar value (a surrogate or past U+10FFFF)"))
            }
            result.append(scalar)
        }
        return .success(result)
    }

    struct Message: Error {
        var text: String
        init(_ text: String) { self.text = text }
    }

    /// Whether `name` is a marker id: an XML name token.
    public static func isMarkerName(_ name: String) -> Bool {
        !name.isEmpty
            && name.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || $0.properties.numericType != nil
                                                || "_-.:".unicodeScalars.contains($0) || $0 == "\u{B7}" }
            && name != "."
    }
}
