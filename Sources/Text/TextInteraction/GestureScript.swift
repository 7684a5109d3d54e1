import EditDistance
import Geometry
public import TextEditing
import TextInputTraits

/// The gesture-script format (`GESTURES.md` beside this file): timed touch events on a text,
/// one per line, as `softkbd gestures` reads them and tests write them.
///
/// ```swift
/// let events = try GestureScript.parse("0 down 72 10 1\n0.1 up 72 10 1\n").get()
/// events   // [.down(time: 0, point: (72, 10), tapCount: 1), .up(time: 0.1, point: (72, 10), tapCount: 1)]
/// ```
public enum GestureScript {
    /// What is wrong with a script, and where (1-based line and column).
    public struct ParseError: Error, Hashable, Sendable, CustomStringConvertible {
        public var line: Int
        public var column: Int
        public var message: String
        public var description: String { "script line \(line), column \(column): \(message)" }

        public init(line: Int, column: Int, message: String) {
            self.line = line
            self.column = column
            self.message = message
        }
    }

    /// Each event kind's word and how many fields its line has (time and kind included).
    static let kinds: [(word: String, fields: Int)] = [
        ("down", 5), ("move", 4), ("up", 5), ("cancel", 2), ("menu", 3), ("pan-down", 3), ("pan-move", 4), ("pan-up", 2),
    ]

    /// The events of a script, or the first problem in it.
    ///
    /// - Complexity: O(*n*) in the script's length.
    public static func parse(_ script: String) -> Result<[TextInteractionEvent], ParseError> {
        var events: [TextInteractionEvent] = []
        var lastTime = -Double.infinity
        for (index, rawLine) in script.split(omittingEmptySubsequences: false,
                                             whereSeparator: { $0 == "\n" || $0 == "\r\n" }).enumerated() {
            do {
                guard let event = try parseLine(rawLine, number: index + 1, after: lastTime) else { continue }
                lastTime = event.time
                events.append(event)
            } catch {
                return .failure(error)
            }
        }
        return .success(events)
    }

    /// One line's event (`nil` for a blank or comment line).
    static func parseLine(_ rawLine: Substring, number: Int, after lastTime: Double) throws(ParseError) -> TextInteractionEvent? {
        let line = rawLine.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
        let fields = Self.fields(of: line)
        guard !fields.isEmpty else { return nil }
        let end = line.count + 1
        func fail(_ message: String, _ column: Int) -> ParseError { ParseError(line: number, column: column, message: message) }
        func double(_ i: Int, _ what: String) throws(ParseError) -> Double {
            guard i < fields.count else { throw fail("missing \(what)", end) }
            guard let value = Double(fields[i].text),
                value.isFinite else { throw fail("\(what) should be a number, not '\(fields[i].text)'", fields[i].column) }
            return value
        }
        let time = try double(0, "time")
        guard time >= lastTime else { throw fail("time \(fields[0].text) is before the previous event's", fields[0].column) }
        guard fields.count >= 2 else { throw fail("missing the event kind after the time", end) }
        let kind = fields[1].text
        guard let expected = kinds.first(where: { $0.word == kind })?.fields else {
            throw fail("unknown event '\(kind)'\(suggestion(kind, in: kinds.map(\.word)))", fields[1].column)
        }
        let event: TextInteractionEvent
        switch kind {
        case "down", "up":
            let point = Point(x: try double(2, "x"), y: try double(3, "y"))
            guard fields.count > 4, let taps = Int(fields[4].text), taps >= 0 else {
                throw fail("the tap count should be a whole number (0 for the reference counter)",
                           fields.count > 4 ? fields[4].column : end)
            }
            event = kind == "down" ? .down(time: time, point: point, tapCount: taps) : .up(time: time, point: point, tapCount: taps)
        case "move": event = .move(time: time, point: Point(x: try double(2, "x"), y: try double(3, "y")))
        case "cancel": event = .cancel(time: time)
        case "menu":
            guard fields.count > 2, let command = MenuCommand(rawValue: fields[2].text) else {
                let got = fields.count > 2 ? fields[2].text : ""
                throw fail("expected 'menu select' or 'menu selectAll'\(suggestion(got, in: MenuCommand.allCases.map(\.rawValue)))",
                           fields.count > 2 ? fields[2].column : end)
            }
            event = .menu(command, time: time)
        case "pan-down": event = .panDown(time: time, x: try double(2, "x"))
        case "pan-move": event = .panMove(time: time, x: try double(2, "x"), velocity: try double(3, "velocity"))
        default: event = .panUp(time: time)
        }
        guard fields.count <= expected else { throw fail("unexpected '\(fields[expected].text)' after the \(kind) event",
                                                         fields[expected].column) }
        return event
    }

    /// A line's whitespace-separated fields with their 1-based columns.
    static func fields(of line: String) -> [(text: String, column: Int)] {
        var fields: [(text: String, column: Int)] = []
        var column = 1, current = "", start = 1
        for character in line {
            if character == " " || character == "\t" || character == "\r" {
                if !current.isEmpty { fields.append((current, start)); current = "" }
            } else {
                if current.isEmpty { start = column }
                current.append(character)
            }
            column += 1
        }
        if !current.isEmpty { fields.append((current, start)) }
        return fields
    }

    /// "; did you mean 'x'?" for a near miss.
    static func suggestion(_ word: String, in words: [String]) -> String {
        guard !word.isEmpty, let match = closestMatch(to: word, in: words) else { return "" }
        return "; did you mean '\(match)'?"
    }
}

extension TextInteractionAction {
    /// One field of an action, as the text and JSON reports show it.
    public enum Field: Hashable, Sendable {
        case label(String), offset(Int), mode(CaretPlacement), kind(LoupeKind), range(Range<Int>), items([MenuItem]), enabled(Bool),
             direction(VisualDirection), steps(Int)
    }

    /// The action's name and fields, in the order reports print them.
    public var parts: (name: String, fields: [Field]) {
        switch self {
        case .trace(let label): ("trace", [.label(label)])
        case .closeMenus: ("closeMenus", [])
        case .clearSelection: ("clearSelection", [])
        case .placeCaret(let offset, let mode): ("placeCaret", [.offset(offset), .mode(mode)])
        case .showLoupe(let kind): ("showLoupe", [.kind(kind)])
        case .hideLoupe: ("hideLoupe", [])
        case .selectWord(let range): ("selectWord", [.range(range)])
        case .extendSelection(let range): ("extendSelection", [.range(range)])
        case .selectAll(let range): ("selectAll", [.range(range)])
        case .showMenu(let items): ("showMenu", [.items(items)])
        case .setScrolling(let enabled): ("setScrolling", [.enabled(enabled)])
        case .moveCaret(let direction, let steps): ("moveCaret", [.direction(direction), .steps(steps)])
        }
    }

    /// The action as one line: its name and fields (`placeCaret 6 wordBoundary`, `selectWord 6..11`).
    public var line: String {
        let (name, fields) = parts
        return ([name] + fields.map { field in
            switch field {
            case .label(let label): "\"\(label)\""
            case .offset(let n), .steps(let n): String(n)
            case .mode(let mode): mode.rawValue
            case .kind(let kind): kind.rawValue
            case .range(let range): "\(range.lowerBound)..\(range.upperBound)"
            case .items(let items): items.map(\.rawValue).joined(separator: " ")
            case .enabled(let enabled): String(enabled)
            case .direction(let direction): direction.rawValue
            }
        }).joined(separator: " ")
    }
}
