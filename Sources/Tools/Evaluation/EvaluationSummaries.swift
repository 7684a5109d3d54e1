import Foundation

/// The reports as `softkbd … eval` prints them: text for people (`summary`), and values to
/// encode as JSON for tools (`json`) where the command offers it.
private func percent(_ n: Int, _ d: Int, sign: Bool = true) -> String {
    String(format: "%.1f", percentage(n, of: d)) + (sign ? " %" : "")
}

private func milliseconds(_ timing: Timing, digits: Int = 2, scale: Double = 1, unit: String = "ms") -> String {
    let format = "%.\(digits)f"
    return "median \(String(format: format, timing.median * scale)) \(unit), p99 \(String(format: format, timing.p99 * scale)) \(unit)"
}

extension PinyinEvaluation.Report {
    public var summary: String {
        """
        sentences: \(sentences)
        sentence exact match (top 1): \(percent(exact, sentences))
        character accuracy: \(percent(correctCharacters, characters))
        reference in top 10: \(percent(inTop10, sentences))
        conversion time: \(milliseconds(timing))
        """
    }
}

extension JapaneseEvaluation.Report {
    public var summary: String {
        """
        sentences: \(sentences)
        sentence exact match: \(String(format: "%.1f", exactMatch)) %
        character accuracy: \(String(format: "%.1f", characterAccuracy)) %
        conversion time: \(milliseconds(timing))
        """
    }

    public struct JSON: Encodable {
        var sentences: Int, exactMatch: Double, characterAccuracy: Double, medianMilliseconds: Double, p99Milliseconds: Double
    }

    public var json: JSON {
        JSON(sentences: sentences, exactMatch: exactMatch, characterAccuracy: characterAccuracy, medianMilliseconds: timing.median,
             p99Milliseconds: timing.p99)
    }
}

extension HandwritingEvaluation.Report {
    public var summary: String {
        var lines = ["characters: \(characters)", "top-1: \(percent(top1, characters))", "top-10: \(percent(top10, characters))"]
        for kind in kinds {
            lines.append("  \(kind.kind) (\(kind.count)): top-1 \(percent(kind.top1, kind.count)), "
                         + "top-10 \(percent(kind.top10, kind.count))")
        }
        lines.append("time per character: \(milliseconds(timing))")
        return lines.joined(separator: "\n")
    }

    public struct JSON: Encodable {
        struct Kind: Encodable { var kind: String, count: Int, top1: Double, top10: Double }
        var characters: Int, top1: Double, top10: Double, kinds: [Kind], medianMilliseconds: Double, p99Milliseconds: Double
    }

    public var json: JSON {
        JSON(characters: characters, top1: percentage(top1, of: characters), top10: percentage(top10, of: characters),
             kinds: kinds.map { .init(kind: $0.kind, count: $0.count, top1: percentage($0.top1, of: $0.count),
                                      top10: percentage($0.top10, of: $0.count)) },
             medianMilliseconds: timing.median, p99Milliseconds: timing.p99)
    }
}

extension AutocorrectionEvaluation.Report {
    public var summary: String {
        var report = """
            pairs: \(pairs)
            top 1 (committed on space): \(percent(top1, pairs))
            top 3: \(percent(top3, pairs))
            typos left unchanged: \(percent(unchanged, pairs))
            intended words the lexicon holds as targets: \(percent(covered, pairs))
            time per word: \(milliseconds(timing, digits: 1, scale: 1000, unit: "µs"))
            frequent correct words changed: \(frequentChanged.count) of \(frequentChecked) \
            (\(percent(frequentChanged.count, frequentChecked)))
            """
        if !frequentChanged.isEmpty { report += "\n  e.g. " + frequentChanged.prefix(8).joined(separator: ", ") }
        if unknownChecked > 0 {
            report += "\nintended words the lexicon lacks, typed as they are, changed: \(unknownChanged.count) of \(unknownChecked)" +
                " (\(percent(unknownChanged.count, unknownChecked)))"
            if !unknownChanged.isEmpty { report += "\n  e.g. " + unknownChanged.prefix(8).joined(separator: ", ") }
        }
        return report
    }
}

