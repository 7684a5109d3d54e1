import Testing
import BidirectionalText

@Suite("BidiClass")
struct BidiClassTests {
    @Test("classes of assigned characters and the defaults of unassigned ones")
    func lookups() {
        let cases: [(UInt32, BidiClass)] = [
            (0x41, .L), (0x5D0, .R), (0x627, .AL), (0x31, .EN), (0x2B, .ES), (0x24, .ET), (0x660, .AN),
            (0x2C, .CS), (0x301, .NSM), (0x200D, .BN), (0x2029, .B), (0x9, .S), (0x20, .WS), (0x21, .ON),
            (0x202A, .LRE), (0x202D, .LRO), (0x202B, .RLE), (0x202E, .RLO), (0x202C, .PDF),
            (0x2066, .LRI), (0x2067, .RLI), (0x2068, .FSI), (0x2069, .PDI),
            (0x1F600, .ON), (0x10900, .R),
            // Unassigned: Hebrew block → R, Arabic block → AL, currency block → ET, elsewhere L.
            (0x5FF, .R), (0x7BF, .AL), (0x20CF, .ET), (0x50000, .L), (0xE0001, .BN),
        ]
        for (value, expected) in cases {
            #expect(BidiClass(Unicode.Scalar(value)!) == expected, "U+\(String(value, radix: 16, uppercase: true))")
        }
    }

    @Test("paired brackets and mirrored glyphs")
    func brackets() {
        #expect(BidiProperties.pairedBracket(of: "(")?.pair == ")")
        #expect(BidiProperties.pairedBracket(of: "(")?.type == .open)
        #expect(BidiProperties.pairedBracket(of: "]")?.type == .close)
        #expect(BidiProperties.pairedBracket(of: "<") == nil)   // mirrored, but no paired bracket
        #expect(BidiProperties.mirrored("<") == ">")
        #expect(BidiProperties.mirrored("a") == nil)
        #expect(BidiProperties.unicodeVersion == "15.0.0")
    }
}
