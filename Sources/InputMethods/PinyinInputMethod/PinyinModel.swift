public import InputMethodCore

/// The pinyin model file (`pinyin.model` of the data target
/// `PinyinModelData`, written by `Generators/PinyinInputMethod/build_model.py`, whose
/// comment specifies the format), memory-mapped and read in place: words, syllables, unigram,
/// bigram and trigram log10 probabilities, and a trie from syllable-id sequences to lexicon
/// entries.
///
/// Tables are flat and sorted so lookups are binary searches in place: word ids and offsets take 3 bytes,
/// and every probability is one byte indexing a per-table codebook of 256 log10 values (evenly
/// spaced over the table's range), which quarters the tables.
public final class PinyinModel: @unchecked Sendable {
    /// Why a model cannot be used (`DataFiles`' one error for mapped data).
    public typealias LoadError = DataLoadError
    /// The file as messages name it.
    static let describedAs = "the pinyin model"

    /// Unsigned values of three bytes (word ids, offsets), read in place.
    struct UInt24s {
        let base: UnsafePointer<UInt8>
        @inline(__always) subscript(_ index: Int) -> UInt32 {
            let p = base + 3 * index
            return UInt32(p[0]) | UInt32(p[1]) << 8 | UInt32(p[2]) << 16
        }
    }

    /// One-byte codes of a table and the codebook they index.
    struct Logs8 {
        let codes: UnsafePointer<UInt8>
        let book: UnsafePointer<Float32>
        @inline(__always) subscript(_ index: Int) -> Float { book[Int(codes[index])] }
    }

    /// The mapping: it lives as long as the model, and unmaps with it.
    private let file: MappedFile
    private let base: UnsafeRawPointer
    private let length: Int

    public let syllables: [String]
    let syllableIDs: [String: UInt16]
    public let wordCount: Int
    private let wordOffsets: UInt24s
    private let wordBlob: UnsafePointer<UInt8>
    private let unigrams: Logs8
    private let backoffs: Logs8
    private let bigramStarts: UInt24s
    private let bigramSeconds: UInt24s
    private let bigramProbs: Logs8
    private let contextCount: Int
    /// A bit per bigram: whether it is a trigram context; and per 64 bigrams, the contexts before.
    private let contextBits: UnsafePointer<UInt64>
    private let contextRanks: UnsafePointer<UInt32>
    private let contextStarts: UInt24s
    private let contextBackoffs: Logs8
    private let trigramThirds: UInt24s
    private let trigramProbs: Logs8
    private let childStarts: UInt24s
    private let childSyllables: UnsafePointer<UInt16>
    private let entryStarts: UInt24s
    private let entryWords: UInt24s
    private let entryShares: Logs8

    static let bos: UInt32 = 0, eos: UInt32 = 1, unk: UInt32 = 2

    /// Maps a model file.
    public convenience init(path: String) throws(LoadError) {
        // Lookups jump about the file: no read-ahead from disk (MappedFile's random access).
        // (Pages already cached are still mapped around each fault, so a long session makes most
        // of the file resident: what keeps memory down is a small file.)
        let mapped: MappedFile
        do { mapped = try MappedFile(path: path) } catch { throw LoadError(error, in: Self.describedAs, at: path) }
        try self.init(file: mapped)
    }

