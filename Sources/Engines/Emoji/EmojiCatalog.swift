public import DataFiles

/// Every fully-qualified emoji of Unicode's `emoji-test.txt`, in the order keyboards show them,
/// with its group, subgroup, Emoji version and variants: `emoji.catalog` (FORMAT.md), read in place.
///
/// An emoji with a skin-tone modifier is a *variant* of a *base* (👍🏽 of 👍): the grid shows
/// bases, a long press offers the variants. Entries are numbered in the file's order, each base
/// followed by its variants.
///
/// ```swift
/// let catalog = try EmojiCatalog.bundled()
/// let thumbs = catalog.index(of: "👍")!
/// catalog.variants(of: thumbs).map { catalog.emoji(at: $0) }   // ["👍🏻", "👍🏼", "👍🏽", "👍🏾", "👍🏿"]
/// ```
public final class EmojiCatalog: @unchecked Sendable {
    // Safe to share: every table is read-only after init (views into a read-only mapping).

    /// Why the catalog cannot be read.
    /// Why the file cannot be used (`DataFiles`' one error for mapped data).
    public typealias LoadError = DataLoadError

    /// The file's path (for messages).
    public let path: String
    /// The number of emoji (bases and variants).
    public let count: Int
    /// The Unicode groups (`Smileys & Emotion` …) and subgroups (`face-smiling` …), in order.
    public let groups: [String]
    public let subgroups: [String]
    /// The group of each subgroup.
    public let groupOfSubgroup: [Int]

    private let file: MappedFile
    private let sequenceStarts: [Int]
    private let sequenceBytes: UnsafeBufferPointer<UInt8>
    private let bases: UnsafeBufferPointer<UInt16>
    private let subgroupOf: UnsafeBufferPointer<UInt16>
    private let versions: UnsafeBufferPointer<UInt8>
    private let flags: UnsafeBufferPointer<UInt8>
    private let indexBySequence: [String: Int]
    /// The region flags by the lower-case region code their regional indicators spell (`us` → 🇺🇸).
    private let flagsByRegion: [String: Int]
    /// The number of variants after each base (0 for a variant).
    private let variantCounts: [Int]
    let folding: SearchFolding

    /// Maps and checks a catalog file.
    ///
    /// - Throws: ``LoadError`` for a missing file or one whose tables do not fit together.
    public convenience init(path: String) throws(LoadError) {
        let mapped: MappedFile
        do { mapped = try MappedFile(path: path) } catch { throw .corrupt(path: path, reason: error.description) }
        try self.init(file: mapped)
    }

    public init(file: MappedFile) throws(LoadError) {
        self.file = file
        path = file.path
        var reader = file.reader()
        do {
            guard try reader.bytes(4) == Array("SKEM".utf8) else {
                throw LoadError.corrupt(path: file.path, reason: "not an emoji catalog")
            }
            guard try reader.u32() == 1 else { throw LoadError.corrupt(path: file.path, reason: "format version is not 1") }
            let count = try reader.u32()
            guard count < 1 << 14 else { throw LoadError.corrupt(path: file.path, reason: "\(count) entries") }
            self.count = count
            (sequenceStarts, sequenceBytes) = try reader.texts(count, lengthWidth: 1)
            bases = try reader.u16s(count)
            try reader.align()
            subgroupOf = try reader.u16s(count)
            try reader.align()
            versions = try reader.u8s(count)
            try reader.align()
            flags = try reader.u8s(count)
            try reader.align()
            groups = try reader.strings(try reader.u32(), lengthWidth: 1)
            let subgroupCount = try reader.u32()
            subgroups = try reader.strings(subgroupCount, lengthWidth: 1)
            groupOfSubgroup = try reader.u8s(subgroupCount).map(Int.init)
            try reader.align()
            folding = try SearchFolding(reader: &reader)
        } catch let error as LoadError {
            throw error
        } catch {
            throw .corrupt(path: file.path, reason: "\(error)")
        }
        let groupCount = groups.count
        guard groupOfSubgroup.allSatisfy({ $0 < groupCount }) else { throw .corrupt(path: file.path, reason: "a subgroup's group") }
        var index: [String: Int] = [:]
        var regions: [String: Int] = [:]
        var variantCounts = [Int](repeating: 0, count: count)
        for entry in 0..<count {
            let base = Int(bases[entry])
            guard base <= entry, Int(subgroupOf[entry]) < subgroups.count, sequenceStarts[entry + 1] > sequenceStarts[entry] else {
                throw .corrupt(path: file.path, reason: "entry \(entry) does not fit the tables")
            }
            if base != entry {
                guard Int(bases[base]) == base, base + variantCounts[base] + 1 == entry else {
                    throw .corrupt(path: file.path, reason: "variant \(entry) does not follow its base \(base)")
                }
                variantCounts[base] += 1
            }
            let emoji = String(decoding: UnsafeBufferPointer(rebasing: sequenceBytes[sequenceStarts[entry]..<sequenceStarts[entry + 1]]),
                               as: UTF8.self)
            index[emoji] = entry
            // A flag of a region: two regional indicators, the region's ISO 3166 code.
            let scalars = Array(emoji.unicodeScalars)
            if scalars.count == 2, scalars.allSatisfy({ (0x1F1E6...0x1F1FF).contains($0.value) }) {
                regions[String(String.UnicodeScalarView(scalars.compactMap { Unicode.Scalar($0.value - 0x1F1E6 + 0x61) }))] = entry
            }
        }
        indexBySequence = index
        flagsByRegion = regions
        self.variantCounts = variantCounts
    }

