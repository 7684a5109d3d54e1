import CommandLineInterface
@testable import CommandLineTool
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import _TestSupport

@Suite("softkbd list, resolve and render")
struct LayoutCommandsTests {
    @Test("snapshots of list, resolved keyboards and drawings", arguments: [
        ("list", ["list"]),
        ("list-json", ["list", "--format", "json"]),
        ("list-devices", ["list", "--devices"]),
        ("list-devices-json", ["list", "--devices", "--format", "json"]),
        ("resolve-en-US-URL",
         ["resolve", "--layout", "en-US", "--keyboard-type", "URL", "--device", "iphone-classic", "--orientation", "portrait"]),
        ("resolve-fr-FR-go-landscape-shifted",
         ["resolve", "--layout", "fr-FR", "--return-key", "go", "--orientation", "landscape", "--layer", "shifted", "--appearance",
          "dark"]),
        ("render-sv-go", ["render", "--layout", "sv", "--return-key", "go"]),
        ("render-ko-shifted", ["render", "--layout", "ko", "--layer", "shifted"]),
        ("render-ru-email", ["render", "--layout", "ru", "--keyboard-type", "emailAddress"]),
        ("render-zh-numbers-ipad",
         ["render", "--layout", "zh-Hans", "--layer", "numbers", "--device", "ipad", "--orientation", "landscape"]),
        ("render-phone-pad-empty", ["render", "--layout", "en-US", "--keyboard-type", "phonePad"]),
        ("render-empty-auto-return",
         ["render", "--layout", "en-US", "--return-key", "send", "--empty-text", "--enables-return-automatically"]),
    ])
    func snapshots(name: String, arguments: [String]) {
        let (code, output) = SoftKeyboardCommand.run(arguments)
        #expect(code == .success, "\(output.standardError)")
        #expect(output.standardError.isEmpty)
        expectSnapshot(output.standardOutput, named: name)
    }

    @Test("the resolve acceptance examples")
    func acceptance() throws {
        func keyboard(_ arguments: String...) throws -> [String: Any] {
            let result = softkbd(arguments)
            #expect(result.exitCode == .success, "\(result.stderr)")
            return try #require(jsonObject(result.stdout))
        }
        let url = try keyboard("resolve", "--layout", "en-US", "--keyboard-type", "URL", "--device", "iphone-classic", "--orientation",
                               "portrait")
        #expect(url["size"] as? [String: Double] == ["width": 320, "height": 216])
        let urlKeys = try #require(url["keys"] as? [[String: Any]])
        let urlOutputs = Set(urlKeys.compactMap { $0["output"] as? String })
        #expect(urlOutputs.isSuperset(of: [".", "/", ".com"]))
        #expect(!urlKeys.contains { $0["action"] as? String == "space" })
        let email = try keyboard("resolve", "--layout", "en-US", "--keyboard-type", "emailAddress", "--device", "iphone-classic",
                                 "--orientation", "portrait")
        let emailKeys = try #require(email["keys"] as? [[String: Any]])
        #expect(Set(emailKeys.compactMap { $0["output"] as? String }).isSuperset(of: ["@", "."]))
        #expect(emailKeys.contains { $0["action"] as? String == "space" })
        let landscape = try keyboard("resolve", "--layout", "en-US", "--keyboard-type", "URL", "--device", "iphone-classic",
                                     "--orientation", "landscape")
        #expect(landscape["size"] as? [String: Double] == ["width": 480, "height": 162])
        let swedish = try keyboard("resolve", "--layout", "sv-SE")
        #expect((swedish["returnKey"] as? [String: Any])?["label"] as? String == "retur")
        let swedishKeys = try #require(swedish["keys"] as? [[String: Any]])
        #expect(swedishKeys.first { $0["action"] as? String == "space" }?["label"] as? String == "mellanslag")
        let french = try keyboard("resolve", "--layout", "fr-FR", "--return-key", "go")
        #expect((french["returnKey"] as? [String: Any])?["label"] as? String == "Accès")
        let pad = try keyboard("resolve", "--layout", "en-US", "--keyboard-type", "numberPad")
        #expect(pad["returnKey"] is NSNull)
    }

    @Test("trait names are matched in any case")
    func caseInsensitive() {
        let result = softkbd("resolve", "--layout", "EN-us", "--keyboard-type", "url", "--return-key", "GO", "--appearance", "ALERT",
                             "--orientation", "Landscape")
        #expect(result.exitCode == .success, "\(result.stderr)")
        #expect(jsonObject(result.stdout)?["keyboardType"] as? String == "URL")
        #expect(jsonObject(result.stdout)?["translucent"] as? Bool == true)
    }

