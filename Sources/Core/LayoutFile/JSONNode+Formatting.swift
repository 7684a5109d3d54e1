import SourceDiagnostics

extension JSONNode {
    /// The value as JSON text in the layouts' house style: two-space indents, short arrays of
    /// strings and small objects on one line.
    public func formatted(indent: Int = 0) -> String {
        switch value {
        case .string(let text): return Self.quoted(text)
        case .number(let number):
            let whole = Int(saturating: number)
            return Double(whole) == number && abs(number) < 1e15 ? String(whole) : String(number)
        case .bool(let flag): return flag ? "true" : "false"
        case .null: return "null"
        case .array(let items):
            if items.isEmpty { return "[]" }
            let inline = "[" + items.map { $0.formatted(indent: indent) }.joined(separator: ", ") + "]"
            if !inline.contains("\n") && inline.count + indent <= 110 { return inline }
            let pad = String(repeating: " ", count: indent + 2)
            let inner = items.map { pad + $0.formatted(indent: indent + 2) }.joined(separator: ",\n")
            return "[\n" + inner + "\n" + String(repeating: " ", count: indent) + "]"
        case .object(let members):
            if members.isEmpty { return "{}" }
            let inline = "{ " + members.map {
                Self.quoted($0.key) + ": " + $0.value.formatted(indent: indent)
            }.joined(separator: ", ") + " }"
            let isLeaf = members.allSatisfy { member in
                switch member.value.value {
                case .object(let inner): return inner.isEmpty
                default: return true
                }
            }
            if isLeaf && !inline.contains("\n") && inline.count + indent <= 110 { return inline }
            let pad = String(repeating: " ", count: indent + 2)
            return "{\n" + members.map {
                pad + Self.quoted($0.key) + ": " + $0.value.formatted(indent: indent + 2)
            }.joined(separator: ",\n") + "\n" + String(repeating: " ", count: indent) + "}"
        }
    }

    /// A JSON string literal for `text` (`String.jsonQuoted` of `SourceDiagnostics`): quotes,
    /// backslashes and controls escaped, and the invisible format characters too (but the
    /// joiners), so a layout file shows what it holds.
    public static func quoted(_ text: String) -> String { text.jsonQuoted }
}
