public import Autocorrection
import InputMethodCore
public import KeyboardModel
import TextEditing

/// Autocorrection and the suggestion bar for layouts without an input method, as iOS and
/// LatinIME do it:
///
/// - While a word is typed, ``InputHost/suggestions`` holds the word as typed, the correction
///   space would commit (marked ``Suggestion/isAutocorrection``), other corrections and
///   completions; after a space, the words the user typed after the previous one before.
/// - Space, return or closing punctuation commits the correction, when the corrector is
///   confident (``Autocorrector``) and ``CorrectionPolicy`` allows it (the user's settings, the
///   field's traits).
/// - The first backspace after a correction reverts it (the word comes back as typed, with the
///   space or punctuation after it) and that word is not corrected again in that place.
/// - Words the user keeps typing, or goes back to, are learned, with the pairs of words typed one
///   after the other, through the host's storage (id `autocorrection`, one key per language) and
///   never from fields where learning is not allowed (secure entry, passwords, codes).
///
/// Touch points given with ``InputHost/press(_:at:)`` are weighed by the touch model; keys
/// pressed by id count as their centres.
struct WordTyping {
    /// The keys tapped for the word at the caret (reset when a word starts).
    var touches: [TypedWord.Touch] = []
    /// What space would commit for the word at the caret.
    var autocorrection: String?
    /// The correction just committed, while backspace may still revert it.
    var lastCorrection: LastCorrection?
    /// Words reverted to, by their place (`start:word`): not corrected again there.
    var reverted: Set<String> = []
    var corrector: Autocorrector?
    var correctorKey: String?
    var user = UserWords()
    var userLanguage: String?
    var userStorage: GatedStorage?
    var unsavedChanges = 0

    struct LastCorrection {
        var start: Int
        var typed: String
        var replacement: String
        /// The correction and the separator after it, as they stand in the text.
        var committed: String
        /// Where they end: the caret, as long as backspace may revert.
        var end: Int { start + committed.utf16.count }
    }

    /// The caret went elsewhere (a tap, another field): nothing typed here continues.
    mutating func forgetPlace() {
        touches = []
        autocorrection = nil
        lastCorrection = nil
    }

    /// Another field: the places of reverted words were this field's.
    mutating func forgetField() {
        forgetPlace()
        reverted = []
    }

    static func place(_ start: Int, _ word: String) -> String { "\(start):\(word)" }
}

extension InputHost {
    /// The storage id learned words are kept under.
    public static let autocorrectionStorageID: InputMethodID = "autocorrection"
    /// Changes after which learned words are written (they are also written when a field
    /// resigns or loses focus, and when a word becomes known).
    static let saveInterval = 20

    /// What may be done with words in the focused field; all off with an input method (it has
    /// its own candidates) or no field.
    public var correctionPolicy: CorrectionPolicy {
        guard let container, method == nil, !container.isSecure else {
            return CorrectionPolicy(corrects: false, suggests: false, learns: false, checksSpelling: false)
        }
        return CorrectionPolicy(traits: container.traits, settings: settings)
    }

    // MARK: Keys without a method

    /// What a key does with no input method: the container's default, with autocorrection
    /// around it.
    func directInput(_ event: InputEvent, in container: TextContainer, at point: Point?) {
        let previous = typing.lastCorrection
        typing.lastCorrection = nil
        switch event {
        case .backspace:
            if let previous, revert(previous, in: container) { break }
            defaultAction(event, in: container)
            if !typing.touches.isEmpty { typing.touches.removeLast() }
        case .space, .return:
            commitWord(in: container, before: nil) { self.defaultAction(event, in: container) }
        case .key(let key) where Self.endsWord(key.output):
            commitWord(in: container, before: key.output) { self.defaultAction(event, in: container) }
        case .key(let key):
            if currentWord(in: container).text.isEmpty { typing.touches = [] }
            defaultAction(event, in: container)
            typing.touches.append(TypedWord.Touch(key.output, at: key.isLongPress ? nil : point))
            // A word past what correction looks at keeps no touches (comparing them with the
            // word each keystroke would grow with the word): it is kept as typed.
            if typing.touches.count > Autocorrector.maximumTypedLength { typing.touches.removeAll(keepingCapacity: true) }
        default:
            defaultAction(event, in: container)
        }
        refreshSuggestions()
    }

