import KeyboardModel
import TextEditing
@testable import TextInteraction
import Testing
import _TestSupport

@Suite("TextInteraction: modern profile and sessions")
struct TextInteractionSessionTests {
    @Test("modern: a triple tap selects the sentence; a long press then a drag selects from where it landed")
    func modern() {
        let doc = document("First one here. Second one there.")
        var i = TextInteraction(configuration: TextInteractionConfiguration(profile: .modern))
        let triple = i.handle(.down(time: 0, point: point(200), tapCount: 3), in: doc)
        #expect(triple.contains(.selectWord(16..<33)))
        #expect(i.handle(.up(time: 0.1, point: point(200), tapCount: 3), in: doc).contains(.showMenu([.cut, .copy, .paste, .replace])))
        // Long press at "one" (offset 6), then drag right to offset 14.
        var press = TextInteraction(configuration: TextInteractionConfiguration(profile: .modern))
        let steps = [
            press.handle(.down(time: 1, point: point(60), tapCount: 1), in: doc),
            press.handle(.advance(to: 1.5), in: doc),
            press.handle(.move(time: 1.6, point: point(140)), in: doc),
            press.handle(.up(time: 1.7, point: point(140), tapCount: 1), in: doc),
        ]
        #expect(steps[1].contains(.placeCaret(offset: 6, mode: .exact)))
        #expect(steps[2] == [.showLoupe(.range), .extendSelection(6..<14)])
        #expect(steps[3] == [.hideLoupe, .showMenu([.cut, .copy, .paste, .replace]), .setScrolling(true)])
        // The default profile keeps the observed behaviour for both.
        var old = TextInteraction()
        #expect(old.handle(.down(time: 0, point: point(200), tapCount: 3), in: doc).isEmpty)
    }

    @Test("a session takes the container's selection when something else moved it; the menu closes")
    func adoptsSelection() {
        let container = TextContainer(kind: .multiLine, text: "hello world")
        let session = TextInteractionSession(container: container, layout: GridLayout(), isMenuVisible: true)
        #expect(session.interaction.isMenuVisible)
        container.select(11..<11)   // typing or an arrow key moved the caret
        // A tap at the old caret (0) is a first tap there: no menu.
        session.handle(.down(time: 0, point: point(1), tapCount: 1))
        let up = session.handle(.up(time: 0.1, point: point(1), tapCount: 1))
        #expect(!up.contains { if case .showMenu = $0 { true } else { false } })
        #expect(container.selectedRange == 0..<0 && !session.interaction.isMenuVisible)
        // The same selection adopted again changes nothing; closeMenu closes an open one.
        session.handle(.down(time: 1, point: point(1), tapCount: 1))
        session.handle(.up(time: 1.1, point: point(1), tapCount: 1))
        #expect(session.interaction.isMenuVisible)
        session.closeMenu()
        #expect(!session.interaction.isMenuVisible && session.interaction.menuItems.isEmpty)
    }

    @Test("a session applies what the interpreter decides to its container")
    func session() {
        let container = TextContainer(kind: .multiLine, text: "hello world\nsecond line")
        let session = TextInteractionSession(container: container, layout: GridLayout())
        session.handle(.down(time: 0, point: point(72), tapCount: 1))
        session.handle(.up(time: 0.1, point: point(72), tapCount: 1))
        #expect(container.selectedRange == 6..<6)
        session.handle(.down(time: 0.2, point: point(22, line: 1), tapCount: 2))
        #expect(container.selectedRange == 12..<18)
        session.handle(.move(time: 0.3, point: point(95, line: 1)))
        #expect(container.selectedRange == 12..<23)
        session.handle(.up(time: 0.4, point: point(95, line: 1), tapCount: 2))
        #expect(session.interaction.isMenuVisible)
        session.handle(.menu(.selectAll, time: 0.5))
        #expect(container.selectedRange == 0..<23)
        session.handle(.panDown(time: 1, x: 0))
        session.handle(.panMove(time: 1.01, x: 30, velocity: -2000))
        #expect(container.selectedRange == 0..<0)
        session.handle(.panMove(time: 1.02, x: 60, velocity: 3000))
        #expect(container.selectedRange == 3..<3)
        // A long press still pending when time runs out fires on finish.
        session.handle(.down(time: 2, point: point(41), tapCount: 1))
        #expect(session.finish().contains(.placeCaret(offset: 4, mode: .exact)))
        #expect(container.selectedRange == 4..<4)
    }

    @Test("random event streams never crash and keep the selection inside the text (2,000 events × 6 documents)", .timeLimit(.minutes(2)))
    func randomStreams() {
        var random = SeededGenerator.fromEnvironment(fallback: 0x5EED)
        func next(_ bound: Int) -> Int { Int.random(in: 0..<bound, using: &random) }
        for text in ["", "a", "hello world", "Привет, мир! 한국어 中文", "e\u{301}\u{302} 👨‍👩‍👧 x\n\ny",
                     String(repeating: "word ", count: 50)] {
            let doc = document(text)
            var i = TextInteraction(configuration: TextInteractionConfiguration(profile: next(2) == 0 ? .default : .modern))
            var time = 0.0
            for _ in 0..<2_000 {
                time += Double(next(60)) / 100
                let p = Point(x: Double(next(400)) - 50, y: Double(next(120)) - 20)
                let event: TextInteractionEvent
                switch next(11) {
                case 0, 1: event = .down(time: time, point: p, tapCount: next(4))
                case 2, 3: event = .move(time: time, point: p)
                case 4, 5: event = .up(time: time, point: p, tapCount: next(4))
                case 6: event = .cancel(time: time)
                case 7: event = .menu(next(2) == 0 ? .select : .selectAll, time: time)
                case 8: event = .panDown(time: time, x: p.x)
                case 9: event = .panMove(time: time, x: p.x, velocity: next(3) == 0 ? nil : Double(next(6000)) - 3000)
                default: event = .panUp(time: time)
                }
                for action in i.handle(event, in: doc) {
                    switch action {
                    case .placeCaret(let offset, _): #expect((0...doc.length).contains(offset))
                    case .selectWord(let r), .extendSelection(let r), .selectAll(let r):
                        #expect(r.lowerBound >= 0 && r.upperBound <= doc.length)
                    default: break
                    }
                }
                #expect(i.selection.lowerBound >= 0 && i.selection.upperBound <= doc.length)
            }
            _ = i.finish(in: doc)
            #expect(!i.hasPendingDeadline)
        }
    }
}
