/// Pinyin to Chinese: syllable lattice, lexicon trie, bigram Viterbi.
///
/// Input is toneless pinyin letters (`v` for ü) and apostrophes, which force a syllable
/// boundary. Every segmentation into syllables is considered (`xian` is xian or xi'an); the last
/// syllable may be partial (`zhongg` → 中国), and any syllable may be abbreviated to its initial
/// (`bj` → 北京, `bjdx` → 北京大学, mixed `beij`), at a cost in the score. With ``fuzzy`` rules,
/// a typed syllable also reads as the syllables the rules join to it (`zi` as `zhi`), again at a
/// cost, so exact readings rank first.
///
/// ```swift
/// let engine = try PinyinEngine.bundled()
/// engine.convert("nihao")                         // "你好"
/// engine.candidates("xian", limit: 10).map(\.text) // ["先", "西安", "现", …]
/// ```
public final class PinyinEngine: @unchecked Sendable {
    public let model: PinyinModel
    /// Tells engines apart, so a ``Lattice`` is not reused across them.
    let id = UInt64.random(in: 1...UInt64.max)
    /// Syllable ids by every prefix of a syllable (for partial syllables).
    private let prefixSyllables: [String: [UInt16]]
    /// Syllable ids by initial (for abbreviations).
    private let initialSyllables: [String: [UInt16]]
    /// The fuzzy rules in force, and the syllables each typed spelling also stands for under them.
    public let fuzzy: PinyinFuzzyRules
    private let fuzzySyllables: [String: [UInt16]]
    /// Whether common typos are corrected, and the syllables each typo stands for.
    public let correctsTypos: Bool
    /// The keys next to each letter key on the keyboard typed on, for adjacent-key slips (empty:
    /// no such correction).
    public let keyNeighbours: [Character: [Character]]
    private let typoSyllables: [String: [UInt16]]

    /// log10 costs of the approximations.
    static let partialPenalty: Float = -0.5
    static let fuzzyPenalty: Float = -0.8
    static let typoPenalty: Float = -1.5

    static let initialPenalty: Float = -1.2

    /// The cost of a word's approximations: `others` (fuzzy and mistyped syllables, summed)
    /// and, when any syllable was typed as its initial, ``initialPenalty`` once; else, when the
    /// last was typed in part, ``partialPenalty``. An abbreviation is one decision per word (a
    /// partial last syllable in it is one more initial), and the more initials a word matches
    /// the surer it is meant (bjdx → 北京大学); charged per syllable, long words lost to
    /// nonsense of short ones (bjtam → 不久他呣).
    @inline(__always)
    static func wordPenalty(_ others: Float, abbreviated: Bool, partial: Bool) -> Float {
        others + (abbreviated ? initialPenalty : partial ? partialPenalty : 0)
    }
    static let singleInitialPenalty: Float = -1.5
    static let beamWidth = 12
    static let entriesPerNode = 6
    /// Words kept for a reading with a partial syllable or an initial at the first position.
    static let entriesPerGuessedReading = 24
    static let maximumWordSyllables = 8
    static let edgesPerSpan = 8
    /// log10 probability of entering a learned phrase the model does not know as a word.
    static let userPhraseTransition: Float = -3.0

    /// What a hurried typist makes of a syllable: any two neighbouring letters swapped (which
    /// includes `gn` for `ng`), each spelling once.
    static func typos(of syllable: String) -> [String] {
        let letters = Array(syllable)
        var result: [String] = []
        for i in 0..<max(0, letters.count - 1) where letters[i] != letters[i + 1] {
            var swapped = letters
            swapped.swapAt(i, i + 1)
            let typo = String(swapped)
            if !result.contains(typo) { result.append(typo) }
        }
        return result
    }

