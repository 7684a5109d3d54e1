#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file mapped read-only into memory (its pages are clean: the kernel can drop and reread
/// them, so they do not count as the process's dirty memory), and a cursor that reads its
/// sections in order with every length checked. Models read their tables in place through it.
///
/// ```swift
/// let file = try MappedFile(path: path)
/// var reader = file.reader()
/// guard try reader.bytes(4) == Array("SKJM".utf8) else { … }
/// let count = try reader.u32()
/// let offsets = try reader.u32s(count + 1)      // a view into the mapping, not a copy
/// ```
public final class MappedFile: @unchecked Sendable {
    public enum Error: Swift.Error, Equatable, CustomStringConvertible {
        case cannotOpen(String)
        /// The path names something other than a regular file (a FIFO, a device, a folder).
        case notAFile(path: String, kind: String)
        /// The file is shorter than a section it declares, or a section is not aligned.
        case truncated(path: String, offset: Int)

        public var description: String {
            switch self {
            case .cannotOpen(let path): "cannot open \(path)"
            case .notAFile(let path, let kind): "\(path) is \(kind), not a file"
            case .truncated(let path, let offset): "\(path) is truncated or damaged at byte \(offset)"
            }
        }
    }

    /// The file's path, or the name given to memory (used in messages).
    public let path: String
    public let base: UnsafeRawPointer
    public let count: Int
    /// What keeps memory handed in alive; `nil` for a file this object mapped (and unmaps).
    private let owner: (any AnyObject & Sendable)?
    private let isMapped: Bool

    /// Maps `path`; `advice` tells the kernel how pages will be read (random by default).
    public init(path: String, randomAccess: Bool = true) throws(Error) {
        let fd: Int32, length: Int
        switch RegularFile.openToRead(path) {
        case .success(let opened): (fd, length) = (opened.descriptor, opened.size)
        case .failure(.notAFile(let path, let kind)): throw .notAFile(path: path, kind: kind)
        case .failure: throw .cannotOpen(path)
        }
        defer { close(fd) }
        guard length > 0 else { throw .truncated(path: path, offset: 0) }
        guard let mapped = mmap(nil, length, PROT_READ, MAP_PRIVATE, fd, 0), mapped != MAP_FAILED else { throw .cannotOpen(path) }
        if randomAccess { _ = madvise(mapped, length, MADV_RANDOM) }
        self.path = path
        base = UnsafeRawPointer(mapped)
        count = length
        owner = nil
        isMapped = true
    }

    /// Memory the app mapped or loaded itself (a model read from its own archive, a region of a
    /// larger file), read in place as a file would be. `owner` is kept as long as this object
    /// and every model reading it; the memory must stay valid and unchanged while `owner` lives.
    /// `name` stands for the path in messages. Aligned as the file formats need (4 bytes).
    public init(memory: UnsafeRawBufferPointer, name: String, owner: (any AnyObject & Sendable)?) throws(Error) {
        guard let start = memory.baseAddress, memory.count > 0 else { throw .truncated(path: name, offset: 0) }
        guard Int(bitPattern: start) % 4 == 0 else { throw .truncated(path: name, offset: 0) }
        path = name
        base = start
        count = memory.count
        self.owner = owner
        isMapped = false
    }

    deinit {
        if isMapped { munmap(UnsafeMutableRawPointer(mutating: base), count) }
    }

    public func reader() -> Reader { Reader(file: self) }

    /// Reads sections in order: scalars are copied out, arrays are views into the mapping
    /// (valid while the file lives). Arrays of 2 and 4 bytes must start aligned.
    public struct Reader {
        let file: MappedFile
        public private(set) var offset = 0

        public var remaining: Int { file.count - offset }
        /// The file's path (for messages).
        public var path: String { file.path }

        mutating func take(_ length: Int, alignment: Int) throws(Error) -> UnsafeRawPointer {
            guard length >= 0, length <= file.count - offset, offset % alignment == 0 else {
                throw .truncated(path: file.path, offset: offset)
            }
            defer { offset += length }
            return file.base + offset
        }

        public mutating func bytes(_ count: Int) throws(Error) -> [UInt8] {
            let start = try take(count, alignment: 1)
            return Array(UnsafeBufferPointer(start: start.assumingMemoryBound(to: UInt8.self), count: count))
        }

        public mutating func u32() throws(Error) -> Int {
            Int(UInt32(littleEndian: try take(4, alignment: 4).load(as: UInt32.self)))
        }

        public mutating func u32s(_ count: Int) throws(Error) -> UnsafeBufferPointer<UInt32> {
            try array(count, of: UInt32.self)
        }

        public mutating func u16s(_ count: Int) throws(Error) -> UnsafeBufferPointer<UInt16> {
            try array(count, of: UInt16.self)
        }

        public mutating func i16s(_ count: Int) throws(Error) -> UnsafeBufferPointer<Int16> {
            try array(count, of: Int16.self)
        }

        public mutating func f32s(_ count: Int) throws(Error) -> UnsafeBufferPointer<Float32> {
            try array(count, of: Float32.self)
        }

        public mutating func u8s(_ count: Int) throws(Error) -> UnsafeBufferPointer<UInt8> {
            try array(count, of: UInt8.self)
        }

        /// Skips to the next multiple of 4 bytes.
        public mutating func align() throws(Error) {
            let padding = (4 - offset % 4) % 4
            _ = try take(padding, alignment: 1)
        }

        /// The files are little-endian, as every platform Swift runs on is; a big-endian host
        /// would need a byte-swapping reader.
        mutating func array<T>(_ count: Int, of type: T.Type) throws(Error) -> UnsafeBufferPointer<T> {
            guard count >= 0, count <= Int.max / MemoryLayout<T>.stride else { throw .truncated(path: file.path, offset: offset) }
            let start = try take(count * MemoryLayout<T>.stride, alignment: MemoryLayout<T>.alignment)
            return UnsafeBufferPointer(start: start.assumingMemoryBound(to: T.self), count: count)
        }
    }
}
