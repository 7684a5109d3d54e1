import CommandLineInterface
import Evaluation
import KeyboardModel
import LanguageModel

/// `softkbd predict`: next words and completions from a language's model, or a score of them.
enum PredictCommand: Command {
    static let name = "predict"
    static let abstract = "Suggest the next word or complete the word being typed, or score the suggestions on a file."
    static let discussion = """
        TEXT is the text before the caret. After a space or punctuation the suggestions are next
        words; inside a word, completions of it ranked with the words before. Without TEXT each
        line of standard input is such a text and is answered, as it is read, by one line: the
        suggestions best first, separated by tabs (an empty line for none). A line that types on
        from the line before it (the same text and a letter or more of the word) leaves out the
        words offered for the earlier letters, as the keyboard's bar does: they were passed over.

        SUBCOMMAND:
          eval FILE                score the model on a file of sentences (one a line): top-1
                                   and top-3 next-word accuracy, keystroke savings with three
                                   suggestions after every keystroke, time per query

        EXAMPLES:
          softkbd predict --language en 'thank '             # you …
          softkbd predict --language en 'I would like to '
          softkbd predict --language fr 'je vou'             # vous …
          softkbd predict eval ../shared/data/nextword/eval-dev/en.txt --language en
        """
    static let positionalUsage: String? = "[TEXT | eval FILE]"
    static let options: [OptionSpec] = [
        OptionSpec(name: "--language", valueName: "LANGUAGE", help: "The language (a lexicon language such as en, pt-BR)."),
        OptionSpec(name: "--limit", valueName: "N", help: "How many suggestions (default 3)."),
        OptionSpec(name: "--format", valueName: "FORMAT", help: "text (default) or json."),
        OptionSpec(name: "--no-keystrokes", help: "eval: leave out keystroke savings (next words only; faster)."),
    ]

    static func run(_ arguments: ParsedArguments, output: inout Output) throws(CommandError) {
        guard let language = arguments.value("--language") else { throw .usage("--language is required", usage: usage) }
        let limit = try arguments.integer("--limit", in: 1...100, default: 3, usage: usage)
        let format = try LayoutOptions.outputFormat(arguments, usage: usage)
        let found: NgramModel?
        do { found = try NgramModelStore.bundled.model(for: language) } catch { throw .failure("\(error)") }
        guard let model = found else {
            let known = NgramModel.bundledDirectory().map(NgramModel.languages(in:)) ?? []
            throw .failure("no next-word model for '\(language)' (models: \(known.joined(separator: " ")))")
        }
        let predictor = WordPredictor(model: model, locale: language)
        // Queries that type on from the last one leave out the words offered for its earlier
        // letters, as the keyboard's bar does (OfferedWords).
        var offered = OfferedWords()
        func suggestions(_ text: String) -> [String] {
            let query = PredictionQuery(textBefore: text, locale: language)
            let list = predictor.predictions(for: query, limit: limit, excluding: offered.passedOver(for: query)).map(\.text)
            offered.note(list.map { CaseMapping.lowercase($0, locale: language) })
            return list
        }
        let positionals = arguments.positionals
        if positionals.first == "eval" {
            guard positionals.count == 2 else { throw .usage("'eval' takes the path of a file of sentences", usage: usage) }
            let text = try StandardInput.file(positionals[1])
            let report: PredictionEvaluation.Report
            do {
                report = try PredictionEvaluation.score(text, file: positionals[1], locale: language,
                                                         keystrokes: !arguments.has("--no-keystrokes")) { suggestions($0) }
            } catch { throw .failure(error.message) }
            output.write(format == "json" ? try jsonText(report.json) : report.summary)
            return
        }
        guard positionals.count <= 1 else { throw .usage("give one TEXT (quote it), or none to read standard input", usage: usage) }
        if let text = positionals.first {
            let list = suggestions(text)
            output.write(format == "json" ? try jsonText(list) : list.joined(separator: "\n"))
            return
        }
        try StandardInput.forEachLine(output) { line throws(CommandError) in
            let list = suggestions(line)
            output.write(format == "json" ? (try? jsonText(list, pretty: false)) ?? "[]" : list.joined(separator: "\t"))
        }
    }
}
