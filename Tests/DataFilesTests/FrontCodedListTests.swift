import DataFiles
import Testing

@Suite("FrontCodedList")
struct FrontCodedListTests {
    /// The strings front-coded as the generators write them (blocks of 16).
    static func encode(_ strings: [[UInt8]]) -> (blocks: [UInt32], stream: [UInt8]) {
        var blocks: [UInt32] = [], stream: [UInt8] = [], previous: [UInt8] = []
        for (index, data) in strings.enumerated() {
            if index % FrontCodedList.blockSize == 0 {
                blocks.append(UInt32(stream.count))
                stream.append(UInt8(data.count))
                stream += data
            } else {
                var shared = 0
                while shared < min(data.count, previous.count), data[shared] == previous[shared] { shared += 1 }
                stream += [UInt8(shared), UInt8(data.count - shared)] + data[shared...]
            }
            previous = data
        }
        blocks.append(UInt32(stream.count))
        return (blocks, stream)
    }

    /// Runs `body` with a list of `strings` (sorted here).
    func withList<T>(_ strings: [String], _ body: (FrontCodedList, [[UInt8]]) throws -> T) throws -> T {
        let sorted = strings.map { Array($0.utf8) }.sorted { $0.lexicographicallyPrecedes($1) }
        let (blocks, stream) = Self.encode(sorted)
        return try blocks.withUnsafeBufferPointer { b in
            try stream.withUnsafeBufferPointer { s in try body(try FrontCodedList(blocks: b, stream: s, count: sorted.count), sorted) }
        }
    }

    static let words = (0..<100).map { "w\($0 * 7 % 100)" } + ["東", "東京", "東京駅", "東京大学", "大阪", "a", "ab", "abc", "b"]

    @Test("every string reads back and is found at its rank; absent ones are not")
    func lookups() throws {
        try withList(Self.words) { list, sorted in
            #expect(list.count == sorted.count)
            #expect(list.longest == sorted.map(\.count).max())
            for (rank, bytes) in sorted.enumerated() {
                #expect(list.bytes(rank) == bytes)
                #expect(bytes.withUnsafeBufferPointer { list.index(of: $0) } == rank)
            }
            for absent in ["", "東京都", "w100", "zz", "aa"] {
                #expect(Array(absent.utf8).withUnsafeBufferPointer { list.index(of: $0) } == nil, "\(absent)")
            }
        }
    }

    @Test("prefix ranges and positions: whether some string goes on from a key")
    func prefixes() throws {
        try withList(Self.words) { list, sorted in
            let tokyo = list.range(withPrefix: Array("東京".utf8))
            #expect(tokyo.map { String(decoding: list.bytes($0), as: UTF8.self) }.sorted() == ["東京", "東京大学", "東京駅"])
            #expect(list.range(withPrefix: Array("zz".utf8)).isEmpty)
            #expect(list.range(withPrefix: []).count == sorted.count)
            let east = Array("東".utf8)
            let position = east.withUnsafeBufferPointer { list.position($0) }
            #expect(position.isEqual && position.isPrefix)
            let partial = Array("東京大".utf8).withUnsafeBufferPointer { list.position($0) }
            #expect(!partial.isEqual && partial.isPrefix)
            let none = Array("東北".utf8).withUnsafeBufferPointer { list.position($0) }
            #expect(!none.isEqual && !none.isPrefix)
            let past = Array("\u{FFFF}".utf8).withUnsafeBufferPointer { list.position($0) }
            #expect(past.rank == sorted.count && !past.isPrefix)
        }
    }

    @Test("forEach visits a range's strings in order, across blocks, and stops when asked")
    func ranges() throws {
        try withList(Self.words) { list, sorted in
            var seen: [Int] = [], texts: [[UInt8]] = []
            list.forEach(in: 14..<40) { index, bytes in
                seen.append(index)
                texts.append(Array(bytes))
                return true
            }
            #expect(seen == Array(14..<40) && texts == Array(sorted[14..<40]))
            var visited = 0
            list.forEach(in: 0..<sorted.count) { _, _ in
                visited += 1
                return visited < 20
            }
            #expect(visited == 20)
            var outside = 0
            list.forEach(in: sorted.count..<(sorted.count + 5)) { _, _ in
                outside += 1
                return true
            }
            #expect(outside == 0)
        }
    }

    @Test("damaged tables are refused: offsets that do not span, a block that shares more than it had, a short stream")
    func damaged() throws {
        let sorted = Self.words.map { Array($0.utf8) }.sorted { $0.lexicographicallyPrecedes($1) }
        let (blocks, stream) = Self.encode(sorted)
        func load(_ blocks: [UInt32], _ stream: [UInt8], count: Int) -> String? {
            blocks.withUnsafeBufferPointer { b -> String? in
                stream.withUnsafeBufferPointer { s -> String? in
                    do {
                        _ = try FrontCodedList(blocks: b, stream: s, count: count)
                        return nil
                    } catch { return "\(error)" }
                }
            }
        }
        #expect(load(blocks, stream, count: sorted.count) == nil)
        #expect(load(blocks, stream, count: sorted.count + 16) == "the block offsets do not span the stream")
        #expect(load(blocks, Array(stream.dropLast()), count: sorted.count) == "the block offsets do not span the stream")
        var sharing = stream
        sharing[Int(blocks[1]) + 1 + Int(sharing[Int(blocks[1])])] = 200   // the block's second string shares 200 bytes
        #expect(load(blocks, sharing, count: sorted.count)?.contains("shares more than it had") == true)
        var swapped = blocks
        swapped[1] = swapped[2]
        #expect(load(swapped, stream, count: sorted.count) != nil)
        #expect(load([0], [], count: 0) == nil)
    }
}
