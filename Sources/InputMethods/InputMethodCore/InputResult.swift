/// What an input method answers to an event: the host applies it to the text container.
///
/// ```swift
/// InputResult(markedText: "하")                    // compose
/// InputResult(commit: "한", markedText: "ㄱ")       // commit one syllable, compose the next
/// InputResult.unhandled                            // let the container do what it would
/// InputResult(commit: "한", isHandled: false)      // commit, then the default (a space, say)
/// ```
public struct InputResult: Hashable, Sendable {
    /// Whether the method took the event. Unhandled events get the container's default
    /// behaviour (after any `commit`).
    public var isHandled: Bool
    /// Text to commit (it replaces the marked text, if any).
    public var commit: String?
    /// Text just before the caret that ``commit`` replaces (a transform turning `e'` + `'` into
    /// `ẹ` replaces the `'`); the host replaces it only if the text there is exactly this, and
    /// otherwise commits after it. `nil` or empty: nothing is replaced.
    public var replacing: String?
    /// The composition after the event, shown as marked text; `nil` or empty: none.
    public var markedText: String?
    /// The selection inside the marked text (UTF-16 offsets); `nil`: the caret at its end.
    public var markedSelection: Range<Int>?
    /// Whether the candidate list changed; the host then asks for its first page.
    public var candidatesChanged: Bool
    /// Suggestions to offer after a commit (follow-on words).
    public var followOns: [String]
    /// The keyboard layer the method asks the host to show, by the method's name for it (a
    /// Keyman rule's `layer('shift')`: `default`, `shift`, `caps` or a layer of the layout's own);
    /// `nil`: the host's own layer logic.
    public var layer: String?

    public init(commit: String? = nil, replacing: String? = nil, markedText: String? = nil, markedSelection: Range<Int>? = nil,
                isHandled: Bool = true,
                candidatesChanged: Bool = false, followOns: [String] = []) {
        self.replacing = replacing
        self.isHandled = isHandled
        self.commit = commit
        self.markedText = markedText
        self.markedSelection = markedSelection
        self.candidatesChanged = candidatesChanged
        self.followOns = followOns
    }

    /// The method does not take the event and has nothing to compose.
    public static let unhandled = InputResult(isHandled: false)

    /// The answer that turns the text before the caret from `old` into `new` (a method that
    /// keeps its own copy of that text: transforms, Keyman programs): the end of `old` after
    /// what the two share replaced by the end of `new`; handled with nothing to do when equal.
    ///
    /// ```swift
    /// InputResult.changing(from: Array("xn".unicodeScalars), to: Array("xñ".unicodeScalars))   // commit "ñ", replacing "n"
    /// ```
    public static func changing(from old: [Unicode.Scalar], to new: [Unicode.Scalar]) -> InputResult {
        var common = 0
        while common < old.count, common < new.count, old[common] == new[common] { common += 1 }
        let replaced = String(String.UnicodeScalarView(old[common...]))
        let inserted = String(String.UnicodeScalarView(new[common...]))
        guard !replaced.isEmpty || !inserted.isEmpty else { return InputResult() }
        return InputResult(commit: inserted, replacing: replaced.isEmpty ? nil : replaced)
    }
}

/// One candidate: what it commits, and optionally a note (a reading, a comment).
public struct Candidate: Hashable, Sendable {
    public var text: String
    public var annotation: String?

    public init(_ text: String, annotation: String? = nil) {
        self.text = text
        self.annotation = annotation
    }
}

/// A page of candidates, and whether more follow.
public struct CandidatePage: Hashable, Sendable {
    public var candidates: [Candidate]
    public var hasMore: Bool

    public init(candidates: [Candidate], hasMore: Bool) {
        self.candidates = candidates
        self.hasMore = hasMore
    }

    public static let empty = CandidatePage(candidates: [], hasMore: false)
}
