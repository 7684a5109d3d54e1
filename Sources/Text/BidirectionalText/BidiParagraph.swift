/// A base direction for a paragraph.
public enum BidiDirection: String, Hashable, Sendable, CaseIterable {
    case leftToRight = "ltr"
    case rightToLeft = "rtl"

    /// The direction of an embedding level: even levels are left to right.
    public init(level: UInt8) { self = level % 2 == 0 ? .leftToRight : .rightToLeft }
}

/// One paragraph after the Unicode Bidirectional Algorithm (UAX #9, Unicode 15.0): each
/// character's embedding level (rules P2–I2), and the visual order of any line of it (L1–L2).
///
/// Characters are the elements the paragraph was made from: Unicode scalars, or bidi classes
/// when it is made from classes (as `BidiTest.txt` gives them). A paragraph separator may
/// only end the paragraph (rule P1 is the caller's: split text at separators first).
///
/// ```swift
/// let paragraph = BidiParagraph("car is מכונית".unicodeScalars, direction: nil)
/// paragraph.baseDirection                     // .leftToRight: the first strong letter is "c"
/// paragraph.visualOrder(ofLine: 0..<13)       // [0, 1, …, 6, 12, 11, 10, 9, 8, 7]
/// ```
///
/// Characters that rule X9 removes (embedding and override controls, PDF, boundary neutrals
/// such as ZWJ) get no level of their own in the standard; here they take the level of the
/// character before them (the paragraph's level at the start), which never changes the order
/// of the others, so a renderer can keep them with their neighbours. ``isRemoved(_:)`` says
/// which they are.
public struct BidiParagraph: Hashable, Sendable {
    /// The paragraph embedding level: 0 for left to right, 1 for right to left.
    public let baseLevel: UInt8
    /// Each character's resolved level before the line rules (L1 applies per line: see
    /// ``levels(ofLine:)``).
    public let resolvedLevels: [UInt8]
    /// Each character's original class.
    public let classes: [BidiClass]

    /// The paragraph's direction.
    public var baseDirection: BidiDirection { BidiDirection(level: baseLevel) }
    /// The number of characters.
    public var count: Int { classes.count }

    /// Resolves a paragraph of Unicode scalars, with paired brackets (rule N0).
    ///
    /// - Parameter direction: the paragraph's direction, or `nil` for the direction of its
    ///   first strong letter outside isolates, left to right when it has none (rules P2–P3).
    /// - Complexity: O(*n*) for text without deep bracket nesting.
    public init(_ scalars: some Sequence<Unicode.Scalar>, direction: BidiDirection?) {
        let scalars = Array(scalars)
        var brackets: [BracketPairing] = []
        brackets.reserveCapacity(scalars.count)
        for scalar in scalars {
            if let (pair, type) = BidiProperties.pairedBracket(of: scalar) {
                let own = BracketPairing.canonical(scalar.value)
                brackets.append(type == .open ? BracketPairing(opens: BracketPairing.canonical(pair.value)) : BracketPairing(closes: own))
            } else {
                brackets.append(BracketPairing())
            }
        }
        self.init(classes: scalars.map(BidiClass.init), brackets: brackets, direction: direction)
    }

    /// Resolves a paragraph given as classes, with no paired brackets (as `BidiTest.txt`).
    public init(classes: [BidiClass], direction: BidiDirection?) {
        self.init(classes: classes, brackets: nil, direction: direction)
    }

    init(classes: [BidiClass], brackets: [BracketPairing]?, direction: BidiDirection?) {
        var resolver = BidiResolver(classes: classes, brackets: brackets)
        let level: UInt8
        if let direction {
            level = direction == .leftToRight ? 0 : 1
        } else {
            level = resolver.firstStrongLevel(in: 0..<classes.count) ?? 0
        }
        resolver.resolve(paragraphLevel: level)
        baseLevel = level
        resolvedLevels = resolver.levels
        self.classes = classes
    }

