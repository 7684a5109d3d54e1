import Testing
import ZhuyinInputMethod

@Suite("ZhuyinEngine")
struct ZhuyinEngineTests {
    static func engine() throws -> ZhuyinEngine { ZhuyinEngine(model: try ZhuyinModelTests.bundled()) }

    static func reading(_ text: String) throws -> [ReadingSyllable] { try ReadingSyllable.parse(text).get() }

    func convert(_ text: String, _ engine: ZhuyinEngine? = nil) throws -> String {
        try (engine ?? Self.engine()).convert(Self.reading(text)).map(\.text).joined()
    }

    @Test("sentences convert whole", arguments: [
        ("ㄊㄞˊ ㄨㄢ ㄉㄜ˙ ㄊㄧㄢ ㄑㄧˋ", "台灣的天氣"),
        ("ㄋㄧˇ ㄏㄠˇ", "你好"),
        ("ㄨㄛˇ ㄇㄣ˙ ㄇㄧㄥˊ ㄊㄧㄢ ㄑㄩˋ ㄊㄞˊ ㄅㄟˇ", "我們明天去台北"),
    ])
    func sentences(reading: String, text: String) throws {
        #expect(try convert(reading) == text)
    }

    @Test("segments cover the syllables in order, each with its entry")
    func segments() throws {
        let engine = try Self.engine()
        let segments = engine.convert(try Self.reading("ㄊㄞˊ ㄨㄢ ㄉㄜ˙ ㄊㄧㄢ ㄑㄧˋ"))
        #expect(segments.map(\.text) == ["台灣", "的", "天氣"])
        #expect(segments.map(\.range) == [0..<2, 2..<3, 3..<5])
        #expect(segments.allSatisfy { $0.entry != nil })
        #expect(engine.convert([]).isEmpty)
    }