    /// Whether typing `output` ends the word before it: closing and sentence punctuation.
    /// Apostrophes and hyphens are inside words (`don't`, `well-known`).
    static func endsWord(_ output: String) -> Bool {
        guard let first = output.unicodeScalars.first, output.unicodeScalars.count == 1 else { return false }
        return ".,;:!?)]}\"»›…”。、，！？".unicodeScalars.contains(first)
    }

    /// Commits the word at the caret (its correction, when there is one to commit), then runs
    /// `separator` (the space, return or punctuation), and learns what was typed.
    private func commitWord(in container: TextContainer, before punctuation: String?, separator: () -> Void) {
        let (range, word) = currentWord(in: container)
        let policy = correctionPolicy
        guard !word.isEmpty else {
            separator()
            return
        }
        var final = word
        var corrected = false
        if let replacement = typing.autocorrection, replacement != word, policy.mayCorrect(token(in: container) + (punctuation ?? "")),
           !typing.reverted.contains(WordTyping.place(range.lowerBound, word)), container.replace(range, with: replacement) {
            final = replacement
            corrected = true
        }
        separator()
        typing.touches = []
        if corrected {
            let end = container.selectedRange.lowerBound
            let committed = end > range.lowerBound ? container.text(before: end, limit: end - range.lowerBound) : ""
            if committed.hasPrefix(final) {
                typing.lastCorrection = WordTyping.LastCorrection(start: range.lowerBound, typed: word, replacement: final,
                                                                  committed: committed)
            }
        }
        learn(final, typedAs: word, corrected: corrected, at: range.lowerBound, in: container)
    }

    /// Backspace right after a correction: the word as typed comes back, with the separator.
    private func revert(_ correction: WordTyping.LastCorrection, in container: TextContainer) -> Bool {
        guard container.markedRange == nil, container.selectedRange == correction.end..<correction.end,
              container.text(before: correction.end, limit: correction.end - correction.start) == correction.committed else { return false }
        let separator = String(correction.committed.dropFirst(correction.replacement.count))
        guard container.replace(correction.start..<correction.end, with: correction.typed + separator) else { return false }
        typing.reverted.insert(WordTyping.place(correction.start, correction.typed))
        if correctionPolicy.learns, loadUserWords() {
            typing.user.accept(correction.typed)
            typing.unsavedChanges += 1
            saveUserWords()
        }
        return true
    }

    // MARK: The suggestion bar

    /// Types a suggestion of ``suggestions``: it replaces the word at the caret (or, for a next
    /// word, is inserted) and a space follows, as on iOS. Picking the word as typed keeps it and
    /// teaches it.
    public func selectSuggestion(_ index: Int) {
        guard suggestions.indices.contains(index), let container, container.markedRange == nil else { return }
        let suggestion = suggestions[index]
        let (range, word) = currentWord(in: container)
        typing.forgetPlace()
        let following = container.text(after: range.upperBound, limit: 2)
        let space = following.first?.isWhitespace == true ? "" : " "
        guard container.replace(range, with: suggestion.text + space) else { return }
        if suggestion.kind == .emoji {
            // An emoji is not a word to learn; it counts among the emoji keyboard's recents.
            rememberEmoji(suggestion.text, fromPopup: false)
        } else if suggestion.kind == .typed, !word.isEmpty, correctionPolicy.learns, loadUserWords() {
            typing.user.accept(word)
            typing.unsavedChanges += 1
            saveUserWords()
        } else {
            learn(suggestion.text, typedAs: suggestion.text, corrected: true, at: range.lowerBound, in: container)
        }
        updateAutomaticShift()
        refreshSuggestions()
    }

