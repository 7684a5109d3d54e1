import Autocorrection
import Typing
import BuiltInInputMethods
import InputMethodCore
import KeyboardModel
@testable import KeyboardSession
import Testing
import TextEditing
import TextInputTraits

/// Transcripts of autocorrection in the host: keys in; text, the suggestion bar and what was
/// learned out. `⌫` is backspace, `⇧` shift, `#` the layer key ("123"); everything else is the
/// key that types it.
@Suite("InputHost: autocorrection and the suggestion bar")
struct InputHostAutocorrectionTests {
    final class Recorder: InputHostDelegate {
        var errors: [KeyboardSessionError] = []
        func inputHost(_ host: InputHost, didCatch error: KeyboardSessionError) { errors.append(error) }
    }

    struct Transcript {
        let session: KeyboardSession
        let field: TextContainer
        let storage: MemoryStorage
        let recorder = Recorder()

        init(_ layout: String = "en-US", traits: TextInputTraits = TextInputTraits(), storage: MemoryStorage = MemoryStorage(),
             settings change: (inout KeyboardSettings) -> Void = { _ in }) throws {
            self.storage = storage
            session = KeyboardSession(catalog: BuiltInInputMethods.catalog, registry: BuiltInInputMethods.registry, keyboards: [layout],
                                      device: "iphone-classic", screen: Size(width: 320, height: 480), storage: { _ in storage })
            var settings = session.settings
            change(&settings)
            session.settings = settings
            session.host.delegate = recorder
            field = TextContainer(kind: .multiLine, traits: traits)
            try session.focus(field, textLayout: MonospaceLayout(columns: 80))
        }

        @discardableResult
        func type(_ keys: String) -> Transcript {
            for key in keys {
                switch key {
                case "⌫": session.press("backspace")
                case "⇧": session.press("shift")
                case "#": session.press("mode")
                default:
                    let typed = session.type(key)
                    #expect(typed, "no key types '\(key)' on \(session.state.layer)")
                }
            }
            return self
        }

        var text: String { field.text }
        /// The bar as drawn: `"typed"`, `*autocorrection*`, others plain.
        var bar: [String] { session.state.suggestions.map(\.description) }
        var learned: String { String(decoding: storage.data(forKey: "words.en") ?? [], as: UTF8.self) }
    }

    // MARK: Space, punctuation, backspace

    @Test("space commits the correction shown in the bar; the next word starts afresh")
    func space() throws {
        let t = try Transcript()
        t.type("rhe")
        #expect(t.text == "Rhe")
        #expect(t.bar.prefix(2) == ["\"Rhe\"", "*The*"])
        t.type(" ")
        #expect(t.text == "The ")
        t.type("qiick brown fox ")
        #expect(t.text == "The quick brown fox ")
    }

    @Test("a word that runs into text of another script is not this keyboard's to correct")
    func otherScript() throws {
        var traits = TextInputTraits()
        traits.autocapitalizationType = .none
        let t = try Transcript(traits: traits)
        t.field.insertText("私は")
        t.type("rhe")
        #expect(t.bar.isEmpty)
        t.type(" ")
        #expect(t.text == "私はrhe ")
        // After a space, the same letters are a word of their own and corrected.
        t.type("rhe ")
        #expect(t.text == "私はrhe the ")
        // On the numbers layer the word is still the letters layer's: corrected on space.
        let u = try Transcript()
        u.type("rhe#")
        u.type(" ")
        #expect(u.text == "The ")
    }

    @Test("punctuation commits the correction too", arguments: [(".", "The."), (",", "The,"), ("!", "The!"), ("?", "The?")])
    func punctuation(mark: Character, expected: String) throws {
        let t = try Transcript()
        t.type("teh#").type(String(mark))
        #expect(t.text == expected)
    }

    @Test("the first backspace after a correction reverts it, and that word is not corrected there again")
    func revert() throws {
        let t = try Transcript()
        t.type("teh ")
        #expect(t.text == "The ")
        t.type("⌫")
        #expect(t.text == "Teh ")
        // A second backspace deletes as usual; the word is not corrected again in that place.
        t.type("⌫")
        #expect(t.text == "Teh")
        #expect(!t.bar.contains { $0.hasPrefix("*") })
        t.type(" ")
        #expect(t.text == "Teh ")
    }

