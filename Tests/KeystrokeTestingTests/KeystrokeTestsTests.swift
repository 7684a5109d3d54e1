import KeystrokeTesting
import LayoutFile
import LayoutImport
import Testing

@Suite("Keystroke tests run through a keyboard session")
struct KeystrokeTestsTests {
    func file(_ body: String, keyboard: String = "en-US", path: String = "/tmp/softkbd-keystrokes.xml") throws -> KeystrokeTestFile {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <keyboardTest3 conformsTo="techpreview">
              <info keyboard="\(keyboard)" author="test" name="t"/>
            \(body)
            </keyboardTest3>
            """
        var diagnostics = DiagnosticCollector()
        let parsed = KeystrokeTestFile.parse(text, file: path, diagnostics: &diagnostics)
        #expect(!diagnostics.hasErrors, "\(diagnostics.diagnostics.map(\.formatted))")
        return try #require(parsed)
    }

    @Test("keys by id, long presses, shift, emit through the key that types it, backspace; each check compared")
    func passes() throws {
        let tests = try file("""
            <tests name="s">
              <test name="pass">
                <keystroke key="h"/><keystroke key="e" longPress="1"/><keystroke key="shift"/><keystroke key="y"/>
                <emit to="!"/><check result="héY!"/><backspace/><check result="héY"/>
              </test>
              <test name="traits" traits="autocapitalizationType=words" container="field">
                <keystroke key="a"/><emit to="b"/><check result="Ab"/>
              </test>
            </tests>
            """)
        let keyboard = try KeystrokeTests.keyboard(for: tests, layoutFolders: [])
        #expect(keyboard.layout == "en-US")
        for test in tests.tests {
            let result = KeystrokeTests.run(test, on: keyboard)
            #expect(result.failures.isEmpty, "\(test.name): \(result.failures)")
        }
        #expect(KeystrokeTests.run(tests.tests[0], on: keyboard).checked == "héY")
    }

    @Test("a failed check gives its place, the expected and the actual text, invisible characters spelt out")
    func failure() throws {
        let tests = try file("""
            <tests name="s"><test name="fail"><keystroke key="a"/><check result="b&#x301;"/></test></tests>
            """)
        let result = KeystrokeTests.run(tests.tests[0], on: try KeystrokeTests.keyboard(for: tests, layoutFolders: []))
        #expect(result.failures == [#"4:56: check 1: expected "b\u{301}", got "a""#])
        #expect(KeystrokeTests.shown("a\"\u{200D}") == #""a\u{22}\u{200D}""#)
    }

    @Test("a keyboard that is nowhere, or a layout that does not exist, is an error naming where it looked")
    func missingKeyboard() throws {
        let imported = try file("<tests name=\"s\"/>", keyboard: "nowhere.xml", path: "/tmp/softkbd-tests/t.xml")
        #expect(throws: KeystrokeTestError.self) { try KeystrokeTests.keyboard(for: imported, layoutFolders: []) }
        do {
            _ = try KeystrokeTests.keyboard(for: imported, layoutFolders: [])
        } catch {
            #expect(error.message.contains("keyboard 'nowhere.xml' not found (looked in /tmp/softkbd-tests/nowhere.xml, " +
                                           "/tmp/softkbd-tests/../3.0/nowhere.xml)"))
        }
        let unknown = try file("<tests name=\"s\"/>", keyboard: "zz-Layout-9")
        do {
            let found = try KeystrokeTests.keyboard(for: unknown, layoutFolders: [])
            Issue.record("no error: \(found.layout)")
        } catch {
            #expect(error.message.hasPrefix("/tmp/softkbd-keystrokes.xml:3:") && error.message.contains("no layout 'zz-Layout-9'"),
                    "\(error.message)")
        }
    }

    @Test("a repertoire's characters no key types, on any layer, are listed")
    func repertoire() throws {
        let tests = try file(#"<repertoire name="r" chars="[a é ß ŋ]" type="default"/>"#)
        let keyboard = try KeystrokeTests.keyboard(for: tests, layoutFolders: [])
        #expect(KeystrokeTests.missing(try #require(tests.repertoires.first), on: keyboard) == ["ŋ"])
    }
}
