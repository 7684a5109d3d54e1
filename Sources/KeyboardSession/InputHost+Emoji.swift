import Emoji
import EmojiKeyboard
import InputMethodCore
import KeyboardModel
import TextEditing
import TextInputTraits
import UserData
import Typing

/// The emoji keyboard's state in the host: its board (pages, recents, skin-tone choices), the
/// storage they are kept in, the keyboard to go back to, the search.
struct EmojiTyping {
    var board: EmojiBoard?
    var storage: GatedStorage?
    /// The layouts shown before the one shown now, the latest first, each once (the ABC key goes
    /// back to the first; the search types with the first that has keys).
    private(set) var history: [String] = []
    /// Set while the emoji keyboard changes the layout on its own (starting or ending a search):
    /// the focus that follows resolves the keyboard.
    var isSwitchingLayout = false
    /// While the emoji search field has the keys: the field, the container typed into before,
    /// the emoji layout to go back to, and the last search.
    var search: Search?
    /// The language the suggestion bar's emoji come from, by locale (`nil`: it has none).
    var suggestionLanguage: (tag: String, language: EmojiLanguage?)?

    struct Search {
        var field: TextContainer
        var container: TextContainer
        var emojiLayout: String
        /// The search field's words in the language of the keyboard before ("Emoji suchen").
        var placeholder: String
        var query = ""
        var result = EmojiSearchResult(matches: [])
    }

    /// The most layouts ``history`` keeps [chosen: more than anyone enables and cycles through].
    static let historyLimit = 8

    /// `layout` stopped being shown.
    mutating func shown(_ layout: String) {
        history.removeAll { $0 == layout }
        history.insert(layout, at: 0)
        if history.count > Self.historyLimit { history.removeLast() }
    }

    /// The layout shown last before `current`.
    func previousLayout(before current: String) -> String? {
        history.first { $0 != current }
    }
}

/// The emoji keyboard: a layout with an emoji grid (`KeyAction/emojiGrid`) gets an
/// `EmojiBoard` (module `EmojiKeyboard`) that fills the grid with a page of emoji keys (see ``InputHost/keyboard``).
/// What the user picks is remembered through the host's storage (id `emoji`), never where the
/// field forbids learning.
extension InputHost {
    /// The storage id the emoji keyboard's recents and skin-tone choices are kept under.
    static let emojiStorageID: InputMethodID = "emoji"

    /// The emoji keyboard's pages and memory, once a keyboard with an emoji grid was shown.
    var emojiBoard: EmojiBoard? { emoji.board }

    /// Readies the board when the keyboard has an emoji grid: the data opened (once), what was
    /// remembered read, and the keyboard opened as iOS opens it (recents, else the smileys).
    func prepareEmojiBoard(for keyboard: ResolvedKeyboard) {
        guard keyboard.keys.contains(where: { $0.action == .emojiGrid }) else { return }
        if emoji.board == nil {
            let data: EmojiData
            do { data = try EmojiData.bundled() } catch {
                report(.emojiUnavailable(error.description))
                return
            }
            let storage = GatedStorage(base: makeStorage(Self.emojiStorageID))
            var memory = EmojiMemory()
            if let bytes = storage.data(forKey: EmojiMemory.storageKey) {
                do { memory = try EmojiMemory(decoding: bytes) } catch {
                    // Kept for inspection, as damaged learned words are; the keyboard starts afresh.
                    try? storage.base.setData(bytes, forKey: EmojiMemory.storageKey + ".damaged")
                    try? storage.base.setData(nil, forKey: EmojiMemory.storageKey)
                    report(.damagedUserData(EmojiMemory.storageKey, error.description))
                }
            }
            emoji.storage = storage
            emoji.board = EmojiBoard(data: data, memory: memory, newest: newestEmoji)
        }
        emoji.board?.reopen()
    }

    /// An emoji typed (from the grid, the search or the suggestion bar) into `field` (the focused
    /// container by default): remembered (recents, and a long press's choice) and stored, unless
    /// the field forbids learning.
    func rememberEmoji(_ typed: String, fromPopup: Bool, in field: TextContainer? = nil) {
        guard let board = emoji.board, let field = field ?? container, field.traits.isLearningAllowed else { return }
        board.typed(typed, fromPopup: fromPopup)
        guard let storage = emoji.storage else { return }
        do { try storage.setData(board.memory.encoded(), forKey: EmojiMemory.storageKey) } catch {
            report(.damagedUserData(EmojiMemory.storageKey, "cannot be written: \(error)"))
        }
    }

    /// Shows another page of the emoji grid (`count` on; negative: back).
    func scrollEmoji(by count: Int) {
        emoji.board?.scroll(by: count)
    }

    /// Back to the keyboard shown before (the ABC key); with none, the first enabled keyboard
    /// that is not this one.
    func showPreviousLayout() {
        let target = emoji.previousLayout(before: layout) ?? enabledLayouts.first { $0 != layout }
        guard let target else { return }
        layout = target
    }

    // MARK: Search

    /// Whether the emoji search has the keys (its field, not the text, is typed into).
    var isSearchingEmoji: Bool { emoji.search != nil }

    /// The most results the search shows at once [chosen: iOS's strip holds about 30].
    static let emojiSearchLimit = 30

