import BuiltInInputMethods
import InputMethodCore
import KeyboardModel
@testable import KeyboardSession
import LayoutFile
import Testing
import TextEditing
import TextInputTraits
import TextInteraction

/// Transcripts of a front end's session: events in (focus, touches by point with times,
/// candidate picks, rotation), state out.
@Suite("KeyboardSession")
struct KeyboardSessionTests {
    static let screen = Size(width: 320, height: 480)

    func session(_ keyboards: [String], registry: InputMethodRegistry = BuiltInInputMethods.registry,
                 configuration: KeyboardSession.Configuration = .init()) -> KeyboardSession {
        KeyboardSession(catalog: BuiltInInputMethods.catalog, registry: registry, keyboards: keyboards, device: "iphone-classic",
                        screen: Self.screen, configuration: configuration)
    }

    func field(_ configure: (inout TextInputTraits) -> Void = { _ in }, text: String = "",
               kind: TextContainer.Kind = .singleLine) -> TextContainer {
        var traits = TextInputTraits()
        configure(&traits)
        return TextContainer(kind: kind, text: text, traits: traits)
    }

    /// The centre of the key that types `output` (or has `id`) on the keyboard shown.
    func point(of output: String, in session: KeyboardSession) throws -> Point {
        let keyboard = try #require(session.state.keyboard)
        let key = try #require(keyboard.keys.first { $0.output == output } ?? keyboard.key(Key.ID(rawValue: output)), "no key \(output)")
        return Point(x: key.frame.x + key.frame.width / 2, y: key.frame.y + key.frame.height / 2)
    }

    /// Taps the keys typing `outputs`, one every 0.2 s from `time`; returns the next time.
    @discardableResult
    func tap(_ outputs: [String], in session: KeyboardSession, from time: Double = 0) throws -> Double {
        var now = time
        for output in outputs {
            session.tap(at: try point(of: output, in: session), time: now)
            now += 0.2
        }
        return now
    }

    @Test("an email field gets @ and . on its letters; a URL field .com and no space bar")
    func keyboardTypes() throws {
        let s = session(["en-US"])
        // As a form's email field is set up: no autocapitalization.
        try s.focus(field { $0.keyboardType = .emailAddress; $0.autocapitalizationType = .none }, textLayout: GridLayout())
        let email = try #require(s.state.keyboard)
        #expect(email.keys.contains { $0.output == "@" } && email.keys.contains { $0.output == "." })
        #expect(email.layer == .letters)
        try s.focus(field { $0.keyboardType = .URL }, textLayout: GridLayout())
        let url = try #require(s.state.keyboard)
        #expect(url.keys.contains { $0.output == ".com" })
        #expect(!url.keys.contains { $0.action == .space })
        // Focus moved between two fields: the keyboard showed once and did not move.
        #expect(s.takeEvents().map(\.kind) == [.willShow, .didShow])
        #expect(s.takeEvents().isEmpty)
    }

