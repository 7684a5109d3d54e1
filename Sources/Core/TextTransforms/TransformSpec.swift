/// A keyboard's transforms as written (CLDR's `variables` and `transforms`, or the same in a
/// SoftKeyboard layout's `transforms` field): plain strings, compiled by
/// ``TransformRules/compile(_:)``.
public struct TransformSpec: Hashable, Sendable {
    public struct Variable: Hashable, Sendable {
        public enum Kind: String, Hashable, Sendable, CaseIterable {
            /// Text (`${id}`).
            case string
            /// Space-separated strings (`$[id]`; `$[1:id]` maps between two sets by position).
            case set
            /// A UnicodeSet `[a-z …]` (`$[id]`, one character of the set).
            case unicodeSet
        }

        public var id: String
        public var kind: Kind
        public var value: String

        public init(id: String, kind: Kind, value: String) {
            self.id = id
            self.kind = kind
            self.value = value
        }
    }

    /// Replace the end of the context matching `from` with `to`.
    public struct Rule: Hashable, Sendable {
        public var from: String
        public var to: String

        public init(from: String, to: String = "") {
            self.from = from
            self.to = to
        }
    }

    /// Give the characters matching `from` sort weights within their cluster.
    public struct Reorder: Hashable, Sendable {
        public var from: String
        public var before: String?
        public var order: String?
        public var tertiary: String?
        public var tertiaryBase: String?
        public var preBase: String?

        public init(from: String, before: String? = nil, order: String? = nil, tertiary: String? = nil, tertiaryBase: String? = nil,
                    preBase: String? = nil) {
            self.from = from
            self.before = before
            self.order = order
            self.tertiary = tertiary
            self.tertiaryBase = tertiaryBase
            self.preBase = preBase
        }
    }

    public enum Group: Hashable, Sendable {
        case rules([Rule])
        case reorders([Reorder])
    }

    public var variables: [Variable]
    /// Run after each key's output, group by group.
    public var simple: [Group]
    /// Run on backspace; when none matches, backspace deletes one character.
    public var backspace: [Group]

    public init(variables: [Variable] = [], simple: [Group] = [], backspace: [Group] = []) {
        self.variables = variables
        self.simple = simple
        self.backspace = backspace
    }

    public var isEmpty: Bool { simple.isEmpty && backspace.isEmpty }
}
