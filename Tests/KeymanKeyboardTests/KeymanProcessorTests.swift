import KeymanKeyboard
import Testing

/// Transcripts of keyboards written here, each rule from Keyman's language reference.
@Suite("Keyman processor: rules run as the language reference says")
struct KeymanProcessorTests {
    /// The program of a source that must read without errors.
    static func program(_ source: String) throws -> KeymanProgram {
        let (program, diagnostics) = KMNReader.read(source, file: "t.kmn")
        #expect(diagnostics.filter { $0.severity == .error }.isEmpty, "\(diagnostics.map(\.formatted))")
        return try #require(program)
    }

    static func type(_ source: String, _ keys: String, after text: String = "") throws -> String {
        var processor = KeymanProcessor(program: try program(source))
        return processor.type(try KeySequence(parsing: keys), after: text)
    }

    static let header = "begin Unicode > use(main)\ngroup(main) using keys\n"

    @Test("a key no rule takes types its US character; a rule's output replaces the context it matched")
    func basics() throws {
        let source = Self.header + "+ 'a' > 'α'\n'α' + 'a' > 'ᾶ'\n+ [SHIFT K_B] > 'Β'\n"
        #expect(try Self.type(source, "K_A K_X S+K_B K_B") == "αxΒb")
        #expect(try Self.type(source, "K_A K_A K_A") == "ᾶα")
        // Typed after text that already ends in α.
        #expect(try Self.type(source, "K_A", after: "xα") == "xᾶ")
    }

    @Test("what a key types at the start of a text, for an importer's labels; the processor is left as it was")
    func charactersTyped() throws {
        let source = "store(on) '0'\n" + Self.header + "+ 'a' > 'α' set(on = '1')\n+ 'd' > dk(x)\n+ [RALT K_E] > '€'\n"
        let processor = KeymanProcessor(program: try Self.program(source))
        #expect(processor.characters(typedBy: try #require(VirtualKey("K_A"))) == "α")
        #expect(processor.characters(typedBy: try #require(VirtualKey("K_E")), modifiers: .rightAlt) == "€")
        // A deadkey and a key the host handles type nothing.
        #expect(processor.characters(typedBy: try #require(VirtualKey("K_D"))) == nil)
        #expect(processor.characters(typedBy: .enter) == nil)
        #expect(processor.variables.values.contains(Array("0".unicodeScalars)))
    }

    @Test("rules are tried longest context first, then in file order")
    func order() throws {
        let source = Self.header + "+ 'b' > 'one'\n'a' + 'b' > 'two'\n+ 'b' > 'three'\n"
        #expect(try Self.type(source, "K_A K_B") == "two")
        #expect(try Self.type(source, "K_C K_B") == "cone")
    }

    @Test("deadkeys: invisible, matched by rules, and removed with the character beside them by Backspace")
    func deadkeys() throws {
        let source = Self.header + "+ '`' > dk(grave)\ndk(grave) + 'e' > 'è'\ndk(grave) + '`' > '`'\n"
        #expect(try Self.type(source, "K_BKQUOTE") == "")
        #expect(try Self.type(source, "K_BKQUOTE K_E") == "è")
        #expect(try Self.type(source, "K_BKQUOTE K_BKQUOTE") == "`")
        // A deadkey not followed by a key it combines with stays invisible in the context.
        #expect(try Self.type(source, "K_BKQUOTE K_X K_E") == "xe")
        // dk()* any(char) dk()* + [K_BKSP] > nul: the x and the deadkey before it go together.
        var processor = KeymanProcessor(program: try Self.program(source))
        var context: [KeymanProcessor.ContextItem] = []
        for key in ["K_A", "K_BKQUOTE", "K_X"] { _ = processor.process(VirtualKey(key)!, context: &context) }
        #expect(context == [.character("a"), .deadkey(0), .character("x")])
        _ = processor.process(VirtualKey("K_BKSP")!, context: &context)
        #expect(context == [.character("a")])
        _ = processor.process(VirtualKey("K_BKSP")!, context: &context)
        #expect(context.isEmpty)
        // Nothing left to delete: the host's Backspace.
        #expect(processor.process(VirtualKey("K_BKSP")!, context: &context).passThrough)
    }

