import KeyboardModel
public import KeyboardSession
public import TextInputTraits

/// A keyboard session's state as JSON: what a front end draws (the keyboard with each key's
/// state now, the layer, shift, the return key, the bars, the menu). The playground receives it
/// after every request; `softkbd type --format json` prints it as `"state"`.
public struct SessionStateJSON: Encodable {
    struct SuggestionJSON: Encodable { var text: String; var kind: String; var isAutocorrection: Bool }
    struct ReturnKeyJSON: Encodable { var label: String; var enabled: Bool }
    struct EmojiResultJSON: Encodable { var emoji: String; var name: String }
    struct EmojiSearchJSON: Encodable { var query: String; var placeholder: String; var results: [EmojiResultJSON]; var problem: String? }
    /// The playground's focused field, by name.
    var field: String?
    var text: String
    var selection: [Int]
    var marked: String?
    /// Where the composition is, in UTF-16 offsets (as JavaScript counts).
    var markedRange: [Int]?
    var traits: TextInputTraits?
    var layout: String
    var keyboard: KeyboardJSON?
    var layer: String
    var shiftState: String
    var returnKey: ReturnKeyJSON?
    var inputMethod: String?
    var candidates: [String]
    var hasMoreCandidates: Bool
    var suggestions: [SuggestionJSON]
    var followOns: [String]
    /// The edit menu's items while it shows.
    var menu: [String]?
    /// While the emoji keyboard's search has the keys: its query and what it found.
    var emojiSearch: EmojiSearchJSON?
    var notice: String?
    var problem: String?
    /// The keyboard as a picture (the playground's: `KeyboardDrawing`'s SVG of this state).
    public var svg: String?
    /// The device profile, orientation and appearance the keyboard is drawn for (the playground's).
    public var device: String?
    public var orientation: String?

    /// - Parameters:
    ///   - displayText: the text as shown (a secure field's bullets), when not the state's.
    ///   - candidateLimit: how many candidates to list.
    public init(_ state: KeyboardSession.State, field: String? = nil, displayText: String? = nil, traits: TextInputTraits? = nil,
         notice: String? = nil, candidateLimit: Int = 20) {
        self.field = field
        text = displayText ?? state.text
        selection = [state.selection.lowerBound, state.selection.upperBound]
        marked = state.markedText
        markedRange = state.markedRange.map { [$0.lowerBound, $0.upperBound] }
        self.traits = traits
        layout = state.layout
        keyboard = state.keyboard.map { KeyboardJSON($0) }
        layer = state.layer.rawValue
        shiftState = state.shiftState.rawValue
        returnKey = state.returnKey.map { ReturnKeyJSON(label: $0.label, enabled: $0.isEnabled) }
        inputMethod = state.inputMethod?.rawValue
        candidates = state.candidates.prefix(candidateLimit).map(\.text)
        hasMoreCandidates = state.hasMoreCandidates || state.candidates.count > candidateLimit
        suggestions = state.suggestions.map { SuggestionJSON(text: $0.text, kind: $0.kind.rawValue, isAutocorrection: $0.isAutocorrection) }
        followOns = state.followOns
        menu = state.menu.map { $0.map(\.rawValue) }
        emojiSearch = state.emojiSearch.map { search in
            EmojiSearchJSON(query: search.query, placeholder: search.placeholder,
                            results: search.results.map { EmojiResultJSON(emoji: $0.emoji, name: $0.name) },
                            problem: search.problem?.description)
        }
        self.notice = notice
        problem = state.problem.map(\.description)
    }
}
