import Foundation
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
        let input = output.standardInput ?? String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
        guard let strings = try? JSONDecoder().decode([String].self, from: Data(input.utf8)) else {
            throw .failure("standard input is not a JSON array of strings")
        }
        let result = strings.map { Segmenter.boundaries(unit, in: $0) }
        do {
            output.write(String(decoding: try JSONEncoder().encode(result), as: UTF8.self))
        } catch {
            throw .failure("could not encode JSON: \(error)")
        }
    }
}
