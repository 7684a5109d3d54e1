// Edit distances and the closest match among names: what "did you mean …?" messages and
// evaluations of typed text measure with.

extension String {
    /// The edit distance to `other` (Damerau's optimal string alignment: insertions,
    /// deletions, substitutions and swaps of neighbours each cost one), counted in Unicode
    /// scalars, ASCII case ignored.
    ///
    /// ```swift
    /// "htlm".editDistance(to: "html")   // 1: one swap
    /// ```
    /// - Complexity: O(*n* × *m*) time and space.
    public func editDistance(to other: String) -> Int {
        let a = Array(asciiLowercased.unicodeScalars), b = Array(other.asciiLowercased.unicodeScalars)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var d = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { d[i][0] = i }
        for j in 0...b.count { d[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                d[i][j] = Swift.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    d[i][j] = Swift.min(d[i][j], d[i - 2][j - 2] + 1)
                }
            }
        }
        return d[a.count][b.count]
    }
}

/// Picks the candidate a user most likely meant when they typed something unknown.
///
/// ```swift
/// closestMatch(to: "minlenght", in: ["minlength", "maxlength"])   // "minlength"
/// closestMatch(to: "zzz", in: ["minlength"])                       // nil: too far
/// ```
///
/// A candidate qualifies when it is within a third of the longer word's length (at least one
/// edit, at most three; none for words of one or two characters, where every guess is
/// equally close); ties go to the earlier candidate.
/// - Complexity: O(*k* × *n* × *m*) for *k* candidates.
public func closestMatch(to word: String, in candidates: some Sequence<String>) -> String? {
    var best: (candidate: String, distance: Int)?
    for candidate in candidates {
        let distance = word.editDistance(to: candidate)
        let length = Swift.max(word.unicodeScalars.count, candidate.unicodeScalars.count)
        let limit = length <= 2 ? 0 : Swift.max(1, Swift.min(3, length / 3))
        guard distance <= limit else { continue }
        if distance < best?.distance ?? .max { best = (candidate, distance) }
    }
    return best?.candidate
}

/// "; did you mean 'x'?" for a misspelt word (``closestMatch(to:in:)``), or "" when nothing is
/// close: the tail of an error message about an unknown name.
public func didYouMean(_ word: String, in candidates: some Sequence<String>) -> String {
    closestMatch(to: word, in: candidates).map { "; did you mean '\($0)'?" } ?? ""
}

/// The Levenshtein distance between two sequences (insertions, deletions and substitutions each
/// cost one; no swaps), as evaluations count character errors.
///
/// ```swift
/// levenshtein(Array("東京都"), Array("東京と"))   // 1
/// ```
/// - Complexity: O(*n* × *m*) time, O(*m*) space.
public func levenshtein<Element: Equatable>(_ a: [Element], _ b: [Element]) -> Int {
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var previous = Array(0...b.count), current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
        current[0] = i
        for j in 1...b.count {
            current[j] = Swift.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
        }
        swap(&previous, &current)
    }
    return previous[b.count]
}

extension String {
    /// ASCII letters lower-cased, everything else as it is (locale-independent).
    fileprivate var asciiLowercased: String {
        String(decoding: utf8.map { (0x41...0x5A).contains($0) ? $0 + 0x20 : $0 }, as: UTF8.self)
    }
}
