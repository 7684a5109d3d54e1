import Testing
import TextInputTraits

@Suite("TextInputTraits.Behavior")
struct TextInputTraitsBehaviorSummaryTests {
    @Test("the summary agrees with the traits' own answers: a default field and a password field")
    func summary() {
        let plain = TextInputTraits.Behavior(TextInputTraits())
        #expect(plain.returnKeyEnabledWhenEmpty && plain.hasReturnKey && plain.isAutocorrectionEnabled && plain.isLearningAllowed)
        #expect(plain.effectiveAutocapitalizationType == .sentences && !plain.requiresASCII)
        var traits = TextInputTraits()
        traits.isSecureTextEntry = true
        traits.enablesReturnKeyAutomatically = true
        let secure = TextInputTraits.Behavior(traits)
        #expect(!secure.returnKeyEnabledWhenEmpty && secure.returnKeyEnabledWithText)
        #expect(!secure.isLearningAllowed && !secure.isAutocorrectionEnabled && !secure.areSuggestionsAllowed)
        #expect(secure.effectiveAutocapitalizationType == .none)
    }
}
