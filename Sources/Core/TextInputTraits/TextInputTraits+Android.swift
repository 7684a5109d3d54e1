/// Traits from Android's `EditorInfo` and back, following AOSP and Chromium.
///
/// Android → traits (``init(androidInputType:imeOptions:actionLabel:)``), by `inputType` class:
///
/// - `TYPE_NULL`: default keyboard, no capitalisation, no correction.
/// - text (and unknown classes, as AOSP keyboards do), by variation: `URI` → `URL`,
///   `EMAIL_ADDRESS`/`WEB_EMAIL_ADDRESS` → `emailAddress`, `SHORT_MESSAGE` → `twitter`,
///   `PERSON_NAME` → `namePhonePad`, `POSTAL_ADDRESS` → content `fullStreetAddress`,
///   `PASSWORD`/`WEB_PASSWORD` → secure entry, `VISIBLE_PASSWORD` → content `password` without
///   secure entry, others → `default`. `CAP_CHARACTERS` > `CAP_WORDS` > `CAP_SENTENCES` > none.
///   `AUTO_CORRECT` → autocorrection `yes`, else `no`; `NO_SUGGESTIONS` → correction, spell
///   checking and inline prediction `no`.
/// - number: `numberPad`; `DECIMAL` → `decimalPad`; `SIGNED` → `numbersAndPunctuation` (a pad
///   has no minus); `PASSWORD` variation → secure entry (a secure number pad, decimal pad or
///   numbers keyboard maps back to it).
/// - phone: `phonePad`.
/// - datetime: `numbersAndPunctuation`, content `dateTime`.
///
/// Non-text classes never capitalise or correct. `imeOptions`: `GO`, `SEARCH`, `SEND`, `NEXT`,
/// `DONE` → that return key; `UNSPECIFIED`, `NONE`, `PREVIOUS` or `IME_FLAG_NO_ENTER_ACTION` →
/// `default`; an `actionLabel` equal to a UIKit title (`Join`, `Route`, `Continue`,
/// `Emergency Call`, `Google`, `Yahoo`) → that return key. `IME_FLAG_FORCE_ASCII` makes the
/// default keyboard `asciiCapable` and the number pad `asciiCapableNumberPad`;
/// `IME_FLAG_NO_PERSONALIZED_LEARNING` → ``TextInputTraits/allowsPersonalizedLearning`` `false`.
///
/// Traits → Android (``androidEditorInfo``) writes the same table backwards, choosing the
/// variation from the content type when the keyboard is the default one (`URL` → `URI`, name
/// types → `PERSON_NAME`, address types → `POSTAL_ADDRESS`, `password`/`newPassword` without
/// secure entry → `VISIBLE_PASSWORD`, `telephoneNumber` → phone class, `oneTimeCode` and card
/// numbers → number class, `birthdate…` → `DATETIME|DATE`, `dateTime` → datetime).
///
/// **Round trips.** Android → traits → Android gives back the same `inputType`, `imeOptions`
/// and label for every value the two models share (the tests enumerate them). It cannot for:
/// the web variations (`WEB_EDIT_TEXT`, `WEB_EMAIL_ADDRESS`, `WEB_PASSWORD` come back as their
/// plain forms), `EMAIL_SUBJECT`, `LONG_MESSAGE`, `FILTER`, `PHONETIC` (no UIKit equivalent:
/// they become normal text), `MULTI_LINE`, `IME_MULTI_LINE`, `AUTO_COMPLETE` and the two
/// conversion-suggestion flags (a container's line mode is not a trait), `SIGNED` without
/// `DECIMAL`, the date and time variations, `TYPE_NULL`, `IME_ACTION_NONE` and `PREVIOUS`
/// (UIKit has one plain return key; it comes back as `UNSPECIFIED`), custom action labels
/// that are not UIKit titles, and the flags about full-screen mode and field navigation.
/// Traits → Android → traits keeps every keyboard type but `webSearch` (Android says "search"
/// with the action, so it comes back as the default keyboard with a `search` return key when
/// the return key was `default`), every return key type, and secure entry; a secure phone pad
/// comes back as the number pad and secure letter keyboards other than `asciiCapable` as the
/// default one (Android has numeric and text passwords, no phone, URL or e-mail ones), and
/// the tri-state `.default` of autocorrection comes back as `.yes` (Android has two states).
extension TextInputTraits {
    /// Traits for an Android editor.
    public init(androidInputType inputType: UInt32, imeOptions: UInt32 = 0, actionLabel: String? = nil) {
        typealias T = AndroidEditorInfo.InputType
        typealias O = AndroidEditorInfo.IMEOptions
        self.init()
        let variation = inputType & T.maskVariation
        let flags = inputType & T.maskFlags
        let forceASCII = imeOptions & O.flagForceASCII != 0

        switch inputType & T.maskClass {
        case T.null:
            autocapitalizationType = .none
            autocorrectionType = .no
        case T.classNumber:
            isSecureTextEntry = variation == T.numberVariationPassword
            if flags & T.numberFlagSigned != 0 {
                keyboardType = .numbersAndPunctuation
            } else if flags & T.numberFlagDecimal != 0 {
                keyboardType = .decimalPad
            } else {
                keyboardType = forceASCII ? .asciiCapableNumberPad : .numberPad
            }
            autocapitalizationType = .none
            autocorrectionType = .no
        case T.classPhone:
            keyboardType = .phonePad
            autocapitalizationType = .none
            autocorrectionType = .no
        case T.classDatetime:
            keyboardType = .numbersAndPunctuation
            textContentType = .dateTime
            autocapitalizationType = .none
            autocorrectionType = .no
        default:
            switch variation {
            case T.textVariationURI: keyboardType = .URL
            case T.textVariationEmailAddress, T.textVariationWebEmailAddress: keyboardType = .emailAddress
            case T.textVariationShortMessage: keyboardType = .twitter
            case T.textVariationPersonName: keyboardType = .namePhonePad
            case T.textVariationPostalAddress: textContentType = .fullStreetAddress
            case T.textVariationPassword, T.textVariationWebPassword: isSecureTextEntry = true
            case T.textVariationVisiblePassword: textContentType = .password
            default: break
            }
            if forceASCII, keyboardType == .default { keyboardType = .asciiCapable }
            autocapitalizationType =
                flags & T.textFlagCapCharacters != 0 ? .allCharacters
                : flags & T.textFlagCapWords != 0 ? .words
                : flags & T.textFlagCapSentences != 0 ? .sentences
                : .none
            if flags & T.textFlagNoSuggestions != 0 {
                autocorrectionType = .no
                spellCheckingType = .no
                inlinePredictionType = .no
            } else {
                autocorrectionType = flags & T.textFlagAutoCorrect != 0 ? .yes : .no
            }
        }

        if imeOptions & O.flagNoEnterAction == 0 {
            switch imeOptions & O.maskAction {
            case O.actionGo: returnKeyType = .go
            case O.actionSearch: returnKeyType = .search
            case O.actionSend: returnKeyType = .send
            case O.actionNext: returnKeyType = .next
            case O.actionDone: returnKeyType = .done
            default: returnKeyType = .default
            }
            if let actionLabel,
                let labelled = Self.labelledReturnKeys.first(where: { $0.englishTitle.asciiLowercased == actionLabel.asciiLowercased }) {
                returnKeyType = labelled
            }
        }
        allowsPersonalizedLearning = imeOptions & O.flagNoPersonalizedLearning == 0
    }

