public import UserData

/// What the emoji keyboard remembers of a user: the emoji picked, most recent first, and the
/// variant last chosen for each base (👍 → 👍🏽), as iOS keeps them. Kept in the host's storage
/// under ``storageKey``; never changed while the field forbids learning (see ``EmojiBoard``).
///
/// Stored as `CheckedRecords` text (format `softkbd-emoji 1`), one record per line:
/// `r<TAB>emoji` for each recent, most recent first, and `c<TAB>base<TAB>variant` for each choice.
public struct EmojiMemory: Hashable, Sendable {
    public static let storageKey = "emoji"
    static let format = "softkbd-emoji 1"
    /// The recents kept [chosen: iOS's Frequently Used shows about 30].
    public static let maximumRecents = 30
    /// The choices kept (every base with variants has room).
    public static let maximumChoices = 2_000

    /// The emoji picked, most recent first, each once.
    public private(set) var recents: [String] = []
    /// The variant last chosen from a base's long press, by base (a base chosen back removes it).
    public private(set) var choices: [String: String] = [:]

    public init() {}

    /// Remembers that `emoji` was typed (first among the recents); `base` is the emoji whose long
    /// press offered it when it was chosen there (then it becomes that base's choice).
    public mutating func used(_ emoji: String, choosingFor base: String? = nil) {
        recents.removeAll { $0 == emoji }
        recents.insert(emoji, at: 0)
        if recents.count > Self.maximumRecents { recents.removeLast(recents.count - Self.maximumRecents) }
        if let base {
            if emoji == base {
                choices[base] = nil
            } else if choices[base] != nil || choices.count < Self.maximumChoices {
                choices[base] = emoji
            }
        }
    }

    /// Forgets everything.
    public mutating func clear() {
        recents = []
        choices = [:]
    }

    public func encoded() -> [UInt8] {
        let records = recents.map { "r\t" + $0 } + choices.sorted { $0.key < $1.key }.map { "c\t\($0.key)\t\($0.value)" }
        return CheckedRecords.encode(records, format: Self.format)
    }

    /// Reads stored memory.
    ///
    /// - Throws: `CheckedRecords.DecodingError` naming the line of a damaged file or record.
    public init(decoding bytes: [UInt8]) throws(CheckedRecords.DecodingError) {
        for (line, record) in try CheckedRecords.decode(bytes, format: Self.format) {
            let fields = record.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            switch fields.first {
            case "r" where fields.count == 2 && !fields[1].isEmpty:
                if recents.count < Self.maximumRecents, !recents.contains(fields[1]) { recents.append(fields[1]) }
            case "c" where fields.count == 3 && !fields[1].isEmpty && !fields[2].isEmpty:
                if choices.count < Self.maximumChoices { choices[fields[1]] = fields[2] }
            default:
                throw CheckedRecords.DecodingError(line: line, reason: "expected 'r<TAB>emoji' or 'c<TAB>base<TAB>variant'")
            }
        }
    }
}
