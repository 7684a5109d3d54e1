import LanguageModel
import Testing

@Suite("Offered words: what the bar offered for the word being typed is not offered again")
struct OfferedWordsTests {
    static let before = ["i", "would", "like", "to"]

    @Test("typing on leaves out what was offered for the earlier letters, all of them")
    func typingOn() {
        var offered = OfferedWords()
        #expect(offered.passedOver(for: PredictionQuery(words: Self.before)).isEmpty)
        offered.note(["see", "fly", "be"])
        #expect(offered.passedOver(for: PredictionQuery(words: Self.before, partial: "b")) == ["see", "fly", "be"])
        offered.note(["book", "buy"])
        #expect(offered.passedOver(for: PredictionQuery(words: Self.before, partial: "bu")) == ["see", "fly", "be", "book", "buy"])
        // Two letters at once (a paste, a fast typist) type on too.
        #expect(offered.passedOver(for: PredictionQuery(words: Self.before, partial: "bu")).count == 5)
    }

    @Test("the same query again leaves out the same: a bar shown twice does not pass over its own words")
    func sameQuery() {
        var offered = OfferedWords()
        _ = offered.passedOver(for: PredictionQuery(words: Self.before, partial: "b"))
        offered.note(["book"])
        #expect(offered.passedOver(for: PredictionQuery(words: Self.before, partial: "b")).isEmpty)
        offered.note(["buy"])
        #expect(offered.passedOver(for: PredictionQuery(words: Self.before, partial: "bo")) == ["book", "buy"])
    }

    @Test("a backspace, another word or other words before start afresh")
    func afresh() {
        var offered = OfferedWords()
        _ = offered.passedOver(for: PredictionQuery(words: Self.before, partial: "b"))
        offered.note(["book"])
        #expect(offered.passedOver(for: PredictionQuery(words: Self.before, partial: "")).isEmpty)
        offered.note(["see"])
        #expect(offered.passedOver(for: PredictionQuery(words: Self.before + ["see"], partial: "y")).isEmpty)
        offered.note(["you"])
        #expect(offered.passedOver(for: PredictionQuery(words: Self.before, partial: "se")).isEmpty)
    }
}
