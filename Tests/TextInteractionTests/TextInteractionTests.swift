import KeyboardModel
import TextEditing
@testable import TextInteraction
import Testing

/// The reference fixture: 10 pt per grapheme, 20 pt lines.
func document(_ text: String, pasteboard: Bool = true) -> TextInteractionDocument {
    let storage = TextStorage(text)
    return TextInteractionDocument(storage: storage, layout: GridLayout(advance: 10, lineHeight: 20).indexed(for: storage),
                                   hasPasteboardText: pasteboard)
}

func point(_ x: Double, line: Int = 0) -> Point { Point(x: x, y: Double(line) * 20 + 10) }

/// Runs events; returns the actions of each.
func run(_ interaction: inout TextInteraction, _ doc: TextInteractionDocument,
         _ events: [TextInteractionEvent]) -> [[TextInteractionAction]] {
    events.map { interaction.handle($0, in: doc) }
}

let caretItems: [MenuItem] = [.select, .selectAll, .paste]
let selectionItems: [MenuItem] = [.cut, .copy, .paste, .replace]

@Suite("TextInteraction")
struct TextInteractionTests {
    let doc = document("hello world")

    @Test("the reference log of a single tap")
    func singleTapLog() {
        var i = TextInteraction()
        let actions = run(&i, doc, [.down(time: 0, point: point(72), tapCount: 1), .up(time: 0.1, point: point(72), tapCount: 1)])
        #expect(actions[0].isEmpty)
        #expect(actions[1] == [.trace("#1 end"), .closeMenus, .clearSelection, .placeCaret(offset: 6, mode: .wordBoundary),
                               .setScrolling(true)])
        #expect(i.selection == 6..<6 && !i.isMenuVisible)
    }

    @Test("the reference log of a double tap")
    func doubleTapLog() {
        var i = TextInteraction()
        let actions = run(&i, doc, [
            .down(time: 0, point: point(72), tapCount: 1), .up(time: 0.1, point: point(72), tapCount: 1),
            .down(time: 0.21, point: point(72), tapCount: 2), .up(time: 0.3, point: point(72), tapCount: 2),
        ]).flatMap { $0 }
        #expect(actions == [
            .trace("#1 end"), .closeMenus, .clearSelection, .placeCaret(offset: 6, mode: .wordBoundary), .setScrolling(true),
            .setScrolling(false), .trace("#5 start"), .setScrolling(false), .selectWord(6..<11),
            .trace("#3 or #6 end"), .hideLoupe, .showMenu(selectionItems), .setScrolling(true),
        ])
        #expect(i.selection == 6..<11 && i.isMenuVisible)
    }

    @Test("a tap snaps to the nearer edge of the touched word, ties to its start; off words to the nearest caret", arguments: [
        (61.0, 6), (84.0, 6), (85.0, 6), (86.0, 11), (109.0, 11),   // in "world" [6, 11): edges at 60 and 110
        (0.0, 0), (24.0, 0), (26.0, 5), (49.0, 5),                   // in "hello"
        (52.0, 5), (58.0, 6),                                        // on the space: nearest caret
        (500.0, 11), (-30.0, 0),                                     // past the ends of the line
    ])
    func snapping(x: Double, expected: Int) {
        #expect(doc.snap(point(x)) == expected)
    }

    @Test("a second tap on an unchanged caret opens the menu; a tap while it is open closes it; a triple tap is a tap")
    func menuToggle() {
        var i = TextInteraction()
        func tap(_ t: Double, _ taps: Int = 1) -> [TextInteractionAction] {
            run(&i, doc,
                [.down(time: t, point: point(72), tapCount: taps), .up(time: t + 0.05, point: point(72), tapCount: taps)]).flatMap { $0 }
        }
        #expect(!tap(0).contains(.showMenu(caretItems)))
        #expect(tap(1).contains(.showMenu(caretItems)))
        #expect(i.isMenuVisible && i.menuItems == caretItems)
        let closing = tap(2)
        #expect(closing.contains(.closeMenus) && !closing.contains { if case .showMenu = $0 { true } else { false } })
        #expect(!i.isMenuVisible)
        // Triple (and higher) taps behave exactly as single taps.
        #expect(tap(3, 3) == [.trace("#1 end"), .closeMenus, .clearSelection, .placeCaret(offset: 6, mode: .wordBoundary),
                              .showMenu(caretItems), .setScrolling(true)])
        #expect(tap(4, 5).last == .setScrolling(true))
    }

    @Test("a touch released just before the loupe shows opens the menu at the word boundary", arguments: [
        (0.05, false), (0.29, false), (0.30, true), (0.44, true),
    ])
    func heldTapOpensMenu(held: Double, opens: Bool) {
        var i = TextInteraction(selection: 0..<0)   // the caret elsewhere: a quick tap would not open the menu
        let actions = run(&i, doc,
                          [.down(time: 1, point: point(77), tapCount: 1),
                           .up(time: 1 + held, point: point(77), tapCount: 1)]).flatMap { $0 }
        #expect(actions.contains(.placeCaret(offset: 6, mode: .wordBoundary)))   // not an exact caret: no loupe yet
        #expect(!actions.contains(.showLoupe(.magnifier)))
        #expect(actions.contains(.showMenu(caretItems)) == opens)
        #expect(i.isMenuVisible == opens && i.selection == 6..<6)
        // At the delay itself it is a long press: the loupe and an exact caret, the menu on release.
        var pressed = TextInteraction(selection: 0..<0)
        let long = run(&pressed, doc,
                       [.down(time: 1, point: point(77), tapCount: 1), .up(time: 1.45, point: point(77), tapCount: 1)]).flatMap { $0 }
        #expect(long.contains(.showLoupe(.magnifier)) && long.contains(.placeCaret(offset: 8, mode: .exact)))
    }

    @Test("an unfocused view's first tap places the caret without the menu, even where the caret would be")
    func unfocused() {
        var i = TextInteraction(selection: 6..<6, hasCaret: false)
        let actions = run(&i, doc,
                          [.down(time: 0, point: point(72), tapCount: 1), .up(time: 0.1, point: point(72), tapCount: 1)]).flatMap { $0 }
        #expect(!actions.contains(.showMenu(caretItems)))
        #expect(i.hasCaret)
    }

    @Test("drag slop: a move of exactly the slop is still a tap; beyond it, a scroll that ends silently")
    func slop() {
        var i = TextInteraction()
        var actions = run(&i, doc, [.down(time: 0, point: point(72), tapCount: 1), .move(time: 0.05, point: Point(x: 72 + 6, y: 10 + 8)),
                                    .up(time: 0.1, point: Point(x: 78, y: 18), tapCount: 1)]).flatMap { $0 }
        #expect(actions.first == .trace("#1 end"))   // moved exactly 10 pt: a tap
        i = TextInteraction()
        actions = run(&i, doc, [.down(time: 0, point: point(72), tapCount: 1), .move(time: 0.05, point: point(82.01)),
                                .move(time: 0.06, point: point(72)), .up(time: 0.1, point: point(72), tapCount: 1)]).flatMap { $0 }
        #expect(actions.isEmpty)
        #expect(i.selection == 0..<0)
        // A scroll never becomes a long press.
        #expect(i.finish(in: doc).isEmpty)
    }

    @Test("long press: the deadline is inclusive; the loupe and an exact caret; moves place it only when it changes")
    func longPress() {
        var i = TextInteraction()
        var actions = run(&i, doc,
                          [.down(time: 1, point: point(72), tapCount: 1), .up(time: 1.45, point: point(72), tapCount: 1)]).flatMap { $0 }
        #expect(actions == [.setScrolling(false), .closeMenus, .clearSelection, .showLoupe(.magnifier),
                            .placeCaret(offset: 7, mode: .exact),
                            .hideLoupe, .showMenu(caretItems), .setScrolling(true)])
        i = TextInteraction()
        actions = run(&i, doc,
                      [.down(time: 1, point: point(72), tapCount: 1), .up(time: 1.4499, point: point(72), tapCount: 1)]).flatMap { $0 }
        #expect(actions.first == .trace("#1 end"))
        i = TextInteraction()
        let steps = run(&i, doc, [.down(time: 0, point: point(72), tapCount: 1), .advance(to: 0.5), .move(time: 0.6, point: point(74)),
                                  .move(time: 0.7, point: point(76)), .move(time: 0.8, point: point(95)),
                                  .move(time: 0.9, point: point(500))])
        #expect(steps[1].last == .placeCaret(offset: 7, mode: .exact))
        #expect(steps[2].isEmpty)                                          // still offset 7
        #expect(steps[3] == [.placeCaret(offset: 8, mode: .exact)])
        #expect(steps[4] == [.placeCaret(offset: 10, mode: .exact)])
        #expect(steps[5] == [.placeCaret(offset: 11, mode: .exact)])
        // Within the slop before the deadline, the long press still fires at the latest point.
        i = TextInteraction()
        actions = run(&i, doc, [.down(time: 0, point: point(72), tapCount: 1), .move(time: 0.1, point: point(80))]).flatMap { $0 }
        #expect(i.finish(in: doc).contains(.placeCaret(offset: 8, mode: .exact)))
    }

    @Test("double-tap drag extends by whole segments, keeps the first word, shows the range loupe 0.15 s after the drag starts")
    func wordDrag() {
        let doc = document("one two, three four")
        var i = TextInteraction()
        let steps = run(&i, doc, [
            .down(time: 0, point: point(45), tapCount: 2),          // "two" [4, 7)
            .move(time: 0.05, point: point(54)),                    // within the slop: nothing
            .move(time: 0.10, point: point(75)),                    // 30 pt: dragging, on ','
            .move(time: 0.20, point: point(95)),                    // on "three" [9, 14)
            .move(time: 0.25, point: point(100)),                   // the loupe's deadline (0.25) fires first; still "three"
            .move(time: 0.30, point: point(5)),                     // back over "one"
            .up(time: 0.4, point: point(5), tapCount: 2),
        ])
        #expect(steps[0].last == .selectWord(4..<7))
        #expect(steps[1].isEmpty)
        #expect(steps[2] == [.extendSelection(4..<8)])
        #expect(steps[3] == [.extendSelection(4..<14)])
        #expect(steps[4] == [.showLoupe(.range)])                  // deadline 0.25 fires first; range unchanged
        #expect(steps[5] == [.extendSelection(0..<7)])
        #expect(steps[6] == [.trace("#3 or #6 end"), .hideLoupe, .showMenu(selectionItems), .setScrolling(true)])
        #expect(i.selection == 0..<7)
    }

    @Test("cancel hides a visible loupe, enables scrolling and keeps the selection")
    func cancel() {
        var i = TextInteraction()
        _ = run(&i, doc, [.down(time: 0, point: point(72), tapCount: 1), .advance(to: 1)])
        #expect(i.loupe == .magnifier)
        #expect(i.handle(.cancel(time: 1.1), in: doc) == [.hideLoupe, .setScrolling(true)])
        #expect(i.selection == 7..<7)
        #expect(i.handle(.cancel(time: 1.2), in: doc) == [.setScrolling(true)])
    }

    @Test("a host without tap counts gets the reference counter (0.35 s, 20 pt)")
    func tapCounter() {
        var i = TextInteraction()
        let quick = run(&i, doc, [.down(time: 0, point: point(72), tapCount: 0), .up(time: 0.05, point: point(72), tapCount: 0),
                                  .down(time: 0.40, point: point(80), tapCount: 0)])
        #expect(quick[2].contains(.selectWord(6..<11)))
        i = TextInteraction()
        let slow = run(&i, doc, [.down(time: 0, point: point(72), tapCount: 0), .up(time: 0.05, point: point(72), tapCount: 0),
                                 .down(time: 0.41, point: point(72), tapCount: 0)])
        #expect(slow[2].isEmpty)
        i = TextInteraction()
        let far = run(&i, doc, [.down(time: 0, point: point(72), tapCount: 0), .up(time: 0.05, point: point(72), tapCount: 0),
                                .down(time: 0.1, point: point(93), tapCount: 0)])
        #expect(far[2].isEmpty)
        // A held second tap still counts as tap 2: a quick tap after it is the third (a tap).
        i = TextInteraction()
        let held = run(&i, doc, [.down(time: 0, point: point(72), tapCount: 0), .up(time: 0.05, point: point(72), tapCount: 0),
                                 .down(time: 0.3, point: point(72), tapCount: 0), .up(time: 1.0, point: point(72), tapCount: 0),
                                 .down(time: 1.2, point: point(72), tapCount: 0), .up(time: 1.25, point: point(72), tapCount: 0)])
        #expect(held[2].contains(.selectWord(6..<11)))
        #expect(held[4].isEmpty && held[5].first == .trace("#1 end"))
    }

    @Test("menu commands: Select by the rules, Select All with its items, nothing without words")
    func menuCommands() {
        var i = TextInteraction(selection: 8..<8)
        #expect(i.handle(.menu(.select, time: 0), in: doc) == [.selectWord(6..<11), .showMenu(selectionItems)])
        #expect(i.handle(.menu(.selectAll, time: 0), in: doc) == [.selectAll(0..<11), .showMenu([.cut, .copy, .paste])])
        var empty = TextInteraction()
        #expect(empty.handle(.menu(.select, time: 0), in: document("")).isEmpty)
        #expect(empty.handle(.menu(.selectAll, time: 0), in: document("")).isEmpty)
        #expect(empty.handle(.menu(.select, time: 0), in: document("  … ?! ")).isEmpty)
        // The caret menu offers Select and Select All only with text, Paste only with a pasteboard.
        #expect(i.caretItems(document("")) == [.paste])
        #expect(i.caretItems(document("a", pasteboard: false)) == [.select, .selectAll])
    }
}
