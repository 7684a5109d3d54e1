import BuiltInInputMethods
import KeyboardModel
import KeymanKeyboard
import LayoutFile
@testable import LayoutImport
import Testing
import _TestSupport

@Suite("Importing a Keyman keyboard whole: its .kmn program with the touch layout beside it")
struct KeymanKeyboardImportTests {
    /// The files loaded as one folder of `--layouts`, over the bundled layouts.
    static func load(_ files: [String: String]) -> LayoutLoader.Result {
        let sources = files.sorted { $0.key < $1.key }.map { LayoutSource(path: $0.key, displayPath: $0.key, text: $0.value) }
        return LayoutLoader.load(BundledLayouts.merged(with: [LayoutImport.prepare(sources, readFile: { files[$0] })]),
                                 inputMethods: BuiltInInputMethods.requirements)
    }

    static func errors(_ result: LayoutLoader.Result) -> [String] {
        result.diagnostics.filter { $0.severity == .error }.map(\.formatted)
    }

    @Test("the folder is one layout running the program: labels only shown, outputs from the rules, blanks blank")
    func folder() throws {
        let result = Self.load(KeymanFixture.files)
        #expect(Self.errors(result).isEmpty, "\(Self.errors(result))")
        // The touch layout is part of the keyboard, not a layout of its own.
        #expect(result.catalog.layouts.keys.filter { $0.rawValue.hasPrefix("fixture") } == ["fixture"])
        let layout = try #require(result.catalog.layout(named: "fixture"))
        #expect(layout.inputMethod == "keyman" && layout.name == "Fixture")
        #expect(layout.keymanProgram?.groups.count == 1)
        let letters = try result.catalog.resolve(KeyboardRequest(layout: "fixture", device: "iphone-classic"))
        let hiriq = try #require(letters.key("T_HIRIQ"))
        #expect(hiriq.action == .input("\u{05B4}") && hiriq.label == "◌ִ")
        let pua = try #require(letters.key("T_PUA"))
        #expect(pua.action == .input("ŋ") && pua.label == "\u{E001}")
        // The deadkey types nothing at the start of a text: its label stands in for hosts without the method.
        #expect(letters.key("T_DEAD")?.action == .input("^"))
        // No key types the dotted circle or a private-use character.
        for key in letters.keys {
            guard case .input(let text) = key.action else { continue }
            #expect(!text.unicodeScalars.contains { $0 == "\u{25CC}" || $0.properties.generalCategory == .privateUse }, "\(key.id)")
        }
        // The gestures are the rules' keys, for the method.
        #expect(layout.keymanProgram?.touchGestures["ə"] == KeymanProgram.TouchKey(key: try #require(VirtualKey("T_SCHWA")),
                                                                                   layer: "default"))
        #expect(layout.keymanProgram?.touchGestures["β"]?.key.name == "T_BETA")
        // On the right-Alt layer, K_A types what the rules say and K_Q, which they leave alone, is a blank.
        let rightAlt = try result.catalog.resolve(KeyboardRequest(layout: "fixture", device: "iphone-classic", layer: "rightalt"))
        #expect(rightAlt.keys.contains { $0.action == .input("æ") })
        #expect(!rightAlt.keys.contains { $0.id.rawValue.hasPrefix("K_Q") })
    }

    @Test("a .kmn alone gets a derived touch keyboard: letters on phone rows, the rest on a layer of their own; tablets: desktop rows")
    func derived() throws {
        let program = "store(&NAME) 'Derived'\nbegin Unicode > use(main)\ngroup(main) using keys\n+ [K_Q] > 'й'\n+ [SHIFT K_Q] > 'Й'\n" +
                      "+ [K_QUOTE] > 'э'\n+ [K_LBRKT] > dk(x)\ndk(x) + [K_E] > 'ё'\n+ [RALT K_E] > '€'\n+ [K_BKQUOTE] > 'ё'\n"
        let result = Self.load(["derived.kmn": program])
        #expect(Self.errors(result).isEmpty, "\(Self.errors(result))")
        // Every key a finger can hit on the smallest iPhone: nothing under the small-key rule.
        #expect(!result.diagnostics.contains { $0.rule == LayoutRule.smallKey.id }, "\(result.diagnostics.map(\.formatted))")
        let layout = try #require(result.catalog.layout(named: "derived"))
        #expect(layout.inputMethod == "keyman")
        let letters = try result.catalog.resolve(KeyboardRequest(layout: "derived", device: "iphone-classic"))
        #expect(letters.key("K_Q")?.action == .input("й") && letters.key("K_QUOTE")?.action == .input("э"))
        // A key the rules leave alone types its US character; a deadkey is a letter key, showing its US character.
        #expect(letters.key("K_W")?.action == .input("w") && letters.key("K_LBRKT")?.action == .input("["))
        // A number row of one letter joins a letter row; no row is wider than twelve keys.
        #expect(letters.key("K_BKQUOTE")?.action == .input("ё"))
        #expect(Dictionary(grouping: letters.keys, by: \.row).values.allSatisfy { $0.count <= 12 })
        // Digits and punctuation are on the numbers layer, reached by its key; Shift there types as Shift does.
        #expect(letters.key("K_1") == nil && letters.key("K_COMMA") == nil)
        let toNumbers = try #require(letters.keys.first { $0.action == .switchLayer("numeric") })
        #expect(toNumbers.label == "123")
        let numeric = try result.catalog.resolve(KeyboardRequest(layout: "derived", device: "iphone-classic", layer: "numeric"))
        #expect(numeric.key("K_1")?.action == .input("1") && numeric.key("K_COMMA")?.action == .input(","))
        let numericShift = try result.catalog.resolve(KeyboardRequest(layout: "derived", device: "iphone-classic",
                                                                      layer: "numeric-shift"))
        let bang = try #require(numericShift.keys.first { $0.action == .input("!") })
        #expect(layout.keymanProgram?.touchKeys[bang.id.rawValue] == KeymanProgram.TouchKey(key: try #require(VirtualKey("K_1")),
                                                                                             layer: "shift"))
        let shifted = try result.catalog.resolve(KeyboardRequest(layout: "derived", device: "iphone-classic", layer: "shifted"))
        #expect(shifted.keys.contains { $0.action == .input("Й") })
        // The rules use right Alt: its layer is there, with € and blanks for the keys it leaves alone.
        let rightAlt = try result.catalog.resolve(KeyboardRequest(layout: "derived", device: "iphone-classic", layer: "rightalt"))
        let typing = rightAlt.keys.compactMap { if case .input(let text) = $0.action { text } else { nil } }
        #expect(typing.contains("€") && !typing.contains("w"))
        // A tablet keeps the desktop's rows: the number row with the letters.
        let tablet = try result.catalog.resolve(KeyboardRequest(layout: "derived", device: "ipad"))
        #expect(tablet.keys.contains { $0.action == .input("1") } && tablet.keys.contains { $0.action == .input("й") })
    }

    @Test("a layout file naming its program beside it loads with it; without it, missing-program")
    func namedProgram() throws {
        let layout = #"{"format": 1, "id": "mine", "locale": "ru", "name": "Mine", "script": "Cyrl", "inputMethod": "keyman", "# +
                     #""inputMethodData": "mine.kmn", "latinCompanion": "en-US", "imports": ["shared/base", "shared/symbols"], "# +
                     #""layers": {"letters": {"kind": "letters", "rows": ["K_Q", "@bottom"]}}, "keys": {"K_Q": {"output": "й"}}}"#
        let program = "begin Unicode > use(main)\ngroup(main) using keys\n+ [K_Q] > 'й'\n"
        let result = Self.load(["mine.json": layout, "mine.kmn": program])
        #expect(Self.errors(result).isEmpty, "\(Self.errors(result))")
        // The program is the layout's, not a second layout.
        #expect(result.catalog.layout(named: "mine")?.keymanProgram != nil)
        #expect(result.catalog.layouts.count == BuiltInInputMethods.catalog.layouts.count + 1)
        let missing = Self.load(["mine.json": layout])
        #expect(missing.diagnostics.contains { $0.rule == "missing-program" && $0.range.file == "mine.json" })
        #expect(missing.catalog.layout(named: "mine") == nil)
    }

    @Test("&LAYOUTFILE and keymanProgram name files of the keyboard's folder only: outside-folder at the line, nothing read")
    func outsideFolder() throws {
        var asked: [String] = []
        let touch = KeymanFixture.touchLayout()
        for name in ["../secret.keyman-touch-layout", "/etc/passwd", "..\\..\\x.keyman-touch-layout"] {
            let program = "store(&LAYOUTFILE) '\(name)'\nbegin Unicode > use(main)\ngroup(main) using keys\n+ [K_Q] > 'й'\n"
            let sources = [LayoutSource(path: "evil.kmn", displayPath: "evil.kmn", text: program)]
            let prepared = LayoutImport.prepare(sources) { asked.append($0); return touch }
            let found = prepared.flatMap(\.diagnostics).first { $0.rule == "outside-folder" }
            #expect(found?.range.start.line == 1, "\(name)")
            // Backslashes read as slashes, as Keyman's compiler reads them.
            #expect(found?.message.hasPrefix("&LAYOUTFILE: '\(name.replacingOccurrences(of: "\\", with: "/"))'") == true,
                    "\(found?.message ?? "")")
        }
        #expect(asked.isEmpty, "nothing outside the folder is read: \(asked)")
        let layout = #"{"format": 1, "id": "mine", "locale": "ru", "name": "Mine", "script": "Cyrl", "inputMethod": "keyman", "# +
                     #""inputMethodData": "../mine.kmn", "latinCompanion": "en-US", "imports": ["shared/base", "shared/symbols"], "# +
                     #""layers": {"letters": {"kind": "letters", "rows": ["K_Q", "@bottom"]}}, "keys": {"K_Q": {"output": "й"}}}"#
        let result = Self.load(["mine.json": layout, "../mine.kmn": "begin Unicode > use(main)\ngroup(main) using keys\n"])
        #expect(result.diagnostics.contains { $0.rule == "outside-folder" && $0.range.file == "mine.json" })
        #expect(result.catalog.layout(named: "mine")?.keymanProgram == nil)
    }

    @Test("a program with errors reports them at their line and column and gives no layout")
    func brokenProgram() {
        let result = Self.load(["bad.kmn": "begin Unicode > use(main)\ngroup(main) using keys\n+ any(nothing) > 'x'\n"])
        let found = result.diagnostics.first { $0.rule == "kmn-undefined" }
        #expect(found?.range.file == "bad.kmn" && found?.range.start.line == 3)
        #expect(result.catalog.layout(named: "bad") == nil)
    }
}

