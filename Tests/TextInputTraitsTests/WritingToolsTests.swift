import Foundation
import Testing
import TextInputTraits

@Suite("Writing Tools traits")
struct WritingToolsTests {
    @Test("behavior raw values", arguments: [
        (WritingToolsBehavior.none, -1, "none"), (.default, 0, "default"), (.complete, 1, "complete"), (.limited, 2, "limited"),
    ])
    func behavior(value: WritingToolsBehavior, raw: Int, name: String) {
        #expect(value.rawValue == raw)
        #expect(WritingToolsBehavior(rawValue: raw) == value)
        #expect(value.name == name)
    }

    @Test("result options are UIKit's bits and encode as names")
    func options() throws {
        #expect(WritingToolsResultOptions.default.rawValue == 0)
        #expect(WritingToolsResultOptions.plainText.rawValue == 1)
        #expect(WritingToolsResultOptions.richText.rawValue == 2)
        #expect(WritingToolsResultOptions.list.rawValue == 4)
        #expect(WritingToolsResultOptions.table.rawValue == 8)
        let options: WritingToolsResultOptions = [.table, .plainText]
        let data = try JSONEncoder().encode(options)
        #expect(String(decoding: data, as: UTF8.self) == #"["plainText","table"]"#)
        #expect(try JSONDecoder().decode(WritingToolsResultOptions.self, from: data) == options)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(WritingToolsResultOptions.self, from: Data(#"["tables"]"#.utf8)) }
    }
}
