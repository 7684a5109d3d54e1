import CommandLineInterface
import EditDistance
import Emoji
import EmojiKeyboard
import KeyboardModel
import SessionJSON
import TextInputTraits

/// The options that pick a keyboard, shared by `resolve` and `render`.
enum KeyboardSelection {
    static let options: [OptionSpec] = [
        OptionSpec(name: "--layout", valueName: "ID|LOCALE",
                   help: "A layout id, or a locale for its default layout (required\nwithout --keyboards)."),
        OptionSpec(name: "--keyboards", valueName: "ID,ID…",
                   help: "The user's enabled keyboards, in order: the first is shown,\nor the one --next globe presses after it."),
        OptionSpec(name: "--next", valueName: "N", help: "Press the globe key N times first (with --keyboards)."),
        OptionSpec(name: "--keyboard-type", valueName: "TYPE",
                   help: "A UIKeyboardType name: default, URL, emailAddress,\nnumberPad, ... (default: default)."),
        OptionSpec(name: "--return-key", valueName: "TYPE", help: "A UIReturnKeyType name: default, go, search, send, ..."),
        OptionSpec(name: "--device", valueName: "ID", help: "A device profile (default: iphone-classic); see 'list --devices'."),
        OptionSpec(name: "--orientation", valueName: "O", help: "portrait (default) or landscape."),
        OptionSpec(name: "--layer", valueName: "LAYER", help: "The layer to show (default: the one the type opens on)."),
        OptionSpec(name: "--appearance", valueName: "A", help: "default, dark, light or alert."),
        OptionSpec(name: "--html", valueName: "HTML", help: "Take the traits from an HTML form control instead."),
        OptionSpec(name: "--enables-return-automatically", help: "The return key is disabled while the text is empty."),
        OptionSpec(name: "--empty-text", help: "The container is empty (the return key may be disabled)."),
        OptionSpec(name: "--emoji-category", valueName: "NAME", help: "The emoji keyboard's category shown (default people;\n" +
                   "recents is empty here)."),
        LayoutOptions.layouts,
    ]

    static func request(_ arguments: ParsedArguments, usage: String) throws(CommandError) -> KeyboardRequest {
        let layout: String
        var wordsFrom: String?
        if let list = arguments.value("--keyboards") {
            guard arguments.value("--layout") == nil else { throw .usage("give either '--layout' or '--keyboards', not both",
                                                                         usage: usage) }
            let keyboards = list.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard !keyboards.contains(where: \.isEmpty) else { throw .usage("'--keyboards' needs layout ids or locales separated by commas",
                                                                            usage: usage) }
            let presses = try arguments.value("--next").map { text throws(CommandError) -> Int in
                guard let n = Int(text),
                    n >= 0 else { throw .usage("'--next' needs a whole number of globe presses, not '\(text)'", usage: usage) }
                return n
            } ?? 0
            let settings = KeyboardSettings(enabledKeyboards: keyboards)
            layout = settings.keyboard(after: keyboards[0], steps: presses)
            // The keyboard shown before speaks for a keyboard of no language (the emoji
            // keyboard), as in a session.
            if presses > 0 { wordsFrom = settings.keyboard(after: keyboards[0], steps: presses - 1) }
        } else {
            guard let single = arguments.value("--layout") else {
                throw .usage("'--layout' (a layout id such as 'fr-FR', or a locale) or '--keyboards' is required", usage: usage)
            }
            guard arguments.value("--next") == nil else { throw .usage("'--next' needs '--keyboards'", usage: usage) }
            layout = single
        }
        var traits = TextInputTraits()
        if let html = arguments.value("--html") {
            do { traits = try TextInputTraits(html: html) } catch { throw .failure("cannot read --html: \(error)") }
        }
        if let type = try LayoutOptions.trait(KeyboardType.self, "--keyboard-type", arguments, usage: usage) { traits.keyboardType = type }
        if let key = try LayoutOptions.trait(ReturnKeyType.self, "--return-key", arguments, usage: usage) { traits.returnKeyType = key }
        if let appearance = try LayoutOptions.trait(KeyboardAppearance.self, "--appearance", arguments,
                                                    usage: usage) { traits.keyboardAppearance = appearance }
        if arguments.has("--enables-return-automatically") { traits.enablesReturnKeyAutomatically = true }
        var orientation = Orientation.portrait
        if let text = arguments.value("--orientation") {
            guard let value = Orientation(rawValue: text.lowercased()) else {
                throw .usage("unknown orientation '\(text)'\(didYouMean(text, in: ["portrait", "landscape"])); expected portrait or " +
                             "landscape", usage: usage)
            }
            orientation = value
        }
        var request = KeyboardRequest(
            layout: layout, traits: traits, device: DeviceProfile.ID(rawValue: arguments.value("--device") ?? "iphone-classic"),
            orientation: orientation, layer: arguments.value("--layer").map { Layer.ID(rawValue: $0) },
            hasText: !arguments.has("--empty-text")
        )
        request.wordsFrom = wordsFrom
        return request
    }

