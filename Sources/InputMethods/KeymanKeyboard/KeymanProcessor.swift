/// Runs a ``KeymanProgram``'s rules on keystrokes, as Keyman's language reference describes:
/// the text before the caret (with the program's invisible deadkeys) is the context; the
/// start group's rules are tried longest context first; a rule's output replaces the context
/// it matched; `use()` enters another group on the new context; a `using keys` group that no
/// rule and no `nomatch` takes types the key's own character, as Keyman does.
///
/// Value semantics: the processor holds the keyboard's variables (option stores) and its touch
/// layer; the context belongs to the caller, who passes it in and gets it back changed.
public struct KeymanProcessor: Sendable {
    /// An item of the context: a character, or a deadkey only rules see.
    public enum ContextItem: Hashable, Sendable {
        case character(Unicode.Scalar)
        case deadkey(Int)
    }

    /// What a keystroke did besides changing the context.
    public struct Outcome: Hashable, Sendable {
        /// A rule beeped (Keyman's way of refusing a key).
        public var beep = false
        /// No rule took the key and it types nothing (Enter, Tab, arrows, a Ctrl shortcut, or
        /// Backspace with nothing before the caret): the host should do what the key does.
        public var passThrough = false
        /// The variable stores a rule asked to keep for the next session (`save()`), by name.
        public var saved: [String] = []
        /// The touch layer a rule chose (`layer('shift')`).
        public var layer: String?
        /// The Caps Lock state the keystroke left, when it changed it (``capsLock``), for a host
        /// that shows it or sets the system's.
        public var capsLock: Bool?
    }

    public let program: KeymanProgram
    /// The words `platform()` and `if(&platform = …)` test: the form (`hardware` or `touch`),
    /// the device (`desktop`, `tablet`, `phone`), `native`, and the operating system.
    public var platform: Set<String>
    /// The current value of each store `if()`, `set()`, `reset()` and `save()` name, by index.
    public var variables: [Int: [Unicode.Scalar]]
    /// The touch layer shown (`&layer`).
    public var layer = "default"
    /// The touch layer the key being pressed goes to (`&newLayer`: its `nextlayer`, or a
    /// `layer()` a rule output), empty when it stays; the host sets it before the keystroke.
    public var newLayer = ""
    /// The touch layer the keystroke started on (`&oldLayer`).
    public private(set) var oldLayer = "default"
    /// Caps Lock as the keyboard keeps it on a hardware keyboard: the Caps Lock key (`K_CAPS`)
    /// turns it on and off, or only on with `&CapsOnOnly`; with `&ShiftFreesCaps` a keystroke
    /// with Shift turns it off first; with `&CapsAlwaysOff` it stays off. A keystroke sees Caps
    /// Lock when this is on or its own modifiers say so (the system's state, `L+`). Touch
    /// keyboards have a caps layer instead, and these stores are desktop only.
    public var capsLock = false
    /// The user's hardware layout (`&baselayout`), always US English here.
    public var baseLayout = "en-US"
    /// Groups entered through `use()` within one keystroke at most; deeper is a loop.
    public static let maximumDepth = 64
    /// Items one keystroke's rules may output at most; past it the keystroke ends with a beep
    /// (64 groups deep, each outputting a large store, would otherwise grow the text without end).
    public static let maximumOutput = 65_536
    /// Work one keystroke may do at most, across groups and `use()` levels: each rule tried
    /// counts its context's items and one. Past it the keystroke ends with a beep. With stores
    /// indexed for membership, a keystroke is then O(1,000,000) item comparisons at worst (a few
    /// milliseconds), whatever the program: 10,000 rules `any(big) + 'a'` entered 64 deep
    /// through `use()` no longer take seconds.
    public static let maximumWork = 1_000_000

    /// Per store, the key each item stands for when the store is a rule's key (`+ any(keys)`).
    let keyPatterns: [[VirtualKeyPattern?]]
    /// Per store, the positions of its key patterns by key name (what `any()` as a rule's key looks up).
    let keyPositions: [[String: [Int]]]
    /// Per store, the first position of each item (`any()`, `notany()` and `index()` look up, not scan).
    let itemPositions: [[ContextItem: Int]]
    let capsAlwaysOff: Bool
    let capsOnOnly: Bool
    let shiftFreesCaps: Bool

