import CommandLineInterface
import CommandLineTool
import Foundation
import PinyinInputMethod
import Testing

@Suite("softkbd pinyin")
struct PinyinCommandTests {
    @Test("the acceptance examples: one candidate per line, nothing else on the line")
    func acceptance() {
        let nihao = softkbd("pinyin", "candidates", "nihao")
        #expect(nihao.exitCode == .success)
        #expect(nihao.stdout.split(separator: "\n").first == "你好")
        let xian = softkbd("pinyin", "candidates", "xian", "--limit", "10").stdout.split(separator: "\n")
        #expect(xian.count == 10 && xian.contains("先") && xian.contains("西安"))
        #expect(softkbd("pinyin", "predict", "东京", "--limit", "10").stdout.split(separator: "\n").contains("大学"))
        #expect(softkbd("pinyin", "predict", "谢谢", "--limit", "5").stdout.split(separator: "\n").contains("你"))
        #expect(softkbd("pinyin", "candidates", "bjdx", "--limit", "5").stdout.split(separator: "\n").contains("北京大学"))
    }

    @Test("candidates of a very long input answer at once, and say that only a composition's worth is read")
    func longInput() {
        let result = softkbd("pinyin", "candidates", String(repeating: "zh", count: 40_000), "--limit", "2")
        #expect(result.exitCode == .success)
        #expect(result.stdout.split(separator: "\n").count == 2)
        #expect(result.stderr.contains("the first 128 letters of 80000"))
        #expect(softkbd("pinyin", "candidates", "nihao").stderr.isEmpty)
    }

    @Test("convert: one line out per line in")
    func convert() {
        let (code, output) = SoftKeyboardCommand.run(["pinyin", "convert"], standardInput: "nihao\n\nbeijingtiananmen\n")
        #expect(code == .success)
        #expect(output.standardOutput == "你好\n\n北京天安门\n")
    }

    @Test("--user-data ranks by a stored dictionary; a damaged one is named with its line")
    func userData() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("softkbd-pinyin-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var dictionary = PinyinUserDictionary()
        dictionary.learn("西安", syllables: ["xi", "an"])
        let good = directory.appendingPathComponent("user").path
        try Data(dictionary.encoded()).write(to: URL(fileURLWithPath: good))
        #expect(softkbd("pinyin", "candidates", "xian", "--limit", "1").stdout != "西安\n")
        #expect(softkbd("pinyin", "candidates", "xian", "--limit", "1", "--user-data", good).stdout == "西安\n")

        let bad = directory.appendingPathComponent("bad").path
        try Data(dictionary.encoded().dropLast(3)).write(to: URL(fileURLWithPath: bad))
        let failed = softkbd("pinyin", "candidates", "xian", "--user-data", bad)
        #expect(failed.exitCode == .failure)
        #expect(failed.stderr.hasPrefix("softkbd: error: \(bad):3: "))
        #expect(softkbd("pinyin", "candidates", "xian", "--user-data", directory.appendingPathComponent("none").path).exitCode == .failure)
    }

    @Test("json carries consumed input and syllables")
    func json() throws {
        let text = softkbd("pinyin", "candidates", "beijingtiananmen", "--limit", "2", "--format", "json").stdout
        let list = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
        #expect(list.first?["text"] as? String == "北京天安门")
        #expect(list.first?["syllables"] as? [String] == ["bei", "jing", "tian", "an", "men"])
        #expect(list.first?["consumed"] as? Int == 16)
    }

    @Test("--fuzzy turns rules on by name")
    func fuzzy() {
        #expect(softkbd("pinyin", "candidates", "zongguo", "--limit", "1", "--fuzzy", "z-zh").stdout == "中国\n")
        #expect(softkbd("pinyin", "candidates", "zongguo", "--limit", "1").stdout != "中国\n")
        let bad = softkbd("pinyin", "candidates", "zongguo", "--fuzzy", "z-hz")
        #expect(bad.exitCode == .usage)
        #expect(bad.stderr.hasPrefix("softkbd: error: unknown fuzzy rule 'z-hz'; did you mean 'z-zh'?"))
    }

    @Test("errors")
    func errors() {
        #expect(softkbd("pinyin").exitCode == .usage)
        #expect(softkbd("pinyin", "candidaets", "x").stderr.contains("did you mean 'candidates'"))
        #expect(softkbd("pinyin", "candidates", "x", "--limit", "0").exitCode == .usage)
        #expect(softkbd("pinyin", "eval",
                        "/no/such/file").stderr == "softkbd: error: cannot read /no/such/file: no such file or directory\n")
        #expect(softkbd("pinyin", "eval", "/").stderr == "softkbd: error: cannot read /: is a directory\n")
        #expect(softkbd("pinyin", "candidates", "ni", "--user-data", "/").stderr == "softkbd: error: cannot read /: is a directory\n")
    }

    @Test("eval: CRLF files score as LF ones; a line without three columns, or no line at all, is an error naming it")
    func evalFiles() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("softkbd-eval-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        func eval(_ text: String) throws -> (exitCode: ExitCode, stdout: String, stderr: String) {
            let path = folder + "/set.tsv"
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            let result = softkbd("pinyin", "eval", path)
            return (result.exitCode, result.stdout, result.stderr.replacingOccurrences(of: folder, with: "DIR"))
        }
        let lf = try eval("nihao\tni hao\t你好\n\nzaijian\tzai jian\t再见\n")
        let crlf = try eval("nihao\tni hao\t你好\r\n\r\nzaijian\tzai jian\t再见\r\n")
        #expect(lf.stdout.hasPrefix("sentences: 2\nsentence exact match (top 1): 100.0 %\ncharacter accuracy: 100.0 %\n"))
        #expect(crlf.stdout.split(separator: "\n").prefix(4) == lf.stdout.split(separator: "\n").prefix(4))
        let twoColumns = try eval("nihao\tni hao\t你好\nzaijian\t再见\n")
        #expect(twoColumns.exitCode == .failure)
        #expect(twoColumns.stderr == "softkbd: error: DIR/set.tsv:2: expected 3 tab-separated columns (pinyin, spaced pinyin, hanzi), " +
                                     "found 2\n")
        let empty = try eval("\n\n")
        #expect(empty.stderr == "softkbd: error: DIR/set.tsv: no pieces to score\n")
    }
}
