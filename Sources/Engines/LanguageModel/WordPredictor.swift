#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import KeyboardModel

/// Next words and completions for one language: the bundled model's probabilities, with what the
/// user typed mixed in so that a pair typed a few times comes first.
///
/// P(w | h) = (1 − μ) · P_model(w | h) + μ · P_user(w | h), where P_user interpolates the user's
/// triple, pair and word counts (each order's count over its history's, the lower order weighted
/// as one more observation), and μ = n / (n + 2) grows with *n*, the times the user typed a word
/// after the history's last word (a tenth of the user's share of all words where n = 0). After
/// one use a pair stands beside the model's best; after two it leads.
///
/// ```swift
/// let predictor = WordPredictor(model: try NgramModelStore.bundled.model(for: "en")!, locale: "en")
/// predictor.predictions(for: PredictionQuery(textBefore: "thank ", locale: "en")).map(\.text)   // ["you", …]
/// ```
public struct WordPredictor: Sendable {
    public let model: NgramModel
    public let locale: String

    /// A word offered, as it is written (`Paris`, `I`), with its probability after the history.
    public struct Prediction: Hashable, Sendable {
        public var text: String
        public var probability: Double
        /// Whether only the user's typing knows the word.
        public var isLearned: Bool
    }

    public init(model: NgramModel, locale: String) {
        self.model = model
        self.locale = locale
    }

    /// The likeliest next words (after a space or punctuation) or completions of the word being
    /// typed (longer than it), best first; words whose lower-case form is in `excluding` are left
    /// out. Nothing is offered for a partial word with a digit in it.
    ///
    /// - Complexity: that of ``NgramModel/predictions(after:prefix:limit:excluding:)`` plus the
    ///   user's words after the history's last one or two and those with the prefix.
    public func predictions(for query: PredictionQuery, user: UserNgrams = UserNgrams(), limit: Int = 3,
                            excluding: Set<String> = []) -> [Prediction] {
        guard limit > 0, !query.partial.contains(where: \.isNumber) else { return [] }
        let prefix = CaseMapping.lowercase(query.partial, locale: locale)
        let recent = Array(query.words.suffix(2))
        let history = [model.sentenceStart] + recent.map { model.id(of: $0) ?? model.unknownWord }
        let userHistory = Array(([""] + recent).suffix(2))
        let last = userHistory[userHistory.count - 1]
        let excludedIDs = Set(excluding.compactMap { model.id(of: $0) })
        // Each candidate's id in the model and log10 probability there (the model's own candidates
        // come scored).
        var candidates: [String: (id: Int?, logProbability: Double?)] = [:]
        for prediction in model.predictions(after: history, prefix: prefix, limit: limit + 8, excluding: excludedIDs) {
            candidates[model.word(prediction.id)] = (prediction.id, prediction.logProbability)
        }
        if !user.isEmpty {
            // The words the user typed most often of each kind (after the last word, after the
            // last two, with the prefix), as the model gives its best few of each level.
            var best = Best<String>(capacity: limit + 8)
            var lists = [user.followers(of: [last])]
            if userHistory.count == 2 { lists.append(user.followers(of: userHistory)) }
            if !prefix.isEmpty { lists.append(user.words(withPrefix: prefix).map { ($0.word, $0.count) }) }
            for list in lists {
                for (word, count) in list where word.hasPrefix(prefix) && word.count > prefix.count && !excluding.contains(word) {
                    best.offer(word, Float32(count))
                }
                for word in best.take() where candidates[word] == nil {
                    let id = model.id(of: word)
                    candidates[word] = (id, id.map { model.logProbability(of: $0, after: history) })
                }
            }
        }
        let weight = userWeight(after: last, user: user)
        var scored: [(prediction: Prediction, frequency: Double)] = []
        for (word, (id, logProbability)) in candidates {
            let modelProbability = logProbability.map(pow10) ?? 0
            let probability = (1 - weight) * modelProbability + weight * userProbability(of: word, after: userHistory, user: user)
            guard probability > 0 else { continue }
            scored.append((Prediction(text: written(word, id: id, user: user), probability: probability, isLearned: id == nil),
                           id.map(model.logProbability(of:)) ?? -99))
        }
        // Equal probabilities are common (the model keeps 256 values per table): the more frequent word first.
        scored.sort { a, b in
            if a.prediction.probability != b.prediction.probability { return a.prediction.probability > b.prediction.probability }
            return a.frequency != b.frequency ? a.frequency > b.frequency : a.prediction.text < b.prediction.text
        }
        return scored.prefix(limit).map(\.prediction)
    }

    /// μ: how much the user's counts weigh after this one-word history.
    func userWeight(after last: String, user: UserNgrams) -> Double {
        let n = Double(user.total(after: [last]))
        if n > 0 { return n / (n + 2) }
        let all = Double(user.total)
        return 0.1 * all / (all + 100)
    }

    /// The user's interpolated probability of `word` after `history` (one or two words).
    func userProbability(of word: String, after history: [String], user: UserNgrams) -> Double {
        guard user.total > 0 else { return 0 }
        var probability = Double(user.count([word])) / Double(user.total)
        for order in 1...history.count {
            let context = Array(history.suffix(order))
            let seen = Double(user.total(after: context))
            guard seen > 0 else { continue }
            probability = (Double(user.count(context + [word])) + probability) / (seen + 1)
        }
        return probability
    }

    /// The word as it is written: the model's casing, or as the user last typed a word only
    /// they know.
    func written(_ word: String, id: Int?, user: UserNgrams) -> String {
        guard let id else { return user.typedForm(of: word) ?? word }
        switch model.casing(id) {
        case .asStored: return word
        case .capitalised:
            guard let first = word.first else { return word }
            return CaseMapping.uppercase(String(first), locale: locale) + word.dropFirst()
        case .upperCase: return CaseMapping.uppercase(word, locale: locale)
        }
    }
}

/// 10^x (the C library's, not Foundation's).
func pow10(_ x: Double) -> Double { pow(10, x) }
