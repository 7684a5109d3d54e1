import CommandLineInterface
import DataFiles
import EditDistance
import Evaluation
import Foundation
import Autocorrection
import KeyboardModel
import LanguageModel

/// `softkbd autocorrect`: corrections for typed words, and scoring a typo set.
enum AutocorrectCommand: Command {
    static let name = "autocorrect"
    static let abstract = "Correct typed words, or score a set of typos."
    static let discussion = """
        Reads typed words on standard input, one per line, and writes per line the candidates
        separated by tabs: first what space would commit (the word itself where it stays),
        then the alternatives. The touch model uses the language's default layout on an
        iPhone in portrait (--layout picks another), with every touch at its key's centre.

        SUBCOMMANDS:
          eval TSV                 score a typo file (columns: typed, intended; more are
                                   ignored): top 1 (what space commits), top 3, typos left
                                   unchanged, how many intended words the lexicon holds as
                                   targets (the ceiling of top 1), and time per word
                                   (median, p99); then how many of the language's most
                                   frequent accepted words (--frequent N, default 10,000)
                                   space would change
          ceiling TSV              for a synthetic typo file (one slip per word, from key
                                   geometry): the best top 1 any corrector seeing one word
                                   at a time could reach, the Bayes decision under the
                                   set's own generator (its touch spread, mix of slips and
                                   √frequency choice of words; ../shared/data/typos/README.md)
                                   over this lexicon and layout
          context TEXT             what the words before add: every word of TEXT (one
                                   sentence or more a line) the lexicon holds gets one
                                   slip in turn (the synthetic sets' model over this
                                   layout's keys, real words kept; --seed N), corrected
                                   with the words before and alone; and how many correct
                                   words the words before change

        EXAMPLES:
          echo rhe | softkbd autocorrect --language en
          softkbd autocorrect eval ../shared/data/typos/en-dev.tsv --language en
          softkbd autocorrect ceiling ../shared/data/typos/he-synthetic-dev.tsv --language he
          softkbd autocorrect context ../shared/data/nextword/eval-dev/en.txt --language en
        """
    static let positionalUsage: String? = "[eval TSV | ceiling TSV | context TEXT]"
    static let options: [OptionSpec] = [
        OptionSpec(name: "--language", valueName: "LANG", help: "The language whose lexicon corrects (required): en, fr, de, …"),
        OptionSpec(name: "--layout", valueName: "ID|LOCALE",
                   help: "The keyboard whose geometry the touch model uses (default: the language's)."),
        OptionSpec(name: "--no-geometry", help: "Ignore where keys are: every substitution costs the same."),
        OptionSpec(name: "--limit", valueName: "N", help: "How many candidates per word (default 5)."),
        OptionSpec(name: "--frequent", valueName: "N", help: "eval: how many of the most frequent correct words to check (default 10000)."),
        OptionSpec(name: "--seed", valueName: "N", help: "context: the typo generator's seed (default 20261129)."),
        OptionSpec(name: "--format", valueName: "FORMAT", help: "text (default) or json (per word: typed, autocorrection, candidates)."),
    ]

    struct WordJSON: Encodable { var typed: String; var autocorrection: String?; var candidates: [String]; var known: Bool }

