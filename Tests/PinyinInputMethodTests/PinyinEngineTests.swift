import InputMethodCore
@testable import PinyinInputMethod
import Testing
import _TestSupport

@Suite("PinyinEngine")
struct PinyinEngineTests {
    static let engine = try? PinyinEngine.bundled()

    func engine() throws -> PinyinEngine { try #require(Self.engine, "the bundled model should load") }

    @Test("the acceptance examples")
    func acceptance() throws {
        let e = try engine()
        #expect(e.candidates("nihao", limit: 5).first?.text == "你好")
        let xian = e.candidates("xian", limit: 10).map(\.text)
        #expect(xian.contains("先") && xian.contains("西安"))
        #expect(e.predictions(after: "东京", limit: 10).contains("大学"))
        #expect(e.predictions(after: "谢谢", limit: 5).contains("你"))
        // The context's last words count, not the whole text as one word.
        #expect(e.predictions(after: "我们都爱中国", limit: 10).contains("人"))
        #expect(e.predictions(after: "", limit: 10).isEmpty)
        #expect(e.predictions(after: "abc", limit: 10).isEmpty)
        #expect(e.candidates("bjdx", limit: 5).map(\.text).contains("北京大学"))
        #expect(e.candidates("bj", limit: 3).map(\.text).contains("北京"))
    }

    @Test("segmentation: ambiguity, apostrophes, partial last syllables, abbreviations", arguments: [
        ("beijingtiananmen", "北京天安门"), ("woshizhongguoren", "我是中国人"), ("zhongg", "中国"), ("xi'an", "西安"),
        ("fang'an", "方案"), ("beij", "北京"),
    ])
    func conversions(pinyin: String, expected: String) throws {
        #expect(try engine().convert(pinyin) == expected)
    }

    @Test("characters rare in real text do not outrank common ones (jieba's mojibake counts are checked)")
    func rareCharacters() throws {
        let e = try engine()
        let ren = e.candidates("ren", limit: 12).map(\.text)
        #expect(ren.prefix(3).elementsEqual(["人", "任", "仁"]), "\(ren)")
        #expect(!ren.contains("紝") && !ren.contains("岃"))
        #expect(e.candidates("zhongguoren", limit: 5).map(\.text).prefix(2).elementsEqual(["中国人", "中国任"]))
        // The model's own estimate: 紝 (11,651 in jieba, 10^-7.7 in open-gram, never in the corpora)
        // below 仁 (1,173 in jieba, in common use).
        let model = e.model
        #expect(try model.unigram(#require(model.word("紝"))) < model.unigram(#require(model.word("仁"))) - 2)
        #expect(try model.unigram(#require(model.word("銆"))) < -7)
    }

    @Test("abbreviations: a last letter that is an interjection syllable still starts the syllable meant; initials throughout read as initials")
    func abbreviations() throws {
        let e = try engine()
        let bjtam = e.candidates("bjtam", limit: 12).map(\.text)
        #expect(bjtam.prefix(2).contains("北京天安门"), "\(bjtam)")
        #expect(!bjtam.contains { $0.contains("呣") || $0.contains("嗯") }, "\(bjtam)")
        #expect(e.candidates("bjdxs", limit: 3).first?.text.hasPrefix("北京大学") == true)
        #expect(e.candidates("tam", limit: 3).map(\.text).contains("天安门"))
        #expect(e.candidates("wom", limit: 1).first?.text == "我们")
        #expect(e.candidates("nh", limit: 1).first?.text == "你好")
        // What reads as whole syllables is not read as initials (hao is 好, not h·a·o).
        #expect(!e.isAbbreviation(Array("hao")) && !e.isAbbreviation(Array("wo")) && !e.isAbbreviation(Array("nihao")))
        #expect(e.isAbbreviation(Array("bjtam")) && e.isAbbreviation(Array("tam")) && !e.isAbbreviation(Array("b")))
        // The interjections themselves are still there.
        #expect(e.candidates("n", limit: 1).first?.text == "嗯")
    }

    @Test("display: syllables separated as the conversion reads them")
    func syllabified() throws {
        let e = try engine()
        #expect(e.syllabified("beijingtiananmen") == "bei jing tian an men")
        #expect(e.syllabified("xi'an") == "xi'an")
        #expect(e.syllabified("") == "")
    }

    @Test("candidates say how much they consume; conversion continues on the rest")
    func consumed() throws {
        let e = try engine()
        let list = e.candidates("beijingtiananmen", limit: 20)
        #expect(list.first?.consumed == 16)
        #expect(list.contains { $0.text == "北京" && $0.consumed == 7 })
    }

    @Test("typos: gn for ng and swapped letters are read as meant, below exact readings", arguments: [
        ("zhogn", "中"), ("zhnogguo", "中国"), ("nihoa", "你好"), ("beijign", "北京"),
    ])
    func typos(pinyin: String, expected: String) throws {
        let e = try engine()
        #expect(e.convert(pinyin) == expected)
        let strict = PinyinEngine(model: e.model, correctsTypos: false)
        #expect(strict.convert(pinyin) != expected)
    }

    @Test("slips: one letter replaced by a neighbouring key's, only with a keyboard's geometry")
    func keySlips() throws {
        let e = try engine()
        let qwerty: [Character: [Character]] = ["a": ["s", "q", "w", "z"], "n": ["b", "m", "h", "j"], "o": ["i", "p", "k", "l"]]
        #expect(Set(PinyinEngine.slips(of: "hao", qwerty)) == ["hso", "hqo", "hwo", "hzo", "hai", "hap", "hak", "hal"])
        #expect(PinyinEngine.slips(of: "a", qwerty).isEmpty)
        #expect(PinyinEngine.slips(of: "hao", [:]).isEmpty)
        let withKeys = PinyinEngine(model: e.model, keyNeighbours: qwerty)
        #expect(withKeys.candidates("zhobgguo", limit: 5).map(\.text).contains("中国"))
        #expect(!e.candidates("zhobgguo", limit: 5).map(\.text).contains("中国"))
        // Exact readings stay first.
        #expect(withKeys.convert("nihao") == "你好")
        #expect(withKeys.candidates("ban", limit: 1).first?.text == e.candidates("ban", limit: 1).first?.text)
        // Without typo correction, no slips either.
        let strict = PinyinEngine(model: e.model, correctsTypos: false, keyNeighbours: qwerty)
        #expect(!strict.candidates("zhobgguo", limit: 5).map(\.text).contains("中国"))
    }

    @Test("the typos of a syllable")
    func typoList() {
        #expect(Set(PinyinEngine.typos(of: "zhong")) == ["zhogn", "hzong", "zohng", "zhnog", "zhogn"])
        #expect(PinyinEngine.typos(of: "a").isEmpty)
        #expect(PinyinEngine.typos(of: "ee") == [])
    }

    @Test("input that is not pinyin is handled, not crashed on")
    func oddInput() throws {
        let e = try engine()
        #expect(e.convert("") == "")
        #expect(e.convert("123") == "")
        #expect(e.candidates("'''", limit: 5).isEmpty)
        _ = e.convert("vvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvv")
        _ = e.candidates("qqqqqq", limit: 5)
    }

    @Test("a lattice reused between keystrokes answers exactly as a fresh search")
    func reusedLattice() throws {
        let e = try engine()
        var random = SeededGenerator.fromEnvironment(fallback: 7)
        let sentences = ["zhonghuarenmingongheguowansui", "woxiangqubeijingdaxuekankan", "xi'anshiyigemeilidechengshi",
                         "bjdxdexueshengmenzaitushuguan", "zhegewentihenfuzaxuyaozixisikao", "nihaoshijie",
                         // initials throughout: searched a second time, as initials
                         "bjtamgc", "zhgrmghgwsbjdx", "wmdzgdjjfzhk"]
        var checked = 0
        for sentence in sentences {
            var lattice = PinyinEngine.Lattice()
            var typed = ""
            // Type the sentence letter by letter, with backspaces, retyped letters, edits in the
            // middle and apostrophes along the way.
            for letter in sentence {
                typed.append(letter)
                if Int.random(in: 0..<5, using: &random) == 0 { typed.removeLast(Int.random(in: 1...min(3, typed.count), using: &random)) }
                if Int.random(in: 0..<12, using: &random) == 0, !typed.isEmpty {
                    let at = typed.index(typed.startIndex, offsetBy: Int.random(in: 0..<typed.count, using: &random))
                    typed.insert(contentsOf: ["'", "a", "n"][Int.random(in: 0..<3, using: &random)], at: at)
                }
                let reused = e.composition(typed, limit: 20, lattice: &lattice)
                let fresh = e.composition(typed, limit: 20)
                #expect(reused == fresh, "after typing \(typed)")
                checked += 1
            }
        }
        #expect(checked > 100)
    }

    @Test("a lexicon updated entry by entry ranks as one prepared afresh, drops included")
    func incrementalLexicon() throws {
        let e = try engine()
        var random = SeededGenerator.fromEnvironment(fallback: 11)
        var dictionary = PinyinUserDictionary(capacity: 6)
        var lexicon = PinyinUserLexicon()
        let inputs = ["shiyan", "xian", "bj", "jiandan", "zhongguo", "fangan", "yiqi", "shishi"]
        for round in 0..<30 {
            let input = inputs[round % inputs.count]
            let offered = e.candidates(input, limit: 8)
            let choice = offered[Int.random(in: 0..<offered.count, using: &random)]
            var changed = [PinyinUserDictionary.key(choice.text, choice.syllables)]
            for dropped in dictionary.learn(choice.text, syllables: choice.syllables) {
                changed.append(PinyinUserDictionary.key(dropped.text, dropped.syllables))
            }
            e.update(&lexicon, for: dictionary, changed: changed)
            let fresh = e.lexicon(for: dictionary)
            for probe in inputs {
                #expect(e.candidates(probe, limit: 8, user: lexicon).map(\.text) == e.candidates(probe, limit: 8, user: fresh).map(\.text),
                        "round \(round), \(probe)")
            }
        }
        #expect(dictionary.count == 6)
    }

