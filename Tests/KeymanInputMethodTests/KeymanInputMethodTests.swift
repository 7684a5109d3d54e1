import BuiltInInputMethods
import InputMethodCore
import KeyboardModel
import KeymanInputMethod
import KeymanKeyboard
import LayoutFile
import LayoutImport
import Testing
import _TestSupport

@Suite("Keyman input method: a .kmn program's rules as a transcript of keys in, changes out")
struct KeymanInputMethodTests {
    static let source = """
        store(mode) 'plain'
        begin Unicode > use(main)
        group(main) using keys
        + "'" > dk(acute)
        dk(acute) + 'e' > 'é'
        dk(acute) + "'" > "'"
        'n' + '~' > 'ñ'
        + [T_SCHWA] > 'ə'
        + [CTRL K_M] > set(mode = 'greek') save(mode)
        + [T_GREEK] > set(mode = 'greek') save(mode)
        if(mode = 'greek') + 'a' > 'α'
        platform('touch') + 'x' > 'touch x'
        """

    static func method() throws -> KeymanInputMethod {
        let program = try #require(KMNReader.read(source, file: "t.kmn").program)
        return KeymanInputMethod(program: program)
    }

    /// Types keys (by output, or `[ID]` for a key id) into a text, applying each answer as a host would.
    static func type(_ keys: [String], into method: KeymanInputMethod, text: inout String) throws -> [InputResult] {
        var results: [InputResult] = []
        for key in keys {
            let id = key.hasPrefix("[") ? String(key.dropFirst().dropLast()) : nil
            let event: InputEvent = key == " " ? .space : key == "⌫" ? .backspace
                : .key(KeyInput(output: id == nil ? key : "", keyID: id.map { .init(rawValue: $0) }))
            let result = try method.handle(event, context: InputContext(textBefore: text))
            results.append(result)
            if result.isHandled {
                if let replacing = result.replacing { text.unicodeScalars.removeLast(replacing.unicodeScalars.count) }
                text += result.commit ?? ""
            } else if key == "⌫" {
                if !text.isEmpty { text.removeLast() }
            } else {
                text += key == " " ? " " : key
            }
        }
        return results
    }

    @Test("a deadkey types nothing and is used by the next key; context rules replace what is before the caret")
    func deadkeysAndContext() throws {
        let method = try Self.method()
        var text = "x"
        let results = try Self.type(["'", "e", "n", "~", "[T_SCHWA]", "q"], into: method, text: &text)
        #expect(text == "xéñəq")
        // The apostrophe: handled, nothing typed; é: committed; ~ replaces the n.
        #expect(results[0].isHandled && results[0].commit == nil && results[1].commit == "é")
        #expect(results[3].commit == "ñ" && results[3].replacing == "n")
        // A key the rules leave alone is typed by the method itself (it follows Keyman's default output).
        #expect(results[5].commit == "q")
    }

    @Test("backspace removes the deadkey with the character; the caret moving drops the deadkeys")
    func backspaceAndMoves() throws {
        let method = try Self.method()
        var text = ""
        _ = try Self.type(["a", "'", "⌫"], into: method, text: &text)
        #expect(text == "")
        _ = try Self.type(["'"], into: method, text: &text)
        // The host moved the caret: the document is no longer what the method typed.
        text = "new text "
        _ = try Self.type(["e"], into: method, text: &text)
        #expect(text == "new text e")
        // Backspace with nothing before the caret is the host's.
        text = ""
        #expect(try !method.handle(.backspace, context: InputContext(textBefore: "")).isHandled)
        #expect(try !method.handle(.return, context: InputContext(textBefore: "x")).isHandled)
    }

