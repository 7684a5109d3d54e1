/// A problem in one line of text a parser read (a Password Rules descriptor, an HTML fragment):
/// where it is and what it is. `PasswordRules.ParseError` and `HTMLElement.ParseError` are this.
public struct ColumnError: Error, Hashable, Sendable, CustomStringConvertible {
    /// 1-based column of the offending token, in Unicode scalars.
    public let column: Int
    /// Lower-case, no trailing period; quotes the offending token.
    public let message: String

    public init(column: Int, message: String) {
        self.column = column
        self.message = message
    }

    public var description: String { "column \(column): \(message)" }
}
