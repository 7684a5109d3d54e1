public import DataFiles
import Synchronization

/// A language's words with their frequencies and spelling verdicts, memory-mapped from a
/// lexicon file (`Sources/Engines/LexiconsData/<language>.lexicon`, written by `Generators/Autocorrection/build_lexicons.py`, whose
/// comment specifies the format) and read in place: a trie whose nodes carry the word ending
/// there and the most frequent correction target below them.
///
/// Words are stored as the source list has them: lower case (case-folded), NFC. Each has a
/// ``Kind``: only words accepted as written, capitalised or in upper case are offered as
/// corrections; rejected ones (`teh`, `dont`) are known typos.
///
/// ```swift
/// let english = try Lexicon(path: Lexicon.bundledPath(language: "en")!)
/// english.entry(for: "the")?.kind          // .accepted
/// english.entry(for: "paris")?.kind        // .capitalised
/// english.entry(for: "teh")?.kind          // .rejected
/// english.entry(for: "qzx")                // nil
/// ```
public final class Lexicon: @unchecked Sendable {
    /// Why the file cannot be used (`DataFiles`' one error for mapped data).
    public typealias LoadError = DataLoadError

    /// What the language's spelling dictionary says about a word as the list stores it.
    public enum Kind: UInt8, Sendable, CaseIterable {
        /// Accepted as written (in lower case).
        case accepted
        /// Only the capitalised form is accepted (`paris` → `Paris`, German nouns).
        case capitalised
        /// Only the upper-case form is accepted (`nasa` → `NASA`).
        case upperCase
        /// Rejected in every casing: a known typo, slang or a foreign word; never a correction.
        case rejected

        /// Whether a correction may produce the word.
        public var isTarget: Bool { self != .rejected }
    }

    /// A word's verdict and frequency.
    public struct Entry: Hashable, Sendable {
        public var kind: Kind
        /// Frequency in steps of 1/8 Zipf unit below Zipf 8.5: 1 is the most frequent, 63 the rarest.
        public var level: UInt8
        /// The word's Zipf frequency (log10 of occurrences per 10⁹ words), as the level keeps it.
        public var zipf: Double { 8.5 - Double(level) / 8 }
    }

    /// The BCP 47 language the lexicon is for.
    public let language: String
    /// The number of words, and of them the correction targets.
    public let wordCount: Int
    public let targetCount: Int
    /// The lexicon's letters; symbol `s` (1...count) is `alphabet[s - 1]`.
    public let alphabet: [Unicode.Scalar]
    let symbolOf: [UInt32: UInt8]
    /// For each symbol, the symbol it is typed as without its long press (0: none).
    let folding: [UInt8]
    /// Per node: the fewest letters below it to a target word (255: none), and the most.
    let nearest: [UInt8]
    let farthest: [UInt8]
    let nodeCount: Int

    /// The targets sorted by their ``SoundAlike`` key's hash, then most frequent first: built at
    /// the first use, for the languages with rules.
    let soundAlikeIndex = Mutex<[SoundAlikeEntry]?>(nil)
    /// Whether the index's building has been started (so a corrector opening while it is built
    /// does not wait for the lock).
    let soundAlikeStarted = Atomic<Bool>(false)

    /// The mapping: it lives as long as the lexicon, and unmaps with it.
    private let file: MappedFile
    private let base: UnsafeRawPointer
    private let length: Int
    /// The trie's nodes, 7 bytes each: children start (u24), children count, symbol, best, word.
    let nodes: UnsafePointer<UInt8>
    static let nodeSize = 7

    /// Maps a lexicon file; every offset in it is checked here, so lookups need no checks.
    public convenience init(path: String) throws(LoadError) {
        let mapped: MappedFile
        do { mapped = try MappedFile(path: path) } catch MappedFile.Error.truncated { throw .corrupt(path: path,
                                                                                                     why: "file too small") } catch {
            throw .cannotOpen(path)
        }
        try self.init(file: mapped)
    }

