public import InputMethodCore

/// The built-in `japanese` input method, for the romaji (QWERTY) and the kana (12-key) keyboards.
///
/// **Composing.** Letters become hiragana as they are typed (``Romaji``); kana keys type their
/// kana, a flick its direction's kana; tapping a kana key again while its toggle is live cycles
/// its multi-tap kana (か き く け こ), and the toggle ends with a pause of
/// ``toggleTimeout`` seconds, another key, or the end-toggle key (→). The undo-toggle key (↺)
/// steps the last toggle back; the 小゛゜ key (`modifier`) cycles the last kana through its
/// small, voiced and half-voiced forms (つ → っ → づ → つ, は → ば → ぱ → は). The reading is
/// marked text; the candidate bar predicts (the whole conversion, words read so, longer words,
/// katakana and width forms). Picking a candidate commits it.
///
/// **Converting.** Space converts the reading into phrases; the focused phrase is the marked
/// selection and the bar holds its candidates. Space again picks the phrase's next candidate;
/// the commands `next-segment` and `previous-segment` move the focus, `grow-segment` and
/// `shrink-segment` resize the focused phrase by one kana (the phrases after it are converted
/// again); picking a candidate fixes the phrase and moves on (after the last, everything is
/// committed). Return commits; backspace goes back to the reading.
///
/// **After a commit**, follow-ons: words seen after the committed one in the corpus, and the
/// rest of lexicon words that extend it (東京 → 駅).
///
/// **Learning**: a candidate chosen for a reading comes first for that reading next time; kept
/// in the host's storage under ``storageKey`` (``CheckedRecords``, format
/// `softkbd-japanese-user 1`: `count TAB reading TAB surface`), never where the context forbids
/// learning; damaged data is set aside under ``corruptStorageKey`` and reported in
/// ``userDataProblem``. ``InputEvent/forgetCandidate(_:)`` forgets a learned choice.
public final class JapaneseInputMethod: InputMethod {
    public let engine: JapaneseEngine
    /// Seconds after which a kana key's next tap starts a new kana instead of cycling
    /// [chosen: iOS's toggle ends after about a second].
    public var toggleTimeout = 1.0

    public static let storageKey = "japanese-user-choices"
    public static let corruptStorageKey = "japanese-user-choices.corrupt"
    public static let formatLine = "softkbd-japanese-user 1"

    /// The most kana (UTF-16 units) a composition holds: typing past it commits the leading
    /// words of its conversion (those in its first three quarters) and composition goes on with
    /// the rest, so each keystroke's work stays bounded however long the typing without a
    /// conversion (pinyin holds 128 letters the same way).
    public static let maximumComposition = 128
    /// Why the stored choices could not be read at activation, if they could not.
    public private(set) var userDataProblem: CheckedRecords.DecodingError?

    private var romaji = Romaji.State()
    /// The kana pad's live toggle: the key, its cycle, where in it, and when it was tapped.
    private var toggle: (key: String, cycle: [String], index: Int, time: Double?)?
    /// Converting: the reading, its phrases, the focused one, and what was picked per phrase.
    private var conversion: (reading: String, segments: [JapaneseEngine.Segment], focus: Int)?
    /// The candidates shown, and for predictions, nothing more: each commits the whole reading.
    private var current: [String] = []
    private var storage: (any InputMethodStorage)?

    public init(engine: JapaneseEngine) { self.engine = engine }

    /// A method over the bundled model; throws when the model cannot be found or read.
    public convenience init() throws { self.init(engine: try JapaneseEngine.bundled()) }

    /// What its keyboards need: the romaji keyboard's Latin letters and ー, or the kana pad's
    /// ten rows.
    public static let descriptor = InputMethodDescriptor(
        id: "japanese", displayName: "日本語", languages: ["ja"],
        oneOfOutputs: ["abcdefghijklmnopqrstuvwxyz".map(String.init) + ["ー"], ["あ", "か", "さ", "た", "な", "は", "ま", "や", "ら", "わ"]]
    ) { try JapaneseInputMethod() }

    public var returnCommitsOnly: Bool { true }

    // MARK: Storage

    public func activate(storage: any InputMethodStorage) {
        self.storage = storage
        userDataProblem = nil
        engine.learned = [:]
        guard let bytes = storage.data(forKey: Self.storageKey) else { return }
        do throws(CheckedRecords.DecodingError) {
            for (line, record) in try CheckedRecords.decode(bytes, format: Self.formatLine) {
                let fields = record.split(separator: "\t", omittingEmptySubsequences: false)
                guard fields.count == 3, let count = Int(fields[0]), count > 0, KanaForms.isReading(String(fields[1])),
                    !fields[2].isEmpty else {
                    throw CheckedRecords.DecodingError(line: line, reason: "expected count, reading and surface, tab-separated")
                }
                if let control = LearnedText.firstControl(in: fields[2]) {
                    throw CheckedRecords.DecodingError(line: line, reason: "the surface holds control character \(control)")
                }
                engine.learned[String(fields[1]), default: [:]][String(fields[2])] = count
            }
        } catch {
            userDataProblem = error
            engine.learned = [:]
            try? storage.setData(bytes, forKey: Self.corruptStorageKey)
            try? storage.setData(nil, forKey: Self.storageKey)
        }
    }

