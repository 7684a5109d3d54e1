/// A transform's `from`: the regular-expression subset of UTS #35 Part 7 (see
/// `transform-from-required.abnf` in CLDR), matched against the end of the context.
///
/// Literal characters, `.`, `\s \d \w` and their negations, `[…]` classes with ranges,
/// negation, `\u{…}` and markers, `\m{name}` and `\m{.}`, string variables `${id}`, set
/// variables `$[id]`, groups `(…)` (capturing, up to 9) and `(?:…)`, `|`, `?` and `{m,n}`,
/// and `^` (the start of the context).
///
/// ```swift
/// let variables = try TransformVariables(sets: ["vowel": "a e i o u"]).get()
/// let pattern = try TransformPattern("`($[vowel])", variables: variables).get()
/// pattern.matchSuffix(of: TransformText("x`e"))?.range   // 1..<3
/// ```
public struct TransformPattern: Sendable {
    indirect enum Node: Sendable {
        case atom(Atom)
        case literal([TransformText.Element])
        /// A set variable: any one of its members, longest first.
        case set(name: String, members: [[TransformText.Element]])
        case sequence([Node])
        case alternation([Node])
        case group(Node, capture: Int?)
        case repetition(Node, min: Int, max: Int)
        case start
    }

    enum Atom: Sendable {
        case any
        case marker(String?)
        case characterClass(CharacterClass)
    }

    let root: Node
    /// The set variable each capturing group consists of, for `$[1:target]` in `to`.
    let groupSets: [Int: String]
    public let captureCount: Int
    /// The markers the pattern names (for checks that no key makes one).
    public let markers: Set<String>
    public let source: String

    /// A match: the range of the context's elements it covers and each capture's range.
    public struct Match: Hashable, Sendable {
        public var range: Range<Int>
        public var captures: [Range<Int>?]
    }

    public init(_ source: String, variables: TransformVariables) throws(TransformProblem) {
        var parser = PatternParser(scalars: Array(source.unicodeScalars), variables: variables)
        let node = try parser.parseAlternation(depth: 0)
        if parser.index < parser.scalars.count {
            throw TransformProblem("unexpected '\(parser.scalars[parser.index])'", offset: parser.index)
        }
        if case .sequence(let items) = node, items.isEmpty { throw TransformProblem("the pattern is empty", offset: 0) }
        root = node
        groupSets = parser.groupSets
        captureCount = parser.captureCount
        markers = parser.markers
        self.source = source
    }

    /// The longest match of the pattern that ends at the end of `text`.
    ///
    /// - Complexity: O(*n*² · *p*) for a context of *n* elements and a pattern of *p* parts
    ///   in the worst case (backtracking is bounded by the context's length).
    public func matchSuffix(of text: TransformText) -> Match? {
        matchSuffix(of: text, budget: TransformBudget())
    }

    /// The same, spending from a keystroke's shared budget (``TransformLimits``): `nil` once
    /// it is spent.
    func matchSuffix(of text: TransformText, budget: TransformBudget) -> Match? {
        let elements = text.elements
        let state = MatchState(elements: elements, captureCount: captureCount, budget: budget)
        for start in 0...elements.count {
            state.captures = [Range<Int>?](repeating: nil, count: captureCount + 1)
            if state.match(root, at: start, then: { $0 == elements.count }) {
                return Match(range: start..<elements.count, captures: Array(state.captures.dropFirst()))
            }
        }
        return nil
    }

    /// The set variable capturing group `group` (1-based) consists of.
    public func setName(ofGroup group: Int) -> String? { groupSets[group] }
}

/// Backtracking over the context. Captures are set on the way in and restored on failure, so
/// after an accepted match they hold the accepting path's.
private final class MatchState {
    let elements: [TransformText.Element]
    var captures: [Range<Int>?]
    /// The keystroke's work left (``TransformLimits/stepsPerKeystroke``): backtracking never
    /// runs away, in one pattern or across many.
    let budget: TransformBudget

    init(elements: [TransformText.Element], captureCount: Int, budget: TransformBudget) {
        self.elements = elements
        self.budget = budget
        captures = Array(repeating: nil, count: captureCount + 1)
    }

