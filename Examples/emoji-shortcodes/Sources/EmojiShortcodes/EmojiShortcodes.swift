// An input method written only against SoftKeyboard's public API: type ":smile:" and get 😄.
// See README.md beside this folder for a walk-through.

public import InputMethodCore

/// Emoji by shortcode: `:` starts a shortcode, letters narrow the candidates, a closing `:`
/// (or picking a candidate) commits the emoji. Anything else commits what was typed as it is.
public final class EmojiShortcodes: InputMethod {
    /// Shortcodes and their emoji, sorted by shortcode.
    public static let table: [(code: String, emoji: String)] = [
        ("cat", "🐱"), ("coffee", "☕️"), ("dog", "🐶"), ("fire", "🔥"), ("grin", "😁"), ("heart", "❤️"),
        ("joy", "😂"), ("ok", "👌"), ("party", "🥳"), ("pizza", "🍕"), ("rocket", "🚀"), ("smile", "😄"),
        ("smirk", "😏"), ("star", "⭐️"), ("sun", "☀️"), ("tada", "🎉"), ("thinking", "🤔"), ("thumbsup", "👍"), ("wave", "👋"),
    ]

    /// What has been typed since the opening `:` (without it); `nil` when not composing.
    private var code: String?

    public init() {}

    /// How a host registers it: layouts name it `emoji-shortcodes`.
    public static let descriptor = InputMethodDescriptor(id: "emoji-shortcodes", displayName: "Emoji shortcodes",
                                                         languages: ["und"]) { EmojiShortcodes() }

    public func handle(_ event: InputEvent, context: InputContext) throws -> InputResult {
        switch event {
        case .key(let key):
            guard let code else {
                guard key.output == ":" else { return .unhandled }
                self.code = ""
                return composing()
            }
            if key.output == ":" {
                // The closing colon: the emoji if the code names one, else the text as typed.
                let exact = Self.table.first { $0.code == code }?.emoji
                self.code = nil
                return InputResult(commit: exact ?? ":\(code):", candidatesChanged: true)
            }
            let lowered = key.output.lowercased()
            guard lowered.allSatisfy({ $0.isLetter && $0.isASCII }) else {
                self.code = nil
                return InputResult(commit: ":\(code)", isHandled: false, candidatesChanged: true)
            }
            self.code = code + lowered
            return composing()
        case .backspace:
            guard let code else { return .unhandled }
            self.code = code.isEmpty ? nil : String(code.dropLast())
            return self.code == nil ? InputResult(candidatesChanged: true) : composing()
        case .space, .return:
            guard let code else { return .unhandled }
            self.code = nil
            return InputResult(commit: ":\(code)", isHandled: false, candidatesChanged: true)
        case .selectCandidate(let index):
            let list = matches()
            guard list.indices.contains(index) else { return .unhandled }
            code = nil
            return InputResult(commit: list[index].emoji, candidatesChanged: true)
        case .selectFollowOn, .forgetCandidate, .stroke, .endOfCharacter, .command:
            return .unhandled
        }
    }

    private func composing() -> InputResult {
        InputResult(markedText: ":" + (code ?? ""), candidatesChanged: true)
    }

    private func matches() -> [(code: String, emoji: String)] {
        guard let code else { return [] }
        return Self.table.filter { $0.code.hasPrefix(code) }
    }

    public func candidates(page: Int, pageSize: Int) throws -> CandidatePage {
        let list = matches()
        let slice = list.dropFirst(page * pageSize).prefix(pageSize)
        return CandidatePage(candidates: slice.map { Candidate($0.emoji, annotation: ":\($0.code):") },
                             hasMore: (page + 1) * pageSize < list.count)
    }

    public func reset() { code = nil }
}
