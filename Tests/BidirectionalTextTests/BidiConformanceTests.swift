import Foundation
import Testing
import _TestSupport
@testable import BidirectionalText

/// UAX #9 conformance: every case of Unicode 15.0's `BidiTest.txt` (class sequences, each
/// under up to three paragraph directions) and `BidiCharacterTest.txt` (code points, with
/// brackets), levels and order both. A quick run (without `SOFTKBD_LONG_TESTS`) checks every
/// sixteenth case of each file, spread over the whole of it.
@Suite("UAX #9 conformance")
struct BidiConformanceTests {
    static func lines(_ name: String) -> [Substring] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("UnicodeData/\(name)")
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
        return text.split(separator: "\n", omittingEmptySubsequences: false)
    }

    static let bidiTestLines = lines("BidiTest.txt")
    static let bidiCharacterTestLines = lines("BidiCharacterTest.txt")
    /// Every case (long tests), or every sixteenth.
    static let stride = LongTests.count(quick: 16, long: 1)

    static let classNames: [Substring: BidiClass] = Dictionary(uniqueKeysWithValues: BidiClass.allCases.map {
        (Substring(String(describing: $0)), $0)
    })

    /// Levels and order as the test files write them: `x` for removed characters, which the
    /// order skips.
    static func outcome(_ paragraph: BidiParagraph) -> (levels: [String], order: [Int]) {
        let line = 0..<paragraph.count
        let levels = paragraph.levels(ofLine: line)
        return (line.map { paragraph.isRemoved($0) ? "x" : String(levels[$0]) },
                paragraph.visualOrder(ofLine: line).filter { !paragraph.isRemoved($0) })
    }

    /// Slices of BidiTest.txt run in parallel; each starts at a `@Levels` line.
    static let slices = 8

    @Test("BidiTest.txt", arguments: 0..<slices)
    func bidiTest(slice: Int) {
        let lines = Self.bidiTestLines
        #expect(lines.count > 490_000, "BidiTest.txt was not found or is short")
        // A slice starts at the first `@Levels` line at or after its share of the file.
        func start(_ slice: Int) -> Int {
            lines.indices[(lines.count * slice / Self.slices)...].first { lines[$0].hasPrefix("@Levels:") } ?? lines.count
        }
        let first = start(slice), end = start(slice + 1)
        var levels: [String] = [], order: [Int] = []
        var cases = 0, failures: [String] = []
        for number in first..<end {
            let line = lines[number]
            if line.hasPrefix("@Levels:") {
                levels = line.dropFirst(8).split(whereSeparator: \.isWhitespace).map(String.init)
                continue
            }
            if line.hasPrefix("@Reorder:") {
                order = line.dropFirst(9).split(whereSeparator: \.isWhitespace).compactMap { Int($0) }
                continue
            }
            guard number % Self.stride == 0, !line.isEmpty, !line.hasPrefix("#"), let semicolon = line.firstIndex(of: ";"),
                  let bits = Int(line[line.index(after: semicolon)...].trimmingCharacters(in: .whitespaces), radix: 16) else { continue }
            let classes = line[..<semicolon].split(whereSeparator: \.isWhitespace).map { Self.classNames[$0] }
            guard !classes.contains(nil) else { failures.append("line \(number + 1): unknown class"); continue }
            for (bit, direction) in [(1, nil), (2, BidiDirection.leftToRight),
                                     (4, .rightToLeft)] as [(Int, BidiDirection?)] where bits & bit != 0 {
                cases += 1
                let result = Self.outcome(BidiParagraph(classes: classes.compactMap { $0 }, direction: direction))
                if result.levels != levels || result.order != order, failures.count < 10 {
                    failures.append("line \(number + 1) (\(direction?.rawValue ?? "auto")): levels \(result.levels) order " +
                                    "\(result.order), expected \(levels) \(order)")
                }
            }
        }
        #expect(cases > 50_000 / Self.stride)
        print("BidiTest.txt slice \(slice): \(cases) cases")
        #expect(failures.isEmpty, "\(failures.count)+ failures of \(cases) cases:\n\(failures.joined(separator: "\n"))")
    }

    @Test("BidiCharacterTest.txt", arguments: 0..<4)
    func bidiCharacterTest(slice: Int) {
        let lines = Self.bidiCharacterTestLines
        #expect(lines.count > 90_000, "BidiCharacterTest.txt was not found or is short")
        var cases = 0, failures: [String] = []
        for number in lines.indices where number % 4 == slice && (number / 4) % Self.stride == 0 {
            let line = lines[number]
            guard !line.isEmpty, !line.hasPrefix("#") else { continue }
            let fields = line.split(separator: ";", omittingEmptySubsequences: false)
            guard fields.count == 5 else { failures.append("line \(number + 1): \(fields.count) fields"); continue }
            let scalars = fields[0].split(separator: " ").compactMap { UInt32($0, radix: 16).flatMap(Unicode.Scalar.init) }
            let direction: BidiDirection? = switch fields[1] { case "0": .leftToRight; case "1": .rightToLeft; default: nil }
            let paragraph = BidiParagraph(scalars, direction: direction)
            let result = Self.outcome(paragraph)
            cases += 1
            let levels = fields[3].split(separator: " ").map(String.init)
            let order = fields[4].split(separator: " ").compactMap { Int($0) }
            if String(paragraph.baseLevel) != fields[2] || result.levels != levels || result.order != order, failures.count < 10 {
                failures.append("line \(number + 1): level \(paragraph.baseLevel) levels \(result.levels) order \(result.order), " +
                                "expected \(fields[2]) \(levels) \(order)")
            }
        }
        #expect(cases > 20_000 / Self.stride)
        print("BidiCharacterTest.txt slice \(slice): \(cases) cases")
        #expect(failures.isEmpty, "\(failures.count)+ failures of \(cases) cases:\n\(failures.joined(separator: "\n"))")
    }
}
