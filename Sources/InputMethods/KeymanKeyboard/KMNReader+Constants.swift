import SourceDiagnostics

/// Named constants Keyman predefines (the language guide's "Named Constants") and those a
/// program includes from a file (`&includecodes`).
extension KMNReader {
    static let hangulInitials = ["G", "GG", "N", "D", "DD", "R", "M", "B", "BB", "S", "SS", "", "J", "JJ", "C", "K", "T", "P", "H"]
    static let hangulVowels = ["A", "AE", "YA", "YAE", "EO", "E", "YEO", "YE", "O", "WA", "WAE", "OE", "YO", "U", "WEO", "WE", "WI",
                               "YU", "EU", "YI", "I"]
    static let hangulFinals = ["", "G", "GG", "GS", "N", "NJ", "NH", "D", "L", "LG", "LM", "LB", "LS", "LT", "LP", "LH", "M", "B",
                               "BS", "S", "SS", "NG", "J", "C", "K", "T", "P", "H"]

    /// `HANGUL_SYLLABLE_<initial><vowel><final>` (any case): the precomposed syllable, as
    /// Unicode composes it (`HANGUL_SYLLABLE_HAN` is 한, `HANGUL_SYLLABLE_A` 아); `nil` for any
    /// other name. The initial is the letters before the first vowel letter (A E I O U W Y, which
    /// no initial or final uses), the vowel the run of vowel letters, the final the rest.
    static func hangulSyllable(named name: String) -> Unicode.Scalar? {
        let prefix = "HANGUL_SYLLABLE_"
        let upper = name.uppercased()
        guard upper.hasPrefix(prefix) else { return nil }
        let parts = Array(upper.dropFirst(prefix.count))
        let isVowelLetter: (Character) -> Bool = { "AEIOUWY".contains($0) }
        let vowelStart = parts.firstIndex(where: isVowelLetter) ?? parts.count
        let vowelEnd = parts[vowelStart...].firstIndex { !isVowelLetter($0) } ?? parts.count
        guard let initial = hangulInitials.firstIndex(of: String(parts[..<vowelStart])),
              let vowel = hangulVowels.firstIndex(of: String(parts[vowelStart..<vowelEnd])),
              let final = hangulFinals.firstIndex(of: String(parts[vowelEnd...])) else { return nil }
        return Unicode.Scalar(UInt32(0xAC00 + (initial * 21 + vowel) * 28 + final))
    }
}

extension KMNReader.Reader {
    /// Reads the file `&includecodes` names (`####;NAME;…` lines, as in UnicodeData.txt: a code
    /// of four to six hexadecimal digits, a name of letters, digits, spaces and underscores,
    /// spaces read as underscores; further fields ignored) into ``includedCodes``. A line
    /// whose name has other characters (`<control>`) gives no constant; a line whose code is not
    /// one is an error naming its line; either, and a file that cannot be read, is said at the store.
    mutating func loadIncludedCodes() {
        guard let statement = storeStatements.first(where: { $0.name == "&includecodes" }) else { return }
        let written = String(String.UnicodeScalarView(statement.tokens.flatMap { token -> [Unicode.Scalar] in
            if case .string(let characters) = token.kind { characters } else { [] }
        }))
        let name = String(written.map { $0 == "\\" ? "/" : $0 })
        guard !name.isEmpty else { return }
        guard let text = include(name) else {
            let tokens = statement.statement.tokens
            error("kmn-undefined", "&includecodes names '\(name)', which cannot be read beside the program", at: tokens[0], tokens.last)
            return
        }
        let folder = file.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        let path = folder.isEmpty ? name : folder + "/" + name
        guard text.utf8.count <= KMNReader.maximumBytes else {
            let tokens = statement.statement.tokens
            error("file-too-large", "\(path) is \(text.utf8.count) bytes; the limit is \(KMNReader.maximumBytes)", at: tokens[0],
                  tokens.last)
            return
        }
        let allowed = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_ ")
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let fields = line.split(separator: ";", maxSplits: 2, omittingEmptySubsequences: false)
            let code = Self.trimmed(fields[0])
            if code.isEmpty || code.hasPrefix("#") { continue }
            guard (4...6).contains(code.count), code.allSatisfy(\.isHexDigit), let value = UInt32(code, radix: 16),
                  let scalar = Unicode.Scalar(value) else {
                // Said at the store (a report lists the program's findings), naming the line.
                let tokens = statement.statement.tokens
                error("kmn-syntax", "\(path):\(index + 1): '\(code)' is not a character code of four to six hexadecimal digits",
                      at: tokens[0], tokens.last)
                continue
            }
            guard fields.count > 1 else { continue }
            let constant = Self.trimmed(fields[1]).uppercased()
            guard !constant.isEmpty, constant.allSatisfy(allowed.contains) else { continue }
            let key = String(constant.map { $0 == " " ? "_" : $0 })
            includedCodes[key] = includedCodes[key] ?? scalar
        }
    }

    /// The text without spaces, tabs and carriage returns around it.
    static func trimmed(_ text: Substring) -> String {
        let blank: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" }
        return String(text.drop(while: blank).reversed().drop(while: blank).reversed())
    }
}
