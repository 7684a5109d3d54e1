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
        OptionSpec(name: "--html", valueName: "HTML", help: "An HTML form control, e.g. '<input type=url>'; it may sit\ninside a '<form action=…>' tag."),
        OptionSpec(name: "--form-action", valueName: "URL", help: "Place the control in a form with this action (WebKit\nthen offers 'go', or 'search' for search fields)."),
        OptionSpec(name: "--android-input-type", valueName: "N", help: "Android EditorInfo.inputType (decimal or 0x hex)."),
        OptionSpec(name: "--ime-options", valueName: "N", help: "Android EditorInfo.imeOptions (decimal or 0x hex)."),
        OptionSpec(name: "--action-label", valueName: "TEXT", help: "Android EditorInfo.actionLabel."),
        OptionSpec(name: "--set", valueName: "NAME=VALUE", repeatable: true, help: "Set one trait, e.g. keyboardType=URL, isSecureTextEntry=true,\npasswordRules='required: digit; minlength: 6'."),
        OptionSpec(name: "--print", valueName: "WHAT", help: "traits (default), android (the EditorInfo for the traits),\nchromium (the EditorInfo Chromium gives the --html control),\nor behavior (what a keyboard derives from them)."),
    ]

    static func run(_ arguments: ParsedArguments, output: inout Output) throws(CommandError) {
        var traits = try source(arguments)
        if let html = arguments.value("--html") { output.standardError += htmlWarnings(html).map { "softkbd: warning: \($0)\n" }.joined() }
        for assignment in arguments.allValues("--set") {
            try set(assignment, in: &traits)
        }
        switch arguments.value("--print")?.lowercased() ?? "traits" {
        case "traits": output.write(try jsonText(traits))
        case "android": output.write(try jsonText(AndroidSummary(traits.androidEditorInfo)))
        case "chromium":
            guard let html = arguments.value("--html") else {
                throw .usage("'--print chromium' needs '--html'", usage: usage)
            }
            let form = arguments.value("--form-action").map { HTMLElement(tagName: "form", attributes: ["action": $0]) }
            do {
                output.write(try jsonText(AndroidSummary(try AndroidEditorInfo(html: html, form: form))))
            } catch {
                throw .failure("cannot read --html: \(error)")
            }
        case "behavior", "behaviour": output.write(try jsonText(BehaviorSummary(traits)))
        case let other:
            throw .usage("unknown value '\(other)' for '--print'\(didYouMean(other, in: ["traits", "android", "chromium", "behavior"])); expected traits, android, chromium or behavior", usage: usage)
        }
    }

    /// What HTML ignores without a word and a user should hear: an `autocomplete` value that
    /// is not valid (the content type is then missing), with did-you-mean.
    static func htmlWarnings(_ html: String) -> [String] {
        guard let (element, _) = try? TextInputTraits.control(inHTML: html), let value = element.attributes["autocomplete"] else { return [] }
        do {
            _ = try Autofill(attribute: value)
            return []
        } catch {
            return ["autocomplete '\(value)' is ignored: \(error)"]
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
            let imeOptions = try arguments.value("--ime-options").map { value throws(CommandError) in try bitPattern(value, option: "--ime-options") } ?? 0
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

/// The Android `EditorInfo` for a set of traits, with the constants spelled out.
struct AndroidSummary: Encodable {
    var inputType: String
    var inputTypeConstants: [String]
    var imeOptions: String
    var imeOptionsConstants: [String]
    var actionLabel: String?

    init(_ info: AndroidEditorInfo) {
        inputType = hex(info.inputType)
        imeOptions = hex(info.imeOptions)
        actionLabel = info.actionLabel
        inputTypeConstants = AndroidNames.inputType(info.inputType)
        imeOptionsConstants = AndroidNames.imeOptions(info.imeOptions)
    }

    func encode(to encoder: any Encoder) throws {
        enum Keys: String, CodingKey { case inputType, inputTypeConstants, imeOptions, imeOptionsConstants, actionLabel }
        var c = encoder.container(keyedBy: Keys.self)
        try c.encode(inputType, forKey: .inputType)
        try c.encode(inputTypeConstants, forKey: .inputTypeConstants)
        try c.encode(imeOptions, forKey: .imeOptions)
        try c.encode(imeOptionsConstants, forKey: .imeOptionsConstants)
        try c.encode(actionLabel, forKey: .actionLabel)
    }
}

func hex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16)
    return "0x" + String(repeating: "0", count: max(0, 8 - digits.count)) + digits
}

/// What a keyboard derives from a set of traits.
struct BehaviorSummary: Encodable {
    var returnKeyEnabledWhenEmpty: Bool
    var returnKeyEnabledWithText: Bool
    var hasReturnKey: Bool
    var isLearningAllowed: Bool
    var areSuggestionsAllowed: Bool
    var isAutocorrectionEnabled: Bool
    var isSpellCheckingEnabled: Bool
    var areSmartQuotesEnabled: Bool
    var areSmartDashesEnabled: Bool
    var isSmartInsertDeleteEnabled: Bool
    var isInlinePredictionEnabled: Bool
    var effectiveAutocapitalizationType: AutocapitalizationType
    var requiresASCII: Bool

