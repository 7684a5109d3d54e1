import CommandLineInterface
import DataFiles

/// Standard input and the files commands read, through `DataFiles`' `BoundedInput` (bounded
/// pieces, regular files only, UTF-8 checked with the byte that is not) with softkbd's limits;
/// a problem is a `softkbd: error:` saying where and why.
///
/// Tests give the input as a string (``Output/standardInput``); the same limits apply to it.
enum StandardInput {
    /// The most `readAll` takes: 16 MiB.
    static let maximumSize = 16 << 20
    /// The longest line `forEachLine` takes: 1 MiB.
    static let maximumLine = 1 << 20
    /// The largest file a command reads (test files, user data): 64 MiB.
    static let maximumFileSize = 64 << 20

    static func stream(_ output: Output) -> BoundedInput.Stream {
        output.standardInput.map { BoundedInput.Stream.text($0) } ?? BoundedInput.standardInput
    }

    /// All of standard input as text.
    static func readAll(_ output: Output, limit: Int = maximumSize) throws(CommandError) -> String {
        do { return try BoundedInput.readAll(stream(output), limit: limit) } catch { throw .failure(error.description) }
    }

    /// A file named on the command line as text, at most `limit` bytes.
    static func file(_ path: String, limit: Int = maximumFileSize) throws(CommandError) -> String {
        do { return try BoundedInput.text(ofFile: path, limit: limit) } catch { throw .failure(error.description) }
    }

    /// A file's bytes, at most `limit`.
    static func bytes(ofFile path: String, limit: Int = maximumFileSize) throws(CommandError) -> [UInt8] {
        do { return try BoundedInput.contents(ofFile: path, limit: limit).get() } catch { throw .failure(error.description) }
    }

    /// Calls `body` with each argument, or when there are none with each line of standard input
    /// (``forEachLine(_:maximumLine:_:)``): `convert nihao` and `echo nihao | convert` alike.
    static func forEachLine(of arguments: [String], _ output: Output, _ body: (String) throws(CommandError) -> Void) throws(CommandError) {
        guard arguments.isEmpty else {
            for argument in arguments {
                guard argument.utf8.count <= maximumLine else {
                    throw .failure("an argument is longer than \(BoundedInput.describe(maximumLine))")
                }
                try body(argument)
            }
            return
        }
        try forEachLine(output, body)
    }

    /// Calls `body` with each line of standard input as it arrives (without its `\n` or `\r\n`).
    static func forEachLine(_ output: Output, maximumLine: Int = maximumLine,
                            _ body: (String) throws(CommandError) -> Void) throws(CommandError) {
        do {
            try BoundedInput.forEachLine(of: stream(output), maximumLine: maximumLine, body)
        } catch {
            switch error {
            case .input(let problem): throw .failure(problem.description)
            case .body(let failure): throw failure
            }
        }
    }
}
