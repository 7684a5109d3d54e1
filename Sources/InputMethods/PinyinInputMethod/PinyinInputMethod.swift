public import InputMethodCore
internal import KeyboardModel

/// The built-in `pinyin` input method: letters compose pinyin shown as marked text (syllables
/// separated by spaces as the best conversion reads them, already chosen words in hanzi before
/// them); the candidate bar offers the best sentence, then words for the leading syllables.
///
/// - Selecting a candidate consumes its syllables; conversion continues on the rest, and when
///   nothing is left the chosen words are committed.
/// - Space commits the first candidate (choosing it, and committing when it covers everything).
/// - Return commits the letters as typed (return then does not act).
/// - Backspace removes the last letter (or, with no letters left, takes back the last choice).
/// - Digits 1–9 pick that candidate while composing (the pinyin layout has no digits on its
///   letters layer).
/// - Any other key commits the best conversion, then does what it does.
/// - A composition holds at most ``PinyinEngine/maximumComposition`` letters: the letter past
///   it commits the leading words of the best conversion (about the first three quarters) and
///   composing goes on with the rest, so nothing typed is lost and a keystroke's work is bounded.
///
/// Learning: each candidate the user chooses (by selection, digit or space) ranks higher next
/// time for the same syllables, and a composition committed from several choices becomes a
/// phrase of its own. What is learned is kept in the host's storage under ``storageKey`` in
/// ``PinyinUserDictionary``'s format. Nothing is learned where the context forbids it (secure
/// fields, traits that turn off personalised learning). A stored file that cannot be read is
/// set aside under ``corruptStorageKey`` (and reported in ``userDataProblem``); the method then
/// works from the system data. ``InputEvent/forgetCandidate(_:)`` or ``forget(_:)`` removes a
/// learned word.
public final class PinyinInputMethod: InputMethod {
    private var engine: PinyinEngine
    /// The letters not yet converted (with apostrophes).
    private var pending = ""
    /// The candidates already chosen for the start of the composition (their texts and the
    /// syllables they read).
    private var chosen: [PinyinEngine.Candidate] = []
    private var chosenText: String { chosen.map(\.text).joined() }
    /// What the user taught, and the same prepared for the engine.
    public private(set) var userDictionary = PinyinUserDictionary()
    private var lexicon: PinyinUserLexicon?
    private var storage: (any InputMethodStorage)?
    /// Why the stored user data could not be read at activation, if it could not.
    public private(set) var userDataProblem: PinyinUserDictionary.DecodingError?

    /// Sounds to treat as one (模糊音); none by default. Changing them takes effect from the next
    /// key.
    public var fuzzyRules: PinyinFuzzyRules {
        get { engine.fuzzy }
        set {
            guard newValue != engine.fuzzy else { return }
            self.engine = PinyinEngine(model: engine.model, fuzzy: newValue, correctsTypos: engine.correctsTypos,
                                       keyNeighbours: engine.keyNeighbours)
        }
    }

    public static let storageKey = "pinyin-user-phrases"
    public static let corruptStorageKey = "pinyin-user-phrases.corrupt"
    private var current: [PinyinEngine.Candidate] = []
    /// The search of the pending letters, reused by the next keystroke.
    private var lattice = PinyinEngine.Lattice()
    /// The follow-on suggestions offered after the last commit.
    private var followOns: [String] = []
    /// What this method committed since it last composed (the conversion, then each follow-on
    /// taken): the context for the next follow-ons where the host withholds the text before the
    /// caret.
    private var committedChain = ""

    public init(engine: PinyinEngine) { self.engine = engine }

    /// A method over the bundled model.
    ///
    /// - Throws: ``PinyinModel/LoadError`` when the model cannot be found or read: the host
    ///   reports it (``InputMethodDescriptor/make``), and the keyboard is never quietly Latin.
    public convenience init() throws { self.init(engine: try PinyinEngine.bundled()) }

    public static let descriptor = InputMethodDescriptor(
        id: "pinyin", displayName: "拼音", languages: ["zh-Hans"],
        // The letters of the syllables, and the apostrophe that separates them (xi'an).
        requiredOutputs: "abcdefghijklmnopqrstuvwxyz".map(String.init) + ["'"]
    ) { try PinyinInputMethod() }

