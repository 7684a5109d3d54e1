import Autocorrection
import HandwritingInputMethod
import Evaluation
import JapaneseInputMethod
import PinyinInputMethod
import Testing

@Suite("Evaluations: scores from test files, errors at their lines")
struct EvaluationTests {
    @Test("timing: median and 99th percentile; percentages")
    func timing() {
        let timing = Timing(milliseconds: Array((1...100).map(Double.init).reversed()))
        #expect(timing.median == 51 && timing.p99 == 100)
        #expect(Timing(milliseconds: []).median == 0 && Timing(milliseconds: []).p99 == 0)
        #expect(percentage(1, of: 4) == 25 && percentage(3, of: 0) == 0)
    }

    @Test("pinyin: exact match, character accuracy, the reference in the top 10")
    func pinyin() throws {
        let engine = try PinyinEngine.bundled()
        let report = try PinyinEvaluation.score("nihao\tni hao\t你好\r\n\nwomen\two men\t我们\n", file: "t.tsv", engine: engine)
        #expect(report.sentences == 2 && report.exact == 2 && report.characters == 4 && report.correctCharacters == 4
                && report.inTop10 == 2)
        #expect(throws: EvaluationError("t.tsv:2: expected 3 tab-separated columns (pinyin, spaced pinyin, hanzi), found 2")) {
            try PinyinEvaluation.score("nihao\tni hao\t你好\nnihao\t你好\n", file: "t.tsv", engine: engine)
        }
        #expect(throws: EvaluationError("t.tsv: no pieces to score")) { try PinyinEvaluation.score("\n\n", file: "t.tsv", engine: engine) }
    }

    @Test("Japanese: character accuracy is 1 − edit distance / reference length")
    func japanese() throws {
        let engine = try JapaneseEngine.bundled()
        let report = try JapaneseEvaluation.score("とうきょう\t東京\nとうきょう\t東北\n", file: "t.tsv", engine: engine)
        #expect(report.sentences == 2 && report.exact == 1 && report.characters == 4 && report.distance == 1)
        #expect(report.exactMatch == 50 && report.characterAccuracy == 75)
        #expect(throws: EvaluationError("t.tsv:1: expected a hiragana reading and a surface, tab-separated")) {
            try JapaneseEvaluation.score("tokyo\t東京\n", file: "t.tsv", engine: engine)
        }
    }

    @Test("autocorrection: top 1 is what space commits; frequent correct words are left alone; unknown intended words counted")
    func autocorrection() throws {
        let lexicon = try #require(try LexiconStore.bundled.lexicon(for: "en"))
        let corrector = Autocorrector(lexicon: lexicon, keyboard: nil)
        let report = try AutocorrectionEvaluation.score("rhe\tthe\nxqzv\tfriend\nteh\tthe\nkubernetes\tkubernetes\nhte\tqxzvw\n",
                                                        file: "t.tsv", corrector: corrector, frequentWords: 200)
        #expect(report.pairs == 5 && report.top1 == 2 && report.covered == 3)
        #expect(report.frequentChecked == 200 && report.frequentChanged.isEmpty)
        // Intended words the lexicon lacks, once each, typed as they are: kept or changed.
        #expect(report.unknownChecked == 2 && report.unknownChanged.allSatisfy { ["kubernetes", "qxzvw"].contains($0) })
        let changedKubernetes = corrector.corrections(for: TypedWord("kubernetes"), limit: 1).autocorrection != nil
        #expect(report.unknownChanged.contains("kubernetes") == changedKubernetes)
        #expect(throws: EvaluationError("t.tsv:1: expected tab-separated columns typed and intended, found 1")) {
            try AutocorrectionEvaluation.score("rhe\n", file: "t.tsv", corrector: corrector)
        }
    }

    @Test("handwriting: top 1 and top 10 overall and per kind of ink; bad ink named at its line")
    func handwriting() throws {
        let recognizer = HandwritingRecognizer(templates: try HanziTemplates.bundled())
        let ten = #"{"strokes": [[[100,500,0],[500,505,0.1],[900,510,0.2]], [[500,100,0.4],[505,500,0.5],[510,900,0.6]]], "char": "十", "# +
                  #""kind": "neat"}"#
        let wrong = #"{"strokes": [[[100,500,0],[500,505,0.1],[900,510,0.2]], [[500,100,0.4],[505,500,0.5],[510,900,0.6]]], "char": "口"}"#
        let report = try HandwritingEvaluation.score(ten + "\n\n" + wrong + "\n", file: "ink.jsonl", recognizer: recognizer,
                                                     script: .simplified)
        #expect(report.characters == 2 && report.top1 == 1)
        #expect(report.kinds.map(\.kind) == ["all", "neat"] && report.kinds[1].top1 == 1 && report.kinds[0].top1 == 0)
        #expect(throws: EvaluationError("ink.jsonl:1: stroke 1 has a point that is not [x, y, t]")) {
            try HandwritingEvaluation.score(#"{"strokes": [[[1]]], "char": "十"}"#, file: "ink.jsonl", recognizer: recognizer,
                                            script: .simplified)
        }
        #expect(throws: EvaluationError("ink.jsonl:1: no \"char\"")) {
            try HandwritingEvaluation.score(#"{"strokes": []}"#, file: "ink.jsonl", recognizer: recognizer, script: .simplified)
        }
        let many = "{\"strokes\": [" + Array(repeating: "[[0,0,0]]", count: 501).joined(separator: ",") + "]}"
        #expect(throws: EvaluationError("stdin: 501 strokes (at most 500)")) { try InkLines.strokes(many, where: "stdin") }
    }
}
