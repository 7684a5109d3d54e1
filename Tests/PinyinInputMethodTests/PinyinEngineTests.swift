import InputMethodCore
@testable import PinyinInputMethod
import Testing
import _TestSupport

/// The bundled engine the stage suites share (`PinyinEngine+*Tests.swift`), and the engine's
/// own constants.
@Suite("PinyinEngine")
struct PinyinEngineTests {
    static let engine = try? PinyinEngine.bundled()

    static func bundled() throws -> PinyinEngine { try #require(engine, "the bundled model should load") }

    @Test("a word's approximations cost once: an abbreviation outweighs a partial last syllable")
    func wordPenalty() {
        #expect(PinyinEngine.wordPenalty(0, abbreviated: false, partial: false) == 0)
        #expect(PinyinEngine.wordPenalty(0, abbreviated: false, partial: true) == PinyinEngine.partialPenalty)
        #expect(PinyinEngine.wordPenalty(0, abbreviated: true, partial: true) == PinyinEngine.initialPenalty)
        #expect(PinyinEngine.wordPenalty(PinyinEngine.fuzzyPenalty, abbreviated: true,
                                         partial: false) == PinyinEngine.fuzzyPenalty + PinyinEngine.initialPenalty)
        // Exact readings first: every approximation costs something.
        #expect([PinyinEngine.partialPenalty, PinyinEngine.fuzzyPenalty, PinyinEngine.typoPenalty,
                 PinyinEngine.initialPenalty].allSatisfy { $0 < 0 })
    }
}