    public func deactivate() {
        reset()
        storage = nil
    }

    private func save() {
        var records: [String] = []
        for (reading, choices) in engine.learned.sorted(by: { $0.key < $1.key }) {
            for (surface, count) in choices.sorted(by: { $0.key < $1.key }) { records.append("\(count)\t\(reading)\t\(surface)") }
        }
        try? storage?.setData(CheckedRecords.encode(records, format: Self.formatLine), forKey: Self.storageKey)
    }

    private func learn(reading: String, surface: String, _ context: InputContext) {
        guard context.isLearningAllowed, surface != reading, LearnedText.isValid(surface), LearnedText.isValid(reading) else { return }
        engine.learn(reading: reading, surface: surface)
        save()
    }

    // MARK: Events

    public func handle(_ event: InputEvent, context: InputContext) throws -> InputResult {
        switch event {
        case .key(let key):
            var committed = ""
            if let conversion {
                committed = conversion.segments.map(\.surface).joined()
                learnSegments(conversion, context)
                self.conversion = nil
            }
            guard let result = type(key) else {
                if committed.isEmpty, romaji.text.isEmpty { return .unhandled }
                let text = committed + readingForCommit()
                reset()
                return InputResult(commit: text, markedText: "", isHandled: false, candidatesChanged: true)
            }
            var composed = result
            if romaji.kana.utf16.count > Self.maximumComposition {
                // A reading that outgrows the composition: its leading words are committed as
                // converted, and composing goes on with the rest (as pinyin does).
                let words = engine.convertWords(romaji.kana)
                let kept = words.prefix { $0.range.upperBound <= Self.maximumComposition * 3 / 4 }
                let taken = kept.isEmpty ? Array(words.prefix(1)) : Array(kept)
                if let consumed = taken.last?.range.upperBound, consumed > 0 {
                    committed += taken.map(\.surface).joined()
                    romaji.kana = String(decoding: Array(romaji.kana.utf16)[consumed...], as: UTF16.self)
                    composed = composing()
                }
            }
            if !committed.isEmpty { composed.commit = committed }
            return composed
        case .command(let name):
            return command(name, context)
        case .backspace:
            toggle = nil
            if let conversion {
                // Back to the reading.
                self.conversion = nil
                romaji = Romaji.State(kana: conversion.reading)
                return composing()
            }
            guard !romaji.text.isEmpty else { return .unhandled }
            if !romaji.pending.isEmpty { romaji.pending.removeLast() } else { romaji.kana.removeLast() }
            return composing()
        case .space:
            toggle = nil
            if conversion != nil { return cycleCandidate() }
            guard !romaji.text.isEmpty else { return .unhandled }
            Romaji.flush(&romaji)
            return convert()
        case .return:
            toggle = nil
            if let conversion {
                learnSegments(conversion, context)
                let text = conversion.segments.map(\.surface).joined()
                reset()
                return commitResult(text)
            }
            guard !romaji.text.isEmpty else { return .unhandled }
            let text = readingForCommit()
            reset()
            return InputResult(commit: text, markedText: "", candidatesChanged: true)
        case .selectCandidate(let index):
            guard current.indices.contains(index) else { return .unhandled }
            return choose(current[index], context)
        case .forgetCandidate(let index):
            guard current.indices.contains(index) else { return .unhandled }
            let reading = conversion.map { focusedReading($0) } ?? romaji.kana
            guard engine.forget(reading: reading, surface: current[index]) else { return .unhandled }
            save()
            return conversion != nil ? converting() : composing()
        case .selectFollowOn(let index):
            guard conversion == nil, romaji.text.isEmpty, followOns.indices.contains(index) else { return .unhandled }
            let text = followOns[index]
            return commitResult(text, after: lastCommitted + text)
        case .stroke, .endOfCharacter:
            return .unhandled
        }
    }

