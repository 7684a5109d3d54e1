import BuiltInInputMethods
import InputMethodCore
import KeyboardSession
import KeyboardModel
import LayoutFile
@testable import PinyinInputMethod
import TextEditing
import Testing
import _TestSupport

@Suite("Pinyin through the session")
struct PinyinHostTests {
    func host(storage: MemoryStorage = MemoryStorage()) throws -> (KeyboardSession, TextContainer) {
        let registry = InputMethodRegistry([InputMethodDescriptor(id: "pinyin", displayName: "拼音", languages: ["zh-Hans"]) {
            PinyinInputMethod(engine: try #require(PinyinEngineTests.engine))
        }])
        let host = KeyboardSession(catalog: BuiltInInputMethods.catalog, registry: registry, keyboards: ["zh-Hans"],
                                   device: "iphone-classic", screen: Size(width: 320, height: 480), storage: { _ in storage })
        let container = TextContainer(kind: .multiLine)
        try host.focus(container, textLayout: MonospaceLayout(columns: 40))
        return (host, container)
    }

    static let letters = Array("abcdefghijklmnopqrstuvwxyz")

    @Test("adjacent-key slips are read by the layout's geometry, below exact readings")
    func slips() throws {
        let (host, container) = try host()
        // s is next to a on this keyboard: nihso is nihao with a slip; 你好 is offered first.
        for c in "nihso" { host.press(Key.ID(rawValue: String(c))) }
        #expect(host.state.candidates.first?.text == "你好")
        host.press("space")
        #expect(container.text == "你好")
        // A correctly spelt syllable keeps its own reading first (hao, not a slip of another).
        for c in "hao" { host.press(Key.ID(rawValue: String(c))) }
        #expect(host.state.candidates.first?.text == "好")
    }

    @Test("whatever letters are typed, return gives them back exactly (25 random strings; 100 in long tests)", .timeLimit(.minutes(2)))
    func returnKeepsLetters() throws {
        var random = SeededGenerator.fromEnvironment(fallback: 7)
        let (host, container) = try host()
        var expected = ""
        for _ in 0..<LongTests.count(quick: 25, long: 100) {
            let length = Int.random(in: 1...16, using: &random)
            var typed = ""
            for _ in 0..<length {
                let c = Self.letters.randomElement(using: &random)!
                typed.append(c)
                host.press(Key.ID(rawValue: String(c)))
            }
            #expect(container.markedText != nil)
            host.press("return")
            expected += typed
            #expect(container.text == expected, "after typing \(typed)")
            #expect(container.markedText == nil)
        }
    }

    @Test("random sessions: no crash, the composition shows at the caret, learned data stays readable (4 × 120 events; 16 × 120 long)",
          .timeLimit(.minutes(2)))
    func randomSessions() throws {
        let base = SeededGenerator.fromEnvironment(fallback: 0).seed
        for offset in 0..<UInt64(LongTests.count(quick: 4, long: 16)) {
            var random = SeededGenerator(seed: base &+ offset)
            let storage = MemoryStorage()
            let (host, container) = try host(storage: storage)
            for _ in 0..<120 {
                switch Int.random(in: 0..<20, using: &random) {
                case 0..<11: host.press(Key.ID(rawValue: String(Self.letters.randomElement(using: &random)!)))
                case 11: host.press("'")
                case 12, 13: host.press("backspace")
                case 14: host.press("space")
                case 15: host.press("return")
                case 16:
                    let count = host.state.candidates.count
                    if count > 0 { host.selectCandidate(Int.random(in: 0..<count, using: &random)) }
                case 17:
                    let count = host.state.followOns.count
                    if count > 0 { host.selectFollowOn(Int.random(in: 0..<count, using: &random)) }
                case 18:
                    let count = host.state.candidates.count
                    if count > 0 { host.forgetCandidate(Int.random(in: 0..<count, using: &random)) }
                default: host.loadMoreCandidates()
                }
                // Text is only ever added at the end here, so the composition is the document's tail.
                if let marked = container.markedText {
                    #expect(!marked.isEmpty)
                    #expect(container.text.hasSuffix(marked))
                }
            }
            // Whatever was learned can be read back.
            if let bytes = storage.data(forKey: PinyinInputMethod.storageKey) {
                #expect(throws: Never.self) { try PinyinUserDictionary(decoding: bytes) }
            }
        }
    }
}

@Suite("Pinyin input method")
struct PinyinInputMethodTests {
    func method() throws -> PinyinInputMethod {
        PinyinInputMethod(engine: try #require(PinyinEngineTests.engine))
    }

    func key(_ method: PinyinInputMethod, _ text: String) throws -> InputResult {
        try method.handle(.key(KeyInput(output: text)), context: InputContext())
    }

    @Test("transcript: compose, choose a word, continue, commit")
    func transcript() throws {
        let m = try method()
        var last = InputResult.unhandled
        for c in "beijingtiananmen" { last = try key(m, String(c)) }
        #expect(last.markedText == "bei jing tian an men")
        let page = try m.candidates(page: 0, pageSize: 20)
        let beijing = try #require(page.candidates.firstIndex { $0.text == "北京" })
        #expect(m.compositionCommit == "beijingtiananmen")   // what an ended composition commits: the letters
        let afterChoice = try m.handle(.selectCandidate(beijing), context: InputContext())
        #expect(afterChoice.markedText == "北京tian an men")
        #expect(afterChoice.commit == nil)
        #expect(m.compositionCommit == "北京tiananmen")      // the chosen phrase, then the letters
        let done = try m.handle(.space, context: InputContext())
        #expect(done.commit == "北京天安门")
        #expect(m.compositionCommit == nil)
        #expect(!done.followOns.isEmpty)
    }

    @Test("return commits the letters; backspace edits them; other keys commit the conversion first")
    func keys() throws {
        let m = try method()
        _ = try key(m, "n"); _ = try key(m, "i")
        let back = try m.handle(.backspace, context: InputContext())
        #expect(back.markedText == "n")
        let returned = try m.handle(.return, context: InputContext())
        #expect(returned.commit == "n" && returned.isHandled)
        _ = try key(m, "h"); _ = try key(m, "a"); _ = try key(m, "o")
        let comma = try key(m, "，")
        #expect(comma.commit == "好" && !comma.isHandled)
        #expect(try key(m, "1") == .unhandled)   // not composing: digits are digits
    }

    @Test("a composition past the maximum commits its leading words and goes on; nothing typed is lost")
    func maximumComposition() throws {
        let m = try method()
        var committed = "", marked = ""
        let typed = String(repeating: "nihaoshijie", count: 40)   // 440 letters
        for c in typed {
            let result = try key(m, String(c))
            committed += result.commit ?? ""
            marked = result.markedText ?? marked
            #expect(marked.filter(\.isLetter).count <= PinyinEngine.maximumComposition)
        }
        let done = try m.handle(.space, context: InputContext())
        committed += done.commit ?? ""
        // Every syllable became one character; what was committed early reads as typed.
        #expect(committed.count == 160)
        #expect(committed.hasPrefix(String(repeating: "你好世界", count: 30)), "\(committed)")
    }

    @Test("no composition, no candidates: backspacing to nothing empties the list and a stale pick does nothing")
    func candidatesEndWithComposition() throws {
        let m = try method()
        _ = try key(m, "w"); _ = try key(m, "o")
        #expect(try !m.candidates(page: 0, pageSize: 9).candidates.isEmpty)
        _ = try m.handle(.backspace, context: InputContext())
        let emptied = try m.handle(.backspace, context: InputContext())
        #expect(emptied.markedText?.isEmpty ?? true)
        #expect(emptied.candidatesChanged)
        #expect(try m.candidates(page: 0, pageSize: 9).candidates.isEmpty)
        #expect(try m.handle(.selectCandidate(0), context: InputContext()) == .unhandled)
        #expect(try m.handle(.forgetCandidate(0), context: InputContext()) == .unhandled)
    }

    @Test("follow-ons after a follow-on continue the text committed so far (中, 国 → 人 as after 中国)")
    func followOnChain() throws {
        let m = try method()
        let e = try #require(PinyinEngineTests.engine)
        for c in "zhong" { _ = try key(m, String(c)) }
        let zhong = try #require(try m.candidates(page: 0, pageSize: 9).candidates.firstIndex { $0.text == "中" })
        let chosen = try m.handle(.selectCandidate(zhong), context: InputContext(textBefore: "我爱"))
        #expect(chosen.commit == "中")
        let guo = try #require(chosen.followOns.firstIndex(of: "国"))
        let next = try m.handle(.selectFollowOn(guo), context: InputContext(textBefore: "我爱中"))
        #expect(next.commit == "国")
        #expect(next.followOns == e.predictions(after: "我爱中国", limit: 8))
        #expect(next.followOns.contains("人"))
        // Where the host withholds the text before the caret, the method's own commits stand in.
        let n = try method()
        for c in "zhong" { _ = try key(n, String(c)) }
        let withheld = InputContext(isLearningAllowed: false)
        let first = try n.handle(.selectCandidate(zhong), context: withheld)
        let second = try n.handle(.selectFollowOn(try #require(first.followOns.firstIndex(of: "国"))), context: withheld)
        #expect(second.followOns.contains("人"))
    }
}

@Suite("Pinyin input method: learning")
struct PinyinLearningTests {
    func type(_ m: PinyinInputMethod, _ letters: String, _ context: InputContext = InputContext()) throws {
        for c in letters { _ = try m.handle(.key(KeyInput(output: String(c))), context: context) }
    }

    func texts(_ m: PinyinInputMethod) throws -> [String] { try m.candidates(page: 0, pageSize: 50).candidates.map(\.text) }

    /// Types `letters` and picks `word`, returning its position before the choice.
    func choose(_ m: PinyinInputMethod, _ letters: String, _ word: String, _ context: InputContext = InputContext()) throws -> Int {
        try type(m, letters, context)
        let index = try #require(try texts(m).firstIndex(of: word))
        let result = try m.handle(.selectCandidate(index), context: context)
        #expect(result.commit == word)
        return index
    }

    @Test("a chosen word ranks first next time, and is stored")
    func learnsWord() throws {
        let storage = MemoryStorage()
        let m = PinyinInputMethod(engine: try #require(PinyinEngineTests.engine))
        m.activate(storage: storage)
        let before = try choose(m, "xian", "西安")
        #expect(before > 0)
        try type(m, "xian")
        #expect(try texts(m).first == "西安")
        #expect(storage.data(forKey: PinyinInputMethod.storageKey) != nil)

        // A new method over the same storage remembers.
        let again = PinyinInputMethod(engine: try #require(PinyinEngineTests.engine))
        again.activate(storage: storage)
        try type(again, "xian")
        #expect(try texts(again).first == "西安")
    }

    @Test("several choices in one composition become a phrase")
    func learnsPhrase() throws {
        let m = PinyinInputMethod(engine: try #require(PinyinEngineTests.engine))
        m.activate(storage: MemoryStorage())
        try type(m, "shiyanshi")
        let list = try texts(m)
        // Pick the last-ranked one-syllable word, then the best for the rest, to make an unusual phrase.
        let first = try #require(list.lastIndex { $0.count == 1 })
        let word = list[first]
        _ = try m.handle(.selectCandidate(first), context: InputContext())
        let rest = try texts(m)[0]
        let committed = try m.handle(.selectCandidate(0), context: InputContext())
        #expect(committed.commit == word + rest)
        #expect(m.userDictionary.entries.values.contains { $0.text == word + rest && $0.syllables.count == 3 })
        try type(m, "shiyanshi")
        #expect(try texts(m).first == word + rest)
    }

    @Test("forgetting a learned word restores the system ranking")
    func forgets() throws {
        let m = PinyinInputMethod(engine: try #require(PinyinEngineTests.engine))
        let storage = MemoryStorage()
        m.activate(storage: storage)
        try type(m, "xian")
        let system = try texts(m)
        _ = try m.handle(.return, context: InputContext())
        _ = try choose(m, "xian", "西安")
        try type(m, "xian")
        let forgotten = try m.handle(.forgetCandidate(0), context: InputContext())
        #expect(forgotten.markedText == "xian")
        #expect(try texts(m) == system)
        #expect(m.userDictionary.isEmpty)
        #expect(try m.handle(.forgetCandidate(0), context: InputContext()) == .unhandled)  // nothing learned
        #expect(try PinyinUserDictionary(decoding: try #require(storage.data(forKey: PinyinInputMethod.storageKey))).isEmpty)
    }

    @Test("nothing is learned where learning is not allowed")
    func secureFields() throws {
        let storage = MemoryStorage()
        let m = PinyinInputMethod(engine: try #require(PinyinEngineTests.engine))
        m.activate(storage: storage)
        try type(m, "xian")
        let system = try texts(m)
        _ = try m.handle(.return, context: InputContext())
        let secure = InputContext(isLearningAllowed: false)
        _ = try choose(m, "xian", "西安", secure)
        #expect(m.userDictionary.isEmpty)
        #expect(storage.entries.isEmpty)
        try type(m, "xian")
        #expect(try texts(m) == system)
    }

    @Test("corrupt user data is set aside; the method works from the system data and learns again")
    func corruptData() throws {
        let storage = MemoryStorage()
        let garbage = Array("softkbd-pinyin-user 1\n3\t西安\txi an\t1\nend 1 0badbad\n".utf8)
        try storage.setData(garbage, forKey: PinyinInputMethod.storageKey)
        let m = PinyinInputMethod(engine: try #require(PinyinEngineTests.engine))
        m.activate(storage: storage)
        #expect(m.userDataProblem?.line == 3)
        #expect(storage.data(forKey: PinyinInputMethod.corruptStorageKey) == garbage)
        #expect(storage.data(forKey: PinyinInputMethod.storageKey) == nil)
        try type(m, "nihao")
        #expect(try texts(m).first == "你好")
        _ = try m.handle(.return, context: InputContext())
        _ = try choose(m, "xian", "西安", InputContext())
        #expect(try PinyinUserDictionary(decoding: try #require(storage.data(forKey: PinyinInputMethod.storageKey))).count == 1)
    }
}
