import BuiltInInputMethods
import EmojiShortcodes
import InputMethodCore
import KeyboardSession
import KeyboardModel
import LayoutFile
import Testing
import TextEditing

@Suite("EmojiShortcodes example plugin")
struct EmojiShortcodesTests {
    /// Events in, results out: the plugin alone.
    @Test("transcript: a shortcode composes, narrows candidates and commits")
    func transcript() throws {
        let method = EmojiShortcodes()
        let context = InputContext()
        func key(_ s: String) throws -> InputResult { try method.handle(.key(KeyInput(output: s)), context: context) }
        #expect(try key("a") == .unhandled)
        #expect(try key(":").markedText == ":")
        #expect(try key("s").markedText == ":s")
        #expect(try method.candidates(page: 0, pageSize: 10).candidates.map(\.text) == ["😄", "😏", "⭐️", "☀️"])
        _ = try key("m")
        #expect(try method.candidates(page: 0, pageSize: 10).candidates.map(\.annotation) == [":smile:", ":smirk:"])
        _ = try key("i"); _ = try key("l"); _ = try key("e")
        #expect(try key(":").commit == "😄")
        _ = try key(":"); _ = try key("x")
        #expect(try key(":").commit == ":x:")   // unknown codes stay as typed
    }

    @Test("a real keyboard session, a layout that names the plugin, and a text field")
    func throughTheSession() throws {
        let layout = #"{"format": 1, "id": "en-emoji", "locale": "en-US", "name": "English + emoji", "extends": "en-US", "inputMethod": "# +
                     #""emoji-shortcodes", "latinCompanion": "en-US"}"#
        var registry = InputMethodRegistry()
        registry.register(EmojiShortcodes.descriptor)
        let result = LayoutLoader.load(BundledLayouts.merged(with: [[LayoutSource(path: "en-emoji.json", text: layout)]]),
                                       inputMethods: registry.requirements + BuiltInInputMethods.requirements)
        #expect(result.diagnostics.isEmpty)
        let session = KeyboardSession(catalog: result.catalog, registry: registry, keyboards: ["en-emoji"], device: "iphone-classic",
                                      screen: Size(width: 320, height: 480))
        let field = TextContainer(kind: .multiLine)
        field.traits.autocapitalizationType = .none
        try session.focus(field, textLayout: MonospaceLayout(columns: 40))
        session.press("mode"); session.press(":")    // ':' is on the numbers layer
        session.press("mode")
        for key in ["t", "a"] { session.press(Key.ID(rawValue: key)) }
        #expect(session.state.markedText == ":ta")
        #expect(session.state.candidates.map(\.text) == ["🎉"])
        session.selectCandidate(0)
        #expect(field.text == "🎉" && field.markedRange == nil)
        session.press("space")
        #expect(field.text == "🎉 ")
        #expect(session.state.problem == nil)
    }
}
