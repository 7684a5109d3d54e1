public import BidirectionalText

/// A horizontal direction on screen, as UIKit's `UITextLayoutDirection` left and right.
public enum VisualDirection: String, Hashable, Sendable, CaseIterable {
    case left, right
}

/// One line of text as it is drawn: its grapheme clusters from left to right, after the Unicode
/// Bidirectional Algorithm (UAX #9) ran over the line's paragraph. Carets, hit-testing,
/// selection highlights and arrow-key movement in right-to-left and mixed text come from it.
///
/// A caret position in the line is a *boundary* between drawn clusters: 0 at the left edge,
/// `clusters.count` at the right. Where a right-to-left run meets a left-to-right one, one
/// offset has two places on screen (after "abc" in `abc אבג` the caret may be drawn right of
/// `c` or right of `א`), so a caret is an offset and an affinity, as in UIKit: `.backward`
/// sticks to the cluster before the offset, `.forward` to the one after it.
///
/// ```swift
/// let storage = TextStorage("car is מכונית")
/// let line = VisualLine(0..<storage.count, in: storage)   // the whole text as one line
/// line.clusters.map(\.range.lowerBound)                // [0, 1, …, 6, 12, 11, …, 7]
/// line.boundary(of: 13, affinity: .forward)            // 7: the end of the text, right after "is "
/// ```
public struct VisualLine: Hashable, Sendable {
    /// A grapheme cluster and the direction it is drawn in.
    public struct Cluster: Hashable, Sendable {
        public var range: Range<Int>
        public var isRightToLeft: Bool
        /// The offset at the cluster's left edge: its start when it runs left to right, its end otherwise.
        public var leftOffset: Int { isRightToLeft ? range.upperBound : range.lowerBound }
        /// The offset at its right edge.
        public var rightOffset: Int { isRightToLeft ? range.lowerBound : range.upperBound }
    }

    /// The line's text (UTF-16 offsets), without a paragraph separator.
    public let range: Range<Int>
    /// The direction of the line's paragraph.
    public let baseDirection: BidiDirection
    /// The clusters from left to right.
    public let clusters: [Cluster]

    /// Lays out a line: the bidi levels come from the whole paragraph containing it (rules
    /// P2–I2 look past line ends), the order from the line alone (L1–L2).
    ///
    /// - Parameter direction: the paragraph's direction; `nil` (natural) takes the direction
    ///   of its first strong letter, as a text view with natural alignment does.
    /// - Complexity: O(*m*) in the paragraph's length; text with no right-to-left letter,
    ///   Arabic number or right-to-left control skips the algorithm.
    public init(_ range: Range<Int>, in storage: TextStorage, direction: BidiDirection? = nil) {
        let tokenizer = TextTokenizer(storage: storage)
        let paragraph = tokenizer.paragraph(containing: range.lowerBound).text
        let line = max(range.lowerBound, paragraph.lowerBound)..<min(max(range.upperBound, range.lowerBound), paragraph.upperBound)
        self.range = line
        let units = line.isEmpty ? [] : tokenizer.units(.character,
                                                        inParagraphOf: line.lowerBound).filter { $0.lowerBound >= line.lowerBound
                                                                                                 && $0.upperBound <= line.upperBound }
        // Scalars of the paragraph, and the scalar index at each cluster's start.
        var scalars: [Unicode.Scalar] = []
        var scalarIndex: [Int: Int] = [:]
        var mayReorder = direction == .rightToLeft
        var offset = paragraph.lowerBound
        var marks = Set(units.map(\.lowerBound))
        marks.insert(line.upperBound)
        while offset <= paragraph.upperBound {
            if marks.contains(offset) { scalarIndex[offset] = scalars.count }
            guard offset < paragraph.upperBound else { break }
            let unit = storage[offset]
            var scalar: Unicode.Scalar = "\u{FFFD}"
            var width = 1
            if UTF16.isLeadSurrogate(unit), offset + 1 < paragraph.upperBound, UTF16.isTrailSurrogate(storage[offset + 1]) {
                scalar = Unicode.Scalar(UTF16.decode(UTF16.EncodedScalar([unit, storage[offset + 1]])).value) ?? scalar
                width = 2
            } else if let single = Unicode.Scalar(UInt32(unit)) {
                scalar = single
            }
            switch BidiClass(scalar) {
            case .R, .AL, .AN, .RLE, .RLO, .RLI, .FSI: mayReorder = true
            default: break
            }
            scalars.append(scalar)
            offset += width
        }
        guard mayReorder else {
            baseDirection = .leftToRight
            clusters = units.map { Cluster(range: $0, isRightToLeft: false) }
            return
        }
        let bidi = BidiParagraph(scalars, direction: direction)
        baseDirection = bidi.baseDirection
        let firstScalar = units.first.flatMap { scalarIndex[$0.lowerBound] } ?? 0
        let lastScalar = max(firstScalar, scalarIndex[line.upperBound] ?? firstScalar)
        let levels = bidi.levels(ofLine: firstScalar..<lastScalar)
        // A cluster is drawn at the level of its first scalar.
        let clusterLevels = units.map { levels[(scalarIndex[$0.lowerBound] ?? firstScalar) - firstScalar] }
        clusters = BidiParagraph.visualOrder(levels: clusterLevels).map { Cluster(range: units[$0],
                                                                                  isRightToLeft: clusterLevels[$0] % 2 == 1) }
    }

    // MARK: Carets

