/// Sounds a speaker may not tell apart, so typing one also finds the other (模糊音). All are off
/// by default, as in libpinyin, libime and librime.
///
/// Each rule works both ways and applies to a whole typed syllable: with ``zZh``, `zi` also
/// reads as `zhi` and `zhi` as `zi`; with ``anAng``, `fan` also reads as `fang`. Readings found
/// through a rule rank below exact ones (see ``PinyinEngine``).
public struct PinyinFuzzyRules: OptionSet, Hashable, Sendable {
    public let rawValue: UInt16
    public init(rawValue: UInt16) { self.rawValue = rawValue }

    public static let zZh = PinyinFuzzyRules(rawValue: 1 << 0)
    public static let cCh = PinyinFuzzyRules(rawValue: 1 << 1)
    public static let sSh = PinyinFuzzyRules(rawValue: 1 << 2)
    public static let nL = PinyinFuzzyRules(rawValue: 1 << 3)
    public static let lR = PinyinFuzzyRules(rawValue: 1 << 4)
    public static let fH = PinyinFuzzyRules(rawValue: 1 << 5)
    public static let anAng = PinyinFuzzyRules(rawValue: 1 << 6)
    public static let enEng = PinyinFuzzyRules(rawValue: 1 << 7)
    public static let inIng = PinyinFuzzyRules(rawValue: 1 << 8)
    public static let ianIang = PinyinFuzzyRules(rawValue: 1 << 9)
    public static let uanUang = PinyinFuzzyRules(rawValue: 1 << 10)

    public static let all: PinyinFuzzyRules = [.zZh, .cCh, .sSh, .nL, .lR, .fH, .anAng, .enEng, .inIng, .ianIang, .uanUang]

    /// Every rule with its name (as the CLI spells it) and the two spellings it joins; initials
    /// first, then finals.
    public static let named: [(name: String, rule: PinyinFuzzyRules, a: String, b: String, isInitial: Bool)] = [
        ("z-zh", .zZh, "z", "zh", true), ("c-ch", .cCh, "c", "ch", true), ("s-sh", .sSh, "s", "sh", true),
        ("n-l", .nL, "n", "l", true), ("l-r", .lR, "l", "r", true), ("f-h", .fH, "f", "h", true),
        ("an-ang", .anAng, "an", "ang", false), ("en-eng", .enEng, "en", "eng", false), ("in-ing", .inIng, "in", "ing", false),
        ("ian-iang", .ianIang, "ian", "iang", false), ("uan-uang", .uanUang, "uan", "uang", false),
    ]

    /// The rules named in a comma-separated list (`z-zh,an-ang`, or `all`), or the first name
    /// that is not a rule.
    public static func parse(_ list: String) -> Result<PinyinFuzzyRules, UnknownRule> {
        var rules: PinyinFuzzyRules = []
        for name in list.split(separator: ",").map({ $0.trimmingSpaces }) where !name.isEmpty {
            if name == "all" { rules.formUnion(.all); continue }
            guard let rule = named.first(where: { $0.name == name })?.rule else { return .failure(UnknownRule(name: String(name))) }
            rules.insert(rule)
        }
        return .success(rules)
    }

    public struct UnknownRule: Error, Hashable, Sendable { public var name: String }

    /// The other spellings `syllable` may stand for under these rules (not checked against the
    /// syllable inventory; the caller keeps those that exist).
    ///
    /// - Complexity: O(*r*) in the rules, each applied to the initial and the final at most once.
    func variants(of syllable: String) -> [String] {
        guard !isEmpty else { return [] }
        // Initial and final alternatives, then every combination.
        var initials: [Substring] = [], finals: [Substring] = []
        let initialLength = syllable.hasPrefix("zh") || syllable.hasPrefix("ch") || syllable.hasPrefix("sh") ? 2
            : (syllable.first.map { !"aeiou".contains($0) } ?? false) ? 1 : 0
        let initial = syllable.prefix(initialLength), final = syllable.dropFirst(initialLength)
        initials.append(initial)
        finals.append(final)
        for entry in Self.named where contains(entry.rule) {
            if entry.isInitial {
                if initial == entry.a {
                    initials.append(Substring(entry.b))
                } else if initial == entry.b { initials.append(Substring(entry.a)) }
            } else {
                // Finals match at the end: `ian` in `xian`, `an` in `fan` (not in `xian`, which `ian-iang` covers).
                if final == entry.a || (final.hasSuffix(entry.a) && !Self.isLongerFinal(final, entry.a)) {
                    finals.append(final.dropLast(entry.a.count) + entry.b)
                } else if final == entry.b || (final.hasSuffix(entry.b) && !Self.isLongerFinal(final, entry.b)) {
                    finals.append(final.dropLast(entry.b.count) + entry.a)
                }
            }
        }
        var result: [String] = []
        for i in initials { for f in finals where !(i == initial && f == final) { result.append(String(i + f)) } }
        return result
    }

    /// Whether `final` ends in a longer final of its own rule (`ian` for `an`, `uan` for `an`).
    private static func isLongerFinal(_ final: Substring, _ ending: String) -> Bool {
        named.contains { !$0.isInitial && $0.a.count > ending.count && ($0.a.hasSuffix(ending) || $0.b.hasSuffix(ending))
                         && (final.hasSuffix($0.a) || final.hasSuffix($0.b)) }
    }
}

extension Substring {
    fileprivate var trimmingSpaces: Substring {
        var s = self
        while s.first == " " { s.removeFirst() }
        while s.last == " " { s.removeLast() }
        return s
    }
}
