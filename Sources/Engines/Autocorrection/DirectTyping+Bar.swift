import KeyboardModel
import Typing

/// The suggestion bar: what it offers for the caret, and a pick.
extension DirectTyping {
    /// The bar for the caret of `context`, and what space would commit there; `nil` where the
    /// bar is off (the settings, the traits, a language without a word list, a selection).
    func refresh(in context: TypingContext) -> SuggestionBar? {
        autocorrection = nil
        autocorrectionIsReplacement = false
        guard !context.isComposing, !context.hasSelection else { return nil }
        let policy = Self.policy(in: context)
        guard policy.corrects || policy.suggests else { return nil }
        let (range, word) = currentWord(in: context)
        if let bar = replacementBar(for: word, at: range.lowerBound, in: context) { return bar }
        guard let primary = corrector(for: context) else { return nil }
        let others = otherCorrectors(in: context, primary: primary)
        let languages = sentenceLanguages(primary, others: others, before: range.lowerBound, in: context)
        let corrector = languages.first?.corrector ?? primary
        if word.isEmpty {
            return policy.predictsNextWords ? nextWords(in: context, languages: languages) : nil
        }
        guard !word.contains(where: \.isNumber), isWritable(word, in: context) else { return nil }
        loadUserWords(in: context)
        let reverted = reverted.contains(Self.place(range.lowerBound, word))
        let plain = word.replacingApostrophes()
        let touches = touches.map(\.text).joined() == word ? touches : []
        let typed = touches.isEmpty ? TypedWord(plain) : TypedWord(touches.map { TypedWord.Touch($0.text.replacingApostrophes(),
                                                                                                 at: $0.point) })
        let completions = policy.suggests ? completions(of: word, at: range.lowerBound, in: context, languages: languages, limit: 4) : nil
        // A word of another of the user's languages is theirs, not a typo.
        let foreign = isWordOfOtherLanguage(word, others: ([primary] + others).filter { $0.lexicon.language != corrector.lexicon.language })
        let result = corrector.suggestions(for: typed, user: user, corrects: policy.mayCorrect(token(in: context)) && !reverted && !foreign,
                                           limit: 3, completions: completions,
                                           context: correctionContext(before: range.lowerBound, in: context, corrector: corrector))
        let curly = word.contains("’") || (context.settings.smartPunctuation && context.traits.areSmartQuotesEnabled)
        let shown = { (text: String) in curly ? text.replacingCharacter("'", with: "’") : text }
        autocorrection = result.autocorrection.map(shown)
        guard policy.suggests else { return nil }
        noteOffered(result.bar, locale: corrector.locale)
        let bar = result.bar.map { suggestion in
            var copy = suggestion
            copy.text = suggestion.kind == .typed ? word : shown(suggestion.text)
            return copy
        }
        return SuggestionBar(bar, word: word, locale: corrector.locale)
    }

    /// The bar for a word that is one of the user's shortcuts: the word as typed, then the phrase
    /// space will commit (unless backspace took it back there).
    func replacementBar(for word: String, at start: Int, in context: TypingContext) -> SuggestionBar? {
        guard !word.isEmpty, let phrase = textReplacements(in: context).phrase(for: word),
              !reverted.contains(Self.place(start, word)) else { return nil }
        autocorrection = phrase
        autocorrectionIsReplacement = true
        let locale = context.keyboard?.locale ?? ""
        return SuggestionBar([Suggestion(word, kind: .typed), Suggestion(phrase, kind: .correction, isAutocorrection: true)],
                             word: word, locale: locale)
    }

    /// Types an entry of the bar: it replaces the word at the caret (or, for a next word,
    /// is inserted) and a space follows, as on iOS. Picking the word as typed keeps it and
    /// teaches it.
    func select(_ suggestion: Suggestion, in context: TypingContext) -> [TextEdit] {
        guard !context.isComposing else { return [] }
        let (range, word) = currentWord(in: context)
        forget(.place)
        let space = context.textAfter.first?.isWhitespace == true ? "" : " "
        pending = .pick(start: range.lowerBound, typed: word, suggestion: suggestion)
        return [.replace(before: word, with: suggestion.text + space)]
    }

    /// Whether every letter of `word` is on the layout's letters (a key's output or a long-press
    /// alternate, in any case): a word that reaches into text of another script (私はa, typed
    /// after Japanese) is not this keyboard's to correct.
    func isWritable(_ word: String, in context: TypingContext) -> Bool {
        guard let keyboard = context.letters ?? context.keyboard else { return false }
        let letters = typeableLetters(on: keyboard).union(["'", "’"])
        return CaseMapping.lowercase(word, locale: keyboard.locale).allSatisfy { letters.contains($0) || !$0.isLetter }
    }

    // MARK: Words at the caret

    /// The word that ends at the caret (letters, marks, digits, and apostrophes inside), and its
    /// range; empty when the caret is not at the end of a word.
    func currentWord(in context: TypingContext) -> (range: Range<Int>, text: String) {
        let caret = context.caret
        guard !context.isSecure, context.textAfter.first.map(Words.isWordCharacter) != true else { return (caret..<caret, "") }
        let word = Words.trailingWord(context.text(before: 64))
        return ((caret - word.utf16.count)..<caret, word)
    }

    /// What was typed since the last white space before the caret (`wrold.com`), for the rules
    /// that spare addresses.
    func token(in context: TypingContext) -> String {
        String(context.text(before: 64).split(whereSeparator: \.isWhitespace).last ?? "")
    }
}
