import Testing
import Foundation
import KeyboardModel
import BuiltInInputMethods
@testable import Autocorrection

@Suite("Autocorrector")
struct AutocorrectorTests {
    static func keyboard(_ layout: String) throws -> ResolvedKeyboard {
        try BuiltInInputMethods.catalog.resolve(KeyboardRequest(layout: layout, device: "iphone-classic"))
    }

    static func corrector(_ language: String, layout: String? = nil) throws -> Autocorrector {
        let lexicon = try #require(try LexiconStore.bundled.lexicon(for: language))
        return Autocorrector(lexicon: lexicon, keyboard: try keyboard(layout ?? language))
    }

    /// What space would commit for each typed word.
    static func committed(_ words: [String], _ corrector: Autocorrector) -> [String] {
        words.map { word in
            let result = corrector.corrections(for: TypedWord(word))
            return result.autocorrection?.text ?? word
        }
    }

    @Test("English: the talk's rhe, casing kept, apostrophes, run-together words")
    func english() throws {
        let english = try Self.corrector("en", layout: "en-US")
        #expect(Self.committed(["rhe", "Teh", "TEH", "teh", "dont", "Dont", "im", "recieve", "thier", "becuase", "thisis"], english)
                == ["the", "The", "THE", "the", "don't", "Don't", "I'm", "receive", "their", "because", "this is"])
    }

    @Test("a rarer word one slip away beats a frequent one two slips away; a typo is not split off a one-letter word")
    func frequencyWeighed() throws {
        let english = try Self.corrector("en", layout: "en-US")
        // At full frequency: abbreviated, access, private, actors, accessory, a for.
        #expect(Self.committed(["abbrevates", "acceps", "aggrivate", "achors", "acccessor", "afor"], english)
                == ["abbreviates", "accepts", "aggravate", "anchors", "accessor", "for"])
        #expect(ChannelCosts().prior(level: 8) < log(10.0))
    }

    @Test("a word longer than any correction could use is kept as typed, in linear time; run-together words still split")
    func longWords() throws {
        let english = try Self.corrector("en")
        for length in [Autocorrector.maximumTypedLength + 1, 2_000, 100_000] {
            let word = String(repeating: "e", count: length)
            let result = english.corrections(for: TypedWord(word))
            #expect(result.autocorrection == nil && result.candidates.map(\.text) == [word])
        }
        #expect(english.corrections(for: TypedWord("thisis")).autocorrection?.text == "this is")
    }

    @Test("correct words are left alone, and proper nouns capitalised")
    func knownWords() throws {
        let english = try Self.corrector("en", layout: "en-US")
        #expect(Self.committed(["the", "form", "from", "cafe", "lol", "iPhone", "THE"], english) == ["the", "form", "from", "cafe", "lol",
                                                                                                     "iPhone", "THE"])
        #expect(Self.committed(["paris", "nasa", "i"], english) == ["Paris", "NASA", "I"])
        // The typed word is among the candidates even when a correction is first.
        let result = english.corrections(for: "rhe", limit: 3)
        #expect(result.candidates.map(\.text).prefix(2) == ["the", "rhe"])
        #expect(result.candidates.first?.origin == .lexicon)
        #expect(result.candidates.count <= 3)
        #expect(english.corrections(for: "rhe", limit: 1).candidates.map(\.text) == ["the"])
        #expect(result.isKnownWord == false)
        #expect(english.corrections(for: "the").isKnownWord)
    }

    @Test("the most frequent accepted words are never changed")
    func frequentWordsKept() throws {
        let english = try Self.corrector("en", layout: "en-US")
        let frequent = english.lexicon.allWords().filter { $0.entry.kind == .accepted }
            .sorted { $0.entry.level < $1.entry.level }.prefix(1000).map(\.word)
        let changed = frequent.filter { english.corrections(for: TypedWord($0), limit: 1).autocorrection != nil }
        #expect(changed.isEmpty, "changed: \(changed.prefix(10))")
    }

    @Test("accents typed without their long press, German nouns, Turkish dotted i")
    func otherLanguages() throws {
        let french = try Self.corrector("fr", layout: "fr-FR")
        #expect(Self.committed(["cafe", "tres", "Etait", "facade"], french) == ["café", "très", "Était", "façade"])
        let german = try Self.corrector("de")
        #expect(Self.committed(["haus", "strasse", "Strasse", "uber"], german) == ["Haus", "Straße", "Straße", "über"])
        let turkish = try Self.corrector("tr")
        #expect(Self.committed(["istanbul", "ISTANBUL"], turkish) == ["İstanbul", "İSTANBUL"])
        let spanish = try Self.corrector("es")
        #expect(Self.committed(["manana", "cancion"], spanish) == ["mañana", "canción"])
    }

    @Test("non-Latin scripts: Russian, Greek, Arabic, Hebrew")
    func otherScripts() throws {
        #expect(Self.committed(["приввет"], try Self.corrector("ru", layout: "ru")) == ["привет"])
        #expect(Self.committed(["ευχαριστω"], try Self.corrector("el")) == ["ευχαριστώ"])
        #expect(Self.committed(["شكرن"], try Self.corrector("ar")) == ["شكرا"])
        #expect(Self.committed(["שלוום", "בבקשע"], try Self.corrector("he")) == ["שלום", "בבקשה"])
    }

    @Test("scripts whose vowel signs join the letter before: each code point is a key, not each cluster")
    func vowelSigns() throws {
        // गि is one grapheme cluster of two keys (ग, ि): the slip is ग for क.
        let hindi = try Self.corrector("hi")
        // ो is next to े on the keyboard: कियो is किये.
        #expect(Self.committed(["गिया", "कियो"], hindi) == ["किया", "किये"])
        #expect(hindi.corrections(for: "गिया").candidates.first?.text == "किया")
        // A touch typing a whole cluster (a key that types two code points) is read the same way.
        #expect(hindi.corrections(for: TypedWord([.init("गि"), .init("य"), .init("ा")])).autocorrection?.text == "किया")
    }

    @Test("where the finger landed counts: a touch between two keys")
    func touchPoints() throws {
        let english = try Self.corrector("en", layout: "en-US")
        let keyboard = try Self.keyboard("en-US")
        func centre(_ letter: String) throws -> Point {
            let key = try #require(keyboard.keys.first { $0.output == letter })
            return Point(x: key.frame.x + key.frame.width / 2, y: key.frame.y + key.frame.height / 2)
        }
        let r = try centre("r"), t = try centre("t")
        // `r` typed at its centre, and `r` typed at its right edge, next to `t`.
        let atCentre = english.corrections(for: TypedWord([.init("r", at: r), .init("h"), .init("e")]))
        let nearT = english.corrections(for: TypedWord([.init("r", at: Point(x: (r.x + t.x) / 2 - 1, y: r.y)), .init("h"), .init("e")]))
        let theAtCentre = try #require(atCentre.candidates.first { $0.text == "the" })
        let theNearT = try #require(nearT.candidates.first { $0.text == "the" })
        #expect(theNearT.cost < theAtCentre.cost - 1)
        // Without geometry every substitution costs the same.
        let flat = Autocorrector(lexicon: english.lexicon, geometry: nil)
        #expect(flat.corrections(for: "rhe").autocorrection?.text == "the")
    }

    @Test("a letter typed for the space bar splits the word")
    func mistypedSpace() throws {
        let english = try Self.corrector("en", layout: "en-US")
        #expect(Self.committed(["thisbis", "ofnthe"], english) == ["this is", "of the"])
    }

    @Test("edges: empty, long, unknown letters, digits")
    func edges() throws {
        let english = try Self.corrector("en", layout: "en-US")
        #expect(english.corrections(for: "").autocorrection == nil)
        #expect(english.corrections(for: "").candidates.map(\.text) == [""])
        let long = String(repeating: "abcdefghij", count: 10)
        #expect(english.corrections(for: TypedWord(long)).autocorrection == nil)
        #expect(english.corrections(for: "日本語").autocorrection == nil)
        #expect(english.corrections(for: "1234").autocorrection == nil)
        #expect(english.corrections(for: "x").autocorrection == nil)
    }
}