    @Test("a pick is kept and the rest converts around it")
    func picks() throws {
        let engine = try Self.engine()
        let reading = try Self.reading("ㄊㄞˊ ㄨㄢ ㄉㄜ˙ ㄊㄧㄢ ㄑㄧˋ")
        let other = try #require(engine.candidates(reading, at: 2).first { $0.text == "臺灣" })
        let picked = engine.convert(reading, picks: [ZhuyinEngine.Pick(range: other.range, entry: try #require(other.entry))])
        #expect(picked.map(\.text).joined() == "臺灣的天氣")
        // A single character picked inside what would be one phrase splits it.
        let tian = try #require(engine.candidates(reading, at: 4).first { $0.text == "添" })
        let split = engine.convert(reading, picks: [ZhuyinEngine.Pick(range: tian.range, entry: try #require(tian.entry))])
        #expect(split.map(\.text).joined().hasPrefix("台灣的添"))
        #expect(split.contains { $0.text == "添" && $0.range == 3..<4 })
    }

    @Test("a syllable no phrase reads stays bopomofo; the rest still converts")
    func unreadable() throws {
        var reading = try Self.reading("ㄋㄧˇ ㄏㄠˇ")
        reading.insert(ReadingSyllable(try #require(BopomofoSyllable("ㄅㄩ"))), at: 1)
        let segments = try Self.engine().convert(reading)
        #expect(segments.map(\.text) == ["你", "ㄅㄩ", "好"])
        #expect(segments[1].entry == nil)
    }

    @Test("a syllable whose tone is open matches every tone (pinyin without tones)")
    func anyTone() throws {
        let reading = try Self.reading("ㄊㄞ ㄨㄢ ㄉㄜ ㄊㄧㄢ ㄑㄧ").map { ReadingSyllable($0.syllable, anyTone: true) }
        #expect(try Self.engine().convert(reading).map(\.text).joined() == "台灣的天氣")
        #expect(reading[0].description == "ㄊㄞ")
    }

    @Test("the context decides what the phrase probabilities alone get wrong")
    func context() throws {
        var unigram = try Self.engine()
        unigram.contextWeight = 0
        let engine = try Self.engine()
        // 們 is likelier than 門 alone; after 把 (and before 關上) only 門 reads.
        let reading = "ㄑㄧㄥˇ ㄅㄚˇ ㄇㄣˊ ㄍㄨㄢ ㄕㄤˋ"
        #expect(try convert(reading, engine) == "請把門關上")
        #expect(try convert(reading, unigram) != "請把門關上")
    }

    @Test("candidates: the whole conversion first, then the phrases ending at the cursor, longest first")
    func candidates() throws {
        let engine = try Self.engine()
        let reading = try Self.reading("ㄊㄞˊ ㄨㄢ ㄉㄜ˙ ㄊㄧㄢ ㄑㄧˋ")
        let list = engine.candidates(reading, at: 5)
        #expect(list.first?.text == "台灣的天氣")
        #expect(list.first?.entry == nil)
        #expect(list[1].text == "天氣")
        #expect(list.contains { $0.text == "氣" && $0.range == 4..<5 })
        let lengths = list.dropFirst().map(\.range.count)
        #expect(lengths == lengths.sorted(by: >))
        #expect(Set(list.dropFirst().map(\.text)).count == list.count - 1, "no repeats")
        // One phrase: no separate whole conversion.
        #expect(engine.candidates(try Self.reading("ㄊㄧㄢ ㄑㄧˋ"), at: 2).first?.text == "天氣")
        #expect(engine.candidates(reading, at: 0).isEmpty)
        #expect(engine.candidates(reading, at: 6).isEmpty)
    }

    @Test("a learned pick wins for its reading, and only there")
    func learned() throws {
        let engine = try Self.engine()
        let reading = try Self.reading("ㄊㄧㄢ ㄑㄧˋ")
        var learned = ZhuyinUserPhrases()
        let rare = try #require(engine.candidates(reading, at: 2).last { $0.range == 0..<2 })
        learned.learn(reading[...], rare.text)
        #expect(engine.convert(reading, learned: learned).map(\.text).joined() == rare.text)
        #expect(engine.candidates(reading, at: 2, learned: learned).first?.text == rare.text)
        let sentence = try Self.reading("ㄊㄞˊ ㄨㄢ ㄉㄜ˙ ㄊㄧㄢ ㄑㄧˋ")
        #expect(engine.convert(sentence, learned: learned).map(\.text).joined() == "台灣的" + rare.text)
        #expect(engine.convert(try Self.reading("ㄊㄧㄢ"), learned: learned).map(\.text) == ["天"], "only the reading learned")
        // Picked more often, another phrase takes the lead back.
        learned.learn(reading[...], "天氣")
        learned.learn(reading[...], "天氣")
        #expect(engine.convert(reading, learned: learned).map(\.text).joined() == "天氣")
    }

    @Test("follow-ons: words that follow in running text, and the rest of phrases that extend it")
    func followOns() throws {
        let engine = try Self.engine()
        let reading = try Self.reading("ㄊㄞˊ ㄨㄢ")
        let list = engine.followOns(after: engine.convert(reading), reading, limit: 10)
        #expect(list.count == 10)
        #expect(list.contains("的"))
        #expect(list.contains("人"), "台灣人 extends 台灣")
        #expect(Set(list).count == list.count)
        #expect(engine.followOns(after: [], [], limit: 5).isEmpty)
        #expect(engine.followOns(after: engine.convert(reading), reading, limit: 0).isEmpty)
    }

    @Test("long input converts in bounded time: the search keeps a beam")
    func long() throws {
        let reading = Array(repeating: try Self.reading("ㄊㄞˊ ㄨㄢ ㄉㄜ˙ ㄊㄧㄢ ㄑㄧˋ"), count: 30).flatMap { $0 }
        #expect(try Self.engine().convert(reading).map(\.text).joined() == String(repeating: "台灣的天氣", count: 30))
    }

    @Test("parsing: space-separated syllables; the word that is not bopomofo is named")
    func parsing() throws {
        #expect(try Self.reading("ㄊㄞˊ  ㄨㄢ").map(\.description) == ["ㄊㄞˊ", "ㄨㄢ"])
        guard case .failure(let error) = ReadingSyllable.parse("ㄊㄞˊ tai") else { Issue.record("parsed"); return }
        #expect(error.description.hasPrefix("'tai' is not a bopomofo syllable"))
    }
}
