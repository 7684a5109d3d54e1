#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import DataFiles

/// Standard input, read with POSIX calls in bounded pieces: a directory, a closed descriptor or
/// a read error is a `softkbd: error:` with the system's reason, an endless stream stops at a
/// limit, and text that is not UTF-8 is reported with the byte where it goes wrong. (Foundation's
/// `readDataToEndOfFile()` traps on the first and reads the second until memory runs out.)
///
/// Tests give the input as a string (``Output/standardInput``); the same limits apply to it.
enum StandardInput {
    /// The most `readAll` takes: 16 MiB.
    static let maximumSize = 16 << 20
    /// The longest line `forEachLine` takes: 1 MiB.
    static let maximumLine = 1 << 20

    /// All of standard input as text.
    ///
    /// - Throws: when it cannot be read, is larger than `limit` bytes, or is not UTF-8.
    static func readAll(_ output: Output, limit: Int = maximumSize) throws(CommandError) -> String {
        if let text = output.standardInput {
            guard text.utf8.count <= limit else { throw tooLarge(limit) }
            return text
        }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = try readChunk(&chunk)
            if count == 0 { break }
            guard bytes.count + count <= limit else { throw tooLarge(limit) }
            bytes += chunk[..<count]
        }
        return try text(bytes, where: "standard input")
    }

    /// Calls `body` with each argument, or when there are none with each line of standard input
    /// (``forEachLine(_:maximumLine:_:)``): `convert nihao` and `echo nihao | convert` alike.
    static func forEachLine(of arguments: [String], _ output: Output, _ body: (String) throws(CommandError) -> Void) throws(CommandError) {
        guard arguments.isEmpty else {
            for argument in arguments {
                guard argument.utf8.count <= maximumLine else { throw .failure("an argument is longer than \(describe(maximumLine))") }
                try body(argument)
            }
            return
        }
        try forEachLine(output, body)
    }

    /// Calls `body` with each line of standard input as it arrives (without its `\n` or `\r\n`),
    /// a last line without a line break included.
    ///
    /// - Throws: when the input cannot be read, a line is longer than `maximumLine` bytes or
    ///   is not UTF-8 (naming the line), or `body` throws.
    static func forEachLine(_ output: Output, maximumLine: Int = maximumLine,
                            _ body: (String) throws(CommandError) -> Void) throws(CommandError) {
        var number = 0
        func emit(_ line: ArraySlice<UInt8>) throws(CommandError) {
            number += 1
            var line = line
            if line.last == 0x0D { line = line.dropLast() }
            guard line.count <= maximumLine else {
                throw .failure("standard input line \(number) is longer than \(describe(maximumLine))")
            }
            try body(try text(Array(line), where: "standard input line \(number)"))
        }
        if let text = output.standardInput {
            let bytes = Array(text.utf8)
            var start = 0
            while let end = bytes[start...].firstIndex(of: 0x0A) {
                try emit(bytes[start..<end])
                start = end + 1
            }
            if start < bytes.count { try emit(bytes[start...]) }
            return
        }
        var pending: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = try readChunk(&chunk)
            if count == 0 { break }
            var start = 0
            while let end = chunk[start..<count].firstIndex(of: 0x0A) {
                pending += chunk[start..<end]
                try emit(pending[...])
                pending.removeAll(keepingCapacity: true)
                start = end + 1
            }
            pending += chunk[start..<count]
            // A line past the limit is reported as soon as it is known, not read to its end.
            if pending.count > maximumLine + 1 { try emit(pending[...]) }
        }
        if !pending.isEmpty { try emit(pending[...]) }
    }

    /// Reads what is available into `buffer`; 0 at the end of input.
    private static func readChunk(_ buffer: inout [UInt8]) throws(CommandError) -> Int {
        while true {
            let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
            if count >= 0 { return count }
            if errno == EINTR { continue }
            throw .failure("cannot read standard input: \(systemReason(errno))")
        }
    }

    /// Bytes as UTF-8 text, or an error naming the first byte that is not.
    static func text(_ bytes: [UInt8], where place: String) throws(CommandError) -> String {
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
                throw .failure("\(place) is not UTF-8 (byte \(offset + 1) is not part of a character)")
            }
        }
    }

    static func tooLarge(_ limit: Int) -> CommandError {
        .failure("standard input is larger than \(describe(limit)), the most this command reads")
    }

    static func describe(_ bytes: Int) -> String {
        bytes >= 1 << 20 && bytes % (1 << 20) == 0 ? "\(bytes >> 20) MiB" : "\(bytes) bytes"
    }
}
