@testable import KeymanKeyboard
import SourceDiagnostics
import Testing

@Suite(".kmn reader: the language's statements, and every problem at its line and column")
struct KMNReaderTests {
    static func diagnostics(_ source: String) -> [String] {
        KMNReader.read(source, file: "t.kmn").diagnostics.map(\.formatted)
    }

    @Test("stores, system stores, groups, begin; rules sorted longest context first")
    func program() throws {
        let source = """
            store(&NAME) 'Test'
            store(&LAYOUTFILE) 't.keyman-touch-layout'
            store(vowels) 'ae' U+0069 "o" d117
            begin Unicode > use(Main)
            group(main) using keys
            + 'a' > 'b'
            'xy' + 'a' > 'c'
            'x' + 'a' > 'd'
            group(after) readonly
            'a' > context
            """
        let (program, diagnostics) = KMNReader.read(source, file: "t.kmn")
        #expect(diagnostics.isEmpty)
        let read = try #require(program)
        #expect(read.systemStore("name") == "Test" && read.systemStore("LayoutFile") == "t.keyman-touch-layout")
        let vowels = try #require(read.stores.first { $0.name == "vowels" })
        #expect(String(String.UnicodeScalarView(vowels.text)) == "aeiou")
        #expect(read.startGroup == 0 && read.groups.map(\.name) == ["main", "after"])
        #expect(read.groups[0].usingKeys && !read.groups[1].usingKeys && read.groups[1].readOnly)
        // Longest context first, then file order.
        #expect(read.groups[0].rules.map(\.line) == [7, 8, 6])
    }

