#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading what a user hands over — a file named on a command line, standard input — with POSIX
/// calls in bounded pieces: only a regular file is opened (a FIFO or a device would never end),
/// its size is checked before anything is read, an endless stream stops at a limit, a read error
/// gives the system's reason, and text that is not UTF-8 is reported with the byte (and line)
/// where it goes wrong. (Foundation's `readDataToEndOfFile()` traps on a directory and reads an
/// endless stream until memory runs out.)
///
/// ```swift
/// let text = try BoundedInput.text(ofFile: "tests.tsv", limit: 64 << 20)
/// try BoundedInput.forEachLine(of: BoundedInput.standardInput) { line in print(line) }
/// ```
public enum BoundedInput {
    /// Why input could not be had; the description is a sentence for a person.
    public enum Problem: Error, Hashable, Sendable, CustomStringConvertible {
        /// The system's reason (`errno`, in its words), for what is named.
        case unreadable(String, reason: String)
        /// A file larger than the limit.
        case fileTooLarge(String, size: Int, limit: Int)
        /// Standard input (or another stream) longer than the limit.
        case streamTooLarge(String, limit: Int)
        /// A line longer than the limit (line numbers from 1).
        case lineTooLong(String, line: Int, limit: Int)
        /// Bytes that are not UTF-8: the first bad byte, counted from 1.
        case notUTF8(String, byte: Int)

        public var description: String {
            switch self {
            case .unreadable(let place, let reason): "cannot read \(place): \(reason)"
            case .fileTooLarge(let path, let size, let limit): "cannot read \(path): the file is \(size) bytes; the limit is \(limit)"
            case .streamTooLarge(let place, let limit): "\(place) is larger than \(describe(limit)), the most this command reads"
            case .lineTooLong(let place, let line, let limit): "\(place) line \(line) is longer than \(describe(limit))"
            case .notUTF8(let place, let byte): "\(place) is not UTF-8 (byte \(byte) is not part of a character)"
            }
        }
    }

    /// `16 MiB`, or `1000 bytes`.
    public static func describe(_ bytes: Int) -> String {
        bytes >= 1 << 20 && bytes % (1 << 20) == 0 ? "\(bytes >> 20) MiB" : "\(bytes) bytes"
    }

    // MARK: Files

