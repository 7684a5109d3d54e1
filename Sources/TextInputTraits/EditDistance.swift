extension String {
    /// The Levenshtein distance to `other`, counted in Unicode scalars, ASCII case ignored.
    ///
    /// - Complexity: O(*n* × *m*) time, O(*m*) space.
    package func editDistance(to other: String) -> Int {
        let a = Array(asciiLowercased.unicodeScalars), b = Array(other.asciiLowercased.unicodeScalars)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = Swift.min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
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
/// edit, at most three); ties go to the earlier candidate.
/// - Complexity: O(*k* × *n* × *m*) for *k* candidates.
package func closestMatch(to word: String, in candidates: some Sequence<String>) -> String? {
    var best: (candidate: String, distance: Int)?
    for candidate in candidates {
        let distance = word.editDistance(to: candidate)
        let limit = Swift.max(1, Swift.min(3, Swift.max(word.unicodeScalars.count, candidate.unicodeScalars.count) / 3))
        guard distance <= limit else { continue }
        if best == nil || distance < best!.distance { best = (candidate, distance) }
    }
    return best?.candidate
}
