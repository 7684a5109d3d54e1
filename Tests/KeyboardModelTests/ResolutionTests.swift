import BuiltInInputMethods
import KeyboardModel
import LayoutFile
import Testing
import TextInputTraits
import _TestSupport

@Suite("Resolving keyboards")
struct ResolutionTests {
    let catalog = BuiltInInputMethods.catalog

    func resolve(_ layout: String, _ change: (inout TextInputTraits) -> Void = { _ in }, device: DeviceProfile.ID = "iphone-classic",
                 orientation: Orientation = .portrait, layer: Layer.ID? = nil, hasText: Bool = true) throws -> ResolvedKeyboard {
        var traits = TextInputTraits()
        change(&traits)
        return try catalog.resolve(KeyboardRequest(layout: layout, traits: traits, device: device, orientation: orientation, layer: layer,
                                                   hasText: hasText))
    }

    /// Long tests: every layout × keyboard type × device × orientation × layer. A quick run: every
    /// layout × keyboard type × layer on one device and orientation, taken in turn.
    @Test("every layout × keyboard type × device × orientation × layer: in bounds, no overlaps, hit-testing, ASCII rule, return key")
    func matrix() throws {
        var keyboards = 0
        let places = catalog.sortedDevices.flatMap { device in Orientation.allCases.map { (device, $0) } }
        for (layoutIndex, layout) in catalog.sortedLayouts.enumerated() {
            for (typeIndex, type) in KeyboardType.allCases.enumerated() {
                for (placeIndex, (device, orientation)) in places.enumerated() where LongTests.enabled
                    || placeIndex == (layoutIndex + typeIndex) % places.count {
                    do {
                        var traits = TextInputTraits()
                        traits.keyboardType = type
                        traits.returnKeyType = .go
                        let first = try catalog.resolve(KeyboardRequest(layout: layout.id.rawValue, traits: traits, device: device.id,
                                                                        orientation: orientation))
                        for layer in first.layers {
                            let keyboard = try catalog.resolve(KeyboardRequest(layout: layout.id.rawValue, traits: traits,
                                                                               device: device.id, orientation: orientation, layer: layer))
                            check(keyboard, layout: layout, device: device, orientation: orientation)
                            keyboards += 1
                        }
                    }
                }
            }
        }
        #expect(keyboards > LongTests.count(quick: 1_000, long: 5_000))
    }