    public init(program: KeymanProgram, platform: Set<String> = ["hardware", "desktop", "native", "linux"]) {
        self.program = program
        self.platform = platform
        capsAlwaysOff = program.systemStore("capsalwaysoff") == "1"
        capsOnOnly = program.systemStore("capsononly") == "1"
        shiftFreesCaps = program.systemStore("shiftfreescaps") == "1"
        variables = [:]
        for (index, store) in program.stores.enumerated() where !store.name.hasPrefix("&") { variables[index] = store.text }
        let patterns = program.stores.map { store in
            store.items.map { item -> VirtualKeyPattern? in
                switch item {
                case .character(let c): VirtualKey.typing(c).map { VirtualKeyPattern(key: $0.key, shift: $0.shift, fromCharacter: true) }
                case .virtualKey(let pattern): pattern
                default: nil
                }
            }
        }
        keyPatterns = patterns
        keyPositions = patterns.map { list in
            var byKey: [String: [Int]] = [:]
            for (position, pattern) in list.enumerated() { if let pattern { byKey[pattern.key.name, default: []].append(position) } }
            return byKey
        }
        itemPositions = program.stores.map { store in
            var first: [ContextItem: Int] = [:]
            for (position, item) in store.items.enumerated() {
                if let element = Self.contextItem(item), first[element] == nil { first[element] = position }
            }
            return first
        }
    }

    /// Processes one keystroke on `context` (the items before the caret, oldest first).
    public mutating func process(_ key: VirtualKey, modifiers: KeymanModifiers = [], context: inout [ContextItem]) -> Outcome {
        var modifiers = modifiers
        var capsChange: Bool?
        if platform.contains("hardware") {
            if key.name == "K_CAPS" {
                // The Caps Lock key changes the state and types nothing.
                let was = capsLock
                capsLock = !capsAlwaysOff && (capsOnOnly || !capsLock)
                newLayer = ""
                var outcome = Outcome()
                if capsLock != was { outcome.capsLock = capsLock }
                return outcome
            }
            if shiftFreesCaps, modifiers.contains(.shift), capsLock || modifiers.contains(.capsLock) {
                capsLock = false
                modifiers.remove(.capsLock)
                capsChange = false
            }
            if capsLock { modifiers.insert(.capsLock) }
        }
        // &CapsAlwaysOff: the keyboard never sees Caps Lock.
        if capsAlwaysOff { modifiers.remove(.capsLock) }
        var run = Run(key: key, modifiers: modifiers)
        run.outcome.capsLock = capsChange
        oldLayer = layer
        if let start = program.startGroup {
            processGroup(start, run: &run, context: &context, depth: 0)
        } else {
            run.defaultAction(&context)
        }
        // `begin PostKeystroke`: after every keystroke, on the context it left, read-only.
        if let post = program.begins[.postKeystroke] { runReadOnly(post, run: &run, context: context) }
        newLayer = ""
        return run.outcome
    }

    /// Runs the `begin NewContext` group, as Keyman does when the context is reset (a new field,
    /// the caret moved): read-only, so only options, layers and saves change.
    public mutating func startContext(_ context: [ContextItem]) -> Outcome {
        var run = Run(key: VirtualKey(uncheckedName: "K_?00"), modifiers: [])
        if let group = program.begins[.newContext] { runReadOnly(group, run: &run, context: context) }
        return run.outcome
    }

    /// Runs a group on a copy of the context: what its rules output is not kept (Keyman's
    /// `NewContext` and `PostKeystroke` groups are read-only).
    mutating func runReadOnly(_ group: Int, run: inout Run, context: [ContextItem]) {
        var copy = context
        let passThrough = run.outcome.passThrough
        run.returned = false
        processGroup(group, run: &run, context: &copy, depth: 0)
        run.outcome.passThrough = passThrough
    }

    /// What a keystroke types at the start of a text (no context, no deadkeys): the characters
    /// the rules output, or `nil` when it types none (a deadkey, a refused key, a key the host
    /// handles). What an importer shows on a key; the variables and layer are left as they were.
    public func characters(typedBy key: VirtualKey, modifiers: KeymanModifiers = []) -> String? {
        var copy = self
        var context: [ContextItem] = []
        let outcome = copy.process(key, modifiers: modifiers, context: &context)
        let scalars = context.compactMap { if case .character(let c) = $0 { c } else { nil } }
        guard !outcome.passThrough, !scalars.isEmpty else { return nil }
        return String(String.UnicodeScalarView(scalars))
    }

