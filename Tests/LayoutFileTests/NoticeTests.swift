import Foundation
import Testing
import _TestSupport

/// `NOTICE.md` is what an app embedding SoftKeyboard reads to know what it must show; a data
/// file the package ships that is missing from it would ship without its attribution.
@Suite("NOTICE.md")
struct NoticeTests {
    /// The backticked paths (globs allowed) in the first column of NOTICE.md's table.
    static func listedPatterns() throws -> [String] {
        let text = try String(contentsOf: RepositoryPaths.root().appendingPathComponent("NOTICE.md"), encoding: .utf8)
        return text.split(separator: "\n").filter { $0.hasPrefix("| `") }.flatMap { row -> [String] in
            let first = row.dropFirst(2).prefix { $0 != "|" }
            return first.split(separator: "`",
                               omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
        }
    }

    /// Every data file linked into the library: the layouts, the models and the generated tables.
    static func shippedDataFiles() -> [String] {
        let root = RepositoryPaths.root()
        var files: [String] = []
        let enumerator = FileManager.default.enumerator(atPath: root.path)
        while let path = enumerator?.nextObject() as? String {
            if path.hasPrefix(".") || path.contains("/.build") || path.hasPrefix("Tests/") || path.hasPrefix("Benchmarks/") {
                enumerator?.skipDescendants()   // build folders hold many thousands of files
                continue
            }
            let isLayout = path.hasPrefix("Layouts/") && path.hasSuffix(".json") && !path.hasPrefix("Layouts/schema/")
            // A data target's folder (Sources/<layer>/<Name>Data) holds a marker header in `include/`.
            let parts = path.split(separator: "/")
            let isModel = parts.count == 4 && parts[0] == "Sources"
                && FileManager.default.fileExists(atPath: root.appendingPathComponent("\(parts[..<3].joined(separator: "/"))/include").path)
                && !path.hasSuffix(".md")
                && !path.hasSuffix(".c") && !path.contains("/include")   // the data targets' marker code
            let isGenerated = path.hasPrefix("Sources/") && path.contains("/Generated/") && !path.hasSuffix("BundledLayouts+Sources.swift")
            if isLayout || isModel || isGenerated { files.append(path) }
        }
        return files.sorted()
    }

    @Test("every shipped data file is listed with its licence")
    func everyFileListed() throws {
        let patterns = try Self.listedPatterns()
        #expect(patterns.contains("Sources/InputMethods/PinyinModelData/pinyin.model"))
        let files = Self.shippedDataFiles()
        #expect(files.contains("Layouts/shared/aosp/en.json"))
        #expect(files.contains("Sources/Text/TextSegmentation/Generated/UnicodeTables.swift"))
        #expect(files.contains("Sources/Engines/EmojiData/emoji.catalog"))
        for file in files {
            #expect(patterns.contains { fnmatch($0, file, FNM_PATHNAME) == 0 }, "\(file) is shipped but NOTICE.md does not list it")
        }
        // And nothing listed is gone.
        for pattern in patterns {
            #expect(files.contains { fnmatch(pattern, $0, FNM_PATHNAME) == 0 }, "NOTICE.md lists \(pattern), which matches no shipped file")
        }
    }
}
