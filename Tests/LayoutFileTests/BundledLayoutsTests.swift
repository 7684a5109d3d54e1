import BuiltInInputMethods
import Foundation
import KeyboardModel
@testable import LayoutFile
import Testing
import TextInputTraits
import _TestSupport

@Suite("Bundled layouts")
struct BundledLayoutsTests {
    @Test("the compiled-in sources are exactly the files of Layouts/")
    func sourcesMatchTheFolder() throws {
        let folder = RepositoryPaths.layouts().path
        let files = try LayoutDirectory.sources(in: folder, displayPrefix: "Layouts").sources
        let stale = "Layouts/ changed: run python3 Generators/LayoutFile/embed_layouts.py"
        #expect(BundledLayouts.sources.map(\.path) == files.map(\.path), "\(stale)")
        for (bundled, file) in zip(BundledLayouts.sources, files) where bundled.path == file.path {
            // A multi-line literal drops the newline before its closing delimiter.
            let text = file.text.hasSuffix("\n") ? String(file.text.dropLast()) : file.text
            #expect(bundled.text == text, "\(file.path): \(stale)")
            #expect(bundled.displayPath == "Layouts/" + file.path)
        }
    }

    @Test("each locale's action-key titles are capitalised alike where most of them are capitalised")
    func returnTitlesCapitalisedAlike() {
        let titles: [ReturnKeyType] = [.go, .next, .done, .send, .search, .join, .route, .continue, .emergencyCall]
        for (locale, strings) in BuiltInInputMethods.layouts.strings.entries {
            let cased = titles.compactMap { strings.returnKey[$0] }.filter { $0.prefix(1).lowercased() != $0.prefix(1).uppercased() }
            let upper = cased.filter { $0.first?.isUppercase == true }
            guard upper.count * 2 >= cased.count else { continue }
            #expect(upper.count == cased.count, "\(locale): \(cased)")
        }
        let swedish = BuiltInInputMethods.layouts.strings.strings(for: "sv-SE")
        #expect(swedish.returnTitle(for: .join) == "Anslut" && swedish.returnTitle(for: .go) == "Kör")
        #expect(swedish.returnTitle(for: .default) == "retur")   // return and space stay as iOS writes them
    }

    @Test("a return key's word is never the locale's word for another action (Filipino 'susunod' is 'next')")
    func returnWords() {
        for (locale, strings) in BuiltInInputMethods.layouts.strings.entries {
            guard let plain = strings.returnKey[.default]?.lowercased() else { continue }
            for type in ReturnKeyType.allCases where type != .default {
                #expect(strings.returnKey[type]?.lowercased() != plain, "\(locale): return reads '\(plain)', the \(type.name) word")
            }
        }
        #expect(BuiltInInputMethods.layouts.strings.strings(for: "fil").returnKey[.default] == "return")
    }

    @Test("every bundled file loads with no diagnostics at all")
    func corpus() {
        let result = BuiltInInputMethods.layouts
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.formatted).joined(separator: "\n"))")
        #expect(result.catalog.layouts.count >= 8)
        let devices = result.catalog.sortedDevices
        #expect(devices.map(\.id.rawValue) == ["ipad", "ipad-11", "ipad-pro-12.9", "iphone", "iphone-390", "iphone-393", "iphone-430",
                                                "iphone-classic"])
        // Two iPad sizes (one with a number row), three current iPhones; every size from a cited reference.
        #expect(devices.filter { $0.idiom == .tablet }.map(\.hasNumberRow) == [false, false, true])
        #expect(devices.filter { $0.idiom == .phone && $0.portrait.size.width >= 390 }.count == 3)
        #expect(devices.allSatisfy { ($0.source?.count ?? 0) > 40 })
    }
}
