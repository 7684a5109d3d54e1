import Testing
import TextInputTraits
import _TestSupport

@Suite("Traits from and to Android EditorInfo")
struct TextInputTraitsAndroidTests {
    typealias T = AndroidEditorInfo.InputType
    typealias O = AndroidEditorInfo.IMEOptions

    static let keyboards: [(UInt32, KeyboardType, Bool)] = [
        (T.classText, .default, false),
        (T.classText | T.textVariationURI, .URL, false),
        (T.classText | T.textVariationEmailAddress, .emailAddress, false),
        (T.classText | T.textVariationWebEmailAddress, .emailAddress, false),
        (T.classText | T.textVariationShortMessage, .twitter, false),
        (T.classText | T.textVariationPersonName, .namePhonePad, false),
        (T.classText | T.textVariationPassword, .default, true),
        (T.classText | T.textVariationWebPassword, .default, true),
        (T.classText | T.textVariationVisiblePassword, .default, false),
        (T.classText | T.textVariationEmailSubject, .default, false),
        (T.classText | T.textVariationLongMessage, .default, false),
        (T.classText | T.textVariationWebEditText, .default, false),
        (T.classText | T.textVariationFilter, .default, false),
        (T.classText | T.textVariationPhonetic, .default, false),
        (T.classText | T.textVariationPostalAddress, .default, false),
        (T.classNumber, .numberPad, false),
        (T.classNumber | T.numberFlagDecimal, .decimalPad, false),
        (T.classNumber | T.numberFlagSigned, .numbersAndPunctuation, false),
        (T.classNumber | T.numberFlagSigned | T.numberFlagDecimal, .numbersAndPunctuation, false),
        (T.classNumber | T.numberVariationPassword, .numberPad, true),
        (T.classPhone, .phonePad, false),
        (T.classDatetime, .numbersAndPunctuation, false),
        (T.classDatetime | T.datetimeVariationDate, .numbersAndPunctuation, false),
        (T.classDatetime | T.datetimeVariationTime, .numbersAndPunctuation, false),
        (T.null, .default, false),
        (0x9, .default, false), // an unknown class is read as text
    ]

    @Test("inputType class and variation pick the keyboard and secure entry", arguments: keyboards)
    func keyboard(inputType: UInt32, keyboard: KeyboardType, secure: Bool) {
        let traits = TextInputTraits(androidInputType: inputType)
        #expect(traits.keyboardType == keyboard)
        #expect(traits.isSecureTextEntry == secure)
    }

    @Test("the acceptance example: 0x21 with 0x6 is an e-mail keyboard with Done")
    func acceptance() {
        let traits = TextInputTraits(androidInputType: 0x21, imeOptions: 0x6)
        #expect(traits.keyboardType == .emailAddress)
        #expect(traits.returnKeyType == .done)
        #expect(traits.autocapitalizationType == .none)
        #expect(traits.autocorrectionType == .no)
    }

    @Test("variations that carry meaning become content types")
    func contentTypes() {
        #expect(TextInputTraits(androidInputType: T.classText | T.textVariationPostalAddress).textContentType == .fullStreetAddress)
        #expect(TextInputTraits(androidInputType: T.classText | T.textVariationVisiblePassword).textContentType == .password)
        #expect(TextInputTraits(androidInputType: T.classDatetime).textContentType == .dateTime)
        #expect(TextInputTraits(androidInputType: T.classText).textContentType == nil)
    }

    @Test("capitalisation flags: characters over words over sentences; none without a flag", arguments: [
        (UInt32(0), AutocapitalizationType.none), (T.textFlagCapSentences, .sentences), (T.textFlagCapWords, .words),
        (T.textFlagCapCharacters, .allCharacters), (T.textFlagCapWords | T.textFlagCapSentences, .words),
        (T.textFlagCapCharacters | T.textFlagCapWords, .allCharacters),
    ])
    func capitalisation(flags: UInt32, expected: AutocapitalizationType) {
        #expect(TextInputTraits(androidInputType: T.classText | flags).autocapitalizationType == expected)
        // Capitalisation flags mean nothing outside the text class.
        #expect(TextInputTraits(androidInputType: T.classNumber | flags).autocapitalizationType == .none)
    }

    @Test("AUTO_CORRECT turns correction on; NO_SUGGESTIONS turns correction, spelling and prediction off and wins")
    func correction() {
        #expect(TextInputTraits(androidInputType: T.classText | T.textFlagAutoCorrect).autocorrectionType == .yes)
        #expect(TextInputTraits(androidInputType: T.classText).autocorrectionType == .no)
        let none = TextInputTraits(androidInputType: T.classText | T.textFlagAutoCorrect | T.textFlagNoSuggestions)
        #expect(none.autocorrectionType == .no && none.spellCheckingType == .no && none.inlinePredictionType == .no)
        #expect(!none.areSuggestionsAllowed)
    }

