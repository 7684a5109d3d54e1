/// What a typing component answers: edits for the session to apply, in order, and the bar.
public struct TypingResult: Hashable, Sendable {
    /// Edits at the caret, applied in order; an edit the field refuses is skipped.
    public var edits: [TextEdit]
    /// The bar's contents, in the answer to ``TypingEvent/refresh`` (an event's edits change the
    /// text; the refresh that follows answers the bar for it); `nil`: the component has no bar here.
    public var bar: SuggestionBar?

    public init(edits: [TextEdit] = [], bar: SuggestionBar? = nil) {
        self.edits = edits
        self.bar = bar
    }

    /// Nothing to do, no bar.
    public static let none = TypingResult()
}

/// One change to the text at the caret (with no marked text: a component types around it).
public enum TextEdit: Hashable, Sendable {
    /// Types text at the caret (replacing a selection).
    case insert(String)
    /// Replaces the text just before the caret, when it is exactly `before`; otherwise refused.
    case replace(before: String, with: String)
    /// Deletes the character before the caret (or the selection).
    case deleteBackward
}

/// The suggestion bar as a component answers it.
public struct SuggestionBar: Hashable, Sendable {
    /// Best first, at most three.
    public var suggestions: [Suggestion]
    /// The word the bar is about (being typed, or the one before the caret after a space): other
    /// components may add to the bar for it (an emoji the word names).
    public var word: String
    /// The language of the word.
    public var locale: String

    public init(_ suggestions: [Suggestion], word: String, locale: String) {
        self.suggestions = suggestions
        self.word = word
        self.locale = locale
    }
}

/// One entry of the suggestion bar.
public struct Suggestion: Hashable, Sendable, CustomStringConvertible {
    public enum Kind: String, Hashable, Sendable {
        /// The word exactly as typed (iOS shows it in quotes when a correction is proposed).
        case typed
        /// A correction of the typed word.
        case correction
        /// A word that begins with what was typed.
        case completion
        /// A word that often followed the previous one (after a space).
        case nextWord
        /// An emoji the word names (🍕 for `pizza`): picked, it takes the word's place (after a
        /// space: it follows the word), as iOS's predictive bar does.
        case emoji
    }

    public var text: String
    public var kind: Kind
    /// What space or punctuation will commit (drawn marked, as iOS draws it bold).
    public var isAutocorrection: Bool

    public init(_ text: String, kind: Kind, isAutocorrection: Bool = false) {
        self.text = text
        self.kind = kind
        self.isAutocorrection = isAutocorrection
    }

    /// `"rhe"`, `*the*`, `then`: quotes for the word as typed, stars for the autocorrection.
    public var description: String {
        isAutocorrection ? "*\(text)*" : kind == .typed ? "\"\(text)\"" : text
    }
}
