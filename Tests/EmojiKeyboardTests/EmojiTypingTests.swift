import BuiltInInputMethods
import EmojiKeyboard
import KeyboardModel
import Testing
import Typing
import UserData

@Suite("EmojiTyping")
struct EmojiTypingTests {
    static func emojiKeyboard() throws -> ResolvedKeyboard {
        try BuiltInInputMethods.catalog.resolve(KeyboardRequest(layout: "emoji", device: "iphone-classic"))
    }

    @Test("a board only for a keyboard with an emoji grid; what is picked is stored, unless learning is forbidden")
    func boardAndMemory() throws {
        let storage = MemoryStorage()
        let typing = EmojiTyping(storage: storage)
        typing.prepare(for: try BuiltInInputMethods.catalog.resolve(KeyboardRequest(layout: "en-US", device: "iphone-classic")))
        #expect(typing.board == nil)
        typing.prepare(for: try Self.emojiKeyboard())
        #expect(typing.board != nil)
        typing.remember("🍕", fromPopup: false, learningAllowed: false)
        #expect(storage.data(forKey: EmojiMemory.storageKey) == nil && typing.board?.memory.recents.isEmpty == true)
        typing.remember("🍕", fromPopup: false, learningAllowed: true)
        let stored = try #require(storage.data(forKey: EmojiMemory.storageKey))
        #expect(try EmojiMemory(decoding: stored).recents == ["🍕"])
        #expect(typing.takeProblems().isEmpty)
    }

    @Test("damaged memory is set aside and said once; the board starts afresh")
    func damagedMemory() throws {
        let storage = MemoryStorage()
        try storage.setData(Array("not emoji memory".utf8), forKey: EmojiMemory.storageKey)
        let typing = EmojiTyping(storage: storage)
        typing.prepare(for: try Self.emojiKeyboard())
        #expect(typing.board?.memory.recents.isEmpty == true)
        let problems = typing.takeProblems()
        #expect(problems.count == 1 && typing.takeProblems().isEmpty)
        #expect(storage.data(forKey: EmojiMemory.storageKey + ".damaged") == Array("not emoji memory".utf8))
    }

    @Test("the bar's word names an emoji: appended to a short bar, in place of the last other entry of a full one")
    func suggestion() {
        let typing = EmojiTyping(storage: MemoryStorage())
        var short = SuggestionBar([Suggestion("pizza", kind: .typed)], word: "pizza", locale: "en-US")
        typing.addSuggestion(to: &short)
        #expect(short.suggestions.map(\.text) == ["pizza", "🍕"] && short.suggestions.last?.kind == .emoji)
        var full = SuggestionBar([Suggestion("pizza", kind: .typed), Suggestion("pizzas", kind: .completion),
                                  Suggestion("pizzeria", kind: .completion)], word: "pizza", locale: "en-US")
        typing.addSuggestion(to: &full)
        #expect(full.suggestions.map(\.text) == ["pizza", "pizzas", "🍕"])
        var none = SuggestionBar([Suggestion("zorbly", kind: .typed)], word: "zorbly", locale: "en-US")
        typing.addSuggestion(to: &none)
        #expect(none.suggestions.count == 1)
        var unknown = SuggestionBar([], word: "pizza", locale: "xx-unknown")
        typing.addSuggestion(to: &unknown)
        #expect(unknown.suggestions.isEmpty)
    }
}