    /// A regular file's bytes, at most `limit`: its size is checked before anything is read, so
    /// a huge file costs nothing; a failure gives the system's reason alone
    /// (``Problem/unreadable(_:reason:)`` with the path), or ``Problem/fileTooLarge(_:size:limit:)``.
    ///
    /// - Complexity: O(*n*) in the file's size, at most `limit` bytes read.
    public static func contents(ofFile path: String, limit: Int) -> Result<[UInt8], Problem> {
        let descriptor: Int32, size: Int
        switch RegularFile.openToRead(path) {
        case .success(let opened): (descriptor, size) = (opened.descriptor, opened.size)
        case .failure(.notAFile(_, let kind)) where kind == "a folder":
            return .failure(.unreadable(path, reason: RegularFile.reason(EISDIR)))
        case .failure(let problem): return .failure(.unreadable(path, reason: problem.reason))
        }
        defer { close(descriptor) }
        if size > limit { return .failure(.fileTooLarge(path, size: size, limit: limit)) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(.unreadable(path, reason: RegularFile.reason(errno)))
            }
            if count == 0 { return .success(bytes) }
            // A file that grows while it is read (or a device) is held to the limit too.
            guard bytes.count + count <= limit else { return .failure(.fileTooLarge(path, size: bytes.count + count, limit: limit)) }
            bytes += chunk[..<count]
        }
    }

    /// A regular file as UTF-8 text, at most `limit` bytes.
    public static func text(ofFile path: String, limit: Int) throws(Problem) -> String {
        try text(try contents(ofFile: path, limit: limit).get(), where: path)
    }

    /// Bytes as UTF-8 text, or ``Problem/notUTF8(_:byte:)`` naming `place` and the first byte
    /// that is not part of a character.
    ///
    /// - Complexity: O(*n*).
    public static func text(_ bytes: some Sequence<UInt8>, where place: String) throws(Problem) -> String {
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        var offset = 0
        var scalars = String.UnicodeScalarView()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                scalars.append(scalar)
                offset += UTF8.width(scalar)
            case .emptyInput:
                return String(scalars)
            case .error:
                throw .notUTF8(place, byte: offset + 1)
            }
        }
    }

    // MARK: Streams

    /// A stream of bytes read in pieces: fills the buffer it is given and says how many bytes it
    /// put there (0 at the end).
    public struct Stream {
        /// What the stream is called in messages ("standard input").
        public let name: String
        let read: (inout [UInt8]) throws(Problem) -> Int

        public init(name: String, read: @escaping (inout [UInt8]) throws(Problem) -> Int) {
            self.name = name
            self.read = read
        }

        /// Text given whole (a test's standard input), read as a stream would be.
        public static func text(_ text: String, name: String = "standard input") -> Stream {
            var remaining = Array(text.utf8)[...]
            return Stream(name: name) { (buffer: inout [UInt8]) throws(Problem) -> Int in
                let count = min(buffer.count, remaining.count)
                buffer.replaceSubrange(0..<count, with: remaining.prefix(count))
                remaining = remaining.dropFirst(count)
                return count
            }
        }
    }

    /// The process's standard input, read with `read(2)`.
    public static var standardInput: Stream { Stream(name: "standard input") { (buffer: inout [UInt8]) throws(Problem) -> Int in
        while true {
            let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
            if count >= 0 { return count }
            if errno == EINTR { continue }
            throw .unreadable("standard input", reason: systemReason(errno))
        }
    } }

    /// All of a stream as text, at most `limit` bytes.
    public static func readAll(_ stream: Stream, limit: Int) throws(Problem) -> String {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = try stream.read(&chunk)
            if count == 0 { break }
            guard bytes.count + count <= limit else { throw .streamTooLarge(stream.name, limit: limit) }
            bytes += chunk[..<count]
        }
        return try text(bytes, where: stream.name)
    }

    /// Calls `body` with each line of a stream as it arrives (without its `\n` or `\r\n`), a last
    /// line without a line break included; a line past `maximumLine` bytes is reported as soon
    /// as it is known, not read to its end.
    public static func forEachLine<Failure: Error>(of stream: Stream, maximumLine: Int,
                                                   _ body: (String) throws(Failure) -> Void) throws(LineFailure<Failure>) {
        var number = 0
        func emit(_ line: ArraySlice<UInt8>) throws(LineFailure<Failure>) {
            number += 1
            var line = line
            if line.last == 0x0D { line = line.dropLast() }
            guard line.count <= maximumLine else { throw .input(.lineTooLong(stream.name, line: number, limit: maximumLine)) }
            let text: String
            do { text = try Self.text(line, where: "\(stream.name) line \(number)") } catch { throw .input(error) }
            do { try body(text) } catch { throw .body(error) }
        }
        var pending: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count: Int
            do { count = try stream.read(&chunk) } catch { throw .input(error) }
            if count == 0 { break }
            var start = 0
            while let end = chunk[start..<count].firstIndex(of: 0x0A) {
                pending += chunk[start..<end]
                try emit(pending[...])
                pending.removeAll(keepingCapacity: true)
                start = end + 1
            }
            pending += chunk[start..<count]
            if pending.count > maximumLine + 1 { try emit(pending[...]) }
        }
        if !pending.isEmpty { try emit(pending[...]) }
    }

    /// What stopped ``forEachLine(of:maximumLine:_:)``: the input, or the caller's body.
    public enum LineFailure<Body: Error>: Error {
        case input(Problem)
        case body(Body)
    }
}
