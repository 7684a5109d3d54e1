import Foundation
import Testing
import _TestSupport

@Suite("Example programs")
struct ExamplesTests {
    @Test("form-traits prints the keyboard for each field of its form")
    func formTraits() throws {
        let result = try runBuiltExecutable("form-traits", [])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        expectSnapshot(result.stdout, named: "example-form-traits")
    }

    /// Replays a script through the terminal editor and returns the final screen.
    func editor(_ steps: [String], columns: Int = 70, rows: Int = 20) throws -> (status: Int32, screen: String, stderr: String) {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("softkbd-editor-\(UInt32.random(in: 0...UInt32.max)).txt")
        try steps.joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try runBuiltExecutable("terminal-editor", ["--script", file.path, "--columns", "\(columns)", "--rows", "\(rows)"])
        return (result.status, result.stdout, result.stderr)
    }

    @Test("terminal editor: the email field's keyboard has @, the URL field's has no space bar, typing goes through the session")
    func terminalEditorFields() throws {
        let email = try editor(["tab", "type me@example.com"])
        #expect(email.status == 0, "\(email.stderr)")
        #expect(email.screen.contains("▸ Email    me@example.com|"))
        #expect(email.screen.contains("[ @ ") && email.screen.contains("en-US · emailAddress"))
        let url = try editor(["tab", "tab", "type apple.com"])
        #expect(url.screen.contains("▸ URL      apple.com|") && url.screen.contains("en-US · URL"))
        #expect(!url.screen.contains("space ]"))
        #expect(url.screen.contains("return 'Go'"))
        // A name field: words capitalised, nothing corrected.
        let name = try editor(["type steve jobs"])
        #expect(name.screen.contains("▸ Name     Steve Jobs|"))
        // The search field enables return only once it has text.
        let search = try editor(["tab", "tab", "tab", "tab"])
        #expect(search.screen.contains("return 'Search' (disabled)"))
    }

    @Test("terminal editor: Korean through the globe key, rotation moves the form above the landscape keyboard")
    func terminalEditorKoreanAndRotation() throws {
        let korean = try editor(["backtab", "globe", "type gksrmf"])
        #expect(korean.screen.contains("▸ Notes    한글|  (composing: 글)"), "\(korean.screen)")
        #expect(korean.screen.contains("ko-KR · default"))
        let turned = try editor(["backtab", "rotate"])
        #expect(turned.screen.contains("· landscape"))
        // Three fields fit above the landscape keyboard (320 − 162 pt, 44 pt a field): the form scrolled.
        let lines = turned.screen.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first?.hasPrefix("  Search") == true && !turned.screen.contains("  Name "), "\(turned.screen)")
        let portrait = try editor([])
        #expect(portrait.screen.hasPrefix("▸ Name"))
    }

    @Test("terminal editor: autocorrection in the notes, a click on a key, a terminal too narrow")
    func terminalEditorMore() throws {
        let notes = try editor(["backtab", "type rhe "])
        #expect(notes.screen.contains("▸ Notes    The |"), "\(notes.screen)")
        // Column 5 of the first keyboard row is the q key (70 columns for 320 points).
        let screen = try editor([]).screen.split(separator: "\n", omittingEmptySubsequences: false)
        let qRow = try #require(screen.firstIndex { $0.contains("[ Q ]") })
        let clicked = try editor(["click 3 \(qRow + 1)"])
        #expect(clicked.screen.contains("▸ Name     Q|"), "\(clicked.screen)")
        let narrow = try editor(["type a"], columns: 30)
        #expect(narrow.screen.hasPrefix("The terminal is 30 columns\nwide; this keyboard needs 40.\n"), "\(narrow.screen)")
        let bad = try editor(["jump"])
        #expect(bad.status == 64 && bad.stderr.contains(":1: cannot read 'jump'"))
    }
}
