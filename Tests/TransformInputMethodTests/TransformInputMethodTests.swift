import BuiltInInputMethods
import InputMethodCore
import KeyboardModel
import KeyboardSession
import TextEditing
import TextInputTraits
import TextTransforms
import Testing
@testable import TransformInputMethod

@Suite("Transforms input method")
struct TransformInputMethodTests {
    /// A document and the method, as a host would apply the method's answers.
    final class Transcript {
        let method = TransformInputMethod()
        var text = ""
        let keyboard: ResolvedKeyboard?
        var secure = false

        init(_ spec: TransformSpec?) {
            var keyboard = try? BuiltInInputMethods.catalog.resolve(KeyboardRequest(layout: "en-US", device: "iphone-classic"))
            keyboard?.transforms = spec
            self.keyboard = keyboard
        }

        @discardableResult
        func send(_ event: InputEvent) throws -> InputResult {
            let context = InputContext(textBefore: secure ? "" : String(text.unicodeScalars.suffix(64)), keyboard: keyboard)
            let result = try method.handle(event, context: context)
            if let replaced = result.replacing, !replaced.isEmpty {
                #expect(text.unicodeScalars.reversed().starts(with: replaced.unicodeScalars.reversed()),
                        "replacing '\(replaced)' of '\(text)'")
                text = String(String.UnicodeScalarView(text.unicodeScalars.dropLast(replaced.unicodeScalars.count)))
            }
            text += result.commit ?? ""
            if !result.isHandled {
                switch event {
                case .key(let key): text += key.output
                case .space: text += " "
                case .backspace: if !text.isEmpty { text.removeLast() }
                default: break
                }
            }
            return result
        }

        func type(_ outputs: String...) throws { for output in outputs { try send(.key(KeyInput(output: output))) } }
    }

    static let spec = TransformSpec(
        variables: [.init(id: "vowel", kind: .set, value: "a e i o u"), .init(id: "acute", kind: .set, value: "á é í ó ú")],
        simple: [
            .rules([.init(from: "\\m{acute}($[vowel])", to: "$[1:acute]"), .init(from: "\\m{acute} ", to: "´"),
                    .init(from: "''", to: "\\u{323}")]),
            .rules([.init(from: "\\m{.}(.)", to: "$1")]),
        ],
        // Matching is by code point, without normalising: the rule names the form typed.
        backspace: [.rules([.init(from: "e\u{323}", to: "e")])]
    )

    @Test("a dead key: the marker waits unseen, the vowel takes the accent, space gives the accent itself")
    func deadKey() throws {
        let t = Transcript(Self.spec)
        try t.type("\\m{acute}")
        #expect(t.text == "")
        try t.type("e")
        #expect(t.text == "é")
        try t.type("\\m{acute}")
        try t.send(.space)
        #expect(t.text == "é´")
        try t.type("\\m{acute}", "x")
        #expect(t.text == "é´x")
    }

    @Test("a transform replaces text typed before: e ' ' is e with a dot below, and backspace undoes it")
    func replacing() throws {
        let t = Transcript(Self.spec)
        try t.type("e", "'")
        #expect(t.text == "e'")
        let result = try t.send(.key(KeyInput(output: "'")))
        #expect(result.replacing == "'")
        #expect(result.commit == "\u{323}")
        #expect(t.text == "e\u{323}")
        try t.send(.backspace)
        #expect(t.text == "e")
    }

    @Test("the method starts again from the document when the text changed under it")
    func resynchronises() throws {
        let t = Transcript(Self.spec)
        try t.type("x", "\\m{acute}")
        t.text = "new text"          // the caret moved elsewhere
        try t.type("e")
        #expect(t.text == "new texte")
        // Text typed before the method started counts as context.
        t.text = "e'"
        try t.type("'")
        #expect(t.text == "e\u{323}")
    }

    @Test("reset forgets a waiting marker (the host resets the method when the caret moves)")
    func reset() throws {
        let t = Transcript(Self.spec)
        try t.type("\\m{acute}")
        t.method.reset()
        try t.type("e")
        #expect(t.text == "e")
    }

    @Test("a marker at the end goes first on backspace, without touching the text")
    func backspaceMarker() throws {
        let t = Transcript(Self.spec)
        try t.type("a", "\\m{acute}")
        let result = try t.send(.backspace)
        #expect(result.isHandled && result.commit == nil && t.text == "a")
        try t.type("e")
        #expect(t.text == "ae")
    }

    @Test("multi-tap keys cycle while tapped quickly and start over after a pause")
    func multiTap() throws {
        let t = Transcript(nil)
        func tap(_ time: Double) throws { try t.send(.key(KeyInput(output: "2", keyID: "two", multiTap: ["2", "a", "b", "c"],
                                                                   time: time))) }
        try tap(0); try tap(0.3); try tap(0.6)
        #expect(t.text == "b")
        try tap(0.9); try tap(1.2)
        #expect(t.text == "2")
        try tap(5)
        #expect(t.text == "22")
    }

    @Test("without a keyboard or a spec the method types what keys type, and leaves the rest to the host")
    func plain() throws {
        let t = Transcript(nil)
        try t.type("a", "b")
        try t.send(.space)
        try t.send(.backspace)
        try t.send(.return)
        #expect(t.text == "ab")
    }

    @Test("through a session: en-US-intl types é, 'x, ^ and ñ")
    func session() throws {
        let session = KeyboardSession(catalog: BuiltInInputMethods.catalog, registry: BuiltInInputMethods.registry,
                                      keyboards: ["en-US-intl"],
                                      device: "iphone-classic", screen: Size(width: 320, height: 480))
        var traits = TextInputTraits()
        traits.autocapitalizationType = .none
        let field = TextContainer(kind: .multiLine, traits: traits)
        try session.focus(field, textLayout: MonospaceLayout(columns: 40))
        for key in ["dead-acute", "e", "dead-acute", "x", "dead-circumflex", "space"] { session.press(Key.ID(rawValue: key)) }
        session.selectAlternate(0, of: "dead-grave")
        session.press("n")
        #expect(field.text == "é'x^ñ")
    }
}
