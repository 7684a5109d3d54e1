import KeyboardModel
import TextEditing
@testable import TextInteraction
import Testing

@Suite("CursorPanFilter")
struct CursorPanFilterTests {
    let doc = document("ab👍🏽cd")   // clusters: a b 👍🏽 c d; offsets 0 1 2 6 7 8

    @Test("the dead zone: moves before 20 pt are ignored, the crossing move counts; a touch that never crosses is a key tap")
    func deadZone() {
        var i = TextInteraction()
        #expect(i.handle(.panDown(time: 0, x: 100), in: doc).isEmpty)
        #expect(i.handle(.panMove(time: 0.01, x: 119.9, velocity: 5000), in: doc).isEmpty)
        #expect(i.handle(.panMove(time: 0.02, x: 120, velocity: 1000), in: doc) == [.moveCaret(direction: .right, steps: 1)])
        _ = i.handle(.panUp(time: 0.03), in: doc)
        #expect(!i.lastPanWasKeyTap)
        _ = i.handle(.panDown(time: 1, x: 100), in: doc)
        #expect(i.handle(.panMove(time: 1.01, x: 88, velocity: -900), in: doc).isEmpty)   // drift while typing
        _ = i.handle(.panUp(time: 1.02), in: doc)
        #expect(i.lastPanWasKeyTap)
    }

    @Test("the caret follows the finger on screen: right goes backward through Hebrew and across a direction change")
    func rightToLeft() {
        // "abc אבג def" is drawn "abc גבא def"; trackpad steps of 10 pt, one cluster each.
        let mixed = document("abc אבג def")
        var configuration = TextInteractionConfiguration()
        configuration.trackpad = true
        configuration.trackpadStep = 10
        var i = TextInteraction(selection: 3..<3, configuration: configuration)
        _ = i.handle(.panDown(time: 0, x: 0), in: mixed)
        var offsets: [Int] = []
        for step in 1...5 {
            _ = i.handle(.panMove(time: Double(step) * 0.01, x: 20 + Double(step) * 10, velocity: nil), in: mixed)
            offsets.append(i.selection.lowerBound)
        }
        // The first move crosses the dead zone with three steps' travel: ␠, ג, ב.
        #expect(offsets.first == 5)
        #expect(offsets == [5, 4, 8, 9, 10])
        // Applied to a container, the same actions land on the same offsets.
        let container = TextContainer(kind: .singleLine, text: "abc אבג def")
        container.select(3..<3)
        var replay = TextInteraction(selection: 3..<3, configuration: configuration)
        _ = replay.handle(.panDown(time: 0, x: 0), in: mixed)
        for step in 1...5 {
            TextInteraction.apply(replay.handle(.panMove(time: Double(step) * 0.01, x: 20 + Double(step) * 10, velocity: nil), in: mixed),
                                  to: container)
        }
        #expect(container.selectedRange == 10..<10)
    }

    @Test("slow pans step every few moves; fast pans several steps per move; steps are grapheme clusters")
    func rate() {
        var i = TextInteraction()
        _ = i.handle(.panDown(time: 0, x: 0), in: doc)
        // 300 pt/s adds 30 a move: a step on the 4th move (30 · 4 = 120 ≥ 100), then the 7th.
        let slow = (1...7).map { i.handle(.panMove(time: Double($0) * 0.01, x: 20 + Double($0), velocity: 300), in: doc) }
        #expect(slow.map(\.count) == [0, 0, 0, 1, 0, 0, 1])
        #expect(i.selection == 2..<2)
        _ = i.handle(.panUp(time: 1), in: doc)
        // 2,500 pt/s adds 250: two steps, carrying 50 into the next move (300: three).
        var fast = TextInteraction()
        _ = fast.handle(.panDown(time: 0, x: 0), in: doc)
        #expect(fast.handle(.panMove(time: 0.01, x: 30, velocity: 2500), in: doc) == [.moveCaret(direction: .right, steps: 2)])
        #expect(fast.selection == 2..<2)
        #expect(fast.handle(.panMove(time: 0.02, x: 60, velocity: 2500), in: doc) == [.moveCaret(direction: .right, steps: 3)])
        #expect(fast.selection == 8..<8)   // over the emoji as one step
    }