    func check(_ keyboard: ResolvedKeyboard, layout: KeyboardLayout, device: DeviceProfile, orientation: Orientation) {
        let context = "\(layout.id) \(keyboard.keyboardType) \(device.id) \(orientation) \(keyboard.layer)"
        let bounds = Rect(x: 0, y: 0, width: keyboard.size.width, height: keyboard.size.height)
        // The device's keyboard, a row taller for each letter row past three (Thai, Khmer …).
        let geometry = device.geometry(orientation)
        // A tablet's own layers (the kana grid) when the layout has them.
        let source = catalog.layouts[keyboard.layoutID]!
        let letterRows = (source.byIdiom[device.idiom] ?? source).layers.values.filter { $0.kind == .letters }.map(\.rows.count).max() ?? 4
        // A device with a number row is five rows tall.
        let rowPitch = (geometry.size.height - geometry.insets.top - geometry.insets.bottom) / (device.hasNumberRow ? 5 : 4)
        #expect(keyboard.size.width == geometry.size.width, "\(context)")
        #expect(abs(keyboard.size.height - (geometry.size.height + rowPitch * Double(max(0, letterRows - 4)))) < 0.001, "\(context)")
        #expect(!keyboard.keys.isEmpty, "\(context)")
        for (index, key) in keyboard.keys.enumerated() {
            #expect(bounds.contains(key.frame), "\(context): \(key.id) at \(key.frame) leaves the keyboard")
            #expect(key.frame.width > 0 && key.frame.height > 0, "\(context): \(key.id) has no area")
            #expect(!key.label.isEmpty || key.action == .emojiGrid, "\(context): \(key.id) has no label")
            for other in keyboard.keys[(index + 1)...] where key.frame.overlaps(other.frame) {
                Issue.record("\(context): \(key.id) overlaps \(other.id)")
            }
            // The centre of a key hits that key.
            let centre = Point(x: key.frame.x + key.frame.width / 2, y: key.frame.y + key.frame.height / 2)
            #expect(keyboard.key(at: centre)?.id == key.id, "\(context): centre of \(key.id)")
        }
        // The ASCII rule: ASCII-only purposes get an ASCII-capable layout whose letters are ASCII.
        if keyboard.keyboardType.requiresASCII && !keyboard.keyboardType.isPad {
            let shown = catalog.layouts[keyboard.layoutID]!
            #expect(shown.isASCIICapable, "\(context): \(shown.id) is not ASCII-capable")
            if keyboard.layer == .letters {
                // ASCII-capable: every ASCII letter can be typed (Latin layouts may add å, ö …).
                let outputs = Set(keyboard.keys.compactMap(\.output))
                let ascii = Set("abcdefghijklmnopqrstuvwxyz".map(String.init))
                #expect(ascii.isSubset(of: outputs), "\(context): missing \(ascii.subtracting(outputs).sorted())")
            }
            if !layout.isASCIICapable { #expect(keyboard.layoutID == layout.latinCompanion, "\(context)") }
        }
        // The return key: pads (and the name-phone pad's digits) have none; other keyboards show the locale's title.
        let shown = catalog.layouts[keyboard.layoutID]!
        if keyboard.keyboardType.isPad || shown.layers[keyboard.layer]?.kind == .pad {
            #expect(keyboard.returnKey == nil, "\(context)")
            #expect(!keyboard.keys.contains { $0.action == .return }, "\(context)")
        } else {
            #expect(keyboard.returnKey?.label == shown.strings.returnTitle(for: .go), "\(context)")
            let returnLabels = keyboard.keys.filter { $0.action == .return }.map(\.label)
            #expect(returnLabels == [shown.strings.returnTitle(for: .go)], "\(context)")
        }
    }

    @Test("row heights: the handwriting pad's row is three rows tall over a bottom row as tall as the letters' rows")
    func rowHeights() throws {
        for device: DeviceProfile.ID in ["iphone-classic", "iphone-393", "ipad"] {
            let keyboard = try resolve("zh-Hans-handwriting", device: device)
            let pad = try #require(keyboard.keys.first { $0.action == .writingPad })
            let space = try #require(keyboard.keys.first { $0.action == .space })
            let letters = try resolve("zh-Hans", device: device)
            let letterSpace = try #require(letters.keys.first { $0.action == .space })
            #expect(abs(space.frame.height - letterSpace.frame.height) < 0.01, "\(device)")
            #expect(pad.frame.height > space.frame.height * 3, "\(device)")
            #expect(pad.frame.maxY < space.frame.y)
        }
    }

    @Test("the constant-time layer check agrees with the lists, for every layout, type and layer; the first is where a type opens")
    func layerAvailability() throws {
        for layout in catalog.layouts.values {
            var withExtra = layout
            withExtra.layers[Layer.ID(rawValue: "emoji")] = layout.layers[.letters]
            for candidate in [layout, withExtra] {
                let ids = Set(candidate.layers.keys).union([.letters, .shifted, .capsLock, .numbers, .symbols, .numberPad, .decimalPad,
                                                           .phonePad, .phoneSymbols, .namePhonePad, Layer.ID(rawValue: "nowhere")])
                for type in KeyboardType.allCases {
                    let list = catalog.availableLayers(for: type, in: candidate)
                    #expect(list.first == catalog.firstLayer(for: type))
                    for id in ids {
                        #expect(catalog.isLayer(id, availableFor: type, in: candidate) == list.contains(id),
                                "\(candidate.id) \(type) \(id)")
                    }
                }
            }
            // The lists follow the layers as they change.
            #expect(catalog.availableLayers(for: .default, in: withExtra).last == Layer.ID(rawValue: "emoji"))
        }
    }