    @Test("every bundled layout renders as well-formed SVG with one group per key, in text and SVG alike")
    func everyLayoutRenders() throws {
        let list = try #require(jsonArray(softkbd("list", "--format", "json").stdout))
        let ids = list.compactMap { $0["id"] as? String }
        #expect(ids.count >= 87)
        for id in ids {
            let svg = softkbd("render", "--layout", id, "--format", "svg")
            #expect(svg.exitCode == .success, "\(id): \(svg.stderr)")
            let parser = XMLParser(data: Data(svg.stdout.utf8))
            #expect(parser.parse(), "\(id): \(parser.parserError.map(String.init(describing:)) ?? "not well-formed")")
            let resolved = try #require(jsonObject(softkbd("resolve", "--layout", id).stdout)?["keys"] as? [Any], "\(id)")
            // Counted on a key group's end, "</g>" and a line break: a key id starting with a combining
            // mark joins "key-" into one Character (icons' groups end inside their symbols).
            #expect(svg.stdout.components(separatedBy: "</g>\n").count - 1 == resolved.count, "\(id)")
            let text = softkbd("render", "--layout", id)
            #expect(text.exitCode == .success && !text.stdout.contains("\u{1B}"), "\(id)")
        }
    }

    @Test("the SVG draws every key, with the appearance's colours")
    func svg() throws {
        let result = softkbd("render", "--layout", "ko", "--format", "svg", "--appearance", "dark")
        #expect(result.exitCode == .success)
        #expect(result.stdout.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"kb dark\" width=\"320\" height=\"216\""))
        #expect(result.stdout.hasSuffix("</svg>\n"))
        #expect(result.stdout.components(separatedBy: "<g id=\"key-").count - 1 == 32)
        #expect(result.stdout.contains("#2b2b2d"))
        #expect(result.stdout.contains(">리턴</text>"))
    }

    @Test("render --press and --long-press draw the key pressed and its alternates open; bad keys are said")
    func pressedAndHeld() {
        let held = softkbd("render", "--layout", "vi", "--long-press", "a", "--format", "svg")
        #expect(held.exitCode == .success && held.stdout.contains("class=\"balloon\"") && held.stdout.contains("class=\"alt w\""))
        let pressed = softkbd("render", "--layout", "en-US", "--press", "g", "--format", "svg")
        #expect(pressed.exitCode == .success && pressed.stdout.contains("class=\"preview\""))
        let unknown = softkbd("render", "--layout", "en-US", "--press", "shfit", "--format", "svg")
        #expect(unknown.exitCode == .usage && unknown.stderr.contains("no key 'shfit' on this keyboard; did you mean 'shift'?"))
        let none = softkbd("render", "--layout", "en-US", "--long-press", "q", "--format", "svg")
        #expect(none.exitCode == .usage && none.stderr.contains("key 'q' has no long-press alternates"))
        let text = softkbd("render", "--layout", "en-US", "--press", "g")
        #expect(text.exitCode == .usage && text.stderr.contains("--format svg"))
    }

    @Test("right-to-left labels: the terminal gets them in visual order, the SVG as runs in our order")
    func rightToLeftLabels() {
        let text = softkbd("render", "--layout", "ar")
        #expect(text.exitCode == .success)
        #expect(text.stdout.contains("[                ةفاسم                ]"))   // مسافة, reversed for the terminal
        #expect(text.stdout.contains("[ ١٢٣  ]"))                                 // Arabic numbers stay in order
        let svg = softkbd("render", "--layout", "ar", "--format", "svg").stdout
        #expect(svg.contains("direction=\"rtl\" unicode-bidi=\"bidi-override\">مسافة</text>"))
        #expect(svg.contains(">١٢٣</text>"))
    }

    @Test("errors", arguments: [
        (["resolve"], ExitCode.usage, "softkbd: error: '--layout' (a layout id such as 'fr-FR', or a locale) or '--keyboards' is required"),
        (["resolve", "--layout", "en-US", "--keyboard-type", "urll"], .usage,
         "softkbd: error: unknown value 'urll' for '--keyboard-type'; did you mean 'URL'?; expected one of default, asciiCapable, " +
         "numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress, decimalPad, twitter, webSearch, " +
         "asciiCapableNumberPad"),
        (["resolve", "--layout", "en-US", "--orientation", "sideways"], .usage,
         "softkbd: error: unknown orientation 'sideways'; expected portrait or landscape"),
        (["resolve", "--layout", "xx-YY"], .usage, "softkbd: error: unknown layout or locale 'xx-YY'"),
        (["resolve", "--layout", "en-US", "--device", "iphon"], .usage, "softkbd: error: unknown device 'iphon'; did you mean 'iphone'?"),
        (["resolve", "--layout", "en-US", "--layer", "phonePad"], .usage,
         "softkbd: error: layer 'phonePad' is not on this keyboard; it has letters, shifted, capsLock, numbers, symbols"),
        (["render", "--layout", "en-US", "--format", "png"], .usage, "softkbd: error: unknown format 'png'; expected text or svg"),
        (["list", "--layouts", "/no/such/folder"], .failure,
         "softkbd: error: cannot read layouts: /no/such/folder: no such file or folder"),
        (["render", "--layout", "xx"], .usage, "softkbd: error: unknown layout or locale 'xx'"),
    ])
    func errors(arguments: [String], code: ExitCode, message: String) {
        let (exitCode, output) = SoftKeyboardCommand.run(arguments)
        #expect(exitCode == code)
        #expect(output.standardError.split(separator: "\n").first.map(String.init) == message)
        #expect(output.standardOutput.isEmpty)
    }

