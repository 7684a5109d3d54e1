import CommandLineInterface
import CommandLineTool
import Foundation
import Testing
import _TestSupport

@Suite("softkbd autocorrect")
struct AutocorrectCommandTests {
    @Test("one line out per word in: what space commits first, then the alternatives")
    func words() {
        let (code, output) = SoftKeyboardCommand.run(["autocorrect", "--language", "en", "--limit", "2"],
                                                     standardInput: "rhe\nTeh\n\nthe\ndont\n")
        #expect(code == .success)
        #expect(output.standardOutput == "the\trhe\nThe\tTeh\n\nthe\ndon't\tdont\n")
        let json = SoftKeyboardCommand.run(["autocorrect", "--language", "en", "--format", "json", "--limit", "2"],
                                           standardInput: "rhe\n").1.standardOutput
        #expect(json == #"{"autocorrection":"the","candidates":["the","rhe"],"known":false,"typed":"rhe"}"# + "\n")
    }

    @Test("eval scores a typo file; its errors name the line")
    func evaluate() throws {
        try withTemporaryFolder("softkbd-autocorrect") { directory in
            let good = directory.appendingPathComponent("typos.tsv").path
            try "rhe\tthe\nrecieve\treceive\tsub\r\nxqzv\tfriend\nqqq\tzqxwv\n".write(toFile: good, atomically: true, encoding: .utf8)
            // The 10,000 frequent words of a real evaluation in long tests; 1,000 otherwise.
            let frequent = LongTests.count(quick: 1_000, long: 10_000)
            let result = softkbd("autocorrect", "eval", good, "--language", "en", "--frequent", String(frequent))
            #expect(result.exitCode == .success)
            #expect(result.stdout.contains("pairs: 4\ntop 1 (committed on space): 50.0 %\n"), "\(result.stdout)")
            // zqxwv is no word: three of the four intended words are in the lexicon.
            #expect(result.stdout.contains("intended words the lexicon holds as targets: 75.0 %\n"))
            #expect(result.stdout.contains("frequent correct words changed: 0 of \(frequent) (0.0 %)"))
            let bad = directory.appendingPathComponent("bad.tsv").path
            try "rhe\tthe\nonlyone\n".write(toFile: bad, atomically: true, encoding: .utf8)
            #expect(softkbd("autocorrect", "eval", bad, "--language",
                            "en").stderr == "softkbd: error: \(bad):2: expected tab-separated columns typed and intended, found 1\n")
        }
    }

    @Test("ceiling: the Bayes decision under a synthetic set's generator; it needs the layout's geometry")
    func ceiling() throws {
        try withTemporaryFolder("softkbd-autocorrect") { directory in
            let file = directory.appendingPathComponent("synthetic.tsv").path
            // thw: a row neighbour of e in the most frequent word; fome: fume is explained as well
            // as come (the key below f), which is far more frequent.
            try "thw\tthe\tsub\nfome\tfume\tsub\n".write(toFile: file, atomically: true, encoding: .utf8)
            let result = softkbd("autocorrect", "ceiling", file, "--language", "en")
            #expect(result.exitCode == .success)
            #expect(result.stdout == """
                pairs: 2
                intended words the lexicon holds as targets: 100.0 %
                best top 1 without the sentence (Bayes decision under the set's generator): 50.0 %

                """, "\(result.stdout)")
            let blind = softkbd("autocorrect", "ceiling", file, "--language", "en", "--no-geometry")
            #expect(blind.exitCode == .usage && blind.stderr.contains("'ceiling' needs the layout's key geometry (not --no-geometry)"))
            #expect(softkbd("autocorrect", "ceiling", "--language", "en").stderr.contains("'ceiling' takes the path of a TSV file"))
        }
    }

    @Test("context: typos made in sentences, corrected with the words before and alone")
    func context() throws {
        try withTemporaryFolder("softkbd-autocorrect") { directory in
            let file = directory.appendingPathComponent("sentences.txt").path
            try "I came from the store and then we went home.\nThe car is over there.\n".write(toFile: file, atomically: true,
                                                                                                encoding: .utf8)
            let result = softkbd("autocorrect", "context", file, "--language", "en", "--seed", "3")
            #expect(result.exitCode == .success)
            let lines = result.stdout.split(separator: "\n").map(String.init)
            #expect(lines.count == 6 && lines[0].hasPrefix("typos: 12 ("), "\(result.stdout)")
            #expect(lines[1].hasPrefix("top 1 with the words before: ") && lines[4].hasSuffix("of 15 (0.0 %)"), "\(result.stdout)")
            let again = softkbd("autocorrect", "context", file, "--language", "en", "--seed", "3").stdout.split(separator: "\n")
            #expect(again.prefix(5).map(String.init) == Array(lines.prefix(5)))
            let blind = softkbd("autocorrect", "context", file, "--language", "en", "--no-geometry")
            #expect(blind.exitCode == .usage && blind.stderr.contains("'context' needs the layout's key geometry (not --no-geometry)"))
            let empty = directory.appendingPathComponent("numbers.txt").path
            try "12 34\n".write(toFile: empty, atomically: true, encoding: .utf8)
            let none = softkbd("autocorrect", "context", empty, "--language", "en")
            #expect(none.exitCode != .success && none.stderr.contains("numbers.txt: no word to make a typo in"), "\(none.stderr)")
        }
    }

    @Test("bad invocations exit 64 and say what is expected")
    func usage() {
        #expect(softkbd("autocorrect").exitCode == .usage)
        #expect(softkbd("autocorrect").stderr.contains("--language is required (one of ar, bg, bn, ca, cs, da, de, el, en, es, fa"))
        let unknown = softkbd("autocorrect", "--language", "enn")
        #expect(unknown.exitCode == .usage)
        #expect(unknown.stderr.contains("no lexicon for language 'enn'; did you mean 'en'?"))
        #expect(softkbd("autocorrect", "--language", "en", "--limit", "0").exitCode == .usage)
        #expect(softkbd("autocorrect", "--language", "en", "--layout", "xx-nope").exitCode == .usage)
        #expect(softkbd("autocorrect", "evil", "--language", "en").stderr.contains("unknown subcommand 'evil'; did you mean 'eval'?"))
    }
}
