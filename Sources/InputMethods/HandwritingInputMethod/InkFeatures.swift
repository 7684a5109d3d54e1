import KeyboardModel

/// A point of ink: where (any units, y down) and when (seconds or milliseconds; only order
/// matters, and only within a stroke).
public struct InkPoint: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}

/// The order-free description of a character's ink the recognizer compares: the ink is
/// normalised by its moments (centre of mass, spread in x and y, slant), then every piece of
/// every stroke adds its length to a grid of 8 × 8 cells × 4 line orientations (0°, 45°, 90°,
/// 135°, undirected), shared between the nearest cells and orientations. Stroke order, stroke
/// direction, the number of strokes (a join only adds a faint connector), size, position and
/// slant change little; the shape of the ink does.
///
/// ```swift
/// let features = InkFeatures(strokes: [[InkPoint(x: 0, y: 0), InkPoint(x: 10, y: 0)]])   // 一
/// features.values.count   // 256, unit length
/// ```
public struct InkFeatures: Hashable, Sendable {
    public static let grid = 8
    public static let orientations = 4
    public static let count = grid * grid * orientations

    /// Unit length (all zeros for ink with no length).
    public var values: [Float]

    /// Features of ink given as strokes; points that are not finite are dropped, and so are
    /// strokes of no length (a dot counts as a tiny stroke).
    public init(strokes: [[InkPoint]]) {
        var values = [Float](repeating: 0, count: Self.count)
        let strokes = strokes.map { $0.filter { $0.x.isFinite && $0.y.isFinite } }.filter { !$0.isEmpty }
        guard let frame = Self.normalisation(strokes) else {
            self.values = values
            return
        }
        let normalised = strokes.map { $0.map(frame) }
        // Pieces of 0.04, or longer for ink so long (far out of any box) that 4,000 would not do.
        let piece = max(0.04, Self.length(normalised) / 4_000)
        for points in normalised {
            if points.count == 1 {
                // A dot: a short mark in every orientation.
                Self.add(points[0], points[0], length: 0.02, into: &values, dot: true)
                continue
            }
            for (a, b) in zip(points, points.dropFirst()) {
                let dx = b.x - a.x, dy = b.y - a.y
                let length = (dx * dx + dy * dy).squareRoot()
                guard length > 0 else { continue }
                // Long pieces are cut so each part lands in the right cell.
                let parts = max(1, Int(saturating: (length / piece).rounded(.up)))
                for part in 0..<parts {
                    let t0 = Double(part) / Double(parts), t1 = Double(part + 1) / Double(parts)
                    Self.add(InkPoint(x: a.x + dx * t0, y: a.y + dy * t0), InkPoint(x: a.x + dx * t1, y: a.y + dy * t1),
                             length: length / Double(parts), into: &values, dot: false)
                }
            }
        }
        // Square roots tame long strokes against short ones; then unit length.
        var total: Float = 0
        for index in values.indices {
            values[index] = values[index].squareRoot()
            total += values[index] * values[index]
        }
        if total > 0 {
            let scale = 1 / total.squareRoot()
            for index in values.indices { values[index] *= scale }
        }
        self.values = values
    }

    /// A point of normalised ink and its stroke's undirected orientation θ there, as
    /// (cos 2θ, sin 2θ): the same for a stroke written either way.
    public struct Sample: Hashable, Sendable {
        public var x: Double, y: Double, c: Double, s: Double
    }

    /// The ink as points about `step` apart in the unit square (normalised as for the features),
    /// each with its orientation: what the recognizer's second look compares point by point.
    public static func samples(_ strokes: [[InkPoint]], step: Double = 0.035) -> [Sample] {
        let strokes = strokes.map { $0.filter { $0.x.isFinite && $0.y.isFinite } }.filter { !$0.isEmpty }
        guard let frame = normalisation(strokes) else { return [] }
        let normalised = strokes.map { $0.map(frame) }
        // Evenly along each stroke, `step` apart (farther for ink too long for 1,000 samples).
        let spacing = max(step, length(normalised) / 1_000)
        var result: [Sample] = []
        for points in normalised {
            // A dot has no orientation: halfway from every other.
            if points.count == 1 { result.append(Sample(x: points[0].x, y: points[0].y, c: 0, s: 0)); continue }
            var next = spacing / 2   // how far along the current piece the next sample is
            for (a, b) in zip(points, points.dropFirst()) {
                let dx = b.x - a.x, dy = b.y - a.y
                let length = (dx * dx + dy * dy).squareRoot()
                guard length > 0 else { continue }
                let ux = dx / length, uy = dy / length
                while next < length {
                    result.append(Sample(x: a.x + ux * next, y: a.y + uy * next, c: ux * ux - uy * uy, s: 2 * ux * uy))
                    next += spacing
                }
                next -= length
            }
        }
        return result
    }

    /// The total length of strokes.
    static func length(_ strokes: [[InkPoint]]) -> Double {
        var total = 0.0
        for stroke in strokes {
            for (a, b) in zip(stroke, stroke.dropFirst()) { total += ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot() }
        }
        return total
    }