    /// The emoji at `index` (its fully-qualified sequence).
    public func emoji(at index: Int) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: sequenceBytes[sequenceStarts[index]..<sequenceStarts[index + 1]]), as: UTF8.self)
    }

    /// The entry of a fully-qualified emoji; a sequence missing its U+FE0F (`❤` for `❤️`) is found too.
    public func index(of emoji: String) -> Int? {
        if let found = indexBySequence[emoji] { return found }
        guard !emoji.unicodeScalars.contains("\u{FE0F}"), emoji.unicodeScalars.count <= 16 else { return nil }
        // Emoji presentation asked of the first character (❤ → ❤️), as CLDR writes its keys without it.
        var scalars = emoji.unicodeScalars.map { $0 }
        scalars.insert("\u{FE0F}", at: 1)
        return indexBySequence[String(String.UnicodeScalarView(scalars))]
    }

    /// The flag of a region by its ISO 3166-1 code as the flag's regional indicators spell it,
    /// in lower case (`us` → 🇺🇸, `gb` → 🇬🇧); `nil` for a code no flag encodes.
    ///
    /// - Complexity: O(1).
    public func flag(region code: String) -> Int? { flagsByRegion[code] }

    /// The base of an entry (itself for a base).
    public func base(of index: Int) -> Int { Int(bases[index]) }

    public func isBase(_ index: Int) -> Bool { Int(bases[index]) == index }

    /// The variants of a base (its skin-tone forms; a two-person base's as (first tone, second tone)
    /// in tone order), empty for one without.
    public func variants(of index: Int) -> Range<Int> { (index + 1)..<(index + 1 + variantCounts[index]) }

    /// The Emoji version that introduced the entry (15.0 …).
    public func version(of index: Int) -> EmojiVersion { EmojiVersion(tenths: Int(versions[index])) }

    public func subgroup(of index: Int) -> Int { Int(subgroupOf[index]) }

    public func group(of index: Int) -> Int { groupOfSubgroup[Int(subgroupOf[index])] }

    /// Whether the emoji's first character defaults to text presentation: a symbol older than
    /// emoji (❤ U+2764, ☺, ✈). Search ranks these first among equals: they are the long-established forms.
    public func isEstablishedSymbol(_ index: Int) -> Bool { flags[index] & 1 != 0 }

    /// The skin tones (1…5, light to dark) the entry carries, in order.
    public func tones(of index: Int) -> [Int] {
        guard flags[index] & 2 != 0 else { return [] }
        return emoji(at: index).unicodeScalars.compactMap { (0x1F3FB...0x1F3FF).contains($0.value) ? Int($0.value) - 0x1F3FA : nil }
    }
}

/// An Emoji version (`14.0`, `15.0`): what a front end's fonts can draw is given as one.
public struct EmojiVersion: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The version times ten (E13.1 is 131).
    public var tenths: Int

    public init(tenths: Int) { self.tenths = tenths }

    /// Reads `15.0`, `15`, `E13.1`; `nil` for anything else.
    public init?(_ text: String) {
        var digits = Substring(text)
        if digits.first == "E" || digits.first == "e" { digits = digits.dropFirst() }
        let parts = digits.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), let major = Int(parts[0]), (0...25).contains(major) else { return nil }
        var minor = 0
        if parts.count == 2 {
            guard parts[1].count == 1, let value = Int(parts[1]) else { return nil }
            minor = value
        }
        tenths = major * 10 + minor
    }

    public static func < (a: Self, b: Self) -> Bool { a.tenths < b.tenths }

    public var description: String { "\(tenths / 10).\(tenths % 10)" }
}

/// How this module's reader names its mapped file's problems (`DataFiles`' `DataLoadError`).
extension DataLoadError {
    static func notFound(_ message: String) -> DataLoadError {
        DataLoadError(.notFound(message), in: "the emoji data file", at: "")
    }
    static func corrupt(path: String, reason: String) -> DataLoadError {
        DataLoadError(.corrupt(reason), in: "the emoji data file", at: path)
    }
}
