import DataFiles
import Foundation
import Testing
import _TestSupport
@testable import LanguageModel

@Suite("NgramModel: the mapped next-word model")
struct NgramModelTests {
    static let directory = RepositoryPaths.root().appendingPathComponent("Sources/Engines/LanguageModelsData").path

    static func english() throws -> NgramModel {
        try #require(try NgramModelStore(directory: directory).model(for: "en-US"))
    }

    @Test("every language of the manifest opens, with the counts the manifest records")
    func manifest() throws {
        let text = try String(contentsOfFile: Self.directory + "/MANIFEST.tsv", encoding: .utf8)
        let rows = text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { $0.split(separator: "\t").map(String.init) }
        #expect(rows.count == 39)
        let store = NgramModelStore(directory: Self.directory)
        for row in rows {
            let model = try #require(try store.model(for: row[0]), "\(row[0])")
            #expect(model.language == row[0] && model.wordCount == Int(row[1]) && model.pairCount == Int(row[2]))
            #expect(model.tripleCount == Int(row[4]) && model.fileSize == Int(row[5]))
        }
        #expect(NgramModel.languages(in: Self.directory).count == 39)
    }

    @Test("Katz back-off: a listed triple, a pair after an unknown history, the word alone after nothing")
    func probabilities() throws {
        let model = try Self.english()
        let (s, thank, you, of, the, one) = (model.sentenceStart, model.id(of: "thank")!, model.id(of: "you")!, model.id(of: "of")!,
                                             model.id(of: "the")!, model.id(of: "one")!)
        // CMU's own P(you | thank) is 0.734 and P(the | one of) 0.495; the mixture keeps them near.
        #expect((-0.25 ... -0.05).contains(model.logProbability(of: you, after: [s, thank])))
        #expect((-0.5 ... -0.2).contains(model.logProbability(of: the, after: [one, of])))
        #expect(model.logProbability(of: the, after: [one, of]) > model.logProbability(of: the, after: [model.unknownWord, of]) - 0.5)
        #expect(model.logProbability(of: you, after: []) == model.logProbability(of: you))
        #expect(model.logProbability(of: model.unknownWord, after: [s]) == -99)
        #expect(model.id(of: "Thank") == nil && model.id(of: "") == nil)
        #expect(model.word(thank) == "thank" && model.casing(model.id(of: "i")!) == .capitalised)
    }

    @Test("predictions: best first, a prefix narrows them to longer words, exclusions are left out")
    func predictions() throws {
        let model = try Self.english()
        let history = [model.sentenceStart, model.id(of: "thank")!]
        let next = model.predictions(after: history, limit: 3).map { model.word($0.id) }
        #expect(next.first == "you" && next.count == 3)
        let scores = model.predictions(after: history, limit: 10).map(\.logProbability)
        #expect(scores == scores.sorted(by: >))
        let completions = model.predictions(after: [model.id(of: "the")!, model.id(of: "united")!], prefix: "st", limit: 3)
        #expect(completions.first.map { model.word($0.id) } == "states")
        #expect(model.predictions(after: history, prefix: "you", limit: 5).allSatisfy { model.word($0.id).hasPrefix("you")
                                                                                      && model.word($0.id) != "you" })
        let without = model.predictions(after: history, limit: 3, excluding: [model.id(of: "you")!]).map { model.word($0.id) }
        #expect(!without.contains("you") && without.count == 3)
        #expect(model.predictions(after: history, prefix: "qzxj", limit: 3).isEmpty)
        #expect(model.predictions(after: history, limit: 0).isEmpty)
    }

    @Test("a damaged file is refused naming the file and what is wrong")
    func damaged() throws {
        let original = try Data(contentsOf: URL(fileURLWithPath: Self.directory + "/fil.lm"))
        let path = NSTemporaryDirectory() + "softkbd-damaged-\(UInt32.random(in: 0...UInt32.max)).lm"
        defer { try? FileManager.default.removeItem(atPath: path) }
        func reason(_ bytes: Data) -> String {
            try? bytes.write(to: URL(fileURLWithPath: path))
            do { _ = try NgramModel(path: path); return "opened" } catch { return error.description }
        }
        #expect(reason(original).hasPrefix("opened"))
        #expect(reason(Data("SKLX".utf8) + original.dropFirst(4)).contains("\(path) is damaged: not a next-word model"))
        #expect(reason(original.prefix(original.count - 9)).contains("is damaged"))
        var version = original
        version[4] = 9
        #expect(reason(version).contains("unsupported version"))
        var extra = original
        extra.append(contentsOf: [0, 0, 0, 0])
        #expect(reason(extra).contains("bytes after the last table"))
        // The word count of the header (after magic, version, the name's length and "fil" padded).
        var count = original
        count[16] = 0xFF
        count[17] = 0xFF
        #expect(reason(count).contains("is damaged"))
        #expect(reason(Data()).contains("is damaged") || reason(Data()).contains("cannot open"))
    }

    @Test("a store over a folder without the language says none; over no folder it says where it looked")
    func store() throws {
        #expect(try NgramModelStore(directory: Self.directory).model(for: "xx") == nil)
        #expect(throws: NgramModel.LoadError.self) { try NgramModelStore(directory: "/nonexistent/folder").model(for: "en") }
        #expect(NgramModel.primaryLanguage(of: "nn_NO") == "nb" && NgramModel.primaryLanguage(of: "pt-BR") == "pt")
    }
}
