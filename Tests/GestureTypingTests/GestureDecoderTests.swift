import Autocorrection
import BuiltInInputMethods
import Geometry
@testable import GestureTyping
import KeyboardModel
import Testing

@Suite("Gesture decoder: words from paths drawn across the keys")
struct GestureDecoderTests {
    static func decoder(_ language: String, layout: String) throws -> GestureDecoder {
        let keyboard = try BuiltInInputMethods.catalog.resolve(KeyboardRequest(layout: layout, device: "iphone-classic"))
        let geometry = try #require(KeyGeometry(keyboard))
        let lexicon = try #require(try LexiconStore.bundled.lexicon(for: language))
        return GestureDecoder(lexicon: lexicon, geometry: geometry)
    }

    static func ideal(_ word: String, _ decoder: GestureDecoder) -> GesturePath { decoder.idealPath(of: word) }

    @Test("ideal paths decode to their words in five languages", arguments: [
        ("en", "en-US", ["hello", "world", "keyboard", "the", "typing", "because", "people"]),
        ("de", "de-DE", ["hallo", "welt", "tastatur", "zeitung", "schreiben"]),
        ("fr", "fr-FR", ["bonjour", "monde", "clavier", "merci", "écrire"]),
        ("es", "es-ES", ["hola", "mundo", "teclado", "gracias", "señor"]),
        ("ru", "ru-RU", ["привет", "мир", "клавиатура", "спасибо", "человек"]),
    ])
    func idealPaths(language: String, layout: String, words: [String]) throws {
        let decoder = try Self.decoder(language, layout: layout)
        for word in words {
            let found = decoder.decode(Self.ideal(word, decoder), limit: 4).map(\.word)
            #expect(found.first == word, "\(word): \(found)")
        }
    }

    @Test("doubled letters are one key; apostrophes are not drawn")
    func doubledAndApostrophes() throws {
        let decoder = try Self.decoder("en", layout: "en-US")
        #expect(decoder.keyPath(of: "hello") == ["h", "e", "l", "o"])
        #expect(decoder.keyPath(of: "don't") == ["d", "o", "n", "t"])
        let found = decoder.decode(Self.ideal("don't", decoder), limit: 4).map(\.word)
        #expect(found.contains("don't") || found.contains("dont"), "\(found)")
    }

    @Test("a path shaken by noise still finds its word among the first four")
    func noisy() throws {
        let decoder = try Self.decoder("en", layout: "en-US")
        let path = Self.ideal("keyboard", decoder)
        // Every point moved a third of a key, alternately up-left and down-right.
        let shaken = GesturePath(path.samples.enumerated().map { index, sample in
            let shift = index % 2 == 0 ? -12.0 : 12.0
            return GesturePath.Sample(x: sample.x + shift, y: sample.y - shift, time: sample.time)
        })
        #expect(decoder.decode(shaken, limit: 4).map(\.word).contains("keyboard"))
    }

    @Test("edges: no point, points that are not numbers, far off the keyboard, a huge path — bounded, no crash")
    func edges() throws {
        let decoder = try Self.decoder("en", layout: "en-US")
        #expect(decoder.decode(GesturePath([])).isEmpty)
        #expect(decoder.decode(GesturePath([.init(x: .nan, y: 3), .init(x: .infinity, y: 1)])).isEmpty)
        #expect(decoder.decode(GesturePath(points: [Point(x: 1e9, y: -1e9), Point(x: -1e9, y: 1e9)]), limit: 2).count <= 2)
        // Coordinates whose squares overflow: costs stay finite.
        let far = decoder.decode(GesturePath(points: [Point(x: 1e300, y: 5), Point(x: 100, y: 30)]), limit: 3)
        #expect(far.allSatisfy { $0.cost.isFinite } && far.count <= 3)
        let huge = GesturePath((0..<200_000).map { GesturePath.Sample(x: Double($0 % 320), y: Double($0 % 216), time: Double($0)) })
        #expect(decoder.decode(huge, limit: 4).count <= 4)
        #expect(decoder.decode(Self.ideal("hello", decoder), limit: 0).isEmpty)
    }
}
