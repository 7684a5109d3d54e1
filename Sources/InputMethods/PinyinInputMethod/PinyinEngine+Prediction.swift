/// Prediction: the words that follow a commit, from the model's bigrams and trigrams over the
/// text before the caret, and from longer lexicon words that extend the last one.
extension PinyinEngine {
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
                for (next,
                     probability) in model.followers(ofContext: model.context(previous.word, last.word)) where next > PinyinModel.unk {
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
