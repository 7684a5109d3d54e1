/// A place in a source text that knows its line and column: what every reader of a file format
/// (JSON layouts, CLDR XML) walks with, so each reports positions the same way (lines and
/// columns from 1, offsets in Unicode scalars).
///
/// ```swift
/// var cursor = SourceCursor("a\nb", file: "f")
/// cursor.advance(2)
/// cursor.position   // line 2, column 1, offset 2
/// ```
public struct SourceCursor: Sendable {
    public let scalars: [Unicode.Scalar]
    public let file: String
    /// The offset of ``current`` in ``scalars``.
    public private(set) var index = 0
    public private(set) var line = 1
    public private(set) var column = 1

    /// - Parameter skippingByteOrderMark: a leading U+FEFF is not part of the text (it keeps
    ///   its offset, so offsets still count it).
    public init(_ scalars: [Unicode.Scalar], file: String, skippingByteOrderMark: Bool = false) {
        self.scalars = scalars
        self.file = file
        if skippingByteOrderMark, scalars.first == "\u{FEFF}" { index = 1 }
    }

    public init(_ text: String, file: String, skippingByteOrderMark: Bool = false) {
        self.init(Array(text.unicodeScalars), file: file, skippingByteOrderMark: skippingByteOrderMark)
    }

    /// The scalar at the cursor; `nil` at the end.
    @inline(__always) public var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }
    public var position: SourcePosition { SourcePosition(line: line, column: column, offset: index) }
    public var isAtEnd: Bool { index >= scalars.count }

    /// Moves past `count` scalars (stopping at the end); a line feed starts a new line.
    @inline(__always) public mutating func advance(_ count: Int = 1) {
        for _ in 0..<count where index < scalars.count {
            if scalars[index] == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
            index += 1
        }
    }

    /// Whether the text at the cursor begins with `text`.
    public func looksAt(_ text: String) -> Bool {
        var i = index
        for scalar in text.unicodeScalars {
            guard i < scalars.count, scalars[i] == scalar else { return false }
            i += 1
        }
        return true
    }

    /// The range from `start` to the cursor.
    public func range(from start: SourcePosition) -> SourceRange { SourceRange(file: file, start: start, end: position) }
}
