import BuiltInInputMethods
import Foundation
import Testing
import _TestSupport
@testable import Autocorrection

@Suite("Lexicon")
struct LexiconTests {
    static let directory = RepositoryPaths.root().appendingPathComponent("Sources/Engines/LexiconsData").path

    struct ManifestLine: Sendable, CustomTestStringConvertible {
        var language: String
        var words: Int
        var kinds: [Lexicon.Kind: Int]
        var hash: String
        var testDescription: String { language }
    }

    static func manifest() throws -> [ManifestLine] {
        let text = try String(contentsOfFile: directory + "/MANIFEST.tsv", encoding: .utf8)
        return try text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { line in
            let columns = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            let numbers = try columns[1...5].map { try #require(Int($0)) }
            return ManifestLine(language: columns[0], words: numbers[0],
                                kinds: [.accepted: numbers[1], .capitalised: numbers[2], .upperCase: numbers[3], .rejected: numbers[4]],
                                hash: columns[6])
        }
    }

    /// FNV-1a, 64 bits, as the generator computes it.
    static func fnv1a(_ bytes: some Sequence<UInt8>, _ start: UInt64 = 0xCBF2_9CE4_8422_2325) -> UInt64 {
        var hash = start
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
        return hash
    }

    @Test("the manifest lists every shipped lexicon, and only them")
    func manifestCoversFiles() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.directory).filter {
            $0.hasSuffix(".lexicon")
        }.map { String($0.dropLast(8)) }.sorted()
        #expect(try Self.manifest().map(\.language) == files)
        #expect(files.count == 39)
        #expect(Set(Lexicon.bundledLanguages()) == Set(files))
    }

    /// A word list no keyboard types is a claim nothing can use (Urdu shipped one alone).
    @Test("every bundled lexicon's language has a bundled keyboard that corrects with it", arguments: Lexicon.bundledLanguages())
    func everyLexiconHasAKeyboard(language: String) throws {
        let catalog = BuiltInInputMethods.catalog
        let layout = try #require(catalog.layout(named: language), "no keyboard for '\(language)'")
        #expect(Lexicon.primaryLanguage(of: layout.locale) == language)
        // Corrections run on keyboards without an input method. Vietnamese composes by Telex
        // (issue 46): its words stay for the suggestion bar once typing components let
        // corrections follow a composing method (issue 47).
        if language == "vi" {
            #expect(layout.inputMethod == "telex")
        } else {
            #expect(layout.inputMethod == nil, "corrections run on keyboards without an input method")
        }
    }

    /// The conversion check: every word comes back with the flag and frequency level the source
    /// list gave it (the generator hashes the source rows, not the file it wrote).
    /// Every lexicon (long tests), or every eighth.
    @Test("every shipped lexicon gives back its source list", arguments: LongTests.sample(try manifest(), every: 8))
    func lexiconMatchesSource(_ line: ManifestLine) throws {
        let lexicon = try Lexicon(path: Self.directory + "/\(line.language).lexicon")
        #expect(lexicon.language == line.language)
        #expect(lexicon.wordCount == line.words)
        #expect(lexicon.targetCount == line.words - (line.kinds[.rejected] ?? 0))
        let words = lexicon.allWords()
        #expect(words.count == line.words)
        var counts: [Lexicon.Kind: Int] = [:]
        for word in words { counts[word.entry.kind, default: 0] += 1 }
        #expect(counts.filter { $0.value > 0 } == line.kinds.filter { $0.value > 0 })
        let names: [Lexicon.Kind: String] = [.accepted: "1", .capitalised: "C", .upperCase: "U", .rejected: "0"]
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for word in words.sorted(by: { Array($0.word.utf8).lexicographicallyPrecedes($1.word.utf8) }) {
            hash = Self.fnv1a("\(word.word)\t\(names[word.entry.kind] ?? "?")\t\(word.entry.level)\n".utf8, hash)
        }
        let hex = String(hash, radix: 16)
        #expect(String(repeating: "0", count: 16 - hex.count) + hex == line.hash)
    }

    @Test("lookups give each word's verdict and frequency")
    func lookups() throws {
        let english = try #require(try LexiconStore.bundled.lexicon(for: "en-US"))
        #expect(english.entry(for: "the")?.kind == .accepted)
        #expect(try #require(english.entry(for: "the")).zipf > 7.5)
        #expect(english.entry(for: "paris")?.kind == .capitalised)
        #expect(english.entry(for: "nasa")?.kind == .upperCase)
        #expect(english.entry(for: "teh")?.kind == .rejected)
        #expect(english.entry(for: "don't")?.kind == .accepted)
        #expect(english.entry(for: "qzxv") == nil)
        #expect(english.entry(for: "") == nil)
        // Beyond the 50,000 most frequent words: the larger English list.
        #expect(english.entry(for: "nasturtium")?.kind == .accepted)
        let german = try #require(try LexiconStore.bundled.lexicon(for: "de_CH"))
        #expect(german.entry(for: "straße")?.kind == .capitalised)
        let turkish = try #require(try LexiconStore.bundled.lexicon(for: "tr"))
        #expect(turkish.entry(for: "istanbul")?.kind == .capitalised)
        #expect(try LexiconStore.bundled.lexicon(for: "ja") == nil)
        #expect(try LexiconStore.bundled.lexicon(for: "xx") == nil)
        // Norwegian and Serbian tags read the lists they share.
        #expect(try LexiconStore.bundled.lexicon(for: "no")?.language == "nb")
        #expect(try LexiconStore.bundled.lexicon(for: "sr-Latn")?.language == "hr")
    }

    @Test("completions: the most frequent targets under a prefix first")
    func completions() throws {
        let english = try #require(try LexiconStore.bundled.lexicon(for: "en"))
        let words = english.completions(of: "th", limit: 4).map(\.word)
        #expect(words.first == "the")
        #expect(words.count == 4)
        #expect(Set(words).isSubset(of: ["the", "that", "this", "they", "there", "think", "than", "them", "then"]))
        #expect(!english.completions(of: "te", limit: 50).map(\.word).contains("teh"))
        #expect(english.completions(of: "qzx", limit: 5).isEmpty)
        #expect(english.completions(of: "th", limit: 0).isEmpty)
    }

    @Test("each node knows the fewest and the most letters to a target word below it")
    func reach() throws {
        let english = try #require(try LexiconStore.bundled.lexicon(for: "en"))
        let path = try #require(english.symbols(of: "th".unicodeScalars))
        let th = try #require(english.node(for: path))
        // Checked against every target word under "th".
        let lengths = english.allWords().filter { $0.word.hasPrefix("th")
                                                  && $0.entry.kind.isTarget }.map { $0.word.unicodeScalars.count - 2 }
        #expect(Int(english.nearest[th]) == lengths.min() && Int(english.farthest[th]) == min(lengths.max() ?? 0, 254))
        let e = try #require(english.symbols(of: "e".unicodeScalars)?.first)
        let the = try #require(english.child(of: th, symbol: e))
        #expect(english.nearest[the] == 0 && english.farthest[the] < english.farthest[th])
    }

    @Test("a damaged file is an error naming the file and the problem, never a crash")
    func damagedFiles() throws {
        let source = try Data(contentsOf: URL(fileURLWithPath: Self.directory + "/da.lexicon"))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lexicon-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func load(_ bytes: Data) -> Lexicon.LoadError? {
            let path = folder.appendingPathComponent("da.lexicon").path
            _ = FileManager.default.createFile(atPath: path, contents: bytes)
            do { _ = try Lexicon(path: path); return nil } catch { return error }
        }
        #expect(load(Data()).map { "\($0)" }?.contains("file too small") == true)
        #expect(load(Data("not a lexicon at all".utf8)).map { "\($0)" }?.contains("not a SoftKeyboard lexicon") == true)
        #expect(load(source.prefix(source.count / 2)).map { "\($0)" }?.contains("truncated") == true)
        var version = source
        version[4] = 9
        #expect(load(version).map { "\($0)" }?.contains("unsupported version 9") == true)
        // Random bytes flipped in the trie: each load either succeeds (a changed frequency) or
        // fails with a reason; a walk over what loads never leaves the file.
        var generator = SeededGenerator(seed: 16)
        for _ in 0..<200 {
            var damaged = source
            for _ in 0..<4 {
                let index = Int.random(in: (source.count / 3)..<source.count, using: &generator)
                damaged[index] = UInt8.random(in: 0...255, using: &generator)
            }
            let path = folder.appendingPathComponent("da.lexicon").path
            _ = FileManager.default.createFile(atPath: path, contents: damaged)
            if let lexicon = try? Lexicon(path: path) {
                _ = lexicon.allWords()
                _ = Autocorrector(lexicon: lexicon, geometry: nil).corrections(for: "hej")
            }
        }
        do {
            _ = try Lexicon(path: folder.appendingPathComponent("missing.lexicon").path)
            Issue.record("a missing file loaded")
        } catch {
            #expect("\(error)".contains("missing.lexicon"))
        }
    }
}
