import Autocorrection
import ChineseConversion
import Emoji
import HandwritingInputMethod
public import InputMethodCore
import JapaneseInputMethod
import PinyinInputMethod

/// Every data file SoftKeyboard ships, where each was found and whether it reads: what a user
/// debugging an install looks at first (`softkbd data`).
public enum SoftKeyboardData {
    /// One data file's state.
    public struct Status: Sendable {
        public let file: BundledDataFile
        /// Where it was found; `nil` when it is missing.
        public let location: DataLocation?
        /// Its size in bytes (a folder: its files'), 0 when missing.
        public let size: Int
        /// Why it cannot be used (missing, or damaged: the reader's reason); `nil` when it reads.
        public let problem: String?
        /// What it holds when it reads ("39 languages").
        public let detail: String?

        public var isUsable: Bool { problem == nil }
    }

    /// The data files of the built-in methods and of autocorrection.
    public static let files: [BundledDataFile] = [
        Lexicon.bundledFolder, PinyinModel.bundledFile, JapaneseModel.bundledFile, HanziTemplates.bundledFile,
            ScriptConverter.bundledTables, EmojiData.bundledFolder,
    ]

    /// Finds and opens every data file (each is mapped and its tables checked, as the methods do
    /// on first use; nothing is kept open).
    public static func check() -> [Status] {
        files.map { file in
            guard let location = BundledData.locate(file) else {
                return Status(file: file, location: nil, size: 0, problem: BundledData.missing(file), detail: nil)
            }
            let (problem, detail) = open(file, at: location.path)
            return Status(file: file, location: location, size: BundledData.size(of: location), problem: problem, detail: detail)
        }
    }

    /// Opens one file as its reader does: the problem, or what it holds.
    static func open(_ file: BundledDataFile, at path: String) -> (problem: String?, detail: String?) {
        do {
            switch file {
            case Lexicon.bundledFolder:
                let store = LexiconStore(directory: path)
                let languages = Lexicon.languages(in: path)
                var words = 0
                for language in languages { words += try store.lexicon(for: language)?.wordCount ?? 0 }
                guard !languages.isEmpty else { return ("no <language>.lexicon files in \(path)", nil) }
                return (nil, "\(languages.count) languages, \(grouped(words)) words")
            case PinyinModel.bundledFile:
                _ = try PinyinModel(path: path)
            case JapaneseModel.bundledFile:
                _ = try JapaneseModel(path: path)
            case HanziTemplates.bundledFile:
                return (nil, "\(grouped(try HanziTemplates(path: path).count)) characters")
            case ScriptConverter.bundledTables:
                _ = try ScriptConverter(directory: path)
            case EmojiData.bundledFolder:
                // Every locale's file is opened and checked against the catalog.
                let data = try EmojiData(folder: path)
                for locale in data.locales { _ = try data.language(locale.replacingUnderscores) }
                return (nil, "\(grouped(data.catalog.count)) emoji, \(data.locales.count) locales")
            default:
                break
            }
            return (nil, nil)
        } catch {
            return ("\(error)", nil)
        }
    }

    /// A count with thousands separated: `1,785,107`.
    public static func grouped(_ count: Int) -> String {
        let digits = String(count.magnitude)
        var result = count < 0 ? "-" : ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0, (digits.count - offset) % 3 == 0 { result += "," }
            result.append(digit)
        }
        return result
    }
}

private extension String {
    /// `zh_Hant` as a language tag (`zh-Hant`).
    var replacingUnderscores: String { String(map { $0 == "_" ? "-" : $0 }) }
}
