extension Diagnostic {
    /// The most characters of a quoted value a message shows.
    public static let longestQuote = 48

    /// `message` with every quoted value ('…') longer than ``longestQuote`` cut to its start and
    /// its length: `label 'yyyy…' (200000 characters)`.
    ///
    /// - Complexity: O(*n*) in the message's length.
    static func shorteningQuotes(_ message: String) -> String {
        guard message.unicodeScalars.count > longestQuote else { return message }
        var result = String.UnicodeScalarView()
        var quoted: [Unicode.Scalar] = []
        var inQuote = false
        for scalar in message.unicodeScalars {
            guard scalar == "'" else {
                if inQuote { quoted.append(scalar) } else { result.append(scalar) }
                continue
            }
            if inQuote {
                if quoted.count > longestQuote {
                    result.append(contentsOf: quoted.prefix(longestQuote - 8))
                    result.append(contentsOf: "…' (\(quoted.count) characters)".unicodeScalars)
                } else {
                    result.append(contentsOf: quoted)
                    result.append("'")
                }
                quoted = []
            } else {
                result.append("'")
            }
            inQuote.toggle()
        }
        if inQuote { result.append(contentsOf: quoted) }
        return String(result)
    }

    /// Diagnostics as a person should read them: those of one rule at one place (a label too
    /// wide on every device and orientation) become one, with a note saying how many more there
    /// were; and past `limit` of one rule in one file (a row of a thousand unknown keys), the
    /// rest are counted in a note on the last one shown. Order is kept; an error always stays.
    ///
    /// - Complexity: O(*n*) in the diagnostics.
    public static func condensed(_ diagnostics: [Diagnostic], limit: Int = 20) -> [Diagnostic] {
        struct Place: Hashable { var rule: String; var range: SourceRange }
        struct RuleInFile: Hashable { var rule: String; var file: String }
        var firstAt: [Place: Int] = [:], repeatsAt: [Int: Int] = [:]
        var kept: [Diagnostic] = []
        for diagnostic in diagnostics {
            let place = Place(rule: diagnostic.rule, range: diagnostic.range)
            if let index = firstAt[place] {
                repeatsAt[index, default: 0] += 1
                if diagnostic.severity == .error { kept[index].severity = .error }
                continue
            }
            firstAt[place] = kept.count
            kept.append(diagnostic)
        }
        for (index, count) in repeatsAt {
            kept[index].notes.append(Note(message: "and \(count) more like it here (other keyboard types, devices, orientations or layers)",
                                          range: kept[index].range))
        }
        var shown: [RuleInFile: Int] = [:], lastShown: [RuleInFile: Int] = [:], hidden: [RuleInFile: Int] = [:]
        var result: [Diagnostic] = []
        for diagnostic in kept {
            let key = RuleInFile(rule: diagnostic.rule, file: diagnostic.range.file)
            if shown[key, default: 0] >= limit {
                hidden[key, default: 0] += 1
                if diagnostic.severity == .error, let last = lastShown[key] { result[last].severity = .error }
                continue
            }
            shown[key, default: 0] += 1
            lastShown[key] = result.count
            result.append(diagnostic)
        }
        for (key, count) in hidden {
            guard let last = lastShown[key] else { continue }
            result[last].notes.append(Note(message: "and \(count) more [\(key.rule)] in this file", range: result[last].range))
        }
        return result
    }
}
