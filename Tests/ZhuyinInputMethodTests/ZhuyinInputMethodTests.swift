import InputMethodCore
import Testing
import ZhuyinInputMethod
import _TestSupport

/// Transcripts of the method: events in, composition, candidates and commits out.
@Suite("Zhuyin input method")
struct ZhuyinInputMethodTests {
    final class Transcript {
        let method: ZhuyinInputMethod
        let storage: MemoryStorage
        var context = InputContext(locale: "zh-Hant-TW")
        var committed = ""
        var marked = ""
        var selection: Range<Int>?
        var followOns: [String] = []
        /// Whether the last event was left to the host (after any commit).
        var passedOn = false

        init(method: ZhuyinInputMethod? = nil, storage: MemoryStorage = MemoryStorage()) throws {
            self.method = try method ?? ZhuyinInputMethod(engine: ZhuyinEngineTests.engine())
            self.storage = storage
            self.method.activate(storage: storage)
        }

        @discardableResult
        func send(_ event: InputEvent) throws -> InputResult {
            context.textBefore = committed
            let result = try method.handle(event, context: context)
            passedOn = !result.isHandled
            if let commit = result.commit { committed += commit }
            if result.isHandled || result.commit != nil {
                marked = result.markedText ?? ""
                selection = result.markedSelection
            }
            if result.commit != nil { followOns = result.followOns }
            return result
        }

        /// Keys of the zhuyin keyboard, a symbol each.
        func type(_ symbols: String) throws {
            for symbol in symbols { try send(.key(KeyInput(output: String(symbol)))) }
        }

        /// Keys of a hardware keyboard, by what each types on a US keyboard.
        func typeHardware(_ keys: String) throws {
            for key in keys { try send(.key(KeyInput(output: String(key), isHardware: true))) }
        }

        var candidates: [String] { ((try? method.candidates(page: 0, pageSize: 200))?.candidates ?? []).map(\.text) }
    }

    @Test("tones end syllables; the sentence converts as it grows; space commits")
    func composition() throws {
        let t = try Transcript()
        try t.type("ㄋㄧˇ")
        #expect(t.marked == "你")
        try t.type("ㄏㄠ")
        #expect(t.marked == "你ㄏㄠ", "the syllable being typed shows as bopomofo")
        try t.type("ˇ")
        #expect(t.marked == "你好" && t.committed.isEmpty)
        #expect(t.candidates.first == "你好")
        try t.send(.space)
        #expect(t.committed == "你好" && t.marked.isEmpty)
        #expect(!t.followOns.isEmpty)
        #expect(try t.send(.space) == .unhandled, "nothing composed: space is the host's")
    }

    @Test("a first tone is ended by the next syllable or by space")
    func firstTone() throws {
        let t = try Transcript()
        try t.type("ㄊㄞˊㄨㄢㄉㄜ˙ㄊㄧㄢㄑㄧˋ")
        #expect(t.marked == "台灣的天氣")
        try t.send(.return)
        #expect(t.committed == "台灣的天氣")
        try t.type("ㄊㄞˊㄨㄢ")
        #expect(t.marked == "台ㄨㄢ")
        try t.send(.space)
        #expect(t.marked == "台灣" && t.committed == "台灣的天氣", "the first space ends the syllable")
        try t.send(.space)
        #expect(t.committed == "台灣的天氣台灣")
    }

    @Test("what makes no syllable is refused: the key does nothing")
    func refused() throws {
        let t = try Transcript()
        try t.type("ㄅㄩ")
        #expect(t.marked == "ㄅ", "ㄅ takes no ㄩ")
        try t.type("ㄚ")
        #expect(t.marked == "ㄅㄚ")
        // Another consonant replaces the consonant of an unfinished syllable.
        let u = try Transcript()
        try u.type("ㄊㄉ")
        #expect(u.marked == "ㄉ")
        // A tone with nothing typed, and a tone that makes no syllable.
        let v = try Transcript()
        try v.type("ˊ")
        #expect(v.marked.isEmpty && v.committed.isEmpty && !v.passedOn)
        try v.type("ㄉㄩ")
        #expect(v.marked == "ㄉ", "no syllable starts ㄉㄩ")
        try v.type("ㄍ˙")
        #expect(v.marked == "ㄍ", "ㄍ alone is no syllable in any tone")
    }

