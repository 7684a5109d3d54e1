import CommandLineInterface
import Evaluation
import EditDistance
import Foundation
import JapaneseInputMethod

/// `softkbd japanese`: the kana-to-kanji converter from the command line.
enum JapaneseCommand: Command {
    static let name = "japanese"
    static let abstract = "Convert hiragana to kanji, list candidates and follow-ons, or score a test set."
    static let discussion = """
        SUBCOMMANDS:
          convert [READING…]       convert each argument, or without arguments each line of
                                   standard input (hiragana; romaji is turned into kana first;
                                   one output line per input line)
          candidates READING       the candidates while typing READING (hiragana or romaji), best
                                   first, one per line
          predict WORD             follow-on suggestions after WORD, one per line, with where each
                                   comes from (corpus: seen after WORD; lexicon: the rest of a
                                   longer word)
          eval TSV                 score a test file (columns: reading, surface): sentence exact
                                   match, character accuracy (1 − Levenshtein distance / reference
                                   length), and conversion time median and p99

        EXAMPLES:
          softkbd japanese convert toukyou       # 東京
          echo とうきょうにいきます | softkbd japanese convert
          softkbd japanese candidates きしゃ --limit 10
          softkbd japanese predict 東京 --limit 10
        """
    static let positionalUsage: String? = "SUBCOMMAND [ARGUMENT]"
    static let options: [OptionSpec] = [
        OptionSpec(name: "--limit", valueName: "N", help: "How many candidates or follow-ons (default 10)."),
        OptionSpec(name: "--format", valueName: "FORMAT", help: "text (default) or json."),
    ]

    struct FollowOnJSON: Encodable { var text: String; var source: String }
    struct SegmentJSON: Encodable { var reading: String; var surface: String }

    static func run(_ arguments: ParsedArguments, output: inout Output) throws(CommandError) {
        guard let subcommand = arguments.positionals.first else {
            throw .usage("a subcommand is required: convert, candidates, predict or eval", usage: usage)
        }
        let rest = Array(arguments.positionals.dropFirst())
        let limit = try arguments.integer("--limit", in: 1...Int.max, default: 10, usage: usage)
        let format = try LayoutOptions.outputFormat(arguments, usage: usage)
        let engine: JapaneseEngine
        do { engine = try JapaneseEngine.bundled() } catch { throw .failure("\(error)") }
        switch subcommand {
        case "convert":
            try StandardInput.forEachLine(of: rest, output) { line throws(CommandError) in
                let reading = Romaji.reading(of: line)
                if format == "json" {
                    let segments = engine.segments(reading).map { segment in
                        SegmentJSON(reading: String(decoding: Array(reading.utf16)[segment.range], as: UTF16.self),
                                    surface: segment.surface)
                    }
                    output.write((try? jsonText(segments, pretty: false)) ?? "[]")
                } else {
                    output.write(KanaForms.isReading(reading) ? engine.convert(reading) : line)
                }
            }
        case "candidates":
            guard rest.count == 1 else { throw .usage("'candidates' takes one READING argument", usage: usage) }
            let reading = Romaji.reading(of: rest[0])
            guard !reading.isEmpty else { throw .failure("'\(rest[0])' is not a reading (hiragana or romaji)") }
            let list = Array(engine.predictions(reading, limit: limit).prefix(limit))
            output.write(format == "json" ? try jsonText(list) : list.joined(separator: "\n"))
        case "predict":
            guard rest.count == 1 else { throw .usage("'predict' takes one WORD argument", usage: usage) }
            let list = engine.followOns(after: rest[0], limit: limit)
            if format == "json" {
                output.write(try jsonText(list.map { FollowOnJSON(text: $0.text, source: $0.source.rawValue) }))
            } else {
                output.write(list.map { "\($0.text)\t\($0.source.rawValue)" }.joined(separator: "\n"))
            }
        case "eval":
            guard rest.count == 1 else { throw .usage("'eval' takes the path of a TSV file", usage: usage) }
            let text = try StandardInput.file(rest[0])
            let report: JapaneseEvaluation.Report
            do { report = try JapaneseEvaluation.score(text, file: rest[0], engine: engine) } catch { throw .failure(error.message) }
            output.write(format == "json" ? try jsonText(report.json) : report.summary)
        default:
            throw .usage("unknown subcommand '\(subcommand)'\(didYouMean(subcommand, in: ["convert", "candidates", "predict", "eval"]))",
                         usage: usage)
        }
    }
}
