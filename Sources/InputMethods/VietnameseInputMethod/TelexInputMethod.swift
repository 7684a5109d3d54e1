public import InputMethodCore

/// The built-in `telex` input method: Vietnamese typed on a Latin keyboard the Telex way, each
/// word composed live in marked text (``TelexComposer``): `tieengs vieejt` shows tiếng việt as it
/// is typed.
///
/// Letters compose; backspace takes back the last letter shown; space, punctuation, any other
/// key, return and a focus change commit the word as shown (the key itself then does what it
/// does). A word is at most ``longestWord`` letters; a longer run is committed as it stands and
/// composing starts again.
public final class TelexInputMethod: InputMethod {
    private var composer = TelexComposer()
    private var count = 0

    /// The longest run of letters composed as one word [chosen: no Vietnamese syllable has more
    /// than seven letters; longer runs are names or words of other languages].
    public static let longestWord = 32

    public init() {}

    public static let descriptor = InputMethodDescriptor(
        id: "telex", displayName: "Tiếng Việt (Telex)", languages: ["vi"],
        // The Latin letters: the tone keys s f r x j, the mark keys w and the doubled vowels.
        requiredOutputs: (UInt8(ascii: "a")...UInt8(ascii: "z")).map { String(UnicodeScalar($0)) }
    ) { TelexInputMethod() }

    public func handle(_ event: InputEvent, context: InputContext) throws -> InputResult {
        switch event {
        case .key(let key):
            guard key.output.count == 1, let character = key.output.first, TelexComposer.composes(character) else {
                return commitThenDefault()
            }
            var committed: String?
            if count >= Self.longestWord {
                committed = composer.finish()
                count = 0
            }
            composer.add(character)
            count += 1
            return InputResult(commit: committed, markedText: composer.text)
        case .backspace:
            guard composer.removeLast() else { return .unhandled }
            count = max(0, count - 1)
            return InputResult(markedText: composer.text)
        case .space, .return:
            return commitThenDefault()
        case .selectCandidate, .selectFollowOn, .forgetCandidate, .stroke, .endOfCharacter, .command:
            return commitThenDefault()
        }
    }

    /// Commits the word and lets the event's default happen.
    private func commitThenDefault() -> InputResult {
        guard !composer.isEmpty else { return .unhandled }
        count = 0
        return InputResult(commit: composer.finish(), isHandled: false)
    }

    public var compositionCommit: String? { composer.isEmpty ? nil : composer.text }

    public func reset() {
        composer = TelexComposer()
        count = 0
    }
}
