import Foundation
@testable import JapaneseInputMethod
import Testing
import _TestSupport

@Suite("Japanese engine")
struct JapaneseEngineTests {
    /// The bundled model, mapped once for every test (engines over it are cheap).
    static let model: JapaneseModel? = JapaneseModel.bundledPath().flatMap { try? JapaneseModel(path: $0) }

    static func engine() throws -> JapaneseEngine { JapaneseEngine(model: try #require(model, "the bundled Japanese model")) }

    @Test("a long reading converts a window at a time: every kana read once, in order, the same as whole where it fits")
    func windows() throws {
        let e = try Self.engine()
        let sentence = "とうきょうとでかいぎをおこなう"
        let long = String(repeating: sentence, count: 60)   // 900 units: four windows
        let words = e.convertWords(long)
        #expect(words.first?.range.lowerBound == 0 && words.last?.range.upperBound == long.utf16.count)
        #expect(zip(words, words.dropFirst()).allSatisfy { $0.range.upperBound == $1.range.lowerBound })
        #expect(words.allSatisfy { !$0.surface.isEmpty })
        let short = String(repeating: sentence, count: 10)  // within one window: one search, as before
        #expect(short.utf16.count <= JapaneseEngine.conversionWindow)
        #expect(e.convertWords(short).map(\.surface).joined() == e.convert(short))
    }

    @Test("とうきょう lists 東京 first, with longer words after; きしゃ has 記者 and 汽車")
    func candidates() throws {
        let engine = try Self.engine()
        let tokyo = engine.predictions("とうきょう")
        #expect(tokyo.first == "東京")
        #expect(tokyo.contains("東京駅") || tokyo.contains("東京大学"))
        #expect(tokyo.contains("トウキョウ") && tokyo.contains("とうきょう") && tokyo.contains("ﾄｳｷｮｳ"))
        let kisha = Array(engine.predictions("きしゃ").prefix(10))
        #expect(kisha.contains("記者") && kisha.contains("汽車"))
    }

    @Test("whole sentences convert into phrases; resized phrases convert again")
    func conversion() throws {
        let engine = try Self.engine()
        #expect(engine.convert("わたしはがっこうにいきます") == "私は学校に行きます")
        let segments = engine.segments("わたしはがっこうにいきます")
        #expect(segments.map(\.surface) == ["私は", "学校に", "行きます"])
        #expect(segments.map(\.range) == [0..<4, 4..<9, 9..<13])
        // The user shrinks the first phrase to わた: it converts alone, the rest after it.
        let resized = engine.convert("わたしはがっこうにいきます", phrases: [0..<2, 2..<4, 4..<13])
        #expect(resized.map(\.range) == [0..<2, 2..<4, 4..<13] && resized.map(\.surface).joined().hasSuffix("学校に行きます"))
        // Per-phrase candidates: every word read so, and the kana forms.
        let list = engine.candidates("きしゃがくる", range: 0..<3)
        #expect(list.contains("記者") && list.contains("汽車") && list.contains("きしゃ") && list.contains("キシャ"))
        // A kana the lexicon has no word for stays kana; an empty reading gives nothing.
        #expect(engine.convert("ゔ").isEmpty == false)
        #expect(engine.convert("").isEmpty && engine.segments("").isEmpty)
    }

    @Test("follow-ons: the corpus's next words and the rest of longer lexicon words, each marked")
    func followOns() throws {
        let engine = try Self.engine()
        let list = engine.followOns(after: "東京", limit: 10)
        #expect(list.contains(JapaneseEngine.FollowOn(text: "駅", source: .lexicon)))
        #expect(list.contains(JapaneseEngine.FollowOn(text: "に", source: .corpus)))
        #expect(engine.followOns(after: "").isEmpty)
        #expect(engine.followOns(after: "𠮷𠮷𠮷").isEmpty)
    }

    @Test("learning puts a chosen surface first for its reading; forgetting takes it back")
    func learning() throws {
        let engine = try Self.engine()
        #expect(engine.predictions("きしゃ").first != "帰社")
        engine.learn(reading: "きしゃ", surface: "帰社")
        #expect(engine.predictions("きしゃ").first == "帰社")
        #expect(engine.candidates("きしゃ", range: 0..<3).first == "帰社")
        #expect(engine.forget(reading: "きしゃ", surface: "帰社"))
        #expect(!engine.forget(reading: "きしゃ", surface: "帰社"))
        #expect(engine.predictions("きしゃ").first != "帰社")
        // Not a reading, or too long: not learned.
        engine.learn(reading: "kisha", surface: "記者")
        #expect(engine.learned.isEmpty)
        // Past the capacity, the least chosen tenth goes; the choice just made stays.
        engine.learnedCapacity = 10
        engine.learn(reading: "きしゃ", surface: "記者")
        engine.learn(reading: "きしゃ", surface: "記者")
        for word in ["か", "き", "く", "け", "こ", "さ", "し", "す", "せ", "そ"] { engine.learn(reading: word, surface: word + "!") }
        let kept = engine.learned.values.reduce(0) { $0 + $1.count }
        #expect(kept <= 10 && engine.learned["きしゃ"]?["記者"] == 2 && engine.learned["そ"]?["そ!"] == 1)
    }

    @Test("a damaged model is an error naming the file, never a crash",
          arguments: ["empty", "magic", "version", "truncated", "offsets", "ids", "contexts", "costs"])
    func damaged(kind: String) throws {
        let path = try #require(JapaneseModel.bundledPath())
        var bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        func u32(_ at: Int) -> Int { Int(bytes[at]) | Int(bytes[at + 1]) << 8 | Int(bytes[at + 2]) << 16 | Int(bytes[at + 3]) << 24 }
        func aligned(_ offset: Int) -> Int { (offset + 3) / 4 * 4 }
        // The header (format 3): magic, version, then R, E, W, P, C, N, K, B, reading bytes, surface bytes.
        let (readings, entries, readingBytes) = (u32(8), u32(12), u32(40))
        let readingBlocks = 48, blockCount = (readings + 15) / 16 + 1
        let entryStarts = aligned(readingBlocks + 4 * blockCount + readingBytes)
        let entryWords = aligned(entryStarts + 3 * (readings + 1))
        let entryPairs = aligned(entryWords + 3 * entries)
        switch kind {
        case "empty": bytes = []
        case "magic": bytes[0] = 0x58
        case "version": bytes[4] = 1
        case "truncated": bytes.removeLast(1001)
        case "offsets": bytes.replaceSubrange((readingBlocks + 4)..<(readingBlocks + 8), with: [0xFF, 0xFF, 0xFF, 0x7F])
        case "ids": bytes.replaceSubrange(entryWords..<(entryWords + 3), with: [0xFF, 0xFF, 0xFF])
        case "contexts": bytes.replaceSubrange(entryPairs..<(entryPairs + 2), with: [0xFF, 0xFF])
        default: bytes.replaceSubrange((bytes.count - 4)..<bytes.count, with: [0x00, 0x00, 0xC0, 0x7F])   // NaN
        }
        let file = FileManager.default.temporaryDirectory
            .appendingPathComponent("damaged-\(kind)-\(UInt32.random(in: 0...UInt32.max)).model")
        try Data(bytes).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        #expect(throws: JapaneseModel.LoadError.self) { try JapaneseModel(path: file.path) }
        do {
            _ = try JapaneseModel(path: file.path)
        } catch {
            let why = ["magic": "bad magic", "version": "unsupported version", "offsets": "block", "ids": "names a word",
                       "contexts": "names a context pair", "costs": "not a number"][kind] ?? ""
            #expect("\(error)".contains(file.path) && (why.isEmpty || "\(error)".contains(why)), "\(error)")
        }
        do {
            _ = try JapaneseModel(path: "/nonexistent/japanese.model")
            Issue.record("a missing file loaded")
        } catch {
            #expect(error.description == "cannot open the Japanese model at /nonexistent/japanese.model")
        }
    }

    @Test("words the corpus lacks but general text has: 追加 first for ついか; 法案, 記者会見, 成長率 in sentences")
    func generalWords() throws {
        let engine = try Self.engine()
        #expect(engine.predictions("ついか").first == "追加")
        #expect(engine.candidates("ついか", range: 0..<3).first == "追加")
        #expect(engine.convert("しゅしょうがきしゃかいけんをひらいた") == "首相が記者会見を開いた")
        #expect(engine.convert("きしゃかいけん") == "記者会見" && engine.predictions("きしゃ").first == "記者")
        #expect(engine.convert("ぎかいでほうあんがかけつされた") == "議会で法案が可決された")
        #expect(engine.convert("けいざいせいちょうりつがじょうしょうした") == "経済成長率が上昇した")
        #expect(engine.convert("いいんかいはこくれんきかんにげんちちょうさをいらいし") == "委員会は国連機関に現地調査を依頼し")
    }

    @Test("a reading no lexicon has is katakana when its kana look borrowed, not kanji fragments")
    func katakana() throws {
        let engine = try Self.engine()
        #expect(engine.convert("いんすとーら") == "インストーラ")
        #expect(engine.convert("くらうどふぁんでぃんぐ") == "クラウドファンディング")
        #expect(engine.convert("すくれいぴんぐつーるをつかう") == "スクレイピングツールを使う")
        #expect(engine.convert("くらうどふぁんでぃんぐでしきんをあつめる") == "クラウドファンディングで資金を集める")
        // A borrowed compound the lexicon lacks whole, in a sentence: one word, not a word and the
        // copula だ (alone, Mozc's ダウンロー and だ is as likely); after a borrowed word the
        // lexicon has, だ stays the copula.
        #expect(engine.convert("このだうんろーだはべんりだ") == "このダウンローダは便利だ")
        #expect(engine.convert("すろーだ") == "スローだ")
        // One word, whole: the dictionary's or a katakana node's.
        let words = engine.convertWords("くらうどふぁんでぃんぐをつかう")
        #expect(words.first?.surface == "クラウドファンディング" && words.first?.range == 0..<11)
        // Ordinary words stay as they are.
        #expect(engine.convert("わたしはがっこうにいきます") == "私は学校に行きます")
    }

    @Test("offensive words and letters of other scripts: never in a conversion or a prediction, a candidate for their exact reading")
    func exactOnly() throws {
        let engine = try Self.engine()
        let model = engine.model
        let flagged = (0..<model.wordCount).filter { !model.flags($0).isDisjoint(with: .exactOnly) }
        #expect(flagged.count > 1000)
        let offensive: Set<String> = ["強姦", "淫乱", "気違い"]
        let exactOnly = Set(flagged.map(model.surface))
        #expect(exactOnly.isSuperset(of: offensive))
        #expect(exactOnly.contains { $0.unicodeScalars.contains { ("A"..."Z").contains($0) || ("Ａ"..."Ｚ").contains($0) } })
        #expect(!exactOnly.contains("記者"))
        // Readings that hold theirs: innocent text around them.
        for reading in ["いんすとーら", "ごうかんする", "いんらんどのさと", "ろーまじ", "きちがいなしに", "だうんろーだ"] {
            let words = engine.convertWords(reading)
            #expect(words.allSatisfy { $0.id.map { model.flags($0).isDisjoint(with: .exactOnly) } ?? true }, "\(reading): \(words)")
            #expect(engine.predictions(reading).allSatisfy { !offensive.contains($0) })
        }
        // A word made by hand, with an id and a context the model does not have: an unknown word.
        let bogus = JapaneseEngine.Word(range: 0..<1, surface: "？", id: Int.max, context: 1 << 20)
        #expect(engine.candidates("きしゃ", range: 0..<3, after: bogus).contains("記者"))
        // Exactly the word's reading: offered, after the ordinary words.
        let list = engine.candidates("ごうかん", range: 0..<4)
        #expect(list.contains("強姦") && list.first != "強姦")
        #expect(!engine.predictions("ごうかん").contains("強姦"))
    }

    @Test("random readings from the lexicon's own: every kana converted once, in order, no exact-only word, no crash")
    func randomReadings() throws {
        let engine = try Self.engine()
        let model = engine.model
        var generator = SeededGenerator(seed: 32)
        for _ in 0..<200 {
            var reading: [UInt16] = []
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                let index = Int.random(in: 0..<model.readingCount, using: &generator)
                reading += Array(model.readingText(index).utf16)
            }
            let text = String(decoding: reading, as: UTF16.self)
            let words = engine.convertWords(text)
            #expect(words.first?.range.lowerBound == 0 && words.last?.range.upperBound == reading.count)
            #expect(zip(words, words.dropFirst()).allSatisfy { $0.range.upperBound == $1.range.lowerBound })
            #expect(words.allSatisfy { $0.id.map { model.flags($0).isDisjoint(with: .exactOnly) } ?? true })
        }
    }
}
