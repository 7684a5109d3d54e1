/// Kana-to-kanji conversion over a ``JapaneseModel``: a lattice of the dictionary's entries over
/// the reading, the best path by Mozc's costs (word costs and the connections between
/// neighbours' contexts) adapted by the corpus's word and word-pair counts (Viterbi), katakana
/// for readings the dictionary cannot cover, phrases (segments) made of a content word and the
/// kana words after it, candidates per segment, predictions while typing and follow-ons after a
/// commit. Values in, values out: the engine keeps nothing between calls except what the user
/// taught it (``learn(reading:surface:)``).
///
/// Costs are Mozc's units (its dictionary's cost factor is about 800 per nat). The corpus's weight
/// was chosen by its effect on the GSD development set and the Tanaka development set together
/// (it may not cost the general text what it gains the learner sentences); the other parameters
/// were chosen on held-out Tanaka pieces with the IPAdic model before, never on an evaluation file.
public final class JapaneseEngine {
    public let model: JapaneseModel
    /// Entries the lattice takes per reading (the cheapest standalone first).
    public var entriesPerReading = 40
    /// Paths kept per position (the cheapest) [chosen: 16, 48 and 128 convert the GSD and Tanaka
    /// development sets alike (within 0.1 point); fewer paths, less work per kana].
    public var beam = 16
    /// The weight of Mozc's costs (word costs and connections).
    public var mecabWeight = 1.0
    /// The weight of the corpus's word bigram model, in Mozc units per nat of −ln P(word | word
    /// before); 0 leaves Mozc's costs alone [chosen: 30 keeps GSD dev within 0.1 point of Mozc's
    /// costs alone (64.1 / 64.2 %) and lifts the Tanaka dev set from 66.8 to 69.8 %; 100 gives
    /// 63.5 / 72.8, 300 60.6 / 75.0].
    public var corpusWeight = 30.0
    /// The bigram model (`JapaneseEngine+Scoring.swift` gives its formulas): the absolute
    /// discount of seen pairs, and the weight `B` and temperature `T` of Mozc's prior in the
    /// unigram, L(w) ∝ exp(−cost / T).
    public var discount = 0.8
    public var priorWeight = 8000.0
    public var priorTemperature = 2000.0 { didSet { prior = nil } }
    /// How much the word before counts: the cost of a word is `bigramShare` of −ln P(w | v)
    /// and the rest of −ln P(w). The corpus's pairs are the Tanaka corpus's (汽車 starts more of
    /// its sentences than 記者), so less than all of them.
    public var bigramShare = 0.7
    /// A run of kana as katakana (a borrowed word the lexicon lacks), as a common noun: this
    /// plus ``katakanaWeight`` per nat of how unlike Mozc's katakana words its kana are
    /// (−ln of their kana bigrams, start and end included: ふぁんでぃんぐ looks borrowed).
    public var katakanaCost = 0.0
    public var katakanaWeight = 1500.0
    /// The longest kana run offered as one katakana word.
    public var longestKatakana = 24
    /// Cost of a kana the lexicon has no one-kana word for (it stays kana).
    public var unknownCost = 14000.0
    /// What the user chose before, by reading: surface → times chosen.
    public var learned: [String: [String: Int]] = [:]
    /// The most learned choices kept: past it, the least chosen tenth goes (ties: the
    /// readings that sort last) [chosen: as the pinyin dictionary's 20,000].
    public var learnedCapacity = 20_000

    /// The context of a common noun (名詞,一般), given to katakana and unknown kana.
    var nounContext: Int { model.nounContext }

    /// Mozc's prior over words: the cheapest standalone cost and ln Σ exp(−(cost − cheapest) / T).
    var prior: (cheapest: Double, logTotal: Double)?

    public init(model: JapaneseModel) {
        self.model = model
    }

    /// One word of a conversion.
    public struct Word: Hashable, Sendable {
        /// Where it is in the reading (UTF-16 offsets).
        public var range: Range<Int>
        public var surface: String
        /// The model's word, or nil for kana or katakana it does not know.
        public var id: JapaneseModel.WordID?
        /// The right context id: what the next word connects to (one the model does not have,
        /// as the default: a common noun's).
        public var context: Int = -1
    }

