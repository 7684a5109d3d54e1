public import Emoji
public import KeyboardModel
public import Typing
public import UserData

/// The emoji keyboard behind a session: its board (pages, recents, skin-tone choices) and what
/// it remembers, and its part in the suggestion bar.
///
/// - A layout with an emoji grid (`KeyAction/emojiGrid`) gets a board (``prepare(for:)``) that
///   fills the grid with a page of emoji keys.
/// - What the user picks is remembered in the storage given (id ``storageID``), never where the
///   field forbids learning.
/// - After a word that is an emoji's name or keyword in the keyboard's language (`pizza`,
///   `Herz`), the bar's last place offers the emoji, as iOS's predictive bar does
///   (``addSuggestion(to:)``).
public final class EmojiTyping {
    /// The storage id the emoji keyboard's recents and skin-tone choices are kept under.
    public static let storageID: InputMethodID = "emoji"

    /// The emoji keyboard's pages and memory, once a keyboard with an emoji grid was shown.
    public private(set) var board: EmojiBoard?
    /// The newest Emoji version the front end's fonts can draw (`nil`: all): newer emoji are
    /// left out of the grid, the search and the bar.
    public var newest: EmojiVersion? {
        didSet { board?.newest = newest }
    }
    private let storage: GatedStorage
    /// The emoji names of the bar's language, by locale (`nil`: it has none).
    private var suggestionLanguage: (tag: String, language: EmojiLanguage?)?
    private var problems: [TypingProblem] = []

    public init(storage: any InputMethodStorage) {
        self.storage = GatedStorage(base: storage)
    }

    /// The problems met since the last call (emoji data that cannot be read, damaged memory).
    public func takeProblems() -> [TypingProblem] {
        defer { problems = [] }
        return problems
    }

    /// Readies the board when `keyboard` has an emoji grid: the data opened (once), what was
    /// remembered read, and the keyboard opened as iOS opens it (recents, else the smileys).
    public func prepare(for keyboard: ResolvedKeyboard) {
        guard keyboard.keys.contains(where: { $0.action == .emojiGrid }) else { return }
        if board == nil {
            let data: EmojiData
            do { data = try EmojiData.bundled() } catch {
                problems.append(.emojiUnavailable(reason: error.description))
                return
            }
            var memory = EmojiMemory()
            if let bytes = storage.data(forKey: EmojiMemory.storageKey) {
                do { memory = try EmojiMemory(decoding: bytes) } catch {
                    // Kept for inspection, as damaged learned words are; the keyboard starts afresh.
                    try? storage.base.setData(bytes, forKey: EmojiMemory.storageKey + ".damaged")
                    try? storage.base.setData(nil, forKey: EmojiMemory.storageKey)
                    problems.append(.damagedUserData(key: EmojiMemory.storageKey, reason: error.description))
                }
            }
            board = EmojiBoard(data: data, memory: memory, newest: newest)
        }
        board?.reopen()
    }

    /// An emoji typed (from the grid, the search or the bar): remembered (recents, and a long
    /// press's choice) and stored, unless the field it went into forbids learning.
    public func remember(_ typed: String, fromPopup: Bool, learningAllowed: Bool) {
        guard let board, learningAllowed else { return }
        board.typed(typed, fromPopup: fromPopup)
        do { try storage.setData(board.memory.encoded(), forKey: EmojiMemory.storageKey) } catch {
            problems.append(.damagedUserData(key: EmojiMemory.storageKey, reason: "cannot be written: \(error)"))
        }
    }

    /// Puts the emoji the bar's word names in its last place (the autocorrection and the word as
    /// typed keep theirs); a bar with three entries gives up its last other one.
    public func addSuggestion(to bar: inout SuggestionBar) {
        guard let language = language(bar.locale) else { return }
        let recents = board?.memory.recents.compactMap { language.catalog.index(of: $0) } ?? []
        guard let found = language.emoji(forWord: bar.word, recents: recents, newest: newest) else { return }
        let suggestion = Suggestion(board?.preferred(found.emoji) ?? found.emoji, kind: .emoji)
        if bar.suggestions.count < 3 {
            bar.suggestions.append(suggestion)
        } else if let last = bar.suggestions.lastIndex(where: { !$0.isAutocorrection && $0.kind != .typed }) {
            bar.suggestions.remove(at: last)
            bar.suggestions.append(suggestion)
        }
    }

    /// The emoji names of a locale's language (opened once; `nil` for a language without them).
    private func language(_ locale: String) -> EmojiLanguage? {
        if let cached = suggestionLanguage, cached.tag == locale { return cached.language }
        var language: EmojiLanguage?
        do {
            language = try EmojiData.bundled().language(locale)
        } catch let error as EmojiCatalog.LoadError {
            problems.append(.emojiUnavailable(reason: error.description))
        } catch {
            // A language without CLDR annotations: no emoji suggestions, as for a language without words.
        }
        suggestionLanguage = (locale, language)
        return language
    }
}
