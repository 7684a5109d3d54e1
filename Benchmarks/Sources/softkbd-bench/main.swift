// softkbd-bench: timings of SoftKeyboard's hot paths, median and p99, and peak memory.
//
//     swift run -c release --package-path Benchmarks softkbd-bench [--quick] [--only-load N | --only-validate N]
//
// Measured side by side in one run, on whatever machine this is; the machines are shared and
// noisy, so compare figures from the same run, not across runs.

import Foundation
import BuiltInInputMethods
import InputMethodCore
import KeyboardSession
import KeyboardModel
import LayoutFile
import TextEditing
import TextInteraction
import TextInputTraits
import TextSegmentation

let quick = CommandLine.arguments.contains("--quick")

// `--only-load N`: load the bundled layouts N times and stop (for a profiler: perf record …).
if let flag = CommandLine.arguments.firstIndex(of: "--only-load"), flag + 1 < CommandLine.arguments.count,
   let times = Int(CommandLine.arguments[flag + 1]) {
    var layouts = 0
    for _ in 0..<times { layouts &+= LayoutLoader.load(BundledLayouts.sources,
                                                       inputMethods: BuiltInInputMethods.requirements).catalog.layouts.count }
    print("loaded \(times) times (\(layouts) layouts)")
    exit(0)
}
// `--only-validate N`: the same for load + lint.
if let flag = CommandLine.arguments.firstIndex(of: "--only-validate"), flag + 1 < CommandLine.arguments.count,
   let times = Int(CommandLine.arguments[flag + 1]) {
    var found = 0
    for _ in 0..<times {
        let result = LayoutLoader.load(BundledLayouts.sources, inputMethods: BuiltInInputMethods.requirements)
        found &+= result.diagnostics.count + LayoutLinter.lint(result).count
    }
    print("validated \(times) times (\(found) diagnostics)")
    exit(0)
}

/// Runs `body` `iterations` times and returns each run's duration in microseconds, sorted.
func measure(_ iterations: Int, _ body: () -> Void) -> [Double] {
    var samples: [Double] = []
    samples.reserveCapacity(iterations)
    let clock = ContinuousClock()
    for _ in 0..<iterations {
        let duration = clock.measure(body)
        samples.append(Double(duration.components.seconds) * 1e6 + Double(duration.components.attoseconds) / 1e12)
    }
    return samples.sorted()
}

func percentile(_ sorted: [Double], _ p: Double) -> Double {
    sorted[min(sorted.count - 1, Int((Double(sorted.count) * p).rounded(.up)) - 1)]
}

func report(_ name: String, _ samples: [Double], target: String) {
    let median = percentile(samples, 0.5), p99 = percentile(samples, 0.99)
    func format(_ us: Double) -> String { us >= 1000 ? String(format: "%.2f ms", us / 1000) : String(format: "%.1f µs", us) }
    print("\(name.padding(toLength: 46, withPad: " ", startingAt: 0)) median " +
          "\(format(median).padding(toLength: 10, withPad: " ", startingAt: 0)) p99 " +
          "\(format(p99).padding(toLength: 10, withPad: " ", startingAt: 0)) n=\(samples.count)  target \(target)")
}

func peakRSS() -> String {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
          let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }) else { return "unknown" }
    return line.dropFirst(6).trimmingCharacters(in: .whitespaces)
}

var sink = 0

// The first load in this process: nothing cached anywhere.
let clock = ContinuousClock()
var first: LayoutLoader.Result?
let coldDuration = clock.measure { first = LayoutLoader.load(BundledLayouts.sources, inputMethods: BuiltInInputMethods.requirements) }
let catalog = first!.catalog
precondition(first!.diagnostics.isEmpty, "the bundled layouts have diagnostics")
let sourceBytes = BundledLayouts.sources.reduce(0) { $0 + $1.text.utf8.count }
print("SoftKeyboard benchmarks — \(BundledLayouts.sources.count) files, \(sourceBytes / 1024) KiB, \(catalog.layouts.count) layouts, " +
      "\(catalog.devices.count) devices")
print(String(format: "first load + parse of all bundled layouts (cold, in process): %.2f ms",
             Double(coldDuration.components.attoseconds) / 1e15 + Double(coldDuration.components.seconds) * 1e3))