    /// A syllable (of two letters or more) with one letter replaced by a neighbouring key's,
    /// each spelling once.
    static func slips(of syllable: String, _ neighbours: [Character: [Character]]) -> [String] {
        guard !neighbours.isEmpty, syllable.count >= 2 else { return [] }
        let letters = Array(syllable)
        var result: [String] = []
        for i in letters.indices {
            for neighbour in neighbours[letters[i]] ?? [] where neighbour.isASCII && neighbour.isLetter {
                var slipped = letters
                slipped[i] = neighbour
                let slip = String(slipped)
                if !result.contains(slip) { result.append(slip) }
            }
        }
        return result
    }

    static let initials = ["b", "p", "m", "f", "d", "t", "n", "l", "g", "k", "h", "j", "q", "x", "zh", "ch", "sh", "r", "z", "c", "s", "y", "w"]
    /// Letters that abbreviate the syllables they begin, as initials do: the initials, and the
    /// vowels that start syllables without one (a for an in bjtam → 北京天安门).
    static let abbreviations = initials + ["a", "o", "e"]

    /// - Parameter fuzzy: sounds to treat as one (none by default).
    /// - Parameter correctsTypos: whether to read `gn` as `ng` and two swapped letters as the
    ///   syllable meant (`zhogn`, `hzong` → zhong), below exact readings (on by default).
    /// - Parameter keyNeighbours: the letters next to each letter key of the keyboard typed on
    ///   (`ResolvedKeyboard.neighbouringCharacters()`); with them (and `correctsTypos`), a
    ///   syllable with one letter replaced by a neighbouring key's also reads as the syllable
    ///   (`hso` → hao, `zhobg` → zhong on QWERTY), below exact readings.
    public init(model: PinyinModel, fuzzy: PinyinFuzzyRules = [], correctsTypos: Bool = true,
                keyNeighbours: [Character: [Character]] = [:]) {
        self.model = model
        self.fuzzy = fuzzy
        self.correctsTypos = correctsTypos
        self.keyNeighbours = keyNeighbours
        var typos: [String: [UInt16]] = [:]
        if correctsTypos {
            for (index, syllable) in model.syllables.enumerated() {
                for typo in Self.typos(of: syllable) + Self.slips(of: syllable, keyNeighbours)
                where model.syllableIDs[typo] == nil && !(typos[typo]?.contains(UInt16(index)) ?? false) {
                    typos[typo, default: []].append(UInt16(index))
                }
            }
        }
        typoSyllables = typos
        var alike: [String: [UInt16]] = [:]
        for (index, syllable) in model.syllables.enumerated() {
            // The rules are symmetric: typing any variant of a syllable reaches the syllable.
            for variant in fuzzy.variants(of: syllable) { alike[variant, default: []].append(UInt16(index)) }
        }
        fuzzySyllables = alike
        var prefixes: [String: [UInt16]] = [:]
        var initials: [String: [UInt16]] = [:]
        for (index, syllable) in model.syllables.enumerated() {
            for length in 1..<syllable.count {
                prefixes[String(syllable.prefix(length)), default: []].append(UInt16(index))
            }
            for initial in Self.abbreviations where syllable.hasPrefix(initial) && syllable != initial {
                if initial.count == 1, ["zh", "ch", "sh"].contains(where: { syllable.hasPrefix($0) }) && initial != "h" { continue }
                initials[initial, default: []].append(UInt16(index))
            }
        }
        prefixSyllables = prefixes
        initialSyllables = initials
    }

    // MARK: Lattice

