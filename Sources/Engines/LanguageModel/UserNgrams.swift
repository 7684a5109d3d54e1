public import UserData

/// What one user typed in one language, as n-grams: each word, and each word after the one or two
/// before it in its sentence. The bundled model knows the language; these counts make what the
/// user types come first (``WordPredictor``).
///
/// A value type; the typing component notes every committed word (never in fields that forbid
/// learning) and keeps it in the host's storage in a text format framed by ``CheckedRecords``:
///
/// ```text
/// softkbd-user-ngrams 1
/// 1<TAB>3<TAB>17<TAB>Zoë
/// 2<TAB>2<TAB>16<TAB>good<TAB>morning
/// 3<TAB>1<TAB>18<TAB><TAB>good<TAB>morning
/// end 3 5d1f22c0
/// ```
///
/// A line is the n-gram's order, times typed, last use (a clock that grows with every word noted),
/// then the words: lower case, except a single word, kept as last typed. An empty word is the
/// start of a sentence.
public struct UserNgrams: Hashable, Sendable {
    public struct Entry: Hashable, Sendable {
        public var count: Int
        public var lastUse: Int
        /// For a single word: how it was last typed (`Zoë`, `iPad`).
        public var text: String
    }

    public typealias DecodingError = CheckedRecords.DecodingError
    public static let formatLine = "softkbd-user-ngrams 1"

    /// Words, pairs and triples by their key: the lower-case words joined by tabs.
    public private(set) var entries: [String: Entry] = [:]
    // Derived from `entries`, so that a keystroke's look-ups never scan them: per history (a key
    // of one or two words) the times a word followed it and the words that did; the single words
    // in UTF-8 order, for prefixes.
    private var historyTotals: [String: Int] = [:]
    private var followerIndex: [String: Set<String>] = [:]
    private var wordIndex: [String] = []
    /// Words noted in all.
    public private(set) var total = 0
    public private(set) var clock = 0
    /// The most entries kept; the least recently used go first.
    public var capacity: Int

    public init(capacity: Int = 30_000) {
        self.capacity = max(3, capacity)
    }

    public var isEmpty: Bool { entries.isEmpty }

    static func key(_ word: String) -> String { word.lowercased() }

    static func isStorable(_ word: String) -> Bool {
        LearnedText.isValid(word) && word.unicodeScalars.count <= 64 && !word.contains(where: { $0 == "\t" || $0.isNewline || $0 == " " })
    }

    /// The user typed `word` after `history` (the words before it in its sentence, oldest first;
    /// empty at a sentence's start).
    public mutating func note(_ word: String, after history: [String]) {
        guard !word.isEmpty, Self.isStorable(word), history.allSatisfy(Self.isStorable) else { return }
        clock += 1
        total += 1
        let next = Self.key(word)
        let context = Array(([""] + history.map(Self.key)).suffix(2))
        bump(next, text: word)
        bump(context[context.count - 1] + "\t" + next, text: "")
        if context.count == 2 { bump(context.joined(separator: "\t") + "\t" + next, text: "") }
        trim()
    }

    private mutating func bump(_ key: String, text: String) {
        let isNew = entries[key] == nil
        var entry = entries[key] ?? Entry(count: 0, lastUse: clock, text: text)
        entry.count += 1
        entry.lastUse = clock
        if !text.isEmpty { entry.text = text }
        entries[key] = entry
        if let tab = key.lastIndex(of: "\t") {
            let history = String(key[..<tab])
            historyTotals[history, default: 0] += 1
            if isNew { followerIndex[history, default: []].insert(String(key[key.index(after: tab)...])) }
        } else if isNew {
            wordIndex.insert(key, at: Self.lowerBound(key, in: wordIndex))
        }
    }

