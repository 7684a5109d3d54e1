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