    /// A phrase of a conversion: what it reads, what it shows.
    public struct Segment: Hashable, Sendable {
        public var range: Range<Int>
        public var surface: String
        public var words: [Word]
    }

    // MARK: The lattice

    /// A node's word: a model word id, or one of these.
    static let kanaWord = -1, katakanaWord = -2

    struct Node {
        var start: Int, end: Int
        var word: Int          // model word id, kanaWord or katakanaWord
        var cost: Double       // the node's own cost: word cost, learned bonus
        var unigram = 0.0      // corpusWeight · −ln P(word): the bigram model's cost after an unseen pair
        var left: Int, right: Int
        /// The word's rank among the corpus's words (``JapaneseModel/corpusRank(_:)``), -1 for none.
        var corpus = -1
    }

    /// The nodes starting at each position.
    func lattice(_ reading: [UInt16]) -> [[Node]] {
        var nodes = [[Node]](repeating: [], count: reading.count)
        let noun = nounContext, unseen = unigram(Self.kanaWord)
        reading.withUnsafeBufferPointer { key in
            for start in 0..<key.count {
                var sawOne = false
                for end in (start + 1)...min(key.count, start + model.longestReading) {
                    let found = model.lookUp(key, start..<end)
                    guard found.isPrefix else { break }   // no reading goes on from here
                    guard let index = found.reading else { continue }
                    let bonus = learnedBonus(reading: key, start..<end)
                    for entry in model.entries(ofReading: index).prefix(entriesPerReading) {
                        let word = model.word(ofEntry: entry)
                        let flags = model.flags(word)
                        if !flags.isDisjoint(with: .exactOnly) { continue }
                        let unigram = unigram(word)
                        var cost = cost(ofEntry: entry, word: word, flags: flags)
                        if let bonus, let times = bonus[model.surface(word)] { cost -= min(4800, 1600 + 800 * Double(times)) }
                        nodes[start].append(Node(start: start, end: end, word: word, cost: cost, unigram: unigram,
                                                 left: model.leftContext(ofEntry: entry), right: model.rightContext(ofEntry: entry),
                                                 corpus: model.corpusRank(word) ?? -1))
                        if end - start == 1 { sawOne = true }
                    }
                }
                if !sawOne {
                    nodes[start].append(Node(start: start, end: start + 1, word: Self.kanaWord, cost: unknownCost,
                                             unigram: unseen, left: noun, right: noun))
                }
                var previous = 0, inside = 0.0
                for end in (start + 1)..<(min(key.count, start + longestKatakana) + 1) {
                    guard let kana = JapaneseModel.kanaClass(key[end - 1]) else { break }
                    inside += model.borrowedCost(previous, kana)
                    previous = kana
                    guard end - start >= 2, Self.katakanaCanEnd(key, at: end) else { continue }
                    let cost = katakanaCost + katakanaWeight * (inside + model.borrowedCost(kana, 0))
                    nodes[start].append(Node(start: start, end: end, word: Self.katakanaWord, cost: cost, unigram: unseen,
                                             left: noun, right: noun))
                }
            }
        }
        return nodes
    }

    /// An entry's own cost: its word cost, weighted.
    @inline(__always)
    func cost(ofEntry entry: Int, word: Int, flags: JapaneseModel.WordFlags) -> Double {
        mecabWeight * model.wordCost(ofEntry: entry)
    }

    /// A katakana word does not end before a small kana, ー or a sound mark of its own syllable,
    /// nor before ん, which starts no word of its own but ends many borrowed ones (ルーン).
    static func katakanaCanEnd(_ key: UnsafeBufferPointer<UInt16>, at end: Int) -> Bool {
        guard end < key.count else { return true }
        let next = key[end]
        return !("ぁぃぅぇぉゃゅょゎっーん".utf16.contains(next) || (0x3099...0x309C).contains(next))
    }