    /// Adds a key's output to the reading; nil for a key that does not compose (it commits
    /// the reading and does what it does).
    private func type(_ key: KeyInput) -> InputResult? {
        let output = key.output
        guard let character = output.first, output.count == 1 else { return nil }
        // The kana pad: toggles, flicks, kana.
        if !key.multiTap.isEmpty, !key.isFlick, !key.isLongPress, let id = key.keyID?.rawValue {
            if let live = toggle, live.key == id, isLive(live.time, now: key.time), !romaji.kana.isEmpty {
                let next = (live.index + 1) % live.cycle.count
                romaji.kana.removeLast()
                romaji.kana += live.cycle[next]
                toggle = (id, live.cycle, next, key.time)
            } else {
                Romaji.flush(&romaji)
                romaji.kana += output
                toggle = (id, key.multiTap, 0, key.time)
            }
            return composing()
        }
        toggle = nil
        if KanaForms.isReading(output) || "、。「」！？・ー".contains(character) {
            Romaji.flush(&romaji)
            romaji.kana += output
            return composing()
        }
        // Romaji: letters, and digits and punctuation as the romaji table types them.
        if character.isASCII, character.isLetter || character.isNumber || Romaji.punctuation[character] != nil || character == "'" {
            Romaji.append(character, to: &romaji)
            return composing()
        }
        return nil
    }

    private func isLive(_ then: Double?, now: Double?) -> Bool {
        guard let then, let now else { return true }
        return now - then < toggleTimeout
    }

    private func command(_ name: String, _ context: InputContext) -> InputResult {
        switch name {
        case "end-toggle":
            guard toggle != nil else { return romaji.text.isEmpty ? .unhandled : InputResult() }
            toggle = nil
            return InputResult(markedText: romaji.text)
        case "undo-toggle":
            guard let live = toggle,
                !romaji.kana.isEmpty else { return romaji.text.isEmpty ? .unhandled : InputResult(markedText: romaji.text) }
            let previous = (live.index - 1 + live.cycle.count) % live.cycle.count
            romaji.kana.removeLast()
            romaji.kana += live.cycle[previous]
            toggle = (live.key, live.cycle, previous, live.time)
            return composing()
        case "modifier":
            toggle = nil
            guard conversion == nil, let last = romaji.kana.last, let next = Self.modifierCycle[last] else {
                return romaji.text.isEmpty ? .unhandled : InputResult(markedText: romaji.text)
            }
            romaji.kana.removeLast()
            romaji.kana.append(next)
            return composing()
        case "next-segment", "previous-segment":
            guard var conversion else { return .unhandled }
            let step = name == "next-segment" ? 1 : -1
            conversion.focus = max(0, min(conversion.segments.count - 1, conversion.focus + step))
            self.conversion = conversion
            return converting()
        case "grow-segment", "shrink-segment":
            guard let conversion else { return .unhandled }
            return resize(conversion, by: name == "grow-segment" ? 1 : -1)
        default:
            return .unhandled
        }
    }

    /// 小゛゜: each kana to the next of its small, voiced and half-voiced forms, around.
    static let modifierCycle: [Character: Character] = {
        var table: [Character: Character] = [:]
        func cycle(_ forms: String) {
            let characters = Array(forms)
            for (index, character) in characters.enumerated() { table[character] = characters[(index + 1) % characters.count] }
        }
        for forms in ["あぁ", "いぃ", "えぇ", "おぉ", "うぅゔ", "やゃ", "ゆゅ", "よょ", "わゎ", "つっづ",
                      "かが", "きぎ", "くぐ", "けげ", "こご", "さざ", "しじ",
                      "すず", "せぜ", "そぞ", "ただ", "ちぢ", "てで", "とど",
                      "はばぱ", "ひびぴ", "ふぶぷ", "へべぺ", "ほぼぽ"] {
            cycle(forms)
        }
        return table
    }()

    // MARK: Composing

    /// The reading as it is committed without conversion: hiragana, a final n as ん.
    private func readingForCommit() -> String {
        var state = romaji
        Romaji.flush(&state)
        return state.kana
    }

    private func composing() -> InputResult {
        let text = romaji.text
        guard !text.isEmpty else {
            reset()
            return InputResult(markedText: "", candidatesChanged: true)
        }
        var reading = romaji
        Romaji.flush(&reading)
        current = engine.predictions(reading.kana, limit: 60)
        return InputResult(markedText: text, candidatesChanged: true)
    }

    private func convert() -> InputResult {
        let reading = romaji.kana
        guard KanaForms.isReading(reading) else {
            // Letters or digits with no kana reading: offered as they are and in full width.
            current = [reading, KanaForms.fullWidth(reading)]
            conversion = (reading, [JapaneseEngine.Segment(range: 0..<reading.utf16.count, surface: reading, words: [])], 0)
            romaji = Romaji.State()
            return converting()
        }
        conversion = (reading, engine.segments(reading), 0)
        romaji = Romaji.State()
        return converting()
    }

    private func focusedReading(_ conversion: (reading: String, segments: [JapaneseEngine.Segment], focus: Int)) -> String {
        let units = Array(conversion.reading.utf16)
        return String(decoding: units[conversion.segments[conversion.focus].range], as: UTF16.self)
    }

