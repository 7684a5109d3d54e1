import Testing
import TextEditing
import TextInputTraits

final class RecordingDelegate: TextContainerDelegate {
    var events: [String] = []
    var returns: [ReturnKeyType] = []
    var veto: ((Range<Int>, String) -> Bool)?

    func textContainer(_ container: TextContainer, shouldChangeTextIn range: Range<Int>, replacementText: String) -> Bool {
        events.append("should \(range) '\(replacementText)'")
        return veto?(range, replacementText) ?? true
    }
    func textContainerTextWillChange(_ container: TextContainer) { events.append("textWill") }
    func textContainerTextDidChange(_ container: TextContainer) { events.append("textDid") }
    func textContainerSelectionWillChange(_ container: TextContainer) { events.append("selWill") }
    func textContainerSelectionDidChange(_ container: TextContainer) { events.append("selDid") }
    func textContainer(_ container: TextContainer, didPerformReturn returnKeyType: ReturnKeyType) { returns.append(returnKeyType) }
}

@Suite("TextContainer")
struct TextContainerTests {
    func view(_ text: String = "") -> TextContainer { TextContainer(kind: .multiLine, text: text) }

    @Test("typing, deleting and the caret; a typed word is one undo step")
    func typing() {
        let c = view()
        for character in "Hello world" { c.insertText(String(character)) }
        #expect(c.text == "Hello world" && c.selectedRange == 11..<11)
        c.deleteBackward()
        #expect(c.text == "Hello worl")
        c.undo()
        #expect(c.text == "Hello world")
        c.undo()
        #expect(c.text == "Hello ")
        c.undo()
        #expect(c.text == "")
        #expect(!c.undo())
        c.redo(); c.redo()
        #expect(c.text == "Hello world")
    }

