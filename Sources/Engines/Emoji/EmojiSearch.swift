/// An emoji found by a search, with its name in the language searched.
public struct EmojiMatch: Hashable, Sendable {
    /// The catalog entry (a base: a search finds bases; the keyboard shows the user's variant).
    public var entry: Int
    public var emoji: String
    public var name: String
    /// How the query matched, strongest first.
    public var strength: Strength

    public enum Strength: Int, Comparable, Hashable, Sendable {
        /// The name is the query's words (`pizza` → 🍕 pizza).
        case name
        /// The query is one the language's people commonly search the emoji with (`lol` → 😂,
        /// `usa` → 🇺🇸: ``CommonSearches``).
        case common
        /// Every word of the query is one of the emoji's keywords, whole (`heart` → ❤️).
        case keyword
        /// Every word is a whole word of the name or of a longer keyword (`the` → 🤘 sign of the horns).
        case word
        /// Some word only begins one (`piz`).
        case prefix

        public static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }
    }

    public init(entry: Int, emoji: String, name: String, strength: Strength) {
        self.entry = entry
        self.emoji = emoji
        self.name = name
        self.strength = strength
    }
}

/// What a search found, and what it made of the query.
public struct EmojiSearchResult: Hashable, Sendable {
    /// Something about the query the user should hear of.
    public enum Problem: Hashable, Sendable, CustomStringConvertible {
        /// Longer than any name or keyword can match: not searched.
        case tooLong(characters: Int, limit: Int)
        /// Control or format characters, left out of the search.
        case controlCharacters(count: Int)

        public var description: String {
            switch self {
            case .tooLong(let characters, let limit):
                "the query is \(characters == limit + 1 ? "over \(limit)" : "\(characters)") characters long; " +
                    "no emoji name or keyword is longer than \(limit), so it was not searched"
            case .controlCharacters(let count):
                "\(count) control character\(count == 1 ? "" : "s") in the query left out"
            }
        }
    }

    public var matches: [EmojiMatch]
    public var problem: Problem?

    public init(matches: [EmojiMatch], problem: Problem? = nil) {
        self.matches = matches
        self.problem = problem
    }
}

extension EmojiLanguage {
    /// The longest query searched, in characters (Unicode scalars): longer than any CLDR name.
    public static let longestQuery = 100
    /// Words of a query beyond this many are not searched.
    public static let mostWords = 8