    /// Where `key` goes in UTF-8 order among `sorted`.
    private static func lowerBound(_ key: String, in sorted: [String]) -> Int {
        var (low, high) = (0, sorted.count)
        while low < high {
            let middle = (low + high) / 2
            if sorted[middle].utf8.lexicographicallyPrecedes(key.utf8) { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Times the user typed this n-gram (words oldest first; "" for a sentence's start).
    public func count(_ words: [String]) -> Int {
        entries[words.map(Self.key).joined(separator: "\t")]?.count ?? 0
    }

    /// Times anything followed this history.
    public func total(after history: [String]) -> Int {
        historyTotals[history.map(Self.key).joined(separator: "\t")] ?? 0
    }

    /// The words typed after `history` (one or two words), with their counts.
    ///
    /// - Complexity: O(*f*) in the words that followed it.
    public func followers(of history: [String]) -> [(word: String, count: Int)] {
        let key = history.map(Self.key).joined(separator: "\t")
        return (followerIndex[key] ?? []).compactMap { word in entries[key + "\t" + word].map { (word, $0.count) } }
    }

    /// Words typed that begin with `prefix` (ignoring case) and are longer, with their counts.
    ///
    /// - Complexity: O(log *w* + *k*) for *k* such words among the *w* kept.
    public func words(withPrefix prefix: String) -> [(word: String, text: String, count: Int)] {
        let key = Self.key(prefix)
        var result: [(word: String, text: String, count: Int)] = []
        for stored in wordIndex[Self.lowerBound(key, in: wordIndex)...] {
            guard stored.utf8.starts(with: key.utf8) else { break }
            if stored.utf8.count > key.utf8.count, let entry = entries[stored] { result.append((stored, entry.text, entry.count)) }
        }
        return result
    }

    /// How the user last typed a word, if they typed it.
    public func typedForm(of word: String) -> String? {
        entries[Self.key(word)]?.text
    }

    /// Forgets a word and every n-gram it is in; returns whether there was anything to forget.
    @discardableResult
    public mutating func forget(_ word: String) -> Bool {
        let target = Self.key(word)
        let keys = entries.keys.filter { $0.split(separator: "\t", omittingEmptySubsequences: false).contains { $0 == target } }
        for key in keys { entries[key] = nil }
        if !keys.isEmpty { rebuildIndex() }
        return !keys.isEmpty
    }

    /// Drops the least recently used hundredth (at least what is over) when over capacity.
    private mutating func trim() {
        guard entries.count > capacity else { return }
        let oldest = entries.sorted { ($0.value.lastUse, $0.key) < ($1.value.lastUse, $1.key) }
            .prefix(max(1, capacity / 100, entries.count - capacity))
        for (key, _) in oldest { entries[key] = nil }
        rebuildIndex()
    }

    private mutating func rebuildIndex() {
        (historyTotals, followerIndex, total) = ([:], [:], 0)
        var words: [String] = []
        for (key, entry) in entries {
            if let tab = key.lastIndex(of: "\t") {
                let history = String(key[..<tab])
                historyTotals[history, default: 0] += entry.count
                followerIndex[history, default: []].insert(String(key[key.index(after: tab)...]))
            } else {
                total += entry.count
                words.append(key)
            }
        }
        wordIndex = words.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    // MARK: Storage

    /// The n-grams in the text format, most recently used first.
    ///
    /// - Complexity: O(*n* log *n*) in the entries.
    public func encoded() -> [UInt8] {
        let lines = entries.sorted { ($0.value.lastUse, $0.key) > ($1.value.lastUse, $1.key) }.map { key, entry in
            let words = key.split(separator: "\t", omittingEmptySubsequences: false)
            let shown = words.count == 1 ? entry.text : key
            return "\(words.count)\t\(entry.count)\t\(entry.lastUse)\t\(shown)"
        }
        return CheckedRecords.encode(lines, format: Self.formatLine)
    }

    /// Reads the text format.
    ///
    /// - Throws: ``DecodingError`` naming the line of a malformed entry, or the frame's problem.
    public init(decoding bytes: [UInt8], capacity: Int = 30_000) throws(DecodingError) {
        self.init(capacity: capacity)
        for (number, line) in try CheckedRecords.decode(bytes, format: Self.formatLine) {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count >= 4, let order = Int(fields[0]), (1...3).contains(order), fields.count == 3 + order,
                  let count = Int(fields[1]), count > 0, let lastUse = Int(fields[2]), lastUse >= 0,
                  fields[3...].allSatisfy({ $0.isEmpty || Self.isStorable($0) }), !fields[fields.count - 1].isEmpty,
                  order == 1 || fields[4...].dropLast().allSatisfy({ !$0.isEmpty }) else {
                throw DecodingError(line: number, reason: "expected '<1, 2 or 3>\\t<count>\\t<last use>' and that many words")
            }
            let words = Array(fields[3...])
            let key = words.map(Self.key).joined(separator: "\t")
            entries[key] = Entry(count: count, lastUse: lastUse, text: order == 1 ? words[0] : "")
            clock = max(clock, lastUse)
        }
        rebuildIndex()
    }
}
