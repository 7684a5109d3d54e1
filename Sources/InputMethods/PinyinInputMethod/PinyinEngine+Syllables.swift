/// The syllable lattice: every way the typed letters split into syllables, exact, partial,
/// abbreviated, fuzzy or mistyped, each with its cost.
extension PinyinEngine {
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

    /// One syllable-sized step of the input: the letters up to `end` from the position it is
    /// listed at, the syllables it may be.
    struct SyllableEdge {
        var end: Int
        var syllables: [UInt16]
        var penalty: Float
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
                    let continues = !atEnd
                        && (model.syllableIDs[text + String(letters[end])] != nil || prefixSyllables[text + String(letters[end])] != nil)
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
}
