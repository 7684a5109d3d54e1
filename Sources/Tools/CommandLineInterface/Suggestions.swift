import EditDistance

/// The known option closest to a misspelt one, compared without dashes.
public func closestOption(to name: String, in options: [String]) -> String? {
    let bare = { (s: String) in String(s.drop(while: { $0 == "-" })) }
    guard let match = closestMatch(to: bare(name), in: options.map(bare)) else { return nil }
    return options.first { bare($0) == match }
}
