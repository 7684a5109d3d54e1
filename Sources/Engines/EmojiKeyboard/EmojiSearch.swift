import Emoji
public import TextEditing
import TextInputTraits
public import Typing

/// The emoji keyboard's search (iOS's "Search Emoji"), a typing component of its own: its
/// field takes the keys of the keyboard the user came from (with that keyboard's input method:
/// a Korean query composes), and what it finds is its bar; a pick types into the text.
///
/// The session routes keys to ``field`` while the search is open; the text the user was typing
/// keeps its focus, its caret and its composition committed as it stood.
public final class EmojiSearch: TypingComponent {
    /// The most results the search shows at once [chosen: iOS's strip holds about 30].
    public static let limit = 30

    /// The search field: the query, typed (a composition included) with the keyboard before.
    public let field: TextContainer
    /// The emoji keyboard to go back to when the search ends.
    public let emojiLayout: String
    /// What the empty field shows, in the language of the keyboard before ("Emoji suchen").
    public let placeholder: String
    /// The language the query is in: the keyboard that types it.
    public var language: String
    private let emoji: EmojiTyping
    private var query = ""
    private var result = EmojiSearchResult(matches: [])

    public init(emoji: EmojiTyping, emojiLayout: String, placeholder: String, language: String) {
        var traits = TextInputTraits()
        traits.returnKeyType = .done
        traits.autocorrectionType = .no
        traits.spellCheckingType = .no
        traits.autocapitalizationType = .none
        traits.inlinePredictionType = .no
        // A query is not text to learn from (the emoji picked count, by the text's own field).
        traits.allowsPersonalizedLearning = false
        field = TextContainer(kind: .singleLine, traits: traits)
        self.emoji = emoji
        self.emojiLayout = emojiLayout
        self.placeholder = placeholder
        self.language = language
    }

    /// The query and the emoji found for it, best first (the user's variants shown); `nil`
    /// without emoji data.
    public var state: EmojiSearchState? {
        guard let board = emoji.board else { return nil }
        let typed = field.text
        if typed != query || query.isEmpty && result.matches.isEmpty {
            query = typed
            let names = (try? board.data.language(language)) ?? (try? board.data.language("en"))
            let recents = board.memory.recents.compactMap { board.data.catalog.index(of: $0) }
            result = names?.search(typed, limit: Self.limit, recents: recents, newest: emoji.newest) ?? EmojiSearchResult(matches: [])
        }
        let results = result.matches.map { match in
            var shown = match
            shown.emoji = board.preferred(match.emoji)
            return shown
        }
        return EmojiSearchState(query: typed, results: results, problem: result.problem, placeholder: placeholder)
    }

    /// `context` is the text's (where a pick goes), not the field's. The bar is what was found;
    /// a pick types it into the text and remembers it; keys are the field's, not the search's.
    public func handle(_ event: TypingEvent, in context: TypingContext) -> TypingResult {
        switch event {
        case .select(let picked):
            emoji.remember(picked.text, fromPopup: false, learningAllowed: context.traits.isLearningAllowed)
            return TypingResult(edits: [.insert(picked.text)])
        case .refresh:
            let found = state?.results.map { Suggestion($0.emoji, kind: .emoji) } ?? []
            return TypingResult(bar: SuggestionBar(found, word: field.text, locale: language))
        case .input, .moreCandidates:
            return .none
        }
    }

    public func takeProblems() -> [TypingProblem] { emoji.takeProblems() }
}