    @Test("where nothing is learned, the word reverted to stays at its place only: another field corrects it")
    func revertIsPerField() throws {
        var traits = TextInputTraits()
        traits.allowsPersonalizedLearning = false
        let t = try Transcript(traits: traits)
        t.type("teh ⌫⌫ ")
        #expect(t.text == "Teh ")
        let other = TextContainer(kind: .multiLine, traits: traits)
        try t.session.focus(other, textLayout: MonospaceLayout(columns: 80))
        for letter in "teh " { t.session.type(letter) }
        #expect(other.text == "The ")
        #expect(t.storage.entries.isEmpty)
    }

    @Test("undo takes back a revert in one step, and the correction in another")
    func undo() throws {
        let t = try Transcript()
        t.type("teh ⌫")
        #expect(t.text == "Teh ")
        #expect(t.field.undo())
        #expect(t.text == "The ")
    }

    @Test("a backspace after anything else after a correction deletes as usual")
    func noRevertLater() throws {
        let t = try Transcript()
        t.type("teh a⌫⌫")
        #expect(t.text == "The")
    }

    // MARK: Learning

    @Test("a word the user goes back to is learned: it is kept next time, elsewhere, and stored")
    func learningByRevert() throws {
        let storage = MemoryStorage()
        let t = try Transcript(storage: storage)
        t.type("teh ⌫and teh ")
        #expect(t.text == "Teh and teh ")
        #expect(t.learned.contains("w\t2\t") && t.learned.contains("\tTeh\n"), "\(t.learned)")
        // A new session on the same storage knows it too.
        let again = try Transcript(storage: storage)
        again.type("teh ")
        #expect(again.text == "Teh ")
    }

    @Test("a word typed twice without correction becomes known and is completed from its start")
    func learningByUse() throws {
        let storage = MemoryStorage()
        let t = try Transcript(storage: storage) { $0.autoCorrection = false }
        t.type("zorblax and zorblax ")
        var settings = t.session.settings
        settings.autoCorrection = true
        t.session.settings = settings
        t.type("zorb")
        #expect(t.bar.contains("zorblax"))
        t.type("lax ")
        #expect(t.text == "Zorblax and zorblax zorblax ")
    }

    @Test("next words come from the pairs the user typed")
    func nextWords() throws {
        let t = try Transcript()
        t.type("good morning and good morning and good ")
        #expect(t.session.state.suggestions.first == Suggestion("morning", kind: .nextWord))
        t.session.selectSuggestion(0)
        #expect(t.text == "Good morning and good morning and good morning ")
    }

    @Test("picking the word as typed keeps it and teaches it")
    func pickTyped() throws {
        let t = try Transcript()
        t.type("rhe")
        t.session.selectSuggestion(0)
        #expect(t.text == "Rhe ")
        t.type("rhe ")
        #expect(t.text == "Rhe rhe ")
    }

    @Test("damaged learned words are set aside and reported; typing goes on")
    func damagedUserData() throws {
        let storage = MemoryStorage()
        try storage.setData(Array("softkbd-user-words 1\nw\tx\t1\tteh\nend 1 0\n".utf8), forKey: "words.en")
        let t = try Transcript(storage: storage)
        t.type("rhe ")
        #expect(t.text == "The ")
        #expect(storage.data(forKey: "words.en.damaged") != nil)
        #expect(t.recorder.errors.contains { if case .damagedUserData("words.en", _) = $0 { true } else { false } })
    }

