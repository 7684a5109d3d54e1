import BuiltInInputMethods
import InputMethodCore
@testable import KeyboardSession
import KeyboardModel
import LayoutFile
import Testing
import TextEditing
import TextInputTraits

/// A scriptable input method for transcripts: composes letters in brackets, offers candidates,
/// and can misbehave on request.
final class ScriptedMethod: InputMethod, @unchecked Sendable {
    var composing = ""
    var seenContexts: [InputContext] = []
    var storage: (any InputMethodStorage)?
    var failNext = false
    var badSelectionNext = false
    /// Offer candidates even with nothing composed (a method that forgets to clear them).
    var staleCandidates = false
    var resets = 0

    var returnCommitsOnly: Bool { true }
    func activate(storage: any InputMethodStorage) { self.storage = storage }
    func reset() { composing = ""; resets += 1 }

    func handle(_ event: InputEvent, context: InputContext) throws -> InputResult {
        seenContexts.append(context)
        // Try to learn everything typed; the host's storage decides whether it is kept.
        try storage?.setData(Array(context.textBefore.utf8) + [1], forKey: "last")
        if failNext { failNext = false; throw ScriptError.boom }
        switch event {
        case .key(let key):
            if key.output == "." {
                let committed = composing.uppercased() + "."
                composing = ""
                return InputResult(commit: committed, followOns: ["next", "then"])
            }
            composing += key.output
            if badSelectionNext { badSelectionNext = false; return InputResult(markedText: composing, markedSelection: 0..<99) }
            return InputResult(markedText: composing, candidatesChanged: true)
        case .backspace:
            guard !composing.isEmpty else { return .unhandled }
            composing.removeLast()
            return InputResult(markedText: composing, candidatesChanged: true)
        case .space:
            guard !composing.isEmpty else { return .unhandled }
            let committed = composing
            composing = ""
            return InputResult(commit: committed, isHandled: false)
        case .return:
            guard !composing.isEmpty else { return .unhandled }
            let committed = composing
            composing = ""
            return InputResult(commit: committed)
        case .selectCandidate(let index):
            let committed = "\(composing)#\(index)"
            composing = ""
            return InputResult(commit: committed, followOns: ["after"])
        case .selectFollowOn(let index):
            return InputResult(commit: index == 0 ? " next" : " then")
        case .stroke(let points):
            return InputResult(commit: "✍︎\(points.count)")
        case .forgetCandidate, .command, .endOfCharacter:
            return .unhandled
        }
    }

    func candidates(page: Int, pageSize: Int) throws -> CandidatePage {
        guard !composing.isEmpty || staleCandidates else { return .empty }
        let all = (0..<20).map { Candidate("\(composing)\($0)") }
        let slice = Array(all.dropFirst(page * pageSize).prefix(pageSize))
        return CandidatePage(candidates: slice, hasMore: (page + 1) * pageSize < all.count)
    }

    enum ScriptError: Error { case boom }
}

final class HostDelegate: InputHostDelegate {
    var errors: [KeyboardSessionError] = []
    var nextKeyboard = 0
    func inputHost(_ host: InputHost, didCatch error: KeyboardSessionError) { errors.append(error) }
    func inputHostDidRequestNextKeyboard(_ host: InputHost) { nextKeyboard += 1 }
}

@Suite("InputHost")
struct InputHostTests {
    /// A host on a test layout that names the scripted method ("zh-Hans-pinyin" names pinyin:
    /// the scripted method registers under that id).
    func host(_ method: ScriptedMethod, storage: MemoryStorage = MemoryStorage()) -> InputHost {
        let registry = InputMethodRegistry([InputMethodDescriptor(id: "pinyin", displayName: "Scripted", languages: ["zh"]) { method }])
        return InputHost(catalog: BuiltInInputMethods.catalog, registry: registry, layout: "zh-Hans", device: "iphone-classic",
                         storage: { _ in storage })
    }

