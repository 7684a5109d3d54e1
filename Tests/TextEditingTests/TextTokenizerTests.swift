import KeyboardModel
import Testing
import TextEditing

@Suite("TextTokenizer")
struct TextTokenizerTests {
    func tokenizer(_ text: String,
                   layout: (any TextLayout)? = nil) -> TextTokenizer { TextTokenizer(storage: TextStorage(text), layout: layout) }

    @Test("the documented word examples: boundaries and direction")
    func words() {
        let t = tokenizer("Hi there")
        #expect(t.isPosition(2, atBoundary: .word, inDirection: .forward))
        #expect(!t.isPosition(2, atBoundary: .word, inDirection: .backward))
        #expect(t.isPosition(3, atBoundary: .word, inDirection: .backward))
        #expect(t.rangeEnclosing(2, granularity: .word, direction: .backward) == 0..<2)
        #expect(t.rangeEnclosing(2, granularity: .word, direction: .forward) == nil)
        #expect(t.rangeEnclosing(0, granularity: .word, direction: .forward) == 0..<2)
        #expect(t.rangeEnclosing(0, granularity: .word, direction: .backward) == nil)
        #expect(t.position(from: 2, toBoundary: .word, inDirection: .forward) == 8)
        #expect(t.position(from: 0, toBoundary: .word, inDirection: .forward) == 2)
        #expect(t.position(from: 5, toBoundary: .word, inDirection: .backward) == 3)
        #expect(t.position(from: 3, toBoundary: .word, inDirection: .backward) == 0)
        #expect(t.position(from: 0, toBoundary: .word, inDirection: .backward) == nil)
        #expect(t.position(from: 8, toBoundary: .word, inDirection: .forward) == nil)
        #expect(t.isPosition(5, withinTextUnit: .word, inDirection: .forward))
        #expect(!t.isPosition(2, withinTextUnit: .word, inDirection: .forward))
    }

    @Test("words in other scripts: accented, Cyrillic, Korean, CJK (one ideograph a word)")
    func scripts() {
        #expect(tokenizer("déjà vu").rangeEnclosing(1, granularity: .word, direction: .forward) == 0..<4)
        #expect(tokenizer("привет мир").rangeEnclosing(8, granularity: .word, direction: .forward) == 7..<10)
        #expect(tokenizer("안녕 하세요").rangeEnclosing(4, granularity: .word, direction: .forward) == 3..<6)
        #expect(tokenizer("北京大学").rangeEnclosing(1, granularity: .word, direction: .forward) == 1..<2)
    }

    @Test("characters are grapheme clusters")
    func characters() {
        let t = tokenizer("a👍🏽e\u{301}🇸🇪")
        #expect(t.position(from: 1, toBoundary: .character, inDirection: .forward) == 5)
        #expect(t.position(from: 5, toBoundary: .character, inDirection: .forward) == 7)
        #expect(t.position(from: 11, toBoundary: .character, inDirection: .backward) == 7)
        #expect(t.graphemeBoundary(near: 3, roundingUp: false) == 1)
        #expect(t.graphemeBoundary(near: 3, roundingUp: true) == 5)
        #expect(t.rangeEnclosing(1, granularity: .character, direction: .forward) == 1..<5)
    }

    @Test("sentences and paragraphs, across separators")
    func sentencesAndParagraphs() {
        let t = tokenizer("One. Two?\nThree\r\n\r\nFour")
        #expect(t.rangeEnclosing(1, granularity: .sentence, direction: .forward) == 0..<5)
        #expect(t.rangeEnclosing(6, granularity: .sentence, direction: .forward) == 5..<9)
        #expect(t.rangeEnclosing(3, granularity: .paragraph, direction: .forward) == 0..<9)
        #expect(t.position(from: 9, toBoundary: .paragraph, inDirection: .forward) == 15)
        #expect(t.paragraph(containing: 16).text == 10..<15)   // between CR and LF: the CR's paragraph
        #expect(t.paragraph(containing: 18).text == 17..<17)   // the empty paragraph between the two CRLFs
        #expect(t.position(from: 21, toBoundary: .paragraph, inDirection: .backward) == 19)
        #expect(t.position(from: 0, toBoundary: .paragraph, inDirection: .backward) == nil)
        #expect(t.position(from: 9, toBoundary: .word, inDirection: .forward) == 15)  // skips the line break
    }

