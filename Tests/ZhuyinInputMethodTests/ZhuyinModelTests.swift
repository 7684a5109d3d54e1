import Foundation
import InputMethodCore
import Testing
import ZhuyinInputMethod
import _TestSupport

@Suite("ZhuyinModel")
struct ZhuyinModelTests {
    static let model = ZhuyinModel.bundledPath().flatMap { try? ZhuyinModel(path: $0) }

    static func bundled() throws -> ZhuyinModel { try #require(model, "the bundled zhuyin model should load") }

    func syllables(_ text: String) -> [BopomofoSyllable] { text.split(separator: " ").compactMap { BopomofoSyllable(String($0)) } }

    @Test("readings lead to their phrases, likeliest first; a reading no phrase has leads nowhere")
    func readings() throws {
        let model = try Self.bundled()
        let taiwan = try #require(model.node(syllables("ㄊㄞˊ ㄨㄢ")))
        let phrases = model.entries(taiwan).map(model.text)
        #expect(phrases.first == "台灣")
        #expect(phrases.contains("臺灣"))
        let logs = model.entries(taiwan).map(model.logProbability)
        #expect(logs == logs.sorted(by: >))
        #expect(logs.allSatisfy { $0 < 0 && $0 > -20 })
        #expect(model.node(syllables("ㄅㄩ")) == nil, "ㄅ takes no ㄩ")
        #expect(model.node(syllables("ㄊㄞˊ ㄨㄢ ㄊㄞˊ ㄨㄢ ㄊㄞˊ ㄨㄢ ㄊㄞˊ ㄨㄢ ㄊㄞˊ")) == nil)
        #expect((2...9).contains(model.longestReading))
        // The tones of one syllable are neighbours among a node's children.
        let tones = model.children(of: .root, base: try #require(BopomofoSyllable("ㄊㄞ")).key / 5)
        let written = Set(tones.compactMap { model.syllable($0) }.map(\.description))
        #expect(written.isSuperset(of: ["ㄊㄞ", "ㄊㄞˊ", "ㄊㄞˋ"]))
        #expect(model.syllables.count > 1300)
    }

    @Test("the bigram model: a pair running text has beats the same word after an unrelated one")
    func bigrams() throws {
        let model = try Self.bundled()
        func word(_ reading: String, _ text: String) throws -> ZhuyinModel.ContextWord {
            let node = try #require(model.node(syllables(reading)))
            let entry = try #require(model.entries(node).first { model.text($0) == text })
            return model.contextWord(entry)
        }
        let weather = try word("ㄊㄧㄢ ㄑㄧˋ", "天氣"), good = try word("ㄏㄠˇ", "好"), bank = try word("ㄧㄣˊ ㄏㄤˊ", "銀行")
        #expect(model.logProbability(of: good, after: weather) > model.logProbability(of: good, after: bank))
        #expect(model.logProbability(of: weather, after: .start) < 0)
        #expect(model.text(weather) == "天氣")
        #expect(model.text(ZhuyinModel.ContextWord.start) == nil)
        let followers = model.followers(of: weather)
        #expect(!followers.isEmpty && followers.allSatisfy { $0.logProbability < 0 })
    }

    @Test("McBopomofo's follow-ons: the phrases that begin with a character read so")
    func followOns() throws {
        let model = try Self.bundled()
        let tai = model.followOns(character: "台", syllable: try #require(BopomofoSyllable("ㄊㄞˊ"))).map(model.text)
        #expect(tai.contains("台灣"))
        #expect(tai.allSatisfy { $0.hasPrefix("台") && $0.count > 1 })
        #expect(model.followOns(character: "台", syllable: try #require(BopomofoSyllable("ㄅㄚ"))).isEmpty)
    }

    @Test("missing, foreign, old, truncated and damaged files are errors that name the file, never traps")
    func badFiles() throws {
        let path = try #require(ZhuyinModel.bundledPath())
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(throws: ZhuyinModel.LoadError.self) { try ZhuyinModel(path: "/nonexistent/zhuyin.model") }
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("softkbd-zhuyin-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        func load(_ data: [UInt8]) -> String? {
            _ = FileManager.default.createFile(atPath: scratch, contents: Data(data))
            do { _ = try ZhuyinModel(path: scratch); return nil } catch { return error.description }
        }
        let foreign = "the zhuyin model \(scratch) is damaged: not a SoftKeyboard zhuyin model"
        #expect(load(Array("not a model at all, just text".utf8)) == foreign)
        var old = Array(bytes.prefix(64))
        old[4] = 9
        #expect(load(old)?.contains("unsupported version") == true)
        for fraction in stride(from: 0.0, to: 1.0, by: 1.0 / 30) {
            let cut = Int(Double(bytes.count) * fraction)
            #expect(load(Array(bytes.prefix(cut))) != nil, "truncated at \(cut) of \(bytes.count) bytes")
        }
        // The first child start must be 1 (the root's children follow it).
        var trie = bytes
        trie[12] = 7
        #expect(load(trie)?.contains("the trie does not span its nodes") == true)
        var generator = SeededGenerator(seed: 48)
        let syllables = syllables("ㄊㄞˊ ㄨㄢ ㄉㄜ˙ ㄊㄧㄢ ㄑㄧˋ").map { ReadingSyllable($0) }
        for _ in 0..<10 {
            var flipped = bytes
            for _ in 0..<8 { flipped[Int.random(in: 8..<bytes.count, using: &generator)] ^= UInt8.random(in: 1...255, using: &generator) }
            if load(flipped) == nil { _ = ZhuyinEngine(model: try ZhuyinModel(path: scratch)).convert(syllables) }
        }
        #expect(load(bytes) == nil)
    }
}
