/// The rules of Keyman keyboard programs (`.kmn`) and the layouts that run them.
extension LayoutRule {
    /// A Keyman keyboard: a program typing é after an apostrophe, with `extra` added.
    static func kmn(_ extra: String = "") -> String {
        "store(&NAME) 'Test'\nbegin Unicode > use(main)\ngroup(main) using keys\n\"'\" + 'e' > 'é'\n" + extra
    }

    // MARK: The .kmn language (reported by KMNReader)

    /// An example of one Keyman program, `test.kmn`.
    static func kmnExample(_ text: String, triggers: Bool) -> Example { Example(["test.kmn": text], triggers: triggers) }

    public static let kmnSyntax = LayoutRule(
        id: "kmn-syntax", severity: .error, summary: "a .kmn statement Keyman's compiler would not read",
        explanation: "A store, group, begin or rule that is not written as Keyman's language reference says: an unclosed string " +
                     "or bracket, an unknown statement, a rule without `>`, a key that is not a virtual key. The file's other " +
                     "statements are still read, so every problem is reported at once.",
        examples: [kmnExample(kmn("+ 'a' 'b'\n"), triggers: true), kmnExample(kmn(), triggers: false)])
    public static let kmnUndefined = LayoutRule(
        id: "kmn-undefined", severity: .error, summary: "a .kmn program names a store, group or key it does not define",
        explanation: "`any(name)`, `use(name)`, `outs(name)` and `index(name, n)` must name a store or group of the file " +
                     "(compared without case, as Keyman does); a virtual key must be one of Keyman's `K_` names, a touch " +
                     "layout's `T_` or `U_XXXX` key, or a character a US key types.",
        examples: [kmnExample(kmn("+ any(vowels) > 'x'\n"), triggers: true), kmnExample(kmn(), triggers: false)])
    public static let kmnDuplicate = LayoutRule(
        id: "kmn-duplicate", severity: .error, summary: "a .kmn store or group defined twice",
        explanation: "Keyman's compiler refuses a second definition of a name; which one was meant cannot be told.",
        examples: [kmnExample(kmn("store(v) 'a'\nstore(V) 'e'\n"), triggers: true), kmnExample(kmn("store(v) 'a'\n"), triggers: false)])
    public static let kmnIndex = LayoutRule(
        id: "kmn-index", severity: .error, summary: "index() or context() points at no item of its rule",
        explanation: "`index(store, n)` must point at an `any()` among the rule's context and key (counted from 1); " +
                     "`context(n)` at an item of the context. Otherwise the output would be undefined.",
        examples: [kmnExample(kmn("store(v) 'ae'\n'x' + 'y' > index(v, 1)\n"), triggers: true),
                   kmnExample(kmn("store(v) 'ae'\nstore(w) 'AE'\n+ any(v) > index(w, 1)\n"), triggers: false)])
    public static let kmnCycle = LayoutRule(
        id: "kmn-cycle", severity: .error, summary: "a .kmn store contains itself through outs()",
        explanation: "`outs()` copies a store's text where it stands; a store reached again through its own `outs()` would " +
                     "never end.",
        examples: [kmnExample(kmn("store(a) outs(b)\nstore(b) outs(a)\n"), triggers: true),
                   kmnExample(kmn("store(a) 'x'\nstore(b) outs(a)\n"), triggers: false)])
    public static let kmnTooLarge = LayoutRule(
        id: "kmn-too-large", severity: .error, summary: "a .kmn store or rule past the reader's limits",
        explanation: "A store or rule may hold 65,536 items after `outs()` is expanded, the whole program 1,048,576, and " +
                     "`outs()` may nest 64 deep: stores that double at every level, or thousands of rules copying a large " +
                     "store, would otherwise take all memory. Real keyboards stay far below.",
        examples: [kmnExample(kmn("store(a0) 'xx'\n" + (1...17).map { "store(a\($0)) outs(a\($0 - 1)) outs(a\($0 - 1))" }
                                    .joined(separator: "\n") + "\n"), triggers: true),
                   kmnExample(kmn("store(a0) 'xx'\nstore(a1) outs(a0) outs(a0)\n"), triggers: false)])
    public static let kmnUnreachable = LayoutRule(
        id: "kmn-unreachable", severity: .warning, summary: "a .kmn rule no keystroke can fire",
        explanation: "A rule whose key is a character no key of the US base layout types (Keyman matches keys by position " +
                     "on that layout) never runs.",
        examples: [kmnExample(kmn("+ 'ß' > 'ss'\n"), triggers: true), kmnExample(kmn(), triggers: false)])
    public static let kmnUnsupported = LayoutRule(
        id: "kmn-unsupported", severity: .warning, summary: "part of a .kmn program SoftKeyboard reads but does not run",
        explanation: "A statement for another compile target (`$keymanweb:`…), or a system store whose behaviour is not " +
                     "applied (the message says which): the keyboard loads, and the message says what differs from Keyman.",
        examples: [kmnExample(kmn("$unknowntarget: + 'q' > 'x'\n"), triggers: true), kmnExample(kmn(), triggers: false)])
}
