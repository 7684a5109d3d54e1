#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
public import Autocorrection
import Geometry

/// Words for a glide — a finger drawn across the letters without lifting — over one keyboard's
/// key geometry and one language's word list, after SHARK2 (Kristensson & Zhai 2004): each word
/// has an ideal path, the polyline through the centres of its letters' keys; the drawn path and
/// the ideal one, both resampled to ``Parameters/samples`` points evenly spaced along them, are
/// compared point by point where they are (the *location* channel, in key pitches) and in their
/// shape (the *shape* channel: both moved to their centre and scaled to a unit size), and where
/// they start and end, and in their lengths; with the word's frequency, each gives a cost in
/// nats, and the cheapest words win.
///
/// Only words whose first key is near the path's start and whose last key is near its end are
/// compared (``Parameters/endRadius``); the words are grouped by those two keys when the decoder
/// is made. Doubled letters are one key (`hello` draws h-e-l-o), apostrophes are not drawn
/// (`don't`), accented letters are drawn on their base key or the key whose long press gives them.
///
/// ```swift
/// let decoder = GestureDecoder(lexicon: english, geometry: KeyGeometry(resolvedQWERTY)!)
/// decoder.decode(path, limit: 4).map(\.word)     // ["hello", "hell", …]
/// ```
public struct GestureDecoder: Sendable {
    /// A decoded word and its cost (lower is better; comparable within one result).
    public struct Candidate: Hashable, Sendable {
        public var word: String
        public var cost: Double
    }

    public struct Parameters: Hashable, Sendable {
        /// Points both paths are resampled to.
        public var samples = 32
        /// The spread of a drawn point around its ideal place, in key pitches. With
        /// ``frequencyWeight``, chosen on 500 synthetic English traces (`softkbd glide traces
        /// --seed 1`, moderate; top 1): 0.45 and 0.2, 70.6 %; 0.3 and 0.1, 82.6; 0.3 and 0.03,
        /// 85.2; 0.3 and 0.02, 85.2; 0.35 and 0.03, 84.8.
        public var locationSpread = 0.3
        /// The spread of the drawn shape around the ideal one, in units of the shapes' size.
        public var shapeSpread = 0.09
        /// How much a word's frequency counts, per lexicon level (an eighth of a Zipf unit).
        public var frequencyWeight = 0.03
        /// The spread of the path's first and last points around the first and last keys' centres,
        /// in key pitches: a glide starts and ends on its word's keys more surely than it passes the
        /// others (SHARK2 weighs the ends most).
        public var endSpread = 0.5
        /// The spread of the log of the drawn path's length over the ideal path's, beyond
        /// ``lengthRatio`` (0: length not weighed): `exporter` draws a longer path than `expert`.
        /// With ``lengthRatio``, on the tuning traces (top 1; 85.2 % without): 0.2 and 0.85,
        /// 86.8; 0.2 and 0.8, 87.6; 0.15 and 0.8, 87.4; 0.2 and 0.75, 86.6; 0.2 and 0.9, 86.0.
        public var lengthSpread = 0.2
        /// The drawn path's usual length over the ideal one's: corners are cut. (Set on synthetic
        /// traces; real ones will say.)
        public var lengthRatio = 0.8
        /// How many of the first pass's best are ranked again by dynamic time warping, which
        /// compares where the paths are whatever the pace along them (its cost replaces the
        /// location channel's): on the tuning traces top 1 87.6 → 90.8 %, on the English dev
        /// traces 83.2 → 88.2 (a Python prototype first: band 3 or 10, or 40 kept, within 0.2).
        public var rescored = 20
        /// The spread of a drawn point around the ideal point warping matches it with, in key pitches.
        public var warpSpread = 0.3
        /// How far off the diagonal warping may match points.
        public var warpBand = 6
        /// Keys whose centre is this near the path's first (last) point, in key pitches, may
        /// start (end) the word.
        public var endRadius = 1.3

        public init() {}
    }

    public let geometry: KeyGeometry
    public var parameters: Parameters
    /// The lexicon's words that can be drawn (lower case), most frequent first, and their
    /// frequency levels (``Lexicon/Entry/level``).
    public let words: [String]
    public let levels: [UInt8]
    /// Word indices by their first and last key.
    let groups: [KeyPair: [Int32]]
    let keys: [(character: Character, centre: Point)]

    struct KeyPair: Hashable, Sendable {
        var first: Character
        var last: Character
    }

