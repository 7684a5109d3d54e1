import DataFiles
import Emoji
import Foundation
import Testing

@Suite("EmojiCatalog")
struct EmojiCatalogTests {
    @Test("3,655 fully-qualified emoji: 1,870 bases, 1,785 skin-tone variants right after their base; groups and versions")
    func structure() throws {
        let catalog = try EmojiData.bundled().catalog
        #expect(catalog.count == 3_655 && (0..<catalog.count).filter(catalog.isBase).count == 1_870)
        #expect(catalog.groups.count == 10 && catalog.groups.first == "Smileys & Emotion" && catalog.subgroups.count == 101)
        let thumbs = try #require(catalog.index(of: "👍"))
        #expect(catalog.variants(of: thumbs).map(catalog.emoji(at:)) == ["👍🏻", "👍🏼", "👍🏽", "👍🏾", "👍🏿"])
        #expect(catalog.variants(of: thumbs).allSatisfy { catalog.base(of: $0) == thumbs })
        #expect(catalog.tones(of: thumbs + 3) == [3] && catalog.tones(of: thumbs).isEmpty)
        // ❤ without its U+FE0F (as CLDR writes it) finds ❤️.
        #expect(catalog.index(of: "❤") == catalog.index(of: "❤️") && catalog.index(of: "❤️") != nil)
        #expect(catalog.index(of: "a") == nil)
        #expect(catalog.version(of: try #require(catalog.index(of: "🫠"))) == EmojiVersion("14.0"))
        #expect(catalog.isEstablishedSymbol(try #require(catalog.index(of: "❤️"))))
        #expect(!catalog.isEstablishedSymbol(try #require(catalog.index(of: "💙"))))
        #expect(catalog.bases(in: .flags).count == 269 && catalog.bases(in: .recents).isEmpty)
        #expect(EmojiVersion("13.1")?.tenths == 131 && EmojiVersion("E5.0")?.tenths == 50 && EmojiVersion("x") == nil
                && EmojiVersion("1.23") == nil)
    }

    @Test("damaged files are errors naming the file and what is wrong, never a crash")
    func damaged() throws {
        let folder = NSTemporaryDirectory() + "emoji-damaged-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let real = try #require(BundledData.locate(EmojiData.bundledFolder)?.path)
        let catalog = try Data(contentsOf: URL(fileURLWithPath: real + "/emoji.catalog"))
        // Without the list of common searches the data is incomplete: said, naming the file.
        try catalog.write(to: URL(fileURLWithPath: folder + "/emoji.catalog"))
        #expect { try EmojiData(folder: folder) } throws: { "\($0)".contains("common-searches.tsv") }
        try Data(contentsOf: URL(fileURLWithPath: real + "/" + CommonSearches.fileName))
            .write(to: URL(fileURLWithPath: folder + "/" + CommonSearches.fileName))
        // Truncations at many places, and a wrong magic.
        for cut in stride(from: 0, to: catalog.count, by: max(1, catalog.count / 97)) {
            try catalog.prefix(cut).write(to: URL(fileURLWithPath: folder + "/emoji.catalog"))
            #expect(throws: EmojiCatalog.LoadError.self) { try EmojiData(folder: folder) }
        }
        // A table count far past the file (the groups' count, 4 billion): an error before any
        // allocation for it (it once asked for 34 GB).
        var huge = catalog
        let count = Int(catalog[8]) | Int(catalog[9]) << 8
        var at = 12 + count
        at = (at + 3) / 4 * 4 + catalog[12..<(12 + count)].reduce(0) { $0 + Int($1) }
        for size in [0, 2 * count, 2 * count, count, count] { at = (at + size + 3) / 4 * 4 }
        #expect(catalog[at] == 10 && catalog[at + 1] == 0, "the groups' count (10) is where the format says")
        huge.replaceSubrange(at..<(at + 4), with: [0xF0, 0xFF, 0xFF, 0xFF])
        try huge.write(to: URL(fileURLWithPath: folder + "/emoji.catalog"))
        #expect { try EmojiData(folder: folder) } throws: { "\($0)".contains("damaged") }
        // Annotations from another catalog, or truncated.
        try catalog.write(to: URL(fileURLWithPath: folder + "/emoji.catalog"))
        let english = try Data(contentsOf: URL(fileURLWithPath: real + "/en.annotations"))
        for cut in stride(from: 0, to: english.count, by: max(1, english.count / 53)) {
            try english.prefix(cut).write(to: URL(fileURLWithPath: folder + "/en.annotations"))
            let data = try EmojiData(folder: folder)
            #expect(throws: EmojiData.LanguageError.self) { try data.language("en") }
        }
        try english.write(to: URL(fileURLWithPath: folder + "/de.annotations"))
        let mislabelled = try EmojiData(folder: folder)
        #expect(throws: EmojiData.LanguageError.self) { try mislabelled.language("de") }
    }
}
