import InputMethodCore
@testable import PinyinInputMethod
import Testing

@Suite("PinyinFuzzyRules")
struct PinyinFuzzyRulesTests {
    @Test("variants join initials and finals both ways, each final by its own rule", arguments: [
        (PinyinFuzzyRules.zZh, "zi", ["zhi"]), (.zZh, "zhong", ["zong"]), (.anAng, "fan", ["fang"]), (.anAng, "fang", ["fan"]),
        (.anAng, "xian", []), (.ianIang, "xian", ["xiang"]), (.uanUang, "guang", ["guan"]), (.inIng, "ling", ["lin"]),
        ([.nL, .inIng], "nin", ["ning", "lin", "ling"]), (.lR, "re", ["le"]), (.fH, "hu", ["fu"]), (.enEng, "a", []),
        ([], "zi", []),
    ] as [(PinyinFuzzyRules, String, [String])])
    func variants(rules: PinyinFuzzyRules, syllable: String, expected: [String]) {
        #expect(Set(rules.variants(of: syllable)) == Set(expected))
    }

    @Test("rule lists parse by name")
    func parse() throws {
        #expect(try PinyinFuzzyRules.parse("z-zh, an-ang").get() == [.zZh, .anAng])
        #expect(try PinyinFuzzyRules.parse("all").get() == .all)
        #expect(try PinyinFuzzyRules.parse("").get() == [])
        #expect(throws: PinyinFuzzyRules.UnknownRule(name: "z-z")) { try PinyinFuzzyRules.parse("z-zh,z-z").get() }
    }

    @Test("fuzzy readings are found only with their rule, and score below exact ones")
    func engine() throws {
        let base = try #require(PinyinEngineTests.engine)
        #expect(base.convert("zongguo") != "中国")
        let fuzzy = PinyinEngine(model: base.model, fuzzy: [.zZh, .nL])
        #expect(fuzzy.convert("zongguo") == "中国")
        #expect(fuzzy.convert("zhongguo") == "中国")
        #expect(fuzzy.candidates("lihao", limit: 10).map(\.text).contains("你好"))
        #expect(fuzzy.candidates("nihao", limit: 1).first?.text == "你好")
        // The same word scores lower through a rule than read exactly.
        let exact = try #require(fuzzy.candidates("nihao", limit: 10).first { $0.text == "你好" })
        let alike = try #require(fuzzy.candidates("lihao", limit: 10).first { $0.text == "你好" })
        #expect(alike.score < exact.score)
    }

    @Test("transcript: the method's fuzzy option")
    func transcript() throws {
        let m = PinyinInputMethod(engine: try #require(PinyinEngineTests.engine))
        #expect(m.fuzzyRules == [])
        m.fuzzyRules = [.zZh]
        var last = InputResult.unhandled
        for c in "zongguo" { last = try m.handle(.key(KeyInput(output: String(c))), context: InputContext()) }
        #expect(last.markedText == "zong guo")
        #expect(try m.candidates(page: 0, pageSize: 5).candidates.first?.text == "中国")
        #expect(try m.handle(.space, context: InputContext()).commit == "中国")
    }
}
