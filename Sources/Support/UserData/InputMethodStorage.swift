// POSIX calls only: the input-method modules stay free of Foundation, which would add several
// MiB to every process that hosts a method.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import DataFiles

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

/// Storage in a folder, one file per key, each written atomically (`FileWriting.create(_:with:)`:
/// a temporary file flushed to disk, then renamed over the old one), so a crash never leaves half
/// a file.
public final class FileStorage: InputMethodStorage {
    /// A failed file operation: what was attempted, on which path, and the system's reason.
    public struct Failure: Error, CustomStringConvertible {
        public var operation: String
        public var path: String
        public var reason: String
        public var description: String { "cannot \(operation) \(path): \(reason)" }

        init(_ operation: String, _ path: String, reason: String = String(cString: strerror(errno))) {
            self.operation = operation
            self.path = path
            self.reason = reason
        }
    }

    public let directory: String

    /// - Throws: ``Failure`` when the folder (or a parent) cannot be created.
    public init(directory: String) throws {
        self.directory = directory
        var path = directory.hasPrefix("/") ? "" : "."
        for component in directory.split(separator: "/") {
            path += "/" + component
            if mkdir(path, 0o755) != 0 && errno != EEXIST { throw Failure("create the folder", path) }
        }
    }

    /// Keys become file names: ASCII letters, digits, `-`, `_` and `.` are kept (but a leading
    /// `.`), every other byte is written as `%XX`, and the empty key is `%`, so distinct keys
    /// never share a file and no key names a hidden file or reaches outside the folder.
    func path(for key: String) -> String {
        var name = ""
        for byte in key.utf8 {
            let c = Character(Unicode.Scalar(byte))
            if c.isASCII && (c.isLetter || c.isNumber || c == "-" || c == "_" || c == ".") && !(name.isEmpty && c == ".") {
                name.append(c)
            } else {
                name += "%" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
            }
        }
        return directory + "/" + (name.isEmpty ? "%" : name)
    }

    public func data(forKey key: String) -> [UInt8]? {
        // Only a file is read: a FIFO put where a record was would block for ever.
        guard case .success(let opened) = RegularFile.openToRead(path(for: key)) else { return nil }
        let fd = opened.descriptor
        defer { close(fd) }
        var result: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else { return nil }
            if count == 0 { return result }
            result.append(contentsOf: chunk[..<count])
        }
    }

    public func setData(_ data: [UInt8]?, forKey key: String) throws {
        let target = path(for: key)
        guard let data else {
            if unlink(target) != 0 && errno != ENOENT { throw Failure("remove", target) }
            return
        }
        do { try FileWriting.create(target, with: data) } catch { throw Failure("write", target, reason: error.reason) }
    }
}

/// The storage a method gets from the host: writes pass only while learning is allowed.
package final class GatedStorage: InputMethodStorage {
    package let base: any InputMethodStorage
    package var isLearningAllowed = true
    package private(set) var refusedWrites = 0

    package init(base: any InputMethodStorage) { self.base = base }

    package func data(forKey key: String) -> [UInt8]? { base.data(forKey: key) }

    package func setData(_ data: [UInt8]?, forKey key: String) throws {
        guard isLearningAllowed else { refusedWrites += 1; return }
        try base.setData(data, forKey: key)
    }
}
