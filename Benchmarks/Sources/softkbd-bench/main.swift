// softkbd-bench: timings of SoftKeyboard's hot paths, median and p99, and peak memory.
//
//     swift run -c release --package-path Benchmarks softkbd-bench [--quick]
//
// Measured side by side in one run, on whatever machine this is; the machines are shared and
// noisy, so compare figures from the same run, not across runs.

import Foundation
import KeyboardModel
import LayoutFile
import TextInputTraits

let quick = CommandLine.arguments.contains("--quick")

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
    print("\(name.padding(toLength: 46, withPad: " ", startingAt: 0)) median \(format(median).padding(toLength: 10, withPad: " ", startingAt: 0)) p99 \(format(p99).padding(toLength: 10, withPad: " ", startingAt: 0)) n=\(samples.count)  target \(target)")
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
let coldDuration = clock.measure { first = LayoutLoader.load(BundledLayouts.sources) }
let catalog = first!.catalog
precondition(first!.diagnostics.isEmpty, "the bundled layouts have diagnostics")
let sourceBytes = BundledLayouts.sources.reduce(0) { $0 + $1.text.utf8.count }
print("SoftKeyboard benchmarks — \(BundledLayouts.sources.count) files, \(sourceBytes / 1024) KiB, \(catalog.layouts.count) layouts, \(catalog.devices.count) devices")
print(String(format: "first load + parse of all bundled layouts (cold, in process): %.2f ms", Double(coldDuration.components.attoseconds) / 1e15 + Double(coldDuration.components.seconds) * 1e3))

report("load + parse all bundled layouts", measure(quick ? 20 : 200) {
    sink &+= LayoutLoader.load(BundledLayouts.sources).catalog.layouts.count
}, target: "< 20 ms")

report("validate all bundled layouts (load + lint)", measure(quick ? 5 : 40) {
    let result = LayoutLoader.load(BundledLayouts.sources)
    sink &+= result.diagnostics.count + LayoutLinter.lint(result).count
}, target: "< 100 ms")

var traits = TextInputTraits()
traits.keyboardType = .URL
traits.returnKeyType = .go
let requests: [(String, KeyboardRequest)] = [
    ("resolve en-US default, iphone-classic", KeyboardRequest(layout: "en-US", device: "iphone-classic")),
    ("resolve fr-FR URL go, iphone landscape", KeyboardRequest(layout: "fr-FR", traits: traits, device: "iphone", orientation: .landscape)),
    ("resolve ko-KR shifted, ipad", KeyboardRequest(layout: "ko-KR", device: "ipad", layer: .shifted)),
    ("resolve ru-RU email (Latin companion)", KeyboardRequest(layout: "ru-RU", traits: { var t = TextInputTraits(); t.keyboardType = .emailAddress; return t }(), device: "iphone")),
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
print("peak resident memory: \(peakRSS())")
if sink == 42 { print("") }
