#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import CommandLineTool

#if canImport(Glibc)
private let systemWrite = Glibc.write
#elseif canImport(Musl)
private let systemWrite = Musl.write
#elseif canImport(Darwin)
private let systemWrite = Darwin.write
#endif

/// Writes all of `text` to a file descriptor; returns the system's reason when it cannot.
@Sendable func write(_ text: String, to descriptor: Int32) -> String? {
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
        let written = bytes.withUnsafeBytes { systemWrite(descriptor, $0.baseAddress, $0.count) }
        if written < 0 && errno == EINTR { continue }
        if written <= 0 { return written < 0 ? String(cString: strerror(errno)) : "nothing was written" }
        bytes = bytes.dropFirst(written)
    }
    return nil
}

let (exitCode, output) = SoftKeyboardCommand.run(Array(CommandLine.arguments.dropFirst()),
                                                 standardOutput: { write($0, to: STDOUT_FILENO) })
_ = write(output.standardError, to: STDERR_FILENO)
exit(exitCode.rawValue)
