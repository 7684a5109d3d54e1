public import InputMethodCore
public import Typing
public import KeyboardModel
public import LanguageModel
import UserData

/// Typing with no input method, as iOS and LatinIME do it: the typing component of every
/// layout whose letters go straight into the text, with autocorrection, the suggestion bar and
/// learning.
///
/// - While a word is typed, the bar (``TypingEvent/refresh``) holds the word as typed, the
///   correction space would commit (marked ``Suggestion/isAutocorrection``), other corrections
///   and completions ranked with the words before; after a space or punctuation, the likeliest
///   next words (the language's ``NgramModel`` with what the user typed mixed in).
/// - Space, return or closing punctuation commits the correction, when the corrector is
///   confident (``Autocorrector``) and ``CorrectionPolicy`` allows it (the user's settings, the
///   field's traits).
/// - The first backspace after a correction reverts it (the word comes back as typed, with the
///   space or punctuation after it) and that word is not corrected again in that place.
/// - Words the user keeps typing, or goes back to, are learned, with the words before each in its
///   sentence (``UserNgrams``), in the storage given to ``activate(storage:)`` (keys per language), and
///   never from fields where learning is not allowed (secure entry, passwords, codes).
///
/// The user's ``TextReplacements`` (in the storage, under ``TextReplacements/storageKey``) work
/// as corrections do: a shortcut typed as a word shows its phrase, space commits it, backspace
/// takes it back; they apply wherever the bar or correction is on, never in secure fields.
///
/// Touch points (``TypingEvent/input(_:at:)``) are weighed by the touch model; keys without
/// one count as their centres.
///
/// What an event's edits meant (a correction committed, a pick, a revert) is confirmed by the
/// text the next ``TypingEvent/refresh`` shows: a field that refused an edit teaches nothing.
public final class DirectTyping: TypingComponent {
    /// The storage id learned words are kept under.
    public static let storageID: InputMethodID = "autocorrection"
    /// Changes after which learned words are written (they are also written on ``save(in:)``
    /// and when a word becomes known).
    static let saveInterval = 20

    /// Where word lists come from (the bundled lexicons by default); the next word uses a new store.
    public var lexicons: LexiconStore {
        didSet { correctorKey = nil; otherCorrectorsKey = nil }
    }
    /// Where next-word models come from (the bundled ones by default).
    public var languageModels: NgramModelStore {
        didSet { predictors = [:] }
    }

    /// The keys tapped for the word at the caret (reset when a word starts).
    var touches: [TypedWord.Touch] = []
    /// What space would commit for the word at the caret.
    var autocorrection: String?
    /// Whether that is the user's text replacement (committed even where correction is off).
    var autocorrectionIsReplacement = false
    /// The user's text replacements, read from storage when a field starts.
    var replacements: TextReplacements?
    /// The correction just committed, while backspace may still revert it.
    var lastCorrection: LastCorrection?
    /// Words reverted to, by their place (`start:word`): not corrected again there.
    var reverted: Set<String> = []
    /// What the last event's edits are meant to do, for the next refresh to confirm.
    var pending: Pending?
    var corrector: Autocorrector?
    var correctorKey: String?
    var user = UserWords()
    var ngrams = UserNgrams()
    var userLanguage: String?
    /// Next-word predictors by language (`nil`: the language has none).
    var predictors: [String: WordPredictor?] = [:]
    /// The words the bar offered while the word at the caret is typed (passed over by typing on).
    var offered = OfferedWords()
    /// The correctors of the settings' other languages, for the keyboard and list in the key.
    var otherCorrectorsCache: [Autocorrector] = []
    var otherCorrectorsKey: String?
    var storage: GatedStorage?
    var unsavedChanges = 0
    var problems: [TypingProblem] = []

    struct LastCorrection {
        var start: Int
        var typed: String
        var replacement: String
        /// The correction and the separator after it, as they stand in the text.
        var committed: String
        /// Where they end: the caret, as long as backspace may revert.
        var end: Int { start + committed.utf16.count }
    }

    enum Pending {
        /// A word ended at `start`: `replacement` (if any) was to replace it.
        case commit(start: Int, typed: String, replacement: String?)
        /// The bar's entry replaced the word at `start`.
        case pick(start: Int, typed: String, suggestion: Suggestion)
        /// A correction was to be reverted to the word as typed.
        case revert(LastCorrection, separator: String)
    }

    public init(lexicons: LexiconStore = .bundled, languageModels: NgramModelStore = .bundled) {
        self.lexicons = lexicons
        self.languageModels = languageModels
    }

    public func activate(storage: any InputMethodStorage) {
        self.storage = GatedStorage(base: storage)
    }

    public func takeProblems() -> [TypingProblem] {
        defer { problems = [] }
        return problems
    }

    public func forget(_ scope: TypingScope) {
        touches = []
        autocorrection = nil
        if scope == .field { replacements = nil }
        lastCorrection = nil
        pending = nil
        if scope == .field { reverted = [] }
    }

