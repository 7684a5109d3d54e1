public import DataFiles

/// The zhuyin model file (`zhuyin.model` of the data target `ZhuyinModelData`, written by
/// `Generators/ZhuyinInputMethod/build_model.py`, whose comment specifies the format),
/// memory-mapped and read in place: McBopomofo's phrases by reading (a trie over syllable keys,
/// ``BopomofoSyllable/key``), each phrase's Simplified form as a *context word*, a bigram model
/// over context words counted from running text, and the phrases McBopomofo offers after a
/// committed character.
///
/// Log probabilities are base 10. Every table is checked when the file is mapped, so later reads
/// need no checks.
public final class ZhuyinModel: @unchecked Sendable {
    /// Why the file cannot be used (`DataFiles`' one error for mapped data).
    public typealias LoadError = DataLoadError
    static let describedAs = "the zhuyin model"

    /// A node of the reading trie: the readings that start with the syllables on its path.
    public struct Node: Hashable, Sendable {
        let index: Int
        /// The trie's root: the empty reading.
        public static let root = Node(index: 0)
    }

    /// One phrase under one reading.
    public struct Entry: Hashable, Sendable {
        let index: Int
    }

    /// A context word: what the bigram model counts (a phrase's Simplified form).
    public struct ContextWord: Hashable, Sendable {
        let index: Int
        /// The start of a sentence.
        public static let start = ContextWord(index: 0)
        /// The end of a sentence.
        public static let end = ContextWord(index: 1)
    }

    private let file: MappedFile
    private let childStarts: UnsafeBufferPointer<UInt32>
    private let keys: UnsafeBufferPointer<UInt16>
    private let entryStarts: UnsafeBufferPointer<UInt32>
    private let entryPhrases: UnsafeBufferPointer<UInt32>
    private let entryLogs: UnsafeBufferPointer<Int16>
    private let phraseOffsets: UnsafeBufferPointer<UInt32>
    private let phraseText: UnsafeBufferPointer<UInt8>
    private let phraseContexts: UnsafeBufferPointer<UInt32>
    private let unigrams: UnsafeBufferPointer<Int16>
    private let backoffs: UnsafeBufferPointer<Int16>
    private let wordPhrases: UnsafeBufferPointer<UInt32>
    private let bigramStarts: UnsafeBufferPointer<UInt32>
    private let bigramSeconds: UnsafeBufferPointer<UInt32>
    private let bigramLogs: UnsafeBufferPointer<Int16>
    private let groupKeys: UnsafeBufferPointer<UInt32>
    private let groupStarts: UnsafeBufferPointer<UInt32>
    private let groupEntries: UnsafeBufferPointer<UInt32>

    /// The longest reading, in syllables.
    public private(set) var longestReading = 0
    /// The file's size in bytes.
    public var fileSize: Int { file.count }

    /// Maps a model file.
    public convenience init(path: String) throws(LoadError) {
        let mapped: MappedFile
        do { mapped = try MappedFile(path: path) } catch { throw LoadError(error, in: Self.describedAs, at: path) }
        try self.init(file: mapped)
    }

    /// Reads a model in place from a mapped file, or from memory the app mapped or loaded itself
    /// (``MappedFile/init(memory:name:owner:)``); every table is checked as from a path.
    public init(file mapped: MappedFile) throws(LoadError) {
        file = mapped
        let path = mapped.path
        func corrupt(_ why: String) -> LoadError { LoadError(.corrupt(why), in: Self.describedAs, at: path) }
        var reader = mapped.reader()
        do {
            guard try reader.bytes(4) == Array("SKZY".utf8) else { throw corrupt("not a SoftKeyboard zhuyin model") }
            guard try reader.u32() == 1 else { throw corrupt("unsupported version (this reader reads version 1)") }
            let nodes = try reader.u32()
            childStarts = try reader.u32s(nodes + 1)
            keys = try reader.u16s(nodes)
            try reader.align()
            entryStarts = try reader.u32s(nodes + 1)
            let entries = try reader.u32()
            entryPhrases = try reader.u32s(entries)
            entryLogs = try reader.i16s(entries)
            try reader.align()
            let phrases = try reader.u32()
            phraseOffsets = try reader.u32s(phrases + 1)
            phraseText = try reader.u8s(Int(phraseOffsets.last ?? 0))
            try reader.align()
            phraseContexts = try reader.u32s(phrases)
            let words = try reader.u32()
            unigrams = try reader.i16s(words)
            try reader.align()
            backoffs = try reader.i16s(words)
            try reader.align()
            wordPhrases = try reader.u32s(words)
            bigramStarts = try reader.u32s(words + 1)
            let bigrams = try reader.u32()
            bigramSeconds = try reader.u32s(bigrams)
            bigramLogs = try reader.i16s(bigrams)
            try reader.align()
            let groups = try reader.u32()
            groupKeys = try reader.u32s(2 * groups)
            groupStarts = try reader.u32s(groups + 1)
            let followers = try reader.u32()
            groupEntries = try reader.u32s(followers)
            guard reader.remaining == 0 else { throw corrupt("\(reader.remaining) bytes after the last table") }
        } catch let error as MappedFile.Error {
            throw LoadError(error, in: Self.describedAs, at: path)
        } catch let error as LoadError {
            throw error
        } catch {
            throw corrupt("\(error)")
        }
        if let problem = checkTables() { throw corrupt(problem) }
        var depth = [Int](repeating: 0, count: keys.count)
        for node in 0..<keys.count {
            for child in Int(childStarts[node])..<Int(childStarts[node + 1]) { depth[child] = depth[node] + 1 }
        }
        longestReading = depth.max() ?? 0
    }