    @Test("a backslash at the end of a line continues it; c starts a comment, not inside parentheses; a comment ends the statement")
    func linesAndComments() throws {
        let source = """
            store(long) 'ab' \\
                        'cd'   c the comment ends the statement
            store(c) 'x'     C a comment in capitals
            c store(never) 'y' \\
            store(after) 'z'
            begin Unicode > use(main)
            group(main) using keys
            + any(c) > outs(long)
            """
        let (program, diagnostics) = KMNReader.read(source, file: "t.kmn")
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.formatted))")
        let read = try #require(program)
        #expect(read.stores.map(\.name) == ["long", "c", "after"])
        #expect(String(String.UnicodeScalarView(read.stores[0].text)) == "abcd")
    }

    @Test("compile targets: $keyman and $keymanonly lines are read, $keymanweb and $kmfl lines left out")
    func targets() throws {
        let source = "begin Unicode > use(main)\ngroup(main) using keys\n$keymanonly: + 'a' > 'one'\n$keymanweb: + 'b' > 'web'\n"
            + "$kmfl: + 'c' > 'kmfl'\n$Keyman: + 'd' > 'two'\n"
        let read = try #require(KMNReader.read(source, file: "t.kmn").program)
        #expect(read.groups[0].rules.map(\.line) == [3, 6])
        #expect(Self.diagnostics("$other: store(x) 'y'\n") == [
            "t.kmn:1:1: warning: unknown compile target '$other:': the statement is left out [kmn-unsupported]",
        ])
    }

    @Test("errors name the line and column: unknown store, group and key, bad index offsets, a key outside using keys")
    func errors() throws {
        let source = """
            begin Unicode > use(main)
            group(main) using keys
            + any(nothing) > 'x'
            + [SHIFT K_NOPE] > 'y'
            + 'a' > use(missing)
            + 'b' > index(nothing2, 1)
            store(s) 'ab'
            'q' + 'c' > index(s, 1)
            group(plain)
            + 'd' > 'e'
            'f' > 'g' 'unterminated
            """
        #expect(Self.diagnostics(source) == [
            "t.kmn:3:7: error: no store 'nothing' [kmn-undefined]",
            "t.kmn:4:10: error: unknown key 'K_NOPE' (K_ names are Keyman's; T_ and U_XXXX keys are a touch layout's) [kmn-undefined]",
            "t.kmn:5:13: error: no group 'missing' [kmn-undefined]",
            "t.kmn:6:15: error: no store 'nothing2' [kmn-undefined]",
            "t.kmn:8:1: error: index(…, 1) must point at an any() of the context or key (2 items) [kmn-index]",
            "t.kmn:10:1: error: a key ('+ …') in group 'plain', which is not 'using keys' [kmn-syntax]",
            "t.kmn:11:11: error: unterminated string: no closing ' on this line [kmn-syntax]",
        ])
        #expect(KMNReader.read(source, file: "t.kmn").program == nil)
    }

    @Test("stores that contain each other through outs() are an error, not a loop; a store defined twice is an error")
    func cycles() {
        let source = "store(a) outs(b)\nstore(b) 'x' outs(a)\nstore(a) 'again'\nbegin Unicode > use(main)\ngroup(main) using keys\n"
        #expect(Self.diagnostics(source) == [
            "t.kmn:1:10: error: store 'a' contains itself through outs() [kmn-cycle]",
            "t.kmn:3:7: error: store 'a' is defined twice [kmn-duplicate]",
        ])
    }

    @Test("stores that double at every level, and outs() chains deeper than 64, are errors in bounded time, not memory")
    func pathologicalStores() {
        var doubling = "store(s0) 'ab'\n"
        for level in 1...40 { doubling += "store(s\(level)) outs(s\(level - 1)) outs(s\(level - 1))\n" }
        let (program, diagnostics) = KMNReader.read(doubling + "begin Unicode > use(main)\ngroup(main) using keys\n", file: "t.kmn")
        #expect(program == nil)
        #expect(diagnostics.first?.formatted == "t.kmn:17:22: error: store 's16' would hold more than 65536 items [kmn-too-large]")
        var chain = ""
        for level in 0..<200 { chain += "store(c\(level)) outs(c\(level + 1))\n" }
        chain += "store(c200) 'x'\n"
        let deep = KMNReader.read(chain + "begin Unicode > use(main)\ngroup(main) using keys\n", file: "t.kmn").diagnostics
        #expect(deep.contains { $0.rule == "kmn-too-large" && $0.message.contains("more than 64 outs() in a row") })
    }

    @Test("a program's expanded items are bounded as a whole: 4,000 rules outs() of a 65,279-item store are one error")
    func programBound() {
        var source = "store(big) U+0100 .. U+FFFF\nbegin Unicode > use(main)\ngroup(main) using keys\n"
        source += String(repeating: "+ 'a' > outs(big)\n", count: 4_000)
        let (program, diagnostics) = KMNReader.read(source, file: "t.kmn")
        #expect(program == nil)
        #expect(diagnostics.filter { $0.rule == "kmn-too-large" }.map(\.message)
                == ["the program would hold more than 1048576 items once its outs() are expanded"])
        // A file past 1 MiB is not read at all.
        let huge = KMNReader.read(String(repeating: "c comment\n", count: 120_000), file: "big.kmn")
        #expect(huge.program == nil
                && huge.diagnostics.map(\.formatted) == ["big.kmn:1:1: error: file is 1200000 bytes; the limit is 1048576 "
                                                          + "[file-too-large]"])
    }

    @Test("40,000 continued lines are one statement, read in linear time (they took 19 s in a debug build)")
    func continuedLines() throws {
        let source = "store(s) \\\n" + String(repeating: "'a' \\\n", count: 40_000) + "'b'\nbegin Unicode > use(main)\n" +
                     "group(main) using keys\n"
        let program = try #require(KMNReader.read(source, file: "t.kmn").program)
        #expect(program.stores.first { $0.name == "s" }?.items.count == 40_001)
    }

    @Test("ranges in stores: 'a'..'e', U+0041..U+0043 and 'q'..'q'; a range backwards is an error")
    func ranges() throws {
        let source = "store(r) 'a'..'e' 'z'\nstore(u) U+0041..U+0043\nstore(one) 'q'..'q'\nbegin Unicode > use(main)\n" +
                     "group(main) using keys\n"
        let read = try #require(KMNReader.read(source, file: "t.kmn").program)
        // A range of one character (found by the kmn fuzz target: it trapped) is that character.
        #expect(read.stores.map { String(String.UnicodeScalarView($0.text)) } == ["abcdez", "ABC", "q"])
        #expect(Self.diagnostics("store(r) 'e'..'a'\n") == [
            "t.kmn:1:13: error: a range '..' needs a character after it, not below the one before it, and at most 65536 items [kmn-syntax]",
        ])
    }

    @Test("a byte-order mark, CRLF and CR line ends; positions count Unicode scalars")
    func lineEnds() throws {
        let source = "\u{FEFF}store(&NAME) 'é'\r\nbegin Unicode > use(main)\rgroup(main) using keys\r\n+ 'é' > 'x'\n"
        #expect(Self.diagnostics(source) == [
            "t.kmn:4:3: warning: no key of the US layout types 'é': the rule never fires [kmn-unreachable]",
        ])
        let read = try #require(KMNReader.read(source, file: "t.kmn").program)
        #expect(read.systemStore("NAME") == "é")
    }

    @Test("predefined named constants: Hangul syllables by their parts; set(&layer = …) is layer(…)")
    func predefinedConstants() throws {
        #expect(KMNReader.hangulSyllable(named: "HANGUL_SYLLABLE_HAN") == "한")
        #expect(KMNReader.hangulSyllable(named: "hangul_syllable_a") == "아")
        #expect(KMNReader.hangulSyllable(named: "HANGUL_SYLLABLE_GGWAELH") == "\u{AF73}")
        #expect(KMNReader.hangulSyllable(named: "HANGUL_SYLLABLE_HIH") == "힣")
        // Not a syllable: a part that is no jamo's name, or no vowel.
        #expect(KMNReader.hangulSyllable(named: "HANGUL_SYLLABLE_XA") == nil)
        #expect(KMNReader.hangulSyllable(named: "HANGUL_SYLLABLE_G") == nil)
        let source = "begin Unicode > use(main)\ngroup(main) using keys\n+ 'a' > $HANGUL_SYLLABLE_GEUL set(&layer = 'shift')\n" +
                     "+ 'b' > $HANGUL_SYLLABLE_XA\n"
        let (program, diagnostics) = KMNReader.read(source, file: "t.kmn")
        #expect(diagnostics.map(\.formatted) == ["t.kmn:4:9: error: no store 'HANGUL_SYLLABLE_XA' for the named constant " +
                                                  "'$HANGUL_SYLLABLE_XA' [kmn-undefined]"])
        #expect(program == nil)
        let valid = "begin Unicode > use(main)\ngroup(main) using keys\n+ 'a' > $HANGUL_SYLLABLE_GEUL set(&layer = 'shift')\n"
        var processor = KeymanProcessor(program: try #require(KMNReader.read(valid, file: "t.kmn").program))
        var context: [KeymanProcessor.ContextItem] = []
        let outcome = processor.process(try #require(VirtualKey("K_A")), context: &context)
        #expect(context == [.character("글")] && outcome.layer == "shift")
    }

    @Test("&includecodes: named constants from a file beside the program; an unreadable file or a bad code said at the store")
    func includeCodes() throws {
        let source = "store(&includecodes) 'codes.txt'\nbegin Unicode > use(main)\ngroup(main) using keys\n" +
                     "+ [RALT K_C] > $CCedilla\n+ [K_E] > $latin_small_letter_e_with_acute\n"
        let codes = "00E7;CCEDILLA\n0000;<control>;Cc\n# a comment\n00E9;LATIN SMALL LETTER E WITH ACUTE;Ll;;;\n"
        var asked: [String] = []
        let read = KMNReader.read(source, file: "kbd/t.kmn", include: { asked.append($0); return $0 == "codes.txt" ? codes : nil })
        #expect(asked == ["codes.txt"] && read.diagnostics.isEmpty, "\(read.diagnostics.map(\.formatted))")
        var processor = KeymanProcessor(program: try #require(read.program))
        #expect(processor.type(try KeySequence(parsing: "R+K_C K_E")) == "çé")
        let missing = KMNReader.read(source, file: "kbd/t.kmn")
        #expect(missing.program == nil)
        #expect(missing.diagnostics.first?.formatted == "kbd/t.kmn:1:1: error: &includecodes names 'codes.txt', which cannot be " +
                                                           "read beside the program [kmn-undefined]")
        let bad = KMNReader.read(source, file: "kbd/t.kmn", include: { _ in "00E7;CCEDILLA\nzz;LATIN SMALL LETTER E WITH ACUTE\n" })
        #expect(bad.diagnostics.map(\.formatted).contains("kbd/t.kmn:1:1: error: kbd/codes.txt:2: 'zz' is not a character code " +
                                                           "of four to six hexadecimal digits [kmn-syntax]"))
    }
}
