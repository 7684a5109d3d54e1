import Autocorrection
import Typing
import BuiltInInputMethods
import Emoji
import EmojiKeyboard
import InputMethodCore
import KeyboardModel
@testable import KeyboardSession
import Testing
import TextEditing
import TextInputTraits
import TextInteraction
import UserData

/// Transcripts of the emoji keyboard in a session: pages, categories, scrolling, recents, skin
/// tones, search, backspace over sequences, fields that forbid learning.
@Suite("Emoji keyboard in a session")
struct EmojiKeyboardTests {
    /// Storage shared by every session of a test (as an app keeps one per user).
    final class Shelf {
        var stores: [InputMethodID: MemoryStorage] = [:]
        func storage(_ id: InputMethodID) -> MemoryStorage {
            if let store = stores[id] { return store }
            let store = MemoryStorage()
            stores[id] = store
            return store
        }
    }

    func session(_ keyboards: [String] = ["en-US", "emoji"], device: DeviceProfile.ID = "iphone-classic", shelf: Shelf = Shelf(),
                 orientation: Orientation = .portrait) -> KeyboardSession {
        KeyboardSession(catalog: BuiltInInputMethods.catalog, registry: BuiltInInputMethods.registry, keyboards: keyboards, device: device,
                        screen: Size(width: 320, height: 480), orientation: orientation, storage: { shelf.storage($0) })
    }

    func focused(_ session: KeyboardSession, _ configure: (inout TextInputTraits) -> Void = { _ in }) throws -> TextContainer {
        var traits = TextInputTraits()
        configure(&traits)
        let field = TextContainer(kind: .multiLine, traits: traits)
        try session.focus(field, textLayout: GridLayout())
        return field
    }

    /// The emoji the grid shows now, in order.
    func cells(_ session: KeyboardSession) -> [String] {
        session.state.keyboard?.keys.filter { $0.id.rawValue.hasPrefix("emoji:") || $0.id.rawValue.hasPrefix("recent:") }
            .compactMap(\.output) ?? []
    }

    func centre(_ key: ResolvedKey) -> Point { centre(key.frame) }

    func centre(_ frame: Rect) -> Point { Point(x: frame.x + frame.width / 2, y: frame.y + frame.height / 2) }

    @Test("the globe reaches the emoji keyboard; it opens on the smileys (no recents yet) with a pager; ABC goes back")
    func opening() throws {
        let s = session()
        _ = try focused(s)
        s.press("globe")
        let keyboard = try #require(s.state.keyboard)
        #expect(keyboard.layoutID.rawValue == "emoji" && keyboard.pager?.section == "people" && keyboard.pager?.title == "Smileys & People")
        let shown = cells(s)
        #expect(shown.first == "😀" && shown.count == 27, "9 columns × 3 rows on a 320-point phone: \(shown.count)")
        // Cells are laid out a column at a time, inside the grid's frame.
        let keys = keyboard.keys.filter { $0.id.rawValue.hasPrefix("emoji:") }
        let grid = try #require(keyboard.pager?.frame)
        #expect(keys[1].frame.x == keys[0].frame.x && keys[1].frame.y > keys[0].frame.y && keys[3].frame.x > keys[0].frame.x)
        #expect(keys.allSatisfy { $0.frame.x >= grid.x - 1e-9 && $0.frame.maxX <= grid.maxX + 1e-9 && $0.frame.maxY <= grid.maxY + 1e-9 })
        #expect(keyboard.returnKey != nil && keyboard.key("search") != nil)
        s.press("abc")
        #expect(s.state.keyboard?.layoutID.rawValue == "en-US")
    }

    @Test("the return key by the field's traits, in the words of the keyboard the user came from")
    func returnKey() throws {
        let s = session(["de-DE", "emoji"])
        _ = try focused(s) { $0.returnKeyType = .send }
        s.press("globe")
        #expect(s.state.keyboard?.layoutID.rawValue == "emoji" && s.state.returnKey?.label == "Senden")
        let english = session(["en-US", "emoji"])
        _ = try focused(english) { $0.returnKeyType = .send }
        english.press("globe")
        #expect(english.state.returnKey?.label == "send")
    }

