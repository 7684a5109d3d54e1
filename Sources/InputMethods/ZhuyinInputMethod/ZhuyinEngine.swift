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
        /// Where the path's last phrase starts, the state there, and the phrase's entry (`nil`
        /// for a syllable no phrase reads).
        var from: Int
        var previous: Int
        var entry: ZhuyinModel.Entry?
    }

    /// The best conversion of `syllables`, keeping `picks`; `previous` is the context word before
    /// them (``ZhuyinModel/ContextWord/start`` at the start of a text).
    ///
    /// - Complexity: O(*n* · *e* · *b*) for *n* syllables, *e* phrases starting at a syllable and a
    ///   beam of *b*; each phrase is scored once after every kept history.
    public func convert(_ syllables: [ReadingSyllable], picks: [Pick] = [], after previous: ZhuyinModel.ContextWord = .start,
                        learned: ZhuyinUserPhrases? = nil) -> [Segment] {
        guard !syllables.isEmpty else { return [] }
        let count = syllables.count
        // Candidates for each position as they arrive; pruned to the beam when the search gets there.
        var pending = [[State]](repeating: [], count: count + 1)
        var states = [[State]](repeating: [], count: count + 1)
        pending[0] = [State(score: 0, word: previous, from: -1, previous: -1, entry: nil)]
        let w = contextWeight
        let learned = learned?.isEmpty == false ? learned : nil
        for start in 0..<count {
            states[start] = Self.pruned(pending[start], to: beamWidth)
            pending[start] = []
            guard !states[start].isEmpty else { continue }
            let edges = edges(from: start, syllables).filter { edge in
                picks.allSatisfy { pick in
                    pick.range == start..<edge.end ? pick.entry == edge.entry : !pick.range.overlaps(start..<edge.end)
                }
            }
            var learnedHere: [Int: [String: Int]] = [:]
            for edge in edges {
                let word = model.contextWord(edge.entry)
                var base = (1 - w) * model.logProbability(edge.entry)
                if let learned {
                    let picked = learnedHere[edge.end] ?? learned.phrases(syllables[start..<edge.end])
                    learnedHere[edge.end] = picked
                    if !picked.isEmpty { base += learnedScore(picked[model.text(edge.entry)] ?? 0) }
                }
                var best = -Float.infinity, from = 0
                for (index, state) in states[start].enumerated() {
                    let score = state.score + w * model.logProbability(of: word, after: state.word)
                    if score > best { (best, from) = (score, index) }
                }
                pending[edge.end].append(State(score: best + base, word: word, from: start, previous: from, entry: edge.entry))
            }
            if !edges.contains(where: { $0.end == start + 1 }) && !picks.contains(where: { $0.range.contains(start) }),
               let (index, state) = states[start].enumerated().max(by: { $0.element.score < $1.element.score }) {
                let unread = State(score: state.score + Self.unreadable, word: .start, from: start, previous: index, entry: nil)
                pending[start + 1].append(unread)
            }
        }
        states[count] = Self.pruned(pending[count], to: beamWidth)
        func final(_ state: State) -> Float { state.score + w * model.logProbability(of: .end, after: state.word) }
        guard var index = states[count].indices.max(by: { final(states[count][$0]) < final(states[count][$1]) }) else {
            return syllables.indices.map { Segment(text: syllables[$0].description, range: $0..<$0 + 1, entry: nil) }
        }
        var position = count
        var segments: [Segment] = []
        while position > 0 {
            let state = states[position][index]
            let range = state.from..<position
            let text = state.entry.map(model.text) ?? syllables[state.from].description
            segments.append(Segment(text: text, range: range, entry: state.entry))
            (position, index) = (state.from, state.previous)
        }
        return segments.reversed()
    }

    /// What `count` picks add to a phrase's score.
    func learnedScore(_ count: Int) -> Float { count > 0 ? learnedBonus + Float(min(count, 1000)) / 100 : 0 }

    /// The best `width` states, one per context word.
    private static func pruned(_ states: [State], to width: Int) -> [State] {
        guard states.count > 1 else { return states }
        var kept: [State] = []
        kept.reserveCapacity(width)
        for state in states.sorted(by: { $0.score > $1.score }) where !kept.contains(where: { $0.word == state.word }) {
            kept.append(state)
            if kept.count == width { break }
        }
        return kept
    }
}
