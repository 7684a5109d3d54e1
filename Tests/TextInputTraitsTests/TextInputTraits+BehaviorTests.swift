import Testing
import TextInputTraits

@Suite("Derived behaviour")
struct TextInputTraitsBehaviorTests {
    func traits(_ change: (inout TextInputTraits) -> Void) -> TextInputTraits {
        var traits = TextInputTraits()
        change(&traits)
        return traits
    }

    @Test("return key: always enabled by default; with auto-enabling only when there is text, a space counts")
    func returnKey() {
        let plain = TextInputTraits()
        #expect(plain.isReturnKeyEnabled(forText: ""))
        #expect(plain.isReturnKeyEnabled(forText: "a"))
        let auto = traits { $0.enablesReturnKeyAutomatically = true }
        #expect(!auto.isReturnKeyEnabled(forText: ""))
        #expect(auto.isReturnKeyEnabled(forText: " "))
        #expect(auto.isReturnKeyEnabled(forText: "👍🏽"))
        #expect(auto.isReturnKeyEnabled(hasText: true))
        #expect(!auto.isReturnKeyEnabled(hasText: false))
    }

    @Test("pads have no return key to enable", arguments: [KeyboardType.numberPad, .phonePad, .decimalPad, .asciiCapableNumberPad])
    func padsHaveNoReturnKey(type: KeyboardType) {
        #expect(!traits { $0.keyboardType = type }.isReturnKeyEnabled(forText: "123"))
    }

    @Test("learning: allowed by default; never for secure entry, sensitive content, or when the container opts out")
    func learning() {
        #expect(TextInputTraits().isLearningAllowed)
        #expect(!traits { $0.isSecureTextEntry = true }.isLearningAllowed)
        #expect(!traits { $0.textContentType = .oneTimeCode }.isLearningAllowed)
        #expect(!traits { $0.textContentType = .password }.isLearningAllowed)
        #expect(!traits { $0.textContentType = .newPassword }.isLearningAllowed)
        #expect(!traits { $0.textContentType = .creditCardNumber }.isLearningAllowed)
        #expect(!traits { $0.allowsPersonalizedLearning = false }.isLearningAllowed)
        #expect(traits { $0.textContentType = .emailAddress }.isLearningAllowed)
    }

    @Test("suggestions: not for secure entry, sensitive content, pads, or when correction, spelling and prediction are all off")
    func suggestions() {
        #expect(TextInputTraits().areSuggestionsAllowed)
        #expect(!traits { $0.isSecureTextEntry = true }.areSuggestionsAllowed)
        #expect(!traits { $0.textContentType = .oneTimeCode }.areSuggestionsAllowed)
        #expect(!traits { $0.keyboardType = .numberPad }.areSuggestionsAllowed)
        #expect(!traits { $0.autocorrectionType = .no; $0.spellCheckingType = .no; $0.inlinePredictionType = .no }.areSuggestionsAllowed)
        #expect(traits { $0.autocorrectionType = .no }.areSuggestionsAllowed)
        // Suggestions without personal learning are fine (incognito still suggests).
        #expect(traits { $0.allowsPersonalizedLearning = false }.areSuggestionsAllowed)
    }

    @Test("autocorrection: default is on (URL and e-mail keyboards too, as on iOS); off for no, secure entry and pads")
    func autocorrection() {
        #expect(TextInputTraits().isAutocorrectionEnabled)
        #expect(traits { $0.keyboardType = .emailAddress }.isAutocorrectionEnabled)
        #expect(traits { $0.autocorrectionType = .yes }.isAutocorrectionEnabled)
        #expect(!traits { $0.autocorrectionType = .no }.isAutocorrectionEnabled)
        #expect(!traits { $0.autocorrectionType = .yes; $0.isSecureTextEntry = true }.isAutocorrectionEnabled)
        #expect(!traits { $0.keyboardType = .decimalPad }.isAutocorrectionEnabled)
    }

    @Test("spell checking and the smart features follow their switches and are off for secure entry")
    func smartFeatures() {
        let plain = TextInputTraits()
        #expect(plain.isSpellCheckingEnabled && plain.areSmartQuotesEnabled && plain.areSmartDashesEnabled
                && plain.isSmartInsertDeleteEnabled && plain.isInlinePredictionEnabled)
        let secure = traits { $0.isSecureTextEntry = true; $0.smartQuotesType = .yes; $0.spellCheckingType = .yes }
        #expect(!secure.isSpellCheckingEnabled && !secure.areSmartQuotesEnabled && !secure.areSmartDashesEnabled
                && !secure.isSmartInsertDeleteEnabled && !secure.isInlinePredictionEnabled)
        #expect(!traits { $0.smartDashesType = .no }.areSmartDashesEnabled)
        #expect(!traits { $0.smartInsertDeleteType = .no }.isSmartInsertDeleteEnabled)
        #expect(!traits { $0.inlinePredictionType = .no }.isInlinePredictionEnabled)
        #expect(!traits { $0.spellCheckingType = .no }.isSpellCheckingEnabled)
    }

    @Test("autocapitalization: as set, but none for secure entry, pads and the name-phone pad")
    func autocapitalization() {
        #expect(TextInputTraits().effectiveAutocapitalizationType == .sentences)
        #expect(traits { $0.autocapitalizationType = .words }.effectiveAutocapitalizationType == .words)
        #expect(traits { $0.autocapitalizationType = .allCharacters; $0.isSecureTextEntry = true }.effectiveAutocapitalizationType == .none)
        #expect(traits { $0.keyboardType = .namePhonePad }.effectiveAutocapitalizationType == .none)
        #expect(traits { $0.keyboardType = .phonePad }.effectiveAutocapitalizationType == .none)
        #expect(traits { $0.keyboardType = .URL }.effectiveAutocapitalizationType == .sentences)
    }
}
