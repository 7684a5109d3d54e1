/// The keyboard's colour scheme, as UIKit's `UIKeyboardAppearance`.
///
/// UIKit's `alert` is a deprecated alias of `dark` (both raw value 1). SoftKeyboard keeps it as
/// its own case because its keyboards still draw it differently: the alert keyboard is the dark
/// one made translucent, as the classic iPhone drew it over alerts. Its ``rawValue`` is 1 as in
/// UIKit, so `KeyboardAppearance(rawValue: 1)` is ``dark``: the integer cannot tell them apart.
public enum KeyboardAppearance: TraitEnumeration {
    case `default`
    case dark
    case light
    /// The dark keyboard, translucent (UIKit's deprecated `UIKeyboardAppearanceAlert`).
    case alert

    public static let allCases: [KeyboardAppearance] = [.default, .dark, .light, .alert]

    public init?(rawValue: Int) {
        switch rawValue {
        case 0: self = .default
        case 1: self = .dark
        case 2: self = .light
        default: return nil
        }
    }

    public var rawValue: Int {
        switch self {
        case .default: 0
        case .dark, .alert: 1
        case .light: 2
        }
    }

    public var name: String {
        switch self {
        case .default: "default"
        case .dark: "dark"
        case .light: "light"
        case .alert: "alert"
        }
    }

    // Equality and hashing by case: the raw value cannot tell ``alert`` from ``dark``.
    public static func == (lhs: KeyboardAppearance, rhs: KeyboardAppearance) -> Bool { lhs.name == rhs.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }

    /// Whether the keyboard is drawn translucent (only ``alert``).
    public var isTranslucent: Bool { self == .alert }
}
