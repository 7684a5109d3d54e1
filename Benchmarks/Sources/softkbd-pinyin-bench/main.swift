// The pinyin engine's latency and memory, in a process that holds nothing else.
//
//   swift run -c release --package-path Benchmarks softkbd-pinyin-bench [TSV] [--limit N] [--slowest N] [--no-fresh]
//
// TSV has the columns of `softkbd pinyin eval` (pinyin, spaced pinyin, hanzi); only the two
// pinyin columns are read. Without it, a few sentences written for this benchmark are used.
// Reports: time to a ready engine; per keystroke (typing each sentence one letter at a time and
// reading the display and the first ten candidates after each letter, as the input method does:
// reusing the previous keystroke's lattice; and searched afresh, for comparison); conversion of strings
// of 30 syllables; conversion of every sentence; and the process's peak RSS. --slowest N lists
// the N slowest keystrokes with what had been typed; --no-fresh skips the fresh searches (for
// profiling the input method's path alone).
// No Foundation here (the engine has none either), so the peak RSS is the engine's and the
// Swift runtime's.
#if canImport(Glibc)
import Glibc
#endif
import BenchmarkSupport
import InputMethodCore
import PinyinInputMethod

let clock = ContinuousClock()
let started = clock.now

func milliseconds(_ d: Duration) -> Double { Double(d.components.seconds) * 1e3 + Double(d.components.attoseconds) / 1e15 }

func report(_ name: String, _ samples: [Double], target: String) {
    let sorted = samples.sorted()
    guard let slowest = sorted.last else { return print("\(name): no samples") }
    let median = sorted[sorted.count / 2]
    let p99 = sorted[min(sorted.count - 1, Int(Double(sorted.count) * 0.99))]
    print("\(padded(name, 40)) median \(fixed(median, 3)) ms  p99 \(fixed(p99, 3)) ms  max \(fixed(slowest, 3)) ms  n=\(sorted.count)  " +
          "target \(target)")
}

/// Peak RSS, and what is resident now: anonymous memory and mapped files (the model and libraries).
func peakRSS() -> String {
    "\(fixed(statusMiB("VmHWM"), 1)) MiB (now: \(fixed(statusMiB("RssAnon"), 1)) MiB anonymous, \(fixed(statusMiB("RssFile"), 1)) MiB " +
    "file-backed)"
}

let engine: PinyinEngine
do { engine = try PinyinEngine.bundled() } catch { fatalError("cannot load the model: \(error)") }
_ = engine.convert("nihao")
print("ready (model mapped, first answer): \(fixed(milliseconds(clock.now - started), 2)) ms after main started; peak RSS then " +
      "" + peakRSS())

var arguments = Array(CommandLine.arguments.dropFirst())
let compareFresh = !arguments.contains("--no-fresh")
arguments.removeAll { $0 == "--no-fresh" }
let showSlowest = takeNumber("--slowest", from: &arguments) ?? 0
let limit = takeNumber("--limit", from: &arguments) ?? Int.max

/// (pinyin, syllables) for each sentence.
var sentences: [(pinyin: String, syllables: [String])] = []
if let path = arguments.first {
    guard let text = lines(of: path) else { fatalError("cannot read \(path)") }
    for line in text {
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

// Per keystroke: the display and the first ten candidates after each letter, reusing the
// lattice of the previous keystroke as the input method does; and the same searched afresh.
var keystrokes: [Double] = [], freshKeystrokes: [Double] = []
var slowest: [(Double, String)] = []
for sentence in sentences {
    var prefix = ""
    var lattice = PinyinEngine.Lattice()
    for letter in sentence.pinyin {
        prefix.append(letter)
        var start = clock.now
        let composition = engine.composition(prefix, limit: 10, lattice: &lattice)
        keystrokes.append(milliseconds(clock.now - start))
        if showSlowest > 0 { slowest.append((keystrokes.last!, prefix)) }
        guard compareFresh else { continue }
        start = clock.now
        let fresh = engine.composition(prefix, limit: 10)
        freshKeystrokes.append(milliseconds(clock.now - start))
        precondition(composition == fresh)
    }
}
report("per keystroke (display + 10 candidates)", keystrokes, target: "p99 < 1 ms")
if compareFresh { report("  the same, searched afresh each time", freshKeystrokes, target: "-") }
for (time, prefix) in slowest.sorted(by: { $0.0 > $1.0 }).prefix(showSlowest) { print("    \(fixed(time, 3)) ms  \(prefix)") }

// Abbreviations (简拼): the first letter of each syllable of every sentence, up to ten, typed
// one at a time; such input is also searched read as initials throughout.
var abbreviated: [Double] = []
for sentence in sentences {
    var prefix = ""
    var lattice = PinyinEngine.Lattice()
    for letter in sentence.syllables.prefix(10).compactMap(\.first) {
        prefix.append(letter)
        let start = clock.now
        _ = engine.composition(prefix, limit: 10, lattice: &lattice)
        abbreviated.append(milliseconds(clock.now - start))
    }
}
report("per keystroke, initials only (bjdx…)", abbreviated, target: "p99 < 1 ms")

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
print("peak RSS after converting: \(peakRSS())  (target < 25 MiB, goal < 15.5 MiB)")

// Learning: choosing a candidate (which records it, prepares the user lexicon again and stores
// the dictionary) with a full user dictionary of 20,000 entries, through the input method.
do {
    var dictionary = PinyinUserDictionary()
    let syllables = engine.model.syllables
    var random = 12345 as UInt64
    func next(_ bound: Int) -> Int { random = random &* 6364136223846793005 &+ 1442695040888963407; return Int(random >> 33) % bound }
    for index in 0..<dictionary.capacity {
        let reading = (0..<(2 + next(3))).map { _ in syllables[next(syllables.count)] }
        dictionary.learn("词\(index)", syllables: reading)
    }
    var parts: [String: [Double]] = [:]
    for _ in 0..<20 {
        var start = clock.now
        _ = engine.lexicon(for: dictionary)
        parts["lexicon", default: []].append(milliseconds(clock.now - start))
        start = clock.now
        _ = dictionary.encoded()
        parts["encode", default: []].append(milliseconds(clock.now - start))
        start = clock.now
        var copy = dictionary
        copy.learn("新词", syllables: ["xin", "ci"])
        parts["learn (a copy of the full dictionary, dropping 1 %)", default: []].append(milliseconds(clock.now - start))
    }
    for (name, samples) in parts.sorted(by: { $0.key < $1.key }) { report("  of which \(name)", samples, target: "-") }
    let storage = MemoryStorage()
    try storage.setData(dictionary.encoded(), forKey: PinyinInputMethod.storageKey)
    let method = PinyinInputMethod(engine: engine)
    method.activate(storage: storage)
    var choices: [Double] = []
    for round in 0..<200 {
        for letter in ["shi", "yan", "ke", "xue", "bei",
                       "jing"][round % 6] { _ = try method.handle(.key(KeyInput(output: String(letter))), context: InputContext()) }
        let start = clock.now
        _ = try method.handle(.selectCandidate(round % 3), context: InputContext())
        choices.append(milliseconds(clock.now - start))
    }
    report("choose a candidate, 20,000 learned entries", choices, target: "-")
} catch {
    print("learning benchmark failed: \(error)")
}
print("peak RSS at the end (with the learning benchmark's dictionary): \(peakRSS())")
