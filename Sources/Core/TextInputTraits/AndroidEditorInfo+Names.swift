extension AndroidEditorInfo {
    /// `0x%08x`, as Android prints these fields.
    public static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16)
        return "0x" + String(repeating: "0", count: max(0, 8 - digits.count)) + digits
    }
}

extension AndroidEditorInfo.InputType {
    private typealias T = AndroidEditorInfo.InputType

    /// The constants an `inputType` is made of, as Android names them (`TYPE_CLASS_TEXT`,
    /// `TYPE_TEXT_VARIATION_EMAIL_ADDRESS`, `TYPE_TEXT_FLAG_NO_SUGGESTIONS` …); bits that name
    /// nothing are given in hex.
    public static func names(of value: UInt32) -> [String] {
        let hex = AndroidEditorInfo.hex
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

}

extension AndroidEditorInfo.IMEOptions {
    private typealias O = AndroidEditorInfo.IMEOptions

    /// The action and flags of an `imeOptions`, as Android names them (`IME_ACTION_GO`,
    /// `IME_FLAG_NO_ENTER_ACTION` …).
    public static func names(of value: UInt32) -> [String] {
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
