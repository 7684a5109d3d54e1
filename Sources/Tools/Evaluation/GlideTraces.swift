import Foundation
import Geometry
public import GestureTyping

/// Synthetic glides for development: how a finger draws a word, by a motor model over the
/// keyboard's own key centres (after Quinn & Zhai, "Modeling gesture-typing movements", 2018).
///
/// - **Via points**: one per key of the word (``GestureDecoder/keyPath(of:)``), drawn from a
///   Gaussian of ``Style/aim`` key pitches around the key's centre.
/// - **Submovements**: from each via point to the next a minimum-jerk stroke (position
///   10τ³ − 15τ⁴ + 6τ⁵ of the way), lasting by Fitts' law (``Style/baseDuration`` +
///   ``Style/durationPerBit`` · log₂(1 + distance / key width)); each stroke starts before the
///   last one ends (``Style/overlap`` of its duration), so the strokes add up to a path that cuts
///   the corners and slows where it turns, as real glides do.
/// - **Sampling**: every 1000 / ``Style/rate`` ms, with a little jitter (``Style/jitter`` points).
///
/// The same seed draws the same traces.
public struct GlideTraces: Sendable {
    /// How carefully the words are drawn.
    public struct Style: Hashable, Sendable {
        public var aim: Double
        public var overlap: Double
        public var jitter: Double
        public var baseDuration = 60.0
        public var durationPerBit = 70.0
        public var rate = 60.0

        public init(aim: Double, overlap: Double, jitter: Double) {
            self.aim = aim
            self.overlap = overlap
            self.jitter = jitter
        }

        /// Via points a quarter of a key from the centres, strokes overlapping by a third.
        public static let moderate = Style(aim: 0.25, overlap: 0.35, jitter: 0.8)
        /// Via points 0.4 keys off, strokes overlapping by half: corners cut hard.
        public static let sloppy = Style(aim: 0.4, overlap: 0.5, jitter: 1.5)
    }

    public let decoder: GestureDecoder
    public var style: Style
    var random: SplitMix

    public init(decoder: GestureDecoder, style: Style = .moderate, seed: UInt64) {
        self.decoder = decoder
        self.style = style
        random = SplitMix(seed: seed)
    }

    /// A glide drawing `word`; `nil` when a letter has no key or the word is one key.
    public mutating func trace(of word: String) -> GesturePath? {
        let geometry = decoder.geometry
        let pitch = geometry.pitch
        let centres = decoder.keyPath(of: word).compactMap { geometry.centres[$0] }
        guard centres.count >= 2 else { return nil }
        let via = centres.map { centre -> Point in
            let (u, v) = random.gaussianPair()
            return Point(x: (centre.x + u * style.aim) * pitch.width, y: (centre.y + v * style.aim) * pitch.height)
        }
        // The strokes: start time, duration, displacement.
        var strokes: [(start: Double, duration: Double, dx: Double, dy: Double)] = []
        var start = 0.0
        for (a, b) in zip(via, via.dropFirst()) {
            let length = ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
            let duration = style.baseDuration + style.durationPerBit * log2(1 + length / pitch.width)
            strokes.append((start, duration, b.x - a.x, b.y - a.y))
            start += duration * (1 - style.overlap)
        }
        let end = strokes.map { $0.start + $0.duration }.max() ?? 0
        let step = 1000 / style.rate
        var samples: [GesturePath.Sample] = []
        var time = 0.0
        while true {
            var x = via[0].x, y = via[0].y
            for stroke in strokes {
                let tau = min(max((time - stroke.start) / stroke.duration, 0), 1)
                let s = tau * tau * tau * (10 - 15 * tau + 6 * tau * tau)
                x += stroke.dx * s
                y += stroke.dy * s
            }
            let (u, v) = random.gaussianPair()
            samples.append(GesturePath.Sample(x: x + u * style.jitter, y: y + v * style.jitter, time: time.rounded()))
            if time >= end { break }
            time = min(time + step, end)
        }
        return GesturePath(samples)
    }

    /// `count` traces of words drawn from the decoder's vocabulary with weight √frequency (as the
    /// synthetic typo sets draw theirs), in the order drawn.
    public mutating func sample(_ count: Int) -> [(word: String, path: GesturePath)] {
        var cumulative: [Double] = []
        cumulative.reserveCapacity(decoder.words.count)
        var total = 0.0
        for level in decoder.levels {
            total += pow(10, -Double(level) / 16)
            cumulative.append(total)
        }
        var result: [(String, GesturePath)] = []
        var attempts = 0
        while result.count < count, total > 0, attempts < count * 10 {
            attempts += 1
            let target = random.unit() * total
            var low = 0, high = cumulative.count - 1
            while low < high {
                let middle = (low + high) / 2
                if cumulative[middle] < target { low = middle + 1 } else { high = middle }
            }
            let word = decoder.words[low]
            if let path = trace(of: word) { result.append((word, path)) }
        }
        return result
    }
}
