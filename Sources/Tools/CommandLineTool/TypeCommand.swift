import CommandLineInterface
import SessionJSON
import Foundation
import Autocorrection
import BuiltInInputMethods
import InputMethodCore
import KeyboardSession
import KeymanInputMethod
import KeymanKeyboard
import KeyboardModel
import LayoutFile
import TextEditing
import TextInputTraits
import UserData

/// `softkbd type`: types a key sequence through a layout and its input method.
enum TypeCommand: Command {
    static let name = "type"
    static let abstract = "Type keys through a layout and its input method; print the committed and marked text."
    static let discussion = """
        KEYS is read character by character. A character is the key that types it on the layer
        shown; failing that, the key at the same place as that character on the layout's Latin
        companion (so 'gksrmf' types 한글 on ko-KR, as on a Korean keyboard with Latin labels; an
        upper-case letter is the shifted key there); failing that, the layer keys (123, #+=, ABC)
        are pressed to reach a layer that has it, as a person would. {name} presses a key by id: {space},
        {backspace}, {return}, {shift}, {mode}, {globe}, or any other key id; {{ types '{'.
        {KEY:DIRECTION} flicks a key of the kana pad (up, down, left, right): {さ:up} types す.
        An emoji is typed on the emoji keyboard when it is enabled (--keyboards en-US,emoji): the
        globe to it, its category and page, its key; ABC goes back for the next letter.
        {search} opens its search and {emoji-result:N} picks the Nth emoji it found.
        Keys are pressed 0.3 s apart; {pause} waits 2 s (it ends a kana key's toggle, so
        'か{pause}か' is かか while 'かか' is き).
        {#N} picks the Nth candidate of the candidate bar (1 is the first), {>N} the Nth
        follow-on suggestion, {=N} the Nth entry of the suggestion bar (layouts without an
        input method: the word as typed, the autocorrection, alternatives, completions).

        The field has the default traits of a text view (sentence autocapitalization, the "."
        shortcut on), as the library gives; --keyboard-type and --set change them (--set takes
        any trait 'softkbd traits --set' knows, e.g. --set autocapitalizationType=none).
        The user's text replacements ('softkbd replacements') are read from the user-data folder
        (--user-data DIR, else as 'softkbd replacements --help' says); nothing typed is learned
        beyond the run. The user's settings are all on, as on a new iPhone; --setting NAME=off turns one off
        (autoCapitalization, autoCorrection, checkSpelling, predictiveText, enableCapsLock,
        periodShortcut, smartPunctuation, characterPreview). Layouts without an input method correct words on
        space and punctuation, where settings and traits allow.

        --languages lists the languages the user types (iOS 17's multilingual typing): on a
        keyboard of the same script their words are not corrected, and corrections and next
        words follow the language of the sentence ('--layout en-US --languages en,fr').

        --keyboards lists the keyboards the user enabled, in order: {globe} then shows the next
        one, committing any composition as it is shown (without the list, {globe} does nothing).
        --layout defaults to the first of them.

        The output is the committed text, then the marked text on its own line prefixed
        'marked: ' if a composition is open, then the first ten candidates ('candidates: ',
        numbered), the follow-on suggestions ('follow-ons: ') and the suggestion bar
        ('suggestions: ', the word as typed in quotes, the autocorrection in stars) when there are
        any (--format json gives {"text", "marked", "candidates", "followOns", "suggestions",
        "state"}, the state being the session's as the playground receives it: the keyboard
        with each key's state now, the layer, shift, the return key, the bars).

        EXAMPLES:
          softkbd type --layout ko-KR 'gksrmf'            # 한글
          softkbd type --layout ko-KR 'dkssud{space}goTsl' # 안녕 했니
          softkbd type --layout en-US 'hi{space}{space}there'  # Hi. There
          softkbd type --layout en-US --set autocapitalizationType=none 'hi'
          softkbd type --layout en-US 'rhe '                # The
          softkbd type --layout en-US --set autocorrectionType=no 'rhe '   # Rhe
          softkbd type --layout en-US --setting autoCorrection=off 'rhe '  # Rhe
          softkbd type --keyboards zh-Hans,en-US 'ni{globe}a'   # nia
          softkbd type --keyboards en-US,emoji 'hi 🍕 there'     # Hi 🍕 there
          softkbd type --keyboards en-US,emoji 'hi{globe}{search}piz{emoji-result:1}'   # Hi🍕
          softkbd type --layout zh-Hans 'nihao'            # marked: ni hao, candidates: 1 你好 …
          softkbd type --layout zh-Hans 'beijingtiananmen{#2}{space}'
          softkbd type --layout ja-JP 'toukyou{#1}'         # 東京, follow-ons: に 駅 …
          softkbd type --layout ja-JP-kana 'た{た:left}{pause}{か:up}{modifier}'   # たちぐ
          softkbd type --layouts sil_euro_latin.kmn --layout sil_euro_latin --hardware 'K_QUOTE K_E'   # é
        """
    static let positionalUsage: String? = "KEYS"
    static let options: [OptionSpec] = [
        OptionSpec(name: "--layout", valueName: "ID|LOCALE", help: "The layout (required without --keyboards)."),
        OptionSpec(name: "--keyboards", valueName: "ID,ID…", help: "The keyboards {globe} cycles through, in order."),
        OptionSpec(name: "--keyboard-type", valueName: "TYPE", help: "A UIKeyboardType name (default: default)."),
        OptionSpec(name: "--set", valueName: "NAME=VALUE", repeatable: true,
                   help: "Set one trait of the field, as 'softkbd traits --set' does."),
        OptionSpec(name: "--setting", valueName: "NAME=on|off", repeatable: true, help: "Turn one of the user's settings on or off."),
        OptionSpec(name: "--languages", valueName: "L,L…", help: "The languages the user types (multilingual typing: en,fr)."),
        OptionSpec(name: "--hardware", valueName: "KEYS",
                   help: "Press hardware keys by Keyman name instead of KEYS:\n'K_A S+K_E R+K_QUOTE' (S+ Shift, C+ Ctrl, A+ Alt,\n" +
                         "R+ right Alt, L+ Caps Lock), on a US keyboard."),
        OptionSpec(name: "--format", valueName: "FORMAT", help: "text (default) or json."),
        ReplacementsCommand.userDataOption,
        LayoutOptions.layouts,
    ]

