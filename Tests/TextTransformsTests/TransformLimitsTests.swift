import Testing
@testable import TextTransforms

/// The bounds of ``TransformLimits``: a kilobyte of variables cannot exhaust memory, and no file
/// can make one keystroke's matching run away.
@Suite("Transform limits")
struct TransformLimitsTests {
    @Test("string variables that multiply each other stop at the bound, reported at the variable that passes it")
    func expansion() {
        // v1 = ten v0, …, v9 = ten v8: 10^10 characters unbounded (a 1 KB CLDR file aborted the process).
        var variables: [TransformSpec.Variable] = [.init(id: "v0", kind: .string, value: "a")]
        for index in 1...9 { variables.append(.init(id: "v\(index)", kind: .string,
                                                    value: String(repeating: "${v\(index - 1)}", count: 10))) }
        let (rules,
             problems) = TransformRules.compile(TransformSpec(variables: variables, simple: [.rules([.init(from: "${v9}", to: "x")])]))
        // v3 is 1,000 characters; v4 would be 10,000.
        #expect(problems.first?.location == .variable(4))
        #expect(problems.first?.message.contains("grows past 4096") == true)
        #expect(problems.dropFirst().allSatisfy { $0.message.contains("was left out for its own error") })
        #expect(problems.count == 7)   // v4…v9 and the rule that uses v9
        #expect(rules.variables.strings["v3"]?.elements.count == 1_000)
    }

    @Test("a pattern or replacement that repeats a large variable stops at the bound")
    func patternExpansion() {
        let big = String(repeating: "a", count: 3_000)
        let (_, problems) = TransformRules.compile(TransformSpec(
            variables: [.init(id: "big", kind: .string, value: big)],
            simple: [.rules([.init(from: "${big}${big}", to: "x"), .init(from: "b", to: "${big}${big}")])]))
        #expect(problems.map(\.location) == [.item(backspace: false, group: 0, index: 0, field: "from"),
                                             .item(backspace: false, group: 0, index: 1, field: "to")])
    }

    @Test("a set has at most maximumSetMembers members, its nested sets counted")
    func setSize() {
        let members = (0..<3_000).map { "m\($0)" }.joined(separator: " ")
        let half = (0..<1_500).map { "h\($0)" }.joined(separator: " ")
        let (_, problems) = TransformRules.compile(TransformSpec(variables: [
            .init(id: "huge", kind: .set, value: members),
            .init(id: "half", kind: .set, value: half),
            .init(id: "twice", kind: .set, value: "$[half] $[half]"),
            .init(id: "fine", kind: .set, value: half),
        ]))
        #expect(problems.map(\.location) == [.variable(0), .variable(2)])
    }

    @Test("one budget per keystroke across every rule: thousands of pathological groups end, and the groups past the limit are said")
    func keystrokeBudget() {
        let group = TransformSpec.Group.rules([.init(from: "(?:a{0,9}){0,9}(?:a{0,9}){0,9}b", to: "x")])
        let (rules, problems) = TransformRules.compile(TransformSpec(simple: Array(repeating: group, count: 2_000)))
        #expect(problems.count == 1 && problems[0].message.contains("2000 groups"))
        #expect(rules.simple.count == TransformLimits.maximumGroups)
        let budget = TransformBudget()
        let context = TransformText(String(repeating: "a", count: 40))
        #expect(rules.run(rules.simple, on: context, budget: budget) == context)
        #expect(budget.remaining <= 0, "the pathological groups spend the whole budget, and stop there")
        // The public entry point: the same bound.
        #expect(rules.afterInput(context) == context)
    }

    @Test("a large set costs a step per member it tries")
    func setCost() throws {
        let variables = try TransformVariables(sets: ["s": (0..<2_000).map { "x\($0)" }.joined(separator: " ")])
        let pattern = try TransformPattern("$[s]", variables: variables)
        let budget = TransformBudget(steps: 10_000)
        _ = pattern.matchSuffix(of: TransformText("abc"), budget: budget)
        #expect(budget.remaining < 10_000 - 3 * 2_000)
    }
}
