import Testing
import ZhuyinInputMethod

@Suite("BopomofoSyllable")
struct BopomofoSyllableTests {
    @Test("written syllables read back as written; the first tone has no mark",
          arguments: ["ㄊㄞˊ", "ㄨㄢ", "ㄉㄜ˙", "ㄗㄞˋ", "ㄦ", "ㄧ", "ㄓ", "ㄋㄩˇ", "ㄏㄨㄤˊ"])
    func roundTrip(text: String) throws {
        let syllable = try #require(BopomofoSyllable(text))
        #expect(syllable.description == text)
    }

    @Test("not a syllable: empty, a tone alone, out of order, a slot twice, after the tone, not bopomofo",
          arguments: ["", "ˊ", "ㄞㄊ", "ㄊㄉ", "ㄚˊㄚ", "ㄊa", "ni", "ㄊㄞˊˇ"])
    func refused(text: String) {
        #expect(BopomofoSyllable(text) == nil)
    }

    @Test("McBopomofo's keys: ㄗㄞˋ is `_d` (the README's example), and every syllable survives the round trip")
    func keys() throws {
        #expect(try #require(BopomofoSyllable("ㄗㄞˋ")).mcBopomofoKey == "_d")
        #expect(BopomofoSyllable(mcBopomofoKey: "_d")?.description == "ㄗㄞˋ")
        var count = 0
        for consonant in 0...21 {
            for medial in 0...3 {
                for rhyme in 0...13 {
                    for tone in BopomofoSyllable.Tone.allCases {
                        var syllable = BopomofoSyllable()
                        (syllable.consonant, syllable.medial, syllable.rhyme, syllable.tone) = (consonant, medial, rhyme, tone)
                        guard !syllable.isEmpty else { continue }
                        let key = syllable.mcBopomofoKey
                        #expect(key.unicodeScalars.count == 2 && BopomofoSyllable(mcBopomofoKey: key) == syllable, "\(syllable)")
                        count += 1
                    }
                }
            }
        }
        #expect(count == (22 * 4 * 14 - 1) * 5)
        #expect(BopomofoSyllable(mcBopomofoKey: "0") == nil && BopomofoSyllable(mcBopomofoKey: "00") == nil)
        #expect(BopomofoSyllable.syllables(ofMcBopomofoKey: "_d_d")?.map(\.description) == ["ㄗㄞˋ", "ㄗㄞˋ"])
        #expect(BopomofoSyllable.syllables(ofMcBopomofoKey: "_d0") == nil)
    }

    @Test("typing: each symbol takes its slot, another consonant replaces the consonant, the tone goes last whatever the order")
    func typing() {
        var syllable = BopomofoSyllable()
        for symbol in "ㄞㄉㄊˊ" { syllable.set(symbol) }
        #expect(syllable.description == "ㄊㄞˊ")
        #expect(!syllable.set("a") && syllable.description == "ㄊㄞˊ")
        #expect(BopomofoSyllable.slot(of: "ㄧ") == .medial && BopomofoSyllable.slot(of: "˙") == .tone)
        #expect(BopomofoSyllable.slot(of: "x") == nil)
    }
}
