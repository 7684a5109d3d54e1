import Typing
import Autocorrection
import Emoji
import EmojiKeyboard
import InputMethodCore
import KeyboardModel
import TextEditing
import TextInputTraits

/// Connects a resolved keyboard, its input method (or direct input) and the focused text
/// container: routes key presses through shift and autocapitalization, the method and the
/// container, and keeps the state a front end draws (layer, shift, return key, candidates).
///
/// ```swift
/// let host = InputHost(catalog: BuiltInInputMethods.catalog, registry: BuiltInInputMethods.registry,
///                      layout: "ko-KR", device: "iphone-classic")
/// try host.focus(field)
/// for key in ["ㅎ", "ㅏ", "ㄴ"] { host.press(Key.ID(rawValue: key)) }
/// field.markedText   // "한"
/// ```
///
/// The method's results go through the container's own operations (`insertText`,
/// `setMarkedText`), so undo, delegate vetoes and secure-entry rules hold. A method that throws
/// or answers nonsense cannot corrupt the container: its composition is committed as typed, the
/// keystroke gets the container's default behaviour, the method is reset, and the delegate hears
/// the error.
///
/// Changing the keyboard (``layout``, the globe key, focus) never loses what is being typed: the
/// composition is committed as the user sees it before the keyboard or method changes.
final class InputHost {
    let catalog: KeyboardCatalog
    let registry: InputMethodRegistry
    /// The layout shown (an id or a locale). Setting it commits the composition as shown, resolves
    /// the new keyboard for the focused container and activates its input method; a layout that
    /// cannot be resolved leaves no keyboard (``keyboard`` is `nil`) and the delegate hears
    /// ``KeyboardSessionError/unresolvableLayout(_:_:)``.
    var layout: String {
        didSet {
            guard layout != oldValue, focused != nil else { return }
            history.shown(oldValue)
            // The search's own switches, and a search set aside by a focus change, reload nothing here.
            guard !isSwitchingLayout else { return }
            // Another keyboard chosen while the search has the keys ends the search.
            if search != nil {
                leaveEmojiSearch()
                return
            }
            // A correction made on the keyboard before is not this keyboard's to revert.
            direct.forget(.place)
            endComposition()
            do {
                try reloadKeyboard()
            } catch {
                keyboards = [:]
                report(.unresolvableLayout(layout, error.description))
            }
        }
    }
    /// The user's settings: the keyboards enabled and the typing switches (auto-capitalization,
    /// auto-correction, predictive text, caps lock, the "." shortcut, smart punctuation). The
    /// focused field's traits can only turn a switch off. Changing them refreshes the suggestions.
    var settings: KeyboardSettings {
        didSet { if settings != oldValue { refreshSuggestions() } }
    }
    /// The keyboards the user enabled, in order (``settings``' list): the globe key cycles
    /// through them (with fewer than two, it asks the delegate instead). At first, the layout given.
    var enabledLayouts: [String] {
        get { settings.enabledKeyboards }
        set { settings.enabledKeyboards = newValue }
    }
    var device: DeviceProfile.ID
    private(set) var orientation: Orientation
    weak var delegate: (any InputHostDelegate)?
    /// Two spaces after a word type ". " (as iOS's "." shortcut), where the traits allow: the
    /// ``settings``' switch.
    var doubleSpaceInsertsPeriod: Bool {
        get { settings.periodShortcut }
        set { settings.periodShortcut = newValue }
    }
    /// Where word lists come from (the bundled lexicons by default); the next word uses a new store.
    var lexicons: LexiconStore {
        get { direct.lexicons }
        set { direct.lexicons = newValue }
    }
    /// Candidates per page of the candidate bar.
    var candidatePageSize = 9 {
        didSet { methodTyping?.pageSize = candidatePageSize }
    }

