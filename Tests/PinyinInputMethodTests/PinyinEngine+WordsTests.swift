import InputMethodCore
@testable import PinyinInputMethod
import Testing
import _TestSupport

/// The word lattice over the syllable lattice.
@Suite("PinyinEngine: word lattice")
struct PinyinWordLatticeTests {
    func engine() throws -> PinyinEngine { try PinyinEngineTests.bundled() }

    /// The words starting at the first letter, by where they end.
    func words(_ input: String, _ engine: PinyinEngine) -> [Int: [String]] {
        let letters = PinyinEngine.normalised(input)
        let edges = engine.wordEdges(letters, syllableEdges: engine.syllableEdges(letters))
        return Dictionary(grouping: edges[0], by: \.end).mapValues { $0.map { engine.model.text(of: $0.word) } }
    }

    @Test("xian: one-syllable words over all four letters, two-syllable words split xi|an")
    func ambiguity() throws {
        let engine = try engine()
        let byEnd = words("xian", engine)
        #expect(byEnd[4]?.contains("先") == true)
        #expect(byEnd[4]?.contains("西安") == true)
        #expect(byEnd[2]?.contains("西") == true)
        let letters = PinyinEngine.normalised("xian")
        let edges = engine.wordEdges(letters, syllableEdges: engine.syllableEdges(letters))
        let xian = try #require(edges[0].first { engine.model.text(of: $0.word) == "西安" })
        #expect(xian.boundaries == [2, 4])
    }

    @Test("an apostrophe is a boundary no word crosses without splitting there")
    func apostrophe() throws {
        let engine = try engine()
        let byEnd = words("xi'an", engine)
        #expect(byEnd[5]?.contains("西安") == true)
        #expect(byEnd[5]?.contains("先") != true)
    }

    @Test("every word stays at the first position (the candidate list's); elsewhere at most edgesPerSpan per span")
    func pruning() throws {
        let engine = try engine()
        let letters = PinyinEngine.normalised("woshi")
        let edges = engine.wordEdges(letters, syllableEdges: engine.syllableEdges(letters))
        let first = Dictionary(grouping: edges[0], by: \.end)
        #expect((first[5]?.count ?? 0) + (first[2]?.count ?? 0) > PinyinEngine.edgesPerSpan)
        let later = Dictionary(grouping: edges[2], by: \.end)
        let kept = try #require(later[5])
        #expect(!kept.isEmpty && kept.count <= PinyinEngine.edgesPerSpan)   // shi has over a hundred words
        #expect(later.values.allSatisfy { $0.count <= PinyinEngine.edgesPerSpan })
        // The likeliest word of the span is among those kept.
        #expect(kept.contains { engine.model.text(of: $0.word) == "是" })
    }
}

/// Prediction after a commit.
@Suite("PinyinEngine: prediction")
struct PinyinPredictionTests {
    func engine() throws -> PinyinEngine { try PinyinEngineTests.bundled() }

    @Test("after a word, what follows it in the corpus; a chain keeps its context")
    func follows() throws {
        let engine = try engine()
        let afterChina = engine.predictions(after: "中国", limit: 8)
        #expect(afterChina.count == 8)
        #expect(!afterChina.contains(""))
        // The last known word is read from the end of the text: the same after more text before it.
        #expect(engine.predictions(after: "我们的中国", limit: 8).count == 8)
        #expect(engine.predictions(after: "中国", limit: 0).isEmpty)
    }

    @Test("text the model does not know gives no predictions, and no trap")
    func unknown() throws {
        let engine = try engine()
        #expect(engine.predictions(after: "qwerty", limit: 8).isEmpty)
        #expect(engine.predictions(after: "😀", limit: 8).isEmpty)
    }
}
