import CommandLineInterface
@testable import CommandLineTool
import Foundation
import Testing

@Suite("softkbd japanese")
struct JapaneseCommandTests {
    @Test("candidates: 東京 first for とうきょう (or its romaji); 記者 and 汽車 for きしゃ")
    func candidates() {
        let tokyo = softkbd("japanese", "candidates", "とうきょう")
        #expect(tokyo.exitCode == .success && tokyo.stdout.split(separator: "\n").first == "東京")
        #expect(softkbd("japanese", "candidates", "toukyou").stdout == tokyo.stdout)
        let kisha = softkbd("japanese", "candidates", "きしゃ", "--limit", "10").stdout.split(separator: "\n")
        #expect(kisha.count == 10 && kisha.contains("記者") && kisha.contains("汽車"))
        let json = softkbd("japanese", "candidates", "きしゃ", "--limit", "3", "--format", "json").stdout
        #expect((try? JSONSerialization.jsonObject(with: Data(json.utf8))) as? [String] == kisha.prefix(3).map(String.init))
    }

    @Test("predict: follow-ons with where each comes from; 駅 after 東京")
    func predict() {
        let lines = softkbd("japanese", "predict", "東京", "--limit", "10").stdout.split(separator: "\n")
        #expect(lines.count == 10 && lines.contains("駅\tlexicon") && lines.contains("に\tcorpus"))
        let json = jsonArray(softkbd("japanese", "predict", "東京", "--limit", "2", "--format", "json").stdout)
        #expect(json?.count == 2 && json?.first?["source"] as? String == "corpus")
    }

    @Test("convert: one line out per line in; text that is no reading stays as it is")
    func convert() {
        let (code, output) = SoftKeyboardCommand.run(["japanese", "convert"], standardInput: "わたしはがっこうにいきます\n\nHello!\n")
        #expect(code == .success)
        #expect(output.standardOutput == "私は学校に行きます\n\nHello!\n")
        let (_, json) = SoftKeyboardCommand.run(["japanese", "convert", "--format", "json"], standardInput: "わたしはがっこう\n")
        let phrases = jsonArray(json.standardOutput.trimmingCharacters(in: .newlines))
        #expect(phrases?.map { $0["reading"] as? String ?? "" } == ["わたしは", "がっこう"])
        #expect(phrases?.map { $0["surface"] as? String ?? "" } == ["私は", "学校"])
    }

    @Test("eval: exact match, character accuracy by edit distance, times; bad lines named")
    func eval() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("ja-eval-\(UInt32.random(in: 0...UInt32.max)).tsv")
        let pieces = "わたしはがっこうにいきます\t私は学校に行きます\n" + "きょうはいいてんき\t今日は良い天気\n"
        try pieces.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let text = softkbd("japanese", "eval", file.path)
        #expect(text.exitCode == .success && text.stdout.contains("sentences: 2") && text.stdout.contains("conversion time: median"))
        let json = try #require(jsonObject(softkbd("japanese", "eval", file.path, "--format", "json").stdout))
        #expect(json["sentences"] as? Int == 2)
        let exact = try #require(json["exactMatch"] as? Double), characters = try #require(json["characterAccuracy"] as? Double)
        #expect([0, 50, 100].contains(exact) && characters > 70 && characters <= 100)
        try "ひらがな\t平仮名\nbad line\n".write(to: file, atomically: true, encoding: .utf8)
        let bad = softkbd("japanese", "eval", file.path)
        #expect(bad.exitCode != .success && bad.stderr.contains("\(file.path):2:"))
    }

    @Test("usage errors: no subcommand, an unknown one, a missing argument, no reading")
    func usage() {
        #expect(softkbd("japanese").exitCode != .success)
        #expect(softkbd("japanese", "convrt").stderr.contains("did you mean 'convert'"))
        #expect(softkbd("japanese", "candidates").exitCode != .success)
        #expect(softkbd("japanese", "candidates", "").stderr.contains("is not a reading"))
        // Punctuation goes through the romaji table: ! is ！, offered as it is.
        #expect(softkbd("japanese", "candidates", "!!").stdout.split(separator: "\n").first == "！！")
        #expect(softkbd("japanese", "predict", "東京", "--limit", "0").exitCode != .success)
    }
}
