import EmojiKeyboard
import Testing
import Typing
import UserData

@Suite("EmojiSearch")
struct EmojiSearchTests {
    @Test("the field's query finds emoji; a pick is an edit for the text and becomes a recent; keys are not the search's")
    func searching() throws {
        let typing = EmojiTyping(storage: MemoryStorage())
        typing.prepare(for: try EmojiTypingTests.emojiKeyboard())
        let search = EmojiSearch(emoji: typing, emojiLayout: "emoji", placeholder: "Search Emoji", language: "en")
        #expect(!search.field.traits.isLearningAllowed && search.field.traits.returnKeyType == .done)
        search.field.insertText("piz")
        #expect(search.state?.query == "piz" && search.state?.results.first?.emoji == "🍕")
        let bar = search.handle(.refresh, in: TypingContext()).bar
        #expect(bar?.suggestions.first == Suggestion("🍕", kind: .emoji) && bar?.word == "piz")
        let pick = search.handle(.select(Suggestion("🍕", kind: .emoji)), in: TypingContext(textBefore: "Hi"))
        #expect(pick.edits == [.insert("🍕")] && typing.board?.memory.recents == ["🍕"])
        #expect(search.handle(.input(.backspace), in: TypingContext()) == .none)
    }
}
