/// The words the bar has offered while one word is typed, so that a word passed over — the
/// user typed another letter instead of taking it — is not offered again for that word, and the
/// bar's three places go to new words. After `I would like to `, the English bar offers see, fly,
/// be; typing `b` passes them over, so `b` offers book, buy, believe rather than be again.
///
/// A query that types on from the last one (the same words before, the word being typed one or
/// more letters longer) leaves out what was offered for the earlier letters; the same query again
/// leaves out the same; anything else — a new word, a backspace, the caret moved — starts afresh.
///
/// ```swift
/// var offered = OfferedWords()
/// var query = PredictionQuery(words: ["i", "would", "like", "to"], partial: "")
/// predictor.predictions(for: query, excluding: offered.passedOver(for: query))   // see, fly, be
/// offered.note(["see", "fly", "be"])
/// query.partial = "b"
/// offered.passedOver(for: query)                                                 // see, fly, be
/// ```
public struct OfferedWords: Hashable, Sendable {
    private var query: PredictionQuery?
    /// Offered for earlier letters of the word, and for the last query.
    private var earlier: Set<String> = []
    private var last: Set<String> = []

    public init() {}

    /// The words to leave out for `query` (lower case, as the model stores them).
    public mutating func passedOver(for query: PredictionQuery) -> Set<String> {
        defer { self.query = query }
        guard let previous = self.query, previous.words == query.words, query.partial.hasPrefix(previous.partial) else {
            earlier = []
            last = []
            return []
        }
        if query.partial != previous.partial {
            earlier.formUnion(last)
            last = []
        }
        return earlier
    }

    /// Notes what the bar offered for the last query (lower case).
    public mutating func note(_ words: some Sequence<String>) {
        last.formUnion(words)
    }
}