    public var returnCommitsOnly: Bool { true }

    /// The phrases already chosen and the letters as typed (what return commits), never the
    /// marked text's syllable spacing.
    public var compositionCommit: String? { isComposing ? chosenText + pending : nil }

    public func activate(storage: any InputMethodStorage) {
        self.storage = storage
        userDataProblem = nil
        userDictionary = PinyinUserDictionary()
        if let bytes = storage.data(forKey: Self.storageKey) {
            do {
                userDictionary = try PinyinUserDictionary(decoding: bytes)
            } catch {
                // Keep the damaged bytes for inspection; start again from the system data.
                userDataProblem = error
                try? storage.setData(bytes, forKey: Self.corruptStorageKey)
                try? storage.setData(nil, forKey: Self.storageKey)
            }
        }
        prepareLexicon()
    }

    /// The dictionary prepared for the engine (`nil` when it is empty: nothing to look up).
    private func prepareLexicon() {
        lexicon = userDictionary.isEmpty ? nil : engine.lexicon(for: userDictionary)
    }

    public func deactivate() {
        reset()
        storage = nil
    }

    /// The keyboard the engine's adjacent-key corrections were made for.
    private var geometrySource: ResolvedKeyboard?

    /// Follows the keyboard typed on: adjacent-key slips are corrected by its geometry. A
    /// keyboard without letters (the numbers layer) keeps the letters' geometry.
    private func adapt(to keyboard: ResolvedKeyboard?) {
        guard let keyboard, keyboard != geometrySource else { return }
        geometrySource = keyboard
        var neighbours: [Character: [Character]] = [:]
        for (key, near) in keyboard.neighbouringCharacters() where ("a"..."z").contains(key) {
            neighbours[key] = near.filter { ("a"..."z").contains($0) }
        }
        guard !neighbours.isEmpty, neighbours != engine.keyNeighbours else { return }
        self.engine = PinyinEngine(model: engine.model, fuzzy: engine.fuzzy, correctsTypos: engine.correctsTypos, keyNeighbours: neighbours)
    }

    public func handle(_ event: InputEvent, context: InputContext) throws -> InputResult {
        adapt(to: context.keyboard)
        let engine = self.engine
        switch event {
        case .key(let key):
            let text = key.output.lowercased()
            if text.count == 1, let c = text.first, ("a"..."z").contains(c) || (c == "'" && !pending.isEmpty) {
                if !isComposing { committedChain = "" }
                pending.append(c)
                guard pending.count > PinyinEngine.maximumComposition else { return composing(engine) }
                // A composition that outgrows the search: its leading words are committed as
                // converted, and composing goes on with the rest.
                let (text, consumed) = engine.leadingConversion(pending, within: PinyinEngine.maximumComposition * 3 / 4, user: lexicon)
                let committed = chosenText + text
                chosen = []
                pending = String(pending.dropFirst(consumed).drop(while: { $0 == "'" }))
                lattice = PinyinEngine.Lattice()
                var result = composing(engine)
                result.commit = committed
                return result
            }
            if !pending.isEmpty, let digit = Int(text), (1...9).contains(digit), digit <= current.count {
                return choose(digit - 1, engine, context)
            }
            guard isComposing else { return .unhandled }
            return InputResult(commit: commitBest(engine), isHandled: false, candidatesChanged: true)
        case .backspace:
            if !pending.isEmpty {
                pending.removeLast()
            } else if chosen.popLast() == nil {
                return .unhandled
            }
            return composing(engine)
        case .space:
            guard isComposing else { return .unhandled }
            guard !current.isEmpty else { return InputResult(commit: commitBest(engine), candidatesChanged: true) }
            return choose(0, engine, context)
        case .return:
            guard isComposing else { return .unhandled }
            let text = chosenText + pending
            reset()
            return InputResult(commit: text, candidatesChanged: true)
        case .selectCandidate(let index):
            guard isComposing, current.indices.contains(index) else { return .unhandled }
            return choose(index, engine, context)
        case .forgetCandidate(let index):
            guard isComposing, current.indices.contains(index), forget(current[index].text) else { return .unhandled }
            return composing(engine)
        case .selectFollowOn(let index):
            guard !isComposing, followOns.indices.contains(index) else { return .unhandled }
            let word = followOns[index]
            followOns = engine.predictions(after: followOnContext(context, committing: word), limit: 8)
            return InputResult(commit: word, followOns: followOns)
        case .stroke, .command, .endOfCharacter:
            return .unhandled
        }
    }

