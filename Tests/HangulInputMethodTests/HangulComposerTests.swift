import HangulInputMethod
import Testing

@Suite("HangulComposer")
struct HangulComposerTests {
    /// Types jamo; returns everything committed plus what still composes.
    func type(_ jamo: String) -> (committed: String, composing: String) {
        var composer = HangulComposer()
        var committed = ""
        for j in jamo { committed += composer.add(j) ?? "" }
        return (committed, composer.composing)
    }

    @Test("syllables, compounds and moving finals", arguments: [
        ("ㅎㅏㄴ", "", "한"), ("ㅎㅏㄴㄱㅡㄹ", "한", "글"), ("ㅎㅏㄴㅏ", "하", "나"),
        ("ㄷㅏㄹㄱ", "", "닭"), ("ㄷㅏㄹㄱㅏ", "달", "가"),             // a double final splits before a vowel
        ("ㄱㅗㅏ", "", "과"), ("ㅇㅜㅓㄴ", "", "원"), ("ㅇㅡㅣ", "", "의"), // compound medials
        ("ㄱㅏㅂㅅ", "", "값"), ("ㅇㅓㅂㅅㅇㅓ", "없", "어"),              // compound finals and their split
        ("ㅏ", "", "ㅏ"), ("ㅏㄱ", "ㅏ", "ㄱ"),                       // a vowel with no initial stands alone
        ("ㄱㄱ", "ㄱ", "ㄱ"), ("ㄲㅏ", "", "까"),                      // no compound initials; tense from shift
        ("ㄱㅏㄸ", "가", "ㄸ"), ("ㅆㅏㅆ", "", "쌌"),                  // ㄸ cannot end a syllable; ㅆ can
        ("ㅗㅏ", "", "ㅘ"), ("ㄱㅏㅏ", "가", "ㅏ"),
    ])
    func transcripts(jamo: String, committed: String, composing: String) {
        let result = type(jamo)
        #expect(result.committed == committed, "\(jamo)")
        #expect(result.composing == composing, "\(jamo)")
    }

    @Test("backspace takes back one jamo, undoing compounds a part at a time")
    func backspace() {
        var composer = HangulComposer()
        for j in "ㄷㅏㄹㄱ" { composer.add(j) }
        #expect(composer.composing == "닭")
        composer.removeLast(); #expect(composer.composing == "달")
        composer.removeLast(); #expect(composer.composing == "다")
        composer.removeLast(); #expect(composer.composing == "ㄷ")
        composer.removeLast(); #expect(composer.composing == "")
        let removed = composer.removeLast()
        #expect(!removed)
        for j in "ㄱㅗㅏ" { composer.add(j) }
        composer.removeLast(); #expect(composer.composing == "고")
    }

    @Test("output is NFC precomposed syllables")
    func nfc() {
        let text = type("ㅎㅏㄴㄱㅡㄹ").committed + type("ㅎㅏㄴㄱㅡㄹ").composing
        #expect(text.unicodeScalars.map(\.value) == [0xD55C, 0xAE00])
    }

    /// Dubeolsik keys by QWERTY position, for the word table.
    static let keys: [Character: Character] = [
        "q": "ㅂ", "w": "ㅈ", "e": "ㄷ", "r": "ㄱ", "t": "ㅅ", "y": "ㅛ", "u": "ㅕ", "i": "ㅑ", "o": "ㅐ", "p": "ㅔ",
        "a": "ㅁ", "s": "ㄴ", "d": "ㅇ", "f": "ㄹ", "g": "ㅎ", "h": "ㅗ", "j": "ㅓ", "k": "ㅏ", "l": "ㅣ",
        "z": "ㅋ", "x": "ㅌ", "c": "ㅊ", "v": "ㅍ", "b": "ㅠ", "n": "ㅜ", "m": "ㅡ",
        "Q": "ㅃ", "W": "ㅉ", "E": "ㄸ", "R": "ㄲ", "T": "ㅆ", "O": "ㅒ", "P": "ㅖ",
    ]

    @Test("common words typed key by key", arguments: [
        ("gksrmf", "한글"), ("dkssudgktpdy", "안녕하세요"), ("rkatkgkqslek", "감사합니다"), ("tkfkd", "사랑"),
        ("gkrry", "학교"), ("dhkdy", "와요"), ("qkqdmf", "밥을"), ("dlfrdj", "읽어"), ("djqtdj", "없어"),
        ("Rkcl", "까치"), ("Tkfkd", "싸랑"), ("wnstj", "준서"), ("dnpqtkdlxm", "웹사이트"), ("cjdcn", "청추"),
        ("rhkswkd", "관장"), ("dmltk", "의사"), ("rkqt", "값"), ("akfr", "맑"), ("akfrdms", "맑은"), ("Ekfrl", "딸기"),
    ])
    func words(keys: String, word: String) {
        var composer = HangulComposer()
        var text = ""
        for key in keys { text += composer.add(Self.keys[key]!) ?? "" }
        text += composer.finish()
        #expect(text == word, "\(keys)")
    }
}
