import KeyboardModel
public import Typing
import LanguageModel
import UserData

/// The corrector for the keyboard shown, the words the user taught it, and the edit menu's
/// word services (Replace, spelling).
extension DirectTyping {
    /// The corrector for the keyboard of `context` (its language's word list, its letters'
    /// geometry); `nil` when the language has no word list.
    func corrector(for context: TypingContext) -> Autocorrector? {
        guard let shown = context.keyboard else { return nil }
        let key = "\(shown.layoutID)|\(shown.locale)|\(shown.orientation)|\(shown.device)"
        if correctorKey == key { return corrector }
        correctorKey = key
        corrector = nil
        do {
            guard let lexicon = try lexicons.lexicon(for: shown.locale) else { return nil }
            corrector = Autocorrector(lexicon: lexicon, keyboard: context.letters ?? shown)
        } catch {
            problems.append(.lexiconUnavailable(language: Lexicon.primaryLanguage(of: shown.locale), reason: error.description))
        }
        return corrector
    }

    /// Loads the learned words and n-grams of the keyboard's language (once per language);
    /// `false` when there is no corrector. Word pairs an earlier version kept with the words
    /// become n-grams.
    @discardableResult
    func loadUserWords(in context: TypingContext) -> Bool {
        guard let corrector = corrector(for: context) else { return false }
        let language = corrector.lexicon.language
        guard userLanguage != language else { return true }
        save(in: context)
        userLanguage = language
        unsavedChanges = 0
        user = stored("words." + language, UserWords()) { bytes throws(UserWords.DecodingError) in try UserWords(decoding: bytes) }
        ngrams = stored("ngrams." + language, UserNgrams()) { bytes throws(UserNgrams.DecodingError) in try UserNgrams(decoding: bytes) }
        if !user.pairs.isEmpty {
            for pair in user.pairs.values.sorted(by: { $0.lastUse < $1.lastUse }) {
                for _ in 0..<min(pair.count, 10) { ngrams.note(pair.next, after: [pair.previous]) }
            }
            user.forgetPairs()
            unsavedChanges += 1
        }
        return true
    }

    /// What the storage holds under `key`, or `empty`; damaged bytes are kept aside under
    /// `key.damaged` and reported, and learning starts afresh.
    private func stored<Value, Failure: Error & CustomStringConvertible>(
        _ key: String, _ empty: Value, _ decode: ([UInt8]) throws(Failure) -> Value) -> Value {
        guard let storage, let bytes = storage.data(forKey: key) else { return empty }
        do {
            return try decode(bytes)
        } catch {
            try? storage.base.setData(bytes, forKey: key + ".damaged")
            try? storage.base.setData(nil, forKey: key)
            problems.append(.damagedUserData(key: key, reason: error.description))
            return empty
        }
    }

    /// Writes the learned words when anything changed (and learning is allowed in the field).
    public func save(in context: TypingContext) {
        saveUserWords(learningAllowed: context.traits.isLearningAllowed)
    }

    func saveUserWords(learningAllowed: Bool) {
        guard unsavedChanges > 0, let language = userLanguage, let storage else { return }
        storage.isLearningAllowed = learningAllowed
        for (key, bytes) in [("words." + language, user.encoded()), ("ngrams." + language, ngrams.encoded())] {
            do {
                try storage.setData(bytes, forKey: key)
            } catch {
                problems.append(.damagedUserData(key: key, reason: "cannot be written: \(error)"))
                return
            }
        }
        unsavedChanges = 0
    }

    /// Learns from a committed word: a word no list knows, kept as typed, counts towards being
    /// known; the word is noted after the words before it in its sentence.
    func learn(_ word: String, corrected: Bool, at start: Int, in context: TypingContext) {
        guard Self.policy(in: context).learns, loadUserWords(in: context), let corrector else { return }
        let plain = word.replacingApostrophes()
        let wasKnown = user.isKnown(plain)
        if !corrected, corrector.lexicon.entry(for: CaseMapping.lowercase(plain, locale: corrector.locale))?.kind.isTarget != true,
           !isWordOfOtherLanguage(plain, others: otherCorrectorsCache) {
            user.noteTyped(plain)
        }
        noteNgram(plain, at: start, in: context, locale: corrector.locale)
        unsavedChanges += 1
        if user.isKnown(plain) != wasKnown || unsavedChanges >= Self.saveInterval { save(in: context) }
    }

