import BuiltInInputMethods
import InputMethodCore
import KeyboardModel
@testable import KeyboardSession
import LayoutFile
import Testing
import TextEditing
import TextInputTraits
import TextInteraction

/// Touches on the text itself: the caret, the edit menu, Replace, and how a composition ends.
extension KeyboardSessionTests {
    @Test("a tap in the text moves the caret to a word edge and commits a composition")
    func textTap() throws {
        let s = session(["zh-Hans"])
        let f = field(text: "hello world", kind: .multiLine)
        try s.focus(f, textLayout: GridLayout(advance: 10, lineHeight: 20))
        // Inside "world", nearer its start: the caret goes to the word's start.
        s.handleText(.down(time: 0, point: Point(x: 72, y: 5), tapCount: 1))
        s.handleText(.up(time: 0.1, point: Point(x: 72, y: 5), tapCount: 1))
        #expect(s.state.selection == 6..<6)
        try tap(["n", "i"], in: s, from: 1)
        #expect(s.state.markedText != nil)
        s.handleText(.down(time: 3, point: Point(x: 5, y: 5), tapCount: 1))
        s.handleText(.up(time: 3.1, point: Point(x: 5, y: 5), tapCount: 1))
        #expect(s.state.markedText == nil)
        #expect(s.state.text.hasPrefix("hello ") && s.state.text.hasSuffix("world") && s.state.text.count > 11)
        #expect(s.state.selection == 0..<0)
    }

    @Test("a tap where the caret was before typing places the caret there, without the menu")
    func tapAfterTyping() throws {
        let s = session(["en-US"])
        let f = field({ $0.autocorrectionType = .no; $0.autocapitalizationType = .none }, text: "", kind: .multiLine)
        try s.focus(f, textLayout: GridLayout(advance: 10, lineHeight: 20))
        try tap(["a", "b", "c", "space", "d", "e", "f"], in: s)
        #expect(s.state.text == "abc def" && s.state.selection == 7..<7)
        // The gestures saw the caret at 0 before typing: a tap there is not "a second tap on the caret".
        s.handleText(.down(time: 5, point: Point(x: 1, y: 5), tapCount: 1))
        s.handleText(.up(time: 5.1, point: Point(x: 1, y: 5), tapCount: 1))
        #expect(s.state.selection == 0..<0 && s.state.menu == nil)
        // A second tap on that caret opens the menu; typing closes it.
        s.handleText(.down(time: 6, point: Point(x: 1, y: 5), tapCount: 1))
        s.handleText(.up(time: 6.1, point: Point(x: 1, y: 5), tapCount: 1))
        #expect(s.state.menu == [.select, .selectAll])
        try tap(["x"], in: s, from: 7)
        #expect(s.state.text == "xabc def" && s.state.menu == nil)
        #expect(s.textInteraction?.isMenuVisible == false && s.textInteraction?.selection == 1..<1)
    }

