import Testing
import TextInputTraits

@Suite("TraitSwitch")
struct TraitSwitchTests {
    @Test("default, no and yes have raw values 0, 1 and 2",
          arguments: [(TraitSwitch.default, 0, "default"), (.no, 1, "no"), (.yes, 2, "yes")])
    func table(value: TraitSwitch, raw: Int, name: String) {
        #expect(value.rawValue == raw)
        #expect(TraitSwitch(rawValue: raw) == value)
        #expect(value.name == name)
        #expect(TraitSwitch(name: name.uppercased()) == value)
    }

    @Test("default follows the system default; no and yes do not")
    func isOn() {
        #expect(TraitSwitch.default.isOn(systemDefault: true))
        #expect(!TraitSwitch.default.isOn(systemDefault: false))
        #expect(!TraitSwitch.no.isOn(systemDefault: true))
        #expect(TraitSwitch.yes.isOn(systemDefault: false))
    }
}
