/// A transform's `to`: text, `$1`–`$9`, `$[1:set]` (the member of `set` at the position the
/// first group's match has in its own set), `\u{…}`, `\m{…}` and `${id}`.
public struct TransformReplacement: Sendable {
    enum Part: Sendable {
        case literal([TransformText.Element])
        case group(Int)
        case mappedSet(group: Int, source: [TransformText], target: [TransformText])
    }

    let parts: [Part]
    public let markers: Set<String>

    public init(_ source: String, variables: TransformVariables, pattern: TransformPattern) throws(TransformProblem) {
        let scalars = Array(source.unicodeScalars)
        var parts: [Part] = []
        var markers: Set<String> = []
        var expanded = 0
        var literal = String.UnicodeScalarView()
        var literalStart = 0
        func flush() throws(TransformProblem) {
            guard !literal.isEmpty else { return }
            switch TransformEscapes.decode(String(literal)) {
            case .success(let decoded):
                for case .marker(let name) in decoded.elements { markers.insert(name) }
                parts.append(.literal(decoded.elements))
            case .failure(let problem): throw TransformProblem(problem.message, offset: literalStart + problem.offset)
            }
            literal = String.UnicodeScalarView()
        }
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\\", index + 1 < scalars.count, scalars[index + 1] == "\\" || scalars[index + 1] == "$" {
                try flush()
                parts.append(.literal([.scalar(scalars[index + 1])]))
                index += 2
                literalStart = index
                continue
            }
            guard scalar == "$" else {
                literal.append(scalar)
                index += 1
                continue
            }
            try flush()
            guard index + 1 < scalars.count else { throw TransformProblem("'$' ends the replacement (write '\\$' or '$$' for a dollar " +
                                                                          "sign)", offset: index) }
            let next = scalars[index + 1]
            if next == "$" {
                parts.append(.literal([.scalar("$")]))
                index += 2
            } else if let digit = Int(String(next)), digit >= 1 {
                guard digit <= pattern.captureCount else {
                    throw TransformProblem("'$\(digit)' refers to group \(digit), but the 'from' has \(pattern.captureCount) " +
                                           "group\(pattern.captureCount == 1 ? "" : "s")", offset: index)
                }
                parts.append(.group(digit))
                index += 2
            } else if next == "{" || next == "[" {
                let close: Unicode.Scalar = next == "{" ? "}" : "]"
                guard let end = scalars[(index + 2)...].firstIndex(of: close) else { throw TransformProblem("'$\(next)' is not closed",
                                                                                                            offset: index) }
                let body = String(String.UnicodeScalarView(scalars[(index + 2)..<end]))
                if next == "{" {
                    guard let value = variables.strings[body] else {
                        throw TransformProblem(variables.failed.contains(body) ? "'${\(body)}' was left out for its own " +
                                                                                 "error" : "no string variable '\(body)'", offset: index)
                    }
                    for case .marker(let name) in value.elements { markers.insert(name) }
                    expanded += value.elements.count
                    guard expanded <= TransformLimits.maximumExpansion else {
                        throw TransformProblem("the replacement grows past \(TransformLimits.maximumExpansion) characters as its " +
                                               "variables are substituted", offset: index)
                    }
                    parts.append(.literal(value.elements))
                } else {
                    let pieces = body.split(separator: ":", maxSplits: 1).map(String.init)
                    guard pieces.count == 2, let group = Int(pieces[0]), group >= 1 else {
                        throw TransformProblem("'$[\(body)]' in a replacement must be '$[1:set]', a set mapped from a group", offset: index)
                    }
                    guard group <= pattern.captureCount else { throw TransformProblem("'$[\(body)]' refers to group \(group), which the " +
                                                                                      "'from' does not have", offset: index) }
                    guard let sourceName = pattern.setName(ofGroup: group), let source = variables.sets[sourceName] else {
                        throw TransformProblem("'$[\(body)]' maps group \(group), which is not one set variable '$[…]' in the 'from'",
                                               offset: index)
                    }
                    guard let target = variables.sets[pieces[1]] else { throw TransformProblem("no set variable '\(pieces[1])'",
                                                                                               offset: index) }
                    guard target.count == source.count else {
                        throw TransformProblem("set '\(pieces[1])' has \(target.count) members and set '\(sourceName)' \(source.count); " +
                                               "a mapped set needs as many", offset: index)
                    }
                    parts.append(.mappedSet(group: group, source: source, target: target))
                }
                index = end + 1
            } else {
                throw TransformProblem("'$\(next)' is not '$1'–'$9', '${name}', '$[1:set]' or '$$'", offset: index)
            }
            literalStart = index
        }
        try flush()
        self.parts = parts
        self.markers = markers
    }

    /// The replacement for a match of the pattern in `context`.
    func text(for match: TransformPattern.Match, in context: TransformText) -> [TransformText.Element] {
        var result: [TransformText.Element] = []
        for part in parts {
            switch part {
            case .literal(let elements): result += elements
            case .group(let group):
                if let range = match.captures[group - 1] { result += context.elements[range] }
            case .mappedSet(let group, let source, let target):
                guard let range = match.captures[group - 1] else { continue }
                let matched = TransformText(Array(context.elements[range]))
                if let position = source.firstIndex(of: matched) { result += target[position].elements }
            }
        }
        return result
    }
}

