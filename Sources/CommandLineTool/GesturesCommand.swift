import Foundation
import KeyboardModel
import TextEditing
import TextInteraction

/// `softkbd gestures`: replays a gesture script against a text, so touch behaviour can be
/// checked and reported without writing Swift.
enum GesturesCommand: Command {
    static let name = "gestures"
    static let abstract = "Replay a script of touches on a text and print the actions the text view performs."
    static let discussion = """
        Reads a script on standard input, one event per line: TIME KIND ARGUMENTS, with the time
        in seconds (never decreasing) and points in the text's coordinates. '#' starts a comment.
          TIME down X Y TAPS      a touch goes down (TAPS: the tap count, 0 for the reference counter)
          TIME move X Y           it moves
          TIME up X Y TAPS        it lifts
          TIME cancel             the system cancels it
          TIME menu select|selectAll
          TIME pan-down X         a touch on the space bar (the keyboard's cursor-pan)
          TIME pan-move X VX      it moves, with horizontal velocity VX in pt/s
          TIME pan-up
        At the end, time advances until no deadline (long press, range loupe) is pending.

        The text is laid out on a grid: every grapheme cluster is --advance points wide, every
        paragraph one line of --line-height points (line i spans y from i·h to (i+1)·h), as in
        the reference fixture. Offsets are UTF-16 code units.

        Text output lists the actions, one per line, then the selection and the menu. JSON output
        is {"actions": [...], "selection": {"start": A, "end": B}, "menuVisible": BOOL,
        "menuItems": [...]}, each action an object with "action" (trace, closeMenus,
        clearSelection, placeCaret, showLoupe, hideLoupe, selectWord, extendSelection, selectAll,
        showMenu, setScrolling, moveCaret) and its fields: label; offset and mode (wordBoundary
        or exact); kind (magnifier or range); start and end; items; enabled; direction and steps.

        EXAMPLES:
          printf '0 down 72 10 1\\n0.1 up 72 10 1\\n' | softkbd gestures --text 'hello world'
          printf '0 down 72 10 1\\n0.1 up 72 10 1\\n0.21 down 72 10 2\\n0.3 up 72 10 2\\n' | softkbd gestures --text 'hello world' --format json
          printf '0 pan-down 100\\n0.02 pan-move 130 2500\\n0.03 pan-up\\n' | softkbd gestures --text 'hello' --caret 1
        """
    static let options: [OptionSpec] = [
        OptionSpec(name: "--text", valueName: "STRING", help: "The text (default empty)."),
        OptionSpec(name: "--multiline", help: "A multi-line text view (the text may hold line breaks)."),
        OptionSpec(name: "--caret", valueName: "N", help: "The caret's offset before the script (default 0)."),
        OptionSpec(name: "--selection", valueName: "A..B", help: "A selection before the script, instead of a caret."),
        OptionSpec(name: "--menu-open", help: "The edit menu is showing when the script starts."),
        OptionSpec(name: "--unfocused", help: "The view is not being edited yet (it has no caret)."),
        OptionSpec(name: "--profile", valueName: "NAME", help: "default (iPhone OS 3, as observed) or modern."),
        OptionSpec(name: "--advance", valueName: "PT", help: "Width of a grapheme cluster (default 10)."),
        OptionSpec(name: "--line-height", valueName: "PT", help: "Height of a line (default 20)."),
        OptionSpec(name: "--format", valueName: "FORMAT", help: "text (default) or json."),
    ]

