public import KeyboardModel
public import TextInputTraits

/// What the keyboard may do with words in one field: the user's settings, narrowed by the
/// field's traits. Traits only ever turn things off.
///
/// | | corrects | suggests | next words | learns | checks spelling |
/// |---|---|---|---|---|---|
/// | settings | auto-correction | predictive text | predictive text | — | check spelling |
/// | secure entry, sensitive content (passwords, codes) | no | no | no | no | no |
/// | pads (number, phone, decimal) | no | no | no | as traits | no |
/// | `autocorrectionType = .no` | no | as traits | as traits | as traits | as traits |
/// | URL and e-mail keyboards, URL / e-mail / user-name content | no | yes | no | as traits | no |
/// | web search | not words that look like addresses (`.`, `/`, `:`, `@`) | yes | yes | as traits | yes |
///
/// URL, e-mail and user-name fields hold addresses and names, not words of a language: LatinIME
/// turns autocorrection off for them too, and iOS apps are told to.
///
/// ```swift
/// var traits = TextInputTraits()
/// traits.keyboardType = .URL
/// CorrectionPolicy(traits: traits, settings: settings).corrects   // false
/// ```
public struct CorrectionPolicy: Hashable, Sendable {
    /// Space and punctuation replace a mistyped word.
    public var corrects: Bool
    /// The suggestion bar shows (the word as typed, corrections, completions, next words).
    public var suggests: Bool
    /// The bar offers next words between words (not in an address, which is not a sentence).
    public var predictsNextWords: Bool
    /// What is typed may be learned (new words, word pairs).
    public var learns: Bool
    /// Unknown words are reported as misspelled.
    public var checksSpelling: Bool
    /// Words that look like an address (a web search field) are left alone.
    public var sparesAddresses: Bool

    public init(corrects: Bool, suggests: Bool, learns: Bool, checksSpelling: Bool, sparesAddresses: Bool = false,
                predictsNextWords: Bool? = nil) {
        self.corrects = corrects
        self.suggests = suggests
        self.predictsNextWords = predictsNextWords ?? suggests
        self.learns = learns
        self.checksSpelling = checksSpelling
        self.sparesAddresses = sparesAddresses
    }

    public init(traits: TextInputTraits, settings: KeyboardSettings) {
        let address = [.URL, .emailAddress].contains(traits.keyboardType)
            || [TextContentType.URL, .emailAddress, .username].contains(traits.textContentType)
        self.init(
            corrects: settings.autoCorrection && traits.isAutocorrectionEnabled && !address
            && !(traits.textContentType?.isSensitive ?? false),
            suggests: settings.predictiveText && traits.areSuggestionsAllowed,
            learns: traits.isLearningAllowed,
            checksSpelling: settings.checkSpelling && traits.isSpellCheckingEnabled && !address,
            sparesAddresses: traits.keyboardType == .webSearch,
            predictsNextWords: settings.predictiveText && traits.areSuggestionsAllowed && !address
        )
    }

    /// Whether a typed word may be replaced under this policy; `token` is what was typed since
    /// the last space, with the punctuation that ends the word (`wrold.` in `wrold.com`).
    public func mayCorrect(_ token: String) -> Bool {
        corrects && !(sparesAddresses && token.contains(where: { ".:/@".contains($0) }))
    }
}
