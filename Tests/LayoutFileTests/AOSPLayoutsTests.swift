import BuiltInInputMethods
import Foundation
import KeyboardModel
import LayoutFile
import Testing
import TextInputTraits
import _TestSupport

/// Every layout converted from AOSP LatinIME keeps AOSP's letters, rows and long-press
/// alternates, after the conversion's stated rules (`Layouts/generators/aosp_layouts.py`):
/// digit hints dropped, text in NFC, each alternate once. Anything else that differs is a
/// deliberate difference and is listed in ``AOSPLayoutsTests/differences`` with its reason.
@Suite("Layouts converted from AOSP")
struct AOSPLayoutsTests {
    /// Every deliberate difference from AOSP's table, by layout id.
    static let differences: [String: String] = [
        "el": "shifted layer: AOSP lists most letters small and capitalises them at run time; the file writes the capitals, "
            + "and final sigma ς stays ς (its capital Σ is already the σ key's)",
        "de-qwerty": "AOSP's additional subtype has no rows of its own: QWERTY letters (en_US) with German long presses (de)",
        "fr-qwertz": "AOSP's additional subtype has no rows of its own: QWERTZ letters (de) with French long presses (fr)",
        "en-US-dvorak": "AOSP's phone Dvorak rows leave out q and z; they stand around the third row's letters (q j k x b m w v z), "
            + "as on a Dvorak keyboard",
    ]

    static let casedScripts: Set<String> = ["Latn", "Cyrl", "Grek", "Armn"]

    /// What AOSP shows for a letter it lists small in a shifted row: its capital, one
    /// character for one.
    static func capital(_ text: String) -> String {
        let upper = text.uppercased()
        return upper.unicodeScalars.count == text.unicodeScalars.count ? upper : text
    }

    static func table(_ name: String) throws -> [[String]] {
        let url = RepositoryPaths.layouts().appendingPathComponent("generators/data/\(name)")
        let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n").dropFirst()
        return lines.map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
    }

    /// `text` split at each `separator`, by Unicode scalars: a space and a combining mark after
    /// it are one Character, so splitting Characters would never find the space.
    static func split(_ text: String, _ separator: String) -> [String] {
        let scalars = Array(text.unicodeScalars), cut = Array(separator.unicodeScalars)
        var parts: [String] = [], current = String.UnicodeScalarView(), index = 0
        while index < scalars.count {
            if index + cut.count <= scalars.count, Array(scalars[index..<index + cut.count]) == cut {
                parts.append(String(current))
                current = String.UnicodeScalarView()
                index += cut.count
            } else {
                current.append(scalars[index])
                index += 1
            }
        }
        parts.append(String(current))
        return parts
    }

    /// 'k: a b ; k2: c' as the generator reads it: a fragment without 'key: ' continues the
    /// previous key's list (an alternate that is ';' itself).
    static func longPress(_ text: String) -> [String: [String]] {
        var entries: [(String, [String])] = []
        for fragment in split(text, " ; ") where !fragment.unicodeScalars.allSatisfy({ $0 == " " }) {
            let halves = split(fragment, ": ")
            if halves.count >= 2, !halves[0].isEmpty, !halves[0].unicodeScalars.contains(" ") {
                entries.append((halves[0], split(halves.dropFirst().joined(separator: ": "), " ").filter { !$0.isEmpty }))
            } else if !entries.isEmpty {
                entries[entries.count - 1].1 += [";"] + split(fragment, " ").filter { !$0.isEmpty }
            }
        }
        var result: [String: [String]] = [:]
        for (key, alternates) in entries {
            var kept: [String] = []
            for alternate in alternates {
                let text = alternate.replacingOccurrences(of: "␣", with: " ").precomposedStringWithCanonicalMapping
                if !text.allSatisfy(\.isNumber) && !kept.contains(text) { kept.append(text) }
            }
            if !kept.isEmpty { result[key.precomposedStringWithCanonicalMapping] = kept }
        }
        return result
    }

    /// The letters of a layer's rows, without shift, backspace, gaps and the bottom row.
    static func letters(_ layer: Layer, in layout: KeyboardLayout) -> [[String]] {
        layer.rows.compactMap { row in
            let keys = row.items.compactMap { item -> String? in
                guard case .key(let id) = item, let key = layout.key(id), case .input(let output) = key.action else { return nil }
                return output
            }
            return keys.isEmpty ? nil : keys
        }
    }

