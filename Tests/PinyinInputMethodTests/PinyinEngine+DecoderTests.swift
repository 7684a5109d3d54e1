import InputMethodCore
@testable import PinyinInputMethod
import Testing
import _TestSupport

/// Whole-input conversion with the trigram model, and the lattice kept between keystrokes.
@Suite("PinyinEngine: decoder")
struct PinyinDecoderTests {
    func engine() throws -> PinyinEngine { try PinyinEngineTests.bundled() }

    @Test("the acceptance examples")
    func acceptance() throws {
        let e = try engine()
        #expect(e.candidates("nihao", limit: 5).first?.text == "你好")
        let xian = e.candidates("xian", limit: 10).map(\.text)
        #expect(xian.contains("先") && xian.contains("西安"))
        #expect(e.predictions(after: "东京", limit: 10).contains("大学"))
        #expect(e.predictions(after: "谢谢", limit: 5).contains("你"))
        // The context's last words count, not the whole text as one word.
        #expect(e.predictions(after: "我们都爱中国", limit: 10).contains("人"))
        #expect(e.predictions(after: "", limit: 10).isEmpty)
        #expect(e.predictions(after: "abc", limit: 10).isEmpty)
        #expect(e.candidates("bjdx", limit: 5).map(\.text).contains("北京大学"))
        #expect(e.candidates("bj", limit: 3).map(\.text).contains("北京"))
    }

    @Test("characters rare in real text do not outrank common ones (jieba's mojibake counts are checked)")
    func rareCharacters() throws {
        let e = try engine()
        let ren = e.candidates("ren", limit: 12).map(\.text)
        #expect(ren.prefix(3).elementsEqual(["人", "任", "仁"]), "\(ren)")
        #expect(!ren.contains("紝") && !ren.contains("岃"))
        #expect(e.candidates("zhongguoren", limit: 5).map(\.text).prefix(2).elementsEqual(["中国人", "中国任"]))
        // The model's own estimate: 紝 (11,651 in jieba, 10^-7.7 in open-gram, never in the corpora)
        // below 仁 (1,173 in jieba, in common use).
        let model = e.model
        #expect(try model.unigram(#require(model.word("紝"))) < model.unigram(#require(model.word("仁"))) - 2)
        #expect(try model.unigram(#require(model.word("銆"))) < -7)
    }

    @Test("a lattice reused between keystrokes answers exactly as a fresh search", .timeLimit(.minutes(2)))
    func reusedLattice() throws {
        let e = try engine()
        var random = SeededGenerator.fromEnvironment(fallback: 7)
        let sentences = ["zhonghuarenmingongheguowansui", "woxiangqubeijingdaxuekankan", "xi'anshiyigemeilidechengshi",
                         "bjdxdexueshengmenzaitushuguan", "zhegewentihenfuzaxuyaozixisikao", "nihaoshijie",
                         // initials throughout: searched a second time, as initials
                         "bjtamgc", "zhgrmghgwsbjdx", "wmdzgdjjfzhk"]
        var checked = 0
        for sentence in sentences {
            var lattice = PinyinEngine.Lattice()
            var typed = ""
            // Type the sentence letter by letter, with backspaces, retyped letters, edits in the
            // middle and apostrophes along the way.
            for letter in sentence {
                typed.append(letter)
                if Int.random(in: 0..<5, using: &random) == 0 { typed.removeLast(Int.random(in: 1...min(3, typed.count), using: &random)) }
                if Int.random(in: 0..<12, using: &random) == 0, !typed.isEmpty {
                    let at = typed.index(typed.startIndex, offsetBy: Int.random(in: 0..<typed.count, using: &random))
                    typed.insert(contentsOf: ["'", "a", "n"][Int.random(in: 0..<3, using: &random)], at: at)
                }
                let reused = e.composition(typed, limit: 20, lattice: &lattice)
                let fresh = e.composition(typed, limit: 20)
                #expect(reused == fresh, "after typing \(typed)")
                checked += 1
            }
        }
        #expect(checked > 100)
    }

    @Test("a lattice is not reused across user dictionaries")
    func latticeAndUserData() throws {
        let e = try engine()
        var dictionary = PinyinUserDictionary()
        var lattice = PinyinEngine.Lattice()
        let before = e.composition("shiyan", limit: 5, lattice: &lattice)
        let chosen = try #require(before.candidates.dropFirst(2).first)
        dictionary.learn(chosen.text, syllables: chosen.syllables)
        let lexicon = e.lexicon(for: dictionary)
        let after = e.composition("shiyan", limit: 5, user: lexicon, lattice: &lattice)
        #expect(after == e.composition("shiyan", limit: 5, user: lexicon))
        #expect(after != before)
        #expect(try #require(after.candidates.firstIndex { $0.text == chosen.text }) < 2)
    }

    @Test("mixed text: pinyin runs converted, everything else kept; a space between letters splits syllables")
    func mixedText() throws {
        let engine = try engine()
        #expect(engine.convert(text: "nihao, shijie!") == "你好, 世界!")
        #expect(engine.convert(text: "xi an") == "西安")
        #expect(engine.convert(text: "你好 123 ") == "你好 123 ")
        #expect(engine.convert(text: "") == "")
        #expect(engine.convert(text: " nihao ") == " 你好 ")
    }
}
