import JapaneseInputMethod
import Testing

@Suite("Romaji and kana forms")
struct KanaTests {
    func kana(_ typed: String, flush: Bool = true) -> Romaji.State {
        var state = Romaji.State()
        for character in typed { Romaji.append(character, to: &state) }
        if flush { Romaji.flush(&state) }
        return state
    }

    @Test("romaji edge cases", arguments: [
        ("kannna", "かんな"), ("kan'na", "かんな"), ("kitte", "きって"), ("xtu", "っ"), ("ltsu", "っ"),
        ("hon", "ほん"), ("shinbun", "しんぶん"), ("sinnbunn", "しんぶん"), ("kon'ya", "こんや"), ("konya", "こにゃ"),
        ("tsukue", "つくえ"), ("tukue", "つくえ"), ("chotto", "ちょっと"), ("tyotto", "ちょっと"), ("jouzu", "じょうず"),
        ("zyouzu", "じょうず"), ("fujisan", "ふじさん"), ("huzisan", "ふじさん"), ("vu", "ゔ"), ("ra-men", "らーめん"),
        ("xya", "ゃ"), ("lyo", "ょ"), ("wo", "を"), ("whatt", "wはっt"), ("tii", "ちい"), ("thi", "てぃ"),
        ("a,b.", "あ、b。"), ("[a]", "「あ」"), ("123", "123"), ("nn", "ん"), ("n", "ん"), ("KAKU", "かく"),
    ])
    func romaji(typed: String, expected: String) {
        #expect(kana(typed).kana == expected, "\(typed)")
    }

    @Test("letters wait for what they start; a final n waits until the end")
    func pending() {
        #expect(kana("ky", flush: false) == Romaji.State(kana: "", pending: "ky"))
        #expect(kana("kan", flush: false) == Romaji.State(kana: "か", pending: "n"))
        #expect(kana("kak", flush: false).text == "かk")
        #expect(kana("tt", flush: false) == Romaji.State(kana: "っ", pending: "t"))
    }

    @Test("katakana, half width, full width, hiragana back")
    func forms() {
        #expect(KanaForms.katakana("とうきょう") == "トウキョウ")
        #expect(KanaForms.hiragana("トウキョウ") == "とうきょう")
        #expect(KanaForms.halfWidth("がっこう") == "ｶﾞｯｺｳ")
        #expect(KanaForms.halfWidth("ぱーてぃー") == "ﾊﾟｰﾃｨｰ")
        #expect(KanaForms.fullWidth("abc123!") == "ａｂｃ１２３！")
        #expect(KanaForms.isReading("とうきょう") && KanaForms.isReading("らーめん"))
        #expect(!KanaForms.isReading("東京") && !KanaForms.isReading("") && !KanaForms.isReading("abc"))
    }

    @Test("a spelling of any hiragana types it back")
    func spelling() {
        let all = (0x3041...0x3093).compactMap { Unicode.Scalar($0).map { String(Character($0)) } }.joined() + "ゔー、。"
        #expect(kana(Romaji.spelling(of: all)).kana == all)
        #expect(Romaji.spelling(of: "とうきょう") == "toukyou" && Romaji.spelling(of: "がっこう") == "gakkou")
        #expect(kana(Romaji.spelling(of: "きっさてんでちょっとまって")).kana == "きっさてんでちょっとまって")
    }

    @Test("a whole text as a reading: romaji and katakana become hiragana, kana stays, a last n is ん")
    func reading() {
        #expect(Romaji.reading(of: "toukyou") == "とうきょう")
        #expect(Romaji.reading(of: "トウキョウ") == "とうきょう")
        #expect(Romaji.reading(of: "にほんgo") == "にほんご")
        #expect(Romaji.reading(of: "hon") == "ほん")
        #expect(Romaji.reading(of: "") == "")
    }
}
