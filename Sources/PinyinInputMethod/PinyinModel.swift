#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The pinyin model file (`Model/pinyin.model`, written by `Generator/build_model.py`),
/// memory-mapped and read in place: words, syllables, unigram and bigram log10 probabilities,
/// and a trie from syllable-id sequences to lexicon entries.
///
/// Layout (little-endian): `SKPY`, version; syllables (count, blob size, NUL-separated names);
/// words (count, count+1 UTF-8 offsets, the UTF-8 blob); unigram (log × words); backoff
/// (log × words); bigram starts (UInt32 × words+1), second words (UInt32), log10 probs
/// (log); trie node/child/entry counts, child starts (UInt32 × nodes+1), child syllables
/// (UInt16), child nodes (UInt32), entry starts (UInt32 × nodes+1), entry words (UInt32), entry
/// log10 reading shares (log). Sections are padded to 4 bytes. A *log* is a log10 value
/// quantised to an Int16 in steps of 1/1024 (range ±32, error under 0.0005: far below what
/// changes a ranking), which halves the file's probability tables.
public final class PinyinModel: @unchecked Sendable {
    public enum LoadError: Error, CustomStringConvertible {
        case cannotOpen(String)
        case corrupt(String)
        public var description: String {
            switch self {
            case .cannotOpen(let path): "cannot open the pinyin model at \(path)"
            case .corrupt(let why): "the pinyin model is corrupt: \(why)"
            }
        }
    }

    private let base: UnsafeRawPointer
    private let length: Int

    public let syllables: [String]
    let syllableIDs: [String: UInt16]
    public let wordCount: Int
    private let wordOffsets: UnsafePointer<UInt32>
    private let wordBlob: UnsafePointer<UInt8>
    private let unigrams: UnsafePointer<Int16>
    private let backoffs: UnsafePointer<Int16>
    private let bigramStarts: UnsafePointer<UInt32>
    private let bigramSeconds: UnsafePointer<UInt32>
    private let bigramProbs: UnsafePointer<Int16>
    let nodeCount: Int
    private let childStarts: UnsafePointer<UInt32>
    private let childSyllables: UnsafePointer<UInt16>
    private let childNodes: UnsafePointer<UInt32>
    private let entryStarts: UnsafePointer<UInt32>
    private let entryWords: UnsafePointer<UInt32>
    private let entryShares: UnsafePointer<Int16>

    static let bos: UInt32 = 0, eos: UInt32 = 1, unk: UInt32 = 2

    /// A stored log10 value (an Int16 in steps of 1/1024, little-endian).
    @inline(__always)
    static func log(_ stored: Int16) -> Float { Float(Int16(littleEndian: stored)) / 1024 }

