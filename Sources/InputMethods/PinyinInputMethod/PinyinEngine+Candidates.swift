/// The candidate list: the best sentence, then words and phrases from the start of the input,
/// and the syllabified display of the composition.
extension PinyinEngine {
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

    /// Candidates for the input: the best whole-sentence conversion first (and the second best
    /// when it has several words), then words over the leading syllables: first those ending
    /// where the best sentence puts a syllable boundary, longer first, each by probability; then
    /// words that split the input differently.
    ///
    /// Only the first ``maximumComposition`` letters (and apostrophes) are read, as an input
    /// method's composition holds no more: it commits the leading words as typing goes on
    /// (``leadingConversion(_:within:user:)``), and ``convert(_:user:)`` converts input of any
    /// length. A longer input's candidates are those of its first letters, so the answer comes
    /// in bounded time however long the input.
    ///
    /// - Complexity: O(1) in the input's length past ``maximumComposition``.
    public func candidates(_ pinyin: String, limit: Int, user: PinyinUserLexicon? = nil) -> [Candidate] {
        composition(String(Self.normalised(pinyin).prefix(Self.maximumComposition)), limit: limit, user: user).candidates
    }

    func candidates(_ letters: [Character], edges: [[WordEdge]], best: [Path], abbreviation: Path? = nil, limit: Int,
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
        // Sorted by index, not by value: edges are wide, and there can be thousands.
        let starting = edges[first]
        let keys = starting.indices.map { index in
            (index: index, score: transition(PinyinModel.bos, starting[index].word) + starting[index].score,
             agrees: boundaries.contains(starting[index].end))
        }.sorted { a, b in
            if a.agrees != b.agrees { return a.agrees }
            let edgeA = starting[a.index], edgeB = starting[b.index]
            if edgeA.end != edgeB.end { return edgeA.end > edgeB.end }
            if a.score != b.score { return a.score > b.score }
            // A total order, so equal scores rank the same however the edges were found.
            return (edgeA.word, edgeA.phrase) < (edgeB.word, edgeB.phrase)
        }
        for key in keys {
            let edge = starting[key.index]
            let next = candidate([edge], consumed: edge.end, score: key.score, user)
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

    func display(_ letters: [Character], _ best: Path?) -> String {
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
}