    /// The first broken table, if any.
    private func checkTables() -> String? {
        let nodes = keys.count, entries = entryPhrases.count, phrases = phraseContexts.count, words = unigrams.count
        let checks: [() -> String?] = [
            { Self.check(self.entryStarts, ends: entries, "entry starts") },
            { Self.check(self.phraseOffsets, ends: self.phraseText.count, "phrase offsets") },
            { Self.check(self.bigramStarts, ends: self.bigramSeconds.count, "bigram starts") },
            { Self.check(self.groupStarts, ends: self.groupEntries.count, "follow-on starts") },
            { words >= 2 ? nil : "no sentence ends in the context words" },
            // Breadth first: a node's children come after it, in one run, and keys increase.
            { self.childStarts[0] == 1 && Int(self.childStarts[nodes]) == nodes ? nil : "the trie does not span its nodes" },
            {
                for node in 0..<nodes {
                    let start = Int(self.childStarts[node]), end = Int(self.childStarts[node + 1])
                    guard start > node, start <= end else { return "trie node \(node)'s children" }
                    for child in start..<end where child > start && self.keys[child] <= self.keys[child - 1] {
                        return "trie node \(node)'s keys are not increasing"
                    }
                }
                return nil
            },
            { self.keys.dropFirst().allSatisfy { BopomofoSyllable(key: $0) != nil } ? nil : "a trie key is not a syllable" },
            { self.entryPhrases.allSatisfy { Int($0) < phrases } ? nil : "an entry names a phrase that does not exist" },
            { self.phraseContexts.allSatisfy { Int($0) < words } ? nil : "a phrase names a context word that does not exist" },
            { self.wordPhrases.dropFirst(2).allSatisfy { Int($0) < phrases } ? nil : "a context word names a phrase that does not exist" },
            { self.bigramSeconds.allSatisfy { Int($0) < words } ? nil : "a bigram names a context word that does not exist" },
            { self.groupEntries.allSatisfy { Int($0) < entries } ? nil : "a follow-on names an entry that does not exist" },
        ]
        return checks.lazy.compactMap { $0() }.first
    }

    /// An offset table must start at 0, never decrease and end at its section's length.
    private static func check(_ table: UnsafeBufferPointer<UInt32>, ends: Int, _ name: String) -> String? {
        guard table.first == 0, Int(table.last ?? 1) == ends else { return "\(name) do not span their table" }
        for index in 1..<table.count where table[index] < table[index - 1] { return "\(name) decrease at \(index)" }
        return nil
    }

    // MARK: Readings

    /// The child of `node` along the syllable `key`, if a reading goes on so.
    ///
    /// - Complexity: O(log *k*) for *k* children.
    public func child(of node: Node, _ key: UInt16) -> Node? {
        var low = Int(childStarts[node.index]), high = Int(childStarts[node.index + 1])
        while low < high {
            let middle = (low + high) / 2
            if keys[middle] == key { return Node(index: middle) }
            if keys[middle] < key { low = middle + 1 } else { high = middle }
        }
        return nil
    }

    /// The children of `node` whose syllables are `base` in any tone (`key / 5 == base`).
    public func children(of node: Node, base: UInt16) -> [Node] {
        var low = Int(childStarts[node.index]), high = Int(childStarts[node.index + 1])
        let first = base * 5
        while low < high {
            let middle = (low + high) / 2
            if keys[middle] < first { low = middle + 1 } else { high = middle }
        }
        var result: [Node] = []
        var index = low
        while index < Int(childStarts[node.index + 1]), keys[index] / 5 == base {
            result.append(Node(index: index))
            index += 1
        }
        return result
    }

