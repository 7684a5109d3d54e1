public import LayoutFile

/// An element of an XML file with the source range of its tag and of every attribute, so
/// problems found later point at the exact attribute value.
public struct XMLElement: Hashable, Sendable {
    public var name: String
    /// The range of the start tag's name.
    public var range: SourceRange
    public var attributes: [XMLAttribute]
    public var children: [XMLElement]

    /// The attribute with a name, if present.
    ///
    /// - Complexity: O(*n*) in the element's attributes.
    public func attribute(_ name: String) -> XMLAttribute? { attributes.first { $0.name == name } }

    /// The children with an element name, in order.
    public func children(named name: String) -> [XMLElement] { children.filter { $0.name == name } }
}

public struct XMLAttribute: Hashable, Sendable {
    public var name: String
    public var value: String
    public var nameRange: SourceRange
    /// The range of the value between the quotes.
    public var valueRange: SourceRange
    /// Whether the value is the file's text unchanged (no references or line breaks), so a
    /// part of it can be located by offset.
    public var isVerbatim: Bool

    /// The range of the scalars `offset..<offset+length` of the value, when it is verbatim and
    /// on one line; else the whole value.
    ///
    /// - Complexity: O(1): a verbatim value on one line has as many scalars as its columns.
    public func range(ofScalars offset: Int, length: Int) -> SourceRange {
        guard isVerbatim, valueRange.start.line == valueRange.end.line, offset >= 0, length >= 0,
              offset + length <= valueRange.end.column - valueRange.start.column else { return valueRange }
        var range = valueRange
        range.start.column += offset
        range.start.offset += offset
        range.end = range.start
        range.end.column += length
        range.end.offset += length
        return range
    }
}

/// A small XML 1.0 reader for keyboard files: elements and attributes with positions;
/// comments, processing instructions, CDATA and text skipped. It is bounded as the JSON reader
/// is (size, depth, element count) and reads no DTD: a document type declaration is skipped
/// unless it declares entities, which are refused (no expansion, no external files). Only the
/// five predefined entities and character references are read.
public enum XMLReader {
    public struct Limits: Sendable {
        public var maximumBytes = 1 << 20
        public var maximumDepth = 64
        public var maximumElements = 100_000
        public var maximumAttributes = 256

        public init() {}
    }

    /// The root element, or `nil` after an `invalid-xml` diagnostic at the first problem.
    ///
    /// - Complexity: O(*n*) in the text's length.
    public static func parse(_ text: String, file: String, limits: Limits = Limits(),
                             diagnostics: inout DiagnosticCollector) -> XMLElement? {
        guard text.utf8.count <= limits.maximumBytes else {
            diagnostics.report(.fileTooLarge, "file is \(text.utf8.count) bytes; the limit is \(limits.maximumBytes)", at: .file(file))
            return nil
        }
        var parser = Parser(scalars: Array(text.unicodeScalars), file: file, limits: limits)
        do {
            try parser.checkCharacters()
            return try parser.document()
        } catch {
            diagnostics.report(.invalidXML, error.message, at: error.range)
            return nil
        }
    }

    struct Failure: Error {
        var message: String
        var range: SourceRange
    }

    struct Parser {
        let limits: Limits
        /// Where the parser is (`SourceDiagnostics`' cursor, shared with the other readers).
        var cursor: SourceCursor
        var elements = 0
        var index: Int { cursor.index }
        var scalars: [Unicode.Scalar] { cursor.scalars }
        var file: String { cursor.file }

        init(scalars: [Unicode.Scalar], file: String, limits: Limits) {
            cursor = SourceCursor(scalars, file: file, skippingByteOrderMark: true)
            self.limits = limits
        }

        var position: SourcePosition { cursor.position }
        var current: Unicode.Scalar? { cursor.current }

        func fail(_ message: String, at start: SourcePosition? = nil) -> Failure {
            let here = start ?? position
            return Failure(message: message, range: SourceRange(file: file, start: here, end: here))
        }

        /// XML 1.0's `Char`: tab, line feed, carriage return, and U+0020 up, less the surrogates,
        /// U+FFFE and U+FFFF. NUL, escape and the other C0 controls are not XML.
        static func isXMLCharacter(_ scalar: Unicode.Scalar) -> Bool {
            switch scalar.value {
            case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
            default: false
            }
        }

        /// Refuses a character XML 1.0 does not allow anywhere in the file, at its place.
        mutating func checkCharacters() throws(Failure) {
            guard let bad = scalars[index...].firstIndex(where: { !Self.isXMLCharacter($0) }) else { return }
            advance(bad - index)
            throw fail("U+\(String(scalars[bad].value, radix: 16, uppercase: true).leftPadded(to: 4)) is not a character XML 1.0 allows")
        }

