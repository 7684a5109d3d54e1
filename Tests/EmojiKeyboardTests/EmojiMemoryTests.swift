import EmojiKeyboard
import Testing
import UserData

@Suite("EmojiMemory")
struct EmojiMemoryTests {
    @Test("recents: most recent first, each once, at most 30; a long press's pick is its base's choice, the base picked back clears it")
    func using() {
        var memory = EmojiMemory()
        memory.used("🍕")
        memory.used("😀")
        memory.used("🍕")
        #expect(memory.recents == ["🍕", "😀"])
        memory.used("👍🏽", choosingFor: "👍")
        #expect(memory.choices == ["👍": "👍🏽"] && memory.recents.first == "👍🏽")
        memory.used("👍", choosingFor: "👍")
        #expect(memory.choices.isEmpty)
        for index in 0..<40 { memory.used(String(UnicodeScalar(0x1F600 + index) ?? "x")) }
        #expect(memory.recents.count == EmojiMemory.maximumRecents && memory.recents.first == "\u{1F627}")
    }

    @Test("stored and read back; damaged bytes are an error naming the line")
    func storing() throws {
        var memory = EmojiMemory()
        memory.used("🍕")
        memory.used("🤝🏻", choosingFor: "🤝")
        let read = try EmojiMemory(decoding: memory.encoded())
        #expect(read == memory)
        var bytes = memory.encoded()
        bytes[bytes.count / 2] ^= 0x20
        #expect(throws: CheckedRecords.DecodingError.self) { try EmojiMemory(decoding: bytes) }
        let wrongRecord = CheckedRecords.encode(["r\t🍕", "x\tnonsense"], format: "softkbd-emoji 1")
        #expect(throws: CheckedRecords.DecodingError(line: 3, reason: "expected 'r<TAB>emoji' or 'c<TAB>base<TAB>variant'")) {
            try EmojiMemory(decoding: wrongRecord)
        }
        #expect(throws: CheckedRecords.DecodingError.self) { try EmojiMemory(decoding: []) }
    }
}
