import SourceDiagnostics

/// A `.kmn` source cut into statements: physical lines joined where one ends in a backslash
/// (outside quotes and before any comment), comments (`c` standing alone, to the end of the
/// line) dropped, and each statement cut into tokens with their positions.
struct KMNToken: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        /// `'…'` or `"…"`: its characters.
        case string([Unicode.Scalar])
        /// `U+XXXX`, `d123`, `x41` or an octal number: one character code.
        case code(UInt32)
        /// A name or keyword: letters, digits and the other characters that are not syntax.
        case word(String)
        /// `(`, `)`, `[`, `]`, `+`, `>`, `,`, `=`, `!=`.
        case symbol(String)
    }

    var kind: Kind
    /// The token as written.
    var text: String
    var start: SourcePosition
    var end: SourcePosition

    var word: String? { if case .word(let text) = kind { text } else { nil } }
    func isSymbol(_ text: String) -> Bool { kind == .symbol(text) }
}

extension Collection<KMNToken> {
    /// A name written between parentheses (`store( uyirE )`), as the reader compares names:
    /// its tokens' text, lower-cased.
    var name: String { map(\.text).joined(separator: " ").lowercased() }
}

/// One statement: the tokens of its physical lines, and where it begins.
struct KMNStatement: Sendable {
    var tokens: [KMNToken]
    var line: Int
}

enum KMNTokenizer {
    /// The statements of a source, and the problems met cutting it (an unclosed quote).
    static func statements(of text: String, file: String) -> (statements: [KMNStatement], diagnostics: [Diagnostic]) {
        var scalars = Array(text.unicodeScalars)
        if scalars.first == "\u{FEFF}" { scalars.removeFirst() }
        var statements: [KMNStatement] = []
        var diagnostics: [Diagnostic] = []
        var pending: KMNStatement?
        var index = 0, line = 1
        // Offsets count from the text as given (a byte-order mark is one scalar).
        let offsetBase = text.unicodeScalars.first == "\u{FEFF}" ? 1 : 0
        while index <= scalars.count {
            var end = index
            while end < scalars.count, scalars[end] != "\n", scalars[end] != "\r" { end += 1 }
            let (tokens, continues, problems) = tokenize(scalars[index..<end], line: line, lineStart: index, offsetBase: offsetBase,
                                                         file: file)
            diagnostics += problems
            // Taken out of `pending` before it grows, so its tokens are not copied on every
            // continued line (40,000 of them took 12.6 s).
            var statement = pending ?? KMNStatement(tokens: [], line: line)
            pending = nil
            statement.tokens += tokens
            if continues {
                pending = statement
            } else {
                if !statement.tokens.isEmpty { statements.append(statement) }
                pending = nil
            }
            if end < scalars.count, scalars[end] == "\r", end + 1 < scalars.count, scalars[end + 1] == "\n" { end += 1 }
            index = end + 1
            line += 1
        }
        if let pending, !pending.tokens.isEmpty { statements.append(pending) }
        return (statements, diagnostics)
    }

    static let syntax: Set<Unicode.Scalar> = ["(", ")", "[", "]", "+", ">", ",", "=", "'", "\""]

