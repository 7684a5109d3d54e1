import BuiltInInputMethods
import InputMethodCore
import KeyboardModel
import Testing
import TextInputTraits

/// The Japanese keyboards: romaji QWERTY and the 12-key kana pad, both naming the `japanese`
/// method, whose descriptor says what each needs.
@Suite("Japanese layouts")
struct JapaneseLayoutsTests {
    let catalog = BuiltInInputMethods.catalog

    @Test("the kana pad's あ key: flicks い う え お, multi-tap あ い う え お ぁ ぃ ぅ ぇ ぉ")
    func kanaPad() throws {
        let keyboard = try catalog.resolve(KeyboardRequest(layout: "ja-JP-kana", device: "iphone-classic"))
        let a = try #require(keyboard.key("あ"))
        #expect(a.flicks == [.left: "い", .up: "う", .right: "え", .down: "お"])
        #expect(a.multiTap == ["あ", "い", "う", "え", "お", "ぁ", "ぃ", "ぅ", "ぇ", "ぉ"])
        #expect(keyboard.key("た")?.multiTap.last == "っ")
        #expect(keyboard.key("modifier")?.action == .command("modifier") && keyboard.key("modifier")?.label == "小゛゜")
        #expect(keyboard.key("undo-toggle")?.action == .command("undo-toggle"))
        #expect(keyboard.returnKey?.label == "改行")
        #expect(keyboard.keys.first { $0.action == .space }?.label == "空白")
        #expect(keyboard.inputMethod == "japanese")
        // Four rows of five: the pad in the middle three columns.
        #expect(Set(keyboard.keys.map(\.row)) == [0, 1, 2, 3])
        #expect(keyboard.keys.filter { $0.row == 0 }.map(\.id.rawValue) == ["end-toggle", "あ", "か", "さ", "kana-backspace"])
        // 改行 reaches down through the last row, as on iOS: no hole beside 、。?!.
        let enter = try #require(keyboard.keys.first { $0.action == .return })
        let space = try #require(keyboard.keys.first { $0.action == .space })
        #expect(abs(enter.frame.height - (2 * space.frame.height + 12)) < 0.01 && abs(enter.frame.maxY - (216 - 6)) < 0.01)
        #expect(keyboard.key(at: Point(x: enter.frame.x + 5, y: 216 - 10))?.action == .return)
    }

    @Test("romaji: QWERTY with ー 、 。, Japanese words; an e-mail field shows the Latin companion")
    func romaji() throws {
        let keyboard = try catalog.resolve(KeyboardRequest(layout: "ja", device: "iphone-classic"))
        #expect(keyboard.layoutID == "ja-JP-romaji")
        #expect(["ー", "、", "。"].allSatisfy { output in keyboard.keys.contains { $0.output == output } })
        #expect(keyboard.key("、")?.longPress.contains("「") == true)
        // Shift and ⌫ fill the row's ends, as iOS's romaji keyboard has them.
        let shift = try #require(keyboard.keys.first { $0.action == .shift })
        let z = try #require(keyboard.key("z"))
        #expect(shift.frame.x < 4 && shift.frame.width > z.frame.width * 1.5)
        var email = TextInputTraits()
        email.keyboardType = .emailAddress
        #expect(try catalog.resolve(KeyboardRequest(layout: "ja-JP-kana", traits: email, device: "iphone-classic")).layoutID == "en-US")
    }

    @Test("the descriptor: one of its key sets; the method starts")
    func descriptor() throws {
        let japanese = try #require(BuiltInInputMethods.registry.descriptor("japanese"))
        #expect(japanese.oneOfOutputs.count == 2 && japanese.requiredOutputs.isEmpty)
        // The method starts and composes: k, then a, is か.
        let method = try japanese.make()
        let context = InputContext(locale: "ja-JP")
        _ = try method.handle(.key(KeyInput(output: "k")), context: context)
        #expect(try method.handle(.key(KeyInput(output: "a")), context: context).markedText == "か")
    }
}