    /// Traits for an Android `EditorInfo`.
    public init(_ info: AndroidEditorInfo) {
        self.init(androidInputType: info.inputType, imeOptions: info.imeOptions, actionLabel: info.actionLabel)
    }

    /// Return keys Android can only show through a custom `actionLabel`.
    private static let labelledReturnKeys: [ReturnKeyType] = [.join, .route, .continue, .emergencyCall, .google, .yahoo]

    /// The Android `EditorInfo` that asks an Android keyboard for these traits (see the table
    /// above for what cannot be expressed).
    public var androidEditorInfo: AndroidEditorInfo {
        typealias T = AndroidEditorInfo.InputType
        typealias O = AndroidEditorInfo.IMEOptions
        var inputType: UInt32
        var imeOptions: UInt32 = 0
        var isText = false

        if isSecureTextEntry {
            if keyboardType.isPad || keyboardType == .numbersAndPunctuation {
                inputType = T.classNumber | T.numberVariationPassword
                if keyboardType == .decimalPad { inputType |= T.numberFlagDecimal }
                if keyboardType == .numbersAndPunctuation { inputType |= T.numberFlagSigned | T.numberFlagDecimal }
            } else {
                inputType = T.classText | T.textVariationPassword
                isText = true
            }
        } else {
            switch keyboardType {
            case .numberPad, .asciiCapableNumberPad: inputType = T.classNumber
            case .decimalPad: inputType = T.classNumber | T.numberFlagDecimal
            case .phonePad: inputType = T.classPhone
            case .numbersAndPunctuation:
                inputType = textContentType == .dateTime ? T.classDatetime
                    : Self.birthdateTypes.contains(textContentType) ? T.classDatetime | T.datetimeVariationDate
                    : T.classNumber | T.numberFlagSigned | T.numberFlagDecimal
            case .URL: inputType = T.classText | T.textVariationURI; isText = true
            case .emailAddress: inputType = T.classText | T.textVariationEmailAddress; isText = true
            case .twitter: inputType = T.classText | T.textVariationShortMessage; isText = true
            case .namePhonePad: inputType = T.classText | T.textVariationPersonName; isText = true
            case .default, .asciiCapable, .webSearch:
                inputType = Self.androidInputType(forContent: textContentType)
                isText = inputType & T.maskClass == T.classText
            }
        }
        if isText {
            switch autocapitalizationType {
            case .none: break
            case .words: inputType |= T.textFlagCapWords
            case .sentences: inputType |= T.textFlagCapSentences
            case .allCharacters: inputType |= T.textFlagCapCharacters
            }
            if autocorrectionType == .no && spellCheckingType == .no && inlinePredictionType == .no {
                inputType |= T.textFlagNoSuggestions
            } else if autocorrectionType != .no {
                inputType |= T.textFlagAutoCorrect
            }
        }

        var actionLabel: String?
        switch returnKeyType {
        case .default: imeOptions = keyboardType == .webSearch ? O.actionSearch : O.actionUnspecified
        case .go: imeOptions = O.actionGo
        case .search: imeOptions = O.actionSearch
        case .send: imeOptions = O.actionSend
        case .next: imeOptions = O.actionNext
        case .done: imeOptions = O.actionDone
        case .google, .yahoo: imeOptions = O.actionSearch; actionLabel = returnKeyType.englishTitle
        case .join, .route, .continue, .emergencyCall: actionLabel = returnKeyType.englishTitle
        }
        if keyboardType == .asciiCapable || keyboardType == .asciiCapableNumberPad { imeOptions |= O.flagForceASCII }
        if !allowsPersonalizedLearning { imeOptions |= O.flagNoPersonalizedLearning }
        return AndroidEditorInfo(inputType: inputType, imeOptions: imeOptions, actionLabel: actionLabel)
    }

    private static let birthdateTypes: Set<TextContentType?> = [.birthdate, .birthdateDay, .birthdateMonth, .birthdateYear]

    private static func androidInputType(forContent content: TextContentType?) -> UInt32 {
        typealias T = AndroidEditorInfo.InputType
        switch content {
        case .URL?: return T.classText | T.textVariationURI
        case .emailAddress?: return T.classText | T.textVariationEmailAddress
        case .name?, .namePrefix?, .givenName?, .middleName?, .familyName?, .nameSuffix?, .nickname?:
            return T.classText | T.textVariationPersonName
        case .fullStreetAddress?, .streetAddressLine1?, .streetAddressLine2?, .addressCity?, .addressState?,
             .addressCityAndState?, .sublocality?, .postalCode?:
            return T.classText | T.textVariationPostalAddress
        case .password?, .newPassword?: return T.classText | T.textVariationVisiblePassword
        case .telephoneNumber?: return T.classPhone
        case .oneTimeCode?, .creditCardNumber?, .creditCardSecurityCode?: return T.classNumber
        case .dateTime?: return T.classDatetime
        case let type? where birthdateTypes.contains(type): return T.classDatetime | T.datetimeVariationDate
        default: return T.classText
        }
    }
}