    func directHost() -> InputHost {
        InputHost(catalog: BuiltInInputMethods.catalog, registry: InputMethodRegistry(), layout: "en-US", device: "iphone-classic")
    }

    @Test("the 12.9-inch iPad's caps-lock key locks caps and a second press unlocks them; its tab key types a tab")
    func capsLockKey() throws {
        let h = InputHost(catalog: BuiltInInputMethods.catalog, registry: InputMethodRegistry(), layout: "en-US", device: "ipad-pro-12.9")
        var traits = TextInputTraits()
        traits.autocapitalizationType = .none
        let field = TextContainer(kind: .multiLine, traits: traits)
        try h.focus(field)
        h.press("caps")
        #expect(h.shiftState == .capsLock && h.layer == .capsLock)
        for key in ["a", "b"] { h.press(Key.ID(rawValue: key)) }
        #expect(field.text == "AB" && h.shiftState == .capsLock)
        h.press("caps")
        #expect(h.shiftState == .off && h.layer == .letters)
        h.press("a")
        h.press("tab")
        #expect(field.text == "ABa\t")
    }

    @Test("transcript: marked text, candidates, commit, follow-ons")
    func transcript() throws {
        let method = ScriptedMethod()
        let h = host(method)
        let field = TextContainer(kind: .multiLine)
        try h.focus(field)
        h.press("n"); h.press("i")
        #expect(field.markedText == "ni")
        #expect(h.candidates.map(\.text) == (0..<9).map { "ni\($0)" })
        #expect(h.hasMoreCandidates)
        h.loadMoreCandidates()
        #expect(h.candidates.count == 18 && h.hasMoreCandidates)
        h.selectCandidate(3)
        #expect(field.text == "ni#3" && field.markedRange == nil)
        #expect(h.followOns == ["after"] && h.candidates.isEmpty)
        h.selectFollowOn(0)
        #expect(field.text == "ni#3 next")
        h.press("a")
        h.press("space")
        #expect(field.text == "ni#3 nexta ")   // committed, then the space's default
    }

    @Test("return: committing a composition does not act; with nothing composing it acts")
    func returnKey() throws {
        let method = ScriptedMethod()
        let h = host(method)
        let field = TextContainer(kind: .multiLine)
        try h.focus(field)
        #expect(!h.returnKeyCommitsComposition)
        h.press("o"); h.press("k")
        #expect(h.returnKeyCommitsComposition)
        h.press("return")
        #expect(field.text == "ok")
        #expect(!h.returnKeyCommitsComposition)
        h.press("return")
        #expect(field.text == "ok\n")
    }

    @Test("unhandled events get the container's default: backspace with nothing composing deletes")
    func defaults() throws {
        let h = host(ScriptedMethod())
        let field = TextContainer(kind: .multiLine, text: "ab")
        try h.focus(field)
        h.press("backspace")
        #expect(field.text == "a")
    }

    @Test("focus moving commits the composition and resets the method")
    func focusChange() throws {
        let method = ScriptedMethod()
        let h = host(method)
        let first = TextContainer(kind: .multiLine)
        try h.focus(first)
        h.press("x")
        try h.focus(TextContainer(kind: .singleLine))
        #expect(first.text == "x" && first.markedRange == nil)
        #expect(method.composing.isEmpty)
    }

    @Test("secure entry: the method sees nothing and learns nothing; the keys type plain text")
    func secureIsolation() throws {
        let method = ScriptedMethod()
        let storage = MemoryStorage()
        let h = host(method, storage: storage)
        var traits = TextInputTraits()
        traits.isSecureTextEntry = true
        let password = TextContainer(kind: .singleLine, text: "hunter2", traits: traits)
        password.select(7..<7)
        try h.focus(password)
        #expect(h.inputMethodID == nil)
        #expect(h.keyboard?.layoutID == "en-US")   // zh-Hans's Latin companion, as iOS shows
        h.press("a")
        // Plain text, no composition (the first keystroke replaces a secure field's text, as on iOS).
        #expect(password.text == "a" && password.markedRange == nil)
        #expect(method.seenContexts.isEmpty)
        #expect(storage.entries.isEmpty)
        // In an ordinary field the same method may learn.
        let field = TextContainer(kind: .multiLine, text: "hello ")
        try h.focus(field)
        h.press("a")
        #expect(method.seenContexts.last?.textBefore == "hello ")
        #expect(storage.entries["last"] != nil)
    }

