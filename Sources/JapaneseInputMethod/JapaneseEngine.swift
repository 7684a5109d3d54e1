/// Kana-to-kanji conversion over a ``JapaneseModel``: a lattice of the lexicon's words over the
/// reading, the best path by the word bigram model (Viterbi), phrases (segments) made of a
/// content word and the kana words after it, candidates per segment, predictions while typing
/// and follow-ons after a commit. Values in, values out: the engine keeps nothing between calls
/// except what the user taught it (``learn(reading:surface:)``).
public final class JapaneseEngine {
    public let model: JapaneseModel
    /// Words the lattice takes per reading (the best by themselves first).
    public var entriesPerReading = 48
    /// Paths kept per position (the cheapest).
    public var beam = 64
    /// Cost of a kana the lexicon has no word for (it stays kana).
    public var unknownCost = 18.0
    /// What the user chose before, by reading: surface → times chosen.
    public var learned: [String: [String: Int]] = [:]
    /// The most learned choices kept: past it, the least chosen tenth goes (ties: the
    /// readings that sort last) [chosen: as the pinyin dictionary's 20,000].
    public var learnedCapacity = 20_000

    public init(model: JapaneseModel) {
        self.model = model
    }

    /// One word of a conversion.
    public struct Word: Hashable, Sendable {
        /// Where it is in the reading (UTF-16 offsets).
        public var range: Range<Int>
        public var surface: String
        /// The model's word, or nil for a kana it does not know.
        public var id: JapaneseModel.WordID?
    }

    /// A phrase of a conversion: what it reads, what it shows.
    public struct Segment: Hashable, Sendable {
        public var range: Range<Int>
        public var surface: String
        public var words: [Word]
    }

    // MARK: The lattice

    struct Node {
        var start: Int, end: Int
        var word: Int          // model word id, or -1: the kana itself
        var cost: Double       // the node's own cost (reading cost, or unknown cost)
    }

    /// The nodes starting at each position.
    func lattice(_ reading: [UInt16]) -> [[Node]] {
        var nodes = [[Node]](repeating: [], count: reading.count)
        reading.withUnsafeBufferPointer { key in
            for start in 0..<key.count {
                var sawOne = false
                for end in (start + 1)...min(key.count, start + model.longestReading) {
                    guard let index = model.reading(key, start..<end) else { continue }
                    let range = model.entries(ofReading: index)
                    let text = end - start
                    let bonus = learnedBonus(reading: key, start..<end)
                    for entry in range.prefix(entriesPerReading) {
                        let word = model.word(ofEntry: entry)
                        var cost = model.readingCost(ofEntry: entry)
                        if let bonus, let times = bonus[model.surface(word)] { cost -= min(6, 2 + Double(times)) }
                        nodes[start].append(Node(start: start, end: end, word: word, cost: cost))
                        if text == 1 { sawOne = true }
                    }
                }
                if !sawOne { nodes[start].append(Node(start: start, end: start + 1, word: -1, cost: unknownCost)) }
            }
        }
        return nodes
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
        init(cost: Double, node: Node, previous: Path?) {
            self.cost = cost
            self.node = node
            self.previous = previous
        }
        var word: Int { node.word }
    }

    /// The bigram cost from `previous` (a model word, BOS, or -1 for an unknown kana) to `next`.
    @inline(__always)
    func transition(_ previous: Int, _ next: Int) -> Double {
        let from = previous < 0 ? model.bos : previous
        let to = next < 0 ? model.eos : next
        return next < 0 ? model.unigram(model.eos) : model.bigram(from, to)
    }

