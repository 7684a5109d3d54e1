// The handwriting recognizer's latency and memory, in a process that holds nothing else.
//
//   swift run -c release --package-path Benchmarks softkbd-handwriting-bench [JSONL] [--limit N]
//
// JSONL has the lines of `softkbd handwriting eval` ({"char", "strokes": [[[x, y, t], …], …]});
// without it, the templates' own strokes of a few characters are used. Reports: time to ready
// (templates mapped and checked, first recognition); per character (all its strokes); per stroke
// while writing (the ranking after each stroke, as the input method does); and memory: anonymous
// (dirty) resident memory beside the mapped templates' size and the total.
#if canImport(Glibc)
import Glibc
#endif
import BenchmarkSupport
import HandwritingInputMethod

let clock = ContinuousClock()
let started = clock.now

let templates: HanziTemplates
do { templates = try HanziTemplates.bundled() } catch { fatalError("cannot load the templates: \(error)") }
let recognizer = HandwritingRecognizer(templates: templates)
_ = recognizer.recognize(templates.strokes(0))
print("ready (templates mapped and checked, first recognition): \(fixed(milliseconds(clock.now - started), 2)) ms; " + memoryFigures())
print("templates file: \(fixed(Double(templates.fileSize) / 1_048_576, 1)) MiB (mapped read-only)")

var arguments = Array(CommandLine.arguments.dropFirst())
let limit = takeNumber("--limit", from: &arguments) ?? Int.max

/// Strokes of a JSON line, read without Foundation: every [x, y, t] triple in the "strokes" array.
func strokes(of line: String) -> [[InkPoint]] {
    let key = Array("\"strokes\"")
    let characters = Array(line)
    let found = (0...max(0, characters.count - key.count)).first { start in
        characters[start..<min(characters.count, start + key.count)].elementsEqual(key)
    }
    guard let offset = found else { return [] }
    var result: [[InkPoint]] = []
    var depth = 0, number = "", values: [Double] = [], stroke: [InkPoint] = []
    for character in characters[(offset + key.count)...] {
        switch character {
        case "[":
            depth += 1
        case "]":
            if !number.isEmpty { values.append(Double(number) ?? 0); number = "" }
            if depth == 3, values.count >= 2 { stroke.append(InkPoint(x: values[0], y: values[1])) }
            if depth == 2 { result.append(stroke); stroke = [] }
            values = []
            depth -= 1
            if depth == 0 { return result }
        case ",":
            if !number.isEmpty { values.append(Double(number) ?? 0); number = "" }
        case "0"..."9", "-", ".", "e", "E", "+":
            number.append(character)
        default:
            break
        }
    }
    return result
}

var characters: [[[InkPoint]]] = []
if let path = arguments.first {
    guard let rows = lines(of: path) else { fatalError("cannot read \(path)") }
    characters = rows.prefix(limit).map(strokes(of:)).filter { !$0.isEmpty }
} else {
    characters = ["我", "永", "国", "說", "鬱"].compactMap { templates.index(of: $0) }.map { templates.strokes($0) }
}

var perCharacter: [Double] = []
var perStroke: [Double] = []
for character in characters {
    var before = clock.now
    _ = recognizer.recognize(character, script: .simplified, limit: 10)
    perCharacter.append(milliseconds(clock.now - before))
    for count in 1...character.count {
        before = clock.now
        _ = recognizer.recognize(Array(character.prefix(count)), script: .simplified, limit: 10)
        perStroke.append(milliseconds(clock.now - before))
    }
}
report("per character", perCharacter, target: "median ≤ 5 ms, p99 ≤ 15 ms", width: 30)
report("per stroke while writing", perStroke, target: "p99 ≤ 10 ms", width: 30)
print("after the run: " + memoryFigures() + " (target: dirty ≤ 15 MiB)")
