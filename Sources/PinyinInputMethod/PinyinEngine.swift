/// Pinyin to Chinese: syllable lattice, lexicon trie, bigram Viterbi.
///
/// Input is toneless pinyin letters (`v` for ü) and apostrophes, which force a syllable
/// boundary. Every segmentation into syllables is considered (`xian` is xian or xi'an); the last
/// syllable may be partial (`zhongg` → 中国), and any syllable may be abbreviated to its initial
/// (`bj` → 北京, `bjdx` → 北京大学, mixed `beij`), at a cost in the score.
///
/// ```swift
/// let engine = try PinyinEngine.bundled()
/// engine.convert("nihao")                         // "你好"
/// engine.candidates("xian", limit: 10).map(\.text) // ["先", "西安", "现", …]
/// ```
public final class PinyinEngine: @unchecked Sendable {
    public let model: PinyinModel
    /// Syllable ids by every prefix of a syllable (for partial syllables).
    private let prefixSyllables: [String: [UInt16]]
    /// Syllable ids by initial (for abbreviations).
    private let initialSyllables: [String: [UInt16]]

    /// log10 costs of the approximations.
    static let partialPenalty: Float = -0.5
    static let initialPenalty: Float = -1.2
    static let singleInitialPenalty: Float = -1.5
    static let beamWidth = 12
    static let entriesPerNode = 6
    static let maximumWordSyllables = 8

    static let initials = ["b", "p", "m", "f", "d", "t", "n", "l", "g", "k", "h", "j", "q", "x", "zh", "ch", "sh", "r", "z", "c", "s", "y", "w"]

    public init(model: PinyinModel) {
        self.model = model
        var prefixes: [String: [UInt16]] = [:]
        var initials: [String: [UInt16]] = [:]
        for (index, syllable) in model.syllables.enumerated() {
            for length in 1..<syllable.count {
                prefixes[String(syllable.prefix(length)), default: []].append(UInt16(index))
            }
            for initial in Self.initials where syllable.hasPrefix(initial) && syllable != initial {
                if initial.count == 1, ["zh", "ch", "sh"].contains(where: { syllable.hasPrefix($0) }) && initial != "h" { continue }
                initials[initial, default: []].append(UInt16(index))
            }
        }
        prefixSyllables = prefixes
        initialSyllables = initials
    }

    // MARK: Lattice

    /// One syllable-sized step of the input: the letters start..<end, the syllables it may be.
    struct SyllableEdge {
        var start: Int
        var end: Int
        var syllables: [UInt16]
        var penalty: Float
    }

    /// A word over the input: the letters start..<end, where its syllables split them.
    struct WordEdge {
        var start: Int
        var end: Int
        var word: UInt32
        var score: Float      // reading share + approximation penalties
        var boundaries: [Int] // syllable ends inside the word, `end` included
    }

    /// The input's letters: lower-case ASCII letters and apostrophes; anything else is dropped.
    static func normalised(_ pinyin: String) -> [Character] {
        pinyin.lowercased().filter { ("a"..."z").contains($0) || $0 == "'" }.map { $0 }
    }

