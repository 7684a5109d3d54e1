public import KeyboardModel

/// Small files the rules' examples are made of.
extension LayoutRule {
    /// A small valid layout with `fields` added and the given letter rows, for examples.
    static func file(_ fields: String = "",
                     rows: String = #""q w e r t y u i o p", "a s d f g h j k l", "shift gap z x c v b n m gap backspace", "@bottom""#,
                     imports: String = #""shared/base", "shared/symbols""#, locale: String = "en-ZA", script: String = "Latn") -> String {
        #"{"format": 1, "id": "test", "locale": "\#(locale)", "name": "Test", "script": "\#(script)", "imports": [\#(imports)], "# +
        #"\#(fields)"layers": {"letters": {"kind": "letters", "rows": [\#(rows)]}}}"#
    }

    /// A valid example layout.
    static let valid = file()

    /// The valid layout with one more layer (`"id": {…}`) before its letters.
    static func withLayer(_ layer: String) -> String {
        valid.replacingOccurrences(of: #""layers": {"#, with: #""layers": {"# + layer + ", ")
    }

    /// A layout importing the shared parts `shared/NAME` after the usual two, and the parts'
    /// files with their texts.
    static func withParts(_ parts: [String: String]) -> [String: String] {
        let names = parts.keys.sorted().map { #""shared/\#($0)""# }
        var files = ["test.json": file(imports: ([#""shared/base""#, #""shared/symbols""#] + names).joined(separator: ", "))]
        for (name, text) in parts { files["shared/\(name).json"] = text }
        return files
    }

    /// A layout of the example input method, with the apostrophe it needs and a Latin companion.
    static let syllablesLayout = file(#""inputMethod": "syllables", "latinCompanion": "en-US", "#,
                                      rows: #""q w e r t y u i o p", "a s d f g h j k l '", "# +
                                            #""shift gap z x c v b n m gap backspace", "@bottom""#,
                                      script: "Hans")

    /// A CLDR keyboard with a flick of directions that do not exist.
    static let cldrFlick = cldr(#"<keys><key id="x" output="x" flickId="f"/></keys><flicks><flick id="f">"# +
                                #"<flickSegment directions="n s" keyId="a"/></flick></flicks>"#)

    /// A CLDR keyboard that displays the output `output` (as written in the file) as a backquote.
    static func cldrDisplay(_ output: String) -> String { cldr(#"<displays><display output="\#(output)" display="`"/></displays>"#) }

    /// A small CLDR keyboard: `parts` after its info, then a touch form's QWERTY layer (or `layers`).
    static func cldr(_ parts: String = "", layers: String? = nil) -> String {
        let qwerty = #"<layers formId="touch"><layer id="base"><row keys="q w e r t y u i o p"/><row keys="a s d f g h j k l"/>"# +
                     #"<row keys="z x c v b n m"/><row keys="space"/></layer></layers>"#
        return #"<keyboard3 locale="en" conformsTo="45"><info name="T"/>"# + parts + (layers ?? qwerty) + "</keyboard3>"
    }

    /// A devices file with one phone, `tiny`, shaped as the classic iPhone, with the given insets in portrait.
    static func device(insets: String) -> String {
        let widths = #""widths": {"shift": 0.13, "backspace": 0.13, "return": 0.25, "function": 0.123}"#
        return #"{"format": 1, "devices": {"tiny": {"name": "Tiny", "idiom": "phone", "portrait": {"width": 320, "height": 216, "# +
               #""keyGap": 6, "rowGap": 12, "insets": \#(insets), \#(widths)}, "landscape": {"width": 480, "height": 162, "keyGap": 5, "# +
               #""rowGap": 8, \#(widths)}}}}"#
    }

    /// The input method examples name: it needs the 26 Latin letters and an apostrophe.
    public static let exampleInputMethod = InputMethodRequirements(id: "syllables",
                                                                   requiredOutputs: "abcdefghijklmnopqrstuvwxyz".map(String.init) + ["'"])
}
