import LayoutFile

/// Builds a layout file's tree (``JSONNode``) whose every value points at the place in the
/// original file it came from, so the loader's findings land there.
struct LayoutTree {
    let file: String

    /// The start of the file, for values made up by the import.
    var origin: SourceRange { .file(file) }

    func string(_ value: String, _ range: SourceRange? = nil) -> JSONNode { JSONNode(value: .string(value), range: range ?? origin) }

    func number(_ value: Double, _ range: SourceRange? = nil) -> JSONNode { JSONNode(value: .number(value), range: range ?? origin) }
    func bool(_ value: Bool, _ range: SourceRange? = nil) -> JSONNode { JSONNode(value: .bool(value), range: range ?? origin) }

    func array(_ items: [JSONNode], _ range: SourceRange? = nil) -> JSONNode { JSONNode(value: .array(items), range: range ?? origin) }

    func strings(_ items: [(String, SourceRange?)], _ range: SourceRange? = nil) -> JSONNode {
        array(items.map { string($0.0, $0.1) }, range)
    }

    /// An object; each member's key range is its value's range unless given.
    func object(_ members: [(String, JSONNode)], _ range: SourceRange? = nil, keyRanges: [String: SourceRange] = [:]) -> JSONNode {
        JSONNode(value: .object(members.map { JSONNode.Member(key: $0.0, keyRange: keyRanges[$0.0] ?? $0.1.range, value: $0.1) }),
                 range: range ?? origin)
    }

    func member(_ key: String, _ value: JSONNode, keyRange: SourceRange? = nil) -> JSONNode.Member {
        JSONNode.Member(key: key, keyRange: keyRange ?? value.range, value: value)
    }
}
