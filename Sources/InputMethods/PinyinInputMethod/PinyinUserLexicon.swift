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
    func add(_ entry: PinyinUserDictionary.Entry, key: String, to lexicon: inout PinyinUserLexicon) {
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
                        let key = phrase.word == PinyinModel.unk
                            ? 1 << 63 | UInt64(index) << 20 | UInt64(end) : UInt64(phrase.word) << 20 | UInt64(end)
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
    func match(_ phrase: PinyinUserLexicon.Phrase, at offset: Int, position: Int, penalty: Float, abbreviated: Bool, partial: Bool,
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
