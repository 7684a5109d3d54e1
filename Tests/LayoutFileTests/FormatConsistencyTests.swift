import BuiltInInputMethods
import Foundation
import KeyboardModel
@testable import LayoutFile
import Testing
import _TestSupport

/// The layout format is written down in four places: the decoder's field lists, `FORMAT.md`,
/// `layout.schema.json` and the rule catalogue. This suite ties them together, so a field or a
/// rule added in one place and forgotten in another fails here.
@Suite("Format consistency")
struct FormatConsistencyTests {
    static let format = (try? String(contentsOf: RepositoryPaths.root().appendingPathComponent("Sources/Core/LayoutFile/FORMAT.md"),
                                     encoding: .utf8)) ?? ""
    nonisolated(unsafe) static let schema: [String: Any] = {
        let url = RepositoryPaths.layouts().appendingPathComponent("schema/layout.schema.json")
        return (try? JSONSerialization.jsonObject(with: Data(contentsOf: url))) as? [String: Any] ?? [:]
    }()

    /// The text of FORMAT.md's section headed `title`, up to the next heading of its level.
    static func section(_ title: String) -> String {
        guard let start = format.range(of: "\n## \(title)\n") else { return "" }
        let rest = format[start.upperBound...]
        return String(rest[..<(rest.range(of: "\n## ")?.lowerBound ?? rest.endIndex)])
    }

    /// The backticked names in the first column of a section's field table.
    static func tableFields(_ title: String) -> Set<String> {
        Set(section(title).split(separator: "\n").filter { $0.hasPrefix("| `") }.compactMap { row in
            row.dropFirst(3).split(separator: "`").first.map(String.init)
        })
    }

    /// Every backticked word in a text.
    static func backticked(_ text: some StringProtocol) -> [String] {
        text.split(separator: "`", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }

    static func schemaProperties(_ path: [String]) -> Set<String> {
        var node: Any? = schema
        for key in path { node = (node as? [String: Any])?[key] }
        return Set(((node as? [String: Any])?["properties"] as? [String: Any])?.keys.map { $0 } ?? [])
    }

    @Test("the sources are there to compare")
    func sources() {
        #expect(!Self.format.isEmpty && !Self.schema.isEmpty)
    }

    @Test("a layout's top-level fields: decoder, FORMAT.md and schema agree")
    func topLevel() {
        let decoder = Set(LayoutDocument.topLevelFields)
        #expect(Self.tableFields("Layouts and shared parts") == decoder)
        #expect(Self.schemaProperties([]) == decoder)
    }

    @Test("a key's fields: decoder, FORMAT.md and schema agree")
    func keyFields() {
        let decoder = Set(LayoutDocument.keyFields)
        #expect(Self.tableFields("Keys") == decoder)
        #expect(Self.schemaProperties(["$defs", "key"]) == decoder)
    }

    @Test("key actions: decoder, KeyAction, FORMAT.md and schema agree")
    func actions() throws {
        let decoder = Set(LayoutDocument.actions)
        let row = try #require(Self.section("Keys").split(separator: "\n").first { $0.hasPrefix("| `action` |") })
        #expect(Set(Self.backticked(row).dropFirst()) == decoder)
        let key = ((Self.schema["$defs"] as? [String: Any])?["key"] as? [String: Any])?["properties"] as? [String: Any]
        #expect(Set((key?["action"] as? [String: Any])?["enum"] as? [String] ?? []) == decoder)
        let model: [KeyAction] = [.input("a"), .shift, .backspace, .space, .return, .switchLayer(.symbols), .modeSwitch, .nextKeyboard,
                                  .spacer, .command("undo-toggle"), .writingPad, .dismissKeyboard, .undo, .redo, .emojiGrid,
                                  .emojiCategory("food"), .emojiSearch, .previousKeyboard]
        #expect(Set(model.map(\.name)) == decoder)
    }

    @Test("a locale's words: decoder, FORMAT.md and schema agree")
    func strings() throws {
        let decoder = Set(LayoutDocument.stringFields)
        let paragraph = try #require(Self.section("Strings").components(separatedBy: "\n\n").first { $0.hasPrefix("A locale's fields:") })
        let named = Set(Self.backticked(paragraph)).subtracting(["zh-Hans-CN", "zh-Hans", "zh", "strings", "missing-locale-word"])
        #expect(named == decoder)
        #expect(Self.schemaProperties(["$defs", "strings"]) == decoder)
        let paragraphs = Self.section("Strings").components(separatedBy: "\n\n")
        let emoji = try #require(paragraphs.first { $0.hasPrefix("The emoji keyboard's words") })
        #expect(Set(Self.backticked(emoji)).subtracting(["und"]) == Set(KeyboardStrings.emojiWordNames))
        #expect(Self.schemaProperties(["$defs", "strings", "properties", "emoji"]) == Set(KeyboardStrings.emojiWordNames))
    }

    @Test("every rule FORMAT.md names is in the catalogue, and every catalogued rule is in FORMAT.md")
    func rules() {
        let named = Set(Self.backticked(Self.section("Limits and diagnostics")).filter { $0.contains("-") && !$0.hasPrefix("-")
                                                                                         && $0.allSatisfy { $0.isLowercase || $0 == "-" } })
        let catalogue = Set(LayoutRules.all.map(\.id))
        #expect(named.subtracting(catalogue).isEmpty, "not catalogued: \(named.subtracting(catalogue).sorted())")
        #expect(catalogue.subtracting(named).isEmpty, "not in FORMAT.md: \(catalogue.subtracting(named).sorted())")
    }
}

/// The core (the model, the layout files, the text, the drawings) knows input methods only
/// through what it is given: it names none, imports none, and Package.swift gives it none.
@Suite("The core knows no plugin")
struct NoBuiltInMethodsTests {
    static let core = ["KeyboardModel", "LayoutFile", "TextEditing", "KeyboardDrawing"]
    /// The modules a core module may not use: the input methods, their data, the session.
    static func isPlugin(_ module: String) -> Bool {
        module.hasSuffix("InputMethod") || module.hasSuffix("InputMethods") || module.hasPrefix("Keyman") || module.hasPrefix("Emoji")
            || ["KeyboardSession", "Autocorrection", "ChineseConversion"].contains(module)
    }