    /// Recomputes ``suggestions`` and what space would commit, for the caret where it is now.
    func refreshSuggestions() {
        suggestions = []
        typing.autocorrection = nil
        guard let container, container.markedRange == nil, container.selectedRange.isEmpty else { return }
        let policy = correctionPolicy
        guard policy.corrects || policy.suggests, let corrector = corrector() else { return }
        let (range, word) = currentWord(in: container)
        if word.isEmpty {
            guard policy.suggests, let previous = previousWord(before: range.lowerBound, in: container), loadUserWords() else { return }
            let capital = container.shouldCapitalizeNextLetter && settings.autoCapitalization
            suggestions = typing.user.nextWords(after: previous, limit: 3).map {
                Suggestion(capital ? WordCasing.capitalised.apply(to: $0, locale: corrector.locale) : $0, kind: .nextWord)
            }
            addEmojiSuggestion(for: previous, locale: corrector.locale)
            return
        }
        guard !word.contains(where: \.isNumber), isWritable(word) else { return }
        _ = loadUserWords()
        let reverted = typing.reverted.contains(WordTyping.place(range.lowerBound, word))
        let plain = word.replacingApostrophes()
        let touches = typing.touches.map(\.text).joined() == word ? typing.touches : []
        let typed = touches.isEmpty ? TypedWord(plain) : TypedWord(touches.map { TypedWord.Touch($0.text.replacingApostrophes(),
                                                                                                 at: $0.point) })
        let result = corrector.suggestions(for: typed, user: typing.user, corrects: policy.mayCorrect(token(in: container)) && !reverted,
                                           limit: 3)
        let curly = word.contains("’") || (settings.smartPunctuation && container.traits.areSmartQuotesEnabled)
        let shown = { (text: String) in curly ? text.replacingOccurrences(of: "'", with: "’") : text }
        typing.autocorrection = result.autocorrection.map(shown)
        guard policy.suggests else { return }
        suggestions = result.bar.map { suggestion in
            var copy = suggestion
            copy.text = suggestion.kind == .typed ? word : shown(suggestion.text)
            return copy
        }
        addEmojiSuggestion(for: word, locale: corrector.locale)
    }

    /// Whether every letter of `word` is on the layout's letters (a key's output or a long-press
    /// alternate, in any case): a word that reaches into text of another script (私はa, typed
    /// after Japanese) is not this keyboard's to correct.
    func isWritable(_ word: String) -> Bool {
        if keyboards[.letters] == nil, let letters = try? resolve(layer: .letters) { keyboards[.letters] = letters }
        guard let keyboard = keyboards[.letters] ?? keyboard else { return false }
        var letters: Set<Character> = ["'", "’"]
        for key in keyboard.keys {
            for text in [key.output ?? ""] + key.longPress {
                for character in CaseMapping.lowercase(text, locale: keyboard.locale) { letters.insert(character) }
            }
        }
        return CaseMapping.lowercase(word, locale: keyboard.locale).allSatisfy { letters.contains($0) || !$0.isLetter }
    }

    // MARK: Replace

    /// What the edit menu's Replace offers for the selection: other spellings of the selected
    /// word from the keyboard language's autocorrector, best first, in the word's casing (and
    /// its apostrophes); empty when the selection is not one word (a space, digits, two words),
    /// the field is secure or composing, the language has no word list, or none is near enough
    /// ("No Replacements Found", as iOS says).
    ///
    /// - Complexity: one correction search (see `Autocorrection/Autocorrector/corrections(for:limit:)`).
    public func replacements(limit: Int = 5) -> [String] {
        guard let container, !container.isSecure, container.markedRange == nil, !container.selectedRange.isEmpty,
              let corrector = corrector() else { return [] }
        let selected = container.storage.string(in: container.selectedRange)
        let runs = Self.wordRuns(selected)
        guard runs.count == 1, let run = runs.first, run.isWord, !run.text.contains(where: \.isNumber) else { return [] }
        let word = String(run.text)
        _ = loadUserWords()
        let plain = word.replacingApostrophes()
        let folded = CaseMapping.lowercase(plain, locale: corrector.locale)
        let curly = word.contains("’")
        var result: [String] = []
        for candidate in corrector.corrections(for: TypedWord(plain), limit: limit + 2).candidates {
            guard candidate.origin != .typed, CaseMapping.lowercase(candidate.text, locale: corrector.locale) != folded else { continue }
            let text = curly ? candidate.text.replacingOccurrences(of: "'", with: "’") : candidate.text
            if !result.contains(text) { result.append(text) }
        }
        return Array(result.prefix(limit))
    }

