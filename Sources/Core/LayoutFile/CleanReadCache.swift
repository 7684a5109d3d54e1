import KeyboardModel
import Synchronization

/// Files already read without a problem, by their path and text: validating a user's file over
/// the bundled ones, a rule's examples, or an imported keyboard reads the same bundled layouts,
/// `devices.json` and `strings.json` again and again. Only clean reads are kept (a read that
/// reported anything is read again, so its diagnostics are reported again); at most
/// ``capacity`` entries, then it starts afresh. Files larger than ``largestText`` are not kept.
final class CleanReadCache<Value: Sendable>: Sendable {
    typealias Key = CleanReadKey

    let capacity: Int
    let largestText: Int
    private let entries = Mutex<[Key: Value]>([:])

    init(capacity: Int, largestText: Int) {
        self.capacity = capacity
        self.largestText = largestText
    }

    subscript(key: Key) -> Value? {
        entries.withLock { $0[key] }
    }

    func store(_ value: Value, for key: Key) {
        guard key.text.utf8.count <= largestText else { return }
        entries.withLock { entries in
            if entries.count >= capacity { entries.removeAll(keepingCapacity: true) }
            entries[key] = value
        }
    }

    /// The value read before from this text, or `read`'s, kept when it reported nothing.
    func value(_ key: Key, diagnostics: inout DiagnosticCollector, read: (inout DiagnosticCollector) -> Value?) -> Value? {
        if let value = self[key] { return value }
        let before = diagnostics.diagnostics.count
        let value = read(&diagnostics)
        if let value, diagnostics.diagnostics.count == before { store(value, for: key) }
        return value
    }
}

/// A file as it was read: its path in the layouts folder, the name diagnostics give it, its text.
/// Texts are the same when their UTF-8 bytes are (Unicode-equivalent texts read to different
/// columns), which is also far quicker to hash than a `String`'s normalized form.
struct CleanReadKey: Hashable {
    var path: String
    var file: String
    var text: String

    static func == (a: Self, b: Self) -> Bool {
        a.path.utf8.elementsEqual(b.path.utf8) && a.file.utf8.elementsEqual(b.file.utf8) && a.text.utf8.elementsEqual(b.text.utf8)
    }

    func hash(into hasher: inout Hasher) {
        for part in [path, file, text] {
            var part = part
            part.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
            hasher.combine(part.utf8.count)
        }
    }
}

/// The caches the loader reads through.
enum LoaderCaches {
    /// Layout and part files (bundled layouts are well under 256 KiB).
    static let documents = CleanReadCache<LayoutDocument>(capacity: 512, largestText: 256 * 1024)
    /// `devices.json` files.
    static let devices = CleanReadCache<[DeviceProfile.ID: (DeviceProfile, SourceRange)]>(capacity: 8, largestText: 1 << 20)
    /// `strings.json` files.
    static let strings = CleanReadCache<KeyboardStringsTable>(capacity: 8, largestText: 1 << 20)
}