    /// The focused text container.
    private(set) var focused: TextContainer?
    /// Where the keys go: the emoji search's field while it is open, else the focused container.
    var container: TextContainer? { search?.field ?? focused }
    var layer: Layer.ID = .letters
    var shiftState: ShiftState = .off
    /// The candidates loaded so far (the bar's first page, then any expanded pages), as the
    /// method last answered them: the bar shows them while there is marked text.
    var candidateList = CandidatePage.empty
    var candidates: [Candidate] { container?.markedRange == nil ? [] : candidateList.candidates }
    var hasMoreCandidates: Bool { container?.markedRange != nil && candidateList.hasMore }
    /// Suggestions offered after the last commit.
    var followOns: [String] = []
    /// The suggestion bar of a layout without an input method (see ``selectSuggestion(_:)``):
    /// the word as typed, the autocorrection space would commit, other corrections and
    /// completions; after a space, next words.
    var suggestions: [Suggestion] = []

    /// The layout's input method, when it names one and the field is not secure.
    var methodTyping: InputMethodTyping?
    /// Direct typing: autocorrection, the suggestion bar, learning (for layouts without a method).
    let direct = DirectTyping()
    /// The component the keys go to: the layout's input method, else direct typing.
    var keysComponent: any TypingComponent { methodTyping ?? direct }
    /// The emoji keyboard's state: its pages, what it remembers, its search.
    let emoji: EmojiTyping
    /// The emoji search, while its field has the keys.
    var search: EmojiSearch?
    /// The layouts shown before (the emoji keyboard's ABC key, its search's keyboard).
    var history = LayoutHistory()
    /// Set while the host changes the layout on its own (opening or closing the search): a
    /// reload follows that resolves the keyboard.
    var isSwitchingLayout = false
    /// The newest Emoji version the front end's fonts can draw (`nil`: all): newer emoji are
    /// left out of the emoji keyboard, its search and the suggestion bar.
    var newestEmoji: EmojiVersion? {
        get { emoji.newest }
        set { emoji.newest = newValue }
    }
    private var storage: GatedStorage?
    let makeStorage: (InputMethodID) -> any InputMethodStorage
    /// The resolved layers of the layout shown, as they are needed (see ``keyboard``).
    var keyboards: [Layer.ID: ResolvedKeyboard] = [:] {
        didSet { keyboardsRevision &+= 1 }
    }
    private var keyboardsRevision = 0
    private var shownKeyboard: ShownKeyboard?
    var shiftIsAutomatic = false
    /// Whether the input method chose the layer during the key being pressed (``InputResult/layer``).
    var methodChoseLayer = false

    /// - Parameter storage: the storage each input method gets, by id (default: in memory).
    init(catalog: KeyboardCatalog, registry: InputMethodRegistry, layout: String, device: DeviceProfile.ID,
                orientation: Orientation = .portrait,
                storage: @escaping (InputMethodID) -> any InputMethodStorage = { _ in MemoryStorage() }) {
        self.catalog = catalog
        self.registry = registry
        self.layout = layout
        settings = KeyboardSettings(enabledKeyboards: [layout])
        self.device = device
        self.orientation = orientation
        makeStorage = storage
        direct.activate(storage: storage(DirectTyping.storageID))
        emoji = EmojiTyping(storage: storage(EmojiTyping.storageID))
    }

    // MARK: State to draw

    /// The keyboard shown (its layer follows shift and layer keys), every key in its state now:
    /// the return key (in `ResolvedKeyboard/keys` and `ResolvedKeyboard/returnKey` alike)
    /// is enabled as the text is now, not as it was when the keyboard was resolved, so a front
    /// end that draws from the keys draws what ``returnKey`` says.
    ///
    /// - Complexity: O(1) when nothing it depends on changed since the last read; else O(*k*) in
    ///   the number of keys.
    var keyboard: ResolvedKeyboard? {
        guard let container, var shown = keyboards[layer] else { return nil }
        let enabled = container.isReturnKeyEnabled
        let board = emoji.board.map { (ObjectIdentifier($0), $0.revision) }
        if let cached = shownKeyboard, cached.layer == layer, cached.keyboards == keyboardsRevision, cached.returnEnabled == enabled,
           cached.board?.0 == board?.0, cached.board?.1 == board?.1 {
            return cached.keyboard
        }
        if let board = emoji.board { shown = board.laidOut(shown) }
        if shown.returnKey.map({ $0.isEnabled != enabled }) ?? false {
            shown.returnKey?.isEnabled = enabled
            for index in shown.keys.indices where shown.keys[index].action == .return { shown.keys[index].isEnabled = enabled }
        }
        // Read after laying out: a new grid size rebuilds the board's pages once.
        shownKeyboard = ShownKeyboard(keyboard: shown, layer: layer, keyboards: keyboardsRevision, returnEnabled: enabled,
                                      board: emoji.board.map { (ObjectIdentifier($0), $0.revision) })
        return shown
    }