    @Test("any() and index(): a key from one store gives the item at the same place of another")
    func anyAndIndex() throws {
        let source = "store(vowel) 'aeiou'\nstore(circ) 'âêîôû'\nstore(keys) [K_1] [K_2]\nstore(digits) '¹²'\n" + Self.header
            + "any(vowel) + '^' > index(circ, 1)\n+ any(keys) > index(digits, 1)\n"
            + "any(vowel) index(vowel, 1) + '^' > index(circ, 1) index(circ, 2)\n"
        #expect(try Self.type(source, "K_O S+K_6") == "ô")
        #expect(try Self.type(source, "K_X S+K_6") == "x^")
        #expect(try Self.type(source, "K_2 K_1 K_3") == "²¹3")
        #expect(try Self.type(source, "K_E K_E S+K_6") == "êê")
    }

    @Test("context and context(n) copy what was matched; notany() needs a character not in the store; nul the start of the text")
    func contextStatements() throws {
        let source = "store(vowel) 'aeiou'\n" + Self.header
            + "'con' + 't' > context(2) context(3)\nnotany(vowel) + 'h' > context 'H'\nnul + 'q' > 'Q'\n"
        #expect(try Self.type(source, "K_C K_O K_N K_T") == "on")
        #expect(try Self.type(source, "K_T K_H") == "tH")
        #expect(try Self.type(source, "K_A K_H") == "ah")
        // notany() does not match before the start of the text.
        #expect(try Self.type(source, "K_H") == "h")
        #expect(try Self.type(source, "K_Q K_Q") == "Qq")
    }

    @Test("use() runs another group on the output; match and nomatch; return ends the keystroke")
    func groups() throws {
        let source = """
            begin Unicode > use(main)
            group(main) using keys
            + 'a' > 'a' use(after)
            + 'b' > 'b'
            + 'r' > 'r' return 'never'
            match > 'M'
            nomatch > 'N'
            group(after)
            'xa' > 'Y'
            """
        // nomatch outputs instead of the key; the group after sees the new context.
        #expect(try Self.type(source, "K_X K_A") == "Na")
        #expect(try Self.type(source, "K_A", after: "x") == "Y")
        // A rule with use() does not fire match; one without does.
        #expect(try Self.type(source, "K_A K_B") == "abM")
        #expect(try Self.type(source, "K_R") == "r")
    }

    @Test("a using-keys group with no rule and no nomatch types the key even after an earlier group matched")
    func emptyFinalGroup() throws {
        let source = """
            begin Unicode > use(main)
            group(main) using keys
            'σ' + [K_ENTER] > 'ς' use(final)
            + 's' > 'σ'
            group(final) using keys
            """
        var processor = KeymanProcessor(program: try Self.program(source))
        var context: [KeymanProcessor.ContextItem] = []
        _ = processor.process(VirtualKey("K_S")!, context: &context)
        let outcome = processor.process(VirtualKey("K_ENTER")!, context: &context)
        #expect(context == [.character("ς")])
        // Enter types no character: the final group passes it to the host.
        #expect(outcome.passThrough)
        #expect(try Self.type(source, "K_S K_ENTER") == "ς\n")
    }

