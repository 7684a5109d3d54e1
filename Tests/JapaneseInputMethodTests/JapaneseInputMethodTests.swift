import BuiltInInputMethods
import InputMethodCore
@testable import JapaneseInputMethod
import KeyboardModel
import KeyboardSession
import TextEditing
import TextInputTraits
import Testing
import _TestSupport

/// Transcripts of the method: events in, composition, candidates and commits out.
@Suite("Japanese input method")
struct JapaneseInputMethodTests {
    final class Transcript {
        let method: JapaneseInputMethod
        let storage: MemoryStorage
        var context = InputContext(locale: "ja-JP")
        var committed = ""
        var marked = ""
        var selection: Range<Int>?
        var followOns: [String] = []
        var time = 0.0

        init(storage: MemoryStorage = MemoryStorage()) throws {
            method = JapaneseInputMethod(engine: try JapaneseEngineTests.engine())
            self.storage = storage
            method.activate(storage: storage)
        }

        @discardableResult
        func send(_ event: InputEvent) throws -> InputResult {
            let result = try method.handle(event, context: context)
            guard result.isHandled || result.commit != nil else { return result }   // nothing changed
            if let commit = result.commit { committed += commit }
            if let text = result.markedText { marked = text }
            if result.commit != nil && result.markedText == nil { marked = "" }
            selection = result.markedSelection
            if result.commit != nil { followOns = result.followOns }
            return result
        }

        /// Letters of the romaji keyboard.
        func type(_ letters: String) throws {
            for letter in letters { try send(.key(KeyInput(output: String(letter)))) }
        }

        /// A tap on a kana pad key (its id is its first kana), `after` seconds after the last.
        func tap(_ key: String, after pause: Double = 0.3) throws {
            time += pause
            try send(.key(KeyInput(output: key, keyID: Key.ID(rawValue: key), multiTap: Self.pad[key] ?? [key], time: time)))
        }

        func flick(_ output: String, on key: String) throws {
            time += 0.3
            try send(.key(KeyInput(output: output, keyID: Key.ID(rawValue: key), isFlick: true, time: time)))
        }

        var candidates: [String] { ((try? method.candidates(page: 0, pageSize: 200))?.candidates ?? []).map(\.text) }

        static let pad: [String: [String]] = [
            "あ": ["あ", "い", "う", "え", "お", "ぁ", "ぃ", "ぅ", "ぇ", "ぉ"], "か": ["か", "き", "く", "け", "こ"],
            "さ": ["さ", "し", "す", "せ", "そ"],
            "た": ["た", "ち", "つ", "て", "と", "っ"], "は": ["は", "ひ", "ふ", "へ", "ほ"], "や": ["や", "ゆ", "よ", "ゃ", "ゅ", "ょ"],
        ]
    }

    @Test("romaji composes kana as marked text; candidates predict; return commits the kana")
    func romaji() throws {
        let t = try Transcript()
        try t.type("toukyou")
        #expect(t.marked == "とうきょう" && t.committed.isEmpty)
        #expect(t.candidates.first == "東京")
        try t.send(.return)
        #expect(t.committed == "とうきょう" && t.marked.isEmpty)
        // A final n is ん when committed; pending letters show as typed.
        try t.type("hon")
        #expect(t.marked == "ほn")
        try t.send(.return)
        #expect(t.committed == "とうきょうほん")
    }

    @Test("picking a prediction commits it; follow-ons come after (東京 → 駅)")
    func predictionAndFollowOns() throws {
        let t = try Transcript()
        try t.type("toukyou")
        try t.send(.selectCandidate(0))
        #expect(t.committed == "東京" && t.marked.isEmpty)
        #expect(t.followOns.contains("駅"))
        let index = try #require(t.followOns.firstIndex(of: "駅"))
        try t.send(.selectFollowOn(index))
        #expect(t.committed == "東京駅")
        #expect(try t.send(.selectFollowOn(99)) == .unhandled)
    }

