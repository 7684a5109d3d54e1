import Geometry
import KeyboardDrawing
@testable import KeyboardModel
import Testing

@Suite("Labels fitted to their keys")
struct LabelFittingTests {
    let key = Rect(x: 10, y: 20, width: 28, height: 42)

    func inside(_ label: FittedLabel, _ area: Rect) -> Bool {
        label.box.x >= area.x - 0.001 && label.box.y >= area.y - 0.001 && label.box.x + label.box.width <= area.x + area.width + 0.001
            && label.box.y + label.box.height <= area.y + area.height + 0.001
    }

    @Test("a letter keeps its size and is centred; a word too wide shrinks until it fits")
    func shrink() {
        let letter = FittedLabel.fit("q", in: key, size: 23, wraps: false)
        #expect(letter.size == 23 && letter.lines == ["q"] && inside(letter, key))
        #expect(abs(letter.box.x + letter.box.width / 2 - (key.x + key.width / 2)) < 0.001)
        let word = FittedLabel.fit("Search", in: key, size: 16, wraps: false)
        #expect(word.size < 16 && word.size > 6 && inside(word, key))
    }

    @Test("a word label with a space that would shrink below three quarters wraps to two lines instead")
    func wrap() {
        let area = Rect(x: 0, y: 0, width: 60, height: 40)
        let call = FittedLabel.fit("emergency call", in: area, size: 16, wraps: true)
        #expect(call.lines == ["emergency", "call"] && call.baselines.count == 2 && inside(call, area))
        #expect(call.baselines[1] > call.baselines[0])
        #expect(FittedLabel.fit("emergency call", in: area, size: 16, wraps: false).lines.count == 1)
        // A word without a space shrinks.
        #expect(FittedLabel.fit("Notruf-Anruf-Taste", in: area, size: 16, wraps: true).lines.count == 1)
    }

    @Test("a short key limits the size by height; every box stays inside, even in a sliver")
    func height() {
        let flat = Rect(x: 0, y: 0, width: 100, height: 12)
        let label = FittedLabel.fit("A", in: flat, size: 24, wraps: false)
        #expect(label.size < 12 && inside(label, flat))
        let sliver = Rect(x: 5, y: 5, width: 1, height: 1)
        #expect(inside(FittedLabel.fit("空格", in: sliver, size: 16, wraps: true), sliver))
    }

    @Test("roles: one letter on a letters layer, one character elsewhere, words; sizes by role and key height")
    func roles() {
        func key(_ label: String, _ action: KeyAction) -> ResolvedKey {
            ResolvedKey(id: "k", action: action, label: label, sublabel: nil, output: nil, longPress: [], flicks: [:],
                        frame: Rect(x: 0, y: 0, width: 30, height: 42), isEnabled: true, row: 0)
        }
        #expect(FittedLabel.role(of: key("q", .input("q")), layerKind: .letters) == .letter)
        #expect(FittedLabel.role(of: key("1", .input("1")), layerKind: .numbers) == .symbol)
        #expect(FittedLabel.role(of: key("空格", .space), layerKind: .letters) == .word)
        #expect(FittedLabel.role(of: key("Go", .return), layerKind: .letters) == .word)
        #expect(FittedLabel.baseSize(.word, keyHeight: 42) == 16 && FittedLabel.baseSize(.letter, keyHeight: 42) > 22)
    }
}
