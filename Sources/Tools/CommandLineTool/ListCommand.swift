import CommandLineInterface
import KeyboardDrawing
import KeyboardModel

/// `softkbd list`: the bundled layouts, or the device profiles.
enum ListCommand: Command {
    static let name = "list"
    static let abstract = "List the layouts (or, with --devices, the device profiles)."
    static let discussion = """
        EXAMPLES:
          softkbd list
          softkbd list --format json
          softkbd list --devices
        """
    static let options: [OptionSpec] = [
        OptionSpec(name: "--devices", help: "List device profiles instead of layouts."),
        LayoutOptions.format,
        LayoutOptions.layouts,
    ]

    struct LayoutEntry: Encodable {
        var id: String
        var locale: String
        var name: String
        var script: String
        var inputMethod: String?
        var isDefault: Bool
        var latinCompanion: String?

        func encode(to encoder: any Encoder) throws {
            enum Keys: String, CodingKey { case id, locale, name, script, inputMethod, isDefault = "default", latinCompanion }
            var c = encoder.container(keyedBy: Keys.self)
            try c.encode(id, forKey: .id)
            try c.encode(locale, forKey: .locale)
            try c.encode(name, forKey: .name)
            try c.encode(script, forKey: .script)
            try c.encode(inputMethod, forKey: .inputMethod)
            try c.encode(isDefault, forKey: .isDefault)
            try c.encode(latinCompanion, forKey: .latinCompanion)
        }
    }

    struct DeviceEntry: Encodable {
        var id: String
        var name: String
        var idiom: String
        var portrait: Size
        var landscape: Size
        /// A tablet whose keyboard has a number row (the 12.9-inch iPad Pro).
        var numberRow: Bool
        /// Where the sizes come from.
        var source: String?
    }

    static func run(_ arguments: ParsedArguments, output: inout Output) throws(CommandError) {
        let format = try LayoutOptions.outputFormat(arguments, usage: usage)
        let catalog = try LayoutOptions.catalog(arguments, output: &output)
        if arguments.has("--devices") {
            let devices = catalog.sortedDevices.map {
                DeviceEntry(id: $0.id.rawValue, name: $0.name, idiom: $0.idiom.rawValue, portrait: $0.portrait.size,
                            landscape: $0.landscape.size, numberRow: $0.hasNumberRow, source: $0.source)
            }
            if format == "json" { output.write(try jsonText(devices)); return }
            let size = { (s: Size) in "\(number(s.width))×\(number(s.height))" }
            output.write(table([["ID", "NAME", "IDIOM", "PORTRAIT", "LANDSCAPE"]] + devices.map { [$0.id.escapingControlCharacters,
                                                                                                   $0.name.escapingControlCharacters,
                                                                                                   $0.idiom,
                                                                                                   size($0.portrait),
                                                                                                   size($0.landscape)] }))
            return
        }
        let layouts = catalog.sortedLayouts.map {
            LayoutEntry(id: $0.id.rawValue, locale: $0.locale, name: $0.name, script: $0.script, inputMethod: $0.inputMethod?.rawValue,
                        isDefault: $0.isDefaultForLocale, latinCompanion: $0.latinCompanion?.rawValue)
        }
        if format == "json" { output.write(try jsonText(layouts)); return }
        output.write(table([["ID", "LOCALE", "NAME", "SCRIPT", "INPUT METHOD"]] + layouts.map {
            // A name or id from a file is shown with its control characters escaped.
            [$0.id.escapingControlCharacters + ($0.isDefault ? " *" : ""), $0.locale.escapingControlCharacters,
             $0.name.escapingControlCharacters,
             $0.script.escapingControlCharacters, ($0.inputMethod ?? "-").escapingControlCharacters]
        }) + "\n\n* the default layout of its locale and language")
    }
}
