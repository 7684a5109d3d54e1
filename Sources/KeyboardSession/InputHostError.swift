public import KeyboardModel

/// What went wrong with an input method; the host reports it and keeps the user's text.
public enum InputHostError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The method threw.
    case methodFailed(InputMethodID, String)
    /// The method returned something impossible (a selection outside its marked text, a
    /// candidate that does not exist).
    case invalidResult(InputMethodID, String)
    /// The layout names a method the registry does not have.
    case unknownInputMethod(InputMethodID)
    /// The layout set on the host cannot be resolved for the focused container.
    case unresolvableLayout(String, String)
    /// The layout's method cannot start (its descriptor's `make` threw): keys type directly.
    case methodUnavailable(InputMethodID, String)
    /// A word list cannot be read (a damaged lexicon file): words are not corrected.
    case lexiconUnavailable(String, String)
    /// What the keyboard learned could not be read; the bytes were set aside and learning
    /// starts afresh.
    case damagedUserData(String, String)
    /// The emoji data cannot be read: the emoji keyboard's grid stays empty.
    case emojiUnavailable(String)

    public var description: String {
        switch self {
        case .methodFailed(let id, let message): "input method '\(id)' failed: \(message)"
        case .invalidResult(let id, let message): "input method '\(id)' returned an invalid result: \(message)"
        case .unknownInputMethod(let id): "unknown input method '\(id)'"
        case .unresolvableLayout(let layout, let why): "cannot show layout '\(layout)': \(why)"
        case .methodUnavailable(let id, let why): "input method '\(id)' cannot start: \(why)"
        case .lexiconUnavailable(let language, let why): "the '\(language)' word list cannot be read: \(why)"
        case .damagedUserData(let key, let why): "learned words '\(key)' were damaged and set aside: \(why)"
        case .emojiUnavailable(let why): "the emoji keyboard has no emoji: \(why)"
        }
    }
}

/// Hears what the host cannot decide alone.
public protocol InputHostDelegate: AnyObject {
    /// An input method failed; the composition was kept as typed and the method reset.
    func inputHost(_ host: InputHost, didCatch error: InputHostError)
    /// The globe key, when the host has no ``InputHost/enabledLayouts`` list of two or more to
    /// cycle through itself: switch to the next keyboard (set ``InputHost/layout``).
    func inputHostDidRequestNextKeyboard(_ host: InputHost)
}

extension InputHostDelegate {
    public func inputHost(_ host: InputHost, didCatch error: InputHostError) {}
    public func inputHostDidRequestNextKeyboard(_ host: InputHost) {}
}
