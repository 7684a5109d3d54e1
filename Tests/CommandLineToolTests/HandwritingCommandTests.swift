import CommandLineInterface
@testable import CommandLineTool
import Foundation
import HandwritingInputMethod
import Testing

@Suite("softkbd handwriting")
struct HandwritingCommandTests {
    /// A JSON line of a character's template strokes, with times, as the eval files have them.
    static func line(_ character: String, kind: String = "neat") throws -> String {
        let templates = try HanziTemplates.bundled()
        let index = try #require(templates.index(of: character))
        var time = 0
        let strokes = templates.strokes(index).map { stroke in
            stroke.map { point -> [Int] in
                time += 17
                return [Int(point.x * 0.8 + 100), Int(point.y * 0.8 + 50), time]
            }
        }
        let data = try JSONSerialization.data(withJSONObject: ["char": character, "kind": kind, "strokes": strokes])
        return String(decoding: data, as: UTF8.self)
    }

    @Test("recognize: candidates per line, best first; a blank line stays blank; json")
    func recognize() throws {
        let input = try Self.line("中") + "\n\n" + Self.line("永") + "\n"
        let (code, output) = SoftKeyboardCommand.run(["handwriting", "recognize", "--limit", "3"], standardInput: input)
        #expect(code == .success)
        let lines = output.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count >= 3 && lines[0].hasPrefix("中 ") && lines[1].isEmpty && lines[2].hasPrefix("永 "))
        #expect(lines[0].split(separator: " ").count == 3)
        let (_, json) = SoftKeyboardCommand.run(["handwriting", "recognize", "--format", "json", "--script", "hant"],
                                                standardInput: try Self.line("國") + "\n")
        let list = try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String]
        #expect(list?.first == "國")
    }

    @Test("eval: top-1 and top-10 overall and per kind, and times")
    func eval() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("hw-eval-\(UInt32.random(in: 0...UInt32.max)).jsonl")
        try [Self.line("中"), Self.line("我", kind: "order"), Self.line("永")].joined(separator: "\n").write(to: file, atomically: true,
                                                                                                          encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let text = softkbd("handwriting", "eval", file.path)
        #expect(text.exitCode == .success)
        #expect(text.stdout.contains("characters: 3\ntop-1: 100.0 %\ntop-10: 100.0 %"))
        #expect(text.stdout.contains("  neat (2): top-1 100.0 %") && text.stdout.contains("  order (1):")
                && text.stdout.contains("time per character: median"))
        let json = try #require(jsonObject(softkbd("handwriting", "eval", file.path, "--format", "json").stdout))
        #expect(json["characters"] as? Int == 3 && json["top1"] as? Double == 100)
        try "{\"char\": \"中\", \"strokes\": [[[1, 2, 3], \"x\"]]}\n".write(to: file, atomically: true, encoding: .utf8)
        let bad = softkbd("handwriting", "eval", file.path)
        #expect(bad.exitCode != .success && bad.stderr.contains("\(file.path):1: stroke 1 has a point that is not [x, y, t]"))
    }

    @Test("render: the template as SVG, one line per stroke, numbered")
    func render() {
        let svg = softkbd("handwriting", "render", "我").stdout
        #expect(svg.hasPrefix("<svg") && svg.components(separatedBy: "<polyline").count - 1 == 7 && svg.contains(">7</text>"))
        #expect(softkbd("handwriting", "render", "a").stderr.contains("no template for 'a'"))
    }

    @Test("bad input: not JSON, no strokes, too many strokes, a bad script")
    func badInput() {
        let (code, output) = SoftKeyboardCommand.run(["handwriting", "recognize"], standardInput: "{oops\n")
        #expect(code != .success && output.standardError.contains("standard input: not a JSON object"))
        let (_, none) = SoftKeyboardCommand.run(["handwriting", "recognize"], standardInput: "{\"char\": \"中\"}\n")
        #expect(none.standardError.contains("no \"strokes\" array"))
        let many = "{\"strokes\": [" + Array(repeating: "[[1, 2, 0], [3, 4, 1]]", count: 501).joined(separator: ",") + "]}\n"
        let (_, tooMany) = SoftKeyboardCommand.run(["handwriting", "recognize"], standardInput: many)
        #expect(tooMany.standardError.contains("501 strokes (at most 500)"))
        let (_, fine) = SoftKeyboardCommand.run(["handwriting", "recognize"],
                                                standardInput: "{\"strokes\": [[[0, 0, 5], [100, 0, 1]], [[50, -1e9, 0], [50, 1e9, 9]]]}\n")
        #expect(!fine.standardOutput.isEmpty)   // out-of-order times and points far out of the box: an answer
        #expect(softkbd("handwriting", "recognize", "--script", "latin").stderr.contains("expected hans or hant"))
        #expect(softkbd("handwriting", "frobnicate").stderr.contains("unknown subcommand"))
    }
}
