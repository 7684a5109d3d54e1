public import InputMethodCore

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
public final class PinyinInputMethod: InputMethod {
    private let engine: PinyinEngine?
    /// The letters not yet converted (with apostrophes).
    private var pending = ""
    /// Words already chosen for the start of the composition.
    private var chosen: [String] = []
    private var current: [PinyinEngine.Candidate] = []
    /// The follow-on suggestions offered after the last commit.
    private var followOns: [String] = []

    public init(engine: PinyinEngine?) { self.engine = engine }

    public convenience init() { self.init(engine: try? PinyinEngine.bundled()) }

    public static let descriptor = InputMethodDescriptor(id: "pinyin", displayName: "拼音", languages: ["zh-Hans"]) { PinyinInputMethod() }

    public var returnCommitsOnly: Bool { true }

    public func handle(_ event: InputEvent, context: InputContext) throws -> InputResult {
        guard let engine else { return .unhandled }
        switch event {
        case .key(let key):
            let text = key.output.lowercased()
            if text.count == 1, let c = text.first, ("a"..."z").contains(c) || (c == "'" && !pending.isEmpty) {
                pending.append(c)
                return composing(engine)
            }
            if !pending.isEmpty, let digit = Int(text), (1...9).contains(digit), digit <= current.count {
                return choose(digit - 1, engine)
            }
            guard isComposing else { return .unhandled }
            return InputResult(commit: commitBest(engine), isHandled: false, candidatesChanged: true)
        case .backspace:
            if !pending.isEmpty {
                pending.removeLast()
            } else if let last = chosen.popLast() {
                _ = last
            } else {
                return .unhandled
            }
            return isComposing ? composing(engine) : InputResult(candidatesChanged: true)
        case .space:
            guard isComposing else { return .unhandled }
            guard !current.isEmpty else { return InputResult(commit: commitBest(engine), candidatesChanged: true) }
            return choose(0, engine)
        case .return:
            guard isComposing else { return .unhandled }
            let text = chosen.joined() + pending
            reset()
            return InputResult(commit: text, candidatesChanged: true)
        case .selectCandidate(let index):
            guard current.indices.contains(index) else { return .unhandled }
            return choose(index, engine)
        case .selectFollowOn(let index):
            guard !isComposing, followOns.indices.contains(index) else { return .unhandled }
            let word = followOns[index]
            followOns = engine.predictions(after: word, limit: 8)
            return InputResult(commit: word, followOns: followOns)
        case .stroke:
            return .unhandled
        }
    }

    private var isComposing: Bool { !pending.isEmpty || !chosen.isEmpty }

    private func composing(_ engine: PinyinEngine) -> InputResult {
        current = pending.isEmpty ? [] : engine.candidates(pending, limit: 50)
        let marked = chosen.joined() + engine.syllabified(pending)
        return InputResult(markedText: marked, candidatesChanged: true)
    }

    private func choose(_ index: Int, _ engine: PinyinEngine) -> InputResult {
        let candidate = current[index]
        chosen.append(candidate.text)
        pending = String(pending.dropFirst(candidate.consumed)).drop(while: { $0 == "'" }).description
        guard pending.isEmpty else { return composing(engine) }
        let text = chosen.joined()
        reset()
        followOns = engine.predictions(after: candidate.text, limit: 8)
        return InputResult(commit: text, candidatesChanged: true, followOns: followOns)
    }

    private func commitBest(_ engine: PinyinEngine) -> String {
        let text = chosen.joined() + (pending.isEmpty ? "" : engine.convert(pending))
        reset()
        return text
    }

    public func candidates(page: Int, pageSize: Int) throws -> CandidatePage {
        let slice = current.dropFirst(page * pageSize).prefix(pageSize)
        return CandidatePage(candidates: slice.map { Candidate($0.text) }, hasMore: (page + 1) * pageSize < current.count)
    }

    public func reset() {
        pending = ""
        chosen = []
        current = []
    }
}
