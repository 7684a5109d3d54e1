extension ZhuyinEngine {
    /// A candidate for the phrase at the cursor: its text, the syllables it reads, and its entry
    /// (`nil` for the whole conversion, offered first).
    public struct Candidate: Hashable, Sendable {
        public var text: String
        public var range: Range<Int>
        public var entry: ZhuyinModel.Entry?
    }

    /// The candidates for the phrase that ends at `cursor` (a syllable index): the whole
    /// conversion first when it has several phrases, then the phrases read by the syllables that
    /// end there, the longest first (as McBopomofo lists them), each length by its score after
    /// the phrase before it in the conversion (a learned pick first). `conversion`, when given,
    /// is the conversion of the same syllables, picks and context (not computed again).
    public func candidates(_ syllables: [ReadingSyllable], at cursor: Int, picks: [Pick] = [],
                           after previous: ZhuyinModel.ContextWord = .start, learned: ZhuyinUserPhrases? = nil,
                           conversion given: [Segment]? = nil) -> [Candidate] {
        guard (1...syllables.count).contains(cursor) else { return [] }
        let conversion = given ?? convert(syllables, picks: picks, after: previous, learned: learned)
        var result: [Candidate] = []
        if conversion.count > 1 {
            result.append(Candidate(text: conversion.map(\.text).joined(), range: 0..<syllables.count, entry: nil))
        }
        let w = contextWeight
        for length in stride(from: min(model.longestReading, cursor), through: 1, by: -1) {
            let start = cursor - length
            let before: ZhuyinModel.ContextWord? = start == 0 ? previous
                : conversion.first(where: { $0.range.upperBound == start }).map { $0.entry.map(model.contextWord) ?? .start }
            // The best entry of each phrase (several readings may spell it when a tone is open).
            var best: [Int: (score: Float, entry: ZhuyinModel.Entry)] = [:]
            let picked = learned?.phrases(syllables[start..<cursor]) ?? [:]
            for edge in edges(from: start, syllables) where edge.end == cursor {
                let word = model.contextWord(edge.entry)
                var score = (1 - w) * model.logProbability(edge.entry)
                score += w * (before.map { model.logProbability(of: word, after: $0) } ?? model.logProbability(of: word, after: .end))
                if !picked.isEmpty { score += learnedScore(picked[model.text(edge.entry)] ?? 0) }
                let phrase = model.phrase(of: edge.entry)
                if (best[phrase]?.score ?? -.infinity) < score { best[phrase] = (score, edge.entry) }
            }
            let ranked = best.values.sorted { $0.score > $1.score || $0.score == $1.score && $0.entry.index < $1.entry.index }
            result += ranked.map { Candidate(text: model.text($0.entry), range: start..<cursor, entry: $0.entry) }
        }
        return result
    }

    /// What to offer after committing a conversion: the words running text puts after its last
    /// phrase, taken in turn with the rest of McBopomofo's phrases that extend it (台灣 → 人 of
    /// 台灣人), best first, without repeats.
    public func followOns(after conversion: [Segment], _ syllables: [ReadingSyllable], limit: Int) -> [String] {
        guard limit > 0, let last = conversion.last, let entry = last.entry, let character = last.text.unicodeScalars.first,
              syllables.indices.contains(last.range.lowerBound) else { return [] }
        let next = model.followers(of: model.contextWord(entry))
            .filter { $0.word != .start && $0.word != .end }
            .sorted { $0.logProbability > $1.logProbability }
            .prefix(limit)
            .compactMap { model.text($0.word) }
        let reading = syllables[last.range.lowerBound]
        let continuations = model.children(of: .root).compactMap(model.syllable).filter(reading.matches)
            .flatMap { model.followOns(character: character, syllable: $0) }
            .lazy
            .map { model.text($0) }
            .filter { $0.hasPrefix(last.text) && $0 != last.text }
            .prefix(limit)
            .map { String($0.dropFirst(last.text.count)) }
        var result: [String] = [], seen: Set<String> = []
        for index in 0..<max(next.count, continuations.count) {
            for list in [next, Array(continuations)] where index < list.count && !list[index].isEmpty && seen.insert(list[index]).inserted {
                result.append(list[index])
            }
        }
        return Array(result.prefix(limit))
    }
}
