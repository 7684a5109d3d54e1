import KeyboardModel
import Typing

/// What a prediction is asked for: the words before the caret in its sentence and the part of a
/// word typed so far, read from the text before the caret as the keyboard cuts words
/// (``Words``): letters, marks and digits with apostrophes inside; a word with a digit in it is
/// left out (nothing is predicted from `2019`); `.`, `!`, `?` or `…` followed by white space
/// ends a sentence (`U.S.` does not).
///
/// ```swift
/// PredictionQuery(textBefore: "Thank ", locale: "en")         // words ["thank"], partial ""
/// PredictionQuery(textBefore: "I would li", locale: "en")     // words ["i", "would"], partial "li"
/// ```
public struct PredictionQuery: Hashable, Sendable {
    /// The words of the sentence before the one being typed, lower case, oldest first.
    public var words: [String]
    /// What was typed of the word at the caret, as typed (empty after a space or punctuation).
    public var partial: String

    public init(words: [String], partial: String = "") {
        self.words = words
        self.partial = partial
    }

    /// The query for the caret at the end of `textBefore`; words are lower-cased by the
    /// language's rules (`locale`: Turkish `I` → `ı`), apostrophes written `'`.
    public init(textBefore: String, locale: String) {
        let text = textBefore.replacingApostrophes()
        var sentence = Substring(text)
        var index = text.endIndex
        while index > text.startIndex {
            let previous = text.index(before: index)
            if Self.endsSentence(text[previous]), index < text.endIndex, text[index].isWhitespace {
                sentence = text[index...]
                break
            }
            index = previous
        }
        var runs = Words.runs(String(sentence))
        var partial = ""
        if let last = runs.last, last.isWord {
            partial = String(last.text)
            runs.removeLast()
        } else if let last = runs.last, last.text == "'", runs.count >= 2, runs[runs.count - 2].isWord {
            partial = String(runs[runs.count - 2].text) + "'"   // `don'`: the apostrophe of a word being typed
            runs.removeLast(2)
        }
        words = runs.filter { $0.isWord && !$0.text.contains(where: \.isNumber) }
            .map { CaseMapping.lowercase(String($0.text), locale: locale) }
        self.partial = partial
    }

    /// Whether the caret is at the start of a sentence (no word before it in the sentence).
    public var startsSentence: Bool { words.isEmpty }

    static func endsSentence(_ character: Character) -> Bool {
        character == "." || character == "!" || character == "?" || character == "…"
    }
}
