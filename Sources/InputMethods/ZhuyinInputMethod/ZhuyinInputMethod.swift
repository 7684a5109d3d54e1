public import InputMethodCore

/// The built-in `zhuyin` input method: bopomofo typed a symbol at a time becomes Traditional
/// Chinese, the whole sentence converted as it grows (``ZhuyinEngine``).
///
/// **Syllables.** Each symbol takes its slot of the syllable being typed (consonant, medial,
/// rhyme); a tone key (ˊ ˇ ˋ ˙) ends it. A first tone is ended by space, or by the next
/// syllable: a symbol whose slot comes no later than what the syllable has (ㄨㄢ then ㄉ) starts a
/// new syllable when the one typed is a syllable in the first tone; otherwise it replaces its
/// slot (ㄊ then ㄉ is ㄉ), as zhuyin keyboards do. A symbol or tone that would make no syllable the
/// model knows (ㄅ then ㄩ) is refused: the key does nothing.
///
/// **The composition** is marked text: the conversion of the syllables so far, then the syllable
/// being typed in bopomofo. The candidate bar holds the whole conversion, then the phrases that
/// end at the cursor (the end, or where the `previous-segment` and `next-segment` commands moved
/// it), longest first. Picking the whole conversion commits it; picking a phrase fixes it and the
/// rest converts around it. Space (with no syllable being typed) and return commit the
/// conversion; any other key commits it, then does what it does. Backspace steps back through
/// what was typed: the syllable being typed loses its last symbol, or the last syllable comes
/// back to be typed without its tone mark (ㄊㄞˊ → ㄊㄞ). A composition holds at most
/// ``maximumComposition`` syllables: the one past it commits the leading phrases.
///
/// **After a commit**, follow-ons (``ZhuyinEngine/followOns(after:_:limit:)``).
///
/// **Learning**: a phrase picked for its syllables leads them from then on
/// (``ZhuyinUserPhrases``, kept in the host's storage under ``storageKey``), never where the
/// context forbids learning; damaged data is set aside under ``corruptStorageKey`` and reported
/// in ``userDataProblem``; ``InputEvent/forgetCandidate(_:)`` forgets a learned phrase.
///
/// **Pinyin – Traditional** (``pinyinDescriptor``, `Keys.pinyin`): letters are read as pinyin
/// syllables (``PinyinSyllables``: each one bopomofo syllable in any tone, a lone initial an
/// abbreviation), converted by the same model; letters no syllable reads show as typed. Return
/// commits the letters as typed, as the pinyin method's does; backspace removes the last letter.
///
/// **Hardware keyboards** type by position on Taiwan's standard zhuyin arrangement (1 ㄅ, q ㄆ,
/// a ㄇ, z ㄈ … ; 3 ˇ, 4 ˋ, 6 ˊ, 7 ˙), the key's US character read through ``hardwareSymbols``.
public final class ZhuyinInputMethod: InputMethod {
    /// What the keys type: bopomofo (the zhuyin keyboard) or pinyin letters (Pinyin – Traditional).
    public enum Keys: Sendable {
        case bopomofo, pinyin
    }

    public let engine: ZhuyinEngine
    public let keys: Keys
    public static let storageKey = "zhuyin-user-phrases"
    public static let corruptStorageKey = "zhuyin-user-phrases.corrupt"
    /// The most syllables a composition holds (pinyin: twice as many letters).
    public static let maximumComposition = 64

    /// Why the stored picks could not be read at activation, if they could not.
    public private(set) var userDataProblem: CheckedRecords.DecodingError?
    public private(set) var learned = ZhuyinUserPhrases()
    private var storage: (any InputMethodStorage)?