    @Test("actions pick the return key", arguments: [
        (O.actionUnspecified, ReturnKeyType.default), (O.actionNone, .default), (O.actionGo, .go), (O.actionSearch, .search),
        (O.actionSend, .send), (O.actionNext, .next), (O.actionDone, .done), (O.actionPrevious, .default), (UInt32(0x42), .default),
        (O.actionGo | O.flagNoEnterAction, .default),
    ])
    func actions(options: UInt32, key: ReturnKeyType) {
        #expect(TextInputTraits(androidInputType: T.classText, imeOptions: options).returnKeyType == key)
    }

    @Test("an action label that is a UIKit title picks that return key; others are ignored")
    func actionLabels() {
        #expect(TextInputTraits(androidInputType: T.classText, actionLabel: "Join").returnKeyType == .join)
        #expect(TextInputTraits(androidInputType: T.classText, actionLabel: "emergency call").returnKeyType == .emergencyCall)
        #expect(TextInputTraits(androidInputType: T.classText, imeOptions: O.actionSearch, actionLabel: "Google").returnKeyType == .google)
        #expect(TextInputTraits(androidInputType: T.classText, imeOptions: O.actionSend, actionLabel: "Pay").returnKeyType == .send)
    }

    @Test("FORCE_ASCII and NO_PERSONALIZED_LEARNING")
    func flags() {
        #expect(TextInputTraits(androidInputType: T.classText, imeOptions: O.flagForceASCII).keyboardType == .asciiCapable)
        #expect(TextInputTraits(androidInputType: T.classNumber, imeOptions: O.flagForceASCII).keyboardType == .asciiCapableNumberPad)
        #expect(TextInputTraits(androidInputType: T.classText | T.textVariationURI, imeOptions: O.flagForceASCII).keyboardType == .URL)
        let incognito = TextInputTraits(androidInputType: T.classText, imeOptions: O.flagNoPersonalizedLearning)
        #expect(!incognito.allowsPersonalizedLearning && !incognito.isLearningAllowed)
    }

    /// Every inputType/imeOptions pair both models can express.
    static var canonical: [AndroidEditorInfo] {
        var result: [AndroidEditorInfo] = []
        let textVariations = [T.textVariationNormal, T.textVariationURI, T.textVariationEmailAddress, T.textVariationShortMessage,
                              T.textVariationPersonName, T.textVariationPostalAddress, T.textVariationPassword,
                              T.textVariationVisiblePassword]
        let capFlags = [0, T.textFlagCapSentences, T.textFlagCapWords, T.textFlagCapCharacters]
        let correctionFlags = [0, T.textFlagAutoCorrect, T.textFlagNoSuggestions]
        var inputTypes: [UInt32] = []
        for variation in textVariations {
            for cap in capFlags {
                for correction in correctionFlags { inputTypes.append(T.classText | variation | cap | correction) }
            }
        }
        inputTypes += [T.classNumber, T.classNumber | T.numberFlagDecimal, T.classNumber | T.numberFlagSigned | T.numberFlagDecimal,
                       T.classNumber | T.numberVariationPassword, T.classNumber | T.numberVariationPassword | T.numberFlagDecimal,
                       T.classNumber | T.numberVariationPassword | T.numberFlagSigned | T.numberFlagDecimal, T.classPhone, T.classDatetime]
        let actions = [O.actionUnspecified, O.actionGo, O.actionSearch, O.actionSend, O.actionNext, O.actionDone]
        for inputType in inputTypes {
            for action in actions {
                for learning in [0, O.flagNoPersonalizedLearning] {
                    result.append(AndroidEditorInfo(inputType: inputType, imeOptions: action | learning))
                }
            }
            for label in ["join", "route", "continue", "emergency call"] {
                result.append(AndroidEditorInfo(inputType: inputType, imeOptions: O.actionUnspecified, actionLabel: label))
            }
            result.append(AndroidEditorInfo(inputType: inputType, imeOptions: O.actionSearch, actionLabel: "Google"))
            result.append(AndroidEditorInfo(inputType: inputType, imeOptions: O.actionSearch, actionLabel: "Yahoo"))
        }
        let asciiText = [T.classText, T.classText | T.textFlagCapSentences | T.textFlagAutoCorrect]
        result += asciiText.map { AndroidEditorInfo(inputType: $0, imeOptions: O.flagForceASCII) }
        result.append(AndroidEditorInfo(inputType: T.classNumber, imeOptions: O.actionDone | O.flagForceASCII))
        return result
    }

    @Test("Android → traits → Android gives back every value both models share")
    func androidRoundTrip() {
        let cases = Self.canonical
        #expect(cases.count > 1_000)
        for info in cases {
            #expect(TextInputTraits(info).androidEditorInfo == info, "\(info)")
        }
    }

