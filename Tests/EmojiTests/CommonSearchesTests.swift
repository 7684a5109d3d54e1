import Emoji
import Testing

@Suite("Common searches (common-searches.tsv)")
struct CommonSearchesTests {
    func read(_ text: String) throws -> CommonSearches {
        try CommonSearches(text: text, path: "list.tsv", catalog: EmojiData.bundled().catalog)
    }

    @Test("a line: locale, the query (folded), emoji best first; comments and blank lines are skipped")
    func reads() throws {
        let catalog = try EmojiData.bundled().catalog
        let searches = try read("# comment\n\nen\tLOL\t😂 🤣\nde\tLächeln\t😊\n")
        #expect(searches.queries(for: "en")["lol"] == [catalog.index(of: "😂"), catalog.index(of: "🤣")].compactMap { $0 })
        #expect(searches.queries(for: "de")["lacheln"] == [catalog.index(of: "😊")].compactMap { $0 })
        #expect(searches.queries(for: "fr").isEmpty)
    }

    @Test("a damaged line is an error naming its number and what is wrong", arguments: [
        ("en\tlol\n", "line 1: expected 3 fields"),
        ("en\tlol\t😂\nEnglish\tlol\t😂\n", "line 2: 'English' is not a CLDR locale"),
        ("en\t--\t😂\n", "line 1: the query '--' has no words"),
        ("en\tlol\t😂\nen\tLol\t🤣\n", "line 2: 'Lol' is listed twice"),
        ("en\tlol\tx\n", "line 1: 'x' is not an emoji"),
        ("en\tlol\t👍🏽\n", "line 1: '👍🏽' has a skin tone"),
        ("en\tlol\t😂 😂\n", "line 1: '😂' is listed twice"),
        ("en\tlol\t\n", "line 1: expected 1 to 12 emoji, found 0"),
    ])
    func damaged(text: String, message: String) {
        #expect {
            _ = try read(text)
        } throws: { error in
            "\(error)".contains("list.tsv is damaged: \(message)")
        }
    }

    @Test("the shipped list reads, and holds the issue's cases")
    func shipped() throws {
        let data = try EmojiData.bundled()
        let english = data.commonSearches.queries(for: "en")
        #expect(english["usa"] == [data.catalog.index(of: "🇺🇸")].compactMap { $0 })
        #expect(data.commonSearches.locales == ["de", "en", "es", "fr", "it", "ja", "ko", "nl", "pt", "ru", "sv", "zh", "zh_Hant"])
        #expect(data.commonSearches.locales.allSatisfy(data.locales.contains), "every locale listed has annotations")
    }
}
