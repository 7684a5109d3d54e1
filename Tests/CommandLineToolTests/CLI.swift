import CommandLineInterface
import CommandLineTool
import Foundation

/// Runs `softkbd` in-process.
func softkbd(_ arguments: String...) -> (exitCode: ExitCode, stdout: String, stderr: String) {
    softkbd(arguments)
}

func softkbd(_ arguments: [String]) -> (exitCode: ExitCode, stdout: String, stderr: String) {
    let (code, output) = SoftKeyboardCommand.run(arguments)
    return (code, output.standardOutput, output.standardError)
}

/// A new empty folder under the temporary directory (its name starting `prefix`), removed
/// after `body`.
func withTemporaryFolder(_ prefix: String, _ body: (URL) throws -> Void) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UInt32.random(in: 0...UInt32.max))")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try body(folder)
}

/// Parses the JSON object a command printed.
/// A JSON array of objects, or `nil`.
func jsonArray(_ text: String) -> [[String: Any]]? {
    (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [[String: Any]]
}

func jsonObject(_ text: String) -> [String: Any]? {
    (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any]
}

/// A product built next to the test bundle (`softkbd`, the examples).
func builtExecutable(_ name: String) -> URL? {
    var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    for _ in 0..<4 {
        let candidate = directory.appendingPathComponent(name)
        if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        directory = directory.deletingLastPathComponent()
    }
    return nil
}

struct MissingExecutable: Error, CustomStringConvertible {
    var name: String
    var description: String { "\(name) not found near \(CommandLine.arguments[0])" }
}

/// Runs a built product as its own process.
func runBuiltExecutable(_ name: String, _ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
    guard let url = builtExecutable(name) else { throw MissingExecutable(name: name) }
    return try runProcess(url, arguments)
}

/// Runs a shell script with `$SOFTKBD` set to the built `softkbd`, so a test can give it what
/// only a shell gives a process (a directory or `/dev/zero` as standard input, a closed
/// descriptor, a full disk as standard output): `shell("$SOFTKBD segment < /")`.
func shell(_ script: String) throws -> (status: Int32, stdout: String, stderr: String) {
    guard let url = builtExecutable("softkbd") else { throw MissingExecutable(name: "softkbd") }
    return try runProcess(URL(fileURLWithPath: "/bin/sh"), ["-c", script], environment: ["SOFTKBD": url.path])
}

/// Runs a program to its end; returns its status and what it wrote.
private func runProcess(_ url: URL, _ arguments: [String], environment: [String: String] = [:]) throws -> (status: Int32, stdout: String,
                                                                                                           stderr: String) {
    let process = Process()
    process.executableURL = url
    process.arguments = arguments
    if !environment.isEmpty { process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 } }
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let stdout = out.fileHandleForReading.readDataToEndOfFile()
    let stderr = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: stdout, as: UTF8.self), String(decoding: stderr, as: UTF8.self))
}