/// A keyboard's compiled transforms, run by a host after each key and on backspace.
///
/// ```swift
/// let spec = TransformSpec(simple: [.rules([.init(from: "''", to: "\\u{323}")])])
/// let rules = TransformRules.compile(spec).rules
/// rules.afterInput(TransformText("e''")).visible   // "e\u{323}"
/// ```
public struct TransformRules: Sendable {
    public struct Transform: Sendable {
        public let from: TransformPattern
        let to: TransformReplacement
        /// Where its `from` is in the spec, for findings about the compiled rule.
        public let location: Location
        public var producedMarkers: Set<String> { to.markers }
    }

    public enum Group: Sendable {
        case transforms([Transform])
        case reorders([ReorderRule])
    }

    /// Where a problem is in the spec.
    public enum Location: Hashable, Sendable {
        case variable(Int)
        /// A rule's `from` (or a reorder's), `to`, or another attribute by name.
        case item(backspace: Bool, group: Int, index: Int, field: String)
    }

    public struct Problem: Hashable, Sendable {
        public var location: Location
        public var message: String
        /// The scalar offset in the field's text.
        public var offset: Int
    }

    public let simple: [Group]
    public let backspace: [Group]
    public let variables: TransformVariables

    public static let empty = TransformRules(simple: [], backspace: [], variables: TransformVariables())

    /// Compiles what can be compiled; each problem names its place, and a rule with a problem
    /// is left out.
    ///
    /// - Complexity: O(*n*) in the spec's size.
    public static func compile(_ spec: TransformSpec) -> (rules: TransformRules, problems: [Problem]) {
        var problems: [Problem] = []
        var variables = TransformVariables()
        for (index, variable) in spec.variables.enumerated() {
            do throws(TransformProblem) { try variables.add(variable) } catch {
                variables.failed.insert(variable.id)
                problems.append(Problem(location: .variable(index), message: error.message, offset: error.offset))
            }
        }
        func groups(_ specs: [TransformSpec.Group], backspace: Bool) -> [Group] {
            specs.enumerated().map { groupIndex, group in
                switch group {
                case .rules(let rules):
                    return .transforms(rules.enumerated().compactMap { index, rule in
                        let from: TransformPattern
                        do throws(TransformProblem) { from = try TransformPattern(rule.from, variables: variables) } catch {
                            problems.append(Problem(location: .item(backspace: backspace, group: groupIndex, index: index, field: "from"),
                                                    message: error.message, offset: error.offset))
                            return nil
                        }
                        do throws(TransformProblem) { return Transform(from: from,
                                                                       to: try TransformReplacement(rule.to, variables: variables,
                                                                                                    pattern: from),
                                                                                 location: .item(backspace: backspace, group: groupIndex,
                                                                                                 index: index, field: "from")) } catch {
                            problems.append(Problem(location: .item(backspace: backspace, group: groupIndex, index: index, field: "to"),
                                                    message: error.message, offset: error.offset))
                            return nil
                        }
                    })
                case .reorders(let reorders):
                    return .reorders(reorders.enumerated().compactMap { index, reorder in
                        do throws(ReorderRule.Failure) { return try ReorderRule(reorder, variables: variables) } catch {
                            problems.append(Problem(location: .item(backspace: backspace, group: groupIndex, index: index,
                                                                    field: error.field), message: error.problem.message,
                                                    offset: error.problem.offset))
                            return nil
                        }
                    })
                }
            }
        }
        func bounded(_ specs: [TransformSpec.Group], backspace: Bool) -> [TransformSpec.Group] {
            guard specs.count > TransformLimits.maximumGroups else { return specs }
            problems.append(Problem(location: .item(backspace: backspace, group: TransformLimits.maximumGroups, index: 0, field: "from"),
                                    message: "\(specs.count) groups of transforms, more than the \(TransformLimits.maximumGroups) a " +
                                             "keyboard may have: the rest are left out", offset: 0))
            return Array(specs.prefix(TransformLimits.maximumGroups))
        }
        let simple = groups(bounded(spec.simple, backspace: false), backspace: false)
        let backspace = groups(bounded(spec.backspace, backspace: true), backspace: true)
        return (TransformRules(simple: simple, backspace: backspace, variables: variables), problems)
    }

