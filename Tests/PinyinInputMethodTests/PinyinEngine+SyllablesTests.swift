import InputMethodCore
@testable import PinyinInputMethod
import Testing
import _TestSupport

/// How typed letters split into syllables: ambiguity, apostrophes, partial syllables, typos and slips.
@Suite("PinyinEngine: syllable lattice")
struct PinyinSyllableTests {
    func engine() throws -> PinyinEngine { try PinyinEngineTests.bundled() }

    @Test("segmentation: ambiguity, apostrophes, partial last syllables, abbreviations", arguments: [
        ("beijingtiananmen", "北京天安门"), ("woshizhongguoren", "我是中国人"), ("zhongg", "中国"), ("xi'an", "西安"),
        ("fang'an", "方案"), ("beij", "北京"),
    ])
    func conversions(pinyin: String, expected: String) throws {
        #expect(try engine().convert(pinyin) == expected)
    }

    @Test("typos: gn for ng and swapped letters are read as meant, below exact readings", arguments: [
        ("zhogn", "中"), ("zhnogguo", "中国"), ("nihoa", "你好"), ("beijign", "北京"),
    ])
    func typos(pinyin: String, expected: String) throws {
        let e = try engine()
        #expect(e.convert(pinyin) == expected)
        let strict = PinyinEngine(model: e.model, correctsTypos: false)
        #expect(strict.convert(pinyin) != expected)
    }

    @Test("slips: one letter replaced by a neighbouring key's, only with a keyboard's geometry")
    func keySlips() throws {
        let e = try engine()
        let qwerty: [Character: [Character]] = ["a": ["s", "q", "w", "z"], "n": ["b", "m", "h", "j"], "o": ["i", "p", "k", "l"]]
        #expect(Set(PinyinEngine.slips(of: "hao", qwerty)) == ["hso", "hqo", "hwo", "hzo", "hai", "hap", "hak", "hal"])
        #expect(PinyinEngine.slips(of: "a", qwerty).isEmpty)
        #expect(PinyinEngine.slips(of: "hao", [:]).isEmpty)
        let withKeys = PinyinEngine(model: e.model, keyNeighbours: qwerty)
        #expect(withKeys.candidates("zhobgguo", limit: 5).map(\.text).contains("中国"))
        #expect(!e.candidates("zhobgguo", limit: 5).map(\.text).contains("中国"))
        // Exact readings stay first.
        #expect(withKeys.convert("nihao") == "你好")
        #expect(withKeys.candidates("ban", limit: 1).first?.text == e.candidates("ban", limit: 1).first?.text)
        // Without typo correction, no slips either.
        let strict = PinyinEngine(model: e.model, correctsTypos: false, keyNeighbours: qwerty)
        #expect(!strict.candidates("zhobgguo", limit: 5).map(\.text).contains("中国"))
    }

    @Test("the typos of a syllable")
    func typoList() {
        #expect(Set(PinyinEngine.typos(of: "zhong")) == ["zhogn", "hzong", "zohng", "zhnog", "zhogn"])
        #expect(PinyinEngine.typos(of: "a").isEmpty)
        #expect(PinyinEngine.typos(of: "ee") == [])
    }

    @Test("input that is not pinyin is handled, not crashed on")
    func oddInput() throws {
        let e = try engine()
        #expect(e.convert("") == "")
        #expect(e.convert("123") == "")
        #expect(e.candidates("'''", limit: 5).isEmpty)
        _ = e.convert("vvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvv")
        _ = e.candidates("qqqqqq", limit: 5)
    }
}
