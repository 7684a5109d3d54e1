import CommandLineInterface
import CommandLineTool
import Foundation
import Testing
import _TestSupport

@Suite("softkbd gestures")
struct GesturesCommandTests {
    func gestures(_ arguments: [String], _ script: String) -> (exitCode: ExitCode, stdout: String, stderr: String) {
        let (code, output) = SoftKeyboardCommand.run(["gestures"] + arguments, standardInput: script)
        return (code, output.standardOutput, output.standardError)
    }

    @Test("the reference double tap, as text")
    func doubleTap() {
        let result = gestures(["--text", "hello world"], "0 down 72 10 1\n0.1 up 72 10 1 # first tap\n0.21 down 72 10 2\n0.3 up 72 10 2\n")
        #expect(result.exitCode == .success)
        #expect(result.stdout == """
            trace "#1 end"
            closeMenus
            clearSelection
            placeCaret 6 wordBoundary
            setScrolling true
            setScrolling false
            trace "#5 start"
            setScrolling false
            selectWord 6..11
            trace "#3 or #6 end"
            hideLoupe
            showMenu cut copy paste replace
            setScrolling true
            selection: 6..11
            menu: cut copy paste replace

            """)
    }

    @Test("--replacements chooses Replace: the selected word's spellings, or No Replacements Found")
    func replacements() {
        let found = gestures(["--text", "I sat teh table", "--caret", "7", "--menu-open", "--replacements"], "0 menu select\n")
        #expect(found.exitCode == .success)
        #expect(found.stdout.hasSuffix("menu: cut copy paste replace\nreplacements: the\n"), "\(found.stdout)")
        let none = gestures(["--text", "call 555", "--caret", "6", "--menu-open", "--replacements"], "0 menu select\n")
        #expect(none.stdout.hasSuffix("selection: 5..8\nmenu: cut copy paste replace\nreplacements: No Replacements Found\n"),
                "\(none.stdout)")
        let spanish = gestures(["--text", "numero uno", "--caret", "2", "--menu-open", "--replacements", "--layout", "es", "--format",
                                "json"], "0 menu select\n")
        #expect(spanish.stdout.contains("\"replacements\" : [\n    \"número\"\n  ]"), "\(spanish.stdout)")
        // After Select All the menu has no Replace: said, not ignored.
        let all = gestures(["--text", "I sat teh table", "--menu-open", "--replacements"], "0 menu selectAll\n")
        #expect(all.exitCode != .success && all.stderr.contains("does not offer Replace"))
    }

    @Test("JSON: actions with their fields, the selection and the menu; pending deadlines fire at the end")
    func json() throws {
        let result = gestures(["--text", "hello world", "--format", "json", "--caret", "6"], "0 down 72 10 1\n")
        #expect(result.exitCode == .success)
        let object = try #require(jsonObject(result.stdout))
        let actions = try #require(object["actions"] as? [[String: Any]])
        #expect(actions.map { $0["action"] as? String } == ["setScrolling", "closeMenus", "clearSelection", "showLoupe", "placeCaret"])
        #expect(actions[3]["kind"] as? String == "magnifier")
        #expect(actions[4]["offset"] as? Int == 7 && actions[4]["mode"] as? String == "exact")
        #expect((object["selection"] as? [String: Int]) == ["start": 7, "end": 7])
        #expect(object["menuVisible"] as? Bool == false)
        let pan = try #require(jsonObject(gestures(["--text", "hello", "--format", "json"],
                                                   "0 pan-down 0\n0.01 pan-move 30 2500\n").stdout))
        let step = try #require((pan["actions"] as? [[String: Any]])?.first)
        #expect(step["action"] as? String == "moveCaret" && step["direction"] as? String == "right" && step["steps"] as? Int == 2)
    }

    @Test("snapshot: a long press dragged along a two-line text, then Select All, as JSON")
    func snapshot() {
        let script = """
            # long press on "world", drag over the line, lift; then the menu's Select All
            0 down 72 10 1
            0.5 move 90 12
            0.6 move 30 30
            0.7 up 30 30 1
            1 menu selectAll
            """
        let result = gestures(["--text", "hello world\nsecond", "--multiline", "--format", "json"], script)
        #expect(result.exitCode == .success)
        expectSnapshot(result.stdout, named: "gestures-long-press-json")
    }

    @Test("options: a selection, an open menu, an unfocused view, the modern profile, other grid sizes")
    func options() {
        // A tap while the menu is open closes it; on an unchanged caret it would otherwise open it.
        #expect(gestures(["--text", "hello world", "--caret", "6", "--menu-open"],
                         "0 down 72 10 1\n0.1 up 72 10 1\n").stdout.hasSuffix("menu: hidden\n"))
        #expect(gestures(["--text", "hello world", "--caret", "6"],
                         "0 down 72 10 1\n0.1 up 72 10 1\n").stdout.hasSuffix("menu: select selectAll paste\n"))
        #expect(gestures(["--text", "hello world", "--caret", "6", "--unfocused"],
                         "0 down 72 10 1\n0.1 up 72 10 1\n").stdout.hasSuffix("menu: hidden\n"))
        #expect(gestures(["--text", "hello world", "--selection", "0..5"], "0 menu select\n").stdout.contains("selectWord 0..5"))
        #expect(gestures(["--text", "hello world", "--selection", "0..5", "--menu-open"],
                         "").stdout == "selection: 0..5\nmenu: cut copy paste replace\n")
        #expect(gestures(["--text", "One. Two three.", "--profile", "modern"],
                         "0 down 80 10 3\n0.1 up 80 10 3\n").stdout.contains("selectWord 5..15"))
        #expect(gestures(["--text", "ab\ncd", "--multiline", "--advance", "20", "--line-height", "40"], "0 down 30 50 1\n0.1 up 30 50 1\n")
            .stdout.contains("placeCaret 5 wordBoundary"))
    }

    @Test("mistakes are named with their line and column, or the option", arguments: [
        (["--text", "x"], "0 down 1 2\n",
         "softkbd: error: script line 1, column 11: the tap count should be a whole number (0 for the reference counter)\n"),
        (["--text", "x"], "0 down 1 2 1\n\n0.5 tap 1 1 1\n", "softkbd: error: script line 3, column 5: unknown event 'tap'\n"),
        (["--text", "x"], "1 cancel\n0.5 cancel\n", "softkbd: error: script line 2, column 1: time 0.5 is before the previous event's\n"),
        (["--text", "x"], "0 move 1 y\n", "softkbd: error: script line 1, column 10: y should be a number, not 'y'\n"),
        (["--text", "x"], "0 menu paste\n", "softkbd: error: script line 1, column 8: expected 'menu select' or 'menu selectAll'\n"),
        (["--text", "x"], "0 cancel now\n", "softkbd: error: script line 1, column 10: unexpected 'now' after the cancel event\n"),
    ])
    func scriptErrors(arguments: [String], script: String, message: String) {
        let result = gestures(arguments, script)
        #expect(result.exitCode == .failure)
        #expect(result.stderr == message)
    }

    @Test("points and sizes beyond any text clamp to its ends instead of trapping", arguments: [
        ([String](), "0 down 1e20 10 1\n0.1 up 1e20 10 1\n", "selection: 11..11"),
        ([String](), "0 down -1e300 -1e300 1\n0.1 up -1e300 -1e300 1\n", "selection: 0..0"),
        ([String](), "0 pan-down 0\n0.1 pan-move 1e22 1e22\n0.2 pan-up\n", "selection: 11..11"),
        ([String](), "0 pan-down 0\n0.1 pan-move -1e22 -1e308\n0.2 pan-up\n", "selection: 0..0"),
        (["--advance", "1e-300"], "0 down 50 10 1\n0.1 up 50 10 1\n", "selection: 11..11"),
        (["--line-height", "1e-300", "--advance", "1e-300"], "0 down 50 10 1\n0.1 up 50 10 1\n", "selection: 11..11"),
    ])
    func hugeNumbers(options: [String], script: String, selection: String) {
        let result = gestures(["--text", "hello world"] + options, script)
        #expect(result.exitCode == .success, "\(result.stderr)")
        #expect(result.stdout.contains(selection + "\n"), "\(result.stdout)")
    }

    @Test("bad options exit 64", arguments: [
        ["--text", "a\nb"], ["--text", "abc", "--caret", "4"], ["--text", "abc", "--selection", "2..1"],
            ["--caret", "0", "--selection", "0..0"],
        ["--profile", "moden"], ["--format", "xml"], ["--advance", "0"],
    ])
    func badOptions(arguments: [String]) {
        #expect(gestures(arguments, "").exitCode == .usage)
    }
}
