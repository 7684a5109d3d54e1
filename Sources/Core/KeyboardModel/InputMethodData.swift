/// What a layout's input method reads from a file the layout names beside it (a Keyman
/// keyboard's `.kmn` program): opaque to the core, which keeps it with the layout and the
/// resolved keyboard; the module that read it takes it back by its type.
///
/// Two values are equal when they name the same file and hold equal values of the same type.
public struct InputMethodData: Hashable, @unchecked Sendable {
    /// The file as the layout names it (`inputMethodData`).
    public let file: String
    /// Held as `AnyHashable`, which is not `Sendable` itself: the initialiser only takes
    /// `Sendable` values, so the box never holds anything else.
    private let value: AnyHashable

    public init<Value: Hashable & Sendable>(file: String, _ value: Value) {
        self.file = file
        self.value = AnyHashable(value)
    }

    /// The value, when it is a `Value`.
    public func value<Value>(as type: Value.Type) -> Value? { value.base as? Value }
}
