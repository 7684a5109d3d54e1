import EditDistance
import KeyboardModel

extension KeyboardSession {
    /// A step of a script the session cannot take: no such key on the layer shown, no key that
    /// types the character, no such candidate. The message names it (with the closest key id).
    public struct ScriptError: Error, Equatable, Sendable, CustomStringConvertible {
        public var message: String
        /// A keyboard that would type the step and is not among those enabled (`emoji` for an
        /// emoji), for a front end to suggest.
        public var missingKeyboard: String?
        public var description: String { message }

        public init(message: String, missingKeyboard: String? = nil) {
            self.message = message
            self.missingKeyboard = missingKeyboard
        }
    }

    /// Types a script: steps 0.3 s apart from `time` (a pause adds 2 s), through the focused
    /// field. Stops at the first step that cannot be taken, the steps before it done.
    ///
    /// - Returns: the time of the last step.
    @discardableResult
    public func play(_ script: KeyScript, from time: Double = 0) throws(ScriptError) -> Double {
        var time = time
        let layer = { self.keyboard?.layer.rawValue ?? "" }
        for step in script.steps {
            time += 0.3
            switch step {
            case .pause:
                time += 2
            case .key(let id):
                guard keyboard?.key(id) != nil else {
                    let ids = keyboard?.keys.map(\.id.rawValue) ?? []
                    throw ScriptError(message: "no key '\(id)' on the \(layer()) layer\(didYouMean(id.rawValue, in: ids))")
                }
                press(id, time: time)
            case .flick(let id, let direction):
                guard let key = keyboard?.key(id) else {
                    let ids = keyboard?.keys.filter { !$0.flicks.isEmpty }.map(\.id.rawValue) ?? []
                    throw ScriptError(message: "no key '\(id)' on the \(layer()) layer\(didYouMean(id.rawValue, in: ids))")
                }
                guard key.flicks[direction] != nil else { throw ScriptError(message: "the key '\(id)' has no \(direction.rawValue) flick") }
                flick(id, direction: direction, time: time)
            case .character(let c):
                guard type(c, time: time) else {
                    let message = "no key types '\(c)' on the \(layer()) layer of '\(state.layout)'"
                    if isEmoji(c), emojiLayout == nil {
                        throw ScriptError(message: message + ": emoji are typed on the emoji keyboard, and it is not enabled",
                                          missingKeyboard: "emoji")
                    }
                    throw ScriptError(message: message)
                }
            case .candidate(let index):
                let count = state.candidates.count
                guard index < count else { throw ScriptError(message: "no candidate \(index + 1): the bar shows \(count)") }
                selectCandidate(index)
            case .followOn(let index):
                let count = state.followOns.count
                guard index < count else { throw ScriptError(message: "no follow-on \(index + 1): \(count) offered") }
                selectFollowOn(index)
            case .suggestion(let index):
                let count = state.suggestions.count
                guard index < count else { throw ScriptError(message: "no suggestion \(index + 1): the bar shows \(count)") }
                selectSuggestion(index)
            case .emojiResult(let index):
                guard let search = state.emojiSearch else {
                    throw ScriptError(message: "no emoji search is open: {\(KeyScript.emojiResultPrefix)\(index + 1)} picks what it found")
                }
                guard index < search.results.count else {
                    throw ScriptError(message: "no emoji result \(index + 1): the search for '\(search.query)' found " +
                                      "\(search.results.count)")
                }
                selectEmojiResult(index)
            }
        }
        return time
    }
}