extension TypoCeiling.Report {
    public var summary: String {
        """
        pairs: \(pairs)
        intended words the lexicon holds as targets: \(percent(covered, pairs))
        best top 1 without the sentence (Bayes decision under the set's generator): \(percent(decided, pairs))
        """
    }
}

extension PredictionEvaluation.Report {
    public var summary: String {
        var lines = ["sentences: \(sentences)", "next-word predictions: \(predictions)", "top-1: \(percent(top1, predictions))",
                     "top-3: \(percent(top3, predictions))"]
        if characters > 0 { lines.append("keystroke savings: \(percent(saved, characters)) of \(characters) characters") }
        lines.append("time per query: \(milliseconds(timing, digits: 3))")
        return lines.joined(separator: "\n")
    }

    public struct JSON: Encodable {
        var sentences: Int, predictions: Int, top1: Double, top3: Double, characters: Int, keystrokeSavings: Double
        var medianMilliseconds: Double, p99Milliseconds: Double
    }

    public var json: JSON {
        JSON(sentences: sentences, predictions: predictions, top1: percentage(top1, of: predictions),
             top3: percentage(top3, of: predictions),
             characters: characters, keystrokeSavings: keystrokeSavings, medianMilliseconds: timing.median, p99Milliseconds: timing.p99)
    }
}

extension ContextCorrectionEvaluation.Report {
    public var summary: String {
        """
        typos: \(pairs) (\(realWords) of them real words, \(percent(realWords, pairs)))
        top 1 with the words before: \(percent(top1, pairs)), alone: \(percent(top1Alone, pairs))
        top 3 with the words before: \(percent(top3, pairs)), alone: \(percent(top3Alone, pairs))
        real-word typos corrected: \(realWordsCorrected) of \(realWords)
        correct words changed with the words before: \(cleanChanged) of \(cleanChecked) (\(percent(cleanChanged, cleanChecked)))
        time per typo with the words before: \(milliseconds(timing)); alone: \(milliseconds(timingAlone))
        """
    }

    public struct JSON: Encodable {
        var typos: Int, realWords: Int, top1: Double, top1Alone: Double, top3: Double, top3Alone: Double, realWordsCorrected: Int
        var correctWords: Int, correctWordsChanged: Int, medianMilliseconds: Double, p99Milliseconds: Double
        var medianMillisecondsAlone: Double, p99MillisecondsAlone: Double
    }

    public var json: JSON {
        JSON(typos: pairs, realWords: realWords, top1: percentage(top1, of: pairs), top1Alone: percentage(top1Alone, of: pairs),
             top3: percentage(top3, of: pairs), top3Alone: percentage(top3Alone, of: pairs), realWordsCorrected: realWordsCorrected,
             correctWords: cleanChecked, correctWordsChanged: cleanChanged, medianMilliseconds: timing.median,
             p99Milliseconds: timing.p99, medianMillisecondsAlone: timingAlone.median, p99MillisecondsAlone: timingAlone.p99)
    }
}

extension GlideEvaluation.Report {
    public var summary: String {
        """
        traces: \(traces) (\(unknown) of words the decoder lacks)
        top 1: \(percent(top1, traces))
        top 4: \(percent(top4, traces))
        time per trace: \(milliseconds(timing))
        """
    }

    public struct JSON: Encodable {
        var traces: Int, unknown: Int, top1: Double, top4: Double, medianMilliseconds: Double, p99Milliseconds: Double
    }

    public var json: JSON {
        JSON(traces: traces, unknown: unknown, top1: percentage(top1, of: traces), top4: percentage(top4, of: traces),
             medianMilliseconds: timing.median, p99Milliseconds: timing.p99)
    }
}
