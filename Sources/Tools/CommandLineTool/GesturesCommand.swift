import CommandLineInterface
import EditDistance
import Foundation
import KeyboardModel
import TextEditing
import TextInteraction
import BuiltInInputMethods
import KeyboardSession
import TextInputTraits

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
        the reference fixture. Offsets are UTF-16 code units. The pasteboard holds text, so the
        menu offers Paste. The script's format is specified in the library's
        Sources/Text/TextInteraction/GESTURES.md.

        With --replacements, the script ends by choosing Replace from a selection's menu: the
        words the keyboard's language offers for the selected word are printed ('replacements:'
        then the words, or 'No Replacements Found'; JSON: "replacements": [...]). --layout
        picks the keyboard, and so the language (default en-US).

        Text output lists the actions, one per line, then the selection and the menu. JSON output
        is {"actions": [...], "selection": {"start": A, "end": B}, "menuVisible": BOOL,
        "menuItems": [...]}, each action an object with "action" (trace, closeMenus,
        clearSelection, placeCaret, showLoupe, hideLoupe, selectWord, extendSelection, selectAll,
        showMenu, setScrolling, moveCaret) and its fields: label; offset and mode (wordBoundary
        or exact); kind (magnifier or range); start and end; items; enabled; direction and steps.

        EXAMPLES:
          printf '0 down 72 10 1\\n0.1 up 72 10 1\\n' | softkbd gestures --text 'hello world'
          printf '0 down 72 10 1\\n0.1 up 72 10 1\\n0.21 down 72 10 2\\n0.3 up 72 10 2\\n' | softkbd gestures --text 'hello world'\
         --format json
          printf '0 pan-down 100\\n0.02 pan-move 130 2500\\n0.03 pan-up\\n' | softkbd gestures --text 'hello' --caret 1
          printf '0 menu select\\n' | softkbd gestures --text 'I sat teh table' --caret 7 --menu-open --replacements
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
        OptionSpec(name: "--replacements", help: "End by choosing Replace: print the selected word's replacements."),
        OptionSpec(name: "--layout", valueName: "ID|LOCALE", help: "The keyboard, whose language Replace asks (default en-US)."),
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
        let events: [TextInteractionEvent]
        switch GestureScript.parse(input) {
        case .success(let parsed): events = parsed
        case .failure(let error): throw .failure(error.description)
        }
        var traits = TextInputTraits()
        traits.autocapitalizationType = .none
        // The pasteboard holds text, so menus offer Paste.
        let container = TextContainer(kind: multiline ? .multiLine : .singleLine, text: text, traits: traits,
                                      pasteboard: InMemoryPasteboard("copied"))
        container.select(selection)
        var configuration = KeyboardSession.Configuration()
        configuration.textInteraction = TextInteractionConfiguration(profile: profile)
        let session = KeyboardSession(catalog: BuiltInInputMethods.catalog, registry: BuiltInInputMethods.registry,
                                      keyboards: [arguments.value("--layout") ?? "en-US"],
                                      device: "iphone-classic", screen: Size(width: 320, height: 480), configuration: configuration)
        let layout = GridLayout(advance: advance, lineHeight: lineHeight).indexed(for: container.storage)
        if arguments.has("--unfocused") {
            session.attach(container, textLayout: layout)
        } else {
            do { try session.focus(container, textLayout: layout,
                                   menuVisible: arguments.has("--menu-open")) } catch { throw .failure(error.description) }
        }
        var actions: [TextInteractionAction] = []
        for event in events { actions += session.handleText(event) }
        actions += session.finishText()
        guard let interaction = session.textInteraction else { throw .failure("no text view") }
        var replacements: [String]?
        if arguments.has("--replacements") {
            guard interaction.isMenuVisible, interaction.menuItems.contains(.replace) else {
                throw .failure("the menu does not offer Replace at the script's end (it does for a selection: select a word first)")
            }
            session.perform(.replace, time: events.last?.time ?? 0)
            replacements = session.state.replacements ?? []
        }

        if format == "json" {
            let report = Report(actions: actions,
                                selection: .init(start: interaction.selection.lowerBound, end: interaction.selection.upperBound),
                                menuVisible: interaction.isMenuVisible,
                                menuItems: interaction.isMenuVisible ? interaction.menuItems.map(\.rawValue) : [],
                                replacements: replacements)
            output.write(try jsonText(report))
        } else {
            for action in actions { output.write(action.line) }
            output.write("selection: \(interaction.selection.lowerBound)..\(interaction.selection.upperBound)")
            output.write("menu: " + (interaction.isMenuVisible ? interaction.menuItems.map(\.rawValue).joined(separator: " ") : "hidden"))
            if let replacements {
                output.write("replacements: " +
                             "" + (replacements.isEmpty ? KeyboardSession.noReplacementsTitle : replacements.joined(separator: " ")))
            }
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

    struct Report: Encodable {
        struct Selection: Encodable { var start: Int, end: Int }
        var actions: [TextInteractionAction]
        var selection: Selection
        var menuVisible: Bool
        var menuItems: [String]
        /// With --replacements: the words Replace offers (empty: none found).
        var replacements: [String]?
    }
}
