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

        EXAMPLES:
          softkbd render --layout sv --return-key go --format text
          softkbd render --layout ko --appearance dark --format svg > ko.svg
        """
    static let options = KeyboardSelection.options + [
        OptionSpec(name: "--format", valueName: "FORMAT", help: "text (default) or svg."),
    ]

    static func run(_ arguments: ParsedArguments, output: inout Output) throws(CommandError) {
        let format = try LayoutOptions.outputFormat(arguments, allowed: ["text", "svg"], usage: usage)
        let keyboard = try KeyboardSelection.resolve(arguments, usage: usage, output: &output)
        output.write(format == "svg" ? KeyboardDrawing.svg(keyboard) : KeyboardDrawing.text(keyboard))
    }
}
