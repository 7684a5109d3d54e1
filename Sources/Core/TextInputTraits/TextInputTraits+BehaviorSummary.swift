extension TextInputTraits {
    /// What a keyboard derives from a set of traits (see the properties in
    /// `TextInputTraits+Behavior.swift`), in one value: `softkbd traits --print behavior`.
    public struct Behavior: Encodable, Hashable, Sendable {
        public var returnKeyEnabledWhenEmpty: Bool
        public var returnKeyEnabledWithText: Bool
        public var hasReturnKey: Bool
        public var isLearningAllowed: Bool
        public var areSuggestionsAllowed: Bool
        public var isAutocorrectionEnabled: Bool
        public var isSpellCheckingEnabled: Bool
        public var areSmartQuotesEnabled: Bool
        public var areSmartDashesEnabled: Bool
        public var isSmartInsertDeleteEnabled: Bool
        public var isInlinePredictionEnabled: Bool
        public var effectiveAutocapitalizationType: AutocapitalizationType
        public var requiresASCII: Bool

        public init(_ traits: TextInputTraits) {
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
}
