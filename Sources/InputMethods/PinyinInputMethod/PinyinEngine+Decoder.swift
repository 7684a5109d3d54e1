/// The decoder: a beam search over the word lattice with the trigram model, kept in a
/// ``PinyinEngine/Lattice`` so each keystroke redoes only what it changes; whole-input conversion.
extension PinyinEngine {
    struct Path {
        var score: Float
        var words: [WordEdge]
    }

    /// A beam entry: the score so far, the last two words, and back pointers (plain integers,
    /// so the search moves no reference-counted values).
    struct State {
        var score: Float
        var previous: UInt32
        var last: UInt32
        var edge: Int32          // index into the edges at `previousPosition`, or -1
        var previousPosition: Int32
        var previousIndex: Int32
    }

    /// The search over an input, kept so the next keystroke redoes only what its change can
    /// reach (see ``composition(_:limit:user:lattice:)``). An empty lattice is a fresh search.
    public struct Lattice: Sendable {
        var letters: [Character] = []
        var engineID: UInt64 = 0
        var userID: UInt64 = 0
        var syllableEdges: [[SyllableEdge]] = []
        var edges: [[WordEdge]] = []
        var beams: [[State]] = []
        var floors: [Float] = []
        /// The same input searched as initials throughout, when it reads so (``abbreviationPath``).
        var abbreviation: Nested = .none

        indirect enum Nested: Sendable { case none, searched(Lattice) }

        public init() {}
    }

    /// Builds (or updates) the lattice for `letters`: keeps what depends only on the letters it
    /// shares with the previous input, and searches the rest.
    ///
    /// - Parameter initialsOnly: read every letter (or zh, ch, sh) as an initial
    ///   (``abbreviationEdges(_:)``) instead of spelling syllables.
    func update(_ lattice: inout Lattice, letters: [Character], user: PinyinUserLexicon?, initialsOnly: Bool = false) {
        let userID = user?.id ?? 0
        var agreed = 0
        if userID == lattice.userID && id == lattice.engineID {
            while agreed < min(letters.count, lattice.letters.count), letters[agreed] == lattice.letters[agreed] { agreed += 1 }
        }
        // The first syllable's position decides which position keeps every word.
        if agreed <= Self.skipApostrophes(0, letters) { agreed = 0 }
        if agreed == 0 { lattice = Lattice() }
        lattice.syllableEdges = initialsOnly ? abbreviationEdges(letters)
                                             : syllableEdges(letters, reusing: lattice.syllableEdges, agreed: agreed)
        lattice.edges = wordEdges(letters, syllableEdges: lattice.syllableEdges, user: user, reusing: lattice.edges, agreed: agreed,
                                  initialsOnly: initialsOnly)
        search(&lattice, letters: letters, agreed: agreed)
        lattice.letters = letters
        lattice.engineID = id
        lattice.userID = userID
    }

