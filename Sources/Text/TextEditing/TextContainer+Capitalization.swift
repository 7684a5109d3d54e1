import TextInputTraits
import TextSegmentation

extension TextContainer {
    /// Whether the next letter typed at the caret is capitalised, by the effective
    /// autocapitalization of the traits: `AutocapitalizationType/words` at the start of a
    /// paragraph or after white space; `AutocapitalizationType/sentences` where a sentence
    /// starts by the Unicode sentence rules (UAX #29), not by looking for a full stop — so
    /// "Hello. |" and "e.g. |" capitalise, "Hello.|" and "3.|" do not.
    public var shouldCapitalizeNextLetter: Bool {
        let caret = selectedRange.lowerBound
        let key = CapitalizationKey(revision: storage.revision, caret: caret, type: traits.effectiveAutocapitalizationType)
        if let known = capitalization, known.key == key { return known.value }
        let value = computeShouldCapitalizeNextLetter(at: caret)
        capitalization = (key, value)
        return value
    }

    /// What a ``shouldCapitalizeNextLetter`` answer was computed from: the session asks several
    /// times per key (the shift state, each typing component's context).
    struct CapitalizationKey: Equatable {
        var revision: Int
        var caret: Int
        var type: AutocapitalizationType
    }

    private func computeShouldCapitalizeNextLetter(at caret: Int) -> Bool {
        // The sentence rules look back over a terminator, closing punctuation and spaces: the
        // last 64 units of the paragraph are enough context.
        let paragraph = tokenizer.boundedParagraph(containing: caret, reach: 64)
        let start = tokenizer.graphemeBoundary(near: paragraph.lowerBound, roundingUp: true)
        let before = storage.string(in: start..<caret)
        switch traits.effectiveAutocapitalizationType {
        case .none: return false
        case .allCharacters: return true
        case .words: return before.last?.isWhitespace ?? true
        case .sentences:
            if before.allSatisfy(\.isWhitespace) { return true }
            // Probe with a capital letter at the caret: a sentence boundary before it means a
            // sentence starts here.
            let length = before.utf16.count
            return Segmenter.boundaries(.sentence, in: before + "A").contains(length)
        }
    }
}
