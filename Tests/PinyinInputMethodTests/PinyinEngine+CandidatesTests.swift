import InputMethodCore
@testable import PinyinInputMethod
import Testing
import _TestSupport

/// The candidate list and the composition shown.
@Suite("PinyinEngine: candidates")
struct PinyinCandidateTests {
    func engine() throws -> PinyinEngine { try PinyinEngineTests.bundled() }

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
}
