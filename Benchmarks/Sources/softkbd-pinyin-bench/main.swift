// The pinyin engine's latency and memory, in a process that holds nothing else.
//
//   swift run -c release --package-path Benchmarks softkbd-pinyin-bench [TSV] [--limit N]
//
// TSV has the columns of `softkbd pinyin eval` (pinyin, spaced pinyin, hanzi); only the two
// pinyin columns are read. Without it, a few sentences written for this benchmark are used.
// Reports: time to a ready engine; per keystroke (typing each sentence one letter at a time and
// reading the display and the first ten candidates after each letter); conversion of strings
// of 30 syllables; conversion of every sentence; and the process's peak RSS.
import Foundation
import PinyinInputMethod

let clock = ContinuousClock()
let started = clock.now

func milliseconds(_ d: Duration) -> Double { Double(d.components.seconds) * 1e3 + Double(d.components.attoseconds) / 1e15 }

func report(_ name: String, _ samples: [Double], target: String) {
    let sorted = samples.sorted()
    guard let slowest = sorted.last else { return print("\(name): no samples") }
    let median = sorted[sorted.count / 2]
    let p99 = sorted[min(sorted.count - 1, Int(Double(sorted.count) * 0.99))]
    print("\(name.padding(toLength: 40, withPad: " ", startingAt: 0))"
        + String(format: " median %.3f ms  p99 %.3f ms  max %.3f ms  n=%d  target ", median, p99, slowest, sorted.count) + target)
}

/// Peak RSS, and what is resident now: anonymous memory and mapped files (the model).
func peakRSS() -> String {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return "unknown" }
    func field(_ name: String) -> Double {
        guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix(name + ":") }) else { return 0 }
        return (line.split(separator: " ").dropFirst().first.flatMap { Double($0) } ?? 0) / 1024
    }
    return String(format: "%.1f MiB (now: %.1f MiB anonymous, %.1f MiB file-backed)", field("VmHWM"), field("RssAnon"), field("RssFile"))
}

let engine: PinyinEngine
do { engine = try PinyinEngine.bundled() } catch { fatalError("cannot load the model: \(error)") }
_ = engine.convert("nihao")
print(String(format: "ready (model mapped, first answer): %.2f ms after main started; peak RSS then ", milliseconds(clock.now - started)) + peakRSS())

var arguments = Array(CommandLine.arguments.dropFirst())
var limit = Int.max
if let index = arguments.firstIndex(of: "--limit"), index + 1 < arguments.count, let n = Int(arguments[index + 1]) {
    limit = n
    arguments.removeSubrange(index...(index + 1))
}

/// (pinyin, syllables) for each sentence.
var sentences: [(pinyin: String, syllables: [String])] = []
if let path = arguments.first {
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { fatalError("cannot read \(path)") }
    for line in text.split(separator: "\n") {
        let columns = line.split(separator: "\t").map(String.init)
        guard columns.count >= 2 else { continue }
        sentences.append((columns[0], columns[1].split(separator: " ").map(String.init)))
    }
} else {
    for spaced in ["wo men ming tian qu bei jing da xue kan peng you", "zhe ge wen ti de da an bing bu jian dan",
                   "ta shuo jin tian xia wu hui xia yu", "qing ba men guan shang", "ni zhi dao huo che zhan zai na li ma",
                   "zhong guo de jing ji fa zhan hen kuai", "xie xie ni de bang zhu", "wo xi huan chi shui guo he shu cai"] {
        let syllables = spaced.split(separator: " ").map(String.init)
        sentences.append((syllables.joined(), syllables))
    }
}
sentences = Array(sentences.prefix(limit))
print("\(sentences.count) sentences, \(sentences.reduce(0) { $0 + $1.pinyin.count }) letters")

// Per keystroke: the display and the first ten candidates after each letter.
var keystrokes: [Double] = []
for sentence in sentences {
    var prefix = ""
    for letter in sentence.pinyin {
        prefix.append(letter)
        let start = clock.now
        let composition = engine.composition(prefix, limit: 10)
        keystrokes.append(milliseconds(clock.now - start))
        precondition(!composition.display.isEmpty)
    }
}
report("per keystroke (display + 10 candidates)", keystrokes, target: "p99 < 1 ms")

// Strings of 30 syllables: consecutive syllables of the sentences, 30 at a time (the sentences
// repeated when they hold fewer).
var stream = sentences.flatMap(\.syllables)
while !stream.isEmpty && stream.count < 30 { stream += stream }
var thirty: [Double] = []
for offset in stride(from: 0, to: stream.count - 29, by: 30) {
    let pinyin = stream[offset..<(offset + 30)].joined()
    let start = clock.now
    let result = engine.convert(pinyin)
    thirty.append(milliseconds(clock.now - start))
    precondition(!result.isEmpty)
}
report("convert 30 syllables", thirty, target: "< 5 ms")

var whole: [Double] = []
for sentence in sentences {
    let start = clock.now
    _ = engine.convert(sentence.pinyin)
    whole.append(milliseconds(clock.now - start))
}
report("convert a sentence", whole, target: "-")
print("peak RSS: \(peakRSS())  (target < 25 MiB, goal < 15.5 MiB)")
