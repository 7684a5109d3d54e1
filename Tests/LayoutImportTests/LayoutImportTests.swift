import BuiltInInputMethods
import KeyboardModel
import LayoutFile
@testable import LayoutImport
import Testing

@Suite("Importing CLDR and Keyman keyboards")
struct LayoutImportTests {
    static func load(_ files: [String: String]) -> (LayoutLoader.Result, [LayoutImport.Conversion]) {
        let sources = files.map { LayoutSource(path: $0.key, displayPath: $0.key, text: $0.value) }
        let conversions = sources.map { LayoutImport.convert($0) }
        let result = LayoutLoader.load(BundledLayouts.merged(with: [LayoutImport.prepare(sources)]),
                                       inputMethods: BuiltInInputMethods.requirements)
        return (result, conversions)
    }

    static let touch = """
        <keyboard3 locale="en-t-k0-x" conformsTo="45"><info name="T"/>
        <keys><key id="e" output="e" longPressKeyIds="e2" flickId="f"/><key id="e2" output="é"/><key id="go" layerId="second"/>\
        <key id="back" layerId="base"/></keys>
        <flicks><flick id="f"><flickSegment directions="ne" keyId="e2"/></flick></flicks>
        <layers formId="touch"><layer id="base"><row keys="q w e r t y u i o p"/><row keys="a s d f g h j k l"/>\
        <row keys="z x c v b n m"/><row keys="go space"/></layer>
        <layer id="second"><row keys="1 2 3"/><row keys="back space"/></layer></layers></keyboard3>
        """

