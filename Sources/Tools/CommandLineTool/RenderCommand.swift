import CommandLineInterface
import EditDistance
import KeyboardDrawing
import KeyboardModel
import KeyboardSession
import TextInputTraits

/// `softkbd render`: a picture of the keyboard, as SVG or as a terminal drawing.
enum RenderCommand: Command {
    static let name = "render"
    static let abstract = "Draw a resolved keyboard as SVG or as text."
    static let discussion = """
        Takes the same selectors as 'resolve'.

        With --format svg, --press KEY draws the key pressed (with the letter's preview above
        it, or a flick key's guide) and --long-press KEY its alternates open, the default one
        selected, as the keyboard shows them while a finger is down.

        EXAMPLES:
          softkbd render --layout sv --return-key go --format text
          softkbd render --layout ko --appearance dark --format svg > ko.svg
          softkbd render --layout vi --long-press a --format svg > vi-a.svg
        """
    static let options = KeyboardSelection.options + [
        OptionSpec(name: "--format", valueName: "FORMAT", help: "text (default) or svg."),
        OptionSpec(name: "--press", valueName: "KEY", help: "Draw this key pressed (svg)."),
        OptionSpec(name: "--long-press", valueName: "KEY", help: "Draw this key's alternates open (svg)."),
    ]

    static func run(_ arguments: ParsedArguments, output: inout Output) throws(CommandError) {
        let format = try LayoutOptions.outputFormat(arguments, allowed: ["text", "svg"], usage: usage)
        let keyboard = try KeyboardSelection.resolve(arguments, usage: usage, output: &output)
        guard format == "svg" else {
            if arguments.value("--press") != nil || arguments.value("--long-press") != nil {
                throw .usage("--press and --long-press draw in SVG: add --format svg", usage: usage)
            }
            output.write(KeyboardDrawing.text(keyboard))
            return
        }
        var options = KeyboardDrawing.Options()
        func index(_ option: String) throws(CommandError) -> Int? {
            guard let id = arguments.value(option) else { return nil }
            guard let index = keyboard.keys.firstIndex(where: { $0.id.rawValue == id }) else {
                throw .usage("no key '\(id)' on this keyboard\(didYouMean(id, in: keyboard.keys.map(\.id.rawValue)))", usage: usage)
            }
            return index
        }
        options.pressed = try index("--press")
        if let held = try index("--long-press") {
            let key = keyboard.keys[held]
            guard !key.longPress.isEmpty else { throw .usage("key '\(key.id)' has no long-press alternates", usage: usage) }
            let anchor = key.longPressDefault ?? 0
            options.alternates = KeyboardSession.Alternates(
                key: key.id, options: key.longPress,
                frames: AlternatesPopup.frames(count: key.longPress.count, over: key.frame, keyboardWidth: keyboard.size.width,
                                                        anchor: anchor),
                selected: anchor)
        }
        output.write(KeyboardDrawing.svg(keyboard, options: options))
    }
}
