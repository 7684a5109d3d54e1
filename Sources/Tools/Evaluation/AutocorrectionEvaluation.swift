public import Autocorrection
import KeyboardModel

/// Scores autocorrection on a typo file: `typed TAB intended [TAB …]` per line, compared
/// without regard to case; then checks that the language's most frequent correct words are
/// left alone.
public enum AutocorrectionEvaluation {
    public struct Report: Equatable, Sendable {
        public var pairs: Int
        /// What space commits is the intended word.
        public var top1: Int
        /// The intended word is committed or among the first three candidates.
        public var top3: Int
        /// What space commits is the typo itself.
        public var unchanged: Int
        /// Intended words the lexicon holds as targets (the ceiling of top 1).
        public var covered: Int
        public var timing: Timing
        /// Frequent correct words checked, and those space would change.
        public var frequentChecked: Int
        public var frequentChanged: [String]
        /// The file's intended words the lexicon lacks (one word, each once), typed as they are,
        /// and those space would change: the price of correcting boldly (rare words, names).
        public var unknownChecked: Int = 0
        public var unknownChanged: [String] = []
    }

    /// - Parameter frequentWords: how many of the most frequent accepted words to check.
    /// - Throws: for a line without two non-empty columns (naming it), or a file with no pair.
    public static func score(_ tsv: String, file: String, corrector: Autocorrector,
                             frequentWords: Int = 10_000) throws(EvaluationError) -> Report {
        var pairs = 0, top1 = 0, top3 = 0, unchanged = 0, covered = 0
        var times: [Double] = []
        var unknown: Set<String> = []
        for (line, columns) in rows(of: tsv) {
            guard columns.count >= 2, !columns[0].isEmpty, !columns[1].isEmpty else {
                throw EvaluationError("\(file):\(line): expected tab-separated columns typed and intended, found " +
                                      "\(columns.count)\(columns.count >= 2 ? " with an empty one" : "")")
            }
            let typed = columns[0], intended = columns[1].lowercased()
            let folded = CaseMapping.lowercase(columns[1], locale: corrector.locale)
            let entry = corrector.lexicon.entry(for: folded)
            if entry?.kind.isTarget == true { covered += 1 }
            if entry == nil, !folded.contains(" ") { unknown.insert(folded) }
            var result: Corrections?
            times.append(milliseconds { result = corrector.corrections(for: TypedWord(typed), limit: 3) })
            guard let result else { continue }
            pairs += 1
            let first = (result.autocorrection?.text ?? typed).lowercased()
            if first == intended { top1 += 1 }
            if first == typed.lowercased() { unchanged += 1 }
            if first == intended || result.candidates.prefix(3).contains(where: { $0.text.lowercased() == intended }) { top3 += 1 }
        }
        guard pairs > 0 else { throw EvaluationError("\(file): no pairs to score") }
        // Correct words: the language's most frequent words accepted as written.
        let frequent = corrector.lexicon.allWords().filter { $0.entry.kind == .accepted }
            .sorted { $0.entry.level != $1.entry.level ? $0.entry.level < $1.entry.level : $0.word < $1.word }.prefix(frequentWords)
        let changed = frequent.filter { corrector.corrections(for: TypedWord($0.word), limit: 1).autocorrection != nil }.map(\.word)
        let unknownChanged = unknown.sorted().filter { word in
            corrector.corrections(for: TypedWord(word), limit: 1).autocorrection.map { $0.text.lowercased() != word } ?? false
        }
        return Report(pairs: pairs, top1: top1, top3: top3, unchanged: unchanged, covered: covered, timing: Timing(milliseconds: times),
                      frequentChecked: frequent.count, frequentChanged: changed, unknownChecked: unknown.count,
                      unknownChanged: unknownChanged)
    }
}