    @Test("a touch keyboard: layers, keys, gestures and the frame keys a keyboard needs")
    func touch() throws {
        let (result, conversions) = Self.load(["x.xml": Self.touch])
        #expect(result.diagnostics.filter { $0.range.file == "x.xml" && $0.severity == .error }.isEmpty,
                "\(result.diagnostics.map(\.formatted))")
        let layout = try #require(result.catalog.layout(named: "x"))
        #expect(layout.name == "T" && layout.script == "Latn" && layout.inputMethod == nil)
        let letters = try result.catalog.resolve(KeyboardRequest(layout: "x", device: "iphone-classic"))
        let e = try #require(letters.key("e"))
        #expect(e.longPress == ["é"] && e.flicks == [.upRight: "é"])
        let actions = Set(letters.keys.map(\.action))
        #expect(actions.contains(.backspace) && actions.contains(.return) && actions.contains(.nextKeyboard)
                && actions.contains(.switchLayer("second")))
        let second = try result.catalog.resolve(KeyboardRequest(layout: "x", device: "iphone-classic", layer: "second"))
        #expect(second.keys.contains { $0.action == .switchLayer(.letters) })
        // Digits the shared layers use keep their keys; the keyboard's own are renamed.
        #expect(conversions[0].keyIDs["1"] == "imported-1" && conversions[0].keyIDs["e"] == "e")
    }

    @Test("CLDR 47 and 48 name their imports with their release: the same key sets as 46; an unknown release is a defect")
    func versionedImports() throws {
        let text = """
            <keyboard3 locale="en-t-k0-v" conformsTo="46"><info name="V"/>
            <keys><import base="cldr" path="47/keys-Zyyy-punctuation.xml"/><import base="cldr" path="48/keys-Zyyy-currency.xml"/></keys>
            <layers formId="touch"><layer id="base"><row keys="q w e amp"/><row keys="dollar space"/></layer></layers></keyboard3>
            """
        let (result, _) = Self.load(["v.xml": text])
        #expect(result.diagnostics.filter { $0.range.file == "v.xml" && $0.severity == .error }.isEmpty,
                "\(result.diagnostics.map(\.formatted))")
        let keyboard = try result.catalog.resolve(KeyboardRequest(layout: "v", device: "iphone-classic"))
        #expect(keyboard.keys.contains { $0.output == "&" } && keyboard.keys.contains { $0.output == "$" })
        let (old, _) = Self.load(["o.xml": text.replacingOccurrences(of: "47/", with: "44/")])
        #expect(old.diagnostics.contains { diagnostic in
            diagnostic.range.file == "o.xml" && diagnostic.message.hasPrefix("import '44/keys-Zyyy-punctuation.xml' cannot be found")
        })
    }

    @Test("findings of the loader and linter land at the original XML's line and column")
    func positions() throws {
        let text = "<keyboard3 locale=\"en\" conformsTo=\"45\"><info name=\"T\"/>\n<keys><key id=\"wide\" output=\"w\" " +
                   "width=\"99\"/></keys>\n<layers formId=\"touch\"><layer id=\"base\"><row keys=\"q wide\"/><row " +
                   "keys=\"space\"/></layer></layers></keyboard3>"
        let (result, _) = Self.load(["p.xml": text])
        let width = try #require(result.diagnostics.first { $0.rule == "invalid-value" && $0.range.file == "p.xml" })
        #expect((width.range.start.line, width.range.start.column) == (2, 40))
    }

    @Test("Keyman: specials, U_ ids, the label as output for K_ and T_ keys, a BOM")
    func keyman() throws {
        let text = "\u{FEFF}" + #"{"tablet": {"layer": [{"id": "default", "row": [{"id": 1, "key": [{"id": "K_Q", "text": "q"}, {"id": "# +
                                #""U_00E9_0301"}, {"id": "T_X", "text": "ŋ"}, {"id": "K_W"}]}, {"id": 2, "key": [{"id": "K_SHIFT", "# +
                                #""text": "*Shift*", "nextlayer": "shift"}, {"id": "K_BKSP", "text": "*BkSp*"}, {"id": "K_SPACE"}, "# +
                                #"{"id": "K_ENTER", "text": "*Enter*"}]}]}, {"id": "shift", "row": [{"id": 1, "key": [{"id": "K_Q", "# +
                                #""text": "Q"}, {"id": "K_W", "layer": "shift"}, {"id": "K_SHIFT", "text": "*Shift*", "nextlayer": "# +
                                #""default"}]}]}]}}"#
        let (result, _) = Self.load(["k.keyman-touch-layout": text])
        #expect(result.diagnostics.filter { $0.range.file == "k.keyman-touch-layout" && $0.severity == .error }.isEmpty,
                "\(result.diagnostics.map(\.formatted))")
        let letters = try result.catalog.resolve(KeyboardRequest(layout: "k", device: "ipad"))
        #expect(letters.keys.compactMap(\.output) == ["q", "é\u{301}", "ŋ", "w"])
        #expect(letters.key("K_SHIFT")?.action == .shift)
        let shifted = try result.catalog.resolve(KeyboardRequest(layout: "k", device: "ipad", layer: .shifted))
        #expect(shifted.keys.compactMap(\.output) == ["Q", "W"])
        // The summary of label outputs is one warning at the first, with the count.
        let summary = result.diagnostics.filter { $0.rule == "import-dropped" && $0.message.contains("take their output from the label") }
        #expect(summary.count == 1 && summary[0].message.hasPrefix("3 keys"))
    }

    @Test("Keyman: a mark shown on a dotted circle types the mark alone, the circle stays in the label; the space bar keeps its label")
    func dottedCircle() throws {
        let text = #"{"phone": {"layer": [{"id": "default", "row": [{"id": 1, "key": [{"id": "T_HIRIQ", "text": "◌ִ"}, "# +
                   #"{"id": "T_RING", "text": "◌"}, {"id": "K_A", "text": "א"}]}, {"id": 2, "key": [{"id": "K_SPACE", "text": "་"}]}]}]}}"#
        let (result, _) = Self.load(["h.keyman-touch-layout": text])
        let keyboard = try result.catalog.resolve(KeyboardRequest(layout: "h", device: "iphone-classic"))
        let hiriq = try #require(keyboard.key("T_HIRIQ"))
        #expect(hiriq.output == "\u{05B4}" && hiriq.label == "◌ִ")
        // A circle alone is what the key shows and types.
        #expect(keyboard.key("T_RING")?.output == "◌" && keyboard.key("K_A")?.output == "א")
        #expect(!keyboard.keys.contains { $0.output?.unicodeScalars.contains("\u{25CC}") == true && $0.output != "◌" })
        // The space bar keeps its label (a tsheg here).
        #expect(keyboard.keys.first { $0.action == .space }?.label == "་")
    }

    @Test("Keyman: a touch layout alone whose keys show private-use glyphs says once that its .kmn is needed")
    func privateUseWithoutProgram() throws {
        let keys = (1...40).map { #"{"id": "T_K\#($0)", "text": "\ue0\#(String(format: "%02x", $0))"}"# }.joined(separator: ", ")
        let text = #"{"phone": {"layer": [{"id": "default", "row": [{"id": 1, "key": ["# + keys + #"]}, "# +
                   #"{"id": 2, "key": [{"id": "K_SPACE", "width": 500}]}]}]}}"#
        let (result, _) = Self.load(["glyphs.keyman-touch-layout": text])
        let errors = result.diagnostics.filter { $0.range.file == "glyphs.keyman-touch-layout" && $0.severity == .error }
        #expect(errors.map(\.message) == ["40 keys show a private-use glyph that only the keyboard's .kmn program types: put " +
                                         "glyphs.kmn beside the touch layout and import both (the keys are blanks without it)"])
    }

    @Test("Keyman: keys a layer other than default and shift leaves blank are blanks, not US letters; one summary for them")
    func blankKeys() throws {
        let text = #"{"phone": {"layer": [{"id": "default", "row": [{"id": 1, "key": [{"id": "K_Q"}, {"id": "K_W", "text": "ພ"}, "# +
                   #"{"id": "K_ROPT", "text": "*Menu*"}, {"id": "K_ALT", "text": "*AltGr*", "nextlayer": "rightalt"}]}, "# +
                   #"{"id": 2, "key": [{"id": "K_SPACE"}]}]}, {"id": "rightalt", "row": [{"id": 1, "key": [{"id": "K_Q"}, "# +
                   #"{"id": "K_E"}, {"id": "K_R", "text": "ໜ"}, {"id": "K_ALT", "text": "*abc*", "nextlayer": "default"}]}, "# +
                   #"{"id": 2, "key": [{"id": "K_SPACE"}]}]}]}}"#
        let (result, _) = Self.load(["l.keyman-touch-layout": text])
        #expect(result.diagnostics.filter { $0.range.file == "l.keyman-touch-layout" && $0.severity == .error }.isEmpty,
                "\(result.diagnostics.map(\.formatted))")
        let letters = try result.catalog.resolve(KeyboardRequest(layout: "l", device: "iphone-classic"))
        // On the letters a rule-less K_ key types its US character, as Keyman does.
        #expect(letters.key("K_Q")?.output == "q")
        let layer = try #require(letters.layers.first { $0.rawValue.contains("rightalt") }, "\(letters.layers)")
        let rightAlt = try result.catalog.resolve(KeyboardRequest(layout: "l", device: "iphone-classic", layer: layer))
        #expect(!rightAlt.keys.contains { $0.output == "q" || $0.output == "e" } && rightAlt.keys.contains { $0.output == "ໜ" })
        let blanks = result.diagnostics.filter { $0.range.file == "l.keyman-touch-layout" && $0.message.contains("no text on a layer") }
        #expect(blanks.count == 1 && blanks[0].message.hasPrefix("2 keys"))
    }

    @Test("a long row: each key id's place is found at its own column, and a row past the limit is cut with an error there")
    func longRow() throws {
        let ids = (0..<200).map { "k\($0 % 10)" }
        let keys = (0..<10).map { "<key id=\"k\($0)\" output=\"\(Character(Unicode.Scalar(97 + $0)!))\"/>" }.joined()
        let text = "<keyboard3 locale=\"en\" conformsTo=\"45\"><info name=\"W\"/><keys>\(keys)</keys><layers formId=\"touch\"><layer " +
                   "id=\"base\"><row keys=\"\(ids.joined(separator: " "))\"/><row keys=\"space\"/></layer></layers></keyboard3>"
        let (result, _) = Self.load(["w.xml": text])
        let cut = try #require(result.diagnostics.first { $0.range.file == "w.xml"
                                                          && $0.message.contains("more than the 64 a row may have") })
        // The 65th key id: after "<row keys=\"" and 64 ids of two letters and a space.
        let rowStart = try #require(text.range(of: "<row keys=\"")).upperBound
        #expect(cut.range.start.column == text[..<rowStart].unicodeScalars.count + 1 + 64 * 3)
        #expect(cut.severity == .error)
    }

    @Test("a layer of more rows than the limit is cut with an error at the first left out")
    func manyRows() throws {
        let rows = (0..<20).map { _ in "<row keys=\"a\"/>" }.joined()
        let (result,
             _) = Self.load(["r.xml": "<keyboard3 locale=\"en\" conformsTo=\"45\"><info name=\"R\"/><layers formId=\"touch\"><layer " +
                                      "id=\"base\">\(rows)</layer></layers></keyboard3>"])
        #expect(result.diagnostics.contains { $0.range.file == "r.xml"
                                              && $0.message.contains("20 rows, more than the 16 a layer may have") })
    }

    @Test("Keyman: a key the same on several layers is defined once, wherever it was written")
    func keymanSharedKeys() throws {
        let row = #"{"id": 1, "key": [{"id": "K_Q", "text": "q"}, {"id": "K_BKSP", "text": "*BkSp*"}, {"id": "K_BKSP", "text": "*BkSp*"}]}"#
        let text = #"{"phone": {"layer": [{"id": "default", "row": ["# + row + #"]}, {"id": "numeric", "row": ["# + row + #"]}]}}"#
        let conversion = LayoutImport.convert(LayoutSource(path: "s.keyman-touch-layout", text: text))
        let tree = try #require(conversion.root).formatted()
        #expect(tree.contains("\"K_BKSP\"") && !tree.contains("K_BKSP@"), "\(tree)")
        #expect(!tree.contains("K_Q@"))
    }

    @Test("files that are not keyboards are left out; other roots are defects")
    func notKeyboards() {
        let test = LayoutImport.convert(LayoutSource(path: "t.xml", text: "<keyboardTest3 conformsTo=\"techpreview\"/>"))
        #expect(!test.isKeyboard && test.diagnostics.isEmpty)
        let other = LayoutImport.convert(LayoutSource(path: "o.xml", text: "<html/>"))
        #expect(other.isKeyboard && other.root == nil && other.diagnostics.map(\.rule) == ["import-defect"])
        #expect(LayoutImport.prepare([LayoutSource(path: "t.xml", text: "<keyboardTest3/>"),
                                      LayoutSource(path: "a.json", text: "{}")]).map(\.path) == ["a.json"])
    }

    @Test("the layout tree prints as this format's JSON and reads back the same")
    func formatted() throws {
        let conversion = LayoutImport.convert(LayoutSource(path: "x.xml", text: Self.touch))
        let root = try #require(conversion.root)
        let text = root.formatted()
        var diagnostics = DiagnosticCollector()
        let again = try #require(JSONParser.parse(text, file: "x.json", diagnostics: &diagnostics))
        #expect(again.formatted() == text)
        #expect(JSONNode.quoted("a\"\\\n\u{1}\u{200B}😀") == #""a\"\\\n\u0001\u200B😀""#)
    }

    @Test("CLDR import data: the generated keys and forms")
    func importData() {
        #expect(CLDRImports.keyFiles["keys-Zyyy-punctuation.xml"]?.first { $0.id == "amp" }?.attributes["output"] == "\\u{0026}")
        #expect(CLDRImports.forms["iso"]?.map(\.count) == [13, 12, 12, 11, 1])
        #expect(CLDRImports.forms.keys.sorted() == ["abnt2", "iso", "jis", "ks", "us"])
    }

    @Test("script detection: a script subtag, else the letters' script")
    func scripts() {
        #expect(ScriptDetection.script(of: ["a"], locale: "ja-Hira-t-k0-x") == "Jpan")
        #expect(ScriptDetection.script(of: ["а", "б", "x"], locale: "und") == "Cyrl")
        #expect(ScriptDetection.script(of: ["א", "ב"], locale: "und") == "Hebr")
        #expect(ScriptDetection.script(of: [], locale: "und") == "Latn")
    }
}
