import Testing
import ZhuyinInputMethod

@Suite("PinyinSyllables")
struct PinyinSyllablesTests {
    func read(_ letters: String) -> [String] {
        let reading = PinyinSyllables.split(letters)
        return reading.syllables.map { $0.description + ($0.match == .initial ? "+" : "") }
    }

    @Test("whole syllables, any tone; the fewest pieces; an apostrophe separates", arguments: [
        ("taiwan", ["ㄊㄞ", "ㄨㄢ"]), ("xian", ["ㄒㄧㄢ"]), ("xi'an", ["ㄒㄧ", "ㄢ"]), ("zhongguo", ["ㄓㄨㄥ", "ㄍㄨㄛ"]),
        ("lve", ["ㄌㄩㄝ"]), ("lue", ["ㄌㄩㄝ"]), ("nv", ["ㄋㄩ"]), ("er", ["ㄦ"]), ("zhi", ["ㄓ"]), ("e", ["ㄜ"]),
    ])
    func syllables(letters: String, expected: [String]) {
        #expect(read(letters) == expected)
        #expect(PinyinSyllables.split(letters).syllables.allSatisfy { $0.match == .anyTone })
    }

    @Test("lone initials are abbreviations; a syllable being typed reads as far as it can", arguments: [
        ("tw", ["ㄊ+", "ㄨ+"]), ("zhw", ["ㄓ+", "ㄨ+"]), ("taiw", ["ㄊㄞ", "ㄨ+"]), ("y", ["ㄧ+"]), ("nih", ["ㄋㄧ", "ㄏ+"]),
    ])
    func abbreviations(letters: String, expected: [String]) {
        #expect(read(letters) == expected)
    }

    @Test("letters no syllable reads stop the reading; their offset is kept")
    func unread() {
        let reading = PinyinSyllables.split("niivhao")
        #expect(reading.syllables.map(\.description) == ["ㄋㄧ"])
        #expect(reading.unread == 2)
        #expect(reading.spans == [0..<2])
        #expect(PinyinSyllables.split("").syllables.isEmpty)
        #expect(PinyinSyllables.split("'").unread == 1)
        #expect(PinyinSyllables.split("v").unread == 0)
    }

    @Test("an abbreviation matches the syllables that begin so; y takes ㄧ and ㄩ, w takes ㄨ")
    func matching() throws {
        let y = try #require(PinyinSyllables.split("y").syllables.first)
        let w = try #require(PinyinSyllables.split("w").syllables.first)
        let t = try #require(PinyinSyllables.split("t").syllables.first)
        func syllable(_ text: String) throws -> BopomofoSyllable { try #require(BopomofoSyllable(text)) }
        #expect(try y.matches(syllable("ㄩˊ")) && y.matches(syllable("ㄧㄢˋ")) && !y.matches(syllable("ㄨㄢ")))
        #expect(try w.matches(syllable("ㄨㄛˇ")) && !w.matches(syllable("ㄊㄨ")))
        #expect(try t.matches(syllable("ㄊㄧㄢ")) && !t.matches(syllable("ㄉㄧㄢ")))
    }
}
