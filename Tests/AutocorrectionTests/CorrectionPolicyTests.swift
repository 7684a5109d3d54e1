import Autocorrection
import KeyboardModel
import Testing
import TextInputTraits

@Suite("CorrectionPolicy: settings narrowed by traits")
struct CorrectionPolicyTests {
    let settings = KeyboardSettings(enabledKeyboards: ["en-US"])

    @Test("a default field corrects, suggests, learns and checks spelling")
    func defaults() {
        let policy = CorrectionPolicy(traits: TextInputTraits(), settings: settings)
        #expect(policy.corrects && policy.suggests && policy.learns && policy.checksSpelling)
        #expect(policy.mayCorrect("wrold") && policy.mayCorrect("wrold."))
    }

    @Test("traits only turn things off; settings off stay off whatever the traits say")
    func narrowing() {
        var traits = TextInputTraits()
        traits.autocorrectionType = .yes
        var off = settings
        off.autoCorrection = false
        off.predictiveText = false
        off.checkSpelling = false
        let policy = CorrectionPolicy(traits: traits, settings: off)
        #expect(!policy.corrects && !policy.suggests && !policy.checksSpelling && policy.learns)
        traits.isSecureTextEntry = true
        let secure = CorrectionPolicy(traits: traits, settings: settings)
        #expect(!secure.corrects && !secure.suggests && !secure.learns && !secure.checksSpelling)
    }

    @Test("addresses: URL and e-mail keyboards suggest but do not correct; web search spares what looks like one")
    func addresses() {
        var traits = TextInputTraits()
        traits.keyboardType = .emailAddress
        let email = CorrectionPolicy(traits: traits, settings: settings)
        #expect(!email.corrects && email.suggests)
        traits.keyboardType = .webSearch
        let search = CorrectionPolicy(traits: traits, settings: settings)
        #expect(search.mayCorrect("wrold") && !search.mayCorrect("wrold.") && !search.mayCorrect("a/b") && !search.mayCorrect("me@x"))
    }
}
