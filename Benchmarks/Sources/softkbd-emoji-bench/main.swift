// The emoji keyboard's search, opening and memory, in a process that holds little else.
//
//   swift run -c release --package-path Benchmarks softkbd-emoji-bench [--languages en,de,…] [--rounds N] [--markdown]
//
// --markdown also prints the figures as the table README's "Benchmarks" section holds (between
// its softkbd-emoji-bench markers): paste it there after a run.
//
// Reports, side by side in one run:
// - search: every 7th emoji's name in each language typed one letter at a time, a search after
//   each letter (the keyboard's search field, as the user types), median and p99 per query,
//   over every language asked for (default: ten with different scripts);
// - opening the emoji keyboard: the data opened afresh (files in the page cache), the grid laid
//   out for its first page (the catalog of layouts is loaded before, as an app has it);
// - memory: the anonymous (dirty) memory the emoji keyboard and one language's search add,
//   beside the data files' sizes and the process's RSS.
#if canImport(Glibc)
import Glibc
#endif
import BenchmarkSupport
import BuiltInInputMethods
import DataFiles
import Emoji
import EmojiKeyboard
import KeyboardModel
import TextInputTraits

let clock = ContinuousClock()
let arguments = Array(CommandLine.arguments.dropFirst())
func option(_ name: String) -> String? {
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
    return arguments[index + 1]
}
let languages = (option("--languages") ?? "en,de,fr,es,ru,ja,zh,ko,ar,hi").split(separator: ",").map(String.init)
let rounds = option("--rounds").flatMap { Int($0) } ?? 20

guard let folder = BundledData.locate(EmojiData.bundledFolder)?.path else { fatalError(BundledData.missing(EmojiData.bundledFolder)) }
var fileBytes = 0
for name in BundledData.entries(of: folder) where !name.hasPrefix(".") {
    var info = stat()
    if stat(folder + "/" + name, &info) == 0 { fileBytes += Int(info.st_size) }
}
print("emoji data: \(fixed(Double(fileBytes) / 1_048_576, 2)) MiB in \(folder) (catalog and 72 locales; target ≤ 8 MB = 7.63 MiB)")

// The layouts first, as an app has them; what the emoji keyboard adds is measured from here.
let catalog = BuiltInInputMethods.catalog
let request = KeyboardRequest(layout: "emoji", device: "iphone-classic")
let resolved: ResolvedKeyboard
do { resolved = try catalog.resolve(request) } catch { fatalError("cannot resolve the emoji keyboard: \(error)") }
let anonymousBefore = statusMiB("RssAnon")
print("before the emoji keyboard: \(memoryFigures())")

// Opening: fresh data objects each round (the files stay in the page cache: warm).
var opening: [Double] = []
var kept: (EmojiData, EmojiBoard, EmojiLanguage)?
for _ in 0..<max(1, rounds) {
    let start = clock.now
    do {
        let data = try EmojiData(folder: folder)
        let board = EmojiBoard(data: data)
        let page = board.laidOut(resolved)
        precondition(page.keys.contains { $0.output == "😀" })
        opening.append(milliseconds(clock.now - start))
        kept = (data, board, try data.language("en"))
    } catch {
        fatalError("cannot open the emoji data: \(error)")
    }
}
report("opening (data, first page laid out)", opening, target: "< 20 ms warm", width: 44)

// Search, letter by letter, in each language.
var all: [Double] = []
var perLanguage: [(String, [Double])] = []
for tag in languages {
    guard let data = kept?.0, let language = try? data.language(tag) else { print("\(tag): no annotations"); continue }
    var samples: [Double] = []
    for entry in stride(from: 0, to: data.catalog.count, by: 7) where data.catalog.isBase(entry) {
        var query = ""
        for character in language.name(of: entry) {
            query.append(character)
            let start = clock.now
            let result = language.search(query, limit: 30)
            samples.append(milliseconds(clock.now - start))
            precondition(result.matches.count <= 30)
        }
    }
    perLanguage.append((tag, samples))
    all += samples
}
for (tag, samples) in perLanguage { report("  search, \(tag)", samples, target: "-", width: 44) }
report("search per query, every language above", all, target: "median < 0.1 ms, p99 < 1 ms", width: 44)

// Memory: one language's search and the keyboard (the data of the rounds above released but the last).
let anonymousAfter = statusMiB("RssAnon")
let added = fixed(anonymousAfter - anonymousBefore, 2)
print("the emoji keyboard and \(languages.count) languages' search add \(added) MiB anonymous (dirty); " +
      "\(memoryFigures())")
withExtendedLifetime(kept) {}

/// Median and p99 of samples in milliseconds, as microseconds.
func micro(_ samples: [Double]) -> (median: String, p99: String) {
    let sorted = samples.sorted()
    guard !sorted.isEmpty else { return ("-", "-") }
    let p99 = sorted[min(sorted.count - 1, Int(Double(sorted.count) * 0.99))]
    return (fixed(sorted[sorted.count / 2] * 1000, 0) + " µs", fixed(p99 * 1000, 0) + " µs")
}
if arguments.contains("--markdown") {
    let search = micro(all), open = micro(opening)
    let process = "\(fixed(statusMiB("VmHWM"), 1)) / \(fixed(statusMiB("RssAnon"), 1)) / \(fixed(statusMiB("RssFile"), 1)) MiB"
    let rows = [
        ("search per query, typed letter by letter (\(languages.count) languages, \(all.count) queries)",
         "median \(search.median), p99 \(search.p99)", "median < 100 µs, p99 < 1 ms"),
        ("opening the emoji keyboard (data opened, first page laid out; warm)", "median \(open.median), p99 \(open.p99)", "< 20 ms"),
        ("dirty memory the emoji keyboard and the searches add", "\(added) MiB", "< 5 MiB"),
        ("data shipped for every language (mapped, read-only)", "\(fixed(Double(fileBytes) / 1_048_576, 2)) MiB", "≤ 8 MB"),
        ("the process: peak RSS, anonymous, file-backed (layouts loaded too)", process, "-"),
    ]
    print("\n| figure (softkbd-emoji-bench, release) | measured | target |\n|---|---|---|")
    for (figure, measured, target) in rows { print("| \(figure) | \(measured) | \(target) |") }
}
