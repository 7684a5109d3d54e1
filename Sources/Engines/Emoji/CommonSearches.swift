public import DataFiles

/// What people type to find an emoji beyond CLDR's names and keywords, by language: `lol` → 😂,
/// `usa` → 🇺🇸, `smile` → 😊 before 😼 (`common-searches.tsv`, FORMAT.md). The search ranks these
/// right after an emoji whose name is the query (``EmojiMatch/Strength/common``).
///
/// ```swift
/// let searches = try CommonSearches(text: "en\tlol\t😂 🤣\n", path: "list.tsv", catalog: catalog)
/// searches.queries(for: "en")["lol"]   // the entries of 😂 and 🤣
/// ```
public struct CommonSearches: Sendable {
    /// The file's name in the emoji data folder.
    public static let fileName = "common-searches.tsv"
    /// The largest file read [chosen: the list is a few kilobytes; a megabyte is a damaged file].
    public static let largestFile = 1 << 20
    /// The most emoji a query lists [chosen: the results strip's first row].
    public static let mostEmoji = 12

    /// By CLDR locale, the query folded (its words joined by a space) → the entries, best first.
    private let byLocale: [String: [String: [Int]]]

    /// Reads the list; every line must name a locale (CLDR's form: `en`, `zh_Hant`), a query and
    /// emoji of the catalog. A locale without annotations in the folder is kept (and unused).
    ///
    /// - Throws: ``EmojiCatalog/LoadError/corrupt(path:reason:)`` naming the line and what is wrong.
    public init(text: String, path: String, catalog: EmojiCatalog) throws(EmojiCatalog.LoadError) {
        var byLocale: [String: [String: [Int]]] = [:]
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            func damaged(_ reason: String) -> EmojiCatalog.LoadError { .corrupt(path: path, reason: "line \(number + 1): \(reason)") }
            if line.isEmpty || line.hasPrefix("#") { continue }
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 3 else { throw damaged("expected 3 fields separated by tabs, found \(fields.count)") }
            let locale = String(fields[0])
            guard Self.isLocale(locale) else { throw damaged("'\(locale)' is not a CLDR locale (such as en, es_419, zh_Hant)") }
            let query = SearchFolding.words(catalog.folding.fold(fields[1])).joined(separator: " ")
            guard !query.isEmpty else { throw damaged("the query '\(fields[1])' has no words") }
            guard byLocale[locale]?[query] == nil else { throw damaged("'\(fields[1])' is listed twice for '\(locale)'") }
            let emoji = fields[2].split(separator: " ")
            guard !emoji.isEmpty, emoji.count <= Self.mostEmoji else {
                throw damaged("expected 1 to \(Self.mostEmoji) emoji, found \(emoji.count)")
            }
            var entries: [Int] = []
            for item in emoji {
                guard let entry = catalog.index(of: String(item)) else { throw damaged("'\(item)' is not an emoji of the catalog") }
                guard catalog.isBase(entry) else { throw damaged("'\(item)' has a skin tone: list its base") }
                guard !entries.contains(entry) else { throw damaged("'\(item)' is listed twice") }
                entries.append(entry)
            }
            byLocale[locale, default: [:]][query] = entries
        }
        self.byLocale = byLocale
    }

    /// Reads `common-searches.tsv` in `folder`.
    public init(folder: String, catalog: EmojiCatalog) throws(EmojiCatalog.LoadError) {
        let path = folder + "/" + Self.fileName
        let file: MappedFile
        do { file = try MappedFile(path: path, randomAccess: false) } catch {
            throw .corrupt(path: path, reason: error.description)
        }
        guard file.count <= Self.largestFile else {
            throw .corrupt(path: path, reason: "\(file.count) bytes, more than the \(Self.largestFile) a list of searches may have")
        }
        let text = String(decoding: UnsafeRawBufferPointer(start: file.base, count: file.count), as: UTF8.self)
        try self.init(text: text, path: path, catalog: catalog)
    }

    /// A language of 2–3 letters, then a script or region (`zh_Hant`, `es_419`, `de_CH`).
    static func isLocale(_ text: String) -> Bool {
        let parts = text.split(separator: "_", omittingEmptySubsequences: false)
        guard let language = parts.first, (2...3).contains(language.count), language.allSatisfy({ $0.isASCII && $0.isLowercase }),
            parts.count <= 2 else { return false }
        guard parts.count == 2 else { return true }
        let rest = parts[1]
        let ascii = rest.allSatisfy(\.isASCII)
        return ascii && (rest.count == 4 && rest.allSatisfy(\.isLetter) || rest.count == 2 && rest.allSatisfy(\.isUppercase)
            || rest.count == 3 && rest.allSatisfy(\.isNumber))
    }

    /// The locales the list has lines for.
    public var locales: [String] { byLocale.keys.sorted() }

    /// A locale's queries (folded) and their emoji, best first; empty for a locale without a list.
    ///
    /// - Complexity: O(1).
    public func queries(for locale: String) -> [String: [Int]] { byLocale[locale] ?? [:] }
}
