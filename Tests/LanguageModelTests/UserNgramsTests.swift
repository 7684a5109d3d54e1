import Testing
import UserData
@testable import LanguageModel

@Suite("UserNgrams: what the user typed, as n-grams")
struct UserNgramsTests {
    @Test("a word is noted with the one or two words before it in its sentence")
    func counting() {
        var grams = UserNgrams()
        grams.note("Good", after: [])
        grams.note("morning", after: ["good"])
        grams.note("morning", after: ["very", "Good"])
        #expect(grams.count(["morning"]) == 2 && grams.count(["good", "morning"]) == 2 && grams.count(["very", "good", "morning"]) == 1)
        #expect(grams.count(["", "good"]) == 1 && grams.count(["", "good", "morning"]) == 1)
        #expect(grams.total == 3 && grams.total(after: ["good"]) == 2 && grams.total(after: [""]) == 1)
        #expect(grams.followers(of: ["good"]).map(\.word) == ["morning"])
        #expect(grams.typedForm(of: "good") == "Good")
        #expect(grams.words(withPrefix: "mor").map(\.word) == ["morning"] && grams.words(withPrefix: "morning").isEmpty)
    }

    @Test("forgetting a word drops every n-gram it is in and the totals follow")
    func forgetting() {
        var grams = UserNgrams()
        for word in ["good", "morning", "good", "night"] { grams.note(word, after: ["very"]) }
        let forgot = grams.forget("good"), forgotAbsent = grams.forget("absent")
        #expect(forgot && !forgotAbsent)
        #expect(grams.count(["good"]) == 0 && grams.count(["very", "good"]) == 0 && grams.total(after: ["very"]) == 2)
    }

    @Test("words with spaces, tabs or line breaks, and empty words, are not noted")
    func unstorable() {
        var grams = UserNgrams()
        for bad in ["", "a b", "a\tb", "a\nb"] { grams.note(bad, after: []) }
        grams.note("fine", after: ["a b"])
        #expect(grams.isEmpty)
    }

    @Test("a full table drops the least recently used first")
    func capacity() {
        var grams = UserNgrams(capacity: 6)
        for word in ["a", "b", "c", "d", "e"] { grams.note(word, after: []) }
        #expect(grams.entries.count <= 6 && grams.count(["e"]) == 1 && grams.count(["a"]) == 0)
    }

    @Test("the text format round-trips; damage is reported by line")
    func format() throws {
        var grams = UserNgrams()
        grams.note("Zoë", after: [])
        grams.note("arrived", after: ["zoë"])
        let bytes = grams.encoded()
        #expect(String(decoding: bytes, as: UTF8.self).hasPrefix("softkbd-user-ngrams 1\n"))
        let read = try UserNgrams(decoding: bytes)
        #expect(read.entries == grams.entries && read.total == grams.total && read.total(after: ["zoë"]) == 1)
        for bad in ["4\t1\t1\ta\tb\tc\td", "2\t1\t1\ta", "1\t0\t1\tword", "2\t1\t1\ta\t", "3\t1\t1\ta\t\tb"] {
            #expect(throws: CheckedRecords.DecodingError.self, "\(bad)") {
                try UserNgrams(decoding: CheckedRecords.encode([bad], format: UserNgrams.formatLine))
            }
        }
        var truncated = bytes
        truncated.removeLast(5)
        #expect(throws: CheckedRecords.DecodingError.self) { try UserNgrams(decoding: truncated) }
    }
}
