import SourceDiagnostics

extension KMNReader.Reader {
    /// The items of a rule's part, `outs()` expanded from the stores already read.
    mutating func items(_ tokens: ArraySlice<KMNToken>, part: Part, stores: [KeymanProgram.Store]) -> [Item] {
        var result: [Item] = []
        var i = tokens.startIndex
        while i < tokens.endIndex {
            if let (name, close) = outsCall(tokens, at: i) {
                if let index = storeNames[name] {
                    guard result.count + stores[index].items.count <= KMNReader.maximumItems else {
                        error("kmn-too-large", "the \(part.rawValue) would hold more than \(KMNReader.maximumItems) items", at: tokens[i],
                              tokens[close])
                        return result
                    }
                    guard spend(stores[index].items.count, at: tokens[i], tokens[close]) else { return result }
                    result += stores[index].items
                } else {
                    error("kmn-undefined", "no store '\(name)'", at: tokens[i], tokens[close])
                }
                i = close + 1
                continue
            }
            if let constant = namedConstant(tokens[i], stores: stores) {
                result += constant
                i += 1
                continue
            }
            let (read, next) = item(tokens, at: i, part: part, stores: storeNames)
            result += read
            i = next
        }
        return result
    }

    /// A named constant (`$ALPHA`): the one character of the store of that name, as Keyman reads
    /// `store(ALPHA) 'α'` then `$ALPHA` anywhere a character goes; `nil` for another token. A
    /// store of more or fewer characters, or none of that name, is an error here.
    mutating func namedConstant(_ token: KMNToken, stores: [KeymanProgram.Store]) -> [Item]? {
        guard let word = token.word, word.hasPrefix("$"), word.count > 1, !word.hasSuffix(":") else { return nil }
        let name = String(word.dropFirst())
        guard let index = storeNames[name.lowercased()], index < stores.count else {
            // Else a constant of the file `&includecodes` names, else a predefined Hangul syllable.
            if let code = includedCodes[name.uppercased()] { return [.character(code)] }
            if let syllable = KMNReader.hangulSyllable(named: name) { return [.character(syllable)] }
            error("kmn-undefined", "no store '\(name)' for the named constant '\(word)'", at: token)
            return []
        }
        guard stores[index].items.count == 1, case .character = stores[index].items[0] else {
            error("kmn-syntax", "the named constant '\(word)' names store '\(stores[index].name)' of \(stores[index].items.count) items; " +
                  "a named constant is one character", at: token)
            return []
        }
        return stores[index].items
    }

    /// `outs(name)` at `i`: the store's name and the index of its `)`.
    func outsCall(_ tokens: ArraySlice<KMNToken>, at i: Int) -> (name: String, close: Int)? {
        guard tokens[i].word?.lowercased() == "outs", i + 1 < tokens.endIndex, tokens[i + 1].isSymbol("("),
              let close = tokens[(i + 1)...].firstIndex(where: { $0.isSymbol(")") }) else { return nil }
        return (tokens[(i + 2)..<close].name, close)
    }

    /// The keys `&CasedKeys` names: virtual keys, and the US keys that type its characters.
    func casedKeys(_ stores: [KeymanProgram.Store]) -> Set<VirtualKey> {
        guard let index = storeNames["&casedkeys"] else { return [] }
        var keys: Set<VirtualKey> = []
        for item in stores[index].items {
            switch item {
            case .virtualKey(let pattern): keys.insert(pattern.key)
            case .character(let character): if let typed = VirtualKey.typing(character) { keys.insert(typed.key) }
            default: continue
            }
        }
        return keys
    }

    /// The index of the first `symbol` outside parentheses and brackets.
    func topLevel(_ symbol: String, in tokens: ArraySlice<KMNToken>) -> Int? {
        var depth = 0
        for i in tokens.indices {
            let token = tokens[i]
            if token.isSymbol("(") || token.isSymbol("[") { depth += 1 } else if token.isSymbol(")") || token.isSymbol("]") { depth -= 1 }
            if depth == 0, token.isSymbol(symbol) { return i }
        }
        return nil
    }

