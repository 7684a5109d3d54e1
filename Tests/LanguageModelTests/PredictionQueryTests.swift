import Testing
@testable import LanguageModel

@Suite("PredictionQuery: the words before the caret")
struct PredictionQueryTests {
    @Test("words of the sentence and the partial word, as the keyboard cuts them", arguments: [
        ("thank ", ["thank"], ""),
        ("I would li", ["i", "would"], "li"),
        ("Hello. How ", ["how"], ""),
        ("Really?! yes", [], "yes"),
        ("the U.S.", ["the", "u", "s"], ""),      // a period ends a sentence only before white space
        ("the U.S. ", [], ""),
        ("in 2019 the ", ["in", "the"], ""),
        ("I don’", ["i"], "don'"),
        ("well-known ", ["well", "known"], ""),
        ("", [], ""),
        ("Wait… so ", ["so"], ""),
    ])
    func cutting(text: String, words: [String], partial: String) {
        let query = PredictionQuery(textBefore: text, locale: "en")
        #expect(query.words == words && query.partial == partial)
    }

    @Test("lower case by the language's rules: Turkish I is ı")
    func turkish() {
        #expect(PredictionQuery(textBefore: "IRMAK ", locale: "tr").words == ["ırmak"])
        #expect(PredictionQuery(textBefore: "IRMAK ", locale: "en").words == ["irmak"])
        #expect(PredictionQuery(textBefore: "Hi. ", locale: "en").startsSentence)
    }
}