    @Test("--layouts adds a folder of layouts; a broken one fails with its first diagnostic")
    func extraFolders() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("softkbd-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let layout = #"{"format": 1, "id": "de-AT", "locale": "de-AT", "name": "Deutsch", "script": "Latn", "imports": ["shared/base", "# +
                     #""shared/symbols"], "layers": {"letters": {"kind": "letters", "rows": ["q w e r t z u i o p ü", "a s d f g h j k "# +
                     #"l "# +
                     #"ö ä", "shift gap y x c v b n m gap backspace", "@bottom"]}}, "columns": 11}"#
        try layout.write(to: folder.appendingPathComponent("de-AT.json"), atomically: true, encoding: .utf8)
        let list = softkbd("list", "--layouts", folder.path)
        #expect(list.exitCode == .success)
        #expect(list.stdout.contains("de-AT"))
        let resolved = softkbd("resolve", "--layouts", folder.path, "--layout", "de_at")
        #expect(jsonObject(resolved.stdout)?["layout"] as? String == "de-AT")
        try layout.replacingOccurrences(of: "shift gap", with: "shfit gap").write(to: folder.appendingPathComponent("de-AT.json"),
                                                                                  atomically: true, encoding: .utf8)
        let broken = softkbd("list", "--layouts", folder.path)
        #expect(broken.exitCode == .failure)
        #expect(broken.stderr.contains("de-AT.json:1:"))
        #expect(broken.stderr.contains("undefined key 'shfit' in row 3 of layer 'letters'; did you mean 'shift'? [undefined-key]"))
    }

    @Test("--keyboards and --next: the keyboard the globe key shows after N presses, wrapping")
    func keyboardList() {
        let layoutOf = { (arguments: [String]) in jsonObject(softkbd(arguments).stdout)?["layout"] as? String }
        #expect(layoutOf(["resolve", "--keyboards", "ko-KR,en-US,fr-FR"]) == "ko-KR")
        #expect(layoutOf(["resolve", "--keyboards", "ko-KR,en-US,fr-FR", "--next", "1"]) == "en-US")
        #expect(layoutOf(["resolve", "--keyboards", "ko-KR,en-US,fr-FR", "--next", "5"]) == "fr-FR")
        // The user's keyboard, the field's variant: a URL field on ko-KR shows its Latin companion.
        #expect(layoutOf(["resolve", "--keyboards", "ko-KR,fr-FR", "--keyboard-type", "URL"]) == "en-US")
        #expect(softkbd(["resolve", "--keyboards", "ko-KR", "--next", "-1"]).exitCode == .usage)
        #expect(softkbd(["resolve", "--keyboards", "ko-KR", "--layout", "en-US"]).exitCode == .usage)
        #expect(softkbd(["resolve", "--layout", "en-US", "--next", "1"]).exitCode == .usage)
        #expect(softkbd(["resolve", "--keyboards", "ko-KR,,en-US"]).exitCode == .usage)
    }

    @Test("the emoji keyboard after --next speaks the words of the keyboard before, as the session's does")
    func emojiWordsFromTheKeyboardBefore() {
        let returnOf = { (arguments: [String]) in
            ((jsonObject(softkbd(arguments).stdout)?["returnKey"] as? [String: Any])?["label"]) as? String
        }
        #expect(returnOf(["resolve", "--keyboards", "de,emoji", "--next", "1", "--return-key", "send"]) == "Senden")
        #expect(returnOf(["resolve", "--keyboards", "fr-FR,de,emoji", "--next", "2", "--return-key", "send"]) == "Senden")
        #expect(returnOf(["resolve", "--keyboards", "emoji,de", "--return-key", "send"]) == "send", "no keyboard before: English")
        let german = jsonObject(softkbd(["resolve", "--keyboards", "de,emoji", "--next", "1"]).stdout)
        #expect((german?["pager"] as? [String: Any])?["title"] as? String == "Smileys & Personen")
        #expect((german?["keys"] as? [[String: Any]])?.first { $0["id"] as? String == "search" }?["label"] as? String == "Emoji suchen")
    }
}
