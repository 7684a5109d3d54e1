import Testing
import LanguageModel
@testable import Autocorrection

@Suite("Correction context: the words before weigh the candidates")
struct CorrectionContextTests {
    static func english() throws -> (Autocorrector, NgramModel) {
        (try AutocorrectorTests.corrector("en", layout: "en-US"), try #require(try NgramModelStore.bundled.model(for: "en")))
    }

    static func committed(_ typed: String, after words: [String], _ corrector: Autocorrector, _ model: NgramModel) -> String {
        let result = corrector.corrections(for: TypedWord(typed), context: CorrectionContext(model: model, words: words))
        return result.autocorrection?.text ?? typed
    }

    @Test("a real word one slip from a word that fits is replaced only with the words before")
    func realWords() throws {
        let (corrector, model) = try Self.english()
        #expect(Self.committed("form", after: ["i", "came"], corrector, model) == "from")
        #expect(corrector.corrections(for: "form").autocorrection == nil)
        #expect(Self.committed("thete", after: ["the", "car", "is", "over"], corrector, model) == "there")
        // Where the typed word fits, it stays.
        #expect(Self.committed("form", after: ["fill", "in", "the"], corrector, model) == "form")
        #expect(Self.committed("there", after: ["over"], corrector, model) == "there")
    }

    @Test("correct words of a sentence are left alone, each with the words before it")
    func correctSentence() throws {
        let (corrector, model) = try Self.english()
        let words = "i will see you at the meeting tomorrow and then we can go home together".split(separator: " ").map(String.init)
        for (index, word) in words.enumerated() {
            #expect(Self.committed(word, after: Array(words[..<index]), corrector, model) == (index == 0 ? "I" : word))
        }
    }

    @Test("the adjustment: negative where the words before make a word likelier, 0 for a word the model lacks")
    func adjustment() throws {
        let (_, model) = try Self.english()
        let context = CorrectionContext(model: model, words: ["thank"])
        #expect(context.adjustment(for: "you") < -1)
        #expect(context.adjustment(for: "elephant") > 0)
        #expect(context.adjustment(for: "qzxv") == 0)
        // Two words: the second after the first.
        #expect(context.adjustment(for: "you very") < context.adjustment(for: "you"))
        // Only the last two words are read; none: the start of a sentence.
        #expect(CorrectionContext(model: model, words: ["a", "b", "thank"]).history.count == 3)
        #expect(CorrectionContext(model: model, words: []).history == [model.sentenceStart])
    }

    @Test("candidates are ranked by how they fit: what space commits for a typo changes with the words before")
    func ranking() throws {
        let (corrector, model) = try Self.english()
        #expect(Self.committed("cae", after: ["the"], corrector, model) == "car")
        #expect(Self.committed("cae", after: ["i"], corrector, model) == "came")
        #expect(Self.committed("bwd", after: ["a"], corrector, model) == "bad")
        #expect(Self.committed("bwd", after: ["i"], corrector, model) == "had")
        // A known word that fits stays, and its alternatives follow the words before.
        let tome = corrector.corrections(for: "tome", limit: 3, context: CorrectionContext(model: model, words: ["the", "old"]))
        #expect(tome.autocorrection == nil && tome.candidates.first?.text == "tome")
    }
}
