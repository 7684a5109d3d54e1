import Foundation
public import GestureTyping

/// Scores glide decoding on a file of traces, one JSON object a line: `{"word": "hello",
/// "layout": "en-US", "device": "iphone-classic", "orientation": "portrait", "points": [[x, y,
/// t], …]}` (device and orientation may be left out: iphone-classic, portrait); points in the
/// keyboard's points, times in milliseconds. Top 1 and top 4 compare the words without regard to
/// case.
public enum GlideEvaluation {
    /// Which keyboard a trace was drawn on.
    public struct Keyboard: Hashable, Sendable {
        public var layout: String
        public var device: String
        public var orientation: String

        public init(layout: String, device: String = "iphone-classic", orientation: String = "portrait") {
            self.layout = layout
            self.device = device
            self.orientation = orientation
        }
    }

    public struct Report: Equatable, Sendable {
        public var traces: Int
        public var top1: Int
        public var top4: Int
        /// Traces whose word the decoder's vocabulary lacks (the ceiling of both).
        public var unknown: Int
        public var timing: Timing
    }

    /// One line of a trace file.
    public struct Trace: Sendable {
        public var word: String
        public var keyboard: Keyboard
        public var path: GesturePath
    }

    /// Reads a line `{"points": [[x, y, t], …], …}`: the path, and the word and keyboard when
    /// the line has them.
    ///
    /// - Throws: a message naming what is wrong (not JSON, no `points`, a point that is not two or
    ///   three numbers).
    public static func parse(_ line: String) throws(EvaluationError) -> (path: GesturePath, word: String?, keyboard: Keyboard?) {
        guard let data = line.data(using: .utf8), let object = try? JSONSerialization.jsonObject(with: data),
              let fields = object as? [String: Any] else { throw EvaluationError("not a JSON object") }
        guard let points = fields["points"] as? [Any] else { throw EvaluationError("no \"points\" array") }
        var samples: [GesturePath.Sample] = []
        samples.reserveCapacity(points.count)
        for (index, point) in points.enumerated() {
            guard let numbers = point as? [Any], (2...3).contains(numbers.count),
                  let values = Optional(numbers.compactMap { ($0 as? NSNumber)?.doubleValue }), values.count == numbers.count else {
                throw EvaluationError("point \(index + 1) is not [x, y] or [x, y, t] numbers")
            }
            samples.append(GesturePath.Sample(x: values[0], y: values[1], time: values.count == 3 ? values[2] : Double(index) * 10))
        }
        let keyboard = (fields["layout"] as? String).map {
            Keyboard(layout: $0, device: fields["device"] as? String ?? "iphone-classic",
                     orientation: fields["orientation"] as? String ?? "portrait")
        }
        return (GesturePath(samples), fields["word"] as? String, keyboard)
    }

    /// - Parameter decoder: the decoder for a keyboard (made once per keyboard by the caller);
    ///   a message when there is none.
    /// - Throws: for a line that cannot be read or lacks a word or layout (naming the line), or
    ///   a file with no trace.
    public static func score(_ text: String, file: String,
                             decoder: (Keyboard) throws(EvaluationError) -> GestureDecoder) throws(EvaluationError) -> Report {
        var report = Report(traces: 0, top1: 0, top4: 0, unknown: 0, timing: Timing(milliseconds: []))
        var times: [Double] = []
        var vocabularies: [Keyboard: Set<String>] = [:]
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
        where !line.allSatisfy(\.isWhitespace) {
            let parsed: (path: GesturePath, word: String?, keyboard: Keyboard?)
            do { parsed = try parse(String(line)) } catch { throw EvaluationError("\(file):\(number + 1): \(error.message)") }
            guard let word = parsed.word?.lowercased(), let keyboard = parsed.keyboard else {
                throw EvaluationError("\(file):\(number + 1): a trace needs \"word\" and \"layout\"")
            }
            let decoding: GestureDecoder
            do { decoding = try decoder(keyboard) } catch { throw EvaluationError("\(file):\(number + 1): \(error.message)") }
            var found: [GestureDecoder.Candidate] = []
            times.append(milliseconds { found = decoding.decode(parsed.path, limit: 4) })
            report.traces += 1
            if vocabularies[keyboard] == nil { vocabularies[keyboard] = Set(decoding.words) }
            if vocabularies[keyboard]?.contains(word) != true { report.unknown += 1 }
            let words = found.map { $0.word.lowercased() }
            if words.first == word { report.top1 += 1 }
            if words.contains(word) { report.top4 += 1 }
        }
        guard report.traces > 0 else { throw EvaluationError("\(file): no trace to score") }
        report.timing = Timing(milliseconds: times)
        return report
    }
}