    @Test("README's Use it in an app: taps at these points type Rhe, space corrects it, pinyin follows")
    func readmeExample() throws {
        let session = KeyboardSession(catalog: BuiltInInputMethods.catalog, registry: BuiltInInputMethods.registry,
                                      keyboards: ["en-US", "zh-Hans", "ja-JP", "zh-Hans-handwriting"],
                                      device: "iphone-classic", screen: Size(width: 320, height: 480))
        let field = TextContainer(kind: .singleLine)
        try session.focus(field, textLayout: MonospaceLayout(columns: 40))
        #expect(session.takeEvents().map(\.kind) == [.willShow, .didShow]
                && session.state.keyboardFrame == Rect(x: 0, y: 264, width: 320, height: 216))
        session.tap(at: Point(x: 112, y: 27), time: 0)
        session.tap(at: Point(x: 192, y: 81), time: 0.2)
        session.tap(at: Point(x: 80, y: 27), time: 0.4)
        #expect(session.state.suggestions.map(\.description) == ["\"Rhe\"", "*The*", "Rhee"])
        session.tap(at: Point(x: 160, y: 189), time: 0.6)
        #expect(field.text == "The ")
        session.showLayout("zh-Hans")
        for letter in "nihao" { session.type(letter) }
        #expect(session.state.markedText == "ni hao")
        session.selectCandidate(0)
        #expect(field.text == "The 你好" && session.state.problem == nil)
    }

    @Test("show, rotate, hide: the events carry the frames, landscape included")
    func events() throws {
        let s = session(["en-US"])
        try s.focus(field(), textLayout: GridLayout())
        let shown = s.takeEvents()
        #expect(shown.map(\.kind) == [.willShow, .didShow])
        #expect(shown[0].beginFrame == Rect(x: 0, y: 480, width: 320, height: 216)
                && shown[0].endFrame == Rect(x: 0, y: 264, width: 320, height: 216))
        try s.rotate(to: .landscape, screen: Size(width: 480, height: 320))
        let rotated = s.takeEvents()
        #expect(rotated.map(\.kind) == [.willChangeFrame, .didChangeFrame])
        #expect(rotated.last?.endFrame == Rect(x: 0, y: 158, width: 480, height: 162))
        #expect(s.state.keyboardFrame == Rect(x: 0, y: 158, width: 480, height: 162))
        #expect(s.state.keyboard?.orientation == .landscape)
        s.resign()
        let hidden = s.takeEvents()
        #expect(hidden.map(\.kind) == [.willHide, .didHide])
        #expect(hidden.last?.endFrame.y == 320)
        #expect(s.state.keyboard == nil && s.state.keyboardFrame == nil)
    }

    @Test("Korean typed through touches by point gives 한글")
    func korean() throws {
        let s = session(["ko-KR"])
        let f = field()
        try s.focus(f, textLayout: GridLayout())
        try tap(["ㅎ", "ㅏ", "ㄴ", "ㄱ", "ㅡ", "ㄹ"], in: s)
        #expect(s.state.text == "한글")
        #expect(s.state.markedText == "글")
        try tap(["space"], in: s, from: 5)
        #expect(s.state.text == "한글 " && s.state.markedText == nil)
    }

    @Test("pinyin: a candidate chosen from the bar commits it, then follow-ons are offered")
    func pinyinCandidate() throws {
        let s = session(["zh-Hans"])
        try s.focus(field(), textLayout: GridLayout())
        try tap(["n", "i", "h", "a", "o"], in: s)
        #expect(s.state.markedText != nil)
        let index = try #require(s.state.candidates.firstIndex { $0.text == "你好" })
        s.selectCandidate(index)
        #expect(s.state.text == "你好" && s.state.markedText == nil && s.state.candidates.isEmpty)
        #expect(!s.state.followOns.isEmpty)
    }

    @Test("a secure field gives plugins nothing: no method runs, and what is typed is plain text")
    func secureField() throws {
        let spy = SpyMethod()
        let registry = InputMethodRegistry([InputMethodDescriptor(id: "pinyin", displayName: "Spy", languages: ["zh"]) { spy }])
        let s = session(["zh-Hans"], registry: registry)
        try s.focus(field { $0.isSecureTextEntry = true }, textLayout: GridLayout())
        try tap(["n", "i"], in: s)
        #expect(s.state.inputMethod == nil)
        #expect(spy.events.isEmpty)
        #expect(s.state.text == "ni" && s.state.markedText == nil)
        // The same keyboard on a plain field does reach the method.
        try s.focus(field(), textLayout: GridLayout())
        try tap(["n"], in: s, from: 5)
        #expect(spy.events.count == 1)
    }

    @Test("the globe key moves to the next enabled keyboard, committing the composition")
    func globe() throws {
        let s = session(["zh-Hans", "en-US", "ko-KR"])
        let f = field()
        try s.focus(f, textLayout: GridLayout())
        try tap(["n", "i"], in: s)
        try tap(["globe"], in: s, from: 1)
        #expect(s.state.layout == "en-US" && s.state.keyboard?.layoutID == "en-US")
        #expect(s.state.markedText == nil && s.state.text.count == 2)
        try tap(["globe"], in: s, from: 2)
        #expect(s.state.layout == "ko-KR")
        try tap(["globe"], in: s, from: 3)
        #expect(s.state.layout == "zh-Hans" && s.state.inputMethod == "pinyin")
    }

    @Test("held on the globe key, the enabled keyboards are listed; sliding up picks one; lifting shows it")
    func keyboardList() throws {
        let s = session(["zh-Hans", "en-US", "ko-KR"])
        try s.focus(field(), textLayout: GridLayout())
        let globe = try point(of: "globe", in: s)
        s.touchDown(at: globe, time: 0)
        s.advance(to: 0.5)
        let list = try #require(s.state.alternates)
        #expect(list.isColumn && list.options == ["zh-Hans", "en-US", "ko-KR"] && list.selected == 0)
        #expect(list.frames.count == 3 && list.frames.allSatisfy { $0.maxY <= globe.y })
        let last = list.frames[2]
        s.touchMove(to: Point(x: last.x + 10, y: last.y + last.height / 2), time: 0.6)
        #expect(s.state.alternates?.selected == 2)
        s.touchUp(at: Point(x: last.x + 10, y: last.y + last.height / 2), time: 0.7)
        #expect(s.state.layout == "ko-KR" && s.state.alternates == nil)
        // The settings are the list the globe key cycles; with one keyboard, no list.
        s.settings = KeyboardSettings(enabledKeyboards: ["en-US"])
        s.showLayout("en-US")
        s.touchDown(at: try point(of: "globe", in: s), time: 2)
        s.advance(to: 3)
        #expect(s.state.alternates == nil)
    }

    @Test("a finger held on a key shows its alternates; sliding picks one; lifting types it")
    func alternates() throws {
        let s = session(["en-US"])
        try s.focus(field { $0.autocapitalizationType = .none }, textLayout: GridLayout())
        let e = try point(of: "e", in: s)
        let key = try #require(s.state.keyboard?.keys.first { $0.output == "e" })
        try #require(key.longPress.count >= 3)
        s.touchDown(at: e, time: 0)
        #expect(s.state.highlightedKey == key.id && s.state.alternates == nil)
        s.advance(to: 0.44)
        #expect(s.state.alternates == nil)
        s.advance(to: 0.45)
        let shown = try #require(s.state.alternates)
        #expect(shown.options == key.longPress && shown.frames.count == key.longPress.count)
        #expect(shown.frames.allSatisfy { $0.maxY <= key.frame.y + 0.001 && $0.x >= 0 && $0.maxX <= 320.001 })
        #expect(s.state.highlightedKey == nil)
        // A finger far off (or a point no screen has) picks the nearest end, never traps.
        s.touchMove(to: Point(x: 1e300, y: -1e300), time: 0.5)
        #expect(s.state.alternates?.selected == key.longPress.count - 1)
        s.touchMove(to: Point(x: -.infinity, y: .nan), time: 0.55)
        #expect(s.state.alternates?.selected == 0)
        let third = shown.frames[2]
        s.touchMove(to: Point(x: third.x + third.width / 2, y: third.y), time: 0.6)
        #expect(s.state.alternates?.selected == 2)
        s.touchUp(at: Point(x: third.x + third.width / 2, y: third.y), time: 0.7)
        #expect(s.state.text == key.longPress[2])
        #expect(s.state.alternates == nil)
        // A quick tap types the key itself.
        s.tap(at: e, time: 2)
        #expect(s.state.text == key.longPress[2] + "e")
    }

    @Test("many alternates wrap into rows going up, the anchor above the key, inside the keyboard; sliding up picks the second row")
    func alternateRows() throws {
        let key = Rect(x: 290, y: 100, width: 26, height: 40)
        let one = AlternatesPopup.frames(count: 5, over: key, keyboardWidth: 320)
        #expect(Set(one.map(\.y)) == [60] && one.last?.maxX == 320 && one.allSatisfy { $0.width == 26 })
        // 17 alternates (Vietnamese a) on a 320-point keyboard: 12 fit across, so two rows of 9 and 8.
        let many = AlternatesPopup.frames(count: 17, over: key, keyboardWidth: 320, anchor: 0)
        #expect(many.count == 17 && many.allSatisfy { $0.x >= 0 && $0.maxX <= 320 })
        #expect(many.prefix(9).allSatisfy { $0.y == 60 } && many.dropFirst(9).allSatisfy { $0.y == 20 })
        #expect(Set(many.map { $0.x }).count == 9, "rows line up in columns")
        // The anchor's column sits over the key where the keyboard allows.
        let middle = AlternatesPopup.frames(count: 3, over: Rect(x: 100, y: 100, width: 26, height: 40), keyboardWidth: 320,
                                                     anchor: 1)
        #expect(middle[1].x == 100)
        #expect(AlternatesPopup.frames(count: 0, over: key, keyboardWidth: 320).isEmpty)
        // The option under a finger: inside a frame, else the nearest; on the key, the first row's.
        #expect(KeyboardSession.option(at: Point(x: many[12].x + 13, y: many[12].y + 20), in: many, isColumn: false) == 12)
        #expect(KeyboardSession.option(at: Point(x: many[3].x + 13, y: 130), in: many, isColumn: false) == 3)
        #expect(KeyboardSession.option(at: Point(x: -50, y: -50), in: many, isColumn: false) == 9)
    }

    @Test("the key typed is the one under the finger when it lifts")
    func slideToAnotherKey() throws {
        let s = session(["en-US"])
        try s.focus(field { $0.autocapitalizationType = .none }, textLayout: GridLayout())
        s.touchDown(at: try point(of: "q", in: s), time: 0)
        #expect(s.state.highlightedKey == "q")
        s.touchMove(to: try point(of: "w", in: s), time: 0.05)
        #expect(s.state.highlightedKey == "w")
        s.touchUp(at: try point(of: "w", in: s), time: 0.1)
        #expect(s.state.text == "w" && s.state.highlightedKey == nil)
    }

    @Test("two taps on shift lock caps; slower taps do not")
    func capsLock() throws {
        let s = session(["en-US"])
        try s.focus(field { $0.autocapitalizationType = .none }, textLayout: GridLayout())
        let shift = try point(of: "shift", in: s)
        s.tap(at: shift, time: 0)
        #expect(s.state.shiftState == .shifted)
        s.tap(at: shift, time: 0.5)
        #expect(s.state.shiftState == .off)
        s.tap(at: shift, time: 2)
        s.tap(at: shift, time: 2.2)
        #expect(s.state.shiftState == .capsLock)
        try tap(["A", "B"], in: s, from: 3)
        #expect(s.state.text == "AB" && s.state.shiftState == .capsLock)
        // From an automatic shift (a sentence's start) two quick taps lock caps too.
        let auto = session(["en-US"])
        try auto.focus(field(), textLayout: GridLayout())
        #expect(auto.state.shiftState == .shifted)
        auto.tap(at: shift, time: 0)
        #expect(auto.state.shiftState == .off)
        auto.tap(at: shift, time: 0.2)
        #expect(auto.state.shiftState == .capsLock)
    }

    @Test("backspace held repeats after its delay; a tap deletes one")
    func backspaceRepeat() throws {
        let s = session(["en-US"])
        try s.focus(field(text: "abcdefghij"), textLayout: GridLayout())
        let backspace = try point(of: "backspace", in: s)
        s.tap(at: backspace, time: 0)
        #expect(s.state.text == "abcdefghi")
        s.touchDown(at: backspace, time: 1)
        s.advance(to: 1.49)
        #expect(s.state.text == "abcdefghi")
        s.advance(to: 1.5)
        #expect(s.state.text == "abcdefgh")
        s.advance(to: 1.8)
        #expect(s.state.text == "abcde")
        s.touchUp(at: backspace, time: 1.85)
        #expect(s.state.text == "abcde")
    }

    @Test("a clock that jumps a billion seconds with backspace held repeats at most maximumRepeatsPerStep times")
    func repeatBound() throws {
        let s = session(["en-US"])
        try s.focus(field(text: String(repeating: "x", count: 500), kind: .multiLine), textLayout: GridLayout())
        let backspace = try point(of: "backspace", in: s)
        s.touchDown(at: backspace, time: 0)
        s.advance(to: 1e9)
        #expect(s.state.text.count == 500 - KeyboardSession.maximumRepeatsPerStep)
        s.advance(to: 1e9 + 0.1)
        #expect(s.state.text.count >= 500 - KeyboardSession.maximumRepeatsPerStep - 2, "the skipped repeats are not owed")
        s.touchUp(at: backspace, time: 1e9 + 0.2)
    }

    @Test("the space bar: a tap types a space; a pan moves the caret and types nothing")
    func spacePan() throws {
        let s = session(["en-US"])
        try s.focus(field(text: "hello world", kind: .multiLine), textLayout: GridLayout())
        #expect(s.state.selection == 11..<11)
        let space = try point(of: "space", in: s)
        s.touchDown(at: space, time: 0)
        var x = space.x
        for step in 1...20 {
            x -= 4
            s.touchMove(to: Point(x: x, y: space.y), time: Double(step) * 0.01)
        }
        s.touchUp(at: Point(x: x, y: space.y), time: 0.25)
        #expect(s.state.text == "hello world")
        #expect(s.state.selection.lowerBound < 11)
        s.tap(at: space, time: 2)
        #expect(s.state.text.count == 12)
    }

    @Test("a finger resting on the space bar is a trackpad on current iPhones and iPads, not on the classic iPhone")
    func spaceBarTrackpad() throws {
        for (device, isTrackpad) in [("iphone-390", true), ("ipad-11", true), ("iphone-classic", false)] {
            let s = KeyboardSession(catalog: BuiltInInputMethods.catalog, registry: BuiltInInputMethods.registry, keyboards: ["en-US"],
                                    device: DeviceProfile.ID(rawValue: device), screen: Size(width: 1024, height: 800))
            try s.focus(field(text: "hello world", kind: .multiLine), textLayout: GridLayout())
            let space = try point(of: "space", in: s)
            // Held past the long-press delay, then a slow slide of 40 points to the left (10 pt/s).
            s.touchDown(at: space, time: 0)
            s.advance(to: 0.6)
            var x = space.x
            for step in 1...40 {
                x -= 1
                s.touchMove(to: Point(x: x, y: space.y), time: 0.6 + Double(step) * 0.1)
            }
            s.touchUp(at: Point(x: x, y: space.y), time: 4.7)
            if isTrackpad {
                #expect(s.state.text == "hello world" && s.state.selection.lowerBound < 11, "\(device): \(s.state.selection)")
            } else {
                #expect(s.state.text == "hello world ", "\(device): too slow to pan by speed, the lift types a space")
            }
        }
        // Switching devices follows the new one.
        let s = session(["en-US"])
        try s.focus(field(text: "hello world", kind: .multiLine), textLayout: GridLayout())
        try s.show(on: "iphone-390", orientation: .portrait, screen: Self.screen)
        #expect(s.textInteraction?.configuration.trackpadAfterLongPress != nil)
    }

    @Test("the space bar's pan moves the caret as far as the same pan on the text's own interaction")
    func spacePanGoesAllTheWay() throws {
        let text = "one two three four five six seven eight nine ten"
        let s = session(["en-US"])
        try s.focus(field(text: text, kind: .multiLine), textLayout: GridLayout())
        let space = try point(of: "space", in: s)
        // The same pan straight to a TextInteraction on an identical container.
        let reference = TextContainer(kind: .multiLine, text: text)
        let direct = TextInteractionSession(container: reference, layout: GridLayout())
        s.touchDown(at: space, time: 0)
        direct.handle(.panDown(time: 0, x: space.x))
        var x = space.x
        for step in 1...40 {
            x -= 3
            s.touchMove(to: Point(x: x, y: space.y), time: Double(step) * 0.01)
            direct.handle(.panMove(time: Double(step) * 0.01, x: x, velocity: nil))
        }
        s.touchUp(at: Point(x: x, y: space.y), time: 0.45)
        direct.handle(.panUp(time: 0.45))
        #expect(reference.selectedRange.lowerBound < text.utf16.count - 1)   // the pan moved more than one step
        #expect(s.state.selection == reference.selectedRange)
        #expect(s.state.text == text)
    }

    @Test("the state is a value: two sessions fed the same events are equal")
    func comparable() throws {
        let a = session(["ko-KR"]), b = session(["ko-KR"])
        for s in [a, b] {
            try s.focus(field(), textLayout: GridLayout())
            try tap(["ㅎ", "ㅏ"], in: s)
        }
        #expect(a.state == b.state)
        #expect(a.state.pendingEvents.map(\.kind) == [.willShow, .didShow])
    }
}