    @Test("the search field and the page titles speak the language of the keyboard before; English after English")
    func words() throws {
        for (keyboard, search, title) in [("de-DE", "Emoji suchen", "Smileys & Personen"), ("ja-JP", "絵文字を検索", "スマイリーと人々"),
                                          ("fr-FR", "Rechercher des emoji", "Smileys et personnes"),
                                          ("en-US", "Search Emoji", "Smileys & People")] {
            let s = session([keyboard, "emoji"])
            _ = try focused(s)
            s.press("globe")
            #expect(s.state.keyboard?.key("search")?.label == search, "\(keyboard)")
            #expect(s.state.keyboard?.pager?.title == title, "\(keyboard)")
            s.press("food")
            #expect(s.state.keyboard?.pager?.title == s.state.keyboard?.titles["food"] && s.state.keyboard?.titles["food"] != nil)
            s.press("search")
            #expect(s.state.emojiSearch?.placeholder == search)
        }
    }

    @Test("categories jump to their first page; pages scroll and stop at the ends; a sideways swipe turns the page")
    func pages() throws {
        let s = session(["emoji"])
        _ = try focused(s)
        s.press("food")
        #expect(s.state.keyboard?.pager?.section == "food" && cells(s).first == "🍇")
        let foodPage = try #require(s.state.keyboard?.pager?.page)
        s.scrollEmoji(by: 1)
        #expect(s.state.keyboard?.pager?.page == foodPage + 1 && cells(s).first != "🍇")
        s.scrollEmoji(by: -100)
        #expect(s.state.keyboard?.pager?.page == 0 && s.state.keyboard?.pager?.section == "recents" && cells(s).isEmpty)
        s.scrollEmoji(by: 10_000)
        let pager = try #require(s.state.keyboard?.pager)
        #expect(pager.page == pager.pageCount - 1 && pager.section == "flags" && cells(s).last == "🏴󠁧󠁢󠁷󠁬󠁳󠁿")
        // A swipe to the left on the grid: the next page; to the right: back. It types nothing.
        s.press("people")
        let first = try #require(s.state.keyboard?.keys.first { $0.id.rawValue.hasPrefix("emoji:") })
        s.touchDown(at: centre(first), time: 0)
        s.touchUp(at: Point(x: centre(first).x - 60, y: centre(first).y), time: 0.1)
        #expect(s.state.keyboard?.pager?.page == (s.state.keyboard?.pager?.sections.first { $0.name == "people" }?.firstPage ?? -9) + 1)
        #expect(s.state.text.isEmpty)
    }

    @Test("every fully-qualified emoji of emoji-test.txt is on exactly one page or in exactly one long press (3,655: 1,870 + 1,785)")
    func everyEmojiOnce() throws {
        let data = try EmojiData.bundled()
        let board = EmojiBoard(data: data)
        let s = session(["emoji"])
        _ = try focused(s)
        let keyboard = try #require(s.host.keyboards[.letters])
        _ = board.laidOut(keyboard)
        var seen: [String: Int] = [:]
        for page in board.pageContents {
            for emoji in page.emoji {
                seen[emoji, default: 0] += 1
                let entry = try #require(data.catalog.index(of: emoji))
                for variant in data.catalog.variants(of: entry) { seen[data.catalog.emoji(at: variant), default: 0] += 1 }
            }
        }
        #expect(seen.count == data.catalog.count && data.catalog.count == 3_655 && seen.values.allSatisfy { $0 == 1 })
        #expect(board.pageContents.reduce(0) { $0 + $1.emoji.count } == 1_870)
    }

    @Test("tapping types the emoji; it becomes the first recent, stored; the next opening starts on the recents")
    func recents() throws {
        let shelf = Shelf()
        let s = session(["emoji"], shelf: shelf)
        let field = try focused(s)
        try s.play(KeyScript("🍕😀🍕"))
        #expect(field.text == "🍕😀🍕")
        let stored = try #require(shelf.stores[EmojiTyping.storageID]?.data(forKey: EmojiMemory.storageKey))
        #expect(try EmojiMemory(decoding: stored).recents == ["🍕", "😀"])
        let again = session(["emoji"], shelf: shelf)
        _ = try focused(again)
        #expect(again.state.keyboard?.pager?.section == "recents" && cells(again) == ["🍕", "😀"])
    }

