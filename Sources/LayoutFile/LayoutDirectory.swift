#if canImport(FoundationEssentials)
internal import FoundationEssentials
#else
internal import Foundation
#endif
#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#elseif canImport(Darwin)
internal import Darwin
#endif

/// Reading layout sources from a folder on disk.
public enum LayoutDirectory {
    /// The largest file read: 1 MiB, as ``JSONParser/Limits`` allows.
    public static let maximumFileSize = JSONParser.Limits().maximumBytes

    /// What a file could not be read for: the system's reason, or its size past a limit.
    public enum FileProblem: Error, Hashable, Sendable, CustomStringConvertible {
        case system(String)
        case tooLarge(size: Int, limit: Int)

        public var description: String {
            switch self {
            case .system(let reason): reason
            case .tooLarge(let size, let limit): "the file is \(size) bytes; the limit is \(limit)"
            }
        }
    }

    /// A file's bytes, read with POSIX calls: its size is checked before anything is read, so a
    /// huge file costs nothing, and a failure gives the system's reason (permission denied, is
    /// a directory, too many levels of symbolic links).
    ///
    /// - Complexity: O(*n*) in the file's size, at most `limit` bytes read.
    public static func contents(ofFile path: String, limit: Int = maximumFileSize) -> Result<[UInt8], FileProblem> {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(.system(reason(errno))) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .failure(.system(reason(errno))) }
        if (info.st_mode & S_IFMT) == S_IFDIR { return .failure(.system(reason(EISDIR))) }
        if Int(info.st_size) > limit { return .failure(.tooLarge(size: Int(info.st_size), limit: limit)) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(.system(reason(errno)))
            }
            if count == 0 { return .success(bytes) }
            // A file that grows while it is read (or a device) is held to the limit too.
            guard bytes.count + count <= limit else { return .failure(.tooLarge(size: bytes.count + count, limit: limit)) }
            bytes += chunk[..<count]
        }
    }

    /// The system's words for an `errno` value.
    static func reason(_ code: Int32) -> String {
        guard let text = strerror(code) else { return "error \(code)" }
        return String(cString: text).lowercased()
    }

    /// Why a folder could not be read.
    public struct ReadError: Error, Hashable, Sendable, CustomStringConvertible {
        public var path: String
        public var message: String
        public var description: String { "\(path): \(message)" }

        public init(path: String, message: String) {
            self.path = path
            self.message = message
        }
    }

    /// Every `.json` file under `directory`, with paths relative to it and display paths that
    /// start with `displayPrefix` (by default the directory as given).
    ///
    /// - Throws: ``ReadError`` when the folder does not exist or a file cannot be read as UTF-8.
    public static func sources(in directory: String, displayPrefix: String? = nil) throws(ReadError) -> [LayoutSource] {
        let manager = FileManager.default
        var info = stat()
        guard stat(directory, &info) == 0 else {
            throw ReadError(path: directory, message: errno == ENOENT ? "no such folder" : reason(errno))
        }
        guard (info.st_mode & S_IFMT) == S_IFDIR else {
            throw ReadError(path: directory, message: "not a folder (give the folder of layout files)")
        }
        let subpaths: [String]
        do {
            subpaths = try manager.subpathsOfDirectory(atPath: directory)
        } catch {
            throw ReadError(path: directory, message: "cannot list the folder (is it a folder?)")
        }
        let prefix = displayPrefix ?? directory
        var sources: [LayoutSource] = []
        let relativePaths = subpaths.filter { $0.hasSuffix(".json") && !$0.hasPrefix("schema/") }
        for relative in relativePaths.sorted() {
            let full = directory.hasSuffix("/") ? directory + relative : directory + "/" + relative
            let bytes: [UInt8]
            switch contents(ofFile: full) {
            case .success(let read): bytes = read
            case .failure(let problem): throw ReadError(path: full, message: problem.description)
            }
            guard case .success(let text) = decode(bytes, file: full) else {
                throw ReadError(path: full, message: "the file is not UTF-8 text")
            }
            let display = prefix.isEmpty ? relative : (prefix.hasSuffix("/") ? prefix + relative : prefix + "/" + relative)
            sources.append(LayoutSource(path: relative, displayPath: display, text: text))
        }
        return sources
    }
}

