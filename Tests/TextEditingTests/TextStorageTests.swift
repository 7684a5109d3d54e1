import Testing
import TextEditing
import _TestSupport

@Suite("TextStorage")
struct TextStorageTests {
    @Test("edits anywhere, in any order, match a plain string", .timeLimit(.minutes(2)))
    func matchesString() {
        var generator = SeededGenerator.fromEnvironment(fallback: 0x5707_0001)
        var storage = TextStorage("start")
        var reference = Array("start".utf16)
        for _ in 0..<3_000 {
            let low = Int.random(in: 0...reference.count, using: &generator)
            let high = Int.random(in: low...min(reference.count, low + 5), using: &generator)
            let insert = Array(["", "x", "ab", "é", "😀", "\n"].randomElement(using: &generator)!.utf16)
            storage.replace(low..<high, with: insert)
            reference.replaceSubrange(low..<high, with: insert)
            #expect(storage.count == reference.count)
        }
        #expect(storage.units(in: 0..<storage.count) == reference)
        let middle = (reference.count / 3)..<(reference.count / 2)
        #expect(storage.units(in: middle) == Array(reference[middle]))
    }

    @Test("empty storage, and strings of ranges")
    func basics() {
        var storage = TextStorage()
        #expect(storage.isEmpty && storage.string == "")
        storage.replace(0..<0, with: "héllo 👍🏽")
        #expect(storage.string == "héllo 👍🏽")
        #expect(storage.string(in: 1..<2) == "é")
        #expect(storage.count == 10)
        storage.replace(0..<storage.count, with: "")
        #expect(storage.isEmpty)
    }
}
