extension NgramModel {
    /// A word the model offers, with its log10 probability after the history it was asked for.
    public struct Prediction: Hashable, Sendable {
        public var id: WordID
        public var logProbability: Double

        public init(id: WordID, logProbability: Double) {
            self.id = id
            self.logProbability = logProbability
        }
    }

    /// The likeliest words after `history` (as ``logProbability(of:after:)`` takes it) that
    /// begin with `prefix` (as stored: lower case) and are longer than it, best first; words in
    /// `excluding` are left out.
    ///
    /// Candidates are the best few of each level — the history's triples, its last word's
    /// pairs, the words alone — each then scored exactly, so a word is ranked by its most
    /// specific n-gram as Katz back-off defines it.
    ///
    /// - Complexity: O(*p* + *w*) where *p* is the number of pairs and triples the history lists
    ///   within the prefix and *w* the words with the prefix (the 256 ranked words without one).
    public func predictions(after history: [WordID], prefix: String = "", limit: Int,
                            excluding: Set<WordID> = []) -> [Prediction] {
        guard limit > 0 else { return [] }
        let range = ids(withPrefix: prefix)
        guard !range.isEmpty else { return [] }
        let prefixLength = prefix.utf8.count
        var best = Best<WordID>(capacity: limit + 8)
        func consider(_ id: WordID, _ value: Float32) {
            guard id < wordCount, !excluding.contains(id) else { return }
            best.offer(id, value)
        }
        var candidates: Set<WordID> = []
        if history.count >= 2, let pair = pairEntry(history[history.count - 2], history[history.count - 1]),
           let triples = triples(of: pair) {
            forEachListed(in: triples, ids: tripleIDs, within: range) { id, entry in consider(id, tripleCode(entry)) }
            candidates.formUnion(best.take())
        }
        if let last = history.last {
            forEachListed(in: pairs(of: last), ids: pairIDs, within: range) { id, entry in consider(id, pairCode(entry)) }
            candidates.formUnion(best.take())
        }
        if prefix.isEmpty {
            for id in ranked.prefix(limit + 8 + excluding.count) { consider(Int(id), wordValue(Int(id))) }
        } else {
            for id in range { consider(id, wordValue(id)) }
        }
        candidates.formUnion(best.take())
        var scored: [Prediction] = []
        for id in candidates where prefixLength == 0 || words.bytes(id).count > prefixLength {
            scored.append(Prediction(id: id, logProbability: logProbability(of: id, after: history)))
        }
        // Equal values are common (256 per table): the more frequent word first.
        scored.sort { a, b in
            if a.logProbability != b.logProbability { return a.logProbability > b.logProbability }
            let (x, y) = (wordCodes[a.id], wordCodes[b.id])
            return x != y ? x > y : a.id < b.id
        }
        return Array(scored.prefix(limit))
    }
}

/// The few highest-valued items offered, kept in a small array (the lowest replaced).
struct Best<Item> {
    let capacity: Int
    private var items: [(id: Item, value: Float32)] = []
    private var lowest = 0

    init(capacity: Int) {
        self.capacity = capacity
        items.reserveCapacity(capacity)
    }

    mutating func offer(_ id: Item, _ value: Float32) {
        if items.count < capacity {
            items.append((id, value))
            if items.count == capacity { findLowest() }
        } else if value > items[lowest].value {
            items[lowest] = (id, value)
            findLowest()
        }
    }

    private mutating func findLowest() {
        lowest = items.indices.min { items[$0].value < items[$1].value } ?? 0
    }

    /// The items kept, emptying the set.
    mutating func take() -> [Item] {
        defer { items.removeAll(keepingCapacity: true) }
        return items.map(\.id)
    }
}
