/// Text replacements in the XML property list iOS and macOS export them as ("Text
/// Substitutions.plist": an array of dictionaries with the string keys `phrase` and `shortcut`).
///
/// ```xml
/// <plist version="1.0"><array>
///   <dict><key>phrase</key><string>On my way!</string><key>shortcut</key><string>omw</string></dict>
/// </array></plist>
/// ```
extension TextReplacements {
    /// Why a property list cannot be read: where (line and column, from 1) and what was expected.
    public struct PropertyListError: Error, Hashable, Sendable, CustomStringConvertible {
        public var line: Int
        public var column: Int
        public var reason: String
        public var description: String { "line \(line), column \(column): \(reason)" }
    }

    /// The replacements as a property list, in their order.
    public func propertyList() -> String {
        var text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <array>

            """
        for entry in entries {
            text += "\t<dict>\n\t\t<key>phrase</key>\n\t\t<string>\(Self.xmlEscaped(entry.phrase))</string>\n"
            text += "\t\t<key>shortcut</key>\n\t\t<string>\(Self.xmlEscaped(entry.shortcut))</string>\n\t</dict>\n"
        }
        return text + "</array>\n</plist>\n"
    }

    /// Reads a property list of replacements; a dictionary's other keys are ignored.
    ///
    /// - Throws: ``PropertyListError`` at the first place that is not such a list, or where an
    ///   entry cannot be kept (naming it).
    public init(propertyList text: String) throws(PropertyListError) {
        var reader = PropertyListReader(text)
        try reader.open("plist")
        try reader.open("array")
        while let at = try reader.opening("dict") {
            var fields: [String: String] = [:]
            while try reader.opening("key") != nil {
                let key = try reader.text(until: "key")
                fields[key] = try reader.stringValue()
            }
            try reader.close("dict")
            guard let shortcut = fields["shortcut"], let phrase = fields["phrase"] else {
                throw reader.error("a dictionary without a 'shortcut' and a 'phrase' string", at: at)
            }
            do { try add(shortcut, phrase: phrase) } catch { throw reader.error(error.description, at: at) }
        }
        try reader.close("array")
        try reader.close("plist")
        try reader.end()
    }

    static func xmlEscaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            default: result.append(character)
            }
        }
        return result
    }
}

/// The few parts of XML a property list of strings uses: tags without attributes we need,
/// text with the predefined entities and character references; the declaration, the document
/// type and comments are skipped.
struct PropertyListReader {
    private let scalars: [Unicode.Scalar]
    private var index = 0
    private var line = 1, column = 1

    init(_ text: String) { scalars = Array(text.unicodeScalars) }

    var position: (line: Int, column: Int) { (line, column) }

    func error(_ reason: String, at place: (line: Int, column: Int)? = nil) -> TextReplacements.PropertyListError {
        TextReplacements.PropertyListError(line: place?.line ?? line, column: place?.column ?? column, reason: reason)
    }

    private mutating func advance() {
        if scalars[index] == "\n" { line += 1; column = 1 } else { column += 1 }
        index += 1
    }

    private func starts(with text: String) -> Bool {
        let wanted = Array(text.unicodeScalars)
        return index + wanted.count <= scalars.count && Array(scalars[index..<(index + wanted.count)]) == wanted
    }

    /// Skips white space, the XML declaration, the document type and comments.
    private mutating func skip() throws(TextReplacements.PropertyListError) {
        while index < scalars.count {
            if scalars[index].properties.isWhitespace {
                advance()
            } else if starts(with: "<?") || starts(with: "<!DOCTYPE") || starts(with: "<!--") {
                let end = starts(with: "<?") ? "?>" : starts(with: "<!--") ? "-->" : ">"
                while index < scalars.count, !starts(with: end) { advance() }
                guard index < scalars.count else { throw error("a declaration or comment is not closed") }
                for _ in end.unicodeScalars { advance() }
            } else {
                return
            }
        }
    }

    /// The next tag's name and whether it is a closing one or empty (`<string/>`), consumed.
    private mutating func tag() throws(TextReplacements.PropertyListError) -> (name: String, closing: Bool, empty: Bool) {
        try skip()
        guard index < scalars.count, scalars[index] == "<" else {
            throw error(index < scalars.count ? "expected a tag" : "the file ends early")
        }
        advance()
        var closing = false
        if index < scalars.count, scalars[index] == "/" { closing = true; advance() }
        var name = ""
        while index < scalars.count, scalars[index] != ">", scalars[index] != "/", !scalars[index].properties.isWhitespace {
            name.unicodeScalars.append(scalars[index])
            advance()
        }
        while index < scalars.count, scalars[index] != ">", scalars[index] != "/" { advance() }   // attributes: not needed
        var empty = false
        if index < scalars.count, scalars[index] == "/" { empty = true; advance() }
        guard index < scalars.count, scalars[index] == ">" else { throw error("a tag is not closed") }
        advance()
        return (name, closing, empty)
    }

    mutating func open(_ name: String) throws(TextReplacements.PropertyListError) {
        try skip()
        let at = position
        let found = try tag()
        guard found.name == name, !found.closing, !found.empty else { throw error("expected <\(name)>", at: at) }
    }

    mutating func close(_ name: String) throws(TextReplacements.PropertyListError) {
        try skip()
        let at = position
        let found = try tag()
        guard found.name == name, found.closing else { throw error("expected </\(name)>", at: at) }
    }

    /// Where the next tag opens `name`, if it does (consumed then; anything else is left).
    mutating func opening(_ name: String) throws(TextReplacements.PropertyListError) -> (line: Int, column: Int)? {
        try skip()
        guard starts(with: "<" + name + ">") else { return nil }
        let at = position
        _ = try tag()
        return at
    }

    /// A `<string>` (or `<string/>`), its text.
    mutating func stringValue() throws(TextReplacements.PropertyListError) -> String {
        try skip()
        let at = position
        let found = try tag()
        guard found.name == "string", !found.closing else { throw error("expected <string> after a <key>", at: at) }
        return found.empty ? "" : try text(until: "string")
    }

    /// The text up to `</name>`, entities read, and the closing tag.
    mutating func text(until name: String) throws(TextReplacements.PropertyListError) -> String {
        var result = ""
        while index < scalars.count, scalars[index] != "<" {
            if scalars[index] == "&" {
                let at = position
                var entity = ""
                advance()
                while index < scalars.count, scalars[index] != ";", entity.unicodeScalars.count < 10 {
                    entity.unicodeScalars.append(scalars[index])
                    advance()
                }
                guard index < scalars.count, scalars[index] == ";", let scalar = Self.entity(entity) else {
                    throw error("an unknown entity '&\(entity)'", at: at)
                }
                advance()
                result.unicodeScalars.append(scalar)
            } else {
                result.unicodeScalars.append(scalars[index])
                advance()
            }
        }
        try close(name)
        return result
    }

    static func entity(_ name: String) -> Unicode.Scalar? {
        switch name {
        case "amp": return "&"
        case "lt": return "<"
        case "gt": return ">"
        case "quot": return "\""
        case "apos": return "'"
        default:
            guard name.hasPrefix("#") else { return nil }
            let digits = name.dropFirst()
            let value = digits.hasPrefix("x") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits)
            return value.flatMap(Unicode.Scalar.init)
        }
    }

    mutating func end() throws(TextReplacements.PropertyListError) {
        try skip()
        guard index == scalars.count else { throw error("text after </plist>") }
    }
}