    @Test("space converts into phrases; moving, resizing and picking per phrase; return commits")
    func segments() throws {
        let t = try Transcript()
        try t.type("watashihagakkouniikimasu")
        try t.send(.space)
        #expect(t.marked == "私は学校に行きます" && t.selection == 0..<2)
        try t.send(.command("next-segment"))
        #expect(t.selection == 2..<5)
        #expect(t.candidates.first == "学校に")
        try t.send(.command("previous-segment"))
        try t.send(.command("previous-segment"))   // stays on the first
        #expect(t.selection == 0..<2)
        // Shrink the first phrase to わたし: は joins the next phrase.
        try t.send(.command("shrink-segment"))
        #expect(t.marked.hasPrefix("私") && t.selection == 0..<1, "\(t.marked)")
        try t.send(.command("grow-segment"))
        #expect(t.marked == "私は学校に行きます" && t.selection == 0..<2)
        // Space picks the phrase's next candidate; backspace goes back to the reading.
        try t.send(.space)
        #expect(t.marked != "私は学校に行きます")
        try t.send(.backspace)
        #expect(t.marked == "わたしはがっこうにいきます" && t.selection == nil)
        try t.send(.space)
        try t.send(.return)
        #expect(t.committed == "私は学校に行きます")
    }

    @Test("picking a phrase's candidate moves to the next phrase; after the last, all is committed")
    func pickPerSegment() throws {
        let t = try Transcript()
        try t.type("kishagaekinitsuita")
        try t.send(.space)
        let list = t.candidates
        let kisha = try #require(list.firstIndex { $0.hasPrefix("汽車") })
        try t.send(.selectCandidate(kisha))
        #expect(t.marked.hasPrefix("汽車") && t.committed.isEmpty)
        while !t.marked.isEmpty { try t.send(.selectCandidate(0)) }
        #expect(t.committed.hasPrefix("汽車"))
    }

    @Test("katakana and width forms are among the candidates")
    func forms() throws {
        let t = try Transcript()
        try t.type("terebi")
        #expect(t.candidates.contains("テレビ") && t.candidates.contains("ﾃﾚﾋﾞ") && t.candidates.contains("てれび"))
        try t.send(.return)
        // Digits are no reading: offered as typed and in full width.
        try t.type("2024")
        try t.send(.space)
        #expect(t.candidates == ["2024", "２０２４"])
        try t.send(.selectCandidate(1))
        #expect(t.committed == "てれび２０２４")
    }

    @Test("the kana pad: taps toggle, a pause or → ends the toggle, ↺ steps back, flicks type their kana")
    func kanaPad() throws {
        let t = try Transcript()
        try t.tap("か")
        try t.tap("か")
        try t.tap("か")
        #expect(t.marked == "く")
        try t.send(.command("undo-toggle"))
        #expect(t.marked == "き")
        try t.tap("か", after: 1.5)   // a pause ends the toggle
        #expect(t.marked == "きか")
        try t.send(.command("end-toggle"))
        try t.tap("か")
        #expect(t.marked == "きかか")
        try t.tap("あ")
        try t.tap("あ")   // another key started a new toggle
        #expect(t.marked == "きかかい")
        try t.flick("す", on: "さ")
        try t.flick("す", on: "さ")   // flicks never toggle
        #expect(t.marked == "きかかいすす")
        // The cycle goes round: five taps of か come back to か.
        try t.send(.return)
        for _ in 0..<6 { try t.tap("か") }
        #expect(t.marked == "か")
        #expect(try t.send(.command("unknown")) == .unhandled)
    }

    @Test("小゛゜ cycles small, voiced and half-voiced forms", arguments: [
        ("つ", ["っ", "づ", "つ"]), ("は", ["ば", "ぱ", "は"]), ("か", ["が", "か"]), ("や", ["ゃ", "や"]), 
        ("う", ["ぅ", "ゔ", "う"]), ("あ", ["ぁ", "あ"]),
    ])
    func modifier(kana: String, cycle: [String]) throws {
        let t = try Transcript()
        try t.flick(kana, on: "x")
        for form in cycle {
            try t.send(.command("modifier"))
            #expect(t.marked == form)
        }
        // A kana with no other forms, or nothing composed: nothing changes.
        let u = try Transcript()
        #expect(try u.send(.command("modifier")) == .unhandled)
        try u.flick("ん", on: "わ")
        try u.send(.command("modifier"))
        #expect(u.marked == "ん")
    }

