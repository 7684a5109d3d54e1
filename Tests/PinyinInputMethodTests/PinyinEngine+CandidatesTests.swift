import InputMethodCore
@testable import PinyinInputMethod
import Testing
import _TestSupport

/// The candidate list and the composition shown.
@Suite("PinyinEngine: candidates")
struct PinyinCandidateTests {
    func engine() throws -> PinyinEngine { try PinyinEngineTests.bundled() }

    @Test("display: syllables separated as the conversion reads them")
    func syllabified() throws {
        let e = try engine()
        #expect(e.syllabified("beijingtiananmen") == "bei jing tian an men")
        #expect(e.syllabified("xi'an") == "xi'an")
        #expect(e.syllabified("") == "")
    }

    @Test("a long input's candidates are those of its first maximumComposition letters, as a composition holds")
    func bounded() throws {
        let e = try engine()
        let long = String(repeating: "zh", count: 40_000)
        let head = String(long.prefix(PinyinEngine.maximumComposition))
        let list = e.candidates(long, limit: 5)
        #expect(!list.isEmpty && list == e.candidates(head, limit: 5))
        #expect(list.allSatisfy { $0.consumed <= PinyinEngine.maximumComposition })
        // Apostrophes count as they do in a composition.
        let apostrophes = String(repeating: "xi'an", count: 100)
        #expect(e.candidates(apostrophes, limit: 3) == e.candidates(String(apostrophes.prefix(PinyinEngine.maximumComposition)), limit: 3))
    }

    @Test("pruning a position's words looks only at the ends they reach: the same edges whatever the input's length")
    func pruningIsLocal() throws {
        let e = try engine()
        let short = Array("zhzhzhzhzhzh"), long = Array(String(repeating: "zh", count: 200))
        let a = e.wordEdges(short, syllableEdges: e.syllableEdges(short))
        let b = e.wordEdges(long, syllableEdges: e.syllableEdges(long))
        // The words from position 2 of the short input reach no further than it: those of the
        // long input that end within the short one are the same.
        #expect(a[2].map(\.word) == b[2].filter { $0.end <= short.count }.map(\.word))
    }

    @Test("candidates say how much they consume; conversion continues on the rest")
    func consumed() throws {
        let e = try engine()
        let list = e.candidates("beijingtiananmen", limit: 20)
        #expect(list.first?.consumed == 16)
        #expect(list.contains { $0.text == "北京" && $0.consumed == 7 })
    }
}
