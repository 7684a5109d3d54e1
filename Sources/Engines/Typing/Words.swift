/// Words in typed text, as the typing components see them: runs of letters, marks and digits,
/// with apostrophes inside (`don't`, `l’été`); a hyphen or a period ends a word.
public enum Words {
    /// Whether a character can be part of a word: a letter, a digit, a combining mark.
    public static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber
            || character.unicodeScalars.contains { $0.properties.generalCategory == .nonspacingMark
                                                   || $0.properties.generalCategory == .spacingMark }
    }

    /// The run of word characters at the end of `text`, with apostrophes inside it.
    public static func trailingWord(_ text: some StringProtocol) -> String {
        let text = Substring(text)
        var start = text.endIndex
        var index = text.endIndex
        while index > text.startIndex {
            let previous = text.index(before: index)
            let character = text[previous]
            if isWordCharacter(character) {
                start = previous
            } else if !(character == "'" || character == "’") || start == text.endIndex {
                break
            }
            index = previous
        }
        return String(text[start...])
    }

    /// The text cut into runs of word characters (apostrophes inside words included) and the rest.
    public static func runs(_ text: String) -> [(isWord: Bool, text: Substring)] {
        var runs: [(isWord: Bool, text: Substring)] = []
        var start = text.startIndex
        var inWord: Bool?
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            let next = text.index(after: index)
            var isWord = isWordCharacter(character)
            if !isWord, character == "'" || character == "’", inWord == true, next < text.endIndex,
                isWordCharacter(text[next]) { isWord = true }
            if let current = inWord, current != isWord {
                runs.append((current, text[start..<index]))
                start = index
            }
            inWord = isWord
            index = next
        }
        if let inWord, start < text.endIndex { runs.append((inWord, text[start...])) }
        return runs
    }

    /// Whether typing `output` ends the word before it: closing and sentence punctuation.
    /// Apostrophes and hyphens are inside words (`don't`, `well-known`).
    public static func isEnding(_ output: String) -> Bool {
        guard let first = output.unicodeScalars.first, output.unicodeScalars.count == 1 else { return false }
        return ".,;:!?)]}\"»›…”。、，！？".unicodeScalars.contains(first)
    }
}

extension StringProtocol {
    /// Typographic apostrophes as word lists spell them (`don’t` → `don't`).
    public func replacingApostrophes() -> String { String(self).replacingCharacter("’", with: "'") }

    /// Every `target` replaced by `replacement`.
    public func replacingCharacter(_ target: Character, with replacement: Character) -> String {
        String(map { $0 == target ? replacement : $0 })
    }
}
