import DataFiles
import Foundation
import Testing

@Suite("FileWriting")
struct FileWritingTests {
    let folder: String

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("file-writing-\(UInt32.random(in: 0...UInt32.max))").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    func contents(_ path: String) -> String? { FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) } }
    func files() -> [String] { ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted() }

    @Test("replace keeps the file's mode and leaves no temporary file beside it")
    func replaceKeepsMode() throws {
        let path = folder + "/a.json"
        try "old".write(toFile: path, atomically: false, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: path)
        try FileWriting.replace(path, with: Array("new".utf8))
        #expect(contents(path) == "new")
        #expect((try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int) == 0o640)
        #expect(files() == ["a.json"])
        try FileManager.default.removeItem(atPath: folder)
    }

    @Test("replace through a symbolic link changes the file it names; the link stays a link")
    func replaceThroughLink() throws {
        let path = folder + "/real.json", link = folder + "/link.json"
        try "old".write(toFile: path, atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "real.json")
        try FileWriting.replace(link, with: Array("new".utf8))
        #expect(contents(path) == "new")
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: link)) == "real.json")
        try FileManager.default.removeItem(atPath: folder)
    }

    @Test("a file with another hard link is written in place: both names see the change")
    func replaceHardLinked() throws {
        let path = folder + "/a.json", other = folder + "/b.json"
        try "old".write(toFile: path, atomically: false, encoding: .utf8)
        try FileManager.default.linkItem(atPath: path, toPath: other)
        try FileWriting.replace(path, with: Array("new".utf8))
        #expect(contents(other) == "new")
        try FileManager.default.removeItem(atPath: folder)
    }

    @Test("a read-only file is refused and left as it was; a missing one is named")
    func refusals() throws {
        let path = folder + "/a.json"
        try "old".write(toFile: path, atomically: false, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: path)
        #expect(throws: FileWriting.Failure.self) { try FileWriting.replace(path, with: Array("new".utf8)) }
        #expect(contents(path) == "old")   // refused by its mode, even for root
        do {
            try FileWriting.replace(folder + "/missing.json", with: [])
            Issue.record("a missing file was written")
        } catch {
            #expect(error.description.contains("missing.json") && error.description.contains("No such file"))
        }
        try FileManager.default.removeItem(atPath: folder)
    }

    @Test("create makes the missing folders, replaces a link rather than writing through it, refuses a folder in the way")
    func create() throws {
        let path = folder + "/new/deeper/out.json"
        try FileWriting.create(path, with: Array("{}".utf8))
        #expect(contents(path) == "{}")
        let target = folder + "/target.txt", link = folder + "/link.json"
        try "keep".write(toFile: target, atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "target.txt")
        try FileWriting.create(link, with: Array("written".utf8))
        #expect(contents(target) == "keep" && contents(link) == "written")
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: link)) == nil)
        do {
            try FileWriting.create(folder + "/new", with: [])
            Issue.record("a folder was overwritten")
        } catch {
            #expect(error.description.contains("a folder of that name is in the way"))
        }
        try FileManager.default.removeItem(atPath: folder)
    }
}
