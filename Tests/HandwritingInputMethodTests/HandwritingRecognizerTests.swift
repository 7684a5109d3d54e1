import Foundation
@testable import HandwritingInputMethod
import Testing
import _TestSupport

@Suite("Handwriting recognizer")
struct HandwritingRecognizerTests {
    static let templates: HanziTemplates? = try? HanziTemplates.bundled()

    static func recognizer() throws -> HandwritingRecognizer { HandwritingRecognizer(templates: try #require(templates,
                                                                                                             "the bundled templates")) }

    /// A character's template strokes, as a writer's ink to transform.
    static func ink(_ character: String) throws -> [[InkPoint]] {
        let templates = try #require(templates)
        return templates.strokes(try #require(templates.index(of: character)))
    }

    static func map(_ strokes: [[InkPoint]], _ transform: (InkPoint) -> InkPoint) -> [[InkPoint]] { strokes.map { $0.map(transform) } }

    @Test("the same character scaled, moved, slanted, in another order, reversed or joined still comes first",
          arguments: ["我", "永", "国", "说", "鬱"])
    func invariance(character: String) throws {
        let recognizer = try Self.recognizer()
        let script: HandwritingRecognizer.Script = character == "鬱" ? .all : .simplified
        let strokes = try Self.ink(character)
        var variants: [(String, [[InkPoint]])] = [
            ("as is", strokes),
            ("a third of the size, moved", Self.map(strokes) { InkPoint(x: $0.x / 3 + 700, y: $0.y / 3 - 200) }),
            ("twice the size", Self.map(strokes) { InkPoint(x: $0.x * 2, y: $0.y * 2) }),
            ("slanted", Self.map(strokes) { InkPoint(x: $0.x + 0.25 * (1024 - $0.y), y: $0.y) }),
            ("last stroke first", [strokes[strokes.count - 1]] + strokes.dropLast()),
            ("first stroke reversed", [strokes[0].reversed()] + strokes.dropFirst()),
        ]
        if strokes.count >= 3 {
            var swapped = strokes
            swapped.swapAt(0, 1)
            variants.append(("two strokes swapped", swapped))
            variants.append(("two strokes joined", [strokes[0] + strokes[1]] + strokes.dropFirst(2)))
        }
        for (name, ink) in variants {
            let first = recognizer.recognize(ink, script: script, limit: 5).first?.character
            #expect(first == character, "\(character), \(name): \(first ?? "nothing")")
        }
    }

    /// Ink as a hurried writer's: stretched, turned, sheared, each stroke a little off.
    static func sloppy(_ strokes: [[InkPoint]], _ generator: inout SeededGenerator) -> [[InkPoint]] {
        let (sx, sy) = (Double.random(in: 0.75...1.25, using: &generator), Double.random(in: 0.75...1.25, using: &generator))
        let angle = Double.random(in: -0.2...0.2, using: &generator), shear = Double.random(in: -0.2...0.2, using: &generator)
        return strokes.map { stroke in
            let (ox, oy) = (Double.random(in: -70...70, using: &generator), Double.random(in: -70...70, using: &generator))
            return stroke.map { point in
                let x = (point.x - 512) * sx + shear * (point.y - 512), y = (point.y - 512) * sy
                return InkPoint(x: 512 + x * cos(angle) - y * sin(angle) + ox, y: 512 + x * sin(angle) + y * cos(angle) + oy)
            }
        }
    }

    @Test("look-alikes with another stroke count, written sloppily: the count written helps (者 not 耆, 早 not 旱, 机 not 枧)")
    func strokeCounts() throws {
        var recognizer = try Self.recognizer()
        let pairs = [("者", "耆"), ("最", "蕞"), ("早", "旱"), ("官", "宫"), ("机", "枧"), ("看", "肴"), ("己", "巳")]
        var generator = SeededGenerator(seed: 32)
        var inks: [(String, String, [[InkPoint]])] = []
        for (character, other) in pairs {
            for _ in 0..<10 { inks.append((character, other, Self.sloppy(try Self.ink(character), &generator))) }
        }
        func wins() -> Int { inks.filter { recognizer.recognize($0.2, limit: 5).first?.character == $0.0 }.count }
        let counted = wins()
        #expect(counted * 100 >= inks.count * 85, "\(counted) of \(inks.count)")
        recognizer.extraStrokeCost = 0
        recognizer.missingStrokeCost = 0
        let blind = wins()
        #expect(blind < counted, "without the stroke count \(blind) win, with it \(counted)")
    }

    @Test("a blank pad, one dot, 500 strokes, points far out of the box, NaN: an answer, never a crash")
    func edges() throws {
        let recognizer = try Self.recognizer()
        #expect(recognizer.recognize([]).isEmpty)
        #expect(recognizer.recognize([[]]).isEmpty)
        #expect(recognizer.recognize([[InkPoint(x: .nan, y: 3)]]).isEmpty)
        #expect(recognizer.recognize([[InkPoint(x: 10, y: 10)]]).isEmpty)   // one dot has no extent
        #expect(recognizer.recognize([[InkPoint(x: 10, y: 10)], [InkPoint(x: 400, y: 10)]]).count == 10)   // two dots do
        var many: [[InkPoint]] = []
        for i in 0..<500 {
            let x = Double(i % 37) * 20, y = Double(i / 37) * 30
            many.append([InkPoint(x: x, y: y), InkPoint(x: x + 15, y: y + 5)])
        }
        #expect(recognizer.recognize(many).count == 10)
        let far = Self.map(try Self.ink("中")) { InkPoint(x: $0.x * 1e6 - 5e9, y: $0.y * 1e6 + 1e12) }
        #expect(recognizer.recognize(far).first?.character == "中")
        var withNaN = try Self.ink("中")
        withNaN[0].insert(InkPoint(x: .nan, y: .infinity), at: 1)
        #expect(recognizer.recognize(withNaN).first?.character == "中")
        #expect(recognizer.recognize(try Self.ink("中"), limit: 0).isEmpty)
    }

    @Test("ink of any length is sampled at most about a thousand times (a long zigzag, a far outlier)")
    func boundedWork() throws {
        var zigzag: [InkPoint] = []
        for i in 0..<1_000 { zigzag.append(InkPoint(x: Double(i % 2) * 1_000, y: Double(i))) }
        #expect(InkFeatures.samples([zigzag]).count <= 1_001)
        let outlier = [[InkPoint(x: 0, y: 0), InkPoint(x: 10, y: 10)], [InkPoint(x: 0, y: 0), InkPoint(x: 1e9, y: 1)]]
        #expect(InkFeatures.samples(outlier).count <= 1_002)
        #expect(try Self.recognizer().recognize([zigzag] + outlier).count == 10)
    }

    @Test("simplified keeps to the general standard table; traditional ranks every template")
    func scripts() throws {
        let recognizer = try Self.recognizer()
        let traditional = try Self.ink("國")
        #expect(recognizer.recognize(traditional, script: .all).first?.character == "國")
        #expect(!recognizer.recognize(traditional, script: .simplified, limit: 30).contains { $0.character == "國" })
    }

    @Test("features: unit length, unchanged by order, direction and scale; zero for no ink")
    func features() throws {
        let strokes = try Self.ink("永")
        let a = InkFeatures(strokes: strokes).values
        let b = InkFeatures(strokes: strokes.reversed().map { $0.reversed() }).values
        let c = InkFeatures(strokes: Self.map(strokes) { InkPoint(x: $0.x * 0.1, y: $0.y * 0.1) }).values
        #expect(abs(a.reduce(0) { $0 + $1 * $1 } - 1) < 1e-4)
        #expect(zip(a, b).allSatisfy { abs($0 - $1) < 1e-4 } && zip(a, c).allSatisfy { abs($0 - $1) < 1e-4 })
        #expect(InkFeatures(strokes: []).values.allSatisfy { $0 == 0 })
    }

    @Test("damaged templates are an error naming the file", arguments: ["empty", "magic", "truncated", "offsets"])
    func damaged(kind: String) throws {
        let path = try #require(HanziTemplates.bundledPath())
        var bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        switch kind {
        case "empty": bytes = []
        case "magic": bytes[1] = 0
        case "truncated": bytes.removeLast(77)
        default:
            // The second stroke start, after the scalars and flags.
            let n = Int(bytes[8]) | Int(bytes[9]) << 8 | Int(bytes[10]) << 16 | Int(bytes[11]) << 24
            var offset = 20 + 4 * n + n
            offset += (4 - offset % 4) % 4
            bytes.replaceSubrange((offset + 4)..<(offset + 8), with: [0xFF, 0xFF, 0xFF, 0x00])
        }
        let file = FileManager.default.temporaryDirectory
            .appendingPathComponent("damaged-\(kind)-\(UInt32.random(in: 0...UInt32.max)).templates")
        try Data(bytes).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        do {
            _ = try HanziTemplates(path: file.path)
            Issue.record("a damaged file (\(kind)) was read")
        } catch {
            #expect("\(error)".contains(file.path))
        }
    }
}