        mutating func advance(_ count: Int = 1) { cursor.advance(count) }

        func looksAt(_ text: String) -> Bool {
            cursor.looksAt(text)
        }

        mutating func skipSpace() {
            while let scalar = current, scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" { advance() }
        }

        /// Skips to just after `terminator`, or fails naming what was not closed.
        mutating func skip(past terminator: String, what: String) throws(Failure) {
            let start = position
            while index < scalars.count {
                if looksAt(terminator) { advance(terminator.unicodeScalars.count); return }
                advance()
            }
            throw fail("\(what) is not closed with '\(terminator)'", at: start)
        }

        mutating func document() throws(Failure) -> XMLElement {
            try misc(allowDoctype: true)
            guard current == "<" else {
                throw fail(index >= scalars.count ? "the file has no root element" : "text before the root element")
            }
            let root = try element(depth: 1)
            try misc(allowDoctype: false)
            if index < scalars.count { throw fail("content after the root element '\(root.name)' ends") }
            return root
        }

        /// Comments, processing instructions, white space and (before the root) a DOCTYPE.
        mutating func misc(allowDoctype: Bool) throws(Failure) {
            while true {
                skipSpace()
                if looksAt("<?") {
                    try skip(past: "?>", what: "a processing instruction")
                } else if looksAt("<!--") {
                    try comment()
                } else if looksAt("<!DOCTYPE") {
                    guard allowDoctype else { throw fail("a DOCTYPE may only come before the root element") }
                    try doctype()
                } else {
                    return
                }
            }
        }

        mutating func comment() throws(Failure) {
            let start = position
            advance(4)
            while index < scalars.count {
                if looksAt("--") {
                    guard looksAt("-->") else { throw fail("'--' inside a comment", at: position) }
                    advance(3)
                    return
                }
                advance()
            }
            throw fail("a comment is not closed with '-->'", at: start)
        }

        mutating func doctype() throws(Failure) {
            let start = position
            advance(9)
            var quote: Unicode.Scalar?
            var bracket = false
            while let scalar = current {
                if let open = quote {
                    if scalar == open { quote = nil }
                } else if scalar == "\"" || scalar == "'" {
                    quote = scalar
                } else if scalar == "[" {
                    bracket = true
                } else if scalar == "]" {
                    bracket = false
                } else if bracket && looksAt("<!ENTITY") {
                    throw fail("entity declarations are not read (no entity is ever expanded)", at: position)
                } else if bracket && looksAt("<!--") {
                    try comment()
                    continue
                } else if scalar == ">" && !bracket {
                    advance()
                    return
                }
                advance()
            }
            throw fail("the DOCTYPE is not closed with '>'", at: start)
        }

        static func isNameStart(_ scalar: Unicode.Scalar) -> Bool {
            scalar == ":" || scalar == "_" || scalar.properties.isAlphabetic
        }

        static func isNameCharacter(_ scalar: Unicode.Scalar) -> Bool {
            isNameStart(scalar) || scalar == "-" || scalar == "." || ("0"..."9").contains(scalar) || scalar == "\u{B7}"
                || scalar.properties.generalCategory == .nonspacingMark
        }

        mutating func name(_ what: String) throws(Failure) -> (String, SourceRange) {
            let start = position
            guard let first = current, Self.isNameStart(first) else {
                throw fail(current.map { "'\($0)' cannot start \(what)" } ?? "the file ends where \(what) should be")
            }
            var text = String.UnicodeScalarView()
            while let scalar = current, Self.isNameCharacter(scalar) {
                text.append(scalar)
                advance()
            }
            return (String(text), SourceRange(file: file, start: start, end: position))
        }

