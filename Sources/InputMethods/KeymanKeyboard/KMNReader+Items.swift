import SourceDiagnostics

extension KMNReader.Reader {
    /// Where an item stands, which decides the statements allowed there.
    enum Part: String { case store, context, key, output }

    typealias Item = KeymanProgram.Item

    /// The items of the token at `i` (a string gives one per character), and the index after it.
    mutating func item(_ tokens: ArraySlice<KMNToken>, at i: Int, part: Part, stores: [String: Int]) -> ([Item], Int) {
        let token = tokens[i]
        switch token.kind {
        case .string(let characters):
            return (characters.map { .character($0) }, i + 1)
        case .code(let value):
            guard let scalar = Unicode.Scalar(value) else {
                error("kmn-syntax", "'\(token.text)' is not a Unicode character", at: token)
                return ([], i + 1)
            }
            return ([.character(scalar)], i + 1)
        case .symbol("["):
            guard let close = tokens[i...].firstIndex(where: { $0.isSymbol("]") }) else {
                error("kmn-syntax", "'[' without a closing ']'", at: token)
                return ([], tokens.endIndex)
            }
            return (virtualKey(tokens[(i + 1)..<close], opening: token).map { [.virtualKey($0)] } ?? [], close + 1)
        case .symbol(let symbol):
            error("kmn-syntax", "unexpected '\(symbol)' in a \(part.rawValue)", at: token)
            return ([], i + 1)
        case .word(let word):
            let keyword = word.lowercased()
            if i + 1 < tokens.endIndex, tokens[i + 1].isSymbol("(") {
                guard let close = tokens[(i + 1)...].firstIndex(where: { $0.isSymbol(")") }) else {
                    error("kmn-syntax", "\(word)( without a closing parenthesis", at: token)
                    return ([], tokens.endIndex)
                }
                return (statement(keyword, word: token, arguments: tokens[(i + 2)..<close], closing: tokens[close], part: part,
                                  stores: stores), close + 1)
            }
            switch keyword {
            case "nul": return ([.nul], i + 1)
            case "beep": return ([.beep], i + 1)
            case "return": return ([.return], i + 1)
            case "context": return ([.context], i + 1)
            default:
                error("kmn-syntax", "unexpected '\(word)' in a \(part.rawValue)", at: token)
                return ([], i + 1)
            }
        }
    }

