import CommandLineInterface
import EditDistance
import Foundation
import TextInputTraits

/// `softkbd traits`: the traits of a text container, from HTML, from Android's `EditorInfo`,
/// or from the defaults, printed as JSON.
enum TraitsCommand: Command {
    static let name = "traits"
    static let abstract = "Print a text container's input traits as JSON."
    static let discussion = """
        Traits come from an HTML form control (as WebKit on iOS reads it), from an Android
        EditorInfo (inputType and imeOptions, as AOSP and Chromium read them), or from the
        UIKit defaults; --set then changes single properties. Trait names and values are
        UIKit's Swift spellings, matched without regard to case.

        EXAMPLES:
          softkbd traits --html '<input type="email" enterkeyhint="send">'
          softkbd traits --html '<input type="search">' --form-action /find
          softkbd traits --android-input-type 0x21 --ime-options 0x6
          softkbd traits --set keyboardType=url --set returnKeyType=GO --print android
        """

    static let options: [OptionSpec] = [
        OptionSpec(name: "--html", valueName: "HTML",
                   help: "An HTML form control, e.g. '<input type=url>'; it may sit\ninside a '<form action=…>' tag."),
        OptionSpec(name: "--form-action", valueName: "URL",
                   help: "Place the control in a form with this action (WebKit\nthen offers 'go', or 'search' for search fields)."),
        OptionSpec(name: "--android-input-type", valueName: "N", help: "Android EditorInfo.inputType (decimal or 0x hex)."),
        OptionSpec(name: "--ime-options", valueName: "N", help: "Android EditorInfo.imeOptions (decimal or 0x hex)."),
        OptionSpec(name: "--action-label", valueName: "TEXT", help: "Android EditorInfo.actionLabel."),
        OptionSpec(name: "--set", valueName: "NAME=VALUE", repeatable: true,
                   help: "Set one trait, e.g. keyboardType=URL, isSecureTextEntry=true,\npasswordRules='required: digit; minlength: 6'."),
        OptionSpec(name: "--print", valueName: "WHAT",
                   help: "traits (default), android (the EditorInfo for the traits),\nchromium (the EditorInfo Chromium gives the --html " +
                         "control),\nor behavior (what a keyboard derives from them)."),
    ]

    static func run(_ arguments: ParsedArguments, output: inout Output) throws(CommandError) {
        var traits = try source(arguments)
        if let html = arguments.value("--html") {
            output.standardError += TextInputTraits.warnings(inHTML: html).map { "softkbd: warning: \($0)\n" }.joined()
        }
        for assignment in arguments.allValues("--set") {
            try set(assignment, in: &traits)
        }
        switch arguments.value("--print")?.lowercased() ?? "traits" {
        case "traits": output.write(try jsonText(traits))
        case "android": output.write(try jsonText(AndroidEditorInfo.Summary(traits.androidEditorInfo)))
        case "chromium":
            guard let html = arguments.value("--html") else {
                throw .usage("'--print chromium' needs '--html'", usage: usage)
            }
            let form = arguments.value("--form-action").map { HTMLElement(tagName: "form", attributes: ["action": $0]) }
            do {
                output.write(try jsonText(AndroidEditorInfo.Summary(try AndroidEditorInfo(html: html, form: form))))
            } catch {
                throw .failure("cannot read --html: \(error)")
            }
        case "behavior", "behaviour": output.write(try jsonText(TextInputTraits.Behavior(traits)))
        case let other:
            throw .usage("unknown value '\(other)' for '--print'\(didYouMean(other, in: ["traits", "android", "chromium", "behavior"])); " +
                         "expected traits, android, chromium or behavior", usage: usage)
        }
    }

    /// The traits before `--set`: from HTML, from Android, or the defaults.
    static func source(_ arguments: ParsedArguments) throws(CommandError) -> TextInputTraits {
        let html = arguments.value("--html")
        let androidType = arguments.value("--android-input-type")
        if html != nil, androidType != nil {
            throw .usage("give either '--html' or '--android-input-type', not both", usage: usage)
        }
        if html == nil, arguments.has("--form-action") {
            throw .usage("'--form-action' needs '--html'", usage: usage)
        }
        if androidType == nil, arguments.has("--ime-options") || arguments.has("--action-label") {
            throw .usage("'--ime-options' and '--action-label' need '--android-input-type'", usage: usage)
        }
        if let html {
            let form = arguments.value("--form-action").map { HTMLElement(tagName: "form", attributes: ["action": $0]) }
            do {
                return try TextInputTraits(html: html, form: form)
            } catch {
                throw .failure("cannot read --html: \(error)")
            }
        }
        if let androidType {
            let inputType = try bitPattern(androidType, option: "--android-input-type")
            let imeOptions = try arguments.value("--ime-options").map { value throws(CommandError) in
                try bitPattern(value, option: "--ime-options")
            } ?? 0
            return TextInputTraits(androidInputType: inputType, imeOptions: imeOptions, actionLabel: arguments.value("--action-label"))
        }
        return TextInputTraits()
    }

    static func bitPattern(_ text: String, option: String) throws(CommandError) -> UInt32 {
        guard let value = parseBitPattern(text) else {
            throw .usage("invalid value '\(text)' for '\(option)': expected a 32-bit number in decimal or 0x hex", usage: usage)
        }
        return value
    }

    /// Applies `NAME=VALUE` by re-decoding the traits with that one JSON value replaced, so
    /// every property is settable through the same Codable rules the JSON output follows.
    static func set(_ assignment: String, in traits: inout TextInputTraits, usage: String = TraitsCommand.usage) throws(CommandError) {
        guard assignment.contains("=") else { throw .usage("'--set' needs NAME=VALUE, found '\(assignment)'", usage: usage) }
        do { try traits.assign(assignment) } catch { throw .usage(error.message, usage: usage) }
    }
}
