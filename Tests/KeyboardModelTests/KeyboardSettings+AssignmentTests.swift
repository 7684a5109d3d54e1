import KeyboardModel
import Testing

@Suite("KeyboardSettings.assign")
struct KeyboardSettingsAssignmentTests {
    @Test("NAME=on|off sets a switch; yes/no and true/false in any case too")
    func assigns() throws {
        var settings = KeyboardSettings(enabledKeyboards: ["en-US"])
        try settings.assign("autoCorrection=off")
        #expect(!settings.autoCorrection && settings.checkSpelling)
        try settings.assign("autoCorrection=YES")
        try settings.assign("periodShortcut=False")
        #expect(settings.autoCorrection && !settings.periodShortcut)
        for (name, path) in KeyboardSettings.switches {
            try settings.assign("\(name)=off")
            #expect(!settings[keyPath: path], "\(name)")
        }
    }

    @Test("a misspelt name gets the closest; a bad value or no '=' is said; nothing changes")
    func refusals() {
        var settings = KeyboardSettings(enabledKeyboards: ["en-US"])
        let before = settings
        #expect(throws: KeyboardSettings.AssignmentError(message: "unknown setting 'autoCorection'; did you mean 'autoCorrection'? " +
            "(settings: autoCapitalization, autoCorrection, checkSpelling, predictiveText, enableCapsLock, periodShortcut, " +
            "smartPunctuation, characterPreview)")) {
            try settings.assign("autoCorection=off")
        }
        #expect(throws: KeyboardSettings.AssignmentError(message: "'autoCorrection=maybe': the value is 'on' or 'off'")) {
            try settings.assign("autoCorrection=maybe")
        }
        #expect(throws: KeyboardSettings.AssignmentError(message: "'autoCorrection' is not NAME=on|off")) {
            try settings.assign("autoCorrection")
        }
        #expect(throws: (any Error).self) { try settings.assign("=on") }
        #expect(settings == before)
    }
}
