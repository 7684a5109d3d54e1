public import InputMethodCore

/// What a typing component answers: edits for the session to apply, in order, the bar, and
/// (from an input method) its candidates, follow-ons and the keyboard layer to show.
public struct TypingResult: Hashable, Sendable {
    /// Edits at the caret, applied in order; an edit the field refuses is skipped.
    public var edits: [TextEdit]
    /// The bar's contents, in the answer to ``TypingEvent/refresh`` (an event's edits change the
    /// text; the refresh that follows answers the bar for it); `nil`: the component has no bar here.
    public var bar: SuggestionBar?
    /// The candidates of the composition after the event, every page loaded so far as one (the
    /// bar shows them while there is marked text); `nil`: unchanged.
    public var candidates: CandidatePage?
    /// The words to offer after a commit (follow-ons); `nil`: unchanged.
    public var followOns: [String]?
    /// The keyboard layer to show next, by the input method's name for it (Keyman's `shift`);
    /// `nil`: the session's own layer logic.
    public var layer: String?

    public init(edits: [TextEdit] = [], bar: SuggestionBar? = nil, candidates: CandidatePage? = nil, followOns: [String]? = nil,
                layer: String? = nil) {
        self.edits = edits
        self.bar = bar
        self.candidates = candidates
        self.followOns = followOns
        self.layer = layer
    }

    /// Nothing to do, no bar.
    public static let none = TypingResult()
}

/// One change to the text at the caret.
public enum TextEdit: Hashable, Sendable {
    /// Types text at the caret (replacing a selection, or the composition: a commit).
    case insert(String)
    /// Replaces the text just before the caret, when it is exactly `before` and nothing is
    /// composed, as its own undo step (a correction); otherwise refused.
    case replace(before: String, with: String)
    /// Deletes the character before the caret (or the selection).
    case deleteBackward
    /// Rewrites the text just before the composition (or the caret) as part of typing, when it
    /// is exactly `before` (a transform turning `e'` + `'` into `ẹ`); otherwise types `with`
    /// (when there is something to type, or a composition to end).
    case retype(before: String, with: String)
    /// Shows `text` as the composition (marked text) with `selection` inside it (UTF-16 offsets;
    /// `nil`: the caret at its end); empty: the composition, if any, is removed.
    case mark(String, selection: Range<Int>?)
    /// Ends the composition, keeping it as shown.
    case keepComposition
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
