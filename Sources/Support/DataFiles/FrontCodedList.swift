/// A sorted list of byte strings stored front-coded in a mapped file, read in place: blocks of
/// ``blockSize`` strings, each block's first string whole (its length, then its bytes), each
/// next one as the length it shares with the one before, the rest's length, and the rest.
/// Strings are at most 255 bytes; their bytes compare as unsigned numbers (byte-wise
/// lexicographic order), and no string has the byte 0xFF (so a prefix range is one search).
///
/// ```swift
/// let list = try FrontCodedList(blocks: reader.u32s(blockCount + 1), stream: reader.u8s(bytes), count: n)
/// list.index(of: Array("東京".utf8))        // its rank, if the list has it
/// list.range(withPrefix: Array("東".utf8))  // every string starting so
/// ```
///
/// A look-up decodes one block after a binary search over the blocks' first strings. The list
/// reads the memory it was given and keeps nothing alive: it is valid while the file it reads
/// lives (its owner, a model, holds the ``MappedFile``), and, read-only, safe to share.
public struct FrontCodedList: @unchecked Sendable {
    public static let blockSize = 16

    private let blocks: UnsafeBufferPointer<UInt32>
    private let stream: UnsafeBufferPointer<UInt8>
    public let count: Int
    /// The longest string's length in bytes.
    public private(set) var longest = 0

    /// Why the tables are not a front-coded list.
    public struct Damaged: Error, Hashable, Sendable, CustomStringConvertible {
        public var description: String
    }

    /// Checks the tables: one offset per block and the end, increasing, inside the stream; each
    /// block decodes within its bytes, sharing no more than the string before had.
    ///
    /// - Complexity: O(*n*) in the stream's bytes.
    public init(blocks: UnsafeBufferPointer<UInt32>, stream: UnsafeBufferPointer<UInt8>, count: Int) throws(Damaged) {
        let blockCount = (count + Self.blockSize - 1) / Self.blockSize
        guard count >= 0, blocks.count == blockCount + 1, blocks.first == 0, Int(blocks[blockCount]) == stream.count else {
            throw Damaged(description: "the block offsets do not span the stream")
        }
        self.blocks = blocks
        self.stream = stream
        self.count = count
        for block in 0..<blockCount {
            let start = Int(blocks[block]), end = Int(blocks[block + 1])
            guard start <= end else { throw Damaged(description: "block \(block) ends before it starts") }
            var cursor = start, previous = 0
            for item in 0..<min(Self.blockSize, count - block * Self.blockSize) {
                guard cursor < end else { throw Damaged(description: "block \(block) is shorter than its strings") }
                var length = Int(stream[cursor])
                cursor += 1
                if item > 0 {
                    guard cursor < end, length <= previous else { throw Damaged(description: "block \(block) shares more than it had") }
                    let rest = Int(stream[cursor])
                    cursor += 1
                    guard length + rest <= 255 else { throw Damaged(description: "a string of block \(block) is over 255 bytes") }
                    length += rest
                    cursor += rest
                } else {
                    cursor += length
                }
                guard cursor <= end else { throw Damaged(description: "block \(block) runs past its end") }
                previous = length
                longest = max(longest, length)
            }
            guard cursor == end else { throw Damaged(description: "block \(block) has bytes after its strings") }
        }
    }

