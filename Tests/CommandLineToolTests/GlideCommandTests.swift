import CommandLineInterface
@testable import CommandLineTool
import Foundation
import Testing

@Suite("softkbd glide")
struct GlideCommandTests {
    func run(_ arguments: [String], input: String? = nil) -> (code: ExitCode, out: String, err: String) {
        let (code, output) = SoftKeyboardCommand.run(["glide"] + arguments, standardInput: input)
        return (code, output.standardOutput, output.standardError)
    }

    @Test("traces, then eval and decode of them: the same words come back")
    func roundTrip() throws {
        let traces = run(["traces", "--layout", "en-US", "--count", "5", "--seed", "4"])
        #expect(traces.code == .success, "\(traces.err)")
        let lines = traces.out.split(separator: "\n").map(String.init)
        #expect(lines.count == 5 && lines.allSatisfy { $0.hasPrefix("{") && $0.contains("\"points\":[[") })
        #expect(run(["traces", "--layout", "en-US", "--count", "5", "--seed", "4"]).out == traces.out)
        let path = NSTemporaryDirectory() + "softkbd-glide-\(UInt32.random(in: 0...UInt32.max)).jsonl"
        try traces.out.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let eval = run(["eval", path])
        #expect(eval.code == .success && eval.out.hasPrefix("traces: 5 (0 of words the decoder lacks)\ntop 1: "), "\(eval.out)\(eval.err)")
        let decoded = run(["decode", "--layout", "en-US", "--limit", "2"], input: traces.out + "\n")
        let answers = decoded.out.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(decoded.code == .success && answers.count == 7 && answers[5].isEmpty, "\(decoded.out)")
        #expect(answers.prefix(5).allSatisfy { $0.split(separator: "\t").count == 2 })
    }

    @Test("decode: a hand-drawn path over h, e, l, o is hello; json gives costs")
    func decode() {
        // Key centres of en-US on iphone-classic: h (192, 81), e (80, 27), l (288, 81), o (272, 27);
        // drawn a little off them, corners cut.
        let line = "{\"points\": [[190,84,0],[140,55,60],[86,30,120],[150,52,200],[230,74,260],[284,78,300],[276,40,350],[270,29,380]]}\n"
        let text = run(["decode", "--layout", "en-US"], input: line)
        #expect(text.code == .success && text.out.split(separator: "\t").first == "hello", "\(text.out)\(text.err)")
        let json = run(["decode", "--layout", "en-US", "--format", "json", "--limit", "1"], input: line)
        #expect(json.out.hasPrefix("[{\"cost\":") && json.out.contains("\"word\":\"hello\""), "\(json.out)")
    }

    @Test("mistakes are said: no subcommand, no layout, a bad line, a keyboard without a word list")
    func mistakes() {
        #expect(run([]).code == .usage && run([]).err.contains("a subcommand is required: decode, eval or traces"))
        #expect(run(["decod"]).err.contains("unknown subcommand 'decod'; did you mean 'decode'?"))
        #expect(run(["decode"], input: "").err.contains("--layout is required"))
        let bad = run(["decode", "--layout", "en-US"], input: "{\"points\": 3}\n")
        #expect(bad.code != .success && bad.err.contains("line: no \"points\" array"), "\(bad.err)")
        let korean = run(["traces", "--layout", "ko-KR"])
        #expect(korean.code != .success && korean.err.contains("no word list for 'ko'"), "\(korean.err)")
        #expect(run(["traces", "--layout", "en-US", "--style", "wild"]).err.contains("unknown style 'wild'"))
    }
}
