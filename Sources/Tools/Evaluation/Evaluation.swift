/// Why an evaluation file cannot be scored: the file and line, and what was expected.
public struct EvaluationError: Error, Equatable, Sendable, CustomStringConvertible {
    public var message: String
    public var description: String { message }
    public init(_ message: String) { self.message = message }
}

/// How long each item took: the median and the 99th percentile, in milliseconds.
public struct Timing: Equatable, Sendable {
    public var median: Double
    public var p99: Double

    /// From every item's time in milliseconds (none: both 0).
    public init(milliseconds: [Double]) {
        let sorted = milliseconds.sorted()
        median = sorted.isEmpty ? 0 : sorted[sorted.count / 2]
        p99 = sorted.isEmpty ? 0 : sorted[min(sorted.count - 1, Int(Double(sorted.count) * 0.99))]
    }
}

/// The time `body` takes, in milliseconds.
func milliseconds(_ body: () -> Void) -> Double {
    let duration = ContinuousClock().measure(body)
    return Double(duration.components.seconds) * 1e3 + Double(duration.components.attoseconds) / 1e15
}

/// The lines of a tab-separated file that are not blank, with their 1-based numbers and columns
/// (`\n` or `\r\n`: "\r\n" is one Character).
func rows(of tsv: String) -> [(line: Int, columns: [String])] {
    tsv.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated().compactMap { index, line in
        line.allSatisfy(\.isWhitespace) ? nil : (index + 1, line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init))
    }
}

/// `n / d` as a percentage (0 when `d` is 0).
public func percentage(_ n: Int, of d: Int) -> Double { d == 0 ? 0 : 100 * Double(n) / Double(d) }
