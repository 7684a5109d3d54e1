import Autocorrection
import CommandLineInterface
import EditDistance
import Evaluation
import Foundation
import GestureTyping
import KeyboardModel

/// `softkbd glide`: words from paths drawn across a keyboard, and scoring them.
enum GlideCommand: Command {
    static let name = "glide"
    static let abstract = "Decode glides (paths drawn across the letters) into words, score a trace file, or draw traces."
    static let discussion = """
        Points are in the keyboard's points, origin at its top left (as 'resolve' gives frames),
        times in milliseconds.

        SUBCOMMANDS:
          decode                   read JSON lines {"points": [[x, y, t], …]} on standard
                                   input and answer each with one line: the words best first,
                                   separated by tabs (--format json: words with their costs)
          eval FILE.jsonl          score a trace file (lines {"word", "layout", "device",
                                   "orientation", "points"}): top 1, top 4, time per trace
          traces                   draw synthetic traces of the language's words by a motor
                                   model (--count N, --seed N, --style moderate|sloppy), as
                                   lines eval reads

        EXAMPLES:
          echo '{"points": [[176,130,0],[75,30,90],[285,85,180],[285,30,270]]}' | softkbd glide decode --layout en-US
          softkbd glide traces --layout en-US --count 500 > en.jsonl && softkbd glide eval en.jsonl
        """
    static let positionalUsage: String? = "decode | eval FILE | traces"
    static let options: [OptionSpec] = [
        OptionSpec(name: "--layout", valueName: "ID|LOCALE", help: "decode, traces: the keyboard (required)."),
        OptionSpec(name: "--device", valueName: "ID", help: "A device profile (default: iphone-classic)."),
        OptionSpec(name: "--orientation", valueName: "O", help: "portrait (default) or landscape."),
        OptionSpec(name: "--limit", valueName: "N", help: "decode: how many words per line (default 4)."),
        OptionSpec(name: "--count", valueName: "N", help: "traces: how many (default 500)."),
        OptionSpec(name: "--seed", valueName: "N", help: "traces: the generator's seed (default 20261129)."),
        OptionSpec(name: "--style", valueName: "STYLE", help: "traces: moderate (default) or sloppy."),
        OptionSpec(name: "--format", valueName: "FORMAT", help: "text (default) or json."),
    ]

    struct CandidateJSON: Encodable { var word: String; var cost: Double }
    struct TraceJSON: Encodable {
        var word: String, layout: String, device: String, orientation: String
        var points: [[Double]]
    }

    static func run(_ arguments: ParsedArguments, output: inout Output) throws(CommandError) {
        let format = try LayoutOptions.outputFormat(arguments, usage: usage)
        let catalog = try LayoutOptions.catalog(arguments, output: &output)
        var decoders: [GlideEvaluation.Keyboard: GestureDecoder] = [:]
        /// The decoder of a keyboard (made once), or why there is none.
        func decoder(_ keyboard: GlideEvaluation.Keyboard) throws(EvaluationError) -> GestureDecoder {
            if let known = decoders[keyboard] { return known }
            guard let layout = catalog.layout(named: keyboard.layout) else {
                let known = catalog.layouts.keys.map(\.rawValue)
                throw EvaluationError("unknown layout '\(keyboard.layout)'\(didYouMean(keyboard.layout, in: known))")
            }
            guard let orientation = Orientation(rawValue: keyboard.orientation) else {
                throw EvaluationError("unknown orientation '\(keyboard.orientation)'; expected portrait or landscape")
            }
            let resolved: ResolvedKeyboard
            do {
                let device = DeviceProfile.ID(rawValue: keyboard.device)
                resolved = try catalog.resolve(KeyboardRequest(layout: layout.id.rawValue, device: device, orientation: orientation))
            } catch { throw EvaluationError("\(keyboard.layout): \(error)") }
            let language = Lexicon.primaryLanguage(of: resolved.locale)
            let lexicon: Lexicon?
            do { lexicon = try LexiconStore.bundled.lexicon(for: language) } catch { throw EvaluationError("\(error)") }
            guard let lexicon else { throw EvaluationError("\(keyboard.layout): no word list for '\(language)', so nothing to glide") }
            guard let geometry = KeyGeometry(resolved) else { throw EvaluationError("\(keyboard.layout): no letter keys to glide over") }
            let made = GestureDecoder(lexicon: lexicon, geometry: geometry)
            decoders[keyboard] = made
            return made
        }
        func requested() throws(CommandError) -> GlideEvaluation.Keyboard {
            guard let layout = arguments.value("--layout") else { throw .usage("--layout is required", usage: usage) }
            return GlideEvaluation.Keyboard(layout: layout, device: arguments.value("--device") ?? "iphone-classic",
                                            orientation: arguments.value("--orientation") ?? "portrait")
        }
        let positionals = arguments.positionals
        switch positionals.first {
        case "decode":
            let limit = try arguments.integer("--limit", in: 1...100, default: 4, usage: usage)
            let decoding: GestureDecoder
            do { decoding = try decoder(try requested()) } catch let error as CommandError { throw error } catch {
                throw .failure("\(error)")
            }
            try StandardInput.forEachLine(output) { line throws(CommandError) in
                guard !line.allSatisfy(\.isWhitespace) else { output.write(""); return }
                let path: GesturePath
                do { path = try GlideEvaluation.parse(line).path } catch let error as EvaluationError {
                    throw .failure("line: \(error.message)")
                } catch { throw .failure("line: \(error)") }
                let found = decoding.decode(path, limit: limit)
                let words = found.map { CandidateJSON(word: $0.word, cost: $0.cost) }
                output.write(format == "json" ? (try? jsonText(words, pretty: false)) ?? "[]" : found.map(\.word).joined(separator: "\t"))
            }
        case "eval":
            guard positionals.count == 2 else { throw .usage("'eval' takes the path of a trace file", usage: usage) }
            let text = try StandardInput.file(positionals[1])
            let report: GlideEvaluation.Report
            do { report = try GlideEvaluation.score(text, file: positionals[1], decoder: decoder) } catch { throw .failure(error.message) }
            output.write(format == "json" ? try jsonText(report.json) : report.summary)
        case "traces":
            let keyboard = try requested()
            let count = try arguments.integer("--count", in: 1...1_000_000, default: 500, usage: usage)
            let seed = try arguments.integer("--seed", in: 0...Int.max, default: 20_261_129, usage: usage)
            let style: GlideTraces.Style
            switch arguments.value("--style") ?? "moderate" {
            case "moderate": style = .moderate
            case "sloppy": style = .sloppy
            case let other: throw .usage("unknown style '\(other)'; expected moderate or sloppy", usage: usage)
            }
            let decoding: GestureDecoder
            do { decoding = try decoder(keyboard) } catch { throw .failure(error.message) }
            var traces = GlideTraces(decoder: decoding, style: style, seed: UInt64(seed))
            for (word, path) in traces.sample(count) {
                let line = TraceJSON(word: word, layout: keyboard.layout, device: keyboard.device, orientation: keyboard.orientation,
                                     points: path.samples.map { [($0.x * 10).rounded() / 10, ($0.y * 10).rounded() / 10, $0.time] })
                output.write(try jsonText(line, pretty: false))
            }
        case let other:
            throw .usage(other.map { "unknown subcommand '\($0)'\(didYouMean($0, in: ["decode", "eval", "traces"]))" }
                         ?? "a subcommand is required: decode, eval or traces", usage: usage)
        }
    }
}