    @Test("traits → Android → traits keeps keyboard type (but webSearch, and secure ones), return key and secure entry")
    func traitsRoundTrip() {
        for keyboard in KeyboardType.allCases {
            for key in ReturnKeyType.allCases {
                for secure in [false, true] {
                    var traits = TextInputTraits()
                    traits.keyboardType = keyboard
                    traits.returnKeyType = key
                    traits.isSecureTextEntry = secure
                    let back = TextInputTraits(traits.androidEditorInfo)
                    #expect(back.returnKeyType == (keyboard == .webSearch && key == .default ? .search : key),
                            "\(keyboard) \(key) \(secure)")
                    #expect(back.isSecureTextEntry == secure)
                    // Android has numeric and text passwords, no phone, URL or e-mail ones.
                    let expectedKeyboard: KeyboardType =
                        keyboard == .webSearch ? .default
                        : secure && keyboard == .phonePad ? .numberPad
                        : secure && [.URL, .emailAddress, .twitter, .namePhonePad].contains(keyboard) ? .default
                        : keyboard
                    #expect(back.keyboardType == expectedKeyboard, "\(keyboard) \(key) \(secure)")
                }
            }
        }
    }

    @Test("content types choose the variation when the keyboard is the default one", arguments: [
        (TextContentType.URL, T.classText | T.textVariationURI),
        (.emailAddress, T.classText | T.textVariationEmailAddress),
        (.givenName, T.classText | T.textVariationPersonName),
        (.postalCode, T.classText | T.textVariationPostalAddress),
        (.newPassword, T.classText | T.textVariationVisiblePassword),
        (.telephoneNumber, T.classPhone),
        (.oneTimeCode, T.classNumber),
        (.birthdate, T.classDatetime | T.datetimeVariationDate),
        (.dateTime, T.classDatetime),
        (.flightNumber, T.classText),
    ])
    func contentToVariation(type: TextContentType, expected: UInt32) {
        var traits = TextInputTraits()
        traits.textContentType = type
        traits.autocapitalizationType = .none
        traits.autocorrectionType = .no
        #expect(traits.androidEditorInfo.inputType == expected)
    }

    @Test("default traits ask Android for sentence caps and correction, no action")
    func defaults() {
        let info = TextInputTraits().androidEditorInfo
        #expect(info == AndroidEditorInfo(inputType: T.classText | T.textFlagCapSentences | T.textFlagAutoCorrect, imeOptions: 0))
    }

    @Test("for any inputType and imeOptions, mapping the traits to Android and back changes nothing more", .timeLimit(.minutes(2)))
    func idempotent() {
        var generator = SeededGenerator.fromEnvironment(fallback: 0xA11D_0001)
        for _ in 0..<20_000 {
            // Half the time any 32 bits; otherwise a real class (or an unknown one), any
            // variation and flags, and an action with flags.
            let inputType: UInt32 = Bool.random(using: &generator)
                ? UInt32.random(in: 0...UInt32.max, using: &generator)
                : UInt32.random(in: 0...5, using: &generator) | (UInt32.random(in: 0...15, using: &generator) << 4)
                    | (UInt32.random(in: 0...0xFFF, using: &generator) << 12)
            let imeOptions: UInt32 = Bool.random(using: &generator)
                ? UInt32.random(in: 0...UInt32.max, using: &generator)
                : UInt32.random(in: 0...8, using: &generator) | (UInt32.random(in: 0...0xFF, using: &generator) << 24)
            let traits = TextInputTraits(androidInputType: inputType, imeOptions: imeOptions)
            #expect(TextInputTraits(traits.androidEditorInfo) == traits,
                    "inputType \(String(inputType, radix: 16)) imeOptions \(String(imeOptions, radix: 16))")
        }
    }
}

@Suite("Android's constant names")
struct AndroidEditorInfoNamesTests {
    @Test("an inputType and imeOptions as Android names them; unknown bits in hex")
    func names() {
        typealias T = AndroidEditorInfo.InputType
        #expect(AndroidEditorInfo.InputType.names(of: T.classText | T.textVariationEmailAddress | T.textFlagNoSuggestions)
                == ["TYPE_CLASS_TEXT", "TYPE_TEXT_VARIATION_EMAIL_ADDRESS", "TYPE_TEXT_FLAG_NO_SUGGESTIONS"])
        #expect(AndroidEditorInfo.InputType.names(of: 0) == ["TYPE_NULL"])
        #expect(AndroidEditorInfo.InputType.names(of: 0x0100_0000) == ["TYPE_NULL", "0x01000000"])
        #expect(AndroidEditorInfo.IMEOptions.names(of: 2 | AndroidEditorInfo.IMEOptions.flagNoEnterAction) == ["IME_ACTION_GO",
                                                                                                               "IME_FLAG_NO_ENTER_ACTION"])
        #expect(AndroidEditorInfo.hex(0x2A) == "0x0000002a")
    }
}
