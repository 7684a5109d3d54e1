public import KeyboardModel
public import TextInputTraits

/// What an input method may know about where it types.
///
/// For secure entry, and where the traits forbid personalised learning, the host gives no
/// surrounding text and ``isLearningAllowed`` is `false`; the method cannot get at the text any
/// other way, since it never touches the container.
public struct InputContext: Hashable, Sendable {
    /// Up to a limited length of text before the caret, or before the composition while there is
    /// one (the marked text is the method's own); empty when withheld.
    public var textBefore: String
    /// Up to a limited length of text after the caret (after the composition while there is
    /// one); empty when withheld.
    public var textAfter: String
    public var traits: TextInputTraits
    /// The layout's locale.
    public var locale: String
    /// Whether the method may learn from and remember what is typed here.
    public var isLearningAllowed: Bool
    /// The keyboard shown, when the host has one: its geometry tells which keys a finger may
    /// have hit instead (`ResolvedKeyboard.neighbouringCharacters()`).
    public var keyboard: ResolvedKeyboard?

    public init(textBefore: String = "", textAfter: String = "", traits: TextInputTraits = TextInputTraits(), locale: String = "en",
                isLearningAllowed: Bool = true, keyboard: ResolvedKeyboard? = nil) {
        self.textBefore = textBefore
        self.textAfter = textAfter
        self.traits = traits
        self.locale = locale
        self.isLearningAllowed = isLearningAllowed
        self.keyboard = keyboard
    }
}

/// An input method: turns events into compositions, candidates and commits.
///
/// Implement ``handle(_:context:)``; everything else has a default. A method returns values and
/// never touches the text container (the host applies what it returns), so it can be tested as
/// a transcript: events in, composition, candidates and commits out.
///
/// ```swift
/// final class Shouting: InputMethod {
///     func handle(_ event: InputEvent, context: InputContext) throws -> InputResult {
///         guard case .key(let key) = event else { return .unhandled }
///         return InputResult(commit: key.output.uppercased())
///     }
/// }
/// ```
public protocol InputMethod: AnyObject {
    /// Answers one event. Throwing is safe: the host commits the composition as typed, resets
    /// the method and reports the error.
    func handle(_ event: InputEvent, context: InputContext) throws -> InputResult

    /// A page of the current candidates (page 0 for the candidate bar; more for an expanded view).
    func candidates(page: Int, pageSize: Int) throws -> CandidatePage

    /// Whether return, while composing, only commits the composition (`true`, as pinyin commits
    /// the letters) or commits and then acts (`false`, as Hangul does). Default `false`.
    var returnCommitsOnly: Bool { get }

    /// What the composition becomes when the host ends it without an event for the method (the
    /// caret moved, a touch in the text, another keyboard shown, the field losing focus): `nil`,
    /// the default, keeps the marked text as shown (Hangul's syllables, a handwriting pad's best
    /// character, a Japanese conversion). A method whose marked text shows more than was typed
    /// answers what was typed: pinyin's marked text `bei jing` is spaced for reading, and commits
    /// as `beijing`. The host asks just before ``reset()``.
    var compositionCommit: String? { get }

    /// The method becomes active: load remembered data from `storage`.
    func activate(storage: any InputMethodStorage)
    /// The method stops being used: save what it learned.
    func deactivate()
    /// Drop the composition and any transient state (the host has already committed or
    /// discarded the marked text).
    func reset()
}

extension InputMethod {
    public func candidates(page: Int, pageSize: Int) throws -> CandidatePage { .empty }
    public var returnCommitsOnly: Bool { false }
    public var compositionCommit: String? { nil }
    public func activate(storage: any InputMethodStorage) {}
    public func deactivate() {}
    public func reset() {}
}
