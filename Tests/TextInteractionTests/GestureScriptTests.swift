import KeyboardModel
import Testing
import TextInteraction

@Suite("GestureScript")
struct GestureScriptTests {
    @Test("every kind of line reads as its event; comments, blank lines and CRLF are skipped")
    func kinds() throws {
        let script = "# a comment\r\n0 down 1 2 1\r\n\n0.1 move 3 4 # moved\n0.2 up 3 4 2\n0.3 cancel\n0.4 menu selectAll\n0.5 pan-down " +
                     "10\n0.6 pan-move 30 250\n0.7 pan-up\n"
        let events = try GestureScript.parse(script).get()
        #expect(events == [
            .down(time: 0, point: Point(x: 1, y: 2), tapCount: 1), .move(time: 0.1, point: Point(x: 3, y: 4)),
            .up(time: 0.2, point: Point(x: 3, y: 4), tapCount: 2), .cancel(time: 0.3), .menu(.selectAll, time: 0.4),
            .panDown(time: 0.5, x: 10), .panMove(time: 0.6, x: 30, velocity: 250), .panUp(time: 0.7),
        ])
    }

    @Test("each mistake is named with its line and column", arguments: [
        ("0 down 1 2", 1, 11, "the tap count should be a whole number (0 for the reference counter)"),
        ("0 down 1 2 1\n\n0.5 dwon 1 1 1", 3, 5, "unknown event 'dwon'; did you mean 'down'?"),
        ("1 cancel\n0.5 cancel", 2, 1, "time 0.5 is before the previous event's"),
        ("0 move 1 y", 1, 10, "y should be a number, not 'y'"),
        ("0 cancel now", 1, 10, "unexpected 'now' after the cancel event"),
        ("0 menu copy", 1, 8, "expected 'menu select' or 'menu selectAll'"),
        ("inf down 1 1 1", 1, 1, "time should be a number, not 'inf'"),
        ("0", 1, 2, "missing the event kind after the time"),
    ])
    func errors(script: String, line: Int, column: Int, message: String) {
        guard case .failure(let error) = GestureScript.parse(script) else {
            Issue.record("\(script) parsed")
            return
        }
        #expect(error == GestureScript.ParseError(line: line, column: column, message: message))
    }

    @Test("actions print as one line each, fields in order")
    func lines() {
        #expect(TextInteractionAction.placeCaret(offset: 6, mode: .wordBoundary).line == "placeCaret 6 wordBoundary")
        #expect(TextInteractionAction.selectWord(6..<11).line == "selectWord 6..11")
        #expect(TextInteractionAction.trace("#1 end").line == "trace \"#1 end\"")
        #expect(TextInteractionAction.showMenu([.select, .paste]).line == "showMenu select paste")
        #expect(TextInteractionAction.moveCaret(direction: .left, steps: 2).line == "moveCaret left 2")
    }
}
