import KeyboardModel
/// How a `softkbd` run ended, as the process exit status.
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
struct CommandError: Error, Equatable, CustomStringConvertible {
    var message: String
    var exitCode: ExitCode
    /// The usage line of the command, printed after a usage error.
    var usage: String?

    /// The message alone: what a user reads wherever the error is shown.
    var description: String { message }

    static func usage(_ message: String, usage: String? = nil) -> CommandError {
        CommandError(message: message, exitCode: .usage, usage: usage)
    }

    static func failure(_ message: String) -> CommandError {
        CommandError(message: message, exitCode: .failure)
    }
}

extension CommandError {
    /// A keyboard that cannot be resolved: a layout, device or layer the command line names
    /// that does not exist is a usage error (64); a problem in the layout data is a failure (1).
    static func resolution(_ error: ResolutionError, usage: String) -> CommandError {
        switch error {
        case .unknownLayout, .unknownDevice, .unknownLayer: .usage(error.description, usage: usage)
        default: .failure(error.description)
        }
    }
}