    @Test("options: if(), set(), reset() and save(); platform()")
    func options() throws {
        let source = """
            store(mode) 'off'
            begin Unicode > use(main)
            group(main) using keys
            + [CTRL K_M] > set(mode = 'on') save(mode)
            + [CTRL K_N] > reset(mode)
            if(mode = 'on') + 'a' > 'ä'
            platform('touch') + 'b' > 'touch b'
            if(&platform = 'hardware') + 'c' > 'hardware c'
            if(mode != 'on') + 'd' > 'D'
            """
        #expect(try Self.type(source, "K_A K_D C+K_M K_A K_D C+K_N K_A K_B K_C") == "aDädabhardware c")
        var processor = KeymanProcessor(program: try Self.program(source))
        var context: [KeymanProcessor.ContextItem] = []
        #expect(processor.process(VirtualKey("K_M")!, modifiers: .leftCtrl, context: &context).saved == ["mode"])
        #expect(processor.variables.values.contains(Array("on".unicodeScalars)))
        processor.platform = ["touch", "phone"]
        _ = processor.process(VirtualKey("K_B")!, context: &context)
        #expect(context.count == "touch b".unicodeScalars.count)
    }

    @Test("Shift, Caps Lock and Ctrl: characters follow case; [K_A] ignores Caps Lock; Ctrl shortcuts pass through")
    func modifiers() throws {
        let source = Self.header + "+ 'a' > 'α'\n+ 'A' > 'Α'\n+ [NCAPS K_B] > 'β'\n+ [CAPS K_B] > 'Β'\n+ [K_C] > 'ς'\n"
        #expect(try Self.type(source, "K_A S+K_A L+K_A L+S+K_A") == "αΑΑα")
        #expect(try Self.type(source, "K_B L+K_B K_C L+K_C") == "βΒςς")
        #expect(try Self.type(source, "C+K_A K_Z L+K_Z") == "zZ")
    }

    @Test("&CasedKeys: a cased key's rule without CAPS or NCAPS follows Caps Lock; &CapsAlwaysOff hides Caps Lock")
    func caps() throws {
        let cased = "store(&CasedKeys) [K_A] 'b'..'c'\n" + Self.header
            + "+ [K_A] > 'α'\n+ [SHIFT K_A] > 'Α'\n+ [K_B] > 'β'\n+ [SHIFT K_B] > 'Β'\n+ [K_D] > 'δ'\n+ [NCAPS K_C] > 'c!'\n"
        #expect(try Self.type(cased, "K_A S+K_A L+K_A L+S+K_A") == "αΑΑα")
        #expect(try Self.type(cased, "K_B L+K_B L+S+K_B") == "βΒβ")
        // Not cased: Caps Lock is not looked at; a rule naming NCAPS stays as written.
        #expect(try Self.type(cased, "L+K_D L+K_C") == "δC")
        let off = "store(&capsalwaysoff) '1'\n" + Self.header + "+ [CAPS K_A] > 'X'\n+ [NCAPS K_A] > 'y'\n"
        #expect(try Self.type(off, "L+K_A K_A L+K_Z") == "yyz")
    }