    /// The best paths through `reading`, cheapest first (at most `count`), after `previous`
    /// (a word before the reading, or BOS), each ending with EOS unless `open`.
    func decode(_ reading: [UInt16], after previous: Int? = nil, count: Int = 1, open: Bool = false) -> [Path] {
        guard !reading.isEmpty else { return [] }
        let nodes = lattice(reading)
        let start = Path(cost: 0, node: Node(start: 0, end: 0, word: previous ?? model.bos, cost: 0), previous: nil)
        var ending = [[Path]](repeating: [], count: reading.count + 1)
        ending[0] = [start]
        for position in 0..<reading.count {
            var paths = ending[position]
            guard !paths.isEmpty else { continue }
            if paths.count > beam {
                paths.sort { $0.cost < $1.cost }
                paths.removeLast(paths.count - beam)
            }
            for node in nodes[position] {
                var best: Path?
                var bestCost = Double.infinity
                for path in paths {
                    let cost = path.cost + transition(path.word, node.word) + node.cost
                    if cost < bestCost { bestCost = cost; best = path }
                }
                // Keep the best and, for n-best, a second path through this node.
                ending[node.end].append(Path(cost: bestCost, node: node, previous: best))
                if count > 1 {
                    var second: Path?
                    var secondCost = Double.infinity
                    for path in paths where path !== best {
                        let cost = path.cost + transition(path.word, node.word) + node.cost
                        if cost < secondCost { secondCost = cost; second = path }
                    }
                    if let second { ending[node.end].append(Path(cost: secondCost, node: node, previous: second)) }
                }
            }
        }
        let finals = ending[reading.count].map { path in
            Path(cost: path.cost + (open ? 0 : model.bigram(path.word < 0 ? model.bos : path.word, model.eos)), node: path.node,
                 previous: path.previous)
        }
        return Array(finals.sorted { $0.cost < $1.cost }.prefix(count))
    }

