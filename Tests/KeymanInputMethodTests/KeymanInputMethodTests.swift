import InputMethodCore
import KeymanInputMethod
import KeymanKeyboard
import Testing

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