    func match(_ node: TransformPattern.Node, at index: Int, then next: (Int) -> Bool) -> Bool {
        guard budget.spend(1) else { return false }
        switch node {
        case .start:
            return index == 0 && next(index)
        case .atom(let atom):
            guard index < elements.count, Self.matches(atom, elements[index]) else { return false }
            return next(index + 1)
        case .literal(let literal):
            guard hasPrefix(literal, at: index) else { return false }
            return next(index + literal.count)
        case .set(_, let members):
            // Each member tried is a step: a large set is work, however few nodes it is.
            guard budget.spend(members.count) else { return false }
            for member in members where hasPrefix(member, at: index) {
                if next(index + member.count) { return true }
            }
            return false
        case .sequence(let items):
            return matchSequence(items[...], at: index, then: next)
        case .alternation(let options):
            return options.contains { match($0, at: index, then: next) }
        case .group(let inner, let capture):
            return match(inner, at: index) { end in
                guard let capture else { return next(end) }
                let saved = self.captures[capture]
                self.captures[capture] = index..<end
                if next(end) { return true }
                self.captures[capture] = saved
                return false
            }
        case .repetition(let inner, let min, let max):
            return matchRepetition(inner, min: min, max: max, count: 0, at: index, then: next)
        }
    }

    func hasPrefix(_ literal: [TransformText.Element], at index: Int) -> Bool {
        guard index + literal.count <= elements.count else { return false }
        for (offset, element) in literal.enumerated() where elements[index + offset] != element { return false }
        return true
    }

    func matchSequence(_ items: ArraySlice<TransformPattern.Node>, at index: Int, then next: (Int) -> Bool) -> Bool {
        guard let first = items.first else { return next(index) }
        return match(first, at: index) { end in self.matchSequence(items.dropFirst(), at: end, then: next) }
    }

    /// Greedy: one more first, then stop.
    func matchRepetition(_ inner: TransformPattern.Node, min: Int, max: Int, count: Int, at index: Int, then next: (Int) -> Bool) -> Bool {
        if count < max, match(inner, at: index, then: { end in
            end > index && self.matchRepetition(inner, min: min, max: max, count: count + 1, at: end, then: next)
        }) { return true }
        return count >= min && next(index)
    }

    static func matches(_ atom: TransformPattern.Atom, _ element: TransformText.Element) -> Bool {
        switch (atom, element) {
        case (.any, .scalar): true
        case (.marker(nil), .marker): true
        case (.marker(let name?), .marker(let other)): name == other
        case (.characterClass(let cls), _): cls.contains(element)
        default: false
        }
    }
}

/// A bracketed class, a fixed class (`\d`) or a Unicode set variable.
struct CharacterClass: Sendable {
    var isNegated = false
    var ranges: [ClosedRange<UInt32>] = []
    var markers: Set<String> = []
    var anyMarker = false
    /// Fixed classes inside: `d`, `s`, `w` (upper case negated).
    var fixed: [Character] = []

    func contains(_ element: TransformText.Element) -> Bool {
        switch element {
        case .marker(let name):
            return !isNegated && (anyMarker || markers.contains(name))
        case .scalar(let scalar):
            let inside = ranges.contains { $0.contains(scalar.value) } || fixed.contains { Self.fixedClass($0, contains: scalar) }
            return inside != isNegated
        }
    }

    static func fixedClass(_ name: Character, contains scalar: Unicode.Scalar) -> Bool {
        let properties = scalar.properties
        switch name {
        case "d": return properties.generalCategory == .decimalNumber
        case "D": return properties.generalCategory != .decimalNumber
        case "s": return properties.isWhitespace
        case "S": return !properties.isWhitespace
        case "w": return properties.isAlphabetic || properties.generalCategory == .decimalNumber || scalar == "_"
            || properties.generalCategory == .nonspacingMark
        case "W": return !(properties.isAlphabetic || properties.generalCategory == .decimalNumber || scalar == "_"
                           || properties.generalCategory == .nonspacingMark)
        case "t": return scalar == "\t"
        case "r": return scalar == "\r"
        case "n": return scalar == "\n"
        case "f": return scalar == "\u{0C}"
        case "v": return scalar == "\u{0B}"
        default: return false
        }
    }
}

