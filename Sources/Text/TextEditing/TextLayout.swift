public import Geometry
import TextSegmentation

/// What a front end's text layout tells the editing model: where lines are, and positions ↔
/// points. Line-granularity movement and the touch interaction need it; a front end implements
/// it over its own text system.
public protocol TextLayout: Sendable {
    /// The visual lines of the text in order, each without its paragraph separator; they cover
    /// every position (an empty paragraph is an empty line).
    func lineRanges(in storage: TextStorage) -> [Range<Int>]
    /// The caret's rectangle at an offset.
    func caretRect(at offset: Int, in storage: TextStorage) -> Rect
    /// The offset nearest to a point.
    func offset(closestTo point: Point, in storage: TextStorage) -> Int
    /// The caret's rectangle at an offset with an affinity: where right-to-left and
    /// left-to-right text meet, one offset is drawn in two places (see ``VisualLine``).
    /// By default, ``caretRect(at:in:)``.
    func caretRect(at offset: Int, affinity: TextDirection, in storage: TextStorage) -> Rect
    /// The rectangles that highlight a selection, line by line and left to right; in mixed
    /// right-to-left and left-to-right text one line may hold several. By default, one per
    /// line from the caret at the range's start to the caret at its end.
    func selectionRects(for range: Range<Int>, in storage: TextStorage) -> [Rect]
    /// The grapheme cluster drawn under a point, on the line nearest it; `nil` left or right
    /// of the line's text, or on a paragraph separator. By default, the cluster on the side of
    /// ``offset(closestTo:in:)`` the point is on, as in left-to-right text.
    func cluster(at point: Point, in storage: TextStorage) -> Range<Int>?
}

extension TextLayout {
    public func caretRect(at offset: Int, affinity: TextDirection, in storage: TextStorage) -> Rect {
        caretRect(at: offset, in: storage)
    }

    public func cluster(at point: Point, in storage: TextStorage) -> Range<Int>? {
        let offset = offset(closestTo: point, in: storage)
        let tokenizer = TextTokenizer(storage: storage)
        let cluster: Range<Int>?
        if point.x >= caretRect(at: offset, in: storage).x {
            cluster = tokenizer.position(from: offset, toBoundary: .character, inDirection: .forward).map { offset..<$0 }
        } else {
            cluster = tokenizer.position(from: offset, toBoundary: .character, inDirection: .backward).map { $0..<offset }
        }
        guard let cluster, !cluster.isEmpty, !TextTokenizer.isSeparator(storage[cluster.lowerBound]) else { return nil }
        return cluster
    }

    public func selectionRects(for range: Range<Int>, in storage: TextStorage) -> [Rect] {
        lineRanges(in: storage).filter { $0.overlaps(range) }.map { line in
            let start = caretRect(at: max(line.lowerBound, range.lowerBound), in: storage)
            let end = caretRect(at: min(line.upperBound, range.upperBound), in: storage)
            return Rect(x: start.x, y: start.y, width: max(0, end.x - start.x), height: start.height)
        }
    }
}

/// Bidi-aware carets, hit-testing and highlights for layouts whose lines are drawn at fixed
/// heights from x = 0, given each cluster's width.
struct LineGeometry {
    var lineHeight: Double
    var width: (Range<Int>) -> Double

    func caretRect(on line: Range<Int>, index: Int, at offset: Int, affinity: TextDirection, in storage: TextStorage) -> Rect {
        let visual = VisualLine(line, in: storage)
        let x = visual.boundaryPositions(width: width)[visual.boundary(of: offset, affinity: affinity)]
        return Rect(x: x, y: Double(index) * lineHeight, width: 2, height: lineHeight)
    }

    func offset(on line: Range<Int>, closestTo x: Double, in storage: TextStorage) -> Int {
        VisualLine(line, in: storage).caret(closestTo: x, width: width).offset
    }

    func cluster(on line: Range<Int>, at x: Double, in storage: TextStorage) -> Range<Int>? {
        let visual = VisualLine(line, in: storage)
        let positions = visual.boundaryPositions(width: width)
        guard x >= 0, let slot = visual.clusters.indices.first(where: { x < positions[$0 + 1] }) else { return nil }
        return visual.clusters[slot].range
    }

    func selectionRects(_ lines: [Range<Int>], _ range: Range<Int>, in storage: TextStorage) -> [Rect] {
        var rects: [Rect] = []
        for (index, line) in lines.enumerated() where line.overlaps(range) {
            for span in VisualLine(line, in: storage).selectionSpans(range, width: width) {
                rects.append(Rect(x: span.lowerBound, y: Double(index) * lineHeight, width: span.upperBound - span.lowerBound,
                                  height: lineHeight))
            }
        }
        return rects
    }
}

