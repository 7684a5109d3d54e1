public import InputMethodCore
public import Geometry
public import KeyboardModel

/// One way of typing behind the session: the layout's input method, direct typing with
/// autocorrection, the emoji keyboard's search, and (next) prediction and glide typing. The session routes events to the
/// component that has the keys and merges what the others add to the bar.
///
/// A component, like an input method, returns values and never touches the text: it reads a
/// ``TypingContext`` (the text around the caret, the field's traits, the user's settings, the
/// keyboard shown) and answers a ``TypingResult`` (edits to apply in order, the bar's contents).
/// So it can be tested as a transcript with no session at all:
///
/// ```swift
/// let typing = DirectTyping()
/// var context = TypingContext(textBefore: "teh", locale: "en-US", keyboard: keyboard)
/// typing.handle(.input(.space), in: context).edits   // [.replace(before: "teh", with: "the"), .insert(" ")]
/// ```
///
/// Whether an edit held (a field's delegate may refuse it) is read from the text the next
/// context shows: the session follows every event with ``TypingEvent/refresh``.
public protocol TypingComponent: AnyObject {
    /// Answers one event at the caret described by `context`.
    func handle(_ event: TypingEvent, in context: TypingContext) -> TypingResult
    /// The caret went elsewhere, or another field has the keys: what belonged there is forgotten.
    func forget(_ scope: TypingScope)
    /// The component may keep what it learns in `storage` (gated by the field's traits).
    func activate(storage: any InputMethodStorage)
    /// Writes what was learned and not yet written (the field resigns, the keyboard hides).
    func save(in context: TypingContext)
    /// The problems met since the last call (damaged learned data, a word list that cannot be
    /// read), for the session to report; each once.
    func takeProblems() -> [TypingProblem]
    /// How much text before and after the caret its contexts carry, in UTF-16 units (default
    /// ``TypingContext/window``): a component that reads less is not given more to cut.
    var contextReach: Int { get }
}

extension TypingComponent {
    public func forget(_ scope: TypingScope) {}
    public func activate(storage: any InputMethodStorage) {}
    public func save(in context: TypingContext) {}
    public func takeProblems() -> [TypingProblem] { [] }
    public var contextReach: Int { TypingContext.window }
}

/// What a typing component is asked.
public enum TypingEvent: Hashable, Sendable {
    /// A key: typed text, backspace, space, return; `point` is where the finger landed on the
    /// keyboard (in its coordinates) when known.
    case input(InputEvent, at: Point? = nil)
    /// The user picked an entry of the bar (one the component answered, or one another
    /// component added to it for the bar's word).
    case select(Suggestion)
    /// The next page of candidates (an expanded candidate view).
    case moreCandidates
    /// The caret, the text or the settings changed: answer the bar for the caret as it is now.
    case refresh
}

/// How much a component forgets (``TypingComponent/forget(_:)``).
public enum TypingScope: Hashable, Sendable {
    /// The caret moved without typing (a tap, an arrow key, another keyboard): nothing typed
    /// continues, but the field is the same.
    case place
    /// Another field (or none): the places remembered in this one are forgotten too.
    case field
}

/// A problem a component met and worked around; the session reports it.
public enum TypingProblem: Hashable, Sendable {
    /// A word list cannot be read: words in that language are not corrected.
    case lexiconUnavailable(language: String, reason: String)
    /// Learned data under `key` could not be read (set aside, learning starts afresh) or written.
    case damagedUserData(key: String, reason: String)
    /// The emoji data cannot be read.
    case emojiUnavailable(reason: String)
    /// The input method threw: its composition is kept as shown and it starts afresh.
    case methodFailed(InputMethodID, reason: String)
    /// The input method answered something impossible (a selection outside its marked text).
    case invalidResult(InputMethodID, reason: String)
}
