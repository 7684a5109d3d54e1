// Keyman .kmn programs: the time to read one (and type its first key), to import its folder as
// a layout over the bundled ones and type its first key through the keyman input method, and per
// keystroke through its rules, in a release build.
//
//   swift run -c release --package-path Benchmarks softkbd-keyman-bench KMN_DIR
//
// KMN_DIR holds `<keyboard>/<keyboard>.kmn` folders and `expected-dev.tsv` (keyboard, sequence,
// expected), as ../shared/data/keyman-kmn does; every sequence is typed from an empty document,
// each keystroke timed alone. Reading is timed 50 times per keyboard (median and worst).
#if canImport(Glibc)
import Glibc
#endif
import BenchmarkSupport
import BuiltInInputMethods
import InputMethodCore
import KeyboardModel
import KeymanInputMethod
import KeymanKeyboard
import LayoutFile
import LayoutImport

let clock = ContinuousClock()

func microseconds(_ d: Duration) -> Double { Double(d.components.seconds) * 1e6 + Double(d.components.attoseconds) / 1e12 }

guard CommandLine.arguments.count == 2 else {
    print("usage: softkbd-keyman-bench KMN_DIR (a folder of <keyboard>/<keyboard>.kmn and expected-dev.tsv)")
    exit(64)
}
let folder = CommandLine.arguments[1]
guard let rows = lines(of: folder + "/expected-dev.tsv") else {
    print("cannot read \(folder)/expected-dev.tsv")
    exit(1)
}
var sequences: [String: [KeySequence]] = [:]
var order: [String] = []
for row in rows.dropFirst() {
    let columns = row.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
    guard columns.count == 3, let sequence = try? KeySequence(parsing: columns[1]) else { continue }
    if sequences[columns[0]] == nil { order.append(columns[0]) }
    sequences[columns[0], default: []].append(sequence)
}

/// Imports a keyboard's folder as a layout over the bundled ones (as `--layouts` does), resolves
/// it and types K_A through the keyman method; the time taken, or nil when it does not load.
func importAndType(_ path: String, id: String) -> Double? {
    var typed = false
    let time = microseconds(clock.measure {
        guard let result = try? LayoutImport.overBundled([path], inputMethods: BuiltInInputMethods.requirements).result else { return }
        guard let keyboard = try? result.catalog.resolve(KeyboardRequest(layout: id, device: "iphone")),
            let key = keyboard.keys.first(where: { $0.id.rawValue == "K_A" }), case .input(let output) = key.action else { return }
        let method = KeymanInputMethod()
        typed = (try? method.handle(.key(KeyInput(output: output, keyID: key.id)),
                                    context: InputContext(textBefore: "", keyboard: keyboard)))?.isHandled == true
    })
    return typed ? time : nil
}
// The bundled layouts' files are read once by any host; the first import pays for that.
_ = BundledLayouts.load(inputMethods: BuiltInInputMethods.requirements)

print(padded("keyboard", 26) + padded("read (median / max)", 24) + padded("read + 1st key", 16) + padded("import + 1st key", 18)
      + padded("keys", 7) + padded("key median", 12) + "key p99")
var everyKey: [Double] = []
var worstRead = 0.0, worstImport = 0.0
for name in order {
    guard let source = text(of: "\(folder)/\(name)/\(name).kmn") else {
        print("\(name): cannot read its .kmn")
        continue
    }
    var readTimes: [Double] = []
    var program: KeymanProgram?
    for _ in 0..<50 {
        readTimes.append(microseconds(clock.measure { program = KMNReader.read(source, file: name).program }))
    }
    guard let program else {
        print("\(name): the program has errors")
        for diagnostic in KMNReader.read(source, file: name).diagnostics { print("  " + diagnostic.formatted) }
        continue
    }
    readTimes.sort()
    // Reading and the first keystroke, as a user opening the keyboard and typing a key.
    var firstKey = 0.0
    firstKey = microseconds(clock.measure {
        if let fresh = KMNReader.read(source, file: name).program {
            var processor = KeymanProcessor(program: fresh)
            var context: [KeymanProcessor.ContextItem] = []
            _ = processor.process(VirtualKey("K_A")!, context: &context)
        }
    })
    worstRead = max(worstRead, firstKey)
    var imports = (0..<5).compactMap { _ in importAndType("\(folder)/\(name)", id: name) }.sorted()
    if imports.isEmpty { imports = [.infinity] }
    let importTime = imports[imports.count / 2]
    worstImport = max(worstImport, importTime)
    var keyTimes: [Double] = []
    for sequence in sequences[name] ?? [] {
        var processor = KeymanProcessor(program: program)
        var context: [KeymanProcessor.ContextItem] = []
        for stroke in sequence.strokes {
            let time = clock.measure { _ = processor.process(stroke.key, modifiers: stroke.modifiers, context: &context) }
            keyTimes.append(microseconds(time))
        }
    }
    keyTimes.sort()
    everyKey += keyTimes
    let median = keyTimes.isEmpty ? 0 : keyTimes[keyTimes.count / 2]
    let p99 = keyTimes.isEmpty ? 0 : keyTimes[min(keyTimes.count - 1, Int(Double(keyTimes.count) * 0.99))]
    print(padded(name, 26) + padded(fixed(readTimes[readTimes.count / 2] / 1000, 2) + " / " + fixed(readTimes.last! / 1000, 2) + " ms", 24)
          + padded(fixed(firstKey / 1000, 2) + " ms", 16) + padded(fixed(importTime / 1000, 1) + " ms", 18)
          + padded("\(keyTimes.count)", 7) + padded(fixed(median, 1) + " µs", 12)
          + fixed(p99, 1) + " µs")
}
everyKey.sort()
if !everyKey.isEmpty {
    print("all keystrokes: \(everyKey.count), median \(fixed(everyKey[everyKey.count / 2], 1)) µs, p99 "
          + "\(fixed(everyKey[min(everyKey.count - 1, Int(Double(everyKey.count) * 0.99))], 1)) µs (target: p99 < 100 µs); "
          + "slowest read and first key \(fixed(worstRead / 1000, 2)) ms; slowest import as a layout (median of 5, over the "
          + "bundled layouts) and first key \(fixed(worstImport / 1000, 1)) ms (target: < 50 ms)")
}
