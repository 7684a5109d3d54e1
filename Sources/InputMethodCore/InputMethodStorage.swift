#if canImport(FoundationEssentials)
internal import FoundationEssentials
#else
internal import Foundation
#endif

/// Where an input method keeps what it learns, by key. The host provides it (and withholds
/// writes where learning is not allowed).
public protocol InputMethodStorage: AnyObject {
    func data(forKey key: String) -> [UInt8]?
    /// Stores `data` (or removes the entry for `nil`).
    func setData(_ data: [UInt8]?, forKey key: String) throws
}

/// Storage in memory, for tests and for sessions that should leave no trace.
public final class MemoryStorage: InputMethodStorage {
    public private(set) var entries: [String: [UInt8]] = [:]

    public init() {}

    public func data(forKey key: String) -> [UInt8]? { entries[key] }

    public func setData(_ data: [UInt8]?, forKey key: String) throws { entries[key] = data }
}

/// Storage in a folder, one file per key, each written atomically (to a temporary file that
/// then replaces the old one), so a crash never leaves half a file.
public final class FileStorage: InputMethodStorage {
    public let directory: String

    /// - Throws: when the folder cannot be created.
    public init(directory: String) throws {
        self.directory = directory
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    /// Keys become file names: letters, digits, `-`, `_` and `.` are kept, anything else is
    /// written as `%XX`.
    func path(for key: String) -> String {
        var name = ""
        for byte in key.utf8 {
            let c = Character(Unicode.Scalar(byte))
            if c.isASCII && (c.isLetter || c.isNumber || c == "-" || c == "_" || c == ".") && !(name.isEmpty && c == ".") {
                name.append(c)
            } else {
                name += "%" + String(byte, radix: 16, uppercase: true)
            }
        }
        return directory + "/" + name
    }

    public func data(forKey key: String) -> [UInt8]? {
        FileManager.default.contents(atPath: path(for: key)).map { [UInt8]($0) }
    }

    public func setData(_ data: [UInt8]?, forKey key: String) throws {
        let target = path(for: key)
        guard let data else {
            if FileManager.default.fileExists(atPath: target) { try FileManager.default.removeItem(atPath: target) }
            return
        }
        try Data(data).write(to: URL(fileURLWithPath: target), options: .atomic)
    }
}

/// The storage a method gets from the host: writes pass only while learning is allowed.
final class GatedStorage: InputMethodStorage {
    let base: any InputMethodStorage
    var isLearningAllowed = true
    private(set) var refusedWrites = 0

    init(base: any InputMethodStorage) { self.base = base }

    func data(forKey key: String) -> [UInt8]? { base.data(forKey: key) }

    func setData(_ data: [UInt8]?, forKey key: String) throws {
        guard isLearningAllowed else { refusedWrites += 1; return }
        try base.setData(data, forKey: key)
    }
}
