import BuiltInInputMethods
import ChineseConversion
import HandwritingInputMethod
import InputMethodCore
import KeyboardModel
import KeyboardSession
import TextEditing
import TextInputTraits
import Testing

/// Transcripts through the session: strokes in, candidates and commits out.
@Suite("Handwriting through the session")
struct HandwritingHostTests {
    func host(_ layout: String, traits: TextInputTraits = TextInputTraits()) throws -> (KeyboardSession, TextContainer) {
        let host = KeyboardSession(catalog: BuiltInInputMethods.catalog, registry: BuiltInInputMethods.registry, keyboards: [layout],
                                   device: "iphone-classic", screen: Size(width: 320, height: 480))
        let field = TextContainer(kind: .multiLine, traits: traits)
        try host.focus(field, textLayout: MonospaceLayout(columns: 40))
        return (host, field)
    }

    /// A character's template strokes as timed points on a pad of about 200 points.
    func write(_ character: String, on host: KeyboardSession, strokes range: Range<Int>? = nil) throws {
        let templates = try #require(HandwritingRecognizerTests.templates)
        let strokes = templates.strokes(try #require(templates.index(of: character)))
        var time = 0.0
        for stroke in strokes[range ?? strokes.indices] {
            host.write(stroke.map { point in
                time += 1.0 / 60
                return StrokePoint(x: point.x / 5 + 10, y: point.y / 5 + 5, time: time)
            })
        }
    }

    @Test("strokes in, candidates after each; a pick commits and offers follow-ons; space commits the best")
    func simplified() throws {
        let (host, field) = try host("zh-Hans-handwriting")
        #expect(host.state.inputMethod == "handwriting")
        try write("我", on: host, strokes: 0..<1)
        #expect(!host.state.candidates.isEmpty && field.markedText != nil)   // recognition while writing
        try write("我", on: host, strokes: 1..<7)
        #expect(host.state.candidates.first?.text == "我" && field.markedText == "我")
        host.selectCandidate(0)
        #expect(field.text == "我" && field.markedText == nil)
        #expect(!host.state.followOns.isEmpty)
        let followOn = host.state.followOns[0]
        host.selectFollowOn(0)
        #expect(field.text == "我" + followOn)
        try write("中", on: host)
        host.press("space")
        #expect(field.text.hasSuffix("中"), "\(field.text)")
    }

    @Test("backspace removes the last stroke, then deletes as usual; clear empties the pad")
    func backspaceAndClear() throws {
        let (host, field) = try host("zh-Hans-handwriting")
        try write("国", on: host)
        #expect(field.markedText == "国")
        let whole = host.state.candidates
        host.press("backspace")
        // One stroke fewer: ranked again, still composing.
        #expect(host.state.candidates != whole && field.markedText?.isEmpty == false)
        for _ in 0..<7 { host.press("backspace") }
        #expect(field.markedText == nil || field.markedText == "")
        #expect(host.state.candidates.isEmpty && field.text.isEmpty)
        host.press("backspace")   // nothing written: an ordinary backspace on an empty field
        #expect(field.text.isEmpty)
        try write("国", on: host)
        host.press("clear")
        #expect(host.state.candidates.isEmpty && (field.markedText ?? "").isEmpty && field.text.isEmpty)
    }

    @Test("the traditional keyboard finds traditional forms; its follow-ons are in traditional characters")
    func traditional() throws {
        let (host, field) = try host("zh-Hant-handwriting")
        try write("國", on: host)
        #expect(host.state.candidates.first?.text == "國")
        host.selectCandidate(0)
        #expect(field.text == "國" && !host.state.followOns.isEmpty)
        // The simplified keyboard's follow-ons after 国, written in traditional characters.
        let (simplified, _) = try self.host("zh-Hans-handwriting")
        try write("国", on: simplified)
        simplified.selectCandidate(0)
        let converter = try ScriptConverter.bundled()
        var seen: Set<String> = []
        #expect(host.state.followOns == simplified.state.followOns.map(converter.traditional).filter { seen.insert($0).inserted })
        #expect(host.state.followOns != simplified.state.followOns, "\(host.state.followOns)")
    }

    @Test("a secure field gets the Latin companion: no pad, no method, nothing learned")
    func secure() throws {
        var traits = TextInputTraits()
        traits.isSecureTextEntry = true
        let (host, field) = try host("zh-Hans-handwriting", traits: traits)
        #expect(host.keyboard?.layoutID == "en-US" && host.state.inputMethod == nil)
        #expect(host.keyboard?.keys.contains { $0.action == .writingPad } == false)
        host.write([StrokePoint(x: 0, y: 0, time: 0), StrokePoint(x: 50, y: 0, time: 0.1)])
        #expect(field.text.isEmpty && host.state.candidates.isEmpty)
    }

    @Test("the session turns touches on the pad into strokes, in the pad's coordinates")
    func session() throws {
        let session = KeyboardSession(catalog: BuiltInInputMethods.catalog, registry: BuiltInInputMethods.registry,
                                      keyboards: ["zh-Hans-handwriting"],
                                      device: "iphone-classic", screen: Size(width: 320, height: 480))
        let field = TextContainer(kind: .multiLine)
        try session.focus(field, textLayout: MonospaceLayout(columns: 40))
        let pad = try #require(session.state.keyboard?.keys.first { $0.action == .writingPad }?.frame)
        // 一: one stroke across the pad.
        session.touchDown(at: Point(x: pad.x + 20, y: (pad.y + pad.height / 2)), time: 0)
        for step in 1...10 { session.touchMove(to: Point(x: pad.x + 20 + Double(step) * 15, y: (pad.y + pad.height / 2) + 1),
                                               time: Double(step) / 60) }
        session.touchUp(at: Point(x: pad.x + 175, y: (pad.y + pad.height / 2)), time: 0.2)
        #expect(session.state.candidates.contains { $0.text == "一" })
        #expect(field.markedText != nil)
        // Before the pause nothing is committed; after it the character ends.
        session.advance(to: 0.9)
        #expect(field.markedText != nil && field.text == field.markedText)
        session.advance(to: 1.25)
        #expect(field.markedText == nil && field.text.count == 1 && session.state.candidates.isEmpty)
        // A new character starts a new composition.
        session.touchDown(at: Point(x: pad.x + 100, y: pad.y + 10), time: 2)
        for step in 1...10 { session.touchMove(to: Point(x: pad.x + 101, y: pad.y + 10 + Double(step) * 12), time: 2 + Double(step) / 60) }
        session.touchUp(at: Point(x: pad.x + 101, y: pad.y + 130), time: 2.2)
        #expect(field.markedText != nil && field.text.count == 2)
        // A tap on another key does not write.
        let space = try #require(session.state.keyboard?.keys.first { $0.action == .space }?.frame)
        session.tap(at: Point(x: (space.x + space.width / 2), y: (space.y + space.height / 2)), time: 1)
        #expect(field.markedText == nil && !field.text.isEmpty)
    }
}