/// A fixed-advance layout on a grid of cells, for tests and terminal front ends: each grapheme
/// takes one cell (two for East Asian wide characters and emoji), lines wrap at `columns`
/// cells after the last space that fits (or mid-word when a word is longer than a line), and
/// paragraph separators end lines.
///
/// ```swift
/// let layout = MonospaceLayout(columns: 10)
/// layout.lineRanges(in: TextStorage("hello big world"))   // [0..<10, 10..<15]: "hello big ", "world"
/// ```
public struct MonospaceLayout: TextLayout {
    public var columns: Int
    public var cellWidth: Double
    public var lineHeight: Double

    public init(columns: Int, cellWidth: Double = 8, lineHeight: Double = 16) {
        precondition(columns > 0)
        self.columns = columns
        self.cellWidth = cellWidth
        self.lineHeight = lineHeight
    }

    /// - Complexity: O(*n*) in the length of the text.
    public func lineRanges(in storage: TextStorage) -> [Range<Int>] {
        let tokenizer = TextTokenizer(storage: storage)
        var lines: [Range<Int>] = []
        var offset = 0
        repeat {
            let (text, separator) = tokenizer.paragraph(containing: offset)
            lines += wrap(text, in: storage, tokenizer: tokenizer)
            if separator.isEmpty { break }
            offset = separator.upperBound
            if offset == storage.count { lines.append(offset..<offset) }   // after a final separator
        } while offset < storage.count
        return lines
    }

    func wrap(_ paragraph: Range<Int>, in storage: TextStorage, tokenizer: TextTokenizer) -> [Range<Int>] {
        guard !paragraph.isEmpty else { return [paragraph] }
        let clusters = tokenizer.units(.character, inParagraphOf: paragraph.lowerBound).filter { $0.upperBound <= paragraph.upperBound }
        var lines: [Range<Int>] = []
        var lineStart = paragraph.lowerBound
        var used = 0
        var lastBreak: Int?   // offset after the last space on this line
        for cluster in clusters {
            let width = Self.cellWidth(of: storage.string(in: cluster))
            if used + width > columns && cluster.lowerBound > lineStart {
                let end = lastBreak ?? cluster.lowerBound
                lines.append(lineStart..<end)
                lineStart = end
                used = clusters.filter { $0.lowerBound >= end
                                         && $0.upperBound <= cluster.lowerBound }.reduce(0) {
                    $0 + Self.cellWidth(of: storage.string(in: $1))
                }
                lastBreak = nil
            }
            used += width
            if storage[cluster.lowerBound] == 0x20 { lastBreak = cluster.upperBound }
        }
        lines.append(lineStart..<paragraph.upperBound)
        return lines
    }

    /// Cells a grapheme takes: two for wide East Asian characters and emoji, else one.
    public static func cellWidth(of cluster: String) -> Int {
        cluster.first.map(DisplayWidth.cells(of:)) ?? 0
    }

    public func caretRect(at offset: Int, in storage: TextStorage) -> Rect {
        caretRect(at: offset, affinity: .forward, in: storage)
    }

    /// Right-to-left and mixed lines are drawn in their visual order (``VisualLine``).
    public func caretRect(at offset: Int, affinity: TextDirection, in storage: TextStorage) -> Rect {
        let lines = lineRanges(in: storage)
        let index = lineIndex(of: offset, in: lines)
        return geometry(storage).caretRect(on: lines[index], index: index, at: offset, affinity: affinity, in: storage)
    }

    public func offset(closestTo point: Point, in storage: TextStorage) -> Int {
        let lines = lineRanges(in: storage)
        let index = max(0, min(lines.count - 1, Int(saturating: (point.y / lineHeight).rounded(.down))))
        return geometry(storage).offset(on: lines[index], closestTo: point.x, in: storage)
    }

    public func selectionRects(for range: Range<Int>, in storage: TextStorage) -> [Rect] {
        geometry(storage).selectionRects(lineRanges(in: storage), range, in: storage)
    }

    public func cluster(at point: Point, in storage: TextStorage) -> Range<Int>? {
        let lines = lineRanges(in: storage)
        let index = max(0, min(lines.count - 1, Int(saturating: (point.y / lineHeight).rounded(.down))))
        return geometry(storage).cluster(on: lines[index], at: point.x, in: storage)
    }

    private func geometry(_ storage: TextStorage) -> LineGeometry {
        LineGeometry(lineHeight: lineHeight) { [cellWidth] in Double(Self.cellWidth(of: storage.string(in: $0))) * cellWidth }
    }

    /// The line a caret at `offset` is drawn on: a caret at a wrap point belongs to the next line.
    func lineIndex(of offset: Int, in lines: [Range<Int>]) -> Int {
        for (index, line) in lines.enumerated() {
            if offset < line.upperBound
                || (offset == line.upperBound && (index == lines.count - 1 || lines[index + 1].lowerBound != offset)) {
                if offset >= line.lowerBound { return index }
            }
        }
        return max(0, lines.count - 1)
    }
}