    /// The map from the ink's coordinates to the unit square around its centre of mass, or nil
    /// for ink with no extent at all.
    static func normalisation(_ strokes: [[InkPoint]]) -> ((InkPoint) -> InkPoint)? {
        // Moments of the ink, weighted by length (a dot weighs as a short piece).
        var weight = 0.0, sx = 0.0, sy = 0.0
        var pieces: [(InkPoint, Double)] = []
        var minX = Double.infinity, maxX = -Double.infinity, minY = Double.infinity, maxY = -Double.infinity
        for stroke in strokes {
            for point in stroke {
                minX = min(minX, point.x); maxX = max(maxX, point.x); minY = min(minY, point.y); maxY = max(maxY, point.y)
            }
        }
        let extent = max(maxX - minX, maxY - minY)
        guard extent.isFinite, extent > 0 else { return nil }
        // Coordinates relative to the ink's box first, so no square overflows (ink at 1e300).
        let strokes = strokes.map { $0.map { InkPoint(x: ($0.x - minX) / extent, y: ($0.y - minY) / extent) } }
        for stroke in strokes {
            if stroke.count == 1 { pieces.append((stroke[0], 0.02)); continue }
            for (a, b) in zip(stroke, stroke.dropFirst()) {
                let length = ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
                if length > 0 { pieces.append((InkPoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2), length)) }
            }
        }
        for (point, length) in pieces {
            weight += length; sx += point.x * length; sy += point.y * length
        }
        guard weight > 0 else { return nil }
        let cx = sx / weight, cy = sy / weight
        var vx = 0.0, vy = 0.0, cxy = 0.0
        for (point, length) in pieces {
            vx += (point.x - cx) * (point.x - cx) * length
            vy += (point.y - cy) * (point.y - cy) * length
            cxy += (point.x - cx) * (point.y - cy) * length
        }
        vx /= weight; vy /= weight; cxy /= weight
        // Slant: x moves by the regression of x on y (bounded, so an odd character is not torn).
        let slant = vy > 0 ? max(-0.6, min(0.6, cxy / vy)) : 0
        var sdx = (max(0, vx - 2 * slant * cxy + slant * slant * vy)).squareRoot(), sdy = vy.squareRoot()
        // A flat or thin character (一, 丨) keeps its proportions against the larger spread.
        let floor = 0.35 * max(sdx, sdy, 0.01)
        sdx = max(sdx, floor)
        sdy = max(sdy, floor)
        return { point in
            let px = (point.x - minX) / extent, py = (point.y - minY) / extent
            let x = (px - cx) - slant * (py - cy)
            return InkPoint(x: 0.5 + x / (4.4 * sdx), y: 0.5 + (py - cy) / (4.4 * sdy))
        }
    }

    /// Adds a piece of ink (in the unit square) to the grid, bilinearly in space and linearly
    /// between the two nearest orientations.
    static func add(_ a: InkPoint, _ b: InkPoint, length: Double, into values: inout [Float], dot: Bool) {
        let x = (a.x + b.x) / 2 * Double(grid) - 0.5, y = (a.y + b.y) / 2 * Double(grid) - 0.5
        // Ink far outside the grid adds nothing (and stays clear of integer overflow).
        guard x > -2, x < Double(grid) + 1, y > -2, y < Double(grid) + 1, length.isFinite else { return }
        var weights: [(Int, Double)] = []
        if dot {
            weights = (0..<orientations).map { ($0, 1.0 / Double(orientations)) }
        } else {
            var angle = atan2Approximation(b.y - a.y, b.x - a.x)   // 0..<π after folding
            if angle < 0 { angle += Double.pi }
            if angle >= Double.pi { angle -= Double.pi }
            let position = angle / (Double.pi / Double(orientations))
            let low = Int(position) % orientations, high = (low + 1) % orientations
            let share = position - Double(Int(position))
            weights = [(low, 1 - share), (high, share)]
        }
        let x0 = Int(saturating: x.rounded(.down)), y0 = Int(saturating: y.rounded(.down))
        let fx = x - Double(x0), fy = y - Double(y0)
        for (dxCell, wx) in [(0, 1 - fx), (1, fx)] {
            let column = x0 + dxCell
            guard column >= 0, column < grid, wx > 0 else { continue }
            for (dyCell, wy) in [(0, 1 - fy), (1, fy)] {
                let row = y0 + dyCell
                guard row >= 0, row < grid, wy > 0 else { continue }
                for (orientation, wo) in weights where wo > 0 {
                    values[(row * grid + column) * orientations + orientation] += Float(length * wx * wy * wo)
                }
            }
        }
    }

    /// atan2 without Foundation, accurate to about 0.01 rad (plenty for four orientations).
    static func atan2Approximation(_ y: Double, _ x: Double) -> Double {
        if x == 0 && y == 0 { return 0 }
        let ax = abs(x), ay = abs(y)
        let a = min(ax, ay) / max(ax, ay)
        let s = a * a
        var r = ((-0.0464964749 * s + 0.15931422) * s - 0.327622764) * s * a + a
        if ay > ax { r = Double.pi / 2 - r }
        if x < 0 { r = Double.pi - r }
        return y < 0 ? -r : r
    }
}