    func syllableEdges(_ letters: [Character]) -> [[SyllableEdge]] {
        let n = letters.count
        var edges = [[SyllableEdge]](repeating: [], count: n + 1)
        for start in 0..<n where letters[start] != "'" {
            for length in 1...6 where start + length <= n {
                if letters[start + length - 1] == "'" { break }
                let text = String(letters[start..<(start + length)])
                let end = start + length
                let atEnd = end == n || letters[end] == "'"
                if let id = model.syllableIDs[text] {
                    edges[start].append(SyllableEdge(start: start, end: end, syllables: [id], penalty: 0))
                } else if atEnd, let ids = prefixSyllables[text] {
                    edges[start].append(SyllableEdge(start: start, end: end, syllables: ids, penalty: Self.partialPenalty))
                }
                if length <= 2, let ids = initialSyllables[text], model.syllableIDs[text] == nil || length == 1 {
                    if !atEnd || prefixSyllables[text] == nil {
                        edges[start].append(SyllableEdge(start: start, end: end, syllables: ids, penalty: Self.initialPenalty))
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

    func wordEdges(_ letters: [Character]) -> [[WordEdge]] {
        let syllableEdges = syllableEdges(letters)
        var result = [[WordEdge]](repeating: [], count: letters.count + 1)
        for start in 0..<letters.count where letters[start] != "'" {
            var found: [UInt64: WordEdge] = [:]
            func expand(node: Int, position: Int, depth: Int, penalty: Float, boundaries: [Int]) {
                guard depth < Self.maximumWordSyllables, position < letters.count else { return }
                for edge in syllableEdges[position] {
                    for syllable in edge.syllables {
                        guard let child = model.child(node, syllable) else { continue }
                        let end = Self.skipApostrophes(edge.end, letters)
                        let cost = penalty + edge.penalty
                        let marks = boundaries + [end]
                        // A single character from a lone initial is a wild guess; words spelled by
                        // initials (bj → 北京) are what abbreviations are for.
                        let guess: Float = depth == 0 && edge.syllables.count > 1 && edge.penalty == Self.initialPenalty ? Self.singleInitialPenalty : 0
                        for index in model.entryRange(child).prefix(Self.entriesPerNode) {
                            let word = model.entryWord(index)
                            let key = UInt64(word) << 20 | UInt64(end)
                            let score = model.entryShare(index) + cost + guess
                            if found[key].map({ $0.score < score }) ?? true {
                                found[key] = WordEdge(start: start, end: end, word: word, score: score, boundaries: marks)
                            }
                        }
                        expand(node: child, position: end, depth: depth + 1, penalty: cost, boundaries: marks)
                    }
                }
            }
            expand(node: 0, position: start, depth: 0, penalty: 0, boundaries: [])
            result[start] = Array(found.values)
        }
        return result
    }

    // MARK: Conversion

    struct Path {
        var score: Float
        var words: [WordEdge]
        var last: UInt32
    }

    /// A beam entry: the score so far, the last word, and back pointers (plain integers, so
    /// the search moves no reference-counted values).
    private struct State {
        var score: Float
        var last: UInt32
        var edge: Int32          // index into the edges at `previousPosition`, or -1
        var previousPosition: Int32
        var previousIndex: Int32
    }

    /// The best sentences for the input, best first (at most `limit`).
    ///
    /// - Complexity: O(*n* × *e* × *b*) for *n* positions, *e* word edges per position and a
    ///   beam of *b*.
    func paths(_ letters: [Character], edges: [[WordEdge]], limit: Int) -> [Path] {
        let n = letters.count
        var beams = [[State]](repeating: [], count: n + 1)
        let first = Self.skipApostrophes(0, letters)
        beams[first] = [State(score: 0, last: PinyinModel.bos, edge: -1, previousPosition: -1, previousIndex: -1)]
        for position in 0..<n where !beams[position].isEmpty {
            let states = beams[position]
            let outgoing = edges[position]
            for (edgeIndex, edge) in outgoing.enumerated() {
                var best = State(score: -.infinity, last: edge.word, edge: Int32(edgeIndex), previousPosition: Int32(position), previousIndex: -1)
                for (index, state) in states.enumerated() {
                    let score = state.score + model.bigram(state.last, edge.word) + edge.score
                    if score > best.score { best.score = score; best.previousIndex = Int32(index) }
                }
                insert(best, into: &beams[edge.end])
            }
        }
        let finals = beams[n].indices.map { index -> (Int, Float) in
            (index, beams[n][index].score + model.bigram(beams[n][index].last, PinyinModel.eos))
        }.sorted { $0.1 > $1.1 }.prefix(limit)
        return finals.map { index, score in
            var words: [WordEdge] = []
            var position = n, i = index
            while i >= 0, beams[position][i].edge >= 0 {
                let state = beams[position][i]
                words.append(edges[Int(state.previousPosition)][Int(state.edge)])
                position = Int(state.previousPosition)
                i = Int(state.previousIndex)
            }
            return Path(score: score, words: words.reversed(), last: beams[n][index].last)
        }
    }

    private func insert(_ state: State, into beam: inout [State]) {
        var worst = -1
        var worstScore = Float.infinity
        for index in beam.indices {
            if beam[index].last == state.last {
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

    /// The best conversion of the whole input; the letters themselves when nothing fits.
    public func convert(_ pinyin: String) -> String {
        let letters = Self.normalised(pinyin)
        guard !letters.isEmpty else { return "" }
        guard let best = paths(letters, edges: wordEdges(letters), limit: 1).first else { return String(letters) }
        return best.words.map { model.text(of: $0.word) }.joined()
    }

    /// A candidate: its text, how many input characters (letters and apostrophes) it consumes
    /// from the start, and its score.
    public struct Candidate: Hashable, Sendable {
        public var text: String
        public var consumed: Int
        public var score: Float
    }

    /// Candidates for the input: the best whole-sentence conversion first, then words over the
    /// leading syllables (longer spans first, each by probability).
    public func candidates(_ pinyin: String, limit: Int) -> [Candidate] {
        let letters = Self.normalised(pinyin)
        guard letters.contains(where: { $0 != "'" }) else { return [] }
        let edges = wordEdges(letters)
        var result: [Candidate] = []
        var seen = Set<String>()
        for path in paths(letters, edges: edges, limit: 2) where !path.words.isEmpty && (path.words.count > 1 || result.isEmpty) {
            let text = path.words.map { model.text(of: $0.word) }.joined()
            if seen.insert(text).inserted { result.append(Candidate(text: text, consumed: letters.count, score: path.score)) }
        }
        let first = Self.skipApostrophes(0, letters)
        let words = edges[first].map { edge in
            (edge, model.bigram(PinyinModel.bos, edge.word) + edge.score)
        }.sorted { a, b in a.0.end != b.0.end ? a.0.end > b.0.end : a.1 > b.1 }
        for (edge, score) in words {
            let text = model.text(of: edge.word)
            if seen.insert(text).inserted { result.append(Candidate(text: text, consumed: edge.end, score: score)) }
            if result.count >= limit { break }
        }
        return Array(result.prefix(limit))
    }

    /// The input split into syllables as the best conversion reads it: `bei jing tian an men`.
    /// Syllables are separated by a space (an apostrophe the user typed shows as `'`).
    public func syllabified(_ pinyin: String) -> String {
        let letters = Self.normalised(pinyin)
        guard !letters.isEmpty else { return "" }
        guard let best = paths(letters, edges: wordEdges(letters), limit: 1).first else { return String(letters) }
        var marks = Set(best.words.flatMap(\.boundaries))
        marks.remove(letters.count)
        var text = ""
        for (index, letter) in letters.enumerated() {
            if marks.contains(index), !text.isEmpty, text.last != "'", letter != "'" { text.append(" ") }
            text.append(letter)
        }
        return text
    }

    /// Words likely to follow `text`: what follows it in the corpus, and how the lexicon's
    /// longer words continue it (东京 → 大学 from 东京大学).
    public func predictions(after text: String, limit: Int) -> [String] {
        var scored: [String: Float] = [:]
        if let word = model.word(text) {
            for (next, probability) in model.followers(of: word) where next > PinyinModel.unk {
                scored[model.text(of: next)] = max(scored[model.text(of: next)] ?? -99, probability)
            }
        }
        // A longer word continues this one with probability about P(longer) / P(this).
        let base = model.word(text).map(model.unigram) ?? -6
        for index in model.words(extending: text) {
            let word = UInt32(index)
            let rest = String(model.text(of: word).dropFirst(text.count))
            guard !rest.isEmpty else { continue }
            scored[rest] = max(scored[rest] ?? -99, model.unigram(word) - base)
        }
        return scored.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.prefix(limit).map(\.key)
    }
}