    /// A statement with arguments: `any(store)`, `index(store, 2)`, `dk(name)`, `if(opt = '1')`…
    mutating func statement(_ keyword: String, word: KMNToken, arguments: ArraySlice<KMNToken>, closing: KMNToken, part: Part,
                            stores: [String: Int]) -> [Item] {
        let joined = arguments.map(\.text).joined(separator: " ")
        func store(_ name: String, at token: KMNToken) -> Int? {
            if let index = stores[name.lowercased()] { return index }
            error("kmn-undefined", "no store '\(name)'", at: token, closing)
            return nil
        }
        func string(_ tokens: ArraySlice<KMNToken>) -> [Unicode.Scalar]? {
            var result: [Unicode.Scalar] = []
            for token in tokens {
                switch token.kind {
                case .string(let characters): result += characters
                case .code(let value): if let scalar = Unicode.Scalar(value) { result.append(scalar) } else { return nil }
                default: return nil
                }
            }
            return result
        }
        let first = arguments.first ?? closing
        switch keyword {
        case "any", "notany", "outs", "call", "reset", "save":
            guard let index = store(joined, at: first) else { return [] }
            switch keyword {
            case "any": return [.any(store: index)]
            case "notany": return [.notAny(store: index)]
            case "call": return [.call(store: index)]
            case "reset": return [.reset(store: index)]
            case "save": return [.save(store: index)]
            default: return [.any(store: index)]   // outs in a rule: replaced by the caller
            }
        case "index":
            let parts = arguments.split { $0.isSymbol(",") }
            guard parts.count == 2, let offset = Int(parts[1].map(\.text).joined()), offset >= 1 else {
                error("kmn-syntax", "expected index(store, offset) with an offset from 1", at: word, closing)
                return []
            }
            guard let index = store(parts[0].map(\.text).joined(separator: " "), at: parts[0].first ?? first) else { return [] }
            return [.index(store: index, offset: offset)]
        case "context":
            guard let offset = Int(joined), offset >= 1 else {
                error("kmn-syntax", "expected context(offset) with an offset from 1", at: word, closing)
                return []
            }
            return [.contextItem(offset: offset)]
        case "deadkey", "dk":
            guard !joined.isEmpty else {
                error("kmn-syntax", "a deadkey needs a name", at: word, closing)
                return []
            }
            let name = joined.lowercased()
            if let id = deadkeys[name] { return [.deadkey(id)] }
            deadkeys[name] = deadkeyNames.count
            deadkeyNames.append(name)
            return [.deadkey(deadkeyNames.count - 1)]
        case "use":
            guard let group = groupNames[joined.lowercased()] else {
                error("kmn-undefined", "no group '\(joined)'", at: first, closing)
                return []
            }
            return [.use(group: group)]
        case "platform", "baselayout", "layer":
            guard let value = string(arguments), !value.isEmpty else {
                error("kmn-syntax", "expected \(keyword)('…') with a quoted value", at: word, closing)
                return []
            }
            if keyword == "layer" { return [.layer(String(String.UnicodeScalarView(value)))] }
            return [.condition(KeymanProgram.Condition(subject: keyword == "platform" ? .platform : .baseLayout, equals: true,
                                                       value: value))]
        case "if", "set":
            guard let operatorIndex = arguments.firstIndex(where: { $0.isSymbol("=") || $0.isSymbol("!=") }),
                  operatorIndex > arguments.startIndex else {
                error("kmn-syntax", "expected \(keyword)(store = 'value')", at: word, closing)
                return []
            }
            let name = arguments[..<operatorIndex].map(\.text).joined(separator: " ")
            let valueTokens = arguments[(operatorIndex + 1)...]
            var value = string(valueTokens)
            if value == nil, let other = stores[valueTokens.name] {
                value = storeStatements[other].tokens.compactMap { token -> [Unicode.Scalar]? in
                    if case .string(let characters) = token.kind { characters } else { nil }
                }.flatMap { $0 }
            }
            guard let value else {
                let sign = arguments[operatorIndex]
                error("kmn-syntax", "expected a quoted value or a store after '\(sign.text)'", at: sign,
                      closing)
                return []
            }
            let equals = arguments[operatorIndex].isSymbol("=")
            if keyword == "set" {
                guard equals else {
                    error("kmn-syntax", "set() takes '=', not '!='", at: arguments[operatorIndex])
                    return []
                }
                // `set(&layer = 'shift')` is `layer('shift')`; the other system stores are not set by rules.
                if name.lowercased() == "&layer" { return [.layer(String(String.UnicodeScalarView(value)))] }
                guard let index = store(name, at: arguments[arguments.startIndex]) else { return [] }
                return [.set(store: index, value: value)]
            }
            let subject: KeymanProgram.Condition.Subject
            switch name.lowercased() {
            case "&platform": subject = .platform
            case "&layer": subject = .layer
            case "&baselayout": subject = .baseLayout
            case "&newlayer": subject = .newLayer
            case "&oldlayer": subject = .oldLayer
            default:
                guard let index = store(name, at: arguments[arguments.startIndex]) else { return [] }
                subject = .store(index)
            }
            return [.condition(KeymanProgram.Condition(subject: subject, equals: equals, value: value))]
        default:
            error("kmn-syntax", "unknown statement '\(word.text)(…)' in a \(part.rawValue)", at: word, closing)
            return []
        }
    }

    /// `[SHIFT CTRL K_A]`, `[RALT 'e']`, `[NCAPS C01]`.
    mutating func virtualKey(_ tokens: ArraySlice<KMNToken>, opening: KMNToken) -> VirtualKeyPattern? {
        var shift = false, ctrl = VirtualKeyPattern.Side.none, alt = VirtualKeyPattern.Side.none
        var caps: Bool?
        var key: VirtualKey?
        for token in tokens {
            if key != nil {
                error("kmn-syntax", "'\(token.text)' after the key in a virtual key: the key comes last", at: token)
                return nil
            }
            switch token.kind {
            case .word(let word):
                switch word.uppercased() {
                case "SHIFT": shift = true
                case "CTRL": ctrl = .either
                case "LCTRL": ctrl = .left
                case "RCTRL": ctrl = .right
                case "ALT": alt = .either
                case "LALT": alt = .left
                case "RALT", "ALTGR": alt = .right
                case "CAPS": caps = true
                case "NCAPS": caps = false
                default:
                    guard let named = VirtualKey(word) else {
                        error("kmn-undefined", "unknown key '\(word)' (K_ names are Keyman's; T_ and U_XXXX keys are a touch layout's)",
                              at: token)
                        return nil
                    }
                    key = named
                }
            case .string(let characters):
                guard characters.count == 1, let typed = VirtualKey.typing(characters[0]) else {
                    error("kmn-undefined", "no key of the US layout types '\(String(String.UnicodeScalarView(characters)))'", at: token)
                    return nil
                }
                key = typed.key
            default:
                error("kmn-syntax", "unexpected '\(token.text)' in a virtual key", at: token)
                return nil
            }
        }
        guard let key else {
            error("kmn-syntax", "a virtual key needs a key", at: opening)
            return nil
        }
        return VirtualKeyPattern(key: key, shift: shift, ctrl: ctrl, alt: alt, caps: caps)
    }
}
