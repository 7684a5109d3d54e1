/// The behaviour a keyboard derives from the traits: what it may do, as iOS does it.
extension TextInputTraits {
    /// Whether the return key is enabled for a container whose text is `text`.
    ///
    /// With ``enablesReturnKeyAutomatically`` the key is disabled while the text is empty and
    /// enabled as soon as it holds anything, a space included (as UIKit). Keyboards without a
    /// return key (``KeyboardType/isPad``) have nothing to enable: the answer is `false`.
    ///
    /// ```swift
    /// var traits = TextInputTraits()
    /// traits.enablesReturnKeyAutomatically = true
    /// traits.isReturnKeyEnabled(forText: "")    // false
    /// traits.isReturnKeyEnabled(forText: " ")   // true
    /// ```
    public func isReturnKeyEnabled(forText text: some StringProtocol) -> Bool {
        isReturnKeyEnabled(hasText: !text.isEmpty)
    }

    /// Whether the return key is enabled, given whether the container holds any text.
    public func isReturnKeyEnabled(hasText: Bool) -> Bool {
        guard keyboardType.hasReturnKey else { return false }
        return !enablesReturnKeyAutomatically || hasText
    }

    /// Whether the keyboard may learn from what is typed (new words, ranking, remembered
    /// phrases) and keep it.
    ///
    /// Never for secure entry, never for sensitive content (``TextContentType/isSensitive``:
    /// passwords, one-time codes, card numbers and codes, device identifiers), and never when
    /// the container opted out (``allowsPersonalizedLearning``).
    public var isLearningAllowed: Bool {
        allowsPersonalizedLearning && !isSecureTextEntry && !(textContentType?.isSensitive ?? false)
    }

    /// Whether the keyboard may offer word suggestions and predictions from its dictionaries.
    ///
    /// Never for secure entry or sensitive content; not when the container switched off
    /// correction, spell checking and inline prediction together (UIKit's way of saying "no
    /// suggestions", Android's `TYPE_TEXT_FLAG_NO_SUGGESTIONS`); and pads have no room for them.
    public var areSuggestionsAllowed: Bool {
        guard !isSecureTextEntry, !(textContentType?.isSensitive ?? false), !keyboardType.isPad else { return false }
        return !(autocorrectionType == .no && spellCheckingType == .no && inlinePredictionType == .no)
    }

    /// Whether the keyboard corrects words as they are typed.
    ///
    /// `.default` means on, as on iOS (where URL and e-mail keyboards still correct unless the
    /// app says `.no`). Secure entry turns it off, and pads have no words to correct.
    public var isAutocorrectionEnabled: Bool {
        !isSecureTextEntry && !keyboardType.isPad && autocorrectionType.isOn(systemDefault: true)
    }

    /// Whether misspelled words are marked; `.default` is on; off for secure entry and pads.
    public var isSpellCheckingEnabled: Bool {
        !isSecureTextEntry && !keyboardType.isPad && spellCheckingType.isOn(systemDefault: true)
    }

    /// Whether straight quotes become typographic ones; `.default` is on; off for secure entry.
    public var areSmartQuotesEnabled: Bool { !isSecureTextEntry && smartQuotesType.isOn(systemDefault: true) }

    /// Whether `--` becomes a dash; `.default` is on; off for secure entry.
    public var areSmartDashesEnabled: Bool { !isSecureTextEntry && smartDashesType.isOn(systemDefault: true) }

    /// Whether spaces are managed around paste, cut and delete; `.default` is on; off for
    /// secure entry.
    public var isSmartInsertDeleteEnabled: Bool { !isSecureTextEntry && smartInsertDeleteType.isOn(systemDefault: true) }

    /// Whether inline (grey) predictions are shown; needs suggestions to be allowed.
    public var isInlinePredictionEnabled: Bool { areSuggestionsAllowed && inlinePredictionType.isOn(systemDefault: true) }

    /// The capitalisation the keyboard actually applies.
    ///
    /// Secure entry turns it off (as UIKit's secure preset does), and so do the keyboards
    /// documented as having "no auto-capitalization": the pads and the name-phone pad.
    ///
    /// ```swift
    /// var traits = TextInputTraits()                 // .sentences
    /// traits.keyboardType = .namePhonePad
    /// traits.effectiveAutocapitalizationType         // .none
    /// ```
    public var effectiveAutocapitalizationType: AutocapitalizationType {
        if isSecureTextEntry || keyboardType.isPad || keyboardType == .namePhonePad { return .none }
        return autocapitalizationType
    }
}
