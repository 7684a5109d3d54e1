/// Upper- and lowercasing by Unicode's rules for a language, from generated tables
/// (`Generated/CaseTables.swift`: UnicodeData's simple mappings and SpecialCasing.txt's full
/// ones), not from the runtime: Turkish and Azerbaijani pair dotted and dotless i (`i` ↔ `İ`,
/// `ı` ↔ `I`), Lithuanian keeps the dot of i under accents when lowercasing (`Ì` → `i̇̀`), Greek
/// ends a word in ς, and ß capitalises as SS.
///
/// ```swift
/// CaseMapping.uppercase("istanbul", locale: "tr")   // "İSTANBUL"
/// CaseMapping.lowercase("ΟΔΟΣ", locale: "el")        // "οδος"
/// CaseMapping.uppercase("straße", locale: "de")      // "STRASSE"
/// ```
public enum CaseMapping {
    /// - Complexity: O(*n*) in the text's scalars.
    public static func uppercase(_ text: String, locale: String) -> String { map(text, locale: locale, upper: true) }

    /// - Complexity: O(*n*) in the text's scalars.
    public static func lowercase(_ text: String, locale: String) -> String { map(text, locale: locale, upper: false) }

    static func map(_ text: String, locale: String, upper: Bool) -> String {
        lazy var language = Self.language(of: locale)   // only a special rule needs it
        let scalars = Array(text.unicodeScalars)
        let data = CaseData.shared
        var result = String.UnicodeScalarView()
        for index in scalars.indices {
            let value = scalars[index].value
            let rule = data.special[value]?.first { entry in
                (entry.language == nil || entry.language == language) && entry.condition.map { holds($0, at: index, in: scalars) } ?? true
            }
            if let rule {
                result.append(contentsOf: upper ? rule.upper : rule.lower)
            } else if let mapped = (upper ? data.upper : data.lower)[value], let scalar = Unicode.Scalar(mapped) {
                result.append(scalar)
            } else {
                result.append(scalars[index])
            }
        }
        return String(result)
    }

    /// The language subtag of a BCP 47 tag, lower-cased (`tr-TR` → `tr`).
    static func language(of locale: String) -> String {
        let subtag = locale.prefix { $0 != "-" && $0 != "_" }
        return subtag.utf8.contains(where: { (0x41...0x5A).contains($0) }) ? subtag.lowercased() : String(subtag)
    }

    static func combiningClass(_ scalar: Unicode.Scalar) -> UInt8 { scalar.properties.canonicalCombiningClass.rawValue }

    /// SpecialCasing.txt's contexts, as its header defines them.
    static func holds(_ condition: CaseData.Condition, at index: Int, in scalars: [Unicode.Scalar]) -> Bool {
        switch condition {
        case .finalSigma:
            // A cased letter before (case-ignorable ones may intervene), none after.
            let before = scalars[..<index].reversed().first { !$0.properties.isCaseIgnorable }
            let after = scalars[(index + 1)...].first { !$0.properties.isCaseIgnorable }
            return before?.properties.isCased == true && after?.properties.isCased != true
        case .afterSoftDotted:
            for scalar in scalars[..<index].reversed() {
                if CaseData.shared.isSoftDotted(scalar.value) { return true }
                let ccc = combiningClass(scalar)
                if ccc == 0 || ccc == 230 { return false }
            }
            return false
        case .moreAbove:
            for scalar in scalars[(index + 1)...] {
                let ccc = combiningClass(scalar)
                if ccc == 230 { return true }
                if ccc == 0 { return false }
            }
            return false
        case .afterI:
            for scalar in scalars[..<index].reversed() {
                if scalar == "I" { return true }
                let ccc = combiningClass(scalar)
                if ccc == 0 || ccc == 230 { return false }
            }
            return false
        case .notBeforeDot:
            for scalar in scalars[(index + 1)...] {
                if scalar == "\u{307}" { return false }
                let ccc = combiningClass(scalar)
                if ccc == 0 || ccc == 230 { return true }
            }
            return true
        }
    }
}

/// The generated tables, parsed once.
struct CaseData: Sendable {
    enum Condition: String, Sendable {
        case finalSigma = "Final_Sigma", afterSoftDotted = "After_Soft_Dotted", moreAbove = "More_Above"
        case afterI = "After_I", notBeforeDot = "Not_Before_Dot"
    }