    @Test("word lists that cannot be found: the state says so, and typing goes on uncorrected")
    func missingLexicons() throws {
        let t = try Transcript()
        t.session.host.lexicons = LexiconStore(directory: "/nonexistent/softkbd-lexicons")
        t.type("rhe ")
        #expect(t.text == "Rhe ")
        guard case .lexiconUnavailable("en", let why) = t.session.state.problem else {
            Issue.record("no problem reported: \(String(describing: t.session.state.problem))")
            return
        }
        #expect(why.contains("/nonexistent/softkbd-lexicons"))
        #expect(t.recorder.errors.count == 1, "reported once, not at every word")
        t.type("teh ")
        #expect(t.recorder.errors.count == 1)
    }

    // MARK: Where it is off

    @Test("never in secure fields: no bar, no correction, nothing stored")
    func secure() throws {
        var traits = TextInputTraits()
        traits.isSecureTextEntry = true
        let t = try Transcript(traits: traits)
        t.type("teh")
        #expect(t.bar.isEmpty)
        t.type(" ")
        #expect(t.text == "teh ")
        #expect(t.storage.entries.isEmpty)
    }

    enum Off: String, CaseIterable { case autocorrectionNo, urlKeyboard, emailKeyboard, userName, oneTimeCode }

    @Test("traits that turn correction off keep the word as typed", arguments: Off.allCases)
    func traitsOff(name: Off) throws {
        var traits = TextInputTraits()
        traits.autocapitalizationType = .none
        switch name {
        case .autocorrectionNo: traits.autocorrectionType = .no
        case .urlKeyboard: traits.keyboardType = .URL
        case .emailKeyboard: traits.keyboardType = .emailAddress
        case .userName: traits.textContentType = .username
        case .oneTimeCode: traits.textContentType = .oneTimeCode
        }
        let t = try Transcript(traits: traits)
        t.type("teh")
        #expect(!t.bar.contains { $0.hasPrefix("*") }, "\(name)")
        // The URL keyboard has no space bar: the event, as a hardware keyboard sends it.
        t.session.host.dispatch(.space)
        #expect(t.text == "teh ", "\(name)")
    }

    @Test("web search corrects words but not what looks like an address")
    func webSearch() throws {
        var traits = TextInputTraits()
        traits.keyboardType = .webSearch
        traits.autocapitalizationType = .none
        let t = try Transcript(traits: traits)
        t.type("wrold wrold.com ")
        #expect(t.text == "world wrold.com ")
    }

    @Test("pads have nothing to correct and no bar")
    func pads() throws {
        var traits = TextInputTraits()
        traits.keyboardType = .numberPad
        let t = try Transcript(traits: traits)
        t.type("12")
        #expect(t.bar.isEmpty && t.text == "12")
        #expect(!t.session.host.correctionPolicy.corrects && !t.session.host.correctionPolicy.suggests)
    }

    @Test("layouts with an input method keep their own candidates: no suggestion bar")
    func inputMethods() throws {
        let t = try Transcript("ko-KR")
        t.session.press("ㅎ")
        #expect(t.bar.isEmpty && t.session.state.markedText == "ㅎ")
    }

    // MARK: Settings

    @Test("settings: auto-correction off keeps words; predictive text off hides the bar but still corrects")
    func correctionSettings() throws {
        let off = try Transcript { $0.autoCorrection = false }
        off.type("rhe")
        #expect(off.bar.first == "\"Rhe\"" && !off.bar.contains { $0.hasPrefix("*") })
        off.type(" ")
        #expect(off.text == "Rhe ")
        let quiet = try Transcript { $0.predictiveText = false }
        quiet.type("rhe")
        #expect(quiet.bar.isEmpty)
        quiet.type(" ")
        #expect(quiet.text == "The ")
    }

    @Test("settings: auto-capitalization off leaves shift alone; traits cannot turn it on")
    func capitalizationSetting() throws {
        let t = try Transcript { $0.autoCapitalization = false }
        #expect(t.session.state.shiftState == .off)
        t.type("rhe ")
        #expect(t.text == "the ")
    }