    /// The boundary where a caret at `offset` is drawn: next to the cluster after the offset
    /// (`.forward`) or before it (`.backward`), the other one when that is not on this line.
    ///
    /// - Complexity: O(*k*) in the line's clusters.
    public func boundary(of offset: Int, affinity: TextDirection) -> Int {
        let after = clusters.firstIndex { $0.range.lowerBound == offset }.map { clusters[$0].isRightToLeft ? $0 + 1 : $0 }
        let before = clusters.firstIndex { $0.range.upperBound == offset }.map { clusters[$0].isRightToLeft ? $0 : $0 + 1 }
        if let found = affinity == .forward ? after ?? before : before ?? after { return found }
        // Outside the line's clusters: the edge the paragraph starts or ends at.
        let atStart = offset <= range.lowerBound
        return atStart == (baseDirection == .leftToRight) ? 0 : clusters.count
    }

    /// The caret at a boundary, reached from the side `from` (the cluster on that side is the
    /// one the caret sticks to).
    ///
    /// - Complexity: O(1).
    public func caret(atBoundary boundary: Int, from side: VisualDirection) -> (offset: Int, affinity: TextDirection) {
        guard !clusters.isEmpty else { return (range.lowerBound, .forward) }
        let boundary = max(0, min(clusters.count, boundary))
        if (side == .left && boundary > 0) || boundary == clusters.count {
            let left = clusters[boundary - 1]
            return (left.rightOffset, left.isRightToLeft ? .forward : .backward)
        }
        let right = clusters[boundary]
        return (right.leftOffset, right.isRightToLeft ? .backward : .forward)
    }

    /// The caret one cluster to the left or right of a caret, or `nil` at that edge of the line.
    ///
    /// - Complexity: O(*k*) in the line's clusters.
    public func caret(movedFrom offset: Int, affinity: TextDirection, _ direction: VisualDirection) -> (offset: Int,
                                                                                                        affinity: TextDirection)? {
        let boundary = boundary(of: offset, affinity: affinity)
        switch direction {
        case .right: return boundary < clusters.count ? caret(atBoundary: boundary + 1, from: .left) : nil
        case .left: return boundary > 0 ? caret(atBoundary: boundary - 1, from: .right) : nil
        }
    }

    /// The caret one cluster to the left or right on screen in text laid out in `lines`:
    /// within its line, or past the line's edge into the next line (towards the paragraph's
    /// end) or the previous one, entering at its edge on that side; `nil` at the text's ends.
    ///
    /// - Complexity: O(*m*) in the lengths of the lines' paragraphs, plus O(*lines*) to find the line.
    public static func caret(movedFrom offset: Int, affinity: TextDirection, _ direction: VisualDirection,
                             lines: [Range<Int>], in storage: TextStorage) -> (offset: Int, affinity: TextDirection)? {
        guard !lines.isEmpty else { return nil }
        let index = lineIndex(of: offset, affinity: affinity, in: lines)
        let line = VisualLine(lines[index], in: storage)
        if let moved = line.caret(movedFrom: offset, affinity: affinity, direction) { return moved }
        let towardsEnd = (direction == .right) == (line.baseDirection == .leftToRight)
        let next = index + (towardsEnd ? 1 : -1)
        guard lines.indices.contains(next) else { return nil }
        let entered = VisualLine(lines[next], in: storage)
        // Enter at the edge the line starts at (going towards the end) or ends at.
        let atLeft = towardsEnd == (entered.baseDirection == .leftToRight)
        return atLeft ? entered.caret(atBoundary: 0, from: .right) : entered.caret(atBoundary: entered.clusters.count, from: .left)
    }

    /// The line a caret is on: at a wrap point (a line's end that is the next one's start),
    /// the next line unless the caret sticks to the text before it.
    public static func lineIndex(of offset: Int, affinity: TextDirection, in lines: [Range<Int>]) -> Int {
        for (index, line) in lines.enumerated() where line.lowerBound <= offset && offset <= line.upperBound {
            let wrapsHere = offset == line.upperBound && index + 1 < lines.count && lines[index + 1].lowerBound == offset
            if !wrapsHere || affinity == .backward { return index }
        }
        return lines.lastIndex { $0.lowerBound <= offset } ?? 0
    }

    // MARK: Geometry

    /// The x of each boundary, for clusters of the given widths: `clusters.count + 1` values
    /// from `0`.
    public func boundaryPositions(width: (Range<Int>) -> Double) -> [Double] {
        var positions = [0.0]
        positions.reserveCapacity(clusters.count + 1)
        for cluster in clusters { positions.append(positions[positions.count - 1] + width(cluster.range)) }
        return positions
    }

    /// The caret nearest an x: on the touched cluster's left edge or its right, whichever is
    /// nearer, sticking to that cluster.
    public func caret(closestTo x: Double, width: (Range<Int>) -> Double) -> (offset: Int, affinity: TextDirection) {
        let positions = boundaryPositions(width: width)
        guard let slot = clusters.indices.first(where: { x < positions[$0 + 1] }) else {
            return caret(atBoundary: clusters.count, from: .left)
        }
        let middle = (positions[slot] + positions[slot + 1]) / 2
        return x < middle ? caret(atBoundary: slot, from: .right) : caret(atBoundary: slot + 1, from: .left)
    }

    /// The spans a selection covers on this line, left to right, as x ranges: one per stretch
    /// of adjacent selected clusters (a selection across a direction change is in pieces).
    public func selectionSpans(_ selection: Range<Int>, width: (Range<Int>) -> Double) -> [Range<Double>] {
        let positions = boundaryPositions(width: width)
        var spans: [Range<Double>] = []
        for (slot, cluster) in clusters.enumerated() where selection.lowerBound <= cluster.range.lowerBound
            && cluster.range.upperBound <= selection.upperBound {
            if let last = spans.last, last.upperBound == positions[slot] {
                spans[spans.count - 1] = last.lowerBound..<positions[slot + 1]
            } else {
                spans.append(positions[slot]..<positions[slot + 1])
            }
        }
        return spans
    }
}
