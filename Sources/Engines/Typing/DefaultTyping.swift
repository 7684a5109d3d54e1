public import InputMethodCore

/// What a key does when no component or input method takes it: text typed as it is (with smart
/// punctuation where the settings and traits allow), backspace, a space (two after a word type
/// ". ", iOS's "." shortcut), a new line.
public enum DefaultTyping {
    /// The edits of `event` at the caret of `context`; none for events that type nothing.
    public static func edits(for event: InputEvent, in context: TypingContext) -> [TextEdit] {
        switch event {
        case .key(let key):
            [typing(key.output, in: context)]
        case .backspace:
            [.deleteBackward]
        case .space:
            [doubleSpaceAllowed(in: context) && doubleSpaceTarget(in: context) ? .replace(before: " ", with: ". ") : .insert(" ")]
        case .return:
            [.insert("\n")]
        case .selectCandidate, .selectFollowOn, .forgetCandidate, .stroke, .endOfCharacter, .command:
            []
        }
    }

    /// Types text, with smart punctuation: straight quotes become the language's quotation marks
    /// (opening at the start of a word, closing after one; a single quote after a letter is the
    /// apostrophe ’), and a hyphen typed after a hyphen makes an em dash.
    public static func typing(_ text: String, in context: TypingContext) -> TextEdit {
        guard context.settings.smartPunctuation, text.count == 1, let character = text.first, "\"'-".contains(character) else {
            return .insert(text)
        }
        let before = context.text(before: 4).last
        let traits = context.traits
        if character == "-" {
            if traits.areSmartDashesEnabled, before == "-", !context.hasSelection, !context.isComposing {
                return .replace(before: "-", with: "—")
            }
            return .insert(text)
        }
        guard traits.areSmartQuotesEnabled else { return .insert(text) }
        let marks = QuotationMarks(language: context.locale)
        let opening = before.map { $0.isWhitespace || "([{<«‹“‘„‚—–-/".contains($0) } ?? true
        if character == "'", before?.isLetter == true {
            // After a letter, an apostrophe (it’s, l’été), in every language.
            return .insert("’")
        }
        let double = character == "\""
        return .insert(String(opening ? (double ? marks.open : marks.openSingle) : (double ? marks.close : marks.closeSingle)))
    }

    /// Whether the "." shortcut may act here: the setting is on, and the field is not secure, a
    /// pad, an address or a search, nor one that turns smart insertion off.
    static func doubleSpaceAllowed(in context: TypingContext) -> Bool {
        let type = context.traits.keyboardType
        return context.settings.periodShortcut && !context.isSecure && !type.isPad && type != .URL && type != .emailAddress
            && type != .webSearch && context.traits.smartInsertDeleteType != .no
    }

    /// Whether the caret follows a space that follows a letter or digit (that space becomes ". ").
    static func doubleSpaceTarget(in context: TypingContext) -> Bool {
        guard !context.hasSelection, !context.isComposing else { return false }
        let scalars = Array(context.text(before: 8).unicodeScalars)
        guard scalars.count >= 2, scalars[scalars.count - 1] == " " else { return false }
        let previous = scalars[scalars.count - 2].properties
        return previous.isAlphabetic || previous.numericType != nil
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
