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

    @Test("a named part stays inside its folder: no absolute path, no '..', no link out")
    func contained() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("softkbd-\(UUID().uuidString)")
        let folder = base.appendingPathComponent("keyboard").path, outside = base.appendingPathComponent("secret").path
        try FileManager.default.createDirectory(atPath: folder + "/sub", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: base) }
        try "x".write(toFile: outside + "/passwd", atomically: true, encoding: .utf8)
        try "x".write(toFile: folder + "/sub/touch.keyman-touch-layout", atomically: true, encoding: .utf8)
        #expect(symlink(outside + "/passwd", folder + "/leak.kmn") == 0)
        #expect(symlink(folder + "/sub/touch.keyman-touch-layout", folder + "/near.kmn") == 0)
        func problem(_ name: String) -> String? {
            if case .failure(let problem) = LayoutDirectory.contained(name, in: folder) { return problem.description }
            return nil
        }
        #expect(problem("sub/touch.keyman-touch-layout") == nil && problem("sub\\touch.keyman-touch-layout") == nil)
        #expect(problem("near.kmn") == nil, "a link that stays inside is fine")
        #expect(problem("missing.kmn") == nil, "a file not there is the reader's to report")
        #expect(problem("/etc/passwd")?.contains("is an absolute path") == true)
        #expect(problem("../secret/passwd")?.contains("climbs out") == true)
        #expect(problem("sub\\..\\..\\secret\\passwd")?.contains("climbs out") == true)
        #expect(problem("leak.kmn")?.contains("is a link to") == true)
    }

    @Test("a link in a layouts folder that leaves the folder is not followed, and is said")
    func linkOut() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("softkbd-\(UUID().uuidString)")
        let folder = base.appendingPathComponent("layouts").path, outside = base.appendingPathComponent("system").path
        try FileManager.default.createDirectory(atPath: folder + "/mine", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: base) }
        try "{}".write(toFile: outside + "/other.json", atomically: true, encoding: .utf8)
        try "{}".write(toFile: folder + "/mine/a.json", atomically: true, encoding: .utf8)
        #expect(symlink(outside, folder + "/system") == 0)
        #expect(symlink(folder + "/mine", folder + "/alias") == 0)
        let (sources, diagnostics) = try LayoutDirectory.sources(in: folder)
        // The link inside is followed (the folder it names is walked once, under its first name).
        #expect(sources.map(\.path) == ["alias/a.json"])
        #expect(diagnostics.map(\.formatted) == ["\(folder)/system:1:1: error: a link to a place outside the layouts folder is not "
                                                 + "followed "
                                                 + "[outside-folder]"])
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
