/// Hardware keystrokes written as Keyman virtual-key names with modifier prefixes:
/// `K_A S+K_E R+K_QUOTE` (`S+` Shift, `C+` Ctrl, `A+` Alt, `R+` right Alt, `L+` Caps Lock on),
/// the notation of `softkbd keyman type` and of KMFL's expected outputs.
public struct KeySequence: Hashable, Sendable {
    public struct Stroke: Hashable, Sendable {
        public var key: VirtualKey
        public var modifiers: KeymanModifiers

        public init(key: VirtualKey, modifiers: KeymanModifiers = []) {
            self.key = key
            self.modifiers = modifiers
        }
    }

    public var strokes: [Stroke]

    public init(strokes: [Stroke]) { self.strokes = strokes }

    /// Why a sequence cannot be read: the offending stroke as written.
    public struct ParseError: Error, Hashable, Sendable, CustomStringConvertible {
        public var stroke: String
        public init(stroke: String) { self.stroke = stroke }
        public var description: String { "unknown key '\(stroke)': expected a name such as K_A, with S+ C+ A+ R+ or L+ before it" }
    }

    /// Reads space-separated strokes.
    public init(parsing text: String) throws(ParseError) {
        var strokes: [Stroke] = []
        for written in text.split(whereSeparator: \.isWhitespace) {
            var rest = Substring(written)
            var modifiers: KeymanModifiers = []
            while rest.count > 2, rest.dropFirst().first == "+" {
                switch rest.first {
                case "S": modifiers.insert(.shift)
                case "C": modifiers.insert(.leftCtrl)
                case "A": modifiers.insert(.leftAlt)
                case "R": modifiers.insert(.rightAlt)
                case "L": modifiers.insert(.capsLock)
                default: throw ParseError(stroke: String(written))
                }
                rest = rest.dropFirst(2)
            }
            guard let key = VirtualKey(String(rest)) else { throw ParseError(stroke: String(written)) }
            strokes.append(Stroke(key: key, modifiers: modifiers))
        }
        self.strokes = strokes
    }
}

extension KeymanProcessor {
    /// Types a sequence from `text` (the text before the caret) and returns the text after it:
    /// the context's characters, without deadkeys. A key passed through to the host does what
    /// a text field does with it: Enter adds a line break, Tab a tab, Backspace deletes a
    /// character.
    public mutating func type(_ sequence: KeySequence, after text: String = "") -> String {
        var context = text.unicodeScalars.map { ContextItem.character($0) }
        for stroke in sequence.strokes {
            let outcome = process(stroke.key, modifiers: stroke.modifiers, context: &context)
            guard outcome.passThrough, !stroke.modifiers.hasCtrlOrAlt else { continue }
            switch stroke.key.name {
            case "K_ENTER": context.append(.character("\n"))
            case "K_TAB": context.append(.character("\t"))
            default: break
            }
        }
        var result = ""
        for item in context { if case .character(let c) = item { result.unicodeScalars.append(c) } }
        return result
    }
}
