/// An HTML element's start tag: its name and attributes, as an HTML parser reads them.
///
/// ```swift
/// let elements = try HTMLElement.parseFragment(#"<form action="/login"><input type=email autofocus>"#)
/// elements[1].tagName               // "input"
/// elements[1].attributes["type"]    // "email"
/// elements[1].attributes["autofocus"]   // "" (a boolean attribute)
/// ```
public struct HTMLElement: Hashable, Sendable {
    /// The tag name, ASCII lower-cased.
    public var tagName: String
    /// Attribute values by ASCII lower-cased name, character references decoded. When an
    /// attribute repeats, the first wins, as in HTML.
    public var attributes: [String: String]

    public init(tagName: String, attributes: [String: String] = [:]) {
        self.tagName = tagName.asciiLowercased
        self.attributes = Dictionary(attributes.map { ($0.key.asciiLowercased, $0.value) }, uniquingKeysWith: { first, _ in first })
    }

    /// A fragment that cannot be read as start tags.
    public typealias ParseError = ColumnError

    /// The start tags of an HTML fragment, in order, with an entry for every `</form>` end tag
    /// so a caller can tell which controls sit inside a form (see ``isFormEnd``).
    ///
    /// Tokenises as the HTML specification's tag states do: names and attribute names are
    /// lower-cased; values may be double-quoted, single-quoted or unquoted; a name without
    /// `=` is an empty value; character references (`&amp;`, `&#x41;` …) are decoded; text,
    /// comments, doctypes and other end tags are skipped. Where the specification would drop
    /// a tag silently (the input ends inside it) this throws, so the user hears about it.
    ///
    /// - Throws: ``ParseError`` for a tag left open at the end, or a fragment with no tag at all.
    /// - Complexity: O(*n*) in the length of the fragment.
    public static func parseFragment(_ html: String) throws(ParseError) -> [HTMLElement] {
        var tokenizer = Tokenizer(scalars: Array(html.unicodeScalars))
        let elements = try tokenizer.run()
        guard !elements.isEmpty else {
            throw ParseError(column: 1,
                             message: html.allSatisfy(\.isWhitespace) ? "empty HTML" : "no HTML start tag found (expected something like " +
                                                                                       "'<input type=\"text\">')")
        }
        return elements
    }

    /// Whether this entry stands for a `</form>` end tag in ``parseFragment(_:)``'s result.
    public var isFormEnd: Bool { tagName == "/form" }

    private struct Tokenizer {
        let scalars: [Unicode.Scalar]
        var index = 0
        var elements: [HTMLElement] = []

        var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

        static func isSpace(_ c: Unicode.Scalar) -> Bool { c == " " || c == "\t" || c == "\n" || c == "\r" || c == "\u{0C}" }
        static func isASCIIAlpha(_ c: Unicode.Scalar) -> Bool { ("a"..."z").contains(c) || ("A"..."Z").contains(c) }

        mutating func run() throws(ParseError) -> [HTMLElement] {
            while let c = current {
                guard c == "<" else { index += 1; continue }
                let open = index
                index += 1
                guard let next = current else { break }
                if Self.isASCIIAlpha(next) {
                    elements.append(try startTag(openedAt: open))
                } else if next == "/" {
                    index += 1
                    let name = readName()
                    skip(to: ">", openedAt: open)
                    if name == "form" { elements.append(HTMLElement(tagName: "/form")) }
                } else if next == "!" || next == "?" {
                    if scalars[index...].starts(with: "!--".unicodeScalars) {
                        index += 3
                        while index < scalars.count, !scalars[index...].starts(with: "-->".unicodeScalars) { index += 1 }
                        index = Swift.min(index + 3, scalars.count)
                    } else {
                        skip(to: ">", openedAt: open)
                    }
                }
            }
            return elements
        }

        mutating func skip(to terminator: Unicode.Scalar, openedAt open: Int) {
            while let c = current, c != terminator { index += 1 }
            if current != nil { index += 1 }
        }

        mutating func readName() -> String {
            var name = ""
            while let c = current, !Self.isSpace(c), c != "/", c != ">" {
                name.unicodeScalars.append(c)
                index += 1
            }
            return name.asciiLowercased
        }