    /// The emoji whose name or keywords hold every word of `query`, as prefixes while typing
    /// (`piz` → 🍕), insensitive to case and diacritics (``SearchFolding``), with the language's
    /// common searches (``CommonSearches``: `lol` → 😂) and a flag's region code (`us` → 🇺🇸),
    /// best first (FORMAT.md, "Ranking"):
    /// 1. the name is the query (`pizza` → 🍕) or a common search for the emoji (`lol` → 😂);
    ///    then every word a whole keyword or a flag's region code (`us` → 🇺🇸); then every word
    ///    a whole word of the name or a keyword; then prefixes;
    /// 2. the user's recent emoji (`recents`, most recent first) before others;
    /// 3. the common search's order (`smile` → 😊 before 😼; while typing, of every common search
    ///    the query begins);
    /// 4. more of the query's words in the name (not only in keywords);
    /// 5. fewer words in the name, then an established symbol first (❤ before 💙: a character
    ///    older than emoji), then a shorter name, then the keyboard's order.
    ///
    /// Emoji newer than `newest` are left out (a front end that cannot draw them).
    ///
    /// - Complexity: O(*p* + *m* log *m*) in the postings of the terms that start with a query
    ///   word and the emoji matched; a query over ``longestQuery`` characters is not searched.
    public func search(_ query: String, limit: Int = 30, recents: [Int] = [], newest: EmojiVersion? = nil) -> EmojiSearchResult {
        var scalars = String.UnicodeScalarView()
        var controls = 0, length = 0
        for scalar in query.unicodeScalars {
            length += 1
            if length > Self.longestQuery {
                return EmojiSearchResult(matches: [], problem: .tooLong(characters: length, limit: Self.longestQuery))
            }
            switch scalar.properties.generalCategory {
            case .control, .surrogate, .privateUse, .unassigned: controls += 1
            case .format where scalar != "\u{200D}": controls += 1
            default: scalars.append(scalar)
            }
        }
        let problem: EmojiSearchResult.Problem? = controls > 0 ? .controlCharacters(count: controls) : nil
        let words = Array(SearchFolding.words(fold(String(scalars))).prefix(Self.mostWords))
        guard !words.isEmpty, limit > 0 else { return EmojiSearchResult(matches: [], problem: problem) }

        let count = catalog.count
        var matched = [UInt8](repeating: 0, count: count)
        var whole = matched, inName = matched, keyword = matched
        var touched: [Int] = []
        for (position, word) in words.enumerated() {
            let bit = UInt8(1) << UInt8(position)
            let bytes = Array(word.utf8)
            for (depth, file) in chain.enumerated() {
                for term in file.terms(startingWith: bytes) {
                    let isWhole = file.termLength(term) == bytes.count
                    for packed in file.postings(of: term) {
                        let entry = Int(packed >> 2)
                        let isName = packed & EmojiAnnotations.Posting.nameWord != 0
                        // A nearer locale that names the emoji (or gives its keywords) hides this one's.
                        if depth > 0, chain[..<depth].contains(where: { isName ? $0.hasName(entry) : $0.hasKeywords(entry) }) { continue }
                        if matched[entry] == 0 { touched.append(entry) }
                        matched[entry] |= bit
                        if isWhole { whole[entry] |= bit }
                        if isName { inName[entry] |= bit }
                        if isWhole && packed & EmojiAnnotations.Posting.wholeKeyword != 0 { keyword[entry] |= bit }
                    }
                }
            }
        }
        // A flag's region code, whole, is one of its keywords (`us`, `gb`).
        for (position, word) in words.enumerated() where word.unicodeScalars.count == 2 {
            guard let flag = catalog.flag(region: word) else { continue }
            let bit = UInt8(1) << UInt8(position)
            if matched[flag] == 0 { touched.append(flag) }
            matched[flag] |= bit
            whole[flag] |= bit
            keyword[flag] |= bit
        }
        // Common searches: the query itself, then (while typing) every one it begins.
        let phrase = words.joined(separator: " ")
        var commonRank: [Int: Int] = [:]
        let commonWhole = Set(common[phrase] ?? [])
        for (query, entries) in common where query.hasPrefix(phrase) {
            let after = query == phrase ? 0 : CommonSearches.mostEmoji
            for (rank, entry) in entries.enumerated() where after + rank < commonRank[entry] ?? Int.max {
                if commonRank[entry] == nil && matched[entry] == 0 { touched.append(entry) }
                commonRank[entry] = after + rank
            }
        }
        let all = UInt8(truncatingIfNeeded: (1 << words.count) - 1)
        var recentRank: [Int: Int] = [:]
        for (rank, entry) in recents.enumerated() where recentRank[catalog.base(of: entry)] == nil {
            recentRank[catalog.base(of: entry)] = rank
        }
        var ranked: [Rank] = []
        let (toneMask, tone) = toneWords(words)
        for entry in touched where catalog.isBase(entry) && catalog.isDrawable(entry, newest: newest) {
            // A query that names a skin tone finds the base's variant in it ("thumbs up dark").
            if let tone, all & ~toneMask != 0, matched[entry] | toneMask == all, matched[entry] & ~toneMask == all & ~toneMask,
               let variant = catalog.variants(of: entry).first(where: { catalog.tones(of: $0) == [tone] }),
               catalog.isDrawable(variant, newest: newest) {
                let size = nameSize(of: entry)
                let strength: EmojiMatch.Strength = whole[entry] | toneMask == all ? .word : .prefix
                ranked.append(Rank(strength: strength, recent: recentRank[entry] ?? Int.max,
                                   common: Int.max, nameWordsMissed: words.count - inName[entry].nonzeroBitCount,
                                   nameWords: size.words, newer: 1, nameBytes: size.bytes, entry: variant))
            }
            let size = nameSize(of: entry)
            let strength: EmojiMatch.Strength
            if matched[entry] == all, whole[entry] == all, inName[entry] == all, size.words <= words.count,
                SearchFolding.words(fold(name(of: entry))) == words {
                strength = .name
            } else if commonWhole.contains(entry) {
                strength = .common
            } else if matched[entry] == all {
                strength = whole[entry] != all ? .prefix : keyword[entry] == all ? .keyword : .word
            } else if commonRank[entry] != nil {
                strength = .prefix
            } else {
                continue
            }
            ranked.append(Rank(strength: strength, recent: recentRank[entry] ?? Int.max, common: commonRank[entry] ?? Int.max,
                               nameWordsMissed: words.count - inName[entry].nonzeroBitCount, nameWords: size.words,
                               newer: catalog.isEstablishedSymbol(entry) ? 0 : 1, nameBytes: size.bytes, entry: entry))
        }
        ranked.sort()
        let matches = ranked.prefix(limit).map { key in
            EmojiMatch(entry: key.entry, emoji: catalog.emoji(at: key.entry), name: name(of: key.entry), strength: key.strength)
        }
        return EmojiSearchResult(matches: matches, problem: problem)
    }

