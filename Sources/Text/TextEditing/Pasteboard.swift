/// Where cut and copied text goes and pasted text comes from; a front end bridges it to the
/// system's clipboard.
public protocol Pasteboard: AnyObject {
    var string: String? { get set }
}

/// A pasteboard in memory, for tests and for front ends without a system clipboard.
public final class InMemoryPasteboard: Pasteboard {
    public var string: String?

    public init(_ string: String? = nil) { self.string = string }
}