    @Test("neighbouring keys come from the geometry: QWERTY on a phone, AZERTY, and every device")
    func neighbours() throws {
        let qwerty = try resolve("en-US").neighbouringCharacters()
        #expect(Set(qwerty["g"] ?? []).isSuperset(of: ["f", "h", "t", "y", "v"]) && (qwerty["g"] ?? []).count <= 6)
        // The pinyin layout's second row has ten keys (the apostrophe) and no offset: g sits
        // under t, and row three's c and v are its lower neighbours.
        let pinyin = try resolve("zh-Hans").neighbouringCharacters()
        #expect(Set(pinyin["g"] ?? []) == ["f", "h", "t", "c", "v"])
        #expect(Array(qwerty["g"]?.prefix(2) ?? []).sorted() == ["f", "h"])  // same row: nearest
        #expect(Set(qwerty["q"] ?? []).isSuperset(of: ["w", "a"]) && !(qwerty["q"] ?? []).contains("e"))
        #expect(!(qwerty["n"] ?? []).contains("q"))
        // Symmetric on a regular grid, and never the key itself.
        for (key, near) in qwerty {
            #expect(!near.contains(key))
            for other in near where key.isLetter && other.isLetter { #expect(qwerty[other]?.contains(key) == true, "\(key) ~ \(other)") }
        }
        // AZERTY puts a next to z and q, not to s's QWERTY neighbours.
        let azerty = try resolve("fr-FR").neighbouringCharacters()
        #expect(Set(azerty["a"] ?? []).isSuperset(of: ["z", "q"]))
        // Landscape and iPad keys are wider, but a neighbour is still one key away.
        for device: DeviceProfile.ID in ["iphone", "ipad"] {
            for orientation in Orientation.allCases {
                let near = try resolve("en-US", device: device, orientation: orientation).neighbouringCharacters()
                #expect(Set(near["s"] ?? []).isSuperset(of: ["a", "d"]), "\(device) \(orientation)")
                #expect(!(near["s"] ?? []).contains("f"))
            }
        }
    }

    @Test("hit-testing: gaps belong to the nearest key, points outside hit nothing", .timeLimit(.minutes(2)),
          arguments: ["en-US", "ko-KR", "sv-SE"])
    func hitTesting(layout: String) throws {
        let keyboard = try resolve(layout)
        var generator = SeededGenerator.fromEnvironment(fallback: 0x417_0001)
        for _ in 0..<2_000 {
            let point = Point(x: Double.random(in: 0...keyboard.size.width, using: &generator),
                              y: Double.random(in: 0...keyboard.size.height, using: &generator))
            let hit = try #require(keyboard.key(at: point))
            let nearest = keyboard.keys.map { $0.frame.distance(to: point) }.min()!
            #expect(hit.frame.distance(to: point) == nearest, "\(point)")
        }
        #expect(keyboard.key(at: Point(x: -1, y: 10)) == nil)
        #expect(keyboard.key(at: Point(x: 10, y: keyboard.size.height + 1)) == nil)
        // q ends at x = 29 and w starts at 35 on the classic iPhone: the gap splits at 32.
        let en = try resolve("en-US")
        #expect(en.key(at: Point(x: 31, y: 20))?.id == "q")
        #expect(en.key(at: Point(x: 33, y: 20))?.id == "w")
        #expect(en.key(at: Point(x: 1, y: 1))?.id == "q")
    }

    @Test("the URL keyboard on the classic iPhone: 320×216, '.', '/', '.com', no space bar; landscape 480×162")
    func urlKeyboard() throws {
        let url = try resolve("en-US", { $0.keyboardType = .URL })
        #expect(url.size == Size(width: 320, height: 216))
        let outputs = Set(url.keys.compactMap(\.output))
        #expect(outputs.isSuperset(of: [".", "/", ".com"]))
        #expect(!url.keys.contains { $0.action == .space })
        let landscape = try resolve("en-US", { $0.keyboardType = .URL }, orientation: .landscape)
        #expect(landscape.size == Size(width: 480, height: 162))
    }

    @Test("the e-mail keyboard has '@', '.' and a space bar; Twitter '@' and '#'; web search space and '.'")
    func purposeKeys() throws {
        let email = try resolve("en-US", { $0.keyboardType = .emailAddress })
        #expect(Set(email.keys.compactMap(\.output)).isSuperset(of: ["@", "."]))
        #expect(email.keys.contains { $0.action == .space })
        let twitter = try resolve("en-US", { $0.keyboardType = .twitter })
        #expect(Set(twitter.keys.compactMap(\.output)).isSuperset(of: ["@", "#"]))
        let search = try resolve("en-US", { $0.keyboardType = .webSearch })
        #expect(search.keys.contains { $0.action == .space } && search.keys.contains { $0.output == "." && $0.row == 3 })
        let plain = try resolve("en-US")
        #expect(!plain.keys.contains { $0.row == 3 && $0.output != nil })
    }

    @Test("four rows of 54 pt on the classic iPhone in portrait")
    func classicRows() throws {
        let keyboard = try resolve("en-US")
        let rows = Dictionary(grouping: keyboard.keys, by: \.row)
        #expect(rows.count == 4)
        for (row, keys) in rows {
            for key in keys {
                #expect(key.frame.y == Double(row) * 54 + 6)
                #expect(key.frame.height == 42)
            }
        }
        #expect(keyboard.key("q")?.frame == Rect(x: 3, y: 6, width: 26, height: 42))
    }

    @Test("Swedish return and space keys carry Swedish words; French 'go' is the French word")
    func localisedWords() throws {
        let swedish = try resolve("sv-SE")
        #expect(swedish.returnKey?.label == "retur")
        #expect(swedish.keys.first { $0.action == .space }?.label == "mellanslag")
        #expect(try resolve("sv", { $0.returnKeyType = .go }).returnKey?.label == "Kör")
        #expect(try resolve("fr-FR", { $0.returnKeyType = .go }).returnKey?.label == "Accès")
        #expect(try resolve("ru-RU", { $0.returnKeyType = .search }).returnKey?.label == "Поиск")
        #expect(try resolve("fr-FR", { $0.returnKeyType = .emergencyCall }).returnKey?.label == "Appel d’urgence")
        // A type no translation covers falls back to UIKit's English title.
        #expect(try resolve("ko-KR", { $0.returnKeyType = .yahoo }).returnKey?.label == "Yahoo")
        #expect(try resolve("ru-RU", { $0.returnKeyType = .google }).returnKey?.label == "Google")
        #expect(try resolve("en-US", { $0.returnKeyType = .google }).returnKey?.label == "Google")
    }

    @Test("words that read as the key: lower-case English titles, the space word of 16 more locales, no 'go back' for return")
    func keyWords() throws {
        func words(_ layout: String, _ type: ReturnKeyType = .default) throws -> (returnKey: String?, space: String?) {
            let keyboard = try resolve(layout, { $0.returnKeyType = type })
            return (keyboard.returnKey?.label, keyboard.keys.first { $0.action == .space }?.label)
        }
        // iOS writes English action titles in lower case.
        for (type, title) in [(ReturnKeyType.go, "go"), (.search, "search"), (.send, "send"), (.done, "done"), (.join, "join"),
                              (.emergencyCall, "emergency call")] {
            #expect(try words("en-US", type).returnKey == title)
        }
        #expect(try words("en-US", .google).returnKey == "Google")
        // AOSP's space words where no other source had one (were English 'space').
        for (layout, space) in [("hi", "स्पेस"), ("th", "วรรค"), ("ta-IN", "ஸ்பேஸ்"), ("eu-ES", "zuriunea"), ("gl-ES", "espazo"),
                                ("af", "spasie"), ("zu", "isikhala"), ("ky", "боштук"), ("ur", "اسپیس")] {
            #expect(try words(layout).space == space, "\(layout)")
        }
        #expect(try words("hi").returnKey == "रिटर्न")
        // Translations that say "go back" are not the return key: English shows, knowingly.
        for layout in ["th", "id", "sw", "hy-AM", "eu-ES"] { #expect(try words(layout).returnKey == "return", "\(layout)") }
        #expect(try words("lv").returnKey == "ievadīt")
        #expect(try words("de", .join).returnKey == "Verbinden")
    }

    @Test("the return key is disabled while empty when traits enable it automatically")
    func returnEnabling() throws {
        let empty = try resolve("en-US", { $0.enablesReturnKeyAutomatically = true }, hasText: false)
        #expect(empty.returnKey?.isEnabled == false)
        #expect(empty.keys.first { $0.action == .return }?.isEnabled == false)
        #expect(try resolve("en-US", { $0.enablesReturnKeyAutomatically = true }, hasText: true).returnKey?.isEnabled == true)
        #expect(try resolve("en-US", hasText: false).returnKey?.isEnabled == true)
    }

    @Test("non-Latin layouts fall back to their Latin companion for ASCII-only types", arguments: ["ru-RU", "ko-KR", "zh-Hans-pinyin"])
    func latinCompanion(layout: String) throws {
        for type in KeyboardType.allCases where type.requiresASCII && !type.isPad {
            let keyboard = try resolve(layout, { $0.keyboardType = type })
            #expect(keyboard.layoutID == "en-US")
            #expect(keyboard.requestedLayoutID.rawValue == layout)
        }
        #expect(try resolve(layout).layoutID.rawValue == layout)
    }

    @Test("shift: derived capitals, locale case mapping, explicit shifted keys and layers")
    func shifting() throws {
        let shifted = try resolve("en-US", layer: .shifted)
        #expect(shifted.key("q")?.output == "Q")
        #expect(shifted.key("e")?.longPress.first == "É")
        #expect(try resolve("fr-FR", layer: .shifted).key("'")?.output == "?")
        #expect(try resolve("fr-FR").key("'")?.output == "'")
        #expect(try resolve("ko-KR", layer: .shifted).keys.first?.output == "ㅃ")
        #expect(try resolve("ru-RU", layer: .capsLock).key("я")?.output == "Я")
        #expect(try resolve("ru-RU", layer: .capsLock).key("shift")?.label == "⇪")
        #expect(shiftedForm(of: "i", locale: "tr-TR") == "İ")
        #expect(shiftedForm(of: "i", locale: "az") == "İ")
        #expect(shiftedForm(of: "i", locale: "en") == "I")
        #expect(shiftedForm(of: "ı", locale: "tr") == "I")
        #expect(shiftedForm(of: "ß", locale: "de") == "ß")
        // A key typing more than one character types it as written on every layer.
        #expect(shiftedForm(of: ".com", locale: "en") == ".com")
        #expect(try resolve("en-US", { $0.keyboardType = .URL }, layer: .shifted).key("dot-com")?.output == ".com")
    }

    @Test("layers per keyboard type and where each opens")
    func layers() throws {
        #expect(try resolve("en-US").layers == [.letters, .shifted, .capsLock, .numbers, .symbols])
        #expect(try resolve("en-US", { $0.keyboardType = .numbersAndPunctuation }).layer == .numbers)
        let namePhone = try resolve("en-US", { $0.keyboardType = .namePhonePad })
        #expect(namePhone.layers == [.letters, .shifted, .capsLock, .namePhonePad])
        #expect(namePhone.key("mode")?.action == .switchLayer(.namePhonePad))
        #expect(try resolve("en-US", { $0.keyboardType = .namePhonePad },
                            layer: .namePhonePad).key("pad-mode")?.action == .switchLayer(.letters))
        #expect(try resolve("en-US", { $0.keyboardType = .phonePad }).layers == [.phonePad, .phoneSymbols])
        #expect(try resolve("en-US", layer: .numbers).key("mode")?.label == "ABC")
        #expect(try resolve("ru-RU", layer: .numbers).key("mode")?.label == "АБВ")
        #expect(try resolve("en-US").key("mode")?.label == "123")
    }

