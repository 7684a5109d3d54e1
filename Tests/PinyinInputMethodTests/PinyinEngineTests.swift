import InputMethodCore
import PinyinInputMethod
import Testing

@Suite("PinyinEngine")
struct PinyinEngineTests {
    static let engine = try? PinyinEngine.bundled()

    func engine() throws -> PinyinEngine { try #require(Self.engine, "the bundled model should load") }

    @Test("the acceptance examples")
    func acceptance() throws {
        let e = try engine()
        #expect(e.candidates("nihao", limit: 5).first?.text == "你好")
        let xian = e.candidates("xian", limit: 10).map(\.text)
        #expect(xian.contains("先") && xian.contains("西安"))
        #expect(e.predictions(after: "东京", limit: 10).contains("大学"))
        #expect(e.predictions(after: "谢谢", limit: 5).contains("你"))
        #expect(e.candidates("bjdx", limit: 5).map(\.text).contains("北京大学"))
        #expect(e.candidates("bj", limit: 3).map(\.text).contains("北京"))
    }

    @Test("segmentation: ambiguity, apostrophes, partial last syllables, abbreviations", arguments: [
        ("beijingtiananmen", "北京天安门"), ("woshizhongguoren", "我是中国人"), ("zhongg", "中国"), ("xi'an", "西安"),
        ("fang'an", "方案"), ("beij", "北京"),
    ])
    func conversions(pinyin: String, expected: String) throws {
        #expect(try engine().convert(pinyin) == expected)
    }

    @Test("display: syllables separated as the conversion reads them")
    func syllabified() throws {
        let e = try engine()
        #expect(e.syllabified("beijingtiananmen") == "bei jing tian an men")
        #expect(e.syllabified("xi'an") == "xi'an")
        #expect(e.syllabified("") == "")
    }

    @Test("candidates say how much they consume; conversion continues on the rest")
    func consumed() throws {
        let e = try engine()
        let list = e.candidates("beijingtiananmen", limit: 20)
        #expect(list.first?.consumed == 16)
        #expect(list.contains { $0.text == "北京" && $0.consumed == 7 })
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

@Suite("Pinyin input method")
struct PinyinInputMethodTests {
    func method() throws -> PinyinInputMethod {
        PinyinInputMethod(engine: PinyinEngineTests.engine)
    }

    func key(_ method: PinyinInputMethod, _ text: String) throws -> InputResult {
        try method.handle(.key(KeyInput(output: text)), context: InputContext())
    }

    @Test("transcript: compose, choose a word, continue, commit")
    func transcript() throws {
        let m = try method()
        var last = InputResult.unhandled
        for c in "beijingtiananmen" { last = try key(m, String(c)) }
        #expect(last.markedText == "bei jing tian an men")
        let page = try m.candidates(page: 0, pageSize: 20)
        let beijing = try #require(page.candidates.firstIndex { $0.text == "北京" })
        let afterChoice = try m.handle(.selectCandidate(beijing), context: InputContext())
        #expect(afterChoice.markedText == "北京tian an men")
        #expect(afterChoice.commit == nil)
        let done = try m.handle(.space, context: InputContext())
        #expect(done.commit == "北京天安门")
        #expect(!done.followOns.isEmpty)
    }

    @Test("return commits the letters; backspace edits them; other keys commit the conversion first")
    func keys() throws {
        let m = try method()
        _ = try key(m, "n"); _ = try key(m, "i")
        let back = try m.handle(.backspace, context: InputContext())
        #expect(back.markedText == "n")
        let returned = try m.handle(.return, context: InputContext())
        #expect(returned.commit == "n" && returned.isHandled)
        _ = try key(m, "h"); _ = try key(m, "a"); _ = try key(m, "o")
        let comma = try key(m, "，")
        #expect(comma.commit == "好" && !comma.isHandled)
        #expect(try key(m, "1") == .unhandled)   // not composing: digits are digits
    }
}