    @Test("empty text: the document is the empty unit; nothing else")
    func empty() {
        let t = tokenizer("")
        for granularity in [TextGranularity.character, .word, .sentence] {
            #expect(t.rangeEnclosing(0, granularity: granularity, direction: .forward) == nil)
            #expect(t.position(from: 0, toBoundary: granularity, inDirection: .forward) == nil)
            #expect(t.position(from: 0, toBoundary: granularity, inDirection: .backward) == nil)
        }
        #expect(t.isPosition(0, atBoundary: .document, inDirection: .forward))
        #expect(t.isPosition(0, atBoundary: .document, inDirection: .backward))
        #expect(t.position(from: 0, toBoundary: .document, inDirection: .forward) == nil)
        #expect(t.rangeEnclosing(5, granularity: .word, direction: .forward) == nil)
    }

    @Test("the document's ends")
    func ends() {
        let t = tokenizer("ab")
        #expect(t.isPosition(2, atBoundary: .document, inDirection: .forward))
        #expect(!t.isPosition(2, atBoundary: .document, inDirection: .backward))
        #expect(t.position(from: 1, toBoundary: .document, inDirection: .forward) == 2)
        #expect(t.position(from: 1, toBoundary: .document, inDirection: .backward) == 0)
        #expect(t.rangeEnclosing(2, granularity: .character, direction: .forward) == nil)
        #expect(t.rangeEnclosing(2, granularity: .character, direction: .backward) == 1..<2)
        #expect(!t.isPosition(3, atBoundary: .character, inDirection: .forward))
    }

    @Test("lines come from the layout")
    func lines() {
        let t = tokenizer("hello big world", layout: MonospaceLayout(columns: 10))
        #expect(t.rangeEnclosing(12, granularity: .line, direction: .forward) == 10..<15)
        #expect(t.position(from: 2, toBoundary: .line, inDirection: .forward) == 10)
        #expect(t.position(from: 12, toBoundary: .line, inDirection: .backward) == 10)
    }
}

@Suite("MonospaceLayout")
struct MonospaceLayoutTests {
    @Test("wraps at the last space that fits, mid-word when it must, and at separators")
    func wrapping() {
        let layout = MonospaceLayout(columns: 10)
        #expect(layout.lineRanges(in: TextStorage("hello big world")) == [0..<10, 10..<15])
        #expect(layout.lineRanges(in: TextStorage("abcdefghijklmno")) == [0..<10, 10..<15])
        #expect(layout.lineRanges(in: TextStorage("ab\ncd\n")) == [0..<2, 3..<5, 6..<6])
        #expect(layout.lineRanges(in: TextStorage("")) == [0..<0])
        #expect(layout.lineRanges(in: TextStorage("北京大学北京大学")) == [0..<5, 5..<8])   // wide: two cells each
    }

    @Test("caret rects and hit-testing agree")
    func geometry() {
        let layout = MonospaceLayout(columns: 10, cellWidth: 8, lineHeight: 16)
        let storage = TextStorage("hello big world")
        #expect(layout.caretRect(at: 2, in: storage) == Rect(x: 16, y: 0, width: 2, height: 16))
        #expect(layout.caretRect(at: 12, in: storage) == Rect(x: 16, y: 16, width: 2, height: 16))
        #expect(layout.offset(closestTo: Point(x: 17, y: 20), in: storage) == 12)
        #expect(layout.offset(closestTo: Point(x: 500, y: 2), in: storage) == 10)
    }
}

extension TextTokenizerTests {
    @Test("Hebrew and English in one line: words, clusters with points, and the caret in logical order")
    func mixedDirection() {
        // "שָׁלוֹם world עוֹלָם": pointed Hebrew (letters with combining points), English, Hebrew.
        let text = "שָׁלוֹם world עוֹלָם"
        let t = tokenizer(text)
        let units = Array(text.utf16)
        let firstSpace = units.firstIndex(of: 0x20)!
        // The first word is the whole pointed Hebrew word; a point never stands alone.
        #expect(t.rangeEnclosing(1, granularity: .word, direction: .forward) == 0..<firstSpace)
        #expect(t.position(from: 0, toBoundary: .character, inDirection: .forward) == 3)   // ש with shin dot and qamats
        // Word by word forward, as arrow-with-option moves in logical order.
        var stops: [Int] = []
        var caret = 0
        while let next = t.position(from: caret, toBoundary: .word, inDirection: .forward), next > caret {
            stops.append(next)
            caret = next
        }
        #expect(stops == [firstSpace, firstSpace + 6, units.count])
        // And back.
        #expect(t.position(from: units.count, toBoundary: .word, inDirection: .backward) == firstSpace + 7)
        let english: Range<Int> = (firstSpace + 1)..<(firstSpace + 6)
        #expect(t.rangeEnclosing(firstSpace + 2, granularity: .word, direction: .forward) == english)
    }
}