    @Test("the edit menu: double tap selects a word; Copy, Cut and Paste go through the pasteboard")
    func editMenu() throws {
        let s = session(["en-US"])
        let f = field(text: "hello big world", kind: .multiLine)
        try s.focus(f, textLayout: GridLayout(advance: 10, lineHeight: 20))
        #expect(!s.perform(.copy, time: 0))   // no menu shows
        s.handleText(.down(time: 0, point: Point(x: 75, y: 5), tapCount: 1))
        s.handleText(.up(time: 0.05, point: Point(x: 75, y: 5), tapCount: 1))
        s.handleText(.down(time: 0.15, point: Point(x: 75, y: 5), tapCount: 2))
        s.handleText(.up(time: 0.2, point: Point(x: 75, y: 5), tapCount: 2))
        #expect(s.state.selection == 6..<9 && s.state.menu == [.cut, .copy, .paste, .replace])
        #expect(s.perform(.copy, time: 1))
        #expect(f.pasteboard.string == "big" && s.state.menu == nil && s.state.selection == 6..<9)
        #expect(!s.perform(.cut, time: 1.1))   // the menu is closed
        // Select All, then Cut: the field is empty; Paste puts it back.
        s.handleText(.down(time: 2, point: Point(x: 75, y: 5), tapCount: 1))
        s.handleText(.up(time: 2.1, point: Point(x: 75, y: 5), tapCount: 1))
        s.handleText(.down(time: 3, point: Point(x: 75, y: 5), tapCount: 1))
        s.handleText(.up(time: 3.1, point: Point(x: 75, y: 5), tapCount: 1))
        #expect(s.state.menu == [.select, .selectAll, .paste])
        #expect(s.perform(.selectAll, time: 3.2))
        #expect(s.state.selection == 0..<15 && s.state.menu == [.cut, .copy, .paste])
        #expect(s.perform(.cut, time: 3.3))
        #expect(s.state.text == "" && f.pasteboard.string == "hello big world" && s.state.menu == nil)
        // The caret is at 0 already: one tap on it opens the menu.
        s.handleText(.down(time: 5, point: Point(x: 0, y: 5), tapCount: 1))
        s.handleText(.up(time: 5.1, point: Point(x: 0, y: 5), tapCount: 1))
        #expect(s.state.menu == [.paste])
        #expect(s.perform(.paste, time: 5.2))
        #expect(s.state.text == "hello big world" && s.state.selection == 15..<15)
        // Typing goes on after the paste; one undo removes the pasted text.
        try tap(["space"], in: s, from: 6)
        #expect(s.state.text == "hello big world ")
    }

    /// Double-taps the word under `x` (in a 10-point grid) so the selection menu shows.
    func doubleTap(_ s: KeyboardSession, x: Double, at time: Double) {
        s.handleText(.down(time: time, point: Point(x: x, y: 5), tapCount: 1))
        s.handleText(.up(time: time + 0.05, point: Point(x: x, y: 5), tapCount: 1))
        s.handleText(.down(time: time + 0.15, point: Point(x: x, y: 5), tapCount: 2))
        s.handleText(.up(time: time + 0.2, point: Point(x: x, y: 5), tapCount: 2))
    }

    @Test("Replace offers the autocorrector's other spellings of the selected word; picking one is one undo step")
    func replace() throws {
        let s = session(["en-US"])
        let f = field(text: "I sat teh table", kind: .multiLine)
        try s.focus(f, textLayout: GridLayout(advance: 10, lineHeight: 20))
        doubleTap(s, x: 75, at: 0)
        #expect(s.state.selection == 6..<9 && s.state.menu == [.cut, .copy, .paste, .replace])
        #expect(s.perform(.replace, time: 1))
        let words = try #require(s.state.replacements)
        #expect(s.state.menu == nil && s.state.selection == 6..<9)
        #expect(words.first == "the", "the autocorrector's best correction of 'teh' comes first: \(words)")
        #expect(!words.contains("teh") && words.count <= 5)
        #expect(!s.selectReplacement(words.count, time: 1.1))   // outside the words: nothing
        #expect(s.selectReplacement(0, time: 1.2))
        #expect(s.state.text == "I sat the table" && s.state.selection == 9..<9 && s.state.replacements == nil)
        #expect(f.undo())
        #expect(s.state.text == "I sat teh table")
    }

