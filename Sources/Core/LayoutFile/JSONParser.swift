/// A strict JSON parser (RFC 8259) that keeps source positions and reports the first syntax
/// error precisely, as a diagnostic.
///
/// Limits protect against hostile input: a file larger than ``Limits/maximumBytes`` or nested
/// deeper than ``Limits/maximumDepth`` is reported (`file-too-large`, `nesting-too-deep`), not
/// parsed. A byte-order mark at the start is skipped. Columns count Unicode scalars.
public struct JSONParser {
    public struct Limits: Sendable {
        public var maximumBytes: Int
        public var maximumDepth: Int

        public init(maximumBytes: Int = 1 << 20, maximumDepth: Int = 64) {
            self.maximumBytes = maximumBytes
            self.maximumDepth = maximumDepth
        }
    }

    /// Parses `text`, naming `file` in ranges; returns `nil` after reporting the problem.
    ///
    /// - Complexity: O(*n*) in the length of the text.
    public static func parse(_ text: String, file: String, limits: Limits = Limits(), diagnostics: inout DiagnosticCollector) -> JSONNode? {
        if text.utf8.count > limits.maximumBytes {
            diagnostics.report(.fileTooLarge, "file is \(text.utf8.count) bytes; the limit is \(limits.maximumBytes)", at: .file(file))
            return nil
        }
        var parser = JSONParser(scalars: Array(text.unicodeScalars), file: file, limits: limits)
        if parser.peek == "\u{FEFF}" { parser.advance() }
        do throws(Failure) {
            parser.skipWhitespace()
            let node = try parser.value(depth: 0)
            parser.skipWhitespace()
            if let c = parser.peek {
                throw parser.syntaxError("unexpected \(describe(c)) after the JSON value")
            }
            return node
        } catch {
            diagnostics.report(error.diagnostic)
            return nil
        }
    }

    struct Failure: Error {
        var diagnostic: Diagnostic
    }

    let limits: Limits
    /// Where the parser is (`SourceDiagnostics`' cursor, shared with the other readers).
    var cursor: SourceCursor
    var index: Int { cursor.index }
    var scalars: [Unicode.Scalar] { cursor.scalars }
    var file: String { cursor.file }

    init(scalars: [Unicode.Scalar], file: String, limits: Limits) {
        cursor = SourceCursor(scalars, file: file)
        self.limits = limits
    }

    var peek: Unicode.Scalar? { cursor.current }
    var position: SourcePosition { cursor.position }

    mutating func advance() { cursor.advance() }

    func syntaxError(_ message: String, at start: SourcePosition? = nil) -> Failure {
        let start = start ?? position
        var end = start
        if start.offset < scalars.count { end = SourcePosition(line: start.line, column: start.column + 1, offset: start.offset + 1) }
        return Failure(diagnostic: Diagnostic(.invalidJSON, message: message, range: SourceRange(file: file, start: start, end: end)))
    }

    static func describe(_ c: Unicode.Scalar) -> String {
        switch c {
        case "\n": "line break"
        case "\t": "tab"
        case _ where c.value < 0x20: "control character U+\(String(c.value, radix: 16, uppercase: true))"
        default: "'\(c)'"
        }
    }

    mutating func skipWhitespace() {
        while let c = peek, c == " " || c == "\t" || c == "\n" || c == "\r" { advance() }
    }

    func range(from start: SourcePosition) -> SourceRange { cursor.range(from: start) }

