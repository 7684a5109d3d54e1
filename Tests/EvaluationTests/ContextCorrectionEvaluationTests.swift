import Autocorrection
import LanguageModel
@testable import Evaluation
import Testing

@Suite("Context correction evaluation: typos in sentences, with the words before and alone")
struct ContextCorrectionEvaluationTests {
    static let text = """
        I came from the store and then we went home to see the game.
        The car is over there, next to the house.

        It was a very good day for all of us.
        """

    @Test("every word of three letters or more gets a typo; with the words before, as many or more are corrected")
    func score() throws {
        let lexicon = try #require(try LexiconStore.bundled.lexicon(for: "en"))
        let model = try #require(try NgramModelStore.bundled.model(for: "en"))
        let corrector = Autocorrector(lexicon: lexicon, geometry: TypoCeilingTests.qwerty)
        let report = try ContextCorrectionEvaluation.score(Self.text, file: "t.txt", corrector: corrector, model: model,
                                                           geometry: TypoCeilingTests.qwerty)
        // Words of three letters or more the lexicon holds: 11 + 7 + 6.
        #expect(report.pairs == 24)
        // Every word the lexicon holds, short ones too: 14 + 9 + 10.
        #expect(report.cleanChecked == 33)
        #expect(report.cleanChanged == 0)
        #expect(report.top1 >= report.top1Alone && report.top3 >= report.top1 && report.top3Alone >= report.top1Alone)
        #expect(report.realWordsCorrected <= report.realWords && report.realWordsCorrected <= report.top1)
        let again = try ContextCorrectionEvaluation.score(Self.text, file: "t.txt", corrector: corrector, model: model,
                                                          geometry: TypoCeilingTests.qwerty)
        #expect(again.top1 == report.top1 && again.realWords == report.realWords)
        #expect(report.summary.contains("top 1 with the words before: "))
    }

    @Test("a text with no word to make a slip in is an error naming the file")
    func empty() throws {
        let lexicon = try #require(try LexiconStore.bundled.lexicon(for: "en"))
        let model = try #require(try NgramModelStore.bundled.model(for: "en"))
        let corrector = Autocorrector(lexicon: lexicon, geometry: TypoCeilingTests.qwerty)
        #expect(throws: EvaluationError("empty.txt: no word to make a typo in")) {
            try ContextCorrectionEvaluation.score("12 34\n\n", file: "empty.txt", corrector: corrector, model: model,
                                                  geometry: TypoCeilingTests.qwerty)
        }
    }
}
