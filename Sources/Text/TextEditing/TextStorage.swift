/// The text of a container as UTF-16 code units in a gap buffer: edits at the caret cost
/// O(1) amortised however long the text is, and moving the caret costs the distance moved.
///
/// Offsets are UTF-16 code units, as in UIKit, Android and the web.
///
/// ```swift
/// var storage = TextStorage("Hello")
/// storage.replace(5..<5, with: ", world")
/// storage.string   // "Hello, world"
/// ```
public struct TextStorage: Sendable, Equatable {
    private var buffer: [UInt16]
    private var gapStart: Int
    private var gapEnd: Int

    public init(_ text: String = "") {
        buffer = Array(text.utf16)
        gapStart = buffer.count
        gapEnd = buffer.count
        reserveGap(64)
    }

    /// The number of UTF-16 code units.
    public var count: Int { buffer.count - (gapEnd - gapStart) }

    public var isEmpty: Bool { count == 0 }

    /// The code unit at an offset.
    ///
    /// - Complexity: O(1).
    @inline(__always)
    public subscript(offset: Int) -> UInt16 {
        offset < gapStart ? buffer[offset] : buffer[offset + gapEnd - gapStart]
    }

    /// The code units of a range.
    ///
    /// - Complexity: O(*k*) in the length of the range.
    public func units(in range: Range<Int>) -> [UInt16] {
        var result: [UInt16] = []
        result.reserveCapacity(range.count)
        let gap = gapEnd - gapStart
        if range.upperBound <= gapStart {
            result.append(contentsOf: buffer[range])
        } else if range.lowerBound >= gapStart {
            result.append(contentsOf: buffer[(range.lowerBound + gap)..<(range.upperBound + gap)])
        } else {
            result.append(contentsOf: buffer[range.lowerBound..<gapStart])
            result.append(contentsOf: buffer[gapEnd..<(range.upperBound + gap)])
        }
        return result
    }

    /// The text of a range. A range that splits a surrogate pair gives U+FFFD for the half.
    public func string(in range: Range<Int>) -> String {
        String(decoding: units(in: range), as: UTF16.self)
    }

    /// The whole text.
    public var string: String { string(in: 0..<count) }

    /// Counts the replacements made so far: what a reader that keeps something computed from the
    /// text (a container's "capitalise next" answer) compares to know it is still true.
    public private(set) var revision = 0

    /// Replaces a range with text.
    ///
    /// - Complexity: O(*k* + *d*): the length of the new text plus the distance from the last edit.
    public mutating func replace(_ range: Range<Int>, with text: some Collection<UInt16>) {
        precondition(range.lowerBound >= 0 && range.upperBound <= count, "range \(range) outside 0..<\(count)")
        revision &+= 1
        moveGap(to: range.lowerBound)
        gapEnd += range.count  // the removed units join the gap
        let needed = text.count
        if gapEnd - gapStart < needed { reserveGap(needed + max(64, count / 8)) }
        for unit in text {
            buffer[gapStart] = unit
            gapStart += 1
        }
    }

    public mutating func replace(_ range: Range<Int>, with text: String) {
        replace(range, with: Array(text.utf16))
    }

    private mutating func moveGap(to offset: Int) {
        if offset < gapStart {
            let length = gapStart - offset
            buffer.withUnsafeMutableBufferPointer { b in
                for i in stride(from: length - 1, through: 0, by: -1) { b[gapEnd - length + i] = b[offset + i] }
            }
            gapStart = offset
            gapEnd -= length
        } else if offset > gapStart {
            let length = offset - gapStart
            buffer.withUnsafeMutableBufferPointer { b in
                for i in 0..<length { b[gapStart + i] = b[gapEnd + i] }
            }
            gapStart += length
            gapEnd += length
        }
    }

    private mutating func reserveGap(_ size: Int) {
        let grow = size - (gapEnd - gapStart)
        guard grow > 0 else { return }
        buffer.insert(contentsOf: repeatElement(0, count: grow), at: gapEnd)
        gapEnd += grow
    }

    public static func == (lhs: TextStorage, rhs: TextStorage) -> Bool {
        lhs.count == rhs.count && (0..<lhs.count).allSatisfy { lhs[$0] == rhs[$0] }
    }
}

/// A read-only random-access view of part of a storage, for the segmenter.
struct StorageSlice: RandomAccessCollection {
    let storage: TextStorage
    let startIndex: Int
    let endIndex: Int

    subscript(position: Int) -> UInt16 { storage[position] }
}
