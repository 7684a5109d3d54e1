import Autocorrection
import KeyboardModel
@testable import KeyboardSession
import Testing
import Typing
import Foundation

/// Transcripts of typing two languages on one keyboard (KeyboardSettings.languages).
@Suite("InputHost: multilingual typing")
struct InputHostLanguagesTests {
    typealias Transcript = InputHostAutocorrectionTests.Transcript

    @Test("French typed on the English keyboard is left alone when French is enabled, and corrected as French")
    func french() throws {
        let alone = try Transcript()
        alone.type("je suis content ")
        #expect(alone.text == "He suits content ")
        let both = try Transcript(settings: { $0.languages = ["en", "fr-FR"] })
        both.type("je suis content ")
        #expect(both.text == "Je suis content ")
        both.type("et je suis contnet ")
        #expect(both.text == "Je suis content et je suis content ")
        both.type("j’ai ")
        #expect(both.text.hasSuffix(" j’ai "))
    }

    @Test("the next words follow the language of the sentence; English stays English")
    func nextWords() throws {
        let t = try Transcript(settings: { $0.languages = ["en", "fr"] })
        t.type("je suis ")
        let french = t.session.state.suggestions.map(\.text)
        t.type("là. I think teh ")
        #expect(t.text == "Je suis là. I think the ")
        let english = t.session.state.suggestions.map(\.text)
        #expect(!french.isEmpty && !english.isEmpty && Set(french).isDisjoint(with: english))
    }

    @Test("where the sentence could be either language, the bar holds words of both")
    func wordsOfBoth() throws {
        let t = try Transcript(settings: { $0.languages = ["en", "fr"] })
        t.type("chef ")
        let next = t.session.state.suggestions.filter { $0.kind == .nextWord }.map(\.text)
        #expect(next.contains("de") && next.contains("and"), "\(next)")
        let completing = try Transcript(settings: { $0.languages = ["en", "fr"] })
        completing.type("ce")
        #expect(completing.bar.contains("Cette") && completing.bar.contains("Certainly"), "\(completing.bar)")
        // English alone offers no French word there.
        let english = try Transcript()
        english.type("chef ")
        #expect(!english.session.state.suggestions.map(\.text).contains("de"))
    }

    @Test("a language of another script, or without a word list, changes nothing on a Latin keyboard")
    func otherScripts() throws {
        let t = try Transcript(settings: { $0.languages = ["ru", "ja", "xx"] })
        t.type("teh ")
        #expect(t.text == "The ")
    }

    @Test("the languages are kept with the settings")
    func codable() throws {
        var settings = KeyboardSettings(enabledKeyboards: ["en-US"])
        settings.languages = ["en", "fr"]
        let data = try JSONEncoder().encode(settings)
        #expect(try JSONDecoder().decode(KeyboardSettings.self, from: data).languages == ["en", "fr"])
        let old = Data(#"{"enabledKeyboards":["en-US"]}"#.utf8)
        #expect(try JSONDecoder().decode(KeyboardSettings.self, from: old).languages.isEmpty)
    }
}
