// The zhuyin input method's latency and memory, in a process that holds nothing else.
//
//   swift run -c release --package-path Benchmarks softkbd-zhuyin-bench [TSV] [--limit N]
//
// TSV has the columns of `softkbd zhuyin eval` (syllables, text); only the syllables are read.
// Without it, a few sentences written for this benchmark are used. Reports: time to a ready
// method (model mapped and checked, first conversion); per keystroke (each sentence typed one
// bopomofo symbol or tone at a time through the zhuyin method, space for a first tone at the
// end, reading the marked text and the first ten candidates after each key); the same for
// Pinyin – Traditional (toneless pinyin of the same syllables, a letter at a time); whole
// conversion of 30 syllables; and memory: peak RSS, anonymous (dirty) and file-backed resident
// memory, and the model's file size.
#if canImport(Glibc)
import Glibc
#endif
import BenchmarkSupport
import InputMethodCore
import ZhuyinInputMethod

let clock = ContinuousClock()
let started = clock.now

let method: ZhuyinInputMethod
do { method = try ZhuyinInputMethod() } catch { fatalError("cannot load the model: \(error)") }
func parse(_ text: String) -> [ReadingSyllable] { (try? ReadingSyllable.parse(text).get()) ?? [] }
_ = method.engine.convert(parse("ㄋㄧˇ ㄏㄠˇ"))
print("ready (model mapped and checked, first conversion): \(fixed(milliseconds(clock.now - started), 2)) ms after main started; " +
      memoryFigures())
print("model file: \(fixed(Double(method.engine.model.fileSize) / 1_048_576, 1)) MiB (mapped read-only: clean pages, not dirty memory)")

var arguments = Array(CommandLine.arguments.dropFirst())
let limit = takeNumber("--limit", from: &arguments) ?? Int.max
var sentences: [[ReadingSyllable]] = []
if let path = arguments.first {
    guard let rows = lines(of: path) else { fatalError("cannot read \(path)") }
    sentences = rows.compactMap { $0.split(separator: "\t").first.map { parse(String($0)) } }.filter { !$0.isEmpty }
} else {
    sentences = ["ㄨㄛˇ ㄇㄣ˙ ㄇㄧㄥˊ ㄊㄧㄢ ㄑㄩˋ ㄊㄞˊ ㄅㄟˇ ㄎㄢˋ ㄆㄥˊ ㄧㄡˇ",
                 "ㄓㄜˋ ㄍㄜ˙ ㄨㄣˋ ㄊㄧˊ ㄉㄜ˙ ㄉㄚˊ ㄢˋ ㄅㄧㄥˋ ㄅㄨˋ ㄐㄧㄢˇ ㄉㄢ",
                 "ㄊㄚ ㄕㄨㄛ ㄐㄧㄣ ㄊㄧㄢ ㄒㄧㄚˋ ㄨˇ ㄏㄨㄟˋ ㄒㄧㄚˋ ㄩˇ", "ㄑㄧㄥˇ ㄅㄚˇ ㄇㄣˊ ㄍㄨㄢ ㄕㄤˋ",
                 "ㄊㄞˊ ㄨㄢ ㄉㄜ˙ ㄊㄧㄢ ㄑㄧˋ ㄏㄣˇ ㄏㄠˇ"].map(parse)
}
sentences = Array(sentences.prefix(limit))
print("\(sentences.count) sentences, \(sentences.reduce(0) { $0 + $1.count }) syllables")

/// Types `keys` one at a time through `method`, timing each key with the first candidate page.
func type(_ keys: [InputEvent], into method: ZhuyinInputMethod, _ times: inout [Double]) {
    let context = InputContext(locale: "zh-Hant-TW")
    for key in keys {
        let before = clock.now
        _ = try? method.handle(key, context: context)
        _ = try? method.candidates(page: 0, pageSize: 10)
        times.append(milliseconds(clock.now - before))
    }
    _ = try? method.handle(.return, context: context)
}

var keystrokes: [Double] = []
for sentence in sentences {
    var keys = sentence.flatMap { $0.description.map { InputEvent.key(KeyInput(output: String($0))) } }
    if sentence.last?.syllable.tone == .first { keys.append(.space) }
    type(keys, into: method, &keystrokes)
}
report("per keystroke (zhuyin, candidates)", keystrokes, target: "p99 < 2 ms", width: 40)

let letters = Dictionary(PinyinSyllables.table.map { ($0.value, $0.key) }, uniquingKeysWith: { a, b in min(a, b) })
let pinyin: ZhuyinInputMethod
do { pinyin = try ZhuyinInputMethod(keys: .pinyin) } catch { fatalError("cannot load the model: \(error)") }
var pinyinKeystrokes: [Double] = []
for sentence in sentences {
    let spelled = sentence.compactMap { letters[$0.syllable.with(.first).description] }.joined(separator: "'")
    type(spelled.map { .key(KeyInput(output: String($0))) }, into: pinyin, &pinyinKeystrokes)
}
report("per keystroke (Pinyin – Traditional)", pinyinKeystrokes, target: "p99 < 2 ms", width: 40)

var stream = sentences.flatMap { $0 }
while !stream.isEmpty && stream.count < 30 { stream += stream }
var thirty: [Double] = []
for offset in stride(from: 0, to: stream.count - 29, by: 30) {
    let before = clock.now
    _ = method.engine.convert(Array(stream[offset..<offset + 30]))
    thirty.append(milliseconds(clock.now - before))
}
report("conversion of 30 syllables", thirty, target: "< 5 ms", width: 40)
print("after the run: " + memoryFigures() + " (target: dirty < 10 MiB)")