/// Records what reaches it.
final class SpyMethod: InputMethod, @unchecked Sendable {
    var events: [InputEvent] = []
    func activate(storage: any InputMethodStorage) {}
    func reset() {}
    func handle(_ event: InputEvent, context: InputContext) throws -> InputResult {
        events.append(event)
        return .unhandled
    }
    func candidates(page: Int, pageSize: Int) throws -> CandidatePage { .empty }
}

extension KeyboardSessionTests {
    @Test("arrow keys move the caret as the text is drawn, commit a composition, and shift follows the caret")
    func arrowKeys() throws {
        // Hebrew and English in one line: right across the Hebrew word goes back through it.
        let s = session(["he", "en-US"])
        let mixed = field(text: "abc אבג def")
        try s.focus(mixed, textLayout: GridLayout())
        mixed.select(3..<3)
        var offsets: [Int] = []
        for _ in 0..<5 {
            s.moveCaret(.right)
            offsets.append(s.state.selection.lowerBound)
        }
        #expect(offsets == [4, 6, 5, 4, 8])
        s.moveCaret(.left, extending: true)
        s.moveCaret(.left, extending: true)
        // The anchor stays at 8; the moving end crossed ␠ and then א on screen, which puts it
        // at 5, after א in the text: selections are logical, as on iOS (ב ג ␠ are selected).
        #expect(s.state.selection == 5..<8)

        // A Korean composition is committed before the caret moves.
        let korean = session(["ko-KR"])
        let text = field()
        try korean.focus(text, textLayout: GridLayout())
        try tap(["ㅎ", "ㅏ"], in: korean)
        #expect(korean.state.markedText == "하")
        korean.moveCaret(.left)
        #expect(korean.state.markedText == nil && korean.state.text == "하" && korean.state.selection == 0..<0)

        // Moving to the start of a sentence turns shift on; moving away turns it off.
        let english = session(["en-US"])
        let sentence = field(text: "One. two")
        try english.focus(sentence, textLayout: GridLayout())
        #expect(english.state.shiftState == .off)
        for _ in 0..<3 { english.moveCaret(.left) }
        #expect(english.state.selection == 5..<5 && english.state.shiftState == .shifted)
        english.moveCaret(.right)
        #expect(english.state.shiftState == .off)
    }
}

