#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
public import DataFiles
import KeyboardModel
import Synchronization

/// The emoji data that ships with the package: `emoji.catalog` and one `<locale>.annotations` per
/// CLDR locale, in a folder (the resources of the data target `EmojiData`; `SOFTKBD_EMOJI_DATA`
/// names another folder). Opened files are kept and shared: every session reads the same mappings.
///
/// ```swift
/// let data = try EmojiData.bundled()
/// let german = try data.language("de-AT")       // de_AT → de
/// german.search("Pizza").first?.emoji           // "🍕"
/// ```
public final class EmojiData: Sendable {
    public static let bundledFolder = BundledDataFile(
        name: "emoji.catalog", module: "EmojiData", variable: "SOFTKBD_EMOJI_DATA", isFolder: true,
        summary: "the emoji data", licence: "Unicode License (Unicode-DFS-2016), from emoji-test.txt and CLDR 41 (see NOTICE.md)")

    /// The bundled data's check: the catalog and every locale's annotations opened and checked
    /// against it.
    public static let bundledCheck = DataCheck(bundledFolder) { path in
        let data = try EmojiData(folder: path)
        for locale in data.locales { _ = try data.language(String(locale.map { $0 == "_" ? "-" : $0 })) }
        return "\(DataCheck.grouped(data.catalog.count)) emoji, \(data.locales.count) locales"
    }

    /// Why a language's data cannot be had.
    public enum LanguageError: Error, Equatable, CustomStringConvertible {
        /// No CLDR annotations for the language; the locales that have them are listed.
        case unknownLanguage(String, available: [String])
        case unreadable(EmojiCatalog.LoadError)

        public var description: String {
            switch self {
            case .unknownLanguage(let tag, let available):
                "no emoji names or keywords for '\(tag)'; languages with them: " + available.joined(separator: ", ")
            case .unreadable(let error): error.description
            }
        }
    }

    public let folder: String
    public let catalog: EmojiCatalog
    /// The CLDR locales with a file (`af`, `de_CH`, `zh_Hant` …), sorted.
    public let locales: [String]
    /// The locales by their tag as `LocaleFallback` writes it (`zh-hant`).
    private let localesByTag: [String: String]
    /// What people type beyond CLDR's words (`common-searches.tsv`).
    public let commonSearches: CommonSearches
    private let opened = Mutex<[String: EmojiAnnotations]>([:])
    private let languages = Mutex<[String: EmojiLanguage]>([:])

    /// The data in `folder`: its catalog is read now, each locale's file when first asked for.
    public init(folder: String) throws(EmojiCatalog.LoadError) {
        self.folder = folder
        catalog = try EmojiCatalog(path: folder + "/emoji.catalog")
        locales = BundledData.entries(of: folder).filter { $0.hasSuffix(".annotations") }.map { String($0.dropLast(12)) }.sorted()
        localesByTag = Dictionary(locales.map { ($0.normalisedLocale, $0) }, uniquingKeysWith: { first, _ in first })
        commonSearches = try CommonSearches(folder: folder, catalog: catalog)
    }

    private static let shared = Mutex<EmojiData?>(nil)

    /// The bundled data (opened once per process and shared).
    ///
    /// - Throws: ``EmojiCatalog/LoadError/notFound(_:)`` saying where it looked, or a damaged file.
    public static func bundled() throws(EmojiCatalog.LoadError) -> EmojiData {
        if let data = shared.withLock({ $0 }) { return data }
        guard let location = BundledData.locate(bundledFolder) else { throw .notFound(BundledData.missing(bundledFolder)) }
        let data = try EmojiData(folder: location.path)
        return shared.withLock { current in
            if let current { return current }
            current = data
            return data
        }
    }

    /// The CLDR locale a language tag reads first, along CLDR's locale inheritance as
    /// `KeyboardModel`'s `LocaleFallback` walks it (`de-AT` → `de`, `es-MX` → `es_419`,
    /// `zh-TW` → `zh_Hant`, `zh-Hans-CN` → `zh`, `sr-Latn` → `sr_Latn`), or `nil` when no file
    /// serves it.
    public func locale(for tag: String) -> String? {
        LocaleFallback.chain(for: tag).lazy.compactMap { self.localesByTag[$0] }.first
    }

    /// The search and names for a language tag, with CLDR's inheritance (`es_419` → `es`).
    ///
    /// - Throws: ``LanguageError/unknownLanguage(_:available:)`` when no locale serves the tag.
    public func language(_ tag: String) throws(LanguageError) -> EmojiLanguage {
        guard let first = locale(for: tag) else { throw .unknownLanguage(tag, available: locales) }
        if let known = languages.withLock({ $0[first] }) { return known }
        var chain: [EmojiAnnotations] = []
        var next: String? = first
        while let name = next, chain.count < 8 {
            do { chain.append(try annotations(name)) } catch { throw .unreadable(error) }
            next = chain[chain.count - 1].parent.flatMap { locales.contains($0) ? $0 : nil }
        }
        // English names stand in where a language has none (the newest emoji).
        let english = first == "en" ? nil : try? annotations("en")
        var common: [String: [Int]] = [:]
        for file in chain { common.merge(commonSearches.queries(for: file.locale)) { nearer, _ in nearer } }
        let language = EmojiLanguage(tag: tag, catalog: catalog, chain: chain, fallback: english, common: common)
        return languages.withLock { known in
            if let existing = known[first] { return existing }
            known[first] = language
            return language
        }
    }

    /// A locale's file, opened once.
    func annotations(_ locale: String) throws(EmojiCatalog.LoadError) -> EmojiAnnotations {
        if let open = opened.withLock({ $0[locale] }) { return open }
        let annotations = try EmojiAnnotations(path: folder + "/" + locale + ".annotations", entryCount: catalog.count)
        guard annotations.locale == locale else {
            throw .corrupt(path: annotations.path, reason: "holds '\(annotations.locale)', not '\(locale)'")
        }
        return opened.withLock { open in
            if let existing = open[locale] { return existing }
            open[locale] = annotations
            return annotations
        }
    }
}
