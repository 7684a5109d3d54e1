import LanguageModel
import UserData

extension FuzzTargets {
    static let englishModel = try? NgramModelStore.bundled.model(for: "en")

    /// Random text (letters, capitals, Turkish I, apostrophes, digits, spaces, sentence and other
    /// punctuation) before the caret, with the user's n-grams learned from the text typed so far:
    /// at most the limit of predictions, each a longer word with the typed part as its prefix (for
    /// a model word), probabilities in (0, 1] and in order; the user's n-grams round-trip.
    static func predict(_ bytes: [UInt8]) {
        guard let model = englishModel ?? nil else { preconditionFailure("the English next-word model cannot be loaded") }
        let predictor = WordPredictor(model: model, locale: "en")
        let pieces = ["a", "e", "t", "h", "o", "n", "s", "r", "I", "İ", "T", "'", "’", "1", " ", " ", " ", ".", ",", "?", "…", "-",
                      "the ", "of ", "thank ", "you ", "united ", "sta", "don", "\t", "ß", "é"]
        var text = ""
        var user = UserNgrams(capacity: 40)
        var reader = ByteReader(bytes)
        while !reader.isEmpty {
            let b = reader.byte()
            text += pieces[Int(b) % pieces.count]
            if text.count > 80 { text = String(text.suffix(40)) }
            let query = PredictionQuery(textBefore: text, locale: "en")
            if b % 5 == 0, let word = query.words.last { user.note(word, after: query.words.dropLast()) }
            let limit = Int(b % 4) + 1
            let predictions = predictor.predictions(for: query, user: user, limit: limit)
            precondition(predictions.count <= limit, "\(predictions.count) predictions for a limit of \(limit)")
            let partial = query.partial.lowercased()
            for (index, prediction) in predictions.enumerated() {
                precondition(prediction.probability > 0 && prediction.probability <= 1.000_1, "probability \(prediction.probability)")
                precondition(index == 0 || predictions[index - 1].probability >= prediction.probability, "out of order")
                let word = prediction.text.lowercased()
                precondition(partial.isEmpty || (word.hasPrefix(partial) && word.count > partial.count),
                             "'\(prediction.text)' for '\(query.partial)'")
            }
        }
        let read = try? UserNgrams(decoding: user.encoded())
        precondition(read?.entries == user.entries, "the user's n-grams do not round-trip")
    }
}
