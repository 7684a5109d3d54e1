import Foundation
import Testing
import TextInputTraits

@Suite("AndroidEditorInfo.Summary")
struct AndroidEditorInfoSummaryTests {
    @Test("a URL field: hex numbers with their constants, the missing label as null")
    func url() throws {
        // TYPE_CLASS_TEXT | TYPE_TEXT_VARIATION_URI, IME_ACTION_GO
        let summary = AndroidEditorInfo.Summary(AndroidEditorInfo(inputType: 0x11, imeOptions: 2))
        #expect(summary.inputType == "0x00000011")
        #expect(summary.inputTypeConstants == ["TYPE_CLASS_TEXT", "TYPE_TEXT_VARIATION_URI"])
        #expect(summary.imeOptions == "0x00000002" && summary.imeOptionsConstants == ["IME_ACTION_GO"])
        let json = String(decoding: try JSONEncoder().encode(summary), as: UTF8.self)
        #expect(json.contains(#""actionLabel":null"#))
    }
}