/// A problem in a transform string, at a scalar offset into it.
public struct TransformProblem: Error, Hashable, Sendable {
    public var message: String
    public var offset: Int

    public init(_ message: String, offset: Int) {
        self.message = message
        self.offset = offset
    }
}

struct PatternParser {
    let scalars: [Unicode.Scalar]
    let variables: TransformVariables
    var index = 0
    var captureCount = 0
    var groupSets: [Int: String] = [:]
    var markers: Set<String> = []
    /// The elements `${…}` and `$[…]` have put into the pattern so far (``TransformLimits/maximumExpansion``).
    var expanded = 0
    static let maximumDepth = 16

    init(scalars: [Unicode.Scalar], variables: TransformVariables) {
        self.scalars = scalars
        self.variables = variables
    }

    var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    mutating func parseAlternation(depth: Int) throws(TransformProblem) -> TransformPattern.Node {
        guard depth < Self.maximumDepth else { throw TransformProblem("groups are nested more than \(Self.maximumDepth) deep",
                                                                      offset: index) }
        var options = [try parseSequence(depth: depth)]
        while current == "|" {
            index += 1
            options.append(try parseSequence(depth: depth))
        }
        return options.count == 1 ? options[0] : .alternation(options)
    }

    mutating func parseSequence(depth: Int) throws(TransformProblem) -> TransformPattern.Node {
        var items: [TransformPattern.Node] = []
        while let scalar = current, scalar != "|", scalar != ")" {
            let start = index
            var item = try parseQuark(depth: depth)
            if let quantifier = current, quantifier == "?" || quantifier == "{" {
                if case .start = item { throw TransformProblem("'^' cannot repeat", offset: index) }
                let bounds = try parseQuantifier()
                item = .repetition(item, min: bounds.min, max: bounds.max)
            } else if let quantifier = current, quantifier == "*" || quantifier == "+" {
                throw TransformProblem("'\(quantifier)' is not a CLDR quantifier (use '?' or '{m,n}')", offset: index)
            }
            if case .start = item, start != 0 { throw TransformProblem("'^' may only start the pattern", offset: start) }
            items.append(item)
        }
        if items.isEmpty && current != ")"
            && !(current == nil && index == 0) { throw TransformProblem("an empty alternative", offset: index) }
        // Runs of literal characters are one literal.
        var merged: [TransformPattern.Node] = []
        for item in items {
            if case .literal(let next) = item, case .literal(let previous)? = merged.last {
                merged[merged.count - 1] = .literal(previous + next)
            } else {
                merged.append(item)
            }
        }
        return merged.count == 1 ? merged[0] : .sequence(merged)
    }

    mutating func parseQuantifier() throws(TransformProblem) -> (min: Int, max: Int) {
        if current == "?" { index += 1; return (0, 1) }
        let start = index
        index += 1
        var text = ""
        while let scalar = current, scalar != "}" { text.unicodeScalars.append(scalar); index += 1 }
        guard current == "}" else { throw TransformProblem("'{' is not closed", offset: start) }
        index += 1
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2, let min = Int(parts[0]), let max = Int(parts[1]), min >= 0, max >= 1, min <= max, max <= 9 else {
            throw TransformProblem("'{\(text)}' is not a quantifier {m,n} with 0 ≤ m ≤ n ≤ 9", offset: start)
        }
        return (min, max)
    }

