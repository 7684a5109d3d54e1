import BuiltInInputMethods
import Foundation
import KeyboardModel
@testable import LayoutFile
import Testing
import _TestSupport

@Suite("LayoutLoader diagnostics")
struct LayoutLoaderTests {
    /// Loads the bundled files with `files` added under `test/`, returning the diagnostics
    /// about the added files and the catalog.
    func load(_ files: [String: String]) -> (diagnostics: [Diagnostic], catalog: KeyboardCatalog) {
        let extra = files.map { LayoutSource(path: $0.key, displayPath: "test/\($0.key)", text: $0.value) }
        let result = LayoutLoader.load(BundledLayouts.merged(with: [extra]), inputMethods: BuiltInInputMethods.requirements)
        return (result.diagnostics.filter { $0.range.file.hasPrefix("test/") }, result.catalog)
    }

    static let valid = #"""
        {
          "format": 1, "id": "test", "locale": "de-DE", "name": "Test", "script": "Latn",
          "imports": ["shared/base", "shared/symbols"],
          "layers": { "letters": { "kind": "letters", "rows": ["q w e", "shift gap z backspace", "@bottom"] } }
        }
        """#

    @Test("a valid small layout loads and resolves")
    func validLayout() throws {
        let (diagnostics, catalog) = load(["test.json": Self.valid])
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.formatted))")
        let keyboard = try catalog.resolve(KeyboardRequest(layout: "test", device: "iphone-classic"))
        #expect(keyboard.keys.compactMap(\.output).prefix(3) == ["q", "w", "e"])
        #expect(keyboard.returnKey?.label == "⮐") // what KeyboardKit shows for German, from strings.json
    }

    struct Case: Sendable, CustomStringConvertible {
        var name: String
        var files: [String: String]
        var rule: String
        var message: String
        var severity: Diagnostic.Severity = .error
        var description: String { name }
    }

    static func layout(_ middle: String, imports: String = #""shared/base", "shared/symbols""#, rows: String = #""q w e", "@bottom""#,
                       id: String = "test") -> String {
        #"{"format": 1, "id": "\#(id)", "locale": "de-DE", "name": "Test", "script": "Latn", "imports": [\#(imports)], \#(middle) "# +
        #""layers": {"letters": {"kind": "letters", "rows": [\#(rows)]}}}"#
    }

    static let cases: [Case] = [
        Case(name: "unknown field", files: ["test.json": layout(#"1️⃣"nmae": "x","#)], rule: "unknown-field",
             message: "unknown field 'nmae' in the layout file; did you mean 'name'?"),
        Case(name: "wrong type", files: ["test.json": layout(#""columns": 1️⃣"ten","#)], rule: "wrong-type",
             message: "'columns' in the layout file must be a whole number, found string"),
        Case(name: "a number too large says the range", files: ["test.json": layout(#""columns": 1️⃣1e300,"#)], rule: "invalid-value",
             message: "'columns' in the layout file must be a whole number between 1 and 30, found 1e+300"),
        Case(name: "a fraction says the range", files: ["test.json": layout(#""columns": 1️⃣2.5,"#)], rule: "invalid-value",
             message: "'columns' in the layout file must be a whole number between 1 and 30, found 2.5"),
        Case(name: "a width near zero is an error", files: ["test.json": layout(#""keys": {"q": {"width": 1️⃣1e-300}},"#)],
             rule: "invalid-value",
             message: "'width' of key 'q' must be between 0.1 and 20 letter widths, found 1e-300"),
        Case(name: "missing field", files: ["test.json": #"1️⃣{"format": 1, "id": "test", "locale": "de", "script": "Latn"}"#],
             rule: "missing-field",
             message: "the layout file is missing the required field 'name'"),
        Case(name: "unsupported format", files: ["test.json": #"{"format": 1️⃣2, "id": "test"}"#], rule: "unsupported-format",
             message: "format 2 is not supported; this version reads format 1"),
        Case(name: "undefined key", files: ["test.json": layout("", rows: #""q w 1️⃣shfit", "@bottom""#)], rule: "undefined-key",
             message: "undefined key 'shfit' in row 1 of layer 'letters'; did you mean 'shift'?"),
        Case(name: "undefined key in a tablet arrangement",
             files: ["test.json": layout(#""tablet": {"arrange": {"firstRowEnd": "1️⃣bakspace"}},"#)], rule: "undefined-key",
             message: "undefined key 'bakspace' in 'firstRowEnd' of 'tablet.arrange'; did you mean 'backspace'?"),
        Case(name: "undefined key in a tablet arrangement's bottom row",
             files: ["test.json": layout(#""tablet": {"arrange": {"bottomRows": {"default": "globe 1️⃣spcae"}}},"#)],
             rule: "undefined-key", message: "undefined key 'spcae' in bottom row 'default' of 'tablet.arrange'; did you mean 'space'?"),
        Case(name: "arrange is an object or false", files: ["test.json": layout(#""tablet": {"arrange": 1️⃣true},"#)],
             rule: "invalid-value", message: "'arrange' is an object of rows, or false to show the phone's rows on a tablet"),
        Case(name: "a key reaching down from no row", files: ["test.json": layout("", rows: #""q 1️⃣@above", "@bottom""#)],
             rule: "invalid-value", message: "'@above' (the key above reaching into this row) cannot appear in row 1 of layer 'letters'"),
        Case(name: "a row height out of range",
             files: ["test.json": layout("", rows: #"{"keys": "q w", "height": 1️⃣40}, "@bottom""#)], rule: "invalid-value",
             message: "'height' of row 1 of layer 'letters' is the row's height in rows, between 0.25 and 10; found 40.0"),
        Case(name: "unknown layer target", files: ["test.json": layout(#""keys": {"to-x": {"action": "layer", "layer": 1️⃣"symbls"}},"#)],
             rule: "unknown-layer",
             message: "key 'to-x' switches to unknown layer 'symbls'; did you mean 'symbols'?"),
        Case(name: "unknown import", files: ["test.json": layout("", imports: #"1️⃣"shared/bse", "shared/symbols""#)],
             rule: "unknown-import",
             message: "unknown import 'shared/bse'; did you mean 'shared/base'?"),
        Case(name: "importing a layout", files: ["test.json": layout("", imports: #""shared/base", 1️⃣"en-US""#)], rule: "unknown-import",
             message: "'en-US' is a layout, not a shared part; use 'extends' to build on a layout"),
        Case(name: "import cycle", files: [
            "test.json": layout("", imports: #""shared/base", "shared/symbols", "shared/loop-a""#),
            "shared/loop-a.json": #"{"format": 1, "imports": ["shared/loop-b"]}"#,
            "shared/loop-b.json": #"{"format": 1, "imports": [1️⃣"shared/loop-a"]}"#,
        ], rule: "import-cycle", message: "importing 'shared/loop-a' leads back to 'shared/loop-b'"),
        Case(name: "extends cycle", files: [
            "test.json": #"{"format": 1, "id": "test", "locale": "de", "name": "T", "extends": "test2"}"#,
            "test2.json": #"{"format": 1, "id": "test2", "locale": "de", "name": "T", "extends": 1️⃣"test"}"#,
        ], rule: "import-cycle", message: "layout 'test2' extends 'test', which leads back to it"),
        Case(name: "unknown extends",
             files: ["test.json": #"{"format": 1, "id": "test", "locale": "de", "name": "T", "extends": 1️⃣"en-UX"}"#],
             rule: "unknown-layout", message: "'extends' names unknown layout 'en-UX'; did you mean 'en-US'?"),
        Case(name: "duplicate layout id",
             files: ["test.json": layout("", id: "1️⃣en-US").replacingOccurrences(of: "\"1️⃣en-US\"", with: "1️⃣\"en-US\"")],
             rule: "duplicate-layout-id", message: "layout id 'en-US' is used twice"),
        Case(name: "duplicate member",
             files: ["test.json": layout(#""name": "again", "#).replacingOccurrences(of: #""name": "again""#,
                                                                                     with: #"1️⃣"name": "again""#)],
             rule: "duplicate-member", message: "member 'name' appears twice in the layout file"),
        Case(name: "missing layers",
             files: ["test.json": #"{"format": 1, "id": 1️⃣"test", "locale": "de", "name": "T", "script": "Latn", "imports": "# +
                                  #"["shared/base"], "layers": {"letters": {"kind": "letters", "rows": ["q"]}}}"#],
             rule: "missing-layer", message: "layout 'test' has no 'numbers' layer (import a shared part that defines it, or define it)"),
        Case(name: "unknown input method", files: ["test.json": layout(#""inputMethod": 1️⃣"pinyn","#)], rule: "unknown-input-method",
             message: "unknown input method 'pinyn'; did you mean 'pinyin'?"),
        Case(name: "non-ASCII companion", files: ["test.json": layout(#""latinCompanion": 1️⃣"ko-KR","#)], rule: "invalid-companion",
             message: "Latin companion 'ko-KR' is not an ASCII-capable layout (script 'Hang', input method 'hangul')"),
        Case(name: "key without output",
             files: ["test.json": layout(#""keys": {1️⃣"foo": {"label": "F"}},"#, rows: #""q foo", "@bottom""#)], rule: "missing-output",
             message: "key 'foo' has no 'output' and no 'action'; a key whose id is not a single character must say what it types or does"),
        Case(name: "part sets a layout field", files: [
            "test.json": layout("", imports: #""shared/base", "shared/symbols", "shared/p""#),
            "shared/p.json": #"{"format": 1, 1️⃣"locale": "de"}"#,
        ], rule: "part-field", message: "'locale' belongs in a layout; a shared part (a file without 'id') cannot set it"),
        Case(name: "bad width", files: ["test.json": layout(#""keys": {"x": {"width": 1️⃣"wide"}},"#)], rule: "invalid-value",
             message: "unknown width 'wide' for key 'x'; expected a number or one of fill, shift, backspace, return, function"),
        Case(name: "bad action", files: ["test.json": layout(#""keys": {"x": {"action": 1️⃣"shfit"}},"#)], rule: "invalid-value",
             message: "unknown action 'shfit' for key 'x'; did you mean 'shift'?"),
        Case(name: "bad locale",
             files: ["test.json": layout("").replacingOccurrences(of: #""locale": "de-DE""#, with: #""locale": 1️⃣"german""#)],
             rule: "invalid-value", message: "'german' is not a BCP 47 language tag (like 'fr-FR' or 'zh-Hans')"),
        Case(name: "non-Latin without companion",
             files: ["test.json": layout("").replacingOccurrences(of: #""id": "test""#,
                                                                  with: #""id": 1️⃣"test""#).replacingOccurrences(of: "Latn",
                                                                                                                  with: "Cyrl")],
             rule: "missing-companion",
             message: "layout 'test' is not ASCII-capable and names no 'latinCompanion'; URL, e-mail and other ASCII-only keyboards " +
                      "cannot be shown", severity: .warning),
        Case(name: "JSON syntax", files: ["test.json": "{\"format\": 1,\n  \"id\": \"test\"\n  1️⃣\"name\": \"x\"}"], rule: "invalid-json",
             message: "expected ',' or '}' after member \"id\", found '\"'"),
    ]

    @Test("each problem is reported with its rule, message and position", arguments: cases)
    func diagnostics(_ c: Case) throws {
        var markedFile: (file: String, text: MarkedText)?
        var files: [String: String] = [:]
        for (path, text) in c.files {
            let m = MarkedText(text)
            files[path] = m.text
            if m.text != text { markedFile = (path, m) }
        }
        let (diagnostics, _) = load(files)
        let found = diagnostics.filter { $0.rule == c.rule }
        let diagnostic = try #require(found.first, "expected \(c.rule); got \(diagnostics.map(\.formatted))")
        // Every case marks where its diagnostic points with 1️⃣.
        let marked = try #require(markedFile, "case '\(c.name)' marks no position")
        #expect(diagnostic.message == c.message)
        #expect(diagnostic.severity == c.severity)
        #expect(diagnostic.range.file == "test/\(marked.file)")
        #expect(diagnostic.range.start.line == marked.text.position("1️⃣").line)
        #expect(diagnostic.range.start.column == marked.text.position("1️⃣").column)
    }

    @Test("every problem in a file is reported in one run, and the other layouts still load")
    func collectsEverything() {
        let text = Self.layout(#""nmae": "x", "columns": "ten", "inputMethod": "pinyn", "keys": {"x": {"width": "wide"}},"#,
                               rows: #""q shfit", "@bottom""#)
        let (diagnostics, catalog) = load(["test.json": text])
        #expect(Set(diagnostics.map(\.rule)) == ["unknown-field", "wrong-type", "unknown-input-method", "invalid-value", "undefined-key"])
        #expect(catalog.layouts["test"] == nil)
        #expect(catalog.layouts["en-US"] != nil)
    }

    @Test("fix-its: a misspelt field or key offers its replacement")
    func fixIts() {
        let (diagnostics, _) = load(["test.json": Self.layout(#""nmae": "x","#, rows: #""q shfit", "@bottom""#)])
        #expect(diagnostics.first { $0.rule == "unknown-field" }?.fixIts.map(\.replacement) == ["\"name\""])
        #expect(diagnostics.first { $0.rule == "undefined-key" }?.fixIts.map(\.replacement) == ["shift"])
    }

    @Test("a duplicate layout id is reported in both files, each pointing at the other, whatever their names",
          arguments: ["aa.json", "zz.json"])
    func duplicateNote(name: String) {
        let extra = [LayoutSource(path: name, displayPath: "test/\(name)", text: Self.layout("", id: "en-US"))]
        let duplicates = LayoutLoader.load(BundledLayouts.merged(with: [extra]),
                                           inputMethods: BuiltInInputMethods.requirements).diagnostics.filter {
            $0.rule == "duplicate-layout-id"
        }
        let mine = duplicates.first { $0.range.file.hasSuffix(name) }
        #expect(mine?.notes.first?.message == "also used here")
        #expect(mine?.notes.first?.range.file == "Layouts/en-US.json")
        let theirs = duplicates.first { $0.range.file == "Layouts/en-US.json" }
        #expect(theirs?.notes.first?.range.file.hasSuffix(name) == true)
        #expect(duplicates.count == 2)
    }

    @Test("extends merges keys field by field and inherits the script; imports later override earlier")
    func merging() throws {
        let child = #"{"format": 1, "id": "child", "locale": "de-AT", "name": "Child", "extends": "test", "keys": {"currency": "# +
                    #"{"output": "€"}}}"#
        let (diagnostics, catalog) = load(["test.json": Self.valid, "child.json": child])
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.formatted))")
        let layout = try #require(catalog.layouts["child"])
        #expect(layout.script == "Latn")
        #expect(layout.keys["currency"]?.action == .input("€"))
        #expect(layout.keys["currency"]?.longPress == ["₽", "¥", "€", "¢", "£", "₩"]) // kept from the shared part
        #expect(layout.layers[.letters] == catalog.layouts["test"]?.layers[.letters])
    }

    @Test("a tablet section: its keys and layers in place of the layout's own on tablets, checked as the layout is")
    func tablet() throws {
        let tablet = #""tablet": {"columns": 12, "keys": {"x": {"output": "x"}, "to-extra": {"action": "layer", "layer": "extra"}}, "# +
                     #""layers": {"letters": {"kind": "letters", "rows": ["q w e x to-extra", "@bottom"]}, "# +
                     #""extra": {"kind": "numbers", "rows": ["x", "@bottom"]}}},"#
        let (diagnostics, catalog) = load(["test.json": Self.layout(tablet)])
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.formatted))")
        let phone = try catalog.resolve(KeyboardRequest(layout: "test", device: "iphone"))
        let pad = try catalog.resolve(KeyboardRequest(layout: "test", device: "ipad"))
        #expect(!phone.keys.contains { $0.id == "x" } && !phone.layers.contains("extra"))
        #expect(pad.keys.contains { $0.id == "x" } && pad.layers.contains("extra"))
        // The shared parts stay: numbers and pads resolve on the tablet too.
        #expect(try catalog.resolve(KeyboardRequest(layout: "test", device: "ipad", layer: .numbers)).keys.count > 10)
        // A tablet row naming an undefined key is reported once, where the tablet wrote it.
        let broken = Self.layout(#""tablet": {"layers": {"letters": {"kind": "letters", "rows": ["q nokey", "@bottom"]}}},"#)
        let found = load(["test.json": broken]).diagnostics.filter { $0.rule == "undefined-key" }
        #expect(found.count == 1 && found.first?.message.contains("nokey") == true)
        // 'tablet' holds only keys, layers, bottom rows, columns and an arrangement.
        let unknown = load(["test.json": Self.layout(#""tablet": {"strings": {}},"#)]).diagnostics
        #expect(unknown.contains { $0.rule == "unknown-field" && $0.message.contains("'strings'") })
    }

    @Test("mutated layout files never trap; every diagnostic names a file and a position inside it", .timeLimit(.minutes(2)))
    func fuzz() throws {
        var generator = SeededGenerator.fromEnvironment(fallback: 0x1A70_0001)
        let base = try #require(BundledLayouts.sources.first { $0.path == "fr-FR.json" })
        let support = BundledLayouts.sources.filter { $0.path.hasPrefix("shared/") || $0.path == "devices.json" }
        let pieces = ["{", "}", "[", "]", "\"", ":", ",", "@bottom", "shift", "1", "-1", "null", "true", "\\", "é", "😀", "\n", "\"layer\"",
                      "\"width\": 99"]
        var mutated = 0
        for _ in 0..<LongTests.count(quick: 100, long: 400) {
            var scalars = Array(base.text.unicodeScalars)
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                let at = Int.random(in: 0..<scalars.count, using: &generator)
                switch Int.random(in: 0..<3, using: &generator) {
                case 0: scalars.remove(at: at)
                case 1: scalars.insert(contentsOf: pieces.randomElement(using: &generator)!.unicodeScalars, at: at)
                default:
                    let end = min(scalars.count, at + Int.random(in: 1...20, using: &generator))
                    scalars.removeSubrange(at..<end)
                }
            }
            var text = ""
            text.unicodeScalars.append(contentsOf: scalars)
            let result = LayoutLoader.load(support + [LayoutSource(path: "fr-FR.json", displayPath: "fuzz.json", text: text)],
                                           inputMethods: BuiltInInputMethods.requirements)
            if !result.diagnostics.isEmpty { mutated += 1 }
            for diagnostic in result.diagnostics {
                #expect(diagnostic.range.start.line >= 1 && diagnostic.range.start.column >= 1)
                if diagnostic.range.file == "fuzz.json" {
                    #expect(diagnostic.range.start.offset <= scalars.count, "\(diagnostic.formatted)")
                }
            }
        }
        #expect(mutated > LongTests.count(quick: 100, long: 400) / 2, "most mutations should be reported")
    }
}

/// `Layouts/LICENSES.md` says which languages' return key stays English; `strings.json` is what ships.
@Suite("What shows in English, as LICENSES.md lists it")
struct UntranslatedWordsTests {
    @Test("the languages LICENSES.md lists for an English return key and space bar are those strings.json leaves untranslated")
    func listsMatchTheData() throws {
        let layouts = RepositoryPaths.layouts()
        let notice = try String(contentsOf: layouts.appendingPathComponent("LICENSES.md"), encoding: .utf8)
        let data = try Data(contentsOf: layouts.appendingPathComponent("strings.json"))
        let locales = try #require((try JSONSerialization.jsonObject(with: data) as? [String: Any])?["locales"] as? [String: [String: Any]])
        func untranslated(_ word: String) -> Set<String> {
            Set(locales.filter { (($0.value["untranslated"] as? String) ?? "").split(separator: " ").contains(Substring(word)) }.keys)
        }
        // The paragraph's `return` list runs up to its `space` list, which runs up to `join`.
        let section = try #require(notice.components(separatedBy: "### What still shows in English, and why").last)
        func listed(from start: String, to end: String) throws -> Set<String> {
            let tail = try #require(section.components(separatedBy: start).dropFirst().first)
            var text = try #require(tail.components(separatedBy: end).first)
            // The reasons, in parentheses, are prose: only the codes around them count.
            while let open = text.firstIndex(of: "("), let close = text[open...].firstIndex(of: ")") { text.removeSubrange(open...close) }
            let words = text.split { !$0.isLetter && $0 != "-" }.map(String.init)
            return Set(words.filter { locales[$0] != nil })
        }
        #expect(try listed(from: "`return` in", to: "`space` in") == untranslated("return"))
        #expect(try listed(from: "`space` in", to: "`join`") == untranslated("space"))
        #expect(untranslated("return").count > 10)
    }
}
