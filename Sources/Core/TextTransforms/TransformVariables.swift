/// Compiled variables: strings, sets and Unicode sets, each able to use the ones before it.
public struct TransformVariables: Sendable {
    public internal(set) var strings: [String: TransformText] = [:]
    public internal(set) var sets: [String: [TransformText]] = [:]
    var unicodeSets: [String: CharacterClass] = [:]
    /// Variables left out for an error of their own: a use of one says so, not "no variable".
    var failed: Set<String> = []

    public init() {}

    /// Variables from plain values, for tests and callers without a spec.
    public init(strings: [String: String] = [:], sets: [String: String] = [:]) throws(TransformProblem) {
        for (id, value) in strings.sorted(by: { $0.key < $1.key }) { try add(TransformSpec.Variable(id: id, kind: .string, value: value)) }
        for (id, value) in sets.sorted(by: { $0.key < $1.key }) { try add(TransformSpec.Variable(id: id, kind: .set, value: value)) }
    }

    /// Adds one variable; its value may use the variables added before it.
    mutating func add(_ variable: TransformSpec.Variable) throws(TransformProblem) {
        guard !variable.id.isEmpty, variable.id.count <= 32,
            variable.id.unicodeScalars.allSatisfy({ $0.isASCII
                                                    && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_") }) else {
            throw TransformProblem("'\(variable.id)' is not a variable id (1 to 32 of A–Z, a–z, 0–9, '_')", offset: 0)
        }
        if strings[variable.id] != nil || sets[variable.id] != nil || unicodeSets[variable.id] != nil {
            throw TransformProblem("variable '\(variable.id)' is defined twice", offset: 0)
        }
        switch variable.kind {
        case .string:
            strings[variable.id] = try substituted(variable.value)
        case .set:
            var members: [TransformText] = []
            var offset = 0
            for piece in variable.value.split(separator: " ", omittingEmptySubsequences: false) {
                defer { offset += piece.unicodeScalars.count + 1 }
                guard !piece.isEmpty else { continue }
                if piece.hasPrefix("$["), piece.hasSuffix("]") {
                    let name = String(piece.dropFirst(2).dropLast())
                    guard let inner = sets[name] else { throw TransformProblem("no set variable '\(name)' before this one",
                                                                               offset: offset) }
                    guard members.count + inner.count <= TransformLimits.maximumSetMembers else {
                        throw TransformProblem("set '\(variable.id)' has more than the \(TransformLimits.maximumSetMembers) members a " +
                                               "set may have", offset: offset)
                    }
                    members += inner
                    continue
                }
                do throws(TransformProblem) {
                    members.append(try substituted(String(piece)))
                } catch {
                    throw TransformProblem(error.message, offset: offset + error.offset)
                }
            }
            guard !members.isEmpty else { throw TransformProblem("set '\(variable.id)' is empty", offset: 0) }
            guard members.count <= TransformLimits.maximumSetMembers else {
                throw TransformProblem("set '\(variable.id)' has \(members.count) members, more than the " +
                                       "\(TransformLimits.maximumSetMembers) a set may have", offset: 0)
            }
            sets[variable.id] = members
        case .unicodeSet:
            var parser = PatternParser(scalars: Array(variable.value.trimmingSpaces.unicodeScalars), variables: self)
            guard parser.current == "[" else { throw TransformProblem("a Unicode set is written '[…]'", offset: 0) }
            let cls = try parser.parseClass(ignoresSpaces: true)
            guard parser.index == parser.scalars.count else { throw TransformProblem("text after the set's ']'", offset: parser.index) }
            unicodeSets[variable.id] = cls
        }
    }

    /// Text with escapes decoded and `${id}` replaced by earlier string variables.
    func substituted(_ text: String) throws(TransformProblem) -> TransformText {
        let scalars = Array(text.unicodeScalars)
        var result: [TransformText.Element] = []
        var literal = String.UnicodeScalarView()
        var literalStart = 0
        func flush() throws(TransformProblem) {
            guard !literal.isEmpty else { return }
            switch TransformEscapes.decode(String(literal)) {
            case .success(let decoded): result += decoded.elements
            case .failure(let problem): throw TransformProblem(problem.message, offset: literalStart + problem.offset)
            }
            literal = String.UnicodeScalarView()
        }
        func checkLength(at offset: Int) throws(TransformProblem) {
            guard result.count + literal.count <= TransformLimits.maximumExpansion else {
                throw TransformProblem("the text grows past \(TransformLimits.maximumExpansion) characters as its variables are " +
                                       "substituted", offset: offset)
            }
        }
        var index = 0
        while index < scalars.count {
            if scalars[index] == "$", index + 1 < scalars.count, scalars[index + 1] == "{" {
                guard let close = scalars[(index + 2)...].firstIndex(of: "}") else { throw TransformProblem("'${' is not closed",
                                                                                                            offset: index) }
                try flush()
                let name = String(String.UnicodeScalarView(scalars[(index + 2)..<close]))
                guard let value = strings[name] else {
                    throw TransformProblem(failed.contains(name) ? "'${\(name)}' was left out for its own " +
                                                                   "error" : "no string variable '\(name)'", offset: index)
                }
                guard result.count + value.elements.count <= TransformLimits.maximumExpansion else {
                    throw TransformProblem("the text grows past \(TransformLimits.maximumExpansion) characters as its variables are " +
                                           "substituted ('${\(name)}' is \(value.elements.count))", offset: index)
                }
                result += value.elements
                index = close + 1
                literalStart = index
                continue
            }
            literal.append(scalars[index])
            index += 1
        }
        try flush()
        try checkLength(at: 0)
        return TransformText(result)
    }
}

extension String {
    /// The text without white space at either end.
    package var trimmingSpaces: String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
              let last = scalars.lastIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        return String(scalars[first...last])
    }
}
