import Foundation
import Testing
import TextInputTraits

@Suite("TextInputTraits")
struct TextInputTraitsTests {
    @Test("defaults are the platform's")
    func defaults() {
        let traits = TextInputTraits()
        #expect(traits.autocapitalizationType == .sentences)
        #expect(traits.autocorrectionType == .default)
        #expect(traits.spellCheckingType == .default)
        #expect(traits.smartQuotesType == .default)
        #expect(traits.smartDashesType == .default)
        #expect(traits.smartInsertDeleteType == .default)
        #expect(traits.inlinePredictionType == .default)
        #expect(traits.mathExpressionCompletionType == .default)
        #expect(traits.keyboardType == .default)
        #expect(traits.keyboardAppearance == .default)
        #expect(traits.returnKeyType == .default)
        #expect(traits.enablesReturnKeyAutomatically == false)
        #expect(traits.isSecureTextEntry == false)
        #expect(traits.textContentType == nil)
        #expect(traits.passwordRules == nil)
        #expect(traits.writingToolsBehavior == .default)
        #expect(traits.allowedWritingToolsResultOptions == [])
        #expect(traits.conversationContext == nil)
        #expect(traits.allowsNumberPadPopover == true)
        #expect(traits.allowsPersonalizedLearning == true)
    }

    @Test("JSON keys are the Swift property names, every one written")
    func jsonKeys() throws {
        let object = try JSONSerialization.jsonObject(with: JSONEncoder().encode(TextInputTraits())) as? [String: Any]
        #expect(Set(object?.keys ?? [:].keys) == Set(TextInputTraits.propertyNames))
        #expect(TextInputTraits.propertyNames.count == 20)
        #expect(object?["keyboardType"] as? String == "default")
        #expect(object?["textContentType"] is NSNull)
    }

    @Test("a fully set value survives a JSON round trip")
    func roundTrip() throws {
        var traits = TextInputTraits()
        traits.autocapitalizationType = .allCharacters
        traits.autocorrectionType = .no
        traits.spellCheckingType = .yes
        traits.smartQuotesType = .no
        traits.smartDashesType = .yes
        traits.smartInsertDeleteType = .no
        traits.inlinePredictionType = .yes
        traits.mathExpressionCompletionType = .no
        traits.keyboardType = .asciiCapableNumberPad
        traits.keyboardAppearance = .alert
        traits.returnKeyType = .emergencyCall
        traits.enablesReturnKeyAutomatically = true
        traits.isSecureTextEntry = true
        traits.textContentType = TextContentType(rawValue: "com.example.pin")
        traits.passwordRules = try PasswordRules(descriptor: "required: digit; minlength: 4; maxlength: 8;")
        traits.writingToolsBehavior = .none
        traits.allowedWritingToolsResultOptions = [.richText, .list]
        traits.conversationContext = ConversationContext(
            entries: [.init(text: "Lunch?", senderIdentifier: "ann", sentDate: 1_700_000_000)],
            participantNameByIdentifier: ["ann": "Ann"], selfIdentifiers: ["me"], responsePrimaryRecipientIdentifier: "ann")
        traits.allowsNumberPadPopover = false
        traits.allowsPersonalizedLearning = false
        let decoded = try JSONDecoder().decode(TextInputTraits.self, from: JSONEncoder().encode(traits))
        #expect(decoded == traits)
    }

    @Test("missing keys take their defaults; wrong values are errors")
    func partialJSON() throws {
        let traits = try JSONDecoder().decode(TextInputTraits.self, from: Data(#"{"keyboardType": "url", "returnKeyType": "GO"}"#.utf8))
        var expected = TextInputTraits()
        expected.keyboardType = .URL
        expected.returnKeyType = .go
        #expect(traits == expected)
        #expect(try JSONDecoder().decode(TextInputTraits.self, from: Data("{}".utf8)) == TextInputTraits())
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(TextInputTraits.self, from: Data(#"{"keyboardType": 3}"#.utf8)) }
        let damaged = Data(#"{"passwordRules": {"descriptor": "minlength: x"}}"#.utf8)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(TextInputTraits.self, from: damaged) }
    }
}
