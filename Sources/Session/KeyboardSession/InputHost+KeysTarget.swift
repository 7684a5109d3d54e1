import Emoji
import EmojiKeyboard
import InputMethodCore
import KeyboardModel
import TextEditing
import Typing

/// The layouts shown before the one shown now, the latest first, each once: the emoji
/// keyboard's ABC key goes back to the first, its search types with the first that has keys.
struct LayoutHistory {
    private(set) var layouts: [String] = []

    /// The most layouts kept [chosen: more than anyone enables and cycles through].
    static let limit = 8

    /// `layout` stopped being shown.
    mutating func shown(_ layout: String) {
        layouts.removeAll { $0 == layout }
        layouts.insert(layout, at: 0)
        if layouts.count > Self.limit { layouts.removeLast() }
    }

    /// The layout shown last before `current`.
    func previous(before current: String) -> String? {
        layouts.first { $0 != current }
    }
}

/// Where the keys go: the focused text, or the emoji search's own field while it is open
/// (`EmojiSearch`, module `EmojiKeyboard`). The text keeps its focus meanwhile.
extension InputHost {
    /// Whether the emoji search has the keys (its field, not the text, is typed into).
    var isSearchingEmoji: Bool { search != nil }

    /// The emoji search, while its field has the keys: the query and the emoji found.
    var emojiSearch: EmojiSearchState? { search?.state }

    /// The search takes the keys (iOS's "Search Emoji"): the keyboard the user came from shows
    /// (with its input method: a Korean query composes), typing into the search's field, not the
    /// text. A keyboard without keys to type a query (a handwriting pad) gives way to the user's
    /// last keyboard that has them, as on iOS. Return, or ``endEmojiSearch()``, ends it; so does
    /// another field's focus or another keyboard.
    func startEmojiSearch() {
        guard search == nil, focused != nil, emoji.board != nil else { return }
        let emojiLayout = layout
        let placeholder = keyboard?.keys.first { $0.action == .emojiSearch }?.label ?? "Search Emoji"
        let letters = (history.layouts + enabledLayouts).first { $0 != emojiLayout && catalog.layout(named: $0)?.hasTypingKeys == true }
            ?? catalog.layout(named: layout)?.latinCompanion?.rawValue ?? "en-US"
        // The text stays as it is shown; what direct typing followed there ends.
        endComposition()
        saveTyping()
        direct.forget(.field)
        let opened = EmojiSearch(emoji: emoji, emojiLayout: emojiLayout, placeholder: placeholder,
                                 language: catalog.layout(named: letters)?.locale ?? letters)
        search = opened
        opened.field.beginEditing()
        switchLayoutQuietly(to: letters)
        do {
            try reloadKeyboard()
            opened.language = keyboards[layer]?.locale ?? opened.language
        } catch {
            search = nil
            switchLayoutQuietly(to: emojiLayout)
            try? reloadKeyboard()
            report(.unresolvableLayout(letters, error.description))
        }
    }

    /// Ends the search: the text has the keys again, on the emoji keyboard.
    func endEmojiSearch() {
        guard let search else { return }
        close(search)
        switchLayoutQuietly(to: search.emojiLayout)
        do {
            try reloadKeyboard()
        } catch {
            report(.unresolvableLayout(layout, error.description))
        }
    }

    /// The user chose another keyboard while searching: the search ends, the text has the keys
    /// on the keyboard chosen.
    func leaveEmojiSearch() {
        guard let search else { return }
        close(search)
        do {
            try reloadKeyboard()
        } catch {
            keyboards = [:]
            report(.unresolvableLayout(layout, error.description))
        }
    }

    /// Another field takes the focus (or none has it): the search ends where it is, its results
    /// go nowhere, and the emoji keyboard is what the next field gets.
    func abandonEmojiSearch() {
        guard let search else { return }
        close(search)
        switchLayoutQuietly(to: search.emojiLayout)
    }

    /// The search's field stops taking keys: its composition is kept in it, the method starts afresh.
    private func close(_ search: EmojiSearch) {
        commitMarkedText(in: search.field)
        search.field.endEditing()
        methodTyping?.forget(.field)
        candidateList = .empty
        direct.forget(.field)
        self.search = nil
    }

    /// Changes ``layout`` without resolving it: a reload follows that does.
    private func switchLayoutQuietly(to target: String) {
        isSwitchingLayout = true
        layout = target
        isSwitchingLayout = false
    }

    /// Types a result of the search into the text (the search stays open, as on iOS).
    func selectEmojiResult(_ index: Int) {
        guard let search, let focused, let results = search.state?.results, results.indices.contains(index) else { return }
        let picked = Suggestion(results[index].emoji, kind: .emoji)
        apply(search.handle(.select(picked), in: typingContext(focused)).edits, to: focused)
        reportTypingProblems()
    }

    // MARK: The emoji keyboard

    /// The emoji keyboard's pages and memory, once a keyboard with an emoji grid was shown.
    var emojiBoard: EmojiBoard? { emoji.board }

    /// An emoji typed into the keys' field (from the grid or the bar): remembered, unless the
    /// field forbids learning.
    func rememberEmoji(_ typed: String, fromPopup: Bool) {
        emoji.remember(typed, fromPopup: fromPopup, learningAllowed: container?.traits.isLearningAllowed ?? false)
        reportTypingProblems()
    }

    /// Shows another page of the emoji grid (`count` on; negative: back).
    func scrollEmoji(by count: Int) {
        emoji.board?.scroll(by: count)
    }

    /// Back to the keyboard shown before (the ABC key); with none, the first enabled keyboard
    /// that is not this one.
    func showPreviousLayout() {
        let target = history.previous(before: layout) ?? enabledLayouts.first { $0 != layout }
        guard let target else { return }
        layout = target
    }
}
