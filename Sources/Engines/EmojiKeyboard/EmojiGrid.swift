public import Geometry

/// Where a page's emoji go in the emoji keyboard's grid: rows and columns of square-ish cells
/// filling the grid's frame, filled a column at a time (top to bottom, then the next column), as
/// iOS scrolls its emoji sideways.
///
/// A cell aims at a ninth of the grid's width, between 30 and 50 points wide [chosen: iOS shows
/// about nine columns on a phone in portrait and cells of about 44 points on an iPad], and at
/// most 36 points tall, so a phone's grid holds three rows.
public struct EmojiGrid: Hashable, Sendable {
    public let frame: Rect
    public let rows: Int
    public let columns: Int

    public init(frame: Rect) {
        self.frame = frame
        let target = min(50, max(30, frame.width / 9))
        columns = max(1, Int(saturating: (frame.width / target).rounded(.down)))
        rows = max(1, Int(saturating: (frame.height / min(target, 36)).rounded()))
    }

    /// The emoji one page holds.
    public var cellsPerPage: Int { rows * columns }

    /// The frame of the page's `index`th cell (column by column).
    public func frame(ofCell index: Int) -> Rect {
        let width = frame.width / Double(columns), height = frame.height / Double(rows)
        return Rect(x: frame.x + Double(index / rows) * width, y: frame.y + Double(index % rows) * height, width: width, height: height)
    }

    /// The row a cell is drawn in (from 0).
    public func row(ofCell index: Int) -> Int { index % rows }
}
