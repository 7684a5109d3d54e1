import CommandLineInterface
@testable import terminal_editor
import Foundation
import Testing
import TextEditing
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
        #expect(url.screen.contains("return 'go'"))
        // A name field: words capitalised, nothing corrected.
        let name = try editor(["type steve jobs"])
        #expect(name.screen.contains("▸ Name     Steve Jobs|"))
        // The search field enables return only once it has text.
        let search = try editor(["tab", "tab", "tab", "tab"])
        #expect(search.screen.contains("return 'search' (disabled)"))
    }

    @Test("terminal editor: Korean through the globe key, rotation moves the form above the landscape keyboard")
    func terminalEditorKoreanAndRotation() throws {
        let korean = try editor(["backtab", "globe", "type gksrmf"])
        #expect(korean.screen.contains("▸ Notes    한글|  (composing: 글)"), "\(korean.screen)")
        #expect(korean.screen.contains("ko-KR · default"))
        let turned = try editor(["backtab", "rotate"])
        #expect(turned.screen.contains("· landscape"))
        // The form scrolls by the terminal's lines: all seven fields fit above the keyboard in 20 rows.
        #expect(turned.screen.hasPrefix("  Name") && turned.screen.contains("▸ Notes"), "\(turned.screen)")
        // In 12 rows only five do: scrolled so the focused last field shows, as many as fit above it.
        let small = try editor(["backtab"], rows: 12)
        let lines = small.screen.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first?.hasPrefix("  URL") == true && lines.contains { $0.hasPrefix("▸ Notes") }, "\(small.screen)")
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

    /// The screen's rows (1-based, as terminals count) holding `text`.
    func row(of text: String, in screen: String) throws -> Int {
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
        return try #require(lines.firstIndex { $0.contains(text) }, "no '\(text)' on\n\(screen)") + 1
    }

    @Test("terminal editor: a click puts the caret at a word's edge, a double click selects the word, the menu cuts and pastes")
    func terminalEditorGestures() throws {
        let typed = ["backtab", "type hello big world", "wait 1"]
        let notes = try row(of: "▸ Notes", in: editor(typed).screen)
        // Column 20 is the g of "big" (11 columns of label, then "Hello "): nearer the word's end.
        let tap = try editor(typed + ["click 20 \(notes)"])
        #expect(tap.screen.contains("▸ Notes    Hello big| world"), "\(tap.screen)")
        #expect(!tap.screen.contains("‹Select›"))
        // A second tap on the caret opens the edit menu.
        let menu = try editor(typed + ["click 20 \(notes)", "wait 1", "click 20 \(notes)"])
        #expect(menu.screen.contains(" ‹Select›  ‹Select All› "), "\(menu.screen)")
        // A double click selects the word; the menu's Cut takes it to the pasteboard.
        let double = typed + ["press 20 \(notes)", "release 20 \(notes)", "press 20 \(notes)", "release 20 \(notes)"]
        let selected = try editor(double)
        #expect(selected.screen.contains("▸ Notes    Hello ⟨big⟩ world") && selected.screen.contains(" ‹Cut›  ‹Copy›  ‹Paste› "),
                "\(selected.screen)")
        let bar = try row(of: "‹Cut›", in: selected.screen)
        let cut = try editor(double + ["wait 1", "click 3 \(bar)"])
        #expect(cut.screen.contains("▸ Notes    Hello | world"), "\(cut.screen)")
        // Paste it at the end: a click past the text, a click on the caret, Paste.
        let atEnd = double + ["wait 1", "click 3 \(bar)", "wait 1", "click 40 \(notes)", "wait 1", "click 40 \(notes)"]
        let pasteMenu = try editor(atEnd)
        #expect(pasteMenu.screen.contains("‹Paste›"), "\(pasteMenu.screen)")
        let column = Self.cells(before: "‹Paste›",
                                in: String(pasteMenu.screen.split(separator: "\n", omittingEmptySubsequences: false)[bar - 1]))
        let pasted = try editor(atEnd + ["wait 1", "click \(column + 2) \(bar)"])
        #expect(pasted.screen.contains("▸ Notes    Hello  worldbig|"), "\(pasted.screen)")
    }

    @Test("terminal editor: a held key shows its alternates; dragging picks one; the key under the finger is drawn inverse")
    func terminalEditorAlternates() throws {
        let start = try editor(["backtab"]).screen
        let keys = try row(of: "[ Q ]", in: start)
        let line = try #require(start.split(separator: "\n").first { $0.contains("[ Q ]") })
        let e = try #require(line.range(of: "[ E ]")).lowerBound
        let column = line.distance(from: line.startIndex, to: e) + 3
        let held = try editor(["backtab", "press \(column) \(keys)", "wait 0.6"]).screen
        // The alternates of E show above it (the bar's line, above the first row), the first chosen.
        let above = held.split(separator: "\n", omittingEmptySubsequences: false)[keys - 2]
        #expect(above.contains("[▸É ]") && above.contains("Ê"), "\(held)")
        let picked = try editor(["backtab", "press \(column) \(keys)", "wait 0.6", "drag \(column + 10) \(keys)",
                                 "release \(column + 10) \(keys)"])
        #expect(picked.screen.contains("▸ Notes    Ê|"), "\(picked.screen)")
        // Released without waiting: E types.
        let tapped = try editor(["backtab", "press \(column) \(keys)", "release \(column) \(keys)"])
        #expect(tapped.screen.contains("▸ Notes    E|"))
        // Two quick clicks on shift lock caps (the status line names the layer).
        let shiftRow = try row(of: "[  ⇧  ]", in: try editor(["backtab", "type a"]).screen)
        let locked = try editor(["backtab", "type a", "press 3 \(shiftRow)", "release 3 \(shiftRow)", "press 3 \(shiftRow)",
                                 "release 3 \(shiftRow)"])
        #expect(locked.screen.contains("en-US · default · capsLock · portrait"), "\(locked.screen)")
        // Bad mouse steps are refused with the line.
        let bad = try editor(["press 0 3"])
        #expect(bad.status == 64 && bad.stderr.contains(":1: cannot read 'press 0 3'"))
    }

    @Test("terminal editor: candidates in the bar, the expanded view with pages, a pick, follow-ons")
    func terminalEditorCandidates() throws {
        func chinese(_ steps: [String], columns: Int = 70) throws -> String {
            let file = FileManager.default.temporaryDirectory
                .appendingPathComponent("softkbd-editor-\(UInt32.random(in: 0...UInt32.max)).txt")
            try steps.joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
            defer { try? FileManager.default.removeItem(at: file) }
            return try runBuiltExecutable("terminal-editor",
                                          ["--keyboards", "zh-Hans,en-US", "--script", file.path, "--columns", "\(columns)", "--rows",
                                           "20"]).stdout
        }
        let bar = try chinese(["backtab", "type shi"])
        #expect(bar.contains(" 1 市  2 是 ") && bar.contains(" ▾ "), "\(bar)")
        let expanded = try chinese(["backtab", "type shi", "down"])
        #expect(expanded.contains("▴ close  ◂ page 1 of ") && expanded.contains(" 9 ") && !expanded.contains(" 10 ")
                && !expanded.contains("[ q ]"), "\(expanded)")
        // Narrower, two pages, each numbered from 1.
        let second = try chinese(["backtab", "type shi", "down", "down"], columns: 44)
        #expect(second.contains("page 2 of 2") && !second.contains(" 1 市 ") && second.contains(" 1 "), "\(second)")
        let closed = try chinese(["backtab", "type shi", "down", "up"])
        #expect(closed.contains("[ q ]") && closed.contains(" 1 市 "))
        // Esc closes the expanded view; a digit picks the candidate it numbers, in the bar or on the page shown.
        let escaped = try chinese(["backtab", "type shi", "down", "escape"])
        #expect(escaped.contains("[ q ]") && escaped.contains(" 1 市 "), "\(escaped)")
        let digit = try chinese(["backtab", "type shi", "type 2"])
        #expect(digit.contains("▸ Notes    是|"), "\(digit)")
        let onPage = try self.row(of: "▴ close", in: second) + 1
        let secondLine = second.split(separator: "\n", omittingEmptySubsequences: false)[onPage - 1]
        let firstOnPage = try #require(secondLine.split(separator: " ").dropFirst().first.map(String.init))
        let paged = try chinese(["backtab", "type shi", "down", "down", "type 1"], columns: 44)
        #expect(paged.contains("▸ Notes    \(firstOnPage)|"), "\(paged)")
        // With no candidates, digits type.
        #expect(try chinese(["backtab", "globe", "type 42"]).contains("▸ Notes    42|"))
        // A click on 是 in the expanded view commits it; follow-ons show in the bar.
        let row = try self.row(of: "▴ close", in: expanded) + 1
        let line = expanded.split(separator: "\n", omittingEmptySubsequences: false)[row - 1]
        let column = Self.cells(before: "2 是", in: String(line))
        #expect(column > 0)
        let picked = try chinese(["backtab", "type shi", "down", "click \(column + 3) \(row)"])
        #expect(picked.contains("▸ Notes    是|") && picked.contains("[ q ]"), "\(picked)")
    }

    @Test("terminal editor: right-to-left text in visual order, the caret at its logical place, brackets mirrored")
    func terminalEditorRightToLeft() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("softkbd-editor-\(UInt32.random(in: 0...UInt32.max)).txt")
        try ["backtab", "type שלום"].joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let screen = try runBuiltExecutable("terminal-editor", ["--keyboards", "he,en-US", "--script", file.path, "--columns", "70",
                                                                "--rows", "20"]).stdout
        // Typed ש ל ו ם, read right to left: drawn ם ו ל ש from the left, the caret (at the end
        // of the text) at the left end.
        #expect(screen.contains("▸ Notes    |םולש"), "\(screen)")
        #expect(!screen.contains("שלום"), "nothing Hebrew drawn in typing order: \(screen)")
        // Mixed runs, the paragraph's direction from its first strong letter.
        let units = { (text: String) in text.map { Editor.Unit(character: $0, marks: "", markXs: [], glyph: String($0), xs: []) } }
        // The brackets join the Hebrew run (rule N0) and are mirrored.
        #expect(Editor.visual(units("abc שלום (1)"), end: ("|", [])).cells == "abc (1) םולש|")
        #expect(Editor.visual(units("שלום abc"), end: ("|", [])).cells == "|abc םולש")
    }

    /// Terminal cells before `text` in `line`.
    static func cells(before text: String, in line: String) -> Int {
        guard let range = line.range(of: text) else { return -1 }
        return line[..<range.lowerBound].reduce(0) { $0 + MonospaceLayout.cellWidth(of: String($1)) }
    }

    @Test("terminal editor: every key is drawn at the columns of the frame 'softkbd resolve' gives", arguments: [
        ("Name", "en-US", "default", "portrait", 0), ("Email", "en-US", "emailAddress", "portrait", 1),
        ("Phone", "en-US", "phonePad", "landscape", 3), ("Notes", "ko-KR", "default", "landscape", 6),
    ])
    func terminalEditorFrames(field: String, layout: String, type: String, orientation: String, tabs: Int) throws {
        let columns = 70
        var steps = Array(repeating: "tab", count: tabs)
        if layout == "ko-KR" { steps.append("globe") }
        if orientation == "landscape" { steps.append("rotate") }
        let screen = try editor(steps, columns: columns, rows: 24).screen
        #expect(screen.contains("▸ \(field)") && screen.contains("\(layout) · \(type)"), "\(screen)")
        let resolved = try #require(jsonObject(softkbd("resolve", "--layout", layout, "--device", "iphone-classic", "--keyboard-type", type,
                                                       "--orientation", orientation).stdout))
        let keys = try #require(resolved["keys"] as? [[String: Any]])
        let width = try #require((resolved["size"] as? [String: Double])?["width"])
        // Even columns: the letters' pitch (the commonest distance between neighbours) drawn as a
        // whole number of cells.
        var distances: [Int: Int] = [:]
        for (_, row) in Dictionary(grouping: keys, by: { (($0["frame"] as? [String: Double])?["y"] ?? -1) }) {
            let xs = row.compactMap { ($0["frame"] as? [String: Double])?["x"] }.sorted()
            for (a, b) in zip(xs, xs.dropFirst()) { distances[Int((b - a) * 10), default: 0] += 1 }
        }
        let pitch = Double(try #require(distances.max { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }).key) / 10
        let scale = (pitch * Double(columns) / width).rounded(.down) / pitch
        // Key rows by their frames' y, top to bottom; each drawn as one line above the status lines.
        let rows = Dictionary(grouping: keys) { (($0["frame"] as? [String: Double])?["y"] ?? -1) }.sorted { $0.key < $1.key }
        // the status lines, the final newline
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).dropLast(3).suffix(rows.count)
        #expect(lines.count == rows.count)
        for ((_, keys), line) in zip(rows, lines) {
            var expected: [Int] = []
            for key in keys {
                let frame = try #require(key["frame"] as? [String: Double])
                let start = Int(((frame["x"] ?? 0) * scale).rounded()),
                    end = Int((((frame["x"] ?? 0) + (frame["width"] ?? 0)) * scale).rounded())
                if end - start >= 2 { expected += [start, end - 1] }
            }
            // The cells holding the boxes' edges.
            var drawn: [Int] = []
            var cell = 0
            for character in line {
                if character == "[" || character == "]" { drawn.append(cell) }
                cell += MonospaceLayout.cellWidth(of: String(character))
            }
            #expect(drawn == expected.sorted(), "\(line)")
        }
    }
}
