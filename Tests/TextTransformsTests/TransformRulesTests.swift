import Testing
@testable import TextTransforms

@Suite("Transform rules")
struct TransformRulesTests {
    /// The French sample's dead keys and the Nigerian Pidgin dot below, written as a spec.
    static let spec = TransformSpec(
        variables: [
            .init(id: "grave", kind: .string, value: "`"),
            .init(id: "vowel", kind: .set, value: "a e i o u  A E I O U"),
            .init(id: "graveVowel", kind: .set, value: "à è ì ò ù  À È Ì Ò Ù"),
            .init(id: "accent", kind: .set, value: "${grave} ^"),
        ],
        simple: [
            .rules([
                .init(from: "${grave}($[vowel])", to: "$[1:graveVowel]"),
                .init(from: "\\m{acute}($[vowel])", to: "$1\\u{301}"),
                .init(from: "''", to: "\\u{323}"),
                .init(from: "($[accent]) ", to: "$1"),
                .init(from: "\\m{euro}\\m{euro}"),
            ]),
            .rules([.init(from: "\\m{.}(.)", to: "$1")]),
        ],
        backspace: [.rules([.init(from: "ẹ", to: "e")])]
    )

    static let rules = TransformRules.compile(spec).rules

    @Test("each group replaces the end its first matching rule matches", arguments: [
        ("x`e", "xè"), ("`U", "Ù"), ("`y", "`y"), ("e''", "e\u{323}"), ("e'", "e'"), ("` ", "`"), ("^ ", "^"), ("a", "a"),
    ])
    func simple(typed: String, expected: String) {
        #expect(Self.rules.afterInput(TransformText(typed)).visible == expected)
    }

    @Test("markers: a dead key, one left before another character, two that cancel")
    func markers() {
        #expect(Self.rules.afterInput(TransformText([.marker("acute"), .scalar("e")])).visible == "e\u{301}")
        // The cleanup group drops a marker nothing used.
        #expect(Self.rules.afterInput(TransformText([.marker("acute"), .scalar("x")])) == TransformText("x"))
        #expect(Self.rules.afterInput(TransformText([.scalar("a"), .marker("euro"), .marker("euro")])) == TransformText("a"))
        // A marker alone waits for the next key.
        #expect(Self.rules.afterInput(TransformText([.marker("acute")])).elements == [.marker("acute")])
    }

    @Test("backspace rules; nil when none matches")
    func backspace() {
        #expect(Self.rules.afterBackspace(TransformText("xẹ")) == TransformText("xe"))
        #expect(Self.rules.afterBackspace(TransformText("xe")) == nil)
    }

    @Test("problems name where they are and leave the rule out", arguments: [
        (TransformSpec(variables: [.init(id: "a b", kind: .string, value: "x")]), TransformRules.Location.variable(0)),
        (TransformSpec(variables: [.init(id: "s", kind: .set, value: "$[missing]")]), .variable(0)),
        (TransformSpec(variables: [.init(id: "u", kind: .unicodeSet, value: "a-z")]), .variable(0)),
        (TransformSpec(variables: [.init(id: "x", kind: .string, value: "1"), .init(id: "x", kind: .string, value: "2")]), .variable(1)),
        (TransformSpec(simple: [.rules([.init(from: "(a", to: "b")])]), .item(backspace: false, group: 0, index: 0, field: "from")),
        (TransformSpec(simple: [.rules([.init(from: "a", to: "$2")])]), .item(backspace: false, group: 0, index: 0, field: "to")),
        (TransformSpec(simple: [.rules([.init(from: "(a)", to: "$[1:none]")])]), .item(backspace: false, group: 0, index: 0, field: "to")),
        (TransformSpec(variables: [.init(id: "s", kind: .set, value: "a b"), .init(id: "t", kind: .set, value: "x")],
                       simple: [.rules([.init(from: "($[s])", to: "$[1:t]")])]), .item(backspace: false, group: 0, index: 0, field: "to")),
        (TransformSpec(backspace: [.rules([.init(from: "a", to: "$")])]), .item(backspace: true, group: 0, index: 0, field: "to")),
        (TransformSpec(simple: [.reorders([.init(from: "a", order: "200")])]), .item(backspace: false, group: 0, index: 0, field: "order")),
        (TransformSpec(simple: [.reorders([.init(from: "a", preBase: "maybe")])]),
         .item(backspace: false, group: 0, index: 0, field: "preBase")),
    ])
    func problems(spec: TransformSpec, location: TransformRules.Location) {
        let (rules, problems) = TransformRules.compile(spec)
        #expect(problems.map(\.location) == [location], "\(problems)")
        #expect(rules.allTransforms.isEmpty)
    }

    @Test("reordering sorts each cluster by order, pre-base characters going with the base after them")
    func reorder() {
        // Two marks typed in the wrong order sort after their base; order 0 starts a cluster.
        let spec = TransformSpec(simple: [.reorders([.init(from: "\u{1A60}", order: "127"),
                                                     .init(from: "[\u{1A75}-\u{1A79}]", order: "55")])])
        let rules = TransformRules.compile(spec).rules
        #expect(rules.afterInput(TransformText("\u{1A20}\u{1A60}\u{1A75}\u{1A21}")) == TransformText("\u{1A20}\u{1A75}\u{1A60}\u{1A21}"))
        // Equal orders keep their typed order; tertiary weights break the tie.
        let tertiary = TransformRules.compile(TransformSpec(simple: [.reorders([.init(from: "[xy]", order: "10"),
                                                                                .init(from: "z", order: "10", tertiary: "-1")])])).rules
        #expect(tertiary.afterInput(TransformText("ayxz")) == TransformText("azyx"))
    }
}
