/// The tags a locale falls back through to find a keyboard, as CLDR's locale inheritance does:
/// the tag itself, its script made explicit where the language is written in more than one
/// (`zh-TW` → `zh-Hant-TW`), then its parents: CLDR's explicit parent locales (`es-AR` →
/// `es-419`, `no` and `nn` → `nb`) or else the tag less its last subtag (`tr-TR` → `tr`). A
/// script is dropped only when it is the language's likely one (`zh-Hans` → `zh`): CLDR's parent
/// of `zh-Hant` is the root, not `zh` (which is written in Simplified characters), so a
/// Traditional locale never reaches a Simplified keyboard.
///
/// ```swift
/// LocaleFallback.chain(for: "es-AR")   // ["es-ar", "es-419", "es"]
/// LocaleFallback.chain(for: "zh-HK")   // ["zh-hk", "zh-hant-hk", "zh-hant"]
/// LocaleFallback.chain(for: "nn-NO")   // ["nn-no", "nn", "nb"]
/// ```
///
/// Tags are compared lower-cased with `_` read as `-` (`Swift/String/normalisedLocale`).
public enum LocaleFallback {
    /// The chain for a tag, most specific first, without repeats.
    ///
    /// - Complexity: O(*k*) in the number of subtags.
    public static func chain(for tag: String) -> [String] {
        var chain: [String] = []
        var next: String? = tag.normalisedLocale
        while let current = next, !current.isEmpty, !chain.contains(current), chain.count < 16 {
            chain.append(current)
            if let explicit = likelyScript(of: current), !chain.contains(explicit) {
                next = explicit
            } else {
                next = parent(of: current)
            }
        }
        return chain
    }

    /// The parent of a tag: CLDR's explicit parent, else the tag less its last subtag unless
    /// that subtag is a script other than the language's likely one (`zh-hans` → `zh`, which is
    /// written in Simplified characters; `zh-hant` → the root); `nil` at the top.
    public static func parent(of tag: String) -> String? {
        let tag = tag.normalisedLocale
        if let explicit = parents[tag] { return explicit }
        let subtags = tag.split(separator: "-")
        guard subtags.count > 1, let last = subtags.last else { return nil }
        if isScript(last) {
            guard subtags.count == 2, likelyScripts[String(subtags[0])]?.default == String(last) else { return nil }
        }
        return subtags.dropLast().joined(separator: "-")
    }

    /// The tag with its script made explicit, for languages written in more than one script
    /// (CLDR's likely subtags); `nil` when it names one already or the language has one.
    static func likelyScript(of tag: String) -> String? {
        let subtags = tag.split(separator: "-").map(String.init)
        guard let language = subtags.first, let scripts = likelyScripts[language] else { return nil }
        guard subtags.dropFirst().allSatisfy({ !isScript(Substring($0)) }) else { return nil }
        let region = subtags.dropFirst().first { $0.count == 2 || ($0.count == 3 && $0.allSatisfy(\.isNumber)) }
        let script = region.flatMap { scripts.byRegion[$0] } ?? scripts.default
        return ([language, script] + subtags.dropFirst()).joined(separator: "-")
    }

    static func isScript(_ subtag: Substring) -> Bool { subtag.count == 4 && subtag.allSatisfy(\.isLetter) }

    /// CLDR's likely scripts of the languages the bundled layouts write in more than one script
    /// (`supplemental/likelySubtags.xml`: zh → Hans, zh-TW/HK/MO → Hant; sr → Cyrl).
    static let likelyScripts: [String: (default: String, byRegion: [String: String])] = [
        "zh": ("hans", ["tw": "hant", "hk": "hant", "mo": "hant"]),
    ]

    /// CLDR's explicit parent locales (`supplemental/supplementalData.xml`, `<parentLocales>`)
    /// that change which keyboard a tag finds, and the Norwegian macrolanguage: `no` (and
    /// Nynorsk, which no bundled layout has) fall back to Bokmål, as iOS and Android offer it.
    static let parents: [String: String] = {
        var table: [String: String] = ["no": "nb", "nn": "nb", "zh-hant-mo": "zh-hant-hk"]
        // Latin-American and other American Spanish: es-419 (es-419's own parent is es).
        for region in ["ar", "bo", "br", "bz", "cl", "co", "cr", "cu", "do", "ec", "gt", "hn", "mx", "ni", "pa", "pe", "pr", "py", "sv",
                       "us", "uy", "ve"] {
            table["es-\(region)"] = "es-419"
        }
        // Portuguese outside Brazil: pt-PT.
        for region in ["ao", "ch", "cv", "fr", "gq", "gw", "lu", "mo", "mz", "st", "tl"] {
            table["pt-\(region)"] = "pt-pt"
        }
        return table
    }()
}
