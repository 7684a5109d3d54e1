import BuiltInInputMethods
import KeyboardModel
import KeyboardSession
import Testing
import TextEditing
import TextInputTraits

@Suite("KeyScript")
struct KeyScriptTests {
    @Test("characters, key ids, flicks, pauses and picks; '{{' types a brace")
    func parses() throws {
        let script = try KeyScript("a{space}{さ:up}{pause}{#2}{>1}{=3}{{x")
        #expect(script.steps == [.character("a"), .key("space"), .flick("さ", .up), .pause, .candidate(1), .followOn(0), .suggestion(2),
                                 .character("{"), .character("x")])
        // A key id may hold a colon; only the last one before a direction makes a flick.
        #expect(try KeyScript("{a:b:left}").steps == [.flick("a:b", .left)])
        #expect(try KeyScript("").steps.isEmpty)
        #expect(try KeyScript("}").steps == [.character("}")])
    }

    @Test("malformed scripts say what is wrong")
    func refusals() {
        #expect(throws: KeyScript.SyntaxError(message: "unclosed '{' in KEYS")) { try KeyScript("ab{space") }
        #expect(throws: KeyScript.SyntaxError(message: "empty '{}' in KEYS")) { try KeyScript("{}") }
        #expect(throws: KeyScript.SyntaxError(message: "'{#0}' needs a number from 1: {#1} is the first")) { try KeyScript("{#0}") }
        #expect(throws: KeyScript.SyntaxError(message: "'{>x}' needs a number from 1: {>1} is the first")) { try KeyScript("{>x}") }
        #expect(throws: KeyScript.SyntaxError(message: "'{さ:sideways}': a flick's direction is up, down, left or right")) {
            try KeyScript("{さ:sideways}")
        }
    }

    func focused(_ layout: String) throws -> (KeyboardSession, TextContainer) {
        let session = KeyboardSession(catalog: BuiltInInputMethods.catalog, registry: BuiltInInputMethods.registry, keyboards: [layout],
                                      device: "iphone-classic", screen: Size(width: 320, height: 480))
        let field = TextContainer(kind: .multiLine, traits: TextInputTraits())
        try session.focus(field, textLayout: MonospaceLayout(columns: 80))
        return (session, field)
    }

    @Test("a script plays through the session: layers reached, candidates picked, autocorrection on space")
    func plays() throws {
        let (english, field) = try focused("en-US")
        let end = try english.play(KeyScript("rhe 42{pause}"))
        #expect(field.text == "The 42")
        #expect(abs(end - (0.3 * 7 + 2)) < 1e-9)
        let (chinese, hanzi) = try focused("zh-Hans")
        try chinese.play(KeyScript("nihao{#1}"))
        #expect(hanzi.text == "你好")
    }

    @Test("a step that cannot be taken stops the script, the steps before it done, and is named")
    func stops() throws {
        let (session, field) = try focused("en-US")
        #expect(throws: KeyboardSession.ScriptError(message: "no key 'spcae' on the letters layer; did you mean 'space'?")) {
            try session.play(KeyScript("ab{spcae}cd"))
        }
        #expect(field.text == "Ab")
        #expect(throws: KeyboardSession.ScriptError(message: "no candidate 1: the bar shows 0")) { try session.play(KeyScript("{#1}")) }
        #expect(throws: KeyboardSession.ScriptError.self) { try session.play(KeyScript("{a:up}")) }
        #expect(throws: KeyboardSession.ScriptError(message: "no key types '你' on the letters layer of 'en-US'")) {
            try session.play(KeyScript("你"))
        }
        #expect(field.text == "Ab")
    }
}