    /// Reads a lexicon in place from a mapped file, or from memory the app mapped or loaded
    /// itself (``MappedFile/init(memory:name:owner:)``); every table is checked as from a path.
    public init(file mapped: MappedFile) throws(LoadError) {
        let path = mapped.path
        let length = mapped.count
        guard length >= 16 else { throw .corrupt(path: path, why: "file too small") }
        let base = mapped.base
        file = mapped
        var cursor = 0
        func fail(_ why: String) -> LoadError { .corrupt(path: path, why: why) }
        func u32() throws(LoadError) -> Int {
            guard cursor + 4 <= length else { throw fail("truncated at byte \(cursor)") }
            let value = base.loadUnaligned(fromByteOffset: cursor, as: UInt32.self)
            cursor += 4
            return Int(UInt32(littleEndian: value))
        }
        func bytes(_ count: Int) throws(LoadError) -> UnsafePointer<UInt8> {
            guard count >= 0, count <= length - cursor else { throw fail("truncated at byte \(cursor)") }
            let pointer = (base + cursor).assumingMemoryBound(to: UInt8.self)
            cursor += count
            while cursor % 4 != 0 { cursor += 1 }
            return pointer
        }
        guard base.loadUnaligned(as: UInt32.self) == UInt32(littleEndian: 0x584C_4B53) else { throw fail("not a SoftKeyboard lexicon") }
        cursor = 4
        let version = try u32()
        guard version == 1 else { throw fail("unsupported version \(version) (this reader reads version 1)") }
        let tagCount = try u32()
        guard tagCount <= 64 else { throw fail("language tag of \(tagCount) bytes") }
        language = String(decoding: UnsafeBufferPointer(start: try bytes(tagCount), count: tagCount), as: UTF8.self)
        let letters = try u32()
        guard letters <= 255 else { throw fail("\(letters) letters (at most 255)") }
        var alphabet: [Unicode.Scalar] = []
        var symbolOf: [UInt32: UInt8] = [:]
        for index in 0..<letters {
            guard let scalar = Unicode.Scalar(UInt32(try u32())) else { throw fail("letter \(index + 1) is not a Unicode scalar") }
            alphabet.append(scalar)
            symbolOf[scalar.value] = UInt8(index + 1)
        }
        self.alphabet = alphabet
        self.symbolOf = symbolOf
        let folds = try bytes(letters + 1)
        folding = (0...letters).map { folds[$0] <= letters ? folds[$0] : 0 }
        wordCount = try u32()
        targetCount = try u32()
        nodeCount = try u32()
        guard nodeCount >= 1, nodeCount < 1 << 24, targetCount <= wordCount else { throw fail("counts") }
        nodes = try bytes(Self.nodeSize * nodeCount)
        self.base = base
        self.length = length
        // Children come after their parent and inside the trie (so every walk ends), every
        // node but the root is some node's child once, and every edge's symbol is a letter.
        var parents = 0
        for node in 0..<nodeCount {
            let p = nodes + Self.nodeSize * node
            let start = Int(p[0]) | Int(p[1]) << 8 | Int(p[2]) << 16, count = Int(p[3])
            guard count == 0 || (start > node && start + count <= nodeCount) else {
                throw fail("trie node \(node) has children \(start)..<\(start + count)")
            }
            parents += count
            guard node == 0 || (p[4] >= 1 && Int(p[4]) <= letters) else { throw fail("trie node \(node) has symbol \(p[4])") }
            guard p[6] & 0x3F != 0 || p[6] == 0 else { throw fail("trie node \(node) has word byte \(p[6])") }
        }
        guard parents == nodeCount - 1 else { throw fail("trie has \(parents) children for \(nodeCount) nodes") }
        // The fewest and the most letters from each node to a target word below it, bottom up
        // (children come after their parent): what lets the search bound how many touches a
        // branch can still explain. Two bytes per node, the only memory a lexicon dirties.
        var near = [UInt8](repeating: 255, count: nodeCount), far = [UInt8](repeating: 0, count: nodeCount)
        for node in (0..<nodeCount).reversed() {
            let p = nodes + Self.nodeSize * node
            var fewest: UInt8 = p[6] != 0 && p[6] >> 6 != 3 ? 0 : 255, most: UInt8 = 0
            let start = Int(p[0]) | Int(p[1]) << 8 | Int(p[2]) << 16
            for child in start..<(start + Int(p[3])) where near[child] != 255 {
                fewest = min(fewest, min(near[child], 253) + 1)
                most = max(most, min(far[child], 253) + 1)
            }
            near[node] = fewest
            far[node] = most
        }
        nearest = near
        farthest = far
    }

    /// The children of `node`, as a range of node indices.
    @inline(__always) func children(of node: Int) -> Range<Int> {
        let p = nodes + Self.nodeSize * node
        let start = Int(p[0]) | Int(p[1]) << 8 | Int(p[2]) << 16
        return start..<(start + Int(p[3]))
    }

    /// The symbol on the edge into `node`.
    @inline(__always) func symbol(_ node: Int) -> UInt8 { nodes[Self.nodeSize * node + 4] }
    /// The lowest level of a target word at or below `node` (255: none).
    @inline(__always) func best(_ node: Int) -> UInt8 { nodes[Self.nodeSize * node + 5] }
    /// The word byte of `node` (0: no word ends there; else kind << 6 | level).
    @inline(__always) func word(_ node: Int) -> UInt8 { nodes[Self.nodeSize * node + 6] }

    /// The entry of the word ending at `node`, if one does.
    @inline(__always) func entry(at node: Int) -> Entry? {
        let byte = word(node)
        guard byte != 0, let kind = Kind(rawValue: byte >> 6) else { return nil }
        return Entry(kind: kind, level: byte & 0x3F)
    }

    /// The child of `node` along `symbol`.
    ///
    /// - Complexity: O(log *k*) in the node's children.
    func child(of node: Int, symbol: UInt8) -> Int? {
        var range = children(of: node)
        while !range.isEmpty {
            let middle = range.lowerBound + range.count / 2
            let found = self.symbol(middle)
            if found == symbol { return middle }
            if found < symbol { range = (middle + 1)..<range.upperBound } else { range = range.lowerBound..<middle }
        }
        return nil
    }

