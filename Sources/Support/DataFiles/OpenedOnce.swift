import Synchronization

/// Read-only data opened once per process and path: every engine over the same model file shares
/// one mapping and pays its checks once (a keyboard session per field, a method per activation).
/// A failure is not kept: the next asker tries again.
///
/// ```swift
/// static let opened = OpenedOnce<JapaneseModel>()
/// let model = try opened.value(at: path) { try JapaneseModel(path: $0) }
/// ```
public final class OpenedOnce<Value: Sendable>: Sendable {
    private let values = Mutex<[String: Value]>([:])

    public init() {}

    /// The value opened from `path` before, or `open`'s (kept when it succeeds). Askers of the same
    /// path wait for the first one's opening.
    public func value<Failure: Error>(at path: String, open: (String) throws(Failure) -> Value) throws(Failure) -> Value {
        try values.withLock { (values: inout [String: Value]) throws(Failure) -> Value in
            if let known = values[path] { return known }
            let opened = try open(path)
            values[path] = opened
            return opened
        }
    }
}
