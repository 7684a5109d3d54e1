#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
public import DataFiles
import LanguageModel
import Synchronization

extension Lexicon {
    /// The lexicons that ship with the package: `<language>.lexicon` and `MANIFEST.tsv`,
    /// resources of the data target `LexiconsData` (found as ``BundledData`` says; `SOFTKBD_LEXICONS` names
    /// another folder).
    public static let bundledFolder = BundledDataFile(
        name: "MANIFEST.tsv", module: "LexiconsData", variable: "SOFTKBD_LEXICONS", isFolder: true,
        summary: "the autocorrection word lists", licence: "CC BY-SA 4.0, derived from wordfreq 3.1.1's data (see NOTICE.md)")

    /// The bundled lexicons' check: every language's list opened; what they hold.
    public static let bundledCheck = DataCheck(bundledFolder) { path in
        let languages = Lexicon.languages(in: path)
        guard !languages.isEmpty else { throw DataCheck.Problem("no <language>.lexicon files in \(path)") }
        let store = LexiconStore(directory: path)
        var words = 0
        for language in languages { words += try store.lexicon(for: language)?.wordCount ?? 0 }
        return "\(languages.count) languages, \(DataCheck.grouped(words)) words"
    }

    /// The folder holding the bundled lexicons, if anywhere.
    public static func bundledDirectory() -> String? { BundledData.locate(bundledFolder)?.path }

    /// The path of the bundled lexicon for a language (`en`, `pt`; a region or script is
    /// ignored: `pt-BR` reads `pt`), if one ships.
    public static func bundledPath(language: String) -> String? {
        guard let directory = bundledDirectory() else { return nil }
        let path = directory + "/" + primaryLanguage(of: language) + ".lexicon"
        return access(path, R_OK) == 0 ? path : nil
    }

    /// The languages with a bundled lexicon, sorted.
    public static func bundledLanguages() -> [String] {
        bundledDirectory().map(languages(in:)) ?? []
    }

    /// The languages of the `<language>.lexicon` files in a folder, sorted.
    public static func languages(in directory: String) -> [String] {
        BundledData.entries(of: directory).filter { $0.hasSuffix(".lexicon") }.map { String($0.dropLast(8)) }.sorted()
    }

    /// The language subtag of a BCP 47 tag or a POSIX locale, lower-cased (`pt_BR` → `pt`);
    /// `nn` and `no` read Norwegian Bokmål's list, `sr`, `bs` the Serbo-Croatian one (`hr`)
    /// (``NgramModel/primaryLanguage(of:)``: the lists and the next-word models share names).
    public static func primaryLanguage(of tag: String) -> String { NgramModel.primaryLanguage(of: tag) }
}

/// Lexicons opened when first asked for and kept open: every bundled language is available,
/// and only the ones used are mapped (their pages are clean, so the system may drop them).
///
/// ```swift
/// let store = LexiconStore.bundled
/// try store.lexicon(for: "fr-CA")?.entry(for: "été")   // reads Lexicons/fr.lexicon once
/// ```
public final class LexiconStore: Sendable {
    /// The lexicons that ship with the package.
    public static let bundled = LexiconStore(directory: nil)

    private let directory: String?
    private let opened = Mutex<[String: Lexicon]>([:])

    /// A store over a folder of `<language>.lexicon` files (`nil`: the bundled folder).
    public init(directory: String?) { self.directory = directory }

    /// The lexicon for a language (its region ignored), opening it on first use; `nil` when the
    /// language has none. A damaged file, or bundled lexicons that are nowhere to be found, is
    /// an error, reported each time it is asked for.
    public func lexicon(for language: String) throws(Lexicon.LoadError) -> Lexicon? {
        let primary = Lexicon.primaryLanguage(of: language)
        if let lexicon = opened.withLock({ $0[primary] }) { return lexicon }
        let path: String?
        if let directory {
            guard access(directory, R_OK | X_OK) == 0 else { throw .notFound("the word lists' folder \(directory) cannot be read") }
            let candidate = directory + "/" + primary + ".lexicon"
            path = access(candidate, R_OK) == 0 ? candidate : nil
        } else {
            guard Lexicon.bundledDirectory() != nil else { throw .notFound(BundledData.missing(Lexicon.bundledFolder)) }
            path = Lexicon.bundledPath(language: primary)
        }
        guard let path else { return nil }
        let lexicon = try Lexicon(path: path)
        return opened.withLock { table in
            if let existing = table[primary] { return existing }
            table[primary] = lexicon
            return lexicon
        }
    }
}