    @Test("backspace steps back through a syllable, then through the syllables before")
    func backspace() throws {
        let t = try Transcript()
        try t.type("ㄋㄧˇㄊㄞˊ")
        #expect(t.marked == "你抬" || t.marked.hasPrefix("你"))
        try t.send(.backspace)
        #expect(t.marked == "你ㄊㄞ")
        try t.send(.backspace)
        #expect(t.marked == "你ㄊ")
        try t.send(.backspace)
        #expect(t.marked == "你")
        try t.send(.backspace)
        #expect(t.marked == "ㄋㄧ")
        for _ in 0..<2 { try t.send(.backspace) }
        #expect(t.marked.isEmpty)
        #expect(try t.send(.backspace) == .unhandled)
        #expect(t.committed.isEmpty)
    }

    @Test("candidates are for the phrase at the cursor; a pick fixes it and the rest converts around it")
    func candidateAtCursor() throws {
        let t = try Transcript()
        try t.type("ㄊㄞˊㄨㄢㄉㄜ˙ㄊㄧㄢㄑㄧˋ")
        #expect(t.candidates.first == "台灣的天氣")
        #expect(t.candidates.dropFirst().first == "天氣")
        try t.send(.command("previous-segment"))
        #expect(t.selection == 2..<3, "的 is selected")
        try t.send(.command("previous-segment"))
        #expect(t.selection == 0..<2)
        let index = try #require(t.candidates.firstIndex(of: "臺灣"))
        try t.send(.selectCandidate(index))
        #expect(t.marked == "臺灣的天氣" && t.committed.isEmpty)
        try t.send(.command("next-segment"))
        try t.send(.command("next-segment"))
        #expect(t.selection == nil, "back at the end")
        try t.send(.selectCandidate(0))
        #expect(t.committed == "臺灣的天氣" && t.marked.isEmpty)
        #expect(try t.send(.selectCandidate(0)) == .unhandled)
    }

    @Test("follow-ons after a commit: a pick commits it")
    func followOns() throws {
        let t = try Transcript()
        try t.type("ㄊㄞˊㄨㄢ")
        try t.send(.space)
        try t.send(.space)
        #expect(t.committed == "台灣")
        let index = try #require(t.followOns.firstIndex(of: "人"))
        try t.send(.selectFollowOn(index))
        #expect(t.committed == "台灣人")
        #expect(try t.send(.selectFollowOn(0)) == .unhandled, "follow-ons are used once")
    }

