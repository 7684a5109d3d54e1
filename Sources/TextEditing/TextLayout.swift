public import KeyboardModel
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
                used = clusters.filter { $0.lowerBound >= end && $0.upperBound <= cluster.lowerBound }.reduce(0) { $0 + Self.cellWidth(of: storage.string(in: $1)) }
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
        let lines = lineRanges(in: storage)
        let index = lineIndex(of: offset, in: lines)
        let line = lines[index]
        let cells = Self.cells(from: line.lowerBound, to: min(offset, line.upperBound), in: storage)
        return Rect(x: Double(cells) * cellWidth, y: Double(index) * lineHeight, width: 2, height: lineHeight)
    }

    public func offset(closestTo point: Point, in storage: TextStorage) -> Int {
        let lines = lineRanges(in: storage)
        let index = max(0, min(lines.count - 1, Int(saturating: (point.y / lineHeight).rounded(.down))))
        let line = lines[index]
        let tokenizer = TextTokenizer(storage: storage)
        var best = line.lowerBound
        var bestDistance = abs(point.x)
        var x = 0.0
        for cluster in tokenizer.units(.character, inParagraphOf: line.lowerBound) where cluster.lowerBound >= line.lowerBound && cluster.upperBound <= line.upperBound {
            x += Double(Self.cellWidth(of: storage.string(in: cluster))) * cellWidth
            if abs(point.x - x) < bestDistance { best = cluster.upperBound; bestDistance = abs(point.x - x) }
        }
        return best
    }

    /// The line a caret at `offset` is drawn on: a caret at a wrap point belongs to the next line.
    func lineIndex(of offset: Int, in lines: [Range<Int>]) -> Int {
        for (index, line) in lines.enumerated() {
            if offset < line.upperBound || (offset == line.upperBound && (index == lines.count - 1 || lines[index + 1].lowerBound != offset)) {
                if offset >= line.lowerBound { return index }
            }
        }
        return max(0, lines.count - 1)
    }

    static func cells(from start: Int, to end: Int, in storage: TextStorage) -> Int {
        guard end > start else { return 0 }
        return TextTokenizer(storage: storage).units(.character, inParagraphOf: start).filter { $0.lowerBound >= start && $0.upperBound <= end }
            .reduce(0) { $0 + cellWidth(of: storage.string(in: $1)) }
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
        let (index, text) = line(of: offset, in: storage)
        let tokenizer = TextTokenizer(storage: storage)
        var clusters = 0
        var position = text.lowerBound
        while position < min(offset, text.upperBound), let next = tokenizer.position(from: position, toBoundary: .character, inDirection: .forward), next <= text.upperBound {
            position = next
            clusters += 1
        }
        return Rect(x: Double(clusters) * advance, y: Double(index) * lineHeight, width: 2, height: lineHeight)
    }

    /// - Complexity: O(log *lines* + *m*) with an index, for *m* the line's length.
    public func offset(closestTo point: Point, in storage: TextStorage) -> Int {
        let starts = starts(for: storage)
        let index = max(0, min(starts.count - 1, Int(saturating: (point.y / lineHeight).rounded(.down))))
        let text = lineText(from: starts[index], in: storage)
        let wanted = max(0, Int(saturating: (point.x / advance + 0.5).rounded(.down)))
        let tokenizer = TextTokenizer(storage: storage)
        var position = text.lowerBound
        var clusters = 0
        while clusters < wanted, position < text.upperBound, let next = tokenizer.position(from: position, toBoundary: .character, inDirection: .forward), next <= text.upperBound {
            position = next
            clusters += 1
        }
        return position
    }
}