        mutating func startTag(openedAt open: Int) throws(ParseError) -> HTMLElement {
            let tagName = readName()
            var attributes: [String: String] = [:]
            var order: [String] = []
            while true {
                while let c = current, Self.isSpace(c) || c == "/" { index += 1 }
                guard let c = current else {
                    throw ParseError(column: open + 1, message: "unterminated tag '<\(tagName)': missing '>'")
                }
                if c == ">" { index += 1; break }
                var name = ""
                name.unicodeScalars.append(c)
                index += 1
                while let c = current, !Self.isSpace(c), c != "/", c != ">", c != "=" {
                    name.unicodeScalars.append(c)
                    index += 1
                }
                name = name.asciiLowercased
                while let c = current, Self.isSpace(c) { index += 1 }
                var value = ""
                if current == "=" {
                    index += 1
                    while let c = current, Self.isSpace(c) { index += 1 }
                    value = try attributeValue(of: name, in: tagName, openedAt: open)
                }
                if attributes[name] == nil {
                    attributes[name] = value
                    order.append(name)
                }
            }
            return HTMLElement(tagName: tagName, attributes: attributes)
        }

        mutating func attributeValue(of name: String, in tagName: String, openedAt open: Int) throws(ParseError) -> String {
            var raw = ""
            if let quote = current, quote == "\"" || quote == "'" {
                let valueStart = index
                index += 1
                while let c = current, c != quote {
                    raw.unicodeScalars.append(c)
                    index += 1
                }
                guard current == quote else {
                    throw ParseError(column: valueStart + 1,
                                     message: "unterminated attribute value for '\(name)' in '<\(tagName)': missing closing \(quote)")
                }
                index += 1
            } else {
                while let c = current, !Self.isSpace(c), c != ">" {
                    raw.unicodeScalars.append(c)
                    index += 1
                }
            }
            return Self.decodingCharacterReferences(raw)
        }

        /// Decodes numeric references and the common named ones; an unknown name is left as
        /// written, as HTML does with an ambiguous ampersand.
        static func decodingCharacterReferences(_ text: String) -> String {
            guard text.contains("&") else { return text }
            let scalars = Array(text.unicodeScalars)
            var result = String.UnicodeScalarView()
            var i = 0
            while i < scalars.count {
                guard scalars[i] == "&", let end = scalars[(i + 1)...].prefix(32).firstIndex(of: ";") else {
                    result.append(scalars[i]); i += 1; continue
                }
                let body = String(String.UnicodeScalarView(scalars[(i + 1)..<end]))
                var decoded: Unicode.Scalar?
                if body.hasPrefix("#x") || body.hasPrefix("#X") {
                    decoded = UInt32(body.dropFirst(2), radix: 16).flatMap(Self.referencedScalar)
                } else if body.hasPrefix("#") {
                    decoded = UInt32(body.dropFirst(), radix: 10).flatMap(Self.referencedScalar)
                } else {
                    decoded = namedReferences[body]
                }
                if let decoded {
                    result.append(decoded)
                    i = end + 1
                } else {
                    result.append(scalars[i]); i += 1
                }
            }
            return String(result)
        }

        /// A numeric reference's scalar; NUL, surrogates and out-of-range values become U+FFFD.
        static func referencedScalar(_ value: UInt32) -> Unicode.Scalar? {
            if value == 0 || value > 0x10FFFF || (0xD800...0xDFFF).contains(value) { return "\u{FFFD}" }
            return Unicode.Scalar(value)
        }

        static let namedReferences: [String: Unicode.Scalar] = [
            "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{A0}",
            "sol": "/", "bsol": "\\", "ast": "*", "num": "#", "lsqb": "[", "rsqb": "]",
            "lbrack": "[", "rbrack": "]", "lpar": "(", "rpar": ")", "comma": ",", "period": ".",
            "colon": ":", "semi": ";", "equals": "=", "plus": "+", "dollar": "$", "percnt": "%",
            "excl": "!", "quest": "?", "commat": "@", "Hat": "^", "lowbar": "_", "grave": "`",
            "verbar": "|", "vert": "|", "lcub": "{", "rcub": "}", "tilde": "~", "hyphen": "\u{2010}",
        ]
    }
}