    struct Result: Encodable {
        struct Entry: Encodable { var text: String; var kind: String; var isAutocorrection: Bool }
        var text: String; var marked: String?; var candidates: [String]; var followOns: [String]; var suggestions: [Entry]
        /// The session's state, as a front end (the playground) receives it.
        var state: SessionStateJSON
    }

    /// The user's settings with `--setting NAME=on|off` applied.
    static func settings(_ arguments: ParsedArguments, keyboards: [String]) throws(CommandError) -> KeyboardSettings {
        var settings = KeyboardSettings(enabledKeyboards: keyboards)
        settings.languages = arguments.value("--languages").map { $0.split(separator: ",").map(String.init) } ?? []
        for assignment in arguments.allValues("--setting") {
            do { try settings.assign(assignment) } catch { throw .usage(error.message, usage: usage) }
        }
        return settings
    }

    static func run(_ arguments: ParsedArguments, output: inout Output) throws(CommandError) {
        let keyboards = arguments.value("--keyboards").map {
            $0.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        } ?? []
        if arguments.has("--keyboards"), keyboards.isEmpty || keyboards.contains(where: \.isEmpty) {
            throw .usage("'--keyboards' needs layout ids or locales separated by commas", usage: usage)
        }
        guard let layout = arguments.value("--layout") ?? keyboards.first else { throw .usage("'--layout' is required", usage: usage) }
        let hardware = arguments.value("--hardware")
        guard arguments.positionals.count == (hardware == nil ? 1 : 0) else {
            throw .usage(hardware == nil ? "give the KEYS to type as one argument" : "give KEYS or --hardware, not both", usage: usage)
        }
        var strokes: [KeySequence.Stroke] = []
        if let hardware {
            do { strokes = try KeySequence(parsing: hardware).strokes } catch { throw .usage(error.description, usage: usage) }
        }
        let format = try LayoutOptions.outputFormat(arguments, usage: usage)
        let catalog = try LayoutOptions.catalog(arguments, output: &output)
        var traits = TextInputTraits()
        for assignment in arguments.allValues("--set") { try TraitsCommand.set(assignment, in: &traits, usage: usage) }
        if let type = try LayoutOptions.trait(KeyboardType.self, "--keyboard-type", arguments, usage: usage) { traits.keyboardType = type }
        for id in keyboards {
            do { _ = try catalog.resolve(KeyboardRequest(layout: id, device: "iphone-classic")) } catch {
                throw .resolution(error, usage: usage)
            }
        }
        // The screen of the classic iPhone; the keyboard's place on it does not matter here.
        // The user's text replacements are read from the user-data folder; nothing typed is kept.
        let storage = MemoryStorage()
        let replacements = try ReplacementsCommand.stored(in: ReplacementsCommand.folder(arguments))
        if !replacements.isEmpty { try? storage.setData(replacements.encoded(), forKey: TextReplacements.storageKey) }
        let session = KeyboardSession(catalog: catalog, registry: BuiltInInputMethods.registry,
                                      keyboards: keyboards.isEmpty ? [layout] : keyboards,
                                      device: "iphone-classic", screen: Size(width: 320, height: 480), storage: { _ in storage })
        session.settings = try settings(arguments, keyboards: keyboards.isEmpty ? [layout] : keyboards)
        if !keyboards.isEmpty && keyboards.first != layout { session.showLayout(layout) }
        let container = TextContainer(kind: .multiLine, traits: traits)
        do { try session.focus(container, textLayout: MonospaceLayout(columns: 80)) } catch { throw .resolution(error, usage: usage) }
        // An input method that cannot start (its model unreadable) is an error, not Latin typing;
        // word lists that cannot be read leave the words uncorrected, with a warning.
        var warned: Set<KeyboardSessionError> = []
        func checkHost() throws(CommandError) {
            guard let problem = session.state.problem else { return }
            guard case .lexiconUnavailable = problem else { throw .failure(problem.description) }
            if warned.insert(problem).inserted { output.standardError += "softkbd: warning: \(problem); words are not corrected\n" }
        }
        try checkHost()
        if hardware != nil {
            for stroke in strokes { session.pressHardwareKey(KeyInput(hardware: stroke)) }
        } else {
            let script: KeyScript
            do { script = try KeyScript(arguments.positionals[0]) } catch { throw .usage(error.message, usage: usage) }
            do { try session.play(script) } catch {
                guard let missing = error.missingKeyboard else { throw .failure(error.message) }
                let enabled = (session.settings.enabledKeyboards + [missing]).joined(separator: ",")
                throw .failure(error.message + " (enable it: --keyboards \(enabled))")
            }
        }
        try checkHost()
        let marked = container.markedText
        let candidates = session.state.candidates.prefix(10).map(\.text)
        if format == "json" {
            let suggestions = session.state.suggestions.map { Result.Entry(text: $0.text, kind: $0.kind.rawValue,
                                                                           isAutocorrection: $0.isAutocorrection) }
            output.write(try jsonText(Result(text: container.text, marked: marked, candidates: candidates,
                                             followOns: session.state.followOns, suggestions: suggestions,
                                              state: SessionStateJSON(session.state))))
        } else {
            var lines = [container.text]
            if let marked { lines.append("marked: \(marked)") }
            if !candidates.isEmpty {
                lines.append("candidates: " + candidates.enumerated().map { "\($0.offset + 1) \($0.element)" }.joined(separator: "  "))
            }
            if !session.state.followOns.isEmpty { lines.append("follow-ons: " + session.state.followOns.joined(separator: " ")) }
            if !session.state.suggestions.isEmpty {
                lines.append("suggestions: " + session.state.suggestions.map(\.description).joined(separator: "  "))
            }
            // What a program or a layout made is text from a file: no escape sequence reaches the terminal.
            output.write(lines.joined(separator: "\n").escapingControlCharacters(keeping: ["\n", "\t"]))
        }
    }
}