    static func resolve(_ arguments: ParsedArguments, usage: String, output: inout Output) throws(CommandError) -> ResolvedKeyboard {
        try resolveWithPages(arguments, usage: usage, output: &output).keyboard
    }

    /// The keyboard, and for the emoji keyboard every page of its grid (its first page shown, or
    /// `--emoji-category`'s).
    static func resolveWithPages(_ arguments: ParsedArguments, usage: String,
                                 output: inout Output) throws(CommandError) -> (keyboard: ResolvedKeyboard, pages: [KeyboardJSON.Page]?) {
        let request = try request(arguments, usage: usage)
        let catalog = try LayoutOptions.catalog(arguments, output: &output)
        let keyboard: ResolvedKeyboard
        do {
            keyboard = try catalog.resolve(request)
        } catch {
            throw .resolution(error, usage: usage)
        }
        let category = arguments.value("--emoji-category")
        guard keyboard.keys.contains(where: { $0.action == .emojiGrid }) else {
            if category != nil { throw .usage("'--emoji-category' is for a keyboard with an emoji grid (--layout emoji)", usage: usage) }
            return (keyboard, nil)
        }
        let board: EmojiBoard
        do { board = EmojiBoard(data: try EmojiData.bundled()) } catch { throw .failure(error.description) }
        let pages = board.allPages(of: keyboard).map { KeyboardJSON.Page(section: $0.category.rawValue, keys: $0.keys) }
        if let category {
            guard let shown = EmojiCategory(rawValue: category) else {
                throw .usage("unknown emoji category '\(category)'\(didYouMean(category, in: EmojiCategory.allCases.map(\.rawValue)))",
                             usage: usage)
            }
            board.show(shown)
        }
        // A key named by --press or --long-press shows its page.
        if let id = arguments.value("--long-press") ?? arguments.value("--press") {
            board.showPage(holding: Key.ID(rawValue: id), of: keyboard)
        }
        return (board.laidOut(keyboard), pages)
    }
}

/// `softkbd resolve`: the concrete keyboard as JSON.
enum ResolveCommand: Command {
    static let name = "resolve"
    static let abstract = "Print the keyboard a layout resolves to for traits, device and orientation, as JSON."
    static let discussion = """
        The JSON is a contract for front ends: layout, requestedLayout, locale, inputMethod,
        keyboardType, returnKeyType, device, orientation, appearance, translucent, size
        {width, height}, layer, layers, returnKey {label, enabled} (null on pads), and keys
        [{id, label, sublabel, output (null for action keys), action (input, shift, backspace,
        space, return, layer, nextKeyboard), target (the layer a layer key shows), frame {x, y,
        width, height} in points, longPress [...], enabled, row}]. The emoji keyboard adds
        pager {section, title, page, pageCount, sections [{name, firstPage}], frame} and pages
        [{section, keys [...]}]: every page of its grid, with frames.

        EXAMPLES:
          softkbd resolve --layout en-US --keyboard-type URL --device iphone-classic
          softkbd resolve --layout fr-FR --return-key go --orientation landscape --layer shifted
          softkbd resolve --layout ru --keyboard-type emailAddress     # the Latin companion
          softkbd resolve --layout emoji --device ipad --orientation landscape
        """
    static let options = KeyboardSelection.options

    static func run(_ arguments: ParsedArguments, output: inout Output) throws(CommandError) {
        let (keyboard, pages) = try KeyboardSelection.resolveWithPages(arguments, usage: usage, output: &output)
        output.write(try jsonText(KeyboardJSON(keyboard, pages: pages)))
    }
}
