public import DataFiles

/// A language's next-word model (`<language>.lm` of the data target `LanguageModelsData`, written
/// by `Generators/LanguageModel/build_models.py`; `FORMAT.md` beside this file specifies it):
/// a trigram Katz back-off model over the language's words, its probabilities quantised to 256
/// values per table, its words front-coded, memory-mapped and read in place.
///
/// ```swift
/// let model = try NgramModel(path: "en.lm")
/// let thank = model.id(of: "thank")!
/// model.predictions(after: [model.sentenceStart, thank], limit: 3)   // you, god, goodness
/// ```
///
/// Every table is checked when the file is mapped, so later reads need no checks; read-only, a
/// model is safe to share between threads.
public final class NgramModel: @unchecked Sendable {
    /// Why the file cannot be used (`DataFiles`' one error for mapped data).
    public typealias LoadError = DataLoadError
    /// A word's rank in the vocabulary; ``sentenceStart`` and ``unknownWord`` follow the words.
    public typealias WordID = Int

    /// How a word is written when the model offers it.
    public enum Casing: UInt8, Sendable {
        /// As stored (lower case).
        case asStored = 0
        /// With a capital first letter (`Paris`, English `I`).
        case capitalised = 1
        /// All upper case (`NASA`).
        case upperCase = 2
    }

    private let file: MappedFile
    let words: FrontCodedList
    private let tables: UnsafeBufferPointer<Float32>
    private let casings: UnsafeBufferPointer<UInt8>
    let wordCodes: UnsafeBufferPointer<UInt8>
    private let historyBackoffs: UnsafeBufferPointer<UInt8>
    private let pairStarts: UnsafeBufferPointer<UInt32>
    private let pairNext: UnsafeBufferPointer<UInt8>
    private let pairCodes: UnsafeBufferPointer<UInt8>
    private let pairBackoffs: UnsafeBufferPointer<UInt8>
    private let tripleHistories: UnsafeBufferPointer<UInt32>
    private let tripleStarts: UnsafeBufferPointer<UInt32>
    private let tripleNext: UnsafeBufferPointer<UInt8>
    private let tripleCodes: UnsafeBufferPointer<UInt8>
    /// The most probable words, most probable first.
    let ranked: UnsafeBufferPointer<UInt32>

    /// The lexicon language the model is for (`en`).
    public let language: String
    /// Words in the vocabulary (ids `0 ..< wordCount`).
    public let wordCount: Int
    /// Pairs and triples listed.
    public let pairCount: Int, tripleCount: Int
    /// The history of a sentence's first word.
    public var sentenceStart: WordID { wordCount }
    /// What a word outside the vocabulary is as a history.
    public var unknownWord: WordID { wordCount + 1 }
    /// The file's size in bytes.
    public var fileSize: Int { file.count }
    static let what = "the next-word model"

    public convenience init(path: String) throws(LoadError) {
        let mapped: MappedFile
        do { mapped = try MappedFile(path: path) } catch { throw LoadError(error, in: Self.what, at: path) }
        try self.init(file: mapped)
    }