    static func run(_ arguments: ParsedArguments, output: inout Output) throws(CommandError) {
        let text = arguments.value("--text") ?? ""
        let multiline = arguments.has("--multiline")
        if !multiline, text.contains(where: \.isNewline) {
            throw .usage("the text has a line break, which a single-line field cannot hold; add --multiline", usage: usage)
        }
        let storage = TextStorage(text)
        let selection = try initialSelection(arguments, length: storage.count)
        let format = arguments.value("--format") ?? "text"
        guard ["text", "json"].contains(format) else {
            throw .usage("unknown format '\(format)'\(didYouMean(format, in: ["text", "json"])); expected text or json", usage: usage)
        }
        let profileName = arguments.value("--profile") ?? "default"
        guard let profile = TextInteractionConfiguration.Profile(rawValue: profileName) else {
            let names = TextInteractionConfiguration.Profile.allCases.map(\.rawValue)
            throw .usage("unknown profile '\(profileName)'\(didYouMean(profileName, in: names)); expected default or modern", usage: usage)
        }
        let advance = try positive(arguments, "--advance", default: 10)
        let lineHeight = try positive(arguments, "--line-height", default: 20)

        let input = try StandardInput.readAll(output)
        let events = try parseScript(input)
        let document = TextInteractionDocument(storage: storage, layout: GridLayout(advance: advance, lineHeight: lineHeight).indexed(for: storage))
        var interaction = TextInteraction(selection: selection, hasCaret: !arguments.has("--unfocused"),
                                          isMenuVisible: arguments.has("--menu-open"), configuration: TextInteractionConfiguration(profile: profile))
        var actions: [TextInteractionAction] = []
        for event in events { actions += interaction.handle(event, in: document) }
        actions += interaction.finish(in: document)

        if format == "json" {
            let report = Report(actions: actions.map(ActionJSON.init), selection: .init(start: interaction.selection.lowerBound, end: interaction.selection.upperBound),
                                menuVisible: interaction.isMenuVisible, menuItems: interaction.isMenuVisible ? interaction.menuItems.map(\.rawValue) : [])
            output.write(try jsonText(report))
        } else {
            for action in actions { output.write(describe(action)) }
            output.write("selection: \(interaction.selection.lowerBound)..\(interaction.selection.upperBound)")
            output.write("menu: " + (interaction.isMenuVisible ? interaction.menuItems.map(\.rawValue).joined(separator: " ") : "hidden"))
        }
    }

    static func initialSelection(_ arguments: ParsedArguments, length: Int) throws(CommandError) -> Range<Int> {
        if arguments.value("--caret") != nil && arguments.value("--selection") != nil {
            throw .usage("give either '--caret' or '--selection', not both", usage: usage)
        }
        if let value = arguments.value("--selection") {
            let parts = value.components(separatedBy: "..")
            guard parts.count == 2, let start = Int(parts[0]), let end = Int(parts[1]), start <= end else {
                throw .usage("'--selection' needs A..B with A <= B, as in 2..5 (got '\(value)')", usage: usage)
            }
            guard start >= 0, end <= length else { throw .usage("the selection \(value) is outside the text (0..\(length))", usage: usage) }
            return start..<end
        }
        let caretText = arguments.value("--caret") ?? "0"
        guard let caret = Int(caretText) else { throw .usage("'--caret' needs a number (got '\(caretText)')", usage: usage) }
        guard caret >= 0, caret <= length else { throw .usage("the caret \(caret) is outside the text (0..\(length))", usage: usage) }
        return caret..<caret
    }

    static func positive(_ arguments: ParsedArguments, _ name: String, default value: Double) throws(CommandError) -> Double {
        guard let text = arguments.value(name) else { return value }
        guard let number = Double(text), number > 0, number.isFinite else {
            throw .usage("'\(name)' needs a positive number of points (got '\(text)')", usage: usage)
        }
        return number
    }

