#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import KeyboardModel
import LanguageModel
import Typing

/// Typing in several languages on one keyboard (``KeyboardSettings/languages``), as iOS 17 does:
/// a word of any of them is never "corrected", corrections come from the language the sentence is
/// in, and the bar's next words and completions from each language by its share of the sentence.
extension DirectTyping {
    /// The correctors of the settings' other languages whose words the keyboard can type (most of
    /// their word list's letters are on its keys or long presses); the keyboard's own is not
    /// among them.
    func otherCorrectors(in context: TypingContext, primary: Autocorrector) -> [Autocorrector] {
        guard !context.settings.languages.isEmpty, let keyboard = context.letters ?? context.keyboard else { return [] }
        let key = (correctorKey ?? "") + "|" + context.settings.languages.joined(separator: ",")
        if otherCorrectorsKey == key { return otherCorrectorsCache }
        otherCorrectorsKey = key
        otherCorrectorsCache = []
        let letters = typeableLetters(on: keyboard)
        var seen: Set<String> = [primary.lexicon.language]
        for tag in context.settings.languages {
            let language = Lexicon.primaryLanguage(of: tag)
            guard seen.insert(language).inserted else { continue }
            do {
                guard let lexicon = try lexicons.lexicon(for: language) else { continue }
                let alphabet = lexicon.alphabet.filter(\.properties.isAlphabetic)
                let typed = alphabet.filter { letters.contains(Character($0)) }.count
                guard !alphabet.isEmpty, Double(typed) >= 0.8 * Double(alphabet.count) else { continue }
                otherCorrectorsCache.append(Autocorrector(lexicon: lexicon, keyboard: keyboard))
            } catch {
                problems.append(.lexiconUnavailable(language: language, reason: error.description))
            }
        }
        return otherCorrectorsCache
    }

    /// The letters a keyboard types, lower case: its keys' outputs and long presses.
    func typeableLetters(on keyboard: ResolvedKeyboard) -> Set<Character> {
        var letters: Set<Character> = []
        for key in keyboard.keys {
            for text in [key.output ?? ""] + key.longPress {
                for character in CaseMapping.lowercase(text, locale: keyboard.locale) { letters.insert(character) }
            }
        }
        return letters
    }

    /// The keyboard's corrector and the others with each one's share of the sentence before
    /// `offset`, best first: how likely each next-word model makes its words (a word a model lacks
    /// counts 10⁻⁷; the keyboard's own language is ahead by a factor of ten, so a sentence of
    /// words of both stays in it), as shares of 1. A language without a model has no share, and
    /// with no other language the keyboard's has it all.
    func sentenceLanguages(_ primary: Autocorrector, others: [Autocorrector], before offset: Int,
                           in context: TypingContext) -> [(corrector: Autocorrector, share: Double)] {
        guard !others.isEmpty else { return [(primary, 1)] }
        let words = Array(query(before: offset, in: context, locale: primary.locale).words.suffix(8))
        var scored: [(corrector: Autocorrector, score: Double)] = []
        for (index, corrector) in ([primary] + others).enumerated() {
            guard let model = predictor(language: corrector.lexicon.language, locale: corrector.locale)?.model else { continue }
            var score = index == 0 ? 1.0 : 0.0
            var history = [model.sentenceStart]
            for word in words {
                let id = model.id(of: word)
                score += id.map { max(model.logProbability(of: $0, after: Array(history.suffix(2))), -7) } ?? -7
                history.append(id ?? model.unknownWord)
            }
            scored.append((corrector, score))
        }
        guard let best = scored.map(\.score).max() else { return [(primary, 1)] }
        let total = scored.reduce(0) { $0 + pow(10, $1.score - best) }
        // Stable: of equal shares, the keyboard's language first.
        let ranked = scored.enumerated().sorted { a, b in
            a.element.score != b.element.score ? a.element.score > b.element.score : a.offset < b.offset
        }
        return ranked.map { ($0.element.corrector, pow(10, $0.element.score - best) / total) }
    }

    /// Whether `word` is a word of one of the other languages' lists (in any casing), or words of
    /// one joined by apostrophes as elision joins them (French `j'ai`, whose list has `j` and `ai`).
    func isWordOfOtherLanguage(_ word: String, others: [Autocorrector]) -> Bool {
        others.contains { corrector in
            let folded = CaseMapping.lowercase(word.replacingApostrophes(), locale: corrector.locale)
            let known = { (part: String) in corrector.lexicon.entry(for: part)?.kind.isTarget == true }
            return known(folded) || (folded.contains("'") && folded.split(separator: "'").allSatisfy { known(String($0)) })
        }
    }
}