    /// The syllables ended, the one being typed, and the phrases picked.
    private var syllables: [ReadingSyllable] = []
    private var typing = BopomofoSyllable()
    /// Pinyin: the letters typed, and how they read (``syllables`` is its syllables).
    private var letters = ""
    private var reading = PinyinSyllables.split("")
    private var picks: [ZhuyinEngine.Pick] = []
    /// Where the candidates are for: a syllable index, `nil` for the end.
    private var cursor: Int?
    private var conversion: [ZhuyinEngine.Segment] = []
    private var current: [ZhuyinEngine.Candidate] = []
    private var followOns: [String] = []
    /// The context word of the last phrase committed, while typing goes on after it.
    private var previous = ZhuyinModel.ContextWord.start
    private var committedText = ""
    /// What a syllable being typed may be so far: for each syllable base the model knows
    /// (consonant, medial, rhyme), the base cut after its consonant, after its medial and whole,
    /// as bases (each cut that ends in a slot the base fills).
    private let prefixes: Set<Int>

    public init(engine: ZhuyinEngine, keys: Keys = .bopomofo) {
        self.engine = engine
        self.keys = keys
        var prefixes = Set<Int>()
        for syllable in engine.model.syllables {
            let (c, m, r) = (syllable.consonant, syllable.medial, syllable.rhyme)
            if c > 0 { prefixes.insert(c) }
            if m > 0 { prefixes.insert(c + 22 * m) }
            if r > 0 { prefixes.insert(c + 22 * m + 88 * r) }
        }
        self.prefixes = prefixes
    }

    /// A method over the bundled model; throws when the model cannot be found or read.
    public convenience init(keys: Keys = .bopomofo) throws { self.init(engine: try ZhuyinEngine.bundled(), keys: keys) }

    public static let descriptor = InputMethodDescriptor(
        id: "zhuyin", displayName: "注音", languages: ["zh-Hant"],
        requiredOutputs: (BopomofoSyllable.consonants + BopomofoSyllable.medials + BopomofoSyllable.rhymes
                          + BopomofoSyllable.toneMarks).map(String.init)
    ) { try ZhuyinInputMethod() }

    /// Pinyin – Traditional: the letters of the pinyin keyboard, converted to Traditional Chinese.
    public static let pinyinDescriptor = InputMethodDescriptor(
        id: "pinyin-traditional", displayName: "拼音 (繁體)", languages: ["zh-Hant"],
        requiredOutputs: "abcdefghijklmnopqrstuvwxyz".map(String.init)
    ) { try ZhuyinInputMethod(keys: .pinyin) }

    public var returnCommitsOnly: Bool { true }

    /// Taiwan's standard zhuyin keyboard: the symbol on each key, by what the key types on a US
    /// keyboard.
    public static let hardwareSymbols: [Character: Character] = Dictionary(uniqueKeysWithValues: [
        // One column of the keyboard each: the keys top to bottom, and their symbols.
        ("1qaz", "ㄅㄆㄇㄈ"), ("2wsx", "ㄉㄊㄋㄌ"), ("3edc", "ˇㄍㄎㄏ"), ("4rfv", "ˋㄐㄑㄒ"), ("5tgb", "ㄓㄔㄕㄖ"), ("6yhn", "ˊㄗㄘㄙ"),
        ("7ujm", "˙ㄧㄨㄩ"), ("8ik,", "ㄚㄛㄜㄝ"), ("9ol.", "ㄞㄟㄠㄡ"), ("0p;/", "ㄢㄣㄤㄥ"), ("-", "ㄦ"),
    ].flatMap { zip($0.0, $0.1) })

    // MARK: Storage

    public func activate(storage: any InputMethodStorage) {
        self.storage = storage
        userDataProblem = nil
        learned = ZhuyinUserPhrases()
        guard let bytes = storage.data(forKey: Self.storageKey) else { return }
        do {
            learned = try ZhuyinUserPhrases(decoding: bytes)
        } catch {
            userDataProblem = error
            try? storage.setData(bytes, forKey: Self.corruptStorageKey)
            try? storage.setData(nil, forKey: Self.storageKey)
        }
    }

    public func deactivate() {
        reset()
        storage = nil
    }

    /// Forgets a learned phrase; returns whether it had been learned.
    @discardableResult
    public func forget(_ phrase: String) -> Bool {
        guard learned.forget(phrase) else { return false }
        try? storage?.setData(learned.encoded(), forKey: Self.storageKey)
        return true
    }

