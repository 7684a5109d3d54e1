import Foundation
import DataFiles
import Testing

@Suite("MappedFile")
struct MappedFileTests {
    func file(_ bytes: [UInt8]) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("mapped-\(UInt32.random(in: 0...UInt32.max)).bin")
        try Data(bytes).write(to: url)
        return url.path
    }

    @Test("sections read in order: scalars, aligned arrays as views, padding")
    func sections() throws {
        let bytes: [UInt8] = Array("TEST".utf8) + [2, 0, 0, 0] + [1, 0, 2, 0, 3, 0] + [0, 0] + [0, 0, 0x80, 0x3F]
        let path = try file(bytes)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let mapped = try MappedFile(path: path)
        var reader = mapped.reader()
        #expect(try reader.bytes(4) == Array("TEST".utf8))
        #expect(try reader.u32() == 2)
        #expect(Array(try reader.u16s(3)) == [1, 2, 3])
        try reader.align()
        #expect(Array(try reader.f32s(1)) == [1.0])
        #expect(reader.remaining == 0 && mapped.count == bytes.count)
    }

    /// Memory an app allocated, kept alive by its owner.
    final class Buffer: @unchecked Sendable {
        let pointer: UnsafeMutableRawBufferPointer
        nonisolated(unsafe) static var freed = 0
        init(_ bytes: [UInt8]) {
            pointer = .allocate(byteCount: bytes.count, alignment: 16)
            pointer.copyBytes(from: bytes)
        }
        deinit {
            pointer.deallocate()
            Self.freed += 1
        }
    }

    @Test("memory the app owns reads as a file, is kept alive by its owner while mapped, and must be aligned and not empty")
    func memory() throws {
        let freedBefore = Buffer.freed
        var mapped: MappedFile? = try {
            let buffer = Buffer(Array("TEST".utf8) + [7, 0, 0, 0])
            return try MappedFile(memory: UnsafeRawBufferPointer(buffer.pointer), name: "app memory", owner: buffer)
        }()
        do {
            var reader = try #require(mapped).reader()
            #expect(try reader.bytes(4) == Array("TEST".utf8) && reader.u32() == 7)
            #expect(throws: MappedFile.Error.truncated(path: "app memory", offset: 8)) { try reader.u32() }
        }
        #expect(Buffer.freed == freedBefore, "the owner lives while the file does")
        mapped = nil
        #expect(Buffer.freed == freedBefore + 1)
        let buffer = Buffer([0, 1, 2, 3, 4, 5, 6, 7])
        #expect(throws: MappedFile.Error.truncated(path: "odd", offset: 0)) {
            try MappedFile(memory: UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(buffer.pointer)[1...]), name: "odd",
                           owner: buffer)
        }
        #expect(throws: MappedFile.Error.truncated(path: "empty", offset: 0)) {
            try MappedFile(memory: UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(buffer.pointer)[0..<0]), name: "empty",
                           owner: buffer)
        }
    }

    @Test("a section past the end, a misaligned array, a missing or empty file are errors naming the file")
    func errors() throws {
        let path = try file([1, 2, 3, 4, 5, 6])
        defer { try? FileManager.default.removeItem(atPath: path) }
        var reader = try MappedFile(path: path).reader()
        #expect(throws: MappedFile.Error.truncated(path: path, offset: 0)) { try reader.u32s(2) }
        _ = try reader.bytes(1)
        #expect(throws: MappedFile.Error.truncated(path: path, offset: 1)) { try reader.u32() }
        #expect(throws: MappedFile.Error.truncated(path: path, offset: 1)) { try reader.u8s(-1) }
        #expect(throws: MappedFile.Error.cannotOpen("/nonexistent/file")) { try MappedFile(path: "/nonexistent/file") }
        let empty = try file([])
        defer { try? FileManager.default.removeItem(atPath: empty) }
        #expect(throws: MappedFile.Error.truncated(path: empty, offset: 0)) { try MappedFile(path: empty) }
        #expect("\(MappedFile.Error.truncated(path: "/x", offset: 9))" == "/x is truncated or damaged at byte 9")
    }
}
