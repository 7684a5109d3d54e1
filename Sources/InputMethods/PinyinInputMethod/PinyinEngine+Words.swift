/// The word lattice: the lexicon's words (and the user's phrases) over runs of syllable edges,
/// pruned to the best few per span.
extension PinyinEngine {
    /// A word over the input: the letters up to `end` from the position it is listed at, where
    /// its syllables split them.
    struct WordEdge {
        var end: Int
        var word: UInt32
        var score: Float      // reading share + approximation penalties
        /// Its syllables and where each ends (`end` last).
        var path: SyllablePath
        /// The user phrase this edge is, or -1 for a word of the model.
        var phrase: Int32 = -1

        /// Syllable ends inside the word, `end` included.
        var boundaries: [Int] { (0..<path.count).map { path.end($0) } }
        var syllables: [UInt16] { (0..<path.count).map { path.syllable($0) } }
    }

    /// Up to 16 syllables and where each ends, stored inline: edges are copied by the thousand
    /// per keystroke, and arrays would make each copy reference counting and heap traffic.
    struct SyllablePath {
        static let capacity = 16
        private var ends: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0, 0, 0, 0, 0)
        private var ids: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
        private(set) var count = 0

        @inline(__always) func end(_ index: Int) -> Int {
            withUnsafeBytes(of: ends) { Int($0.load(fromByteOffset: index * 4, as: UInt32.self)) }
        }

        @inline(__always) func syllable(_ index: Int) -> UInt16 {
            withUnsafeBytes(of: ids) { $0.load(fromByteOffset: index * 2, as: UInt16.self) }
        }

        /// Adds a syllable (ignored beyond ``capacity``).
        @inline(__always) mutating func append(_ syllable: UInt16, end: Int) {
            guard count < Self.capacity else { return }
            let index = count
            withUnsafeMutableBytes(of: &ends) { $0.storeBytes(of: UInt32(truncatingIfNeeded: end), toByteOffset: index * 4,
                                                              as: UInt32.self) }
            withUnsafeMutableBytes(of: &ids) { $0.storeBytes(of: syllable, toByteOffset: index * 2, as: UInt16.self) }
            count += 1
        }