    /// The user's text replacements, read from the storage once per field (damaged ones are
    /// set aside and reported).
    func textReplacements(in context: TypingContext) -> TextReplacements {
        if let replacements { return replacements }
        let read = stored(TextReplacements.storageKey, TextReplacements.none) { bytes throws(TextReplacements.DecodingError) in
            try TextReplacements(decoding: bytes)
        }
        replacements = read
        return read
    }

    /// Forgets everything learned, in every language, in memory and in storage, as iOS's
    /// Reset Keyboard Dictionary does: learned words, the n-grams, pairs of earlier versions.
    public func resetLearnedWords() {
        user = UserWords()
        ngrams = UserNgrams()
        unsavedChanges = 0
        guard let storage else { return }
        for language in Set(Lexicon.bundledLanguages() + [userLanguage].compactMap { $0 }) {
            for key in ["words." + language, "ngrams." + language] where storage.data(forKey: key) != nil {
                do { try storage.base.setData(nil, forKey: key) } catch {
                    problems.append(.damagedUserData(key: key, reason: "cannot be removed: \(error)"))
                }
            }
        }
    }

    // MARK: Replace and spelling

    /// What the edit menu's Replace offers for `selected` (the selection's text): other
    /// spellings from the keyboard language's corrector, best first, in the word's casing (and
    /// its apostrophes); empty when the selection is not one word (a space, digits, two words),
    /// the field is secure or composing, the language has no word list, or none is near enough
    /// ("No Replacements Found", as iOS says).
    ///
    /// - Complexity: one correction search (see ``Autocorrector/corrections(for:limit:context:)``).
    public func replacements(for selected: String, in context: TypingContext, limit: Int = 5) -> [String] {
        guard !context.isSecure, !context.isComposing, let corrector = corrector(for: context) else { return [] }
        let runs = Words.runs(selected)
        guard runs.count == 1, let run = runs.first, run.isWord, !run.text.contains(where: \.isNumber) else { return [] }
        let word = String(run.text)
        loadUserWords(in: context)
        let plain = word.replacingApostrophes()
        let folded = CaseMapping.lowercase(plain, locale: corrector.locale)
        let curly = word.contains("’")
        var result: [String] = []
        for candidate in corrector.corrections(for: TypedWord(plain), limit: limit + 2).candidates {
            guard candidate.origin != .typed, CaseMapping.lowercase(candidate.text, locale: corrector.locale) != folded else { continue }
            let text = curly ? candidate.text.replacingCharacter("'", with: "’") : candidate.text
            if !result.contains(text) { result.append(text) }
        }
        return Array(result.prefix(limit))
    }

    /// The words of `text` (the whole field) its language's word list and the user's words do
    /// not know, as ranges (the word at the caret, being typed, is left out); empty when the
    /// settings or traits turn spelling checks off.
    ///
    /// - Complexity: O(*n*) in the length of the text.
    public func misspelledWords(in text: String, context: TypingContext) -> [Range<Int>] {
        guard Self.policy(in: context).checksSpelling, let corrector = corrector(for: context) else { return [] }
        loadUserWords(in: context)
        let caret = context.caret
        var result: [Range<Int>] = []
        var offset = 0
        for (isWord, run) in Words.runs(text) {
            let length = run.utf16.count
            defer { offset += length }
            guard isWord, !run.contains(where: \.isNumber) else { continue }
            if !context.hasSelection, (offset...(offset + length)).contains(caret) { continue }
            let word = run.replacingApostrophes()
            let known = corrector.lexicon.entry(for: CaseMapping.lowercase(word, locale: corrector.locale))?.kind.isTarget == true
            if !known && !user.isKnown(word) { result.append(offset..<(offset + length)) }
        }
        return result
    }
}
