@testable import Evaluation
import Testing

@Suite("Prediction evaluation: the scorer's words, characters and keystrokes")
struct PredictionEvaluationTests {
    @Test("every word with one before it is a prediction; keystrokes stop where the word is offered")
    func score() throws {
        // A predictor that offers "world" after "hello", and completes "wo" to "wonder".
        let report = try PredictionEvaluation.score("hello world\nhello wonder\n", file: "t.txt", locale: "en") { text in
            text.hasSuffix("hello ") ? ["world"] : text.hasSuffix("wo") ? ["wonder"] : []
        }
        #expect(report.sentences == 2 && report.predictions == 2 && report.top1 == 1 && report.top3 == 1)
        // hello ×2 (10) + world (5) + wonder (6); saved: world 5, wonder 4 (after "wo").
        #expect(report.characters == 21 && report.saved == 9)
        #expect(throws: EvaluationError("t.txt: no sentence with a word to predict")) {
            try PredictionEvaluation.score("2019 — 42\n", file: "t.txt", locale: "en") { _ in [] }
        }
    }

    @Test("text is read in NFC, as the scorer reads it: a precomposed nukta letter is two code points")
    func normalisation() throws {
        // ज़ (U+095B) is excluded from composition: NFC is ज + ़, two code points.
        let report = try PredictionEvaluation.score("\u{095B}रा\n", file: "t.txt", locale: "hi") { _ in [] }
        #expect(report.characters == 4)
    }

    @Test("a zero-width non-joiner inside a word is part of it; one ending a word is not")
    func joiners() {
        // Persian می‌خواهم: ZWNJ between two letters.
        #expect(PredictionEvaluation.wordSpans("می\u{200C}خواهم") == [0..<8])
        #expect(PredictionEvaluation.wordSpans("می\u{200C} خواهم") == [0..<2, 4..<9])
        #expect(PredictionEvaluation.wordSpans("it's 2019 ok") == [0..<4, 10..<12])
    }
}