    mutating func parseQuark(depth: Int) throws(TransformProblem) -> TransformPattern.Node {
        let start = index
        let scalar = scalars[index]
        switch scalar {
        case "^":
            index += 1
            return .start
        case ".":
            index += 1
            return .atom(.any)
        case "(":
            index += 1
            var capture: Int?
            if current == "?" {
                guard index + 1 < scalars.count,
                    scalars[index + 1] == ":" else { throw TransformProblem("only '(?:' groups are allowed", offset: start) }
                index += 2
            } else {
                captureCount += 1
                guard captureCount <= 9 else { throw TransformProblem("more than 9 capturing groups", offset: start) }
                capture = captureCount
            }
            let inner = try parseAlternation(depth: depth + 1)
            guard current == ")" else { throw TransformProblem("'(' is not closed", offset: start) }
            index += 1
            if let capture {
                if case .set(let name, _) = inner { groupSets[capture] = name }
                if containsGroup(inner) { throw TransformProblem("a capturing group may not hold another group", offset: start) }
            }
            return .group(inner, capture: capture)
        case "[":
            return .atom(.characterClass(try parseClass()))
        case "$":
            return try parseVariable()
        case "\\":
            return try parseEscape(inClass: false)
        case ")", "]", "}", "*", "+":
            throw TransformProblem("'\(scalar)' must be escaped as '\\\(scalar)' here", offset: start)
        default:
            index += 1
            return .literal([.scalar(scalar)])
        }
    }

    func containsGroup(_ node: TransformPattern.Node) -> Bool {
        switch node {
        case .group: true
        case .sequence(let items), .alternation(let items): items.contains(where: containsGroup)
        case .repetition(let inner, _, _): containsGroup(inner)
        default: false
        }
    }

    mutating func parseVariable() throws(TransformProblem) -> TransformPattern.Node {
        let start = index
        guard index + 1 < scalars.count, scalars[index + 1] == "{" || scalars[index + 1] == "[" else {
            throw TransformProblem("'$' must start '${name}' or '$[name]', or be escaped as '\\$'", offset: start)
        }
        let isSet = scalars[index + 1] == "["
        let close: Unicode.Scalar = isSet ? "]" : "}"
        guard let end = scalars[(index + 2)...].firstIndex(of: close) else { throw TransformProblem("'\(scalars[index + 1])' is not closed",
                                                                                                    offset: start) }
        let name = String(String.UnicodeScalarView(scalars[(index + 2)..<end]))
        index = end + 1
        if isSet {
            if let members = variables.sets[name] {
                try expand(by: members.count, at: start)
                return .set(name: name, members: members.map(\.elements).sorted { $0.count > $1.count })
            }
            if let set = variables.unicodeSets[name] { return .atom(.characterClass(set)) }
            if variables.failed.contains(name) { throw TransformProblem("'$[\(name)]' was left out for its own error", offset: start) }
            throw TransformProblem("no set variable " +
                                   "'\(name)'\(variables.strings[name] != nil ? " ('\(name)' is a string: write ${\(name)})" : "")",
                offset: start)
        }
        guard let value = variables.strings[name] else {
            if variables.failed.contains(name) { throw TransformProblem("'${\(name)}' was left out for its own error", offset: start) }
            throw TransformProblem("no string variable " +
                                   "'\(name)'\(variables.sets[name] != nil ? " ('\(name)' is a set: write $[\(name)])" : "")",
                offset: start)
        }
        for case .marker(let marker) in value.elements { markers.insert(marker) }
        try expand(by: value.elements.count, at: start)
        return .literal(value.elements)
    }

    /// Counts what a variable puts into the pattern, refusing a pattern that grows past
    /// ``TransformLimits/maximumExpansion``.
    mutating func expand(by count: Int, at offset: Int) throws(TransformProblem) {
        expanded += count
        guard expanded <= TransformLimits.maximumExpansion else {
            throw TransformProblem("the pattern grows past \(TransformLimits.maximumExpansion) characters and set members as its " +
                                   "variables are substituted", offset: offset)
        }
    }

