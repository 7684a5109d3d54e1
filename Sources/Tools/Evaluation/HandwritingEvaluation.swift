import Foundation
public import HandwritingInputMethod

/// Ink as JSON lines, as the handwriting evaluation files and `softkbd handwriting recognize`
/// take it: `{"strokes": [[[x, y, t], …], …], "char": "我", "kind": "cursive"}`.
public enum InkLines {
    /// Strokes one line may hold, and points in all.
    public static let maximumStrokes = 500, maximumPoints = 20_000

    /// The strokes of one JSON line; points need finite x and y (t is read but only its order
    /// within a stroke matters, and it is not checked).
    ///
    /// - Throws: naming `place` and what is wrong: not a JSON object, no `strokes` array, a point
    ///   that is not `[x, y, t]`, more strokes or points than the limits.
    public static func strokes(_ line: String, where place: String) throws(EvaluationError) -> [[InkPoint]] {
        guard let object = (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any] else {
            throw EvaluationError("\(place): not a JSON object: \(line.prefix(60))")
        }
        guard let strokes = object["strokes"] as? [[Any]] else { throw EvaluationError("\(place): no \"strokes\" array") }
        guard strokes.count <= maximumStrokes else { throw EvaluationError("\(place): \(strokes.count) strokes (at most " +
                                                                           "\(maximumStrokes))") }
        var result: [[InkPoint]] = []
        var points = 0
        for (number, stroke) in strokes.enumerated() {
            var ink: [InkPoint] = []
            for point in stroke {
                guard let values = point as? [Any], values.count >= 2, let x = (values[0] as? NSNumber)?.doubleValue,
                      let y = (values[1] as? NSNumber)?.doubleValue, x.isFinite, y.isFinite else {
                    throw EvaluationError("\(place): stroke \(number + 1) has a point that is not [x, y, t]")
                }
                ink.append(InkPoint(x: x, y: y))
            }
            points += ink.count
            guard points <= maximumPoints else { throw EvaluationError("\(place): more than \(maximumPoints) points") }
            result.append(ink)
        }
        return result
    }
}

/// Scores the recognizer on a file of ink lines, each naming the character drawn (`char`) and
/// optionally the kind of ink (`kind`, scored apart).
public enum HandwritingEvaluation {
    public struct Kind: Equatable, Sendable {
        public var kind: String
        public var count: Int
        public var top1: Int
        public var top10: Int
    }

    public struct Report: Equatable, Sendable {
        public var characters: Int
        public var top1: Int
        public var top10: Int
        /// Each kind of ink, by name (lines without a kind are "all").
        public var kinds: [Kind]
        public var timing: Timing
    }

    /// - Throws: for a line that is not ink or names no character (naming it), or a file with none.
    public static func score(_ text: String, file: String, recognizer: HandwritingRecognizer,
                             script: HandwritingRecognizer.Script) throws(EvaluationError) -> Report {
        var total = 0, top1 = 0, top10 = 0
        var kinds: [String: Kind] = [:]
        var times: [Double] = []
        for (index, line) in text.split(omittingEmptySubsequences: false,
                                        whereSeparator: \.isNewline).enumerated() where !line.allSatisfy(\.isWhitespace) {
            let place = "\(file):\(index + 1)"
            let strokes = try InkLines.strokes(String(line), where: place)
            guard let object = (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any],
                let expected = object["char"] as? String else {
                throw EvaluationError("\(place): no \"char\"")
            }
            let kind = object["kind"] as? String ?? "all"
            var matches: [HandwritingRecognizer.Match] = []
            times.append(milliseconds { matches = recognizer.recognize(strokes, script: script, limit: 10) })
            let first = matches.first?.character == expected, inTen = matches.contains { $0.character == expected }
            total += 1
            if first { top1 += 1 }
            if inTen { top10 += 1 }
            kinds[kind, default: Kind(kind: kind, count: 0, top1: 0, top10: 0)].count += 1
            if first { kinds[kind]?.top1 += 1 }
            if inTen { kinds[kind]?.top10 += 1 }
        }
        guard total > 0 else { throw EvaluationError("\(file): no characters to score") }
        return Report(characters: total, top1: top1, top10: top10, kinds: kinds.values.sorted { $0.kind < $1.kind },
                      timing: Timing(milliseconds: times))
    }
}