        mutating func element(depth: Int) throws(Failure) -> XMLElement {
            guard depth <= limits.maximumDepth else { throw fail("elements nest deeper than \(limits.maximumDepth) levels") }
            elements += 1
            guard elements <= limits.maximumElements else { throw fail("more than \(limits.maximumElements) elements") }
            advance() // <
            let (name, nameRange) = try self.name("an element name")
            var element = XMLElement(name: name, range: nameRange, attributes: [], children: [])
            while true {
                let hadSpace = current == " " || current == "\t" || current == "\n" || current == "\r"
                skipSpace()
                guard let scalar = current else { throw fail("the file ends inside the tag '<\(name)'", at: nameRange.start) }
                if scalar == "/" {
                    guard looksAt("/>") else { throw fail("'/' in a tag must be followed by '>'") }
                    advance(2)
                    return element
                }
                if scalar == ">" {
                    advance()
                    break
                }
                guard hadSpace else { throw fail("attributes must be separated by white space") }
                let attribute = try self.attribute()
                if let first = element.attribute(attribute.name) {
                    throw Failure(message: "attribute '\(attribute.name)' is given twice (first at " +
                                           "\(first.nameRange.start.line):\(first.nameRange.start.column))", range: attribute.nameRange)
                }
                guard element.attributes.count < limits.maximumAttributes else { throw fail("more than \(limits.maximumAttributes) " +
                                                                                            "attributes") }
                element.attributes.append(attribute)
            }
            // Content.
            while true {
                guard let scalar = current else { throw fail("element '\(name)' is not closed (no '</\(name)>')", at: nameRange.start) }
                if scalar == "<" {
                    if looksAt("</") {
                        let start = position
                        advance(2)
                        let (closing, _) = try self.name("a closing tag's name")
                        skipSpace()
                        guard current == ">" else { throw fail("'</\(closing)' must end with '>'") }
                        advance()
                        guard closing == name else { throw fail("'</\(closing)>' closes '<\(name)>' (opened at " +
                                                                "\(nameRange.start.line):\(nameRange.start.column))", at: start) }
                        return element
                    } else if looksAt("<!--") {
                        try comment()
                    } else if looksAt("<![CDATA[") {
                        try skip(past: "]]>", what: "a CDATA section")
                    } else if looksAt("<?") {
                        try skip(past: "?>", what: "a processing instruction")
                    } else if looksAt("<!") {
                        throw fail("'<!' starts no comment or CDATA section here")
                    } else {
                        element.children.append(try self.element(depth: depth + 1))
                    }
                } else if scalar == "&" {
                    _ = try reference()
                } else {
                    advance()
                }
            }
        }

        mutating func attribute() throws(Failure) -> XMLAttribute {
            let (name, nameRange) = try self.name("an attribute name")
            skipSpace()
            guard current == "=" else { throw fail("attribute '\(name)' needs '=' and a quoted value") }
            advance()
            skipSpace()
            guard let quote = current, quote == "\"" || quote == "'" else { throw fail("the value of '\(name)' must be in quotes") }
            advance()
            let start = position
            var value = String.UnicodeScalarView()
            var verbatim = true
            while true {
                guard let scalar = current else { throw fail("the value of '\(name)' is not closed", at: start) }
                if scalar == quote { break }
                if scalar == "<" { throw fail("'<' in the value of '\(name)' (write '&lt;')") }
                if scalar == "&" {
                    value.append(contentsOf: try reference().unicodeScalars)
                    verbatim = false
                    continue
                }
                if scalar == "\n" || scalar == "\t" || scalar == "\r" {
                    // Attribute-value normalisation: white space characters become spaces.
                    value.append(" ")
                    verbatim = false
                } else {
                    value.append(scalar)
                }
                advance()
            }
            let end = position
            advance()
            return XMLAttribute(name: name, value: String(value), nameRange: nameRange,
                                valueRange: SourceRange(file: file, start: start, end: end), isVerbatim: verbatim)
        }

        /// `&amp;` and the other predefined entities, `&#N;`, `&#xH;`.
        mutating func reference() throws(Failure) -> String {
            let start = position
            advance()
            var body = String.UnicodeScalarView()
            while let scalar = current, scalar != ";" {
                guard body.count < 12, !(scalar == " " || scalar == "<" || scalar == "&" || scalar == "\"") else {
                    throw fail("'&' starts no reference (write '&amp;')", at: start)
                }
                body.append(scalar)
                advance()
            }
            guard current == ";" else { throw fail("'&' starts no reference (write '&amp;')", at: start) }
            advance()
            let text = String(body)
            switch text {
            case "lt": return "<"
            case "gt": return ">"
            case "amp": return "&"
            case "quot": return "\""
            case "apos": return "'"
            default:
                if text.hasPrefix("#") {
                    let digits = text.dropFirst()
                    let value = digits.hasPrefix("x") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
                    guard let value, let scalar = Unicode.Scalar(value), value != 0 else {
                        throw fail("'&\(text);' is not a character reference to a Unicode scalar", at: start)
                    }
                    guard Self.isXMLCharacter(scalar) else {
                        throw fail("'&\(text);' refers to U+\(String(value, radix: 16, uppercase: true).leftPadded(to: 4)), a character " +
                                   "XML 1.0 does not allow", at: start)
                    }
                    return String(Character(scalar))
                }
                throw fail("unknown entity '&\(text);' (only &lt; &gt; &amp; &quot; &apos; and character references are read)", at: start)
            }
        }
    }
}

extension String {
    /// The text with zeros before it up to `width` characters (`1B` → `001B`).
    func leftPadded(to width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}
