import Testing
import EditDistance

@Suite("Edit distance and suggestions")
struct EditDistanceTests {
    @Test("distances", arguments: [
        ("", "", 0), ("abc", "", 3), ("", "ab", 2), ("html", "html", 0), ("htlm", "html", 1),
        ("kitten", "sitting", 3), ("URL", "url", 0), ("minlenght", "minlength", 1), ("ab", "ba", 1), ("ca", "abc", 3),
    ])
    func distance(a: String, b: String, expected: Int) {
        #expect(a.editDistance(to: b) == expected)
        #expect(b.editDistance(to: a) == expected)
    }

    @Test("the closest candidate within reach is suggested; far words get nothing")
    func closest() {
        #expect(closestMatch(to: "minlenght", in: ["maxlength", "minlength"]) == "minlength")
        #expect(closestMatch(to: "uper", in: ["upper", "lower"]) == "upper")
        #expect(closestMatch(to: "x", in: ["upper", "lower"]) == nil)
        #expect(closestMatch(to: "serach", in: ["search", "send"]) == "search")
        #expect(closestMatch(to: "anything", in: [String]()) == nil)
    }
}

@Suite("Levenshtein distance and did-you-mean")
struct LevenshteinTests {
    @Test("character errors as evaluations count them: no swaps")
    func levenshteinDistance() {
        #expect(levenshtein(Array("今日は"), Array("今日は")) == 0)
        #expect(levenshtein(Array("きょうは"), Array("今日は")) == 3)
        #expect(levenshtein(Array(""), Array("abc")) == 3 && levenshtein(Array("ab"), Array("")) == 2)
        #expect(levenshtein(Array("ab"), Array("ba")) == 2, "a swap is two edits here")
    }

    @Test("the message tail names the closest candidate, or nothing")
    func message() {
        #expect(didYouMean("minlenght", in: ["maxlength", "minlength"]) == "; did you mean 'minlength'?")
        #expect(didYouMean("zzz", in: ["minlength"]) == "")
    }
}
