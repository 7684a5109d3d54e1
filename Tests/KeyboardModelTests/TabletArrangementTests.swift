import BuiltInInputMethods
import KeyboardModel
import Testing
import TextInputTraits
import _TestSupport

@Suite("Tablet arrangement: the phone's rows as iPad arranges them")
struct TabletArrangementTests {
    let catalog = BuiltInInputMethods.catalog

    func resolve(_ layout: String, device: DeviceProfile.ID, orientation: Orientation = .portrait, layer: Layer.ID? = nil,
                 type: KeyboardType = .default) throws -> ResolvedKeyboard {
        var traits = TextInputTraits()
        traits.keyboardType = type
        return try catalog.resolve(KeyboardRequest(layout: layout, traits: traits, device: device, orientation: orientation, layer: layer))
    }

    /// The keys of each row, by action name or output, left to right.
    func rows(_ keyboard: ResolvedKeyboard) -> [[String]] {
        Dictionary(grouping: keyboard.keys, by: \.row).sorted { $0.key < $1.key }.map { row in
            row.value.sorted { $0.frame.x < $1.frame.x }.map { key in
                if case .input = key.action, let output = key.output { return output }
                return key.action.name == "layer" ? key.label : key.action.name
            }
        }
    }

    @Test("en-US on the iPad: ⌫ ends row 1, return row 2, shift at both ends of row 3 with , and ., .?123 beside space, hide key")
    func iPad() throws {
        for device: DeviceProfile.ID in ["ipad", "ipad-11"] {
            for orientation in Orientation.allCases {
                let keyboard = try resolve("en-US", device: device, orientation: orientation)
                let rows = rows(keyboard)
                #expect(rows[0] == ["q", "w", "e", "r", "t", "y", "u", "i", "o", "p", "backspace"], "\(device)")
                #expect(rows[1] == ["a", "s", "d", "f", "g", "h", "j", "k", "l", "return"])
                #expect(rows[2] == ["shift", "z", "x", "c", "v", "b", "n", "m", ",", ".", "shift"])
                #expect(rows[3] == ["nextKeyboard", ".?123", "space", ".?123", "dismiss"])
                let modes = keyboard.keys.filter { $0.action == .switchLayer(.numbers) }
                #expect(modes.map(\.label) == [".?123", ".?123"])
                let space = try #require(keyboard.keys.first { $0.action == .space })
                #expect(modes[0].frame.maxX < space.frame.x && modes[1].frame.x > space.frame.maxX)
                #expect(keyboard.overflow.isEmpty)
                // Wider keys than the letters: ⌫, return and the shifts.
                let letter = try #require(keyboard.keys.first { $0.output == "q" }).frame.width
                for action in [KeyAction.backspace, .return, .shift] {
                    #expect(keyboard.keys.filter { $0.action == action }.allSatisfy { $0.frame.width > letter }, "\(action)")
                }
            }
        }
        // Shifted, the period key types ? and the comma !, as on iPad.
        let shifted = try resolve("en-US", device: "ipad", layer: .shifted)
        #expect(rows(shifted)[2] == ["shift", "Z", "X", "C", "V", "B", "N", "M", "!", "?", "shift"])
        // The phone is unchanged.
        let phone = try resolve("en-US", device: "iphone")
        #expect(rows(phone)[2] == ["shift", "z", "x", "c", "v", "b", "n", "m", "backspace"])
        #expect(rows(phone)[3].last == "return" && phone.keys.allSatisfy { $0.action != .dismissKeyboard })
    }