    /// - Parameter vocabulary: how many of the lexicon's most frequent correction targets are
    ///   drawn (all when there are fewer).
    /// - Complexity: O(*n* log *n*) for the lexicon's *n* words, once.
    public init(lexicon: Lexicon, geometry: KeyGeometry, vocabulary: Int = 60_000, parameters: Parameters = Parameters()) {
        self.geometry = geometry
        self.parameters = parameters
        keys = geometry.centres.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
        let targets = lexicon.allWords().filter { $0.entry.kind.isTarget }
            .sorted { $0.entry.level != $1.entry.level ? $0.entry.level < $1.entry.level : $0.word < $1.word }
            .prefix(vocabulary)
        var words: [String] = [], levels: [UInt8] = []
        var groups: [KeyPair: [Int32]] = [:]
        for (word, entry) in targets {
            let path = Self.keyPath(of: word, geometry: geometry, lexicon: lexicon)
            guard path.count >= 2, let first = path.first, let last = path.last else { continue }
            groups[KeyPair(first: first, last: last), default: []].append(Int32(words.count))
            words.append(word)
            levels.append(entry.level)
        }
        self.words = words
        self.levels = levels
        self.groups = groups
        unaccented = Self.baseKeys(lexicon: lexicon, geometry: geometry)
    }

    /// Letters not on a key, by the key that types them.
    let unaccented: [Character: Character]

    /// The keys a word is drawn through, doubled letters once; empty when a letter has no key.
    static func keyPath(of word: String, geometry: KeyGeometry, lexicon: Lexicon) -> [Character] {
        var path: [Character] = []
        for scalar in word.unicodeScalars where scalar != "'" && scalar != "’" {
            let letter = Character(scalar)
            guard let key = key(of: letter, geometry: geometry, lexicon: lexicon) else { return [] }
            if path.last != key { path.append(key) }
        }
        return path
    }

    static func key(of letter: Character, geometry: KeyGeometry, lexicon: Lexicon) -> Character? {
        if geometry.centres[letter] != nil { return letter }
        if let base = geometry.alternates[letter], geometry.centres[base] != nil { return base }
        guard let scalar = letter.unicodeScalars.first, letter.unicodeScalars.count == 1,
              let base = lexicon.unaccented(scalar).map(Character.init), geometry.centres[base] != nil else { return nil }
        return base
    }

    static func baseKeys(lexicon: Lexicon, geometry: KeyGeometry) -> [Character: Character] {
        var result: [Character: Character] = [:]
        for scalar in lexicon.alphabet {
            let letter = Character(scalar)
            if let key = key(of: letter, geometry: geometry, lexicon: lexicon), key != letter { result[letter] = key }
        }
        return result
    }

    /// The keys a word is drawn through (lower case; doubled letters once, apostrophes left
    /// out, accented letters on their base key); empty when a letter has no key.
    public func keyPath(of word: String) -> [Character] {
        var path: [Character] = []
        for scalar in word.unicodeScalars where scalar != "'" && scalar != "’" {
            let letter = Character(scalar)
            guard let key = geometry.centres[letter] != nil ? letter : unaccented[letter] else { return [] }
            if path.last != key { path.append(key) }
        }
        return path
    }

    /// The words the path draws, best first, at most `limit`; empty for a path with no finite
    /// point. Points more than a thousand key pitches off the keyboard are taken as that far.
    ///
    /// - Complexity: O(*p*) to resample a path of *p* points, then O(``Parameters/samples``) per
    ///   word whose first and last keys are near the path's ends.
    public func decode(_ path: GesturePath, limit: Int = 4) -> [Candidate] {
        // Points far off the keyboard count as a thousand keys away, so that no cost overflows.
        let points = path.finite.map { point in
            let pitches = geometry.pitches(point)
            return Point(x: min(max(pitches.x, -1_000), 1_000), y: min(max(pitches.y, -1_000), 1_000))
        }
        guard let start = points.first, let end = points.last, limit > 0 else { return [] }
        let n = parameters.samples
        let drawn = resampled(points, count: n)
        let drawnShape = normalised(drawn)
        let starts = nearKeys(start), ends = nearKeys(end)
        // The first pass keeps more than asked; dynamic time warping then ranks them again.
        let kept = max(limit, parameters.rescored)
        var best: [(index: Int, cost: Double, location: Double)] = []
        let location = 1 / (2 * parameters.locationSpread * parameters.locationSpread * Double(n))
        let shape = 1 / (2 * parameters.shapeSpread * parameters.shapeSpread * Double(n))
        let frequency = parameters.frequencyWeight
        let endWeight = 1 / (2 * parameters.endSpread * parameters.endSpread)
        let lengthWeight = parameters.lengthSpread > 0 ? 1 / (2 * parameters.lengthSpread * parameters.lengthSpread) : 0
        // Measured on the resampled path, so that jitter between many raw points does not add up.
        var drawnLength = 0.0
        for (a, b) in zip(drawn, drawn.dropFirst()) { drawnLength += distance(a, b) }
        for first in starts {
            for last in ends {
                guard let members = groups[KeyPair(first: first, last: last)] else { continue }
                for member in members {
                    let index = Int(member)
                    let prior = frequency * Double(levels[index])
                    if best.count == kept, let worst = best.last, prior >= worst.cost { continue }
                    let centres = keyPath(of: words[index]).compactMap { geometry.centres[$0] }
                    let ideal = resampled(centres, count: n)
                    var locationSum = 0.0
                    for (a, b) in zip(drawn, ideal) {
                        let dx = a.x - b.x, dy = a.y - b.y
                        locationSum += dx * dx + dy * dy
                    }
                    guard let head = centres.first, let tail = centres.last else { continue }
                    let endsSum = squared(head, start) + squared(tail, end)
                    let locationCost = location * locationSum
                    var cost = prior + locationCost + endWeight * endsSum
                    if lengthWeight > 0 {
                        var idealLength = 0.0
                        for (a, b) in zip(centres, centres.dropFirst()) { idealLength += distance(a, b) }
                        let ratio = log(max(drawnLength, 1e-6) / max(idealLength, 1e-6)) - log(parameters.lengthRatio)
                        cost += lengthWeight * ratio * ratio
                    }
                    if best.count == kept, let worst = best.last, cost >= worst.cost { continue }
                    var shapeSum = 0.0
                    for (a, b) in zip(drawnShape, normalised(ideal)) {
                        let dx = a.x - b.x, dy = a.y - b.y
                        shapeSum += dx * dx + dy * dy
                    }
                    cost += shape * shapeSum
                    guard best.count < kept || cost < best[best.count - 1].cost else { continue }
                    let at = best.firstIndex { $0.cost > cost } ?? best.count
                    best.insert((index, cost, locationCost), at: at)
                    if best.count > kept { best.removeLast() }
                }
            }
        }
        let warp = 1 / (2 * parameters.warpSpread * parameters.warpSpread * Double(n))
        let rescored = best.map { candidate -> Candidate in
            let ideal = resampled(keyPath(of: words[candidate.index]).compactMap { geometry.centres[$0] }, count: n)
            let cost = candidate.cost - candidate.location + warp * warped(drawn, ideal, band: parameters.warpBand)
            return Candidate(word: words[candidate.index], cost: cost)
        }
        return Array(rescored.sorted { $0.cost != $1.cost ? $0.cost < $1.cost : $0.word < $1.word }.prefix(limit))
    }

