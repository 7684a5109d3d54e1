/// A tab of the emoji keyboard's category bar, as iOS groups them: recents, then Unicode's groups
/// (smileys and people together; the `Component` group, skin tones and hair pieces on their own,
/// is not shown).
public enum EmojiCategory: String, CaseIterable, Hashable, Sendable, Codable {
    case recents, people, nature, food, activity, travel, objects, symbols, flags

    /// The Unicode groups (`emoji-test.txt`'s `# group:` names) the category shows, in order.
    public var groups: [String] {
        switch self {
        case .recents: []
        case .people: ["Smileys & Emotion", "People & Body"]
        case .nature: ["Animals & Nature"]
        case .food: ["Food & Drink"]
        case .activity: ["Activities"]
        case .travel: ["Travel & Places"]
        case .objects: ["Objects"]
        case .symbols: ["Symbols"]
        case .flags: ["Flags"]
        }
    }

    /// The category's name as iOS titles it (English).
    public var title: String {
        switch self {
        case .recents: "Frequently Used"
        case .people: "Smileys & People"
        case .nature: "Animals & Nature"
        case .food: "Food & Drink"
        case .activity: "Activity"
        case .travel: "Travel & Places"
        case .objects: "Objects"
        case .symbols: "Symbols"
        case .flags: "Flags"
        }
    }

    /// The category of a Unicode group's name; `nil` for `Component` and unknown names.
    public static func of(group: String) -> EmojiCategory? {
        allCases.first { $0.groups.contains(group) }
    }
}

extension EmojiCatalog {
    /// The bases a category shows, in the keyboard's order (`recents` shows none of its own),
    /// leaving out those newer than `newest`.
    ///
    /// - Complexity: O(*n*) in the catalog's entries.
    public func bases(in category: EmojiCategory, newest: EmojiVersion? = nil) -> [Int] {
        let wanted = Set(category.groups.compactMap { groups.firstIndex(of: $0) })
        return (0..<count).filter { isBase($0) && wanted.contains(group(of: $0)) && isDrawable($0, newest: newest) }
    }

    /// The bases of a keyboard category (`food`), or of a Unicode group (`Food & Drink`) or
    /// subgroup (`face-smiling`), named without regard to case; `nil` for a name that is none.
    /// Without a name, every base the keyboard shows.
    public func bases(named name: String?, newest: EmojiVersion? = nil) -> [Int]? {
        let shown = EmojiCategory.allCases.filter { $0 != .recents }
        guard let name else { return shown.flatMap { bases(in: $0, newest: newest) } }
        if let category = EmojiCategory(rawValue: name.lowercased()), category != .recents { return bases(in: category, newest: newest) }
        let all = (0..<count).filter { isBase($0) && isDrawable($0, newest: newest) }
        if let index = groups.firstIndex(where: { $0.lowercased() == name.lowercased() }) { return all.filter { group(of: $0) == index } }
        if let index = subgroups.firstIndex(where: { $0.lowercased() == name.lowercased() }) {
            return all.filter { subgroup(of: $0) == index }
        }
        return nil
    }

    /// The variants of a base a front end can draw (none newer than `newest`).
    public func variants(of base: Int, newest: EmojiVersion?) -> [Int] {
        variants(of: base).filter { isDrawable($0, newest: newest) }
    }

    /// Whether an entry is no newer than `newest` (every entry is, for `nil`).
    public func isDrawable(_ entry: Int, newest: EmojiVersion?) -> Bool {
        guard let newest else { return true }
        return version(of: entry) <= newest
    }
}
