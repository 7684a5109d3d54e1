import KeymanKeyboard
import Testing

@Suite("Virtual keys: Keyman's names, the US layout, and rule key patterns")
struct VirtualKeyTests {
    @Test("K_ names Keyman defines, ISO positions, T_ and U_ touch keys; anything else refused")
    func names() {
        #expect(VirtualKey("k_bkslash")?.name == "K_BKSLASH")
        #expect(VirtualKey("D13")?.name == "K_BKSLASH" && VirtualKey("B01")?.name == "K_Z" && VirtualKey("A03")?.name == "K_SPACE")
        #expect(VirtualKey("T_SCHWA")?.name == "T_SCHWA" && VirtualKey("U_0259")?.usCharacters?.unshifted == "ə")
        #expect(VirtualKey("K_NOPE") == nil && VirtualKey("U_ZZZZ") == nil && VirtualKey("Q") == nil && VirtualKey("T_") == nil)
    }

    @Test("what US keys type, and the key typing a character")
    func usLayout() {
        #expect(VirtualKey("K_COLON")?.usCharacters.map { [$0.unshifted, $0.shifted] } == [";", ":"])
        #expect(VirtualKey.typing("\"").map { [$0.key.name, "\($0.shift)"] } == ["K_QUOTE", "true"])
        #expect(VirtualKey.typing("a").map { [$0.key.name, "\($0.shift)"] } == ["K_A", "false"])
        #expect(VirtualKey.typing("é") == nil && VirtualKey("K_F1")?.usCharacters == nil)
    }

    @Test("touch layers stand for modifiers by Keyman's names; a keyboard's own layer for none")
    func touchLayers() {
        #expect(KeymanModifiers(touchLayer: "default") == [] && KeymanModifiers(touchLayer: "shift") == .shift)
        #expect(KeymanModifiers(touchLayer: "rightalt-shift") == [.rightAlt, .shift])
        #expect(KeymanModifiers(touchLayer: "leftctrl-leftalt") == [.leftCtrl, .leftAlt])
        #expect(KeymanModifiers(touchLayer: "ctrl-alt") == [.leftCtrl, .leftAlt] && KeymanModifiers(touchLayer: "caps") == .capsLock)
        #expect(KeymanModifiers(touchLayer: "numeric") == nil && KeymanModifiers(touchLayer: "shift-symbols") == nil)
    }

    @Test("patterns: Ctrl and Alt sides; Caps Lock looked at only when named; characters follow case")
    func patterns() throws {
        let a = try #require(VirtualKey("K_A"))
        let either = VirtualKeyPattern(key: a, ctrl: .either)
        #expect(either.matches(a, .leftCtrl) && either.matches(a, .rightCtrl) && !either.matches(a, []))
        let right = VirtualKeyPattern(key: a, alt: .right)
        #expect(right.matches(a, .rightAlt) && !right.matches(a, .leftAlt) && !right.matches(a, [.leftAlt, .rightAlt]))
        let plain = VirtualKeyPattern(key: a)
        #expect(plain.matches(a, []) && plain.matches(a, .capsLock) && !plain.matches(a, .shift) && !plain.matches(a, .leftCtrl))
        let noCaps = VirtualKeyPattern(key: a, caps: false)
        #expect(noCaps.matches(a, []) && !noCaps.matches(a, .capsLock))
        let upper = VirtualKeyPattern(key: a, shift: true, fromCharacter: true)
        #expect(upper.matches(a, .shift) && upper.matches(a, .capsLock) && !upper.matches(a, [.shift, .capsLock]))
        #expect(VirtualKeyPattern(key: a, shift: true, ctrl: .left, caps: true).description == "[CAPS SHIFT LCTRL K_A]")
    }
}
