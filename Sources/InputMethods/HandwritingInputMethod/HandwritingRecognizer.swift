/// Ranks every template character against written ink: the ink's ``InkFeatures`` against each
/// template's by squared distance, the closest first, then the closest 40 again point by point
/// and by stroke count. It reads no stroke order or direction, and a stroke count that differs
/// costs only a little, so writing in another order, joining strokes or writing one backwards
/// still finds the character; size, position and slant are normalised away.
public struct HandwritingRecognizer: Sendable {
    public enum Script: String, Sendable, CaseIterable {
        /// Characters of the general standard table (simplified forms).
        case simplified = "hans"
        /// Every template (traditional forms, and the characters both scripts share).
        case all = "hant"
    }

    public struct Match: Hashable, Sendable {
        public var character: String
        /// Squared feature distance: 0 is identical, 4 is as far as can be.
        public var distance: Float
    }

    public let templates: HanziTemplates

    public init(templates: HanziTemplates) { self.templates = templates }

    /// The `limit` closest characters, best first; none for ink with no extent (a blank pad).
    ///
    /// - Complexity: O(*N* · 256) for the *N* templates: every character is scored.
    public func recognize(_ strokes: [[InkPoint]], script: Script = .simplified, limit: Int = 10) -> [Match] {
        guard limit > 0 else { return [] }
        let requested = limit
        let limit = max(limit, Self.shortlist)
        let query = InkFeatures(strokes: strokes).values
        guard query.contains(where: { $0 > 0 }) else { return [] }
        var best: [(index: Int, distance: Float)] = []
        best.reserveCapacity(limit + 1)
        var worst = Float.infinity
        let dimensions = InkFeatures.count
        query.withUnsafeBufferPointer { q in Self.scale.withUnsafeBufferPointer { scale in
            let features = templates.features
            for index in 0..<templates.count {
                if script == .simplified && !templates.isSimplifiedStandard(index) { continue }
                let base = index * dimensions
                var distance: Float = 0
                // The sum only grows: once it reaches the worst kept, the template is out, and
                // the rest of its dimensions need not be read (the ranking is the same).
                var start = 0
                while start < dimensions, distance < worst {
                    for d in start..<min(start + 32, dimensions) {
                        let difference = q[d] - scale[Int(features[base + d])]
                        distance += difference * difference
                    }
                    start += 32
                }
                guard best.count < limit || distance < worst else { continue }
                let position = best.firstIndex { $0.distance > distance } ?? best.count
                best.insert((index, distance), at: position)
                if best.count > limit { best.removeLast() }
                worst = best.count == limit ? best[best.count - 1].distance : .infinity
            }
        } }
        return refine(best, strokes).prefix(requested).map { Match(character: templates.character($0.index), distance: $0.distance) }
    }

    /// A template's stored byte as the feature value it stands for (byte / 255), looked up
    /// rather than converted in the first look's inner loop.
    static let scale: [Float] = (0..<256).map { Float($0) * (1 / 255) }

    /// Candidates the first look keeps for the second.
    public static let shortlist = 40

    /// What a stroke more than the template has costs in the second look, and a stroke fewer
    /// (two written as one, as cursive ink joins them), in standard deviations of the shortlist's
    /// spread: neat ink has the template's count, so 耆 (10 strokes) does not win over 者 (8)
    /// written with 8. Chosen on `eval-dev-kanjivg.jsonl`, the development set for ink of another
    /// design (80.7 → 84.4 % top-1 there; 97.8 → 98.2 % on ink from the medians).
    public var extraStrokeCost = 0.8, missingStrokeCost = 0.5

    /// The second look, over the shortlist: how far each of the template's points is from the
    /// nearest written point of a like orientation (its ink that is missing), and the other way
    /// at a tenth of the weight (ink that is extra: a joined stroke's connector costs little).
    /// The two looks are put on one scale by their spread over the shortlist (each distance as
    /// standard deviations from its mean) and weigh the same, so no constant tuned to a data set
    /// sets their balance; the stroke count adds its cost on that scale.
    func refine(_ shortlist: [(index: Int, distance: Float)], _ strokes: [[InkPoint]]) -> [(index: Int, distance: Float)] {
        let written = InkFeatures.samples(strokes)
        guard !written.isEmpty, shortlist.count > 2 else { return shortlist }
        let points = shortlist.map { candidate -> Double in
            let template = InkFeatures.samples(templates.strokes(candidate.index))
            return Self.chamfer(template, written) + 0.1 * Self.chamfer(written, template)
        }
        let features = shortlist.map { Double($0.distance) }
        func standardised(_ values: [Double]) -> [Double] {
            let mean = values.reduce(0, +) / Double(values.count)
            let spread = (values.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / Double(values.count)).squareRoot()
            return values.map { spread > 0 ? ($0 - mean) / spread : 0 }
        }
        let a = standardised(features), b = standardised(points)
        let count = Double(strokes.filter { !$0.isEmpty }.count)
        var scored = shortlist.indices.map { i -> (index: Int, distance: Float) in
            let template = Double(templates.strokeCount(shortlist[i].index))
            let strokesCost = count > template ? extraStrokeCost * (count - template) : missingStrokeCost * (template - count)
            return (index: shortlist[i].index, distance: Float(a[i] + b[i] + strokesCost))
        }
        scored.sort { $0.distance < $1.distance || $0.distance == $1.distance && $0.index < $1.index }
        return scored
    }

    /// Mean over `from` of the squared distance to the nearest point of `to`, an orientation
    /// difference counting as distance (0.02 sin² of the angle between = 0.01 (1 − cos 2Δθ)).
    ///
    /// - Complexity: O((*m* + *n*) log *n*) on spread ink: `to` is sorted by x, and each search
    ///   walks outwards from its x until the x distance alone is farther than the best found.
    static func chamfer(_ from: [InkFeatures.Sample], _ to: [InkFeatures.Sample]) -> Double {
        guard !from.isEmpty, !to.isEmpty else { return 1 }
        let sorted = to.sorted { $0.x < $1.x }
        var total = 0.0
        for a in from {
            var nearest = Double.infinity
            // The first point at or right of a.x, then outwards both ways.
            var low = 0, high = sorted.count
            while low < high {
                let middle = (low + high) / 2
                if sorted[middle].x < a.x { low = middle + 1 } else { high = middle }
            }
            var right = low, left = low - 1
            while right < sorted.count || left >= 0 {
                for side in 0..<2 {
                    let index = side == 0 ? right : left
                    guard index >= 0, index < sorted.count else { continue }
                    let b = sorted[index]
                    let dx = a.x - b.x
                    if dx * dx >= nearest {
                        if side == 0 { right = sorted.count } else { left = -1 }
                        continue
                    }
                    let dy = a.y - b.y
                    let distance = dx * dx + dy * dy + 0.01 * (1 - a.c * b.c - a.s * b.s)
                    if distance < nearest { nearest = distance }
                    if side == 0 { right += 1 } else { left -= 1 }
                }
            }
            total += nearest
        }
        return total / Double(from.count)
    }
}
