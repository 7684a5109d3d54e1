#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes files so that a crash, a full disk or a link never leaves half a file: what
/// `softkbd validate --fix` and `import --out` write, and `FileStorage`'s records.
///
/// ``replace(_:with:)`` changes a file's contents the way an editor should:
/// - through a symbolic link: the file it names is changed, the link stays a link;
/// - a file with other hard links is written in place, so every name sees the change;
/// - otherwise a new file is written beside it and renamed over it (a crash leaves the old file
///   or the new one, never half of one), with the old file's mode and, where allowed, owner and
///   group;
/// - a file without write permission (made read-only on purpose) is refused, and left as it is.
public enum FileWriting {
    /// What could not be written, in plain words; ``reason`` is the system's, when it gave one.
    public struct Failure: Error, Sendable, CustomStringConvertible {
        public var description: String
        public var reason: String

        init(description: String, reason: String = "") {
            self.description = description
            self.reason = reason.isEmpty ? description : reason
        }

        init(_ what: String, _ code: Int32) {
            self.init(description: "\(what): \(systemReason(code))", reason: systemReason(code))
        }
    }

    public static func replace(_ path: String, with bytes: [UInt8]) throws(Failure) {
        guard let resolved = realpath(path, nil) else { throw Failure("cannot write \(path)", errno) }
        let target = String(cString: resolved)
        free(resolved)
        var info = stat()
        guard stat(target, &info) == 0 else { throw Failure("cannot write \(path)", errno) }
        // Root may write anything; a file nobody may write was made read-only on purpose.
        guard info.st_mode & (S_IWUSR | S_IWGRP | S_IWOTH) != 0, access(target, W_OK) == 0 else {
            throw Failure(description: "\(path) is read-only; not changed (make it writable to apply the fixes)")
        }
        if info.st_nlink > 1 {
            try writeInPlace(target, bytes, display: path)
        } else {
            try writeAndRename(target, bytes, like: info, display: path)
        }
    }

    /// Writes a file that a command creates (`import --out`): its folder is made if missing; the
    /// text goes to a new file beside the target, renamed over it once complete, so a full disk
    /// or a crash leaves the old file whole (or none), and a link already at the target is
    /// replaced, never written through. Failures are said in plain words.
    public static func create(_ path: String, with bytes: [UInt8]) throws(Failure) {
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[..<$0]) }.flatMap { $0.isEmpty ? "/" : $0 } ?? "."
        try makeFolder(folder)
        var info = stat()
        if lstat(path, &info) == 0,
            info.st_mode & S_IFMT == S_IFDIR { throw Failure(description: "cannot write \(path): a folder of that name is in the way") }
        var mode = stat()
        mode.st_mode = 0o644
        mode.st_uid = getuid()
        mode.st_gid = getgid()
        try writeAndRename(path, bytes, like: mode, display: path)
    }

    /// Makes a folder and its missing parents, as `mkdir -p` does.
    private static func makeFolder(_ folder: String) throws(Failure) {
        var info = stat()
        if stat(folder, &info) == 0 {
            guard info.st_mode & S_IFMT == S_IFDIR else { throw Failure(description: "cannot write into \(folder): it is a file, not a " +
                                                                                     "folder") }
            return
        }
        if let slash = folder.lastIndex(of: "/"), slash != folder.startIndex { try makeFolder(String(folder[..<slash])) }
        guard mkdir(folder, 0o755) == 0
            || errno == EEXIST else { throw Failure("cannot make the folder \(folder)", errno) }
    }

    private static func writeInPlace(_ target: String, _ bytes: [UInt8], display: String) throws(Failure) {
        let descriptor = open(target, O_WRONLY | O_TRUNC | O_CLOEXEC)
        guard descriptor >= 0 else { throw Failure("cannot write \(display)", errno) }
        defer { close(descriptor) }
        try writeAll(descriptor, bytes, display: display)
    }

    private static func writeAndRename(_ target: String, _ bytes: [UInt8], like info: stat, display: String) throws(Failure) {
        let slash = target.lastIndex(of: "/").map { target[..<$0] } ?? "."
        var template = Array("\(slash)/.softkbd-XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { buffer -> Int32 in
            guard let base = buffer.baseAddress else { return -1 }
            return mkstemp(base)
        }
        guard descriptor >= 0 else { throw Failure("cannot write beside \(display)", errno) }
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var finished = false
        defer {
            close(descriptor)
            if !finished { unlink(temporary) }
        }
        // The old file's mode, and its owner and group where the user may give them.
        _ = fchmod(descriptor, info.st_mode & 0o7777)
        _ = fchown(descriptor, info.st_uid, info.st_gid)
        try writeAll(descriptor, bytes, display: display)
        guard rename(temporary, target) == 0 else { throw Failure("cannot replace \(display)", errno) }
        finished = true
    }

    private static func writeAll(_ descriptor: Int32, _ bytes: [UInt8], display: String) throws(Failure) {
        var rest = bytes[...]
        while !rest.isEmpty {
            let written = rest.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { throw Failure("cannot write \(display)", errno) }
            rest = rest.dropFirst(written)
        }
        guard fsync(descriptor) == 0 else { throw Failure("cannot write \(display)", errno) }
    }
}

/// The system's words for an `errno` value ("Is a directory").
public func systemReason(_ code: Int32) -> String {
    guard let text = strerror(code) else { return "error \(code)" }
    return String(cString: text)
}
