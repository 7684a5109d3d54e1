import CommandLineInterface
import EditDistance
import Evaluation
import ZhuyinInputMethod

/// `softkbd zhuyin`: the bopomofo-to-Traditional converter from the command line.
enum ZhuyinCommand: Command {
    static let name = "zhuyin"
    static let abstract = "Convert bopomofo to Traditional Chinese, list candidates and follow-ons, or score a test set."
    static let discussion = """
        SUBCOMMANDS:
          convert [SYLLABLES…]     convert each argument, or without arguments each line of
                                   standard input as it is read: bopomofo syllables separated
                                   by spaces, the first tone unmarked (one output line per
                                   input line; a line that is not bopomofo is kept as it is)
          candidates SYLLABLES     the candidates for the phrase that ends the syllables, best
                                   first, one per line (the whole conversion first)
          predict SYLLABLES        follow-ons after committing the syllables' conversion, one
                                   per line
          eval TSV                 score a test file (columns: syllables, text): sentence exact
                                   match, character accuracy, conversion time median and p99

        EXAMPLES:
          echo 'ㄊㄞˊ ㄨㄢ ㄉㄜ˙ ㄊㄧㄢ ㄑㄧˋ' | softkbd zhuyin convert      # 台灣的天氣
          softkbd zhuyin candidates 'ㄊㄧㄢ ㄑㄧˋ' --limit 5
          softkbd zhuyin predict 'ㄊㄞˊ ㄨㄢ'
        """
    static let positionalUsage: String? = "SUBCOMMAND [ARGUMENT]"
    static let options: [OptionSpec] = [
        OptionSpec(name: "--limit", valueName: "N", help: "How many candidates or follow-ons (default 10)."),
        OptionSpec(name: "--format", valueName: "FORMAT", help: "text (default) or json."),
        OptionSpec(name: "--toneless", help: "Read the syllables without their tones, as Pinyin – Traditional reads pinyin."),
    ]

    static func run(_ arguments: ParsedArguments, output: inout Output) throws(CommandError) {
        guard let subcommand = arguments.positionals.first else {
            throw .usage("a subcommand is required: convert, candidates, predict or eval", usage: usage)
        }
        let rest = Array(arguments.positionals.dropFirst())
        let limit = try arguments.integer("--limit", in: 1...Int.max, default: 10, usage: usage)
        let format = try LayoutOptions.outputFormat(arguments, usage: usage)
        let engine: ZhuyinEngine
        do { engine = try ZhuyinEngine.bundled() } catch { throw .failure("\(error)") }
        switch subcommand {
        case "convert":
            try StandardInput.forEachLine(of: rest, output) { line throws(CommandError) in
                switch ReadingSyllable.parse(line) {
                case .success(let read):
                    let syllables = arguments.has("--toneless") ? read.map { ReadingSyllable($0.syllable, anyTone: true) } : read
                    let segments = engine.convert(syllables)
                    if format == "json" {
                        output.write((try? jsonText(segments.map { SegmentJSON(segment: $0, syllables) }, pretty: false)) ?? "[]")
                    } else {
                        output.write(segments.map(\.text).joined())
                    }
                case .failure: output.write(line)
                }
            }
        case "candidates":
            let syllables = try syllablesArgument(rest, "candidates")
            let list = Array(engine.candidates(syllables, at: syllables.count).prefix(limit)).map(\.text)
            output.write(format == "json" ? try jsonText(list) : list.joined(separator: "\n"))
        case "predict":
            let syllables = try syllablesArgument(rest, "predict")
            let list = engine.followOns(after: engine.convert(syllables), syllables, limit: limit)
            output.write(format == "json" ? try jsonText(list) : list.joined(separator: "\n"))
        case "eval":
            guard rest.count == 1 else { throw .usage("'eval' takes the path of a TSV file", usage: usage) }
            let text = try StandardInput.file(rest[0])
            let report: JapaneseEvaluation.Report
            do {
                report = try ZhuyinEvaluation.score(text, file: rest[0], engine: engine, toneless: arguments.has("--toneless"))
            } catch { throw .failure(error.message) }
            output.write(format == "json" ? try jsonText(report.json) : report.summary)
        default:
            throw .usage("unknown subcommand '\(subcommand)'\(didYouMean(subcommand, in: ["convert", "candidates", "predict", "eval"]))",
                         usage: usage)
        }
    }

    /// The one argument of `candidates` and `predict`: bopomofo syllables.
    private static func syllablesArgument(_ rest: [String], _ subcommand: String) throws(CommandError) -> [ReadingSyllable] {
        guard rest.count == 1 else { throw .usage("'\(subcommand)' takes one argument, the syllables (quoted)", usage: usage) }
        switch ReadingSyllable.parse(rest[0]) {
        case .success(let parsed) where !parsed.isEmpty: return parsed
        case .success: throw .failure("no syllables given")
        case .failure(let error): throw .failure("\(error)")
        }
    }

    struct SegmentJSON: Encodable {
        var reading: String
        var text: String
        init(segment: ZhuyinEngine.Segment, _ syllables: [ReadingSyllable]) {
            reading = syllables[segment.range].map(\.description).joined(separator: " ")
            text = segment.text
        }
    }
}