    /// The context after the simple transforms: each group in turn replaces the end the first
    /// of its transforms matches (or reorders).
    ///
    /// - Complexity: O(*g* · *r* · *n*²) for *g* groups of *r* rules over *n* elements.
    ///
    /// The matching of one call shares ``TransformLimits/stepsPerKeystroke``: past it, the
    /// remaining rules do not match.
    public func afterInput(_ context: TransformText) -> TransformText {
        run(simple, on: context, budget: TransformBudget())
    }

    /// The context after backspace, when a backspace transform matches; `nil` when none does
    /// (delete one character then).
    public func afterBackspace(_ context: TransformText) -> TransformText? {
        var matched = false
        var text = context
        let budget = TransformBudget()
        for group in backspace {
            if case .transforms(let transforms) = group, let result = apply(transforms, to: text, budget: budget) {
                text = result
                matched = true
            }
        }
        return matched ? text : nil
    }

    func run(_ groups: [Group], on context: TransformText, budget: TransformBudget) -> TransformText {
        var text = context
        for group in groups {
            switch group {
            case .transforms(let transforms):
                if let result = apply(transforms, to: text, budget: budget) { text = result }
            case .reorders(let rules):
                text = ReorderRule.reorder(text, with: rules)
            }
        }
        return text
    }

    func apply(_ transforms: [Transform], to text: TransformText, budget: TransformBudget) -> TransformText? {
        for transform in transforms {
            guard budget.remaining > 0 else { return nil }
            guard let match = transform.from.matchSuffix(of: text, budget: budget) else { continue }
            let replacement = transform.to.text(for: match, in: text)
            return TransformText(Array(text.elements[..<match.range.lowerBound]) + replacement)
        }
        return nil
    }

    /// Every transform, for checks (markers made and matched).
    public var allTransforms: [Transform] {
        (simple + backspace).flatMap { group -> [Transform] in
            if case .transforms(let transforms) = group { return transforms }
            return []
        }
    }
}

/// A `reorder` element: weights for the characters its `from` matches.
public struct ReorderRule: Sendable {
    struct Failure: Error {
        var field: String
        var problem: TransformProblem
    }

    /// One position of `from`: a character, a class or a set variable.
    let items: [TransformPattern]
    let before: TransformPattern?
    let orders: [Int]
    let tertiaries: [Int]
    let tertiaryBases: [Bool]
    let preBases: [Bool]

