import Foundation
import FoundationXML
import Geometry
import KeyboardDrawing
@testable import KeyboardModel
import Testing

@Suite("Popups drawn over the keys: alternates, flick guide, preview")
struct KeyboardDrawingPopupsTests {
    func keyboard(_ keys: [ResolvedKey]) -> ResolvedKeyboard {
        ResolvedKeyboard(layoutID: "t", requestedLayoutID: "t", locale: "en", inputMethod: nil, keyboardType: .default,
                         returnKeyType: .default, device: "iphone-classic", orientation: .portrait, appearance: .default,
                         size: Size(width: 320, height: 216), layer: .letters, layers: [.letters], returnKey: nil, keys: keys)
    }

    func key(_ id: String, _ label: String, frame: Rect, longPress: [String] = [], flicks: [FlickDirection: String] = [:]) -> ResolvedKey {
        ResolvedKey(id: Key.ID(rawValue: id), action: .input(label), label: label, sublabel: nil, output: label, longPress: longPress,
                    flicks: flicks, frame: frame, isEnabled: true, row: 1)
    }

    func count(_ text: String, in svg: String) -> Int { svg.components(separatedBy: text).count - 1 }

    @Test("open alternates: one balloon over the key, every option in it, the selected one on blue; well-formed, with headroom")
    func alternates() throws {
        let options = (0..<17).map { "a\($0)" }
        let a = key("a", "a", frame: Rect(x: 3, y: 60, width: 26, height: 42), longPress: options)
        let board = keyboard([a])
        let frames = AlternatesPopup.frames(count: 17, over: a.frame, keyboardWidth: 320)
        let svg = KeyboardDrawing.svg(board, options: .init(alternates: .init(key: "a", options: options, frames: frames, selected: 4)))
        #expect(XMLParser(data: Data(svg.utf8)).parse())
        #expect(count("class=\"balloon\"", in: svg) == 1 && count("class=\"alt ", in: svg) == 17)
        #expect(count("class=\"alt w\"", in: svg) == 1 && svg.contains(">a4</text>"))
        // Two rows reach 24 pt above the keyboard: the picture makes room.
        #expect(svg.contains("viewBox=\"0 -24 320 240\""))
        #expect(svg.contains("<filter id=\"pop-shadow\""))
    }

    @Test("a pressed letter shows its preview; a pressed flick key its guide of five cells; a function key neither")
    func pressed() {
        let k = key("k", "k", frame: Rect(x: 100, y: 60, width: 26, height: 42))
        let kana = key("ka", "か", frame: Rect(x: 150, y: 60, width: 60, height: 42),
                       flicks: [.left: "き", .up: "く", .right: "け", .down: "こ"])
        var shift = key("shift", "⇧", frame: Rect(x: 3, y: 110, width: 40, height: 42))
        shift.action = .shift
        let board = keyboard([k, kana, shift])
        let preview = KeyboardDrawing.svg(board, options: .init(pressed: 0))
        #expect(count("class=\"preview\"", in: preview) == 1 && preview.contains("class=\"preview-label t\""))
        #expect(!KeyboardDrawing.svg(board, options: .init(pressed: 0, preview: false)).contains("class=\"preview\""))
        let guide = KeyboardDrawing.svg(board, options: .init(pressed: 1))
        #expect(count("class=\"flicks\"", in: guide) == 1 && count("class=\"flick ", in: guide) == 5)
        #expect(guide.contains(">こ</text>") && guide.contains("class=\"flick w\""))
        let function = KeyboardDrawing.svg(board, options: .init(pressed: 2))
        #expect(!function.contains("class=\"preview\"") && !function.contains("class=\"flicks\""))
        // Pressed keys swap shades: a letter darkens to the function colour.
        #expect(preview.contains("<rect class=\"cap f\" x=\"100\""))
    }
}
