/// A feature switch with UIKit's three states: leave it to the system, off, or on.
///
/// UIKit declares seven enumerations of exactly this shape (`UITextAutocorrectionType`,
/// `UITextSpellCheckingType`, `UITextSmartQuotesType`, `UITextSmartDashesType`,
/// `UITextSmartInsertDeleteType`, `UITextInlinePredictionType`,
/// `UITextMathExpressionCompletionType`), all with raw values `default = 0`, `no = 1`,
/// `yes = 2`. This module has one type and names each use with a type alias, so the UIKit
/// spellings work: `AutocorrectionType.no`.
public enum TraitSwitch: Int, TraitEnumeration {
    /// The system decides (usually on, where the keyboard can offer the feature).
    case `default` = 0
    /// Off.
    case no = 1
    /// On.
    case yes = 2

    public var name: String {
        switch self {
        case .default: "default"
        case .no: "no"
        case .yes: "yes"
        }
    }

    /// The switch's state, with ``default`` read as `systemDefault`.
    ///
    /// ```swift
    /// TraitSwitch.default.isOn(systemDefault: true)   // true
    /// TraitSwitch.no.isOn(systemDefault: true)        // false
    /// ```
    public func isOn(systemDefault: Bool) -> Bool {
        switch self {
        case .default: systemDefault
        case .no: false
        case .yes: true
        }
    }
}

/// Inline autocorrection, as `UITextAutocorrectionType` (ignored by conversion input methods).
public typealias AutocorrectionType = TraitSwitch
/// Marking of misspelled words, as `UITextSpellCheckingType`.
public typealias SpellCheckingType = TraitSwitch
/// Straight to typographic quotes, as `UITextSmartQuotesType`.
public typealias SmartQuotesType = TraitSwitch
/// Hyphens to en and em dashes, as `UITextSmartDashesType`.
public typealias SmartDashesType = TraitSwitch
/// Spaces added and removed around paste, cut and delete, as `UITextSmartInsertDeleteType`.
public typealias SmartInsertDeleteType = TraitSwitch
/// Inline (grey) predictions while typing, as `UITextInlinePredictionType`.
public typealias InlinePredictionType = TraitSwitch
/// Evaluation of typed maths, as `UITextMathExpressionCompletionType`.
public typealias MathExpressionCompletionType = TraitSwitch
