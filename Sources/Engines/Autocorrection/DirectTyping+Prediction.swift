import KeyboardModel
import LanguageModel
import Typing
import UserData

/// Next words and completions from the language's next-word model and the user's n-grams.
extension DirectTyping {
    /// The predictor of a language, its words cased by `locale`'s rules (opened once); `nil` when
    /// the language has none or it cannot be read (said once as a problem).
    func predictor(language: String, locale: String) -> WordPredictor? {
        if let known = predictors[language] { return known }
        var opened: WordPredictor?
        do {
            opened = try languageModels.model(for: language).map { WordPredictor(model: $0, locale: locale) }
        } catch {
            problems.append(.lexiconUnavailable(language: language, reason: error.description))
        }
        predictors[language] = .some(opened)
        return opened
    }

    /// What to predict at the caret: the words of the sentence before `offset` and the word
    /// being typed up to it.
    func query(before offset: Int, in context: TypingContext, locale: String) -> PredictionQuery {
        PredictionQuery(textBefore: String(context.text(before: offset, limit: 200)), locale: locale)
    }

    /// The bar after a space or punctuation, or in an empty field: the three likeliest next
    /// words, capitalised where a sentence starts and the field capitalises. Right after another
    /// character (`€`, `#`) nothing is offered.
    func nextWords(in context: TypingContext, corrector: Autocorrector) -> SuggestionBar? {
        if let last = context.text(before: 1).last, !last.isWhitespace, !Words.isEnding(String(last)) { return nil }
        guard let predictor = predictor(language: corrector.lexicon.language, locale: corrector.locale) else { return nil }
        loadUserWords(in: context)
        let query = query(before: context.caret, in: context, locale: corrector.locale)
        let capital = context.startsSentence && context.settings.autoCapitalization
        let words = predictor.predictions(for: query, user: ngrams, limit: 3).map {
            Suggestion(capital ? WordCasing.capitalised.apply(to: $0.text, locale: corrector.locale) : $0.text, kind: .nextWord)
        }
        return words.isEmpty ? nil : SuggestionBar(words, word: query.words.last ?? "", locale: corrector.locale)
    }

    /// Completions of the word being typed, ranked with the words before it, in the model's
    /// casing (the corrector adds the typed word's casing).
    func completions(of word: String, at start: Int, in context: TypingContext, corrector: Autocorrector, limit: Int) -> [String]? {
        guard let predictor = predictor(language: corrector.lexicon.language, locale: corrector.locale) else { return nil }
        var query = query(before: start, in: context, locale: predictor.locale)
        query.partial = word.replacingApostrophes()
        return predictor.predictions(for: query, user: ngrams, limit: limit).map(\.text)
    }

    /// The words before the word starting at `start`, for the corrector to weigh candidates by
    /// (`nil` when the language has no next-word model).
    func correctionContext(before start: Int, in context: TypingContext, corrector: Autocorrector) -> CorrectionContext? {
        guard let predictor = predictor(language: corrector.lexicon.language, locale: corrector.locale) else { return nil }
        return CorrectionContext(model: predictor.model, words: query(before: start, in: context, locale: corrector.locale).words)
    }

    /// Notes a committed word after the words before it in its sentence.
    func noteNgram(_ word: String, at start: Int, in context: TypingContext, locale: String) {
        ngrams.note(word, after: query(before: start, in: context, locale: locale).words)
    }
}
