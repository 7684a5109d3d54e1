import Foundation
import Testing
@testable import TextSegmentation

@Suite("Segmenter (UAX #29 conformance)")
struct SegmenterTests {
    struct Case: Sendable, CustomStringConvertible {
        var line: Int
        var scalars: [Unicode.Scalar]
        /// Expected boundaries in UTF-16 offsets.
        var boundaries: [Int]
        var description: String { "line \(line)" }
    }

    /// Reads a Unicode *BreakTest.txt file: `÷ 0041 × 0308 ÷ …  # comment`.
    static func cases(_ name: String) -> [Case] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("UnicodeData/\(name)")
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
        var result: [Case] = []
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
            guard line.contains("÷") else { continue }
            var scalars: [Unicode.Scalar] = []
            var boundaries: [Int] = []
            var offset = 0
            for token in line.split(whereSeparator: { $0 == " " || $0 == "\t" }) {
                if token == "÷" { boundaries.append(offset) } else if token == "×" { continue } else if let value = UInt32(token,
                                                                                                                           radix: 16),
                    let scalar = Unicode.Scalar(value) {
                    scalars.append(scalar)
                    offset += scalar.utf16.count
                }
            }
            result.append(Case(line: index + 1, scalars: scalars, boundaries: boundaries))
        }
        return result
    }

    static func check(_ unit: SegmentationUnit, file: String) {
        let cases = cases(file)
        #expect(cases.count > 400, "the test file \(file) was not found or is empty")
        var failures = 0
        for c in cases {
            var text = ""
            text.unicodeScalars.append(contentsOf: c.scalars)
            let found = Segmenter.boundaries(unit, utf16: Array(text.utf16))
            if found != c.boundaries {
                failures += 1
                if failures <= 10 {
                    let scalars = c.scalars.map { String($0.value, radix: 16) }
                    Issue.record("\(file) line \(c.line): expected \(c.boundaries), found \(found) for \(scalars)")
                }
            }
        }
        #expect(failures == 0, "\(failures) of \(cases.count) cases in \(file) fail")
    }

    @Test("GraphemeBreakTest.txt: every case") func graphemes() { Self.check(.grapheme, file: "GraphemeBreakTest.txt") }
    @Test("WordBreakTest.txt: every case") func words() { Self.check(.word, file: "WordBreakTest.txt") }
    @Test("SentenceBreakTest.txt: every case") func sentences() { Self.check(.sentence, file: "SentenceBreakTest.txt") }

    @Test("the documented examples")
    func examples() {
        #expect(Segmenter.boundaries(.word, in: "Hello, world!") == [0, 5, 6, 7, 12, 13])
        #expect(Segmenter.boundaries(.grapheme, in: "e\u{301}👍🏽") == [0, 2, 6])
        #expect(Segmenter.boundaries(.sentence, in: "Hi. Bye.") == [0, 4, 8])
        #expect(Segmenter.boundaries(.word, in: "") == [0])
        #expect(Segmenter.boundaries(.word, in: "can't stop 3.14") == [0, 5, 6, 10, 11, 15])
        #expect(Segmenter.boundaries(.grapheme, in: "🇸🇪🇫🇷") == [0, 4, 8])
        #expect(Segmenter.boundaries(.grapheme, in: "\u{1100}\u{1161}\u{11A8}") == [0, 3]) // jamo make one syllable
    }

    @Test("lone surrogates count as one scalar each")
    func surrogates() {
        #expect(Segmenter.boundaries(.grapheme, utf16: [0x61, 0xD800, 0x62]) == [0, 1, 2, 3])
        #expect(Segmenter.boundaries(.word, utf16: [0xDC00]) == [0, 1])
    }

    @Test("the tables are Unicode 15.0.0")
    func version() { #expect(unicodeVersion == "15.0.0") }

    @Test("the local grapheme boundary test agrees with whole-text segmentation on every GraphemeBreakTest case and offset")
    func localGraphemeBoundaries() {
        var checked = 0
        for c in Self.cases("GraphemeBreakTest.txt") {
            var text = ""
            text.unicodeScalars.append(contentsOf: c.scalars)
            let units = Array(text.utf16)
            let expected = Set(Segmenter.boundaries(.grapheme, utf16: units))
            for offset in 0...units.count {
                let local = Segmenter.isGraphemeBoundary(at: offset, count: units.count) { units[$0] }
                #expect(local == expected.contains(offset), "line \(c.line) offset \(offset)")
                checked += 1
            }
        }
        #expect(checked > 2_000)
    }

    /// Clusters as strings, for reading the expectations below.
    static func clusters(_ text: String) -> [String] {
        let units = Array(text.utf16)
        let bounds = Segmenter.boundaries(.grapheme, utf16: units)
        return zip(bounds, bounds.dropFirst()).map { String(decoding: units[$0..<$1], as: UTF16.self) }
    }

    @Test("GB9c (Unicode 15.1): a conjunct is one cluster in the six scripts that join by virama", arguments: [
        ("क्ष", ["क्ष"]),                          // Devanagari ka virama ssa
        ("क्षमा", ["क्ष", "मा"]),
        ("ক্ষ", ["ক্ষ"]),                          // Bengali
        ("ത്ത", ["ത്ത"]),                          // Malayalam
        ("ક્ષ", ["ક્ષ"]),                          // Gujarati
        ("क़्ष", ["क़्ष"]),                          // a nukta (InCB=Extend) before the virama
        ("क्\u{200D}ष", ["क्\u{200D}ष"]),          // ZWJ after the virama
        ("क्\u{200C}ष", ["क्\u{200C}", "ष"]),       // ZWNJ breaks the conjunct (it is Extend, not InCB=Extend)
        ("க்ஷ", ["க்", "ஷ"]),                       // Tamil is not one of the six: the virama ends the cluster
        ("a्क", ["a्", "क"]),                       // no consonant before the virama
        ("क््ष", ["क््ष"]),                          // two linkers
    ])
    func conjuncts(text: String, expected: [String]) {
        #expect(Self.clusters(text) == expected)
        // The local test agrees at every offset.
        let units = Array(text.utf16)
        let whole = Set(Segmenter.boundaries(.grapheme, utf16: units))
        for offset in 0...units.count {
            #expect(Segmenter.isGraphemeBoundary(at: offset, count: units.count) { units[$0] } == whole.contains(offset),
                    "offset \(offset)")
        }
    }
}