    @Test("settings: caps lock off makes a double tap on shift a shift and back")
    func capsLockSetting() throws {
        let t = try Transcript { $0.enableCapsLock = false; $0.autoCapitalization = false }
        let shift = try #require(t.session.state.keyboard?.key("shift"))
        let centre = Point(x: shift.frame.x + shift.frame.width / 2, y: shift.frame.y + shift.frame.height / 2)
        t.session.tap(at: centre, time: 0)
        t.session.tap(at: centre, time: 0.1)
        #expect(t.session.state.shiftState == .off)
        let on = try Transcript { $0.autoCapitalization = false }
        on.session.tap(at: centre, time: 0)
        on.session.tap(at: centre, time: 0.1)
        #expect(on.session.state.shiftState == .capsLock)
    }

    @Test("settings: the period shortcut", arguments: [(true, "Hi. "), (false, "Hi  ")])
    func periodShortcut(on: Bool, expected: String) throws {
        let t = try Transcript { $0.periodShortcut = on }
        t.type("hi  ")
        #expect(t.text == expected)
    }

    @Test("settings: smart punctuation curls quotes by language and makes dashes; off, they stay straight")
    func smartPunctuation() throws {
        for (layout, expected) in [("en-US", "“a” ‘b it’s — "), ("de-DE", "„a“ ‚b it’s — "), ("fr-FR", "«a» “b it’s — ")] {
            let t = try Transcript(layout, traits: Self.plain)
            for output in ["\"", "a", "\"", " ", "'", "b", " ", "i", "t", "'", "s", " ", "-", "-", " "] {
                t.session.host.dispatch(output == " " ? .space : .key(KeyInput(output: output, keyID: Key.ID(rawValue: output))))
            }
            #expect(t.text == expected, "\(layout)")
        }
        let straight = try Transcript(traits: Self.plain) { $0.smartPunctuation = false }
        for output in ["\"", "a", "'", "-",
                       "-"] { straight.session.host.dispatch(.key(KeyInput(output: output, keyID: Key.ID(rawValue: output)))) }
        #expect(straight.text == "\"a'--")
    }

    @Test("settings: check spelling reports unknown words, except the one being typed")
    func spelling() throws {
        let t = try Transcript(traits: Self.plain) { $0.autoCorrection = false }
        t.type("i saw a blorpy dog blorpy")
        let words = t.session.misspelledWords().map { Array(t.text.utf16)[$0].count }
        #expect(t.session.misspelledWords() == [8..<14])
        #expect(words == [6])
        let off = try Transcript(traits: Self.plain) { $0.autoCorrection = false; $0.checkSpelling = false }
        off.type("blorpy dog ")
        #expect(off.session.misspelledWords().isEmpty)
    }

    // MARK: Casing, apostrophes, accents, languages

    @Test("casing is kept; apostrophes, accents and capitalised nouns are restored", arguments: [
        ("en-US", "Teh ", "The "), ("en-US", "TEH ", "THE "), ("en-US", "dont ", "don’t "), ("en-US", "im ", "I’m "),
        ("fr-FR", "cafe ", "café "), ("fr-FR", "tres ", "très "), ("es-ES", "manana ", "mañana "),
        ("de-DE", "das haus ", "das Haus "), ("tr-TR", "istanbul ", "İstanbul "), ("en-US", "thw ", "the "),
        ("en-US", "helloworld ", "hello world "),
    ])
    func words(layout: String, keys: String, expected: String) throws {
        let t = try Transcript(layout, traits: Self.plain)
        t.type(keys)
        #expect(t.text == expected)
    }

    @Test("touches: the point where the finger landed is weighed, and key centres do as well")
    func touches() throws {
        let t = try Transcript(traits: Self.plain)
        let keyboard = try #require(t.session.state.keyboard)
        for letter in ["t", "h", "w"] {
            let key = try #require(keyboard.key(Key.ID(rawValue: letter)))
            // Each tap lands on its key's right edge: w's right edge is next to e.
            t.session.tap(at: Point(x: key.frame.maxX - 2, y: key.frame.y + key.frame.height / 2), time: 0)
        }
        #expect(t.bar.prefix(2) == ["\"thw\"", "*the*"])
    }

    static var plain: TextInputTraits {
        var traits = TextInputTraits()
        traits.autocapitalizationType = .none
        return traits
    }
}
