import Testing
import TextInputTraits

@Suite("AutocapitalizationType")
struct AutocapitalizationTypeTests {
    @Test("raw values and names", arguments: [
        (AutocapitalizationType.none, 0, "none"), (.words, 1, "words"), (.sentences, 2, "sentences"), (.allCharacters, 3, "allCharacters"),
    ])
    func table(type: AutocapitalizationType, raw: Int, name: String) {
        #expect(type.rawValue == raw)
        #expect(AutocapitalizationType(rawValue: raw) == type)
        #expect(type.name == name)
        #expect(AutocapitalizationType(name: name.uppercased()) == type)
    }

    @Test("four cases")
    func count() {
        #expect(AutocapitalizationType.allCases.count == 4)
        #expect(AutocapitalizationType(rawValue: 4) == nil)
    }
}
