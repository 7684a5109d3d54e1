import Testing
import UserData
@testable import Autocorrection

@Suite("TextReplacements: the user's shortcuts and phrases")
struct TextReplacementsTests {
    @Test("a shortcut matches in any case; adding it again changes its phrase; removing it")
    func entries() throws {
        var replacements = TextReplacements()
        try replacements.add("omw", phrase: "On my way!")
        try replacements.add("OMW", phrase: "On my way 🚗")
        #expect(replacements.entries.count == 1 && replacements.phrase(for: "Omw") == "On my way 🚗")
        #expect(replacements.phrase(for: "om") == nil)
        let removed = replacements.remove("oMw"), again = replacements.remove("omw")
        #expect(removed && !again && replacements.isEmpty)
    }

    @Test("shortcuts are one word; phrases are not empty; neither too long", arguments: [
        ("", "x"), ("on my", "x"), ("a\tb", "x"), ("ok", ""), (String(repeating: "a", count: 65), "x"),
        ("ok", String(repeating: "a", count: 1_001)), ("ok", "bell\u{7}"),
    ])
    func refused(shortcut: String, phrase: String) {
        var replacements = TextReplacements()
        #expect(throws: TextReplacements.Problem.self) { try replacements.add(shortcut, phrase: phrase) }
    }

    @Test("the text format round-trips phrases with tabs, line breaks and backslashes; damage is by line")
    func format() throws {
        let replacements = try TextReplacements([.init(shortcut: "sig", phrase: "Best,\n\tAda \\ Lovelace"),
                                                 .init(shortcut: "omw", phrase: "On my way!")])
        let bytes = replacements.encoded()
        #expect(String(decoding: bytes, as: UTF8.self).contains("sig\tBest,\\n\\tAda \\\\ Lovelace\n"))
        #expect(try TextReplacements(decoding: bytes) == replacements)
        for bad in ["nophrase", "x\tends with \\", "x\t\\q", "on my\tway"] {
            #expect(throws: CheckedRecords.DecodingError.self, "\(bad)") {
                try TextReplacements(decoding: CheckedRecords.encode([bad], format: TextReplacements.formatLine))
            }
        }
    }

    @Test("iOS's property list: exported, read back, other keys ignored, entities read")
    func propertyList() throws {
        let replacements = try TextReplacements([.init(shortcut: "brb", phrase: "Be right <back> & \"soon\""),
                                                 .init(shortcut: "omw", phrase: "On my way!")])
        let text = replacements.propertyList()
        #expect(text.contains("<string>Be right &lt;back&gt; &amp; \"soon\"</string>"))
        #expect(try TextReplacements(propertyList: text) == replacements)
        let apple = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <!-- exported from a Mac -->
            <array>
            \t<dict>
            \t\t<key>phrase</key>
            \t\t<string>&#x1F44B; hello</string>
            \t\t<key>shortcut</key>
            \t\t<string>hi</string>
            \t\t<key>timestamp</key>
            \t\t<string>2024-01-01</string>
            \t</dict>
            </array>
            </plist>
            """
        #expect(try TextReplacements(propertyList: apple).phrase(for: "hi") == "👋 hello")
        #expect(try TextReplacements(propertyList: "<plist><array></array></plist>").isEmpty)
    }

    @Test("a property list that is not one of replacements is refused at its line and column", arguments: [
        ("<plist><dict></dict></plist>", "line 1, column 8: expected <array>"),
        ("<plist><array><dict><key>phrase</key>\n<integer>3</integer></dict></array></plist>",
         "line 2, column 1: expected <string> after a <key>"),
        ("<plist><array><dict><key>shortcut</key><string>x</string></dict></array></plist>",
         "line 1, column 15: a dictionary without a 'shortcut' and a 'phrase' string"),
        ("<plist><array><dict><key>shortcut</key><string>a b</string><key>phrase</key><string>x</string></dict></array></plist>",
         "line 1, column 15: a shortcut is one word"),
        ("<plist><array><dict><key>phrase</key><string>&bogus;</string></dict></array></plist>", "line 1, column 46: an unknown entity"),
        ("<plist><array>", "the file ends early"),
        ("<plist><array></array></plist> x", "text after </plist>"),
    ])
    func malformed(text: String, reason: String) {
        do {
            _ = try TextReplacements(propertyList: text)
            Issue.record("read \(text)")
        } catch {
            #expect(error.description.contains(reason), "\(error.description)")
        }
    }
}