    /// What may be done with words at the caret of `context`.
    public static func policy(in context: TypingContext) -> CorrectionPolicy {
        guard !context.isSecure else { return CorrectionPolicy(corrects: false, suggests: false, learns: false, checksSpelling: false) }
        return CorrectionPolicy(traits: context.traits, settings: context.settings)
    }

    static func place(_ start: Int, _ word: String) -> String { "\(start):\(word)" }

    public func handle(_ event: TypingEvent, in context: TypingContext) -> TypingResult {
        storage?.isLearningAllowed = context.traits.isLearningAllowed
        switch event {
        case .input(let input, let point):
            pending = nil
            return TypingResult(edits: type(input, at: point, in: context))
        case .select(let suggestion):
            pending = nil
            return TypingResult(edits: select(suggestion, in: context))
        case .refresh:
            confirmPending(in: context)
            return TypingResult(bar: refresh(in: context))
        case .moreCandidates:
            return .none
        }
    }

    // MARK: Keys

    private func type(_ event: InputEvent, at point: Point?, in context: TypingContext) -> [TextEdit] {
        let previous = lastCorrection
        lastCorrection = nil
        switch event {
        case .backspace:
            if let previous, let edit = revert(previous, in: context) { return [edit] }
            if !touches.isEmpty { touches.removeLast() }
            return DefaultTyping.edits(for: event, in: context)
        case .space, .return:
            return commitWord(in: context, before: nil, separator: event)
        case .key(let key) where Words.isEnding(key.output):
            return commitWord(in: context, before: key.output, separator: event)
        case .key(let key):
            if currentWord(in: context).text.isEmpty { touches = [] }
            touches.append(TypedWord.Touch(key.output, at: key.isLongPress ? nil : point))
            // A word past what correction looks at keeps no touches (comparing them with the
            // word each keystroke would grow with the word): it is kept as typed.
            if touches.count > Autocorrector.maximumTypedLength { touches.removeAll(keepingCapacity: true) }
            return DefaultTyping.edits(for: event, in: context)
        default:
            return DefaultTyping.edits(for: event, in: context)
        }
    }

    /// Ends the word at the caret: its correction (when there is one to commit), then the
    /// separator (the space, return or punctuation); the next refresh learns what was typed.
    private func commitWord(in context: TypingContext, before punctuation: String?, separator event: InputEvent) -> [TextEdit] {
        let (range, word) = currentWord(in: context)
        guard !word.isEmpty else { return DefaultTyping.edits(for: event, in: context) }
        var edits: [TextEdit] = []
        var replacement: String?
        if let correction = autocorrection, correction != word,
           autocorrectionIsReplacement || Self.policy(in: context).mayCorrect(token(in: context) + (punctuation ?? "")),
           !reverted.contains(Self.place(range.lowerBound, word)) {
            replacement = correction
            edits.append(.replace(before: word, with: correction))
        }
        let corrected = edits.reduce(context) { $0.applying($1) }
        edits += DefaultTyping.edits(for: event, in: corrected)
        touches = []
        pending = .commit(start: range.lowerBound, typed: word, replacement: replacement)
        return edits
    }

    /// Backspace right after a correction: the word as typed comes back, with the separator.
    private func revert(_ correction: LastCorrection, in context: TypingContext) -> TextEdit? {
        guard !context.isComposing, !context.hasSelection, context.caret == correction.end,
              context.text(before: correction.end - correction.start) == correction.committed else { return nil }
        let separator = String(correction.committed.dropFirst(correction.replacement.count))
        pending = .revert(correction, separator: separator)
        return .replace(before: correction.committed, with: correction.typed + separator)
    }

    /// Learns from what the last event's edits did, as the text now shows it.
    private func confirmPending(in context: TypingContext) {
        guard let pending else { return }
        self.pending = nil
        switch pending {
        case .commit(let start, let typed, let replacement):
            let committed = start <= context.caret ? String(context.text(before: context.caret - start)) : ""
            let corrected = replacement.map { committed.hasPrefix($0) } ?? false
            let final = corrected ? replacement ?? typed : typed
            if corrected {
                lastCorrection = LastCorrection(start: start, typed: typed, replacement: final, committed: committed)
            }
            learn(final, corrected: corrected, at: start, in: context)
        case .pick(let start, let typed, let suggestion):
            guard String(context.text(before: context.caret - start)).hasPrefix(suggestion.text) else { return }
            if suggestion.kind == .emoji { return }   // not a word: the emoji keyboard remembers it
            if suggestion.kind == .typed, !typed.isEmpty, Self.policy(in: context).learns, loadUserWords(in: context) {
                user.accept(typed)
                unsavedChanges += 1
                save(in: context)
            } else {
                learn(suggestion.text, corrected: true, at: start, in: context)
            }
        case .revert(let correction, let separator):
            let restored = correction.typed + separator
            guard context.caret == correction.start + restored.utf16.count,
                  context.text(before: restored.utf16.count) == restored else { return }
            reverted.insert(Self.place(correction.start, correction.typed))
            if Self.policy(in: context).learns, loadUserWords(in: context) {
                user.accept(correction.typed)
                unsavedChanges += 1
                save(in: context)
            }
        }
    }
}