    @Test("Replace on a selection that is not one word, or a word with no near spellings, finds none")
    func noReplacements() throws {
        let s = session(["en-US"])
        let f = field(text: "sat 1234 xqzjvkwpq", kind: .multiLine)
        try s.focus(f, textLayout: GridLayout(advance: 10, lineHeight: 20))
        // Two words (and a word with a space).
        f.select(0..<8)
        #expect(s.host.replacements().isEmpty)
        f.select(0..<4)
        #expect(s.host.replacements().isEmpty)
        f.select(0..<3)
        #expect(!s.host.replacements().isEmpty, "'sat' alone has near spellings (set, say …)")
        // Digits.
        doubleTap(s, x: 55, at: 1)
        #expect(s.state.selection == 4..<8)
        #expect(s.perform(.replace, time: 1.5))
        #expect(s.state.replacements == [])
        #expect(KeyboardSession.noReplacementsTitle == "No Replacements Found")
        #expect(!s.selectReplacement(0, time: 1.6))
        // A word nothing is near.
        doubleTap(s, x: 125, at: 2)
        #expect(s.state.selection == 9..<18)
        #expect(s.perform(.replace, time: 2.5))
        #expect(s.state.replacements == [])
        // A key closes the words.
        try tap(["a"], in: s, from: 3)
        #expect(s.state.replacements == nil)
    }

    @Test("Replace keeps the word's casing and a Spanish keyboard asks the Spanish word list")
    func replaceLanguage() throws {
        let s = session(["es"])
        let f = field(text: "Cancion", kind: .multiLine)
        try s.focus(f, textLayout: GridLayout(advance: 10, lineHeight: 20))
        f.select(0..<7)
        let words = s.host.replacements()
        #expect(words.first == "Canción", "\(words)")
    }

    @Test("a composition ended by moving the caret is the letters as typed (pinyin) or the text as shown, never the display spacing",
          arguments: [
        ("zh-Hans", "beijingtiananmen", "beijingtiananmen"),
        ("zh-Hans", "xi'an", "xi'an"),
        ("ja-JP", "toukyou", "とうきょう"),
        ("ko-KR", "gksrmf", "한글"),
    ])
    func caretCommits(layout: String, keys: String, expected: String) throws {
        let s = session([layout])
        let f = field(kind: .multiLine)
        try s.focus(f, textLayout: GridLayout(advance: 10, lineHeight: 20))
        for character in keys { #expect(s.type(character)) }
        #expect(s.state.markedText != nil)
        s.moveCaret(.left)
        #expect(s.state.text == expected && s.state.markedText == nil)
    }

    @Test("every other route commits pinyin's letters too: the globe key, a touch in the text, focus elsewhere, resigning")
    func pinyinCommitRoutes() throws {
        let s = session(["zh-Hans", "en-US"])
        let f = field(kind: .multiLine)
        try s.focus(f, textLayout: GridLayout(advance: 10, lineHeight: 20))
        for character in "beijing" { s.type(character) }
        s.selectCandidate(0)
        for character in "tiananmen" { s.type(character) }
        #expect(s.state.text == "北京tian an men" && s.state.markedText == "tian an men")
        s.showLayout("en-US")
        #expect(s.state.text == "北京tiananmen")
        s.showLayout("zh-Hans")
        for character in "nihao" { s.type(character) }
        s.handleText(.down(time: 10, point: Point(x: 0, y: 5), tapCount: 1))
        #expect(s.state.text == "北京tiananmennihao")
        for character in "zaijian" { s.type(character) }
        let other = field(kind: .multiLine)
        try s.focus(other, textLayout: GridLayout(advance: 10, lineHeight: 20))
        #expect(f.text.hasSuffix("zaijian") && f.markedText == nil)
        for character in "women" { s.type(character) }
        s.resign()
        #expect(other.text == "women")
    }

    @Test("a secure field's menu cannot copy or cut")
    func secureMenu() throws {
        let s = session(["en-US"])
        let f = field({ $0.isSecureTextEntry = true }, text: "secret")
        try s.focus(f, textLayout: GridLayout(advance: 10, lineHeight: 20), menuVisible: true)
        #expect(s.state.menu != nil)
        #expect(s.perform(.selectAll, time: 0))
        #expect(!s.perform(.copy, time: 0.1))
        #expect(f.pasteboard.string == nil && s.state.text == "secret")
    }
}
