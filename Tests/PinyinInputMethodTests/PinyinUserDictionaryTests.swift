import InputMethodCore
import PinyinInputMethod
import Testing

@Suite("PinyinUserDictionary")
struct PinyinUserDictionaryTests {
    @Test("learning counts choices; forgetting removes every reading of a text")
    func learnAndForget() {
        var d = PinyinUserDictionary()
        d.learn("西安", syllables: ["xi", "an"])
        d.learn("西安", syllables: ["xi", "an"])
        d.learn("长", syllables: ["chang"])
        d.learn("长", syllables: ["zhang"])
        #expect(d.count(of: "西安", syllables: ["xi", "an"]) == 2)
        #expect(d.count == 3)
        let forgot = d.forget("长"), again = d.forget("长")
        #expect(forgot && !again)
        #expect(d.count == 1)
    }

    @Test("texts and readings that cannot be stored are not learned")
    func rejected() {
        var d = PinyinUserDictionary()
        d.learn("", syllables: ["a"])
        d.learn("啊", syllables: [])
        d.learn("a\tb", syllables: ["a"])
        d.learn("啊", syllables: ["A1"])
        #expect(d.isEmpty)
    }

    @Test("a full dictionary drops the entries used least recently")
    func capacity() {
        var d = PinyinUserDictionary(capacity: 2)
        d.learn("一", syllables: ["yi"])
        d.learn("二", syllables: ["er"])
        d.learn("一", syllables: ["yi"])
        d.learn("三", syllables: ["san"])
        #expect(d.count(of: "一", syllables: ["yi"]) == 2)
        #expect(d.count(of: "二", syllables: ["er"]) == 0)
        #expect(d.count(of: "三", syllables: ["san"]) == 1)
        // A larger dictionary drops the least recently used 1 % at once, and says which.
        var large = PinyinUserDictionary(capacity: 300)
        for index in 0..<300 { #expect(large.learn("词\(index)", syllables: ["ci"]).isEmpty) }
        large.learn("词0", syllables: ["ci"])  // used again: no longer the oldest
        let dropped = large.learn("新", syllables: ["xin"])
        #expect(dropped.map(\.text) == ["词1", "词2", "词3"])
        #expect(large.count == 298)
        #expect(large.count(of: "词0", syllables: ["ci"]) == 2)
        #expect(large.learn("再", syllables: ["zai"]).isEmpty)
    }

    @Test("the text format round-trips")
    func roundTrip() throws {
        var d = PinyinUserDictionary()
        d.learn("北京天安门", syllables: ["bei", "jing", "tian", "an", "men"])
        d.learn("西安", syllables: ["xi", "an"])
        d.learn("西安", syllables: ["xi", "an"])
        let bytes = d.encoded()
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.hasPrefix("softkbd-pinyin-user 1\n2\t西安\txi an\t3\n"))
        let back = try PinyinUserDictionary(decoding: bytes)
        #expect(back == d)
        #expect(try PinyinUserDictionary(decoding: PinyinUserDictionary().encoded()).isEmpty)
    }

    @Test("damaged, truncated and foreign files are recognised, with the line", arguments: [
        ("", 1), ("softkbd-pinyin-user 1\n1\t西安\txi an\t1\n", 2), ("hello\nend 0 0\n", 1),
    ])
    func corrupt(text: String, line: Int) {
        #expect(throws: PinyinUserDictionary.DecodingError.self) { try PinyinUserDictionary(decoding: Array(text.utf8)) }
        do { _ = try PinyinUserDictionary(decoding: Array(text.utf8)) } catch { #expect(error.line == line) }
    }

    @Test("every truncation and every flipped byte of a stored file is caught; only the final line break may go")
    func everyDamage() throws {
        var d = PinyinUserDictionary()
        d.learn("西安", syllables: ["xi", "an"])
        d.learn("北京", syllables: ["bei", "jing"])
        let bytes = d.encoded()
        try #require(bytes.last == UInt8(ascii: "\n"))
        var caught = 0, cases = 0
        for length in 0..<(bytes.count - 1) {
            cases += 1
            if (try? PinyinUserDictionary(decoding: Array(bytes.prefix(length)))) == nil { caught += 1 }
        }
        // Without its final line break the file has lost nothing: it reads as the whole file.
        let unterminated = try PinyinUserDictionary(decoding: Array(bytes.dropLast()))
        #expect(unterminated.encoded() == bytes)
        for index in bytes.indices {
            var damaged = bytes
            damaged[index] ^= 0x04
            cases += 1
            if (try? PinyinUserDictionary(decoding: damaged)) == nil { caught += 1 }
        }
        #expect(caught == cases && cases == 2 * bytes.count - 1)
    }

    @Test("control characters: never learned, and a stored entry holding one (its hash valid) is damaged data naming its line")
    func controlCharacters() {
        var d = PinyinUserDictionary()
        #expect(d.learn("西\u{0}安", syllables: ["xi", "an"]).isEmpty && d.isEmpty)
        d.learn("西\u{1B}[31m", syllables: ["xi"])
        #expect(d.isEmpty)
        let bytes = CheckedRecords.encode(["1\t长\tchang\t1", "5\t西\u{0}安\txi an\t2"], format: PinyinUserDictionary.formatLine)
        #expect(throws: PinyinUserDictionary.DecodingError.self) { try PinyinUserDictionary(decoding: bytes) }
        do {
            _ = try PinyinUserDictionary(decoding: bytes)
        } catch {
            #expect(error.line == 3 && error.reason.contains("U+0000"), "\(error)")
        }
    }
}
