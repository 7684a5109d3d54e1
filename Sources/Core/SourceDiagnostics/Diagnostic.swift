/// A position in a source file: 1-based line and column, the column counted in Unicode
/// scalars, and the 0-based scalar offset from the start of the file.
public struct SourcePosition: Hashable, Sendable, Comparable, Codable {
    public var line: Int
    public var column: Int
    public var offset: Int

    public init(line: Int, column: Int, offset: Int) {
        self.line = line
        self.column = column
        self.offset = offset
    }

    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool { lhs.offset < rhs.offset }
}

/// A span of a file, from `start` up to (not including) `end`.
public struct SourceRange: Hashable, Sendable, Codable {
    /// The file's path as the user named it.
    public var file: String
    public var start: SourcePosition
    public var end: SourcePosition

    public init(file: String, start: SourcePosition, end: SourcePosition) {
        self.file = file
        self.start = start
        self.end = end
    }

    /// The whole of a file's first position, for problems that belong to no token.
    public static func file(_ path: String) -> SourceRange {
        let start = SourcePosition(line: 1, column: 1, offset: 0)
        return SourceRange(file: path, start: start, end: start)
    }
}

/// A problem found in a source file (a layout, a keyboard to import, a Keyman program), as data:
/// a stable rule id, a severity, a message, where it is, further locations that explain it, and
/// the edits that would fix it.
///
/// Messages are lower-case without a trailing period and quote the offending token:
/// `undefined key 'shfit' in layer 'letters'`.
public struct Diagnostic: Hashable, Sendable {
    public enum Severity: String, Hashable, Sendable, Codable, Comparable {
        case error, warning

        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs == .warning && rhs == .error }
    }

    /// A second location that helps ("first defined here").
    public struct Note: Hashable, Sendable {
        public var message: String
        public var range: SourceRange

        public init(message: String, range: SourceRange) {
            self.message = message
            self.range = range
        }
    }

    /// A text edit that fixes the problem: replace `range` with `replacement`.
    public struct FixIt: Hashable, Sendable {
        public var range: SourceRange
        public var replacement: String
        /// Whether the edit is certain to be what the author wants (removing a repeated
        /// alternate, normalising to NFC), so `softkbd validate --fix` may apply it; a
        /// did-you-mean guess is not.
        public var isMechanical: Bool

        public init(range: SourceRange, replacement: String, isMechanical: Bool = false) {
            self.range = range
            self.replacement = replacement
            self.isMechanical = isMechanical
        }
    }

    /// The rule's stable kebab-case id (`undefined-key`); never renumbered or reused.
    public var rule: String
    public var severity: Severity
    public var message: String
    public var range: SourceRange
    public var notes: [Note]
    public var fixIts: [FixIt]

    /// A value quoted in `message` ('…') longer than ``longestQuote`` characters is shortened
    /// there, so a 200,000-character label is not echoed whole.
    public init(rule: String, severity: Severity = .error, message: String, range: SourceRange, notes: [Note] = [], fixIts: [FixIt] = []) {
        self.rule = rule
        self.severity = severity
        self.message = Self.shorteningQuotes(message)
        self.range = range
        self.notes = notes
        self.fixIts = fixIts
    }

    /// `path:line:column: error: message [rule]`, then indented notes. Control characters a
    /// message quotes from a file (an escape in a key id) are written `U+001B`, so no file can
    /// send a terminal an escape sequence through a diagnostic.
    public var formatted: String {
        func place(_ range: SourceRange) -> String { "\(range.file.escapingControlCharacters):\(range.start.line):\(range.start.column)" }
        var text = "\(place(range)): \(severity.rawValue): \(message.escapingControlCharacters) [\(rule)]"
        for note in notes { text += "\n    \(place(note.range)): note: \(note.message.escapingControlCharacters)" }
        return text
    }
}

/// Collects diagnostics across the phases of reading files.
public struct DiagnosticCollector: Sendable {
    public private(set) var diagnostics: [Diagnostic] = []

    public init() {}

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    public mutating func report(_ diagnostic: Diagnostic) { diagnostics.append(diagnostic) }

    /// The diagnostics ordered by file, then position.
    public var sorted: [Diagnostic] {
        diagnostics.enumerated().sorted { a, b in
            (a.element.range.file, a.element.range.start.offset, a.offset) < (b.element.range.file, b.element.range.start.offset, b.offset)
        }.map(\.element)
    }
}

/// A diagnostic can stand as an error where one problem ends a step (an undecodable file).
extension Diagnostic: Error {}

extension String {
    /// The text with each control character (C0, DEL, C1) written as `U+XXXX`, for messages and
    /// listings that quote what a file holds.
    ///
    /// ```swift
    /// "a\u{1B}[31m".escapingControlCharacters   // "aU+001B[31m"
    /// ```
    ///
    /// - Complexity: O(*n*).
    public var escapingControlCharacters: String { escapingControlCharacters(keeping: []) }

    /// The text with each control character written as `U+XXXX` but those in `kept` (a typed
    /// text's line breaks and tabs, which a terminal shows as such): the one function every text
    /// from a file or a program goes through before a terminal, so none can send it an escape
    /// sequence (ESC, CSI, BEL, …).
    ///
    /// ```swift
    /// "a\nb\u{1B}[2J".escapingControlCharacters(keeping: ["\n"])   // "a\nbU+001B[2J"
    /// ```
    ///
    /// - Complexity: O(*n*).
    public func escapingControlCharacters(keeping kept: Set<Unicode.Scalar>) -> String {
        func escaped(_ scalar: Unicode.Scalar) -> Bool { scalar.properties.generalCategory == .control && !kept.contains(scalar) }
        guard unicodeScalars.contains(where: escaped) else { return self }
        var result = ""
        for scalar in unicodeScalars {
            if escaped(scalar) {
                let digits = String(scalar.value, radix: 16, uppercase: true)
                result += "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