    @Test("a method that throws: the composition stays as typed, the keystroke is kept, the method resets, the delegate hears")
    func throwingMethod() throws {
        let method = ScriptedMethod()
        let h = host(method)
        let delegate = HostDelegate()
        h.delegate = delegate
        let field = TextContainer(kind: .multiLine)
        try h.focus(field)
        h.press("a"); h.press("b")
        method.failNext = true
        h.press("c")
        #expect(field.text == "abc" && field.markedRange == nil)
        #expect(delegate.errors == [.methodFailed("pinyin", "boom")])
        #expect(method.resets >= 1)
    }

    @Test("a method that answers nonsense cannot corrupt the container")
    func invalidResult() throws {
        let method = ScriptedMethod()
        let h = host(method)
        let delegate = HostDelegate()
        h.delegate = delegate
        let field = TextContainer(kind: .multiLine, text: "keep ")
        try h.focus(field)
        h.press("a")
        method.badSelectionNext = true
        h.press("b")
        #expect(field.text == "keep ab" && field.markedRange == nil)
        #expect(delegate.errors.count == 1)
        if case .invalidResult(let id,
                               _) = delegate.errors.first {
            #expect(id == "pinyin")
        } else { Issue.record("expected an invalid-result error") }
        // A candidate index that does not exist is ignored, not forwarded.
        h.selectCandidate(42)
        #expect(field.text == "keep ab")
    }

    @Test("direct input: autocapitalization turns shift on and off, double space types a period")
    func directInput() throws {
        let h = directHost()
        let field = TextContainer(kind: .multiLine)
        try h.focus(field)
        #expect(h.shiftState == .shifted && h.layer == .shifted)   // start of text
        for key in ["h", "i"] { h.press(Key.ID(rawValue: key)) }
        #expect(field.text == "Hi")
        #expect(h.shiftState == .off)
        h.press("space"); h.press("space")
        #expect(field.text == "Hi. ")
        #expect(h.shiftState == .shifted)   // a sentence starts
        h.press("y")
        #expect(field.text == "Hi. Y")
        h.press("shift")
        #expect(h.shiftState == .shifted)
        h.press("o")
        #expect(field.text == "Hi. YO" && h.shiftState == .off)
        h.lockCaps()
        h.press("u"); h.press("p")
        #expect(field.text == "Hi. YOUP" && h.shiftState == .capsLock)
    }

    @Test("layers, the return key's state, the globe key, hit-testing by point")
    func keyboardState() throws {
        let h = directHost()
        let delegate = HostDelegate()
        h.delegate = delegate
        var traits = TextInputTraits()
        traits.enablesReturnKeyAutomatically = true
        traits.returnKeyType = .search
        traits.autocapitalizationType = .none
        let field = TextContainer(kind: .singleLine, traits: traits)
        try h.focus(field)
        #expect(h.returnKey?.label == "search" && h.returnKey?.isEnabled == false)
        h.press(at: Point(x: 16, y: 27))   // q on the classic iPhone
        #expect(field.text == "q")
        #expect(h.returnKey?.isEnabled == true)
        h.press("mode")
        #expect(h.layer == .numbers)
        h.press("1")
        #expect(field.text == "q1")
        h.press("to-symbols")
        #expect(h.layer == .symbols)
        h.press("mode")
        #expect(h.layer == .letters)
        h.press("globe")
        #expect(delegate.nextKeyboard == 1)
    }

