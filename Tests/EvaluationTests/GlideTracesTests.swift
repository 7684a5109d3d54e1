import Autocorrection
import BuiltInInputMethods
@testable import Evaluation
import GestureTyping
import KeyboardModel
import Testing

@Suite("Glide traces and their evaluation")
struct GlideTracesTests {
    static func decoder() throws -> GestureDecoder {
        let keyboard = try BuiltInInputMethods.catalog.resolve(KeyboardRequest(layout: "en-US", device: "iphone-classic"))
        let lexicon = try #require(try LexiconStore.bundled.lexicon(for: "en"))
        return GestureDecoder(lexicon: lexicon, geometry: try #require(KeyGeometry(keyboard)))
    }

    @Test("a trace starts near the word's first key and ends near its last, in time order; the same seed draws the same")
    func traces() throws {
        let decoder = try Self.decoder()
        var a = GlideTraces(decoder: decoder, seed: 3), b = GlideTraces(decoder: decoder, seed: 3)
        let drawn = a.trace(of: "hello"), again = b.trace(of: "hello")
        let path = try #require(drawn)
        #expect(path == again)
        let pitch = decoder.geometry.pitch
        let h = try #require(decoder.geometry.centres["h"]), o = try #require(decoder.geometry.centres["o"])
        let first = try #require(path.samples.first), last = try #require(path.samples.last)
        #expect(abs(first.x / pitch.width - h.x) < 1.2 && abs(first.y / pitch.height - h.y) < 1.2)
        #expect(abs(last.x / pitch.width - o.x) < 1.2 && abs(last.y / pitch.height - o.y) < 1.2)
        #expect(zip(path.samples, path.samples.dropFirst()).allSatisfy { $0.time < $1.time } && path.samples.count > 10)
        let one = a.trace(of: "a"), foreign = a.trace(of: "日本")
        #expect(one == nil && foreign == nil)
        let sample = a.sample(20)
        #expect(sample.count == 20 && sample.allSatisfy { decoder.keyPath(of: $0.word).count >= 2 })
    }

    @Test("eval: top 1 and top 4 over a trace file; lines that cannot be read name their line")
    func evaluation() throws {
        let decoder = try Self.decoder()
        func line(_ word: String, _ path: GesturePath) -> String {
            "{\"word\": \"\(word)\", \"layout\": \"en-US\", \"points\": ["
                + path.samples.map { "[\($0.x), \($0.y), \($0.time)]" }.joined(separator: ", ") + "]}"
        }
        let text = [line("hello", decoder.idealPath(of: "hello")), "", line("world", decoder.idealPath(of: "world"))]
            .joined(separator: "\n")
        let decoding = { (_: GlideEvaluation.Keyboard) throws(EvaluationError) -> GestureDecoder in decoder }
        let report = try GlideEvaluation.score(text, file: "t.jsonl", decoder: decoding)
        #expect(report.traces == 2 && report.top1 == 2 && report.top4 == 2 && report.unknown == 0)
        #expect(throws: EvaluationError("t.jsonl:2: not a JSON object")) {
            try GlideEvaluation.score("\(line("hello", decoder.idealPath(of: "hello")))\n[1, 2]\n", file: "t.jsonl", decoder: decoding)
        }
        #expect(throws: EvaluationError("t.jsonl:1: point 2 is not [x, y] or [x, y, t] numbers")) {
            try GlideEvaluation.score("{\"word\": \"a\", \"layout\": \"en-US\", \"points\": [[1, 2], [\"x\", 3]]}", file: "t.jsonl",
                                      decoder: decoding)
        }
        #expect(throws: EvaluationError("t.jsonl:1: a trace needs \"word\" and \"layout\"")) {
            try GlideEvaluation.score("{\"points\": [[1, 2]]}", file: "t.jsonl", decoder: decoding)
        }
        #expect(throws: EvaluationError("t.jsonl: no trace to score")) {
            try GlideEvaluation.score("\n", file: "t.jsonl", decoder: decoding)
        }
    }
}
