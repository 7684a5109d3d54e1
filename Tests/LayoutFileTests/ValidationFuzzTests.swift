import BuiltInInputMethods
import KeyboardModel
@testable import LayoutFile
import Testing
import _TestSupport

@Suite("Validation fuzzing")
struct ValidationFuzzTests {
    /// Validates one file's bytes beside the bundled layouts, as `softkbd validate` does:
    /// decode, load, and lint when the layout loaded. Returns the diagnostics about the file.
    /// The files a mutated layout can lean on: the shared parts, the devices and en-US (the
    /// usual Latin companion). The other bundled layouts would only slow each run.
    static let support = BundledLayouts.sources.filter { $0.path.hasPrefix("shared/") || $0.path == "devices.json"
                                                         || $0.path == "en-US.json" }

    static func validate(_ bytes: [UInt8], lint: Bool) -> [Diagnostic] {
        switch LayoutDirectory.decode(bytes, file: "fuzz/x.json") {
        case .failure(let diagnostic):
            return [diagnostic]
        case .success(let text):
            let source = LayoutSource(path: "x.json", displayPath: "fuzz/x.json", text: text)
            return LayoutValidation.validate([source], over: support, inputMethods: BuiltInInputMethods.requirements,
                                             linting: lint).diagnostics
        }
    }

    static func mutate(_ base: [UInt8], using generator: inout SeededGenerator) -> [UInt8] {
        var bytes = base
        switch Int.random(in: 0..<7, using: &generator) {
        case 0: // truncate
            bytes = Array(bytes.prefix(Int.random(in: 0..<bytes.count, using: &generator)))
        case 1: // flip bytes, which also makes invalid UTF-8
            for _ in 0..<Int.random(in: 1...5, using: &generator) {
                let at = Int.random(in: 0..<bytes.count, using: &generator)
                bytes[at] ^= UInt8.random(in: 1...255, using: &generator)
            }
        case 2: // swap two fields' values: exchange two quoted strings
            let quotes = bytes.indices.filter { bytes[$0] == 0x22 }
            if quotes.count >= 4 {
                let a = Int.random(in: 0..<(quotes.count / 2), using: &generator) * 2,
                    b = Int.random(in: 0..<(quotes.count / 2), using: &generator) * 2
                let first = min(a, b), second = max(a, b)
                if first != second {
                    let x = Array(bytes[quotes[first]...quotes[first + 1]]), y = Array(bytes[quotes[second]...quotes[second + 1]])
                    bytes.replaceSubrange(quotes[second]...quotes[second + 1], with: x)
                    bytes.replaceSubrange(quotes[first]...quotes[first + 1], with: y)
                }
            }
        case 3: // deep nesting
            let depth = Int.random(in: 50...400, using: &generator)
            bytes = Array(("{\"format\": 1, \"keys\": " + String(repeating: "[", count: depth) + String(repeating: "]",
                                                                                                        count: depth) + "}").utf8)
        case 4: // huge numbers
            let text = String(decoding: bytes, as: UTF8.self)
                .replacingOccurrences(of: "\"format\": 1",
                                      with: ["\"format\": 1e400", "\"format\": 99999999999999999999", "\"format\": -1",
                                             "\"format\": 1.5"].randomElement(using: &generator)!)
            bytes = Array(text.utf8)
        case 5: // invalid UTF-8 sequences inserted
            let bad: [[UInt8]] = [[0xFF], [0xC0, 0x80], [0xED, 0xA0, 0x80], [0xF8, 0x88, 0x80, 0x80, 0x80], [0xE2, 0x82]]
            bytes.insert(contentsOf: bad.randomElement(using: &generator)!, at: Int.random(in: 0...bytes.count, using: &generator))
        default: // insert JSON punctuation and words
            let pieces = ["{", "}", "[", "]", "\"", ":", ",", "@bottom", "null", "\"layer\": \"x\"", "\"width\": 1e9", "\\u0000",
                          "\u{0301}"]
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                bytes.insert(contentsOf: Array(pieces.randomElement(using: &generator)!.utf8),
                             at: Int.random(in: 0...bytes.count, using: &generator))
            }
        }
        return bytes
    }

    @Test("thousands of mutated layout files: no crash, no hang; every diagnostic located and catalogued; most get one",
          .timeLimit(.minutes(2)))
    func mutations() throws {
        var generator = SeededGenerator.fromEnvironment(fallback: 0xF022_0001)
        let bases = BundledLayouts.sources.filter { ["fr-FR.json", "ko-KR.json", "shared/pads.json",
                                                     "devices.json"].contains($0.path) }.map { Array($0.text.utf8) }
        var inputs = 0, reported = 0, linted = 0
        for _ in 0..<LongTests.count(quick: 400, long: 2_500) {
            let bytes = Self.mutate(bases.randomElement(using: &generator)!, using: &generator)
            // Lint a sample only: linting resolves every keyboard type on every device.
            let lint = linted < LongTests.count(quick: 3, long: 15) && Int.random(in: 0..<50, using: &generator) == 0
            if lint { linted += 1 }
            let diagnostics = Self.validate(bytes, lint: lint)
            inputs += 1
            if !diagnostics.isEmpty { reported += 1 }
            for diagnostic in diagnostics {
                #expect(diagnostic.range.start.line >= 1 && diagnostic.range.start.column >= 1)
                #expect(LayoutRules.rule(diagnostic.rule) != nil, "uncatalogued rule \(diagnostic.rule)")
            }
        }
        print("ValidationFuzzTests.mutations: \(inputs) inputs, \(reported) with diagnostics, \(linted) linted")
        #expect(inputs == LongTests.count(quick: 400, long: 2_500))
        #expect(reported > inputs * 3 / 5)
    }

    @Test("invalid UTF-8 is located at its first bad byte")
    func encoding() {
        let bytes = Array("{\n  \"name\": \"é😀".utf8) + [0xFF] + Array("\"}".utf8)
        let diagnostics = Self.validate(bytes, lint: false)
        #expect(diagnostics.map(\.rule) == ["invalid-encoding"])
        #expect(diagnostics.first?.range.start.line == 2)
        #expect(diagnostics.first?.range.start.column == 14)
    }

    @Test("huge and odd numbers are reported, not trusted")
    func numbers() {
        #expect(Self.validate(Array(#"{"format": 1e400}"#.utf8), lint: false).map(\.rule) == ["invalid-json"])
        // A number of the wrong size or kind is a value outside the field's range, and says it.
        #expect(Self.validate(Array(#"{"format": 99999999999999999999}"#.utf8), lint: false).map(\.rule) == ["invalid-value"])
        #expect(Self.validate(Array(#"{"format": 1.5}"#.utf8), lint: false).map(\.rule) == ["invalid-value"])
        let columns = LayoutRule.file(#""columns": 1e300, "#)
        #expect(Self.validate(Array(columns.utf8), lint: false).map(\.rule) == ["invalid-value"])
        #expect(Self.validate(Array(#"{"format": "1"}"#.utf8), lint: false).map(\.rule).first == "wrong-type")
    }
}