    /// Reads `context + key > output` (or `match > …`, `nomatch > …`) into its group.
    mutating func readRule(_ pending: KMNReader.PendingRule, stores: [KeymanProgram.Store]) {
        let tokens = pending.statement.tokens[...]
        guard let first = tokens.first else { return }
        let whole = range(first, tokens.last)
        guard let arrow = topLevel(">", in: tokens) else {
            error("kmn-syntax", "a rule needs '>' between what it matches and what it outputs", at: first, tokens.last)
            return
        }
        let left = tokens[..<arrow], right = tokens[(arrow + 1)...]
        guard !right.isEmpty else {
            error("kmn-syntax", "empty output: write nul to output nothing", at: tokens[arrow])
            return
        }
        let group = pending.group
        let output = items(right, part: .output, stores: stores)
        checkOutput(output, at: tokens[arrow + 1], to: tokens.last)
        if left.count == 1, let word = left.first?.word?.lowercased(), word == "match" || word == "nomatch" {
            let rule = KeymanProgram.Rule(context: [], key: nil, output: output, range: whole, line: pending.statement.line)
            if word == "match" { groups[group].match = rule } else { groups[group].noMatch = rule }
            return
        }
        let plus = topLevel("+", in: left)
        let contextTokens = plus.map { left[..<$0] } ?? left
        let context = items(contextTokens, part: .context, stores: stores)
        var key: Item?
        if let plus {
            let keyTokens = left[(plus + 1)...]
            guard groups[group].usingKeys else {
                error("kmn-syntax", "a key ('+ …') in group '\(groups[group].name)', which is not 'using keys'", at: left[plus], left.last)
                return
            }
            let keyItems = items(keyTokens, part: .key, stores: stores)
            guard keyItems.count == 1 else {
                if keyTokens.isEmpty || !keyItems.isEmpty {
                    error("kmn-syntax", "the key part of a rule takes one key, character or any(); found \(keyItems.count)",
                          at: keyTokens.first ?? left[plus], keyTokens.last)
                }
                return
            }
            switch keyItems[0] {
            case .character(let character):
                guard let typed = VirtualKey.typing(character) else {
                    warning("kmn-unreachable", "no key of the US layout types '\(Character(character))': the rule never fires",
                            at: keyTokens.first ?? first, keyTokens.last)
                    return
                }
                key = .virtualKey(VirtualKeyPattern(key: typed.key, shift: typed.shift, fromCharacter: true))
            case .virtualKey, .any:
                key = keyItems[0]
            default:
                error("kmn-syntax", "the key part of a rule takes one key, character or any()", at: keyTokens.first ?? first,
                      keyTokens.last)
                return
            }
        } else if groups[group].usingKeys {
            error("kmn-syntax", "a rule without a key ('+ …') in group '\(groups[group].name)', which is 'using keys'",
                  at: first, tokens[arrow])
            return
        }
        guard checkContext(context, key: key, tokens: contextTokens.isEmpty ? left : contextTokens, output: output, arrow: tokens[arrow])
        else { return }
        // &CasedKeys: a rule for a cased key that says nothing of Caps Lock stands for two, as
        // Keyman's compiler writes them: [K_A] is [NCAPS K_A] and [SHIFT CAPS K_A].
        if case .virtualKey(let pattern)? = key, pattern.caps == nil, !pattern.fromCharacter, casedKeys(stores).contains(pattern.key) {
            var off = pattern, on = pattern
            off.caps = false
            on.caps = true
            on.shift.toggle()
            for variant in [off, on] {
                groups[group].rules.append(KeymanProgram.Rule(context: context, key: .virtualKey(variant), output: output, range: whole,
                                                              line: pending.statement.line))
            }
            return
        }
        groups[group].rules.append(KeymanProgram.Rule(context: context, key: key, output: output, range: whole,
                                                      line: pending.statement.line))
    }

    /// What may stand in a context, and `index()`/`context()` offsets that point at an
    /// `any()` / an item of the left side.
    mutating func checkContext(_ context: [Item], key: Item?, tokens: ArraySlice<KMNToken>, output: [Item], arrow: KMNToken) -> Bool {
        let at = tokens.first ?? arrow
        for (position, element) in context.enumerated() {
            switch element {
            case .virtualKey:
                error("kmn-syntax", "a virtual key in a context: the context holds characters", at: at, tokens.last)
                return false
            case .beep, .use, .return, .set, .reset, .save, .layer, .call, .context:
                error("kmn-syntax", "an output statement in a context", at: at, tokens.last)
                return false
            case .nul where position != 0:
                error("kmn-syntax", "nul in a context must come first", at: at, tokens.last)
                return false
            case .index(_, let offset) where offset > position || !isAny(context, offset):
                error("kmn-index", "index(…, \(offset)) must point at an any() before it", at: at, tokens.last)
                return false
            case .contextItem(let offset) where offset > position:
                error("kmn-index", "context(\(offset)) must point at an item before it", at: at, tokens.last)
                return false
            default:
                continue
            }
        }
        let left = context + (key.map { [$0] } ?? [])
        for element in output {
            if case .index(_, let offset) = element, offset > left.count || !isAny(left, offset) {
                error("kmn-index", "index(…, \(offset)) must point at an any() of the context or key (\(left.count) items)", at: at,
                      tokens.last)
                return false
            }
            if case .contextItem(let offset) = element, offset > context.count {
                error("kmn-index", "context(\(offset)) points past the context (\(context.count) items)", at: at, tokens.last)
                return false
            }
        }
        return true
    }

    /// Whether the item at a 1-based offset remembers a store position: an `any()`, or an
    /// `index()` of the context (which stands for its `any()`'s position).
    func isAny(_ items: [Item], _ offset: Int) -> Bool {
        guard offset >= 1, offset <= items.count else { return false }
        switch items[offset - 1] {
        case .any, .index: return true
        default: return false
        }
    }

    /// What may stand in an output.
    mutating func checkOutput(_ output: [Item], at start: KMNToken, to end: KMNToken?) {
        for element in output {
            switch element {
            case .any, .notAny, .condition, .virtualKey:
                error("kmn-syntax", "a matching statement in an output", at: start, end)
                return
            case .nul where output.count > 1:
                error("kmn-syntax", "nul must be the whole output", at: start, end)
                return
            default:
                continue
            }
        }
    }
}
