import CommandLineInterface
@testable import CommandLineTool
import Foundation
import Testing

@Suite("softkbd predict")
struct PredictCommandTests {
    func run(_ arguments: [String], input: String? = nil) -> (code: ExitCode, out: String, err: String) {
        let (code, output) = SoftKeyboardCommand.run(["predict"] + arguments, standardInput: input)
        return (code, output.standardOutput, output.standardError)
    }

    @Test("a text: next words after a space, completions inside a word, one per line")
    func text() {
        let next = run(["--language", "en", "thank "])
        #expect(next.code == .success && next.out.split(separator: "\n").first == "you" && next.out.split(separator: "\n").count == 3)
        let completion = run(["--language", "en", "--limit", "1", "the united sta"])
        #expect(completion.out == "states\n")
        #expect(run(["--language", "en", "--format", "json", "--limit", "1", "thank "]).out.contains("\"you\""))
    }

    @Test("standard input: one tab-separated line per line, in order, an empty line for none")
    func stream() {
        let result = run(["--language", "en"], input: "thank \ncovid1\nthe united sta\n")
        let lines = result.out.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(result.code == .success && lines.count == 4 && lines[3].isEmpty)
        #expect(lines[0].hasPrefix("you\t") && lines[0].split(separator: "\t").count == 3)
        #expect(lines[1].isEmpty && lines[2].hasPrefix("states"))
    }

    @Test("standard input: a line that types on from the one before leaves out the words offered there")
    func passedOver() {
        let result = run(["--language", "en"], input: "I would like to \nI would like to b\nI would like to \n")
        let lines = result.out.split(separator: "\n").map { $0.split(separator: "\t").map(String.init) }
        #expect(lines.count == 3 && lines[1].count == 3 && lines[1].allSatisfy { $0.hasPrefix("b") }, "\(lines)")
        #expect(Set(lines[0]).isDisjoint(with: lines[1]) && lines[0].contains("be"))
        // A line that does not type on (here the letter taken back) offers them again.
        #expect(lines[2] == lines[0])
        // Alone, the same text offers the word passed over.
        #expect(run(["--language", "en", "--limit", "10", "I would like to b"]).out.split(separator: "\n").contains("be"))
    }

    @Test("eval: top-1, top-3 and keystroke savings on a file of sentences")
    func eval() throws {
        let path = NSTemporaryDirectory() + "softkbd-predict-\(UInt32.random(in: 0...UInt32.max)).txt"
        try "Thank you very much.\n\nI would like to thank you.\n".write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = run(["eval", path, "--language", "en"])
        #expect(result.code == .success, "\(result.err)")
        #expect(result.out.contains("sentences: 2\nnext-word predictions: 8\n"), "\(result.out)")
        #expect(result.out.contains("keystroke savings: ") && result.out.contains("of 36 characters"))
        let json = run(["eval", path, "--language", "en", "--format", "json", "--no-keystrokes"]).out
        #expect(json.contains("\"predictions\" : 8") && json.contains("\"characters\" : 0"))
    }

    @Test("mistakes are said: no language, an unknown one, eval without a file, a file without words")
    func mistakes() throws {
        #expect(run(["thank "]).err.contains("--language is required"))
        let unknown = run(["--language", "xx", "thank "])
        #expect(unknown.code != .success && unknown.err.contains("no next-word model for 'xx' (models: ar bg"))
        #expect(run(["eval", "--language", "en"]).err.contains("'eval' takes the path of a file of sentences"))
        let path = NSTemporaryDirectory() + "softkbd-predict-empty-\(UInt32.random(in: 0...UInt32.max)).txt"
        try "123 456\n\n".write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(run(["eval", path, "--language", "en"]).err.contains("no sentence with a word to predict"))
        #expect(run(["--language", "en", "a", "b"]).err.contains("give one TEXT"))
    }
}
