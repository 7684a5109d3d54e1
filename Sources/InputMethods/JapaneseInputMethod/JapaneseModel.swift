public import DataFiles
public import InputMethodCore

/// The Japanese conversion model (`japanese.model` of the data target
/// `JapaneseModelData`, written by `Generators/JapaneseInputMethod/build_model.py`,
/// whose comment specifies the format), memory-mapped and read in place: MeCab's model read from
/// the kana side (IPAdic's entries by hiragana reading, each with a surface, left and right
/// context ids and a word cost, and the connection costs between contexts), wordfreq's word
/// frequencies, and the Tanaka corpus's word and word-pair counts that adapt it. Costs are MeCab's units (lower is likelier).
///
/// Every offset table, id and context is checked when the file is mapped, so later reads need
/// no checks.
public final class JapaneseModel: @unchecked Sendable {
    /// Why the file cannot be used (`DataFiles`' one error for mapped data).
    public typealias LoadError = DataLoadError

    public typealias WordID = Int

    /// What the model says about a word besides its entries.
    public struct WordFlags: OptionSet, Sendable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        /// A corpus word IPAdic lacks (a compound such as 東京駅): its entries carry no word cost.
        public static let corpusOnly = WordFlags(rawValue: 1)
        /// An offensive word (`Generators/JapaneseInputMethod/offensive.txt`).
        public static let offensive = WordFlags(rawValue: 2)
        /// A surface with a character that is not kana or kanji (ＮＨＫ, Ρ read ろー, ・).
        public static let notKanaOrKanji = WordFlags(rawValue: 4)
        /// Never in a conversion or a prediction; a candidate only for exactly its reading.
        public static let exactOnly: WordFlags = [.offensive, .notKanaOrKanji]
    }

    private let file: MappedFile
    private let readingOffsets: UnsafeBufferPointer<UInt32>
    private let readingText: UnsafeBufferPointer<UInt16>
    private let entryStarts: UnsafeBufferPointer<UInt32>
    private let entryWords: UnsafeBufferPointer<UInt32>
    private let entryCosts: UnsafeBufferPointer<Float32>
    private let entryContexts: UnsafeBufferPointer<UInt16>
    private let surfaceOffsets: UnsafeBufferPointer<UInt32>
    private let surfaceText: UnsafeBufferPointer<UInt8>
    private let wordFlags: UnsafeBufferPointer<UInt8>
    private let wordCosts: UnsafeBufferPointer<Float32>
    private let wordFrequencies: UnsafeBufferPointer<UInt32>
    private let wordCounts: UnsafeBufferPointer<UInt32>
    private let pairStarts: UnsafeBufferPointer<UInt32>
    private let pairNext: UnsafeBufferPointer<UInt32>
    private let pairCounts: UnsafeBufferPointer<UInt32>
    private let connections: UnsafeBufferPointer<Int16>
    private let borrowed: UnsafeBufferPointer<Float32>

    /// Readings, entries, words and word pairs in the file.
    public let readingCount: Int, entryCount: Int, wordCount: Int, pairCount: Int
    /// IPAdic's context of a common noun (名詞,一般): the engine gives it to kana and katakana the
    /// lexicon lacks, so every model has it.
    public static let commonNounContext = 1285
    /// Context ids (MeCab's left and right ids): 0 is the sentence's start and end.
    public let contextCount: Int
    /// The words whose surfaces start with U+3080 ... U+30FF (the katakana among them), and one
    /// bit per word of that range: one katakana syllable, whose wordfreq count is not kept
    /// (``frequency(_:)``).
    private var katakana = 0..<0
    private var pieces: [UInt64] = []
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
            guard try reader.u32() == 2 else { throw corrupt("unknown version") }
            let r = try reader.u32(), e = try reader.u32(), w = try reader.u32(), b = try reader.u32()
            let units = try reader.u32(), bytes = try reader.u32(), c = try reader.u32()
            readingCount = r; entryCount = e; wordCount = w; pairCount = b; contextCount = c
            guard c > Self.commonNounContext, c <= 4096 else { throw corrupt("\(c) contexts") }
            readingOffsets = try reader.u32s(r + 1)
            readingText = try reader.u16s(units)
            try reader.align()
            entryStarts = try reader.u32s(r + 1)
            entryWords = try reader.u32s(e)
            entryCosts = try reader.f32s(e)
            entryContexts = try reader.u16s(2 * e)
            try reader.align()
            surfaceOffsets = try reader.u32s(w + 1)
            surfaceText = try reader.u8s(bytes)
            try reader.align()
            wordFlags = try reader.u8s(w)
            try reader.align()
            wordCosts = try reader.f32s(w)
            wordFrequencies = try reader.u32s(w)
            wordCounts = try reader.u32s(w + 2)
            pairStarts = try reader.u32s(w + 3)
            pairNext = try reader.u32s(b)
            pairCounts = try reader.u32s(b)
            connections = try reader.i16s(c * c)
            try reader.align()
            borrowed = try reader.f32s(Self.kanaClasses * Self.kanaClasses)
            guard reader.remaining == 0 else { throw corrupt("\(reader.remaining) bytes after the last table") }
        } catch let error as MappedFile.Error {
            throw corrupt("\(error)")
        } catch let error as LoadError {
            throw error
        } catch {
            throw corrupt("\(error)")
        }
        let (words, contexts) = (wordCount, contextCount)
        let checks: [() -> String?] = [
            { Self.check(self.readingOffsets, ends: self.readingText.count, "reading offsets") },
            { Self.check(self.entryStarts, ends: self.entryCount, "entry starts") },
            { Self.check(self.surfaceOffsets, ends: self.surfaceText.count, "surface offsets") },
            { Self.check(self.pairStarts, ends: self.pairCount, "pair starts") },
            { self.entryWords.allSatisfy { Int($0) < words } ? nil : "an entry names a word that does not exist" },
            { self.pairNext.allSatisfy { Int($0) < words + 2 } ? nil : "a word pair names a word that does not exist" },
            { self.entryContexts.allSatisfy { Int($0) < contexts } ? nil : "an entry names a context that does not exist" },
            { [self.entryCosts, self.wordCosts, self.borrowed].allSatisfy { $0.allSatisfy(\.isFinite) } ? nil : "a cost is not a number" },
        ]
        let problem = checks.lazy.compactMap { $0() }.first
        if let problem { throw corrupt(problem) }
        var total = 0
        for word in 0..<wordCount { total += Int(wordCounts[word]) }
        totalCount = total
        var longest = 0
        for index in 0..<readingCount { longest = max(longest, Int(readingOffsets[index + 1] - readingOffsets[index])) }
        longestReading = longest
        katakana = self.words(withPrefix: [0xE3, 0x82]).lowerBound..<self.words(withPrefix: [0xE3, 0x83]).upperBound
        pieces = [UInt64](repeating: 0, count: (katakana.count + 63) / 64)
        for word in katakana {
            let bytes = surfaceBytes(word)
            guard bytes.count == 3 || bytes.count == 6 else { continue }
            let scalars = Array(String(decoding: bytes, as: UTF8.self).unicodeScalars.map(\.value))
            guard let first = scalars.first, (0x30A1...0x30FA).contains(first), scalars.count == 1 || scalars == [first, 0x30FC]
            else { continue }
            let bit = word - katakana.lowerBound
            pieces[bit / 64] |= 1 << UInt64(bit % 64)
        }
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

    /// Reading `index`'s text (hiragana).
    public func readingText(_ index: Int) -> String {
        String(decoding: readingText[Int(readingOffsets[index])..<Int(readingOffsets[index + 1])], as: UTF16.self)
    }

    /// The reading's length in UTF-16 units.
    public func readingLength(_ index: Int) -> Int { Int(readingOffsets[index + 1] - readingOffsets[index]) }

    /// The entries of reading `index`, the cheapest standalone (between the sentence's start
    /// and end) first.
    public func entries(ofReading index: Int) -> Range<Int> { Int(entryStarts[index])..<Int(entryStarts[index + 1]) }
    @inline(__always) public func word(ofEntry entry: Int) -> WordID { Int(entryWords[entry]) }
    /// IPAdic's word cost of the entry (0 for a ``WordFlags/corpusOnly`` word).
    @inline(__always) public func wordCost(ofEntry entry: Int) -> Double { Double(entryCosts[entry]) }
    /// The entry's left context id (what it connects to on its left).
    @inline(__always) public func leftContext(ofEntry entry: Int) -> Int { Int(entryContexts[2 * entry]) }
    /// The entry's right context id.
    @inline(__always) public func rightContext(ofEntry entry: Int) -> Int { Int(entryContexts[2 * entry + 1]) }

    /// The cost of an entry with right context `right` followed by one with left context `left`
    /// (0 is the sentence's start or end).
    @inline(__always) public func connection(_ right: Int, _ left: Int) -> Double {
        Double(connections[right &* contextCount &+ left])
    }

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

    @inline(__always) public func flags(_ word: WordID) -> WordFlags {
        word < wordCount ? WordFlags(rawValue: wordFlags[word]) : []
    }

    /// The word's cheapest entry alone between the sentence's start and end: its word cost and
    /// the two connections.
    @inline(__always) public func standaloneCost(_ word: WordID) -> Double { Double(wordCosts[word]) }

    /// How often the word occurs in general: wordfreq's occurrences per 10⁹ words (0: rarer than
    /// its list's 50,000 words, or one katakana syllable, a kana alone or with ー: wordfreq's
    /// text was cut by MeCab, which splits katakana words IPAdic lacks into pieces, so the counts
    /// of the shortest are mostly pieces: ド 72,444, ロ 43,652, ロー 42,658, against ローダ 813).
    @inline(__always) public func frequency(_ word: WordID) -> Int {
        guard word < wordCount else { return 0 }
        if katakana.contains(word) {
            let bit = word - katakana.lowerBound
            if pieces[bit / 64] & (1 << UInt64(bit % 64)) != 0 { return 0 }
        }
        return Int(wordFrequencies[word])
    }

    /// How often the word occurs in the corpus (BOS: never; EOS: the number of pieces).
    @inline(__always) public func count(_ word: WordID) -> Int { Int(wordCounts[word]) }

    /// How often `next` follows `previous` in the corpus.
    ///
    /// - Complexity: O(log *k*) in the words seen after `previous`.
    public func pairCount(_ previous: WordID, _ next: WordID) -> Int {
        var low = Int(pairStarts[previous]), high = Int(pairStarts[previous + 1])
        let target = UInt32(next)
        while low < high {
            let middle = (low + high) / 2
            let value = pairNext[middle]
            if value == target { return Int(pairCounts[middle]) }
            if value < target { low = middle + 1 } else { high = middle }
        }
        return 0
    }

    /// The kana of borrowed words' bigrams: 0 is a word's start or end, 1 ... 86 are ぁ ... ゖ
    /// (U+3041 ... U+3096), 87 is ー.
    public static let kanaClasses = 88

    /// The class of a UTF-16 unit of a reading, or nil for one no borrowed word has.
    @inline(__always) public static func kanaClass(_ unit: UInt16) -> Int? {
        if unit == 0x30FC { return kanaClasses - 1 }
        return (0x3041...0x3096).contains(unit) ? Int(unit) - 0x3041 + 1 : nil
    }

    /// −ln P(next | previous) inside IPAdic's katakana words, by ``kanaClass(_:)`` (0: a word's
    /// start before, its end after).
    @inline(__always) public func borrowedCost(_ previous: Int, _ next: Int) -> Double {
        Double(borrowed[previous * Self.kanaClasses + next])
    }

    /// How many different words the corpus has after `previous`.
    @inline(__always) public func successorCount(of previous: WordID) -> Int { Int(pairStarts[previous + 1] - pairStarts[previous]) }


    /// The words seen after `previous` in the corpus, with their counts.
    public func successors(of previous: WordID) -> [(word: WordID, count: Int)] {
        (Int(pairStarts[previous])..<Int(pairStarts[previous + 1])).map { (Int(pairNext[$0]), Int(pairCounts[$0])) }
    }
}

/// How this module's reader names its mapped file's problems (`DataFiles`' `DataLoadError`).
extension DataLoadError {
    static func cannotOpen(_ path: String) -> DataLoadError {
        DataLoadError(.cannotOpen(reason: nil), in: "the Japanese model", at: path)
    }
    static func notFound(_ message: String) -> DataLoadError {
        DataLoadError(.notFound(message), in: "the Japanese model", at: "")
    }
    static func corrupt(path: String, why: String) -> DataLoadError {
        DataLoadError(.corrupt(why), in: "the Japanese model", at: path)
    }
}
