import BuiltInInputMethods
import KeyboardModel
import LayoutImport
@testable import LayoutFile
import Testing
import _TestSupport

@Suite("Validation rules")
struct LayoutRulesTests {
    /// Loads the bundled files with an example's files added, and lints; the diagnostics about
    /// the example's files.
    /// What the examples are validated over: every bundled file in long tests (as `softkbd
    /// validate --explain` does); otherwise the shared parts, devices, strings and the two
    /// layouts examples extend or name (en-US, ru-RU), which is all an example reaches.
    static let base: [LayoutSource] = LongTests.enabled ? BundledLayouts.sources : BundledLayouts.sources.filter { source in
        source.path.hasPrefix("shared/") || ["devices.json", "strings.json", "en-US.json", "ru-RU.json"].contains(source.path)
    }

    static func diagnostics(for example: LayoutRule.Example) -> [Diagnostic] {
        let extra = example.files.map { LayoutSource(path: $0.key, displayPath: "example/\($0.key)", text: $0.value) }
        return LayoutValidation.validate(LayoutImport.prepare(extra), over: base, inputMethods: example.inputMethods).diagnostics
    }

    @Test("each rule's examples trigger it or not, as they say", arguments: LayoutRules.all)
    func examples(rule: LayoutRule) {
        #expect(!rule.examples.isEmpty)
        for (index, example) in rule.examples.enumerated() {
            let found = Self.diagnostics(for: example)
            let fired = found.filter { $0.rule == rule.id }
            if example.triggers {
                #expect(!fired.isEmpty, "example \(index + 1) of \(rule.id) should trigger it; got \(found.map(\.formatted))")
                #expect(fired.allSatisfy { $0.severity == rule.severity }, "\(rule.id) has severity \(rule.severity)")
            } else {
                #expect(fired.isEmpty, "example \(index + 1) of \(rule.id) should not trigger it; got \(fired.map(\.formatted))")
            }
            // Every finding names a catalogued rule.
            for diagnostic in found {
                #expect(LayoutRules.rule(diagnostic.rule) != nil, "uncatalogued rule \(diagnostic.rule)")
            }
        }
    }

    @Test("rule ids are unique kebab-case, with a summary and an explanation")
    func catalogue() {
        let ids = LayoutRules.all.map(\.id)
        #expect(Set(ids).count == ids.count)
        for rule in LayoutRules.all {
            #expect(rule.id.allSatisfy { $0.isLowercase || $0 == "-" }, "\(rule.id)")
            #expect(!rule.summary.isEmpty && !rule.explanation.isEmpty)
        }
        #expect(ids.count >= 40)
    }

    /// Every bundled file in long tests; every third otherwise (each checked against all of them).
    @Test("the corpus: every bundled layout validates with zero errors and zero warnings")
    func corpus() {
        let files = LongTests.enabled ? [] : LongTests.sample(BundledLayouts.sources, every: 3)
        let all = LayoutValidation.validate(files, inputMethods: BuiltInInputMethods.requirements).diagnostics
        #expect(BuiltInInputMethods.layouts.diagnostics.isEmpty)
        #expect(all.isEmpty, "\(all.map(\.formatted).joined(separator: "\n"))")
    }
}