    /// Forgets every reading of a learned word or phrase; returns whether it had been learned.
    @discardableResult
    public func forget(_ text: String) -> Bool {
        guard userDictionary.forget(text) else { return false }
        userDictionaryChanged()
        return true
    }

    private var isComposing: Bool { !pending.isEmpty || !chosen.isEmpty }

    /// The marked text and candidates of what is pending; with nothing left to compose, no
    /// marked text and no candidates.
    private func composing(_ engine: PinyinEngine) -> InputResult {
        guard isComposing else {
            reset()
            return InputResult(markedText: "", candidatesChanged: true)
        }
        let composition = engine.composition(pending, limit: 50, user: lexicon, lattice: &lattice)
        current = composition.candidates
        let marked = chosenText + composition.display
        return InputResult(markedText: marked, candidatesChanged: true)
    }

    private func choose(_ index: Int, _ engine: PinyinEngine, _ context: InputContext) -> InputResult {
        let candidate = current[index]
        chosen.append(candidate)
        pending = String(pending.dropFirst(candidate.consumed)).drop(while: { $0 == "'" }).description
        guard pending.isEmpty else { return composing(engine) }
        let text = chosenText
        if context.isLearningAllowed {
            var changed: [String] = []
            func learn(_ text: String, _ syllables: [String]) {
                changed.append(PinyinUserDictionary.key(text, syllables))
                for dropped in userDictionary.learn(text, syllables: syllables) {
                    changed.append(PinyinUserDictionary.key(dropped.text, dropped.syllables))
                }
            }
            for word in chosen { learn(word.text, word.syllables) }
            if chosen.count > 1 { learn(text, chosen.flatMap(\.syllables)) }
            userDictionaryChanged(changed)
        }
        reset()
        followOns = engine.predictions(after: followOnContext(context, committing: text), limit: 8)
        return InputResult(commit: text, candidatesChanged: true, followOns: followOns)
    }

    /// Prepares the changed dictionary for the engine and stores it (a failed write keeps what
    /// was learned for this session).
    private func userDictionaryChanged(_ changed: [String]? = nil) {
        if let changed {
            var updated = lexicon ?? PinyinUserLexicon()
            engine.update(&updated, for: userDictionary, changed: changed)
            lexicon = updated.isEmpty ? nil : updated
        } else {
            prepareLexicon()
        }
        try? storage?.setData(userDictionary.encoded(), forKey: Self.storageKey)
    }

    /// The text before the caret once `text` is committed: the context follow-ons continue (the
    /// engine reads the words at its end). Where the host withholds the text before the caret,
    /// what this method committed in a row stands in for it.
    private func followOnContext(_ context: InputContext, committing text: String) -> String {
        committedChain = String(((context.textBefore.isEmpty ? committedChain : context.textBefore) + text).suffix(16))
        return committedChain
    }

    private func commitBest(_ engine: PinyinEngine) -> String {
        let text = chosenText + (pending.isEmpty ? "" : engine.convert(pending, user: lexicon))
        reset()
        return text
    }

    public func candidates(page: Int, pageSize: Int) throws -> CandidatePage {
        guard isComposing else { return .empty }
        let slice = current.dropFirst(page * pageSize).prefix(pageSize)
        return CandidatePage(candidates: slice.map { Candidate($0.text) }, hasMore: (page + 1) * pageSize < current.count)
    }

    public func reset() {
        pending = ""
        chosen = []
        current = []
        lattice = PinyinEngine.Lattice()
    }
}
