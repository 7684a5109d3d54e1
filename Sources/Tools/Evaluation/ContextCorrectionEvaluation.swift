public import Autocorrection
public import LanguageModel
import Foundation
import KeyboardModel
import Typing

/// What the words before add to correction, on typos made in sentences: every word of three
/// code points or more of a text (one sentence or more a line) that the lexicon holds as a target and
/// the keyboard can type gets one slip of ``TypoGenerator`` in turn, the rest of its sentence as
/// written, and is corrected with the words before it (``CorrectionContext``) and without, in the
/// same run. Every such word, short ones too, typed correctly shows what the context costs: words
/// it changes.
public enum ContextCorrectionEvaluation {
    public struct Report: Equatable, Sendable {
        /// Typos corrected, as many as the words the generator could make a slip in.
        public var pairs: Int
        /// What space commits is the intended word: with the words before, and without.
        public var top1: Int
        public var top1Alone: Int
        /// The intended word is committed or among the first three candidates.
        public var top3: Int
        public var top3Alone: Int
        /// Typos that are themselves words the lexicon accepts (real-word errors), and those of
        /// them corrected with the words before.
        public var realWords: Int
        public var realWordsCorrected: Int
        /// Correct words typed as they are, and those space would change with the words before
        /// (without them, a word the lexicon accepts is never changed).
        public var cleanChecked: Int
        public var cleanChanged: Int
        /// Time per typo with the words before, and without.
        public var timing: Timing
        public var timingAlone: Timing
    }

    /// - Parameter seed: the generator's seed (the same seed, the same typos).
    /// - Throws: for a text with no word to make a slip in.
    public static func score(_ text: String, file: String, corrector: Autocorrector, model: NgramModel, geometry: KeyGeometry,
                             seed: UInt64 = 20_261_129) throws(EvaluationError) -> Report {
        var generator = TypoGenerator(geometry: geometry, lexicon: corrector.lexicon, seed: seed)
        var report = Report(pairs: 0, top1: 0, top1Alone: 0, top3: 0, top3Alone: 0, realWords: 0, realWordsCorrected: 0,
                            cleanChecked: 0, cleanChanged: 0, timing: Timing(milliseconds: []), timingAlone: Timing(milliseconds: []))
        var times: [Double] = [], timesAlone: [Double] = []
        let locale = corrector.locale
        for line in text.split(whereSeparator: \.isNewline) {
            let sentence = String(line).precomposedStringWithCanonicalMapping
            for run in Words.runs(sentence) where run.isWord {
                let word = CaseMapping.lowercase(String(run.text), locale: locale)
                guard word.allSatisfy(\.isLetter), corrector.lexicon.entry(for: word)?.kind.isTarget == true,
                      generator.canType(word) else { continue }
                let before = PredictionQuery(textBefore: String(sentence[..<run.text.startIndex]), locale: locale).words
                let context = CorrectionContext(model: model, words: before)
                report.cleanChecked += 1
                if let changed = corrector.corrections(for: TypedWord(word), limit: 1, context: context).autocorrection,
                   CaseMapping.lowercase(changed.text, locale: locale) != word {
                    report.cleanChanged += 1
                }
                guard word.unicodeScalars.count >= 3, let typo = generator.typo(of: word) else { continue }
                report.pairs += 1
                let isRealWord = corrector.lexicon.entry(for: typo)?.kind.isTarget == true
                if isRealWord { report.realWords += 1 }
                var with: Corrections?, alone: Corrections?
                times.append(milliseconds { with = corrector.corrections(for: TypedWord(typo), limit: 3, context: context) })
                timesAlone.append(milliseconds { alone = corrector.corrections(for: TypedWord(typo), limit: 3) })
                guard let with, let alone else { continue }
                let (first, inThree) = outcome(with, intended: word, locale: locale)
                let (firstAlone, inThreeAlone) = outcome(alone, intended: word, locale: locale)
                if first { report.top1 += 1 }
                if inThree { report.top3 += 1 }
                if firstAlone { report.top1Alone += 1 }
                if inThreeAlone { report.top3Alone += 1 }
                if first, isRealWord { report.realWordsCorrected += 1 }
            }
        }
        guard report.pairs > 0 else { throw EvaluationError("\(file): no word to make a typo in") }
        report.timing = Timing(milliseconds: times)
        report.timingAlone = Timing(milliseconds: timesAlone)
        return report
    }

    /// Whether space commits the intended word, and whether it is among the first three.
    static func outcome(_ result: Corrections, intended: String, locale: String) -> (first: Bool, inThree: Bool) {
        let first = CaseMapping.lowercase(result.autocorrection?.text ?? result.typed, locale: locale) == intended
        return (first, first || result.candidates.prefix(3).contains { CaseMapping.lowercase($0.text, locale: locale) == intended })
    }
}
