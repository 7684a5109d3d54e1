import Autocorrection
import InputMethodCore
import KeyboardModel
import TextEditing
import Typing

/// The typing components: with no input method, keys go to direct typing (autocorrection, the
/// suggestion bar, learning: module `Autocorrection`); the emoji keyboard adds to the bar. The
/// host builds each a context, applies the edits it answers and shows the bar.
extension InputHost {
    /// What may be done with words in the focused field; all off with an input method (it has
    /// its own candidates) or no field.
    var correctionPolicy: CorrectionPolicy {
        guard let container, methodTyping == nil else {
            return CorrectionPolicy(corrects: false, suggests: false, learns: false, checksSpelling: false)
        }
        return DirectTyping.policy(in: typingContext(container))
    }

    /// What a component may know of the focused container, at its caret (while composing, around
    /// the composition).
    /// - Parameter reach: how much text around the caret it carries (the component's `contextReach`).
    func typingContext(_ container: TextContainer, reach: Int = TypingContext.window) -> TypingContext {
        let caret = container.markedRange?.lowerBound ?? container.selectedRange.lowerBound
        let after = container.markedRange?.upperBound ?? caret
        if keyboards[.letters] == nil, container === self.container, let letters = try? resolve(layer: .letters) {
            keyboards[.letters] = letters
        }
        let shown = container === self.container ? keyboard : keyboards[layer]
        return TypingContext(
            textBefore: container.text(before: caret, limit: reach),
            textAfter: container.text(after: after, limit: reach), caret: caret,
            hasSelection: !container.selectedRange.isEmpty, markedText: container.markedText, isSecure: container.isSecure,
            traits: container.traits, settings: settings, startsSentence: container.shouldCapitalizeNextLetter,
            keyboard: shown, letters: keyboards[.letters], locale: shown?.locale ?? layout)
    }

    /// Applies a component's edits in order; `false` when the container refused one.
    ///
    /// A replacement (a correction, a pick, the "." shortcut) is its own undo step, as iOS
    /// undoes an autocorrection apart from the typing before it.
    @discardableResult
    func apply(_ edits: [TextEdit], to container: TextContainer) -> Bool {
        var held = true
        for edit in edits {
            switch edit {
            case .insert(let text):
                held = container.insertText(text) && held
            case .replace(let old, let new):
                let caret = container.selectedRange.lowerBound
                let start = caret - old.utf16.count
                guard start >= 0, container.markedRange == nil, container.storage.string(in: start..<caret) == old else {
                    held = false
                    continue
                }
                held = container.replace(start..<caret, with: new) && held
            case .deleteBackward:
                container.deleteBackward()
            case .retype(let old, let new):
                if container.replaceText(before: old, with: new) { continue }
                if !new.isEmpty || container.markedRange != nil { held = container.insertText(new) && held }
            case .mark(let text, let selection):
                if !text.isEmpty {
                    held = container.setMarkedText(text, selectedRange: selection) && held
                } else if container.markedRange != nil {
                    held = container.setMarkedText("") && held
                }
            case .keepComposition:
                container.unmarkText()
            }
        }
        return held
    }

    /// Recomputes ``suggestions`` for the caret where it is now.
    func refreshSuggestions() {
        suggestions = []
        guard let container, methodTyping == nil else { return }
        let bar = direct.handle(.refresh, in: typingContext(container)).bar
        reportTypingProblems()
        guard var shown = bar else { return }
        emoji.addSuggestion(to: &shown)
        reportTypingProblems()
        suggestions = shown.suggestions
    }

    /// Types a suggestion of ``suggestions``: it replaces the word at the caret (or, for a next
    /// word, is inserted) and a space follows, as on iOS. Picking the word as typed keeps it and
    /// teaches it; an emoji counts among the emoji keyboard's recents.
    func selectSuggestion(_ index: Int) {
        guard suggestions.indices.contains(index), let container, container.markedRange == nil else { return }
        let suggestion = suggestions[index]
        let held = apply(direct.handle(.select(suggestion), in: typingContext(container)).edits, to: container)
        if held, suggestion.kind == .emoji { rememberEmoji(suggestion.text, fromPopup: false) }
        updateAutomaticShift()
        refreshSuggestions()
    }

    /// Writes what direct typing learned in the focused field.
    func saveTyping() {
        guard let container else { return }
        direct.save(in: typingContext(container))
        reportTypingProblems()
    }

    /// Forgets what direct typing learned (Reset Keyboard Dictionary).
    func resetLearnedWords() {
        direct.resetLearnedWords()
        refreshSuggestions()
        reportTypingProblems()
    }

    func reportTypingProblems() {
        for problem in (methodTyping?.takeProblems() ?? []) + direct.takeProblems() + emoji.takeProblems() {
            switch problem {
            case .lexiconUnavailable(let language, let reason): report(.lexiconUnavailable(language, reason))
            case .damagedUserData(let key, let reason): report(.damagedUserData(key, reason))
            case .emojiUnavailable(let reason): report(.emojiUnavailable(reason))
            case .methodFailed(let id, let reason): report(.methodFailed(id, reason))
            case .invalidResult(let id, let reason): report(.invalidResult(id, reason))
            }
        }
    }

    // MARK: Replace and spelling

    /// What the edit menu's Replace offers for the selection (see
    /// `Autocorrection/DirectTyping/replacements(for:in:limit:)`).
    func replacements(limit: Int = 5) -> [String] {
        guard let container, methodTyping == nil, !container.selectedRange.isEmpty else { return [] }
        let selected = container.storage.string(in: container.selectedRange)
        defer { reportTypingProblems() }
        return direct.replacements(for: selected, in: typingContext(container), limit: limit)
    }

    /// Replaces the selection with a word (one of ``replacements(limit:)``) as one undo step;
    /// the caret goes after it. Returns whether the text changed.
    @discardableResult
    func replaceSelection(with word: String) -> Bool {
        guard let container, !container.selectedRange.isEmpty, container.markedRange == nil else { return false }
        let changed = container.replace(container.selectedRange, with: word)
        selectionDidMove()
        return changed
    }

    /// The words of the focused field its language's word list and the user's words do not
    /// know, as ranges of the text (the word at the caret, being typed, is left out); empty when
    /// the settings or traits turn spelling checks off.
    ///
    /// - Complexity: O(*n*) in the length of the text.
    func misspelledWords() -> [Range<Int>] {
        guard let container, methodTyping == nil else { return [] }
        defer { reportTypingProblems() }
        return direct.misspelledWords(in: container.text, context: typingContext(container))
    }
}