    @Test("backspace in every state: pending letters, kana, a conversion, nothing")
    func backspace() throws {
        let t = try Transcript()
        #expect(try t.send(.backspace) == .unhandled)
        try t.type("kak")
        try t.send(.backspace)
        #expect(t.marked == "か")
        try t.send(.backspace)
        #expect(t.marked.isEmpty)
        try t.type("kisha")
        try t.send(.space)
        try t.send(.backspace)
        #expect(t.marked == "きしゃ")
        try t.send(.backspace)
        try t.send(.backspace)
        try t.send(.backspace)
        #expect(t.marked.isEmpty && t.committed.isEmpty)
    }

    @Test("learning: a chosen candidate comes first next time and is stored; forgetting; no learning where forbidden")
    func learning() throws {
        let storage = MemoryStorage()
        let t = try Transcript(storage: storage)
        try t.type("kisha")
        let index = try #require(t.candidates.firstIndex(of: "帰社"))
        try t.send(.selectCandidate(index))
        #expect(storage.data(forKey: JapaneseInputMethod.storageKey) != nil)
        // A new method over the same storage has learned it.
        let again = try Transcript(storage: storage)
        try again.type("kisha")
        #expect(again.candidates.first == "帰社")
        try again.send(.forgetCandidate(0))
        #expect(again.candidates.first != "帰社")
        // Where learning is not allowed, nothing is stored.
        let secret = MemoryStorage()
        let s = try Transcript(storage: secret)
        s.context.isLearningAllowed = false
        try s.type("kisha")
        try s.send(.selectCandidate(try #require(s.candidates.firstIndex(of: "帰社"))))
        #expect(secret.data(forKey: JapaneseInputMethod.storageKey) == nil)
    }

    @Test("damaged learned data is set aside and reported; typing goes on")
    func damaged() throws {
        let storage = MemoryStorage()
        try storage.setData(Array("softkbd-japanese-user 1\nnot a record\nend 1 00000000\n".utf8), forKey: JapaneseInputMethod.storageKey)
        let t = try Transcript(storage: storage)
        #expect(t.method.userDataProblem != nil)
        #expect(storage.data(forKey: JapaneseInputMethod.corruptStorageKey) != nil
                && storage.data(forKey: JapaneseInputMethod.storageKey) == nil)
        try t.type("toukyou")
        #expect(t.candidates.first == "東京")
    }

    @Test("a composition past maximumComposition kana commits its leading words and goes on: bounded, nothing lost")
    func maximumComposition() throws {
        let t = try Transcript()
        for _ in 0..<100 { try t.type("kya") }   // 200 kana
        #expect(!t.committed.isEmpty)
        #expect(t.marked.utf16.count <= JapaneseInputMethod.maximumComposition)
        #expect(t.marked.allSatisfy { "きゃ".contains($0) })
        // What was committed and what is marked read back as the 200 kana typed.
        #expect(KanaForms.isReading(t.marked) && t.committed.count + t.marked.count <= 200)
    }

    @Test("a learned surface with a control character, its hash valid, is damaged data: set aside, never offered")
    func controlCharacters() throws {
        let storage = MemoryStorage()
        try storage.setData(CheckedRecords.encode(["9\tとうきょう\t東\u{0}京"], format: JapaneseInputMethod.formatLine),
                            forKey: JapaneseInputMethod.storageKey)
        let t = try Transcript(storage: storage)
        #expect(t.method.userDataProblem.map { "\($0)" }?.contains("U+0000") == true)
        #expect(storage.data(forKey: JapaneseInputMethod.corruptStorageKey) != nil
                && storage.data(forKey: JapaneseInputMethod.storageKey) == nil)
        try t.type("toukyou")
        #expect(!t.candidates.contains { $0.unicodeScalars.contains { $0.properties.generalCategory == .control } })
    }

    @Test("random sessions of keys, conversions and phrase moves, cancelled, give back exactly the reading typed (300 sessions)")
    func randomSessions() throws {
        var random = SeededGenerator.fromEnvironment(fallback: 18)
        let letters = Array("aiueokstnhmyrwgzdbpjfvcxl'-")
        let commands = ["next-segment", "previous-segment", "grow-segment", "shrink-segment", "end-toggle"]
        let t = try Transcript()
        for _ in 0..<300 {
            t.committed = ""
            var typed = Romaji.State()
            for _ in 0..<Int.random(in: 1...20, using: &random) {
                let letter = letters.randomElement(using: &random) ?? "a"
                try t.type(String(letter))
                Romaji.append(letter, to: &typed)
            }
            // Conversions and phrase moves, then back to the reading.
            for _ in 0..<Int.random(in: 0...6, using: &random) {
                if Bool.random(using: &random) {
                    try t.send(.space)
                } else {
                    try t.send(.command(commands.randomElement(using: &random) ?? "next-segment"))
                }
            }
            if t.selection != nil { try t.send(.backspace) }
            try t.send(.return)
            Romaji.flush(&typed)
            #expect(t.committed == typed.kana)
            #expect(t.marked.isEmpty)
        }
    }
}

