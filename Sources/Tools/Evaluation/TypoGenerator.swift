public import Autocorrection
import Foundation
import KeyboardModel

/// Makes one typing slip in a word, over a keyboard's own key geometry, by the model that made
/// the synthetic typo sets (`../shared/data/typos/README.md`, ``TypoCeiling``): a substitution
/// (half the slips: a touch drawn from a Gaussian of ``TypoCeiling/Channel/spread`` pitches
/// around the key meant, drawn again until it lands nearest another key), a letter left out, an
/// extra touch drawn the same way beside a letter, two different neighbouring letters swapped, or
/// an accented letter typed as its base letter. Unlike those sets it keeps slips that make
/// another real word (`from` → `form`): in a sentence, the words before can tell them apart.
///
/// The same seed gives the same slips (its own generator, not the system's).
public struct TypoGenerator: Sendable {
    public let geometry: KeyGeometry
    public let lexicon: Lexicon
    public var channel: TypoCeiling.Channel
    var random: SplitMix

    public init(geometry: KeyGeometry, lexicon: Lexicon, seed: UInt64, channel: TypoCeiling.Channel = TypoCeiling.Channel()) {
        self.geometry = geometry
        self.lexicon = lexicon
        self.channel = channel
        random = SplitMix(seed: seed)
    }

    /// Whether every letter of `word` (lower case) has a key, or is an accented form of a letter
    /// that has one. Letters are code points, as keys type them (a Bengali vowel sign has its
    /// own key).
    public func canType(_ word: String) -> Bool {
        word.unicodeScalars.allSatisfy { key(of: Character($0)) != nil }
    }

    /// The key a letter is typed on: its own, the key whose long press gives it, or its base
    /// letter's.
    func key(of letter: Character) -> Character? {
        if geometry.centres[letter] != nil { return letter }
        if let base = geometry.alternates[letter] { return base }
        guard letter.unicodeScalars.count == 1, let scalar = letter.unicodeScalars.first,
              let base = lexicon.unaccented(scalar).map(Character.init), geometry.centres[base] != nil else { return nil }
        return base
    }

    /// `word` (lower case) with one slip of one code point; `nil` when none of the kinds drawn (ten tries) applies.
    public mutating func typo(of word: String) -> String? {
        let letters = word.unicodeScalars.map(Character.init)
        guard !letters.isEmpty else { return nil }
        for _ in 0..<10 {
            let draw = random.unit()
            var cumulative = channel.substitution
            if draw < cumulative {
                let i = random.below(letters.count)
                guard let aimed = key(of: letters[i]), let landed = slip(from: aimed) else { continue }
                var typed = letters
                typed[i] = landed
                return String(typed)
            }
            cumulative += channel.deletion
            if draw < cumulative, letters.count >= 2 {
                var typed = letters
                typed.remove(at: random.below(letters.count))
                return String(typed)
            } else if draw < cumulative {
                continue
            }
            cumulative += channel.insertion
            if draw < cumulative {
                let i = random.below(letters.count)
                guard let aimed = key(of: letters[i]), let landed = slip(from: aimed) else { continue }
                var typed = letters
                typed.insert(landed, at: random.unit() < 0.5 ? i : i + 1)
                return String(typed)
            }
            cumulative += channel.transposition
            if draw < cumulative {
                let places = (0..<max(letters.count - 1, 0)).filter { letters[$0] != letters[$0 + 1] }
                guard !places.isEmpty else { continue }
                var typed = letters
                let place = places[random.below(places.count)]
                typed.swapAt(place, place + 1)
                return String(typed)
            }
            let accented = letters.indices.filter { key(of: letters[$0]) != letters[$0] }
            guard !accented.isEmpty else { continue }
            let i = accented[random.below(accented.count)]
            var typed = letters
            guard let base = key(of: letters[i]) else { continue }
            typed[i] = base
            return String(typed)
        }
        return nil
    }

    /// A touch aimed at `key`'s centre that lands nearest another key (nearest in points: keys
    /// are taller than wide); `nil` for a keyboard of one key.
    mutating func slip(from key: Character) -> Character? {
        guard let centre = geometry.centres[key], geometry.centres.count > 1 else { return nil }
        let keys = geometry.centres.sorted { $0.key < $1.key }
        while true {
            let (u, v) = random.gaussianPair()
            let x = centre.x + u * channel.spread, y = centre.y + v * channel.spread
            var nearest = key, distance = Double.infinity
            for (other, point) in keys {
                let dx = (x - point.x) * geometry.pitch.width, dy = (y - point.y) * geometry.pitch.height
                if dx * dx + dy * dy < distance { (nearest, distance) = (other, dx * dx + dy * dy) }
            }
            if nearest != key { return nearest }
        }
    }
}

/// SplitMix64 (Steele, Lea & Flood 2014): small, fast, and the same on every platform.
struct SplitMix: Sendable {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Uniform in [0, 1).
    mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }

    /// Uniform in 0..<n (n > 0).
    mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }

    /// Two independent standard normal values (Box–Muller).
    mutating func gaussianPair() -> (Double, Double) {
        let radius = (-2 * log(1 - unit())).squareRoot(), angle = 2 * Double.pi * unit()
        return (radius * cos(angle), radius * sin(angle))
    }
}
