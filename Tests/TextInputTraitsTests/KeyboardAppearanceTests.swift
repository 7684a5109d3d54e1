import Foundation
import Testing
import TextInputTraits

@Suite("KeyboardAppearance")
struct KeyboardAppearanceTests {
    @Test("raw values are UIKit's; alert shares dark's raw value 1", arguments: [
        (KeyboardAppearance.default, 0, "default"), (.dark, 1, "dark"), (.light, 2, "light"), (.alert, 1, "alert"),
    ])
    func table(value: KeyboardAppearance, raw: Int, name: String) {
        #expect(value.rawValue == raw)
        #expect(value.name == name)
        #expect(KeyboardAppearance(name: name.uppercased()) == value)
    }

    @Test("raw value 1 reads as dark, since the integer cannot say alert")
    func rawOne() {
        #expect(KeyboardAppearance(rawValue: 1) == .dark)
        #expect(KeyboardAppearance(rawValue: 3) == nil)
        #expect(KeyboardAppearance(rawValue: -1) == nil)
    }

    @Test("only alert is translucent, and alert survives JSON by name")
    func alert() throws {
        #expect(KeyboardAppearance.allCases.filter(\.isTranslucent) == [.alert])
        let data = try JSONEncoder().encode([KeyboardAppearance.alert])
        #expect(String(decoding: data, as: UTF8.self) == #"["alert"]"#)
        #expect(try JSONDecoder().decode([KeyboardAppearance].self, from: data) == [.alert])
    }
}