    /// Replaces the selection with a word (one of ``replacements(limit:)``) as one undo step;
    /// the caret goes after it. Returns whether the text changed.
    @discardableResult
    public func replaceSelection(with word: String) -> Bool {
        guard let container, !container.selectedRange.isEmpty, container.markedRange == nil else { return false }
        let changed = container.replace(container.selectedRange, with: word)
        selectionDidMove()
        return changed
    }

    // MARK: Spelling

    /// The words of the focused field its language's word list and the user's words do not
    /// know, as ranges of the text (the word at the caret, being typed, is left out); empty when
    /// the settings or traits turn spelling checks off.
    ///
    /// - Complexity: O(*n*) in the length of the text.
    public func misspelledWords() -> [Range<Int>] {
        guard let container, correctionPolicy.checksSpelling, let corrector = corrector() else { return [] }
        _ = loadUserWords()
        let caret = container.selectedRange.lowerBound
        var result: [Range<Int>] = []
        var offset = 0
        for (isWord, run) in Self.wordRuns(container.text) {
            let length = run.utf16.count
            defer { offset += length }
            guard isWord, !run.contains(where: \.isNumber) else { continue }
            if container.selectedRange.isEmpty, (offset...(offset + length)).contains(caret) { continue }
            let word = run.replacingApostrophes()
            let known = corrector.lexicon.entry(for: CaseMapping.lowercase(word, locale: corrector.locale))?.kind.isTarget == true
            if !known && !typing.user.isKnown(word) { result.append(offset..<(offset + length)) }
        }
        return result
    }

    // MARK: Words in the text

    /// The word that ends at the caret (letters, marks, digits, and apostrophes inside), and its
    /// range; empty when the caret is not at the end of a word.
    func currentWord(in container: TextContainer) -> (range: Range<Int>, text: String) {
        let caret = container.selectedRange.lowerBound
        guard !container.isSecure,
            container.text(after: caret, limit: 2).first.map(Self.isWordCharacter) != true else { return (caret..<caret, "") }
        let word = Self.trailingWord(container.text(before: caret, limit: 64))
        return ((caret - word.utf16.count)..<caret, word)
    }

    /// What was typed since the last white space before the caret (`wrold.com`), for the rules
    /// that spare addresses.
    func token(in container: TextContainer) -> String {
        let before = container.text(before: container.selectedRange.lowerBound, limit: 64)
        return String(before.split(whereSeparator: \.isWhitespace).last ?? "")
    }

    /// The word before `offset` when only one space separates them (`good |` → `good`).
    func previousWord(before offset: Int, in container: TextContainer) -> String? {
        let before = container.text(before: offset, limit: 66)
        guard before.last == " " else { return nil }
        let word = Self.trailingWord(String(before.dropLast()))
        return word.isEmpty || word.contains(where: \.isNumber) ? nil : word.replacingApostrophes()
    }

