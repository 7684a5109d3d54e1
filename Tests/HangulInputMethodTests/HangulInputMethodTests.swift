import BuiltInInputMethods
import HangulInputMethod
import InputMethodCore
import KeyboardSession
import KeyboardModel
import LayoutFile
import Testing
import TextEditing

@Suite("Hangul through the session")
struct HangulInputMethodTests {
    func host() throws -> (KeyboardSession, TextContainer) {
        let host = KeyboardSession(catalog: BuiltInInputMethods.catalog, registry: BuiltInInputMethods.registry, keyboards: ["ko-KR"],
                                   device: "iphone-classic", screen: Size(width: 320, height: 480))
        let field = TextContainer(kind: .multiLine)
        try host.focus(field, textLayout: MonospaceLayout(columns: 40))
        return (host, field)
    }

    @Test("keys compose live in marked text; space commits and types a space")
    func compose() throws {
        let (h, field) = try host()
        #expect(h.state.inputMethod == "hangul")
        for key in ["ㅎ", "ㅏ", "ㄴ"] { h.press(Key.ID(rawValue: key)) }
        #expect(field.markedText == "한" && field.text == "한")
        for key in ["ㄱ", "ㅡ", "ㄹ"] { h.press(Key.ID(rawValue: key)) }
        #expect(field.text == "한글" && field.markedText == "글")
        h.press("space")
        #expect(field.text == "한글 " && field.markedRange == nil)
        #expect(field.text.unicodeScalars.map(\.value) == [0xD55C, 0xAE00, 0x20])
    }

    @Test("shift gives the tense consonants; backspace takes back a jamo; punctuation commits")
    func shiftAndBackspace() throws {
        let (h, field) = try host()
        h.press("shift")
        h.press("ㅃ")
        #expect(field.markedText == "ㅃ")
        #expect(h.state.shiftState == .off)
        h.press("ㅏ"); h.press("ㅇ")
        #expect(field.markedText == "빵")
        h.press("backspace")
        #expect(field.markedText == "빠")
        h.press("backspace"); h.press("backspace")
        #expect(field.markedRange == nil && field.text == "")
        h.press("backspace")   // nothing composing, nothing to delete
        #expect(field.text == "")
        h.press("ㄱ"); h.press("ㅏ")
        h.press("mode"); h.press("wide-period")
        #expect(field.text == "가." && field.markedRange == nil)
    }

    @Test("return commits and acts; focus change commits; undo takes the syllables back")
    func commitPaths() throws {
        let (h, field) = try host()
        h.press("ㄴ"); h.press("ㅏ")
        h.press("return")
        #expect(field.text == "나\n")
        h.press("ㅁ"); h.press("ㅜ")
        try h.focus(TextContainer(kind: .singleLine), textLayout: MonospaceLayout(columns: 40))
        #expect(field.text == "나\n무" && field.markedRange == nil)
        // Undo takes back what was typed, a committed syllable at a time, then the return.
        var states = [field.text]
        while field.undo() { states.append(field.text) }
        #expect(states == ["나\n무", "나\n", "나", ""])
        while field.redo() {}
        #expect(field.text == "나\n무")
    }

    @Test("non-Hangul input from another layer commits the syllable first")
    func mixed() throws {
        let (h, field) = try host()
        h.press("ㅇ"); h.press("ㅏ")
        h.press("mode"); h.press("1")
        #expect(field.text == "아1")
    }
}