    /// The keyboard last shown and what it was computed from: it is computed again only when one
    /// of them changed (the layer, the resolved layers, the return key's state, the emoji board).
    struct ShownKeyboard {
        var keyboard: ResolvedKeyboard
        var layer: Layer.ID
        var keyboards: Int
        var returnEnabled: Bool
        var board: (ObjectIdentifier, Int)?
    }

    /// The return key's title and whether it can be pressed now (the same state as the return
    /// key of ``keyboard``).
    var returnKey: ResolvedKeyboard.ReturnKeyState? { keyboard?.returnKey }

    /// Whether return, pressed now, would only commit the composition (as pinyin does), so a
    /// front end may label it for that; `false` when nothing composes or the method commits and
    /// then acts (as Hangul does).
    var returnKeyCommitsComposition: Bool {
        (methodTyping?.returnCommitsOnly ?? false) && container?.markedRange != nil
    }

    /// The last problem the host caught (a method that failed or cannot start, a layout that
    /// cannot be shown), for a front end to show; the delegate hears each as it happens.
    private(set) var lastError: KeyboardSessionError?
    /// Whether the key that hides the keyboard was pressed; whoever shows the keyboard (a
    /// ``KeyboardSession``) resigns the container and sets it back.
    var isDismissRequested = false

    func report(_ error: KeyboardSessionError) {
        lastError = error
        delegate?.inputHost(self, didCatch: error)
    }

    /// The id of the active input method, if the layout names one.
    var inputMethodID: InputMethodID? { methodTyping?.id }

    // MARK: Focus

    /// Focuses a container: the previous one ends editing (its marked text committed), the
    /// keyboard is resolved for the new one, and the layout's input method (if any) is activated.
    func focus(_ newContainer: TextContainer) throws(ResolutionError) {
        // Another focus while the search has the keys: the search ends.
        if search != nil { abandonEmojiSearch() }
        let continuing = focused === newContainer
        if let container, !continuing {
            commitMarkedText(in: container)
            container.endEditing()
            methodTyping?.forget(.field)
            saveTyping()
            direct.forget(.field)
        }
        // Marked text this host did not compose (another host's, or one left from before) has no
        // method to continue it: it is kept as shown.
        if !continuing, newContainer.markedRange != nil { Self.unmark(newContainer) }
        focused = newContainer
        newContainer.beginEditing()
        try reloadKeyboard()
    }

    /// Resolves the keyboard for the focused container from its first layer and activates the
    /// layout's method.
    func reloadKeyboard() throws(ResolutionError) {
        guard let container else { return }
        keyboards = [:]
        layer = .letters
        shiftState = .off
        candidateList = .empty
        followOns = []
        let first = try resolve(layer: nil)
        layer = first.layer
        keyboards[layer] = first
        emoji.prepare(for: first)
        reportTypingProblems()
        activateMethod(for: first)
        storage?.isLearningAllowed = container.traits.isLearningAllowed
        updateAutomaticShift()
        refreshSuggestions()
    }

    /// Keeps a container's composition as text. A selection inside it (a converting phrase)
    /// becomes a caret after it, so the next key does not type over what was committed.
    static func unmark(_ container: TextContainer) {
        guard let marked = container.markedRange else { return }
        container.unmarkText()
        let selection = container.selectedRange
        if !selection.isEmpty, selection.lowerBound >= marked.lowerBound, selection.upperBound <= marked.upperBound {
            container.select(marked.upperBound..<marked.upperBound)
        }
    }

    /// What the composition becomes if it ends now without the method's say (the caret moves,
    /// the keyboard changes): the method's `InputMethodCore/InputMethod/compositionCommit`
    /// (pinyin's letters as typed), else the marked text as shown; `nil` when nothing composes.
    var compositionCommit: String? {
        guard let marked = container?.markedText else { return nil }
        return methodTyping?.compositionCommit ?? marked
    }

