import Foundation
@testable import UserData
import Testing

@Suite("InputMethodStorage")
struct InputMethodStorageTests {
    func scratchFolder() -> String { "/tmp/softkbd-storage-\(UUID().uuidString)" }

    @Test("file storage writes, replaces, removes and reads back; an empty value is a file of no bytes")
    func roundTrip() throws {
        let directory = scratchFolder()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let storage = try FileStorage(directory: directory)
        try storage.setData([1, 2, 3], forKey: "words")
        #expect(storage.data(forKey: "words") == [1, 2, 3])
        try storage.setData([4], forKey: "words")
        #expect(storage.data(forKey: "words") == [4])
        try storage.setData(nil, forKey: "words")
        #expect(storage.data(forKey: "words") == nil)
        #expect(storage.data(forKey: "missing") == nil)
        try storage.setData([], forKey: "empty")
        #expect(storage.data(forKey: "empty") == [])
        let large = (0..<200_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        try storage.setData(large, forKey: "large")
        #expect(storage.data(forKey: "large") == large)
    }

    @Test("a FIFO where a record was reads as no record, at once; writing the key replaces it with a file")
    func fifoRecord() throws {
        let directory = scratchFolder()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let storage = try FileStorage(directory: directory)
        #expect(mkfifo(storage.path(for: "words"), 0o600) == 0)
        #expect(storage.data(forKey: "words") == nil)
        try storage.setData([7], forKey: "words")
        #expect(storage.data(forKey: "words") == [7])
    }

    @Test("keys are safe file names: one file per key, in the folder, whatever the key holds")
    func safeNames() throws {
        let directory = scratchFolder()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let storage = try FileStorage(directory: directory)
        let keys = ["user/words.bin", "../escape", ".hidden", "spaces and ü", "a%2Fb", "", "\u{01}2", "\u{12}"]
        for (index, key) in keys.enumerated() { try storage.setData([UInt8(index)], forKey: key) }
        let names = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
        // Every key has its own file directly in the folder: no "/" reached the file system, no
        // name is ".", ".." or hidden, and keys that differ never share a file.
        #expect(names.count == keys.count, "\(names)")
        #expect(names.allSatisfy { !$0.contains("/") && !$0.hasPrefix(".") && !$0.isEmpty })
        #expect(names.contains("user%2Fwords.bin") && names.contains("%2E.%2Fescape"))
        for (index, key) in keys.enumerated() { #expect(storage.data(forKey: key) == [UInt8(index)], "\(key)") }
        #expect(!FileManager.default.fileExists(atPath: directory + "/../escape"))
    }

    @Test("no temporary file is left after writes")
    func noTemporaryFiles() throws {
        let directory = scratchFolder()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let storage = try FileStorage(directory: directory)
        for round in 0..<5 { try storage.setData(Array(repeating: UInt8(round), count: 1000 * round), forKey: "words") }
        try storage.setData([1], forKey: "other")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).sorted() == ["other", "words"])
    }

    @Test("nested folders are created; a folder that cannot be created is an error naming it")
    func folders() throws {
        let directory = scratchFolder()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        _ = try FileStorage(directory: directory + "/a/b")
        var isFolder: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: directory + "/a/b", isDirectory: &isFolder) && isFolder.boolValue)
        #expect {
            try FileStorage(directory: "/proc/softkbd-cannot-exist")
        } throws: { error in
            (error as? FileStorage.Failure)?.path == "/proc/softkbd-cannot-exist"
        }
    }
}

@Suite("LearnedText")
struct LearnedTextTests {
    @Test("text a person typed is valid; empty text and control characters are not, and are named", arguments: [
        ("西安", true, nil), ("naïve", true, nil), ("", false, nil), ("西\u{0}安", false, "U+0000"), ("a\u{1B}[31m", false, "U+001B"),
        ("a\nb", false, "U+000A"), ("\u{85}", false, "U+0085"), ("\u{7F}", false, "U+007F"),
    ] as [(String, Bool, String?)])
    func validity(text: String, valid: Bool, control: String?) {
        #expect(LearnedText.isValid(text) == valid)
        #expect(LearnedText.firstControl(in: text) == control)
    }
}
