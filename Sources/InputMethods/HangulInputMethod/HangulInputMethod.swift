public import InputMethodCore

/// The built-in `hangul` input method: 2-set (dubeolsik) Korean, composed live in marked text.
///
/// Jamo keys compose through ``HangulComposer``; backspace takes back one jamo; space,
/// punctuation, any non-jamo key, return and focus changes commit the syllable (the key itself
/// then does what it does: a space is typed, return acts). Shifted keys give ㄲ ㄸ ㅃ ㅆ ㅉ ㅒ ㅖ.
public final class HangulInputMethod: InputMethod {
    private var composer = HangulComposer()

    public init() {}

    public static let descriptor = InputMethodDescriptor(
        id: "hangul", displayName: "한국어 (두벌식)", languages: ["ko"],
        // The 2-set layout's consonants and vowels, doubled ones included (on the shifted layer).
        requiredOutputs: ["ㄱ", "ㄲ", "ㄴ", "ㄷ", "ㄸ", "ㄹ", "ㅁ", "ㅂ", "ㅃ", "ㅅ", "ㅆ", "ㅇ", "ㅈ", "ㅉ", "ㅊ", "ㅋ", "ㅌ", "ㅍ", "ㅎ",
                          "ㅏ", "ㅐ", "ㅑ", "ㅒ", "ㅓ", "ㅔ", "ㅕ", "ㅖ", "ㅗ", "ㅛ", "ㅜ", "ㅠ", "ㅡ", "ㅣ"]
    ) { HangulInputMethod() }

    public func handle(_ event: InputEvent, context: InputContext) throws -> InputResult {
        switch event {
        case .key(let key):
            if key.output.count == 1, let jamo = key.output.first, HangulComposer.isJamo(jamo) {
                let committed = composer.add(jamo)
                return InputResult(commit: committed, markedText: composer.composing)
            }
            return commitThenDefault()
        case .backspace:
            guard composer.removeLast() else { return .unhandled }
            return InputResult(markedText: composer.composing)
        case .space, .return:
            return commitThenDefault()
        case .selectCandidate, .selectFollowOn, .forgetCandidate, .stroke, .endOfCharacter, .command:
            return .unhandled
        }
    }

    /// Commits the composing syllable and lets the event's default happen.
    private func commitThenDefault() -> InputResult {
        guard !composer.isEmpty else { return .unhandled }
        return InputResult(commit: composer.finish(), isHandled: false)
    }

    public func reset() { composer = HangulComposer() }
}
