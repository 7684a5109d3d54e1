import Foundation
import KeyboardModel
@testable import LayoutFile
import Testing
import _TestSupport

@Suite("Bundled layouts")
struct BundledLayoutsTests {
    @Test("the compiled-in sources are exactly the files of Layouts/")
    func sourcesMatchTheFolder() throws {
        let folder = RepositoryPaths.layouts().path
        let files = try LayoutDirectory.sources(in: folder, displayPrefix: "Layouts")
        let generated = BundledLayouts.swiftSource(for: files)
        let target = RepositoryPaths.root().appendingPathComponent("Sources/LayoutFile/BundledLayouts+Sources.swift")
        let current = try String(contentsOf: target, encoding: .utf8)
        if environmentValue("SOFTKBD_REGENERATE_BUNDLED_LAYOUTS") == "1" {
            if current != generated { try generated.write(to: target, atomically: true, encoding: .utf8) }
            return
        }
        #expect(current == generated, "Layouts/ changed: run SOFTKBD_REGENERATE_BUNDLED_LAYOUTS=1 swift test --filter BundledLayouts")
        #expect(BundledLayouts.sources.map(\.path) == files.map(\.path))
    }

    @Test("every bundled file loads with no diagnostics at all")
    func corpus() {
        let result = BundledLayouts.result
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.formatted).joined(separator: "\n"))")
        #expect(result.catalog.layouts.count >= 8)
        #expect(Set(result.catalog.devices.keys) == ["iphone-classic", "iphone", "ipad"])
    }
}