    /// The script's events; an error names the line and column of what is wrong.
    static func parseScript(_ script: String) throws(CommandError) -> [TextInteractionEvent] {
        var events: [TextInteractionEvent] = []
        var lastTime = -Double.infinity
        for (index, rawLine) in script.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
            // Fields with their 1-based columns.
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
            guard !fields.isEmpty else { continue }
            let number = index + 1
            func fail(_ message: String, _ column: Int) -> CommandError { .failure("script line \(number), column \(column): \(message)") }
            func double(_ i: Int, _ what: String) throws(CommandError) -> Double {
                guard i < fields.count else { throw fail("missing \(what)", line.count + 1) }
                guard let value = Double(fields[i].text), value.isFinite else { throw fail("\(what) should be a number, not '\(fields[i].text)'", fields[i].column) }
                return value
            }
            let time = try double(0, "time")
            guard time >= lastTime else { throw fail("time \(fields[0].text) is before the previous event's", fields[0].column) }
            lastTime = time
            guard fields.count >= 2 else { throw fail("missing the event kind after the time", line.count + 1) }
            let kind = fields[1].text
            let expected: Int
            let event: TextInteractionEvent
            switch kind {
            case "down", "up":
                expected = 5
                let x = try double(2, "x"), y = try double(3, "y")
                guard fields.count > 4, let taps = Int(fields[4].text), taps >= 0 else {
                    throw fail("the tap count should be a whole number (0 for the reference counter)", fields.count > 4 ? fields[4].column : line.count + 1)
                }
                event = kind == "down" ? .down(time: time, point: Point(x: x, y: y), tapCount: taps) : .up(time: time, point: Point(x: x, y: y), tapCount: taps)
            case "move":
                expected = 4
                event = .move(time: time, point: Point(x: try double(2, "x"), y: try double(3, "y")))
            case "cancel":
                expected = 2
                event = .cancel(time: time)
            case "menu":
                expected = 3
                guard fields.count > 2, let command = MenuCommand(rawValue: fields[2].text) else {
                    let got = fields.count > 2 ? fields[2].text : ""
                    throw fail("expected 'menu select' or 'menu selectAll'\(didYouMean(got, in: MenuCommand.allCases.map(\.rawValue)))", fields.count > 2 ? fields[2].column : line.count + 1)
                }
                event = .menu(command, time: time)
            case "pan-down":
                expected = 3
                event = .panDown(time: time, x: try double(2, "x"))
            case "pan-move":
                expected = 4
                event = .panMove(time: time, x: try double(2, "x"), velocity: try double(3, "velocity"))
            case "pan-up":
                expected = 2
                event = .panUp(time: time)
            default:
                let kinds = ["down", "move", "up", "cancel", "menu", "pan-down", "pan-move", "pan-up"]
                throw fail("unknown event '\(kind)'\(didYouMean(kind, in: kinds))", fields[1].column)
            }
            guard fields.count <= expected else { throw fail("unexpected '\(fields[expected].text)' after the \(kind) event", fields[expected].column) }
            events.append(event)
        }
        return events
    }

    static func describe(_ action: TextInteractionAction) -> String {
        switch action {
        case .trace(let label): "trace \"\(label)\""
        case .closeMenus: "closeMenus"
        case .clearSelection: "clearSelection"
        case .placeCaret(let offset, let mode): "placeCaret \(offset) \(mode.rawValue)"
        case .showLoupe(let kind): "showLoupe \(kind.rawValue)"
        case .hideLoupe: "hideLoupe"
        case .selectWord(let range): "selectWord \(range.lowerBound)..\(range.upperBound)"
        case .extendSelection(let range): "extendSelection \(range.lowerBound)..\(range.upperBound)"
        case .selectAll(let range): "selectAll \(range.lowerBound)..\(range.upperBound)"
        case .showMenu(let items): "showMenu " + items.map(\.rawValue).joined(separator: " ")
        case .setScrolling(let enabled): "setScrolling \(enabled)"
        case .moveCaret(let direction, let steps): "moveCaret \(direction.rawValue) \(steps)"
        }
    }

    struct Report: Encodable {
        struct Selection: Encodable { var start: Int, end: Int }
        var actions: [ActionJSON]
        var selection: Selection
        var menuVisible: Bool
        var menuItems: [String]
    }

    struct ActionJSON: Encodable {
        var action: String
        var label: String?
        var offset: Int?
        var mode: String?
        var kind: String?
        var start: Int?
        var end: Int?
        var items: [String]?
        var enabled: Bool?
        var direction: String?
        var steps: Int?

        init(_ value: TextInteractionAction) {
            switch value {
            case .trace(let label): action = "trace"; self.label = label
            case .closeMenus: action = "closeMenus"
            case .clearSelection: action = "clearSelection"
            case .placeCaret(let offset, let mode): action = "placeCaret"; self.offset = offset; self.mode = mode.rawValue
            case .showLoupe(let kind): action = "showLoupe"; self.kind = kind.rawValue
            case .hideLoupe: action = "hideLoupe"
            case .selectWord(let range): action = "selectWord"; start = range.lowerBound; end = range.upperBound
            case .extendSelection(let range): action = "extendSelection"; start = range.lowerBound; end = range.upperBound
            case .selectAll(let range): action = "selectAll"; start = range.lowerBound; end = range.upperBound
            case .showMenu(let items): action = "showMenu"; self.items = items.map(\.rawValue)
            case .setScrolling(let enabled): action = "setScrolling"; self.enabled = enabled
            case .moveCaret(let direction, let steps): action = "moveCaret"; self.direction = direction.rawValue; self.steps = steps
            }
        }
    }
}