    /// The symbols of a word, or `nil` when it has a letter the lexicon lacks.
    func symbols(of word: some Sequence<Unicode.Scalar>) -> [UInt8]? {
        var result: [UInt8] = []
        for scalar in word {
            guard let symbol = symbolOf[scalar.value] else { return nil }
            result.append(symbol)
        }
        return result
    }

    /// The node a sequence of symbols leads to.
    func node(for symbols: some Sequence<UInt8>) -> Int? {
        var node = 0
        for symbol in symbols {
            guard let next = child(of: node, symbol: symbol) else { return nil }
            node = next
        }
        return node
    }

    /// The word as the lexicon stores it (lower case, NFC) and its entry, if it is there.
    ///
    /// - Complexity: O(*n* log *k*) in the word's length and the alphabet.
    public func entry(for word: String) -> Entry? {
        guard let symbols = symbols(of: word.unicodeScalars), let node = node(for: symbols) else { return nil }
        return entry(at: node)
    }

    /// The letter `letter` is typed as without its accent (`é` → `e`, `å` → `a`), when both are
    /// the lexicon's letters; `nil` for a letter without one.
    public func unaccented(_ letter: Unicode.Scalar) -> Unicode.Scalar? {
        guard let symbol = symbolOf[letter.value], case let base = Int(folding[Int(symbol)]), base >= 1,
              base != Int(symbol) else { return nil }
        return alphabet[base - 1]
    }

    /// The text of a sequence of symbols.
    func text(of symbols: some Sequence<UInt8>) -> String {
        var scalars = String.UnicodeScalarView()
        for symbol in symbols where symbol >= 1 && Int(symbol) <= alphabet.count { scalars.append(alphabet[Int(symbol) - 1]) }
        return String(scalars)
    }

    /// Every word with its entry, in the trie's order (shorter words first, then by letters).
    ///
    /// - Complexity: O(*n*) in the number of trie nodes.
    public func allWords() -> [(word: String, entry: Entry)] {
        var result: [(String, Entry)] = []
        result.reserveCapacity(wordCount)
        // Depth-first with an explicit stack of (node, depth); the path is rebuilt per node.
        var path: [UInt8] = []
        var stack: [(node: Int, depth: Int)] = [(0, 0)]
        while let (node, depth) = stack.popLast() {
            path.removeSubrange(depth...)
            if node != 0 { path.append(symbol(node)) }
            if let entry = entry(at: node) { result.append((text(of: path), entry)) }
            for child in children(of: node).reversed() { stack.append((child, path.count)) }
        }
        return result
    }

    /// The most frequent correction targets that begin with `prefix` (the prefix itself
    /// included when it is one), most frequent first.
    ///
    /// - Complexity: O(*k* log *k* · *b*) for *k* results and branching *b*: a best-first walk
    ///   guided by each node's most frequent target.
    public func completions(of prefix: String, limit: Int) -> [(word: String, entry: Entry)] {
        guard limit > 0, let start = symbols(of: prefix.unicodeScalars), let node = node(for: start) else { return [] }
        return completions(from: node, path: start, limit: limit)
    }

    func completions(from node: Int, path: [UInt8], limit: Int) -> [(word: String, entry: Entry)] {
        guard best(node) != 255 else { return [] }
        // A frontier ordered by the best level reachable; a node is "closed" when its own word is
        // taken, so each entry is either a node to expand or a word to emit.
        struct Item { var level: Int; var node: Int; var path: [UInt8]; var isWord: Bool }
        var frontier: [Item] = [Item(level: Int(best(node)), node: node, path: path, isWord: false)]
        var result: [(String, Entry)] = []
        while result.count < limit, !frontier.isEmpty {
            var bestIndex = 0
            for index in frontier.indices.dropFirst() where frontier[index].level < frontier[bestIndex].level
                || (frontier[index].level == frontier[bestIndex].level && frontier[index].isWord && !frontier[bestIndex].isWord) {
                bestIndex = index
            }
            let item = frontier.remove(at: bestIndex)
            if item.isWord {
                if let entry = entry(at: item.node) { result.append((text(of: item.path), entry)) }
                continue
            }
            if let entry = entry(at: item.node), entry.kind.isTarget {
                frontier.append(Item(level: Int(entry.level), node: item.node, path: item.path, isWord: true))
            }
            for child in children(of: item.node) where best(child) != 255 {
                frontier.append(Item(level: Int(best(child)), node: child, path: item.path + [symbol(child)], isWord: false))
            }
        }
        return result
    }
}

/// How this module's reader names its mapped file's problems (`DataFiles`' `DataLoadError`).
extension DataLoadError {
    static func cannotOpen(_ path: String) -> DataLoadError {
        DataLoadError(.cannotOpen(reason: nil), in: "the lexicon", at: path)
    }
    static func notFound(_ message: String) -> DataLoadError {
        DataLoadError(.notFound(message), in: "the lexicon", at: "")
    }
    static func corrupt(path: String, why: String) -> DataLoadError {
        DataLoadError(.corrupt(why), in: "the lexicon", at: path)
    }
}