extension KeymanKeyboardImportTests {
    @Test("phone and tablet layers: each resolves on its own device idiom")
    func idioms() throws {
        let result = Self.load(KeymanFixture.files)
        #expect(Self.errors(result).isEmpty, "\(Self.errors(result))")
        let phone = try result.catalog.resolve(KeyboardRequest(layout: "fixture", device: "iphone"))
        let tablet = try result.catalog.resolve(KeyboardRequest(layout: "fixture", device: "ipad"))
        // The tablet has K_Q and K_X on its letters; the phone has neither (its K_Q is on the right-Alt layer).
        #expect(tablet.keys.contains { $0.id.rawValue.hasPrefix("K_X") } && tablet.keys.contains { $0.action == .input("q") })
        #expect(!phone.keys.contains { $0.id.rawValue.hasPrefix("K_X") } && !phone.keys.contains { $0.action == .input("q") })
        // Both type through the rules: the tablet's T_HIRIQ types the mark too, and its keys keep their Keyman names.
        #expect(tablet.keys.contains { $0.action == .input("\u{05B4}") && $0.id.rawValue.hasPrefix("T_HIRIQ") })
        // Only the phone has a right-Alt layer.
        #expect(phone.layers.contains("rightalt") && !tablet.layers.contains("rightalt"))
    }

