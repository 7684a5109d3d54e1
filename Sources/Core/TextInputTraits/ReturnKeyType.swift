/// What the return key does and says, as UIKit's `UIReturnKeyType`.
///
/// The title is localised by the layout's locale data; ``englishTitle`` is UIKit's English
/// title, used where a locale has no word of its own.
public enum ReturnKeyType: Int, TraitEnumeration {
    /// The plain return key ("return"); in multi-line text it inserts a line break.
    case `default` = 0
    case go = 1
    case google = 2
    case join = 3
    case next = 4
    case route = 5
    case search = 6
    case send = 7
    case yahoo = 8
    case done = 9
    case emergencyCall = 10
    case `continue` = 11

    public var name: String {
        switch self {
        case .default: "default"
        case .go: "go"
        case .google: "google"
        case .join: "join"
        case .next: "next"
        case .route: "route"
        case .search: "search"
        case .send: "send"
        case .yahoo: "yahoo"
        case .done: "done"
        case .emergencyCall: "emergencyCall"
        case .continue: "continue"
        }
    }

    /// UIKit's English key title, in lower case as iOS writes it on the key (the brand names
    /// Google and Yahoo keep their capitals).
    ///
    /// ```swift
    /// ReturnKeyType.emergencyCall.englishTitle   // "emergency call"
    /// ReturnKeyType.default.englishTitle         // "return"
    /// ```
    public var englishTitle: String {
        switch self {
        case .default: "return"
        case .go: "go"
        case .google: "Google"
        case .join: "join"
        case .next: "next"
        case .route: "route"
        case .search: "search"
        case .send: "send"
        case .yahoo: "Yahoo"
        case .done: "done"
        case .emergencyCall: "emergency call"
        case .continue: "continue"
        }
    }
}