    @Test("a reversal does not inherit momentum; zero velocity does nothing; steps past the ends are dropped")
    func reversalAndEnds() {
        var i = TextInteraction(selection: 6..<6)
        _ = i.handle(.panDown(time: 0, x: 100), in: doc)
        // acc 90 left
        #expect(i.handle(.panMove(time: 0.01, x: 130, velocity: 1900), in: doc) == [.moveCaret(direction: .right, steps: 1)])
        #expect(i.handle(.panMove(time: 0.02, x: 125, velocity: -150), in: doc).isEmpty)     // reset: 15, not 105
        #expect(i.handle(.panMove(time: 0.03, x: 125, velocity: 0), in: doc).isEmpty)
        #expect(i.handle(.panMove(time: 0.04, x: 110, velocity: -900), in: doc) == [.moveCaret(direction: .left, steps: 1)])
        #expect(i.selection == 6..<6)
        // At the end of the text: a step forward is dropped, only the possible ones are taken.
        var end = TextInteraction(selection: 7..<7)
        _ = end.handle(.panDown(time: 0, x: 0), in: doc)
        #expect(end.handle(.panMove(time: 0.01, x: 40, velocity: 5000), in: doc) == [.moveCaret(direction: .right, steps: 1)])
        #expect(end.handle(.panMove(time: 0.02, x: 80, velocity: 5000), in: doc).isEmpty)
        #expect(end.selection == 8..<8)
    }

    @Test("a selection collapses first to its end in the direction of the steps")
    func collapse() {
        var i = TextInteraction(selection: 1..<7)
        _ = i.handle(.panDown(time: 0, x: 100), in: doc)
        #expect(i.handle(.panMove(time: 0.01, x: 60, velocity: -1000), in: doc) == [.moveCaret(direction: .left, steps: 1)])
        #expect(i.selection == 0..<0)
        var all = TextInteraction(selection: 0..<8)
        _ = all.handle(.panDown(time: 0, x: 0), in: doc)
        #expect(all.handle(.panMove(time: 0.01, x: 40, velocity: 1000), in: doc) == [.moveCaret(direction: .right, steps: 0)])
        #expect(all.selection == 8..<8)
    }

    @Test("without a reported velocity, Δx/Δt between moves is used")
    func derivedVelocity() {
        var i = TextInteraction()
        _ = i.handle(.panDown(time: 0, x: 0), in: doc)
        // 25 pt in 0.01 s = 2,500 pt/s: two steps.
        #expect(i.handle(.panMove(time: 0.01, x: 25, velocity: nil), in: doc) == [.moveCaret(direction: .right, steps: 2)])
    }

    @Test("modern: resting on the space bar for the long-press delay turns the keyboard into a trackpad")
    func trackpadAfterLongPress() {
        var i = TextInteraction(configuration: TextInteractionConfiguration(profile: .modern))
        _ = i.handle(.panDown(time: 0, x: 100), in: doc)
        #expect(i.handle(.panMove(time: 0.4499, x: 101, velocity: 10), in: doc).isEmpty)         // not yet
        #expect(i.handle(.panMove(time: 0.45, x: 102, velocity: 10), in: doc).isEmpty)           // trackpad from here
        #expect(i.handle(.panMove(time: 0.6, x: 118, velocity: 10), in: doc) == [.moveCaret(direction: .right, steps: 2)])
        _ = i.handle(.panUp(time: 0.7), in: doc)
        #expect(!i.lastPanWasKeyTap)
        // A quick touch is still a key tap, and a quick swipe still pans by velocity.
        _ = i.handle(.panDown(time: 1, x: 100), in: doc)
        _ = i.handle(.panUp(time: 1.05), in: doc)
        #expect(i.lastPanWasKeyTap)
        var old = TextInteraction()
        _ = old.handle(.panDown(time: 0, x: 100), in: doc)
        #expect(old.handle(.panMove(time: 1, x: 118, velocity: 10), in: doc).isEmpty)          // no trackpad in the default profile
    }

    @Test("trackpad mode steps by position: one step per 8 pt of travel past the dead zone, either way")
    func trackpad() {
        var configuration = TextInteractionConfiguration()
        configuration.trackpad = true
        var i = TextInteraction(configuration: configuration)
        _ = i.handle(.panDown(time: 0, x: 100), in: doc)
        #expect(i.handle(.panMove(time: 0.1, x: 119, velocity: 1), in: doc).isEmpty)
        #expect(i.handle(.panMove(time: 0.2, x: 124, velocity: 1), in: doc) == [.moveCaret(direction: .right, steps: 3)])
        #expect(i.handle(.panMove(time: 0.3, x: 107, velocity: -1), in: doc) == [.moveCaret(direction: .left, steps: 2)])
        #expect(i.selection == 1..<1)
    }
}