        @inline(__always) mutating func removeLast() { count -= 1 }
    }

    /// The best edge for each key (a word and where it ends), in the order first offered, so the
    /// search sees ties in the same order in every process.
    struct EdgeSet {
        var edges: [WordEdge] = []
        var index: [UInt64: Int] = [:]

        mutating func offer(_ key: UInt64, score: Float, _ make: () -> WordEdge) {
            if let at = index[key] {
                if edges[at].score < score { edges[at] = make() }
            } else {
                index[key] = edges.count
                edges.append(make())
            }
        }
    }

    /// The edges worth searching: the best ``edgesPerSpan`` of each span (same start and end),
    /// by their score and the word's unigram probability, in the order offered. Learned phrases always stay.
    ///
    /// - Complexity: O(*e* log *e*) for *e* edges: the tallies cover only the ends the edges
    ///   reach (a word's few syllables), never the whole input, so pruning every position of
    ///   a long input stays linear in its length.
    func pruned(_ edges: [WordEdge]) -> [WordEdge] {
        guard edges.count > Self.edgesPerSpan, let lowest = edges.map(\.end).min(),
            let highest = edges.map(\.end).max() else { return edges }
        let ranks = edges.map { $0.score + model.unigram($0.word) }
        let span = highest - lowest + 1
        var bySpan = [[Float]](repeating: [], count: span)
        for index in edges.indices where edges[index].phrase < 0 { bySpan[edges[index].end - lowest].append(ranks[index]) }
        var cutoff = [Float](repeating: -.infinity, count: span)
        var any = false
        for end in bySpan.indices where bySpan[end].count > Self.edgesPerSpan {
            cutoff[end] = bySpan[end].sorted(by: >)[Self.edgesPerSpan - 1]
            any = true
        }
        guard any else { return edges }
        var taken = [Int](repeating: 0, count: span)
        var kept: [WordEdge] = []
        kept.reserveCapacity(edges.count)
        for index in edges.indices {
            let end = edges[index].end - lowest
            if edges[index].phrase < 0 && cutoff[end] > -.infinity {
                guard ranks[index] >= cutoff[end], taken[end] < Self.edgesPerSpan else { continue }
                taken[end] += 1
            }
            kept.append(edges[index])
        }
        return kept
    }

    /// The word edges from every position, each position's in order of their end (and in the
    /// order found for one end). With `old` (the edges of an input that agrees with this one on
    /// its first `agreed` letters), edges ending before `agreed` are kept and only those ending
    /// at or after it are searched for: the lists are then the same as a fresh search's.
    ///
    /// - Parameter initialsOnly: the syllable edges are single initials (``abbreviationPath``):
    ///   a syllable spans at most two letters, and no position keeps every word (only the best
    ///   sentence is read from such a lattice).
    func wordEdges(_ letters: [Character], syllableEdges: [[SyllableEdge]], user: PinyinUserLexicon? = nil,
                   reusing old: [[WordEdge]] = [], agreed: Int = 0, initialsOnly: Bool = false) -> [[WordEdge]] {
        let lettersPerSyllable = initialsOnly ? 2 : 6
        var result = [[WordEdge]](repeating: [], count: letters.count + 1)
        let first = Self.skipApostrophes(0, letters)
        // Letters (not apostrophes) before each position: a word of at most
        // `maximumWordSyllables` syllables spans at most 6 letters for each.
        var lettersBefore = [Int](repeating: 0, count: letters.count + 1)
        for (index, letter) in letters.enumerated() { lettersBefore[index + 1] = lettersBefore[index] + (letter == "'" ? 0 : 1) }
        let limit = min(agreed, letters.count)
        for start in 0..<letters.count where letters[start] != "'" {
            var kept: [WordEdge] = []
            let reusing = start < limit && start < old.count
            if reusing {
                kept = Array(old[start].prefix { $0.end < limit })
                if lettersBefore[limit] - lettersBefore[start] > lettersPerSyllable * Self.maximumWordSyllables {
                    result[start] = kept
                    continue
                }
            }
            let minimumEnd = reusing ? limit : 0
            var found = EdgeSet()
            // Every word of a reading at the first position (the candidate list shows them all),
            // unless the reading is a guess (a partial syllable or an initial: `j` is fourteen
            // syllables); the likeliest few elsewhere.
            let keepsEveryWord = start == first && !initialsOnly
            let entries = keepsEveryWord ? Int.max : Self.entriesPerNode
            let guessedEntries = keepsEveryWord ? Self.entriesPerGuessedReading : Self.entriesPerNode
            // The syllable ends and syllables of the path being expanded (copied only into edges).
            var path = SyllablePath()
            // `penalty` sums the approximations of the syllables so far but abbreviations and a
            // partial last syllable, which are charged per word (``wordPenalty(_:abbreviated:partial:)``).
            func expand(node: Int, position: Int, depth: Int, penalty: Float, abbreviated: Bool, guessed: Bool) {
                guard depth < Self.maximumWordSyllables, position < letters.count else { return }
                // No word from here can reach the letters that changed.
                let span = lettersBefore[minimumEnd] - lettersBefore[position]
                guard span <= lettersPerSyllable * (Self.maximumWordSyllables - depth) else { return }
                for edgeIndex in syllableEdges[position].indices {
                    let edgePenalty = syllableEdges[position][edgeIndex].penalty
                    let syllableCount = syllableEdges[position][edgeIndex].syllables.count
                    // A single character from a lone initial is a wild guess; words spelled by
                    // initials (bj → 北京) are what abbreviations are for.
                    let guess: Float = depth == 0 && syllableCount > 1 && edgePenalty == Self.initialPenalty ? Self.singleInitialPenalty : 0
                    let end = Self.skipApostrophes(syllableEdges[position][edgeIndex].end, letters)
                    let isInitial = edgePenalty == Self.initialPenalty, isPartial = edgePenalty == Self.partialPenalty
                    let cost = penalty + (isInitial || isPartial ? 0 : edgePenalty)
                    let isAbbreviated = abbreviated || isInitial
                    let wordCost = Self.wordPenalty(cost, abbreviated: isAbbreviated, partial: isPartial)
                    let isGuess = guessed || edgePenalty == Self.partialPenalty || edgePenalty == Self.initialPenalty
                    for syllableIndex in 0..<syllableCount {
                        let syllable = syllableEdges[position][edgeIndex].syllables[syllableIndex]
                        guard let child = model.child(node, syllable) else { continue }
                        path.append(syllable, end: end)
                        if end >= minimumEnd {
                            for index in model.entryRange(child).prefix(isGuess ? guessedEntries : entries) {
                                let word = model.entryWord(index)
                                let key = UInt64(word) << 20 | UInt64(end)
                                let score = model.entryShare(index) + wordCost + guess
                                found.offer(key, score: score) {
                                    WordEdge(end: end, word: word, score: score, path: path)
                                }
                            }
                        }
                        expand(node: child, position: end, depth: depth + 1, penalty: cost, abbreviated: isAbbreviated, guessed: isGuess)
                        path.removeLast()
                    }
                }
            }
            expand(node: 0, position: start, depth: 0, penalty: 0, abbreviated: false, guessed: false)
            if let user { addPhrases(user, from: start, letters: letters, syllableEdges: syllableEdges, minimumEnd: minimumEnd,
                                     into: &found) }
            // Every word stays at the first position, where the candidate list draws from.
            let new = keepsEveryWord ? found.edges : pruned(found.edges)
            result[start] = kept + Self.byEnd(new)
        }
        return result
    }

    /// Edges in order of their end, keeping the order of edges with the same end.
    static func byEnd(_ edges: [WordEdge]) -> [WordEdge] {
        edges.indices.sorted { (edges[$0].end, $0) < (edges[$1].end, $1) }.map { edges[$0] }
    }
}
