/// Abbreviations (简拼): input read as initials throughout (bjdx → 北京大学), searched as a
/// lattice of its own and offered beside the spelled reading.
extension PinyinEngine {
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
}
