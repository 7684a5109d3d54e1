public import KeyboardModel

/// Keys to type through a session, written as text: what `softkbd type` reads, and a compact
/// way for tests and tools to say "type this".
///
/// A character is the key that types it (see ``KeyboardSession/type(_:time:)``: the shown layer,
/// the Latin companion's key at the same place, or the layer keys pressed to reach it). Braces
/// hold the rest:
///
/// | step | meaning |
/// |---|---|
/// | `{space}`, `{backspace}`, `{shift}`, `{globe}`, any key id | press that key |
/// | `{さ:up}` | flick a key (`up`, `down`, `left`, `right`) |
/// | `{pause}` | wait 2 s (it ends a kana key's toggle) |
/// | `{#2}` | pick the 2nd candidate of the candidate bar |
/// | `{>1}` | pick the 1st follow-on suggestion |
/// | `{=3}` | pick the 3rd entry of the suggestion bar |
/// | `{emoji-result:1}` | pick the 1st emoji the emoji search found |
/// | `{{` | type `{` |
///
/// ```swift
/// let script = try KeyScript("nihao{#1}{space}")
/// try session.play(script)
/// ```
public struct KeyScript: Equatable, Sendable {
    static let emojiResultPrefix = "emoji-result:"

    public enum Step: Equatable, Sendable {
        case character(Character)
        case key(Key.ID)
        case flick(Key.ID, FlickDirection)
        case pause
        /// Candidate, follow-on and suggestion picks count from 0.
        case candidate(Int), followOn(Int), suggestion(Int)
        /// An emoji the emoji search found (counting from 0).
        case emojiResult(Int)
    }

    /// Why text is not a script (an unclosed brace, a pick numbered 0, a flick's direction).
    public struct SyntaxError: Error, Equatable, Sendable, CustomStringConvertible {
        public var message: String
        public var description: String { message }

        public init(message: String) { self.message = message }
    }

    public var steps: [Step]

    public init(steps: [Step]) { self.steps = steps }

    public init(_ text: String) throws(SyntaxError) {
        steps = []
        var characters = Array(text)[...]
        while let c = characters.popFirst() {
            guard c == "{" else { steps.append(.character(c)); continue }
            if characters.first == "{" { characters.removeFirst(); steps.append(.character("{")); continue }
            guard let close = characters.firstIndex(of: "}") else { throw SyntaxError(message: "unclosed '{' in KEYS") }
            let name = String(characters[..<close])
            guard !name.isEmpty else { throw SyntaxError(message: "empty '{}' in KEYS") }
            steps.append(try Self.step(name))
            characters = characters[characters.index(after: close)...]
        }
    }

    private static func step(_ name: String) throws(SyntaxError) -> Step {
        if let marker = name.first, marker == "#" || marker == ">" || marker == "=" {
            guard let n = Int(name.dropFirst()), n > 0 else {
                throw SyntaxError(message: "'{\(name)}' needs a number from 1: {\(marker)1} is the first")
            }
            return marker == "#" ? .candidate(n - 1) : marker == ">" ? .followOn(n - 1) : .suggestion(n - 1)
        }
        if name == "pause" { return .pause }
        if name.hasPrefix(Self.emojiResultPrefix) {
            guard let n = Int(name.dropFirst(Self.emojiResultPrefix.count)), n > 0 else {
                throw SyntaxError(message: "'{\(name)}' needs a number from 1: {\(Self.emojiResultPrefix)1} is the first")
            }
            return .emojiResult(n - 1)
        }
        if let colon = name.lastIndex(of: ":"), colon != name.startIndex {
            let direction = String(name[name.index(after: colon)...])
            guard let flick = FlickDirection(rawValue: direction) else {
                throw SyntaxError(message: "'{\(name)}': a flick's direction is up, down, left or right")
            }
            return .flick(Key.ID(rawValue: String(name[..<colon])), flick)
        }
        return .key(Key.ID(rawValue: name))
    }
}
