public import DataFiles
public import InputMethodCore

/// The Japanese conversion model (`japanese.model` of the data target `JapaneseModelData`,
/// written by `Generators/JapaneseInputMethod/build_model.py`, whose comment specifies the
/// format), memory-mapped and read in place: Mozc's open-source dictionary read from the kana
/// side (every entry by hiragana reading, with its surface, left and right context ids and word
/// cost), Mozc's connection costs between contexts, and the Tanaka corpus's word and word-pair
/// counts. Readings and surfaces are front-coded (``FrontCodedList``). Costs are Mozc's units
/// (lower is likelier).
///
/// Every table is checked when the file is mapped, so later reads need no checks.
public final class JapaneseModel: @unchecked Sendable {
    /// Why the file cannot be used (`DataFiles`' one error for mapped data).
    public typealias LoadError = DataLoadError

    public typealias WordID = Int

    /// What the model says about a word besides its entries.
    public struct WordFlags: OptionSet, Sendable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        /// Never in a conversion or a prediction; a candidate only for exactly its reading: an
        /// offensive word (`Generators/JapaneseInputMethod/offensive.txt`), or a surface with a
        /// character that is not kana or kanji (ＮＨＫ, Ρ read ろー, ・).
        public static let exactOnly = WordFlags(rawValue: 2)
    }

    private let file: MappedFile
    private let readings: FrontCodedList
    private let entryStarts: UnsafeBufferPointer<UInt8>
    private let entryWords: UnsafeBufferPointer<UInt8>
    private let entryPairs: UnsafeBufferPointer<UInt16>
    private let entryCosts: UnsafeBufferPointer<UInt16>
    private let pairs: UnsafeBufferPointer<UInt16>
    private let surfaces: FrontCodedList
    private let exactOnlyBits: UnsafeBufferPointer<UInt8>
    private let wordCosts: UnsafeBufferPointer<UInt16>
    private let corpusWords: UnsafeBufferPointer<UInt32>
    private let corpusCounts: UnsafeBufferPointer<UInt32>
    private let pairStarts: UnsafeBufferPointer<UInt32>
    private let pairNext: UnsafeBufferPointer<UInt32>
    private let pairCounts: UnsafeBufferPointer<UInt32>
    private let connections: UnsafeBufferPointer<Int16>
    private let borrowed: UnsafeBufferPointer<Float32>

    /// Readings, entries and words in the file.
    public let readingCount: Int, entryCount: Int, wordCount: Int
    /// Context ids (Mozc's left and right ids): 0 is the sentence's start and end.
    public let contextCount: Int
    /// The context of a common noun (名詞,一般): the engine gives it to kana and katakana the
    /// dictionary lacks.
    public let nounContext: Int
    /// The longest reading, in UTF-16 units: no lookup tries longer.
    public private(set) var longestReading = 0
    /// The corpus's words in all (without the sentence ends).
    public private(set) var totalCount = 0
    /// The sentence's start and end, as words of the corpus counts.
    public var bos: WordID { wordCount }
    public var eos: WordID { wordCount + 1 }
    /// The file's size in bytes.
    public var fileSize: Int { file.count }

    public convenience init(path: String) throws(LoadError) {
        let mapped: MappedFile
        do { mapped = try MappedFile(path: path) } catch { throw LoadError(error, in: "the Japanese model", at: path) }
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
            guard try reader.u32() == 3 else { throw corrupt("unsupported version (this reader reads version 3)") }
            let r = try reader.u32(), e = try reader.u32(), w = try reader.u32(), p = try reader.u32(), c = try reader.u32()
            let noun = try reader.u32(), k = try reader.u32(), b = try reader.u32()
            let readingBytes = try reader.u32(), surfaceBytes = try reader.u32()
            readingCount = r; entryCount = e; wordCount = w; contextCount = c; nounContext = noun
            guard c > 1, c <= 4096, noun < c, w < 1 << 24, e < 1 << 24 else { throw corrupt("\(c) contexts, \(w) words, \(e) entries") }
            let block = FrontCodedList.blockSize
            let readingBlocks = try reader.u32s((r + block - 1) / block + 1)
            let readingStream = try reader.u8s(readingBytes)
            try reader.align()
            entryStarts = try reader.u8s(3 * (r + 1))
            try reader.align()
            entryWords = try reader.u8s(3 * e)
            try reader.align()
            entryPairs = try reader.u16s(e)
            try reader.align()
            entryCosts = try reader.u16s(e)
            try reader.align()
            pairs = try reader.u16s(2 * p)
            try reader.align()
            let surfaceBlocks = try reader.u32s((w + block - 1) / block + 1)
            let surfaceStream = try reader.u8s(surfaceBytes)
            try reader.align()
            exactOnlyBits = try reader.u8s((w + 7) / 8)
            try reader.align()
            wordCosts = try reader.u16s(w)
            try reader.align()
            corpusWords = try reader.u32s(k)
            corpusCounts = try reader.u32s(k)
            pairStarts = try reader.u32s(k + 1)
            pairNext = try reader.u32s(b)
            pairCounts = try reader.u32s(b)
            connections = try reader.i16s(c * c)
            try reader.align()
            borrowed = try reader.f32s(Self.kanaClasses * Self.kanaClasses)
            guard reader.remaining == 0 else { throw corrupt("\(reader.remaining) bytes after the last table") }
            do {
                readings = try FrontCodedList(blocks: readingBlocks, stream: readingStream, count: r)
                surfaces = try FrontCodedList(blocks: surfaceBlocks, stream: surfaceStream, count: w)
            } catch { throw corrupt("\(error)") }
        } catch let error as MappedFile.Error {
            throw LoadError(error, in: "the Japanese model", at: path)
        } catch let error as LoadError {
            throw error
        } catch {
            throw corrupt("\(error)")
        }
        if let problem = checkTables() { throw corrupt(problem) }
        var total = 0
        for index in 0..<corpusWords.count where Int(corpusWords[index]) < wordCount { total += Int(corpusCounts[index]) }
        totalCount = total
        longestReading = readings.longest
    }

    /// The first broken table, if any.
    private func checkTables() -> String? {
        let (words, entries, contexts, pairCount) = (wordCount, entryCount, contextCount, pairs.count / 2)
        let checks: [() -> String?] = [
            {
                var previous = 0
                for index in 0...self.readingCount {
                    let start = Self.u24(self.entryStarts, index)
                    guard start >= previous, start <= entries else { return "entry starts decrease or overrun at \(index)" }
                    previous = start
                }
                return Self.u24(self.entryStarts, 0) == 0 && previous == entries ? nil : "entry starts do not span the entries"
            },
            { (0..<entries).allSatisfy { Self.u24(self.entryWords, $0) < words } ? nil : "an entry names a word that does not exist" },
            { self.entryPairs.allSatisfy { Int($0) < pairCount } ? nil : "an entry names a context pair that does not exist" },
            { self.pairs.allSatisfy { Int($0) < contexts } ? nil : "a context pair names a context that does not exist" },
            { Self.check(self.pairStarts, ends: self.pairNext.count, "pair starts") },
            { self.corpusWords.allSatisfy { Int($0) < words + 2 } ? nil : "a corpus word does not exist" },
            { zip(self.corpusWords, self.corpusWords.dropFirst()).allSatisfy { $0 < $1 } ? nil : "corpus words are not increasing" },
            { self.pairNext.allSatisfy { Int($0) < words + 2 } ? nil : "a word pair names a word that does not exist" },
            { self.borrowed.allSatisfy(\.isFinite) ? nil : "a cost is not a number" },
        ]
        return checks.lazy.compactMap { $0() }.first
    }

    /// An offset table must start at 0, never decrease and end at its section's length.
    private static func check(_ table: UnsafeBufferPointer<UInt32>, ends: Int, _ name: String) -> String? {
        guard table.first == 0, Int(table.last ?? 1) == ends else { return "\(name) do not span their table" }
        for index in 1..<table.count where table[index] < table[index - 1] { return "\(name) decrease at \(index)" }
        return nil
    }

    @inline(__always) private static func u24(_ table: UnsafeBufferPointer<UInt8>, _ index: Int) -> Int {
        Int(table[3 * index]) | Int(table[3 * index + 1]) << 8 | Int(table[3 * index + 2]) << 16
    }

    // MARK: Readings

    /// A reading's UTF-16 unit as the file codes it (ぁ … ゖ 1 … 86, ー 87), nil for any other.
    @inline(__always) private static func code(_ unit: UInt16) -> UInt8? {
        if unit == 0x30FC { return 87 }
        return (0x3041...0x3096).contains(unit) ? UInt8(truncatingIfNeeded: unit - 0x3040) : nil
    }

    /// Calls `body` with `key[range]` coded as the file codes readings (nil when a unit is not
    /// kana a reading can hold).
    private func coded<T>(_ key: UnsafeBufferPointer<UInt16>, _ range: Range<Int>, _ body: (UnsafeBufferPointer<UInt8>?) -> T) -> T {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(1, range.count)) { buffer in
            for (offset, index) in range.enumerated() {
                guard let code = Self.code(key[index]) else { return body(nil) }
                buffer[offset] = code
            }
            return body(UnsafeBufferPointer(rebasing: buffer[..<range.count]))
        }
    }

    /// The index of the reading equal to `key[range]`.
    ///
    /// - Complexity: O(log *R*) comparisons and a block decoded.
    public func reading(_ key: UnsafeBufferPointer<UInt16>, _ range: Range<Int>) -> Int? {
        guard range.count <= longestReading else { return nil }
        return coded(key, range) { codes in codes.flatMap { readings.index(of: $0) } }
    }

    /// The reading equal to `key[range]`, if any, and whether any reading starts with it (when
    /// none does, no longer key from the same start can be a reading either).
    ///
    /// - Complexity: O(log *R*) comparisons and a block decoded.
    public func lookUp(_ key: UnsafeBufferPointer<UInt16>, _ range: Range<Int>) -> (reading: Int?, isPrefix: Bool) {
        guard range.count <= longestReading else { return (nil, false) }
        return coded(key, range) { codes in
            guard let codes else { return (nil, false) }
            let found = readings.position(codes)
            return (found.isEqual ? found.rank : nil, found.isPrefix)
        }
    }

    /// The readings that start with `prefix` (UTF-16): a range of reading indices.
    ///
    /// - Complexity: O(log *R*).
    public func readings(withPrefix prefix: [UInt16]) -> Range<Int> {
        let codes = prefix.compactMap(Self.code)
        guard codes.count == prefix.count else { return 0..<0 }
        return readings.range(withPrefix: codes)
    }

    /// Reading `index`'s text (hiragana).
    public func readingText(_ index: Int) -> String {
        String(decoding: readings.bytes(index).map { $0 == 87 ? 0x30FC : 0x3040 + UInt16($0) }, as: UTF16.self)
    }

    /// The reading's length in UTF-16 units.
    public func readingLength(_ index: Int) -> Int { readings.bytes(index).count }

    /// The readings of `range` longer than `length` UTF-16 units, in order (each block decoded once).
    public func readings(in range: Range<Int>, longerThan length: Int) -> [Int] {
        var result: [Int] = []
        readings.forEach(in: range) { index, bytes in
            if bytes.count > length { result.append(index) }
            return true
        }
        return result
    }

    // MARK: Entries

    /// The entries of reading `index`, the cheapest standalone (between the sentence's start
    /// and end) first.
    public func entries(ofReading index: Int) -> Range<Int> { Self.u24(entryStarts, index)..<Self.u24(entryStarts, index + 1) }
    @inline(__always) public func word(ofEntry entry: Int) -> WordID { Self.u24(entryWords, entry) }
    /// Mozc's word cost of the entry.
    @inline(__always) public func wordCost(ofEntry entry: Int) -> Double { Double(entryCosts[entry]) }
    /// The entry's left context id (what it connects to on its left).
    @inline(__always) public func leftContext(ofEntry entry: Int) -> Int { Int(pairs[2 * Int(entryPairs[entry])]) }
    /// The entry's right context id.
    @inline(__always) public func rightContext(ofEntry entry: Int) -> Int { Int(pairs[2 * Int(entryPairs[entry]) + 1]) }

    /// The cost of an entry with right context `right` followed by one with left context `left`
    /// (0 is the sentence's start or end).
    @inline(__always) public func connection(_ right: Int, _ left: Int) -> Double {
        Double(connections[right &* contextCount &+ left])
    }

    // MARK: Words

    public func surface(_ word: WordID) -> String {
        guard word >= 0, word < wordCount else { return "" }
        return String(decoding: surfaces.bytes(word), as: UTF8.self)
    }

    /// The word whose surface is `text`.
    ///
    /// - Complexity: O(log *W*) comparisons.
    public func word(_ text: String) -> WordID? {
        Array(text.utf8).withUnsafeBufferPointer { surfaces.index(of: $0) }
    }

    /// The words whose surfaces start with `prefix` (UTF-8), as a range of ids (surfaces sort by
    /// their bytes, the prefix itself first).
    ///
    /// - Complexity: O(log *W*).
    public func words(withPrefix prefix: [UInt8]) -> Range<Int> { surfaces.range(withPrefix: prefix) }

    @inline(__always) public func flags(_ word: WordID) -> WordFlags {
        guard word >= 0, word < wordCount else { return [] }
        return exactOnlyBits[word / 8] & (1 << UInt8(word % 8)) != 0 ? .exactOnly : []
    }

    /// The word's cheapest entry alone between the sentence's start and end: its word cost and
    /// the two connections.
    @inline(__always) public func standaloneCost(_ word: WordID) -> Double { Double(wordCosts[word]) }

    // MARK: The corpus

    /// The word's rank among the corpus's words (nil when the corpus does not have it): what
    /// ``count(atRank:)``, ``pairCount(afterRank:_:)`` and ``successorCount(atRank:)`` take, so a
    /// word met many times is looked up once.
    @inline(__always) public func corpusRank(_ word: WordID) -> Int? {
        var low = 0, high = corpusWords.count
        let target = UInt32(truncatingIfNeeded: word)
        while low < high {
            let middle = (low + high) / 2
            let value = corpusWords[middle]
            if value == target { return middle }
            if value < target { low = middle + 1 } else { high = middle }
        }
        return nil
    }

    /// How often the word occurs in the corpus (BOS: the number of pieces; EOS: the same).
    @inline(__always) public func count(_ word: WordID) -> Int { corpusRank(word).map(count(atRank:)) ?? 0 }
    @inline(__always) public func count(atRank rank: Int) -> Int { Int(corpusCounts[rank]) }

    /// How often `next` follows `previous` in the corpus.
    ///
    /// - Complexity: O(log *k*) in the words seen after `previous`.
    public func pairCount(_ previous: WordID, _ next: WordID) -> Int {
        corpusRank(previous).map { pairCount(afterRank: $0, next) } ?? 0
    }

    /// How often `next` follows the corpus word of rank `rank`.
    public func pairCount(afterRank rank: Int, _ next: WordID) -> Int {
        var low = Int(pairStarts[rank]), high = Int(pairStarts[rank + 1])
        let target = UInt32(truncatingIfNeeded: next)
        while low < high {
            let middle = (low + high) / 2
            let value = pairNext[middle]
            if value == target { return Int(pairCounts[middle]) }
            if value < target { low = middle + 1 } else { high = middle }
        }
        return 0
    }

    /// How many different words the corpus has after `previous`.
    @inline(__always) public func successorCount(of previous: WordID) -> Int { corpusRank(previous).map(successorCount(atRank:)) ?? 0 }
    @inline(__always) public func successorCount(atRank rank: Int) -> Int { Int(pairStarts[rank + 1] - pairStarts[rank]) }

    /// The words seen after `previous` in the corpus, with their counts.
    public func successors(of previous: WordID) -> [(word: WordID, count: Int)] {
        guard let rank = corpusRank(previous) else { return [] }
        return (Int(pairStarts[rank])..<Int(pairStarts[rank + 1])).map { (Int(pairNext[$0]), Int(pairCounts[$0])) }
    }

    // MARK: Borrowed words

    /// The kana of borrowed words' bigrams: 0 is a word's start or end, 1 ... 86 are ぁ ... ゖ
    /// (U+3041 ... U+3096), 87 is ー.
    public static let kanaClasses = 88

    /// The class of a UTF-16 unit of a reading, or nil for one no borrowed word has.
    @inline(__always) public static func kanaClass(_ unit: UInt16) -> Int? {
        if unit == 0x30FC { return kanaClasses - 1 }
        return (0x3041...0x3096).contains(unit) ? Int(unit) - 0x3041 + 1 : nil
    }

    /// −ln P(next | previous) inside Mozc's katakana words, by ``kanaClass(_:)`` (0: a word's
    /// start before, its end after).
    @inline(__always) public func borrowedCost(_ previous: Int, _ next: Int) -> Double {
        Double(borrowed[previous * Self.kanaClasses + next])
    }
}

/// How this module's reader names its mapped file's problems (`DataFiles`' `DataLoadError`).
extension DataLoadError {
    static func notFound(_ message: String) -> DataLoadError {
        DataLoadError(.notFound(message), in: "the Japanese model", at: "")
    }
    static func corrupt(path: String, why: String) -> DataLoadError {
        DataLoadError(.corrupt(why), in: "the Japanese model", at: path)
    }
}
