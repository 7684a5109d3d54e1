import InputMethodCore
@testable import PinyinInputMethod
import Testing
import _TestSupport

/// The user's phrases prepared for the engine.
@Suite("PinyinUserLexicon")
struct PinyinUserLexiconTests {
    func engine() throws -> PinyinEngine { try PinyinEngineTests.bundled() }

    @Test("a lexicon updated entry by entry ranks as one prepared afresh, drops included", .timeLimit(.minutes(2)))
    func incrementalLexicon() throws {
        let e = try engine()
        var random = SeededGenerator.fromEnvironment(fallback: 11)
        var dictionary = PinyinUserDictionary(capacity: 6)
        var lexicon = PinyinUserLexicon()
        let inputs = ["shiyan", "xian", "bj", "jiandan", "zhongguo", "fangan", "yiqi", "shishi"]
        for round in 0..<30 {
            let input = inputs[round % inputs.count]
            let offered = e.candidates(input, limit: 8)
            let choice = offered[Int.random(in: 0..<offered.count, using: &random)]
            var changed = [PinyinUserDictionary.key(choice.text, choice.syllables)]
            for dropped in dictionary.learn(choice.text, syllables: choice.syllables) {
                changed.append(PinyinUserDictionary.key(dropped.text, dropped.syllables))
            }
            e.update(&lexicon, for: dictionary, changed: changed)
            let fresh = e.lexicon(for: dictionary)
            for probe in inputs {
                #expect(e.candidates(probe, limit: 8, user: lexicon).map(\.text) == e.candidates(probe, limit: 8, user: fresh).map(\.text),
                        "round \(round), \(probe)")
            }
        }
        #expect(dictionary.count == 6)
    }
}