    /// One syllable-sized step of the input: the letters up to `end` from the position it is
    /// listed at, the syllables it may be.
    struct SyllableEdge {
        var end: Int
        var syllables: [UInt16]
        var penalty: Float
    }

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
            withUnsafeMutableBytes(of: &ends) { $0.storeBytes(of: UInt32(truncatingIfNeeded: end), toByteOffset: index * 4, as: UInt32.self) }
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
    func pruned(_ edges: [WordEdge], positions: Int) -> [WordEdge] {
        guard edges.count > Self.edgesPerSpan else { return edges }
        let ranks = edges.map { $0.score + model.unigram($0.word) }
        var bySpan = [[Float]](repeating: [], count: positions + 1)
        for index in edges.indices where edges[index].phrase < 0 { bySpan[edges[index].end].append(ranks[index]) }
        var cutoff = [Float](repeating: -.infinity, count: positions + 1)
        var any = false
        for end in bySpan.indices where bySpan[end].count > Self.edgesPerSpan {
            cutoff[end] = bySpan[end].sorted(by: >)[Self.edgesPerSpan - 1]
            any = true
        }
        guard any else { return edges }
        var taken = [Int](repeating: 0, count: positions + 1)
        var kept: [WordEdge] = []
        kept.reserveCapacity(edges.count)
        for index in edges.indices {
            let end = edges[index].end
            if edges[index].phrase < 0 && cutoff[end] > -.infinity {
                guard ranks[index] >= cutoff[end], taken[end] < Self.edgesPerSpan else { continue }
                taken[end] += 1
            }
            kept.append(edges[index])
        }
        return kept
    }

    /// The input's letters: lower-case ASCII letters and apostrophes; anything else is dropped.
    static func normalised(_ pinyin: String) -> [Character] {
        pinyin.lowercased().filter { ("a"..."z").contains($0) || $0 == "'" }.map { $0 }
    }

    /// The syllable edges of every position. With `old` (the edges of an input that agrees with
    /// this one on its first `agreed` letters), positions whose edges cannot see a changed letter
    /// are copied: an edge from `start` reads up to 6 letters and the one after them.
    func syllableEdges(_ letters: [Character], reusing old: [[SyllableEdge]] = [], agreed: Int = 0) -> [[SyllableEdge]] {
        let n = letters.count
        var edges = [[SyllableEdge]](repeating: [], count: n + 1)
        for start in 0..<n where letters[start] != "'" {
            if start + 7 <= agreed, start < old.count {
                edges[start] = old[start]
                continue
            }
            for length in 1...6 where start + length <= n {
                if letters[start + length - 1] == "'" { break }
                let text = String(letters[start..<(start + length)])
                let end = start + length
                let atEnd = end == n || letters[end] == "'"
                if let ids = fuzzySyllables[text] {
                    edges[start].append(SyllableEdge(end: end, syllables: ids, penalty: Self.fuzzyPenalty))
                }
                if let ids = typoSyllables[text] {
                    edges[start].append(SyllableEdge(end: end, syllables: ids, penalty: Self.typoPenalty))
                }
                let exact = model.syllableIDs[text]
                if let exact {
                    edges[start].append(SyllableEdge(end: end, syllables: [exact], penalty: 0))
                }
                // The last letters may be a syllable being typed. An initial that is also a
                // syllable of its own (m 呣, n 嗯) is still the start of the syllables it begins
                // (bjtam is bei jing tian an men, not 不久他呣).
                if atEnd, exact == nil || Self.initials.contains(text), let ids = prefixSyllables[text] {
                    edges[start].append(SyllableEdge(end: end, syllables: ids, penalty: Self.partialPenalty))
                }
                if length <= 2, let ids = initialSyllables[text], model.syllableIDs[text] == nil || length == 1 {
                    // An initial alone where the next letter continues it into a syllable
                    // (z in zhong, g in guo) is someone spelling the syllable, not abbreviating.
                    let continues = !atEnd && (model.syllableIDs[text + String(letters[end])] != nil || prefixSyllables[text + String(letters[end])] != nil)
                    if !continues && (!atEnd || prefixSyllables[text] == nil) {
                        edges[start].append(SyllableEdge(end: end, syllables: ids, penalty: Self.initialPenalty))
                    }
                }
            }
        }
        return edges
    }

