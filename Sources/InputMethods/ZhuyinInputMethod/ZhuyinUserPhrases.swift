public import InputMethodCore

/// The phrases a user picked, by the syllables they read: a picked phrase scores
/// ``ZhuyinEngine/learnedBonus`` more for those syllables from then on, and comes first among
/// their candidates.
///
/// Stored in ``CheckedRecords`` framing, format `softkbd-zhuyin-user 1`, one record a pick:
/// `count TAB reading TAB phrase`, the reading as the syllables were typed, space-separated
/// (a syllable typed without its tone, as pinyin is, ends in `*`: `ㄊㄞ* ㄨㄢ*`; an abbreviation
/// in `+`: `ㄊ+ ㄨ+`).
public struct ZhuyinUserPhrases: Hashable, Sendable {
    public static let formatLine = "softkbd-zhuyin-user 1"
    /// The most picks kept: past it, the least picked tenth goes (the pick just made stays).
    public var capacity = 20_000

    /// Counts by reading, then phrase.
    public private(set) var counts: [String: [String: Int]] = [:]

    public init() {}

    public var isEmpty: Bool { counts.isEmpty }

    /// The key of a reading: its syllables as typed.
    static func key(_ reading: some Collection<ReadingSyllable>) -> String {
        reading.map(\.storedForm).joined(separator: " ")
    }

    /// Whether `phrase` was picked for `reading`.
    public func contains(_ reading: some Collection<ReadingSyllable>, _ phrase: String) -> Bool {
        counts[Self.key(reading)]?[phrase] != nil
    }

    /// The phrases picked for `reading`, with how often.
    public func phrases(_ reading: some Collection<ReadingSyllable>) -> [String: Int] { counts[Self.key(reading)] ?? [:] }

    /// How often `phrase` was picked for `reading`.
    public func count(_ reading: some Collection<ReadingSyllable>, _ phrase: String) -> Int {
        counts[Self.key(reading)]?[phrase] ?? 0
    }

    /// Records a pick; text with control characters is refused.
    public mutating func learn(_ reading: some Collection<ReadingSyllable>, _ phrase: String) {
        guard !reading.isEmpty, reading.count <= 32, phrase.count <= 64, LearnedText.isValid(phrase) else { return }
        let key = Self.key(reading)
        counts[key, default: [:]][phrase, default: 0] += 1
        let total = counts.values.reduce(0) { $0 + $1.count }
        guard total > capacity else { return }
        var all = counts.flatMap { key, phrases in phrases.map { (key, $0.key, $0.value) } }.filter { $0.0 != key || $0.1 != phrase }
        all.sort { ($0.2, $1.0, $1.1) < ($1.2, $0.0, $0.1) }
        for (reading, text, _) in all.prefix(max(1, total - capacity * 9 / 10)) { remove(reading, text) }
    }

    /// Forgets `phrase` under every reading; returns whether it was there.
    @discardableResult
    public mutating func forget(_ phrase: String) -> Bool {
        let readings = counts.filter { $0.value[phrase] != nil }.keys
        for reading in readings { remove(reading, phrase) }
        return !readings.isEmpty
    }

    private mutating func remove(_ reading: String, _ phrase: String) {
        counts[reading]?[phrase] = nil
        if counts[reading]?.isEmpty == true { counts[reading] = nil }
    }

    /// The stored form.
    public func encoded() -> [UInt8] {
        var records: [String] = []
        for (reading, phrases) in counts.sorted(by: { $0.key < $1.key }) {
            for (phrase, count) in phrases.sorted(by: { $0.key < $1.key }) { records.append("\(count)\t\(reading)\t\(phrase)") }
        }
        return CheckedRecords.encode(records, format: Self.formatLine)
    }

    /// Reads the stored form.
    ///
    /// - Throws: ``CheckedRecords/DecodingError`` naming the line of a damaged frame or record
    ///   (a count that is not positive, a syllable that is not bopomofo, a control character).
    public init(decoding bytes: [UInt8]) throws(CheckedRecords.DecodingError) {
        for (line, record) in try CheckedRecords.decode(bytes, format: Self.formatLine) {
            let fields = record.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 3, let count = Int(fields[0]), count > 0, !fields[1].isEmpty, !fields[2].isEmpty else {
                throw CheckedRecords.DecodingError(line: line, reason: "expected count, reading and phrase, tab-separated")
            }
            for syllable in fields[1].split(separator: " ", omittingEmptySubsequences: false)
            where BopomofoSyllable(String(syllable.hasSuffix("*") || syllable.hasSuffix("+") ? syllable.dropLast() : syllable)) == nil {
                throw CheckedRecords.DecodingError(line: line, reason: "'\(syllable)' is not a bopomofo syllable")
            }
            if let control = LearnedText.firstControl(in: fields[2]) {
                throw CheckedRecords.DecodingError(line: line, reason: "the phrase holds control character \(control)")
            }
            counts[String(fields[1]), default: [:]][String(fields[2])] = count
        }
    }
}
