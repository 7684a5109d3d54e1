import InputMethodCore

/// What one user has taught the pinyin engine: words and phrases with their readings and how
/// often they were chosen.
///
/// A value type; the engine reads it when it builds the lattice, the input method changes it
/// when the user chooses candidates, and it is stored as text (see ``encoded()``):
///
/// ```text
/// softkbd-pinyin-user 1
/// 3<TAB>西安<TAB>xi an<TAB>17
/// 1<TAB>北京天安门<TAB>bei jing tian an men<TAB>18
/// end 2 4f2a91c3
/// ```
///
/// The first line names the format and its version. Each entry line holds the number of times
/// the entry was chosen, its text, its syllables separated by single spaces, and the value of a
/// use counter when it was last chosen (which entry to drop when the dictionary is full). The
/// last line repeats the number of entries and gives the FNV-1a 32-bit hash, in hexadecimal, of
/// every byte before it, so a truncated or damaged file is recognised rather than half read.
public struct PinyinUserDictionary: Hashable, Sendable {
    public struct Entry: Hashable, Sendable {
        public var text: String
        public var syllables: [String]
        public var count: Int
        public var lastUse: Int
    }

    /// Why stored user data could not be read.
    public struct DecodingError: Error, Hashable, Sendable, CustomStringConvertible {
        /// The 1-based line of the problem.
        public var line: Int
        public var reason: String
        public var description: String { "user dictionary, line \(line): \(reason)" }
    }

    /// Entries by text and reading (`西安|xi an`).
    public private(set) var entries: [String: Entry] = [:]
    /// The use counter: grows by one with every choice.
    public private(set) var clock = 0
    /// The most entries kept; the least recently used goes first when a new one would exceed it.
    public var capacity: Int

    public static let formatLine = "softkbd-pinyin-user 1"

    public init(capacity: Int = 20_000) { self.capacity = max(1, capacity) }

    public var isEmpty: Bool { entries.isEmpty }
    public var count: Int { entries.count }

    static func key(_ text: String, _ syllables: [String]) -> String { text + "|" + syllables.joined(separator: " ") }

    /// How often `text` read as `syllables` was chosen (0 when never).
    ///
    /// - Complexity: O(1) on average.
    public func count(of text: String, syllables: [String]) -> Int { entries[Self.key(text, syllables)]?.count ?? 0 }

    /// Records that the user chose `text` for `syllables`, and returns the entries dropped to
    /// make room: when the dictionary is full, the least recently used 1 % of it (at least one
    /// entry) goes at once, so a full dictionary scans its entries once per hundred new words
    /// rather than for every one. Empty texts and readings, and texts or syllables with tabs or
    /// line breaks, are ignored.
    ///
    /// - Complexity: O(1) on average; O(*n* log *n*) when a full dictionary drops entries.
    @discardableResult
    public mutating func learn(_ text: String, syllables: [String]) -> [Entry] {
        guard LearnedText.isValid(text), !syllables.isEmpty,
              !text.contains(where: { $0 == "\t" || $0.isNewline }),
              syllables.allSatisfy({ !$0.isEmpty && $0.allSatisfy { ("a"..."z").contains($0) } }) else { return [] }
        clock += 1
        let key = Self.key(text, syllables)
        if var entry = entries[key] {
            entry.count += 1
            entry.lastUse = clock
            entries[key] = entry
            return []
        }
        var dropped: [Entry] = []
        if entries.count >= capacity {
            let oldest = entries.sorted { $0.value.lastUse < $1.value.lastUse }.prefix(max(1, capacity / 100, entries.count - capacity + 1))
            for (key, entry) in oldest {
                entries[key] = nil
                dropped.append(entry)
            }
        }
        entries[key] = Entry(text: text, syllables: syllables, count: 1, lastUse: clock)
        return dropped
    }

    /// Forgets every reading of `text`; returns whether there was anything to forget.
    @discardableResult
    public mutating func forget(_ text: String) -> Bool {
        let keys = entries.filter { $0.value.text == text }.map(\.key)
        for key in keys { entries[key] = nil }
        return !keys.isEmpty
    }

    // MARK: Storage

    /// The dictionary in its text format (framed by ``InputMethodCore/CheckedRecords``), entries
    /// in a stable order (most recently used first; no two entries share a use).
    ///
    /// - Complexity: O(*n* log *n*) in the entries.
    public func encoded() -> [UInt8] {
        let sorted = entries.values.sorted { a, b in a.lastUse != b.lastUse ? a.lastUse > b.lastUse : a.text < b.text }
        let records = sorted.map { "\($0.count)\t\($0.text)\t\($0.syllables.joined(separator: " "))\t\($0.lastUse)" }
        return CheckedRecords.encode(records, format: Self.formatLine)
    }

    /// Reads the text format.
    ///
    /// - Throws: ``DecodingError`` naming the line for a wrong header, a malformed entry, a
    ///   missing or wrong end line (a truncated file), or a hash that does not match.
    public init(decoding bytes: [UInt8], capacity: Int = 20_000) throws(DecodingError) {
        self.init(capacity: capacity)
        let records: [(line: Int, record: Substring)]
        do {
            records = try CheckedRecords.decode(bytes, format: Self.formatLine)
        } catch {
            throw DecodingError(line: error.line, reason: error.reason)
        }
        for (number, line) in records {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 4, let count = Int(fields[0]), count > 0, let lastUse = Int(fields[3]), lastUse >= 0,
                  !fields[1].isEmpty else {
                throw DecodingError(line: number, reason: "expected '<count>\\t<text>\\t<syllables>\\t<last use>'")
            }
            if let control = LearnedText.firstControl(in: fields[1]) {
                throw DecodingError(line: number, reason: "the word holds control character \(control)")
            }
            let syllables = fields[2].split(separator: " ").map(String.init)
            guard !syllables.isEmpty, syllables.allSatisfy({ $0.allSatisfy { ("a"..."z").contains($0) } }) else {
                throw DecodingError(line: number, reason: "'\(fields[2])' is not a list of syllables")
            }
            let entry = Entry(text: String(fields[1]), syllables: syllables, count: count, lastUse: lastUse)
            entries[Self.key(entry.text, syllables)] = entry
            clock = max(clock, lastUse)
        }
    }
}
