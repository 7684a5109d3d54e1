import CommandLineTool
import Foundation

/// Runs `softkbd` in-process.
func softkbd(_ arguments: String...) -> (exitCode: ExitCode, stdout: String, stderr: String) {
    let (code, output) = SoftKeyboardCommand.run(arguments)
    return (code, output.standardOutput, output.standardError)
}

/// Parses the JSON object a command printed.
func jsonObject(_ text: String) -> [String: Any]? {
    (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any]
}
