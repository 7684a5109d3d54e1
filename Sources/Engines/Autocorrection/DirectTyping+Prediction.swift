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
    /// character (`€`, `#`) nothing is offered. With several languages, each offers its words at
    /// its share of the sentence (``sentenceLanguages(_:others:before:in:)``).
    func nextWords(in context: TypingContext, languages: [(corrector: Autocorrector, share: Double)]) -> SuggestionBar? {
        if let last = context.text(before: 1).last, !last.isWhitespace, !Words.isEnding(String(last)) { return nil }
        guard let locale = languages.first?.corrector.locale else { return nil }
        loadUserWords(in: context)
        let capital = context.startsSentence && context.settings.autoCapitalization
        let predicted = predictions(partial: "", before: context.caret, in: context, languages: languages, limit: 3)
        let words = predicted.map { Suggestion(capital ? WordCasing.capitalised.apply(to: $0, locale: locale) : $0, kind: .nextWord) }
        noteOffered(words, locale: locale)
        let last = query(before: context.caret, in: context, locale: locale).words.last ?? ""
        return words.isEmpty ? nil : SuggestionBar(words, word: last, locale: locale)
    }

    /// Completions of the word being typed, ranked with the words before it, in the model's
    /// casing (the corrector adds the typed word's casing); `nil` when no language has a model.
    func completions(of word: String, at start: Int, in context: TypingContext, languages: [(corrector: Autocorrector, share: Double)],
                     limit: Int) -> [String]? {
        guard languages.contains(where: { predictor(language: $0.corrector.lexicon.language, locale: $0.corrector.locale) != nil })
        else { return nil }
        return predictions(partial: word.replacingApostrophes(), before: start, in: context, languages: languages, limit: limit)
    }

    /// The likeliest words after the text before `start` (beginning with `partial`), each
    /// language's at its share: P(w) = Σ share · P_language(w | words before). Languages with a
    /// share under 1 % are not asked. Words the bar offered for earlier letters of the word being
    /// typed are left out (``OfferedWords``; the bar notes what it shows, ``noteOffered(_:)``).
    func predictions(partial: String, before start: Int, in context: TypingContext,
                     languages: [(corrector: Autocorrector, share: Double)], limit: Int) -> [String] {
        guard let first = languages.first?.corrector else { return [] }
        var scored: [(text: String, probability: Double)] = []
        var index: [String: Int] = [:]
        var key = query(before: start, in: context, locale: first.locale)
        key.partial = partial
        let passedOver = offered.passedOver(for: key)
        for (corrector, share) in languages where share >= 0.01 {
            guard let predictor = predictor(language: corrector.lexicon.language, locale: corrector.locale) else { continue }
            var query = query(before: start, in: context, locale: corrector.locale)
            query.partial = partial
            for prediction in predictor.predictions(for: query, user: ngrams, limit: limit, excluding: passedOver) {
                let key = CaseMapping.lowercase(prediction.text, locale: corrector.locale)
                if let at = index[key] {
                    scored[at].probability += share * prediction.probability
                } else {
                    index[key] = scored.count
                    scored.append((prediction.text, share * prediction.probability))
                }
            }
        }
        // Stable: of equal probabilities, the likelier language's word first.
        let best = scored.enumerated().sorted { $0.element.probability != $1.element.probability
            ? $0.element.probability > $1.element.probability : $0.offset < $1.offset }.prefix(limit).map(\.element.text)
        return best
    }

    /// Notes the words a bar shows (all but the word as typed), to be left out when the word is
    /// typed on.
    func noteOffered(_ suggestions: [Suggestion], locale: String) {
        offered.note(suggestions.filter { $0.kind != .typed }.map { CaseMapping.lowercase($0.text.replacingApostrophes(), locale: locale) })
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