    @Test("an unknown *Token* shows without its asterisks")
    func tokenLabels() throws {
        let layout = #"{"phone": {"layer": [{"id": "default", "row": [{"key": [{"id": "K_Q"}, {"id": "K_W"}]}, "# +
            #"{"key": [{"id": "K_NUMLOCK", "text": "*?123*", "sp": 1, "nextlayer": "numeric"}, {"id": "K_SPACE"}]}]}, "# +
            #"{"id": "numeric", "row": [{"key": [{"id": "K_1"}, {"id": "K_LOPT", "text": "*abc*", "sp": 1, "nextlayer": "default"}]}]}]}}"#
        let result = Self.load(["tokens.keyman-touch-layout": layout])
        let keyboard = try result.catalog.resolve(KeyboardRequest(layout: "tokens", device: "iphone-classic"))
        #expect(keyboard.key("K_NUMLOCK")?.label == "?123")
    }

    @Test("a desktop-style modifier key with no nextlayer is a blank (said once); a layer key with none is a defect")
    func modifiersWithoutLayer() throws {
        func layout(_ extra: String) -> String {
            #"{"tablet": {"layer": [{"id": "default", "row": [{"key": [{"id": "K_Q"}, {"id": "K_W"}]}, "# +
                #"{"key": [\#(extra), {"id": "K_SPACE"}]}]}]}}"#
        }
        let modifiers = Self.load(["mods.keyman-touch-layout": layout(#"{"id": "K_LCONTROL", "text": "*Ctrl*", "sp": 1}, "# +
                                                                      #"{"id": "K_RALT", "text": "*AltGr*", "sp": 1}"#)])
        #expect(Self.errors(modifiers).isEmpty, "\(Self.errors(modifiers))")
        #expect(modifiers.diagnostics.filter { $0.message.contains("modifier keys") }.count == 1)
        let keyboard = try modifiers.catalog.resolve(KeyboardRequest(layout: "mods", device: "ipad"))
        #expect(keyboard.key("K_LCONTROL") == nil && keyboard.key("K_RALT") == nil)
        let switchKey = Self.load(["switch.keyman-touch-layout": layout(#"{"id": "K_NUMLOCK", "text": "*123*", "sp": 1}"#)])
        #expect(switchKey.diagnostics.contains { $0.rule == "import-defect" && $0.message.contains("no 'nextlayer'") })
    }

    @Test("rules that type thousands of characters per key: the keys show their US letters and the layout stays small")
    func hugeOutputs() throws {
        let big = String(repeating: "x", count: 2_000)
        let program = "store(big) '\(big)'\nstore(k) 'abcdefghijklmnopqrstuvwxyz'\nbegin Unicode > use(main)\n" +
                      "group(main) using keys\n+ any(k) > outs(big) use(main)\n"
        let result = Self.load(["loops.kmn": program])
        #expect(Self.errors(result).isEmpty, "\(Self.errors(result))")
        let keyboard = try result.catalog.resolve(KeyboardRequest(layout: "loops", device: "iphone-classic"))
        #expect(keyboard.key("K_A")?.action == .input("a"))
        #expect(keyboard.keys.allSatisfy { key in
            if case .input(let text) = key.action { text.count <= KeymanTouchLayout.maximumShownOutput } else { true }
        })
    }
}

extension KeyboardLayout {
    /// The Keyman program the importer attached, as the keyman method takes it back.
    var keymanProgram: KeymanProgram? { inputMethodData?.value(as: KeymanProgram.self) }
}