/// The method behind the bundled Japanese keyboards, through the session.
@Suite("Japanese through the session")
struct JapaneseHostTests {
    func host(_ layout: String, traits: TextInputTraits = TextInputTraits(),
              storage: MemoryStorage = MemoryStorage()) throws -> (KeyboardSession, TextContainer) {
        let registry = InputMethodRegistry([InputMethodDescriptor(id: "japanese", displayName: "日本語", languages: ["ja"]) {
            JapaneseInputMethod(engine: try JapaneseEngineTests.engine())
        }])
        let host = KeyboardSession(catalog: BuiltInInputMethods.catalog, registry: registry, keyboards: [layout], device: "iphone-classic",
                                   screen: Size(width: 320, height: 480), storage: { _ in storage })
        let container = TextContainer(kind: .multiLine, traits: traits)
        try host.focus(container, textLayout: MonospaceLayout(columns: 40))
        return (host, container)
    }

    @Test("the kana pad: taps by time, flicks, 小゛゜, conversion and a candidate")
    func kanaPad() throws {
        let (host, field) = try host("ja-JP-kana")
        #expect(host.state.inputMethod == "japanese")
        host.press("た", time: 0)
        host.press("た", time: 0.3)                 // toggles to ち
        host.press("た", time: 2.0)                 // after a pause: a new た
        host.flick("か", direction: .up, time: 2.3)   // く
        host.press("modifier", time: 2.6)          // ぐ
        #expect(field.markedText == "ちたぐ")
        host.press("kana-space", time: 3)
        #expect(field.markedText != "ちたぐ" && field.markedText?.isEmpty == false)
        host.press("kana-return", time: 3.5)
        #expect(field.markedText == nil && !field.text.isEmpty)
        // The session reads a slide on a key with flicks as a flick.
        let session = KeyboardSession(catalog: BuiltInInputMethods.catalog, registry: BuiltInInputMethods.registry,
                                      keyboards: ["ja-JP-kana"],
                                      device: "iphone-classic", screen: Size(width: 320, height: 480))
        let other = TextContainer(kind: .multiLine)
        try session.focus(other, textLayout: MonospaceLayout(columns: 40))
        let sa = try #require(session.state.keyboard?.key("さ")?.frame)
        let centre = Point(x: sa.x + sa.width / 2, y: sa.y + sa.height / 2)
        session.touchDown(at: centre, time: 0)
        session.touchUp(at: Point(x: centre.x, y: centre.y - 30), time: 0.2)
        #expect(other.markedText == "す")
        session.tap(at: centre, time: 0.5)
        #expect(other.markedText == "すさ")
    }

    @Test("romaji through the session: 東京, then 駅 from the follow-ons")
    func romaji() throws {
        let (host, field) = try host("ja-JP-romaji")
        for letter in "toukyou" { host.press(Key.ID(rawValue: String(letter))) }
        #expect(host.state.candidates.first?.text == "東京")
        host.selectCandidate(0)
        let station = try #require(host.state.followOns.firstIndex(of: "駅"))
        host.selectFollowOn(station)
        #expect(field.text == "東京駅")
    }

    @Test("a secure field: the Latin companion, no method runs, keys type what they show, nothing is learned")
    func secure() throws {
        var traits = TextInputTraits()
        traits.isSecureTextEntry = true
        let storage = MemoryStorage()
        for layout in ["ja-JP-kana", "ja-JP-romaji"] {
            let (host, field) = try host(layout, traits: traits, storage: storage)
            for letter in "kisha" { host.press(Key.ID(rawValue: String(letter))) }
            #expect(host.keyboard?.layoutID == "en-US" && host.state.inputMethod == nil && field.markedText == nil)
            #expect(field.text == "kisha" && host.state.candidates.isEmpty && storage.entries.isEmpty)
        }
    }
}