    @Test("the candidate bar is the composition's: empty once nothing is marked, whatever the method still offers")
    func candidatesFollowComposition() throws {
        let method = ScriptedMethod()
        method.staleCandidates = true
        let h = host(method)
        let field = TextContainer(kind: .multiLine)
        try h.focus(field)
        h.press("n")
        #expect(h.candidates.count == 9)
        h.press("backspace")
        #expect(field.markedRange == nil)
        #expect(h.candidates.isEmpty && !h.hasMoreCandidates)
        h.loadMoreCandidates()
        #expect(h.candidates.isEmpty)
        h.selectCandidate(0)   // a stale bar's first candidate: nothing to pick
        #expect(field.text.isEmpty)
    }

    @Test("the method's context is the text around its composition, not the marked text itself")
    func contextAroundComposition() throws {
        let method = ScriptedMethod()
        let h = host(method)
        let field = TextContainer(kind: .multiLine, text: "hello world")
        field.select(6..<6)
        try h.focus(field)
        h.press("a"); h.press("b")
        #expect(field.markedText == "ab")
        #expect(method.seenContexts.last?.textBefore == "hello ")
        #expect(method.seenContexts.last?.textAfter == "world")
    }

    @Test("changing the layout while composing commits the composition as shown, by every route", arguments: ["set", "set+focus", "globe"])
    func layoutChangeKeepsComposition(route: String) throws {
        let method = ScriptedMethod()
        let h = host(method)
        h.enabledLayouts = ["zh-Hans", "en-US"]
        let field = TextContainer(kind: .multiLine, text: "x ",
                                  traits: { var t = TextInputTraits(); t.autocapitalizationType = .none; return t }())
        try h.focus(field)
        h.press("n"); h.press("i")
        #expect(field.markedText == "ni")
        switch route {
        case "set": h.layout = "en-US"
        case "set+focus": h.layout = "en-US"; try h.focus(field)
        default: h.press("globe")
        }
        #expect(h.layout == "en-US" && h.inputMethodID == nil)
        #expect(field.text == "x ni" && field.markedRange == nil)
        #expect(method.composing.isEmpty && h.candidates.isEmpty)
        h.press("a")
        #expect(field.text == "x nia")
        // And back: the globe key cycles the list.
        h.press("globe")
        #expect(h.layout == "zh-Hans" && h.inputMethodID == "pinyin")
    }

    @Test("a layout that cannot be shown: no keyboard, the text kept, the delegate told")
    func unresolvableLayout() throws {
        let method = ScriptedMethod()
        let h = host(method)
        let delegate = HostDelegate()
        h.delegate = delegate
        let field = TextContainer(kind: .multiLine)
        try h.focus(field)
        h.press("o"); h.press("k")
        h.layout = "no-such-layout"
        #expect(field.text == "ok" && field.markedRange == nil)
        #expect(h.keyboard == nil)
        if case .unresolvableLayout(let id,
                                    _) = delegate.errors.first {
            #expect(id == "no-such-layout")
        } else { Issue.record("expected an unresolvable-layout error") }
        h.press("a")   // no keyboard: nothing happens
        #expect(field.text == "ok")
        h.layout = "en-US"
        h.press("a")
        #expect(field.text == "oka")
    }

    @Test("strokes reach the method")
    func strokes() throws {
        let method = ScriptedMethod()
        let h = host(method)
        let field = TextContainer(kind: .multiLine)
        try h.focus(field)
        h.dispatch(.stroke([StrokePoint(x: 0, y: 0, time: 0), StrokePoint(x: 1, y: 1, time: 0.01)]))
        #expect(field.text == "✍︎2")
    }

