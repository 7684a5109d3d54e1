import DataFiles
import Foundation
import Testing

@Suite("Opening only regular files")
struct RegularFileTests {
    /// A folder with a FIFO, a file and a folder in it; removed after `body`.
    func withEntries(_ body: (String) throws -> Void) throws {
        let folder = NSTemporaryDirectory() + "softkbd-regular-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.createDirectory(atPath: folder + "/sub", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(mkfifo(folder + "/fifo", 0o600) == 0)
        try Data("abc".utf8).write(to: URL(fileURLWithPath: folder + "/file"))
        try body(folder)
    }

    @Test("a FIFO, a folder or a device is refused at once, saying what it is; a file opens with its size")
    func kinds() throws {
        try withEntries { folder in
            #expect(RegularFile.openToRead(folder + "/fifo").failure?.description == "\(folder)/fifo is a FIFO (named pipe), not a file")
            #expect(RegularFile.openToRead(folder + "/sub").failure?.reason == "it is a folder, not a file")
            #expect(RegularFile.openToRead("/dev/null").failure?.reason == "it is a character device, not a file")
            #expect(RegularFile.openToRead(folder + "/none").failure?.reason == "no such file or directory")
            let opened = try #require(try? RegularFile.openToRead(folder + "/file").get())
            #expect(opened.size == 3)
            close(opened.descriptor)
        }
    }

    @Test("a model named by a FIFO is an error, not a hang")
    func mappedFIFO() throws {
        try withEntries { folder in
            #expect(throws: MappedFile.Error.notAFile(path: folder + "/fifo", kind: "a FIFO (named pipe)")) {
                try MappedFile(path: folder + "/fifo")
            }
        }
    }
}

extension Result {
    fileprivate var failure: Failure? {
        if case .failure(let problem) = self { return problem }
        return nil
    }
}
