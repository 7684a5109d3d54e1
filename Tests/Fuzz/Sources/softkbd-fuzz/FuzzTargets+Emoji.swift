import BuiltInInputMethods
import Emoji
import EmojiKeyboard
import InputMethodCore
import KeyboardModel
import KeyboardSession
import TextEditing
import TextInputTraits
import TextInteraction
import UserData

extension FuzzTargets {
    /// Emoji search and the emoji keyboard's keys. An even first byte: the rest is a query (any
    /// bytes, as UTF-8) searched in one of ten languages: at most the limit, no emoji twice, the
    /// same answer twice, a query over the limit refused. An odd one: the rest is touches and
    /// keys on the emoji keyboard in a session (taps anywhere, categories, pages, long presses
    /// held and slid, the search field and its keys, results, backspace, the globe, fields that
    /// forbid learning, the Emoji version): the selection stays in the text, backspace removes
    /// whole characters, the page is one the pager has, nothing is stored where learning is
    /// forbidden.
    static func emoji(_ bytes: [UInt8]) {
        var reader = ByteReader(bytes)
        guard let data = try? EmojiData.bundled() else { preconditionFailure("the emoji data cannot be read") }
        if reader.byte() % 2 == 0 {
            let tags = ["en", "de", "fr", "es-MX", "ru", "ja", "zh-TW", "ko", "ar", "xx"]
            guard let language = try? data.language(tags[Int(reader.byte()) % tags.count]) else { return }
            let limit = Int(reader.byte() % 40)
            let query = String(decoding: Array(reader.bytes), as: UTF8.self)
            let result = language.search(query, limit: limit, recents: [Int(reader.byte())], newest: EmojiVersion(tenths: 120 + limit))
            precondition(result.matches.count <= limit && Set(result.matches.map(\.emoji)).count == result.matches.count)
            precondition(result.matches.allSatisfy { data.catalog.index(of: $0.emoji) == $0.entry })
            if query.unicodeScalars.count > EmojiLanguage.longestQuery { precondition(result.matches.isEmpty && result.problem != nil) }
            precondition(language.search(query, limit: limit, recents: [Int(reader.byte())], newest: EmojiVersion(tenths: 120 + limit))
                         .matches.count == result.matches.count, "a search answered twice differently")
            return
        }
        let storage = MemoryStorage()
        let session = KeyboardSession(catalog: BuiltInInputMethods.catalog, registry: BuiltInInputMethods.registry,
                                      keyboards: ["en-US", "emoji"],
                                      device: ["iphone-classic", "ipad"][Int(reader.byte()) % 2], screen: Size(width: 320, height: 480),
                                      storage: { _ in storage })
        var traits = TextInputTraits()
        if reader.byte() % 4 == 0 { traits.textContentType = .oneTimeCode }
        let field = TextContainer(kind: .multiLine, traits: traits)
        guard (try? session.focus(field, textLayout: MonospaceLayout(columns: 40))) != nil else { return }
        session.showLayout("emoji")
        var time = 0.0
        while !reader.isEmpty {
            time += 0.05
            let before = field.text
            // What follows the caret (the space bar's trackpad may have moved it off the end).
            let after = String(decoding: before.utf16.dropFirst(min(field.selectedRange.upperBound, before.utf16.count)), as: UTF16.self)
            let onEmoji = session.state.keyboard?.pager != nil && session.state.emojiSearch == nil
            var deleted = false
            let code = reader.byte()
            switch code % 16 {
            case 0, 1, 2:
                let point = Point(x: reader.coordinate(), y: reader.coordinate())
                deleted = session.state.keyboard?.key(at: point)?.action == .backspace
                session.tap(at: point, time: time)
            case 3: session.press(Key.ID(rawValue: KeyAction.emojiCategories[Int(reader.byte()) % 9]), time: time)
            case 4: session.scrollEmoji(by: Int(Int8(bitPattern: reader.byte())))
            case 5:
                // Held on a key, slid, lifted.
                let keys = session.state.keyboard?.keys ?? []
                guard !keys.isEmpty else { break }
                let key = keys[Int(reader.byte()) % keys.count]
                let centre = Point(x: key.frame.x + key.frame.width / 2, y: key.frame.y + key.frame.height / 2)
                session.touchDown(at: centre, time: time)
                time += 0.6
                session.advance(to: time)
                session.touchMove(to: Point(x: centre.x + Double(Int8(bitPattern: reader.byte())), y: centre.y - 40), time: time)
                // (Backspace held repeats: it may take several.)
                session.touchUp(at: Point(x: centre.x + Double(Int8(bitPattern: reader.byte())), y: centre.y - 40), time: time)
            case 6: session.press("search", time: time)
            case 7: _ = session.type(Character(UnicodeScalar(0x61 + reader.byte() % 26)), time: time)
            case 8: session.selectEmojiResult(Int(reader.byte() % 40))
            case 9: session.endEmojiSearch()
            case 10:
                deleted = true
                session.press("backspace", time: time)
            case 11: session.press("globe", time: time)
            case 12: session.press("abc", time: time)
            case 13: session.newestEmoji = reader.byte() % 3 == 0 ? nil : EmojiVersion(tenths: Int(reader.byte() % 160))
            case 14:
                let entry = Int(reader.uint32() % UInt32(data.catalog.count))
                _ = session.type(Character(data.catalog.emoji(at: entry)), time: time)
            default: session.press("return", time: time)
            }
            let text = field.text
            precondition(field.selectedRange.upperBound <= text.utf16.count, "selection outside the text")
            if deleted, onEmoji, text != before {
                precondition(before.count - text.count == 1 && text.hasSuffix(after),
                             "backspace on the emoji keyboard removed more than one character: '\(before)' → '\(text)'")
            }
            if let pager = session.state.keyboard?.pager { precondition(pager.page >= 0 && pager.page < pager.pageCount) }
            if !traits.isLearningAllowed {
                precondition(storage.entries.isEmpty, "stored where learning is forbidden: \(storage.entries.keys.sorted())")
            }
        }
    }
}