    @Test("the Caps Lock key: on and off; &CapsOnOnly only on, &ShiftFreesCaps off with Shift (legacy headers too)")
    func capsLockKey() throws {
        let plain = Self.header + "+ [K_Q] > 'q!'\n"
        // K_CAPS types nothing; Caps Lock capitalises letters until pressed again.
        #expect(try Self.type(plain, "K_CAPS K_A K_CAPS K_A S+K_B K_A") == "AaBa")
        let typewriter = "store(&CapsOnOnly) '1'\nstore(&ShiftFreesCaps) '1'\n" + Self.header
        #expect(try Self.type(typewriter, "K_CAPS K_A K_CAPS K_A S+K_B K_A") == "AABa")
        // The system's Caps Lock (L+) is freed by Shift too, and the host is told.
        var processor = KeymanProcessor(program: try Self.program(typewriter))
        var context: [KeymanProcessor.ContextItem] = []
        #expect(processor.process(try #require(VirtualKey("K_CAPS")), context: &context).capsLock == true)
        #expect(processor.process(try #require(VirtualKey("K_CAPS")), context: &context).capsLock == nil)
        #expect(processor.process(try #require(VirtualKey("K_A")), modifiers: .shift, context: &context).capsLock == false)
        #expect(!processor.capsLock)
        let legacy = "CAPS ON ONLY\nSHIFT FREES CAPS\n" + Self.header
        #expect(try Self.type(legacy, "K_CAPS K_A K_CAPS K_A S+K_B K_A") == "AABa")
        #expect(try Self.type("CAPS ALWAYS OFF\n" + Self.header, "K_CAPS K_A") == "a")
        // Touch keyboards have a caps layer: the stores are the desktop's.
        var touch = KeymanProcessor(program: try Self.program(typewriter), platform: ["touch", "phone"])
        var text: [KeymanProcessor.ContextItem] = []
        _ = touch.process(try #require(VirtualKey("K_CAPS")), context: &text)
        _ = touch.process(try #require(VirtualKey("K_A")), context: &text)
        #expect(text == [.character("a")] && !touch.capsLock)
    }

    @Test("layer() chooses the touch layer; &layer is tested")
    func layers() throws {
        let source = Self.header + "+ [K_SHIFT] > layer('shift')\nif(&layer = 'shift') + 'a' > 'A' layer('default')\n"
        var processor = KeymanProcessor(program: try Self.program(source))
        var context: [KeymanProcessor.ContextItem] = []
        #expect(processor.process(VirtualKey("K_SHIFT")!, context: &context).layer == "shift")
        _ = processor.process(VirtualKey("K_A")!, context: &context)
        _ = processor.process(VirtualKey("K_A")!, context: &context)
        #expect(context == [.character("A"), .character("a")])
        #expect(processor.layer == "default")
    }

    @Test("begin PostKeystroke runs after every keystroke and begin NewContext when the context starts: read-only, so the text stays")
    func entryGroups() throws {
        let source = """
            store(mode) 'off'
            begin Unicode > use(main)
            begin PostKeystroke > use(post)
            begin NewContext > use(fresh)
            group(main) using keys
            + 'a' > 'a'
            + 'x' > 'x' layer('shift')
            group(post)
            c after a key on the shift layer, back to the default, as touch keyboards do
            if(&layer = 'shift') 'x' > layer('default') 'DROPPED'
            'a' > set(mode = 'seen a') 'DROPPED'
            group(fresh)
            nomatch > set(mode = 'fresh') layer('numeric') 'DROPPED'
            """
        var processor = KeymanProcessor(program: try Self.program(source))
        var context: [KeymanProcessor.ContextItem] = []
        let outcome = processor.process(VirtualKey("K_X")!, context: &context)
        // The main group chose shift; the post group, seeing the x just typed, chose default; neither output was kept.
        #expect(context == [.character("x")] && outcome.layer == "default" && processor.layer == "default")
        _ = processor.process(VirtualKey("K_A")!, context: &context)
        #expect(context == [.character("x"), .character("a")])
        let mode = try #require(processor.program.stores.firstIndex { $0.name == "mode" })
        #expect(processor.variables[mode] == Array("seen a".unicodeScalars))
        let started = processor.startContext(context)
        #expect(started.layer == "numeric" && processor.variables[mode] == Array("fresh".unicodeScalars))
        #expect(context == [.character("x"), .character("a")])
        // A keystroke the host handles stays the host's after the post group ran.
        #expect(processor.process(.enter, context: &context).passThrough)
    }

    @Test("a keystroke outputs at most maximumOutput items: a loop through a large store ends with a beep")
    func outputBound() throws {
        let big = String(repeating: "x", count: 2_000)
        let source = "store(big) '\(big)'\n" + Self.header + "+ 'a' > outs(big) use(main)\n"
        var processor = KeymanProcessor(program: try Self.program(source))
        var context: [KeymanProcessor.ContextItem] = []
        #expect(processor.process(VirtualKey("K_A")!, context: &context).beep)
        #expect(context.count <= KeymanProcessor.maximumOutput + 2_000 && context.count > 30_000)
    }

    @Test("a keystroke's work is bounded across groups and use() levels: 64 levels of 10,000 rules end with a beep")
    func workBound() throws {
        var source = "store(big) U+0100 .. U+FFFF\nbegin Unicode > use(g0)\n"
        for level in 0..<64 {
            source += "group(g\(level)) using keys\n"
            source += String(repeating: "any(big) + 'q' > 'x'\n", count: 10_000 / 64)
            source += "nomatch > use(g\(level + 1))\n"
        }
        source += "group(g64) using keys\n"
        var processor = KeymanProcessor(program: try Self.program(source))
        var context: [KeymanProcessor.ContextItem] = []
        // The rules are tried level after level (each any() a look-up, not a scan of 65,279 items).
        let outcome = processor.process(VirtualKey("K_Q")!, context: &context)
        #expect(!outcome.beep && context.count <= 1)
        // Many rules that all fail, 64 levels down: past the work bound the keystroke ends with a beep.
        var heavy = "store(big) U+0100 .. U+FFFF\nbegin Unicode > use(main)\ngroup(main) using keys\n"
        heavy += String(repeating: "any(big) any(big) + 'a' > 'x'\n", count: 10_000)
        heavy += "nomatch > use(main)\n"
        var loop = KeymanProcessor(program: try Self.program(heavy))
        var typed: [KeymanProcessor.ContextItem] = []
        #expect(loop.process(VirtualKey("K_B")!, context: &typed).beep)
        // any() and notany() still match by membership.
        let members = "store(v) 'aeiou'\n" + Self.header + "any(v) + 'x' > 'V'\nnotany(v) + 'x' > 'C'\n"
        #expect(try Self.type(members, "K_E K_X K_B K_X") == "VC")
    }

    @Test("named constants: $NAME is the one character of that store, in rules and in other stores")
    func namedConstants() throws {
        let source = "store(ALPHA) 'α'\nstore(pair) $ALPHA 'β'\n" + Self.header + "+ 'a' > $ALPHA\n$ALPHA + 'b' > 'ok'\n+ any(pair) > 'p'\n"
        #expect(try Self.type(source, "K_A K_B") == "ok")
        #expect(try Self.type(source, "K_C", after: "α") == "αc")
        let (_, diagnostics) = KMNReader.read("store(two) 'ab'\n" + Self.header + "+ 'a' > $two\n+ 'b' > $none\n", file: "t.kmn")
        #expect(diagnostics.map(\.message) == [
            "the named constant '$two' names store 'two' of 2 items; a named constant is one character",
            "no store 'none' for the named constant '$none'",
        ])
    }

