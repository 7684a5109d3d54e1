import BuiltInInputMethods
import InputMethodCore
import KeyboardSession
import KeyboardModel
import LayoutFile
import PinyinInputMethod
import TextEditing
import Testing
import _TestSupport

@Suite("Pinyin through the host")
struct PinyinHostTests {
    func host(storage: MemoryStorage = MemoryStorage()) throws -> (InputHost, TextContainer) {
        let registry = InputMethodRegistry([InputMethodDescriptor(id: "pinyin", displayName: "拼音", languages: ["zh-Hans"]) {
            PinyinInputMethod(engine: PinyinEngineTests.engine)
        }])
        let host = InputHost(catalog: BuiltInInputMethods.catalog, registry: registry, layout: "zh-Hans", device: "iphone-classic",
                             storage: { _ in storage })
        let container = TextContainer(kind: .multiLine)
        try host.focus(container)
        return (host, container)
    }

    static let letters = Array("abcdefghijklmnopqrstuvwxyz")

    @Test("adjacent-key slips are read by the layout's geometry, below exact readings")
    func slips() throws {
        let (host, container) = try host()
        // s is next to a on this keyboard: nihso is nihao with a slip; 你好 is offered first.
        for c in "nihso" { host.press(Key.ID(rawValue: String(c))) }
        #expect(host.candidates.first?.text == "你好")
        host.press("space")
        #expect(container.text == "你好")
        // A correctly spelt syllable keeps its own reading first (hao, not a slip of another).
        for c in "hao" { host.press(Key.ID(rawValue: String(c))) }
        #expect(host.candidates.first?.text == "好")
    }

    @Test("whatever letters are typed, return gives them back exactly (100 random strings)")
    func returnKeepsLetters() throws {
        var random = SeededGenerator.fromEnvironment(fallback: 7)
        let (host, container) = try host()
        var expected = ""
        for _ in 0..<100 {
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

    @Test("random sessions: no crash, the composition shows at the caret, learned data stays readable (16 × 120 events)")
    func randomSessions() throws {
        for seed in 0..<16 {
            var random = SeededGenerator(seed: UInt64(seed))
            let storage = MemoryStorage()
            let (host, container) = try host(storage: storage)
            for _ in 0..<120 {
                switch Int.random(in: 0..<20, using: &random) {
                case 0..<11: host.press(Key.ID(rawValue: String(Self.letters.randomElement(using: &random)!)))
                case 11: host.press("'")
                case 12, 13: host.press("backspace")
                case 14: host.press("space")
                case 15: host.press("return")
                case 16: if !host.candidates.isEmpty { host.selectCandidate(Int.random(in: 0..<host.candidates.count, using: &random)) }
                case 17: if !host.followOns.isEmpty { host.selectFollowOn(Int.random(in: 0..<host.followOns.count, using: &random)) }
                case 18: if !host.candidates.isEmpty { host.forgetCandidate(Int.random(in: 0..<host.candidates.count, using: &random)) }
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
