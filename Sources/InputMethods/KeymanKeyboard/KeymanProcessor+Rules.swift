extension KeymanProcessor {
    /// Whether a store item is this context item (a character or a deadkey).
    static func same(_ item: KeymanProgram.Item, _ context: ContextItem) -> Bool {
        switch (item, context) {
        case (.character(let a), .character(let b)): a == b
        case (.deadkey(let a), .deadkey(let b)): a == b
        default: false
        }
    }

    static func contextItem(_ item: KeymanProgram.Item) -> ContextItem? {
        switch item {
        case .character(let c): .character(c)
        case .deadkey(let d): .deadkey(d)
        default: nil
        }
    }

    /// Matches a rule's context against the end of `context`.
    func matchContext(_ items: [KeymanProgram.Item], _ context: [ContextItem]) -> Match? {
        var consuming = 0
        for item in items {
            switch item {
            case .condition, .nul: continue
            default: consuming += 1
            }
        }
        guard context.count >= consuming else { return nil }
        if case .nul = items.first, context.count != consuming { return nil }
        let start = context.count - consuming
        var position = start
        var match = Match()
        for (index, item) in items.enumerated() {
            let offset = index + 1
            switch item {
            case .condition(let condition):
                guard holds(condition) else { return nil }
                match.items.append(nil)
                continue
            case .nul:
                match.items.append(nil)
                continue
            case .character, .deadkey:
                guard Self.same(item, context[position]) else { return nil }
            case .any(let store):
                guard let found = itemPositions[store][context[position]] else { return nil }
                match.positions[offset] = found
            case .notAny(let store):
                guard case .character = context[position], itemPositions[store][context[position]] == nil else { return nil }
            case .index(let store, let other):
                guard let found = match.positions[other], found < program.stores[store].items.count,
                      Self.same(program.stores[store].items[found], context[position]) else { return nil }
                // An output's index() may point here too: it stands for the same position.
                match.positions[offset] = found
            case .contextItem(let other):
                guard other >= 1, other < offset, let earlier = match.items[other - 1], earlier == context[position] else { return nil }
            default:
                return nil
            }
            match.items.append(context[position])
            position += 1
        }
        // Copied only for a rule that matched: every rule of a group is tried per keystroke.
        match.consumed = Array(context[start...])
        return match
    }

    func holds(_ condition: KeymanProgram.Condition) -> Bool {
        var value: String { String(String.UnicodeScalarView(condition.value)) }
        let result: Bool
        switch condition.subject {
        case .store(let index): result = (variables[index] ?? program.stores[index].text) == condition.value
        case .platform: result = value.split(separator: " ").allSatisfy { platform.contains($0.lowercased()) }
        case .layer: result = layer == value
        case .baseLayout: result = baseLayout.lowercased() == value.lowercased()
        case .newLayer: result = newLayer == value
        case .oldLayer: result = oldLayer == value
        }
        return result == condition.equals
    }

    /// Replaces the matched context with a rule's output.
    mutating func apply(_ output: [KeymanProgram.Item], match: Match, run: inout Run, context: inout [ContextItem], depth: Int) {
        context.removeLast(match.consumed.count)
        for item in output {
            if run.returned { return }
            // Every item output this keystroke counts, in nested groups too.
            run.output += 1
            if run.output > Self.maximumOutput {
                run.outcome.beep = true
                run.returned = true
                return
            }
            switch item {
            case .character(let c):
                context.append(.character(c))
            case .deadkey(let d):
                context.append(.deadkey(d))
            case .context:
                context += match.consumed
            case .contextItem(let offset):
                if offset >= 1, offset <= match.items.count, let earlier = match.items[offset - 1] { context.append(earlier) }
            case .index(let store, let offset):
                let items = program.stores[store].items
                if let found = match.positions[offset], found < items.count, let element = Self.contextItem(items[found]) {
                    context.append(element)
                }
            case .beep:
                run.outcome.beep = true
            case .use(let group):
                processGroup(group, run: &run, context: &context, depth: depth + 1)
            case .return:
                run.returned = true
            case .set(let store, let value):
                variables[store] = value
            case .reset(let store):
                variables[store] = program.stores[store].text
            case .save(let store):
                run.outcome.saved.append(program.stores[store].name)
            case .layer(let name):
                layer = name
                newLayer = name
                run.outcome.layer = name
            case .nul, .call, .any, .notAny, .condition, .virtualKey:
                continue
            }
        }
    }
}