report("load + parse all bundled layouts", measure(quick ? 20 : 200) {
    sink &+= LayoutLoader.load(BundledLayouts.sources, inputMethods: BuiltInInputMethods.requirements).catalog.layouts.count
}, target: "< 20 ms")

report("validate all bundled layouts (load + lint)", measure(quick ? 5 : 40) {
    let result = LayoutLoader.load(BundledLayouts.sources, inputMethods: BuiltInInputMethods.requirements)
    sink &+= result.diagnostics.count + LayoutLinter.lint(result).count
}, target: "< 100 ms")

var traits = TextInputTraits()
traits.keyboardType = .URL
traits.returnKeyType = .go
let requests: [(String, KeyboardRequest)] = [
    ("resolve en-US default, iphone-classic", KeyboardRequest(layout: "en-US", device: "iphone-classic")),
    ("resolve fr-FR URL go, iphone landscape", KeyboardRequest(layout: "fr-FR", traits: traits, device: "iphone", orientation: .landscape)),
    ("resolve ko-KR shifted, ipad", KeyboardRequest(layout: "ko-KR", device: "ipad", layer: .shifted)),
    ("resolve ru-RU email (Latin companion)",
     KeyboardRequest(layout: "ru-RU", traits: { var t = TextInputTraits(); t.keyboardType = .emailAddress; return t }(), device: "iphone")),
]
for (name, request) in requests {
    report(name, measure(quick ? 1_000 : 20_000) {
        sink &+= (try? catalog.resolve(request))?.keys.count ?? 0
    }, target: "< 50 µs")
}
let keyboard = try catalog.resolve(KeyboardRequest(layout: "en-US", device: "iphone-classic"))
report("hit-test one point", measure(quick ? 1_000 : 20_000) {
    sink &+= keyboard.key(at: Point(x: 150, y: 100))?.row ?? 0
}, target: "-")
// Typing in documents of 10 KB, 1 MB and 10 MB: one keystroke at the caret in the middle.
let paragraph = "The quick brown fox jumps over the lazy dog, déjà vu — Привет мир! 北京大学 안녕하세요 👍🏽🇸🇪. " +
    "Zweite Zeile mit Umlauten: äöü. "
func document(bytes: Int) -> String {
    var text = ""
    while text.utf8.count < bytes { text += paragraph + paragraph + "\n" }
    return text
}
for (label, size) in [("10 KB", 10_000), ("1 MB", 1_000_000), ("10 MB", 10_000_000)] {
    let container = TextContainer(kind: .multiLine, text: document(bytes: size))
    let middle = container.text.utf16.count / 2
    container.select(middle..<middle)
    var toggle = false
    report("keystroke: insert a character, \(label)", measure(quick ? 1_000 : 10_000) {
        toggle.toggle()
        container.insertText(toggle ? "a" : " ")
    }, target: "< 50 µs p99 at 10 MB")
    report("keystroke: delete backward, \(label)", measure(quick ? 1_000 : 10_000) {
        container.deleteBackward()
    }, target: "< 50 µs p99 at 10 MB")
    report("keystroke: word around the caret, \(label)", measure(quick ? 1_000 : 10_000) {
        let caret = container.selectedRange.lowerBound
        sink &+= container.tokenizer.rangeEnclosing(caret, granularity: .word, direction: .backward)?.count ?? 0
    }, target: "< 50 µs p99 at 10 MB")
}

// Word-boundary throughput on a large mixed-script text.
let corpus = Array(document(bytes: 8_000_000).utf16)
let bytes = Double(corpus.count * 2)
let throughput = measure(quick ? 2 : 5) { sink &+= Segmenter.boundaries(.word, utf16: corpus).count }
print(String(format: "word boundaries over %.1f MB of mixed-script UTF-16: median %.0f MB/s (goal ≥ 50, ideal 100)", bytes / 1e6,
             bytes / percentile(throughput, 0.5)))
let graphemeThroughput = measure(quick ? 2 : 5) { sink &+= Segmenter.boundaries(.grapheme, utf16: corpus).count }
print(String(format: "grapheme boundaries: median %.0f MB/s", bytes / percentile(graphemeThroughput, 0.5)))

