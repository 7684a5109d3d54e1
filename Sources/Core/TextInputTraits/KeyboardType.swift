/// The kind of keyboard a text container asks for, as UIKit's `UIKeyboardType`.
///
/// The keyboard type names the *purpose* of the input; the layout resolver turns it into keys
/// (a URL keyboard has `.`, `/` and `.com` in place of the wide space bar, a number pad has no
/// letters and no return key).
///
/// Raw values are UIKit's `NSInteger` values. The deprecated `UIKeyboardTypeAlphabet` is
/// accepted as the name `alphabet` and is ``asciiCapable`` (both have raw value 1).
public enum KeyboardType: Int, TraitEnumeration {
    /// The default keyboard of the current input method.
    case `default` = 0
    /// A keyboard that can enter ASCII characters; non-Latin layouts switch to their Latin companion.
    case asciiCapable = 1
    /// The standard keyboard opened on its numbers and punctuation layer.
    case numbersAndPunctuation = 2
    /// URL entry: `.`, `/` and `.com` are prominent; no space bar.
    case URL = 3
    /// Locale digits only, for PINs; no return key, no capitalisation.
    case numberPad = 4
    /// A telephone pad: 1–9, `*`, 0, `#`, letters under the digits; no return key.
    case phonePad = 5
    /// Letters whose number layer is a phone pad, for a person's name or number.
    case namePhonePad = 6
    /// E-mail entry: space, `@` and `.` are prominent.
    case emailAddress = 7
    /// A number pad with the locale's decimal separator; no return key.
    case decimalPad = 8
    /// Easy access to `@` and `#`.
    case twitter = 9
    /// The default keyboard with `.` beside the space bar, for search fields.
    case webSearch = 10
    /// A number pad that always produces ASCII digits 0–9.
    case asciiCapableNumberPad = 11

    /// UIKit's deprecated alias of ``asciiCapable``.
    @available(*, deprecated, renamed: "asciiCapable")
    public static var alphabet: KeyboardType { .asciiCapable }

    public static var aliases: [String: KeyboardType] { ["alphabet": .asciiCapable] }

    public var name: String {
        switch self {
        case .default: "default"
        case .asciiCapable: "asciiCapable"
        case .numbersAndPunctuation: "numbersAndPunctuation"
        case .URL: "URL"
        case .numberPad: "numberPad"
        case .phonePad: "phonePad"
        case .namePhonePad: "namePhonePad"
        case .emailAddress: "emailAddress"
        case .decimalPad: "decimalPad"
        case .twitter: "twitter"
        case .webSearch: "webSearch"
        case .asciiCapableNumberPad: "asciiCapableNumberPad"
        }
    }

    /// Whether the keyboard is a pad of digits without letters (and without a return key).
    ///
    /// ```swift
    /// KeyboardType.decimalPad.isPad     // true
    /// KeyboardType.namePhonePad.isPad   // false: it has letters
    /// ```
    public var isPad: Bool {
        switch self {
        case .numberPad, .phonePad, .decimalPad, .asciiCapableNumberPad: true
        default: false
        }
    }

    /// Whether the keyboard has a return key. Pads have none; apps add a "Done" bar instead.
    public var hasReturnKey: Bool { !isPad }

    /// Whether the keyboard must produce ASCII, so that a non-Latin layout falls back to its
    /// declared Latin companion (URL, e-mail, ASCII-capable, Twitter, web search, ASCII pad).
    public var requiresASCII: Bool {
        switch self {
        case .asciiCapable, .URL, .emailAddress, .twitter, .webSearch, .asciiCapableNumberPad: true
        default: false
        }
    }
}
