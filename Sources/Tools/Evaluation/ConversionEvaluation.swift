import EditDistance
public import JapaneseInputMethod
public import PinyinInputMethod
public import ZhuyinInputMethod

/// Scores kana-to-kanji conversion on a file of `reading TAB surface` lines.
public enum JapaneseEvaluation {
    public struct Report: Equatable, Sendable {
        public var sentences: Int
        public var exact: Int
        /// Reference characters, and the Levenshtein distance of the conversions to them.
        public var characters: Int
        public var distance: Int
        public var timing: Timing
        public var exactMatch: Double { percentage(exact, of: sentences) }
        /// 1 − distance / reference length, as a percentage.
        public var characterAccuracy: Double { 100 * (1 - Double(distance) / Double(max(1, characters))) }
    }

    /// - Throws: for a line without a hiragana reading and a surface (naming it), or a file with none.
    public static func score(_ tsv: String, file: String, engine: JapaneseEngine) throws(EvaluationError) -> Report {
        try Report.scoring(tsv, file: file) { line, columns throws(EvaluationError) in
            guard columns.count >= 2, KanaForms.isReading(columns[0]), !columns[1].isEmpty else {
                throw EvaluationError("\(file):\(line): expected a hiragana reading and a surface, tab-separated")
            }
            return ({ engine.convert(columns[0]) }, columns[1])
        }
    }
}

extension JapaneseEvaluation.Report {
    /// Scores a file of conversions: `prepare` checks each row (its line and columns) and gives
    /// the conversion to time and the reference; the file must have one.
    static func scoring(_ tsv: String, file: String,
                        _ prepare: (Int, [String]) throws(EvaluationError) -> (convert: () -> String, reference: String))
        throws(EvaluationError) -> Self {
        var report = Self(sentences: 0, exact: 0, characters: 0, distance: 0, timing: Timing(milliseconds: []))
        var times: [Double] = []
        for (line, columns) in rows(of: tsv) {
            let (convert, reference) = try prepare(line, columns)
            var best = ""
            times.append(milliseconds { best = convert() })
            report.sentences += 1
            if best == reference { report.exact += 1 }
            report.characters += reference.count
            report.distance += levenshtein(Array(best), Array(reference))
        }
        guard report.sentences > 0 else { throw EvaluationError("\(file): no pieces to score") }
        report.timing = Timing(milliseconds: times)
        return report
    }
}

/// Scores pinyin conversion on a file of `pinyin TAB spaced pinyin TAB hanzi` lines.
public enum PinyinEvaluation {
    public struct Report: Equatable, Sendable {
        public var sentences: Int
        public var exact: Int
        /// Reference characters, and those the conversion has at the same position.
        public var characters: Int
        public var correctCharacters: Int
        /// The reference is among the first ten candidates.
        public var inTop10: Int
        public var timing: Timing
    }

    /// - Throws: for a line with another number of columns (naming it), or a file with no piece.
    public static func score(_ tsv: String, file: String, engine: PinyinEngine,
                             user: PinyinUserLexicon? = nil) throws(EvaluationError) -> Report {
        var report = Report(sentences: 0, exact: 0, characters: 0, correctCharacters: 0, inTop10: 0, timing: Timing(milliseconds: []))
        var times: [Double] = []
        for (line, columns) in rows(of: tsv) {
            guard columns.count == 3, !columns[0].isEmpty, !columns[2].isEmpty else {
                throw EvaluationError("\(file):\(line): expected 3 tab-separated columns (pinyin, spaced pinyin, hanzi), found " +
                                      "\(columns.count)\(columns.count == 3 ? " with an empty one" : "")")
            }
            let (pinyin, reference) = (columns[0], columns[2])
            var best = ""
            times.append(milliseconds { best = engine.convert(pinyin, user: user) })
            report.sentences += 1
            if best == reference { report.exact += 1 }
            let a = Array(best), b = Array(reference)
            report.characters += b.count
            for i in 0..<min(a.count, b.count) where a[i] == b[i] { report.correctCharacters += 1 }
            if engine.candidates(pinyin, limit: 10, user: user).contains(where: { $0.text == reference }) { report.inTop10 += 1 }
        }
        guard report.sentences > 0 else { throw EvaluationError("\(file): no pieces to score") }
        report.timing = Timing(milliseconds: times)
        return report
    }
}

/// Scores bopomofo-to-Traditional conversion on a file of `syllables TAB text` lines (syllables
/// space-separated, the first tone unmarked), each piece converted alone; `toneless` converts
/// the syllables without their tones, as Pinyin – Traditional reads pinyin.
public enum ZhuyinEvaluation {
    /// - Throws: for a line without syllables and a text, or with a syllable that is not
    ///   bopomofo (naming the line), or a file with none.
    public static func score(_ tsv: String, file: String, engine: ZhuyinEngine,
                             toneless: Bool = false) throws(EvaluationError) -> JapaneseEvaluation.Report {
        try JapaneseEvaluation.Report.scoring(tsv, file: file) { line, columns throws(EvaluationError) in
            guard columns.count >= 2, !columns[1].isEmpty else {
                throw EvaluationError("\(file):\(line): expected bopomofo syllables and a text, tab-separated")
            }
            let syllables: [ReadingSyllable]
            switch ReadingSyllable.parse(columns[0]) {
            case .success(let parsed) where !parsed.isEmpty:
                syllables = toneless ? parsed.map { ReadingSyllable($0.syllable, anyTone: true) } : parsed
            case .success: throw EvaluationError("\(file):\(line): no syllables")
            case .failure(let error): throw EvaluationError("\(file):\(line): \(error)")
            }
            return ({ engine.convert(syllables).map(\.text).joined() }, columns[1])
        }
    }
}