    mutating func value(depth: Int) throws(Failure) -> JSONNode {
        guard let c = peek else { throw syntaxError("unexpected end of file; expected a value") }
        let start = position
        switch c {
        case "{": return try object(depth: depth + 1)
        case "[": return try array(depth: depth + 1)
        case "\"": return JSONNode(value: .string(try string()), range: range(from: start))
        case "t": try literal("true"); return JSONNode(value: .bool(true), range: range(from: start))
        case "f": try literal("false"); return JSONNode(value: .bool(false), range: range(from: start))
        case "n": try literal("null"); return JSONNode(value: .null, range: range(from: start))
        case "-", "0"..."9": return JSONNode(value: .number(try number()), range: range(from: start))
        case "'": throw syntaxError("strings take double quotes in JSON, found single quote")
        case "}", "]": throw syntaxError("unexpected '\(c)'; expected a value")
        default: throw syntaxError("unexpected \(Self.describe(c)); expected a value")
        }
    }

    mutating func literal(_ word: String) throws(Failure) {
        let start = position
        for expected in word.unicodeScalars {
            guard peek == expected else {
                var found = ""
                for c in scalars[start.offset...].prefix(20) {
                    guard c.properties.isAlphabetic else { break }
                    found.unicodeScalars.append(c)
                }
                throw syntaxError("unknown word '\(found)'; expected a value (true, false, null, a number, a string, an array or an " +
                                  "object)", at: start)
            }
            advance()
        }
    }

    mutating func object(depth: Int) throws(Failure) -> JSONNode {
        let start = position
        if depth > limits.maximumDepth {
            throw Failure(diagnostic: Diagnostic(.nestingTooDeep, message: "nesting deeper than \(limits.maximumDepth) levels",
                                                 range: SourceRange(file: file, start: start, end: start)))
        }
        advance() // {
        var members: [JSONNode.Member] = []
        skipWhitespace()
        if peek == "}" {
            advance()
            return JSONNode(value: .object(members), range: range(from: start))
        }
        while true {
            skipWhitespace()
            guard let c = peek else { throw syntaxError("unexpected end of file inside the object opened at line \(start.line), column " +
                                                        "\(start.column)") }
            guard c == "\"" else {
                if c == "}" { throw syntaxError("trailing comma before '}'") }
                throw syntaxError("expected a member name in double quotes, found \(Self.describe(c))")
            }
            let keyStart = position
            let key = try string()
            let keyRange = range(from: keyStart)
            skipWhitespace()
            guard peek == ":" else {
                throw syntaxError(peek.map { "expected ':' after member name \"\(key)\", found " +
                                             "\(Self.describe($0))" } ?? "unexpected end of file; expected ':'")
            }
            advance()
            skipWhitespace()
            let value = try value(depth: depth)
            members.append(JSONNode.Member(key: key, keyRange: keyRange, value: value))
            skipWhitespace()
            guard let next = peek else { throw syntaxError("unexpected end of file inside the object opened at line \(start.line), " +
                                                           "column \(start.column)") }
            if next == "," { advance(); continue }
            if next == "}" { advance(); return JSONNode(value: .object(members), range: range(from: start)) }
            throw syntaxError("expected ',' or '}' after member \"\(key)\", found \(Self.describe(next))")
        }
    }

    mutating func array(depth: Int) throws(Failure) -> JSONNode {
        let start = position
        if depth > limits.maximumDepth {
            throw Failure(diagnostic: Diagnostic(.nestingTooDeep, message: "nesting deeper than \(limits.maximumDepth) levels",
                                                 range: SourceRange(file: file, start: start, end: start)))
        }
        advance() // [
        var elements: [JSONNode] = []
        skipWhitespace()
        if peek == "]" {
            advance()
            return JSONNode(value: .array(elements), range: range(from: start))
        }
        while true {
            skipWhitespace()
            if peek == "]" { throw syntaxError("trailing comma before ']'") }
            elements.append(try value(depth: depth))
            skipWhitespace()
            guard let next = peek else { throw syntaxError("unexpected end of file inside the array opened at line \(start.line), column " +
                                                           "\(start.column)") }
            if next == "," { advance(); continue }
            if next == "]" { advance(); return JSONNode(value: .array(elements), range: range(from: start)) }
            throw syntaxError("expected ',' or ']' in array, found \(Self.describe(next))")
        }
    }

