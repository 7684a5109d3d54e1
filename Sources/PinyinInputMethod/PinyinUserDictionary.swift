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
        guard !text.isEmpty, !syllables.isEmpty,
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

    /// The dictionary in its text format, entries in a stable order (most recently used first;
    /// no two entries share a use).
    ///
    /// - Complexity: O(*n* log *n*) in the entries.
    public func encoded() -> [UInt8] {
        var bytes = Array((Self.formatLine + "\n").utf8)
        bytes.reserveCapacity(entries.count * 32 + 64)
        func number(_ value: Int) {
            var digits: [UInt8] = []
            var rest = value
            repeat {
                digits.append(UInt8(ascii: "0") + UInt8(rest % 10))
                rest /= 10
            } while rest > 0
            bytes += digits.reversed()
        }
        let sorted = entries.values.sorted { a, b in a.lastUse != b.lastUse ? a.lastUse > b.lastUse : a.text < b.text }
        for entry in sorted {
            number(entry.count)
            bytes.append(UInt8(ascii: "\t"))
            bytes += entry.text.utf8
            bytes.append(UInt8(ascii: "\t"))
            for (index, syllable) in entry.syllables.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: " ")) }
                bytes += syllable.utf8
            }
            bytes.append(UInt8(ascii: "\t"))
            number(entry.lastUse)
            bytes.append(UInt8(ascii: "\n"))
        }
        let hash = Self.fnv1a(bytes)
        bytes += "end \(sorted.count) \(String(hash, radix: 16))\n".utf8
        return bytes
    }

    /// Reads the text format.
    ///
    /// - Throws: ``DecodingError`` naming the line for a wrong header, a malformed entry, a
    ///   missing or wrong end line (a truncated file), or a hash that does not match.
    public init(decoding bytes: [UInt8], capacity: Int = 20_000) throws(DecodingError) {
        self.init(capacity: capacity)
        // The end line is the last line; everything before it is hashed.
        var body = bytes[...]
        if body.last == UInt8(ascii: "\n") { body = body.dropLast() }
        guard let lastBreak = body.lastIndex(of: UInt8(ascii: "\n")) else {
            throw DecodingError(line: 1, reason: bytes.isEmpty ? "the file is empty" : "no end line (the file is truncated)")
        }
        let content = Array(bytes[..<(lastBreak + 1)])
        guard let contentText = String(validating: content, as: UTF8.self) else {
            throw DecodingError(line: 1, reason: "the file is not UTF-8")
        }
        let lines = contentText.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        guard lines.first.map(String.init) == Self.formatLine else {
            throw DecodingError(line: 1, reason: "expected '\(Self.formatLine)'")
        }
        let endLine = String(decoding: body[(lastBreak + 1)...], as: UTF8.self)
        let endFields = endLine.split(separator: " ")
        guard endFields.count == 3, endFields[0] == "end", let declared = Int(endFields[1]) else {
            throw DecodingError(line: lines.count + 1, reason: "expected 'end <count> <hash>' (the file is truncated)")
        }
        guard UInt32(endFields[2], radix: 16) == Self.fnv1a(content) else {
            throw DecodingError(line: lines.count + 1, reason: "the hash does not match the contents (the file is damaged)")
        }
        guard declared == lines.count - 1 else {
            throw DecodingError(line: lines.count + 1, reason: "\(declared) entries declared, \(lines.count - 1) found")
        }
        for (offset, line) in lines.dropFirst().enumerated() {
            let number = offset + 2
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 4, let count = Int(fields[0]), count > 0, let lastUse = Int(fields[3]), lastUse >= 0,
                  !fields[1].isEmpty else {
                throw DecodingError(line: number, reason: "expected '<count>\\t<text>\\t<syllables>\\t<last use>'")
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

    static func fnv1a<C: Collection>(_ bytes: C) -> UInt32 where C.Element == UInt8 {
        var hash: UInt32 = 0x811c_9dc5
        for byte in bytes { hash = (hash ^ UInt32(byte)) &* 0x0100_0193 }
        return hash
    }
}
