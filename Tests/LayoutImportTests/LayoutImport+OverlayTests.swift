import BuiltInInputMethods
import KeyboardModel
import LayoutFile
import LayoutImport
import Testing

@Suite("LayoutImport.overBundled: layouts over the bundled ones")
struct LayoutImportOverlayTests {
    static let requirements = BuiltInInputMethods.requirements

    static func layout(_ id: String, _ fields: String) -> LayoutSource {
        LayoutSource(path: "\(id).json", displayPath: "mine/\(id).json",
                     text: #"{"format": 1, "id": "\#(id)", "locale": "en-ZA", "name": "Mine", "script": "Latn", \#(fields)}"#)
    }

    static func order(_ a: Diagnostic, _ b: Diagnostic) -> Bool {
        (a.range.file, a.range.start.offset, a.rule, a.message) < (b.range.file, b.range.start.offset, b.rule, b.message)
    }

    @Test("new layouts, a part, an error, a taken id, replaced bundled files: the catalog and findings of loading all together",
          arguments: [
              [layout("mine", #""extends": "en-US""#)],
              [layout("mine", #""extends": "en-US", "imports": ["mine-part"]"#),
               LayoutSource(path: "mine-part.json", displayPath: "mine/mine-part.json",
                            text: #"{"format": 1, "keys": {"q": {"label": "Q!"}}}"#)],
              [layout("mine", #""extends": "nowhere""#)],
              [layout("en-US", #""extends": "en-GB""#)],
              [LayoutSource(path: "taken.json", displayPath: "mine/taken.json",
                            text: #"{"format": 1, "id": "en-GB", "locale": "en-GB", "name": "Mine", "script": "Latn", "#
                                + #""extends": "fr-FR"}"#)],
              [LayoutSource(path: "en-GB.json", displayPath: "mine/en-GB.json",
                            text: #"{"format": 1, "id": "en-GB", "locale": "en-GB", "name": "Mine", "script": "Latn", "#
                                + #""extends": "en-US"}"#)],
          ])
    func sameAsTogether(layer: [LayoutSource]) {
        let fast = LayoutImport.overBundled(layers: [layer], inputMethods: Self.requirements)
        let together = LayoutLoader.load(BundledLayouts.merged(with: [layer]), inputMethods: Self.requirements)
        #expect(fast.catalog.layouts == together.catalog.layouts)
        #expect(fast.provenance == together.provenance)
        #expect(fast.diagnostics.sorted(by: Self.order) == together.diagnostics.sorted(by: Self.order))
    }
}