    struct Entry: Sendable {
        var lower: [Unicode.Scalar]
        var upper: [Unicode.Scalar]
        var language: String?
        var condition: Condition?
    }

    let upper: [UInt32: UInt32]
    let lower: [UInt32: UInt32]
    /// Entries by code point, language-specific ones first (they win where they apply).
    let special: [UInt32: [Entry]]
    let softDotted: [ClosedRange<UInt32>]

    static let shared = CaseData()

    init() {
        func pairs(_ text: String) -> [UInt32: UInt32] {
            var table: [UInt32: UInt32] = [:]
            for item in text.split(separator: ";") {
                let parts = item.split(separator: ",")
                if parts.count == 2, let key = UInt32(parts[0], radix: 16), let value = UInt32(parts[1], radix: 16) { table[key] = value }
            }
            return table
        }
        upper = pairs(CaseTables.simpleUppercase)
        lower = pairs(CaseTables.simpleLowercase)
        func scalars(_ text: Substring) -> [Unicode.Scalar] {
            text.split(separator: " ").compactMap { UInt32($0, radix: 16).flatMap(Unicode.Scalar.init) }
        }
        var special: [UInt32: [Entry]] = [:]
        for item in CaseTables.special.split(separator: ";") {
            let parts = item.split(separator: ":", omittingEmptySubsequences: false)
            guard parts.count == 4, let key = UInt32(parts[0], radix: 16) else { continue }
            var language: String?, condition: Condition?
            for word in parts[3].split(separator: " ") {
                if let known = Condition(rawValue: String(word)) { condition = known } else { language = String(word) }
            }
            special[key,
                    default: []].append(Entry(lower: scalars(parts[1]), upper: scalars(parts[2]), language: language, condition: condition))
        }
        self.special = special.mapValues { $0.sorted { ($0.language != nil ? 0 : 1) < ($1.language != nil ? 0 : 1) } }
        softDotted = CaseTables.softDotted.split(separator: ";").compactMap { item in
            let parts = item.split(separator: ",")
            guard parts.count == 2, let lo = UInt32(parts[0], radix: 16), let hi = UInt32(parts[1], radix: 16), lo <= hi else { return nil }
            return lo...hi
        }
    }

    func isSoftDotted(_ value: UInt32) -> Bool { softDotted.contains { $0.contains(value) } }
}

/// Upper-casing as a keyboard's shift key does it, by the language's rules (``CaseMapping``):
/// Turkish and Azerbaijani `i` → `İ`. A character whose capital is more than one character
/// (`ß` → `SS`) stays as it is: a key types one thing. Text of more than one character (a
/// `.com` key, a word) stays as written, as on iPhone and in AOSP; a layout that wants another
/// shifted form gives it (`shifted`).
///
/// ```swift
/// shiftedForm(of: "i", locale: "tr")      // "İ"
/// shiftedForm(of: "i", locale: "en-US")   // "I"
/// shiftedForm(of: "ß", locale: "de")      // "ß"
/// shiftedForm(of: ".com", locale: "en-US")   // ".com"
/// ```
public func shiftedForm(of text: String, locale: String) -> String {
    // The common case, an ASCII letter, without building anything (Turkic i aside).
    let utf8 = text.utf8
    if utf8.count == 1, let byte = utf8.first, byte < 0x80 {
        guard (0x61...0x7A).contains(byte) else { return text }
        if byte == 0x69 {
            let language = CaseMapping.language(of: locale)
            if language == "tr" || language == "az" { return "İ" }
        }
        return String(Character(Unicode.Scalar(byte - 0x20)))
    }
    // One scalar with no special rule: the simple mapping, whatever the language.
    var iterator = text.unicodeScalars.makeIterator()
    if let only = iterator.next(), iterator.next() == nil, CaseData.shared.special[only.value] == nil {
        return CaseData.shared.upper[only.value].flatMap(Unicode.Scalar.init).map { String(Character($0)) } ?? text
    }
    guard text.count == 1 else { return text }
    let upper = CaseMapping.uppercase(text, locale: locale)
    return upper.count == 1 && upper.unicodeScalars.count <= text.unicodeScalars.count ? upper : text
}