    /// The state of one keystroke's processing.
    struct Run {
        let key: VirtualKey
        let modifiers: KeymanModifiers
        var outcome = Outcome()
        /// `return` was reached: nothing more is done for this keystroke.
        var returned = false
        /// Items output so far (``KeymanProcessor/maximumOutput``).
        var output = 0
        /// Work done so far (``KeymanProcessor/maximumWork``).
        var work = 0

        /// The character the key types on a US keyboard with these modifiers, if any.
        var character: Unicode.Scalar? {
            guard !modifiers.hasCtrlOrAlt, let pair = key.usCharacters else { return nil }
            let shifted = key.isLetter ? modifiers.contains(.shift) != modifiers.contains(.capsLock) : modifiers.contains(.shift)
            return shifted ? pair.shifted : pair.unshifted
        }

        /// What a key does that no rule takes: types its character; Backspace deletes the
        /// character before the caret with the deadkeys around it; anything else is the host's.
        mutating func defaultAction(_ context: inout [ContextItem]) {
            if let character {
                context.append(.character(character))
            } else if key.name == "K_BKSP", !modifiers.hasCtrlOrAlt,
                      context.contains(where: { if case .character = $0 { true } else { false } }) {
                while case .deadkey = context.last { context.removeLast() }
                context.removeLast()
                while case .deadkey = context.last { context.removeLast() }
            } else {
                outcome.passThrough = true
            }
        }
    }

    /// What a rule's left side matched: how many context items, and for each `any()` (by its
    /// 1-based offset) the position in its store of the item it matched.
    struct Match {
        var consumed: [ContextItem] = []
        var positions: [Int: Int] = [:]
        /// The item each offset of the context matched (`nil` for conditions and `nul`).
        var items: [ContextItem?] = []
    }

    mutating func processGroup(_ index: Int, run: inout Run, context: inout [ContextItem], depth: Int) {
        guard depth < Self.maximumDepth else {
            run.returned = true
            return
        }
        let group = program.groups[index]
        for rule in group.rules {
            run.work += rule.context.count + 1
            guard run.work <= Self.maximumWork else {
                run.outcome.beep = true
                run.returned = true
                return
            }
            if group.usingKeys {
                guard let key = rule.key, let position = keyMatch(key, run) else { continue }
                guard var match = matchContext(rule.context, context) else { continue }
                if position >= 0 { match.positions[rule.context.count + 1] = position }
                fire(rule, match: match, group: group, run: &run, context: &context, depth: depth)
                return
            }
            guard let match = matchContext(rule.context, context) else { continue }
            fire(rule, match: match, group: group, run: &run, context: &context, depth: depth)
            return
        }
        if let noMatch = group.noMatch, !group.usingKeys || run.character != nil {
            apply(noMatch.output, match: Match(), run: &run, context: &context, depth: depth)
        } else if group.usingKeys {
            run.defaultAction(&context)
        }
    }

    mutating func fire(_ rule: KeymanProgram.Rule, match: Match, group: KeymanProgram.Group, run: inout Run, context: inout [ContextItem],
                       depth: Int) {
        apply(rule.output, match: match, run: &run, context: &context, depth: depth)
        let uses = rule.output.contains { if case .use = $0 { true } else { false } }
        if !uses, !run.returned, let matched = group.match {
            apply(matched.output, match: Match(), run: &run, context: &context, depth: depth)
        }
    }

    /// The position in the key's store of the item the keystroke is (`0` for a lone key, `-1`
    /// when the key is not one of a store), or `nil` when the keystroke is not the rule's key.
    func keyMatch(_ key: KeymanProgram.Item, _ run: Run) -> Int? {
        switch key {
        case .virtualKey(let pattern):
            return pattern.matches(run.key, run.modifiers) ? -1 : nil
        case .any(let store):
            return keyPositions[store][run.key.name]?.first { keyPatterns[store][$0]?.matches(run.key, run.modifiers) == true }
        default:
            return nil
        }
    }
}
