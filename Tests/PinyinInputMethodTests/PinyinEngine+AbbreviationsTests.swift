import InputMethodCore
@testable import PinyinInputMethod
import Testing
import _TestSupport

/// Initials read as the syllables they begin.
@Suite("PinyinEngine: abbreviations")
struct PinyinAbbreviationTests {
    func engine() throws -> PinyinEngine { try PinyinEngineTests.bundled() }

    @Test("abbreviations: a last letter that is an interjection syllable still starts the syllable meant; initials read as initials")
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
}