    /// Commits the composition (see ``commitMarkedText(in:)``) and resets the method.
    func endComposition() {
        if let container { commitMarkedText(in: container) }
        methodTyping?.forget(.place)
        candidateList = .empty
    }

    /// Ends a composition the method has not finished: what the method says it commits as
    /// (``InputMethodCore/InputMethod/compositionCommit``: pinyin's letters as typed, not its
    /// spaced syllables), else the marked text as shown. A commit the container refuses (its
    /// delegate vetoes it) keeps the marked text as shown: what was typed is never lost.
    func commitMarkedText(in container: TextContainer) {
        guard container.markedRange != nil else { return }
        if let text = methodTyping?.compositionCommit, text != container.markedText, container.insertText(text),
            container.markedRange == nil { return }
        Self.unmark(container)
    }

    /// Commits the composition as the user sees it (a tap in the text while composing, as on
    /// iPhone): the marked text stays as typed, the method starts afresh.
    func commitComposition() {
        endComposition()
        updateAutomaticShift()
        refreshSuggestions()
    }

    /// The selection moved without a key (a gesture, an arrow key): a composition is committed
    /// first, as for a tap, and shift follows the caret's new place (on at a sentence start).
    func selectionDidMove() {
        // The method's state (a composition, a dead key waiting) belongs where the caret was.
        if container?.markedRange != nil { endComposition() } else { methodTyping?.forget(.place) }
        direct.forget(.place)
        updateAutomaticShift()
        refreshSuggestions()
    }

    /// Shows the next of ``enabledLayouts`` (what the globe key does when there are two or more);
    /// from a layout not in the list, the first.
    func showNextLayout() {
        layout = settings.keyboard(after: layout)
    }

    /// The container stops being focused: its composition is committed, the method saves.
    func resign() {
        if search != nil { abandonEmojiSearch() }
        saveTyping()
        direct.forget(.field)
        suggestions = []
        if let container { commitMarkedText(in: container) }
        container?.endEditing()
        methodTyping?.forget(.field)
        methodTyping?.deactivate()
        methodTyping = nil
        focused = nil
        keyboards = [:]
        candidateList = .empty
    }

    /// The device turned.
    func rotate(to orientation: Orientation) throws(ResolutionError) {
        self.orientation = orientation
        keyboards = [:]
        if container != nil { keyboards[layer] = try resolve(layer: layer) }
    }

    // MARK: Events

    /// Sends one event to the component that has the keys (the layout's method, else direct
    /// typing) and applies what it answers.
    func dispatch(_ event: InputEvent) { dispatch(event, at: nil) }

    func dispatch(_ event: InputEvent, at point: Point?) {
        guard let container else { return }
        storage?.isLearningAllowed = container.traits.isLearningAllowed
        let component = keysComponent
        take(component.handle(.input(event, at: point), in: typingContext(container, reach: component.contextReach)), in: container)
        refreshSuggestions()
    }

    /// Applies a component's answer: its edits, the layer it asks for, its candidates and
    /// follow-ons; then reports the problems it met.
    func take(_ result: TypingResult, in container: TextContainer) {
        apply(result.edits, to: container)
        if let name = result.layer { followMethodLayer(name) }
        if let list = result.candidates { candidateList = list }
        if let words = result.followOns { followOns = words }
        reportTypingProblems()
    }

    private func activateMethod(for keyboard: ResolvedKeyboard) {
        let wanted = container?.isSecure == true ? nil : keyboard.inputMethod
        guard wanted != methodTyping?.id else { return }
        // The composition belongs to the method going away: keep it as shown.
        endComposition()
        methodTyping?.deactivate()
        methodTyping = nil
        storage = nil
        // A secure field gets no input method: what is typed there never reaches a plugin.
        guard let id = keyboard.inputMethod, container?.isSecure != true else { return }
        guard let descriptor = registry.descriptor(id) else {
            report(.unknownInputMethod(id))
            return
        }
        let instance: any InputMethod
        do {
            instance = try descriptor.make()
        } catch {
            report(.methodUnavailable(id, String(describing: error)))
            return
        }
        let typing = InputMethodTyping(instance, id: id, pageSize: candidatePageSize)
        let gated = GatedStorage(base: makeStorage(id))
        typing.activate(storage: gated)
        methodTyping = typing
        storage = gated
    }

}
