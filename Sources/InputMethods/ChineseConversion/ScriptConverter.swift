public import DataFiles

/// Converts Chinese text between simplified and traditional characters with OpenCC's tables
/// (the data target `ChineseTablesData`, converted by
/// `Generators/ChineseConversion/convert_opencc.py`; Apache-2.0, see its `NOTICE.md`).
///
/// The tables are OpenCC's text dictionaries: one entry a line, a key, a tab, and its
/// conversions separated by spaces, the preferred first. To traditional, phrases come first
/// (the longest that matches at each place: 头发 → 頭髮, where the characters alone would give
/// 頭發), then characters; to simplified, characters. Characters no table lists stay as they are.
///
/// ```swift
/// let converter = try ScriptConverter.bundled()
/// converter.traditional("头发很长")   // 頭髮很長
/// converter.simplified("國語")        // 国语
/// ```
public final class ScriptConverter: Sendable {
    public struct LoadError: Error, Equatable, CustomStringConvertible {
        public var path: String
        public var line: Int
        public var reason: String
        public var description: String { line > 0 ? "\(path):\(line): \(reason)" : "\(path): \(reason)" }

        public init(path: String, line: Int, reason: String) {
            self.path = path
            self.line = line
            self.reason = reason
        }
    }

    let toSimplified: [Character: String]
    let toTraditional: [Character: String]
    let phrases: [String: String]
    let longestPhrase: Int

    /// The largest table read [chosen: OpenCC's largest, `STPhrases.txt`, is about 1 MiB; a table
    /// of 300 MB took 1.6 GB and 11 s].
    public static let largestTable = 8 << 20

    /// Reads the three tables from `directory` (`TSCharacters.txt`, `STCharacters.txt`, `STPhrases.txt`),
    /// each at most ``largestTable`` bytes.
    public init(directory: String) throws(LoadError) {
        func table(_ name: String) throws(LoadError) -> [(String, String)] {
            let path = directory + "/" + name
            let file: MappedFile
            do { file = try MappedFile(path: path, randomAccess: false) } catch {
                throw LoadError(path: path, line: 0, reason: "cannot be read: \(error)")
            }
            guard file.count <= Self.largestTable else {
                throw LoadError(path: path, line: 0, reason: "\(file.count) bytes, more than the \(Self.largestTable) a table may have")
            }
            let text = String(decoding: UnsafeRawBufferPointer(start: file.base, count: file.count), as: UTF8.self)
            var entries: [(String, String)] = []
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: true).enumerated() {
                let fields = line.split(separator: "\t", maxSplits: 1)
                guard fields.count == 2, !fields[0].isEmpty, let first = fields[1].split(separator: " ").first else {
                    throw LoadError(path: path, line: number + 1, reason: "expected a key, a tab and its conversions")
                }
                entries.append((String(fields[0]), String(first)))
            }
            return entries
        }
        func characters(_ entries: [(String, String)], _ path: String) throws(LoadError) -> [Character: String] {
            var map: [Character: String] = [:]
            for (key, value) in entries {
                guard key.count == 1,
                    let character = key.first else { throw LoadError(path: directory + "/" + path, line: 0,
                                                                     reason: "'\(key)' is not one character") }
                map[character] = value
            }
            return map
        }
        toSimplified = try characters(try table("TSCharacters.txt"), "TSCharacters.txt")
        toTraditional = try characters(try table("STCharacters.txt"), "STCharacters.txt")
        var phrases: [String: String] = [:]
        var longest = 1
        for (key, value) in try table("STPhrases.txt") {
            phrases[key] = value
            longest = max(longest, key.count)
        }
        self.phrases = phrases
        longestPhrase = longest
    }

    /// The text in simplified characters.
    ///
    /// - Complexity: O(*n*).
    public func simplified(_ text: String) -> String {
        text.reduce(into: "") { result, character in result += toSimplified[character] ?? String(character) }
    }

    /// The text in traditional characters: the longest phrase at each place, else the character.
    ///
    /// - Complexity: O(*n* · *k*) for the longest phrase *k* (a handful of characters).
    public func traditional(_ text: String) -> String {
        let characters = Array(text)
        var result = ""
        var index = 0
        while index < characters.count {
            var matched = false
            for length in stride(from: min(longestPhrase, characters.count - index), through: 2, by: -1) {
                if let phrase = phrases[String(characters[index..<(index + length)])] {
                    result += phrase
                    index += length
                    matched = true
                    break
                }
            }
            if !matched {
                result += toTraditional[characters[index]] ?? String(characters[index])
                index += 1
            }
        }
        return result
    }
}

extension ScriptConverter {
    /// The tables that ship with the package: the folder of OpenCC's `STCharacters.txt`,
    /// `STPhrases.txt` and `TSCharacters.txt`, resources of the data target `ChineseTablesData` (found as ``BundledData``
    /// says; `SOFTKBD_CHINESE_TABLES` names another folder).
    public static let bundledTables = BundledDataFile(
        name: "STCharacters.txt", module: "ChineseTablesData", variable: "SOFTKBD_CHINESE_TABLES", isFolder: true,
        summary: "the simplified/traditional conversion tables", licence: "OpenCC, Apache License 2.0 (see NOTICE.md)")

    /// The bundled tables' check: every table read.
    public static let bundledCheck = DataCheck(bundledTables) { path in
        _ = try ScriptConverter(directory: path)
        return nil
    }

    /// The tables that ship with the package.
    public static func bundled() throws(LoadError) -> ScriptConverter {
        guard let directory = BundledData.locate(bundledTables)?.path else {
            throw LoadError(path: bundledTables.name, line: 0, reason: BundledData.missing(bundledTables))
        }
        return try ScriptConverter(directory: directory)
    }
}