    @Test("no hand-written source of a core module names a built-in method or imports a plugin")
    func namesNone() throws {
        // `transforms` is the layout format's own rewriting rules, which the core compiles.
        let methods = BuiltInInputMethods.registry.ids.filter { $0 != "transforms" }
        #expect(methods.count >= 6 && methods.contains("keyman") && methods.contains("pinyin"))
        for module in Self.core {
            let folder = RepositoryPaths.sources(of: module)
            let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
            #expect(!files.isEmpty)
            for file in files {
                let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                for name in methods {
                    for quoted in ["\"\(name)\"", "'\(name)'", "\\\"\(name)\\\""] {
                        #expect(!text.contains(quoted), "\(module)/\(file) names the method \(quoted)")
                    }
                }
                for line in text.split(separator: "\n") where line.hasPrefix("import ") || line.hasPrefix("public import ") {
                    let imported = String(line.split(separator: " ").last ?? "")
                    #expect(!Self.isPlugin(imported), "\(module)/\(file) imports \(imported)")
                }
            }
        }
    }

    @Test("Package.swift gives no core module an input method, its data or the session")
    func dependsOnNone() throws {
        let manifest = try String(contentsOf: RepositoryPaths.root().appendingPathComponent("Package.swift"), encoding: .utf8)
        for module in Self.core {
            // The target's declaration, from its name to the next target.
            let start = try #require(manifest.range(of: "name: \"\(module)\",\n"), "\(module) is a target")
            let rest = manifest[start.upperBound...]
            let declaration = rest[..<(rest.range(of: ".target(")?.lowerBound ?? rest.endIndex)]
            let dependencies = declaration.components(separatedBy: "\"").enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
            for dependency in dependencies {
                #expect(!Self.isPlugin(dependency), "\(module) depends on \(dependency)")
            }
        }
    }
}
