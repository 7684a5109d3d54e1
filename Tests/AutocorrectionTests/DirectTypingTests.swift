import Autocorrection
import BuiltInInputMethods
import InputMethodCore
import KeyboardModel
import Testing
import TextInputTraits
import Typing
import UserData

/// Direct typing as a transcript: a string stands for the field, the component's edits are
/// applied to it, and every event is followed by a refresh, as the session does.
@Suite struct DirectTypingTests {
    /// A field of plain text with the caret at its end; `refuses` turns replacements down, as a
    /// delegate may.
    final class Field {
        var text = ""
        var refuses = false
        var traits = TextInputTraits()
        let typing = DirectTyping()
        let storage = MemoryStorage()
        let keyboard: ResolvedKeyboard
        var bar: SuggestionBar?

        init(layout: String = "en-US") throws {
            keyboard = try BuiltInInputMethods.catalog.resolve(KeyboardRequest(layout: layout, device: "iphone-classic"))
            typing.activate(storage: storage)
        }

        var context: TypingContext {
            TypingContext(textBefore: text, isSecure: traits.isSecureTextEntry, traits: traits,
                          settings: KeyboardSettings(enabledKeyboards: ["en-US"]), keyboard: keyboard)
        }

        func send(_ event: TypingEvent) {
            for edit in typing.handle(event, in: context).edits {
                switch edit {
                case .insert(let inserted): text += inserted
                case .replace(let old, let new):
                    guard !refuses, text.hasSuffix(old) else { continue }
                    text = String(text.dropLast(old.count)) + new
                case .deleteBackward: if !text.isEmpty { text.removeLast() }
                case .retype, .mark, .keepComposition: Issue.record("direct typing composes nothing: \(edit)")
                }
            }
            bar = typing.handle(.refresh, in: context).bar
        }

        func type(_ keys: String) {
            for character in keys {
                switch character {
                case " ": send(.input(.space))
                case "⌫": send(.input(.backspace))
                default: send(.input(.key(KeyInput(output: String(character)))))
                }
            }
        }
    }

    @Test("space commits the correction; the first backspace brings the word back as typed")
    func correctsAndReverts() throws {
        let field = try Field()
        field.type("teh")
        #expect(field.bar?.suggestions.first { $0.isAutocorrection }?.text == "the")
        #expect(field.bar?.word == "teh")
        field.type(" ")
        #expect(field.text == "the ")
        field.type("⌫")
        #expect(field.text == "teh ")
        // Reverted in that place, the word is not corrected there again.
        field.type("⌫ ")
        #expect(field.text == "teh ")
    }

    @Test("a replacement the field refuses leaves the word, and backspace then deletes one character")
    func refusedCorrection() throws {
        let field = try Field()
        field.refuses = true
        field.type("teh ")
        #expect(field.text == "teh ")
        field.type("⌫")
        #expect(field.text == "teh")
    }

    @Test("a pick replaces the word and adds a space; the word as typed, picked, is learned")
    func picks() throws {
        let field = try Field()
        field.type("zorbly")
        let typed = try #require(field.bar?.suggestions.first { $0.kind == .typed })
        field.send(.select(typed))
        #expect(field.text == "zorbly ")
        let stored = try #require(field.storage.data(forKey: "words.en"))
        #expect(try UserWords(decoding: stored).isKnown("zorbly"))
    }

    @Test("secure text gets no bar, no correction and no learning")
    func secure() throws {
        let field = try Field()
        field.traits.isSecureTextEntry = true
        field.type("teh ")
        #expect(field.text == "teh " && field.bar == nil)
        #expect(field.storage.data(forKey: "words.en") == nil)
    }

    @Test("the context's window: text before an offset, cut at character boundaries")
    func contextWindow() {
        let context = TypingContext(textBefore: "ab👍🏽cd")
        #expect(context.caret == 8)
        #expect(context.text(before: 2) == "cd")
        #expect(context.text(before: 5) == "cd")
        #expect(context.text(before: 6) == "👍🏽cd")
        #expect(context.text(before: 6, limit: 4) == "👍🏽")
        #expect(context.text(before: 6, limit: 3) == "")
        #expect(context.applying(.replace(before: "cd", with: "x")).textBefore == "ab👍🏽x")
        #expect(context.applying(.replace(before: "zz", with: "x")).textBefore == "ab👍🏽cd")
    }
}
