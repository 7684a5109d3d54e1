public import InputMethodCore

/// The built-in `handwriting` input method, for the Chinese handwriting keyboards (`zh-Hans-
/// handwriting`, `zh-Hant-handwriting`): each stroke written on the pad (``InputEvent/stroke(_:)``)
/// joins the character being written and the candidates are ranked again, best first, after
/// every stroke (recognition while writing, as iOS does). The best candidate shows as marked
/// text.
///
/// - Picking a candidate commits it and clears the pad; follow-ons come after (see
///   ``init(recognizer:followOns:)``).
/// - Space or return confirms the best candidate (and does nothing more, as with pinyin); any
///   other key commits it first, then does what it does.
/// - Backspace removes the last stroke; with none, it deletes as usual. The command `clear`
///   empties the pad.
/// - The script follows the layout's locale: `zh-Hant` ranks every template (traditional forms
///   and the characters both scripts share), others the general standard table's (simplified).
///
/// Nothing is learned (the recognizer has no user data), so secure fields and learning settings
/// change nothing here; the host gives secure fields no method at all.
public final class HandwritingInputMethod: InputMethod {
    public let recognizer: HandwritingRecognizer
    /// Words that may follow a committed character in a script (nil: none offered).
    public let followOns: ((String, HandwritingRecognizer.Script) -> [String])?
    /// The most strokes a character holds; a stroke past it starts a new character (the best
    /// candidate of the full one is committed first).
    public static let maximumStrokes = 64
    /// The most points a stroke keeps (a longer one is thinned, evenly).
    public static let maximumPoints = 1_000

    private var strokes: [[InkPoint]] = []
    private var current: [String] = []
    /// The follow-ons offered after the last commit.
    private var offered: [String] = []

    /// - Parameter followOns: what may follow a committed character, best first (the pinyin
    ///   engine's predictions for simplified text); nil offers none.
    public init(recognizer: HandwritingRecognizer, followOns: ((String, HandwritingRecognizer.Script) -> [String])? = nil) {
        self.recognizer = recognizer
        self.followOns = followOns
    }

    public static func descriptor(followOns: (@Sendable (String,
                                                         HandwritingRecognizer.Script) -> [String])? = nil) -> InputMethodDescriptor {
        InputMethodDescriptor(id: "handwriting", displayName: "手写", languages: ["zh-Hans", "zh-Hant"]) {
            HandwritingInputMethod(recognizer: HandwritingRecognizer(templates: try HanziTemplates.bundled()), followOns: followOns)
        }
    }

    public var returnCommitsOnly: Bool { true }

    public func handle(_ event: InputEvent, context: InputContext) throws -> InputResult {
        let traditional = ["zh-Hant", "zh-TW", "zh-HK"].contains { context.locale.hasPrefix($0) }
        let script: HandwritingRecognizer.Script = traditional ? .all : .simplified
        switch event {
        case .stroke(let points):
            var ink = points.filter { $0.x.isFinite && $0.y.isFinite }.map { InkPoint(x: $0.x, y: $0.y) }
            guard !ink.isEmpty else { return InputResult(markedText: current.first ?? "") }
            if ink.count > Self.maximumPoints {
                let step = Double(ink.count) / Double(Self.maximumPoints)
                ink = (0..<Self.maximumPoints).map { ink[Int(Double($0) * step)] }
            }
            var commit: String?
            if strokes.count >= Self.maximumStrokes {
                commit = current.first
                strokes = []
            }
            strokes.append(ink)
            recognize(script)
            return InputResult(commit: commit, markedText: current.first ?? "", candidatesChanged: true)
        case .backspace:
            guard !strokes.isEmpty else { return .unhandled }
            strokes.removeLast()
            recognize(script)
            return InputResult(markedText: current.first ?? "", candidatesChanged: true)
        case .command("clear"):
            guard !strokes.isEmpty else { return .unhandled }
            reset()
            return InputResult(markedText: "", candidatesChanged: true)
        case .selectCandidate(let index):
            guard current.indices.contains(index) else { return .unhandled }
            let text = current[index]
            reset()
            offered = followOns?(text, script) ?? []
            return InputResult(commit: text, markedText: "", candidatesChanged: true, followOns: offered)
        case .selectFollowOn(let index):
            guard strokes.isEmpty, offered.indices.contains(index) else { return .unhandled }
            let text = offered[index]
            offered = followOns?(text, script) ?? []
            return InputResult(commit: text, followOns: offered)
        case .space, .return, .endOfCharacter:
            // Space and return confirm the character, as they confirm pinyin; nothing more. A
            // pause after the strokes (the session's end of a character) does the same.
            guard let best = current.first else { return .unhandled }
            reset()
            offered = followOns?(best, script) ?? []
            return InputResult(commit: best, markedText: "", candidatesChanged: true, followOns: offered)
        case .key:
            guard let best = current.first else { return .unhandled }
            reset()
            return InputResult(commit: best, markedText: "", isHandled: false, candidatesChanged: true)
        case .command, .forgetCandidate:
            return .unhandled
        }
    }

    private func recognize(_ script: HandwritingRecognizer.Script) {
        current = strokes.isEmpty ? [] : recognizer.recognize(strokes, script: script, limit: 30).map(\.character)
    }

    public func candidates(page: Int, pageSize: Int) throws -> CandidatePage {
        let slice = current.dropFirst(page * pageSize).prefix(pageSize)
        return CandidatePage(candidates: slice.map { Candidate($0) }, hasMore: (page + 1) * pageSize < current.count)
    }

    public func reset() {
        strokes = []
        current = []
    }
}
