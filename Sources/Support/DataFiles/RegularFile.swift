#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Opening a file to read without ever waiting on something that is not a file: a FIFO, a
/// device or a socket named where a file is expected (a layouts folder, a program's
/// `&LAYOUTFILE`, a `SOFTKBD_*` variable) would block a plain `open(2)` or `read(2)` for ever.
/// The file is opened without blocking, checked with `fstat` to be a regular file, and only then
/// read as usual.
///
/// ```swift
/// switch RegularFile.openToRead("/tmp/fifo") {
/// case .success(let file): defer { close(file.descriptor) } …
/// case .failure(let problem): print(problem)   // "/tmp/fifo is a FIFO (named pipe), not a file"
/// }
/// ```
public enum RegularFile {
    /// Why a path could not be opened as a file to read.
    public enum Problem: Error, Hashable, Sendable, CustomStringConvertible {
        /// The system's reason (`errno`), in its words.
        case system(path: String, reason: String, code: Int32)
        /// The path names something other than a regular file: what it is.
        case notAFile(path: String, kind: String)

        public var description: String {
            switch self {
            case .system(let path, let reason, _): "cannot open \(path): \(reason)"
            case .notAFile(let path, let kind): "\(path) is \(kind), not a file"
            }
        }

        /// The system's words alone, or what the path is (for messages that name the path already).
        public var reason: String {
            switch self {
            case .system(_, let reason, _): reason
            case .notAFile(_, let kind): "it is \(kind), not a file"
            }
        }
    }

    /// An open descriptor (the caller closes it) and the file's size.
    public struct Opened {
        public var descriptor: Int32
        public var size: Int
    }

    /// Opens `path` read-only, refusing anything but a regular file (a symbolic link is followed).
    ///
    /// - Complexity: O(1): two system calls, three on success.
    public static func openToRead(_ path: String) -> Result<Opened, Problem> {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(.system(path: path, reason: reason(errno), code: errno)) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            let code = errno
            close(descriptor)
            return .failure(.system(path: path, reason: reason(code), code: code))
        }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            close(descriptor)
            return .failure(.notAFile(path: path, kind: kind(of: info.st_mode)))
        }
        // Reads of a regular file do not block; the flag is cleared for the callers' sake.
        let flags = fcntl(descriptor, F_GETFL)
        if flags >= 0 { _ = fcntl(descriptor, F_SETFL, flags & ~O_NONBLOCK) }
        return .success(Opened(descriptor: descriptor, size: Int(info.st_size)))
    }

    /// What a file mode names, in words.
    static func kind(of mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFDIR: "a folder"
        case S_IFIFO: "a FIFO (named pipe)"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFSOCK: "a socket"
        default: "not a regular file"
        }
    }

    /// The system's words for an `errno` value, in lower case.
    public static func reason(_ code: Int32) -> String {
        guard let text = strerror(code) else { return "error \(code)" }
        return String(cString: text).lowercased()
    }
}