    init(_ traits: TextInputTraits) {
        returnKeyEnabledWhenEmpty = traits.isReturnKeyEnabled(forText: "")
        returnKeyEnabledWithText = traits.isReturnKeyEnabled(forText: "x")
        hasReturnKey = traits.keyboardType.hasReturnKey
        isLearningAllowed = traits.isLearningAllowed
        areSuggestionsAllowed = traits.areSuggestionsAllowed
        isAutocorrectionEnabled = traits.isAutocorrectionEnabled
        isSpellCheckingEnabled = traits.isSpellCheckingEnabled
        areSmartQuotesEnabled = traits.areSmartQuotesEnabled
        areSmartDashesEnabled = traits.areSmartDashesEnabled
        isSmartInsertDeleteEnabled = traits.isSmartInsertDeleteEnabled
        isInlinePredictionEnabled = traits.isInlinePredictionEnabled
        effectiveAutocapitalizationType = traits.effectiveAutocapitalizationType
        requiresASCII = traits.keyboardType.requiresASCII
    }
}

/// Android constant names for printing.
enum AndroidNames {
    typealias T = AndroidEditorInfo.InputType
    typealias O = AndroidEditorInfo.IMEOptions

    static func inputType(_ value: UInt32) -> [String] {
        let cls = value & T.maskClass, variation = value & T.maskVariation, flags = value & T.maskFlags
        var names: [String] = []
        switch cls {
        case T.null: return value == 0 ? ["TYPE_NULL"] : ["TYPE_NULL", hex(value)]
        case T.classText:
            names.append("TYPE_CLASS_TEXT")
            let variations = ["NORMAL", "URI", "EMAIL_ADDRESS", "EMAIL_SUBJECT", "SHORT_MESSAGE", "LONG_MESSAGE", "PERSON_NAME",
                              "POSTAL_ADDRESS", "PASSWORD", "VISIBLE_PASSWORD", "WEB_EDIT_TEXT", "FILTER", "PHONETIC",
                              "WEB_EMAIL_ADDRESS", "WEB_PASSWORD"]
            let v = Int(variation >> 4)
            if v != 0 { names.append(v < variations.count ? "TYPE_TEXT_VARIATION_\(variations[v])" : "variation \(hex(variation))") }
            let flagNames: [(UInt32, String)] = [
                (T.textFlagCapCharacters, "CAP_CHARACTERS"), (T.textFlagCapWords, "CAP_WORDS"), (T.textFlagCapSentences, "CAP_SENTENCES"),
                (T.textFlagAutoCorrect, "AUTO_CORRECT"), (T.textFlagAutoComplete, "AUTO_COMPLETE"), (T.textFlagMultiLine, "MULTI_LINE"),
                (T.textFlagIMEMultiLine, "IME_MULTI_LINE"), (T.textFlagNoSuggestions, "NO_SUGGESTIONS"),
                (T.textFlagEnableTextConversionSuggestions, "ENABLE_TEXT_CONVERSION_SUGGESTIONS"),
                (T.textFlagEnableTextSuggestionSelected, "ENABLE_TEXT_SUGGESTION_SELECTED"),
            ]
            names += flagNames.filter { flags & $0.0 != 0 }.map { "TYPE_TEXT_FLAG_\($0.1)" }
        case T.classNumber:
            names.append("TYPE_CLASS_NUMBER")
            if variation == T.numberVariationPassword { names.append("TYPE_NUMBER_VARIATION_PASSWORD") }
            if flags & T.numberFlagSigned != 0 { names.append("TYPE_NUMBER_FLAG_SIGNED") }
            if flags & T.numberFlagDecimal != 0 { names.append("TYPE_NUMBER_FLAG_DECIMAL") }
        case T.classPhone:
            names.append("TYPE_CLASS_PHONE")
        case T.classDatetime:
            names.append("TYPE_CLASS_DATETIME")
            if variation == T.datetimeVariationDate { names.append("TYPE_DATETIME_VARIATION_DATE") }
            if variation == T.datetimeVariationTime { names.append("TYPE_DATETIME_VARIATION_TIME") }
        default:
            names.append("class \(cls)")
        }
        return names
    }

    static func imeOptions(_ value: UInt32) -> [String] {
        let actions = ["UNSPECIFIED", "NONE", "GO", "SEARCH", "SEND", "NEXT", "DONE", "PREVIOUS"]
        let action = Int(value & O.maskAction)
        var names = [action < actions.count ? "IME_ACTION_\(actions[action])" : "action \(action)"]
        let flagNames: [(UInt32, String)] = [
            (O.flagNoPersonalizedLearning, "NO_PERSONALIZED_LEARNING"), (O.flagNoFullscreen, "NO_FULLSCREEN"),
            (O.flagNavigatePrevious, "NAVIGATE_PREVIOUS"), (O.flagNavigateNext, "NAVIGATE_NEXT"),
            (O.flagNoExtractUI, "NO_EXTRACT_UI"), (O.flagNoAccessoryAction, "NO_ACCESSORY_ACTION"),
            (O.flagNoEnterAction, "NO_ENTER_ACTION"), (O.flagForceASCII, "FORCE_ASCII"),
        ]
        names += flagNames.filter { value & $0.0 != 0 }.map { "IME_FLAG_\($0.1)" }
        return names
    }
}
