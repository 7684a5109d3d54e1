/// Candidates that are not a whole conversion: the words read exactly so, predictions while
/// typing and follow-ons after a commit.
extension JapaneseEngine {
    /// The surfaces of the entries read exactly `reading`, cheapest after `before` first (its
    /// connection and corpus pair, the entry's cost and the connection to the sentence's end).
    func exactly(_ reading: [UInt16], after before: Node, exactOnly: Bool) -> [String] {
        reading.withUnsafeBufferPointer { key in
            guard let index = model.reading(key, 0..<key.count) else { return [] }
            let path = Path(cost: 0, node: before, previous: nil, history: history(before))
            var ranked: [(String, Double)] = []
            for entry in model.entries(ofReading: index) {
                let word = model.word(ofEntry: entry)
                let flags = model.flags(word)
                if !flags.isDisjoint(with: .exactOnly) && !exactOnly { continue }
                let node = Node(start: 0, end: key.count, word: word, cost: cost(ofEntry: entry, word: word, flags: flags),
                                unigram: unigram(word), left: model.leftContext(ofEntry: entry), right: model.rightContext(ofEntry: entry))
                ranked.append((model.surface(word), transition(path, node) + node.cost + mecabWeight * model.connection(node.right, 0)))
            }
            return ranked.sorted { $0.1 < $1.1 }.map(\.0)
        }
    }

    /// A word's cost alone: its cheapest entry's between the sentence's start and end, and the
    /// unigram's.
    func standalone(_ word: JapaneseModel.WordID) -> Double {
        mecabWeight * model.standaloneCost(word) + unigram(word)
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
            for surface in exactly(units, after: anchor(nil), exactOnly: false) { add(surface) }
            if units.count >= 2 {
                // Longer readings: the likeliest words, scanning a bounded number of readings.
                let range = model.readings(withPrefix: units)
                var longer: [(String, Double)] = []
                for index in model.readings(in: range.prefix(4000), longerThan: units.count) {
                    for entry in model.entries(ofReading: index).prefix(3) {
                        let word = model.word(ofEntry: entry)
                        guard model.flags(word).isDisjoint(with: .exactOnly) else { continue }
                        longer.append((model.surface(word), standalone(word)))
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
            for (next, _) in model.successors(of: word).sorted(by: { $0.count > $1.count || $0.count == $1.count && $0.word < $1.word })
            where next < model.wordCount && model.flags(next).isDisjoint(with: .exactOnly) {
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
            guard model.flags(word).isDisjoint(with: .exactOnly) else { continue }
            lexicon.append((FollowOn(text: rest, source: .lexicon), standalone(word)))
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
}