    @Test("the 12.9-inch iPad Pro: a number row (symbols when shifted) above tab and caps-lock rows, five rows in its height")
    func numberRow() throws {
        let keyboard = try resolve("en-US", device: "ipad-pro-12.9")
        let rows = rows(keyboard)
        #expect(rows.count == 5)
        #expect(rows[0] == ["`", "1", "2", "3", "4", "5", "6", "7", "8", "9", "0", "-", "=", "backspace"])
        // The full keyboard's punctuation, as iPadOS has it on the 12.9-inch (en-US's tablet.arrange).
        #expect(rows[1] == ["\t", "q", "w", "e", "r", "t", "y", "u", "i", "o", "p", "[", "]", "\\"])
        #expect(rows[2] == ["⇪", "a", "s", "d", "f", "g", "h", "j", "k", "l", ";", "'", "return"])
        #expect(rows[3] == ["shift", "z", "x", "c", "v", "b", "n", "m", ",", ".", "/", "shift"])
        #expect(keyboard.size.height == 357 && keyboard.overflow.isEmpty)
        let heights = Set(keyboard.keys.map { ($0.frame.height * 100).rounded() })
        #expect(heights.count == 1, "every row alike: \(heights)")
        let shifted = try resolve("en-US", device: "ipad-pro-12.9", layer: .shifted)
        #expect(self.rows(shifted)[0].prefix(4) == ["~", "!", "@", "#"])
        #expect(self.rows(shifted)[1].suffix(3) == ["{", "}", "|"] && self.rows(shifted)[2].suffix(3) == [":", "\"", "return"])
        #expect(self.rows(shifted)[3].suffix(4) == ["<", ">", "?", "shift"])
        // The 11-inch keeps the phone's rows with , and . (shifted ! ?).
        #expect(self.rows(try resolve("en-US", device: "ipad-11"))[2].suffix(3) == [",", ".", "shift"])
        // The other tablets have no number row.
        #expect(self.rows(try resolve("en-US", device: "ipad")).count == 4)
    }

    @Test("iPadOS has no number pads: a number, decimal or phone field gets the numbers keyboard on every iPad",
          arguments: [KeyboardType.numberPad, .decimalPad, .phonePad, .asciiCapableNumberPad])
    func padsOnTablets(type: KeyboardType) throws {
        for device: DeviceProfile.ID in ["ipad", "ipad-11", "ipad-pro-12.9"] {
            let keyboard = try resolve("en-US", device: device, type: type)
            #expect(keyboard.layer == .numbers && keyboard.keys.contains { $0.output == "1" } && keyboard.returnKey != nil, "\(device)")
        }
        #expect(try resolve("en-US", device: "iphone", type: type).layer != .numbers, "phones keep their pads")
    }

    @Test("numbers layers: ⌫ and return at the ends, the layer key on both sides, no , and . added to their punctuation")
    func numbers() throws {
        let keyboard = try resolve("zh-Hans", device: "ipad", layer: .numbers)
        let rows = rows(keyboard)
        #expect(rows[0].last == "backspace" && rows[1].last == "return")
        #expect(rows[2].first == "#+=" && rows[2].last == "#+=")
        #expect(!rows[2].contains(",") && !rows[2].contains("."))
        // iPad's undo after the numbers layer's #+=, redo after the symbols layer's 123.
        #expect(rows[2].dropFirst().first == "undo")
        let symbols = try resolve("zh-Hans", device: "ipad", layer: .symbols)
        #expect(self.rows(symbols)[2].dropFirst().first == "redo")
    }

    @Test("the 12.9-inch iPad's numbers layers keep its number row, in place of their own row of digits")
    func numbersNumberRow() throws {
        let letters = try resolve("en-US", device: "ipad-pro-12.9")
        let numbers = try resolve("en-US", device: "ipad-pro-12.9", layer: .numbers)
        let symbols = try resolve("en-US", device: "ipad-pro-12.9", layer: .symbols)
        #expect(rows(numbers)[0] == rows(letters)[0] && rows(symbols)[0] == rows(letters)[0])
        // The digits are typed once, by the number row; the symbols keep their rows under it.
        #expect(numbers.keys.filter { $0.action == .input("1") }.count == 1)
        #expect(rows(symbols).count == rows(numbers).count + 1)
        #expect(!numbers.keys.contains { $0.frame.width <= 0 })
    }

