public import LanguageModel
import Typing

/// The words before a typed word, read by the language's next-word model, so that a correction
/// weighs what fits there: after `I'll see you` a typed `tommorow` is tomorrow, and after `the
/// car is over` a typed `thete` is there rather than these.
///
/// A candidate *w* pays, beside its frequency cost, ``ChannelCosts/contextWeight`` times
/// ln(P(*w*) / P(*w* | *h*)): what the words before say about it beyond its frequency (negative
/// where they make it likelier). Words the model lacks pay nothing.
///
/// ```swift
/// let english = try NgramModelStore.bundled.model(for: "en")!
/// let context = CorrectionContext(model: english, words: ["i", "would", "like"])
/// corrector.corrections(for: "yo", context: context)
/// ```
public struct CorrectionContext: Sendable {
    public let model: NgramModel
    /// The model's history: the start of the sentence and up to two words before.
    public let history: [NgramModel.WordID]
    /// - Parameter words: the words of the sentence before the typed one, lower case, oldest
    ///   first (``PredictionQuery/words``); only the last two are read.
    public init(model: NgramModel, words: [String]) {
        self.model = model
        history = [model.sentenceStart] + words.suffix(2).map { model.id(of: $0.replacingApostrophes()) ?? model.unknownWord }
    }

    /// ln(P(*w*) / P(*w* | *h*)) for a candidate of one or more words (lower case, separated by
    /// spaces), in nats; 0 for a word the model lacks.
    func adjustment(for candidate: String) -> Double {
        var history = self.history
        var total = 0.0
        for word in candidate.split(separator: " ") {
            guard let id = model.id(of: String(word).replacingApostrophes()) else {
                history.append(model.unknownWord)
                continue
            }
            total += model.logProbability(of: id) - model.logProbability(of: id, after: history)
            history.append(id)
        }
        return Self.natsPerLog10 * total
    }

    static let natsPerLog10 = 2.302585092994046
}
