// Autocorrection's latency per word and its memory with every language in use, in a process
// that holds the layout catalog (for the keyboards' geometry) and nothing else.
//
//   swift run -c release --package-path Benchmarks softkbd-autocorrect-bench [TYPOS_DIR] [--limit N]
//
// TYPOS_DIR holds `<language>-synthetic-dev.tsv` and `en-dev.tsv` (typed, intended); the first
// N pairs of each (default 2,000) are corrected, each word timed alone, with the touch model of
// the language's default layout (every touch at its key's centre). Without it, the words are
// each lexicon's 2,000 most frequent targets with one letter doubled (a slip every corrector must
// handle). Every bundled language is opened and used, one after another, so the memory figures
// are those of "every language available, loaded when used":
// peak RSS (VmHWM), anonymous (dirty) RSS (after glibc gives freed pages back, so the words this
// benchmark lists for itself do not count), file-backed RSS, and the lexicon files' total size;
// and the time to open each lexicon (the first use of a language pays it).
#if canImport(Glibc)
import Glibc
#endif
import Autocorrection
import BenchmarkSupport
import BuiltInInputMethods
import DataFiles
import KeyboardModel

let clock = ContinuousClock()

func microseconds(_ d: Duration) -> Double { Double(d.components.seconds) * 1e6 + Double(d.components.attoseconds) / 1e12 }

func memory() -> String {
    "peak RSS \(fixed(statusMiB("VmHWM"), 1)) MiB; now \(fixed(statusMiB("RssAnon"), 1)) MiB anonymous (dirty), " +
    "\(fixed(statusMiB("RssFile"), 1)) MiB file-backed"
}

func fileSize(_ path: String) -> Int {
    var info = stat()
    return stat(path, &info) == 0 ? Int(info.st_size) : 0
}

var arguments = Array(CommandLine.arguments.dropFirst())
let limit = takeNumber("--limit", from: &arguments) ?? 2000
let typos = arguments.first

// Without the word lists there is nothing to time: say so rather than print empty figures.
guard Lexicon.bundledDirectory() != nil else {
    print(BundledData.missing(Lexicon.bundledFolder))
    exit(1)
}
let catalog = BuiltInInputMethods.catalog
print("layout catalog loaded: " + memory())
let baselineDirty = statusMiB("RssAnon")

var all: [Double] = []
/// Milliseconds to open (map, check and index) each language's lexicon.
var openTimes: [(String, Double)] = []
var mapped = 0
print(padded("set", 22) + padded("words", 8) + padded("median", 12) + padded("p99", 12) + padded("max", 12) + "top 1")
for language in Lexicon.bundledLanguages() {
    let lexicon: Lexicon
    do {
        let started = clock.now
        guard let opened = try LexiconStore.bundled.lexicon(for: language) else { continue }
        openTimes.append((language, microseconds(clock.now - started) / 1000))
        lexicon = opened
    } catch {
        print("\(language): \(error)")
        continue
    }
    mapped += Lexicon.bundledPath(language: language).map(fileSize) ?? 0
    let keyboard = catalog.layout(named: language).flatMap { try? catalog.resolve(KeyboardRequest(layout: $0.id.rawValue,
                                                                                                  device: "iphone-classic")) }
    let corrector = Autocorrector(lexicon: lexicon, keyboard: keyboard)
    var sets: [(String, [(typed: String, intended: String)])] = []
    if let typos {
        for (name, file) in [("\(language)-synthetic", "\(language)-synthetic-dev.tsv"),
                             ("en-real", "en-dev.tsv")] where name.hasPrefix(language) {
            guard let rows = lines(of: typos + "/" + file) else { continue }
            let pairs = rows.prefix(limit).compactMap { row -> (String, String)? in
                let columns = row.split(separator: "\t").map(String.init)
                return columns.count >= 2 ? (columns[0], columns[1]) : nil
            }
            sets.append((name, pairs))
        }
    } else {
        let frequent = lexicon.allWords().filter { $0.entry.kind == .accepted && $0.word.count >= 3 }
            .sorted { $0.entry.level < $1.entry.level }.prefix(limit)
        sets.append(("\(language)-doubled", frequent.map { word in
            let characters = Array(word.word)
            let at = characters.count / 2
            return (String(characters[..<at] + [characters[at]] + characters[at...]), word.word)
        }))
    }
    for (name, pairs) in sets where !pairs.isEmpty {
        var times: [Double] = []
        var right = 0
        for (typed, intended) in pairs {
            var result: Corrections?
            times.append(microseconds(clock.measure { result = corrector.corrections(for: TypedWord(typed), limit: 3) }))
            if (result?.autocorrection?.text ?? typed).lowercased() == intended.lowercased() { right += 1 }
        }
        all += times
        times.sort()
        let median = times[times.count / 2], p99 = times[min(times.count - 1, Int(Double(times.count) * 0.99))]
        print(padded(name, 22) + padded("\(times.count)", 8) + padded(fixed(median, 1) + " µs", 12) + padded(fixed(p99, 1) + " µs", 12)
              + padded(fixed(times.last ?? 0, 1) + " µs", 12) + fixed(100 * Double(right) / Double(pairs.count), 1) + " %")
    }
}
all.sort()
if !all.isEmpty {
    print("all words: \(all.count), median \(fixed(all[all.count / 2], 1)) µs, p99 " +
          "\(fixed(all[min(all.count - 1, Int(Double(all.count) * 0.99))], 1)) µs (target: p99 < 100 µs)")
}
// The word lists this benchmark made for itself (every lexicon's words, without a typos folder)
// are freed; give their pages back so the figure is the corrector's live memory.
let retained = statusMiB("RssAnon")
// glibc's malloc_trim (not in the Glibc module's headers), looked up by name.
if let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") {
    _ = unsafeBitCast(symbol, to: (@convention(c) (Int) -> Int32).self)(0)
}
print("every language used: " + memory() + " (\(fixed(retained, 1)) MiB anonymous before freed pages went back)")
print("autocorrection's own dirty memory (anonymous RSS above the catalog's): \(fixed(statusMiB("RssAnon") - baselineDirty, 1)) MiB " +
      "(target: < 20 MiB)")
if let slowest = openTimes.max(by: { $0.1 < $1.1 }) {
    print("opening a lexicon (map, check, per-node reach): \(fixed(openTimes.reduce(0) { $0 + $1.1 }, 1)) ms for all, slowest " +
          "\(slowest.0) \(fixed(slowest.1, 1)) ms")
}
print("lexicon files mapped: \(fixed(Double(mapped) / 1_048_576, 1)) MiB in \(Lexicon.bundledLanguages().count) files (read-only, " +
      "shared, paged in as touched)")
