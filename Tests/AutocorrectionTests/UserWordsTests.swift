import Autocorrection
import InputMethodCore
import Testing

@Suite("UserWords: what the user's typing taught")
struct UserWordsTests {
    @Test("a word is known after it was typed twice, or at once when the user went back to it")
    func known() {
        var words = UserWords()
        words.noteTyped("Zorblax")
        #expect(!words.isKnown("zorblax"))
        words.noteTyped("zorblax")
        #expect(words.isKnown("ZORBLAX") && words.words["zorblax"]?.text == "zorblax")
        words.accept("teh")
        #expect(words.isKnown("teh"))
        #expect(words.completions(of: "zor", limit: 3) == ["zorblax"])
        #expect(words.completions(of: "zorblax", limit: 3).isEmpty)
    }

    @Test("pairs an earlier version wrote are read, forgotten with their words, and dropped")
    func legacyPairs() throws {
        let bytes = CheckedRecords.encode(["p\t2\t1\tgood\tmorning", "p\t1\t2\tgood\tluck"], format: UserWords.formatLine)
        var words = try UserWords(decoding: bytes)
        #expect(words.pairs["good\tmorning"]?.count == 2 && words.pairs.count == 2)
        let forgot = words.forget("morning")
        #expect(forgot && words.pairs.keys.sorted() == ["good\tluck"])
        words.forgetPairs()
        #expect(words.pairs.isEmpty && words.isEmpty)
    }

    @Test("full tables drop the least recently used first")
    func capacity() {
        var words = UserWords(wordCapacity: 3)
        for word in ["a1", "b2", "c3", "d4"] { words.noteTyped(word) }
        #expect(words.words.count == 3 && words.words["a1"] == nil)
    }

    @Test("words with spaces, tabs or line breaks are not stored")
    func unstorable() {
        var words = UserWords()
        for bad in ["", "a b", "a\tb", "a\nb"] { words.accept(bad) }
        #expect(words.isEmpty)
    }

    @Test("the text format round-trips, and damage is reported by line")
    func format() throws {
        var words = UserWords()
        words.accept("Zoë")
        let bytes = words.encoded()
        #expect(String(decoding: bytes, as: UTF8.self).hasPrefix("softkbd-user-words 1\n"))
        #expect(try UserWords(decoding: bytes) == words)
        var truncated = bytes
        truncated.removeLast(12)
        #expect(throws: CheckedRecords.DecodingError.self) { try UserWords(decoding: truncated) }
        let wrongField = CheckedRecords.encode(["w\tmany\t1\tword"], format: UserWords.formatLine)
        let reason = "expected 'w\\t<count>\\t<last use>\\t<word>' or 'p\\t<count>\\t<last use>\\t<word>\\t<word>'"
        #expect(throws: CheckedRecords.DecodingError(line: 2, reason: reason)) {
            try UserWords(decoding: wrongField)
        }
        let unknown = CheckedRecords.encode(["w\t1\t1\tword", "q\t1\t1\tword"], format: UserWords.formatLine)
        #expect(throws: CheckedRecords.DecodingError(line: 3,
                                                     reason: "unknown entry 'q' with 4 fields")) { try UserWords(decoding: unknown) }
    }

    @Test("control characters: never learned, and a stored word holding one is damaged data")
    func controlCharacters() {
        var words = UserWords()
        words.noteTyped("ab\u{0}cd")
        words.noteTyped("ab\u{0}cd")
        #expect(!words.isKnown("ab\u{0}cd"))
        let bytes = CheckedRecords.encode(["w\t3\t1\tab\u{7}cd"], format: UserWords.formatLine)
        #expect(throws: CheckedRecords.DecodingError.self) { try UserWords(decoding: bytes) }
    }
}