    @Test("a lattice is not reused across user dictionaries")
    func latticeAndUserData() throws {
        let e = try engine()
        var dictionary = PinyinUserDictionary()
        var lattice = PinyinEngine.Lattice()
        let before = e.composition("shiyan", limit: 5, lattice: &lattice)
        let chosen = try #require(before.candidates.dropFirst(2).first)
        dictionary.learn(chosen.text, syllables: chosen.syllables)
        let lexicon = e.lexicon(for: dictionary)
        let after = e.composition("shiyan", limit: 5, user: lexicon, lattice: &lattice)
        #expect(after == e.composition("shiyan", limit: 5, user: lexicon))
        #expect(after != before)
        #expect(try #require(after.candidates.firstIndex { $0.text == chosen.text }) < 2)
    }
}

@Suite("Pinyin input method")
struct PinyinInputMethodTests {
    func method() throws -> PinyinInputMethod {
        PinyinInputMethod(engine: PinyinEngineTests.engine)
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
        let afterChoice = try m.handle(.selectCandidate(beijing), context: InputContext())
        #expect(afterChoice.markedText == "北京tian an men")
        #expect(afterChoice.commit == nil)
        let done = try m.handle(.space, context: InputContext())
        #expect(done.commit == "北京天安门")
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
        let m = PinyinInputMethod(engine: PinyinEngineTests.engine)
        m.activate(storage: storage)
        let before = try choose(m, "xian", "西安")
        #expect(before > 0)
        try type(m, "xian")
        #expect(try texts(m).first == "西安")
        #expect(storage.data(forKey: PinyinInputMethod.storageKey) != nil)

        // A new method over the same storage remembers.
        let again = PinyinInputMethod(engine: PinyinEngineTests.engine)
        again.activate(storage: storage)
        try type(again, "xian")
        #expect(try texts(again).first == "西安")
    }

    @Test("several choices in one composition become a phrase")
    func learnsPhrase() throws {
        let m = PinyinInputMethod(engine: PinyinEngineTests.engine)
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
        let m = PinyinInputMethod(engine: PinyinEngineTests.engine)
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
        let m = PinyinInputMethod(engine: PinyinEngineTests.engine)
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
        let m = PinyinInputMethod(engine: PinyinEngineTests.engine)
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