    @Test("an option a rule saves is kept in the host's storage and read back by a new method")
    func options() throws {
        let storage = MemoryStorage()
        let method = try Self.method()
        method.activate(storage: storage)
        var text = ""
        _ = try Self.type(["a"], into: method, text: &text)
        #expect(text == "a" && storage.entries.isEmpty)
        // A touch key that sets and saves the option: it reaches the storage, and the method uses it.
        _ = try Self.type(["[T_GREEK]", "a"], into: method, text: &text)
        #expect(text == "aα" && storage.entries["option.mode"] == Array("greek".utf8))
        // A new method (the next session) reads it back.
        let fresh = try Self.method()
        fresh.activate(storage: storage)
        var greek = ""
        _ = try Self.type(["a", "x"], into: fresh, text: &greek)
        #expect(greek == "αtouch x")
    }
}

extension KeymanInputMethodTests {
    @Test("begin NewContext runs on the first key and again when the caret moved; reset() starts a context too")
    func newContext() throws {
        let source = "store(mode) ''\nbegin Unicode > use(main)\nbegin NewContext > use(fresh)\ngroup(main) using keys\n" +
                     "if(mode = 'fresh') + 'a' > 'F' set(mode = 'used')\ngroup(fresh)\nnomatch > set(mode = 'fresh')\n"
        let method = KeymanInputMethod(program: try #require(KMNReader.read(source, file: "t.kmn").program))
        var text = ""
        _ = try Self.type(["a", "a"], into: method, text: &text)
        #expect(text == "Fa")
        text = "elsewhere "   // the host moved the caret
        _ = try Self.type(["a", "a"], into: method, text: &text)
        #expect(text == "elsewhere Fa")
        method.reset()
        _ = try Self.type(["a"], into: method, text: &text)
        #expect(text == "elsewhere FaF")
    }
}

@Suite("Keyman input method on an imported keyboard: its layers, gestures, multi-tap and hardware keys through the rules")
struct KeymanInputMethodKeyboardTests {
    static let catalog: KeyboardCatalog = {
        let files = KeymanFixture.files
        let sources = files.map { LayoutSource(path: $0.key, displayPath: $0.key, text: $0.value) }
        return LayoutLoader.load(BundledLayouts.merged(with: [LayoutImport.prepare(sources, readFile: { files[$0] })]),
                                 inputMethods: BuiltInInputMethods.requirements).catalog
    }()

    static func keyboard(_ layer: Layer.ID = .letters) throws -> ResolvedKeyboard {
        try catalog.resolve(KeyboardRequest(layout: "fixture", device: "iphone-classic", layer: layer))
    }

    /// Sends one event with the keyboard shown and applies the answer as a host would.
    static func send(_ event: InputEvent, to method: KeymanInputMethod, on keyboard: ResolvedKeyboard, text: inout String) throws {
        let result = try method.handle(event, context: InputContext(textBefore: text, keyboard: keyboard))
        guard result.isHandled else {
            if case .key(let key) = event { text += key.output } else if event == .space { text += " " }
            return
        }
        if let replacing = result.replacing { text.unicodeScalars.removeLast(replacing.unicodeScalars.count) }
        text += result.commit ?? ""
    }

    static func tap(_ id: Key.ID, on keyboard: ResolvedKeyboard, time: Double? = nil) throws -> InputEvent {
        let key = try #require(keyboard.key(id))
        guard case .input(let output) = key.action else { throw KeyError() }
        return .key(KeyInput(output: output, keyID: id, shift: keyboard.layer == .shifted ? .shifted : .off, multiTap: key.multiTap,
                             time: time))
    }
    struct KeyError: Error {}

