/// Emoji names and search in one language: a CLDR locale and the locales it inherits from
/// (`es_419` → `es`), each file consulted in turn, a child's name or keywords hiding its parent's
/// for the same emoji. Made by ``EmojiData/language(_:)``.
public final class EmojiLanguage: Sendable {
    /// The tag asked for, and the CLDR locale that serves it first.
    public let tag: String
    public var locale: String { chain[0].locale }
    public let catalog: EmojiCatalog
    let chain: [EmojiAnnotations]
    /// English, for names the language lacks (`nil` for English itself).
    let fallback: EmojiAnnotations?
    /// The language's common searches (``CommonSearches``), a child locale's before its parent's.
    let common: [String: [Int]]

    init(tag: String, catalog: EmojiCatalog, chain: [EmojiAnnotations], fallback: EmojiAnnotations?, common: [String: [Int]] = [:]) {
        self.tag = tag
        self.catalog = catalog
        self.chain = chain
        self.fallback = fallback
        self.common = common
    }

    /// The emoji's short name (CLDR's `tts`: "red heart", "rotes Herz"), a toned emoji's made from
    /// its base's and the tones' as the locale writes them; English where the language has none.
    public func name(of entry: Int) -> String {
        for file in chain + (fallback.map { [$0] } ?? []) where file.hasName(entry) {
            return composedName(entry, in: file) ?? file.storedName(entry)
        }
        return ""
    }

    private func composedName(_ entry: Int, in file: EmojiAnnotations) -> String? {
        guard file.isComposed(entry), let tones = file.toneText(catalog.tones(of: entry)) else { return nil }
        let stored = file.storedName(entry)
        if stored.isEmpty {
            let base = catalog.base(of: entry)
            return base == entry ? nil : name(of: base) + file.toneSeparators.0 + tones
        }
        return stored.split(separator: "\u{0}", maxSplits: 1, omittingEmptySubsequences: false).joined(separator: tones)
    }

    /// Where an entry's name is stored first in the chain (for the ranking's "short name").
    func nameSize(of entry: Int) -> (bytes: Int, words: Int) {
        for file in chain where file.hasName(entry) { return file.nameSize(entry) }
        return fallback?.nameSize(entry) ?? (0, 0)
    }

    /// Folds text as the search does (``SearchFolding``).
    public func fold(_ text: some StringProtocol) -> String { catalog.folding.fold(text) }
}
