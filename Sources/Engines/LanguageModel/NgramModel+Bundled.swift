#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
public import DataFiles
import Synchronization

extension NgramModel {
    /// The models that ship with the package: `<language>.lm` and `MANIFEST.tsv`, resources of
    /// the data target `LanguageModelsData` (found as ``BundledData`` says; `SOFTKBD_LANGUAGE_MODELS`
    /// names another folder).
    public static let bundledFolder = BundledDataFile(
        name: "MANIFEST.tsv", module: "LanguageModelsData", variable: "SOFTKBD_LANGUAGE_MODELS", isFolder: true,
        summary: "the next-word models",
        licence: "CC BY-SA 4.0 (wordfreq, Universal Dependencies), with CMU's BSD-2 notice and Google Books' CC BY 3.0 (see NOTICE.md)")

    /// The bundled models' check: every language's model opened; what they hold.
    public static let bundledCheck = DataCheck(bundledFolder) { path in
        let languages = NgramModel.languages(in: path)
        guard !languages.isEmpty else { throw DataCheck.Problem("no <language>.lm files in \(path)") }
        let store = NgramModelStore(directory: path)
        var pairs = 0
        for language in languages { pairs += try store.model(for: language)?.pairCount ?? 0 }
        return "\(languages.count) languages, \(DataCheck.grouped(pairs)) word pairs"
    }

    /// The folder holding the bundled models, if anywhere.
    public static func bundledDirectory() -> String? { BundledData.locate(bundledFolder)?.path }

    /// The languages of the `<language>.lm` files in a folder, sorted.
    public static func languages(in directory: String) -> [String] {
        BundledData.entries(of: directory).filter { $0.hasSuffix(".lm") }.map { String($0.dropLast(3)) }.sorted()
    }

    /// The language subtag of a BCP 47 tag or a POSIX locale, lower-cased (`pt_BR` → `pt`), as the
    /// word lists name their files: `nn` and `no` read Norwegian Bokmål's, `sr`, `bs` the
    /// Serbo-Croatian one (`hr`), `tl` Filipino's.
    public static func primaryLanguage(of tag: String) -> String {
        let subtag = String(tag.prefix { $0 != "-" && $0 != "_" }).lowercased()
        switch subtag {
        case "no", "nn": return "nb"
        case "sr", "bs", "sh": return "hr"
        case "tl": return "fil"
        default: return subtag
        }
    }
}

/// Next-word models opened when first asked for and kept open: only the languages used are
/// mapped (their pages are clean, so the system may drop them).
///
/// ```swift
/// try NgramModelStore.bundled.model(for: "en-GB")?.wordCount   // reads en.lm once
/// ```
public final class NgramModelStore: Sendable {
    /// The models that ship with the package.
    public static let bundled = NgramModelStore(directory: nil)

    private let directory: String?
    private let opened = Mutex<[String: NgramModel]>([:])

    /// A store over a folder of `<language>.lm` files (`nil`: the bundled folder).
    public init(directory: String?) { self.directory = directory }

    /// The model for a language (its region ignored), opening it on first use; `nil` when the
    /// language has none. A damaged file, or bundled models nowhere to be found, is an error,
    /// reported each time it is asked for.
    public func model(for language: String) throws(NgramModel.LoadError) -> NgramModel? {
        let primary = NgramModel.primaryLanguage(of: language)
        if let model = opened.withLock({ $0[primary] }) { return model }
        guard let folder = directory ?? NgramModel.bundledDirectory() else {
            throw .notFound(NgramModel.bundledFolder)
        }
        guard access(folder, R_OK | X_OK) == 0 else {
            throw NgramModel.LoadError(.cannotOpen(reason: "the folder cannot be read"), in: "the next-word models", at: folder)
        }
        let path = folder + "/" + primary + ".lm"
        guard access(path, R_OK) == 0 else { return nil }
        let model = try NgramModel(path: path)
        return opened.withLock { table in
            if let existing = table[primary] { return existing }
            table[primary] = model
            return model
        }
    }
}