    private func learnedBonus(reading key: UnsafeBufferPointer<UInt16>, _ range: Range<Int>) -> [String: Int]? {
        guard !learned.isEmpty else { return nil }
        return learned[String(decoding: key[range], as: UTF16.self)]
    }

    /// A path's end: its total cost, its last node, and the path before it.
    final class Path {
        let cost: Double
        let node: Node
        let previous: Path?
        /// What the bigram model knows of the path's last word.
        let history: History
        init(cost: Double, node: Node, previous: Path?, history: History) {
            self.cost = cost
            self.node = node
            self.previous = previous
            self.history = history
        }
        var word: Int { node.word }
    }

    /// The start of a decode: a word before the reading, or the sentence's start. A word id or
    /// context the model does not have (a `Word` made by hand) counts as an unknown word.
    func anchor(_ previous: Word?) -> Node {
        guard let previous else {
            return Node(start: 0, end: 0, word: model.bos, cost: 0, left: 0, right: 0, corpus: model.corpusRank(model.bos) ?? -1)
        }
        let word = previous.id.flatMap { (0..<model.wordCount).contains($0) ? $0 : nil } ?? Self.kanaWord
        let right = (0..<model.contextCount).contains(previous.context) ? previous.context : nounContext
        return Node(start: 0, end: 0, word: word, cost: 0, left: 0, right: right, corpus: model.corpusRank(word) ?? -1)
    }

    /// The best paths through `reading`, cheapest first (at most `count`), after `previous`
    /// (a word before the reading, or BOS), each ending with EOS unless `open`.
    func decode(_ reading: [UInt16], after previous: Word? = nil, count: Int = 1, open: Bool = false) -> [Path] {
        guard !reading.isEmpty else { return [] }
        let nodes = lattice(reading)
        let first = anchor(previous)
        let start = Path(cost: 0, node: first, previous: nil, history: history(first))
        var ending = [[Path]](repeating: [], count: reading.count + 1)
        ending[0] = [start]
        for position in 0..<reading.count {
            var paths = ending[position]
            guard !paths.isEmpty else { continue }
            if paths.count > beam {
                paths.sort { $0.cost < $1.cost }
                paths.removeLast(paths.count - beam)
            }
            // The cheapest two paths into each left context when the bigram model backs off
            // (the cost then depends on the node only through its left context and unigram);
            // a node the corpus has seen also tries the paths whose last word it followed.
            var into: [Int: Best] = [:]
            for node in nodes[position] {
                var best: Best
                if let known = into[node.left] {
                    best = known
                } else {
                    best = Best()
                    for path in paths {
                        best.offer(path, path.cost + mecabWeight * model.connection(path.node.right, node.left) + path.history.backoff)
                    }
                    into[node.left] = best
                }
                best.add(node.cost + node.unigram)
                if node.corpus >= 0 {
                    for path in paths where path.history.total > 0 && path.node.corpus >= 0
                        && model.pairCount(afterRank: path.node.corpus, node.word) > 0 {
                        best.offer(path, path.cost + transition(path, node) + node.cost)
                    }
                }
                // Keep the best and, for n-best, a second path through this node.
                guard let first = best.first else { continue }
                let known = history(node)
                ending[node.end].append(Path(cost: best.firstCost, node: node, previous: first, history: known))
                if count > 1, let second = best.second {
                    ending[node.end].append(Path(cost: best.secondCost, node: node, previous: second, history: known))
                }
            }
        }
        let finals = ending[reading.count].map { path in
            Path(cost: path.cost + (open ? 0 : self.ending(path)), node: path.node, previous: path.previous, history: path.history)
        }
        return Array(finals.sorted { $0.cost < $1.cost }.prefix(count))
    }

    /// The cheapest two different paths offered.
    struct Best {
        var first: Path?, firstCost = Double.infinity
        var second: Path?, secondCost = Double.infinity

