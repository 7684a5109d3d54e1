import CommandLineInterface
import DataFiles
import Foundation
import KeyboardDrawing
import KeyboardModel
import EditDistance
import Evaluation
import HanziTemplateCompiler
import HandwritingInputMethod

/// `softkbd handwriting`: the handwriting recognizer from the command line, and the generator of
/// its templates.
enum HandwritingCommand: Command {
    static let name = "handwriting"
    static let abstract = "Recognize handwritten characters, score a test set, draw or build the templates."
    static let discussion = """
        SUBCOMMANDS:
          recognize                read JSON lines {"strokes": [[[x, y, t], …], …]} on standard
                                   input (other fields ignored) and print each line's
                                   candidates, best first, separated by spaces
          eval JSONL               score a file of such lines with a "char" (and a "kind"): top-1
                                   and top-10 overall and per kind, time per character (median,
                                   p99)
          render CHAR              the template of CHAR as SVG (strokes numbered in their order)
          compile MEDIANS          build the templates from the stroke medians
                                   (../shared/data/handwriting/mmah-medians/medians.jsonl), written
                                   to --out (default: the package's Templates/hanzi.templates)

        EXAMPLES:
          softkbd handwriting recognize --limit 5 < strokes.jsonl
          softkbd handwriting eval ../shared/data/handwriting/eval-dev.jsonl
          softkbd handwriting render 我 > wo.svg
        """
    static let positionalUsage: String? = "SUBCOMMAND [ARGUMENT]"
    static let options: [OptionSpec] = [
        OptionSpec(name: "--limit", valueName: "N", help: "How many candidates (default 10)."),
        OptionSpec(name: "--script", valueName: "hans|hant", help: "Simplified characters only (hans, default) or every template (hant)."),
        OptionSpec(name: "--format", valueName: "FORMAT", help: "text (default) or json."),
        OptionSpec(name: "--out", valueName: "PATH", help: "Where compile writes the templates."),
    ]

    static func run(_ arguments: ParsedArguments, output: inout Output) throws(CommandError) {
        guard let subcommand = arguments.positionals.first else {
            throw .usage("a subcommand is required: recognize, eval, render or compile", usage: usage)
        }
        let rest = Array(arguments.positionals.dropFirst())
        let limit = try arguments.integer("--limit", in: 1...10_000, default: 10, usage: usage)
        let format = try LayoutOptions.outputFormat(arguments, usage: usage)
        var script = HandwritingRecognizer.Script.simplified
        if let value = arguments.value("--script") {
            guard let chosen = HandwritingRecognizer.Script(rawValue: value) else {
                throw .usage("invalid value '\(value)' for '--script': expected hans or hant", usage: usage)
            }
            script = chosen
        }
        if subcommand == "compile" {
            guard rest.count == 1 else { throw .usage("'compile' takes the path of medians.jsonl", usage: usage) }
            try compile(rest[0], to: arguments.value("--out") ?? HanziTemplates.bundledPath() ?? "hanzi.templates", output: &output)
            return
        }
        let templates: HanziTemplates
        do { templates = try HanziTemplates.bundled() } catch { throw .failure("\(error)") }
        let recognizer = HandwritingRecognizer(templates: templates)
        switch subcommand {
        case "recognize":
            try StandardInput.forEachLine(output) { line throws(CommandError) in
                guard !line.allSatisfy(\.isWhitespace) else { output.write(""); return }
                let strokes = try Self.strokes(line, where: "standard input")
                let matches = recognizer.recognize(strokes, script: script, limit: limit)
                if format == "json" {
                    output.write((try? jsonText(matches.map(\.character), pretty: false)) ?? "[]")
                } else {
                    output.write(matches.map(\.character).joined(separator: " "))
                }
            }
        case "eval":
            guard rest.count == 1 else { throw .usage("'eval' takes the path of a JSONL file", usage: usage) }
            let text = try StandardInput.file(rest[0])
            let report: HandwritingEvaluation.Report
            do { report = try HandwritingEvaluation.score(text, file: rest[0], recognizer: recognizer, script: script) } catch {
                throw .failure(error.message)
            }
            output.write(format == "json" ? try jsonText(report.json) : report.summary)
        case "render":
            guard rest.count == 1, rest[0].count == 1 else { throw .usage("'render' takes one character", usage: usage) }
            guard let index = templates.index(of: rest[0]) else { throw .failure("no template for '\(rest[0])'") }
            let strokes = templates.strokes(index).map { $0.map { Point(x: $0.x, y: $0.y) } }
            output.write(KeyboardDrawing.strokes(strokes, title: rest[0]))
        default:
            throw .usage("unknown subcommand '\(subcommand)'\(didYouMean(subcommand, in: ["recognize", "eval", "render", "compile"]))",
                         usage: usage)
        }
    }

    static func strokes(_ line: String, where place: String) throws(CommandError) -> [[InkPoint]] {
        do { return try InkLines.strokes(line, where: place) } catch { throw .failure(error.message) }
    }

    /// Builds the templates from the medians file and writes them.
    static func compile(_ path: String, to destination: String, output: inout Output) throws(CommandError) {
        let text = try StandardInput.file(path)
        let compiled: (bytes: [UInt8], characters: Int)
        do { compiled = try HanziTemplateCompiler.compile(medians: text, file: path) } catch { throw .failure(error.message) }
        do { try FileWriting.create(destination, with: compiled.bytes) } catch { throw .failure(error.description) }
        output.write("\(compiled.characters) characters, \(compiled.bytes.count) bytes → \(destination)")
    }
}
