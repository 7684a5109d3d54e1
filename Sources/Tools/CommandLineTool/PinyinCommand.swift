import CommandLineInterface
import Evaluation
import EditDistance
import Foundation
import LayoutFile
import PinyinInputMethod

/// `softkbd pinyin`: the pinyin engine from the command line.
enum PinyinCommand: Command {
    static let name = "pinyin"
    static let abstract = "Convert pinyin, list candidates and predictions, or score a test set."
    static let discussion = """
        SUBCOMMANDS:
          convert [PINYIN…]        convert each argument, or without arguments each line of
                                   standard input as it is read (one output line per input
                                   line; text that is not pinyin is kept as it is; lines up
                                   to 1 MiB, ending in \\n or \\r\\n)
          candidates PINYIN        the candidates, best first, one per line (of the first
                                   128 letters, as a composition holds no more)
          predict WORD             follow-on suggestions after WORD, one per line
          eval TSV                 score a test file (columns: pinyin, spaced pinyin, hanzi):
                                   sentence exact match, character accuracy, reference in the top
                                   10, and conversion time median and p99

        EXAMPLES:
          softkbd pinyin convert nihao           # 你好
          echo woxihuan | softkbd pinyin convert
          softkbd pinyin candidates xian --limit 10
          softkbd pinyin predict 东京 --limit 10
        """
    static let positionalUsage: String? = "SUBCOMMAND [ARGUMENT]"
    static let options: [OptionSpec] = [
        OptionSpec(name: "--limit", valueName: "N", help: "How many candidates or predictions (default 10)."),
        OptionSpec(name: "--format", valueName: "FORMAT", help: "text (default) or json (candidates: text, consumed, syllables, score)."),
        OptionSpec(name: "--fuzzy", valueName: "RULES",
                   help: "Sounds to treat as one, comma-separated: z-zh, c-ch, s-sh, n-l, l-r, f-h, an-ang, en-eng, in-ing, ian-iang, " +
                         "uan-uang, or all (default: none)."),
        OptionSpec(name: "--user-data", valueName: "PATH",
                   help: "A user dictionary (what the input method stores under 'pinyin-user-phrases') to rank by; without it no user " +
                         "data is used."),
    ]

    struct CandidateJSON: Encodable { var text: String; var consumed: Int; var syllables: [String]; var score: Float }

    static func run(_ arguments: ParsedArguments, output: inout Output) throws(CommandError) {
        guard let subcommand = arguments.positionals.first else {
            throw .usage("a subcommand is required: convert, candidates, predict or eval", usage: usage)
        }
        let rest = Array(arguments.positionals.dropFirst())
        let limit = try arguments.integer("--limit", in: 1...Int.max, default: 10, usage: usage)
        let format = try LayoutOptions.outputFormat(arguments, usage: usage)
        var engine: PinyinEngine
        do { engine = try PinyinEngine.bundled() } catch { throw .failure("\(error)") }
        if let list = arguments.value("--fuzzy") {
            switch PinyinFuzzyRules.parse(list) {
            case .success(let rules): engine = PinyinEngine(model: engine.model, fuzzy: rules)
            case .failure(let unknown):
                throw .usage("unknown fuzzy rule '\(unknown.name)'\(didYouMean(unknown.name, in: PinyinFuzzyRules.named.map(\.name))); " +
                             "expected \(PinyinFuzzyRules.named.map(\.name).joined(separator: ", ")) or all", usage: usage)
            }
        }
        var user: PinyinUserLexicon?
        if let path = arguments.value("--user-data") {
            let data = try StandardInput.bytes(ofFile: path)
            do {
                user = engine.lexicon(for: try PinyinUserDictionary(decoding: data))
            } catch {
                throw .failure("\(path):\(error.line): \(error.reason)")
            }
        }
        switch subcommand {
        case "convert":
            try StandardInput.forEachLine(of: rest, output) { line throws(CommandError) in
                output.write(engine.convert(text: line, user: user))
            }
        case "candidates":
            guard rest.count == 1 else { throw .usage("'candidates' takes one PINYIN argument", usage: usage) }
            let list = engine.candidates(rest[0], limit: limit, user: user)
            let letters = rest[0].lowercased().filter { ("a"..."z").contains($0) || $0 == "'" }.count
            if letters > PinyinEngine.maximumComposition {
                output.standardError += "softkbd: note: the candidates are those of the first \(PinyinEngine.maximumComposition) letters " +
                                        "of \(letters): "
                    + "a composition holds no more (an input method commits its leading words as typing goes on); "
                    + "'softkbd pinyin convert' converts input of any length\n"
            }
            if format == "json" {
                output.write(try jsonText(list.map { CandidateJSON(text: $0.text, consumed: $0.consumed, syllables: $0.syllables,
                                                                   score: $0.score) }))
            } else {
                output.write(list.map(\.text).joined(separator: "\n"))
            }
        case "predict":
            guard rest.count == 1 else { throw .usage("'predict' takes one WORD argument", usage: usage) }
            output.write(engine.predictions(after: rest[0], limit: limit).joined(separator: "\n"))
        case "eval":
            guard rest.count == 1 else { throw .usage("'eval' takes the path of a TSV file", usage: usage) }
            let text = try StandardInput.file(rest[0])
            do { output.write(try PinyinEvaluation.score(text, file: rest[0], engine: engine, user: user).summary) } catch {
                throw .failure(error.message)
            }
        default:
            throw .usage("unknown subcommand '\(subcommand)'\(didYouMean(subcommand, in: ["convert", "candidates", "predict", "eval"]))",
                         usage: usage)
        }
    }
}
