import Testing
import TextInputTraits

@Suite("Traits from HTML (WebKit on iOS)")
struct TextInputTraitsHTMLTests {
    func traits(_ html: String, form: HTMLElement? = nil) throws(TextInputTraits.HTMLError) -> TextInputTraits {
        try TextInputTraits(html: html, form: form)
    }

    static let inputModes: [(String, KeyboardType)] = [
        ("text", .default), ("tel", .phonePad), ("url", .URL), ("email", .emailAddress), ("numeric", .numberPad),
        ("decimal", .decimalPad), ("search", .webSearch), ("NUMERIC", .numberPad),
    ]

    @Test("inputmode wins over the element type", arguments: inputModes)
    func inputMode(mode: String, keyboard: KeyboardType) throws {
        #expect(try traits(#"<input type="email" inputmode="\#(mode)">"#).keyboardType == keyboard)
        #expect(try traits(#"<textarea inputmode="\#(mode)">"#).keyboardType == keyboard)
    }

    static let elementTypes: [(String, KeyboardType)] = [
        (#"<input type="tel">"#, .phonePad), (#"<input type="url">"#, .URL), (#"<input type="email">"#, .emailAddress),
        (#"<input type="number">"#, .numbersAndPunctuation), (#"<input type="number" pattern="\d*">"#, .numberPad),
        (#"<input type="number" pattern="[0-9]*">"#, .numberPad), (#"<input type="text" pattern="[0-9]*">"#, .numberPad),
        (#"<input pattern="\d*">"#, .numberPad), (#"<input type="text" pattern="[0-9]+">"#, .default),
        (#"<input type="text" pattern="\d{4}">"#, .default), (#"<input type="search" pattern="\d*">"#, .default),
        (#"<input type="text">"#, .default), (#"<input type="password">"#, .default), (#"<input type="search">"#, .default),
        ("<textarea>", .default), ("<div contenteditable>", .default), (#"<input type="date">"#, .default),
        (#"<input type="time">"#, .default), ("<select>", .default), (#"<input type="color">"#, .default),
        (#"<input type="tel" inputmode="none">"#, .phonePad), (#"<input type="url" inputmode="bogus">"#, .URL),
        (#"<input type="bogus">"#, .default),
    ]

    @Test("without inputmode (or with none or an invalid one) the element type decides", arguments: elementTypes)
    func elementType(html: String, keyboard: KeyboardType) throws {
        #expect(try traits(html).keyboardType == keyboard)
    }

    @Test("the name attribute never picks a keyboard", arguments: [
        #"<input name="zip">"#, #"<input name="phone" id="tel">"#, #"<input name="email">"#, #"<input name="url" title="number">"#,
    ])
    func nameIsIgnored(html: String) throws {
        #expect(try traits(html).keyboardType == .default)
    }

    static let enterKeyHints: [(String, ReturnKeyType)] = [
        ("enter", .default), ("done", .done), ("go", .go), ("next", .next), ("search", .search), ("send", .send), ("SEND", .send),
    ]

    @Test("enterkeyhint picks the return key", arguments: enterKeyHints)
    func enterKeyHint(hint: String, key: ReturnKeyType) throws {
        #expect(try traits(#"<input enterkeyhint="\#(hint)">"#).returnKeyType == key)
        // An explicit hint wins over the form-action rule.
        #expect(try traits(#"<form action="/go"><input enterkeyhint="\#(hint)">"#).returnKeyType == key)
    }

    @Test("previous, missing or invalid enterkeyhint: default, or go/search inside a form with an action", arguments: [
        "", #" enterkeyhint="previous""#, #" enterkeyhint="bogus""#, #" enterkeyhint"#,
    ])
    func formAction(hint: String) throws {
        #expect(try traits("<input\(hint)>").returnKeyType == .default)
        #expect(try traits("<form action=\"/submit\"><input\(hint)>").returnKeyType == .go)
        #expect(try traits("<form action=\"/find\"><input type=search\(hint)>").returnKeyType == .search)
        #expect(try traits("<input type=search\(hint)>",
                           form: HTMLElement(tagName: "form", attributes: ["action": "/find"])).returnKeyType == .search)
        // No action, an empty one, or a control after </form>: no go.
        #expect(try traits("<form><input\(hint)>").returnKeyType == .default)
        #expect(try traits("<form action=\"  \"><input\(hint)>").returnKeyType == .default)
        #expect(try traits("<form action=\"/x\"></form><input\(hint)>").returnKeyType == .default)
    }

    @Test("password, e-mail and URL fields are never capitalised or corrected", arguments: ["password", "email", "url"])
    func neverCorrected(type: String) throws {
        let t = try traits(#"<input type="\#(type)" autocapitalize="words" autocorrect="on">"#)
        #expect(t.autocapitalizationType == .none)
        #expect(t.autocorrectionType == .no)
    }

    @Test("a form action containing 'login' turns capitalisation and correction off")
    func loginForm() throws {
        let t = try traits(#"<form action="https://example.com/login"><input autocapitalize="words">"#)
        #expect(t.autocapitalizationType == .none)
        #expect(t.autocorrectionType == .no)
        #expect(t.returnKeyType == .go)
    }

    static let autocapitalize: [(String, AutocapitalizationType)] = [
        ("", .sentences), (#" autocapitalize="none""#, .none), (#" autocapitalize="off""#, .none),
        (#" autocapitalize="on""#, .sentences), (#" autocapitalize="sentences""#, .sentences), (#" autocapitalize="words""#, .words),
        (#" autocapitalize="characters""#, .allCharacters), (#" autocapitalize="WORDS""#, .words),
        (#" autocapitalize="shout""#, .sentences),
    ]

    @Test("autocapitalize keywords; missing or invalid is sentences", arguments: autocapitalize)
    func autocapitalizeAttribute(attribute: String, expected: AutocapitalizationType) throws {
        #expect(try traits("<input\(attribute)>").autocapitalizationType == expected)
        #expect(try traits("<textarea\(attribute)>").autocapitalizationType == expected)
        #expect(try traits("<p contenteditable\(attribute)>").autocapitalizationType == expected)
    }

    @Test("autocapitalize and autocorrect inherit from the form; the element's valid value wins")
    func inheritance() throws {
        #expect(try traits(#"<form autocapitalize="words"><input>"#).autocapitalizationType == .words)
        #expect(try traits(#"<form autocapitalize="words"><input autocapitalize="characters">"#).autocapitalizationType == .allCharacters)
        #expect(try traits(#"<form autocapitalize="words"><input autocapitalize="bogus">"#).autocapitalizationType == .words)
        #expect(try traits(#"<form autocorrect="off"><input>"#).autocorrectionType == .no)
        #expect(try traits(#"<form autocorrect="off"><input autocorrect="on">"#).autocorrectionType == .yes)
    }

    @Test("autocorrect: off is no; on, empty, other values and missing are yes", arguments: [
        ("", TraitSwitch.yes), (#" autocorrect="off""#, .no), (#" autocorrect="OFF""#, .no), (#" autocorrect="on""#, .yes),
        (#" autocorrect"#, .yes), (#" autocorrect="maybe""#, .yes),
    ])
    func autocorrect(attribute: String, expected: TraitSwitch) throws {
        #expect(try traits("<input\(attribute)>").autocorrectionType == expected)
    }

    @Test("spellcheck=false turns spell checking, smart quotes and smart dashes off; other values leave the defaults")
    func spellcheck() throws {
        let off = try traits(#"<textarea spellcheck="false">"#)
        #expect(off.spellCheckingType == .no && off.smartQuotesType == .no && off.smartDashesType == .no)
        #expect(off.smartInsertDeleteType == .default)
        for attribute in ["", #" spellcheck="true""#, #" spellcheck"#, #" spellcheck="nope""#] {
            let t = try traits("<textarea\(attribute)>")
            #expect(t.spellCheckingType == .default && t.smartQuotesType == .default && t.smartDashesType == .default)
        }
        #expect(try traits(#"<form spellcheck="false"><input>"#).spellCheckingType == .no)
        #expect(try traits(#"<form spellcheck="false"><input spellcheck="true">"#).spellCheckingType == .default)
    }

    @Test("password fields are secure; nothing else is")
    func secure() throws {
        #expect(try traits(#"<input type="password">"#).isSecureTextEntry)
        #expect(try traits(#"<input type="PASSWORD" inputmode="numeric">"#).isSecureTextEntry)
        #expect(try traits(#"<input type="password" inputmode="numeric">"#).keyboardType == .numberPad)
        #expect(try !traits(#"<input type="text" autocomplete="current-password">"#).isSecureTextEntry)
    }

    @Test("autocomplete gives the content type; invalid values give none", arguments: [
        (#"autocomplete="new-password""#, TextContentType?.some(.newPassword)),
        (#"autocomplete="section-login current-password""#, .password),
        (#"autocomplete="username webauthn""#, .username),
        (#"autocomplete="shipping postal-code""#, .postalCode),
        (#"autocomplete="home email""#, .emailAddress),
        (#"autocomplete="one-time-code""#, .oneTimeCode),
        (#"autocomplete="cc-number""#, .creditCardNumber),
        (#"autocomplete="billing cc-csc""#, .creditCardSecurityCode),
        (#"autocomplete="home name""#, nil),
        (#"autocomplete="off""#, nil),
        (#"autocomplete="emial""#, nil),
        ("", nil),
    ])
    func contentType(attribute: String, expected: TextContentType?) throws {
        #expect(try traits("<input \(attribute)>").textContentType == expected)
        #expect(try traits("<textarea \(attribute)>").textContentType == expected)
        // autocomplete does not apply to editable elements that are not form controls.
        #expect(try traits("<div contenteditable \(attribute)>").textContentType == nil)
    }

    @Test("a card's number, security code and expiry never feed learning or suggestions, whatever else the field says", arguments: [
        "cc-number", "cc-csc", "cc-exp", "cc-exp-month", "cc-exp-year", "billing cc-number", "section-pay shipping cc-csc",
    ])
    func cardFields(token: String) throws {
        for html in [#"<input autocomplete="\#(token)">"#, #"<input inputmode="numeric" autocorrect="on" autocomplete="\#(token)">"#,
                     #"<textarea spellcheck="true" autocomplete="\#(token)">"#] {
            let t = try traits(html)
            #expect(!t.isLearningAllowed && !t.areSuggestionsAllowed, "\(html)")
        }
        // The name on the card is a name: the keyboard may suggest it.
        #expect(try traits(#"<input autocomplete="cc-name">"#).isLearningAllowed)
    }

    @Test("passwordrules is parsed; a bad descriptor is ignored as a browser ignores a bad attribute")
    func passwordRules() throws {
        let t = try traits(#"<input type="password" passwordrules="required: digit; minlength: 6;">"#)
        #expect(t.passwordRules?.minLength == 6)
        #expect(try traits(#"<input type="password" passwordrules="minlength: six">"#).passwordRules == nil)
    }

    @Test("the acceptance examples")
    func acceptance() throws {
        let url = try traits(#"<input type="url" enterkeyhint="go">"#)
        #expect(url.keyboardType == .URL && url.returnKeyType == .go && url.autocapitalizationType == .none
                && url.autocorrectionType == .no)
        #expect(try traits(#"<input type="text" pattern="[0-9]*">"#).keyboardType == .numberPad)
        #expect(try traits(#"<input name="zip">"#) == traits("<input>"))
        let password = try traits(#"<input type="password" autocomplete="new-password">"#)
        #expect(password.isSecureTextEntry && password.textContentType == .newPassword)
        let email = try traits(#"<input type="email" enterkeyhint="send">"#)
        #expect(email.keyboardType == .emailAddress && email.returnKeyType == .send)
    }

    @Test("controls that take no typed text, and non-editable elements, are errors", arguments: [
        (#"<input type="checkbox">"#, #"<input type="checkbox"> does not take typed text"#),
        (#"<input type="HIDDEN">"#, #"<input type="hidden"> does not take typed text"#),
        (#"<input type="range">"#, #"<input type="range"> does not take typed text"#),
        ("<div>hello</div>", "<div> does not take typed text (it is not a form control and has no contenteditable)"),
        (#"<div contenteditable="false">"#, #"<div contenteditable="false"> is not editable"#),
        ("<form action=/x></form>", "no form control in the HTML (expected <input>, <textarea> or an element with contenteditable)"),
    ])
    func notTextInput(html: String, message: String) {
        #expect(throws: (any Error).self) { try traits(html) }
        do {
            _ = try traits(html)
        } catch {
            #expect(error.description == message)
        }
    }

    @Test("malformed HTML is reported with its column")
    func malformed() {
        #expect(throws: TextInputTraits.HTMLError.malformed(HTMLElement.ParseError(column: 1,
                                                                                   message: "unterminated tag '<input': missing '>'"))) {
            try traits(#"<input type="email""#)
        }
    }

    @Test("warnings: an autocomplete value HTML would ignore is said, with a did-you-mean; valid ones and other HTML are quiet")
    func warnings() {
        let warnings = TextInputTraits.warnings(inHTML: #"<input autocomplete="emial">"#)
        #expect(warnings.count == 1 && warnings[0].hasPrefix("autocomplete 'emial' is ignored: ") && warnings[0].contains("email"))
        #expect(TextInputTraits.warnings(inHTML: #"<input autocomplete="email">"#).isEmpty)
        #expect(TextInputTraits.warnings(inHTML: "<input>").isEmpty && TextInputTraits.warnings(inHTML: "not html").isEmpty)
    }
}