    /// The query's words that name a skin tone as this language writes them (`dark`, `medium`),
    /// and the one tone they fit (the one with the fewest words when several do); no tone when
    /// they fit all five (`skin`) or none.
    private func toneWords(_ words: [String]) -> (mask: UInt8, tone: Int?) {
        guard let file = (chain + (fallback.map { [$0] } ?? [])).first(where: { !$0.toneNames.contains("") }) else { return (0, nil) }
        let toneWords = file.toneNames.map { SearchFolding.words(fold($0)) }
        var mask: UInt8 = 0
        var fitting = Set(1...5)
        for (position, word) in words.enumerated() {
            let tones = Set((1...5).filter { tone in toneWords[tone - 1].contains { $0.hasPrefix(word) } })
            guard !tones.isEmpty else { continue }
            mask |= UInt8(1) << UInt8(position)
            fitting.formIntersection(tones)
        }
        guard mask != 0, !fitting.isEmpty, fitting.count < 5 else { return (0, nil) }
        return (mask, fitting.min { (toneWords[$0 - 1].count, $0) < (toneWords[$1 - 1].count, $1) })
    }

    /// The emoji a word names in this language, for the suggestion bar (`pizza` → 🍕, `Herz` →
    /// ♥️): the best of those whose name is the word or that have it as a keyword; `nil` when none
    /// does (a word inside a longer name, such as `the`, is not enough). A region code is a
    /// keyword of its flag for searches, not a word: `in`, `de`, `je` typed in a sentence get no
    /// flag (a common search still does: `usa` → 🇺🇸).
    public func emoji(forWord word: String, recents: [Int] = [], newest: EmojiVersion? = nil) -> EmojiMatch? {
        let words = SearchFolding.words(fold(word))
        guard words.count == 1, words[0].unicodeScalars.count >= 2 else { return nil }
        let region = words[0].unicodeScalars.count == 2 ? catalog.flag(region: words[0]) : nil
        return search(word, limit: 2, recents: recents, newest: newest).matches.first {
            $0.strength <= .keyword && !($0.entry == region && $0.strength == .keyword)
        }
    }
}

/// A match's place in the ranking: the fields compared in order (``EmojiLanguage/search(_:limit:recents:newest:)``).
private struct Rank: Comparable {
    var strength: EmojiMatch.Strength
    var recent: Int
    var common: Int
    var nameWordsMissed: Int
    var nameWords: Int
    var newer: Int
    var nameBytes: Int
    var entry: Int

    /// A common search is as strong as the name: within the tier the user's recents come first,
    /// then the common search's order (`Herz` → ❤️ before ♥️ "Herz").
    var tier: Int {
        switch strength {
        case .name, .common: 0
        case .keyword: 1
        case .word: 2
        case .prefix: 3
        }
    }

    static func < (a: Rank, b: Rank) -> Bool {
        let first = (a.tier, a.recent, a.common, a.nameWordsMissed, a.nameWords, a.newer)
        let second = (b.tier, b.recent, b.common, b.nameWordsMissed, b.nameWords, b.newer)
        return first < second || first == second && (a.nameBytes, a.entry) < (b.nameBytes, b.entry)
    }
}
