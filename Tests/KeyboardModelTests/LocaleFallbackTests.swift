import BuiltInInputMethods
import TextInputTraits
import KeyboardModel
import Testing

@Suite("Locale fallback")
struct LocaleFallbackTests {
    let catalog = BuiltInInputMethods.catalog

    @Test("CLDR's chains: explicit parents, likely scripts, never past a script but the likely one", arguments: [
        ("es-AR", ["es-ar", "es-419", "es"]),
        ("es_CL", ["es-cl", "es-419", "es"]),
        ("es-ES", ["es-es", "es"]),
        ("zh-TW", ["zh-tw", "zh-hant-tw", "zh-hant"]),
        ("zh-HK", ["zh-hk", "zh-hant-hk", "zh-hant"]),
        ("zh-MO", ["zh-mo", "zh-hant-mo", "zh-hant-hk", "zh-hant"]),
        ("zh-Hant", ["zh-hant"]),
        ("zh", ["zh", "zh-hans"]),
        ("zh-CN", ["zh-cn", "zh-hans-cn", "zh-hans", "zh"]),
        ("zh-Hans", ["zh-hans", "zh"]),
        ("nn-NO", ["nn-no", "nn", "nb"]),
        ("no", ["no", "nb"]),
        ("pt-AO", ["pt-ao", "pt-pt", "pt"]),
        ("sr-Latn-RS", ["sr-latn-rs", "sr-latn"]),
        ("tr-TR", ["tr-tr", "tr"]),
        ("", []),
    ])
    func chains(tag: String, chain: [String]) {
        #expect(LocaleFallback.chain(for: tag) == chain)
    }

    @Test("Traditional Chinese locales get a Traditional keyboard, never the Simplified pinyin: Taiwan zhuyin, Hong Kong handwriting",
          arguments: [("zh-TW", "zh-Hant-TW-zhuyin"), ("zh_Hant_TW", "zh-Hant-TW-zhuyin"), ("zh-HK", "zh-Hant-handwriting"),
                     ("zh-MO", "zh-Hant-handwriting"), ("zh-Hant", "zh-Hant-handwriting")])
    func traditional(locale: String, expected: String) throws {
        let layout = try #require(catalog.layout(named: locale))
        #expect(layout.locale.hasPrefix("zh-Hant"))
        let keyboard = try catalog.resolve(KeyboardRequest(layout: locale, device: "iphone-classic"))
        #expect(keyboard.layoutID.rawValue == expected)
    }

    @Test("Latin-American Spanish finds es-419, Norwegian finds Bokmål, Portuguese outside Brazil pt-PT")
    func parents() {
        for locale in ["es-AR", "es-CO", "es-CL", "es-PE", "es-VE",
                       "es-UY"] { #expect(catalog.layout(named: locale)?.id == "es-419", "\(locale)") }
        #expect(catalog.layout(named: "es-MX")?.id == "es-MX")   // its own layout first
        #expect(catalog.layout(named: "es-ES")?.id == "es")
        for locale in ["no", "nn", "nn-NO", "no-NO", "nb-NO"] { #expect(catalog.layout(named: locale)?.id == "nb", "\(locale)") }
        #expect(catalog.layout(named: "pt-MZ")?.id == "pt-PT")
        #expect(catalog.layout(named: "zh-Hant-XX")?.id == "zh-Hant-handwriting")
        #expect(catalog.layout(named: "zh-SG")?.id == "zh-Hans-pinyin")
    }

    @Test("a locale on another's layout keeps its own words where known: Nynorsk on Bokmål")
    func ownWords() throws {
        var traits = TextInputTraits()
        traits.returnKeyType = .join
        let nynorsk = try catalog.resolve(KeyboardRequest(layout: "nn", traits: traits, device: "iphone-classic"))
        let bokmal = try catalog.resolve(KeyboardRequest(layout: "nb", traits: traits, device: "iphone-classic"))
        #expect(nynorsk.layoutID == "nb" && bokmal.layoutID == "nb")
        #expect(nynorsk.keys.map(\.id) == bokmal.keys.map(\.id))
        #expect(bokmal.returnKey?.label == "Koble til")
        #expect(nynorsk.returnKey?.label.lowercased() == "kople til")   // Nynorsk's spelling
        // A layout named by id is its own words only.
        #expect(catalog.localeWords(for: "nb", on: try #require(catalog.layout(named: "nb"))) == KeyboardStrings())
    }
}

@Suite("Native digits")
struct NativeDigitsTests {
    let catalog = BuiltInInputMethods.catalog

    func digitKeys(_ layout: String, _ type: KeyboardType = .default,
                   layer: Layer.ID? = .numbers) throws -> [(output: String?, longPress: [String])] {
        var traits = TextInputTraits()
        traits.keyboardType = type
        let keyboard = try catalog.resolve(KeyboardRequest(layout: layout, traits: traits, device: "iphone-classic", layer: layer))
        let prefix = layer == nil ? "pad-" : ""
        return ["1", "2", "3", "4", "5", "6", "7", "8", "9",
                "0"].compactMap { id in keyboard.key(Key.ID(rawValue: prefix + id)).map { ($0.output, $0.longPress) } }
    }

    /// CLDR 41's default and native numbering systems (`numberingSystems.xml`, `main/*.xml`):
    /// the default digits on the keys, the other set first on each key's long press.
    @Test("the numbers layer shows the locale's default digits; the other set is on long press", arguments: [
        ("ar", "١٢٣٤٥٦٧٨٩٠", "1234567890"),
        ("fa", "۱۲۳۴۵۶۷۸۹۰", "1234567890"),
        ("mr", "१२३४५६७८९०", "1234567890"),
        ("ne", "१२३४५६७८९०", "1234567890"),
        ("bn-BD", "১২৩৪৫৬৭৮৯০", "1234567890"),
        ("hi", "1234567890", "१२३४५६७८९०"),
        ("th", "1234567890", "๑๒๓๔๕๖๗๘๙๐"),
    ])
    func numbersLayer(layout: String, shown: String, other: String) throws {
        let keys = try digitKeys(layout)
        #expect(keys.count == 10)
        #expect(keys.compactMap(\.output).joined() == shown)
        #expect(keys.compactMap(\.longPress.first).joined() == other)
    }

    @Test("English keeps 0-9 with no other set; an ASCII number pad keeps 0-9 in every locale")
    func latin() throws {
        #expect(try digitKeys("en-US").compactMap(\.output).joined() == "1234567890")
        #expect(try digitKeys("en-US").allSatisfy { !$0.longPress.contains("१") })
        #expect(try digitKeys("ar", .asciiCapableNumberPad, layer: nil).compactMap(\.output).joined() == "1234567890")
        #expect(try digitKeys("ar", .numberPad, layer: nil).compactMap(\.output).joined() == "١٢٣٤٥٦٧٨٩٠")
    }
}
