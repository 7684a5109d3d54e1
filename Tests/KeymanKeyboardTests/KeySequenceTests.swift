import KeymanKeyboard
import Testing

@Suite("Key sequences: Keyman key names with modifier prefixes")
struct KeySequenceTests {
    @Test("S+ C+ A+ R+ L+ before a name; ISO positions; unknown names refused with the stroke")
    func parsing() throws {
        let sequence = try KeySequence(parsing: "K_A S+K_E  R+k_quote C+A+K_1 L+S+C01 E10")
        #expect(sequence.strokes.map(\.key.name) == ["K_A", "K_E", "K_QUOTE", "K_1", "K_A", "K_0"])
        #expect(sequence.strokes.map(\.modifiers) == [[], .shift, .rightAlt, [.leftCtrl, .leftAlt], [.capsLock, .shift], []])
        #expect(throws: KeySequence.ParseError(stroke: "K_NOPE")) { try KeySequence(parsing: "K_A K_NOPE") }
        #expect(throws: KeySequence.ParseError(stroke: "X+K_A")) { try KeySequence(parsing: "X+K_A") }
        #expect(try KeySequence(parsing: "  ").strokes.isEmpty)
    }

    @Test("typing: keys no rule takes do what a text field does; Backspace deletes")
    func typing() throws {
        let program = try #require(KMNReader.read("begin Unicode > use(main)\ngroup(main) using keys\n", file: "t.kmn").program)
        var processor = KeymanProcessor(program: program)
        #expect(processor.type(try KeySequence(parsing: "S+K_H K_I K_ENTER K_TAB K_X K_BKSP S+K_1 C+K_C")) == "Hi\n\t!")
        #expect(processor.type(try KeySequence(parsing: "K_BKSP K_BKSP K_A"), after: "x") == "a")
    }
}
