import Testing
@testable import LanguageModel

@Suite("WordPredictor: the model with the user's typing mixed in")
struct WordPredictorTests {
    static func predictor(_ language: String = "en") throws -> WordPredictor {
        let model = try #require(try NgramModelStore(directory: NgramModelTests.directory).model(for: language))
        return WordPredictor(model: model, locale: language)
    }

    func texts(_ predictor: WordPredictor, _ text: String, user: UserNgrams = UserNgrams(), limit: Int = 3) -> [String] {
        predictor.predictions(for: PredictionQuery(textBefore: text, locale: predictor.locale), user: user, limit: limit).map(\.text)
    }

    @Test("next words from the first use; completions ranked with the words before; casing as written")
    func model() throws {
        let english = try Self.predictor()
        #expect(texts(english, "thank ").first == "you")
        #expect(texts(english, "I would like to ").contains("see"))
        #expect(texts(english, "the united sta").first == "states")
        #expect(texts(english, "when ").contains("I"))            // the pronoun is written capitalised
        #expect(texts(english, "in 2019, covid1").isEmpty)          // a partial word with a digit: nothing
        #expect(texts(try Self.predictor("fr"), "je vou").first == "vous")
    }

    @Test("a pair the user typed twice comes first; once, it stands in the bar")
    func learning() throws {
        let english = try Self.predictor()
        var user = UserNgrams()
        #expect(!texts(english, "good ").contains("grief"))
        user.note("grief", after: ["good"])
        #expect(texts(english, "good ", user: user).contains("grief"))
        user.note("grief", after: ["good"])
        #expect(texts(english, "good ", user: user).first == "grief")
        // Elsewhere the user's pair does not lead.
        #expect(texts(english, "thank ", user: user).first == "you")
    }

    @Test("a word only the user typed is completed, as they typed it")
    func learnedWords() throws {
        let english = try Self.predictor()
        var user = UserNgrams()
        for _ in 0..<3 { user.note("Zorblax", after: ["hello"]) }
        #expect(texts(english, "hello zor", user: user).first == "Zorblax")
        let learned = english.predictions(for: PredictionQuery(textBefore: "hello zor", locale: "en"), user: user, limit: 1)
        #expect(learned.first?.isLearned == true)
    }

    @Test("excluded words are left out; a limit of 0 gives nothing")
    func limits() throws {
        let english = try Self.predictor()
        let query = PredictionQuery(textBefore: "thank ", locale: "en")
        #expect(!english.predictions(for: query, excluding: ["you"]).map(\.text).contains("you"))
        #expect(english.predictions(for: query, limit: 0).isEmpty)
        #expect(english.predictions(for: query, limit: 10).count == 10)
    }
}
