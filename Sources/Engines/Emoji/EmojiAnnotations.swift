public import DataFiles

/// One locale's CLDR emoji annotations: `<locale>.annotations` (FORMAT.md), read in place. Names
/// (`tts`) per catalog entry and the folded words of names and keywords, each with the entries
/// it belongs to. As in CLDR, a file holds only what differs from its ``parent``.
public final class EmojiAnnotations: @unchecked Sendable {
    // Safe to share: read-only after init (views into a read-only mapping, and arrays).

    /// What a term is to an entry: bits beside the entry's number in a posting (a term that is
    /// neither is a word of one of its longer keywords).
    enum Posting {
        /// A word of the entry's name.
        static let nameWord: UInt16 = 1
        /// One of its keywords, whole (`love` for ❤️).
        static let wholeKeyword: UInt16 = 2
    }

    /// The CLDR locale (`en`, `es_419`, `zh_Hant`).
    public let locale: String
    /// The locale it inherits from; `nil` for one whose parent is the root (which has no annotations).
    public let parent: String?
    public let path: String

    private let file: MappedFile
    private let flags: UnsafeBufferPointer<UInt8>
    private let nameStarts: [Int]
    private let nameBytes: UnsafeBufferPointer<UInt8>
    /// Between a base's name and its tones (`: `), between two tones (`, `).
    let toneSeparators: (String, String)
    /// The names of the five skin tones, light to dark.
    let toneNames: [String]
    /// The terms, decoded from the file's front coding: sorted by bytes.
    private let termStarts: [Int]
    private let termBytes: [UInt8]
    private let postingStarts: [Int]
    private let postings: UnsafeBufferPointer<UInt16>

    /// Maps and checks a locale's file; `entryCount` is the catalog's, which the file must match.
    public init(path: String, entryCount: Int) throws(EmojiCatalog.LoadError) {
        do { file = try MappedFile(path: path) } catch { throw .corrupt(path: path, reason: error.description) }
        self.path = path
        var reader = file.reader()
        do {
            guard try reader.bytes(4) == Array("SKEA".utf8), try reader.u32() == 1 else {
                throw EmojiCatalog.LoadError.corrupt(path: path, reason: "not an emoji annotations file of format 1")
            }
            locale = try reader.strings(1, lengthWidth: 2)[0]
            let parentName = try reader.strings(1, lengthWidth: 2)[0]
            parent = parentName.isEmpty ? nil : parentName
            guard try reader.u32() == entryCount else {
                throw EmojiCatalog.LoadError.corrupt(path: path, reason: "made for another catalog (the entry counts differ)")
            }
            flags = try reader.u8s(entryCount)
            try reader.align()
            (nameStarts, nameBytes) = try reader.texts(entryCount, lengthWidth: 2)
            let tones = try reader.strings(7, lengthWidth: 2)
            toneSeparators = (tones[0], tones[1])
            toneNames = Array(tones[2...])
            let termCount = try reader.u32()
            let shared = try reader.u8s(termCount)
            try reader.align()
            let (restStarts, restBytes) = try reader.texts(termCount, lengthWidth: 1)
            var starts = [0], bytes: [UInt8] = []
            bytes.reserveCapacity(restBytes.count * 2)
            for term in 0..<termCount {
                let common = Int(shared[term])
                let previous = term > 0 ? starts[term - 1] : 0
                guard common <= bytes.count - previous else {
                    throw EmojiCatalog.LoadError.corrupt(path: path, reason: "term \(term) shares more than the one before has")
                }
                bytes.append(contentsOf: bytes[previous..<(previous + common)])
                bytes.append(contentsOf: restBytes[restStarts[term]..<restStarts[term + 1]])
                starts.append(bytes.count)
            }
            termStarts = starts
            termBytes = bytes
            var postingStarts = [0]
            postingStarts.reserveCapacity(termCount + 1)
            for count in try reader.u16s(termCount) { postingStarts.append(postingStarts[postingStarts.count - 1] + Int(count)) }
            try reader.align()
            self.postingStarts = postingStarts
            postings = try reader.u16s(postingStarts[termCount])
        } catch let error as EmojiCatalog.LoadError {
            throw error
        } catch {
            throw .corrupt(path: path, reason: "\(error)")
        }
        guard postings.allSatisfy({ Int($0 >> 2) < entryCount }) else {
            throw .corrupt(path: path, reason: "a term names an entry the catalog does not have")
        }
    }

    /// Whether this file gives the entry's name, and its keywords.
    func hasName(_ entry: Int) -> Bool { flags[entry] & 1 != 0 }
    func hasKeywords(_ entry: Int) -> Bool { flags[entry] & 2 != 0 }

    /// The name as stored: for a toned entry whose name is composed (``isComposed(_:)``), a
    /// template with U+0000 where the tones go, or empty for "the base's name, the separator, the tones".
    func storedName(_ entry: Int) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: nameBytes[nameStarts[entry]..<nameStarts[entry + 1]]), as: UTF8.self)
    }

    func isComposed(_ entry: Int) -> Bool { flags[entry] & 4 != 0 }

    /// Bytes of the stored name, and its words (spaces plus one): the ranking's "short name" without decoding it.
    func nameSize(_ entry: Int) -> (bytes: Int, words: Int) {
        let range = nameStarts[entry]..<nameStarts[entry + 1]
        var spaces = 0
        for index in range where nameBytes[index] == 0x20 { spaces += 1 }
        return (range.count, range.isEmpty ? 0 : spaces + 1)
    }

    /// The tones' words as this locale writes them (`light skin tone, medium skin tone`).
    func toneText(_ tones: [Int]) -> String? {
        let names = tones.map { (1...5).contains($0) ? toneNames[$0 - 1] : "" }
        return names.contains("") ? nil : names.joined(separator: toneSeparators.1)
    }

    /// The terms that start with `prefix` (folded, UTF-8): a range of term numbers.
    func terms(startingWith prefix: [UInt8]) -> Range<Int> {
        let count = termStarts.count - 1
        func compare(_ term: Int) -> Int {
            // -1: the term sorts before every term with the prefix; 0: it has the prefix; 1: after.
            var position = termStarts[term]
            let end = termStarts[term + 1]
            for byte in prefix {
                guard position < end else { return -1 }
                if termBytes[position] != byte { return termBytes[position] < byte ? -1 : 1 }
                position += 1
            }
            return 0
        }
        var low = 0, high = count
        while low < high {
            let middle = (low + high) / 2
            if compare(middle) < 0 { low = middle + 1 } else { high = middle }
        }
        var end = low
        var upper = count
        while end < upper {
            let middle = (end + upper) / 2
            if compare(middle) <= 0 { end = middle + 1 } else { upper = middle }
        }
        return low..<end
    }

    /// The length in bytes of a term.
    func termLength(_ term: Int) -> Int { termStarts[term + 1] - termStarts[term] }

    /// The entries a term belongs to, each with what it is to them (``Posting``), packed `entry << 2 | bits`.
    func postings(of term: Int) -> UnsafeBufferPointer<UInt16>.SubSequence { postings[postingStarts[term]..<postingStarts[term + 1]] }

    /// The number of terms (words of names and keywords).
    public var termCount: Int { termStarts.count - 1 }
}
