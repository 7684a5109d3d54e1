import Foundation
import Testing
import TextInputTraits

@Suite("TraitEnumeration")
struct TraitEnumerationTests {
    @Test("every case of every enumeration round-trips through its name, in any case")
    func names() {
        func check<T: TraitEnumeration>(_: T.Type) {
            for value in T.allCases {
                #expect(T(name: value.name) == value)
                #expect(T(name: value.name.uppercased()) == value)
                #expect(value.description == value.name)
            }
            #expect(Set(T.allNames.map { $0.lowercased() }).count == T.allCases.count, "names differ only in case in \(T.self)")
        }
        check(KeyboardType.self)
        check(ReturnKeyType.self)
        check(AutocapitalizationType.self)
        check(TraitSwitch.self)
        check(KeyboardAppearance.self)
        check(WritingToolsBehavior.self)
    }

    @Test("JSON holds case names, not integers")
    func codable() throws {
        let data = try JSONEncoder().encode([KeyboardType.URL, .emailAddress])
        #expect(String(decoding: data, as: UTF8.self) == #"["URL","emailAddress"]"#)
        #expect(try JSONDecoder().decode([KeyboardType].self, from: Data(#"["url","EMAILADDRESS","alphabet"]"#.utf8)) == [.URL,
                                                                                                                          .emailAddress,
                                                                                                                          .asciiCapable])
    }

    @Test("an unknown name is a decoding error that suggests the closest name")
    func unknownName() throws {
        do {
            _ = try JSONDecoder().decode([ReturnKeyType].self, from: Data(#"["serach"]"#.utf8))
            Issue.record("decoding should fail")
        } catch let DecodingError.dataCorrupted(context) {
            #expect(context.debugDescription == "unknown ReturnKeyType 'serach'; did you mean 'search'?")
        }
        do {
            _ = try JSONDecoder().decode([ReturnKeyType].self, from: Data(#"["zzzzzz"]"#.utf8))
            Issue.record("decoding should fail")
        } catch let DecodingError.dataCorrupted(context) {
            #expect(context.debugDescription.hasPrefix("unknown ReturnKeyType 'zzzzzz'; expected one of default, go, google"))
        }
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([KeyboardType].self, from: Data("[3]".utf8)) }
    }
}
