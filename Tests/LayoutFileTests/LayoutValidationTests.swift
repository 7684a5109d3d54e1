import BuiltInInputMethods
import KeyboardModel
import LayoutFile
import Testing

@Suite("LayoutValidation: one file checked as the folder checks it")
struct LayoutValidationTests {
    /// What checking the whole folder (every layout composed and linted) says about `file`.
    static func asInFolder(_ source: LayoutSource) -> [Diagnostic] {
        let result = LayoutLoader.load(BundledLayouts.merged(with: [[source]]), inputMethods: BuiltInInputMethods.requirements)
        let found = Set(result.diagnostics + LayoutLinter.lint(result, files: [source.displayPath]))
        return found.filter { $0.range.file == source.displayPath }.sorted(by: order)
    }

    /// A total order (the report's order leaves findings of one rule at one place unordered).
    static func order(_ a: Diagnostic, _ b: Diagnostic) -> Bool {
        (a.range.start.offset, a.rule, a.message) < (b.range.start.offset, b.rule, b.message)
    }

    @Test("a layout, a part (its errors found only by composing the layouts that import it), a layout another extends: as the folder finds",
          arguments: [
              ("en-US.json", #""imports": ["shared/base""#, #""imports": ["shared/nowhere", "shared/base""#),
              ("shared/aosp/en.json", #""format": 1,"#, #""format": 1, "imports": ["shared/nowhere"],"#),
              ("fr-FR.json", #""longPress": "$ £ ¥ ₩ ₽ ¢""#, #""label": "CURRENCY-SIGNS-HERE", "longPress": "€ $ ¥""#),
          ])
    func sameFindings(path: String, original: String, replacement: String) throws {
        let bundled = try #require(BundledLayouts.sources.first { $0.path == path })
        #expect(bundled.text.contains(original))
        let source = LayoutSource(path: path, displayPath: "edited/\(path)", text: bundled.text.replacingOccurrences(of: original,
                                                                                                                    with: replacement))
        let alone = LayoutValidation.validate([source], inputMethods: BuiltInInputMethods.requirements).diagnostics
        #expect(!alone.isEmpty, "the edit is found")
        #expect(alone.sorted(by: Self.order) == Self.asInFolder(source))
    }
}