    /// The beams of every position, under the trigram model: each position keeps the best
    /// ``beamWidth`` histories (distinct last two words). Beams before `agreed` are kept (the
    /// edges that reach them did not change); the rest are searched again.
    ///
    /// - Complexity: O(*n* × *e* × *b*) for *n* positions, *e* word edges per position and a
    ///   beam of *b* (a beam's scan only for extensions that beat its worst entry).
    func search(_ lattice: inout Lattice, letters: [Character], agreed: Int) {
        let n = letters.count
        let first = Self.skipApostrophes(0, letters)
        let keep = min(agreed, n, lattice.beams.count)
        lattice.beams.removeSubrange(keep...)
        lattice.beams += [[State]](repeating: [], count: n + 1 - keep)
        lattice.floors.removeSubrange(min(keep, lattice.floors.count)...)
        lattice.floors += [Float](repeating: -.infinity, count: n + 1 - lattice.floors.count)
        if keep <= first {
            lattice.beams[first] = [State(score: 0, previous: PinyinModel.bos, last: PinyinModel.bos, edge: -1, previousPosition: -1,
                                          previousIndex: -1)]
        }
        var contexts: [Int32] = []
        let edges = lattice.edges
        for position in 0..<n where !lattice.beams[position].isEmpty {
            let states = lattice.beams[position]
            // Edges are in order of their end: those ending before `keep` are already counted.
            let from = position < keep ? (edges[position].firstIndex { $0.end >= keep } ?? edges[position].count) : 0
            guard from < edges[position].count else { continue }
            contexts.removeAll(keepingCapacity: true)
            for state in states { contexts.append(model.context(state.previous, state.last)) }
            edges[position].withUnsafeBufferPointer { outgoing in
                // Fields read one by one, so no edge (and none of its arrays) is copied.
                for edgeIndex in from..<outgoing.count {
                    let word = outgoing[edgeIndex].word, end = outgoing[edgeIndex].end, edgeScore = outgoing[edgeIndex].score
                    for index in states.indices {
                        let score = states[index].score + transition(contexts[index], states[index].last, word) + edgeScore
                        // Most extensions lose to a full beam: reject them before its scan.
                        if lattice.beams[end].count == Self.beamWidth && score <= lattice.floors[end] { continue }
                        insert(State(score: score, previous: states[index].last, last: word, edge: Int32(edgeIndex),
                                     previousPosition: Int32(position), previousIndex: Int32(index)), into: &lattice.beams[end])
                        if lattice.beams[end].count == Self.beamWidth {
                            lattice.floors[end] = lattice.beams[end].reduce(Float.infinity) { min($0, $1.score) }
                        }
                    }
                }
            }
        }
    }

    /// The best sentences of a searched lattice, best first (at most `limit`).
    func paths(_ lattice: Lattice, limit: Int) -> [Path] {
        let n = lattice.letters.count
        let beams = lattice.beams, edges = lattice.edges
        guard beams.count == n + 1 else { return [] }
        let finals = beams[n].indices.map { index -> (Int, Float) in
            let state = beams[n][index]
            return (index, state.score + model.trigram(model.context(state.previous, state.last), state.last, PinyinModel.eos))
        }.sorted { $0.1 != $1.1 ? $0.1 > $1.1 : $0.0 < $1.0 }.prefix(limit)
        return finals.map { index, score in
            var words: [WordEdge] = []
            var position = n, i = index
            while i >= 0, beams[position][i].edge >= 0 {
                let state = beams[position][i]
                words.append(edges[Int(state.previousPosition)][Int(state.edge)])
                position = Int(state.previousPosition)
                i = Int(state.previousIndex)
            }
            return Path(score: score, words: words.reversed())
        }
    }

    func insert(_ state: State, into beam: inout [State]) {
        var worst = -1
        var worstScore = Float.infinity
        for index in beam.indices {
            if beam[index].last == state.last && beam[index].previous == state.previous {
                if beam[index].score < state.score { beam[index] = state }
                return
            }
            if beam[index].score < worstScore { worstScore = beam[index].score; worst = index }
        }
        if beam.count < Self.beamWidth {
            beam.append(state)
        } else if worst >= 0, worstScore < state.score {
            beam[worst] = state
        }
    }

    /// The log10 probability of entering an edge for `word` after the word `last` (`unk`: a
    /// learned phrase the model does not know).
    @inline(__always)
    func transition(_ last: UInt32, _ word: UInt32) -> Float {
        word == PinyinModel.unk ? Self.userPhraseTransition : model.bigram(last, word)
    }

    /// The same after the two words of a trigram context (``PinyinModel/context(_:_:)``).
    @inline(__always)
    func transition(_ context: Int32, _ last: UInt32, _ word: UInt32) -> Float {
        word == PinyinModel.unk ? Self.userPhraseTransition : model.trigram(context, last, word)
    }

    func text(of edge: WordEdge, _ user: PinyinUserLexicon?) -> String {
        if edge.phrase >= 0, let user { return user.phrases[Int(edge.phrase)].text }
        return model.text(of: edge.word)
    }