// Per-key session overhead: a key pressed by id, routed through shift, the typing component or
// input method and the container.
do {
    let screen = Size(width: 320, height: 480)
    let direct = KeyboardSession(catalog: catalog, registry: BuiltInInputMethods.registry, keyboards: ["en-US"], device: "iphone-classic",
                                 screen: screen)
    try direct.focus(TextContainer(kind: .multiLine), textLayout: GridLayout())
    let keys: [Key.ID] = ["h", "e", "l", "l", "o", "space", "w", "o", "r", "l", "d", "wide-period", "space"]
    var index = 0
    report("key press by id: direct typing (en-US)", measure(quick ? 1_000 : 20_000) {
        direct.press(keys[index % keys.count])
        if keys[index % keys.count] == "wide-period" { direct.press("mode") }
        index += 1
    }, target: "< 20 µs p99")
    let korean = KeyboardSession(catalog: catalog, registry: BuiltInInputMethods.registry, keyboards: ["ko-KR"], device: "iphone-classic",
                                 screen: screen)
    try korean.focus(TextContainer(kind: .multiLine), textLayout: GridLayout())
    let jamo: [Key.ID] = ["ㅎ", "ㅏ", "ㄴ", "ㄱ", "ㅡ", "ㄹ", "space", "ㄷ", "ㅏ", "ㄹ", "ㄱ", "ㅏ", "space"]
    index = 0
    report("key press by id: Hangul composition (ko-KR)", measure(quick ? 1_000 : 20_000) {
        korean.press(jamo[index % jamo.count])
        index += 1
    }, target: "< 20 µs p99")
    // The same typing through the session a front end drives: a tap by point (hit-testing,
    // touch down and up with times), the host, the container, the keyboard's frame.
    let session = KeyboardSession(catalog: catalog, registry: BuiltInInputMethods.registry, keyboards: ["en-US"], device: "iphone-classic",
                                  screen: screen)
    try session.focus(TextContainer(kind: .multiLine), textLayout: GridLayout())
    // The key centres, found once (shift changes labels, not places).
    let letters = try catalog.resolve(KeyboardRequest(layout: "en-US", device: "iphone-classic"))
    let points = "hello world ".compactMap { c in catalog.key(typing: c, on: letters).flatMap { letters.key($0)?.frame } }
        .map { Point(x: $0.x + $0.width / 2, y: $0.y + $0.height / 2) }
    var time = 0.0
    index = 0
    report("session tap by point: Latin keystroke (en-US)", measure(quick ? 1_000 : 20_000) {
        session.tap(at: points[index % points.count], time: time)
        time += 0.2
        index += 1
    }, target: "< 20 µs p99, beside the host's")
} catch {
    print("host benchmark failed: \(error)")
}

// Touch interaction: one gesture event on a 1 MB document (the reference grid layout, indexed
// once), cycling through taps, double-tap drags, long presses and pans at points down the text.
do {
    let storage = TextStorage(document(bytes: 1_000_000))
    let textDocument = TextInteractionDocument(storage: storage, layout: GridLayout().indexed(for: storage))
    var interaction = TextInteraction()
    var time = 0.0, index = 0
    let lines = storage.string.split(separator: "\n", omittingEmptySubsequences: false).count
    var events: [TextInteractionEvent] = []
    for round in 0..<200 {
        let p = Point(x: Double(round * 37 % 900), y: Double((round * 7919) % lines) * 20 + 10)
        let q = Point(x: p.x + 60, y: p.y)
        events += [.down(time: time, point: p, tapCount: 1), .up(time: time + 0.05, point: p, tapCount: 1),
                   .down(time: time + 0.15, point: p, tapCount: 2), .move(time: time + 0.2, point: q),
                   .up(time: time + 0.3, point: q, tapCount: 2),
                   .down(time: time + 1, point: p, tapCount: 1), .move(time: time + 1.5, point: q),
                   .up(time: time + 1.6, point: q, tapCount: 1),
                   .panDown(time: time + 2, x: 100), .panMove(time: time + 2.01, x: 140, velocity: 2500), .panUp(time: time + 2.02)]
        time += 3
    }
    report("gesture event, 1 MB document", measure(quick ? 2_000 : 20_000) {
        sink &+= interaction.handle(events[index % events.count], in: textDocument).count
        index += 1
        if index % events.count == 0 { interaction = TextInteraction() }
    }, target: "< 5 µs median")
}

print("peak resident memory: \(peakRSS())")
if sink == 42 { print("") }