        mutating func offer(_ path: Path, _ cost: Double) {
            if path === first {
                firstCost = min(firstCost, cost)
            } else if path === second {
                secondCost = min(secondCost, cost)
                if secondCost < firstCost { swap(&first, &second); swap(&firstCost, &secondCost) }
            } else if cost < firstCost {
                (second, secondCost) = (first, firstCost)
                (first, firstCost) = (path, cost)
            } else if cost < secondCost {
                (second, secondCost) = (path, cost)
            }
        }

        /// Adds the node's own costs to both.
        mutating func add(_ cost: Double) {
            firstCost += cost
            secondCost += cost
        }
    }

    /// A path's words, first to last.
    func words(of path: Path, reading: [UInt16]) -> [Word] {
        var words: [Word] = []
        var current: Path? = path
        while let step = current, step.previous != nil {
            let node = step.node
            let kana = String(decoding: reading[node.start..<node.end], as: UTF16.self)
            let surface = node.word >= 0 ? model.surface(node.word) : node.word == Self.katakanaWord ? KanaForms.katakana(kana) : kana
            words.append(Word(range: node.start..<node.end, surface: surface, id: node.word < 0 ? nil : node.word, context: node.right))
            current = step.previous
        }
        return words.reversed()
    }

    // MARK: Conversion

    /// The best conversion of a reading (hiragana), as words.
    ///
    /// - Complexity: O(*n* · *b* · *e*) for *n* kana, the beam *b* and the words per position *e*.
    ///
    /// A reading longer than ``conversionWindow`` UTF-16 units is converted a window at a time:
    /// the words of each window's best conversion that end in its first three quarters are kept
    /// (at least one), and the next window starts after them, following the last word kept, so
    /// time and memory grow linearly with the reading (one lattice of a window at a time).
    ///
    /// - Complexity: O(*n*) in the reading's length.
    public func convertWords(_ reading: String) -> [Word] {
        let units = Array(reading.utf16)
        guard units.count > Self.conversionWindow else {
            guard let best = decode(units).first else { return [] }
            return words(of: best, reading: units)
        }
        var result: [Word] = []
        var start = 0
        var previous: Word?
        while start < units.count {
            let end = min(units.count, start + Self.conversionWindow)
            let part = Array(units[start..<end])
            let isLast = end == units.count
            guard let best = decode(part, after: previous, open: !isLast).first else { break }
            var words = words(of: best, reading: part)
            if !isLast {
                let kept = words.prefix { $0.range.upperBound <= Self.conversionWindow * 3 / 4 }
                words = kept.isEmpty ? Array(words.prefix(1)) : Array(kept)
            }
            guard let last = words.last, last.range.upperBound > 0 else { break }
            for index in words.indices {
                words[index].range = (words[index].range.lowerBound + start)..<(words[index].range.upperBound + start)
            }
            result += words
            previous = words.last ?? previous
            start += last.range.upperBound
        }
        return result
    }

    /// The most UTF-16 units of reading converted in one search (``convertWords(_:)`` takes
    /// longer readings a window at a time): 256, far more than one sentence.
    public static let conversionWindow = 256

    /// The best conversion's text.
    public func convert(_ reading: String) -> String { convertWords(reading).map(\.surface).joined() }

    /// The best conversion in phrases: a new phrase starts at every word with a kanji or
    /// katakana, and kana words join the phrase before them (私は | 学校に | 行きます).
    public func segments(_ reading: String) -> [Segment] {
        Self.phrases(convertWords(reading))
    }

    static func phrases(_ words: [Word]) -> [Segment] {
        var segments: [Segment] = []
        for word in words {
            if !segments.isEmpty, KanaForms.isReading(word.surface) {
                segments[segments.count - 1].range = segments[segments.count - 1].range.lowerBound..<word.range.upperBound
                segments[segments.count - 1].surface += word.surface
                segments[segments.count - 1].words.append(word)
            } else {
                segments.append(Segment(range: word.range, surface: word.surface, words: [word]))
            }
        }
        return segments
    }

