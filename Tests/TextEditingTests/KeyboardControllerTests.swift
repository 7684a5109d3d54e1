import BuiltInInputMethods
import KeyboardModel
import LayoutFile
import Testing
import TextEditing
import TextInputTraits

@Suite("KeyboardController")
struct KeyboardControllerTests {
    let screen = Size(width: 320, height: 480)

    func controller(device: DeviceProfile.ID = "iphone-classic") -> KeyboardController {
        KeyboardController(catalog: BuiltInInputMethods.catalog, layout: "sv-SE", device: device, screen: screen)
    }

    @Test("focus shows the keyboard from below the screen, with UIKit's animation")
    func show() throws {
        let c = controller()
        let field = TextContainer(kind: .singleLine)
        let events = try c.focus(field)
        #expect(events.map(\.kind) == [.willShow, .didShow])
        #expect(events[0].beginFrame == Rect(x: 0, y: 480, width: 320, height: 216))
        #expect(events[0].endFrame == Rect(x: 0, y: 264, width: 320, height: 216))
        #expect(events[0].animationDuration == 0.25 && events[0].animationCurve == 7)
        #expect(events[1].animationDuration == nil)
        #expect(c.keyboard?.layoutID == "sv-SE")
        #expect(c.keyboardFrame == Rect(x: 0, y: 264, width: 320, height: 216))
    }

    @Test("refocusing with other traits re-resolves; no frame change means no event")
    func refocus() throws {
        let c = controller()
        let first = TextContainer(kind: .singleLine)
        var traits = TextInputTraits()
        traits.keyboardType = .emailAddress
        traits.returnKeyType = .send
        let second = TextContainer(kind: .singleLine, traits: traits)
        _ = try c.focus(first)
        #expect(try c.focus(second).isEmpty)
        #expect(c.keyboard?.keyboardType == .emailAddress)
        #expect(c.keyboard?.returnKey?.label == "Sänd")
        #expect(try c.focus(second).isEmpty)   // the same container again
    }

    @Test("focus moving commits the previous container's marked text")
    func commitOnFocusChange() throws {
        let c = controller()
        let first = TextContainer(kind: .multiLine)
        _ = try c.focus(first)
        first.setMarkedText("hej")
        _ = try c.focus(TextContainer(kind: .singleLine))
        #expect(first.markedRange == nil && first.text == "hej")
    }

    @Test("rotating reports the new frame; resigning hides")
    func rotateAndResign() throws {
        let c = controller()
        #expect(try c.rotate(to: .landscape, screen: Size(width: 480, height: 320)).isEmpty)   // hidden: nothing to report
        _ = try c.focus(TextContainer(kind: .singleLine))
        let rotated = try c.rotate(to: .portrait, screen: screen)
        #expect(rotated.map(\.kind) == [.willChangeFrame, .didChangeFrame])
        #expect(rotated[0].beginFrame == Rect(x: 0, y: 158, width: 480, height: 162))
        #expect(rotated[0].endFrame == Rect(x: 0, y: 264, width: 320, height: 216))
        let hidden = c.resign()
        #expect(hidden.map(\.kind) == [.willHide, .didHide])
        #expect(hidden[0].endFrame == Rect(x: 0, y: 480, width: 320, height: 216))
        #expect(c.keyboard == nil && c.focused == nil)
        #expect(c.resign().isEmpty)
    }

    @Test("the return key follows the text after refresh")
    func refresh() throws {
        let c = controller()
        var traits = TextInputTraits()
        traits.enablesReturnKeyAutomatically = true
        let field = TextContainer(kind: .singleLine, traits: traits)
        _ = try c.focus(field)
        #expect(c.keyboard?.returnKey?.isEnabled == false)
        field.insertText("a")
        try c.refresh()
        #expect(c.keyboard?.returnKey?.isEnabled == true)
    }

    @Test("visible area and the scroll offset that keeps a row above the keyboard")
    func avoidance() {
        let keyboard = Rect(x: 0, y: 264, width: 320, height: 216)
        let viewport = Rect(x: 0, y: 64, width: 320, height: 416)
        #expect(KeyboardAvoidance.visibleArea(of: viewport, keyboardFrame: keyboard) == Rect(x: 0, y: 64, width: 320, height: 200))
        #expect(KeyboardAvoidance.visibleArea(of: viewport, keyboardFrame: nil) == viewport)
        // The last of 20 rows of 44 pt (content 880 pt tall) scrolled into view above the keyboard.
        let lastRow = Rect(x: 0, y: 836, width: 320, height: 44)
        let offset = KeyboardAvoidance.scrollOffset(toReveal: lastRow, currentOffset: 0, viewport: viewport, keyboardFrame: keyboard, contentHeight: 880)
        #expect(offset == 880 - 200)
        // Already visible: unchanged.
        #expect(KeyboardAvoidance.scrollOffset(toReveal: Rect(x: 0, y: 20, width: 10, height: 20), currentOffset: 0, viewport: viewport, keyboardFrame: keyboard, contentHeight: 880) == 0)
        // Above the visible part: scrolls up, not below zero.
        #expect(KeyboardAvoidance.scrollOffset(toReveal: Rect(x: 0, y: 4, width: 10, height: 20), currentOffset: 300, viewport: viewport, keyboardFrame: keyboard, contentHeight: 880) == 0)
    }
}
