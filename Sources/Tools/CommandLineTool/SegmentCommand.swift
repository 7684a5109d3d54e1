import CommandLineInterface
import EditDistance
import Foundation
import LayoutFile
import TextSegmentation

/// `softkbd segment`: Unicode boundaries of strings, for checking the segmentation.
enum SegmentCommand: Command {
    static let name = "segment"
    static let abstract = "Print the grapheme, word or sentence boundaries of strings read from standard input."
    static let discussion = """
        Reads a JSON array of strings on standard input and prints a JSON array with, for each
        string, its boundary offsets in UTF-16 code units (0 and the end included), by Unicode
        Text Segmentation (UAX #29) for Unicode \(unicodeVersion).

        EXAMPLES:
          echo '["Hello, world!", "👍🏽e\\u0301"]' | softkbd segment --unit word
          # [[0,5,6,7,12,13],[0,4,6]]
        """
    static let options: [OptionSpec] = [
        OptionSpec(name: "--unit", valueName: "UNIT", help: "grapheme, word (default) or sentence."),
    ]

    static func run(_ arguments: ParsedArguments, output: inout Output) throws(CommandError) {
        let name = arguments.value("--unit")?.lowercased() ?? "word"
        guard let unit = SegmentationUnit(rawValue: name) else {
            let names = SegmentationUnit.allCases.map(\.rawValue)
            throw .usage("unknown unit '\(name)'\(didYouMean(name, in: names)); expected grapheme, word or sentence", usage: usage)
        }
        let strings = try readStrings(StandardInput.readAll(output))
        let result = strings.map { Segmenter.boundaries(unit, in: $0) }
        do {
            output.write(String(decoding: try JSONEncoder().encode(result), as: UTF8.self))
        } catch {
            throw .failure("could not encode JSON: \(error)")
        }
    }

    /// The strings of a JSON array, read by the layout files' strict parser, so a mistake is
    /// reported with its line, column and reason.
    static func readStrings(_ input: String) throws(CommandError) -> [String] {
        var diagnostics = DiagnosticCollector()
        let limits = JSONParser.Limits(maximumBytes: StandardInput.maximumSize, maximumDepth: 64)
        guard let node = JSONParser.parse(input, file: "standard input", limits: limits, diagnostics: &diagnostics) else {
            let first = diagnostics.diagnostics.first
            throw .failure(first.map { "\($0.range.file):\($0.range.start.line):\($0.range.start.column): " +
                                       "\($0.message)" } ?? "standard input is not JSON")
        }
        guard case .array(let elements) = node.value else {
            throw .failure("standard input:\(node.range.start.line):\(node.range.start.column): expected an array of strings, found " +
                           "\(article(node.typeName)) \(node.typeName)")
        }
        var strings: [String] = []
        for element in elements {
            guard case .string(let text) = element.value else {
                throw .failure("standard input:\(element.range.start.line):\(element.range.start.column): expected a string, found " +
                               "\(article(element.typeName)) \(element.typeName)")
            }
            strings.append(text)
        }
        return strings
    }

    static func article(_ noun: String) -> String { noun.first.map { "aeiou".contains($0) } == true ? "an" : "a" }
}
