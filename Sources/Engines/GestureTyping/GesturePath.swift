public import Geometry

/// A finger's path over a keyboard, as a glide draws it: points in the keyboard's coordinates
/// (points, origin at its top left, as a resolved keyboard's frames) with the time of each, in
/// milliseconds from the touch's start.
///
/// Points that are not finite numbers are dropped when the path is read; times only order and
/// pace the path (they may be missing: 0).
public struct GesturePath: Hashable, Sendable {
    public struct Sample: Hashable, Sendable {
        public var x: Double
        public var y: Double
        /// Milliseconds since the touch began.
        public var time: Double

        public init(x: Double, y: Double, time: Double = 0) {
            self.x = x
            self.y = y
            self.time = time
        }

        public var point: Point { Point(x: x, y: y) }
    }

    public var samples: [Sample]

    public init(_ samples: [Sample]) { self.samples = samples }

    /// A path through these points, 10 ms apart.
    public init(points: [Point]) {
        samples = points.enumerated().map { Sample(x: $0.element.x, y: $0.element.y, time: Double($0.offset) * 10) }
    }

    /// The samples with finite coordinates, in order.
    var finite: [Point] {
        samples.compactMap { $0.x.isFinite && $0.y.isFinite ? Point(x: $0.x, y: $0.y) : nil }
    }

    /// The length of the path, in the unit of its points.
    var length: Double {
        let points = finite
        return zip(points, points.dropFirst()).reduce(0) { $0 + distance($1.0, $1.1) }
    }
}

/// The Euclidean distance between two points.
@inline(__always) func distance(_ a: Point, _ b: Point) -> Double {
    let dx = a.x - b.x, dy = a.y - b.y
    return (dx * dx + dy * dy).squareRoot()
}

/// `count` points spaced evenly along the polyline through `points` (its first and last among
/// them); a single point repeated where the polyline has no length.
///
/// - Complexity: O(*n* + `count`).
func resampled(_ points: [Point], count: Int) -> [Point] {
    guard let first = points.first, count > 1 else { return points.first.map { [$0] } ?? [] }
    var lengths = [0.0]
    lengths.reserveCapacity(points.count)
    for (a, b) in zip(points, points.dropFirst()) { lengths.append((lengths.last ?? 0) + distance(a, b)) }
    let total = lengths.last ?? 0
    guard total > 0 else { return Array(repeating: first, count: count) }
    var result: [Point] = []
    result.reserveCapacity(count)
    var segment = 0
    for index in 0..<count {
        let at = total * Double(index) / Double(count - 1)
        while segment < points.count - 2, lengths[segment + 1] < at { segment += 1 }
        let span = lengths[segment + 1] - lengths[segment]
        let fraction = span > 0 ? min(max((at - lengths[segment]) / span, 0), 1) : 0
        let a = points[segment], b = points[segment + 1]
        result.append(Point(x: a.x + (b.x - a.x) * fraction, y: a.y + (b.y - a.y) * fraction))
    }
    return result
}