    @Test("a long press on 👍 offers its five skin tones; the choice is remembered (the cell and the next long press open on it)")
    func skinTones() throws {
        let shelf = Shelf()
        let s = session(["emoji"], shelf: shelf)
        let field = try focused(s)
        s.press("people")
        try s.play(KeyScript("👍"))
        let key = try #require(s.state.keyboard?.keys.first { $0.id.rawValue == "emoji:👍" })
        #expect(key.longPress == ["👍", "👍🏻", "👍🏼", "👍🏽", "👍🏾", "👍🏿"] && key.longPressDefault == 0)
        // Held: the alternates show; slide to the medium tone and lift.
        s.touchDown(at: centre(key), time: 10)
        s.advance(to: 11)
        let alternates = try #require(s.state.alternates)
        #expect(alternates.options.count == 6)
        s.touchUp(at: centre(alternates.frames[3]), time: 11.2)
        #expect(field.text == "👍👍🏽")
        let chosen = try #require(s.state.keyboard?.keys.first { $0.id.rawValue == "emoji:👍" })
        #expect(chosen.output == "👍🏽" && chosen.longPressDefault == 3)
        // A tap now types the chosen tone; stored for the next session.
        s.press(chosen.id)
        #expect(field.text == "👍👍🏽👍🏽")
        let memory = try EmojiMemory(decoding: try #require(shelf.stores[EmojiTyping.storageID]?.data(forKey: EmojiMemory.storageKey)))
        #expect(memory.choices == ["👍": "👍🏽"])
        // Two-person tones: the handshake's 25 combinations, in (left, right) order.
        let catalog = try EmojiData.bundled().catalog
        let shake = try #require(catalog.index(of: "🤝"))
        let tones = catalog.variants(of: shake).map { catalog.tones(of: $0) }
        #expect(tones.count == 25 && tones.first == [1] && tones[1] == [1, 2] && tones.last == [5])
    }

    @Test("a field that forbids learning stores nothing and keeps no recents")
    func noLearning() throws {
        let shelf = Shelf()
        let s = session(["emoji"], shelf: shelf)
        let field = try focused(s) { $0.textContentType = .oneTimeCode }
        #expect(!field.traits.isLearningAllowed)
        try s.play(KeyScript("🍕👍🏽"))
        #expect(field.text == "🍕👍🏽")
        #expect(shelf.stores[EmojiTyping.storageID]?.data(forKey: EmojiMemory.storageKey) == nil)
        #expect(s.host.emojiBoard?.memory == EmojiMemory())
        // A secure field is never on the emoji keyboard: it gets the Latin companion.
        let secure = session(["emoji"], shelf: shelf)
        _ = try focused(secure) { $0.isSecureTextEntry = true }
        #expect(secure.state.keyboard?.layoutID.rawValue == "en-US")
    }

    @Test("backspace removes one whole emoji: a ZWJ family, a flag, a keycap, a tag sequence, a toned emoji")
    func backspace() throws {
        let s = session(["emoji"])
        let field = try focused(s)
        try s.play(KeyScript("🍕👨‍👩‍👧‍👦"))
        try s.play(KeyScript("{backspace}"))
        #expect(field.text == "🍕")
        try s.play(KeyScript("🇯🇵#️⃣🏴󠁧󠁢󠁳󠁣󠁴󠁿👍🏿"))
        for expected in ["🍕🇯🇵#️⃣🏴󠁧󠁢󠁳󠁣󠁴󠁿", "🍕🇯🇵#️⃣", "🍕🇯🇵", "🍕", ""] {
            try s.play(KeyScript("{backspace}"))
            #expect(field.text == expected)
        }
    }

    @Test("a correction made on the letters is not reverted by backspace on the emoji keyboard: it deletes a character")
    func correctionThenEmoji() throws {
        let s = session()
        let field = try focused(s)
        try s.play(KeyScript("teh {globe}{backspace}"))
        #expect(field.text == "The")
        try s.play(KeyScript("{abc} teh {backspace}"))
        #expect(field.text == "The teh ", "on the letters the first backspace still reverts: \(field.text)")
    }

    @Test("search: the field takes the keys of the keyboard before; results as typed; a pick types into the text; return ends it")
    func search() throws {
        let s = session()
        let field = try focused(s)
        try s.play(KeyScript("hi{globe}"))
        s.press("search")
        #expect(s.state.keyboard?.layoutID.rawValue == "en-US" && s.state.emojiSearch?.query == "")
        try s.play(KeyScript("piz"))
        #expect(s.state.emojiSearch?.query == "piz" && s.state.emojiSearch?.results.first?.emoji == "🍕")
        #expect(field.text == "Hi", "the keys typed into the search, not the text")
        s.selectEmojiResult(0)
        #expect(field.text == "Hi🍕")
        try s.play(KeyScript("{backspace}{backspace}{backspace}"))
        #expect(s.state.emojiSearch?.query == "" && field.text == "Hi🍕")
        try s.play(KeyScript("{return}"))
        #expect(s.state.emojiSearch == nil && s.state.keyboard?.layoutID.rawValue == "emoji")
        // Back on the emoji keyboard, the pick is a recent.
        #expect(s.state.keyboard?.pager?.section == "recents" && cells(s) == ["🍕"])
        try s.play(KeyScript("😀"))
        #expect(field.text == "Hi🍕😀")
    }

    @Test("a search ends when its field loses focus or the keyboard changes; a result goes only into its own field")
    func searchEnds() throws {
        let s = session(["ko-KR", "emoji"])
        let f1 = try focused(s)
        s.press("globe")
        s.press("search")
        try s.play(KeyScript("ㅍㅣㅈㅏ"))
        #expect(s.state.emojiSearch?.query == "피자" && s.state.emojiSearch?.results.first?.emoji == "🍕")
        s.selectEmojiResult(0)
        #expect(f1.text == "🍕")
        let f5 = try focused(s)
        #expect(s.state.emojiSearch == nil, "focus moved: the search ended")
        #expect(s.state.keyboard?.layoutID.rawValue == "emoji")
        s.selectEmojiResult(0)
        #expect(f1.text == "🍕" && f5.text.isEmpty, "no search: a pick types nothing")
        // A search ended by a keyboard change: the globe on the search's letters.
        s.press("search")
        #expect(s.state.emojiSearch != nil)
        s.press("globe")
        #expect(s.state.emojiSearch == nil && s.state.keyboard?.layoutID.rawValue == "emoji")
        s.press("abc")
        try s.play(KeyScript("ㅎㅏ"))
        #expect(f5.text == "하" && f1.text == "🍕", "the keys type into the focused field")
        // Return ends a search; the search key starts the next one.
        s.press("globe")
        s.press("search")
        try s.play(KeyScript("{return}"))
        #expect(s.state.emojiSearch == nil)
        s.press("search")
        #expect(s.state.emojiSearch != nil && s.state.keyboard?.layoutID.rawValue == "ko-KR")
        try s.play(KeyScript("ㅍㅣㅈㅏ"))
        s.selectEmojiResult(0)
        #expect(f5.text == "하🍕" && f1.text == "🍕")
    }

    @Test("after a search, backspace on the emoji keyboard deletes a character: it never reverts a correction made before")
    func searchThenBackspace() throws {
        let s = session()
        let field = try focused(s)
        try s.play(KeyScript("teh {globe}"))
        #expect(field.text == "The ")
        s.press("search")
        try s.play(KeyScript("{return}"))
        #expect(s.state.keyboard?.layoutID.rawValue == "emoji")
        s.press("backspace")
        #expect(field.text == "The", "one character, not the correction reverted: '\(field.text)'")
    }

    @Test("while the search has the keys, the space bar's trackpad does not move the text's caret (found by the emoji fuzz target)")
    func searchSpaceBar() throws {
        let s = session(device: "ipad")
        let field = try focused(s)
        try s.play(KeyScript("hi{globe}"))
        s.press("search")
        let space = try #require(s.state.keyboard?.keys.first { $0.action == .space })
        let centre = centre(space)
        s.touchDown(at: centre, time: 10)
        s.advance(to: 10.6)
        for step in 1...20 { s.touchMove(to: Point(x: centre.x - Double(step) * 2, y: centre.y), time: 10.6 + Double(step) * 0.05) }
        s.touchUp(at: Point(x: centre.x - 40, y: centre.y), time: 11.7)
        #expect(field.selectedRange == 2..<2, "the text's caret stays: \(field.selectedRange)")
        try s.play(KeyScript("{return}"))
        try s.play(KeyScript("😀"))
        #expect(field.text == "Hi😀")
    }

    @Test("from a handwriting pad, the search takes the user's last keyboard that types by keys")
    func searchFromHandwriting() throws {
        let s = session(["en-US", "zh-Hans-handwriting", "emoji"])
        _ = try focused(s)
        s.press("globe")
        #expect(s.state.keyboard?.layoutID.rawValue == "zh-Hans-handwriting")
        s.press("globe")
        s.press("search")
        #expect(s.state.emojiSearch != nil && s.state.keyboard?.layoutID.rawValue == "en-US")
        try s.play(KeyScript("piz"))
        #expect(s.state.emojiSearch?.results.first?.emoji == "🍕")
    }

    @Test("search in Korean composes through the Hangul method: 하트 finds ♥️")
    func koreanSearch() throws {
        let s = session(["ko-KR", "emoji"])
        _ = try focused(s)
        s.press("globe")
        s.press("search")
        #expect(s.state.keyboard?.layoutID.rawValue == "ko-KR")
        try s.play(KeyScript("ㅎㅏㅌㅡ"))
        #expect(s.state.emojiSearch?.query == "하트" && s.state.emojiSearch?.results.first?.emoji == "♥️")
    }

    @Test("the suggestion bar offers 🍕 after 'pizza' and replaces the word; not with predictive text off; not in a secure field")
    func suggestionBar() throws {
        let s = session(["en-US"])
        let field = try focused(s)
        try s.play(KeyScript("I love pizza"))
        #expect(s.state.suggestions.last == Suggestion("🍕", kind: .emoji))
        let index = try #require(s.state.suggestions.firstIndex { $0.kind == .emoji })
        s.selectSuggestion(index)
        #expect(field.text == "I love 🍕 ")
        let off = session(["en-US"])
        off.settings.predictiveText = false
        _ = try focused(off)
        try off.play(KeyScript("pizza"))
        #expect(!off.state.suggestions.contains { $0.kind == .emoji })
        let secure = session(["en-US"])
        _ = try focused(secure) { $0.isSecureTextEntry = true }
        try secure.play(KeyScript("pizza"))
        #expect(secure.state.suggestions.isEmpty)
    }

    @Test("emoji newer than the front end can draw leave the grid and the search")
    func versions() throws {
        let s = session(["emoji"])
        _ = try focused(s)
        let all = try #require(s.state.keyboard?.pager?.pageCount)
        s.newestEmoji = EmojiVersion("12.0")
        let fewer = try #require(s.state.keyboard?.pager?.pageCount)
        #expect(fewer < all)
        #expect(!s.type("🫠"), "melting face is Emoji 14.0")
        #expect(s.type("😀"))
    }

    @Test("damaged stored memory is said and set aside; the keyboard works")
    func damagedMemory() throws {
        let shelf = Shelf()
        try shelf.storage(EmojiTyping.storageID).setData(Array("softkbd-emoji 1\nr\t🍕\nend 9 0\n".utf8), forKey: EmojiMemory.storageKey)
        let s = session(["emoji"], shelf: shelf)
        let field = try focused(s)
        #expect(s.state.problem?.description.contains("'emoji' were damaged") == true)
        let store = shelf.storage(EmojiTyping.storageID)
        #expect(store.data(forKey: "emoji.damaged") != nil && store.data(forKey: EmojiMemory.storageKey) == nil, "set aside")
        try s.play(KeyScript("😀"))
        #expect(field.text == "😀")
        #expect(try EmojiMemory(decoding: try #require(store.data(forKey: EmojiMemory.storageKey))).recents == ["😀"])
    }
}
