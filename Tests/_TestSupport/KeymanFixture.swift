/// A small Keyman keyboard of our own, a program and its touch layout, for the import and
/// input-method tests: labels that are only shown (a mark on a dotted circle, a private-use
/// glyph), a deadkey, a right-Alt layer with a blank key, gestures and a multi-tap key whose
/// rules type something else than their labels, a numbers layer whose key types as Shift and
/// then goes back to the letters, and phone and tablet platforms.
public enum KeymanFixture {
    public static let program = """
        store(&NAME) 'Fixture'
        store(&LAYOUTFILE) 'fixture.keyman-touch-layout'
        begin Unicode > use(main)
        group(main) using keys
        + [K_A] > 'a'
        + [SHIFT K_A] > 'A'
        + [RALT K_A] > 'æ'
        + [T_HIRIQ] > U+05B4
        + [T_PUA] > 'ŋ'
        + [T_DEAD] > dk(hat)
        dk(hat) + [K_E] > 'ê'
        + [T_SCHWA] > 'ə'
        dk(hat) + [T_SCHWA] > 'Ə'
        + [T_BETA] > 'β'
        + [SHIFT K_1] > '!'
        if(&layer = 'numeric') + [K_2] > 'two'
        platform('hardware') + [K_Z] > 'hardware z'
        platform('touch') + [K_Z] > 'touch z'
        """

    static func key(_ id: String, _ text: String = "", extra: String = "") -> String {
        #"{"id": "\#(id)""# + (text.isEmpty ? "" : #", "text": "\#(text)""#) + extra + "}"
    }

    /// The touch layout: `phone` (default, shift, rightalt) and a `tablet` with one more key.
    public static func touchLayout(tabletExtra: Bool = true) -> String {
        let frame = #"{"id": "K_SHIFT", "text": "*Shift*", "sp": 1, "nextlayer": "shift"}, {"id": "K_BKSP", "text": "*BkSp*", "sp": 1}"#
        let bottom = #"{"key": [{"id": "K_LOPT", "text": "*Menu*", "sp": 1}, {"id": "K_SPACE", "width": 500}, "# +
            #"{"id": "K_ENTER", "text": "*Enter*", "sp": 1}]}"#
        let letters = [key("K_A"), key("T_HIRIQ", "◌ִ"), key("T_PUA", "\\ue001"), key("T_DEAD", "^"),
                       key("K_E", "e", extra: #", "sk": [{"id": "T_SCHWA", "text": "ə"}]"#),
                       key("K_B", "b", extra: #", "multitap": [{"id": "T_BETA", "text": "β"}]"#), key("K_Z", "z")]
        func layer(_ id: String, _ row: [String]) -> String {
            #"{"id": "\#(id)", "row": [{"key": [\#(row.joined(separator: ", "))]}, {"key": [\#(frame)]}, \#(bottom)]}"#
        }
        let toRightAlt = #"{"id": "K_ALT", "text": "*AltGr*", "sp": 1, "nextlayer": "rightalt"}"#
        let toNumeric = #"{"id": "K_NUMERALS", "text": "*123*", "sp": 1, "nextlayer": "numeric"}"#
        // On `numeric`, K_1 types as Shift would (its own `layer`) and then goes back to the letters.
        let numeric = [key("K_1", "!", extra: #", "layer": "shift", "nextlayer": "default""#), key("K_2", "2"),
                       #"{"id": "K_LETTERS", "text": "*abc*", "sp": 1, "nextlayer": "default"}"#]
        let phone = [layer("default", letters + [toRightAlt, toNumeric]), layer("shift", [key("K_A")]),
                     layer("rightalt", [key("K_A"), key("K_Q"), #"{"id": "K_ALT", "text": "*abc*", "sp": 1, "nextlayer": "default"}"#]),
                     layer("numeric", numeric)]
        let tablet = [layer("default", letters + [key("K_Q", "q")] + (tabletExtra ? [key("K_X", "x")] : [])),
                      layer("shift", [key("K_A")])]
        return #"{"phone": {"layer": [\#(phone.joined(separator: ", "))]}, "tablet": {"layer": [\#(tablet.joined(separator: ", "))]}}"#
    }

    /// The two files, as a keyboard's source folder holds them.
    public static var files: [String: String] {
        ["fixture.kmn": program, "fixture.keyman-touch-layout": touchLayout()]
    }
}