    @Test("pads: locale decimal separator, letters under digits, pause and wait")
    func pads() throws {
        #expect(try resolve("fr-FR", { $0.keyboardType = .decimalPad }).key("pad-decimal")?.output == ",")
        #expect(try resolve("en-US", { $0.keyboardType = .decimalPad }).key("pad-decimal")?.output == ".")
        let phone = try resolve("en-US", { $0.keyboardType = .phonePad })
        #expect(phone.key("pad-7")?.sublabel == "PQRS")
        #expect(phone.key("pad-0")?.longPress == ["+"])
        #expect(phone.key("phone-symbols")?.action == .switchLayer(.phoneSymbols))
        let symbols = try resolve("ko-KR", { $0.keyboardType = .phonePad }, layer: .phoneSymbols)
        #expect(symbols.key("phone-pause")?.label == "중지")
        #expect(symbols.key("phone-pause")?.output == ",")
        #expect(try resolve("en-US", { $0.keyboardType = .numberPad }).keys.map(\.label) == ["1", "2", "3", "4", "5", "6", "7", "8", "9",
                                                                                             "0", "⌫"])
    }

    @Test("appearance is carried through; alert is translucent")
    func appearance() throws {
        #expect(try resolve("en-US", { $0.keyboardAppearance = .alert }).isTranslucent)
        #expect(try resolve("en-US", { $0.keyboardAppearance = .dark }).appearance == .dark)
        #expect(try !resolve("en-US", { $0.keyboardAppearance = .dark }).isTranslucent)
    }

    @Test("layouts are named by id or locale; errors suggest")
    func naming() throws {
        #expect(catalog.layout(named: "fr")?.id == "fr-FR")
        #expect(catalog.layout(named: "fr_fr")?.id == "fr-FR")
        #expect(catalog.layout(named: "fr-FR-qwerty")?.id == "fr-FR-qwerty")
        #expect(catalog.layout(named: "en")?.id == "en-US")
        #expect(catalog.layout(named: "zh")?.id == "zh-Hans-pinyin")
        #expect(catalog.layout(named: "de")?.id == "de")             // AOSP's QWERTZ, the locale's default
        #expect(catalog.layout(named: "de-qwerty")?.id == "de-qwerty")
        #expect(catalog.layout(named: "pt")?.id == "pt-BR")          // two regional defaults: the first by id
        #expect(catalog.layout(named: "xx") == nil)
        #expect(catalog.layout(named: "tr-TR")?.id == "tr")             // a more specific tag falls back
        #expect(catalog.layout(named: "he-IL")?.id == "he")
        #expect(catalog.layout(named: "xx-YY") == nil)
        #expect(try resolve("en-UZ").layoutID == "en-US")             // no en-UZ: English
        #expect(throws: ResolutionError.unknownLayout("tur", suggestion: "tr")) { try resolve("tur") }
        #expect(throws: ResolutionError.unknownDevice("iphon", suggestion: "iphone")) { try resolve("en-US", device: "iphon") }
        #expect(throws: ResolutionError.unknownLayer("phonePad", available: [.letters, .shifted, .capsLock, .numbers, .symbols])) {
            try resolve("en-US", layer: .phonePad)
        }
    }

    @Test("extending a layout overrides keys: en-GB's currency is the pound")
    func extending() throws {
        #expect(try resolve("en-GB", layer: .numbers).key("currency")?.output == "£")
        #expect(try resolve("en-US", layer: .numbers).key("currency")?.output == "$")
        #expect(try resolve("en-GB").keys.map(\.id) == (try resolve("en-US").keys.map(\.id)))
    }

    @Test("the README's library example holds")
    func readmeExample() throws {
        let traits = try TextInputTraits(html: #"<input type="email" enterkeyhint="send">"#)
        let keyboard = try BuiltInInputMethods.catalog.resolve(
            KeyboardRequest(layout: "sv-SE", traits: traits, device: "iphone-classic", hasText: false))
        #expect(keyboard.returnKey?.label == "Sänd")
        #expect(keyboard.keys.compactMap(\.output).contains("@"))
        #expect(keyboard.key(at: Point(x: 160, y: 190))?.action == .space)
    }
}
