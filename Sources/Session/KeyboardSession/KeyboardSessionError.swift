public import KeyboardModel

/// What went wrong with an input method; the host reports it and keeps the user's text.
public enum KeyboardSessionError: Error, Hashable, Sendable, CustomStringConvertible {
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

/// Hears what the session cannot decide alone.
public protocol KeyboardSessionDelegate: AnyObject {
    /// A problem was caught (an input method failed, a layout cannot be shown, learned data was
    /// damaged); what the user typed was kept. ``KeyboardSession/State/problem`` keeps the last.
    func keyboardSession(_ session: KeyboardSession, didCatch error: KeyboardSessionError)
    /// The globe key, when the user's settings list fewer than two keyboards to cycle through:
    /// switch to the next keyboard (``KeyboardSession/showLayout(_:)``).
    func keyboardSessionDidRequestNextKeyboard(_ session: KeyboardSession)
}

extension KeyboardSessionDelegate {
    public func keyboardSession(_ session: KeyboardSession, didCatch error: KeyboardSessionError) {}
    public func keyboardSessionDidRequestNextKeyboard(_ session: KeyboardSession) {}
}

/// What the host under a session tells it.
protocol InputHostDelegate: AnyObject {
    func inputHost(_ host: InputHost, didCatch error: KeyboardSessionError)
    func inputHostDidRequestNextKeyboard(_ host: InputHost)
}

extension InputHostDelegate {
    func inputHost(_ host: InputHost, didCatch error: KeyboardSessionError) {}
    func inputHostDidRequestNextKeyboard(_ host: InputHost) {}
}

/// Passes the host's news to the session's delegate.
final class SessionDelegateBridge: InputHostDelegate {
    weak var session: KeyboardSession?
    weak var delegate: (any KeyboardSessionDelegate)?

    func inputHost(_ host: InputHost, didCatch error: KeyboardSessionError) {
        guard let session else { return }
        delegate?.keyboardSession(session, didCatch: error)
    }

    func inputHostDidRequestNextKeyboard(_ host: InputHost) {
        guard let session else { return }
        delegate?.keyboardSessionDidRequestNextKeyboard(session)
    }
}