    @Test("keys run the keyboard's rules by their Keyman ids, with the modifiers of the layer shown")
    func layers() throws {
        let method = KeymanInputMethod()
        var text = ""
        let letters = try Self.keyboard(), shifted = try Self.keyboard(.shifted), rightAlt = try Self.keyboard("rightalt")
        try Self.send(Self.tap("K_A", on: letters), to: method, on: letters, text: &text)
        try Self.send(Self.tap(try #require(shifted.keys.first { $0.id.rawValue.hasPrefix("K_A") }?.id), on: shifted), to: method,
                      on: shifted, text: &text)
        try Self.send(Self.tap(try #require(rightAlt.keys.first { $0.id.rawValue.hasPrefix("K_A") }?.id), on: rightAlt), to: method,
                      on: rightAlt, text: &text)
        // A deadkey (shown as ^) types nothing; the next key uses it. A label on a dotted circle types the mark.
        for id in ["T_DEAD", "K_E", "T_HIRIQ", "T_PUA", "K_Z"] { try Self.send(Self.tap(Key.ID(rawValue: id), on: letters), to: method,
                                                                               on: letters, text: &text) }
        #expect(text == "aAæê\u{05B4}ŋtouch z")
    }

    @Test("a touch key's own layer gives the rules its modifiers, its nextlayer follows once it typed; rules see the layer shown")
    func touchKeyLayers() throws {
        let method = KeymanInputMethod()
        let numeric = try Self.keyboard("numeric")
        var text = ""
        let one = try #require(numeric.keys.first { $0.id.rawValue.hasPrefix("K_1") })
        #expect(one.action == .input("!"))
        let result = try method.handle(Self.tap(one.id, on: numeric), context: InputContext(textBefore: text, keyboard: numeric))
        #expect(result.commit == "!" && result.layer == "default")
        text += "!"
        // `if(&layer = 'numeric')`: the rules see the layer shown.
        try Self.send(Self.tap(try #require(numeric.keys.first { $0.id.rawValue.hasPrefix("K_2") }?.id), on: numeric), to: method,
                      on: numeric, text: &text)
        #expect(text == "!two")
        // On the letters, K_2 is not on the numbers layer: no rule, so nothing is chosen.
        let letters = try Self.keyboard()
        let plain = try method.handle(.key(KeyInput(output: "a", keyID: "K_A")), context: InputContext(textBefore: text, keyboard: letters))
        #expect(plain.commit == "a" && plain.layer == nil)
    }

    @Test("a long press is its gesture key's rule, after a deadkey too; without a keyboard program, keys pass through")
    func gestures() throws {
        let method = KeymanInputMethod()
        let letters = try Self.keyboard()
        var text = ""
        try Self.send(.key(KeyInput(output: "ə", keyID: "K_E", isLongPress: true)), to: method, on: letters, text: &text)
        try Self.send(Self.tap("T_DEAD", on: letters), to: method, on: letters, text: &text)
        try Self.send(.key(KeyInput(output: "ə", keyID: "K_E", isLongPress: true)), to: method, on: letters, text: &text)
        #expect(text == "əƏ")
        let plain = try BuiltInInputMethods.catalog.resolve(KeyboardRequest(layout: "en-US", device: "iphone-classic"))
        #expect(try !method.handle(.key(KeyInput(output: "a", keyID: "a")), context: InputContext(textBefore: "", keyboard: plain))
            .isHandled)
    }

    @Test("a multi-tap key's second quick tap replaces the first with its next key's output; a pause starts again")
    func multiTap() throws {
        let method = KeymanInputMethod()
        let letters = try Self.keyboard()
        var text = ""
        try Self.send(Self.tap("K_B", on: letters, time: 0), to: method, on: letters, text: &text)
        try Self.send(Self.tap("K_B", on: letters, time: 0.3), to: method, on: letters, text: &text)
        #expect(text == "β")
        try Self.send(Self.tap("K_B", on: letters, time: 0.6), to: method, on: letters, text: &text)
        #expect(text == "b")
        try Self.send(Self.tap("K_B", on: letters, time: 5), to: method, on: letters, text: &text)
        #expect(text == "bb")
    }

    @Test("hardware keys: right Alt and Shift as held, and platform('hardware') rules")
    func hardware() throws {
        let method = KeymanInputMethod()
        let letters = try Self.keyboard()
        var text = ""
        for stroke in try KeySequence(parsing: "R+K_A S+K_A K_Z").strokes {
            try Self.send(.key(KeyInput(hardware: stroke)), to: method, on: letters, text: &text)
        }
        #expect(text == "æAhardware z")
        // The next touch key is the touch platform's again.
        try Self.send(Self.tap("K_Z", on: letters), to: method, on: letters, text: &text)
        #expect(text.hasSuffix("hardware ztouch z"))
    }
}