/// A layout of unwrapped lines on a grid: every grapheme cluster advances the same width, each
/// paragraph is one line of `lineHeight` (line *i* spans y ∈ [i·h, (i+1)·h)), and text starts
/// at x = 0. It is the reference fixture of the touch-interaction specification (10 pt
/// advance, 20 pt lines): a point's caret offset is the nearest cluster boundary on its line,
/// `clamp(floor(x / advance + 0.5), 0, clusters on the line)`.
///
/// Build it with ``indexed(for:)`` to answer in time that does not grow with the document (it
/// then keeps where the lines start, and serves texts of that length: index again after every
/// edit). Without an index it finds lines by scanning.
///
/// ```swift
/// let layout = GridLayout(advance: 10, lineHeight: 20)
/// layout.offset(closestTo: Point(x: 26, y: 5), in: TextStorage("hello"))   // 3
/// ```
public struct GridLayout: TextLayout {
    public var advance: Double
    public var lineHeight: Double
    private var lineStarts: [Int] = []
    /// The length of the text indexed (-1: none). Comparing texts would cost what the index saves,
    /// so the index serves any text of that length: index again after every edit.
    private var indexedLength = -1

    public init(advance: Double = 10, lineHeight: Double = 20) {
        precondition(advance > 0 && lineHeight > 0)
        self.advance = advance
        self.lineHeight = lineHeight
    }

    /// The same layout with the line starts of `storage` kept.
    ///
    /// - Complexity: O(*n*) in the length of the text, once.
    public func indexed(for storage: TextStorage) -> GridLayout {
        var copy = self
        copy.lineStarts = Self.lineStarts(of: storage)
        copy.indexedLength = storage.count
        return copy
    }

    static func lineStarts(of storage: TextStorage) -> [Int] {
        let tokenizer = TextTokenizer(storage: storage)
        var starts = [0]
        var offset = 0
        while true {
            let (_, separator) = tokenizer.paragraph(containing: offset)
            if separator.isEmpty { break }
            starts.append(separator.upperBound)
            offset = separator.upperBound
            if offset >= storage.count { break }
        }
        return starts
    }

    private func starts(for storage: TextStorage) -> [Int] {
        if indexedLength == storage.count { return lineStarts }
        return Self.lineStarts(of: storage)
    }

    /// - Complexity: O(*n*) without an index for this text; O(*lines*) with one.
    public func lineRanges(in storage: TextStorage) -> [Range<Int>] {
        starts(for: storage).map { lineText(from: $0, in: storage) }
    }

    /// The text of the line that starts at `start` (empty after a final separator).
    private func lineText(from start: Int, in storage: TextStorage) -> Range<Int> {
        let text = TextTokenizer(storage: storage).paragraph(containing: start).text
        return text.lowerBound == start ? text : start..<start
    }

    /// The line holding `offset` and that line's text.
    private func line(of offset: Int, in storage: TextStorage) -> (index: Int, text: Range<Int>) {
        let starts = starts(for: storage)
        var low = 0, high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return (low, lineText(from: starts[low], in: storage))
    }

    /// - Complexity: O(log *lines* + *m*) with an index, for *m* the line's length.
    public func caretRect(at offset: Int, in storage: TextStorage) -> Rect {
        caretRect(at: offset, affinity: .forward, in: storage)
    }

    /// Right-to-left and mixed lines are drawn in their visual order (``VisualLine``).
    ///
    /// - Complexity: O(log *lines* + *m*) with an index, for *m* the line's length.
    public func caretRect(at offset: Int, affinity: TextDirection, in storage: TextStorage) -> Rect {
        let (index, text) = line(of: offset, in: storage)
        return geometry.caretRect(on: text, index: index, at: offset, affinity: affinity, in: storage)
    }

    /// - Complexity: O(log *lines* + *m*) with an index, for *m* the line's length.
    public func offset(closestTo point: Point, in storage: TextStorage) -> Int {
        let starts = starts(for: storage)
        let index = max(0, min(starts.count - 1, Int(saturating: (point.y / lineHeight).rounded(.down))))
        return geometry.offset(on: lineText(from: starts[index], in: storage), closestTo: point.x, in: storage)
    }

    public func selectionRects(for range: Range<Int>, in storage: TextStorage) -> [Rect] {
        geometry.selectionRects(lineRanges(in: storage), range, in: storage)
    }

    /// - Complexity: O(log *lines* + *m*) with an index, for *m* the line's length.
    public func cluster(at point: Point, in storage: TextStorage) -> Range<Int>? {
        let starts = starts(for: storage)
        let index = max(0, min(starts.count - 1, Int(saturating: (point.y / lineHeight).rounded(.down))))
        return geometry.cluster(on: lineText(from: starts[index], in: storage), at: point.x, in: storage)
    }

    private var geometry: LineGeometry {
        LineGeometry(lineHeight: lineHeight) { [advance] _ in advance }
    }
}
