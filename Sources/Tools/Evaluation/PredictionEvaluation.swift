import Foundation
import KeyboardModel
import Typing

/// Scores next-word prediction on a file of sentences (one a line, each scored on its own), as
/// `../shared/tools/nextword/score.py` defines the measures:
///
/// - **top-1 / top-3**: for every word with a word before it in its sentence, whether it is the
///   first, or among the first three, suggestions for the text before it;
/// - **keystroke savings**: every word is typed one character at a time; before each character
///   the three suggestions for the text before the caret are shown (completions included), and the
///   word is taken the first time it is among them; savings = characters not typed / all
///   characters of the words (Unicode scalars).
///
/// Words are the keyboard's (``Words``): letters, marks and digits with apostrophes inside, a run
/// with a digit left out; compared lower case by the language's rules, `’` read as `'`.
public enum PredictionEvaluation {
    public struct Report: Equatable, Sendable {
        public var sentences: Int
        public var predictions: Int
        public var top1: Int
        public var top3: Int
        public var characters: Int
        public var saved: Int
        /// Time per query (one call of the predictor).
        public var timing: Timing
        public var keystrokeSavings: Double { percentage(saved, of: characters) }
    }

    /// Scores `predict` (the text before the caret → suggestions, best first) on `text`.
    ///
    /// - Throws: when the file has no sentence with a word.
    public static func score(_ text: String, file: String, locale: String, keystrokes: Bool = true,
                             predict: (String) -> [String]) throws(EvaluationError) -> Report {
        var report = Report(sentences: 0, predictions: 0, top1: 0, top3: 0, characters: 0, saved: 0, timing: Timing(milliseconds: []))
        var times: [Double] = []
        func fold(_ word: String) -> String { CaseMapping.lowercase(word.replacingApostrophes(), locale: locale) }
        func ask(_ context: String) -> [String] {
            var answer: [String] = []
            times.append(milliseconds { answer = predict(context) })
            return answer.prefix(3).map(fold)
        }
        for line in text.split(whereSeparator: \.isNewline) where !line.allSatisfy(\.isWhitespace) {
            // NFC, as the scorer reads text (Hindi's ज़ is two code points there, one in some files).
            let sentence = String(line).precomposedStringWithCanonicalMapping.replacingApostrophes()
            let scalars = Array(sentence.unicodeScalars)
            let words = wordSpans(sentence)
            guard !words.isEmpty else { continue }
            report.sentences += 1
            for (index, span) in words.enumerated() {
                let target = fold(String(String.UnicodeScalarView(scalars[span])))
                let first = ask(String(String.UnicodeScalarView(scalars[..<span.lowerBound])))
                if index > 0 {
                    report.predictions += 1
                    if first.first == target { report.top1 += 1 }
                    if first.contains(target) { report.top3 += 1 }
                }
                guard keystrokes else { continue }
                report.characters += span.count
                if first.contains(target) {
                    report.saved += span.count
                    continue
                }
                for typed in 1..<span.count
                where ask(String(String.UnicodeScalarView(scalars[..<(span.lowerBound + typed)]))).contains(target) {
                    report.saved += span.count - typed
                    break
                }
            }
        }
        guard report.sentences > 0 else { throw EvaluationError("\(file): no sentence with a word to predict") }
        report.timing = Timing(milliseconds: times)
        return report
    }

    /// The words of a sentence as ranges of its Unicode scalars (runs with a digit left out). A
    /// zero-width (non-)joiner ending a run (it joins the letter before it into one cluster, but
    /// no letter follows) is not part of the word.
    static func wordSpans(_ sentence: String) -> [Range<Int>] {
        var spans: [Range<Int>] = []
        var offset = 0
        for run in Words.runs(sentence) {
            let length = run.text.unicodeScalars.count
            if run.isWord, !run.text.contains(where: \.isNumber) {
                let joiners = run.text.unicodeScalars.reversed().prefix { $0 == "\u{200C}" || $0 == "\u{200D}" }.count
                spans.append(offset..<(offset + length - joiners))
            }
            offset += length
        }
        return spans
    }
}