    /// A path's words, first to last.
    func words(of path: Path, reading: [UInt16]) -> [Word] {
        var words: [Word] = []
        var current: Path? = path
        while let step = current, step.previous != nil {
            let node = step.node
            let kana = String(decoding: reading[node.start..<node.end], as: UTF16.self)
            words.append(Word(range: node.start..<node.end, surface: node.word < 0 ? kana : model.surface(node.word),
                              id: node.word < 0 ? nil : node.word))
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
        var previous: Int?
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
            previous = words.last?.id ?? previous
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
        var previous: Int?
        var result: [Segment] = []
        for range in ranges where range.lowerBound >= 0 && range.upperBound <= units.count && !range.isEmpty {
            let part = Array(units[range])
            guard let best = decode(part, after: previous, open: range.upperBound < units.count).first else { continue }
            var words = words(of: best, reading: part)
            for index in words.indices {
                words[index].range = (words[index].range.lowerBound + range.lowerBound)..<(words[index].range.upperBound + range.lowerBound)
            }
            previous = words.last?.id ?? previous
            result.append(Segment(range: range, surface: words.map(\.surface).joined(), words: words))
        }
        return result
    }

    /// Candidates for one phrase of `reading` (its range), after the word before it: its best
    /// conversions, every word read exactly so, then hiragana, katakana and half-width forms
    /// (full width for Latin letters and digits). No duplicates.
    public func candidates(_ reading: String, range: Range<Int>, after previous: JapaneseModel.WordID? = nil,
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
        // Every word read exactly so, by its cost after the previous word.
        part.withUnsafeBufferPointer { key in
            if let index = model.reading(key, 0..<key.count) {
                let from = previous ?? model.bos
                let ranked = model.entries(ofReading: index).map { entry -> (String, Double) in
                    let word = model.word(ofEntry: entry)
                    return (model.surface(word), model.bigram(from, word) + model.readingCost(ofEntry: entry))
                }
                for (surface, _) in ranked.sorted(by: { $0.1 < $1.1 }) { add(surface) }
            }
        }
        // The first word's alternatives, with the rest as converted.
        if let best = decode(part, after: previous, open: open).first {
            let words = words(of: best, reading: part)
            if words.count > 1, let first = words.first {
                let rest = words.dropFirst().map(\.surface).joined()
                part.withUnsafeBufferPointer { key in
                    if let index = model.reading(key, first.range) {
                        for entry in model.entries(ofReading: index).prefix(20) { add(model.surface(model.word(ofEntry: entry)) + rest) }
                    }
                }
            }
        }
        add(kana)
        add(KanaForms.katakana(kana))
        add(KanaForms.halfWidth(kana))
        if kana.unicodeScalars.contains(where: { $0.isASCII }) { add(KanaForms.fullWidth(kana)) }
        return result
    }

    // MARK: Prediction

    /// Candidates while typing `reading`: the whole conversion, the words read exactly so,
    /// words whose reading starts with it (とうきょう → 東京都, 東京駅), then kana forms.
    public func predictions(_ reading: String, limit: Int = 60) -> [String] {
        guard !reading.isEmpty else { return [] }
        var seen: Set<String> = []
        var result: [String] = []
        func add(_ text: String) {
            if result.count < limit, seen.insert(text).inserted { result.append(text) }
        }
        let units = Array(reading.utf16)
        let isKana = KanaForms.isReading(reading)
        if isKana {
            for (surface,
                 _) in (learned[reading] ?? [:]).sorted(by: { $0.value > $1.value || $0.value == $1.value
                                                              && $0.key < $1.key }) { add(surface) }
            add(convert(reading))
            units.withUnsafeBufferPointer { key in
                if let index = model.reading(key, 0..<key.count) {
                    for entry in model.entries(ofReading: index) { add(model.surface(model.word(ofEntry: entry))) }
                }
            }
            if units.count >= 2 {
                // Longer readings: the likeliest words, scanning a bounded number of readings.
                let range = model.readings(withPrefix: units)
                var longer: [(String, Double)] = []
                for index in range.prefix(4000) where model.readingLength(index) > units.count {
                    for entry in model.entries(ofReading: index).prefix(3) {
                        let word = model.word(ofEntry: entry)
                        longer.append((model.surface(word), model.unigram(word) + model.readingCost(ofEntry: entry)))
                    }
                }
                for (surface, _) in longer.sorted(by: { $0.1 < $1.1 }).prefix(20) { add(surface) }
            }
        }
        add(reading)
        add(KanaForms.katakana(reading))
        add(KanaForms.halfWidth(reading))
        if reading.unicodeScalars.contains(where: { $0.isASCII }) { add(KanaForms.fullWidth(reading)) }
        return result
    }

    /// A suggestion after a commit, and where it comes from.
    public struct FollowOn: Hashable, Sendable {
        public enum Source: String, Hashable, Sendable {
            /// A word seen after the committed one in the corpus.
            case corpus
            /// The rest of a lexicon word that starts with the committed text (東京 → 東京駅: 駅).
            case lexicon
        }
        public var text: String
        public var source: Source
    }

    /// What may follow `committed`: the corpus's next words (by bigram), then the rest of
    /// lexicon words that extend it, alternately, without duplicates.
    public func followOns(after committed: String, limit: Int = 12) -> [FollowOn] {
        guard !committed.isEmpty else { return [] }
        var corpus: [FollowOn] = []
        if let word = model.word(committed) {
            for (next, _) in model.successors(of: word).sorted(by: { $0.cost < $1.cost }) where next < model.wordCount {
                corpus.append(FollowOn(text: model.surface(next), source: .corpus))
            }
        }
        var lexicon: [(FollowOn, Double)] = []
        let prefix = Array(committed.utf8)
        let range = model.words(withPrefix: prefix)
        for word in range.prefix(20_000) {
            let surface = model.surface(word)
            guard surface.utf8.count > prefix.count else { continue }
            let rest = String(decoding: surface.utf8.dropFirst(prefix.count), as: UTF8.self)
            guard !rest.isEmpty, rest.unicodeScalars.first.map({ !(0x3099...0x309C).contains($0.value) }) ?? false else { continue }
            lexicon.append((FollowOn(text: rest, source: .lexicon), model.unigram(word)))
        }
        lexicon.sort { $0.1 < $1.1 }
        var result: [FollowOn] = []
        var seen: Set<String> = []
        var i = 0, j = 0
        while result.count < limit && (i < corpus.count || j < lexicon.count) {
            if i < corpus.count, i <= j || j >= lexicon.count {
                if seen.insert(corpus[i].text).inserted { result.append(corpus[i]) }
                i += 1
            } else if j < lexicon.count {
                if seen.insert(lexicon[j].0.text).inserted { result.append(lexicon[j].0) }
                j += 1
            }
        }
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
