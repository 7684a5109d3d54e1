public import InputMethodCore

/// The Japanese conversion model (`Model/japanese.model`, written by `Generator/build_model.py`,
/// whose comment specifies the format and how every cost is computed), memory-mapped and read
/// in place: readings (hiragana) sorted for binary search, each with its words (surfaces) and a
/// reading cost; word unigram costs and backoffs; word bigrams. Costs are −ln probabilities.
///
/// Every offset table and id is checked when the file is mapped, so later reads need no checks.
public final class JapaneseModel: @unchecked Sendable {
    public enum LoadError: Error, Equatable, CustomStringConvertible {
        case cannotOpen(String)
        /// The bundled copy is nowhere it was looked for (the message says where).
        case notFound(String)
        case corrupt(path: String, why: String)

        public var description: String {
            switch self {
            case .cannotOpen(let path): "cannot open the Japanese model at \(path)"
            case .notFound(let message): message
            case .corrupt(let path, let why): "the Japanese model \(path) is damaged: \(why)"
            }
        }
    }

    public typealias WordID = Int

    private let file: MappedFile
    private let readingOffsets: UnsafeBufferPointer<UInt32>
    private let readingText: UnsafeBufferPointer<UInt16>
    private let entryStarts: UnsafeBufferPointer<UInt32>
    private let entryWords: UnsafeBufferPointer<UInt32>
    private let entryCosts: UnsafeBufferPointer<Float32>
    private let surfaceOffsets: UnsafeBufferPointer<UInt32>
    private let surfaceText: UnsafeBufferPointer<UInt8>
    private let unigrams: UnsafeBufferPointer<Float32>
    private let backoffs: UnsafeBufferPointer<Float32>
    private let bigramStarts: UnsafeBufferPointer<UInt32>
    private let bigramNext: UnsafeBufferPointer<UInt32>
    private let bigramCosts: UnsafeBufferPointer<Float32>

    /// Readings, entries, words and bigrams in the file.
    public let readingCount: Int, entryCount: Int, wordCount: Int, bigramCount: Int
    /// The longest reading, in UTF-16 units: no lookup tries longer.
    public let longestReading: Int
    /// The sentence's start and end, as words of the bigram model.
    public var bos: WordID { wordCount }
    public var eos: WordID { wordCount + 1 }
    /// The file's size in bytes.
    public var fileSize: Int { file.count }

    public convenience init(path: String) throws(LoadError) {
        let mapped: MappedFile
        do { mapped = try MappedFile(path: path) } catch { throw .cannotOpen(path) }
        try self.init(file: mapped)
    }

    /// Reads a model in place from a mapped file, or from memory the app mapped or loaded itself
    /// (``MappedFile/init(memory:name:owner:)``); every table is checked as from a path.
    public init(file mapped: MappedFile) throws(LoadError) {
        let path = mapped.path
        file = mapped
        func corrupt(_ why: String) -> LoadError { .corrupt(path: path, why: why) }
        var reader = mapped.reader()
        do {
            guard try reader.bytes(4) == Array("SKJM".utf8) else { throw corrupt("not a Japanese model (bad magic)") }
            guard try reader.u32() == 1 else { throw corrupt("unknown version") }
            let r = try reader.u32(), e = try reader.u32(), w = try reader.u32(), b = try reader.u32()
            let units = try reader.u32(), bytes = try reader.u32()
            readingCount = r; entryCount = e; wordCount = w; bigramCount = b
            readingOffsets = try reader.u32s(r + 1)
            readingText = try reader.u16s(units)
            try reader.align()
            entryStarts = try reader.u32s(r + 1)
            entryWords = try reader.u32s(e)
            entryCosts = try reader.f32s(e)
            surfaceOffsets = try reader.u32s(w + 1)
            surfaceText = try reader.u8s(bytes)
            try reader.align()
            unigrams = try reader.f32s(w + 2)
            backoffs = try reader.f32s(w + 2)
            bigramStarts = try reader.u32s(w + 3)
            bigramNext = try reader.u32s(b)
            bigramCosts = try reader.f32s(b)
            guard reader.remaining == 0 else { throw corrupt("\(reader.remaining) bytes after the last table") }
        } catch let error as MappedFile.Error {
            throw corrupt("\(error)")
        } catch let error as LoadError {
            throw error
        } catch {
            throw corrupt("\(error)")
        }
        let (words, entryWords, bigramNext) = (wordCount, entryWords, bigramNext)
        let costs = [entryCosts, unigrams, backoffs, bigramCosts]
        let problem = Self.check(readingOffsets, ends: readingText.count, "reading offsets")
            ?? Self.check(entryStarts, ends: entryCount, "entry starts")
            ?? Self.check(surfaceOffsets, ends: surfaceText.count, "surface offsets")
            ?? Self.check(bigramStarts, ends: bigramCount, "bigram starts")
            ?? (entryWords.allSatisfy { Int($0) < words } ? nil : "an entry names a word that does not exist")
            ?? (bigramNext.allSatisfy { Int($0) < words + 2 } ? nil : "a bigram names a word that does not exist")
            ?? (costs.allSatisfy { $0.allSatisfy(\.isFinite) } ? nil : "a cost is not a number")
        if let problem { throw corrupt(problem) }
        var longest = 0
        for index in 0..<readingCount { longest = max(longest, Int(readingOffsets[index + 1] - readingOffsets[index])) }
        longestReading = longest
    }

    /// An offset table must start at 0, never decrease and end at its section's length.
    private static func check(_ table: UnsafeBufferPointer<UInt32>, ends: Int, _ name: String) -> String? {
        guard table.first == 0, Int(table.last ?? 1) == ends else { return "\(name) do not span their table" }
        for index in 1..<table.count where table[index] < table[index - 1] { return "\(name) decrease at \(index)" }
        return nil
    }