    mutating func string() throws(Failure) -> String {
        let start = position
        advance() // "
        var result = String.UnicodeScalarView()
        while true {
            guard let c = peek else { throw syntaxError("unterminated string", at: start) }
            if c == "\"" { advance(); return String(result) }
            if c.value < 0x20 { throw syntaxError("\(Self.describe(c)) inside a string; write it as an escape") }
            if c == "\\" {
                let escapeStart = position
                advance()
                guard let e = peek else { throw syntaxError("unterminated string", at: start) }
                advance()
                switch e {
                case "\"": result.append("\"")
                case "\\": result.append("\\")
                case "/": result.append("/")
                case "b": result.append("\u{08}")
                case "f": result.append("\u{0C}")
                case "n": result.append("\n")
                case "r": result.append("\r")
                case "t": result.append("\t")
                case "u":
                    var value = try hex4(escapeStart)
                    if (0xD800...0xDBFF).contains(value) {
                        // A high surrogate must be followed by an escaped low surrogate.
                        guard peek == "\\", index + 1 < scalars.count, scalars[index + 1] == "u" else {
                            throw syntaxError("lone surrogate \\u\(String(value, radix: 16, uppercase: true)) in string", at: escapeStart)
                        }
                        advance(); advance()
                        let low = try hex4(escapeStart)
                        guard (0xDC00...0xDFFF).contains(low) else {
                            throw syntaxError("lone surrogate \\u\(String(value, radix: 16, uppercase: true)) in string", at: escapeStart)
                        }
                        value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
                    } else if (0xDC00...0xDFFF).contains(value) {
                        throw syntaxError("lone surrogate \\u\(String(value, radix: 16, uppercase: true)) in string", at: escapeStart)
                    }
                    guard let scalar = Unicode.Scalar(value) else {
                        throw syntaxError("invalid escape '\\u\(String(value, radix: 16, uppercase: true))' in string", at: escapeStart)
                    }
                    result.append(scalar)
                default:
                    throw syntaxError("invalid escape '\\\(e)' in string", at: escapeStart)
                }
                continue
            }
            result.append(c)
            advance()
        }
    }

    mutating func hex4(_ escapeStart: SourcePosition) throws(Failure) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let c = peek, let digit = Int(String(c), radix: 16) else {
                throw syntaxError("invalid \\u escape: expected four hexadecimal digits", at: escapeStart)
            }
            value = value * 16 + UInt32(digit)
            advance()
        }
        return value
    }

    mutating func number() throws(Failure) -> Double {
        let start = position
        var text = ""
        func take(_ parser: inout JSONParser) {
            guard let scalar = parser.peek else { return }
            text.unicodeScalars.append(scalar)
            parser.advance()
        }
        if peek == "-" { take(&self) }
        guard let first = peek, ("0"..."9").contains(first) else { throw syntaxError("invalid number: expected a digit", at: start) }
        if first == "0" {
            take(&self)
            if let c = peek, ("0"..."9").contains(c) { throw syntaxError("invalid number: leading zeros are not allowed", at: start) }
        } else {
            while let c = peek, ("0"..."9").contains(c) { take(&self) }
        }
        if peek == "." {
            take(&self)
            guard let c = peek, ("0"..."9").contains(c) else { throw syntaxError("invalid number: expected a digit after '.'", at: start) }
            while let c = peek, ("0"..."9").contains(c) { take(&self) }
        }
        if peek == "e" || peek == "E" {
            take(&self)
            if peek == "+" || peek == "-" { take(&self) }
            guard let c = peek,
                ("0"..."9").contains(c) else { throw syntaxError("invalid number: expected a digit in the exponent", at: start) }
            while let c = peek, ("0"..."9").contains(c) { take(&self) }
        }
        guard let value = Double(text), value.isFinite else { throw syntaxError("number '\(text)' is out of range", at: start) }
        return value
    }
}