    // MARK: Events

    private var isComposing: Bool { !syllables.isEmpty || !typing.isEmpty || !letters.isEmpty }

    public func handle(_ event: InputEvent, context: InputContext) throws -> InputResult {
        switch event {
        case .key(let key) where key.isHardware && !key.modifiers.subtracting(.capsLock).isEmpty:
            // A shortcut (Control, Alt): the composition is committed and the key is the host's.
            guard isComposing else { return .unhandled }
            return InputResult(commit: commitAll(context), markedText: "", isHandled: false, candidatesChanged: true)
        case .key(let key) where keys == .pinyin:
            let text = key.output.lowercased()
            if text.count == 1, let letter = text.first, ("a"..."z").contains(letter) || (letter == "'" && !letters.isEmpty) {
                if !isComposing { startComposing(context) }
                return type(letter: letter)
            }
            guard isComposing else { return .unhandled }
            return InputResult(commit: commitAll(context), markedText: "", isHandled: false, candidatesChanged: true)
        case .key(let key):
            let output = key.isHardware ? key.output.lowercased() : key.output
            let symbol = output.count == 1 ? output.first.flatMap { key.isHardware ? Self.hardwareSymbols[$0] : $0 } : nil
            if let symbol, BopomofoSyllable.slot(of: symbol) != nil {
                if !isComposing { startComposing(context) }
                return type(symbol, context)
            }
            guard isComposing else { return .unhandled }
            return InputResult(commit: commitAll(context), markedText: "", isHandled: false, candidatesChanged: true)
        case .space:
            guard isComposing else { return .unhandled }
            guard typing.isEmpty else {
                _ = endSyllable(with: .first)
                return composing()
            }
            return InputResult(commit: commitAll(context), markedText: "", candidatesChanged: true, followOns: followOns)
        case .return:
            guard isComposing else { return .unhandled }
            if keys == .pinyin {
                let typed = letters
                reset()
                return InputResult(commit: typed, markedText: "", candidatesChanged: true)
            }
            return InputResult(commit: commitAll(context), markedText: "", candidatesChanged: true)
        case .backspace:
            guard isComposing else { return .unhandled }
            if keys == .pinyin {
                letters.removeLast()
                reread()
            } else {
                stepBack()
            }
            return composing()
        case .selectCandidate(let index):
            guard isComposing, current.indices.contains(index) else { return .unhandled }
            return pick(current[index], context)
        case .forgetCandidate(let index):
            guard isComposing, current.indices.contains(index), forget(current[index].text) else { return .unhandled }
            return composing()
        case .selectFollowOn(let index):
            guard !isComposing, followOns.indices.contains(index) else { return .unhandled }
            let text = followOns[index]
            followOns = []
            committedText += text
            return InputResult(commit: text, followOns: [])
        case .command(let name) where isComposing && (name == "next-segment" || name == "previous-segment"):
            moveCursor(forward: name == "next-segment")
            return composing()
        case .command, .stroke, .endOfCharacter:
            return .unhandled
        }
    }

    public func candidates(page: Int, pageSize: Int) throws -> CandidatePage {
        guard isComposing, page >= 0, pageSize > 0 else { return .empty }
        let slice = current.dropFirst(page * pageSize).prefix(pageSize)
        return CandidatePage(candidates: slice.map { Candidate($0.text) }, hasMore: (page + 1) * pageSize < current.count)
    }

    public func reset() {
        syllables = []
        typing = BopomofoSyllable()
        letters = ""
        reading = PinyinSyllables.split("")
        picks = []
        cursor = nil
        conversion = []
        current = []
    }

    // MARK: Composing

    /// A composition begins: it continues the last commit when the text before the caret ends
    /// with it, and starts a sentence otherwise.
    private func startComposing(_ context: InputContext) {
        followOns = []
        if committedText.isEmpty || !context.textBefore.hasSuffix(committedText) { previous = .start }
        committedText = ""
    }