    /// Reads a model in place from a mapped file (or memory the app mapped itself); every table
    /// is checked.
    public init(file mapped: MappedFile) throws(LoadError) {
        let path = mapped.path
        file = mapped
        func corrupt(_ why: String) -> LoadError { LoadError(.corrupt(why), in: Self.what, at: path) }
        var reader = mapped.reader()
        do {
            guard try reader.bytes(4) == Array("SKLM".utf8) else { throw corrupt("not a next-word model (bad magic)") }
            guard try reader.u32() == 1 else { throw corrupt("unsupported version (this reader reads version 1)") }
            let nameLength = try reader.u32()
            guard nameLength <= 16, let name = String(validating: try reader.bytes(nameLength), as: UTF8.self) else {
                throw corrupt("the language name is not short UTF-8")
            }
            language = name
            try reader.align()
            let v = try reader.u32(), b = try reader.u32(), c = try reader.u32(), t = try reader.u32()
            let blocks = try reader.u32(), streamBytes = try reader.u32(), r = try reader.u32()
            guard v > 0, v < 1 << 23, b < 1 << 28, t < 1 << 28, c <= b, r <= min(v, 256),
                  blocks == (v + FrontCodedList.blockSize - 1) / FrontCodedList.blockSize else {
                throw corrupt("counts out of range (\(v) words, \(b) pairs, \(c) histories, \(t) triples)")
            }
            (wordCount, pairCount, tripleCount) = (v, b, t)
            let values = try reader.f32s(5 * 256)
            guard values.allSatisfy(\.isFinite), [0, 2, 4].allSatisfy({ values[($0 * 256)..<($0 * 256 + 256)].allSatisfy { $0 <= 0.001 } })
            else { throw corrupt("a table holds a value that is not finite, or a probability above 1") }
            tables = values
            do {
                words = try FrontCodedList(blocks: try reader.u32s(blocks + 1), stream: try reader.u8s(streamBytes), count: v)
            } catch let damage as FrontCodedList.Damaged {
                throw corrupt("the vocabulary: \(damage.description)")
            }
            try reader.align()
            casings = try reader.u8s(v)
            guard casings.allSatisfy({ $0 <= 2 }) else { throw corrupt("a word's casing is not 0, 1 or 2") }
            try reader.align()
            wordCodes = try reader.u8s(v)
            try reader.align()
            historyBackoffs = try reader.u8s(v + 2)
            try reader.align()
            pairStarts = try reader.u32s(v + 3)
            pairNext = try reader.u8s(3 * b)
            pairCodes = try reader.u8s(b)
            pairBackoffs = try reader.u8s(b)
            try reader.align()
            tripleHistories = try reader.u32s(c)
            tripleStarts = try reader.u32s(c + 1)
            tripleNext = try reader.u8s(3 * t)
            tripleCodes = try reader.u8s(t)
            try reader.align()
            ranked = try reader.u32s(r)
            guard reader.remaining == 0 else { throw corrupt("\(reader.remaining) bytes after the last table") }
        } catch let error as MappedFile.Error {
            throw LoadError(error, in: Self.what, at: path)
        } catch let error as LoadError {
            throw error
        } catch {
            throw corrupt("\(error)")
        }
        try check(corrupt)
    }

    /// The ranges, ids and orders the reads rely on.
    private func check(_ corrupt: (String) -> LoadError) throws(LoadError) {
        guard pairStarts[0] == 0, Int(pairStarts[wordCount + 2]) == pairCount else {
            throw corrupt("the pair ranges do not cover the pairs")
        }
        for h in 0..<(wordCount + 2) {
            let (start, end) = (Int(pairStarts[h]), Int(pairStarts[h + 1]))
            guard start <= end else { throw corrupt("the pairs of history \(h) end before they start") }
            var previous = -1
            for entry in start..<end {
                let next = Self.u24(pairNext, entry)
                guard next > previous, next <= unknownWord, next != sentenceStart else {
                    throw corrupt("pair \(entry): word \(next) out of order or out of range")
                }
                previous = next
            }
        }
        let histories = tripleHistories.count
        guard tripleStarts[0] == 0, Int(tripleStarts[histories]) == tripleCount else {
            throw corrupt("the triple ranges do not cover the triples")
        }
        var previousHistory = -1
        for index in 0..<histories {
            let entry = Int(tripleHistories[index])
            guard entry > previousHistory, entry < pairCount, tripleStarts[index] <= tripleStarts[index + 1] else {
                throw corrupt("two-word history \(index) out of order or out of range")
            }
            previousHistory = entry
            var previous = -1
            for triple in Int(tripleStarts[index])..<Int(tripleStarts[index + 1]) {
                let next = Self.u24(tripleNext, triple)
                guard next > previous, next < wordCount else {
                    throw corrupt("triple \(triple): word \(next) out of order or out of range")
                }
                previous = next
            }
        }
        guard ranked.allSatisfy({ Int($0) < wordCount }) else { throw corrupt("a ranked word is out of range") }
    }

    @inline(__always) static func u24(_ bytes: UnsafeBufferPointer<UInt8>, _ index: Int) -> Int {
        Int(bytes[3 * index]) | Int(bytes[3 * index + 1]) << 8 | Int(bytes[3 * index + 2]) << 16
    }

    // MARK: Words

    /// The id of a word as the model stores it (lower case, NFC, `'` for apostrophes).
    public func id(of word: String) -> WordID? {
        Array(word.utf8).withUnsafeBufferPointer { words.index(of: $0) }
    }

    /// The word with that id, as stored (lower case).
    public func word(_ id: WordID) -> String {
        String(decoding: words.bytes(id), as: UTF8.self)
    }

