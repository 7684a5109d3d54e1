/// A JSON value with the source range of every part, so that later phases can point at the
/// exact token a problem is about.
public struct JSONNode: Hashable, Sendable {
    public indirect enum Value: Hashable, Sendable {
        case object([Member])
        case array([JSONNode])
        case string(String)
        case number(Double)
        case bool(Bool)
        case null
    }

    /// One member of an object, with the range of its key.
    public struct Member: Hashable, Sendable {
        public var key: String
        public var keyRange: SourceRange
        public var value: JSONNode

        public init(key: String, keyRange: SourceRange, value: JSONNode) {
            self.key = key
            self.keyRange = keyRange
            self.value = value
        }
    }

    public var value: Value
    public var range: SourceRange

    public init(value: Value, range: SourceRange) {
        self.value = value
        self.range = range
    }

    /// The JSON type's name, for messages (`object`, `array`, `string`, `number`, `boolean`, `null`).
    public var typeName: String {
        switch value {
        case .object: "object"
        case .array: "array"
        case .string: "string"
        case .number: "number"
        case .bool: "boolean"
        case .null: "null"
        }
    }
}
