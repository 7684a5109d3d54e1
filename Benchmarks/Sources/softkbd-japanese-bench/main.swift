// The Japanese input method's latency and memory, in a process that holds nothing else.
//
//   swift run -c release --package-path Benchmarks softkbd-japanese-bench [TSV] [--limit N]
//
// TSV has the columns of `softkbd japanese eval` (reading, surface); only the readings are read.
// Without it, a few sentences written for this benchmark are used. Reports: time to a ready
// method (model mapped and checked, first conversion); per keystroke (each reading typed in
// romaji one letter at a time through the input method, reading the marked text and the first
// ten candidates after each letter); whole conversion of 40-kana readings (readings joined and
// cut at 40); and memory: peak RSS, anonymous (dirty) and file-backed resident memory, and the
// model's file size.
#if canImport(Glibc)
import Glibc
#endif
import BenchmarkSupport
import InputMethodCore
import JapaneseInputMethod

let clock = ContinuousClock()
let started = clock.now

let method: JapaneseInputMethod
do { method = try JapaneseInputMethod() } catch { fatalError("cannot load the model: \(error)") }
_ = method.engine.convert("きょうはいいてんきです")
print("ready (model mapped and checked, first conversion): \(fixed(milliseconds(clock.now - started), 2)) ms after main started (target " +
      "< 50 ms); " + memoryFigures())
print("model file: \(fixed(Double(method.engine.model.fileSize) / 1_048_576, 1)) MiB (mapped read-only: clean pages, not dirty memory)")

var arguments = Array(CommandLine.arguments.dropFirst())
let limit = takeNumber("--limit", from: &arguments) ?? Int.max
var readings: [String] = []
if let path = arguments.first {
    guard let rows = lines(of: path) else { fatalError("cannot read \(path)") }
    readings = rows.compactMap { $0.split(separator: "\t").first.map(String.init) }.filter(KanaForms.isReading)
} else {
    readings = ["わたしはがっこうにいきます", "きょうはいいてんきですね", "とうきょうえきでともだちにあいました",
                "かれはちょっとしたことですぐおこる",
                "あしたのかいぎはなんじからですか", "このほんはとてもおもしろかった", "でんしゃがおくれてちこくしてしまった"]
}
readings = Array(readings.prefix(limit))

// Per keystroke: romaji through the method, the marked text and ten candidates after each key.
var keystrokes: [Double] = []
let context = InputContext(locale: "ja-JP")
for reading in readings {
    for letter in Romaji.spelling(of: reading) {
        let before = clock.now
        _ = try? method.handle(.key(KeyInput(output: String(letter))), context: context)
        _ = try? method.candidates(page: 0, pageSize: 10)
        keystrokes.append(milliseconds(clock.now - before))
    }
    _ = try? method.handle(.return, context: context)
}
report("per keystroke (romaji, candidates)", keystrokes, target: "p99 < 1 ms", width: 36)

// Whole conversion of 40-kana readings.
let joined = Array(readings.joined())
var conversions: [Double] = []
var start = 0
while start + 40 <= joined.count {
    let reading = String(joined[start..<(start + 40)])
    let before = clock.now
    _ = method.engine.segments(reading)
    conversions.append(milliseconds(clock.now - before))
    start += 40
}
if conversions.isEmpty {
    let reading = String(repeating: "わたしはがっこうにいきます", count: 4).prefix(40)
    for _ in 0..<20 {
        let before = clock.now
        _ = method.engine.segments(String(reading))
        conversions.append(milliseconds(clock.now - before))
    }
}
report("conversion of 40 kana", conversions, target: "< 5 ms", width: 36)

// Every reading converted, as `softkbd japanese eval` times it.
var sentences: [Double] = []
for reading in readings {
    let before = clock.now
    _ = method.engine.convert(reading)
    sentences.append(milliseconds(clock.now - before))
}
report("conversion of each reading", sentences, target: "(Mozc: median 2.6, p99 6.0)", width: 36)
print("after the run: " + memoryFigures() + " (target: dirty < 15 MiB)")
