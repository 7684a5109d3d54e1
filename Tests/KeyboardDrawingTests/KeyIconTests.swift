import Geometry
import KeyboardDrawing
@testable import KeyboardModel
import Testing

@Suite("Key icons")
struct KeyIconTests {
    func key(_ label: String, _ action: KeyAction) -> ResolvedKey {
        ResolvedKey(id: "k", action: action, label: label, sublabel: nil, output: nil, longPress: [], flicks: [:],
                    frame: Rect(x: 0, y: 0, width: 30, height: 42), isEnabled: true, row: 0)
    }

    @Test("shift shows its state; every return glyph is the one return symbol; a return word stays text")
    func mapping() {
        #expect(KeyIcon.of(key("⇧", .shift), layer: .letters) == .shift)
        #expect(KeyIcon.of(key("⬆︎", .shift), layer: .shifted) == .shiftOn)
        #expect(KeyIcon.of(key("⇪", .shift), layer: .capsLock) == .capsLockOn)
        #expect(KeyIcon.of(key("⇪", .switchLayer(.capsLock)), layer: .letters) == .capsLock)
        #expect(KeyIcon.of(key("⇪", .switchLayer(.capsLock)), layer: .capsLock) == .capsLockOn)
        for glyph in ["↵", "↳", "⮐", "⏎"] { #expect(KeyIcon.of(key(glyph, .return), layer: .letters) == .return) }
        #expect(KeyIcon.of(key("Go", .return), layer: .letters) == nil)
        #expect(KeyIcon.of(key("🌐", .nextKeyboard), layer: .letters) == .globe)
        #expect(KeyIcon.of(key("拼音", .nextKeyboard), layer: .letters) == nil)
        #expect(KeyIcon.of(key("⌫", .command("kana-backspace")), layer: .letters) == .backspace)
        #expect(KeyIcon.of(key("", .dismissKeyboard), layer: .letters) == .dismiss)
    }

    @Test("each icon is a well-formed symbol drawn in currentColor")
    func symbols() {
        for icon in KeyIcon.allCases {
            #expect(icon.symbol.hasPrefix("<symbol id=\"icon-\(icon.rawValue)\" viewBox=\"0 0 24 24\">"))
            #expect(icon.symbol.contains("currentColor") && icon.symbol.hasSuffix("</symbol>"))
        }
    }
}
