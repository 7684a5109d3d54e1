import Testing
import TextInputTraits

@Suite("Traits set from NAME=VALUE text")
struct TextInputTraitsAssignmentTests {
    @Test("every kind of trait, names and values in any ASCII case")
    func assign() throws {
        var traits = TextInputTraits()
        for assignment in ["KEYBOARDTYPE=url", "returnKeyType=GO", "enablesReturnKeyAutomatically=yes", "isSecureTextEntry=1",
                           "textContentType=ONETIMECODE", "keyboardAppearance=alert", "allowedWritingToolsResultOptions=plainText, table",
                           "passwordRules=required: upper; minlength: 8", "autocapitalizationType=none", "allowsNumberPadPopover=false"] {
            try traits.assign(assignment)
        }
        #expect(traits.keyboardType == .URL && traits.returnKeyType == .go && traits.enablesReturnKeyAutomatically
                && traits.isSecureTextEntry)
        #expect(traits.textContentType == .oneTimeCode && traits.keyboardAppearance == .alert)
        #expect(traits.allowedWritingToolsResultOptions == [.plainText, .table])
        #expect(traits.passwordRules?.minLength == 8 && traits.autocapitalizationType == .none && !traits.allowsNumberPadPopover)
        try traits.set("textContentType", to: "com.example.custom")
        #expect(traits.textContentType?.isCustom == true)
        try traits.set("textContentType", to: "")
        #expect(traits.textContentType == nil)
    }

    @Test("errors name the trait or the value, with the closest name", arguments: [
        ("keyboardType", "'keyboardType' is not NAME=VALUE"),
        ("keybordType=url", "unknown trait 'keybordType'; did you mean 'keyboardType'?"),
        ("keyboardType=urll", "invalid value 'urll' for 'keyboardType': unknown KeyboardType 'urll'; did you mean 'URL'?"),
        ("isSecureTextEntry=maybe", "invalid value 'maybe' for 'isSecureTextEntry': expected true or false"),
        ("allowedWritingToolsResultOptions=list,tabel",
         "invalid value 'list,tabel' for 'allowedWritingToolsResultOptions': unknown writing tools result option 'tabel'; expected " +
         "plainText, richText, list, table"),
        ("conversationContext=x", "'conversationContext' cannot be set from text"),
    ])
    func errors(assignment: String, message: String) {
        var traits = TextInputTraits()
        #expect(throws: TextInputTraits.AssignmentError(message: message)) { try traits.assign(assignment) }
        #expect(traits == TextInputTraits(), "nothing changed")
    }
}