    static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber
            || character.unicodeScalars.contains { $0.properties.generalCategory == .nonspacingMark
                                                   || $0.properties.generalCategory == .spacingMark }
    }

    /// The length in UTF-16 units of the word at the end of `text` (see `currentWord(in:)`).
    public static func trailingWordLength(_ text: String) -> Int { trailingWord(text).utf16.count }

    /// The run of word characters at the end of `text`, with apostrophes inside it.
    static func trailingWord(_ text: String) -> String {
        var start = text.endIndex
        var index = text.endIndex
        while index > text.startIndex {
            let previous = text.index(before: index)
            let character = text[previous]
            if isWordCharacter(character) {
                start = previous
            } else if !(character == "'" || character == "’") || start == text.endIndex {
                break
            }
            index = previous
        }
        return String(text[start...])
    }

    /// The text cut into runs of word characters (apostrophes inside words included) and the rest.
    static func wordRuns(_ text: String) -> [(isWord: Bool, text: Substring)] {
        var runs: [(isWord: Bool, text: Substring)] = []
        var start = text.startIndex
        var inWord: Bool?
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            let next = text.index(after: index)
            var isWord = isWordCharacter(character)
            if !isWord, character == "'" || character == "’", inWord == true, next < text.endIndex,
                isWordCharacter(text[next]) { isWord = true }
            if let current = inWord, current != isWord {
                runs.append((current, text[start..<index]))
                start = index
            }
            inWord = isWord
            index = next
        }
        if let inWord, start < text.endIndex { runs.append((inWord, text[start...])) }
        return runs
    }

    // MARK: The corrector and learned words

    /// The corrector for the keyboard shown (its language's word list, its letters' geometry);
    /// `nil` when the language has no word list.
    func corrector() -> Autocorrector? {
        guard let shown = keyboard else { return nil }
        let key = "\(shown.layoutID)|\(shown.locale)|\(orientation)|\(device)"
        if typing.correctorKey == key { return typing.corrector }
        typing.correctorKey = key
        typing.corrector = nil
        do {
            guard let lexicon = try lexicons.lexicon(for: shown.locale) else { return nil }
            let letters = keyboards[.letters] ?? (try? resolve(layer: .letters))
            typing.corrector = Autocorrector(lexicon: lexicon, keyboard: letters ?? shown)
        } catch {
            report(.lexiconUnavailable(Lexicon.primaryLanguage(of: shown.locale), error.description))
        }
        return typing.corrector
    }

    /// Loads the learned words of the keyboard's language (once per language); `false` when
    /// there is no corrector.
    @discardableResult
    func loadUserWords() -> Bool {
        guard let corrector = corrector() else { return false }
        let language = corrector.lexicon.language
        guard typing.userLanguage != language else { return true }
        saveUserWords()
        typing.userLanguage = language
        typing.user = UserWords()
        typing.unsavedChanges = 0
        let storage = typing.userStorage ?? GatedStorage(base: makeStorage(Self.autocorrectionStorageID))
        typing.userStorage = storage
        let key = "words." + language
        if let bytes = storage.data(forKey: key) {
            do {
                typing.user = try UserWords(decoding: bytes)
            } catch {
                // Keep the damaged bytes for inspection; start again with nothing learned.
                try? storage.base.setData(bytes, forKey: key + ".damaged")
                try? storage.base.setData(nil, forKey: key)
                report(.damagedUserData(key, error.description))
            }
        }
        return true
    }

    /// Writes the learned words when anything changed (and learning is allowed in the field).
    func saveUserWords() {
        guard typing.unsavedChanges > 0, let language = typing.userLanguage, let storage = typing.userStorage else { return }
        storage.isLearningAllowed = container?.traits.isLearningAllowed ?? true
        do {
            try storage.setData(typing.user.encoded(), forKey: "words." + language)
            typing.unsavedChanges = 0
        } catch {
            report(.damagedUserData("words." + language, "cannot be written: \(error)"))
        }
    }

    /// Learns from a committed word: a word no list knows, kept as typed, counts towards being
    /// known; the pair it makes with the word before it is noted.
    private func learn(_ word: String, typedAs typed: String, corrected: Bool, at start: Int, in container: TextContainer) {
        guard correctionPolicy.learns, loadUserWords(), let corrector = typing.corrector else { return }
        let plain = word.replacingApostrophes()
        let wasKnown = typing.user.isKnown(plain)
        if !corrected, corrector.lexicon.entry(for: CaseMapping.lowercase(plain, locale: corrector.locale))?.kind.isTarget != true {
            typing.user.noteTyped(plain)
        }
        if let previous = previousWord(before: start, in: container) { typing.user.notePair(previous, plain) }
        typing.unsavedChanges += 1
        if typing.user.isKnown(plain) != wasKnown || typing.unsavedChanges >= Self.saveInterval { saveUserWords() }
    }
}

extension StringProtocol {
    /// Typographic apostrophes as the word lists spell them (`don’t` → `don't`).
    func replacingApostrophes() -> String { String(self).replacingOccurrences(of: "’", with: "'") }

    func replacingOccurrences(of target: Character, with replacement: Character) -> String {
        String(map { $0 == target ? replacement : $0 })
    }
}