extension LayoutDirectory {
    /// Sources for the files and folders a user named, as `softkbd validate` reads them.
    ///
    /// A folder gives its `.json` files (paths relative to it). A file's path is taken relative
    /// to the nearest folder above it holding `devices.json` (a layouts folder), else its
    /// name. Display paths are the paths as given. A file that is not UTF-8 gives an
    /// `invalid-encoding` diagnostic at its first bad byte instead of a source.
    ///
    /// - Returns: the sources, the encoding diagnostics, and each source's path on disk by
    ///   display path (for rewriting files).
    /// - Throws: ``ReadError`` for a path that does not exist or cannot be read.
    public static func sources(forPaths paths: [String]) throws(ReadError) -> (sources: [LayoutSource], diagnostics: [Diagnostic], diskPaths: [String: String]) {
        let manager = FileManager.default
        var sources: [LayoutSource] = []
        var diagnostics: [Diagnostic] = []
        var diskPaths: [String: String] = [:]
        func add(disk: String, relative: String, display: String) throws(ReadError) {
            let bytes: [UInt8]
            switch contents(ofFile: disk) {
            case .success(let read): bytes = read
            case .failure(.tooLarge(let size, let limit)):
                // Reported as the parser would, without reading the file.
                diagnostics.append(Diagnostic(rule: "file-too-large", message: "file is \(size) bytes; the limit is \(limit)", range: .file(display)))
                return
            case .failure(let problem): throw ReadError(path: disk, message: problem.description)
            }
            switch decode(bytes, file: display) {
            case .success(let text):
                sources.append(LayoutSource(path: relative, displayPath: display, text: text))
                diskPaths[display] = disk
            case .failure(let diagnostic):
                diagnostics.append(diagnostic)
            }
        }
        for path in paths {
            // lstat, so a link that leads nowhere (or in a loop) is read and reported for what it is.
            var info = stat()
            guard lstat(path, &info) == 0 else {
                throw ReadError(path: path, message: errno == ENOENT ? "no such file or folder" : reason(errno))
            }
            let isDirectory = (try? manager.attributesOfItem(atPath: path)[.type] as? FileAttributeType) == .typeDirectory
            if isDirectory, let subpaths = try? manager.subpathsOfDirectory(atPath: path) {
                for relative in subpaths.filter({ $0.hasSuffix(".json") && !$0.hasPrefix("schema/") }).sorted() {
                    let disk = path.hasSuffix("/") ? path + relative : path + "/" + relative
                    try add(disk: disk, relative: relative, display: disk)
                }
            } else {
                try add(disk: path, relative: relativePath(ofFile: path), display: path)
            }
        }
        return (sources, diagnostics, diskPaths)
    }

    /// A file's path relative to the layouts folder above it (the nearest holding
    /// `devices.json`), else its name.
    static func relativePath(ofFile path: String) -> String {
        let components = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        for depth in stride(from: components.count - 1, through: 1, by: -1) {
            let folder = components[..<depth].joined(separator: "/")
            let candidate = (folder.isEmpty ? "." : folder) + "/devices.json"
            if FileManager.default.fileExists(atPath: candidate) && depth < components.count {
                return components[depth...].joined(separator: "/")
            }
            if components.count - depth >= 3 { break }
        }
        return components.last ?? path
    }

    /// UTF-8 text, or an `invalid-encoding` diagnostic at the first byte that is not UTF-8.
    public static func decode(_ bytes: [UInt8], file: String) -> Result<String, Diagnostic> {
        var iterator = bytes.makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        var offset = 0, line = 1, column = 1, scalars = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                let scalar = Unicode.UTF8.decode(encoded)
                offset += encoded.count
                scalars += 1
                if scalar == "\n" { line += 1; column = 1 } else { column += 1 }
            case .emptyInput:
                return .success(String(decoding: bytes, as: UTF8.self))
            case .error(let length):
                let position = SourcePosition(line: line, column: column, offset: scalars)
                let byte = String(bytes[offset], radix: 16, uppercase: true)
                return .failure(Diagnostic(rule: "invalid-encoding", message: "the file is not UTF-8: byte 0x\(byte.count == 1 ? "0" + byte : byte) at byte offset \(offset) starts no character (\(length) bad byte\(length == 1 ? "" : "s"))",
                                           range: SourceRange(file: file, start: position, end: position)))
            }
        }
    }
}
