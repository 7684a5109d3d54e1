public import Autocorrection
import Foundation
import KeyboardModel

/// The best top 1 that any corrector seeing one word at a time could reach on a synthetic typo
/// set: per typo, the Bayes decision, the lexicon word *w* with the highest P(*w*) · P(typo | *w*)
/// under the set's own generator — its touch model, its mix of slips and its sampling of targets
/// by frequency — which a real corrector only approximates. Where two words explain a typo
/// equally well, no corrector without the sentence can tell them apart; this measures how often
/// that happens.
///
/// The generator (`../shared/data/typos/README.md`) makes one slip per word: a substitution
/// (the touch drawn from a Gaussian around the key meant, redrawn until it lands nearest another
/// key), a letter left out, an extra touch drawn the same way next to a letter, two neighbours
/// swapped, or an accented letter typed as its base letter; targets are drawn with weight
/// √frequency. Slips are taken as equally likely at every position of the word.
public enum TypoCeiling {
    /// The generator's parameters, as the sets' README states them.
    public struct Channel: Equatable, Sendable {
        public var substitution = 0.5
        public var deletion = 0.2
        public var insertion = 0.15
        public var transposition = 0.1
        public var accent = 0.05
        /// The touch's standard deviation in key pitches, across and down.
        public var spread = 0.4
        /// Targets are drawn with weight frequencyᵉ.
        public var frequencyExponent = 0.5

        public init() {}
    }

    public struct Report: Equatable, Sendable {
        public var pairs: Int
        /// Typos whose Bayes decision is the intended word.
        public var decided: Int
        /// Intended words the lexicon holds as targets.
        public var covered: Int
    }

    /// - Throws: for a line without two non-empty columns (naming it), or a file with no pair.
    /// - Complexity: per typo, O(*n* · *a*) lexicon lookups for *n* letters and an alphabet of *a*.
    public static func score(_ tsv: String, file: String, lexicon: Lexicon, geometry: KeyGeometry,
                             channel: Channel = Channel()) throws(EvaluationError) -> Report {
        let model = Model(lexicon: lexicon, geometry: geometry, channel: channel)
        var pairs = 0, decided = 0, covered = 0
        for (line, columns) in rows(of: tsv) {
            guard columns.count >= 2, !columns[0].isEmpty, !columns[1].isEmpty else {
                throw EvaluationError("\(file):\(line): expected tab-separated columns typed and intended, found " +
                                      "\(columns.count)\(columns.count >= 2 ? " with an empty one" : "")")
            }
            let typed = CaseMapping.lowercase(columns[0], locale: lexicon.language)
            let intended = CaseMapping.lowercase(columns[1], locale: lexicon.language)
            pairs += 1
            if lexicon.entry(for: intended)?.kind.isTarget == true { covered += 1 }
            if model.decision(for: Array(typed.unicodeScalars)).map({ String(String.UnicodeScalarView($0)) }) == intended { decided += 1 }
        }
        guard pairs > 0 else { throw EvaluationError("\(file): no pairs to score") }
        return Report(pairs: pairs, decided: decided, covered: covered)
    }

    /// The generator's channel over a lexicon's words.
    struct Model {
        let lexicon: Lexicon
        let channel: Channel
        /// P(the touch lands nearest key `b` | aimed at key `a`, landed nearest another key).
        let slips: [Unicode.Scalar: [Unicode.Scalar: Double]]
        /// The key a letter is typed on: its own, or the key whose long press gives it.
        let keyOf: [Unicode.Scalar: Unicode.Scalar]

        init(lexicon: Lexicon, geometry: KeyGeometry, channel: Channel) {
            self.lexicon = lexicon
            self.channel = channel
            var keys: [(Unicode.Scalar, Point)] = []
            for (character, centre) in geometry.centres {
                if character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first { keys.append((scalar, centre)) }
            }
            keys.sort { $0.0.value < $1.0.value }
            slips = Self.slips(keys, pitch: geometry.pitch, spread: channel.spread)
            var keyOf: [Unicode.Scalar: Unicode.Scalar] = [:]
            for (key, _) in keys { keyOf[key] = key }
            for letter in lexicon.alphabet where keyOf[letter] == nil {
                let long = geometry.alternates[Character(letter)].flatMap { $0.unicodeScalars.count == 1 ? $0.unicodeScalars.first : nil }
                if let key = long ?? lexicon.unaccented(letter), keyOf[key] == key { keyOf[letter] = key }
            }
            self.keyOf = keyOf
        }

