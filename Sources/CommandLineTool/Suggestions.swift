import TextInputTraits

/// The known option closest to a misspelt one, compared without dashes.
func closestOption(to name: String, in options: [String]) -> String? {
    let bare = { (s: String) in String(s.drop(while: { $0 == "-" })) }
    guard let match = closestMatch(to: bare(name), in: options.map(bare)) else { return nil }
    return options.first { bare($0) == match }
}

/// "; did you mean 'x'?" for a misspelt word, or "" when nothing is close.
func didYouMean(_ word: String, in candidates: [String]) -> String {
    closestMatch(to: word, in: candidates).map { "; did you mean '\($0)'?" } ?? ""
}