    static func run(_ arguments: ParsedArguments, output: inout Output) throws(CommandError) {
        let limit = try arguments.integer("--limit", in: 1...100, default: 5, usage: usage)
        let frequent = try arguments.integer("--frequent", in: 0...1_000_000, default: 10_000, usage: usage)
        let format = try LayoutOptions.outputFormat(arguments, usage: usage)
        guard let language = arguments.value("--language") else {
            // Without the word lists there is no language to name: say they are missing.
            guard Lexicon.bundledDirectory() != nil else { throw .failure(BundledData.missing(Lexicon.bundledFolder)) }
            throw .usage("--language is required (one of \(Lexicon.bundledLanguages().joined(separator: ", ")))", usage: usage)
        }
        let lexicon: Lexicon
        do {
            guard let found = try LexiconStore.bundled.lexicon(for: language) else {
                let known = Lexicon.bundledLanguages()
                throw CommandError.usage("no lexicon for language '\(language)'\(didYouMean(language, in: known)); there are: " +
                                         "\(known.joined(separator: ", "))", usage: usage)
            }
            lexicon = found
        } catch let error as CommandError {
            throw error
        } catch {
            throw .failure("\(error)")
        }
        var keyboard: ResolvedKeyboard?
        if !arguments.has("--no-geometry") {
            let catalog = try LayoutOptions.catalog(arguments, output: &output)
            let name = arguments.value("--layout") ?? language
            guard let layout = catalog.layout(named: name) else {
                throw .usage("unknown layout '\(name)'\(didYouMean(name, in: catalog.layouts.keys.map(\.rawValue)))", usage: usage)
            }
            do { keyboard = try catalog.resolve(KeyboardRequest(layout: layout.id.rawValue,
                                                                device: "iphone-classic")) } catch { throw .resolution(error,
                                                                                                                       usage: usage) }
        }
        let corrector = Autocorrector(lexicon: lexicon, keyboard: keyboard)
        let rest = Array(arguments.positionals.dropFirst())
        switch arguments.positionals.first {
        case nil:
            try StandardInput.forEachLine(output) { line throws(CommandError) in
                let word = line.trimmingCharacters(in: .whitespaces)
                guard !word.isEmpty else { output.write(""); return }
                let result = corrector.corrections(for: TypedWord(word), limit: limit)
                if format == "json" {
                    output.write(try jsonText(WordJSON(typed: word, autocorrection: result.autocorrection?.text,
                                                       candidates: result.candidates.map(\.text), known: result.isKnownWord),
                                              pretty: false))
                } else {
                    output.write(result.candidates.map(\.text).joined(separator: "\t"))
                }
            }
        case "eval":
            guard rest.count == 1 else { throw .usage("'eval' takes the path of a TSV file", usage: usage) }
            let text = try StandardInput.file(rest[0])
            do {
                output.write(try AutocorrectionEvaluation.score(text, file: rest[0], corrector: corrector, frequentWords: frequent).summary)
            } catch { throw .failure(error.message) }
        case "ceiling":
            guard rest.count == 1 else { throw .usage("'ceiling' takes the path of a TSV file", usage: usage) }
            guard let geometry = keyboard.flatMap({ KeyGeometry($0) }) else {
                throw .usage("'ceiling' needs the layout's key geometry (not --no-geometry)", usage: usage)
            }
            let text = try StandardInput.file(rest[0])
            do { output.write(try TypoCeiling.score(text, file: rest[0], lexicon: lexicon, geometry: geometry).summary) } catch {
                throw .failure(error.message)
            }
        case "context":
            guard rest.count == 1 else { throw .usage("'context' takes the path of a text file", usage: usage) }
            guard let geometry = keyboard.flatMap({ KeyGeometry($0) }) else {
                throw .usage("'context' needs the layout's key geometry (not --no-geometry)", usage: usage)
            }
            let seed = try arguments.integer("--seed", in: 0...Int.max, default: 20_261_129, usage: usage)
            let text = try StandardInput.file(rest[0])
            let model: NgramModel
            do {
                guard let found = try NgramModelStore.bundled.model(for: language) else {
                    throw CommandError.failure("no next-word model for language '\(language)'")
                }
                model = found
            } catch let error as CommandError {
                throw error
            } catch {
                throw .failure("\(error)")
            }
            let report: ContextCorrectionEvaluation.Report
            do {
                report = try ContextCorrectionEvaluation.score(text, file: rest[0], corrector: corrector, model: model, geometry: geometry,
                                                               seed: UInt64(seed))
            } catch { throw .failure(error.message) }
            output.write(format == "json" ? try jsonText(report.json) : report.summary)
        case let other?:
            throw .usage("unknown subcommand '\(other)'\(didYouMean(other, in: ["eval", "ceiling", "context"])); words to correct are " +
                         "read from standard input", usage: usage)
        }
    }
}
