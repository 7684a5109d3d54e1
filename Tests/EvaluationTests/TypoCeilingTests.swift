import Autocorrection
@testable import Evaluation
import Geometry
import Testing

@Suite("Typo ceiling: the Bayes decision under a synthetic set's own generator")
struct TypoCeilingTests {
    /// QWERTY letter rows on the sets' grid: keys one pitch apart, rows offset 0, ½ and 1½ keys,
    /// 32 × 54 points a key.
    static let qwerty: KeyGeometry = {
        var centres: [Character: Point] = [:]
        for (row, (letters, offset)) in [("qwertyuiop", 0.0), ("asdfghjkl", 0.5), ("zxcvbnm", 1.5)].enumerated() {
            for (column, letter) in letters.enumerated() { centres[letter] = Point(x: offset + Double(column) + 0.5, y: Double(row) + 0.5) }
        }
        return KeyGeometry(centres: centres, pitch: Size(width: 32, height: 54))
    }()

    @Test("slips: a touch that misses lands on the keys around, alike on either side, never on its own key; shares add up to 1")
    func slips() throws {
        let lexicon = try #require(try LexiconStore.bundled.lexicon(for: "en"))
        let model = TypoCeiling.Model(lexicon: lexicon, geometry: Self.qwerty, channel: TypoCeiling.Channel())
        let g = try #require(model.slips["g"])
        #expect(abs(g.values.reduce(0, +) - 1) < 1e-9)
        #expect(g["g"] == nil)
        // The spread is the same fraction of a pitch across and down, so the key below (v) is
        // missed onto as often as each row neighbour; the two above share a row's edge.
        #expect(abs(g["f", default: 0] - g["h", default: 0]) < 1e-9 && abs(g["t", default: 0] - g["y", default: 0]) < 1e-9)
        #expect(abs(g["v", default: 0] - g["f", default: 0]) < 0.01 && g["f", default: 0] > 0.2)
        #expect(["f", "h", "v", "t", "y"].map { g[$0, default: 0] }.reduce(0, +) > 0.9)
        #expect(g["q", default: 0] < 1e-6 && g["p", default: 0] < 1e-6)
    }

    @Test("likelihood: each slip at its share, spread over the word's positions")
    func likelihood() throws {
        let lexicon = try #require(try LexiconStore.bundled.lexicon(for: "en"))
        let model = TypoCeiling.Model(lexicon: lexicon, geometry: Self.qwerty, channel: TypoCeiling.Channel())
        func p(_ typed: String, _ word: String) -> Double {
            model.likelihood(of: Array(typed.unicodeScalars), given: Array(word.unicodeScalars))
        }
        #expect(abs(p("hllo", "hello") - 0.2 / 5) < 1e-12)
        // Either l left out gives helo.
        #expect(abs(p("helo", "hello") - 2 * 0.2 / 5) < 1e-12)
        #expect(abs(p("hlelo", "hello") - 0.1 / 4) < 1e-12)
        #expect(abs(p("hrllo", "hello") - 0.5 / 5 * model.slips["e"]!["r"]!) < 1e-12)
        #expect(p("hxllo", "hello") < p("hrllo", "hello") / 1000)
        // An extra touch beside e or beside h.
        #expect(abs(p("hwello", "hello") - 0.15 / 5 / 2 * (model.slips["h"]!["w", default: 0] + model.slips["e"]!["w"]!)) < 1e-12)
        #expect(p("hello", "hello") == 0 && p("hxyzo", "hello") == 0)
    }

    @Test("an accented letter typed as its base is the accent slip, shared among the word's accented letters")
    func accents() throws {
        let lexicon = try #require(try LexiconStore.bundled.lexicon(for: "fr"))
        let model = TypoCeiling.Model(lexicon: lexicon, geometry: Self.qwerty, channel: TypoCeiling.Channel())
        #expect(abs(model.likelihood(of: Array("cafe".unicodeScalars), given: Array("café".unicodeScalars)) - 0.05) < 1e-12)
        // élève has two accented letters; two slips are not one.
        #expect(abs(model.likelihood(of: Array("elève".unicodeScalars), given: Array("élève".unicodeScalars)) - 0.05 / 2) < 1e-12)
        #expect(model.likelihood(of: Array("eleve".unicodeScalars), given: Array("élève".unicodeScalars)) == 0)
    }

    @Test("the decision: a slip toward the word meant is decided; a rarer word behind a frequent one explained as well is not")
    func decisions() throws {
        let lexicon = try #require(try LexiconStore.bundled.lexicon(for: "en"))
        // thw: e → w, a row neighbour, in the most frequent word; fome: u → o gives fume, but
        // the key below f gives come, far more frequent, and the rarer word cannot win.
        let report = try TypoCeiling.score("thw\tthe\nhomw\thome\nfome\tfume\n", file: "t.tsv", lexicon: lexicon, geometry: Self.qwerty)
        #expect(report == TypoCeiling.Report(pairs: 3, decided: 2, covered: 3))
        #expect(throws: EvaluationError("t.tsv:2: expected tab-separated columns typed and intended, found 1")) {
            try TypoCeiling.score("thw\tthe\nrhe\n", file: "t.tsv", lexicon: lexicon, geometry: Self.qwerty)
        }
        #expect(throws: EvaluationError("t.tsv: no pairs to score")) {
            try TypoCeiling.score("\n\n", file: "t.tsv", lexicon: lexicon, geometry: Self.qwerty)
        }
    }
}