    /// Reads a model in place from a mapped file, or from memory the app mapped or loaded itself
    /// (``MappedFile/init(memory:name:owner:)``); every table is checked as from a path.
    public init(file mapped: MappedFile) throws(LoadError) {
        let length = mapped.count
        func fail(_ why: String) -> LoadError { LoadError(.corrupt(why), in: Self.describedAs, at: mapped.path) }
        guard length > 16 else { throw fail("file too small") }
        let base = mapped.base
        file = mapped
        self.base = base
        self.length = length
        var cursor = 0
        func u32() throws(LoadError) -> Int {
            guard cursor + 4 <= length else { throw fail("truncated at byte \(cursor)") }
            let value = base.loadUnaligned(fromByteOffset: cursor, as: UInt32.self)
            cursor += 4
            return Int(UInt32(littleEndian: value))
        }
        func array<T>(_ count: Int, _ type: T.Type, stride: Int = MemoryLayout<T>.stride) throws(LoadError) -> UnsafePointer<T> {
            guard count >= 0, count <= (length - cursor) / stride else { throw fail("truncated at byte \(cursor)") }
            let size = count * stride
            let pointer = (base + cursor).assumingMemoryBound(to: T.self)
            cursor += size
            while cursor % 4 != 0 { cursor += 1 }
            return pointer
        }
        func uint24s(_ count: Int) throws(LoadError) -> UInt24s { UInt24s(base: try array(count, UInt8.self, stride: 3)) }
        guard base.load(as: UInt32.self) == UInt32(littleEndian: 0x5950_4B53) else { throw fail("not a SoftKeyboard pinyin model") }
        cursor = 4
        guard try u32() == 3 else { throw fail("unsupported version (this reader reads version 3)") }
        let syllableCount = try u32(), syllableBytes = try u32()
        let syllableBlob = try array(syllableBytes, UInt8.self)
        let names = String(decoding: UnsafeBufferPointer(start: syllableBlob, count: syllableBytes), as: UTF8.self)
            .split(separator: "\0", omittingEmptySubsequences: false).map(String.init)
        guard names.count == syllableCount, syllableCount < Int(UInt16.max) else { throw fail("syllable table") }
        syllables = names
        syllableIDs = Dictionary(names.enumerated().map { ($0.element, UInt16($0.offset)) }, uniquingKeysWith: { a, _ in a })
        var books: [UnsafePointer<Float32>] = []
        for _ in 0..<6 { books.append(try array(256, Float32.self)) }
        func logs8(_ count: Int, _ book: Int) throws(LoadError) -> Logs8 { Logs8(codes: try array(count, UInt8.self), book: books[book]) }
        let words = try u32()
        wordCount = words
        let offsets = try uint24s(words + 1)
        wordOffsets = offsets
        wordBlob = try array(Int(offsets[words]), UInt8.self)
        unigrams = try logs8(words, 0)
        backoffs = try logs8(words, 1)
        let starts = try uint24s(words + 1)
        bigramStarts = starts
        let bigramCount = Int(starts[words])
        bigramSeconds = try uint24s(bigramCount)
        bigramProbs = try logs8(bigramCount, 2)
        contextCount = try u32()
        let bitWords = (bigramCount + 63) / 64
        while cursor % 8 != 0 { cursor += 1 }  // aligned for UInt64 loads
        contextBits = try array(bitWords, UInt64.self)
        contextRanks = try array(bitWords, UInt32.self)
        let contextStartTable = try uint24s(contextCount + 1)
        contextStarts = contextStartTable
        contextBackoffs = try logs8(contextCount, 4)
        let trigramCount = try u32()
        guard Int(contextStartTable[contextCount]) == trigramCount,
              bitWords == 0 || Int(contextRanks[bitWords - 1]) + contextBits[bitWords - 1].nonzeroBitCount == contextCount
        else { throw fail("trigram counts") }
        trigramThirds = try uint24s(trigramCount)
        trigramProbs = try logs8(trigramCount, 3)
        let nodes = try u32()
        let childCount = try u32(), entryCount = try u32()
        let childStartPointer = try uint24s(nodes + 1)
        childStarts = childStartPointer
        childSyllables = try array(childCount, UInt16.self)
        let entryStartPointer = try uint24s(nodes + 1)
        entryStarts = entryStartPointer
        entryWords = try uint24s(entryCount)
        let shares = try logs8(entryCount, 5)
        guard Int(childStartPointer[nodes]) == childCount, Int(entryStartPointer[nodes]) == entryCount else { throw fail("trie counts") }
        entryShares = shares
        // Every offset table rises and stays inside what it indexes, and every id names what it
        // says, so no lookup can form a reversed range or read past a table (damaged bytes are
        // an error here, not a trap later). One pass over the tables: a few milliseconds.
        func rising(_ table: UInt24s, _ count: Int, upTo end: Int, _ what: String) throws(LoadError) {
            var previous = 0
            for index in 0...count {
                let value = Int(table[index])
                guard value >= previous, value <= end else { throw fail("\(what) offsets decrease or overrun at \(index)") }
                previous = value
            }
        }
        func below(_ table: UInt24s, _ count: Int, _ limit: Int, _ what: String) throws(LoadError) {
            for index in 0..<count where Int(table[index]) >= limit { throw fail("\(what) \(index) names \(table[index]) of \(limit)") }
        }
        try rising(offsets, words, upTo: Int(offsets[words]), "word")
        try rising(starts, words, upTo: bigramCount, "bigram")
        try rising(contextStartTable, contextCount, upTo: trigramCount, "trigram")
        try rising(childStartPointer, nodes, upTo: childCount, "trie child")
        try rising(entryStartPointer, nodes, upTo: entryCount, "trie entry")
        try below(bigramSeconds, bigramCount, words, "bigram")
        try below(trigramThirds, trigramCount, words, "trigram")
        try below(entryWords, entryCount, words, "trie entry")
        // The rank of each word of the context bits is the bits set before it.
        var set = 0
        for index in 0..<bitWords {
            guard Int(contextRanks[index]) == set else { throw fail("context ranks at \(index)") }
            set += contextBits[index].nonzeroBitCount
        }
        for index in 0..<childCount where Int(childSyllables[index]) >= syllableCount {
            throw fail("trie child \(index) names syllable \(childSyllables[index]) of \(syllableCount)")
        }
    }

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

