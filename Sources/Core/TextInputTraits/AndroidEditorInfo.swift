/// The parts of Android's `EditorInfo` that carry input traits: `inputType`, `imeOptions` and
/// `actionLabel`, with the platform's constants.
///
/// ```swift
/// let info = AndroidEditorInfo(
///     inputType: AndroidEditorInfo.InputType.classText | AndroidEditorInfo.InputType.textVariationEmailAddress,
///     imeOptions: AndroidEditorInfo.IMEOptions.actionSend)
/// TextInputTraits(info).keyboardType   // .emailAddress
/// ```
///
/// Values are the bit patterns of Android's 32-bit `int` fields as unsigned numbers, so
/// `IME_FLAG_FORCE_ASCII` is `0x8000_0000`.
public struct AndroidEditorInfo: Hashable, Sendable, Codable {
    /// `EditorInfo.inputType`: class (bits 0–3), variation (bits 4–11), flags (bits 12–23).
    public var inputType: UInt32
    /// `EditorInfo.imeOptions`: the action (bits 0–7) and flags.
    public var imeOptions: UInt32
    /// `EditorInfo.actionLabel`: a custom title for the action key, if any.
    public var actionLabel: String?

    public init(inputType: UInt32, imeOptions: UInt32 = 0, actionLabel: String? = nil) {
        self.inputType = inputType
        self.imeOptions = imeOptions
        self.actionLabel = actionLabel
    }

    /// `android.text.InputType` constants.
    public enum InputType {
        public static let maskClass: UInt32 = 0x0000_000F
        public static let maskVariation: UInt32 = 0x0000_0FF0
        public static let maskFlags: UInt32 = 0x00FF_F000

        /// `TYPE_NULL`: no rich editor; the keyboard sends key events.
        public static let null: UInt32 = 0
        public static let classText: UInt32 = 0x1
        public static let classNumber: UInt32 = 0x2
        public static let classPhone: UInt32 = 0x3
        public static let classDatetime: UInt32 = 0x4

        public static let textVariationNormal: UInt32 = 0x00
        public static let textVariationURI: UInt32 = 0x10
        public static let textVariationEmailAddress: UInt32 = 0x20
        public static let textVariationEmailSubject: UInt32 = 0x30
        public static let textVariationShortMessage: UInt32 = 0x40
        public static let textVariationLongMessage: UInt32 = 0x50
        public static let textVariationPersonName: UInt32 = 0x60
        public static let textVariationPostalAddress: UInt32 = 0x70
        public static let textVariationPassword: UInt32 = 0x80
        public static let textVariationVisiblePassword: UInt32 = 0x90
        public static let textVariationWebEditText: UInt32 = 0xA0
        public static let textVariationFilter: UInt32 = 0xB0
        public static let textVariationPhonetic: UInt32 = 0xC0
        public static let textVariationWebEmailAddress: UInt32 = 0xD0
        public static let textVariationWebPassword: UInt32 = 0xE0

        public static let textFlagCapCharacters: UInt32 = 0x1000
        public static let textFlagCapWords: UInt32 = 0x2000
        public static let textFlagCapSentences: UInt32 = 0x4000
        public static let textFlagAutoCorrect: UInt32 = 0x8000
        public static let textFlagAutoComplete: UInt32 = 0x1_0000
        public static let textFlagMultiLine: UInt32 = 0x2_0000
        public static let textFlagIMEMultiLine: UInt32 = 0x4_0000
        public static let textFlagNoSuggestions: UInt32 = 0x8_0000
        public static let textFlagEnableTextConversionSuggestions: UInt32 = 0x10_0000
        public static let textFlagEnableTextSuggestionSelected: UInt32 = 0x20_0000

        public static let numberVariationNormal: UInt32 = 0x00
        public static let numberVariationPassword: UInt32 = 0x10
        public static let numberFlagSigned: UInt32 = 0x1000
        public static let numberFlagDecimal: UInt32 = 0x2000

        public static let datetimeVariationNormal: UInt32 = 0x00
        public static let datetimeVariationDate: UInt32 = 0x10
        public static let datetimeVariationTime: UInt32 = 0x20
    }

    /// `EditorInfo.imeOptions` constants.
    public enum IMEOptions {
        public static let maskAction: UInt32 = 0x0000_00FF

        public static let actionUnspecified: UInt32 = 0
        public static let actionNone: UInt32 = 1
        public static let actionGo: UInt32 = 2
        public static let actionSearch: UInt32 = 3
        public static let actionSend: UInt32 = 4
        public static let actionNext: UInt32 = 5
        public static let actionDone: UInt32 = 6
        public static let actionPrevious: UInt32 = 7

        public static let flagNoPersonalizedLearning: UInt32 = 0x0100_0000
        public static let flagNoFullscreen: UInt32 = 0x0200_0000
        public static let flagNavigatePrevious: UInt32 = 0x0400_0000
        public static let flagNavigateNext: UInt32 = 0x0800_0000
        public static let flagNoExtractUI: UInt32 = 0x1000_0000
        public static let flagNoAccessoryAction: UInt32 = 0x2000_0000
        public static let flagNoEnterAction: UInt32 = 0x4000_0000
        public static let flagForceASCII: UInt32 = 0x8000_0000
    }
}