/// Gestures of imported keyboards: a long press's default and flicks in eight directions.
@Suite("KeyboardSession: default alternates and diagonal flicks")
struct KeyboardSessionGestureTests {
    static let catalog: KeyboardCatalog = {
        let layout = #"""
            {"format": 1, "id": "gestures", "locale": "en", "name": "Gestures", "script": "Latn", "imports": ["shared/base",\#
             "shared/symbols"],
             "keys": {"e": {"longPress": "è é ê ë", "longPressDefault": "ê"},
                      "o": {"flicks": {"up": "ô", "upRight": "ó", "downLeft": "ò", "right": "ö"}}},
             "layers": {"letters": {"kind": "letters", "rows": ["q w e r t y u i o p", "a s d f g h j k l", "shift gap z x c v b n m gap\#
             backspace", "@bottom"]}}}
            """#
        let result = LayoutLoader.load(BundledLayouts.merged(with: [[LayoutSource(path: "gestures.json", text: layout)]]),
                                       inputMethods: BuiltInInputMethods.requirements)
        precondition(!result.hasErrors, "\(result.diagnostics.map(\.formatted))")
        return result.catalog
    }()

    func session() throws -> (KeyboardSession, ResolvedKeyboard) {
        let s = KeyboardSession(catalog: Self.catalog, registry: BuiltInInputMethods.registry, keyboards: ["gestures"],
                                device: "iphone-classic",
                                screen: Size(width: 320, height: 480))
        var traits = TextInputTraits()
        traits.autocapitalizationType = .none
        traits.autocorrectionType = .no
        try s.focus(TextContainer(kind: .multiLine, traits: traits), textLayout: GridLayout())
        return (s, try #require(s.state.keyboard))
    }

    @Test("a held key opens with its default alternate under the finger; lifting there types it")
    func defaultAlternate() throws {
        let (s, keyboard) = try session()
        let e = try #require(keyboard.key("e"))
        #expect(e.longPressDefault == 2)
        let centre = Point(x: e.frame.x + e.frame.width / 2, y: e.frame.y + e.frame.height / 2)
        s.touchDown(at: centre, time: 0)
        s.advance(to: 0.5)
        let shown = try #require(s.state.alternates)
        #expect(shown.selected == 2)
        #expect(abs(shown.frames[2].x - e.frame.x) < 0.001, "the default sits right above the key")
        s.touchUp(at: centre, time: 0.6)
        #expect(s.state.text == "ê")
    }

    @Test("a key with diagonal flicks tells eight directions apart; a missing direction types nothing", arguments: [
        (0.0, -30.0, "ô"), (25.0, -25.0, "ó"), (-22.0, 22.0, "ò"), (30.0, 2.0, "ö"), (0.0, 30.0, ""), (-30.0, -30.0, ""),
    ])
    func diagonalFlicks(dx: Double, dy: Double, typed: String) throws {
        let (s, keyboard) = try session()
        let o = try #require(keyboard.key("o"))
        let start = Point(x: o.frame.x + o.frame.width / 2, y: o.frame.y + o.frame.height / 2)
        s.touchDown(at: start, time: 0)
        s.touchMove(to: Point(x: start.x + dx, y: start.y + dy), time: 0.05)
        s.touchUp(at: Point(x: start.x + dx, y: start.y + dy), time: 0.1)
        #expect(s.state.text == typed)
    }
}
