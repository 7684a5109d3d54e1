import BuiltInInputMethods
import InputMethodCore
import KeyboardModel
import KeyboardSession
import Testing
import TextEditing
import TextInputTraits
import VietnameseInputMethod

@Suite("Telex through the session")
struct TelexInputMethodTests {
    func host() throws -> (KeyboardSession, TextContainer) {
        let host = KeyboardSession(catalog: BuiltInInputMethods.catalog, registry: BuiltInInputMethods.registry, keyboards: ["vi"],
                                   device: "iphone-classic", screen: Size(width: 320, height: 480))
        var traits = TextInputTraits()
        traits.autocapitalizationType = .none
        let field = TextContainer(kind: .multiLine, traits: traits)
        try host.focus(field, textLayout: MonospaceLayout(columns: 40))
        return (host, field)
    }

    func type(_ text: String, _ host: KeyboardSession) {
        for character in text {
            host.press(character == " " ? "space" : Key.ID(rawValue: String(character)))
        }
    }

    @Test("the vi layout composes Telex live in marked text; space commits the word as shown")
    func compose() throws {
        let (h, field) = try host()
        #expect(h.state.inputMethod == "telex")
        type("tieengs", h)
        #expect(field.text == "tiếng" && field.markedText == "tiếng")
        type(" vieejt", h)
        #expect(field.text == "tiếng việt" && field.markedText == "việt")
        h.press("space")
        #expect(field.text == "tiếng việt " && field.markedRange == nil)
    }

    @Test("backspace takes back a letter of the word; with none composing it deletes")
    func backspace() throws {
        let (h, field) = try host()
        type("vieejt", h)
        h.press("backspace")
        #expect(field.text == "việ" && field.markedText == "việ")
        type(" ", h)
        h.press("backspace")
        #expect(field.text == "việ")
    }

    @Test("punctuation and a focus change commit the word as shown")
    func commits() throws {
        let (h, field) = try host()
        type("chaof", h)
        h.insertText(",")
        #expect(field.text == "chào," && field.markedRange == nil)
        type("banj", h)
        try h.focus(TextContainer(kind: .singleLine), textLayout: MonospaceLayout(columns: 40))
        #expect(field.text == "chào,bạn" && field.markedRange == nil)
    }

    @Test("a run of letters past the longest word is committed as it stands and composing starts again")
    func longRun() throws {
        let (h, field) = try host()
        type(String(repeating: "b", count: TelexInputMethod.longestWord), h)
        type("c", h)
        #expect(field.markedText == "c" && field.text.count == TelexInputMethod.longestWord + 1)
    }
}