    /// Converts `reading` in the given phrases (the user resized them): each phrase's best
    /// conversion after the phrase before it.
    public func convert(_ reading: String, phrases ranges: [Range<Int>]) -> [Segment] {
        let units = Array(reading.utf16)
        var previous: Word?
        var result: [Segment] = []
        for range in ranges where range.lowerBound >= 0 && range.upperBound <= units.count && !range.isEmpty {
            let part = Array(units[range])
            guard let best = decode(part, after: previous, open: range.upperBound < units.count).first else { continue }
            var words = words(of: best, reading: part)
            for index in words.indices {
                words[index].range = (words[index].range.lowerBound + range.lowerBound)..<(words[index].range.upperBound + range.lowerBound)
            }
            previous = words.last ?? previous
            result.append(Segment(range: range, surface: words.map(\.surface).joined(), words: words))
        }
        return result
    }

    /// Candidates for one phrase of `reading` (its range), after the word before it: its best
    /// conversions, every word read exactly so, then hiragana, katakana and half-width forms
    /// (full width for Latin letters and digits). No duplicates.
    public func candidates(_ reading: String, range: Range<Int>, after previous: Word? = nil,
                           limit: Int = 200) -> [String] {
        let units = Array(reading.utf16)
        guard range.lowerBound >= 0, range.upperBound <= units.count, !range.isEmpty else { return [] }
        let part = Array(units[range])
        let kana = String(decoding: part, as: UTF16.self)
        var seen: Set<String> = []
        var result: [String] = []
        func add(_ text: String) {
            if result.count < limit, seen.insert(text).inserted { result.append(text) }
        }
        // Learned choices first.
        for (surface,
             _) in (learned[kana] ?? [:]).sorted(by: { $0.value > $1.value || $0.value == $1.value && $0.key < $1.key }) { add(surface) }
        let open = range.upperBound < units.count
        for path in decode(part, after: previous, count: 3, open: open) { add(words(of: path, reading: part).map(\.surface).joined()) }
        // Every word read exactly so, by its cost after the previous word (exact-only words
        // too: this is exactly their reading).
        let before = anchor(previous)
        for surface in exactly(part, after: before, exactOnly: true) { add(surface) }
        // The first word's alternatives, with the rest as converted.
        if let best = decode(part, after: previous, open: open).first {
            let words = words(of: best, reading: part)
            if words.count > 1, let first = words.first {
                let rest = words.dropFirst().map(\.surface).joined()
                for surface in exactly(Array(part[first.range]), after: before, exactOnly: false).prefix(20) { add(surface + rest) }
            }
        }
        add(kana)
        add(KanaForms.katakana(kana))
        add(KanaForms.halfWidth(kana))
        if kana.unicodeScalars.contains(where: { $0.isASCII }) { add(KanaForms.fullWidth(kana)) }
        return result
    }

    // MARK: Learning

    /// The user chose `surface` for `reading`: it comes first for that reading from now on.
    public func learn(reading: String, surface: String) {
        guard KanaForms.isReading(reading), !surface.isEmpty, reading.count <= 64, surface.count <= 64 else { return }
        learned[reading, default: [:]][surface, default: 0] += 1
        let count = learned.values.reduce(0) { $0 + $1.count }
        guard count > learnedCapacity else { return }
        // The choice just made stays.
        var all = learned.flatMap { key, choices in choices.map { (key, $0.key, $0.value) } }.filter { $0.0 != reading || $0.1 != surface }
        all.sort { ($0.2, $1.0, $1.1) < ($1.2, $0.0, $0.1) }
        for (key, text, _) in all.prefix(max(1, count - learnedCapacity * 9 / 10)) {
            learned[key]?[text] = nil
            if learned[key]?.isEmpty == true { learned[key] = nil }
        }
    }

    /// Forgets a learned choice; returns whether there was one.
    @discardableResult
    public func forget(reading: String, surface: String) -> Bool {
        guard learned[reading]?.removeValue(forKey: surface) != nil else { return false }
        if learned[reading]?.isEmpty == true { learned[reading] = nil }
        return true
    }
}
