public import UserData

/// What one user's typing taught the keyboard in one language: words the lexicon lacks that the
/// user keeps typing or went back to. (Which word followed which is ``UserNgrams``' now; the
/// pairs an earlier version kept here are still read, for the typing component to move there.)
///
/// A value type; the host changes it as words are committed and keeps it in the host's storage
/// (never from secure or sensitive fields) in a text format framed by ``CheckedRecords``:
///
/// ```text
/// softkbd-user-words 1
/// w<TAB>3<TAB>17<TAB>Zoë
/// p<TAB>2<TAB>16<TAB>good<TAB>morning
/// end 2 9c0e41aa
/// ```
///
/// `w` lines are words (times typed, last use, the word as last typed); `p` lines, written by
/// earlier versions, are pairs (times, last use, the earlier word and the next, both lower case).
public struct UserWords: Hashable, Sendable {
    public struct Word: Hashable, Sendable {
        /// The form last typed (`Zoë`, `iPad`).
        public var text: String
        public var count: Int
        public var lastUse: Int
    }

    public struct Pair: Hashable, Sendable {
        public var previous: String
        public var next: String
        public var count: Int
        public var lastUse: Int
    }

    /// Why stored user words could not be read.
    public typealias DecodingError = CheckedRecords.DecodingError

    public static let formatLine = "softkbd-user-words 1"
    /// Times a word must be typed (and kept) before it counts as known; going back to a word
    /// after a correction makes it known at once.
    public static let knownCount = 2

    /// Words by their lower-case form.
    public private(set) var words: [String: Word] = [:]
    /// Pairs an earlier version noted, by `previous + "\t" + next`, lower case.
    public private(set) var pairs: [String: Pair] = [:]
    /// Grows by one with every change; what to drop first when full.
    public private(set) var clock = 0
    /// The most words kept; the least recently used go first.
    public var wordCapacity: Int

    public init(wordCapacity: Int = 5_000) {
        self.wordCapacity = max(1, wordCapacity)
    }

    public var isEmpty: Bool { words.isEmpty && pairs.isEmpty }

    static func key(_ word: String) -> String { word.lowercased() }

    static func isStorable(_ text: String) -> Bool {
        LearnedText.isValid(text) && text.unicodeScalars.count <= 64 && !text.contains(where: { $0 == "\t" || $0.isNewline || $0 == " " })
    }

    /// Whether the user's typing made `word` known (in any casing).
    ///
    /// - Complexity: O(1) on average.
    public func isKnown(_ word: String) -> Bool { (words[Self.key(word)]?.count ?? 0) >= Self.knownCount }

    /// The user typed `word` and kept it.
    public mutating func noteTyped(_ word: String) {
        guard Self.isStorable(word) else { return }
        clock += 1
        let key = Self.key(word)
        var entry = words[key] ?? Word(text: word, count: 0, lastUse: clock)
        entry.count += 1
        entry.text = word
        entry.lastUse = clock
        words[key] = entry
        Self.trim(&words, to: wordCapacity)
    }

    /// The user went back to `word` (reverting a correction, or picking it as typed): known now.
    public mutating func accept(_ word: String) {
        guard Self.isStorable(word) else { return }
        noteTyped(word)
        let key = Self.key(word)
        if var entry = words[key], entry.count < Self.knownCount {
            entry.count = Self.knownCount
            words[key] = entry
        }
    }

    /// Forgets a word and the pairs it is in; returns whether there was anything to forget.
    @discardableResult
    public mutating func forget(_ word: String) -> Bool {
        let key = Self.key(word)
        let pairKeys = pairs.filter { $0.value.previous == key || $0.value.next == key }.map(\.key)
        for pairKey in pairKeys { pairs[pairKey] = nil }
        return words.removeValue(forKey: key) != nil || !pairKeys.isEmpty
    }

    /// Drops the pairs of an earlier version (once they are n-grams).
    public mutating func forgetPairs() { pairs = [:] }

    /// Known words that begin with `prefix` (ignoring case) and are longer, most often typed first.
    ///
    /// - Complexity: O(*w*) in the words kept.
    public func completions(of prefix: String, limit: Int) -> [String] {
        let key = Self.key(prefix)
        return words.values.filter { $0.count >= Self.knownCount && Self.key($0.text).hasPrefix(key) && Self.key($0.text) != key }
            .sorted { $0.count != $1.count ? $0.count > $1.count : $0.lastUse > $1.lastUse }
            .prefix(max(0, limit)).map(\.text)
    }

    /// Drops the least recently used hundredth (at least one) when over capacity.
    private static func trim<Value>(_ table: inout [String: Value], to capacity: Int) where Value: LastUsed {
        guard table.count > capacity else { return }
        let oldest = table.sorted { $0.value.lastUse < $1.value.lastUse }.prefix(max(1, capacity / 100, table.count - capacity))
        for (key, _) in oldest { table[key] = nil }
    }

    // MARK: Storage

    /// The words and pairs in the text format, in a stable order (most recently used first).
    ///
    /// - Complexity: O(*n* log *n*) in the entries.
    public func encoded() -> [UInt8] {
        let wordLines = words.values.sorted { ($0.lastUse, $0.text) > ($1.lastUse, $1.text) }
            .map { "w\t\($0.count)\t\($0.lastUse)\t\($0.text)" }
        let pairLines = pairs.values.sorted { ($0.lastUse, $0.previous, $0.next) > ($1.lastUse, $1.previous, $1.next) }
            .map { "p\t\($0.count)\t\($0.lastUse)\t\($0.previous)\t\($0.next)" }
        return CheckedRecords.encode(wordLines + pairLines, format: Self.formatLine)
    }

    /// Reads the text format.
    ///
    /// - Throws: ``DecodingError`` naming the line of a malformed entry, or the frame's problem
    ///   (wrong header, truncated, damaged).
    public init(decoding bytes: [UInt8], wordCapacity: Int = 5_000) throws(DecodingError) {
        self.init(wordCapacity: wordCapacity)
        for (number, line) in try CheckedRecords.decode(bytes, format: Self.formatLine) {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count >= 4, let count = Int(fields[1]), count > 0, let lastUse = Int(fields[2]), lastUse >= 0,
                  fields.dropFirst(3).allSatisfy(Self.isStorable) else {
                throw DecodingError(line: number,
                                    reason: "expected 'w\\t<count>\\t<last use>\\t<word>' or 'p\\t<count>\\t<last use>\\t<word>\\t<word>'")
            }
            switch (fields[0], fields.count) {
            case ("w", 4):
                words[Self.key(fields[3])] = Word(text: fields[3], count: count, lastUse: lastUse)
            case ("p", 5):
                let pair = Pair(previous: Self.key(fields[3]), next: Self.key(fields[4]), count: count, lastUse: lastUse)
                pairs[pair.previous + "\t" + pair.next] = pair
            default:
                throw DecodingError(line: number, reason: "unknown entry '\(fields[0])' with \(fields.count) fields")
            }
            clock = max(clock, lastUse)
        }
    }
}

/// Entries dropped least recently used first.
protocol LastUsed { var lastUse: Int { get } }
extension UserWords.Word: LastUsed {}
extension UserWords.Pair: LastUsed {}
