#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// terminal-editor: a form in the terminal, typed through SoftKeyboard's keyboard session.
//
//   swift run terminal-editor [--keyboards en-US,ko-KR,emoji] [--script FILE [--columns N --rows N]]
//
// Keys on the physical keyboard are taps on the soft keyboard's keys; mouse clicks on a field
// focus it and are touches on its text (a click puts the caret at a word's edge, a double click
// selects the word, a click on the caret opens the edit menu), on the drawn keyboard are
// touches on the keys (hold for alternates, drag to pick one), on the bar pick an entry; the
// down arrow opens the expanded candidates. On the emoji keyboard the arrows turn its pages and
// letters search (digits pick a result, Esc ends the search). Tab / Shift-Tab move
// between fields, Ctrl-G presses the globe key, Ctrl-R turns the device, Ctrl-Q or Ctrl-C quits
// and leaves the terminal as it was. --script replays a file of steps (see Input.script) and
// prints the final screen as plain text, for tests.

@main
enum TerminalEditor {
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        func option(_ name: String) -> String? {
            guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
            return arguments[index + 1]
        }
        func fail(_ message: String) -> Never {
            let text = Array("terminal-editor: \(message)\n".utf8)
            _ = text.withUnsafeBytes { Glibc.write(STDERR_FILENO, $0.baseAddress, $0.count) }
            exit(64)
        }
        let keyboards = (option("--keyboards") ?? "en-US,ko-KR,emoji").split(separator: ",").map(String.init)

        if let script = option("--script") {
            guard let file = fopen(script, "r") else { fail("cannot read \(script)") }
            var steps: [Input] = []
            var number = 0
            var buffer: UnsafeMutablePointer<CChar>? = nil
            var capacity = 0
            while getline(&buffer, &capacity, file) > 0, let buffer {
                number += 1
                var line = String(cString: buffer)
                if line.hasSuffix("\n") { line.removeLast() }
                guard let inputs = Input.script(line[...]) else { fail("\(script):\(number): cannot read '\(line)'") }
                steps += inputs
            }
            fclose(file)
            let columns = option("--columns").flatMap { Int($0) } ?? 80, rows = option("--rows").flatMap { Int($0) } ?? 24
            let editor: Editor
            do { editor = try Editor(keyboards: keyboards, columns: columns, rows: rows) } catch { fail("\(error)") }
            _ = editor.render(styled: false)
            for step in steps {
                guard editor.handle(step) else { break }
                _ = editor.render(styled: false)
            }
            print(editor.render(styled: false).joined(separator: "\n"))
            exit(0)
        }

        guard Terminal.isInteractive else { fail("standard input and output must be a terminal (or use --script FILE)") }
        guard Terminal.isUTF8 else {
            let lang = getenv("LANG").map { String(cString: $0) } ?? ""
            fail("the terminal's locale is not UTF-8 (LANG=\(lang)): characters would come out as garbage; set LANG=C.UTF-8 or another " +
                 "UTF-8 locale")
        }
        guard let size = Terminal.size() else { fail("cannot read the terminal's size") }
        let editor: Editor
        let clock = { () -> Double in
            var now = timespec()
            clock_gettime(CLOCK_MONOTONIC, &now)
            return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
        }
        do { editor = try Editor(keyboards: keyboards, columns: size.columns, rows: size.rows, clock: clock) } catch { fail("\(error)") }
        Terminal.enterRawMode()
        func redraw() {
            if let size = Terminal.size() { editor.columns = size.columns; editor.rows = size.rows }
            let lines = editor.render(styled: true)
            Terminal.write("\u{1B}[H\u{1B}[2J" + lines.prefix(editor.rows).joined(separator: "\r\n"))
        }
        redraw()
        running: while true {
            let bytes = Terminal.read(timeout: 100)
            if bytes.isEmpty {
                // A tick: a held key shows its alternates, a resize shows.
                _ = editor.handle(.tick)
                redraw()
                continue
            }
            for input in Input.decode(bytes) where !editor.handle(input) { break running }
            redraw()
        }
        Terminal.restore()

    }
}