    /// Types one symbol or tone mark (see the type's documentation for the rules).
    private func type(_ symbol: Character, _ context: InputContext) -> InputResult {
        guard let slot = BopomofoSyllable.slot(of: symbol) else { return .unhandled }
        if slot == .tone {
            guard !typing.isEmpty, let tone = BopomofoSyllable.Tone(rawValue: (BopomofoSyllable.toneMarks.firstIndex(of: symbol) ?? 0) + 1),
                  endSyllable(with: tone) else { return composing() }   // refused: the composition as it was
            return composing()
        }
        let highest = [typing.consonant, typing.medial, typing.rhyme].lastIndex { $0 > 0 }
        if let highest, slot.rawValue <= highest, isSyllable(typing.with(.first)) {
            _ = endSyllable(with: .first)
        }
        var next = typing
        next.set(symbol)
        guard isPrefix(next) else { return composing() }   // refused
        typing = next
        guard syllables.count > Self.maximumComposition else { return composing() }
        let leading = commitLeading()
        var result = composing()
        result.commit = leading
        return result
    }

    /// Types a pinyin letter (or `'`).
    private func type(letter: Character) -> InputResult {
        letters.append(letter)
        reread()
        guard letters.count > 2 * Self.maximumComposition else { return composing() }
        let leading = commitLeading()
        guard !leading.isEmpty else {
            // Nothing reads as pinyin: the letters go as typed.
            let typed = letters
            reset()
            return InputResult(commit: typed, markedText: "", candidatesChanged: true)
        }
        var result = composing()
        result.commit = leading
        return result
    }

    /// Reads the letters again; the picks over syllables read from the same letters stay.
    private func reread() {
        let old = reading
        reading = PinyinSyllables.split(letters)
        syllables = reading.syllables
        let same = zip(old.spans, reading.spans).prefix { $0 == $1 }.count
        picks.removeAll { $0.range.upperBound > same }
        if let cursor, cursor >= syllables.count { self.cursor = nil }
    }

    /// The letters no syllable reads, as typed.
    private var unreadLetters: Substring { letters.utf8.count > reading.unread ? letters.dropFirst(reading.unread) : "" }

    /// Ends the syllable being typed with `tone`, if that makes a syllable the model knows.
    private func endSyllable(with tone: BopomofoSyllable.Tone) -> Bool {
        let syllable = typing.with(tone)
        guard isKnown(syllable) else { return false }
        syllables.append(ReadingSyllable(syllable))
        typing = BopomofoSyllable()
        return true
    }

    private func isKnown(_ syllable: BopomofoSyllable) -> Bool {
        !syllable.isEmpty && engine.model.child(of: .root, syllable.key) != nil
    }

    /// Whether the next syllable ends this one: a known syllable with a medial or a rhyme, or
    /// one of the consonants that are syllables alone (ㄓ ㄔ ㄕ ㄖ ㄗ ㄘ ㄙ). (McBopomofo also reads
    /// the other consonants alone, as the symbol itself: typed with a tone or space.)
    private func isSyllable(_ syllable: BopomofoSyllable) -> Bool {
        isKnown(syllable) && (syllable.medial > 0 || syllable.rhyme > 0 || syllable.consonant >= 15)
    }

    /// Whether some known syllable has the slots typed so far (those before the last one typed
    /// empty as typed, those after it free).
    private func isPrefix(_ syllable: BopomofoSyllable) -> Bool {
        prefixes.contains(syllable.consonant + 22 * syllable.medial + 88 * syllable.rhyme)
    }

    private func stepBack() {
        if !typing.isEmpty {
            if typing.rhyme > 0 { typing.rhyme = 0 } else if typing.medial > 0 { typing.medial = 0 } else { typing.consonant = 0 }
            return
        }
        guard let last = syllables.popLast() else { return }
        picks.removeAll { $0.range.upperBound > syllables.count }
        if let cursor, cursor > syllables.count { self.cursor = nil }
        if last.syllable.tone != .first { typing = last.syllable.with(.first) } else {
            typing = last.syllable
            stepBack()
        }
    }