    @Test("Keyman 15's &newLayer and &oldLayer in a PostKeystroke group: the layer a key goes to and the one it left")
    func layerStores() throws {
        let source = "begin Unicode > use(main)\nbegin PostKeystroke > use(post)\ngroup(main) using keys\n" +
                     "+ 'a' > 'x' layer('shift')\n+ 'b' > 'y'\ngroup(post)\n" +
                     "if(&newLayer = 'shift') if(&oldLayer = 'default') > set(seen = 'went up')\n" +
                     "if(&newLayer = '') if(&oldLayer = 'shift') > set(seen = 'stayed on shift')\n"
        var processor = KeymanProcessor(program: try Self.program("store(seen) ''\n" + source))
        let seen = try #require(processor.program.stores.firstIndex { $0.name == "seen" })
        var context: [KeymanProcessor.ContextItem] = []
        _ = processor.process(VirtualKey("K_A")!, context: &context)
        #expect(processor.variables[seen] == Array("went up".unicodeScalars) && processor.layer == "shift")
        _ = processor.process(VirtualKey("K_B")!, context: &context)
        #expect(processor.variables[seen] == Array("stayed on shift".unicodeScalars))
    }

    @Test("use() that loops is cut at the depth limit: the keystroke ends, nothing hangs")
    func loop() throws {
        let source = Self.header + "+ 'a' > 'x' use(main)\n"
        var processor = KeymanProcessor(program: try Self.program(source))
        var context: [KeymanProcessor.ContextItem] = []
        _ = processor.process(VirtualKey("K_A")!, context: &context)
        #expect(context.count == KeymanProcessor.maximumDepth)
    }
}
