import KeyboardModel
import TextEditing
@testable import TextInteraction
import Testing

@Suite("TextInteractionDocument: word rules")
struct TextInteractionDocumentTests {
    @Test("Select: inside a word, at its start (the following word), at its end (the preceding word)", arguments: [
        // "hello world": hello [0, 5), world [6, 11)
        (2, 0..<5), (8, 6..<11),            // (1) inside
        (0, 0..<5), (6, 6..<11),            // (2) at a word's start
        (5, 0..<5), (11, 6..<11),           // (3) at a word's end (before the following space / at the end)
    ])
    func selectRule(caret: Int, expected: Range<Int>) {
        #expect(document("hello world").selectRule(caret) == expected)
    }

    @Test("Select in spaces and punctuation: the next word, else the previous one; nothing without words")
    func selectAwayFromWords() {
        let doc = document("one   two ... ")
        // one [0, 3), spaces [3, 6), two [6, 9), " ... " after
        #expect(doc.selectRule(4) == 6..<9)      // in the spaces: the next word
        #expect(doc.selectRule(11) == 6..<9)     // among the dots: no next word, the previous
        #expect(doc.selectRule(14) == 6..<9)     // at the very end
        #expect(document("").selectRule(0) == nil)
        #expect(document(" , ; ").selectRule(2) == nil)
        // Punctuation between words: Select at its start selects the word it ends.
        #expect(document("a,b").selectRule(1) == 0..<1)
        #expect(document("a,b").selectRule(2) == 2..<3)
    }

    @Test("words come from the tokenizer: accents, Cyrillic, Korean, CJK, emoji and combining marks")
    func scripts() {
        // Accented Latin: "café crème" — é is one cluster of one or two units.
        let accented = document("cafe\u{301} cre\u{300}me")   // café [0, 5), crème [6, 12) in UTF-16
        #expect(accented.wordAtTouch(point(15)) == 0..<5)
        #expect(accented.wordAtTouch(point(65)) == 6..<12)
        #expect(accented.snap(point(38)) == 5)                 // 4 clusters · 10 pt: the end is at 40
        #expect(document("Привет мир").wordAtTouch(point(85)) == 7..<10)
        #expect(document("한국어 입력기").wordAtTouch(point(45)) == 4..<7)
        // CJK without spaces: the tokenizer's word units decide (here ideographs form one run).
        let cjk = document("中文输入法")
        #expect(cjk.wordAtTouch(point(25)) == cjk.tokenizer.rangeEnclosing(2, granularity: .word, direction: .forward))
        // An emoji (two UTF-16 units, one cluster) and the word after it.
        let emoji = document("👍🏽 ok")
        #expect(emoji.touchedCharacter(point(5)) == 0..<4)
        #expect(emoji.wordAtTouch(point(25)) == 5..<7)
        #expect(emoji.snap(point(4)) == 0)                     // no word touched: nearest caret
        #expect(emoji.snap(point(5)) == 4)                     // (ties round up: floor(x/10 + 0.5))
    }

    @Test("right-to-left text: a tap touches the letter drawn there and snaps to the nearer edge of its word")
    func rightToLeft() {
        // "שלום עולם" is drawn "םלוע םולש": עולם [5, 9) takes x 0..<40, its start at the right.
        let hebrew = document("שלום עולם")
        #expect(hebrew.touchedCharacter(point(35)) == 5..<6)     // ע, the word's first letter
        #expect(hebrew.touchedCharacter(point(85)) == 0..<1)     // ש, at the right edge
        #expect(hebrew.touchedCharacter(point(95)) == nil)       // beyond the text
        #expect(hebrew.snap(point(32)) == 5)                     // nearer the word's start (its right)
        #expect(hebrew.snap(point(8)) == 9)                      // nearer its end (its left)
        #expect(hebrew.wordAtTouch(point(15)) == 5..<9)
        // English inside Hebrew: "אב cd" is drawn "cd בא" in a right-to-left paragraph.
        let mixed = document("אב cd")
        #expect(mixed.touchedCharacter(point(5)) == 3..<4)
        #expect(mixed.snap(point(12)) == 5)
    }

    @Test("multi-line text: lines are paragraphs; points past a line's end touch nothing")
    func multiLine() {
        let doc = document("first line\nsecond\n\nlast")
        #expect(doc.caretOffset(point(25, line: 1)) == 14)    // "se|cond"
        #expect(doc.touchedCharacter(point(95, line: 1)) == nil)
        #expect(doc.snap(point(95, line: 1)) == 17)            // end of "second"
        #expect(doc.wordAtTouch(point(15, line: 1)) == 11..<17)
        #expect(doc.caretOffset(point(40, line: 2)) == 18)    // the empty line
        #expect(doc.wordAtTouch(point(5, line: 2)) == 19..<23) // empty line: Select's next word
        #expect(doc.caretOffset(point(15, line: 9)) == 21)    // below the last line: on the last line
        // A drag past the end of a line extends over its separator.
        #expect(doc.extend(6..<10, to: point(150, line: 0)) == 6..<11)
    }

    @Test("a drag keeps the whole first word and reaches whole segments either way")
    func extend() {
        let doc = document("alpha beta, gamma")
        // alpha [0, 5), " " [5, 6), beta [6, 10), "," [10, 11), " " [11, 12), gamma [12, 17)
        #expect(doc.extend(6..<10, to: point(65)) == 6..<10)
        #expect(doc.extend(6..<10, to: point(105)) == 6..<11)
        #expect(doc.extend(6..<10, to: point(125)) == 6..<17)
        #expect(doc.extend(6..<10, to: point(55)) == 5..<10)
        #expect(doc.extend(6..<10, to: point(-20)) == 0..<10)
        #expect(doc.extend(6..<10, to: point(900)) == 6..<17)
        #expect(document("").extend(0..<0, to: point(5)) == 0..<0)
    }
}
