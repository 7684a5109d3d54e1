import CommandLineInterface
import CommandLineTool
import Foundation
import Testing
import _TestSupport

@Suite("softkbd import and test")
struct ImportCommandTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/imports").path

    /// Output with the machine-specific fixtures path replaced by `Fixtures/imports`.
    func run(_ arguments: [String]) -> (code: ExitCode, stdout: String, stderr: String) {
        let (code, output) = SoftKeyboardCommand.run(arguments)
        let clean = { (text: String) in text.replacingOccurrences(of: Self.fixtures, with: "Fixtures/imports") }
        return (code, clean(output.standardOutput), clean(output.standardError))
    }

    static let keyboards: [(format: String, file: String, id: String)] = [
        ("cldr", "cldr-touch.xml", "cldr-touch"), ("cldr", "cldr-hardware.xml", "cldr-hardware"),
            ("keyman", "keyman-gestures.keyman-touch-layout", "keyman-gestures"),
    ]

    @Test("a Keyman keyboard's folder imports with its program: --out makes the folder and writes both, which load as one layout")
    func keymanFolder() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("softkbd-kmn-\(UUID().uuidString)")
        let source = root.appendingPathComponent("fixture/source")
        try FileManager.default.createDirectory(at: source, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        for (name, text) in KeymanFixture.files {
            try text.write(to: source.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        let out = root.appendingPathComponent("new/layouts").path
        let written = run(["import", "keyman", root.appendingPathComponent("fixture").path, "--out", out])
        #expect(written.code == .success, "\(written.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: out).sorted() == ["fixture.json", "fixture.kmn"])
        let typed = run(["type", "--layouts", out, "--layout", "fixture", "--hardware", "R+K_A K_Z"])
        #expect(typed.code == .success && typed.stdout.hasPrefix("æhardware z"), "\(typed.stderr)")
        let listed = run(["list", "--layouts", out])
        #expect(listed.stdout.components(separatedBy: "\n").filter { $0.hasPrefix("fixture ") }.count == 1)
        // Two programs in one folder: say which.
        try KeymanFixture.program.write(to: source.appendingPathComponent("other.kmn"), atomically: true, encoding: .utf8)
        let ambiguous = run(["import", "keyman", root.appendingPathComponent("fixture").path])
        #expect(ambiguous.code == .failure && ambiguous.stderr.contains("2 .kmn programs"))
    }

    @Test("each fixture imports; its layout, every layer drawn, and what validate finds are snapshots", arguments: keyboards)
    func snapshots(keyboard: (format: String, file: String, id: String)) throws {
        let path = Self.fixtures + "/" + keyboard.file
        let imported = run(["import", keyboard.format, path])
        #expect(imported.code == .success, "\(imported.stderr)")
        expectSnapshot(imported.stdout, named: "import-\(keyboard.id)-json")
        // The layout written is one this format reads: loaded from its own file, it resolves.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("softkbd-import-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let written = run(["import", keyboard.format, path, "--out", folder.path])
        #expect(written.code == .success && written.stdout.isEmpty)
        let json = folder.appendingPathComponent(keyboard.id + ".json").path
        #expect(try String(contentsOfFile: json, encoding: .utf8) == imported.stdout)
        let fromJSON = run(["render", "--layouts", json, "--layout", keyboard.id, "--format", "text"])
        let fromSource = run(["render", "--layouts", path, "--layout", keyboard.id, "--format", "text"])
        #expect(fromJSON.code == .success && fromJSON.stdout == fromSource.stdout, "\(fromJSON.stderr)")
        // Every layer, on the classic iPhone and an iPad (a tablet has its own layers when the file does).
        var drawings: [String] = []
        for device in ["iphone-classic", "ipad"] {
            let layers = run(["resolve", "--layouts", path, "--layout", keyboard.id, "--device", device])
            let shown = try #require(jsonObject(layers.stdout)?["layers"] as? [String])
            for layer in shown {
                let drawing = run(["render", "--layouts", path, "--layout", keyboard.id, "--layer", layer, "--device", device, "--format",
                                   "text"])
                #expect(drawing.code == .success, "\(layer) on \(device): \(drawing.stderr)")
                drawings.append(drawing.stdout)
            }
        }
        expectSnapshot(drawings.joined(separator: "\n"), named: "import-\(keyboard.id)-render")
        let validated = run(["validate", path])
        #expect(validated.code == .success, "\(validated.stdout)")
        expectSnapshot(validated.stdout, named: "import-\(keyboard.id)-validate")
    }

    @Test("a touch layout beside a program that cannot be read is said, not silently replaced by the derived keyboard")
    func unreadableTouchLayout() throws {
        try withTemporaryFolder("softkbd-touch") { folder in
            try "begin Unicode > use(main)\ngroup(main) using keys\n+ 'a' > 'b'\n"
                .write(to: folder.appendingPathComponent("kb.kmn"), atomically: true, encoding: .utf8)
            try Data([0xFF, 0xFE, 0x7B, 0x7D]).write(to: folder.appendingPathComponent("kb.keyman-touch-layout"))
            let result = softkbd("validate", folder.path)
            #expect(result.stdout.contains("kb.kmn:1:1: warning: the touch layout 'kb.keyman-touch-layout' beside the program cannot " +
                                           "be read (it is not UTF-8 text); the touch keyboard is derived from the desktop keys instead"),
                    "\(result.stdout)")
        }
    }

    @Test("defects are reported at the original's lines and columns, each with its rule; nothing is written")
    func defects() {
        for (format, file) in [("cldr", "cldr-defects.xml"), ("keyman", "keyman-defects.keyman-touch-layout")] {
            let imported = run(["import", format, Self.fixtures + "/" + file])
            #expect(imported.code == .failure)
            #expect(imported.stdout.isEmpty)
            #expect(imported.stderr.contains("softkbd: error: cannot import Fixtures/imports/\(file)"))
            let validated = run(["validate", Self.fixtures + "/" + file])
            #expect(validated.code == .failure)
            expectSnapshot(validated.stdout, named: "import-\(file.split(separator: ".")[0])-validate")
        }
        // A few by position, as the snapshot also shows them.
        let cldr = run(["validate", Self.fixtures + "/cldr-defects.xml"]).stdout
        #expect(cldr.contains("Fixtures/imports/cldr-defects.xml:21:32: error: row names key 'misspelt', which is not defined " +
                              "[import-defect]"))
        #expect(cldr.contains("Fixtures/imports/cldr-defects.xml:12:14: error: key id 'x' is defined twice [import-defect]"))
        #expect(cldr.contains("cldr-defects.xml:27:24: warning: transform '\\m{deed}e' can never match: no key or transform makes marker " +
                              "'deed' [unreachable-transform]"))
        #expect(!cldr.contains("undefined-key"), "a key that could not be converted is not reported again by the rows naming it")
    }

    @Test("bad input: unknown format, missing file, a test or import file, malformed XML, a file too deep")
    func badInput() throws {
        #expect(run(["import", "kmn", "x.kmn"]).stderr.contains("unknown format 'kmn'"))
        #expect(run(["import", "cldr"]).code == .usage)
        #expect(run(["import", "cldr", "/no/such.xml"]).stderr.contains("cannot read /no/such.xml: no such file or directory"))
        #expect(run(["import", "cldr", Self.fixtures + "/cldr-touch-test.xml"]).stderr.contains("is not a keyboard"))
        // validate names a test file for what it is, and does not fall back to the bundled layouts.
        let testFile = run(["validate", Self.fixtures + "/cldr-touch-test.xml"])
        #expect(testFile.code == .success && testFile.stdout == "0 files checked: no problems\n")
        #expect(testFile.stderr.contains("cldr-touch-test.xml is not a keyboard (a CLDR keystroke test or import file)"))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("softkbd-xml-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let cases = [
            ("mismatch.xml", "<keyboard3 locale=\"en\" conformsTo=\"45\">\n  <info name=\"x\"></keys>\n</keyboard3>",
             "mismatch.xml:2:18: error: '</keys>' closes '<info>' (opened at 2:4) [invalid-xml]"),
            ("entity.xml", "<!DOCTYPE k [<!ENTITY a \"aaaa\">]><keyboard3/>",
             "entity.xml:1:14: error: entity declarations are not read (no entity is ever expanded) [invalid-xml]"),
            ("unknown.xml", "<keyboard3 locale=\"&bogus;\"/>",
             "unknown.xml:1:20: error: unknown entity '&bogus;' (only &lt; &gt; &amp; &quot; &apos; and character references are read) " +
             "[invalid-xml]"),
            ("deep.xml", String(repeating: "<a>", count: 70) + String(repeating: "</a>", count: 70),
             "deep.xml:1:193: error: elements nest deeper than 64 levels [invalid-xml]"),
            ("bad.keyman-touch-layout", "{\"phone\": [}", "bad.keyman-touch-layout:1:12: error:"),
        ]
        for (name, text, expected) in cases {
            let path = folder.appendingPathComponent(name).path
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            let result = run(["validate", path])
            #expect(result.code == .failure)
            #expect(result.stdout.contains(path + expected.dropFirst(name.count)), "\(result.stdout)")
        }
    }

    @Test("--out: the folder is made, a file in the way is said in plain words, a link is replaced and not written through")
    func outputFiles() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("softkbd-import-out-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: base) }
        let fixture = Self.fixtures + "/cldr-touch.xml"
        // A folder that does not exist yet, two levels deep.
        let made = run(["import", "cldr", fixture, "--out", base.appendingPathComponent("new/deeper").path])
        #expect(made.code == .success, "\(made.stderr)")
        let written = try String(contentsOf: base.appendingPathComponent("new/deeper/cldr-touch.json"), encoding: .utf8)
        #expect(written.hasPrefix("{") && written.hasSuffix("}\n"))
        // --out naming a file.
        let file = base.appendingPathComponent("plain")
        try "x".write(to: file, atomically: true, encoding: .utf8)
        let blocked = run(["import", "cldr", fixture, "--out", file.path])
        #expect(blocked.code == .failure && blocked.stderr.contains("it is a file, not a folder")
                && !blocked.stderr.contains("NSCocoaErrorDomain"))
        // A link at the target: replaced by the file, the file it named untouched.
        let victim = base.appendingPathComponent("victim.txt")
        try "secret".write(to: victim, atomically: true, encoding: .utf8)
        let folder = base.appendingPathComponent("links")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("cldr-touch.json").path,
                                                   withDestinationPath: victim.path)
        #expect(run(["import", "cldr", fixture, "--out", folder.path]).code == .success)
        #expect(try String(contentsOf: victim, encoding: .utf8) == "secret")
        let attributes = try FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent("cldr-touch.json").path)
        #expect(attributes[.type] as? FileAttributeType == .typeRegular)
        // An existing file is replaced whole, and no temporary file is left beside it.
        #expect(run(["import", "cldr", fixture, "--out", folder.path]).code == .success)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["cldr-touch.json"])
    }

    @Test("keystroke tests: the fixture's pass, with repertoires reported")
    func keystrokeTests() {
        let result = run(["test", Self.fixtures + "/cldr-touch-test.xml"])
        #expect(result.code == .success, "\(result.stdout)\(result.stderr)")
        expectSnapshot(result.stdout, named: "test-cldr-touch")
    }

    @Test("a failing check shows the expected and the actual text and fails the run; --strict fails on repertoires")
    func failing() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("softkbd-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("en-test.xml").path
        try """
            <keyboardTest3 conformsTo="techpreview">
              <info keyboard="en-US" name="en"/>
              <repertoire name="accents" chars="[é ŋ]" type="simple"/>
              <tests name="t">
                <test name="wrong"><keystroke key="q"/><check result="w"/><keystroke key="nokey"/></test>
                <test name="right"><keystroke key="q"/><check result="q"/></test>
              </tests>
            </keyboardTest3>
            """.write(toFile: file, atomically: true, encoding: .utf8)
        let result = run(["test", file])
        #expect(result.code == .failure)
        #expect(result.stdout.contains("FAIL  t › wrong"))
        #expect(result.stdout.contains("5:45: check 1: expected \"w\", got \"q\""))
        #expect(result.stdout.contains("no key 'nokey' on any layer of 'en-US'"))
        #expect(result.stdout.contains("pass  t › right"))
        #expect(result.stdout.contains("warn  repertoire accents (simple): 2 of 2 not typeable: \"é\" \"ŋ\""))
        #expect(result.stderr == "softkbd: error: 1 test failed\n")
        let json = run(["test", file, "--format", "json"])
        let tests = try #require(jsonObject(json.stdout)?["tests"] as? [[String: Any]])
        #expect(tests.map { $0["passed"] as? Bool } == [false, true])
        let strict = run(["test", "--strict", Self.fixtures + "/cldr-touch-test.xml"])
        #expect(strict.code == .success, "the fixture's repertoires are complete")
    }

    @Test("every bundled layout has keystroke tests, and they pass")
    func bundledKeystrokes() throws {
        // Written by hand in tests/, generated in tests/generated/.
        var paths: [String] = []
        for name in ["tests", "tests/generated"] {
            let folder = RepositoryPaths.layouts().appendingPathComponent(name)
            let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".xml") }.sorted()
            paths += files.map { folder.appendingPathComponent($0).path }
        }
        #expect(paths.count > 90)
        let result = run(["test"] + paths)
        let failing = result.stdout.split(separator: "\n").filter { $0.contains("FAIL") || $0.hasPrefix("        ") }
        #expect(result.code == .success, "\(failing.prefix(20).joined(separator: "\n"))")
        let tested = Set(result.stdout.split(separator: "\n").compactMap { line -> String? in
            guard !line.hasPrefix(" "), let colon = line.range(of: "): ", options: .backwards) else { return nil }
            return String(line[colon.upperBound...])
        })
        let layouts = try #require(jsonArray(run(["list", "--format", "json"]).stdout)).compactMap { $0["id"] as? String }
        #expect(Set(layouts).subtracting(tested).sorted() == [], "layouts without keystroke tests")
    }
}
