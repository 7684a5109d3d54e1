public import KeyboardModel

/// What the user typed for one word: the text of each key tapped and, when the front end gives
/// it, where the finger landed (in the keyboard's points).
///
/// ```swift
/// TypedWord("rhe")                                   // three key centres
/// TypedWord([.init("r", at: Point(x: 110, y: 30)), .init("h"), .init("e")])
/// ```
public struct TypedWord: Hashable, Sendable, ExpressibleByStringLiteral {
    public struct Touch: Hashable, Sendable {
        /// What the key typed (a letter, usually; any text is accepted).
        public var text: String
        /// Where the touch landed, in the keyboard's points; `nil`: the key's centre.
        public var point: Point?

        public init(_ text: String, at point: Point? = nil) {
            self.text = text
            self.point = point
        }
    }

    public var touches: [Touch]

    public init(_ touches: [Touch]) { self.touches = touches }

    /// A word typed key by key at the keys' centres.
    public init(_ text: String) { touches = text.map { Touch(String($0)) } }

    public init(stringLiteral value: String) { self.init(value) }

    /// The text typed.
    public var text: String { touches.map(\.text).joined() }
}