    /// Maps a model file.
    public init(path: String) throws(LoadError) {
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { throw .cannotOpen(path) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_size > 16 else { throw .corrupt("file too small") }
        let length = Int(info.st_size)
        guard let mapped = mmap(nil, length, PROT_READ, MAP_PRIVATE, fd, 0), mapped != MAP_FAILED else { throw .cannotOpen(path) }
        // Lookups jump about the file: no read-ahead from disk. (Pages already cached are still
        // mapped around each fault, so a long session makes most of the file resident: what
        // keeps memory down is a small file.)
        _ = madvise(mapped, length, MADV_RANDOM)
        let base = UnsafeRawPointer(mapped)
        self.base = base
        self.length = length
        var cursor = 0
        func u32() throws(LoadError) -> Int {
            guard cursor + 4 <= length else { throw .corrupt("truncated at byte \(cursor)") }
            let value = base.loadUnaligned(fromByteOffset: cursor, as: UInt32.self)
            cursor += 4
            return Int(UInt32(littleEndian: value))
        }
        func array<T>(_ count: Int, _ type: T.Type) throws(LoadError) -> UnsafePointer<T> {
            let size = count * MemoryLayout<T>.stride
            guard cursor + size <= length else { throw .corrupt("truncated at byte \(cursor)") }
            let pointer = (base + cursor).assumingMemoryBound(to: T.self)
            cursor += size
            while cursor % 4 != 0 { cursor += 1 }
            return pointer
        }
        guard base.load(as: UInt32.self) == UInt32(littleEndian: 0x5950_4B53) else { throw .corrupt("not a SoftKeyboard pinyin model") }
        cursor = 4
        guard try u32() == 2 else { throw .corrupt("unsupported version (this reader reads version 2)") }
        let syllableCount = try u32(), syllableBytes = try u32()
        let syllableBlob = try array(syllableBytes, UInt8.self)
        let names = String(decoding: UnsafeBufferPointer(start: syllableBlob, count: syllableBytes), as: UTF8.self).split(separator: "\0", omittingEmptySubsequences: false).map(String.init)
        guard names.count == syllableCount else { throw .corrupt("syllable table") }
        syllables = names
        syllableIDs = Dictionary(uniqueKeysWithValues: names.enumerated().map { ($0.element, UInt16($0.offset)) })
        let words = try u32()
        wordCount = words
        let offsets = try array(words + 1, UInt32.self)
        wordOffsets = offsets
        wordBlob = try array(Int(offsets[words]), UInt8.self)
        unigrams = try array(words, Int16.self)
        backoffs = try array(words, Int16.self)
        let starts = try array(words + 1, UInt32.self)
        bigramStarts = starts
        let bigramCount = Int(starts[words])
        bigramSeconds = try array(bigramCount, UInt32.self)
        bigramProbs = try array(bigramCount, Int16.self)
        let nodes = try u32()
        nodeCount = nodes
        let childCount = try u32(), entryCount = try u32()
        let childStartPointer = try array(nodes + 1, UInt32.self)
        childStarts = childStartPointer
        childSyllables = try array(childCount, UInt16.self)
        childNodes = try array(childCount, UInt32.self)
        let entryStartPointer = try array(nodes + 1, UInt32.self)
        entryStarts = entryStartPointer
        entryWords = try array(entryCount, UInt32.self)
        entryShares = try array(entryCount, Int16.self)
        guard Int(childStartPointer[nodes]) == childCount, Int(entryStartPointer[nodes]) == entryCount else { throw .corrupt("trie counts") }
    }

    deinit { munmap(UnsafeMutableRawPointer(mutating: base), length) }

    /// A word's text.
    public func text(of word: UInt32) -> String {
        let start = Int(wordOffsets[Int(word)]), end = Int(wordOffsets[Int(word) + 1])
        return String(decoding: UnsafeBufferPointer(start: wordBlob + start, count: end - start), as: UTF8.self)
    }

    /// The word with a text, by binary search (words are sorted by their UTF-8 bytes after the
    /// three special tokens).
    public func word(_ text: String) -> UInt32? {
        let key = Array(text.utf8)
        var low = 3, high = wordCount - 1
        while low <= high {
            let middle = (low + high) / 2
            let order = compare(word: middle, key)
            if order == 0 { return UInt32(middle) }
            if order < 0 { low = middle + 1 } else { high = middle - 1 }
        }
        return nil
    }

    /// Words whose text starts with `prefix` and is longer (for follow-on continuations).
    func words(extending prefix: String) -> Range<Int> {
        let key = Array(prefix.utf8)
        var low = 3, high = wordCount
        while low < high {
            let middle = (low + high) / 2
            if compare(word: middle, key) < 0 { low = middle + 1 } else { high = middle }
        }
        var end = low
        while end < wordCount, hasPrefix(word: end, key) { end += 1 }
        return low..<end
    }

    private func compare(word: Int, _ key: [UInt8]) -> Int {
        let start = Int(wordOffsets[word]), end = Int(wordOffsets[word + 1])
        var i = 0
        while i < key.count && start + i < end {
            let a = wordBlob[start + i], b = key[i]
            if a != b { return a < b ? -1 : 1 }
            i += 1
        }
        return (end - start) - key.count
    }

    private func hasPrefix(word: Int, _ key: [UInt8]) -> Bool {
        let start = Int(wordOffsets[word]), end = Int(wordOffsets[word + 1])
        guard end - start >= key.count else { return false }
        for i in 0..<key.count where wordBlob[start + i] != key[i] { return false }
        return true
    }

    public func unigram(_ word: UInt32) -> Float { Self.log(unigrams[Int(word)]) }

    /// log10 P(second | first), backing off to the unigram.
    ///
    /// - Complexity: O(log *k*) in the bigrams of `first`.
    public func bigram(_ first: UInt32, _ second: UInt32) -> Float {
        var low = Int(bigramStarts[Int(first)]), high = Int(bigramStarts[Int(first) + 1]) - 1
        while low <= high {
            let middle = (low + high) / 2
            let value = bigramSeconds[middle]
            if value == second { return Self.log(bigramProbs[middle]) }
            if value < second { low = middle + 1 } else { high = middle - 1 }
        }
        return Self.log(backoffs[Int(first)]) + Self.log(unigrams[Int(second)])
    }

    /// The words most likely to follow `first`, by the bigram table.
    func followers(of first: UInt32) -> [(word: UInt32, score: Float)] {
        let range = Int(bigramStarts[Int(first)])..<Int(bigramStarts[Int(first) + 1])
        return range.map { (bigramSeconds[$0], Self.log(bigramProbs[$0])) }
    }

    // MARK: Trie

    /// The child of a trie node along a syllable.
    func child(_ node: Int, _ syllable: UInt16) -> Int? {
        var low = Int(childStarts[node]), high = Int(childStarts[node + 1]) - 1
        while low <= high {
            let middle = (low + high) / 2
            let value = childSyllables[middle]
            if value == syllable { return Int(childNodes[middle]) }
            if value < syllable { low = middle + 1 } else { high = middle - 1 }
        }
        return nil
    }

    /// The children of a node whose syllables are in a set (for partial syllables and initials).
    func children(_ node: Int, matching syllables: [UInt16]) -> [Int] {
        syllables.compactMap { child(node, $0) }
    }

    /// The lexicon entries ending at a node: word and log10 reading share, best first.
    func entries(_ node: Int) -> [(word: UInt32, share: Float)] {
        (Int(entryStarts[node])..<Int(entryStarts[node + 1])).map { (entryWords[$0], Self.log(entryShares[$0])) }
    }

    func entryCount(_ node: Int) -> Int { Int(entryStarts[node + 1]) - Int(entryStarts[node]) }

    /// The range of a node's entries, for reading them without building arrays.
    func entryRange(_ node: Int) -> Range<Int> { Int(entryStarts[node])..<Int(entryStarts[node + 1]) }
    func entryWord(_ index: Int) -> UInt32 { entryWords[index] }
    func entryShare(_ index: Int) -> Float { Self.log(entryShares[index]) }
}