    /// The most letters (and apostrophes) searched as one composition: 128, about 40 syllables.
    /// ``convert(_:user:)`` takes longer input a window at a time; the input method commits
    /// the leading words of a composition that grows past it (``leadingConversion(_:within:user:)``),
    /// so the work per keystroke stays bounded however long the typing goes on.
    public static let maximumComposition = 128

    /// The best conversion of the input; the letters themselves where nothing fits. Input
    /// longer than ``maximumComposition`` is converted a window at a time: the words of each
    /// window's best conversion that end in its first three quarters are kept, and the next
    /// window starts after them.
    ///
    /// - Parameter user: what the user taught the engine (``lexicon(for:)``), or `nil` for the
    ///   system data alone.
    /// - Complexity: O(*n*) in the length of the input.
    public func convert(_ pinyin: String, user: PinyinUserLexicon? = nil) -> String {
        var rest = Self.normalised(pinyin)[...]
        var result = ""
        while rest.count > Self.maximumComposition {
            let (text, consumed) = leading(Array(rest.prefix(Self.maximumComposition)), within: Self.maximumComposition * 3 / 4, user: user)
            result += text
            rest = rest.dropFirst(consumed)
        }
        return result + convertWhole(Array(rest), user: user)
    }

    func convertWhole(_ letters: [Character], user: PinyinUserLexicon?) -> String {
        guard letters.contains(where: { $0 != "'" }) else { return "" }
        var lattice = Lattice()
        update(&lattice, letters: letters, user: user)
        guard let best = paths(lattice, limit: 1).first else { return String(letters) }
        return best.words.map { text(of: $0, user) }.joined()
    }

    /// The leading words of the best conversion of `pinyin` (at most ``maximumComposition``
    /// characters are read): those ending within its first `limit` characters, or the first
    /// word if none does; their text and how many characters of the input they consume.
    public func leadingConversion(_ pinyin: String, within limit: Int, user: PinyinUserLexicon? = nil) -> (text: String, consumed: Int) {
        let letters = Self.normalised(pinyin)
        return leading(Array(letters.prefix(Self.maximumComposition)), within: limit, user: user)
    }

    func leading(_ letters: [Character], within limit: Int, user: PinyinUserLexicon?) -> (text: String, consumed: Int) {
        var lattice = Lattice()
        update(&lattice, letters: letters, user: user)
        guard let best = paths(lattice, limit: 1).first, let first = best.words.first else {
            // Nothing reads: the letters up to the limit pass as they are.
            let count = max(1, min(limit, letters.count))
            return (String(letters.prefix(count)), count)
        }
        var kept = Array(best.words.prefix { $0.end <= limit })
        if kept.isEmpty { kept = [first] }
        return (kept.map { text(of: $0, user) }.joined(), kept.last?.end ?? first.end)
    }

    /// Text with its pinyin converted: each run of letters and apostrophes (spaces between
    /// letters separate syllables, as apostrophes do) becomes its best conversion; everything
    /// else (punctuation, digits, hanzi) is kept as it is. `nihao, shijie!` → `你好, 世界!`.
    ///
    /// - Complexity: O(*n*) in the text's length, plus converting each run.
    public func convert(text line: String, user: PinyinUserLexicon? = nil) -> String {
        var result = "", run = ""
        let characters = Array(line)
        func isPinyin(_ c: Character) -> Bool { c.isASCII && (c.isLetter || c == "'") }
        for (index, c) in characters.enumerated() {
            if isPinyin(c) {
                run.append(c)
            } else if c == " ", !run.isEmpty, index + 1 < characters.count, isPinyin(characters[index + 1]) {
                run.append("'")
            } else {
                if !run.isEmpty { result += convert(run, user: user); run = "" }
                result.append(c)
            }
        }
        if !run.isEmpty { result += convert(run, user: user) }
        return result
    }
}
