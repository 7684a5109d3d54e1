import CommandLineInterface
import CommandLineTool
import Testing
import _TestSupport

@Suite("softkbd traits")
struct TraitsCommandTests {
    @Test("the acceptance examples")
    func acceptance() throws {
        let url = softkbd("traits", "--html", #"<input type="url" enterkeyhint="go">"#)
        #expect(url.exitCode == .success)
        #expect(url.stderr.isEmpty)
        let object = try #require(jsonObject(url.stdout))
        #expect(object["keyboardType"] as? String == "URL")
        #expect(object["returnKeyType"] as? String == "go")
        #expect(object["autocapitalizationType"] as? String == "none")
        #expect(object["autocorrectionType"] as? String == "no")

        #expect(jsonObject(softkbd("traits", "--html",
                                   #"<input type="text" pattern="[0-9]*">"#).stdout)?["keyboardType"] as? String == "numberPad")
        #expect(jsonObject(softkbd("traits", "--html", #"<input name="zip">"#).stdout)?["keyboardType"] as? String == "default")
        let password = try #require(jsonObject(softkbd("traits", "--html", #"<input type="password" autocomplete="new-password">"#).stdout))
        #expect(password["isSecureTextEntry"] as? Bool == true)
        #expect(password["textContentType"] as? String == "newPassword")
        let android = try #require(jsonObject(softkbd("traits", "--android-input-type", "0x21", "--ime-options", "0x6").stdout))
        #expect(android["keyboardType"] as? String == "emailAddress")
        #expect(android["returnKeyType"] as? String == "done")
    }

    @Test("a form action makes WebKit offer go, or search for search fields, by flag or by a <form> tag")
    func formAction() {
        #expect(jsonObject(softkbd("traits", "--html", "<input>", "--form-action", "/submit").stdout)?["returnKeyType"] as? String == "go")
        #expect(jsonObject(softkbd("traits", "--html", "<input type=search>", "--form-action",
                                   "/find").stdout)?["returnKeyType"] as? String == "search")
        #expect(jsonObject(softkbd("traits", "--html",
                                   "<form action=/find><input type=search>").stdout)?["returnKeyType"] as? String == "search")
        #expect(jsonObject(softkbd("traits", "--html", "<input type=search>").stdout)?["returnKeyType"] as? String == "default")
    }

    @Test("output snapshots", arguments: [
        ("email-send", ["traits", "--html", #"<input type="email" enterkeyhint="send">"#]),
        ("android-email-done", ["traits", "--android-input-type", "0x21", "--ime-options", "0x6"]),
        ("defaults", ["traits"]),
        ("print-android", ["traits", "--set", "keyboardType=url", "--set", "returnKeyType=GO", "--print", "android"]),
        ("print-behavior-secure", ["traits", "--set", "isSecureTextEntry=true", "--print", "behavior"]),
        ("password-rules",
         ["traits", "--html", #"<input type=password passwordrules="required: upper; required: digit; allowed: [-_]; minlength: 12">"#]),
        ("print-chromium-textarea", ["traits", "--html", #"<textarea autocapitalize="words" enterkeyhint="send">"#, "--print", "chromium"]),
        ("help", ["traits", "--help"]),
    ])
    func snapshots(name: String, arguments: [String]) {
        let (code, output) = SoftKeyboardCommand.run(arguments)
        #expect(code == .success)
        #expect(output.standardError.isEmpty)
        expectSnapshot(output.standardOutput, named: "traits-\(name)")
    }

    @Test("--set changes single traits, names and values in any case")
    func set() throws {
        let result = softkbd("traits", "--set", "KEYBOARDTYPE=emailaddress", "--set", "returnkeytype=Done", "--set",
                             "isSecureTextEntry=yes",
                             "--set", "textContentType=ONETIMECODE", "--set", "keyboardAppearance=alert", "--set",
                             "allowedWritingToolsResultOptions=plainText, table")
        #expect(result.exitCode == .success)
        let object = try #require(jsonObject(result.stdout))
        #expect(object["keyboardType"] as? String == "emailAddress")
        #expect(object["returnKeyType"] as? String == "done")
        #expect(object["isSecureTextEntry"] as? Bool == true)
        #expect(object["textContentType"] as? String == "oneTimeCode")
        #expect(object["keyboardAppearance"] as? String == "alert")
        #expect(object["allowedWritingToolsResultOptions"] as? [String] == ["plainText", "table"])
        // A custom content type is kept as typed.
        #expect(jsonObject(softkbd("traits", "--set",
                                   "textContentType=com.example.iban").stdout)?["textContentType"] as? String == "com.example.iban")
    }

    static let usageCases: [([String], String)] = [
        (["traits", "--htlm", "<input>"], "softkbd: error: unknown option '--htlm'; did you mean '--html'?"),
        (["traits", "--html"], "softkbd: error: option '--html' needs a value (--html HTML)"),
        (["traits", "--html", "<input>", "--html", "<textarea>"], "softkbd: error: option '--html' given more than once"),
        (["traits", "--html", "<input>", "--android-input-type", "1"],
         "softkbd: error: give either '--html' or '--android-input-type', not both"),
        (["traits", "--ime-options", "6"], "softkbd: error: '--ime-options' and '--action-label' need '--android-input-type'"),
        (["traits", "--form-action", "/x"], "softkbd: error: '--form-action' needs '--html'"),
        (["traits", "--android-input-type", "0xZZ"],
         "softkbd: error: invalid value '0xZZ' for '--android-input-type': expected a 32-bit number in decimal or 0x hex"),
        (["traits", "--set", "keyboardType"], "softkbd: error: '--set' needs NAME=VALUE, found 'keyboardType'"),
        (["traits", "--set", "keybordType=url"], "softkbd: error: unknown trait 'keybordType'; did you mean 'keyboardType'?"),
        (["traits", "--set", "keyboardType=urll"],
         "softkbd: error: invalid value 'urll' for 'keyboardType': unknown KeyboardType 'urll'; did you mean 'URL'?"),
        (["traits", "--set", "isSecureTextEntry=maybe"],
         "softkbd: error: invalid value 'maybe' for 'isSecureTextEntry': expected true or false"),
        (["traits", "--set", "conversationContext=x"], "softkbd: error: 'conversationContext' cannot be set from text"),
        (["traits", "--print", "andriod"],
         "softkbd: error: unknown value 'andriod' for '--print'; did you mean 'android'?; expected traits, android, chromium or behavior"),
        (["traits", "--print", "chromium"], "softkbd: error: '--print chromium' needs '--html'"),
        (["traits", "extra"], "softkbd: error: unexpected argument 'extra'"),
    ]

    @Test("usage errors exit 64 with one message line, the usage and a pointer to --help", arguments: usageCases)
    func usageErrors(arguments: [String], message: String) {
        let (code, output) = SoftKeyboardCommand.run(arguments)
        #expect(code == .usage)
        #expect(output.standardOutput.isEmpty)
        let lines = output.standardError.split(separator: "\n").map(String.init)
        #expect(lines.first == message)
        #expect(lines.count == 3)
        #expect(lines.dropFirst().first?.hasPrefix("usage: softkbd traits") == true)
        #expect(lines.last == "See 'softkbd traits --help'.")
    }

    @Test("unreadable input exits 1 with a one-line message", arguments: [
        (#"<input type="email""#, "softkbd: error: cannot read --html: malformed HTML: column 1: unterminated tag '<input': missing '>'"),
        ("hello",
         "softkbd: error: cannot read --html: malformed HTML: column 1: no HTML start tag found (expected something like '<input " +
         "type=\"text\">')"),
        ("<input type=checkbox>", #"softkbd: error: cannot read --html: <input type="checkbox"> does not take typed text"#),
        (#"<input type="email"><textarea>"#,
         "softkbd: error: cannot read --html: the HTML has 2 text controls (<input>, <textarea>); give one"),
    ])
    func failures(html: String, message: String) {
        let result = softkbd("traits", "--html", html)
        #expect(result.exitCode == .failure)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == message + "\n")
    }

    @Test("a bad password rules descriptor is a bad command-line value (64) naming the column")
    func badPasswordRules() {
        let result = softkbd("traits", "--set", "passwordRules=required: uper")
        #expect(result.exitCode == .usage)
        #expect(result.stderr.hasPrefix("softkbd: error: invalid password rules 'required: uper': column 11: unknown character class " +
                                        "'uper'; did you mean 'upper'?\nusage: softkbd traits"))
    }

    @Test("one rule for what is a control: what cannot take text is passed over for the control that can")
    func oneRule() {
        for html in [#"<div contenteditable="false"></div><input type="url">"#,
                     #"<form action="/x"><input type="checkbox"><input type="url">"#] {
            let result = softkbd("traits", "--html", html)
            #expect(result.exitCode == .success, "\(html): \(result.stderr)")
            #expect(result.stdout.contains(#""keyboardType" : "URL""#))
        }
    }

    @Test("an autocomplete value HTML ignores is a warning with did-you-mean; the traits are still printed")
    func autocompleteWarning() {
        let result = softkbd("traits", "--html", #"<input autocomplete="emial">"#)
        #expect(result.exitCode == .success)
        #expect(result.stderr == "softkbd: warning: autocomplete 'emial' is ignored: unknown autofill field 'emial'; did you mean " +
                                 "'email'?\n")
        #expect(softkbd("traits", "--html", #"<input autocomplete="email">"#).stderr.isEmpty)
    }

    @Test("numbers are decimal or 0x hex, as documented; binary is refused")
    func numbers() {
        #expect(softkbd("traits", "--android-input-type", "0x21").exitCode == .success)
        #expect(softkbd("traits", "--android-input-type", "33").exitCode == .success)
        let binary = softkbd("traits", "--android-input-type", "0b100001")
        #expect(binary.exitCode == .usage)
        #expect(binary.stderr.hasPrefix("softkbd: error: invalid value '0b100001' for '--android-input-type': expected a 32-bit number " +
                                        "in decimal or 0x hex"))
    }
}