    @Test("every AOSP locale and layout has a layout here, and every converted one matches AOSP")
    func matchesAOSP() throws {
        // The locales' rows, and the layouts no locale uses by default (Colemak), as en_US's.
        let rows = try Self.table("aosp-locale-rows.tsv") + Self.table("aosp-layouts.tsv").map { ["en_US", $0[0], $0[4], $0[1], $0[2], ""] }
        let ids = try Self.table("aosp-layout-ids.tsv")
        let catalog = BuiltInInputMethods.catalog
        #expect(ids.count >= 80)
        var compared = 0
        for entry in ids {
            let (locale, layoutSet, id, lettersFrom) = (entry[0], entry[1], entry[2], entry[3])
            let layout = try #require(catalog.layouts[KeyboardLayout.ID(rawValue: id)],
                                      "\(locale)/\(layoutSet) became '\(id)', which does not load")
            guard lettersFrom != "hand", Self.differences[id] == nil else { continue }
            let mine = rows.filter { $0[0] == locale && $0[1] == layoutSet }
            for variant in ["alphabet", "shifted"] {
                let expected = mine.filter { $0[2] == variant }.sorted { Int($0[3])! < Int($1[3])! }
                guard !expected.isEmpty else { continue }
                let layer = try #require(layout.layers[variant == "alphabet" ? .letters : .shifted],
                                         "\(id): no layer for AOSP's \(variant) rows")
                // Split on the space character, not on Characters: a space and a combining mark
                // after it are one Character.
                let aospRows = expected.map { Self.split($0[4], " ").filter { !$0.isEmpty }.map(\.precomposedStringWithCanonicalMapping) }
                    .map { row in variant == "shifted" && Self.casedScripts.contains(layout.script) ? row.map(Self.capital) : row }
                #expect(Self.letters(layer, in: layout) == aospRows, "\(id) \(variant): letters differ from AOSP")
                if variant == "alphabet" {
                    for row in expected {
                        for (key, alternates) in Self.longPress(row[5]) {
                            #expect(layout.key(Key.ID(rawValue: key))?.longPress == alternates, "\(id): long press of '\(key)'")
                        }
                    }
                }
            }
            compared += 1
        }
        #expect(compared >= 70)
    }

    @Test("right-to-left layouts say so; their rows keep AOSP's order (Hebrew's top row runs ק ר א ט ו ן ם פ left to right)")
    func rightToLeft() throws {
        let catalog = BuiltInInputMethods.catalog
        for id in ["ar", "fa", "he"] {
            #expect(catalog.layouts[KeyboardLayout.ID(rawValue: id)]?.direction == .rightToLeft, "\(id)")
        }
        let hebrew = try catalog.resolve(KeyboardRequest(layout: "he", device: "iphone-classic"))
        let top = hebrew.keys.filter { $0.row == 0 }.sorted { $0.frame.x < $1.frame.x }.compactMap(\.output)
        #expect(Array(top.drop { $0 == "'" || $0 == "-" }) == ["ק", "ר", "א", "ט", "ו", "ן", "ם", "פ"])
    }

    @Test("a keyboard with more letter rows is taller, by a row each: Thai on the classic iPhone is 270 pt")
    func tallerKeyboards() throws {
        let thai = try BuiltInInputMethods.catalog.resolve(KeyboardRequest(layout: "th", device: "iphone-classic"))
        #expect(thai.size == Size(width: 320, height: 270))
        let numbers = try BuiltInInputMethods.catalog.resolve(KeyboardRequest(layout: "th", device: "iphone-classic", layer: .numbers))
        #expect(numbers.size == thai.size)   // the same height on every layer
        let english = try BuiltInInputMethods.catalog.resolve(KeyboardRequest(layout: "en-US", device: "iphone-classic"))
        #expect(english.size == Size(width: 320, height: 216))
    }

    @Test("number pads type the digits people write: Arabic-Indic for ar, Persian for fa, 0-9 for hi")
    func nativeDigits() throws {
        let catalog = BuiltInInputMethods.catalog
        func pad(_ layout: String, _ type: KeyboardType) throws -> [String] {
            var traits = TextInputTraits()
            traits.keyboardType = type
            return try catalog.resolve(KeyboardRequest(layout: layout, traits: traits, device: "iphone-classic")).keys.compactMap(\.output)
        }
        #expect(try pad("ar", .numberPad).prefix(3) == ["١", "٢", "٣"])
        #expect(try pad("ar", .decimalPad).contains("٫"))
        #expect(try pad("fa", .numberPad).contains("۰"))
        #expect(try pad("hi", .numberPad).prefix(3) == ["1", "2", "3"])
    }

    @Test("a number pad shows both digit sets where the locale's are not 0–9; a one-time code types 0–9",
          arguments: ["ar", "fa", "mr", "ne", "bn"])
    func bothDigitSets(layout: String) throws {
        let catalog = BuiltInInputMethods.catalog
        var traits = TextInputTraits()
        traits.keyboardType = .numberPad
        let pad = try catalog.resolve(KeyboardRequest(layout: layout, traits: traits, device: "iphone-classic"))
        let one = try #require(pad.keys.first { $0.id.rawValue == "pad-1" })
        #expect(one.output != "1" && one.sublabel == "1", "\(layout): \(one.label) \(one.sublabel ?? "-")")
        traits.textContentType = .oneTimeCode
        let code = try catalog.resolve(KeyboardRequest(layout: layout, traits: traits, device: "iphone-classic"))
        let digits = code.keys.compactMap(\.output).filter { $0.count == 1 && $0.first?.isNumber == true }
        #expect(Set(digits) == Set((0...9).map(String.init)), "\(layout): \(digits)")
        #expect(code.keys.first { $0.id.rawValue == "pad-1" }?.sublabel == one.output)
        // The numbers layer of a one-time code's letters keyboard: 0–9 on the keys, the locale's on long press.
        traits.keyboardType = .default
        let numbers = try catalog.resolve(KeyboardRequest(layout: layout, traits: traits, device: "iphone-classic", layer: .numbers))
        let digitKey = try #require(numbers.keys.first { $0.output == "1" })
        #expect(digitKey.longPress.first == one.output)
    }

    @Test("the numbers layer types the locale's currency: AOSP's where it has one, € for euro languages, R$ in Brazil",
          arguments: [("de", "€"), ("es", "€"), ("pt-PT", "€"), ("hr", "€"), ("hi", "₹"), ("bn-IN", "₹"), ("bn-BD", "৳"),
                      ("ta-IN", "௹"), ("he", "₪"), ("pt-BR", "R$"), ("en-IN", "₹"), ("es-US", "$"), ("fr-CA", "$"), ("de-CH", "$")])
    func currency(layout: String, symbol: String) throws {
        let numbers = try BuiltInInputMethods.catalog.resolve(KeyboardRequest(layout: layout, device: "iphone-classic", layer: .numbers))
        #expect(numbers.key("currency")?.output == symbol)
        #expect(numbers.key("currency")?.longPress.contains(symbol) == false)
    }
}
