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
        let (sources, diagnostics) = try LayoutDirectory.sources(in: folder.path, displayPrefix: "mine")
        #expect(diagnostics.isEmpty)
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

    @Test("a FIFO among the layouts (.json or .kmn) is an error saying what it is, never a hang")
    func fifo() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("softkbd-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["pipe.json", "pipe.kmn"] {
            let path = folder.appendingPathComponent(name).path
            #expect(mkfifo(path, 0o600) == 0)
            #expect(throws: LayoutDirectory.ReadError(path: path, message: "it is a FIFO (named pipe), not a file")) {
                try LayoutDirectory.sources(in: folder.path)
            }
            guard case .failure(let problem) = LayoutDirectory.contents(ofFile: path) else {
                Issue.record("a FIFO was read")
                return
            }
            #expect(problem.description == "it is a FIFO (named pipe), not a file")
            unlink(path)
        }
    }

    @Test("a file name that is not UTF-8 is reported with its bytes shown, and the other files are read")
    func nameNotUTF8() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("softkbd-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("sub"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "{}".write(to: folder.appendingPathComponent("a.json"), atomically: true, encoding: .utf8)
        // "b\xFF.json" in sub/: a name Latin-1 tools make, which no String can hold.
        let name = folder.path + "/sub/b\u{FF}.json"
        let bytes = Array(folder.path.utf8) + Array("/sub/b".utf8) + [0xFF] + Array(".json".utf8) + [0]
        let descriptor = bytes.withUnsafeBufferPointer { pointer in
            pointer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: bytes.count) { open($0, O_CREAT | O_WRONLY, 0o644) }
        }
        try #require(descriptor >= 0, "cannot make \(name)")
        close(descriptor)
        let (sources, diagnostics) = try LayoutDirectory.sources(in: folder.path, displayPrefix: "mine")
        #expect(sources.map(\.path) == ["a.json"])
        let expected = #"mine/sub/b\xFF.json:1:1: warning: the file's name is not UTF-8, so it is skipped; rename it "# +
                       #"[file-name-encoding]"#
        #expect(diagnostics.map(\.formatted) == [expected])
        let named = try LayoutDirectory.sources(forPaths: [folder.path])
        #expect(named.sources.map(\.path) == ["a.json"])
        #expect(named.diagnostics.map(\.rule) == ["file-name-encoding"])
    }

    @Test("a symbolic link that loops back to its folder is walked once")
    func linkLoop() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("softkbd-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "{}".write(to: folder.appendingPathComponent("a.json"), atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/again", withDestinationPath: folder.path)
        let (sources, _) = try LayoutDirectory.sources(in: folder.path)
        #expect(sources.map(\.path) == ["a.json"])
    }
}
