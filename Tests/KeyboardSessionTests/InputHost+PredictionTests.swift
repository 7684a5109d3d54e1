import Autocorrection
import KeyboardModel
@testable import KeyboardSession
import Testing
import TextEditing
import TextInputTraits
import Typing
import UserData

/// Transcripts of prediction in the host: keys in; the bar's next words and completions, and
/// what was learned, out.
@Suite("InputHost: next words and completions")
struct InputHostPredictionTests {
    typealias Transcript = InputHostAutocorrectionTests.Transcript

    func nextWords(_ t: Transcript) -> [String] {
        t.session.state.suggestions.filter { $0.kind == .nextWord }.map(\.text)
    }

    @Test("after a space the bar offers the next word from the first use; a pick inserts it with a space")
    func afterSpace() throws {
        let t = try Transcript()
        t.type("thank ")
        #expect(nextWords(t).first == "you" && nextWords(t).count == 3)
        t.session.selectSuggestion(0)
        #expect(t.text == "Thank you ")
        #expect(!nextWords(t).isEmpty)
    }

    @Test("after sentence punctuation the next words are capitalised; in an empty field too; after a symbol none")
    func afterPunctuation() throws {
        let t = try Transcript()
        #expect(nextWords(t).contains("I"))
        t.type("ok. ")
        #expect(!nextWords(t).isEmpty && nextWords(t).allSatisfy { $0.first?.isUppercase == true })
        let comma = try Transcript()
        comma.type("well,")
        #expect(!nextWords(comma).isEmpty)
        let symbol = try Transcript(settings: { $0.autoCapitalization = false })
        symbol.type("#@")     // the "123" layer, then @
        #expect(symbol.text == "@" && symbol.session.state.suggestions.isEmpty)
    }

    @Test("completions are ranked with the words before")
    func completions() throws {
        let t = try Transcript()
        t.type("the weather is n")
        #expect(t.bar.contains("nice"), "\(t.bar)")
        let guitar = try Transcript()
        guitar.type("he plays the g")
        #expect(guitar.bar.contains("guitar"), "\(guitar.bar)")
    }

    @Test("completions passed over by typing on are not offered again for that word; a backspace brings them back")
    func passedOver() throws {
        let t = try Transcript()
        t.type("I would like to ")
        let next = nextWords(t)
        #expect(next.contains("be"), "\(next)")
        t.type("b")
        let completions = t.session.state.suggestions.filter { $0.kind == .completion }.map(\.text)
        #expect(!completions.isEmpty && Set(completions).isDisjoint(with: next), "\(next) → \(completions)")
        t.type("⌫")
        #expect(nextWords(t) == next)
    }

    @Test("corrections read the words before: a typo's correction and a real word that does not fit; backspace reverts it")
    func correctionsInContext() throws {
        let t = try Transcript()
        t.type("the cae is red. I cae ")
        #expect(t.text == "The car is red. I came ")
        t.type("form the store ")
        #expect(t.text == "The car is red. I came from the store ")
        t.type("⌫")
        #expect(t.text == "The car is red. I came from the store")
        let kept = try Transcript()
        kept.type("fill in the form ")
        #expect(kept.text == "Fill in the form ")
        kept.type("I came form ⌫")
        #expect(kept.text == "Fill in the form I came form ")
    }

    @Test("a pair the user typed twice leads; it is stored as n-grams and survives a new session")
    func learning() throws {
        let storage = MemoryStorage()
        let t = try Transcript(storage: storage)
        t.type("good grief. good grief. good ")
        #expect(nextWords(t).first == "grief")
        t.session.resign()
        let stored = String(decoding: storage.data(forKey: "ngrams.en") ?? [], as: UTF8.self)
        #expect(stored.contains("2\t2\t") && stored.contains("good\tgrief"))
        let again = try Transcript(storage: storage)
        again.type("good ")
        #expect(nextWords(again).first == "grief")
    }

    @Test("Reset Keyboard Dictionary forgets the pairs and the words, in memory and in storage")
    func reset() throws {
        let storage = MemoryStorage()
        let t = try Transcript(storage: storage)
        t.type("good grief. good grief. zorblax zorblax zorblax good ")
        #expect(nextWords(t).first == "grief")
        t.session.resetKeyboardDictionary()
        #expect(nextWords(t).first != "grief")
        #expect(storage.data(forKey: "ngrams.en") == nil && storage.data(forKey: "words.en") == nil)
        t.type("zorb")
        #expect(!t.bar.contains("zorblax"))
    }

    @Test("in a secure field nothing is suggested or learned; with predictive text off, no next words")
    func secureAndOff() throws {
        var traits = TextInputTraits()
        traits.isSecureTextEntry = true
        let storage = MemoryStorage()
        let secure = try Transcript(traits: traits, storage: storage)
        secure.type("good grief good grief good ")
        #expect(secure.session.state.suggestions.isEmpty)
        secure.session.resign()
        #expect(storage.data(forKey: "ngrams.en") == nil)
        let off = try Transcript(settings: { $0.predictiveText = false })
        off.type("thank ")
        #expect(off.session.state.suggestions.isEmpty)
    }

    @Test("an address field offers no next words")
    func addresses() throws {
        var traits = TextInputTraits()
        traits.keyboardType = .URL
        traits.autocapitalizationType = .none
        let t = try Transcript(traits: traits)
        t.type("www.")
        #expect(nextWords(t).isEmpty)
    }

    @Test("pairs an earlier version stored with the words become n-grams")
    func legacyPairs() throws {
        let storage = MemoryStorage()
        let legacy = CheckedRecords.encode(["p\t3\t1\tgood\tgrief"], format: UserWords.formatLine)
        try storage.setData(legacy, forKey: "words.en")
        let t = try Transcript(storage: storage)
        t.type("good ")
        #expect(nextWords(t).first == "grief")
        t.session.resign()
        #expect(String(decoding: storage.data(forKey: "words.en") ?? [], as: UTF8.self).contains("good\tgrief") == false)
        #expect(String(decoding: storage.data(forKey: "ngrams.en") ?? [], as: UTF8.self).contains("good\tgrief"))
    }
}
