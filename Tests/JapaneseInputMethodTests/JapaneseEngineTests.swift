import Foundation
@testable import JapaneseInputMethod
import Testing

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

    @Test("a damaged model is an error naming the file, never a crash", arguments: ["empty", "magic", "truncated", "offsets", "ids"])
    func damaged(kind: String) throws {
        let path = try #require(JapaneseModel.bundledPath())
        var bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        switch kind {
        case "empty": bytes = []
        case "magic": bytes[0] = 0x58
        case "truncated": bytes.removeLast(1001)
        case "offsets": bytes.replaceSubrange(36..<40, with: [0xFF, 0xFF, 0xFF, 0x7F])   // the second reading offset
        default:
            // The first entry's word id, past the reading tables: read the header to find it.
            let readings = Int(bytes[8]) | Int(bytes[9]) << 8 | Int(bytes[10]) << 16 | Int(bytes[11]) << 24
            let units = Int(bytes[24]) | Int(bytes[25]) << 8 | Int(bytes[26]) << 16 | Int(bytes[27]) << 24
            var offset = 32 + 4 * (readings + 1) + 2 * units
            offset += (4 - offset % 4) % 4
            offset += 4 * (readings + 1)
            bytes.replaceSubrange(offset..<(offset + 4), with: [0xFF, 0xFF, 0xFF, 0x0F])
        }
        let file = FileManager.default.temporaryDirectory
            .appendingPathComponent("damaged-\(kind)-\(UInt32.random(in: 0...UInt32.max)).model")
        try Data(bytes).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        #expect(throws: JapaneseModel.LoadError.self) { try JapaneseModel(path: file.path) }
        do {
            _ = try JapaneseModel(path: file.path)
        } catch {
            #expect("\(error)".contains(file.path))
        }
        #expect(throws: JapaneseModel.LoadError.cannotOpen("/nonexistent/japanese.model")) {
            try JapaneseModel(path: "/nonexistent/japanese.model")
        }
    }
}