    @Test("a method that cannot start is reported to the delegate and kept as the host's last error")
    func methodUnavailable() throws {
        struct NoModel: Error, CustomStringConvertible { var description: String { "no model at /nowhere" } }
        let registry = InputMethodRegistry([InputMethodDescriptor(id: "pinyin", displayName: "Broken",
                                                                  languages: ["zh"]) { throw NoModel() }])
        let h = InputHost(catalog: BuiltInInputMethods.catalog, registry: registry, layout: "zh-Hans", device: "iphone-classic")
        let delegate = HostDelegate()
        h.delegate = delegate
        try h.focus(TextContainer(kind: .multiLine))
        #expect(delegate.errors == [.methodUnavailable("pinyin", "no model at /nowhere")])
        #expect(h.lastError == .methodUnavailable("pinyin", "no model at /nowhere"))
        #expect(h.lastError?.description == "input method 'pinyin' cannot start: no model at /nowhere")
        #expect(h.inputMethodID == nil)
    }

    @Test("leaving the numbers layer by its key re-arms shift where the text calls for it")
    func shiftAfterNumbers() throws {
        let h = directHost()
        let field = TextContainer(kind: .multiLine)
        try h.focus(field)
        for key in ["h", "i"] { h.press(Key.ID(rawValue: key)) }
        h.press("mode")
        h.press("wide-period")
        #expect(h.layer == .numbers)
        h.press("space")   // back to the letters by itself (iOS), shift on after ". "
        #expect(field.text == "Hi. ")
        #expect(h.layer == .shifted && h.shiftState == .shifted)
        h.press("mode")
        h.press("mode")    // numbers and back by the key: shift is armed again
        #expect(h.layer == .shifted && h.shiftState == .shifted)
        h.press("w")
        #expect(field.text == "Hi. W")
    }

    @Test("a space or an apostrophe on the numbers or symbols layer returns to the letters; a second space does not")
    func numbersReturnToLetters() throws {
        let h = directHost()
        var traits = TextInputTraits()
        traits.autocapitalizationType = .none
        traits.autocorrectionType = .no
        let field = TextContainer(kind: .multiLine, traits: traits)
        try h.focus(field)
        h.doubleSpaceInsertsPeriod = false
        h.press("mode"); h.press("1")
        #expect(h.layer == .numbers)
        h.press("space")
        #expect(h.layer == .letters)
        // A space after a space stays on the numbers (a column of figures).
        h.press("mode"); h.press("space")
        #expect(h.layer == .numbers)
        h.press("2")
        #expect(h.layer == .numbers)
        // The apostrophe returns at once, so a contraction goes on in letters.
        h.press("wide-apostrophe")
        #expect(h.layer == .letters)
        // From the symbols layer too.
        h.press("mode"); h.press("to-symbols")
        #expect(h.layer == .symbols)
        h.press("space")
        #expect(h.layer == .letters)
        // Other characters stay.
        h.press("mode"); h.press("wide-comma")
        #expect(h.layer == .numbers)
        #expect(field.text == "1  2’ ,")  // smart punctuation curls the apostrophe
    }

    @Test("the return key inside the keyboard's keys has the state the return key has")
    func returnKeyInKeys() throws {
        let h = directHost()
        var traits = TextInputTraits()
        traits.enablesReturnKeyAutomatically = true
        traits.returnKeyType = .search
        let field = TextContainer(kind: .singleLine, traits: traits)
        try h.focus(field)
        func keyState() -> Bool? { h.keyboard?.keys.first { $0.action == .return }?.isEnabled }
        #expect(h.returnKey?.isEnabled == false && keyState() == false && h.keyboard?.returnKey?.isEnabled == false)
        h.press("a")
        #expect(h.returnKey?.isEnabled == true && keyState() == true && h.keyboard?.returnKey?.isEnabled == true)
        h.press("mode")   // another layer, resolved with text in the field
        #expect(keyState() == true)
        h.press("backspace")
        #expect(h.returnKey?.isEnabled == false && keyState() == false)
        h.press("mode")   // the letters layer, resolved while there was text
        #expect(keyState() == false && h.keyboard?.returnKey?.isEnabled == false)
    }
}