    /// The next position where a syllable can start (after any apostrophes).
    static func skipApostrophes(_ position: Int, _ letters: [Character]) -> Int {
        var p = position
        while p < letters.count, letters[p] == "'" { p += 1 }
        return p
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
                guard lettersBefore[minimumEnd] - lettersBefore[position] <= lettersPerSyllable * (Self.maximumWordSyllables - depth) else { return }
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
            if let user { addPhrases(user, from: start, letters: letters, syllableEdges: syllableEdges, minimumEnd: minimumEnd, into: &found) }
            // Every word stays at the first position, where the candidate list draws from.
            let new = keepsEveryWord ? found.edges : pruned(found.edges, positions: letters.count)
            result[start] = kept + Self.byEnd(new)
        }
        return result
    }

    /// Edges in order of their end, keeping the order of edges with the same end.
    static func byEnd(_ edges: [WordEdge]) -> [WordEdge] {
        edges.indices.sorted { (edges[$0].end, $0) < (edges[$1].end, $1) }.map { edges[$0] }
    }

    // MARK: Conversion

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
    private func search(_ lattice: inout Lattice, letters: [Character], agreed: Int) {
        let n = letters.count
        let first = Self.skipApostrophes(0, letters)
        let keep = min(agreed, n, lattice.beams.count)
        lattice.beams.removeSubrange(keep...)
        lattice.beams += [[State]](repeating: [], count: n + 1 - keep)
        lattice.floors.removeSubrange(min(keep, lattice.floors.count)...)
        lattice.floors += [Float](repeating: -.infinity, count: n + 1 - lattice.floors.count)
        if keep <= first {
            lattice.beams[first] = [State(score: 0, previous: PinyinModel.bos, last: PinyinModel.bos, edge: -1, previousPosition: -1, previousIndex: -1)]
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

    private func insert(_ state: State, into beam: inout [State]) {
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

    private func convertWhole(_ letters: [Character], user: PinyinUserLexicon?) -> String {
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

    private func leading(_ letters: [Character], within limit: Int, user: PinyinUserLexicon?) -> (text: String, consumed: Int) {
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

    /// A candidate: its text, how many input characters (letters and apostrophes) it consumes
    /// from the start, the syllables it reads them as, and its score.
    public struct Candidate: Hashable, Sendable {
        public var text: String
        public var consumed: Int
        public var syllables: [String]
        public var score: Float
    }

    func candidate(_ words: [WordEdge], consumed: Int, score: Float, _ user: PinyinUserLexicon?) -> Candidate {
        Candidate(text: words.map { text(of: $0, user) }.joined(), consumed: consumed,
                  syllables: words.flatMap { $0.syllables.map { model.syllables[Int($0)] } }, score: score)
    }

    /// What a composition shows: the input split into syllables as the best conversion reads
    /// it, and the candidates (see ``candidates(_:limit:user:)``). One search serves both.
    public struct Composition: Hashable, Sendable {
        public var display: String
        public var candidates: [Candidate]
    }

    /// The display and candidates for the input, from one search.
    public func composition(_ pinyin: String, limit: Int, user: PinyinUserLexicon? = nil) -> Composition {
        var lattice = Lattice()
        return composition(pinyin, limit: limit, user: user, lattice: &lattice)
    }

    /// The same, reusing the search of the previous input: pass the same lattice for every
    /// keystroke of a composition, and only what the change can reach is searched again (a
    /// letter typed at the end redoes the words that can end there). The answer is the same
    /// as a fresh search's.
    public func composition(_ pinyin: String, limit: Int, user: PinyinUserLexicon? = nil, lattice: inout Lattice) -> Composition {
        let letters = Self.normalised(pinyin)
        guard letters.contains(where: { $0 != "'" }) else {
            lattice = Lattice()
            return Composition(display: String(letters), candidates: [])
        }
        update(&lattice, letters: letters, user: user)
        let best = paths(lattice, limit: 2)
        let abbreviated = abbreviationPath(letters, user: user, lattice: &lattice)
        return Composition(display: display(letters, best.first),
                           candidates: candidates(letters, edges: lattice.edges, best: best, abbreviation: abbreviated, limit: limit, user))
    }

    // MARK: Abbreviations (简拼)

    /// Letters that can stand for a syllable on their own: the single-letter initials and the
    /// vowels that begin syllables without one.
    static let abbreviationLetters = Set(abbreviations.filter { $0.count == 1 }.map { Character($0) })
    /// The longest input read as an abbreviation of every syllable.
    static let maximumAbbreviation = 10

    /// Whether the input reads as initials throughout (简拼, `bjtam` for 北京天安门): every
    /// letter can abbreviate a syllable, and the letters do not spell syllables throughout (the
    /// interjections m, n, ng, hm, hng, which are also initials, do not count as spelling).
    func isAbbreviation(_ letters: [Character]) -> Bool {
        let count = letters.count { $0 != "'" }
        guard count >= 2, count <= Self.maximumAbbreviation,
              letters.allSatisfy({ $0 == "'" || Self.abbreviationLetters.contains($0) }) else { return false }
        // Can the letters be spelled out as syllables with a vowel (the last one partly)?
        var spelled = [Bool](repeating: false, count: letters.count + 1)
        spelled[0] = true
        for start in 0..<letters.count where spelled[start] {
            if letters[start] == "'" { spelled[start + 1] = true; continue }
            for end in (start + 1)...min(letters.count, start + 6) {
                let text = String(letters[start..<end])
                guard !text.contains("'"), text.contains(where: { "aeiouv".contains($0) }) else { continue }
                if model.syllableIDs[text] != nil || (end == letters.count && prefixSyllables[text] != nil) { spelled[end] = true }
            }
        }
        return !spelled[letters.count]
    }

    /// The best reading of the input with every letter (or zh, ch, sh) the initial of a
    /// syllable, when it reads as an abbreviation (``isAbbreviation(_:)``): a search of its own
    /// (kept in `lattice` for the next keystroke), since the main lattice reads letters that
    /// spell a syllable (t a in bjtam) as that syllable.
    func abbreviationPath(_ letters: [Character], user: PinyinUserLexicon?, lattice: inout Lattice) -> Path? {
        guard isAbbreviation(letters) else {
            lattice.abbreviation = .none
            return nil
        }
        var nested = Lattice()
        if case .searched(let kept) = lattice.abbreviation { nested = kept }
        lattice.abbreviation = .none   // the only reference while it is updated
        update(&nested, letters: letters, user: user, initialsOnly: true)
        let best = paths(nested, limit: 1).first
        lattice.abbreviation = .searched(nested)
        return best
    }

    /// Syllable edges reading each letter (or zh, ch, sh) as an initial: the syllables it
    /// begins, and the syllable it is, if any.
    func abbreviationEdges(_ letters: [Character]) -> [[SyllableEdge]] {
        var edges = [[SyllableEdge]](repeating: [], count: letters.count + 1)
        for start in letters.indices where letters[start] != "'" {
            for length in 1...2 where start + length <= letters.count {
                let text = String(letters[start..<(start + length)])
                guard length == 1 || ["zh", "ch", "sh"].contains(text), var ids = initialSyllables[text] else { continue }
                if let exact = model.syllableIDs[text] { ids.append(exact) }
                edges[start].append(SyllableEdge(end: start + length, syllables: ids, penalty: Self.initialPenalty))
            }
        }
        return edges
    }

    /// Candidates for the input: the best whole-sentence conversion first (and the second best
    /// when it has several words), then words over the leading syllables: first those ending
    /// where the best sentence puts a syllable boundary, longer first, each by probability; then
    /// words that split the input differently.
    public func candidates(_ pinyin: String, limit: Int, user: PinyinUserLexicon? = nil) -> [Candidate] {
        composition(pinyin, limit: limit, user: user).candidates
    }

    private func candidates(_ letters: [Character], edges: [[WordEdge]], best: [Path], abbreviation: Path? = nil, limit: Int,
                            _ user: PinyinUserLexicon?) -> [Candidate] {
        guard limit > 0 else { return [] }
        var result: [Candidate] = []
        var seen = Set<String>()
        for (index, path) in best.enumerated() where !path.words.isEmpty && (path.words.count > 1 || result.isEmpty) {
            let next = candidate(path.words, consumed: letters.count, score: path.score, user)
            if seen.insert(next.text).inserted { result.append(next) }
            // Read as initials throughout, the input's reading comes second.
            if index == 0, let abbreviation, !abbreviation.words.isEmpty {
                let read = candidate(abbreviation.words, consumed: letters.count, score: abbreviation.score, user)
                if seen.insert(read.text).inserted { result.append(read) }
            }
        }
        // Words over the leading syllables as the best sentence reads them come first (longer
        // first); words that split the input differently (shi'y → 使用 in shiyanshi) follow.
        let boundaries = Set(best.first?.words.flatMap(\.boundaries) ?? [])
        let first = Self.skipApostrophes(0, letters)
        let words = edges[first].map { edge in
            (edge, transition(PinyinModel.bos, edge.word) + edge.score, boundaries.contains(edge.end))
        }.sorted { a, b in
            if a.2 != b.2 { return a.2 }
            if a.0.end != b.0.end { return a.0.end > b.0.end }
            if a.1 != b.1 { return a.1 > b.1 }
            // A total order, so equal scores rank the same however the edges were found.
            return (a.0.word, a.0.phrase) < (b.0.word, b.0.phrase)
        }
        for (edge, score, _) in words {
            let next = candidate([edge], consumed: edge.end, score: score, user)
            if seen.insert(next.text).inserted { result.append(next) }
            if result.count >= limit { break }
        }
        return Array(result.prefix(limit))
    }

    /// The input split into syllables as the best conversion reads it: `bei jing tian an men`.
    /// Syllables are separated by a space (an apostrophe the user typed shows as `'`).
    public func syllabified(_ pinyin: String, user: PinyinUserLexicon? = nil) -> String {
        composition(pinyin, limit: 0, user: user).display
    }

    private func display(_ letters: [Character], _ best: Path?) -> String {
        guard let best else { return String(letters) }
        var marks = Set(best.words.flatMap(\.boundaries))
        marks.remove(letters.count)
        var text = ""
        for (index, letter) in letters.enumerated() {
            if marks.contains(index), !text.isEmpty, text.last != "'", letter != "'" { text.append(" ") }
            text.append(letter)
        }
        return text
    }

    /// Words likely to follow `text`, the text before the caret: what follows its last words in
    /// the corpus (the last two as a trigram context where the model has them), and how the
    /// lexicon's longer words continue its end (东京 → 大学 from 东京大学; 中国 → 人 from 中国人).
    ///
    /// The last word is the longest ending of `text` (up to ``maximumWordSyllables``
    /// characters) the model knows something to follow (北京天安门广场 is a word nothing follows
    /// in the corpus; 天安门广场 is the one read), the word before it likewise, so a chain of
    /// follow-ons keeps its context: after 中 and 国 the predictions are those of 中国.
    ///
    /// - Complexity: O(*f* log *f*) for *f* followers of the last word.
    public func predictions(after text: String, limit: Int) -> [String] {
        let characters = Array(text.suffix(2 * Self.maximumWordSyllables))
        guard !characters.isEmpty, limit > 0 else { return [] }
        /// Known words ending at `end`, longest first, with their lengths.
        func words(endingAt end: Int) -> [(word: UInt32, length: Int)] {
            stride(from: min(end, Self.maximumWordSyllables), through: 1, by: -1).compactMap { length in
                model.word(String(characters[(end - length)..<end])).map { ($0, length) }
            }
        }
        var scored: [String: Float] = [:]
        func offer(_ text: String, _ score: Float) { scored[text] = max(scored[text] ?? -99, score) }
        for last in words(endingAt: characters.count) {
            let followers = model.followers(of: last.word)
            guard followers.contains(where: { $0.word > PinyinModel.unk }) else { continue }
            for (next, probability) in followers where next > PinyinModel.unk { offer(model.text(of: next), probability) }
            if let previous = words(endingAt: characters.count - last.length).first {
                // Where both words were seen together, the trigram's estimate is the better one.
                for (next, probability) in model.followers(ofContext: model.context(previous.word, last.word)) where next > PinyinModel.unk {
                    offer(model.text(of: next), probability)
                }
            }
            break
        }
        // A longer word continues the end of the text with probability about P(longer) / P(end):
        // the longest ending that some longer word starts with.
        for length in stride(from: min(characters.count, Self.maximumWordSyllables), through: 1, by: -1) {
            let ending = String(characters[(characters.count - length)...])
            let longer = model.words(extending: ending)
            guard !longer.isEmpty else { continue }
            let base = model.word(ending).map(model.unigram) ?? -6
            for index in longer {
                let word = UInt32(index)
                let rest = String(model.text(of: word).dropFirst(length))
                if !rest.isEmpty { offer(rest, model.unigram(word) - base) }
            }
            break
        }
        return scored.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.prefix(limit).map(\.key)
    }
}

// MARK: User data

/// A user dictionary prepared for one engine: phrases by syllable id, indexed by their first
/// syllable. Build it with ``PinyinEngine/lexicon(for:)`` whenever the dictionary changes.
public struct PinyinUserLexicon: Sendable {
    struct Phrase: Sendable {
        var text: String
        var syllables: [UInt16]
        /// The model's id for the text, or `unk` when the model does not know it as one word.
        var word: UInt32
        var bonus: Float
    }

    /// Phrases by index; a dropped phrase keeps its place with no syllables.
    var phrases: [Phrase] = []
    var byFirstSyllable: [UInt16: [Int32]] = [:]
    /// Phrase indices by dictionary key (`text|syllables`).
    var positions: [String: Int32] = [:]
    var dropped = 0
    /// Tells lexicons apart, so a ``PinyinEngine/Lattice`` is not reused across them.
    var id: UInt64 = UInt64.random(in: 1...UInt64.max)

    public var isEmpty: Bool { phrases.count == dropped }
}

extension PinyinEngine {
    /// log10 bonus for a phrase chosen `count` times: ×100 for the first choice, growing slowly to
    /// ×1000 (a choice should win next time over the system's ranking of the same syllables).
    static func learnedBonus(_ count: Int) -> Float {
        min(3.0, 1.5 + 0.5 * Float(count).squareRoot())
    }

    /// The dictionary's entries whose syllables this model knows, ready for the lattice.
    ///
    /// - Complexity: O(*n*) in the entries.
    public func lexicon(for dictionary: PinyinUserDictionary) -> PinyinUserLexicon {
        var lexicon = PinyinUserLexicon()
        // In order of use, so phrase indices (and ties) do not depend on dictionary order.
        for entry in dictionary.entries.values.sorted(by: { $0.lastUse < $1.lastUse }) {
            add(entry, key: PinyinUserDictionary.key(entry.text, entry.syllables), to: &lexicon)
        }
        return lexicon
    }

    /// Adds an entry as a new phrase, when this model knows its syllables and an edge can hold them.
    private func add(_ entry: PinyinUserDictionary.Entry, key: String, to lexicon: inout PinyinUserLexicon) {
        let ids = entry.syllables.compactMap { model.syllableIDs[$0] }
        guard ids.count == entry.syllables.count, ids.count <= SyllablePath.capacity else { return }
        let index = Int32(lexicon.phrases.count)
        lexicon.phrases.append(.init(text: entry.text, syllables: ids, word: model.word(entry.text) ?? PinyinModel.unk,
                                     bonus: Self.learnedBonus(entry.count)))
        lexicon.byFirstSyllable[ids[0], default: []].append(index)
        lexicon.positions[key] = index
    }

    /// Brings a lexicon up to date after the entries with these dictionary keys changed (chosen
    /// again, learned, or dropped), without preparing every entry again; prepares it afresh
    /// when dropped phrases have come to outnumber the rest.
    ///
    /// - Complexity: O(*k* log *w*) for *k* keys and *w* model words.
    func update(_ lexicon: inout PinyinUserLexicon, for dictionary: PinyinUserDictionary, changed keys: [String]) {
        for key in keys {
            let entry = dictionary.entries[key]
            if let index = lexicon.positions[key] {
                if let entry {
                    lexicon.phrases[Int(index)].bonus = Self.learnedBonus(entry.count)
                } else {
                    lexicon.phrases[Int(index)].syllables = []
                    lexicon.positions[key] = nil
                    lexicon.dropped += 1
                }
            } else if let entry {
                add(entry, key: key, to: &lexicon)
            }
        }
        lexicon.id = UInt64.random(in: 1...UInt64.max)
        if lexicon.dropped > 64 && lexicon.dropped * 2 > lexicon.phrases.count { lexicon = self.lexicon(for: dictionary) }
    }

    /// Adds the user's phrases that can be read from `start` (through exact, partial and
    /// abbreviated syllables, as model words are).
    func addPhrases(_ user: PinyinUserLexicon, from start: Int, letters: [Character], syllableEdges: [[SyllableEdge]],
                    minimumEnd: Int = 0, into found: inout EdgeSet) {
        guard !user.isEmpty else { return }
        for edge in syllableEdges[start] {
            for syllable in edge.syllables {
                for index in user.byFirstSyllable[syllable] ?? [] where !user.phrases[Int(index)].syllables.isEmpty {
                    let phrase = user.phrases[Int(index)]
                    let next = Self.skipApostrophes(edge.end, letters)
                    let isInitial = edge.penalty == Self.initialPenalty, isPartial = edge.penalty == Self.partialPenalty
                    match(phrase, at: 1, position: next, penalty: isInitial || isPartial ? 0 : edge.penalty, abbreviated: isInitial,
                          partial: isPartial, boundaries: [next],
                          letters: letters, syllableEdges: syllableEdges) { end, penalty, boundaries in
                        guard end >= minimumEnd else { return }
                        let key = phrase.word == PinyinModel.unk ? 1 << 63 | UInt64(index) << 20 | UInt64(end) : UInt64(phrase.word) << 20 | UInt64(end)
                        let score = phrase.bonus + penalty
                        found.offer(key, score: score) {
                            var path = SyllablePath()
                            for (syllable, end) in zip(phrase.syllables, boundaries) { path.append(syllable, end: end) }
                            return WordEdge(end: end, word: phrase.word, score: score, path: path, phrase: index)
                        }
                    }
                }
            }
        }
    }

    /// Reads the rest of a phrase's syllables from `position`; `found` gets where it ends, its
    /// word penalty and its syllable ends.
    private func match(_ phrase: PinyinUserLexicon.Phrase, at offset: Int, position: Int, penalty: Float, abbreviated: Bool, partial: Bool,
                       boundaries: [Int], letters: [Character], syllableEdges: [[SyllableEdge]], found: (Int, Float, [Int]) -> Void) {
        guard offset < phrase.syllables.count else {
            return found(position, Self.wordPenalty(penalty, abbreviated: abbreviated, partial: partial), boundaries)
        }
        guard position < letters.count else { return }
        for edge in syllableEdges[position] where edge.syllables.contains(phrase.syllables[offset]) {
            let end = Self.skipApostrophes(edge.end, letters)
            let isInitial = edge.penalty == Self.initialPenalty, isPartial = edge.penalty == Self.partialPenalty
            match(phrase, at: offset + 1, position: end, penalty: penalty + (isInitial || isPartial ? 0 : edge.penalty),
                  abbreviated: abbreviated || isInitial, partial: isPartial,
                  boundaries: boundaries + [end], letters: letters, syllableEdges: syllableEdges, found: found)
        }
    }
}
