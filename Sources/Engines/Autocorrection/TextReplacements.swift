public import UserData

/// The user's text replacements, as iOS's Settings › General › Keyboard › Text Replacement keeps
/// them: a shortcut (`omw`) and the phrase it becomes (`On my way!`). Typed as a word, a shortcut
/// shows its phrase in the bar as the correction space commits; backspace right after takes the
/// shortcut back, as it does a correction.
///
/// A value type, kept in the host's storage under ``storageKey`` in a text format framed by
/// ``CheckedRecords`` (one `shortcut TAB phrase` line each; `\t`, `\n` and `\\` escaped in the
/// phrase):
///
/// ```text
/// softkbd-text-replacements 1
/// omw<TAB>On my way!
/// end 1 2c1d6a0f
/// ```
public struct TextReplacements: Hashable, Sendable {
    public struct Entry: Hashable, Sendable {
        public var shortcut: String
        public var phrase: String

        public init(shortcut: String, phrase: String) {
            self.shortcut = shortcut
            self.phrase = phrase
        }
    }

    /// Why a shortcut or phrase cannot be kept.
    public struct Problem: Error, Hashable, Sendable, CustomStringConvertible {
        public var description: String
    }

    public typealias DecodingError = CheckedRecords.DecodingError
    public static let formatLine = "softkbd-text-replacements 1"
    /// The storage key (one set for every language, as on iOS).
    public static let storageKey = "replacements"
    /// The longest shortcut and phrase kept, in characters.
    public static let maximumShortcut = 64, maximumPhrase = 1_000

    /// By shortcut, as added; a shortcut matches a typed word in any case.
    public private(set) var entries: [Entry] = []

    public init(_ entries: [Entry]) throws(Problem) {
        for entry in entries { try add(entry.shortcut, phrase: entry.phrase) }
    }

    /// No replacements.
    public static let none = TextReplacements()

    public init() {}

    public var isEmpty: Bool { entries.isEmpty }

    /// Adds a shortcut, or gives an existing one (in any case) a new phrase.
    ///
    /// - Throws: ``Problem`` for an empty shortcut, one with white space or control characters,
    ///   an empty phrase, or either too long.
    public mutating func add(_ shortcut: String, phrase: String) throws(Problem) {
        guard !shortcut.isEmpty, shortcut.count <= Self.maximumShortcut, LearnedText.isValid(shortcut),
              !shortcut.contains(where: \.isWhitespace) else {
            throw Problem(description: "a shortcut is one word of at most \(Self.maximumShortcut) characters, "
                          + "without spaces or control characters: '\(shortcut)'")
        }
        let controls = LearnedText.firstControl(in: phrase.filter { $0 != "\n" && $0 != "\t" })
        guard !phrase.isEmpty, phrase.count <= Self.maximumPhrase, controls == nil else {
            throw Problem(description: "the phrase for '\(shortcut)' must have 1 to \(Self.maximumPhrase) characters and no control "
                          + "characters but line breaks and tabs")
        }
        if let index = index(of: shortcut) {
            entries[index].phrase = phrase
        } else {
            entries.append(Entry(shortcut: shortcut, phrase: phrase))
        }
    }

    /// Removes a shortcut (in any case); returns whether it was there.
    @discardableResult
    public mutating func remove(_ shortcut: String) -> Bool {
        guard let index = index(of: shortcut) else { return false }
        entries.remove(at: index)
        return true
    }

    /// The phrase for a typed word, if it is a shortcut (in any case).
    public func phrase(for word: String) -> String? {
        index(of: word).map { entries[$0].phrase }
    }

    private func index(of shortcut: String) -> Int? {
        let key = shortcut.lowercased()
        return entries.firstIndex { $0.shortcut.lowercased() == key }
    }

    // MARK: Storage

    public func encoded() -> [UInt8] {
        CheckedRecords.encode(entries.map { "\($0.shortcut)\t\(Self.escape($0.phrase))" }, format: Self.formatLine)
    }

    /// Reads the text format.
    ///
    /// - Throws: ``DecodingError`` naming the line of a malformed entry, or the frame's problem.
    public init(decoding bytes: [UInt8]) throws(DecodingError) {
        for (number, line) in try CheckedRecords.decode(bytes, format: Self.formatLine) {
            let fields = line.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 2, let phrase = Self.unescape(fields[1]) else {
                throw DecodingError(line: number, reason: "expected '<shortcut>\\t<phrase>'")
            }
            do { try add(fields[0], phrase: phrase) } catch { throw DecodingError(line: number, reason: error.description) }
        }
    }

    static func escape(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "\\": result += "\\\\"
            case "\t": result += "\\t"
            case "\n": result += "\\n"
            default: result.append(character)
            }
        }
        return result
    }

    static func unescape(_ text: String) -> String? {
        var result = ""
        var escaped = false
        for character in text {
            if escaped {
                switch character {
                case "\\": result.append("\\")
                case "t": result.append("\t")
                case "n": result.append("\n")
                default: return nil
                }
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else {
                result.append(character)
            }
        }
        return escaped ? nil : result
    }
}