    init(_ spec: TransformSpec.Reorder, variables: TransformVariables) throws(Failure) {
        var parser = PatternParser(scalars: Array(spec.from.unicodeScalars), variables: variables)
        var items: [TransformPattern] = []
        while parser.index < parser.scalars.count {
            let start = parser.index
            do throws(TransformProblem) { _ = try parser.parseQuark(depth: 0) } catch { throw Failure(field: "from", problem: error) }
            let piece = String(String.UnicodeScalarView(parser.scalars[start..<parser.index]))
            do throws(TransformProblem) {
                items.append(try TransformPattern(piece, variables: variables))
            } catch {
                throw Failure(field: "from", problem: TransformProblem(error.message, offset: start + error.offset))
            }
        }
        guard !items.isEmpty else { throw Failure(field: "from", problem: TransformProblem("the reorder's 'from' is empty", offset: 0)) }
        self.items = items
        if let text = spec.before {
            do throws(TransformProblem) {
                before = try TransformPattern(text, variables: variables)
            } catch {
                throw Failure(field: "before", problem: error)
            }
        } else {
            before = nil
        }
        func numbers(_ text: String?, field: String) throws(Failure) -> [Int] {
            guard let text else { return [] }
            var result: [Int] = []
            for piece in text.split(separator: " ") {
                guard let value = Int(piece), (-128...127).contains(value) else {
                    throw Failure(field: field, problem: TransformProblem("'\(piece)' is not a number from -128 to 127", offset: 0))
                }
                result.append(value)
            }
            return result
        }
        func flags(_ text: String?, field: String) throws(Failure) -> [Bool] {
            guard let text else { return [] }
            return try text.split(separator: " ").map { piece throws(Failure) in
                switch piece {
                case "true": return true
                case "false": return false
                default: throw Failure(field: field, problem: TransformProblem("'\(piece)' is not true or false", offset: 0))
                }
            }
        }
        orders = try numbers(spec.order, field: "order")
        tertiaries = try numbers(spec.tertiary, field: "tertiary")
        tertiaryBases = try flags(spec.tertiaryBase, field: "tertiaryBase")
        preBases = try flags(spec.preBase, field: "preBase")
    }

    /// A list's value at a position: the last one repeats.
    static func value<T>(_ list: [T], _ index: Int, default fallback: T) -> T {
        list.isEmpty ? fallback : list[min(index, list.count - 1)]
    }

    /// Reorders the text: each character takes the weights of the first rule matching at its
    /// place (0 otherwise); a character of order 0 that is not pre-base starts a cluster, a
    /// pre-base character belongs to the cluster after it; each cluster is sorted, stably, by
    /// order and then tertiary weight.
    static func reorder(_ text: TransformText, with rules: [ReorderRule]) -> TransformText {
        let elements = text.elements
        var weights: [(order: Int, tertiary: Int, preBase: Bool)] = Array(repeating: (0, 0, false), count: elements.count)
        var index = 0
        while index < elements.count {
            var advanced = false
            for rule in rules {
                guard let length = rule.matchLength(in: elements, at: index) else { continue }
                for offset in 0..<length {
                    weights[index + offset] = (value(rule.orders, offset, default: 0), value(rule.tertiaries, offset, default: 0),
                                               value(rule.preBases, offset, default: false))
                }
                index += length
                advanced = true
                break
            }
            if !advanced { index += 1 }
        }
        var result: [TransformText.Element] = []
        var cluster: [Int] = []
        func flush() {
            result += cluster.enumerated().sorted { a, b in
                let wa = weights[a.element], wb = weights[b.element]
                return (wa.order, wa.tertiary, a.offset) < (wb.order, wb.tertiary, b.offset)
            }.map { elements[$0.element] }
            cluster = []
        }
        for position in elements.indices {
            let weight = weights[position]
            let previousIsPreBase = position > 0 && weights[position - 1].preBase
            if weight.preBase || (weight.order == 0 && !previousIsPreBase) { flush() }
            cluster.append(position)
        }
        flush()
        return TransformText(result)
    }

    /// How many elements the rule's `from` covers at `index`, if it matches there.
    func matchLength(in elements: [TransformText.Element], at index: Int) -> Int? {
        guard index + items.count <= elements.count else { return nil }
        for (offset, item) in items.enumerated() {
            guard item.matchSuffix(of: TransformText([elements[index + offset]])) != nil else { return nil }
        }
        if let before, before.matchSuffix(of: TransformText(Array(elements[..<index]))) == nil { return nil }
        return items.count
    }
}