    private func moveCursor(forward: Bool) {
        let boundaries = conversion.map(\.range.upperBound)
        let at = cursor ?? syllables.count
        if forward {
            cursor = boundaries.first { $0 > at }
            if cursor == syllables.count { cursor = nil }
        } else {
            cursor = boundaries.last { $0 < at && $0 > 0 } ?? at
        }
    }

    /// Converts what is composed and returns the marked text and candidates.
    private func composing() -> InputResult {
        guard isComposing else {
            reset()
            return InputResult(markedText: "", candidatesChanged: true)
        }
        conversion = engine.convert(syllables, picks: picks, after: previous, learned: learned)
        current = syllables.isEmpty ? [] : engine.candidates(syllables, at: cursor ?? syllables.count, picks: picks, after: previous,
                                                             learned: learned, conversion: conversion)
        let marked = conversion.map(\.text).joined() + (typing.isEmpty ? "" : typing.description) + unreadLetters
        // With the cursor moved, the phrase it is after is selected.
        var selection: Range<Int>?
        if let cursor, let focused = conversion.lastIndex(where: { $0.range.upperBound == cursor }) {
            let start = conversion[..<focused].reduce(0) { $0 + $1.text.utf16.count }
            selection = start..<start + conversion[focused].text.utf16.count
        }
        return InputResult(markedText: marked, markedSelection: selection, candidatesChanged: true)
    }

    private func pick(_ candidate: ZhuyinEngine.Candidate, _ context: InputContext) -> InputResult {
        guard let entry = candidate.entry else {
            return InputResult(commit: commitAll(context), markedText: "", candidatesChanged: true, followOns: followOns)
        }
        picks.removeAll { $0.range.overlaps(candidate.range) }
        picks.append(ZhuyinEngine.Pick(range: candidate.range, entry: entry))
        return composing()
    }

    /// Commits the conversion and the syllable being typed (as bopomofo), learning the picks,
    /// and prepares the follow-ons.
    private func commitAll(_ context: InputContext) -> String {
        // The conversion shown is the composition's, unless the syllable being typed ends here.
        let ended = !typing.isEmpty && endSyllable(with: .first)
        let segments = ended ? engine.convert(syllables, picks: picks, after: previous, learned: learned) : conversion
        let text = segments.map(\.text).joined() + (typing.isEmpty ? "" : typing.description) + unreadLetters
        learnPicks(context)
        followOns = typing.isEmpty && unreadLetters.isEmpty ? engine.followOns(after: segments, syllables, limit: 8) : []
        previous = segments.last?.entry.map(engine.model.contextWord) ?? .start
        committedText = text
        reset()
        return text
    }

    /// Commits the leading phrases of an overlong composition (those in its first three
    /// quarters); composing goes on with the rest.
    private func commitLeading() -> String {
        let segments = engine.convert(syllables, picks: picks, after: previous, learned: learned)
        let limit = min(Self.maximumComposition * 3 / 4, syllables.count - 1)
        let taken = segments.prefix { $0.range.upperBound <= limit }
        guard let end = taken.last?.range.upperBound else { return "" }
        previous = taken.last?.entry.map(engine.model.contextWord) ?? .start
        if keys == .pinyin {
            letters = String(letters.dropFirst(reading.spans[end - 1].upperBound))
            reading = PinyinSyllables.split(letters)
            syllables = reading.syllables
        } else {
            syllables.removeFirst(end)
        }
        picks = picks.filter { $0.range.lowerBound >= end }.map {
            ZhuyinEngine.Pick(range: $0.range.lowerBound - end..<$0.range.upperBound - end, entry: $0.entry)
        }
        cursor = nil
        return taken.map(\.text).joined()
    }

    private func learnPicks(_ context: InputContext) {
        guard context.isLearningAllowed, !picks.isEmpty else { return }
        for pick in picks where pick.range.upperBound <= syllables.count {
            learned.learn(syllables[pick.range], engine.model.text(pick.entry))
        }
        try? storage?.setData(learned.encoded(), forKey: Self.storageKey)
    }
}