    @Test("picks are learned through the host's storage, and not where learning is off")
    func learning() throws {
        let storage = MemoryStorage()
        let t = try Transcript(storage: storage)
        try t.type("ㄊㄞˊㄨㄢ")
        try t.send(.space)
        try t.send(.selectCandidate(try #require(t.candidates.firstIndex(of: "臺灣"))))
        try t.send(.space)
        #expect(t.committed == "臺灣")
        let again = try Transcript(storage: storage)
        try again.type("ㄊㄞˊㄨㄢ")
        try again.send(.space)
        #expect(again.marked == "臺灣", "learned")
        #expect(again.method.forget("臺灣"))
        try again.send(.return)
        let after = try Transcript(storage: storage)
        try after.type("ㄊㄞˊㄨㄢ")
        try after.send(.space)
        #expect(after.marked == "台灣", "forgotten")

        let secure = try Transcript(storage: MemoryStorage())
        secure.context.isLearningAllowed = false
        try secure.type("ㄊㄞˊㄨㄢ")
        try secure.send(.space)
        try secure.send(.selectCandidate(try #require(secure.candidates.firstIndex(of: "臺灣"))))
        try secure.send(.space)
        #expect(secure.storage.data(forKey: ZhuyinInputMethod.storageKey) == nil)
    }

    @Test("damaged stored picks are set aside and reported; the method works from its model")
    func damagedStorage() throws {
        let storage = MemoryStorage()
        try storage.setData(Array("softkbd-zhuyin-user 1\n1\tㄊㄞˊ\n".utf8), forKey: ZhuyinInputMethod.storageKey)
        let t = try Transcript(storage: storage)
        #expect(t.method.userDataProblem != nil)
        #expect(storage.data(forKey: ZhuyinInputMethod.corruptStorageKey) != nil)
        #expect(storage.data(forKey: ZhuyinInputMethod.storageKey) == nil)
        try t.type("ㄋㄧˇㄏㄠˇ")
        #expect(t.marked == "你好")
    }

    @Test("every route commits: return, space, a candidate, another key (which then does its own work)")
    func commitRoutes() throws {
        let t = try Transcript()
        try t.type("ㄋㄧˇㄏㄠˇ")
        try t.send(.key(KeyInput(output: "，")))
        #expect(t.committed == "你好" && t.passedOn && t.marked.isEmpty)
        try t.type("ㄋㄧˇㄏㄠ")
        try t.send(.return)
        #expect(t.committed == "你好你蒿", "the syllable being typed commits too, in the first tone (ㄏㄠ, 蒿)")
        #expect(t.marked.isEmpty)
    }

    @Test("a hardware keyboard types by position on the standard zhuyin arrangement")
    func hardware() throws {
        let t = try Transcript()
        try t.typeHardware("su3cl3")
        #expect(t.marked == "你好")
        try t.send(.space)
        #expect(t.committed == "你好")
        try t.typeHardware("W96J0")
        try t.send(.space)
        #expect(t.marked == "台灣", "Shift does not matter")
        // Caps Lock does not matter either; a shortcut commits and is the host's.
        try t.send(.key(KeyInput(output: "S", modifiers: .capsLock, isHardware: true)))
        #expect(t.marked == "台灣ㄋ")
        let shortcut = try t.send(.key(KeyInput(output: "c", modifiers: .control, isHardware: true)))
        #expect(!shortcut.isHandled && t.committed.hasSuffix("台灣ㄋ") && t.marked.isEmpty)
        #expect(try t.send(.key(KeyInput(output: "c", modifiers: .control, isHardware: true))) == .unhandled)
    }

    @Test("an overlong composition commits its leading phrases and goes on")
    func overlong() throws {
        let t = try Transcript()
        for _ in 0..<14 { try t.type("ㄊㄞˊㄨㄢㄉㄜ˙ㄊㄧㄢㄑㄧˋ") }
        #expect(!t.committed.isEmpty && t.committed.allSatisfy { "台灣的天氣".contains($0) })
        try t.send(.return)
        #expect(t.committed == String(repeating: "台灣的天氣", count: 14))
    }
}

/// Pinyin – Traditional: the same method reading pinyin letters.
@Suite("Pinyin – Traditional")
struct TraditionalPinyinTests {
    func transcript() throws -> ZhuyinInputMethodTests.Transcript {
        try ZhuyinInputMethodTests.Transcript(method: ZhuyinInputMethod(engine: try ZhuyinEngineTests.engine(), keys: .pinyin))
    }

    @Test("letters convert to Traditional Chinese; space commits; abbreviations read")
    func letters() throws {
        let t = try transcript()
        try t.type("taiwan")
        #expect(t.marked == "台灣")
        try t.send(.space)
        #expect(t.committed == "台灣" && t.marked.isEmpty)
        // After 我, tw reads as 跳舞 (dance); at the start of a text, as 台灣.
        try t.type("wo")
        try t.send(.space)
        try t.type("tw")
        #expect(t.marked == "跳舞")
        try t.send(.space)
        #expect(t.committed == "台灣我跳舞")
        let u = try transcript()
        try u.type("tw")
        #expect(u.marked == "台灣")
    }

    @Test("return commits the letters as typed; backspace removes a letter; unread letters show as typed")
    func returnAndBackspace() throws {
        let t = try transcript()
        try t.type("zhongwen")
        try t.send(.return)
        #expect(t.committed == "zhongwen")
        try t.type("nihaov")
        #expect(t.marked == "你好v")
        try t.send(.backspace)
        #expect(t.marked == "你好")
        try t.send(.space)
        #expect(t.committed == "zhongwen你好")
        #expect(try t.send(.key(KeyInput(output: "'"))) == .unhandled, "an apostrophe starts nothing")
    }

    @Test("a pick is kept while later letters are typed, dropped when its letters are edited")
    func picks() throws {
        let t = try transcript()
        try t.type("taiwan")
        try t.send(.selectCandidate(try #require(t.candidates.firstIndex(of: "臺灣"))))
        #expect(t.marked == "臺灣")
        try t.type("de")
        #expect(t.marked == "臺灣的")
        for _ in 0..<3 { try t.send(.backspace) }
        #expect(t.marked.count == 2 && !t.marked.hasPrefix("臺"), "the pick's letters changed: \(t.marked)")
    }

    @Test("an endless run of letters no syllable reads is committed as typed, never held without bound")
    func unreadable() throws {
        let t = try transcript()
        try t.type(String(repeating: "v", count: 140))
        #expect(t.committed.count + t.marked.count == 140)
        #expect(t.marked.count <= 2 * ZhuyinInputMethod.maximumComposition)
    }
}
