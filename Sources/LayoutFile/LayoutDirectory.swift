#if canImport(FoundationEssentials)
internal import FoundationEssentials
#else
internal import Foundation
#endif

/// Reading layout sources from a folder on disk.
public enum LayoutDirectory {
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
        guard manager.fileExists(atPath: directory) else {
            throw ReadError(path: directory, message: "no such folder")
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
            guard let data = manager.contents(atPath: full) else {
                throw ReadError(path: full, message: "cannot read the file")
            }
            guard let text = String(data: data, encoding: .utf8) else {
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
            guard let data = manager.contents(atPath: disk) else { throw ReadError(path: disk, message: "cannot read the file") }
            let bytes = [UInt8](data)
            switch decode(bytes, file: display) {
            case .success(let text):
                sources.append(LayoutSource(path: relative, displayPath: display, text: text))
                diskPaths[display] = disk
            case .failure(let diagnostic):
                diagnostics.append(diagnostic)
            }
        }
        for path in paths {
            guard manager.fileExists(atPath: path) else { throw ReadError(path: path, message: "no such file or folder") }
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
