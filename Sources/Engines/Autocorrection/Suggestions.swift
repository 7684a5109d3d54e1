import KeyboardModel
public import Typing

/// The bar for one word being typed and what space would commit.
public struct WordSuggestions: Hashable, Sendable {
    /// Best first: the word as typed, the autocorrection (if any), other corrections, completions.
    public var bar: [Suggestion]
    /// What space or punctuation commits instead of the typed word; `nil`: the word stays.
    public var autocorrection: String?
}

extension Autocorrector {
    /// The suggestion bar for a word being typed, as iOS and LatinIME lay it out: the word as
    /// typed first, then the correction space would commit (when `corrects`), then other
    /// corrections and completions (known words that begin with what was typed, the user's
    /// first), cased like the typed word. `completions`, when given, are the completions to offer
    /// (as written: `Paris`; ranked with the words before by ``WordPredictor``) instead of the
    /// lexicon's most frequent ones. `context`, the words before, ranks the corrections and may
    /// replace a real word that does not fit (``corrections(for:limit:context:)``).
    ///
    /// A word the user's typing made known (``UserWords/isKnown(_:)``) is never corrected.
    ///
    /// ```swift
    /// corrector.suggestions(for: "rhe", user: UserWords(), corrects: true).bar
    /// // ["rhe", *the*, "rhe" alternatives…]
    /// ```
    ///
    /// - Complexity: that of ``corrections(for:limit:context:)`` plus a completion walk of the lexicon.
    public func suggestions(for typed: TypedWord, user: UserWords, corrects: Bool, limit: Int = 3,
                            completions given: [String]? = nil, context: CorrectionContext? = nil) -> WordSuggestions {
        let text = typed.text
        guard !text.isEmpty, limit > 0 else { return WordSuggestions(bar: [], autocorrection: nil) }
        let learned = user.isKnown(text)
        let result = corrections(for: typed, limit: limit, context: context)
        let autocorrection = corrects && !learned ? result.autocorrection?.text : nil
        var bar = [Suggestion(text, kind: .typed)]
        var seen: Set<String> = [text]
        func add(_ suggestion: Suggestion) {
            if bar.count < limit, seen.insert(suggestion.text).inserted { bar.append(suggestion) }
        }
        if let autocorrection { add(Suggestion(autocorrection, kind: .correction, isAutocorrection: true)) }
        let casing = WordCasing(text)
        let cased = { (word: String) in casing == .lower ? word : casing.apply(to: CaseMapping.lowercase(word, locale: locale),
                                                                               locale: locale) }
        let learnedCompletions = user.completions(of: text, limit: limit).map(cased)
        let folded = CaseMapping.lowercase(text, locale: locale)
        let ranked = given.map { words in words.map { casing == .lower || casing == .mixed ? $0 : cased($0) } }
            ?? lexicon.completions(of: folded, limit: limit + 1).filter { $0.word != folded }
            .map { casing == .mixed ? $0.word : casing.apply(to: $0.word, kind: $0.entry.kind, locale: locale) }
        let completions = learnedCompletions + ranked
        // The user's own words first; then corrections where the typed word is not known, and
        // completions first where it is.
        let corrections = learned ? [] : result.candidates.filter { $0.origin != .typed }.map(\.text)
        let ordered = learnedCompletions + (result.isKnownWord || learned ? completions + corrections : corrections + completions)
        for word in ordered { add(Suggestion(word, kind: completions.contains(word) ? .completion : .correction)) }
        return WordSuggestions(bar: bar, autocorrection: autocorrection)
    }
}