        /// Where a Gaussian touch around each key lands, integrated at the midpoints of a grid of
        /// 0.08 spreads out to 4 spreads (on a grid of keys one pitch apart, no midpoint lies on
        /// a boundary between two keys, 1.25 spreads away); the nearest key is measured in points
        /// (keys are taller than wide).
        static func slips(_ keys: [(Unicode.Scalar, Point)], pitch: Size, spread: Double) -> [Unicode.Scalar: [Unicode.Scalar: Double]] {
            var result: [Unicode.Scalar: [Unicode.Scalar: Double]] = [:]
            let steps = (-50..<50).map { (Double($0) + 0.5) * 0.08 }
            for (aimed, centre) in keys {
                var mass: [Unicode.Scalar: Double] = [:]
                for u in steps {
                    for v in steps {
                        let x = centre.x + u * spread, y = centre.y + v * spread
                        var nearest = aimed, distance = Double.infinity
                        for (key, other) in keys {
                            let dx = (x - other.x) * pitch.width, dy = (y - other.y) * pitch.height
                            if dx * dx + dy * dy < distance { (nearest, distance) = (key, dx * dx + dy * dy) }
                        }
                        if nearest != aimed { mass[nearest, default: 0] += exp(-(u * u + v * v) / 2) }
                    }
                }
                let total = mass.values.reduce(0, +)
                if total > 0 { result[aimed] = mass.mapValues { $0 / total } }
            }
            return result
        }

        /// P(typed | word): the sum over the one slips that turn `word` into `typed`.
        func likelihood(of typed: [Unicode.Scalar], given word: [Unicode.Scalar]) -> Double {
            let n = word.count
            var p = 0.0
            func slip(_ aimed: Unicode.Scalar, _ landed: Unicode.Scalar) -> Double {
                keyOf[aimed].flatMap { slips[$0]?[landed] } ?? 0
            }
            if typed.count == n {
                let differing = (0..<n).filter { typed[$0] != word[$0] }
                if differing.count == 1, let i = differing.first {
                    p += channel.substitution / Double(n) * slip(word[i], typed[i])
                    if lexicon.unaccented(word[i]) == typed[i] {
                        p += channel.accent / Double(word.filter { lexicon.unaccented($0) != nil }.count)
                    }
                } else if differing.count == 2, differing[1] == differing[0] + 1, typed[differing[0]] == word[differing[1]],
                          typed[differing[1]] == word[differing[0]] {
                    p += channel.transposition / Double(n - 1)
                }
            } else if typed.count == n - 1 {
                for i in 0..<n where Array(word[..<i] + word[(i + 1)...]) == typed { p += channel.deletion / Double(n) }
            } else if typed.count == n + 1 {
                // typed[i] is the extra touch, drawn beside word[i - 1] (after it) or word[i] (before it).
                for i in 0...n where Array(typed[..<i] + typed[(i + 1)...]) == word {
                    for j in [i - 1, i] where j >= 0 && j < n { p += channel.insertion / Double(n) / 2 * slip(word[j], typed[i]) }
                }
            }
            return p
        }

        /// The lexicon's target one slip from `typed` with the highest prior times likelihood.
        func decision(for typed: [Unicode.Scalar]) -> [Unicode.Scalar]? {
            var candidates: Set<[Unicode.Scalar]> = []
            let n = typed.count
            for i in 0..<n {
                candidates.insert(Array(typed[..<i] + typed[(i + 1)...]))
                if i + 1 < n {
                    var swapped = typed
                    swapped.swapAt(i, i + 1)
                    candidates.insert(swapped)
                }
            }
            for letter in lexicon.alphabet {
                for i in 0...n {
                    candidates.insert(Array(typed[..<i]) + [letter] + Array(typed[i...]))
                    if i < n {
                        var changed = typed
                        changed[i] = letter
                        candidates.insert(changed)
                    }
                }
            }
            var best: (score: Double, word: [Unicode.Scalar])?
            for word in candidates.sorted(by: { $0.lexicographicallyPrecedes($1) { $0.value < $1.value } }) {
                guard let entry = lexicon.entry(for: String(String.UnicodeScalarView(word))), entry.kind.isTarget else { continue }
                // Frequency ∝ 10^(−level / 8); the prior is its power `frequencyExponent`.
                let score = pow(10, -channel.frequencyExponent * Double(entry.level) / 8) * likelihood(of: typed, given: word)
                if score > 0, score > best?.score ?? 0 { best = (score, word) }
            }
            return best?.word
        }
    }
}