    /// `\u{…}`, `\m{…}`, a fixed class, or an escaped syntax character.
    mutating func parseEscape(inClass: Bool) throws(TransformProblem) -> TransformPattern.Node {
        let start = index
        guard index + 1 < scalars.count else { throw TransformProblem("'\\' ends the pattern", offset: start) }
        let next = scalars[index + 1]
        if next == "u" || next == "m" {
            guard index + 2 < scalars.count, scalars[index + 2] == "{", let close = scalars[(index + 3)...].firstIndex(of: "}") else {
                throw TransformProblem("'\\\(next)' must be followed by '{…}'", offset: start)
            }
            let body = String(String.UnicodeScalarView(scalars[(index + 3)..<close]))
            index = close + 1
            if next == "m" {
                if body == "." { return .atom(.marker(nil)) }
                guard TransformEscapes.isMarkerName(body) else { throw TransformProblem("'\\m{\(body)}' is not a marker name",
                                                                                        offset: start) }
                markers.insert(body)
                return .atom(.marker(body))
            }
            switch TransformEscapes.codePoints(body) {
            case .success(let decoded): return .literal(decoded.map(TransformText.Element.scalar))
            case .failure(let message): throw TransformProblem(message.text, offset: start)
            }
        }
        index += 2
        if "sStrnfvdwDW".unicodeScalars.contains(next) {
            var cls = CharacterClass()
            cls.fixed = [Character(next)]
            return .atom(.characterClass(cls))
        }
        if "\\${|}()*+./?[]^-".unicodeScalars.contains(next) { return .literal([.scalar(next)]) }
        throw TransformProblem("'\\\(next)' is not an escape CLDR defines", offset: start)
    }

    /// A `[…]` class; in Unicode set variables (`ignoresSpaces`) spaces separate members, in
    /// patterns a space is a member.
    mutating func parseClass(ignoresSpaces: Bool = false) throws(TransformProblem) -> CharacterClass {
        let start = index
        index += 1
        var cls = CharacterClass()
        if current == "^" { cls.isNegated = true; index += 1 }
        var previous: UInt32?
        var members = 0
        while let scalar = current, scalar != "]" {
            if scalar == "-", let low = previous, index + 1 < scalars.count, scalars[index + 1] != "]" {
                index += 1
                guard let high = try classCharacter() else { throw TransformProblem("a range must end in a character", offset: index) }
                guard low <= high else { throw TransformProblem("the range ends before it starts", offset: index) }
                cls.ranges[cls.ranges.count - 1] = low...high
                previous = nil
                continue
            }
            if scalar == "\\", index + 1 < scalars.count, scalars[index + 1] == "m" {
                guard case .atom(.marker(let name)) = try parseEscape(inClass: true) else { continue }
                if let name { cls.markers.insert(name) } else { cls.anyMarker = true }
                previous = nil
                members += 1
                continue
            }
            if scalar == "\\", index + 1 < scalars.count, "sStrnfvdwDW".unicodeScalars.contains(scalars[index + 1]) {
                cls.fixed.append(Character(scalars[index + 1]))
                index += 2
                previous = nil
                members += 1
                continue
            }
            if scalar == "$", index + 1 < scalars.count, scalars[index + 1] == "[" {
                guard case .atom(.characterClass(let inner)) = try parseVariable() else {
                    throw TransformProblem("only a Unicode set variable may stand inside '[…]'", offset: start)
                }
                cls.ranges += inner.ranges
                cls.fixed += inner.fixed
                previous = nil
                members += 1
                continue
            }
            if ignoresSpaces && scalar == " " {
                // UnicodeSet syntax: spaces separate members.
                index += 1
                previous = nil
                continue
            }
            guard let value = try classCharacter() else { continue }
            cls.ranges.append(value...value)
            previous = value
            members += 1
        }
        guard current == "]" else { throw TransformProblem("'[' is not closed", offset: start) }
        index += 1
        guard members > 0 else { throw TransformProblem("'[]' is an empty class", offset: start) }
        return cls
    }

    /// One character of a class (`\u{…}` and escapes decoded); nil after a multi-code-point escape.
    mutating func classCharacter() throws(TransformProblem) -> UInt32? {
        guard let scalar = current else { return nil }
        if scalar == "\\" {
            let start = index
            guard case .literal(let elements) = try parseEscape(inClass: true) else { return nil }
            guard elements.count == 1, case .scalar(let single) = elements[0] else {
                throw TransformProblem("a class member is one character", offset: start)
            }
            return single.value
        }
        index += 1
        return scalar.value
    }
}