    /// The emoji search, while its field has the keys: the query and the emoji found.
    var emojiSearch: EmojiSearchState? {
        guard var search = emoji.search, let board = emoji.board else { return nil }
        let query = search.field.text
        if query != search.query || search.query.isEmpty && search.result.matches.isEmpty {
            search.query = query
            let language = (try? board.data.language(searchLanguage)) ?? (try? board.data.language("en"))
            let recents = board.memory.recents.compactMap { board.data.catalog.index(of: $0) }
            search.result = language?.search(query, limit: Self.emojiSearchLimit, recents: recents, newest: newestEmoji)
                ?? EmojiSearchResult(matches: [])
            emoji.search = search
        }
        let results = search.result.matches.map { match in
            var shown = match
            shown.emoji = board.preferred(match.emoji)
            return shown
        }
        return EmojiSearchState(query: query, results: results, problem: search.result.problem, placeholder: search.placeholder)
    }

    /// The language searched: the keyboard the search types with.
    private var searchLanguage: String {
        keyboards[layer]?.locale ?? catalog.layout(named: layout)?.locale ?? "en"
    }

    /// The search field takes the keys (iOS's "Search Emoji"): the keyboard the user came from
    /// shows (with its input method: a Korean query composes), typing into the field, not the
    /// text; ``emojiSearch`` has what it finds. A keyboard without keys to type a query (a
    /// handwriting pad) gives way to the user's last keyboard that has them, as on iOS. Return,
    /// or ``endEmojiSearch()``, ends it; so does another field's focus or another keyboard.
    func startEmojiSearch() {
        guard emoji.search == nil, let container, emoji.board != nil else { return }
        var traits = TextInputTraits()
        traits.returnKeyType = .done
        traits.autocorrectionType = .no
        traits.spellCheckingType = .no
        traits.autocapitalizationType = .none
        traits.inlinePredictionType = .no
        // A query is not text to learn from (the emoji picked count, by the text's own field).
        traits.allowsPersonalizedLearning = false
        let field = TextContainer(kind: .singleLine, traits: traits)
        let emojiLayout = layout
        let placeholder = keyboard?.keys.first { $0.action == .emojiSearch }?.label ?? "Search Emoji"
        let letters = (emoji.history + enabledLayouts).first { $0 != emojiLayout && catalog.layout(named: $0)?.hasTypingKeys == true }
            ?? catalog.layout(named: layout)?.latinCompanion?.rawValue ?? "en-US"
        switchLayoutQuietly(to: letters)
        emoji.search = EmojiTyping.Search(field: field, container: container, emojiLayout: emojiLayout, placeholder: placeholder)
        do {
            try focus(field)
        } catch {
            emoji.search = nil
            switchLayoutQuietly(to: emojiLayout)
            try? focus(container)
            report(.unresolvableLayout(letters, error.description))
        }
    }

    /// Ends the search: the text's field has the keys again, on the emoji keyboard.
    func endEmojiSearch() {
        guard let search = emoji.search else { return }
        emoji.search = nil
        switchLayoutQuietly(to: search.emojiLayout)
        do {
            try focus(search.container)
        } catch {
            report(.unresolvableLayout(layout, error.description))
        }
    }

    /// The user chose another keyboard while searching: the search ends, the text's field has
    /// the keys on the keyboard chosen.
    func leaveEmojiSearch() {
        guard let search = emoji.search else { return }
        emoji.search = nil
        do {
            try focus(search.container)
        } catch {
            keyboards = [:]
            report(.unresolvableLayout(layout, error.description))
        }
    }

    /// Another field takes the focus (or none has it): the search ends where it is, its results
    /// go nowhere, and the emoji keyboard is what the next field gets.
    func abandonEmojiSearch() {
        guard let search = emoji.search else { return }
        emoji.search = nil
        switchLayoutQuietly(to: search.emojiLayout)
    }

    /// Changes ``layout`` without resolving it: a focus follows that does.
    private func switchLayoutQuietly(to target: String) {
        emoji.isSwitchingLayout = true
        layout = target
        emoji.isSwitchingLayout = false
    }

    /// Types a result of the search into the text (the search stays open, as on iOS).
    func selectEmojiResult(_ index: Int) {
        guard let search = emoji.search, let results = emojiSearch?.results, results.indices.contains(index) else { return }
        let typed = results[index].emoji
        search.container.insertText(typed)
        rememberEmoji(typed, fromPopup: false, in: search.container)
    }
}

/// Emoji in the suggestion bar: after a word that is an emoji's name or keyword in the
/// keyboard's language (`pizza`, `Herz`), the bar's last place offers the emoji, as iOS's
/// predictive bar does; never where the bar is off (secure fields, predictive text off).
extension InputHost {
    /// Puts the emoji `word` names in the bar's last place (the autocorrection and the word as
    /// typed keep theirs).
    func addEmojiSuggestion(for word: String, locale: String) {
        guard let language = emojiLanguage(locale) else { return }
        let recents = emoji.board?.memory.recents.compactMap { language.catalog.index(of: $0) } ?? []
        guard let found = language.emoji(forWord: word, recents: recents, newest: newestEmoji) else { return }
        let shown = emoji.board?.preferred(found.emoji) ?? found.emoji
        let suggestion = Suggestion(shown, kind: .emoji)
        if suggestions.count < 3 {
            suggestions.append(suggestion)
        } else if let last = suggestions.lastIndex(where: { !$0.isAutocorrection && $0.kind != .typed }) {
            suggestions.remove(at: last)
            suggestions.append(suggestion)
        }
    }

    /// The emoji names of a locale's language (opened once; `nil` for a language without them).
    private func emojiLanguage(_ locale: String) -> EmojiLanguage? {
        if let cached = emoji.suggestionLanguage, cached.tag == locale { return cached.language }
        var language: EmojiLanguage?
        do {
            language = try EmojiData.bundled().language(locale)
        } catch let error as EmojiCatalog.LoadError {
            report(.emojiUnavailable(error.description))
        } catch {
            // A language without CLDR annotations: no emoji suggestions, as for a language without words.
        }
        emoji.suggestionLanguage = (locale, language)
        return language
    }
}
