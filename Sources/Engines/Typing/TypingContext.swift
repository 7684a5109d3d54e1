public import KeyboardModel
public import TextInputTraits

/// What a typing component may know about where it types: the text around the caret, the
/// field, the user's settings and the keyboard shown. A value: the session builds one per event.
///
/// For secure entry the text is withheld (empty), as it is from input methods.
///
/// While an input method composes, the text around the caret is the text around the
/// composition (``markedText``), which is not part of it.
public struct TypingContext: Hashable, Sendable {
    /// Up to ``window`` UTF-16 units of text before the caret (or the composition), cut at a
    /// character boundary.
    public var textBefore: String
    /// Up to ``window`` UTF-16 units of text after the caret (or the composition).
    public var textAfter: String
    /// The caret's offset in the text (UTF-16 units): the start of the selection when there is
    /// one, of the composition while there is one.
    public var caret: Int
    /// Whether text is selected (a component types over it only through the session).
    public var hasSelection: Bool
    /// An input method's composition (marked text) in the field; `nil`: none.
    public var markedText: String?
    /// Whether an input method's composition is in the field.
    public var isComposing: Bool { markedText != nil }
    public var isSecure: Bool
    public var traits: TextInputTraits
    /// The user's settings (the field's traits can only turn a switch off).
    public var settings: KeyboardSettings
    /// Whether a letter typed now would be capitalised (a sentence's start, as the traits say).
    public var startsSentence: Bool
    /// The keyboard shown and its letters layer (whose keys' geometry weighs touches).
    public var keyboard: ResolvedKeyboard?
    public var letters: ResolvedKeyboard?
    /// The keyboard's language.
    public var locale: String

    /// The most text before or after the caret a context carries [chosen: a word's reach of 64
    /// units, the word before it and the space between].
    public static let window = 160

    public init(textBefore: String = "", textAfter: String = "", caret: Int? = nil, hasSelection: Bool = false,
                markedText: String? = nil, isSecure: Bool = false, traits: TextInputTraits = TextInputTraits(),
                settings: KeyboardSettings = KeyboardSettings(enabledKeyboards: []), startsSentence: Bool = false,
                keyboard: ResolvedKeyboard? = nil, letters: ResolvedKeyboard? = nil, locale: String? = nil) {
        self.textBefore = textBefore
        self.textAfter = textAfter
        self.caret = caret ?? textBefore.utf16.count
        self.hasSelection = hasSelection
        self.markedText = markedText
        self.isSecure = isSecure
        self.traits = traits
        self.settings = settings
        self.startsSentence = startsSentence
        self.keyboard = keyboard
        self.letters = letters ?? keyboard
        self.locale = locale ?? keyboard?.locale ?? "en"
    }

    /// The text before the caret within `limit` UTF-16 units (cut at a character boundary), as
    /// a container's `text(before:limit:)` answers it.
    public func text(before limit: Int) -> Substring {
        Self.suffix(textBefore[...], units: limit)
    }

    /// The text before `offset` (at or before the caret) within `limit` units.
    public func text(before offset: Int, limit: Int) -> Substring {
        let dropped = caret - offset
        guard dropped >= 0 else { return "" }
        var end = textBefore.endIndex
        var units = 0
        while units < dropped, end > textBefore.startIndex {
            end = textBefore.index(before: end)
            units += textBefore[end].utf16.count
        }
        return Self.suffix(textBefore[..<end], units: limit)
    }

    /// The start of `text` within `limit` UTF-16 units, cut at a character boundary.
    static func prefix(_ text: Substring, units limit: Int) -> Substring {
        var end = text.startIndex
        var units = 0
        while end < text.endIndex {
            let length = text[end].utf16.count
            if units + length > limit { break }
            units += length
            end = text.index(after: end)
        }
        return text[..<end]
    }

    static func suffix(_ text: Substring, units limit: Int) -> Substring {
        var start = text.endIndex
        var units = 0
        while start > text.startIndex {
            let previous = text.index(before: start)
            let length = text[previous].utf16.count
            if units + length > limit { break }
            units += length
            start = previous
        }
        return text[start...]
    }
}

extension TypingContext {
    /// The context as it will be once `edit` is applied (the text before the caret changed): how
    /// a component that answers several edits reads the text between them.
    public func applying(_ edit: TextEdit) -> TypingContext {
        var result = self
        switch edit {
        case .insert(let text):
            result.markedText = nil
            result.textBefore += text
            result.caret += text.utf16.count
        case .replace(let old, let new):
            guard !isComposing, textBefore.hasSuffix(old) else { return self }
            result.textBefore = String(textBefore.dropLast(old.count)) + new
            result.caret += new.utf16.count - old.utf16.count
        case .retype(let old, let new):
            guard textBefore.hasSuffix(old) else {
                return !new.isEmpty || isComposing ? applying(.insert(new)) : self
            }
            result.markedText = nil
            result.textBefore = String(textBefore.dropLast(old.count)) + new
            result.caret += new.utf16.count - old.utf16.count
        case .deleteBackward:
            if let marked = markedText {
                result.markedText = marked.isEmpty ? nil : String(marked.dropLast())
            } else {
                guard let last = textBefore.last else { return self }
                result.textBefore.removeLast()
                result.caret -= last.utf16.count
            }
        case .mark(let text, _):
            result.markedText = text.isEmpty ? nil : text
        case .keepComposition:
            return applying(.insert(markedText ?? ""))
        }
        result.hasSelection = false
        return result
    }
}
