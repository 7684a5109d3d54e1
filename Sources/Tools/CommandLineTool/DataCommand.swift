import CommandLineInterface
import Autocorrection
import ChineseConversion
import Emoji
import HandwritingInputMethod
import InputMethodCore
import JapaneseInputMethod
import LanguageModel
import PinyinInputMethod
import ZhuyinInputMethod

/// `softkbd data`: every data file SoftKeyboard uses, where it was found, its size and licence.
enum DataCommand: Command {
    static let name = "data"
    static let abstract = "List the data files SoftKeyboard uses: where each was found, its size, its licence, whether it reads."
    static let discussion = """
        The models, word lists, templates and tables ship as SwiftPM resource bundles
        (SoftKeyboard_<module>.resources) beside the executable; each can be pointed elsewhere
        with its environment variable. For every file this says where it was found (or every
        place looked in), opens it as the input methods do, and says what it holds. Run it first
        when an installed softkbd or an app does not convert, correct or recognise: it exits 1
        when a file is missing or damaged.

        EXAMPLES:
          softkbd data
          softkbd data --format json
        """
    static let options: [OptionSpec] = [LayoutOptions.format]

    /// Every data file SoftKeyboard ships: the built-in methods', autocorrection's, the emoji keyboard's.
    static let checks = [Lexicon.bundledCheck, NgramModel.bundledCheck, PinyinModel.bundledCheck, ZhuyinModel.bundledCheck,
                         JapaneseModel.bundledCheck,
                         HanziTemplates.bundledCheck, ScriptConverter.bundledCheck, EmojiData.bundledCheck]

    struct StatusJSON: Encodable {
        var name: String
        var summary: String
        var module: String
        var variable: String
        var path: String?
        var foundBy: String?
        var size: Int
        var licence: String
        var detail: String?
        var problem: String?
    }

    static func run(_ arguments: ParsedArguments, output: inout Output) throws(CommandError) {
        let format = try LayoutOptions.outputFormat(arguments, usage: usage)
        let statuses = checks.map { $0.run() }
        if format == "json" {
            output.write(try jsonText(statuses.map { status in
                StatusJSON(name: status.file.name, summary: status.file.summary, module: status.file.module, variable: status.file.variable,
                           path: status.location?.path, foundBy: status.location.map(\.source.description), size: status.size,
                           licence: status.file.licence, detail: status.detail, problem: status.problem)
            }))
        } else {
            output.write(statuses.map(\.summary).joined(separator: "\n"))
        }
        let unusable = statuses.filter { !$0.isUsable }
        if !unusable.isEmpty {
            throw .failure("\(unusable.count) of \(statuses.count) data files cannot be used: " +
                           "" + unusable.map(\.file.summary).joined(separator: ", "))
        }
    }
}