    /// Calls `body` with the strings of block `block` in order (index, bytes), until it returns
    /// false. The bytes are valid only during the call.
    private func scan(block: Int, _ body: (Int, UnsafeBufferPointer<UInt8>) -> Bool) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 256) { buffer in
            var cursor = Int(blocks[block]), length = 0
            let first = block * Self.blockSize
            for index in first..<min(first + Self.blockSize, count) {
                if index == first {
                    length = Int(stream[cursor])
                    cursor += 1
                    for k in 0..<length { buffer[k] = stream[cursor + k] }
                    cursor += length
                } else {
                    let shared = Int(stream[cursor]), rest = Int(stream[cursor + 1])
                    cursor += 2
                    for k in 0..<rest { buffer[shared + k] = stream[cursor + k] }
                    cursor += rest
                    length = shared + rest
                }
                guard body(index, UnsafeBufferPointer(rebasing: buffer[..<length])) else { return }
            }
        }
    }

    /// The string at `index` (0 ..< count).
    public func bytes(_ index: Int) -> [UInt8] {
        var result: [UInt8] = []
        scan(block: index / Self.blockSize) { at, bytes in
            if at == index { result = Array(bytes) }
            return at < index
        }
        return result
    }

    /// Calls `body` with each string of `range` in order (its rank and bytes, valid only during
    /// the call), decoding each block once, until `body` returns false.
    ///
    /// - Complexity: O(*k* + 16) string decodes for *k* strings.
    public func forEach(in range: Range<Int>, _ body: (Int, UnsafeBufferPointer<UInt8>) -> Bool) {
        let range = range.clamped(to: 0..<count)
        guard !range.isEmpty else { return }
        var going = true
        for block in (range.lowerBound / Self.blockSize)...((range.upperBound - 1) / Self.blockSize) where going {
            scan(block: block) { index, bytes in
                guard index >= range.lowerBound else { return true }
                guard index < range.upperBound else { return false }
                going = body(index, bytes)
                return going
            }
        }
    }

    /// Compares the first string of `block` with `key`.
    private func compareHead(_ block: Int, _ key: UnsafeBufferPointer<UInt8>) -> Int {
        let start = Int(blocks[block])
        let length = Int(stream[start])
        return Self.compare(UnsafeBufferPointer(rebasing: stream[(start + 1)..<(start + 1 + length)]), key)
    }

    private static func compare(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Int {
        for k in 0..<min(a.count, b.count) where a[k] != b[k] { return a[k] < b[k] ? -1 : 1 }
        return a.count - b.count
    }

    /// Where `key` falls: the rank of the first string not before it, and whether that string
    /// is the key or starts with it (no string starts with the key when it does not).
    public struct Position: Hashable, Sendable {
        public var rank: Int
        public var isEqual: Bool
        public var isPrefix: Bool
    }

    /// The first string not before `key`, and how it relates to the key.
    ///
    /// - Complexity: O(log *n*) comparisons and one block decoded.
    public func position(_ key: UnsafeBufferPointer<UInt8>) -> Position {
        // The first block whose head is not before the key; the answer is in the block before it
        // or is that head.
        var low = 0, high = blocks.count - 1
        while low < high {
            let middle = (low + high) / 2
            if compareHead(middle, key) < 0 { low = middle + 1 } else { high = middle }
        }
        var found = Position(rank: min(count, low * Self.blockSize), isEqual: false, isPrefix: false)
        func describe(_ bytes: UnsafeBufferPointer<UInt8>) {
            found.isPrefix = bytes.count >= key.count && (0..<key.count).allSatisfy { bytes[$0] == key[$0] }
            found.isEqual = found.isPrefix && bytes.count == key.count
        }
        var inBlockBefore = false
        if low > 0 {
            scan(block: low - 1) { index, bytes in
                guard Self.compare(bytes, key) >= 0 else { return true }
                found.rank = index
                describe(bytes)
                inBlockBefore = true
                return false
            }
        }
        if !inBlockBefore, found.rank < count {
            let start = Int(blocks[low])
            describe(UnsafeBufferPointer(rebasing: stream[(start + 1)..<(start + 1 + Int(stream[start]))]))
        }
        return found
    }

    /// The rank of the first string not before `key`.
    public func lowerBound(_ key: UnsafeBufferPointer<UInt8>) -> Int { position(key).rank }

    /// The rank of `key`, if the list has it.
    public func index(of key: UnsafeBufferPointer<UInt8>) -> Int? {
        let found = position(key)
        return found.isEqual ? found.rank : nil
    }

    /// The ranks of the strings that start with `prefix`.
    public func range(withPrefix prefix: [UInt8]) -> Range<Int> {
        let low = prefix.withUnsafeBufferPointer { lowerBound($0) }
        let high = (prefix + [0xFF]).withUnsafeBufferPointer { lowerBound($0) }
        return low..<max(low, high)
    }
}