    // MARK: Readings

    /// Compares reading `index` with `key[range]`: <0, 0 or >0 as the reading sorts before,
    /// equal to or after it.
    @inline(__always)
    private func compare(reading index: Int, with key: UnsafeBufferPointer<UInt16>, _ range: Range<Int>) -> Int {
        let start = Int(readingOffsets[index]), end = Int(readingOffsets[index + 1])
        var i = start, j = range.lowerBound
        while i < end && j < range.upperBound {
            let a = readingText[i], b = key[j]
            if a != b { return a < b ? -1 : 1 }
            i += 1; j += 1
        }
        return (end - start) - range.count
    }

    /// The index of the reading equal to `key[range]`.
    ///
    /// - Complexity: O(log *R*) comparisons.
    public func reading(_ key: UnsafeBufferPointer<UInt16>, _ range: Range<Int>) -> Int? {
        var low = 0, high = readingCount
        while low < high {
            let middle = (low + high) / 2
            let order = compare(reading: middle, with: key, range)
            if order == 0 { return middle }
            if order < 0 { low = middle + 1 } else { high = middle }
        }
        return nil
    }

    /// The readings that start with `prefix` (UTF-16): a range of reading indices.
    ///
    /// - Complexity: O(log *R*).
    public func readings(withPrefix prefix: [UInt16]) -> Range<Int> {
        prefix.withUnsafeBufferPointer { key in
            // The first reading not before the prefix, then the first whose start differs.
            var low = 0, high = readingCount
            while low < high {
                let middle = (low + high) / 2
                if compare(reading: middle, with: key, 0..<key.count) < 0 { low = middle + 1 } else { high = middle }
            }
            let first = low
            high = readingCount
            while low < high {
                let middle = (low + high) / 2
                if hasPrefix(reading: middle, key) { low = middle + 1 } else { high = middle }
            }
            return first..<low
        }
    }

    private func hasPrefix(reading index: Int, _ key: UnsafeBufferPointer<UInt16>) -> Bool {
        let start = Int(readingOffsets[index]), end = Int(readingOffsets[index + 1])
        guard end - start >= key.count else { return false }
        for offset in 0..<key.count where readingText[start + offset] != key[offset] { return false }
        return true
    }

    /// The reading's length in UTF-16 units.
    public func readingLength(_ index: Int) -> Int { Int(readingOffsets[index + 1] - readingOffsets[index]) }

    /// The entries of reading `index`: word and reading cost, the best standalone first.
    public func entries(ofReading index: Int) -> Range<Int> { Int(entryStarts[index])..<Int(entryStarts[index + 1]) }
    @inline(__always) public func word(ofEntry entry: Int) -> WordID { Int(entryWords[entry]) }
    @inline(__always) public func readingCost(ofEntry entry: Int) -> Double { Double(entryCosts[entry]) }

    // MARK: Words

    public func surface(_ word: WordID) -> String {
        guard word < wordCount else { return "" }
        return String(decoding: surfaceText[Int(surfaceOffsets[word])..<Int(surfaceOffsets[word + 1])], as: UTF8.self)
    }

    /// The word whose surface is `text`.
    ///
    /// - Complexity: O(log *W*) comparisons.
    public func word(_ text: String) -> WordID? {
        let key = Array(text.utf8)
        let range = words(withPrefix: key)
        guard let first = range.first, surfaceBytes(first).elementsEqual(key) else { return nil }
        return first
    }

    private func surfaceBytes(_ word: WordID) -> UnsafeBufferPointer<UInt8>.SubSequence {
        surfaceText[Int(surfaceOffsets[word])..<Int(surfaceOffsets[word + 1])]
    }

    /// The words whose surfaces start with `prefix` (UTF-8), as a range of ids (surfaces sort by
    /// their bytes, the prefix itself first).
    ///
    /// - Complexity: O(log *W*).
    public func words(withPrefix prefix: [UInt8]) -> Range<Int> {
        func before(_ word: Int) -> Bool { surfaceBytes(word).lexicographicallyPrecedes(prefix) }
        func starts(_ word: Int) -> Bool { surfaceBytes(word).starts(with: prefix) }
        var low = 0, high = wordCount
        while low < high {
            let middle = (low + high) / 2
            if before(middle) { low = middle + 1 } else { high = middle }
        }
        let first = low
        high = wordCount
        while low < high {
            let middle = (low + high) / 2
            if starts(middle) { low = middle + 1 } else { high = middle }
        }
        return first..<low
    }

    @inline(__always) public func unigram(_ word: WordID) -> Double { Double(unigrams[word]) }

    /// −ln P(next | previous): the stored bigram, or the backoff and the unigram.
    ///
    /// - Complexity: O(log *k*) in the words seen after `previous`.
    public func bigram(_ previous: WordID, _ next: WordID) -> Double {
        var low = Int(bigramStarts[previous]), high = Int(bigramStarts[previous + 1])
        let target = UInt32(next)
        while low < high {
            let middle = (low + high) / 2
            let value = bigramNext[middle]
            if value == target { return Double(bigramCosts[middle]) }
            if value < target { low = middle + 1 } else { high = middle }
        }
        return Double(backoffs[previous]) + Double(unigrams[next])
    }

    /// The words seen after `previous` in the corpus, with their costs.
    public func successors(of previous: WordID) -> [(word: WordID, cost: Double)] {
        (Int(bigramStarts[previous])..<Int(bigramStarts[previous + 1])).map { (Int(bigramNext[$0]), Double(bigramCosts[$0])) }
    }
}
