import Testing
import TextInputTraits

@Suite("KeyboardType")
struct KeyboardTypeTests {
    static let expected: [(KeyboardType, Int, String)] = [
        (.default, 0, "default"), (.asciiCapable, 1, "asciiCapable"),
        (.numbersAndPunctuation, 2, "numbersAndPunctuation"), (.URL, 3, "URL"), (.numberPad, 4, "numberPad"),
        (.phonePad, 5, "phonePad"), (.namePhonePad, 6, "namePhonePad"), (.emailAddress, 7, "emailAddress"),
        (.decimalPad, 8, "decimalPad"), (.twitter, 9, "twitter"), (.webSearch, 10, "webSearch"),
        (.asciiCapableNumberPad, 11, "asciiCapableNumberPad"),
    ]

    @Test("all twelve kinds have UIKit's raw values and Swift names", arguments: expected)
    func rawValuesAndNames(type: KeyboardType, raw: Int, name: String) {
        #expect(type.rawValue == raw)
        #expect(KeyboardType(rawValue: raw) == type)
        #expect(type.name == name)
        #expect(KeyboardType(name: name) == type)
        #expect(KeyboardType(name: name.uppercased()) == type)
        #expect(KeyboardType(name: name.lowercased()) == type)
    }

    @Test("there are exactly twelve kinds and no raw value outside 0...11")
    func caseCount() {
        #expect(KeyboardType.allCases.count == 12)
        #expect(KeyboardType(rawValue: 12) == nil)
        #expect(KeyboardType(rawValue: -1) == nil)
    }

    @Test("the deprecated alphabet alias is asciiCapable")
    func alphabetAlias() {
        #expect(KeyboardType(name: "alphabet") == .asciiCapable)
        #expect(KeyboardType(name: "Alphabet") == .asciiCapable)
        #expect(KeyboardType(name: "alphabets") == nil)
    }

    @Test("pads have no letters and no return key; the name-phone pad has both")
    func pads() {
        let pads = KeyboardType.allCases.filter(\.isPad)
        #expect(Set(pads) == [.numberPad, .phonePad, .decimalPad, .asciiCapableNumberPad])
        #expect(KeyboardType.allCases.filter { !$0.hasReturnKey } == pads)
        #expect(KeyboardType.namePhonePad.hasReturnKey)
    }

    @Test("URL, e-mail, ASCII-capable, Twitter, web search and the ASCII pad require ASCII")
    func asciiRule() {
        #expect(Set(KeyboardType.allCases.filter(\.requiresASCII)) == [.asciiCapable, .URL, .emailAddress, .twitter, .webSearch,
                                                                       .asciiCapableNumberPad])
    }
}
