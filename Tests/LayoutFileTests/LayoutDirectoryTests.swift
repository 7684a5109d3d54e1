import Foundation
import LayoutFile
import Testing

@Suite("LayoutDirectory")
struct LayoutDirectoryTests {
    @Test("reads the .json files of a folder, recursively, with relative and display paths")
    func reads() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("softkbd-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("shared"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try #"{"format": 1}"#.write(to: folder.appendingPathComponent("shared/x.json"), atomically: true, encoding: .utf8)
        try "{}".write(to: folder.appendingPathComponent("a.json"), atomically: true, encoding: .utf8)
        try "notes".write(to: folder.appendingPathComponent("README.md"), atomically: true, encoding: .utf8)
        let sources = try LayoutDirectory.sources(in: folder.path, displayPrefix: "mine")
        #expect(sources.map(\.path) == ["a.json", "shared/x.json"])
        #expect(sources.map(\.displayPath) == ["mine/a.json", "mine/shared/x.json"])
        #expect(sources.last?.text == #"{"format": 1}"#)
    }

    @Test("a missing folder is an error naming it")
    func missing() {
        #expect(throws: LayoutDirectory.ReadError(path: "/no/such/place", message: "no such folder")) {
            try LayoutDirectory.sources(in: "/no/such/place")
        }
    }

    @Test("a file that is not UTF-8 is an error naming it")
    func notUTF8() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("softkbd-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data([0x7B, 0xFF, 0xFE, 0x7D]).write(to: folder.appendingPathComponent("bad.json"))
        #expect(throws: LayoutDirectory.ReadError(path: folder.path + "/bad.json", message: "the file is not UTF-8 text")) {
            try LayoutDirectory.sources(in: folder.path)
        }
    }
}
