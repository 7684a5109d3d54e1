public import InputMethodCore
public import KeyboardModel

/// The layout's input method as a typing component: what the method commits and composes
/// becomes edits (a commit, a rewrite before the composition, the marked text), its candidates
/// the candidates, its layer requests the keyboard to show. A key the method does not take
/// gets ``DefaultTyping``'s edits after the method's own.
///
/// A method that throws or answers nonsense cannot corrupt the text: its composition is kept as
/// shown (``TextEdit/keepComposition``), the key gets its default edits, the method is reset,
/// and the problem is reported (``TypingProblem/methodFailed(_:reason:)``).
///
/// ```swift
/// let hangul = InputMethodTyping(try HangulInputMethod.descriptor.make(), id: "hangul")
/// hangul.handle(.input(.key(KeyInput(output: "ㅎ"))), in: TypingContext()).edits   // [.mark("ㅎ", selection: nil)]
/// ```
public final class InputMethodTyping: TypingComponent {
    public let id: InputMethodID
    let method: any InputMethod
    /// Candidates per page of the candidate list.
    public var pageSize: Int
    /// The candidates loaded so far, as one page (the first, then any further pages asked for).
    public private(set) var candidates = CandidatePage.empty
    private var loadedPages = 0
    private var problems: [TypingProblem] = []

    public init(_ method: any InputMethod, id: InputMethodID, pageSize: Int = 9) {
        self.method = method
        self.id = id
        self.pageSize = pageSize
    }

    /// What the composition becomes if it ends without the method's say (pinyin's letters as
    /// typed); `nil`: as shown.
    public var compositionCommit: String? { method.compositionCommit }
    /// Whether return only commits the composition (as pinyin's does).
    public var returnCommitsOnly: Bool { method.returnCommitsOnly }

    public func handle(_ event: TypingEvent, in context: TypingContext) -> TypingResult {
        switch event {
        case .input(let input, _): handle(input, in: context)
        case .moreCandidates: moreCandidates(composing: context.isComposing)
        case .select, .refresh: .none
        }
    }

    /// The composition (and whatever the method was waiting on) is dropped.
    public func forget(_ scope: TypingScope) {
        method.reset()
        candidates = .empty
        loadedPages = 0
    }

    public func activate(storage: any InputMethodStorage) { method.activate(storage: storage) }

    /// The method goes away (another layout, a secure field, the field resigns): it saves.
    public func deactivate() { method.deactivate() }

    /// The text a method is shown around its composition.
    public var contextReach: Int { Self.reach }

    public func takeProblems() -> [TypingProblem] {
        defer { problems = [] }
        return problems
    }

    // MARK: Events

    private func handle(_ input: InputEvent, in context: TypingContext) -> TypingResult {
        let result: InputResult
        do {
            result = try method.handle(input, context: Self.methodContext(context))
        } catch {
            return fault(.methodFailed(id, reason: String(describing: error)), then: input, in: context)
        }
        if let problem = Self.validate(result) {
            return fault(.invalidResult(id, reason: problem), then: input, in: context)
        }
        var edits: [TextEdit] = []
        if let replaced = result.replacing, !replaced.isEmpty {
            edits.append(.retype(before: replaced, with: result.commit ?? ""))
        } else if let commit = result.commit, !commit.isEmpty || context.isComposing {
            edits.append(.insert(commit))
        }
        let marked = result.markedText ?? ""
        edits.append(.mark(marked, selection: result.markedSelection))
        var answer = TypingResult(edits: edits, layer: result.layer)
        if result.candidatesChanged || marked.isEmpty {
            if let failure = reloadCandidates(composing: !marked.isEmpty) {
                method.reset()
                problems.append(failure)
                answer.edits.append(.keepComposition)
            }
            answer.candidates = candidates
        }
        if result.commit != nil || !result.followOns.isEmpty { answer.followOns = result.followOns }
        if !result.isHandled {
            let after = answer.edits.reduce(context) { $0.applying($1) }
            answer.edits += DefaultTyping.edits(for: input, in: after)
        }
        return answer
    }

    /// The text around the composition as the method may see it: none in a secure field or one
    /// that forbids learning.
    static func methodContext(_ context: TypingContext) -> InputContext {
        let withheld = context.isSecure || !context.traits.isLearningAllowed
        return InputContext(
            textBefore: withheld ? "" : Self.suffix(context.textBefore),
            textAfter: withheld ? "" : Self.prefix(context.textAfter),
            traits: context.traits, locale: context.locale, isLearningAllowed: context.traits.isLearningAllowed,
            keyboard: context.keyboard)
    }

    /// The text around the composition a method is shown, in UTF-16 units.
    static let reach = 64

    /// The text within ``reach`` (as the session gives it, already cut; cut here otherwise).
    static func suffix(_ text: String) -> String {
        text.utf16.count <= reach ? text : String(TypingContext.suffix(text[...], units: reach))
    }

    static func prefix(_ text: String) -> String {
        text.utf16.count <= reach ? text : String(TypingContext.prefix(text[...], units: reach))
    }

    private static func validate(_ result: InputResult) -> String? {
        guard let selection = result.markedSelection else { return nil }
        let length = result.markedText?.utf16.count ?? 0
        guard selection.lowerBound < 0 || selection.upperBound > length else { return nil }
        return "marked selection \(selection) outside marked text of length \(length)"
    }

    /// The composition kept as shown, the method afresh, the key's default edits.
    private func fault(_ problem: TypingProblem, then input: InputEvent, in context: TypingContext) -> TypingResult {
        forget(.place)
        problems.append(problem)
        return TypingResult(edits: [.keepComposition] + DefaultTyping.edits(for: input, in: context.applying(.keepComposition)),
                            candidates: .empty)
    }

    // MARK: Candidates

    /// The first page, when something is composed (with no marked text the list is empty,
    /// whatever the method still holds, so a stale candidate can never be picked).
    private func reloadCandidates(composing: Bool) -> TypingProblem? {
        candidates = .empty
        loadedPages = 0
        guard composing else { return nil }
        return loadPage()
    }

    private func moreCandidates(composing: Bool) -> TypingResult {
        guard candidates.hasMore, composing else { return .none }
        guard let failure = loadPage() else { return TypingResult(candidates: candidates) }
        forget(.place)
        problems.append(failure)
        return TypingResult(edits: [.keepComposition], candidates: .empty)
    }

    private func loadPage() -> TypingProblem? {
        do {
            let page = try method.candidates(page: loadedPages, pageSize: pageSize)
            candidates.candidates += page.candidates
            candidates.hasMore = page.hasMore
            loadedPages += 1
            return nil
        } catch {
            candidates = .empty
            loadedPages = 0
            return .methodFailed(id, reason: String(describing: error))
        }
    }
}
