import EmojiKeyboard
import Geometry
import Testing

@Suite("EmojiGrid")
struct EmojiGridTests {
    @Test("cells of a ninth of the width within 30–50 points, filled a column at a time, inside the frame")
    func cells() {
        let phone = EmojiGrid(frame: Rect(x: 0, y: 40, width: 320, height: 105))
        #expect(phone.columns == 9 && phone.rows == 3 && phone.cellsPerPage == 27)
        #expect(phone.frame(ofCell: 1).x == 0 && phone.frame(ofCell: 1).y == 75 && phone.frame(ofCell: 3).x > 35)
        let last = phone.frame(ofCell: 26)
        #expect(abs(last.maxX - 320) < 1e-9 && abs(last.maxY - 145) < 1e-9)
        let tablet = EmojiGrid(frame: Rect(x: 0, y: 0, width: 1024, height: 180))
        #expect(tablet.columns == 20 && tablet.rows == 5)
        // Degenerate frames still give one cell.
        #expect(EmojiGrid(frame: Rect(x: 0, y: 0, width: 0, height: 0)).cellsPerPage == 1)
    }
}
