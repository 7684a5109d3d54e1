import ChineseConversion
import Foundation
import Testing

@Suite("ScriptConverter")
struct ScriptConverterTests {
    static let converter: ScriptConverter? = try? ScriptConverter.bundled()

    @Test("traditional: phrases before characters; simplified: characters; the rest unchanged")
    func conversion() throws {
        let converter = try #require(Self.converter)
        #expect(converter.traditional("头发很长") == "頭髮很長")
        #expect(converter.traditional("发展") == "發展")
        #expect(converter.traditional("我们的国家") == "我們的國家")
        #expect(converter.simplified("國語") == "国语" && converter.simplified("頭髮") == "头发")
        #expect(converter.traditional("abc 123") == "abc 123" && converter.simplified("") == "")
    }

    @Test("a table past the size limit is an error before it is read")
    func tooLarge() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tables-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "國\t国\n".write(to: folder.appendingPathComponent("TSCharacters.txt"), atomically: true, encoding: .utf8)
        let handle = try #require(FileManager.default.createFile(atPath: folder.path + "/STCharacters.txt", contents: nil)
                                  ? FileHandle(forWritingAtPath: folder.path + "/STCharacters.txt") : nil)
        try handle.truncate(atOffset: UInt64(ScriptConverter.largestTable + 1))   // sparse: no disk, no time
        try handle.close()
        #expect(throws: ScriptConverter.LoadError(path: folder.path + "/STCharacters.txt", line: 0,
                                                  reason: "\(ScriptConverter.largestTable + 1) bytes, more than the " +
                                                          "\(ScriptConverter.largestTable) a table may have")) {
            try ScriptConverter(directory: folder.path)
        }
    }

    @Test("a damaged table is an error naming the file and line")
    func damaged() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tables-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "國\t国\n".write(to: folder.appendingPathComponent("TSCharacters.txt"), atomically: true, encoding: .utf8)
        try "国\t國\nno tab here\n".write(to: folder.appendingPathComponent("STCharacters.txt"), atomically: true, encoding: .utf8)
        try "".write(to: folder.appendingPathComponent("STPhrases.txt"), atomically: true, encoding: .utf8)
        #expect(throws: ScriptConverter.LoadError(path: folder.path + "/STCharacters.txt", line: 2,
                                                  reason: "expected a key, a tab and its conversions")) {
            try ScriptConverter(directory: folder.path)
        }
        #expect(throws: ScriptConverter.LoadError.self) { try ScriptConverter(directory: "/nonexistent") }
    }
}