    /// The marked text is the phrases; the focused one is selected; the bar is its candidates
    /// (looked up again unless `keepingCandidates`: space cycling through the same list).
    private func converting(keepingCandidates: Bool = false) -> InputResult {
        guard let conversion, !conversion.segments.isEmpty else { return composing() }
        let focused = conversion.segments[conversion.focus]
        if !keepingCandidates {
            let previous = conversion.focus > 0 ? conversion.segments[conversion.focus - 1].words.last : nil
            current = KanaForms.isReading(conversion.reading)
                ? engine.candidates(conversion.reading, range: focused.range, after: previous, limit: 100)
                : [conversion.reading, KanaForms.fullWidth(conversion.reading)]
            if let index = current.firstIndex(of: focused.surface), index > 0 {
                current.remove(at: index)
                current.insert(focused.surface, at: 0)
            }
        }
        let before = conversion.segments[..<conversion.focus].map(\.surface).joined().utf16.count
        let marked = conversion.segments.map(\.surface).joined()
        return InputResult(markedText: marked, markedSelection: before..<(before + focused.surface.utf16.count),
                           candidatesChanged: !keepingCandidates)
    }

    /// Space while converting: the focused phrase takes its next candidate.
    private func cycleCandidate() -> InputResult {
        guard var conversion, !current.isEmpty else { return .unhandled }
        let surface = conversion.segments[conversion.focus].surface
        let next = current.firstIndex(of: surface).map { ($0 + 1) % current.count } ?? 0
        conversion.segments[conversion.focus].surface = current[next]
        self.conversion = conversion
        return converting(keepingCandidates: true)
    }

    /// Moves the focused phrase's end by one kana; the phrases after it are converted again.
    private func resize(_ conversion: (reading: String, segments: [JapaneseEngine.Segment], focus: Int), by step: Int) -> InputResult {
        let units = conversion.reading.utf16.count
        let focused = conversion.segments[conversion.focus].range
        let end = focused.upperBound + step
        guard end > focused.lowerBound, end <= units else { return converting() }
        var ranges = conversion.segments[..<conversion.focus].map(\.range) + [focused.lowerBound..<end]
        if end < units {
            // The rest, in the converter's own phrases.
            let rest = String(decoding: Array(conversion.reading.utf16)[end...], as: UTF16.self)
            ranges += engine.segments(rest).map { ($0.range.lowerBound + end)..<($0.range.upperBound + end) }
        }
        var segments = engine.convert(conversion.reading, phrases: ranges)
        // Phrases before the focus keep what the user saw.
        for index in 0..<conversion.focus where index < segments.count { segments[index].surface = conversion.segments[index].surface }
        self.conversion = (conversion.reading, segments, conversion.focus)
        return converting()
    }

    // MARK: Choosing and committing

    private func choose(_ text: String, _ context: InputContext) -> InputResult {
        toggle = nil
        if var conversion {
            conversion.segments[conversion.focus].surface = text
            if conversion.focus + 1 < conversion.segments.count {
                conversion.focus += 1
                self.conversion = conversion
                return converting()
            }
            learnSegments(conversion, context)
            reset()
            return commitResult(conversion.segments.map(\.surface).joined())
        }
        var reading = romaji
        Romaji.flush(&reading)
        learn(reading: reading.kana, surface: text, context)
        reset()
        return commitResult(text)
    }

    private func learnSegments(_ conversion: (reading: String, segments: [JapaneseEngine.Segment], focus: Int), _ context: InputContext) {
        let units = Array(conversion.reading.utf16)
        for segment in conversion.segments where segment.range.upperBound <= units.count {
            let reading = String(decoding: units[segment.range], as: UTF16.self)
            // Only what the user changed from the converter's choice is worth remembering.
            let original = segment.words.map(\.surface).joined()
            if segment.surface != original { learn(reading: reading, surface: segment.surface, context) }
        }
    }

    private var followOns: [String] = []
    private var lastCommitted = ""

    private func commitResult(_ text: String, after context: String? = nil) -> InputResult {
        lastCommitted = context ?? text
        followOns = engine.followOns(after: text, limit: 12).map(\.text)
        return InputResult(commit: text, markedText: "", candidatesChanged: true, followOns: followOns)
    }

    public func candidates(page: Int, pageSize: Int) throws -> CandidatePage {
        let slice = current.dropFirst(page * pageSize).prefix(pageSize)
        return CandidatePage(candidates: slice.map { Candidate($0) }, hasMore: (page + 1) * pageSize < current.count)
    }

    public func reset() {
        romaji = Romaji.State()
        toggle = nil
        conversion = nil
        current = []
    }
}
