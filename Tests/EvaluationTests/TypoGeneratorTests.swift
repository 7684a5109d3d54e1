import Autocorrection
import EditDistance
@testable import Evaluation
import Testing

@Suite("Typo generator: one slip per word over a keyboard's keys")
struct TypoGeneratorTests {
    static func generator(_ language: String = "en", seed: UInt64 = 7) throws -> TypoGenerator {
        let lexicon = try #require(try LexiconStore.bundled.lexicon(for: language))
        return TypoGenerator(geometry: TypoCeilingTests.qwerty, lexicon: lexicon, seed: seed)
    }

    @Test("the same seed gives the same typos; another seed others")
    func deterministic() throws {
        var a = try Self.generator(), b = try Self.generator(), c = try Self.generator(seed: 8)
        let words = ["keyboard", "sentence", "prediction", "another", "typing"]
        let first = words.map { a.typo(of: $0) }, second = words.map { b.typo(of: $0) }, third = words.map { c.typo(of: $0) }
        #expect(first == second)
        #expect(first != third)
    }

    /// One edit, or two neighbouring letters swapped.
    static func isOneSlip(_ typo: [Character], _ word: [Character]) -> Bool {
        if levenshtein(typo, word) == 1 { return true }
        let differing = typo.indices.filter { typo.count == word.count && typo[$0] != word[$0] }
        return differing.count == 2 && differing[1] == differing[0] + 1 && typo[differing[0]] == word[differing[1]]
            && typo[differing[1]] == word[differing[0]]
    }

    @Test("every typo is one slip from the word: one edit or a swap, never the word itself")
    func oneSlip() throws {
        var generator = try Self.generator()
        var kinds = [0, 0, 0]   // same length, one shorter, one longer
        for _ in 0..<2_000 {
            let drawn = generator.typo(of: "keyboard")
            let typo = try #require(drawn)
            #expect(typo != "keyboard")
            #expect(Self.isOneSlip(Array(typo), Array("keyboard")), "\(typo)")
            kinds[typo.count - 7] += 1
        }
        // Substitutions, swaps: half and a tenth; left-out letters a fifth; extra touches 0.15 (of
        // the draws that apply: this word has no accent).
        #expect(kinds[1] > 1_100 && kinds[0] > 300 && kinds[2] > 200, "\(kinds)")
    }

    @Test("a substituted touch lands on a neighbouring key; an accented letter is typed as its base")
    func neighboursAndAccents() throws {
        var generator = try Self.generator()
        var landed: [Character: Int] = [:]
        for _ in 0..<500 { if let key = generator.slip(from: "g") { landed[key, default: 0] += 1 } }
        #expect(Set(landed.filter { $0.value > 10 }.keys).isSubset(of: ["f", "h", "t", "y", "c", "v", "b"]))
        var french = try Self.generator("fr")
        #expect(french.canType("café") && !french.canType("caf1"))
        let typos = Set((0..<400).compactMap { _ in french.typo(of: "café") })
        #expect(typos.contains("cafe"))
    }
}
