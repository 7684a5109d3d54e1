public import Autocorrection
import InputMethodCore
public import KeyboardModel

/// What a front end does besides touching keys: text from elsewhere, layers and alternates by
/// name, the candidate and suggestion bars, edits the app makes itself, and the session's data.
extension KeyboardSession {
    // MARK: Input without a key

    /// Types text as a key with that output would: through the input method (a composition takes
    /// letters), with autocorrection and automatic shift (a hardware keyboard, dictation, a
    /// character the keyboard shown has no key for).
    public func insertText(_ text: String, time: Double? = nil) {
        host.dispatch(.key(KeyInput(output: text, time: time)))
        afterKey()
    }

    /// Deletes backward as the backspace key does: the method first (a composition loses its
    /// last letter, a correction just made is reverted), then the text.
    public func deleteBackward(time: Double? = nil) {
        if let key = host.keyboard?.keys.first(where: { $0.action == .backspace }) {
            host.press(key.id, time: time)
        } else {
            host.dispatch(.backspace)
        }
        afterKey()
    }

    /// Shows a layer of the keyboard (as its layer keys do); unknown layers are ignored.
    public func showLayer(_ layer: Layer.ID) {
        host.show(layer: layer)
        afterKey()
    }

    /// Types a key's alternate, as holding the key and lifting the finger over it does;
    /// an index out of range is ignored.
    public func selectAlternate(_ index: Int, of key: Key.ID, time: Double? = nil) {
        host.pressLongPress(key, alternate: index)
        afterKey()
    }

    /// The app changed the focused container's text or selection itself (a paste of its own, a
    /// programmatic edit, undo from a menu): any composition is committed where it was, and
    /// automatic shift and the bars follow the new place.
    public func containerDidChange() {
        host.selectionDidMove()
        afterKey()
    }

    // MARK: Candidates and suggestions

    public func selectCandidate(_ index: Int) { host.selectCandidate(index); afterKey() }
    public func selectFollowOn(_ index: Int) { host.selectFollowOn(index); afterKey() }
    /// Types a suggestion of the bar (``State/suggestions``).
    public func selectSuggestion(_ index: Int) { host.selectSuggestion(index); afterKey() }
    /// Forgets every word and word sequence typing taught the keyboard, in every language (iOS's
    /// Settings › General › Transfer or Reset › Reset › Reset Keyboard Dictionary).
    public func resetKeyboardDictionary() { host.resetLearnedWords(); afterKey() }
    /// The focused field's words no word list knows (the word being typed left out; none where
    /// the settings or traits turn spelling checks off).
    public func misspelledWords() -> [Range<Int>] { host.misspelledWords() }
    public func loadMoreCandidates() { host.loadMoreCandidates() }
    public func forgetCandidate(_ index: Int) { host.forgetCandidate(index) }

    // MARK: What the session works with

    /// The keyboard shown (the layer shown is its `layer`), without copying the text as
    /// ``state`` does.
    public var keyboard: ResolvedKeyboard? { host.keyboard }

    /// The layouts the session shows keyboards from.
    public var catalog: KeyboardCatalog { host.catalog }

    /// Where word lists come from (the bundled lexicons by default); the next word uses a new store.
    public var lexicons: LexiconStore {
        get { host.lexicons }
        set { host.lexicons = newValue }
    }

    /// What the focused field lets autocorrection do (its traits and the user's settings).
    public var correctionPolicy: CorrectionPolicy { host.correctionPolicy }

    /// Receives every problem as it happens (``State/problem`` keeps only the last).
    public var delegate: (any KeyboardSessionDelegate)? {
        get { bridge.delegate }
        set { bridge.delegate = newValue }
    }

    /// What the composition becomes if it ends now without the method's say (another keyboard,
    /// a tap in the text): the method's `InputMethodCore/InputMethod/compositionCommit` (pinyin's
    /// letters as typed), else the marked text as shown; `nil` when nothing composes.
    public var compositionCommit: String? { host.compositionCommit }
}