    @Test("layouts that opt out, and layers too short to arrange, keep their phone rows; imports are not arranged")
    func unchanged() throws {
        // The kana pad is iPad's fifty-sound grid on a tablet (the layout's own tablet layer), not the phone's pad stretched.
        let kanaPhone = try resolve("ja-JP-kana", device: "iphone-classic"), kana = try resolve("ja-JP-kana", device: "ipad")
        #expect(rows(kana) != rows(kanaPhone) && rows(kana).prefix(5).allSatisfy { $0.count == 11 })
        #expect(rows(kana)[0].prefix(10) == ["わ", "ら", "や", "ま", "は", "な", "た", "さ", "か", "あ"])
        #expect(kana.key("あ")?.flicks.isEmpty == true && kana.key("あ")?.multiTap.isEmpty == true)
        // Handwriting: one row above the bottom row; the phone's bottom row keeps return.
        let pad = try resolve("zh-Hans-handwriting", device: "ipad")
        #expect(rows(pad).last?.last == "return" && pad.keys.allSatisfy { $0.action != .dismissKeyboard })
        // A pad keyboard type is the tablet's numbers keyboard, arranged (padsOnTablets); the
        // phone's pads are never arranged.
        let numberPad = try resolve("en-US", device: "iphone-classic", type: .numberPad)
        #expect(numberPad.keys.allSatisfy { $0.action != .dismissKeyboard && $0.action != .return })
    }

    @Test("every bundled layout on every tablet: arranged rows fit, one ⌫ and one return, the return not in the bottom row")
    func everyLayout() throws {
        let tablets = catalog.sortedDevices.filter { $0.idiom == .tablet }
        var checked = 0
        for layout in catalog.layouts.values {
            for device in tablets {
                for orientation in Orientation.allCases {
                    let keyboard = try resolve(layout.id.rawValue, device: device.id, orientation: orientation)
                    let context = "\(layout.id) \(device.id) \(orientation)"
                    #expect(keyboard.overflow.isEmpty, "\(context)")
                    #expect(keyboard.keys.filter { $0.action == .return }.count == 1, "\(context)")
                    #expect(keyboard.keys.filter { $0.action == .backspace }.count == 1, "\(context)")
                    checked += 1
                }
            }
        }
        #expect(checked >= 90 * 6)
    }

    @Test("the arrangement as a value: rows too few are left alone; , and . only where the layer lacks them")
    func value() {
        let arrangement = TabletArrangement(removed: ["backspace"], firstRowEnd: ["backspace"], middleRowEnd: ["return"],
                                            lastRowEnd: ["comma", "."])
        var layout = KeyboardLayout(id: "t", locale: "en", name: "T", script: "Latn",
                                    keys: ["comma": Key(id: "comma", action: .input(",")), "shift": Key(id: "shift", action: .shift),
                                           "backspace": Key(id: "backspace", action: .backspace),
                                           "return": Key(id: "return", action: .return)],
                                    layers: [:], bottomRows: [:], strings: KeyboardStrings())
        let short = Layer(id: .letters, kind: .letters, rows: [Layer.Row(items: [.key("a")]), Layer.Row(items: [.bottomRow])])
        #expect(arrangement.arranged(short, in: layout, numberRow: false) == short)
        let three = Layer(id: .letters, kind: .letters, rows: [
            Layer.Row(items: [.key("a")]), Layer.Row(items: [.key("b")]),
            Layer.Row(items: [.key("shift"), .key("c"), .key("."), .key("backspace")]), Layer.Row(items: [.bottomRow]),
        ])
        layout.layers = [.letters: three]
        let arranged = arrangement.arranged(three, in: layout, numberRow: false)
        #expect(arranged.rows.map(\.items) == [
            [.key("a"), .key("backspace")], [.key("b"), .key("return")],
            [.key("shift"), .key("c"), .key("."), .key("comma"), .key("shift")], [.bottomRow],
        ])
        var pad = three
        pad.kind = .pad
        #expect(arrangement.arranged(pad, in: layout, numberRow: false) == pad)
        var kept = arrangement
        kept.unchanged = [.letters]
        #expect(kept.arranged(three, in: layout, numberRow: false) == three)
    }
}
