import InputMethodCore
import Testing
import ZhuyinInputMethod

@Suite("ZhuyinUserPhrases")
struct ZhuyinUserPhrasesTests {
    let taiwan = try! ReadingSyllable.parse("ㄊㄞˊ ㄨㄢ").get()

    @Test("picks are counted by reading and round-trip through the stored form")
    func roundTrip() throws {
        var phrases = ZhuyinUserPhrases()
        phrases.learn(taiwan, "臺灣")
        phrases.learn(taiwan, "臺灣")
        phrases.learn(taiwan.map { ReadingSyllable($0.syllable, anyTone: true) }, "台灣")
        #expect(phrases.count(taiwan, "臺灣") == 2)
        #expect(!phrases.contains(taiwan, "台灣"), "a toneless reading is its own key")
        let decoded = try ZhuyinUserPhrases(decoding: phrases.encoded())
        #expect(decoded == phrases)
        #expect(String(decoding: phrases.encoded(), as: UTF8.self).contains("1\tㄊㄞ* ㄨㄢ*\t台灣"))
    }

    @Test("forgetting removes a phrase under every reading")
    func forget() {
        var phrases = ZhuyinUserPhrases()
        phrases.learn(taiwan, "臺灣")
        let first = phrases.forget("臺灣"), second = phrases.forget("臺灣")
        #expect(first)
        #expect(!second)
        #expect(phrases.isEmpty)
    }

    @Test("control characters, empty text and overlong readings are not learned")
    func refused() {
        var phrases = ZhuyinUserPhrases()
        phrases.learn(taiwan, "臺\u{0}灣")
        phrases.learn(taiwan, "")
        phrases.learn([], "臺")
        phrases.learn(Array(repeating: taiwan[0], count: 40), "臺")
        #expect(phrases.isEmpty)
    }

    @Test("past the capacity the least picked go; the pick just made stays")
    func capacity() throws {
        var phrases = ZhuyinUserPhrases()
        phrases.capacity = 10
        let syllables = try ReadingSyllable.parse("ㄅㄚ ㄆㄚ ㄇㄚ ㄈㄚ ㄉㄚ ㄊㄚ ㄋㄚ ㄌㄚ ㄍㄚ ㄎㄚ ㄏㄚ").get()
        for _ in 0..<3 { phrases.learn(syllables[0...0], "八") }
        for syllable in syllables.dropFirst() { phrases.learn([syllable], "字") }
        #expect(phrases.count(syllables[0...0], "八") == 3)
        #expect(phrases.contains([syllables[10]], "字"))
        #expect(phrases.counts.values.reduce(0) { $0 + $1.count } <= 10)
    }

    @Test("damaged stored forms are refused naming the line", arguments: [
        ("1\tㄊㄞˊ ㄨㄢ\t", "line 2: expected count, reading and phrase, tab-separated"),
        ("0\tㄊㄞˊ ㄨㄢ\t臺灣", "line 2: expected count, reading and phrase, tab-separated"),
        ("1\ttai wan\t臺灣", "line 2: 'tai' is not a bopomofo syllable"),
        ("1\tㄊㄞˊ ㄨㄢ\t臺\u{7}灣", "line 2: the phrase holds control character U+0007"),
    ])
    func damaged(record: String, message: String) {
        let bytes = CheckedRecords.encode([record], format: ZhuyinUserPhrases.formatLine)
        #expect(throws: CheckedRecords.DecodingError.self) { try ZhuyinUserPhrases(decoding: bytes) }
        do { _ = try ZhuyinUserPhrases(decoding: bytes) } catch { #expect(error.description == message) }
        #expect(throws: CheckedRecords.DecodingError.self) { try ZhuyinUserPhrases(decoding: Array(bytes.dropLast(5))) }
    }
}
