/// Everything a keyboard is told about the text container it types into: the complete model
/// of UIKit's `UITextInputTraits`, with the platform's defaults.
///
/// ```swift
/// var traits = TextInputTraits()
/// traits.keyboardType = .emailAddress
/// traits.returnKeyType = .send
/// traits.isAutocorrectionEnabled            // true: .default autocorrects, as on iOS
/// traits.isSecureTextEntry = true
/// traits.isAutocorrectionEnabled            // false: secure entry turns it off
/// ```
///
/// Traits also come from an HTML form control (``init(html:form:)``) and from Android's
/// `EditorInfo` (``init(androidInputType:imeOptions:actionLabel:)``); the derived behaviour a
/// keyboard needs (is the return key enabled, may the keyboard learn, is autocorrection on)
/// is in `TextInputTraits+Behavior.swift`.
///
/// Property names are UIKit's Swift names, and so are the JSON keys; enumeration values are
/// encoded by case name. A property missing from JSON takes its default.
public struct TextInputTraits: Hashable, Sendable {
    /// When the keyboard shifts by itself. Default ``AutocapitalizationType/sentences``.
    public var autocapitalizationType: AutocapitalizationType = .sentences
    /// Inline autocorrection. Default ``TraitSwitch/default``.
    public var autocorrectionType: AutocorrectionType = .default
    /// Marking of misspelled words. Default ``TraitSwitch/default``.
    public var spellCheckingType: SpellCheckingType = .default
    /// Typographic quotes. Default ``TraitSwitch/default``.
    public var smartQuotesType: SmartQuotesType = .default
    /// En and em dashes. Default ``TraitSwitch/default``.
    public var smartDashesType: SmartDashesType = .default
    /// Spaces managed around paste, cut and delete. Default ``TraitSwitch/default``.
    public var smartInsertDeleteType: SmartInsertDeleteType = .default
    /// Inline predictions. Default ``TraitSwitch/default``.
    public var inlinePredictionType: InlinePredictionType = .default
    /// Completion of typed maths. Default ``TraitSwitch/default``.
    public var mathExpressionCompletionType: MathExpressionCompletionType = .default
    /// The purpose of the input, which picks the keys. Default ``KeyboardType/default``.
    public var keyboardType: KeyboardType = .default
    /// The colour scheme. Default ``KeyboardAppearance/default``.
    public var keyboardAppearance: KeyboardAppearance = .default
    /// What the return key says and does. Default ``ReturnKeyType/default``.
    public var returnKeyType: ReturnKeyType = .default
    /// When true, the return key is disabled while the text is empty. Default `false`.
    public var enablesReturnKeyAutomatically = false
    /// Hidden input that no one but the owner may read (no suggestions, no learning, no
    /// copying). Default `false`.
    public var isSecureTextEntry = false
    /// What the content means, for AutoFill and suggestions. Default `nil`.
    public var textContentType: TextContentType?
    /// Requirements for a generated password; UIKit honours them only with secure entry.
    /// Default `nil`.
    public var passwordRules: PasswordRules?
    /// How Writing Tools treat the container. Default ``WritingToolsBehavior/default``.
    public var writingToolsBehavior: WritingToolsBehavior = .default
    /// The results Writing Tools may produce. Default `.default` (the empty set).
    public var allowedWritingToolsResultOptions: WritingToolsResultOptions = .default
    /// The conversation a reply is typed into, for Smart Reply. Default `nil`.
    public var conversationContext: ConversationContext?
    /// Whether an iPad may show its floating number-pad popover for number keyboards.
    /// Default `true`.
    public var allowsNumberPadPopover = true
    /// Whether the keyboard may learn from and personalise on what is typed here. Default `true`.
    ///
    /// Not a public UIKit trait: it carries Android's `IME_FLAG_NO_PERSONALIZED_LEARNING`
    /// (incognito fields) and WebKit's private learns-corrections switch, which a keyboard must
    /// honour all the same. ``isLearningAllowed`` combines it with secure entry and sensitive
    /// content types.
    public var allowsPersonalizedLearning = true

    /// Traits with every property at its platform default.
    public init() {}
}

/// The conversation a reply is being typed into, as UIKit's `UIConversationContext` (iOS 18.4),
/// from which a keyboard may offer Smart Replies.
public struct ConversationContext: Hashable, Sendable, Codable {
    /// One message of the conversation.
    public struct Entry: Hashable, Sendable, Codable {
        public var text: String
        public var senderIdentifier: String
        /// Seconds since 1970, if known.
        public var sentDate: Double?

        public init(text: String, senderIdentifier: String, sentDate: Double? = nil) {
            self.text = text
            self.senderIdentifier = senderIdentifier
            self.sentDate = sentDate
        }
    }

    /// The messages, oldest first.
    public var entries: [Entry]
    /// Display names of the participants.
    public var participantNameByIdentifier: [String: String]
    /// The identifiers that stand for the person typing.
    public var selfIdentifiers: Set<String>
    /// Whom the reply goes to, if one person.
    public var responsePrimaryRecipientIdentifier: String?

