/// When the keyboard shifts to capitals by itself, as UIKit's `UITextAutocapitalizationType`.
///
/// Scripts without case (Han, Hangul, Arabic …) ignore it. The default of
/// ``TextInputTraits`` is ``sentences``.
public enum AutocapitalizationType: Int, TraitEnumeration {
    /// Never shift automatically.
    case none = 0
    /// Capitalise the first letter of every word.
    case words = 1
    /// Capitalise the first letter of every sentence.
    case sentences = 2
    /// Capitalise every letter.
    case allCharacters = 3

    public var name: String {
        switch self {
        case .none: "none"
        case .words: "words"
        case .sentences: "sentences"
        case .allCharacters: "allCharacters"
        }
    }
}
