#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#elseif canImport(Darwin)
internal import Darwin
#endif
internal import DataFiles

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
        BoundedInput.contents(ofFile: path, limit: limit).mapError { problem in
            switch problem {
            case .fileTooLarge(_, let size, let limit): .tooLarge(size: size, limit: limit)
            case .unreadable(_, let reason): .system(reason)
            default: .system(problem.description)
            }
        }
    }

    /// A file a keyboard names (its program, its touch layout, a CLDR import), as a path inside
    /// `folder`, or why it is not read: a name that is absolute, climbs out with `..`, or leads
    /// through a link to a file outside the folder (`outside-folder`). Backslashes are read as
    /// slashes, as Keyman's compiler does.
    ///
    /// - Complexity: O(*n*) in the name's length, and two `realpath` calls when the file exists.
    public static func contained(_ name: String, in folder: String) -> Result<String, ContainmentProblem> {
        let relative = name.replacingOccurrences(of: "\\", with: "/")
        if relative.hasPrefix("/") { return .failure(.absolute(name)) }
        if relative.split(separator: "/", omittingEmptySubsequences: true).contains("..") { return .failure(.climbs(name)) }
        let path = folder.isEmpty ? relative : joined(folder, relative)
        guard let real = resolved(path) else { return .success(path) }
        guard let root = resolved(folder.isEmpty ? "." : folder), real.hasPrefix(root.hasSuffix("/") ? root : root + "/") else {
            return .failure(.linksOut(name, to: real))
        }
        return .success(path)
    }

    /// Why a named file is not read (``LayoutDirectory/contained(_:in:)``).
    public enum ContainmentProblem: Error, Hashable, Sendable, CustomStringConvertible {
        case absolute(String), climbs(String), linksOut(String, to: String)

        public var description: String {
            switch self {
            case .absolute(let name): "'\(name)' is an absolute path; only files inside the keyboard's folder are read"
            case .climbs(let name): "'\(name)' climbs out of the keyboard's folder with '..'; only files inside it are read"
            case .linksOut(let name, let target): "'\(name)' is a link to \(target), outside the keyboard's folder; it is not read"
            }
        }
    }

    /// A path with every link resolved, or `nil` when it does not exist.
    static func resolved(_ path: String) -> String? {
        guard let pointer = realpath(path, nil) else { return nil }
        defer { free(pointer) }
        return String(cString: pointer)
    }

    /// The system's words for an `errno` value.
    static func reason(_ code: Int32) -> String { RegularFile.reason(code) }

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
    /// - Returns: the sources, and a `file-name-encoding` warning for each file whose name is
    ///   not UTF-8 (skipped, the rest read).
    /// - Throws: ``ReadError`` when the folder does not exist or a file cannot be read as UTF-8.
    public static func sources(in directory: String, displayPrefix: String? = nil) throws(ReadError) -> (sources: [LayoutSource],
                                                                                                         diagnostics: [Diagnostic]) {
        var info = stat()
        guard stat(directory, &info) == 0 else {
            throw ReadError(path: directory, message: errno == ENOENT ? "no such folder" : reason(errno))
        }
        guard (info.st_mode & S_IFMT) == S_IFDIR else {
            throw ReadError(path: directory, message: "not a folder (give the folder of layout files)")
        }
        let listing = try layoutFiles(under: directory)
        let prefix = displayPrefix ?? directory
        var sources: [LayoutSource] = []
        for relative in listing.files {
            let full = joined(directory, relative)
            let bytes: [UInt8]
            switch contents(ofFile: full) {
            case .success(let read): bytes = read
            case .failure(let problem): throw ReadError(path: full, message: problem.description)
            }
            guard case .success(let text) = decode(bytes, file: full) else {
                throw ReadError(path: full, message: "the file is not UTF-8 text")
            }
            sources.append(LayoutSource(path: relative, displayPath: prefix.isEmpty ? relative : joined(prefix, relative), text: text))
        }
        let shown = { (path: String) in prefix.isEmpty ? path : joined(prefix, path) }
        return (sources, listing.unnamed.map { unnamedFileDiagnostic(shown($0)) }
                    + listing.outside.map { outsideLinkDiagnostic(shown($0)) })
    }

    /// The extensions of the files a layouts folder is read for: this format, and the formats
    /// `LayoutImport` converts (CLDR keyboards, Keyman programs and touch layouts).
    public static let layoutExtensions = [".json", ".xml", ".keyman-touch-layout", ".kmn"]

    /// A file's path under the layouts folder without its extension (`fr-FR`, `shared/base`).
    public static func documentPath(_ path: String) -> String {
        for suffix in layoutExtensions where path.hasSuffix(suffix) { return String(path.dropLast(suffix.count)) }
        return path
    }

    static func joined(_ folder: String, _ relative: String) -> String {
        folder.hasSuffix("/") ? folder + relative : folder + "/" + relative
    }

    static func outsideLinkDiagnostic(_ shown: String) -> Diagnostic {
        Diagnostic(.outsideFolder, message: "a link to a place outside the layouts folder is not followed", range: .file(shown))
    }

    static func unnamedFileDiagnostic(_ shown: String) -> Diagnostic {
        Diagnostic(.fileNameEncoding, message: "the file's name is not UTF-8, so it is skipped; rename it", range: .file(shown))
    }

    /// The layout files under a folder, found with POSIX calls: every `.json` file, in sorted
    /// order, outside `schema/` and `tests/` (keystroke tests), with symbolic links to folders followed once (a loop is not
    /// walked twice). Names that are not UTF-8 cannot be layout paths; they are returned
    /// apart, with their bad bytes shown as `\xFF`.
    ///
    /// - Complexity: O(*n* log *n*) in the number of entries under the folder.
    static func layoutFiles(under directory: String) throws(ReadError) -> (files: [String], unnamed: [String], outside: [String]) {
        var files: [String] = [], unnamed: [String] = [], outside: [String] = []
        var visited: Set<[UInt64]> = []
        // A link is followed only while it stays inside the folder.
        let root = resolved(directory).map { $0.hasSuffix("/") ? $0 : $0 + "/" }
        func walk(_ disk: String, relative: String) throws(ReadError) {
            var info = stat()
            guard stat(disk, &info) == 0 else { return }
            guard visited.insert([UInt64(info.st_dev), UInt64(info.st_ino)]).inserted else { return }
            guard let stream = opendir(disk) else { throw ReadError(path: disk, message: "cannot list the folder: " + reason(errno)) }
            defer { closedir(stream) }
            var entries: [(name: String, isFolder: Bool)] = []
            while let entry = readdir(stream) {
                let bytes = withUnsafeBytes(of: entry.pointee.d_name) { raw in Array(raw.prefix { $0 != 0 }) }
                if bytes == [0x2E] || bytes == [0x2E, 0x2E] { continue }
                guard case .success(let name) = decode(bytes, file: "") else {
                    unnamed.append(relative + escaped(bytes))
                    continue
                }
                var entryInfo = stat()
                if lstat(joined(disk, name), &entryInfo) == 0, (entryInfo.st_mode & S_IFMT) == S_IFLNK, let root,
                    let target = resolved(joined(disk, name)), !(target + "/").hasPrefix(root) {
                    outside.append(relative + name)
                    continue
                }
                let isFolder = stat(joined(disk, name), &entryInfo) == 0 && (entryInfo.st_mode & S_IFMT) == S_IFDIR
                entries.append((name, isFolder))
            }
            for entry in entries.sorted(by: { $0.name < $1.name }) {
                let path = relative + entry.name
                if entry.isFolder {
                    if path != "schema" && path != "tests" { try walk(joined(disk, entry.name), relative: path + "/") }
                } else if layoutExtensions.contains(where: { entry.name.hasSuffix($0) }) {
                    files.append(path)
                }
            }
        }
        try walk(directory, relative: "")
        return (files.sorted(), unnamed.sorted(), outside.sorted())
    }

    /// A file name's bytes as text: UTF-8 where it is, `\xFF` for each byte that is not.
    static func escaped(_ bytes: [UInt8]) -> String {
        var result = ""
        var iterator = bytes.makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        var index = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                result.unicodeScalars.append(Unicode.UTF8.decode(encoded))
                index += encoded.count
            case .error(let length):
                for byte in bytes[index..<index + length] { result += "\\x" + String(byte, radix: 16, uppercase: true) }
                index += length
            case .emptyInput:
                return result
            }
        }
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
    public static func sources(forPaths paths: [String]) throws(ReadError) -> (sources: [LayoutSource], diagnostics: [Diagnostic],
                                                                               diskPaths: [String: String]) {
        var sources: [LayoutSource] = []
        var diagnostics: [Diagnostic] = []
        var diskPaths: [String: String] = [:]
        func add(disk: String, relative: String, display: String) throws(ReadError) {
            let bytes: [UInt8]
            switch contents(ofFile: disk) {
            case .success(let read): bytes = read
            case .failure(.tooLarge(let size, let limit)):
                // Reported as the parser would, without reading the file.
                diagnostics.append(Diagnostic(.fileTooLarge, message: "file is \(size) bytes; the limit is \(limit)",
                                              range: .file(display)))
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
            var target = stat()
            if stat(path, &target) == 0, (target.st_mode & S_IFMT) == S_IFDIR {
                let listing = try layoutFiles(under: path)
                for relative in listing.files {
                    let disk = joined(path, relative)
                    try add(disk: disk, relative: relative, display: disk)
                }
                diagnostics += listing.unnamed.map { unnamedFileDiagnostic(joined(path, $0)) }
                diagnostics += listing.outside.map { outsideLinkDiagnostic(joined(path, $0)) }
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
            if access(candidate, F_OK) == 0 && depth < components.count {
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
                return .failure(Diagnostic(.invalidEncoding,
                                           message: "the file is not UTF-8: byte 0x\(byte.count == 1 ? "0" + byte : byte) at byte offset " +
                                                    "\(offset) starts no character (\(length) bad byte\(length == 1 ? "" : "s"))",
                                           range: SourceRange(file: file, start: position, end: position)))
            }
        }
    }
}