    public func unigram(_ word: UInt32) -> Float { unigrams[Int(word)] }

    /// The index of the bigram (first, second) in the table, if listed.
    ///
    /// - Complexity: O(log *k*) in the bigrams of `first`.
    @inline(__always)
    private func bigramIndex(_ first: UInt32, _ second: UInt32) -> Int? {
        var low = Int(bigramStarts[Int(first)]), high = Int(bigramStarts[Int(first) + 1]) - 1
        while low <= high {
            let middle = (low + high) / 2
            let value = bigramSeconds[middle]
            if value == second { return middle }
            if value < second { low = middle + 1 } else { high = middle - 1 }
        }
        return nil
    }

    /// log10 P(second | first), backing off to the unigram.
    ///
    /// - Complexity: O(log *k*) in the bigrams of `first`.
    public func bigram(_ first: UInt32, _ second: UInt32) -> Float {
        if let index = bigramIndex(first, second) { return bigramProbs[index] }
        return backoffs[Int(first)] + unigrams[Int(second)]
    }

    /// The trigram context of two words (an index for ``trigram(_:_:_:)``), or -1 when no
    /// trigram continues them.
    ///
    /// - Complexity: O(log *k*) for *k* bigrams of `first` (then a rank in constant time).
    public func context(_ first: UInt32, _ second: UInt32) -> Int32 {
        guard contextCount > 0, let index = bigramIndex(first, second) else { return -1 }
        let bits = contextBits[index >> 6], bit = UInt64(1) << UInt64(index & 63)
        guard bits & bit != 0 else { return -1 }
        return Int32(Int(contextRanks[index >> 6]) + (bits & (bit - 1)).nonzeroBitCount)
    }

    /// log10 P(third | the context's two words), where `second` is the context's second word;
    /// backs off to the bigram.
    ///
    /// - Complexity: O(log *t*) in the trigrams of the context, or the bigram's.
    public func trigram(_ context: Int32, _ second: UInt32, _ third: UInt32) -> Float {
        guard context >= 0 else { return bigram(second, third) }
        var low = Int(contextStarts[Int(context)]), high = Int(contextStarts[Int(context) + 1]) - 1
        while low <= high {
            let middle = (low + high) / 2
            let value = trigramThirds[middle]
            if value == third { return trigramProbs[middle] }
            if value < third { low = middle + 1 } else { high = middle - 1 }
        }
        return contextBackoffs[Int(context)] + bigram(second, third)
    }

    /// The words most likely to follow `first`, by the bigram table.
    func followers(of first: UInt32) -> [(word: UInt32, score: Float)] {
        let range = Int(bigramStarts[Int(first)])..<Int(bigramStarts[Int(first) + 1])
        return range.map { (bigramSeconds[$0], bigramProbs[$0]) }
    }

    /// The words listed after a trigram context (``context(_:_:)``), with their log10
    /// probabilities; none for -1.
    func followers(ofContext context: Int32) -> [(word: UInt32, score: Float)] {
        guard context >= 0 else { return [] }
        let range = Int(contextStarts[Int(context)])..<Int(contextStarts[Int(context) + 1])
        return range.map { (trigramThirds[$0], trigramProbs[$0]) }
    }

    // MARK: Trie

    /// The child of a trie node along a syllable.
    func child(_ node: Int, _ syllable: UInt16) -> Int? {
        var low = Int(childStarts[node]), high = Int(childStarts[node + 1]) - 1
        while low <= high {
            let middle = (low + high) / 2
            let value = childSyllables[middle]
            if value == syllable { return middle + 1 }  // nodes are numbered breadth first
            if value < syllable { low = middle + 1 } else { high = middle - 1 }
        }
        return nil
    }

    /// The range of the lexicon entries ending at a node (best first), read with ``entryWord(_:)``
    /// and ``entryShare(_:)`` (word and log10 reading share).
    func entryRange(_ node: Int) -> Range<Int> { Int(entryStarts[node])..<Int(entryStarts[node + 1]) }
    func entryWord(_ index: Int) -> UInt32 { entryWords[index] }
    func entryShare(_ index: Int) -> Float { entryShares[index] }
}
