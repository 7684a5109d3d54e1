import EditDistance
import TextInputTraits

/// A value together with where it was written.
public struct Located<Value: Hashable & Sendable>: Hashable, Sendable {
    public var value: Value
    public var range: SourceRange

    public init(_ value: Value, _ range: SourceRange) {
        self.value = value
        self.range = range
    }
}

/// Reads the members of one JSON object against a schema, reporting unknown members (with a
/// did-you-mean), repeated members and wrong types, and collecting rather than stopping.
struct ObjectReader {
    let node: JSONNode
    let members: [JSONNode.Member]
    /// What the object is, for messages ("key 'q'", "the layout").
    let context: String

    /// - Parameter duplicates: the rule and noun for a repeated member (`duplicate-key`, "key
    ///   id"); by default `duplicate-member`.
    init?(_ node: JSONNode, context: String, duplicates: (rule: LayoutRule, noun: String)? = nil, diagnostics: inout DiagnosticCollector) {
        guard case .object(let members) = node.value else {
            diagnostics.report(.wrongType, "\(context) must be an object, found \(node.typeName)", at: node.range)
            return nil
        }
        self.node = node
        self.members = members
        self.context = context
        var seen: [String: SourceRange] = [:]
        for member in members {
            if let first = seen[member.key] {
                if let duplicates {
                    diagnostics.report(duplicates.rule, "\(duplicates.noun) '\(member.key)' is defined twice", at: member.keyRange,
                                      notes: [.init(message: "first defined here", range: first)])
                } else {
                    diagnostics.report(.duplicateMember, "member '\(member.key)' appears twice in \(context)", at: member.keyRange,
                                      notes: [.init(message: "first given here", range: first)])
                }
            } else {
                seen[member.key] = member.keyRange
            }
        }
    }

    /// The member with a name (the first, if repeated).
    func member(_ key: String) -> JSONNode.Member? { members.first { $0.key == key } }

    /// Reports members that are not in `allowed`.
    func reportUnknown(allowed: [String], diagnostics: inout DiagnosticCollector) {
        for member in members where !allowed.contains(member.key) {
            let hint = closestMatch(to: member.key, in: allowed).map { "; did you mean '\($0)'?" } ?? ""
            let fix = closestMatch(to: member.key, in: allowed).map {
                [Diagnostic.FixIt(range: member.keyRange, replacement: "\"\($0)\"")]
            } ?? []
            diagnostics.report(.unknownField, "unknown field '\(member.key)' in \(context)\(hint)", at: member.keyRange, fixIts: fix)
        }
    }

    func requireMember(_ key: String, diagnostics: inout DiagnosticCollector) -> JSONNode.Member? {
        guard let member = member(key) else {
            diagnostics.report(.missingField, "\(context) is missing the required field '\(key)'",
                               at: SourceRange(file: node.range.file, start: node.range.start, end: node.range.start))
            return nil
        }
        return member
    }

    func string(_ key: String, required: Bool = false, diagnostics: inout DiagnosticCollector) -> Located<String>? {
        guard let member = required ? requireMember(key, diagnostics: &diagnostics) : member(key) else { return nil }
        return JSONRead.string(member.value, what: "'\(key)' in \(context)", diagnostics: &diagnostics)
    }

    func bool(_ key: String, diagnostics: inout DiagnosticCollector) -> Bool? {
        guard let member = member(key) else { return nil }
        guard case .bool(let value) = member.value.value else {
            diagnostics.report(.wrongType, "'\(key)' in \(context) must be true or false, found \(member.value.typeName)",
                               at: member.value.range)
            return nil
        }
        return value
    }

    func integer(_ key: String, in bounds: ClosedRange<Int>, required: Bool = false,
                 diagnostics: inout DiagnosticCollector) -> Located<Int>? {
        guard let member = required ? requireMember(key, diagnostics: &diagnostics) : member(key) else { return nil }
        guard case .number(let value) = member.value.value else {
            diagnostics.report(.wrongType, "'\(key)' in \(context) must be a whole number, found \(member.value.typeName)",
                               at: member.value.range)
            return nil
        }
        // A number of the wrong kind or size is told the range it must be in.
        guard value == value.rounded(), let int = Int(exactly: value), bounds.contains(int) else {
            let shown = value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
            diagnostics.report(.invalidValue,
                               "'\(key)' in \(context) must be a whole number between \(bounds.lowerBound) and \(bounds.upperBound), " +
                               "found \(shown)", at: member.value.range)
            return nil
        }
        return Located(int, member.value.range)
    }
}

/// Typed reads of single JSON values, reporting wrong types.
enum JSONRead {
    static func string(_ node: JSONNode, what: String, diagnostics: inout DiagnosticCollector) -> Located<String>? {
        guard case .string(let value) = node.value else {
            diagnostics.report(.wrongType, "\(what) must be a string, found \(node.typeName)", at: node.range)
            return nil
        }
        return Located(value, node.range)
    }

    static func number(_ node: JSONNode, what: String, diagnostics: inout DiagnosticCollector) -> Located<Double>? {
        guard case .number(let value) = node.value else {
            diagnostics.report(.wrongType, "\(what) must be a number, found \(node.typeName)", at: node.range)
            return nil
        }
        return Located(value, node.range)
    }

    /// A list of strings written either as an array of strings or as one string of
    /// space-separated items (`"à á â"`), each item with its own range where it can be known.
    static func stringList(_ node: JSONNode, what: String, diagnostics: inout DiagnosticCollector) -> [Located<String>]? {
        switch node.value {
        case .string(let text):
            return tokens(of: text, in: node.range)
        case .array(let elements):
            var result: [Located<String>] = []
            for element in elements {
                if let item = string(element, what: "an item of \(what)", diagnostics: &diagnostics) {
                    if item.value.isEmpty {
                        diagnostics.report(.invalidValue, "an item of \(what) is empty", at: item.range)
                    } else {
                        result.append(item)
                    }
                }
            }
            return result
        default:
            diagnostics.report(.wrongType,
                               "\(what) must be a string of space-separated items or an array of strings, found \(node.typeName)",
                               at: node.range)
            return nil
        }
    }

    /// The space-separated tokens of a string value, each with its exact range when the
    /// string was written without escapes (else the whole string's range).
    static func tokens(of text: String, in range: SourceRange) -> [Located<String>] {
        let scalars = text.unicodeScalars
        let exact = range.start.line == range.end.line && range.end.offset - range.start.offset == scalars.count + 2
        var result: [Located<String>] = []
        var index = scalars.startIndex
        var offset = 0   // in scalars, as source columns count
        func isSeparator(_ scalar: Unicode.Scalar) -> Bool { scalar == " " || scalar == "\t" }
        while index < scalars.endIndex {
            while index < scalars.endIndex, isSeparator(scalars[index]) { scalars.formIndex(after: &index); offset += 1 }
            let start = index, startOffset = offset
            while index < scalars.endIndex, !isSeparator(scalars[index]) { scalars.formIndex(after: &index); offset += 1 }
            guard index > start else { break }
            let token = String(scalars[start..<index])
            let tokenRange = exact
                ? SourceRange(
                    file: range.file,
                    start: SourcePosition(line: range.start.line, column: range.start.column + 1 + startOffset,
                                          offset: range.start.offset + 1 + startOffset),
                    end: SourcePosition(line: range.start.line, column: range.start.column + 1 + offset,
                                        offset: range.start.offset + 1 + offset))
                : range
            result.append(Located(token, tokenRange))
        }
        return result
    }
}
