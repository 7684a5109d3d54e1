import Autocorrection
@testable import KeyboardSession
import Testing
import TextEditing
import TextInputTraits
import Typing
import UserData

/// Transcripts of the user's text replacements in the host.
@Suite("InputHost: text replacements")
struct InputHostReplacementsTests {
    typealias Transcript = InputHostAutocorrectionTests.Transcript

    static func storage() throws -> MemoryStorage {
        let storage = MemoryStorage()
        var replacements = TextReplacements()
        try replacements.add("omw", phrase: "On my way!")
        try storage.setData(replacements.encoded(), forKey: TextReplacements.storageKey)
        return storage
    }

    @Test("a shortcut shows its phrase as the correction; space commits it; backspace takes it back, there only")
    func applied() throws {
        let t = try Transcript(storage: try Self.storage())
        t.type("omw")
        #expect(t.bar == ["\"Omw\"", "*On my way!*"])
        t.type(" ")
        #expect(t.text == "On my way! ")
        t.type("⌫")
        #expect(t.text == "Omw ")
        t.type("omw ")
        #expect(t.text == "Omw On my way! ")
    }

    @Test("with auto-correction off the phrase still comes; in a secure field it does not")
    func policy() throws {
        let off = try Transcript(storage: try Self.storage(), settings: { $0.autoCorrection = false })
        off.type("omw ")
        #expect(off.text == "On my way! ")
        var traits = TextInputTraits()
        traits.isSecureTextEntry = true
        let secure = try Transcript(traits: traits, storage: try Self.storage())
        secure.type("omw ")
        #expect(secure.text == "omw ")
    }

    @Test("damaged replacements are set aside and reported; typing goes on")
    func damaged() throws {
        let storage = MemoryStorage()
        try storage.setData(Array("softkbd-text-replacements 1\nno tab here\nend 1 0\n".utf8), forKey: TextReplacements.storageKey)
        let t = try Transcript(storage: storage)
        t.type("omw ")
        #expect(t.text == "Some ")    // corrected as any word: there are no replacements
        #expect(storage.data(forKey: TextReplacements.storageKey + ".damaged") != nil)
        guard case .damagedUserData(let key, _) = t.session.state.problem else {
            Issue.record("no problem reported: \(String(describing: t.session.state.problem))")
            return
        }
        #expect(key == TextReplacements.storageKey)
    }
}