    public init(
        entries: [Entry] = [],
        participantNameByIdentifier: [String: String] = [:],
        selfIdentifiers: Set<String> = [],
        responsePrimaryRecipientIdentifier: String? = nil
    ) {
        self.entries = entries
        self.participantNameByIdentifier = participantNameByIdentifier
        self.selfIdentifiers = selfIdentifiers
        self.responsePrimaryRecipientIdentifier = responsePrimaryRecipientIdentifier
    }
}

extension TextInputTraits: Codable {
    enum CodingKeys: String, CodingKey, CaseIterable {
        case autocapitalizationType, autocorrectionType, spellCheckingType, smartQuotesType
        case smartDashesType, smartInsertDeleteType, inlinePredictionType, mathExpressionCompletionType
        case keyboardType, keyboardAppearance, returnKeyType, enablesReturnKeyAutomatically
        case isSecureTextEntry, textContentType, passwordRules, writingToolsBehavior
        case allowedWritingToolsResultOptions, conversationContext, allowsNumberPadPopover
        case allowsPersonalizedLearning
    }

    /// The JSON key of every property, in declaration order.
    public static var propertyNames: [String] { CodingKeys.allCases.map(\.stringValue) }

    /// Every key is written, `null` included, so the JSON shows the whole model.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(autocapitalizationType, forKey: .autocapitalizationType)
        try c.encode(autocorrectionType, forKey: .autocorrectionType)
        try c.encode(spellCheckingType, forKey: .spellCheckingType)
        try c.encode(smartQuotesType, forKey: .smartQuotesType)
        try c.encode(smartDashesType, forKey: .smartDashesType)
        try c.encode(smartInsertDeleteType, forKey: .smartInsertDeleteType)
        try c.encode(inlinePredictionType, forKey: .inlinePredictionType)
        try c.encode(mathExpressionCompletionType, forKey: .mathExpressionCompletionType)
        try c.encode(keyboardType, forKey: .keyboardType)
        try c.encode(keyboardAppearance, forKey: .keyboardAppearance)
        try c.encode(returnKeyType, forKey: .returnKeyType)
        try c.encode(enablesReturnKeyAutomatically, forKey: .enablesReturnKeyAutomatically)
        try c.encode(isSecureTextEntry, forKey: .isSecureTextEntry)
        try c.encode(textContentType, forKey: .textContentType)
        try c.encode(passwordRules, forKey: .passwordRules)
        try c.encode(writingToolsBehavior, forKey: .writingToolsBehavior)
        try c.encode(allowedWritingToolsResultOptions, forKey: .allowedWritingToolsResultOptions)
        try c.encode(conversationContext, forKey: .conversationContext)
        try c.encode(allowsNumberPadPopover, forKey: .allowsNumberPadPopover)
        try c.encode(allowsPersonalizedLearning, forKey: .allowsPersonalizedLearning)
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        func value<T: Decodable>(_ key: CodingKeys, _ fallback: T) throws -> T {
            try c.decodeIfPresent(T.self, forKey: key) ?? fallback
        }
        let d = TextInputTraits()
        autocapitalizationType = try value(.autocapitalizationType, d.autocapitalizationType)
        autocorrectionType = try value(.autocorrectionType, d.autocorrectionType)
        spellCheckingType = try value(.spellCheckingType, d.spellCheckingType)
        smartQuotesType = try value(.smartQuotesType, d.smartQuotesType)
        smartDashesType = try value(.smartDashesType, d.smartDashesType)
        smartInsertDeleteType = try value(.smartInsertDeleteType, d.smartInsertDeleteType)
        inlinePredictionType = try value(.inlinePredictionType, d.inlinePredictionType)
        mathExpressionCompletionType = try value(.mathExpressionCompletionType, d.mathExpressionCompletionType)
        keyboardType = try value(.keyboardType, d.keyboardType)
        keyboardAppearance = try value(.keyboardAppearance, d.keyboardAppearance)
        returnKeyType = try value(.returnKeyType, d.returnKeyType)
        enablesReturnKeyAutomatically = try value(.enablesReturnKeyAutomatically, d.enablesReturnKeyAutomatically)
        isSecureTextEntry = try value(.isSecureTextEntry, d.isSecureTextEntry)
        textContentType = try c.decodeIfPresent(TextContentType.self, forKey: .textContentType)
        passwordRules = try c.decodeIfPresent(PasswordRules.self, forKey: .passwordRules)
        writingToolsBehavior = try value(.writingToolsBehavior, d.writingToolsBehavior)
        allowedWritingToolsResultOptions = try value(.allowedWritingToolsResultOptions, d.allowedWritingToolsResultOptions)
        conversationContext = try c.decodeIfPresent(ConversationContext.self, forKey: .conversationContext)
        allowsNumberPadPopover = try value(.allowsNumberPadPopover, d.allowsNumberPadPopover)
        allowsPersonalizedLearning = try value(.allowsPersonalizedLearning, d.allowsPersonalizedLearning)
    }
}
