import Testing
import TextInputTraits

@Suite("EditorInfo from HTML (Chromium on Android)")
struct AndroidEditorInfoHTMLTests {
    typealias T = AndroidEditorInfo.InputType
    typealias O = AndroidEditorInfo.IMEOptions

    static let web = T.classText | T.textVariationWebEditText

    static let byElement: [(String, UInt32)] = [
        ("<input>", web | T.textFlagAutoCorrect | T.textFlagCapSentences),
        (#"<input autocorrect="off">"#, web | T.textFlagCapSentences),
        (#"<input type="search">"#, web | T.textFlagAutoCorrect | T.textFlagCapSentences),
        ("<textarea>", web | T.textFlagAutoCorrect | T.textFlagMultiLine | T.textFlagCapSentences),
        (#"<div contenteditable autocapitalize="none">"#, web | T.textFlagAutoCorrect | T.textFlagMultiLine),
        (#"<input type="password">"#, T.classText | T.textVariationWebPassword),
        (#"<input type="url">"#, T.classText | T.textVariationURI),
        (#"<input type="email">"#, T.classText | T.textVariationWebEmailAddress),
        (#"<input type="tel">"#, T.classPhone),
        (#"<input type="number">"#, T.classNumber | T.numberFlagDecimal),
    ]

    @Test("inputType by element when inputmode is absent", arguments: byElement)
    func byElementType(html: String, inputType: UInt32) throws {
        #expect(try AndroidEditorInfo(html: html).inputType == inputType)
    }

    static let byInputMode: [(String, UInt32)] = [
        (#"<input type="email" inputmode="tel">"#, T.classPhone),
        (#"<input inputmode="url">"#, T.classText | T.textVariationURI | T.textFlagCapSentences),
        (#"<input inputmode="email">"#, T.classText | T.textVariationWebEmailAddress | T.textFlagCapSentences),
        (#"<input inputmode="numeric">"#, T.classNumber),
        (#"<input type="password" inputmode="numeric">"#, T.classNumber | T.numberVariationPassword),
        (#"<input inputmode="decimal">"#, T.classNumber | T.numberFlagDecimal),
        (#"<input type="tel" inputmode="text">"#, web | T.textFlagAutoCorrect | T.textFlagCapSentences),
        (#"<textarea inputmode="search">"#, web | T.textFlagAutoCorrect | T.textFlagMultiLine | T.textFlagCapSentences),
        (#"<input type="tel" inputmode="bogus">"#, T.classPhone),
    ]

    @Test("a valid inputmode replaces the element's inputType", arguments: byInputMode)
    func byMode(html: String, inputType: UInt32) throws {
        #expect(try AndroidEditorInfo(html: html).inputType == inputType)
    }

    @Test("autocomplete=off adds NO_SUGGESTIONS to text classes only; capitalisation follows autocapitalize")
    func flags() throws {
        #expect(try AndroidEditorInfo(html: #"<input autocomplete="off">"#).inputType & T.textFlagNoSuggestions != 0)
        #expect(try AndroidEditorInfo(html: #"<input type="tel" autocomplete="off">"#).inputType == T.classPhone)
        #expect(try AndroidEditorInfo(html: #"<input autocapitalize="characters">"#).inputType & T.textFlagCapCharacters != 0)
        #expect(try AndroidEditorInfo(html: #"<form autocapitalize="words"><input>"#).inputType & T.textFlagCapWords != 0)
        #expect(try AndroidEditorInfo(html: #"<input type="email" autocapitalize="words">"#).inputType & T.maskFlags == 0)
    }

    @Test("enterkeyhint picks the action", arguments: [
        ("enter", O.actionNone), ("go", O.actionGo), ("done", O.actionDone), ("next", O.actionNext),
        ("previous", O.actionPrevious), ("search", O.actionSearch), ("send", O.actionSend),
    ])
    func enterKeyHint(hint: String, action: UInt32) throws {
        #expect(try AndroidEditorInfo(html: #"<input type="search" enterkeyhint="\#(hint)">"#).imeOptions == action)
    }

    @Test("without a hint: search fields SEARCH, multi-line NONE, NEXT when a field follows, else GO")
    func defaultActions() throws {
        #expect(try AndroidEditorInfo(html: #"<input type="search">"#, hasNextField: true).imeOptions == O.actionSearch)
        #expect(try AndroidEditorInfo(html: #"<input type="search" inputmode="text">"#).imeOptions == O.actionGo)
        #expect(try AndroidEditorInfo(html: "<textarea>", hasNextField: true).imeOptions == O.actionNone)
        #expect(try AndroidEditorInfo(html: "<input>", hasNextField: true).imeOptions == O.actionNext)
        #expect(try AndroidEditorInfo(html: "<input>").imeOptions == O.actionGo)
        #expect(try AndroidEditorInfo(html: #"<input enterkeyhint="bogus">"#).imeOptions == O.actionGo)
    }

    @Test("non-text controls are the same errors as for traits")
    func errors() {
        #expect(throws: TextInputTraits.HTMLError.notTextInput(#"<input type="checkbox"> does not take typed text"#)) {
            try AndroidEditorInfo(html: "<input type=checkbox>")
        }
    }
}
