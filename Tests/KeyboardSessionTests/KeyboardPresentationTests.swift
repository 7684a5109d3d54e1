import BuiltInInputMethods
import KeyboardModel
import KeyboardSession
import Testing
import TextEditing
import TextInputTraits

@Suite("The keyboard on screen: show, frame-change and hide events; keeping content above it")
struct KeyboardPresentationTests {
    let screen = Size(width: 320, height: 480)

    func session() -> KeyboardSession {
        KeyboardSession(catalog: BuiltInInputMethods.catalog, registry: BuiltInInputMethods.registry, keyboards: ["sv-SE"],
                        device: "iphone-classic", screen: screen)
    }

    @Test("the value: shown from below the screen with UIKit's animation, moved, hidden; no change, no event")
    func presentation() {
        var presentation = KeyboardPresentation(screen: screen)
        #expect(presentation.hide().isEmpty)
        let shown = presentation.show(size: Size(width: 320, height: 216))
        #expect(shown.map(\.kind) == [.willShow, .didShow])
        #expect(shown[0].beginFrame == Rect(x: 0, y: 480, width: 320, height: 216)
                && shown[0].endFrame == Rect(x: 0, y: 264, width: 320, height: 216))
        #expect(shown[0].animationDuration == 0.25 && shown[0].animationCurve == 7 && shown[1].animationDuration == nil)
        #expect(presentation.show(size: Size(width: 320, height: 216)).isEmpty)
        let taller = presentation.show(size: Size(width: 320, height: 260))
        #expect(taller.map(\.kind) == [.willChangeFrame, .didChangeFrame] && taller[1].endFrame.y == 220)
        #expect(presentation.rotate(screen: Size(width: 480, height: 320), size: Size(width: 480, height: 162)).last?.endFrame
                == Rect(x: 0, y: 158, width: 480, height: 162))
        let hidden = presentation.hide()
        #expect(hidden.map(\.kind) == [.willHide, .didHide] && hidden[1].endFrame == Rect(x: 0, y: 320, width: 480, height: 162))
        #expect(presentation.frame == nil)
        #expect(presentation.rotate(screen: screen, size: Size(width: 320, height: 216)).isEmpty, "hidden: nothing to report")
    }

    @Test("refocusing with other traits re-resolves the keyboard; the same frame means no event")
    func refocus() throws {
        let s = session()
        try s.focus(TextContainer(kind: .singleLine), textLayout: MonospaceLayout(columns: 40))
        #expect(s.takeEvents().map(\.kind) == [.willShow, .didShow])
        var traits = TextInputTraits()
        traits.keyboardType = .emailAddress
        traits.returnKeyType = .send
        let second = TextContainer(kind: .singleLine, traits: traits)
        try s.focus(second, textLayout: MonospaceLayout(columns: 40))
        #expect(s.takeEvents().isEmpty)
        #expect(s.keyboard?.keyboardType == .emailAddress && s.state.returnKey?.label == "Sänd")
        try s.focus(second, textLayout: MonospaceLayout(columns: 40))
        #expect(s.takeEvents().isEmpty, "the same container again")
    }

    /// An English keyboard on the classic iPad, focused on `field`.
    func ipad(_ field: TextContainer) throws -> (KeyboardSession, TextContainer) {
        let s = KeyboardSession(catalog: BuiltInInputMethods.catalog, registry: BuiltInInputMethods.registry, keyboards: ["en-US"],
                                device: "ipad", screen: Size(width: 768, height: 1024))
        try s.focus(field, textLayout: MonospaceLayout(columns: 40))
        return (s, field)
    }

    @Test("the iPad's hide-keyboard key resigns the field: the keyboard hides and the text stays")
    func hideKey() throws {
        let (s, field) = try ipad(TextContainer(kind: .singleLine))
        #expect(s.takeEvents().map(\.kind) == [.willShow, .didShow])
        s.press("h")
        s.press("dismiss")
        #expect(s.takeEvents().map(\.kind) == [.willHide, .didHide])
        #expect(field.text == "H" && s.keyboard == nil)
        s.press("i")
        #expect(field.text == "H", "no keyboard, no typing")
    }

    @Test("the iPad's undo key (numbers layer) takes back the last edit, its redo key (symbols layer) does it again")
    func undoAndRedoKeys() throws {
        let (s, field) = try ipad(TextContainer(kind: .multiLine))
        s.press("h")
        s.press("i")
        #expect(field.text == "Hi")
        s.press("mode")
        #expect(s.keyboard?.key("undo")?.label == "undo" && s.keyboard?.key("redo") == nil)
        s.press("undo")
        #expect(field.text.count < 2)
        let undone = field.text
        s.press("to-symbols")
        #expect(s.keyboard?.key("redo")?.label == "redo")
        s.press("redo")
        #expect(field.text == "Hi" && undone != "Hi")
        // Nothing left to redo: the key does nothing.
        s.press("redo")
        #expect(field.text == "Hi")
    }

    @Test("focus moving commits the previous container's marked text")
    func commitOnFocusChange() throws {
        let s = KeyboardSession(catalog: BuiltInInputMethods.catalog, registry: BuiltInInputMethods.registry, keyboards: ["ko-KR"],
                                device: "iphone-classic", screen: screen)
        let first = TextContainer(kind: .multiLine)
        try s.focus(first, textLayout: MonospaceLayout(columns: 40))
        s.press("ㅎ")
        s.press("ㅏ")
        #expect(first.markedRange != nil)
        try s.focus(TextContainer(kind: .singleLine), textLayout: MonospaceLayout(columns: 40))
        #expect(first.markedRange == nil && first.text == "하")
    }

    @Test("the return key follows the text: disabled while empty when the field asks")
    func returnKey() throws {
        let s = session()
        var traits = TextInputTraits()
        traits.enablesReturnKeyAutomatically = true
        try s.focus(TextContainer(kind: .singleLine, traits: traits), textLayout: MonospaceLayout(columns: 40))
        #expect(s.state.returnKey?.isEnabled == false)
        s.insertText("a")
        #expect(s.state.returnKey?.isEnabled == true)
        s.deleteBackward()
        #expect(s.state.returnKey?.isEnabled == false)
    }

    @Test("visible area and the scroll offset that keeps a row above the keyboard")
    func avoidance() {
        let viewport = Rect(x: 0, y: 64, width: 320, height: 416)
        let keyboard = Rect(x: 0, y: 264, width: 320, height: 216)
        #expect(KeyboardAvoidance.visibleArea(of: viewport, keyboardFrame: keyboard) == Rect(x: 0, y: 64, width: 320, height: 200))
        #expect(KeyboardAvoidance.visibleArea(of: viewport, keyboardFrame: nil) == viewport)
        // The last row of 880 points of content, 44 tall: scrolled so it sits above the keyboard.
        let lastRow = Rect(x: 0, y: 836, width: 320, height: 44)
        let offset = KeyboardAvoidance.scrollOffset(toReveal: lastRow, currentOffset: 0, viewport: viewport, keyboardFrame: keyboard,
                                                    contentHeight: 880)
        #expect(offset == 880 - 200, "capped at the content's end")
        #expect(KeyboardAvoidance.scrollOffset(toReveal: Rect(x: 0, y: 20, width: 10, height: 20), currentOffset: 0, viewport: viewport,
                                               keyboardFrame: keyboard, contentHeight: 880) == 0)
        #expect(KeyboardAvoidance.scrollOffset(toReveal: Rect(x: 0, y: 4, width: 10, height: 20), currentOffset: 300, viewport: viewport,
                                               keyboardFrame: keyboard, contentHeight: 880) == 0)
    }
}