    /// How the word is written.
    public func casing(_ id: WordID) -> Casing { Casing(rawValue: casings[id]) ?? .asStored }

    /// The ids of the words that begin with `prefix` (as stored), longer or not.
    public func ids(withPrefix prefix: String) -> Range<WordID> {
        prefix.isEmpty ? 0..<wordCount : words.range(withPrefix: Array(prefix.utf8))
    }

    // MARK: Probabilities

    /// log10 P(word | history), by Katz back-off: `history` holds the words before, oldest
    /// first (only the last two are read; ``sentenceStart`` for the start, ``unknownWord`` for a
    /// word the model lacks; empty: no history at all).
    public func logProbability(of word: WordID, after history: [WordID]) -> Double {
        guard word < wordCount else { return -99 }
        var backoff = 0.0
        if history.count >= 2, let pair = pairEntry(history[history.count - 2], history[history.count - 1]) {
            if let triples = triples(of: pair) {
                if let found = Self.find(word, in: triples, tripleNext) { return Double(tables[4 * 256 + Int(tripleCodes[found])]) }
                backoff = Double(tables[3 * 256 + Int(pairBackoffs[pair])])
            }
        }
        if let last = history.last, last <= unknownWord {
            let pairs = self.pairs(of: last)
            if let found = Self.find(word, in: pairs, pairNext) { return Double(tables[2 * 256 + Int(pairCodes[found])]) + backoff }
            if !pairs.isEmpty { backoff += Double(tables[256 + Int(historyBackoffs[last])]) }
        }
        return Double(tables[Int(wordCodes[word])]) + backoff
    }

    /// log10 P(word) alone.
    public func logProbability(of word: WordID) -> Double {
        word < wordCount ? Double(tables[Int(wordCodes[word])]) : -99
    }

    /// The pair entries of a one-word history.
    func pairs(of history: WordID) -> Range<Int> {
        guard history >= 0, history <= unknownWord else { return 0..<0 }
        return Int(pairStarts[history])..<Int(pairStarts[history + 1])
    }

    /// The entry of the pair (a, b), if listed.
    func pairEntry(_ a: WordID, _ b: WordID) -> Int? {
        Self.find(b, in: pairs(of: a), pairNext)
    }

    /// The triples of a pair entry that is a two-word history.
    func triples(of pair: Int) -> Range<Int>? {
        var (low, high) = (0, tripleHistories.count)
        while low < high {
            let middle = (low + high) / 2
            if Int(tripleHistories[middle]) < pair { low = middle + 1 } else { high = middle }
        }
        guard low < tripleHistories.count, Int(tripleHistories[low]) == pair else { return nil }
        return Int(tripleStarts[low])..<Int(tripleStarts[low + 1])
    }

    /// Where `word` is in a range of sorted u24 ids.
    static func find(_ word: WordID, in range: Range<Int>, _ ids: UnsafeBufferPointer<UInt8>) -> Int? {
        let at = lowerBound(word, in: range, ids)
        return at < range.upperBound && u24(ids, at) == word ? at : nil
    }

    /// The first entry of a range of sorted u24 ids whose id is not below `word`.
    static func lowerBound(_ word: WordID, in range: Range<Int>, _ ids: UnsafeBufferPointer<UInt8>) -> Int {
        var (low, high) = (range.lowerBound, range.upperBound)
        while low < high {
            let middle = (low + high) / 2
            if u24(ids, middle) < word { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The entries of a sorted range whose ids fall in `words`, with their probability codes.
    func forEachListed(in range: Range<Int>, ids: UnsafeBufferPointer<UInt8>, within words: Range<WordID>,
                       _ body: (WordID, Int) -> Void) {
        var entry = Self.lowerBound(words.lowerBound, in: range, ids)
        while entry < range.upperBound {
            let id = Self.u24(ids, entry)
            guard id < words.upperBound else { break }
            body(id, entry)
            entry += 1
        }
    }

    func tripleCode(_ entry: Int) -> Float32 { tables[4 * 256 + Int(tripleCodes[entry])] }
    func pairCode(_ entry: Int) -> Float32 { tables[2 * 256 + Int(pairCodes[entry])] }
    func wordValue(_ id: WordID) -> Float32 { tables[Int(wordCodes[id])] }
    var tripleIDs: UnsafeBufferPointer<UInt8> { tripleNext }
    var pairIDs: UnsafeBufferPointer<UInt8> { pairNext }
}
