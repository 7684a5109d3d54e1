import Testing
import VietnameseInputMethod

@Suite("TelexComposer")
struct TelexComposerTests {
    func compose(_ keys: String) -> String {
        var composer = TelexComposer()
        for key in keys { composer.add(key) }
        return composer.text
    }

    @Test("marks, tones and where the tone sits", arguments: [
        ("tieengs", "tiếng"), ("vieejt", "việt"), ("chaof", "chào"), ("banj", "bạn"), ("ddi", "đi"), ("Ddaij", "Đại"),
        ("hocj", "học"), ("nguwowif", "người"), ("nguowif", "người"), ("truwowngf", "trường"), ("thuws", "thứ"),
        ("tawts", "tắt"), ("aa", "â"), ("aw", "ă"), ("ee", "ê"), ("oo", "ô"), ("ow", "ơ"), ("uw", "ư"), ("w", "ư"),
        // The tone key may come anywhere after the first vowel; the tone moves as letters come.
        ("tsieeng", "tsiêng"), ("tieesng", "tiếng"), ("tiesng", "tiéng"), ("hoaf", "hòa"), ("hoanf", "hoàn"), ("hoafn", "hoàn"),
        // Three vowels: the middle one; qu and gi are consonants before a vowel.
        ("khuyeenr", "khuyển"), ("ngoaif", "ngoài"), ("quas", "quá"), ("gias", "giá"), ("gis", "gí"), ("quys", "quý"),
        // A mark or tone typed again is undone and typed; z takes the tone off.
        ("aaa", "aa"), ("aww", "aw"), ("ass", "as"), ("asz", "a"), ("ddd", "dd"), ("uww", "uw"),
        // A mark on the syllable's vowel even past a consonant, as Telex does.
        ("tana", "tân"),
        // Capitals keep their case; a tone key in capitals tones.
        ("VIEETJ", "VIỆT"), ("Vieetj", "Việt"),
        // A consonant alone takes no tone: the key is a letter.
        ("s", "s"), ("xs", "xs"),
    ])
    func transcripts(keys: String, expected: String) {
        #expect(compose(keys) == expected, "\(keys)")
    }

    @Test("backspace takes back the last letter shown; the tone stays while a vowel does")
    func backspace() {
        var composer = TelexComposer()
        for key in "tieengs" { composer.add(key) }
        #expect(composer.text == "tiếng")
        composer.removeLast(); #expect(composer.text == "tiến")
        composer.removeLast(); #expect(composer.text == "tiế")
        composer.removeLast(); #expect(composer.text == "tí")
        composer.removeLast(); #expect(composer.text == "t")
        composer.removeLast(); #expect(composer.isEmpty)
        let removed = composer.removeLast()
        #expect(!removed)
    }

    @Test("a toned vowel typed whole (a long press) composes on")
    func tonedVowel() {
        #expect(compose("tiếng") == "tiếng")
        #expect(compose("việt") == "việt")
        #expect(TelexComposer.composes("ệ") && TelexComposer.composes("d") && !TelexComposer.composes("1")
                && !TelexComposer.composes("ж"))
    }
}