    /// The tokens of one physical line, and whether it ends in a continuation backslash.
    static func tokenize(_ line: ArraySlice<Unicode.Scalar>, line number: Int, lineStart: Int, offsetBase: Int,
                         file: String) -> (tokens: [KMNToken], continues: Bool, problems: [Diagnostic]) {
        var tokens: [KMNToken] = []
        var problems: [Diagnostic] = []
        var i = line.startIndex
        var depth = 0
        func text(_ from: Int, _ to: Int) -> String { String(String.UnicodeScalarView(line[from..<min(to, line.endIndex)])) }
        func position(_ at: Int) -> SourcePosition {
            SourcePosition(line: number, column: at - line.startIndex + 1, offset: at + offsetBase)
        }
        while i < line.endIndex {
            let c = line[i]
            if c == " " || c == "\t" || c.properties.isWhitespace {
                i += 1
                continue
            }
            let start = i
            if c == "'" || c == "\"" {
                var j = i + 1
                while j < line.endIndex, line[j] != c { j += 1 }
                if j == line.endIndex {
                    problems.append(Diagnostic(rule: "kmn-syntax", message: "unterminated string: no closing \(c) on this line",
                                               range: SourceRange(file: file, start: position(start), end: position(j))))
                    tokens.append(KMNToken(kind: .string(Array(line[(i + 1)..<j])), text: text(i, j), start: position(start),
                                           end: position(j)))
                    i = j
                } else {
                    tokens.append(KMNToken(kind: .string(Array(line[(i + 1)..<j])), text: text(i, j + 1), start: position(start),
                                           end: position(j + 1)))
                    i = j + 1
                }
                continue
            }
            if c == "!", i + 1 < line.endIndex, line[i + 1] == "=" {
                tokens.append(KMNToken(kind: .symbol("!="), text: "!=", start: position(i), end: position(i + 2)))
                i += 2
                continue
            }
            if syntax.contains(c) {
                if c == "(" || c == "[" { depth += 1 } else if c == ")" || c == "]" { depth = max(0, depth - 1) }
                tokens.append(KMNToken(kind: .symbol(String(c)), text: String(c), start: position(i), end: position(i + 1)))
                i += 1
                continue
            }
            // `..` of a range stands alone (U+0041..U+005A).
            if c == ".", i + 1 < line.endIndex, line[i + 1] == "." {
                tokens.append(KMNToken(kind: .word(".."), text: "..", start: position(i), end: position(i + 2)))
                i += 2
                continue
            }
            var j = i
            // U+XXXX: the plus is part of the code, not the key separator.
            if c == "U" || c == "u", i + 1 < line.endIndex, line[i + 1] == "+" {
                j = i + 2
                while j < line.endIndex, line[j].properties.isASCIIHexDigit { j += 1 }
                if j > i + 2 {
                    let word = String(String.UnicodeScalarView(line[i..<j]))
                    tokens.append(KMNToken(kind: characterCode(word).map { .code($0) } ?? .word(word), text: word, start: position(i),
                                           end: position(j)))
                    i = j
                    continue
                }
                j = i
            }
            while j < line.endIndex, !syntax.contains(line[j]), !line[j].properties.isWhitespace, !(line[j] == "!" && j + 1 < line.endIndex
                                                                                                   && line[j + 1] == "=") {
                j += 1
            }
            let word = String(String.UnicodeScalarView(line[i..<j]))
            // A comment: `c` standing alone, outside parentheses and brackets.
            if depth == 0, word == "c" || word == "C" { break }
            if let code = characterCode(word) {
                tokens.append(KMNToken(kind: .code(code), text: word, start: position(i), end: position(j)))
            } else {
                tokens.append(KMNToken(kind: .word(word), text: word, start: position(i), end: position(j)))
            }
            i = j
        }
        var continues = false
        if let last = tokens.last, last.word == "\\" {
            tokens.removeLast()
            continues = true
        }
        return (tokens, continues, problems)
    }

    /// `U+XXXX` (hexadecimal), `d123` (decimal), `x41` (hexadecimal) or `101` (octal).
    static func characterCode(_ word: String) -> UInt32? {
        let upper = word.uppercased()
        if upper.hasPrefix("U+"), upper.count > 2 { return UInt32(upper.dropFirst(2), radix: 16) }
        if upper.hasPrefix("D"), upper.count > 1, upper.dropFirst().allSatisfy(\.isNumber) { return UInt32(upper.dropFirst(), radix: 10) }
        if upper.hasPrefix("X"), upper.count > 1, upper.dropFirst().allSatisfy(\.isHexDigit) { return UInt32(upper.dropFirst(), radix: 16) }
        if !upper.isEmpty, upper.allSatisfy({ ("0"..."7").contains($0) }) { return UInt32(upper, radix: 8) }
        return nil
    }
}