    /// Whether rule X9 removes the character at `index` (it has no level of its own).
    public func isRemoved(_ index: Int) -> Bool { classes[index].isRemovedByX9 }

    /// The levels of a line's characters after rule L1: segment separators, paragraph
    /// separators and the white space and isolate controls before them or at the end of the
    /// line go back to the paragraph's level.
    ///
    /// - Complexity: O(*n*) in the line's length.
    public func levels(ofLine line: Range<Int>) -> [UInt8] {
        var levels = Array(resolvedLevels[line])
        var trailing = true
        for index in line.reversed() {
            let type = classes[index]
            if type == .S || type == .B {
                levels[index - line.lowerBound] = baseLevel
                trailing = true
            } else if trailing && (type == .WS || type.isIsolateInitiator || type == .PDI || type.isRemovedByX9) {
                levels[index - line.lowerBound] = baseLevel
            } else {
                trailing = false
            }
        }
        return levels
    }

    /// The line's characters from left to right (rule L2): indexes into the paragraph.
    ///
    /// - Complexity: O(*n* × *d*) for a line of *n* characters with *d* distinct levels.
    public func visualOrder(ofLine line: Range<Int>) -> [Int] {
        Self.visualOrder(levels: levels(ofLine: line)).map { $0 + line.lowerBound }
    }

    /// Rule L2 on any sequence of levels (a line's characters, or its grapheme clusters): the
    /// positions from left to right, reversing every stretch at a level or higher, from the
    /// highest level down to the lowest odd one.
    ///
    /// ```swift
    /// BidiParagraph.visualOrder(levels: [0, 1, 1, 0])   // [0, 2, 1, 3]
    /// ```
    ///
    /// - Complexity: O(*n* × *d*) for *n* levels with *d* distinct values.
    public static func visualOrder(levels: [UInt8]) -> [Int] {
        var levels = levels
        var order = Array(levels.indices)
        guard let highest = levels.max(), let lowestOdd = levels.filter({ $0 % 2 == 1 }).min() else { return order }
        var level = highest
        while level >= lowestOdd {
            var start = 0
            while start < levels.count {
                guard levels[start] >= level else { start += 1; continue }
                var end = start
                while end < levels.count && levels[end] >= level { end += 1 }
                order[start..<end].reverse()
                levels[start..<end].reverse()   // the levels follow their characters
                start = end
            }
            level -= 1
        }
        return order
    }

    /// The line as runs of one level, from left to right: each is a range of the paragraph
    /// (in logical order) and its level; an odd level's run is drawn right to left.
    ///
    /// - Complexity: O(*n* × *d*), as ``visualOrder(ofLine:)``.
    public func visualRuns(ofLine line: Range<Int>) -> [(range: Range<Int>, level: UInt8)] {
        let levels = levels(ofLine: line)
        var runs: [(range: Range<Int>, level: UInt8)] = []
        var start = line.lowerBound
        for index in line where index + 1 == line.upperBound || levels[index + 1 - line.lowerBound] != levels[index - line.lowerBound] {
            runs.append((start..<index + 1, levels[index - line.lowerBound]))
            start = index + 1
        }
        return Self.visualOrder(levels: runs.map(\.level)).map { runs[$0] }
    }
}

/// What rule N0 needs of a character: the (canonical) bracket it opens for, or that it closes.
struct BracketPairing: Hashable, Sendable {
    /// For an opening bracket: its closing pair. For a closing one: itself. 0 otherwise.
    var value: UInt32 = 0
    var isOpening = false

    init() {}
    init(opens closing: UInt32) { value = closing; isOpening = true }
    init(closes own: UInt32) { value = own }

    /// U+2329 and U+232A are canonically equivalent to U+3008 and U+3009 (BD16 pairs them).
    static func canonical(_ value: UInt32) -> UInt32 {
        switch value {
        case 0x2329: 0x3008
        case 0x232A: 0x3009
        default: value
        }
    }
}
