import Synchronization

/// Layout files already read without a problem, by their path and text: validating a user's
/// file over the bundled ones, or a rule's examples, reads the same bundled files again and
/// again. Only clean reads are kept (a read that reported anything is read again, so its
/// diagnostics are reported again); at most ``capacity`` entries, then it starts afresh.
enum LayoutDocumentCache {
    struct Key: Hashable {
        var path: String
        var file: String
        var text: String
    }

    static let capacity = 512
    /// Files larger than this are not kept (they are not bundled layouts).
    static let largestText = 256 * 1024
    nonisolated(unsafe) private static var entries: [Key: LayoutDocument] = [:]
    private static let lock = Mutex(())

    static func document(_ key: Key) -> LayoutDocument? {
        lock.withLock { _ in entries[key] }
    }

    static func store(_ document: LayoutDocument, for key: Key) {
        guard key.text.utf8.count <= largestText else { return }
        lock.withLock { _ in
            if entries.count >= capacity { entries.removeAll(keepingCapacity: true) }
            entries[key] = document
        }
    }
}
