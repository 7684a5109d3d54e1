import BuiltInInputMethods
import Foundation
import KeyboardModel
import Testing

@Suite("KeyboardSettings")
struct KeyboardSettingsTests {
    @Test("the next keyboard wraps; from one not listed, the first; steps count either way")
    func cycling() {
        let settings = KeyboardSettings(enabledKeyboards: ["ko-KR", "en-US", "fr-FR"])
        #expect(settings.keyboard(after: "ko-KR") == "en-US")
        #expect(settings.keyboard(after: "fr-FR") == "ko-KR")
        #expect(settings.keyboard(after: "sv-SE") == "ko-KR")
        #expect(settings.keyboard(after: "ko-KR", steps: 4) == "en-US")
        #expect(settings.keyboard(after: "ko-KR", steps: -1) == "fr-FR")
        #expect(settings.keyboard(after: "ko-KR", steps: 0) == "ko-KR")
    }

    @Test("never empty; a new device has its language's keyboard; the list round-trips as JSON")
    func defaults() throws {
        #expect(KeyboardSettings(enabledKeyboards: []).enabledKeyboards == ["en-US"])
        var settings = KeyboardSettings(enabledKeyboards: ["sv-SE"])
        settings.enabledKeyboards = []
        #expect(settings.enabledKeyboards == ["en-US"])
        #expect(KeyboardSettings.default(language: "sv", in: BuiltInInputMethods.catalog).enabledKeyboards == ["sv-SE"])
        #expect(KeyboardSettings.default(language: "tr-TR", in: BuiltInInputMethods.catalog).enabledKeyboards == ["tr"])
        #expect(KeyboardSettings.default(language: "qq", in: BuiltInInputMethods.catalog).enabledKeyboards == ["en-US"])
        let data = try JSONEncoder().encode(KeyboardSettings(enabledKeyboards: ["ko-KR", "en-US"]))
        #expect(try JSONDecoder().decode(KeyboardSettings.self, from: data).enabledKeyboards == ["ko-KR", "en-US"])
        // A damaged file with an empty list still gives a keyboard to cycle to.
        let empty = try JSONDecoder().decode(KeyboardSettings.self, from: Data(#"{"enabledKeyboards": []}"#.utf8))
        #expect(empty.keyboard(after: "ko-KR") == "en-US")
    }

    @Test("the switches round-trip through JSON; a file written before they existed reads them as on")
    func switches() throws {
        var settings = KeyboardSettings(enabledKeyboards: ["en-US"])
        #expect(KeyboardSettings.switches.allSatisfy { settings[keyPath: $0.keyPath] })
        settings.smartPunctuation = false
        settings.enableCapsLock = false
        let data = try JSONEncoder().encode(settings)
        #expect(try JSONDecoder().decode(KeyboardSettings.self, from: data) == settings)
        #expect(String(decoding: data, as: UTF8.self).contains(#""smartPunctuation":false"#))
        let old = try JSONDecoder().decode(KeyboardSettings.self,
                                           from: Data(#"{"enabledKeyboards": ["fr-FR"], "autoCorrection": false}"#.utf8))
        #expect(old.enabledKeyboards == ["fr-FR"] && !old.autoCorrection)
        #expect(KeyboardSettings.switches.filter { $0.name != "autoCorrection" }.allSatisfy { old[keyPath: $0.keyPath] })
        #expect(KeyboardSettings.switches.map(\.name) == ["autoCapitalization", "autoCorrection", "checkSpelling", "predictiveText",
                                                          "enableCapsLock", "periodShortcut", "smartPunctuation", "characterPreview"])
    }
}