    /// Every child of `node`.
    public func children(of node: Node) -> [Node] {
        (Int(childStarts[node.index])..<Int(childStarts[node.index + 1])).map(Node.init)
    }

    /// The node of a whole reading, if any reading starts so.
    public func node(_ reading: some Sequence<BopomofoSyllable>) -> Node? {
        var node = Node.root
        for syllable in reading {
            guard let next = child(of: node, syllable.key) else { return nil }
            node = next
        }
        return node
    }

    /// The syllable on the edge into `node` (`nil` for the root).
    public func syllable(_ node: Node) -> BopomofoSyllable? { node.index == 0 ? nil : BopomofoSyllable(key: keys[node.index]) }

    /// The syllables the model knows, every tone (what a zhuyin keyboard lets the user finish).
    public var syllables: [BopomofoSyllable] {
        (Int(childStarts[0])..<Int(childStarts[1])).compactMap { BopomofoSyllable(key: keys[$0]) }
    }

    /// The phrases read exactly as the path to `node`, likeliest first.
    public func entries(_ node: Node) -> [Entry] {
        (Int(entryStarts[node.index])..<Int(entryStarts[node.index + 1])).map(Entry.init)
    }

    /// Whether any phrase is read exactly as the path to `node`.
    public func hasEntries(_ node: Node) -> Bool { entryStarts[node.index] < entryStarts[node.index + 1] }

    // MARK: Entries and phrases

    /// The entry's phrase.
    public func text(_ entry: Entry) -> String { phrase(Int(entryPhrases[entry.index])) }

    /// The number of the entry's phrase: entries that spell the same phrase share it.
    func phrase(of entry: Entry) -> Int { Int(entryPhrases[entry.index]) }

    private func phrase(_ phrase: Int) -> String {
        let start = Int(phraseOffsets[phrase]), end = Int(phraseOffsets[phrase + 1])
        return String(decoding: UnsafeBufferPointer(rebasing: phraseText[start..<end]), as: UTF8.self)
    }

    /// McBopomofo's log10 probability of the entry.
    public func logProbability(_ entry: Entry) -> Float { Float(entryLogs[entry.index]) / 1000 }

    /// The context word the entry's phrase is counted as.
    public func contextWord(_ entry: Entry) -> ContextWord { ContextWord(index: Int(phraseContexts[Int(entryPhrases[entry.index])])) }

    /// The likeliest phrase filed under a context word (`nil` for the sentence's start and end).
    public func text(_ word: ContextWord) -> String? { word.index < 2 ? nil : phrase(Int(wordPhrases[word.index])) }

    // MARK: The bigram model

    /// log10 P(`word` | `previous`): the stored pair, or the previous word's backoff weight times
    /// P(`word`); a previous word never seen as a history gives P(`word`).
    ///
    /// - Complexity: O(log *n*) for *n* words stored after `previous`.
    public func logProbability(of word: ContextWord, after previous: ContextWord) -> Float {
        var low = Int(bigramStarts[previous.index]), high = Int(bigramStarts[previous.index + 1])
        let target = UInt32(word.index)
        while low < high {
            let middle = (low + high) / 2
            let second = bigramSeconds[middle]
            if second == target { return Float(bigramLogs[middle]) / 1000 }
            if second < target { low = middle + 1 } else { high = middle }
        }
        return Float(Int(backoffs[previous.index]) + Int(unigrams[word.index])) / 1000
    }

    /// The words stored after `previous`, with their log10 probabilities.
    public func followers(of previous: ContextWord) -> [(word: ContextWord, logProbability: Float)] {
        (Int(bigramStarts[previous.index])..<Int(bigramStarts[previous.index + 1])).map {
            (ContextWord(index: Int(bigramSeconds[$0])), Float(bigramLogs[$0]) / 1000)
        }
    }

    // MARK: Follow-ons

    /// The entries of the phrases McBopomofo offers after `character` read as `syllable` (the
    /// phrases that begin so), best first.
    public func followOns(character: Unicode.Scalar, syllable: BopomofoSyllable) -> [Entry] {
        let target = (character.value, UInt32(syllable.key))
        var low = 0, high = groupStarts.count - 1
        while low < high {
            let middle = (low + high) / 2
            let key = (groupKeys[2 * middle], groupKeys[2 * middle + 1])
            if key == target {
                return (Int(groupStarts[middle])..<Int(groupStarts[middle + 1])).map { Entry(index: Int(groupEntries[$0])) }
            }
            if key < target { low = middle + 1 } else { high = middle }
        }
        return []
    }
}