    @Test("delete backward removes one grapheme cluster: emoji with modifiers, ZWJ sequences, flags, jamo, combining marks")
    func clusters() {
        for (text, after) in [("a👍🏽", "a"), ("a👨‍👩‍👧", "a"), ("a🇸🇪", "a"), ("a\u{1100}\u{1161}\u{11A8}", "a"),
                              ("ae\u{301}\u{302}", "a"),
                              ("a\r\n", "a")] {
            let c = view(text)
            c.deleteBackward()
            #expect(c.text == after, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }

    @Test("the caret never stops inside a cluster")
    func snapping() {
        let c = view("a👍🏽b")
        c.select(2..<2)   // inside the emoji's surrogate pair
        #expect(c.selectedRange == 5..<5)
        c.select(2..<3)
        #expect(c.selectedRange == 1..<5)
        c.moveCaret(by: .character, direction: .backward)
        #expect(c.selectedRange == 1..<1)
        c.moveCaret(by: .character, direction: .forward)
        #expect(c.selectedRange == 5..<5)
        c.replace(0..<0, with: "x")
        c.select(1..<1)
        c.insertText("\u{301}")   // a combining mark joins the x after it: the caret goes to the cluster's end
        #expect(c.text == "x\u{301}a👍🏽b")
        #expect(c.selectedRange == 2..<2)
    }

    @Test("operations at the ends and on empty text")
    func ends() {
        let c = view()
        #expect(!c.deleteBackward())
        c.moveCaret(by: .word, direction: .backward)
        c.moveCaret(by: .character, direction: .forward)
        #expect(c.selectedRange == 0..<0)
        c.selectAll()
        #expect(c.selectedRange == 0..<0)
        #expect(!c.copy() && !c.cut())
        #expect(c.textBeforeSelection() == "" && c.textAfterSelection() == "")
        c.select(5..<9)
        #expect(c.selectedRange == 0..<0)
        let d = view("ab")
        d.moveCaret(by: .document, direction: .forward)
        #expect(d.selectedRange == 2..<2)
        d.moveCaret(by: .character, direction: .forward)
        #expect(d.selectedRange == 2..<2)
        d.moveCaret(by: .document, direction: .backward)
        #expect(!d.deleteBackward())
        #expect(d.text == "ab")
    }

    @Test("moving and extending by word, sentence, paragraph and document")
    func movement() {
        let c = view("One two. Three four.\nNext line")
        c.select(0..<0)
        c.moveCaret(by: .word, direction: .forward)
        #expect(c.selectedRange == 3..<3)
        c.moveCaret(by: .word, direction: .forward, extending: true)
        #expect(c.selectedRange == 3..<7)
        c.moveCaret(by: .character, direction: .backward)
        #expect(c.selectedRange == 3..<3)
        c.moveCaret(by: .sentence, direction: .forward)
        #expect(c.selectedRange == 9..<9)
        c.moveCaret(by: .paragraph, direction: .forward)
        #expect(c.selectedRange == 20..<20)
        c.moveCaret(by: .paragraph, direction: .forward)
        #expect(c.selectedRange == 30..<30)
        c.moveCaret(by: .paragraph, direction: .backward, extending: true)
        #expect(c.selectedRange == 21..<30)
        c.moveCaret(by: .document, direction: .backward, extending: true)
        #expect(c.selectedRange == 0..<30)
        c.select(10..<10)
        c.moveCaret(by: .word, direction: .backward)
        #expect(c.selectedRange == 9..<9)
    }

    @Test("marked text: compose, edit, commit as one undo step; insertText replaces and commits")
    func marked() {
        let c = view("a ")
        c.setMarkedText("ㅎ")
        c.setMarkedText("하")
        c.setMarkedText("한", selectedRange: 1..<1)
        #expect(c.markedRange == 2..<3 && c.markedText == "한")
        #expect(c.selectedRange == 3..<3)
        c.unmarkText()
        #expect(c.markedRange == nil && c.text == "a 한")
        c.setMarkedText("bei jing")
        c.deleteBackward()
        #expect(c.markedText == "bei jin")
        c.insertText("北京")
        #expect(c.text == "a 한北京" && c.markedRange == nil && c.selectedRange == 5..<5)
        c.undo()
        #expect(c.text == "a 한")
        c.undo()
        #expect(c.text == "a ")
        c.redo()
        #expect(c.text == "a 한")
        // Deleting all marked text ends the composition.
        c.setMarkedText("x")
        c.deleteBackward()
        #expect(c.markedRange == nil && c.text == "a 한")
        // Moving the caret away commits.
        c.setMarkedText("zz")
        c.select(0..<0)
        #expect(c.markedRange == nil && c.text == "a 한zz")
    }

    @Test("delegate: hears will/did for text and selection, and may veto")
    func delegate() {
        let c = view()
        let d = RecordingDelegate()
        c.delegate = d
        c.insertText("a")
        #expect(d.events == ["should 0..<0 'a'", "textWill", "selWill", "textDid", "selDid"])
        d.veto = { range, text in text.count <= 1 }
        #expect(!c.insertText("long"))
        #expect(c.text == "a")
        c.maximumLength = 2
        c.insertText("b")
        #expect(!c.insertText("c"))
        #expect(c.text == "ab")
        #expect(c.deleteBackward())   // shrinking is always allowed by the length limit
    }

    @Test("single-line: return performs the action with the return key type; line breaks become spaces")
    func singleLine() {
        var traits = TextInputTraits()
        traits.returnKeyType = .search
        let field = TextContainer(kind: .singleLine, text: "one\ntwo", traits: traits)
        let d = RecordingDelegate()
        field.delegate = d
        #expect(field.text == "one two")
        field.insertText("\n")
        #expect(d.returns == [.search] && field.text == "one two")
        field.pasteboard.string = "a\r\nb\nc"
        field.paste()
        #expect(field.text == "one twoa b c")
        field.insertText("x\ny")
        #expect(field.text == "one twoa b cx y")
        let view = TextContainer(kind: .multiLine)
        view.insertText("\n")
        #expect(view.text == "\n")
    }

    @Test("cut, copy and paste; paste is one undo step")
    func pasteboard() {
        let c = view("hello world")
        c.select(0..<5)
        #expect(c.copy())
        #expect(c.pasteboard.string == "hello")
        c.select(6..<11)
        #expect(c.cut())
        #expect(c.text == "hello " && c.pasteboard.string == "world")
        c.paste()
        c.paste()
        #expect(c.text == "hello worldworld")
        c.undo()
        #expect(c.text == "hello world")
        c.undo()
        c.undo()
        #expect(c.text == "hello world")
    }

    @Test("secure entry: nothing leaks; the display masks; the first edit after focus clears")
    func secure() {
        var traits = TextInputTraits()
        traits.isSecureTextEntry = true
        let field = TextContainer(kind: .singleLine, text: "pässwörd👍🏽", traits: traits)
        field.selectAll()
        #expect(field.selectedText == nil)
        #expect(!field.copy() && !field.cut())
        #expect(field.pasteboard.string == nil)
        #expect(field.textBeforeSelection() == "" && field.textAfterSelection() == "")
        #expect(field.displayText == String(repeating: "•", count: 9))
        #expect(!field.canUndo)
        field.select(12..<12)
        field.beginEditing()
        field.insertText("x")
        #expect(field.text == "x")
        field.insertText("y")
        #expect(field.text == "xy")
        field.clearsSecureTextOnBeginEditing = false
        field.beginEditing()
        field.insertText("z")
        #expect(field.text == "xyz")
        #expect(!field.undo())
    }

    @Test("autocapitalization for each type, sentence starts by the Unicode rules", arguments: [
        (AutocapitalizationType.sentences, "", true), (.sentences, "Hello. ", true), (.sentences, "Hello.", false),
        (.sentences, "Hello ", false), (.sentences, "e.g. ", true), (.sentences, "Wait! ", true), (.sentences, "3.14 ", false),
        (.sentences, "Hi.\n", true), (.sentences, "  ", true), (.words, "new ", true), (.words, "new", false), (.words, "", true),
        (.allCharacters, "ab", true), (.none, "", false), (.none, "Hi. ", false),
    ])
    func autocapitalization(type: AutocapitalizationType, before: String, expected: Bool) {
        var traits = TextInputTraits()
        traits.autocapitalizationType = type
        let c = TextContainer(kind: .multiLine, text: before, traits: traits)
        #expect(c.shouldCapitalizeNextLetter == expected)
    }

    @Test("no capitals for secure entry or pads")
    func noCapitals() {
        var traits = TextInputTraits()
        traits.isSecureTextEntry = true
        #expect(!TextContainer(kind: .singleLine, traits: traits).shouldCapitalizeNextLetter)
        traits = TextInputTraits()
        traits.keyboardType = .numberPad
        #expect(!TextContainer(kind: .singleLine, traits: traits).shouldCapitalizeNextLetter)
    }

    @Test("return key enabling follows the traits and the text")
    func returnKey() {
        var traits = TextInputTraits()
        traits.enablesReturnKeyAutomatically = true
        let c = TextContainer(kind: .singleLine, traits: traits)
        #expect(!c.isReturnKeyEnabled)
        c.insertText(" ")
        #expect(c.isReturnKeyEnabled)
        c.deleteBackward()
        #expect(!c.isReturnKeyEnabled)
    }

    @Test("a field's placeholder shows only while empty and not composing; a view has none")
    func placeholder() {
        let v = view()
        v.placeholder = "Notes"
        #expect(v.placeholder == nil && !v.isShowingPlaceholder)
        let c = TextContainer(kind: .singleLine)
        c.placeholder = "Search"
        #expect(c.isShowingPlaceholder)
        c.setMarkedText("a")
        #expect(!c.isShowingPlaceholder)
        c.setMarkedText("")
        #expect(c.isShowingPlaceholder)
    }

    @Test("ending editing commits marked text")
    func focus() {
        let c = view()
        c.setMarkedText("ni")
        c.endEditing()
        #expect(c.markedRange == nil && c.text == "ni")
    }

    @Test("moving by line uses the layout")
    func lines() {
        let c = view("hello big world")
        c.layout = MonospaceLayout(columns: 10)
        c.select(2..<2)
        c.moveCaret(by: .line, direction: .forward)
        #expect(c.selectedRange == 10..<10)
        c.moveCaret(by: .line, direction: .forward)
        #expect(c.selectedRange == 15..<15)
        c.moveCaret(by: .line, direction: .backward, extending: true)
        #expect(c.selectedRange == 10..<15)
    }

    @Test("backspace takes back a sign at a time in Brahmic scripts, a whole cluster elsewhere", arguments: [
        ("क्ष", ["क्", "क", ""]),                  // Devanagari: ṣa, virama, ka, as typed
        ("ক্ষি", ["ক্ষ", "ক্", "ক", ""]),            // Bengali, with a vowel sign
        ("กี่", ["กี", "ก", ""]),                    // Thai: tone mark, vowel, consonant
        ("e\u{301}x", ["e\u{301}", ""]),           // Latin: the accented letter goes whole
        ("👨‍👩‍👧", [""]),                              // an emoji sequence goes whole
        ("a𑀓𑁆", ["a𑀓", "a", ""]),                  // Brahmi (outside the BMP): one surrogate pair at a time
    ])
    func backspaceBySign(text: String, expected: [String]) {
        let c = TextContainer(kind: .multiLine, text: text)
        var seen: [String] = []
        while !c.text.isEmpty, seen.count < 10 {
            c.deleteBackward()
            seen.append(c.text)
        }
        #expect(seen == expected)
    }
}
