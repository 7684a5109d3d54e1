import Testing
@testable import Autocorrection

@Suite("Sound-alike keys")
struct SoundAlikeTests {
    @Test("words spelt by ear share their word's key", arguments: [
        ("physical", "fisical"), ("anxiously", "ankshiosly"), ("vignettes", "vinyets"), ("separator", "seperater"),
        ("knowledge", "noledge"), ("psychology", "sikology"), ("wrong", "rong"), ("nation", "nashun"), ("city", "sity"),
        ("phone", "fone"), ("exact", "egzakt"),
    ])
    func sameKey(word: String, misspelt: String) throws {
        let key = try #require(SoundAlike.key(word, language: "en"))
        let other = SoundAlike.key(misspelt, language: "en")
        #expect(other == key, "\(word) \(key), \(misspelt) \(other ?? "-")")
    }

    @Test("words that sound different keep different keys", arguments: [("ship", "chip"), ("bat", "tab"), ("think", "sink")])
    func differentKeys(a: String, b: String) {
        #expect(SoundAlike.key(a, language: "en") != SoundAlike.key(b, language: "en"))
    }

    /// Vowels are not in the key: words that differ only there share one (misspellings by ear
    /// change vowels most).
    @Test("words that differ only in their vowels share a key", arguments: [("pop", "pope"), ("night", "knit"), ("cat", "cut")])
    func vowelsLeftOut(a: String, b: String) {
        #expect(SoundAlike.key(a, language: "en") == SoundAlike.key(b, language: "en"))
    }

    @Test("a vowel at the start is kept once; doubled letters are one sound, repeats across a vowel two")
    func shape() {
        #expect(SoundAlike.key("apple", language: "en") == "APL")
        #expect(SoundAlike.key("little", language: "en") == "LTL")
        #expect(SoundAlike.key("tot", language: "en") == "TT")
        #expect(SoundAlike.key("thumb", language: "en") == "0M")
    }

    @Test("only English has rules; no letters, no key")
    func languages() {
        #expect(SoundAlike.key("physique", language: "fr") == nil)
        #expect(SoundAlike.key("123", language: "en") == nil && SoundAlike.key("", language: "en") == nil)
        #expect(SoundAlike.key("naïve", language: "en") == SoundAlike.key("nave", language: "en"))
    }

    @Test("the corrector offers words that sound like a misspelling its letters are far from")
    func corrections() throws {
        let lexicon = try #require(try LexiconStore.bundled.lexicon(for: "en"))
        let english = Autocorrector(lexicon: lexicon, geometry: nil)
        #expect(english.corrections(for: TypedWord("ankshiosly")).candidates.map(\.text).contains("anxiously"))
        #expect(english.corrections(for: TypedWord("seperater")).candidates.map(\.text).contains("separator"))
        #expect(english.corrections(for: TypedWord("sikology")).candidates.map(\.text).contains("psychology"))
        // Known words are never replaced by a sound-alike.
        #expect(english.corrections(for: TypedWord("fiscal")).autocorrection == nil)
        #expect(lexicon.soundAlikes("FSKL").contains { $0.word == "physical" })
        #expect(try #require(try LexiconStore.bundled.lexicon(for: "de")).soundAlikes("FSKL").isEmpty)
    }
}
