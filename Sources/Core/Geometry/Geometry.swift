// Points, sizes and rectangles in points (UIKit's coordinates: origin at the top left, y down),
// and the screen's orientation: the value types the keyboard model and the text stack share.

/// A point in the keyboard's coordinate space, in points, origin at the top left.
public struct Point: Hashable, Sendable, Codable {
    public var x: Double
    public var y: Double
    public init(x: Double, y: Double) { self.x = x; self.y = y }
}

/// A width and a height, in points.
public struct Size: Hashable, Sendable, Codable {
    public var width: Double
    public var height: Double
    public init(width: Double, height: Double) { self.width = width; self.height = height }
}

/// An axis-aligned rectangle, in points.
public struct Rect: Hashable, Sendable, Codable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public var maxX: Double { x + width }
    public var maxY: Double { y + height }

    /// Whether `point` lies inside, the left and top edges included and the right and bottom
    /// edges not, so that neighbouring rectangles never both contain a point.
    public func contains(_ point: Point) -> Bool {
        point.x >= x && point.x < maxX && point.y >= y && point.y < maxY
    }

    /// Whether the two rectangles share any area (touching edges do not count).
    public func overlaps(_ other: Rect) -> Bool {
        x < other.maxX && other.x < maxX && y < other.maxY && other.y < maxY
    }

    /// Whether `other` lies entirely inside, within `tolerance` for rounding.
    public func contains(_ other: Rect, tolerance: Double = 1e-9) -> Bool {
        other.x >= x - tolerance && other.y >= y - tolerance && other.maxX <= maxX + tolerance && other.maxY <= maxY + tolerance
    }

    /// The distance from `point` to the nearest point of the rectangle (0 inside).
    public func distance(to point: Point) -> Double {
        let dx = Swift.max(x - point.x, 0, point.x - maxX)
        let dy = Swift.max(y - point.y, 0, point.y - maxY)
        return (dx * dx + dy * dy).squareRoot()
    }
}

/// Distances from the four edges, in points.
public struct EdgeInsets: Hashable, Sendable, Codable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }
}

/// How the device is held.
public enum Orientation: String, Hashable, Sendable, CaseIterable, Codable {
    case portrait, landscape
}