    /// The least sum of squared distances between the points of `a` and `b` matched in order by
    /// dynamic time warping, each point matched at least once and no match more than `band`
    /// places off the diagonal: where the two paths are, whatever the pace along them.
    ///
    /// - Complexity: O(*n* · `band`) for paths of *n* points.
    func warped(_ a: [Point], _ b: [Point], band: Int) -> Double {
        let n = a.count
        guard n == b.count, n > 0 else { return 0 }
        var previous = [Double](repeating: .infinity, count: n + 1)
        var current = previous
        previous[0] = 0
        for i in 1...n {
            current[0] = .infinity
            for j in 1...n {
                guard abs(i - j) <= band else { current[j] = .infinity; continue }
                current[j] = squared(a[i - 1], b[j - 1]) + min(previous[j], current[j - 1], previous[j - 1])
            }
            swap(&previous, &current)
        }
        return previous[n]
    }

    /// The word's ideal path in the keyboard's points: its keys' centres, 30 ms apart (empty when
    /// a letter has no key).
    public func idealPath(of word: String) -> GesturePath {
        let pitch = geometry.pitch
        let centres = keyPath(of: word).compactMap { geometry.centres[$0] }
        return GesturePath(centres.enumerated().map { index, centre in
            GesturePath.Sample(x: centre.x * pitch.width, y: centre.y * pitch.height, time: Double(index) * 30)
        })
    }

    /// The keys within ``Parameters/endRadius`` of a point (in pitches), or the two nearest
    /// when none is.
    func nearKeys(_ point: Point) -> [Character] {
        let radius = parameters.endRadius
        let ranked = keys.map { ($0.character, distance($0.centre, point)) }
        let near = ranked.filter { $0.1 <= radius }.map(\.0)
        if !near.isEmpty { return near }
        return ranked.sorted { $0.1 < $1.1 }.prefix(2).map(\.0)
    }
}

/// The squared distance between two points.
@inline(__always) func squared(_ a: Point, _ b: Point) -> Double {
    let dx = a.x - b.x, dy = a.y - b.y
    return dx * dx + dy * dy
}

/// The points moved so that their centroid is the origin and scaled so that the larger side of
/// their bounding box is 1 (a point stays a point).
func normalised(_ points: [Point]) -> [Point] {
    guard !points.isEmpty else { return [] }
    var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
    var sumX = 0.0, sumY = 0.0
    for point in points {
        minX = min(minX, point.x)
        maxX = max(maxX, point.x)
        minY = min(minY, point.y)
        maxY = max(maxY, point.y)
        sumX += point.x
        sumY += point.y
    }
    let size = max(maxX - minX, maxY - minY)
    let scale = size > 0 ? 1 / size : 0
    let cx = sumX / Double(points.count), cy = sumY / Double(points.count)
    return points.map { Point(x: ($0.x - cx) * scale, y: ($0.y - cy) * scale) }
}
