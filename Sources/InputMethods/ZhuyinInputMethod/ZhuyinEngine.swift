/// Converts bopomofo syllables to Traditional Chinese over a ``ZhuyinModel``.
///
/// The conversion is the path of phrases through the syllables with the highest score, where a
/// phrase scores
///
///     (1 − w) · log10 P_McBopomofo(phrase | reading) + w · log10 P(word | previous word)
///
/// (*w* = ``contextWeight``; the word is the phrase's Simplified form, so the bigram counts of
/// running text in either script apply). McBopomofo's own engine uses the first term alone; the
/// second is the context it lacks. A phrase the user picked for a reading before scores
/// ``learnedBonus`` more. A search keeps the best ``beamWidth`` histories at each syllable.
///
/// ```swift
/// let engine = try ZhuyinEngine.bundled()
/// let syllables = "ㄊㄞˊ ㄨㄢ ㄉㄜ˙ ㄊㄧㄢ ㄑㄧˋ".split(separator: " ").compactMap { BopomofoSyllable(String($0)) }
/// engine.convert(syllables.map(ReadingSyllable.init)).map(\.text).joined()   // 台灣的天氣
/// ```
public struct ZhuyinEngine: Sendable {
    public let model: ZhuyinModel
    /// The bigram model's weight against McBopomofo's phrase probabilities [chosen: 0.5 and 0.7
    /// measured 78.0 % and 78.2 % of `eval-dev.tsv` in a prototype, 0.6 taken between them].
    public var contextWeight: Float = 0.6
    /// Histories kept at each syllable.
    public var beamWidth = 12
    /// What a learned pick adds to a phrase's score (log10), plus a hundredth per time it was
    /// picked (up to 1,000): enough to put any phrase of its reading first, the most picked first.
    public var learnedBonus: Float = 6
    /// The score of a syllable no phrase reads: it is shown as bopomofo.
    static let unreadable: Float = -20

    public init(model: ZhuyinModel) { self.model = model }

    /// One phrase of a conversion: its text, the syllables it reads, and its entry (`nil` for a
    /// syllable no phrase reads, shown as its bopomofo).
    public struct Segment: Hashable, Sendable {
        public var text: String
        public var range: Range<Int>
        public var entry: ZhuyinModel.Entry?
    }

    /// A phrase the user fixed: the conversion keeps it and converts the rest around it.
    public struct Pick: Hashable, Sendable {
        public var range: Range<Int>
        public var entry: ZhuyinModel.Entry
        public init(range: Range<Int>, entry: ZhuyinModel.Entry) {
            self.range = range
            self.entry = entry
        }
    }

    /// A phrase starting at a syllable: where it ends and its entry.
    struct Edge {
        let end: Int
        let entry: ZhuyinModel.Entry
    }

    /// The phrases that start at `start`: every reading of the syllables from there, any tone
    /// where a syllable leaves it open.
    func edges(from start: Int, _ syllables: [ReadingSyllable]) -> [Edge] {
        var result: [Edge] = []
        var frontier = [ZhuyinModel.Node.root]
        var end = start
        while end < syllables.count, end - start < model.longestReading, !frontier.isEmpty {
            let syllable = syllables[end]
            frontier = frontier.flatMap { node -> [ZhuyinModel.Node] in
                switch syllable.match {
                case .exact: model.child(of: node, syllable.syllable.key).map { [$0] } ?? []
                case .anyTone: model.children(of: node, base: syllable.syllable.key / 5)
                case .initial: model.children(of: node).filter { child in model.syllable(child).map(syllable.matches) ?? false }
                }
            }
            end += 1
            for node in frontier {
                for entry in model.entries(node) { result.append(Edge(end: end, entry: entry)) }
            }
        }
        return result
    }

    /// A search state: the best path to a syllable ending in a context word.
    private struct State {
        var score: Float
        var word: ZhuyinModel.ContextWord
        /// Where the path's last segment starts, and the state there.
        var from: Int
        var previous: Int
        var segment: Segment?
    }

    /// The best conversion of `syllables`, keeping `picks`; `previous` is the context word before
    /// them (``ZhuyinModel/ContextWord/start`` at the start of a text).
    public func convert(_ syllables: [ReadingSyllable], picks: [Pick] = [], after previous: ZhuyinModel.ContextWord = .start,
                        learned: ZhuyinUserPhrases? = nil) -> [Segment] {
        guard !syllables.isEmpty else { return [] }
        let count = syllables.count
        var states = [[State]](repeating: [], count: count + 1)
        states[0] = [State(score: 0, word: previous, from: -1, previous: -1, segment: nil)]
        let w = contextWeight
        for start in 0..<count where !states[start].isEmpty {
            var edges = edges(from: start, syllables).filter { edge in
                picks.allSatisfy { pick in
                    pick.range == start..<edge.end ? pick.entry == edge.entry : !pick.range.overlaps(start..<edge.end)
                }
            }
            var unreadable = false
            if !edges.contains(where: { $0.end == start + 1 }) && !picks.contains(where: { $0.range.contains(start) }) {
                unreadable = true
            }
            var best: [Int: [ZhuyinModel.ContextWord: (Float, Int, Segment)]] = [:]
            for edge in edges {
                let word = model.contextWord(edge.entry)
                let text = model.text(edge.entry)
                var base = (1 - w) * model.logProbability(edge.entry)
                if let learned { base += learnedScore(learned.count(syllables[start..<edge.end], text)) }
                for (index, state) in states[start].enumerated() {
                    let score = state.score + base + w * model.logProbability(of: word, after: state.word)
                    if let known = best[edge.end]?[word], known.0 >= score { continue }
                    best[edge.end, default: [:]][word] = (score, index, Segment(text: text, range: start..<edge.end, entry: edge.entry))
                }
            }
            edges.removeAll()
            if unreadable, let (index, state) = states[start].enumerated().max(by: { $0.element.score < $1.element.score }) {
                let text = syllables[start].description
                let segment = Segment(text: text, range: start..<start + 1, entry: nil)
                let score = state.score + Self.unreadable
                if (best[start + 1]?[.start]?.0 ?? -.infinity) < score { best[start + 1, default: [:]][.start] = (score, index, segment) }
            }
            for (end, words) in best {
                var merged = states[end]
                for (word, found) in words {
                    merged.append(State(score: found.0, word: word, from: start, previous: found.1, segment: found.2))
                }
                states[end] = Self.pruned(merged, to: beamWidth)
            }
        }
        func final(_ state: State) -> Float { state.score + w * model.logProbability(of: .end, after: state.word) }
        guard var index = states[count].indices.max(by: { final(states[count][$0]) < final(states[count][$1]) }) else {
            return syllables.indices.map { Segment(text: syllables[$0].description, range: $0..<$0 + 1, entry: nil) }
        }
        var position = count
        var segments: [Segment] = []
        while position > 0 {
            let state = states[position][index]
            if let segment = state.segment { segments.append(segment) }
            (position, index) = (state.from, state.previous)
        }
        return segments.reversed()
    }

    /// What `count` picks add to a phrase's score.
    func learnedScore(_ count: Int) -> Float { count > 0 ? learnedBonus + Float(min(count, 1000)) / 100 : 0 }

    /// The best `width` states, one per context word.
    private static func pruned(_ states: [State], to width: Int) -> [State] {
        var best: [ZhuyinModel.ContextWord: State] = [:]
        for state in states where (best[state.word]?.score ?? -.infinity) < state.score { best[state.word] = state }
        return Array(best.values.sorted { $0.score > $1.score }.prefix(width))
    }
}
