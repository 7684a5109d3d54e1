public import Emoji

/// The emoji search while its field has the keys (a session's `emojiSearch`).
public struct EmojiSearchState: Hashable, Sendable {
    /// What is typed in the search field (a composition included).
    public var query: String
    /// The emoji found, best first (the user's variants shown), with their names.
    public var results: [EmojiMatch]
    /// What the search made of the query (too long, control characters), to show.
    public var problem: EmojiSearchResult.Problem?
    /// What the empty field shows, in the language of the keyboard before ("Search Emoji",
    /// "Emoji suchen"): the emoji keyboard's search key's label.
    public var placeholder: String

    public init(query: String, results: [EmojiMatch], problem: EmojiSearchResult.Problem? = nil, placeholder: String = "Search Emoji") {
        self.query = query
        self.results = results
        self.problem = problem
        self.placeholder = placeholder
    }
}
