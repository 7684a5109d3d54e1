/// How a run ended, as the process exit status.
public struct ExitCode: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: Int32
    public init(rawValue: Int32) { self.rawValue = rawValue }

    /// Everything worked.
    public static let success = ExitCode(rawValue: 0)
    /// The input was bad or the work failed (a one-line message is on standard error).
    public static let failure = ExitCode(rawValue: 1)
    /// The command line itself was wrong (`EX_USAGE`).
    public static let usage = ExitCode(rawValue: 64)

    public var description: String { String(rawValue) }
}

/// A problem that ends a command with a message and an exit code.
public struct CommandError: Error, Equatable, CustomStringConvertible {
    public var message: String
    public var exitCode: ExitCode
    /// The usage line of the command, printed after a usage error.
    public var usage: String?

    public init(message: String, exitCode: ExitCode, usage: String? = nil) {
        self.message = message
        self.exitCode = exitCode
        self.usage = usage
    }

    /// The message alone: what a user reads wherever the error is shown.
    public var description: String { message }

    public static func usage(_ message: String, usage: String? = nil) -> CommandError {
        CommandError(message: message, exitCode: .usage, usage: usage)
    }

    public static func failure(_ message: String) -> CommandError {
        CommandError(message: message, exitCode: .failure)
    }
}
