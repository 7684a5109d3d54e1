import Testing
import InputMethodCore
import KeyboardModel
import TextInputTraits
import Typing

/// A method that answers from a script: each event's answer, in order; a thrown error where the
/// script says so. It records the contexts it was shown.
private final class ScriptedMethod: InputMethod {
    struct Failure: Error, CustomStringConvertible { var description: String { "scripted failure" } }
    var answers: [Result<InputResult, Failure>]
    var pages: [Result<CandidatePage, Failure>] = []
    var contexts: [InputContext] = []
    var resets = 0

    init(_ answers: [Result<InputResult, Failure>]) { self.answers = answers }

    func handle(_ event: InputEvent, context: InputContext) throws -> InputResult {
        contexts.append(context)
        return try answers.removeFirst().get()
    }

    func candidates(page: Int, pageSize: Int) throws -> CandidatePage { try pages.removeFirst().get() }
    func reset() { resets += 1 }
}

@Suite("InputMethodTyping: a method's answers as edits")
struct InputMethodTypingTests {
    let key = TypingEvent.input(.key(KeyInput(output: "a")))

    @Test("a composition is marked text; a commit replaces it and the next composition follows")
    func composes() {
        let method = ScriptedMethod([.success(InputResult(markedText: "하")),
                                     .success(InputResult(commit: "한", markedText: "ㄱ", markedSelection: 0..<1))])
        let typing = InputMethodTyping(method, id: "scripted")
        #expect(typing.handle(key, in: TypingContext(textBefore: "x")).edits == [.mark("하", selection: nil)])
        let second = typing.handle(key, in: TypingContext(textBefore: "x", markedText: "하"))
        #expect(second.edits == [.insert("한"), .mark("ㄱ", selection: 0..<1)])
    }

    @Test("the method sees the text before the composition, none in a field that forbids learning")
    func context() {
        let method = ScriptedMethod([.success(InputResult(markedText: "ab")), .success(.unhandled)])
        let typing = InputMethodTyping(method, id: "scripted")
        let long = String(repeating: "é", count: 100)
        _ = typing.handle(key, in: TypingContext(textBefore: long + "xy", textAfter: "z" + long, markedText: "a"))
        #expect(method.contexts[0].textBefore == String(repeating: "é", count: 62) + "xy")
        #expect(method.contexts[0].textAfter == "z" + String(repeating: "é", count: 63))
        var traits = TextInputTraits()
        traits.allowsPersonalizedLearning = false
        _ = typing.handle(key, in: TypingContext(textBefore: "secret", traits: traits))
        #expect(method.contexts[1].textBefore.isEmpty && method.contexts[1].textAfter.isEmpty)
    }

    @Test("a rewrite of the text before is a retype; an unhandled key gets its default after the commit")
    func retypeAndDefault() {
        let method = ScriptedMethod([.success(InputResult(commit: "á", replacing: "a")),
                                     .success(InputResult(commit: "한 ", isHandled: false))])
        let typing = InputMethodTyping(method, id: "scripted")
        let retyped = typing.handle(key, in: TypingContext(textBefore: "la")).edits
        #expect(retyped == [.retype(before: "a", with: "á"), .mark("", selection: nil)])
        // The default of the space reads the text the commit left: after "한 ", a space is the "." shortcut.
        let space = typing.handle(.input(.space), in: TypingContext(textBefore: "word", markedText: "하"))
        #expect(space.edits == [.insert("한 "), .mark("", selection: nil), .replace(before: " ", with: ". ")])
    }

    @Test("a method that throws or answers nonsense: the composition is kept, the key typed, the problem told once")
    func faults() {
        let method = ScriptedMethod([.failure(ScriptedMethod.Failure()),
                                     .success(InputResult(markedText: "ab", markedSelection: 1..<5))])
        let typing = InputMethodTyping(method, id: "scripted")
        let thrown = typing.handle(.input(.space), in: TypingContext(textBefore: "x", markedText: "ka"))
        #expect(thrown.edits == [.keepComposition, .insert(" ")])
        #expect(thrown.candidates == .empty)
        #expect(typing.takeProblems() == [.methodFailed("scripted", reason: "scripted failure")])
        #expect(typing.takeProblems().isEmpty)
        #expect(method.resets == 1)
        let invalid = typing.handle(.input(.backspace), in: TypingContext(textBefore: "x"))
        #expect(invalid.edits == [.keepComposition, .deleteBackward])
        #expect(typing.takeProblems() == [.invalidResult("scripted", reason: "marked selection 1..<5 outside marked text of length 2")])
    }

    @Test("candidates: the first page when they change, more on asking, none without a composition")
    func candidates() {
        let method = ScriptedMethod([.success(InputResult(markedText: "ni", candidatesChanged: true)),
                                     .success(InputResult(commit: "你", followOns: ["好"]))])
        method.pages = [.success(CandidatePage(candidates: [Candidate("你"), Candidate("呢")], hasMore: true)),
                        .success(CandidatePage(candidates: [Candidate("泥")], hasMore: false))]
        let typing = InputMethodTyping(method, id: "scripted", pageSize: 2)
        let first = typing.handle(key, in: TypingContext())
        #expect(first.candidates == CandidatePage(candidates: [Candidate("你"), Candidate("呢")], hasMore: true))
        #expect(first.followOns == nil)
        #expect(typing.handle(.moreCandidates, in: TypingContext()).candidates == nil, "nothing composed: no more pages")
        let more = typing.handle(.moreCandidates, in: TypingContext(markedText: "ni"))
        #expect(more.candidates?.candidates.map(\.text) == ["你", "呢", "泥"] && more.candidates?.hasMore == false)
        let commit = typing.handle(.input(.selectCandidate(0)), in: TypingContext(markedText: "ni"))
        #expect(commit.candidates == .empty && commit.followOns == ["好"])
    }

    @Test("a page that cannot be read ends the composition as shown")
    func failingPage() {
        let method = ScriptedMethod([.success(InputResult(markedText: "ni", candidatesChanged: true))])
        method.pages = [.failure(ScriptedMethod.Failure())]
        let typing = InputMethodTyping(method, id: "scripted")
        let result = typing.handle(key, in: TypingContext())
        #expect(result.edits == [.mark("ni", selection: nil), .keepComposition] && result.candidates == .empty)
        #expect(typing.takeProblems() == [.methodFailed("scripted", reason: "scripted failure")])
    }

    @Test("the layer a method asks for is passed on")
    func layer() {
        var answer = InputResult()
        answer.layer = "shift"
        let typing = InputMethodTyping(ScriptedMethod([.success(answer)]), id: "scripted")
        #expect(typing.handle(key, in: TypingContext()).layer == "shift")
    }
}
