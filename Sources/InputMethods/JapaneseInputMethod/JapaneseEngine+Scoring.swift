#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// How the engine scores a path: Mozc's costs (word costs and the connections between contexts)
/// times ``JapaneseEngine/mecabWeight``, plus the corpus's word bigram model times
/// ``JapaneseEngine/corpusWeight``.
///
/// The bigram model is absolute discounting interpolated with a unigram that Mozc's costs
/// smooth: P(w | v) = max(C(v w) − D, 0) / C(v) + D · N₁₊(v ·) / C(v) · P(w), and
/// P(w) = (C(w) + B · L(w)) / (N + B) with L(w) ∝ exp(−cost(w) / T), cost(w) the word's cheapest
/// standalone cost: a word the corpus never saw is in Mozc's order. Kana and katakana the
/// dictionary lacks count as a word seen once.
extension JapaneseEngine {
    /// What the bigram model needs of a path's last word: C(v), and the backoff's cost
    /// −ln(D · N₁₊(v ·) / C(v)) (0 when the corpus never saw v: the unigram alone).
    struct History {
        var total = 0.0
        var followers = 0.0
        var backoff = 0.0
    }

    func history(_ node: Node) -> History {
        guard node.corpus >= 0 else { return History() }
        let total = Double(node.word == model.bos ? model.count(model.eos) : model.count(atRank: node.corpus))
        let followers = Double(model.successorCount(atRank: node.corpus))
        guard total > 0, followers > 0 else { return History() }
        return History(total: total, followers: followers, backoff: bigramShare * corpusWeight * -log(discount * followers / total))
    }

    /// corpusWeight · −ln P(word): a model word, EOS, or kana and katakana it lacks.
    func unigram(_ word: Int) -> Double {
        guard corpusWeight > 0 else { return 0 }
        let (cheapest, logTotal) = priorTotals()
        let corpus = Double(model.count(model.eos)) + Double(model.totalCount)
        let seen: Double
        if word == model.eos {
            seen = Double(model.count(model.eos)) + 1
        } else if word < 0 || word >= model.wordCount {
            seen = 1
        } else {
            let share = exp(-(model.standaloneCost(word) - cheapest) / priorTemperature - logTotal)
            seen = Double(model.count(word)) + priorWeight * share
        }
        return corpusWeight * -log(seen / (corpus + priorWeight))
    }

    /// Mozc's prior's normalisation, computed once per model and parameters.
    func priorTotals() -> (cheapest: Double, logTotal: Double) {
        if let prior { return prior }
        var cheapest = Double.infinity
        for word in 0..<model.wordCount { cheapest = min(cheapest, model.standaloneCost(word)) }
        var total = 0.0
        for word in 0..<model.wordCount { total += exp(-(model.standaloneCost(word) - cheapest) / priorTemperature) }
        prior = (cheapest, log(total))
        return (cheapest, log(total))
    }

    /// The cost of `next` after `path`: the connection and the bigram model's cost.
    @inline(__always)
    func transition(_ path: Path, _ next: Node) -> Double {
        mecabWeight * model.connection(path.node.right, next.left) + bigram(path, next.word, unigram: next.unigram)
    }

    /// corpusWeight · −ln P(next | the path's last word), given next's unigram cost.
    @inline(__always)
    func bigram(_ path: Path, _ next: Int, unigram: Double) -> Double {
        let history = path.history
        guard history.total > 0, corpusWeight > 0 else { return unigram }
        let seen = next < 0 || path.node.corpus < 0 ? 0 : model.pairCount(afterRank: path.node.corpus, next)
        guard seen > 0 else { return history.backoff + unigram }
        let p = max(Double(seen) - discount, 0) / history.total
            + discount * history.followers / history.total * exp(-unigram / corpusWeight)
        return bigramShare * corpusWeight * -log(p) + (1 - bigramShare) * unigram
    }

    /// The cost of ending the sentence after `path`.
    @inline(__always)
    func ending(_ path: Path) -> Double {
        mecabWeight * model.connection(path.node.right, 0) + bigram(path, model.eos, unigram: unigram(model.eos))
    }
}
