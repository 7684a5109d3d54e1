import TextEditing
import InputMethodCore

/// What keys do with no input method, or when the method leaves a key to the host: text typed
/// as it is, backspace, return, and the "." shortcut (two spaces after a word type ". ").
extension InputHost {
    /// What the container does without a method.
    func defaultAction(_ event: InputEvent, in container: TextContainer) {
        switch event {
        case .key(let key):
            typeSmartly(key.output, in: container)
        case .backspace:
            container.deleteBackward()
        case .space:
            if doubleSpaceInsertsPeriod && doubleSpaceAllowed(in: container), let range = doubleSpaceTarget(in: container) {
                container.replace(range, with: ". ")
            } else {
                container.insertText(" ")
            }
        case .return:
            container.insertText("\n")
        case .selectCandidate, .selectFollowOn, .forgetCandidate, .stroke, .endOfCharacter, .command:
            break
        }
    }

    /// Types text, with smart punctuation where the settings and traits allow: straight quotes
    /// become the language's quotation marks (opening at the start of a word, closing after one;
    /// a single quote after a letter is the apostrophe ’), and a hyphen typed after a hyphen makes an em dash.
    func typeSmartly(_ text: String, in container: TextContainer) {
        guard settings.smartPunctuation, text.count == 1, let character = text.first, "\"'-".contains(character) else {
            container.insertText(text)
            return
        }
        let before = container.textBeforeSelection(limit: 4).last
        let traits = container.traits
        if character == "-" {
            let caret = container.selectedRange.lowerBound
            if traits.areSmartDashesEnabled, before == "-", container.selectedRange.isEmpty, container.markedRange == nil {
                container.replace((caret - 1)..<caret, with: "—")
            } else {
                container.insertText(text)
            }
            return
        }
        guard traits.areSmartQuotesEnabled else {
            container.insertText(text)
            return
        }
        let marks = QuotationMarks(language: keyboard?.locale ?? layout)
        let opening = before.map { $0.isWhitespace || "([{<«‹“‘„‚—–-/".contains($0) } ?? true
        if character == "'", before?.isLetter == true {
            // After a letter, an apostrophe (it’s, l’été), in every language.
            container.insertText("’")
            return
        }
        let double = character == "\""
        container.insertText(String(opening ? (double ? marks.open : marks.openSingle) : (double ? marks.close : marks.closeSingle)))
    }

    func doubleSpaceAllowed(in container: TextContainer) -> Bool {
        let type = container.traits.keyboardType
        return !container.isSecure && !type.isPad && type != .URL && type != .emailAddress && type != .webSearch
            && container.traits.smartInsertDeleteType != .no
    }

    /// The space to turn into ". ": the caret follows a space that follows a letter or digit.
    func doubleSpaceTarget(in container: TextContainer) -> Range<Int>? {
        guard container.selectedRange.isEmpty, container.markedRange == nil else { return nil }
        let before = container.textBeforeSelection(limit: 8)
        let scalars = Array(before.unicodeScalars)
        guard scalars.count >= 2, scalars[scalars.count - 1] == " " else { return nil }
        let previous = scalars[scalars.count - 2].properties
        guard previous.isAlphabetic || previous.numericType != nil else { return nil }
        let caret = container.selectedRange.lowerBound
        return (caret - 1)..<caret
    }
}

/// A language's quotation marks (CLDR's `delimiters`), for smart punctuation.
struct QuotationMarks {
    var open: Character, close: Character, openSingle: Character, closeSingle: Character

    init(language tag: String) {
        let language = tag.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init) ?? tag
        switch language {
        case "de", "cs", "sk", "sl", "is", "lt", "hr", "bs", "sr", "et", "ka", "bg":
            (open, close, openSingle, closeSingle) = ("„", "“", "‚", "‘")
        case "pl", "hu", "ro":
            (open, close, openSingle, closeSingle) = ("„", "”", "«", "»")
        case "fr", "es", "it", "ca", "el", "eu", "gl", "hy", "fa", "ar", "ug":
            (open, close, openSingle, closeSingle) = ("«", "»", "“", "”")
        case "ru", "uk", "be", "kk", "ky", "uz":
            (open, close, openSingle, closeSingle) = ("«", "»", "„", "“")
        case "sv", "fi":
            (open, close, openSingle, closeSingle) = ("”", "”", "’", "’")
        case "nb", "no", "nn":
            (open, close, openSingle, closeSingle) = ("«", "»", "‘", "’")
        case "he":
            (open, close, openSingle, closeSingle) = ("”", "”", "’", "’")
        case "ja", "zh":
            (open, close, openSingle, closeSingle) = ("「", "」", "『", "』")
        default:
            (open, close, openSingle, closeSingle) = ("“", "”", "‘", "’")
        }
    }
}
