import EditDistance

extension TextInputTraits {
    /// Why a trait cannot be set from text: the message names the trait or value and, for a
    /// misspelling, the closest name.
    public struct AssignmentError: Error, Equatable, Sendable, CustomStringConvertible {
        public var message: String
        public var description: String { message }

        public init(message: String) { self.message = message }
    }

    /// Sets one trait from `NAME=VALUE` text, as a command line, a test file or a settings file
    /// gives it: names and enumeration values are UIKit's Swift spellings, matched without
    /// regard to ASCII case (`keyboardType=url`, `returnKeyType=GO`); booleans are
    /// `true`/`false` (`yes`/`no`, `1`/`0`); `passwordRules` is a rules descriptor;
    /// `allowedWritingToolsResultOptions` a comma-separated list; `textContentType` a documented
    /// name or any custom string.
    ///
    /// ```swift
    /// var traits = TextInputTraits()
    /// try traits.assign("keyboardType=url")       // .URL
    /// try traits.assign("keybordType=url")        // AssignmentError: unknown trait 'keybordType'; did you mean 'keyboardType'?
    /// ```
    public mutating func assign(_ assignment: String) throws(AssignmentError) {
        guard let equals = assignment.firstIndex(of: "=") else { throw AssignmentError(message: "'\(assignment)' is not NAME=VALUE") }
        try set(String(assignment[..<equals]), to: String(assignment[assignment.index(after: equals)...]))
    }

    /// Sets the trait named `name` (ASCII case ignored) from `value` (see ``assign(_:)``).
    public mutating func set(_ name: String, to value: String) throws(AssignmentError) {
        guard let key = CodingKeys.allCases.first(where: { $0.stringValue.lowercased() == name.lowercased() }) else {
            throw AssignmentError(message: "unknown trait '\(name)'\(didYouMean(name, in: Self.propertyNames))")
        }
        func invalid(_ why: String) -> AssignmentError { AssignmentError(message: "invalid value '\(value)' for '\(key.stringValue)': " +
                                                                                  "\(why)") }
        func named<T: TraitEnumeration>(_ type: T.Type) throws(AssignmentError) -> T {
            guard let found = T(name: value) else {
                throw invalid("unknown \(T.self) '\(value)'" + (closestMatch(to: value, in: T.allNames).map { "; did you mean '\($0)'?" }
                                                              ?? "; expected one of \(T.allNames.joined(separator: ", "))"))
            }
            return found
        }
        func flag() throws(AssignmentError) -> Bool {
            switch value.lowercased() {
            case "true", "yes", "1": return true
            case "false", "no", "0": return false
            default: throw invalid("expected true or false")
            }
        }
        switch key {
        case .autocapitalizationType: autocapitalizationType = try named(AutocapitalizationType.self)
        case .autocorrectionType: autocorrectionType = try named(AutocorrectionType.self)
        case .spellCheckingType: spellCheckingType = try named(SpellCheckingType.self)
        case .smartQuotesType: smartQuotesType = try named(SmartQuotesType.self)
        case .smartDashesType: smartDashesType = try named(SmartDashesType.self)
        case .smartInsertDeleteType: smartInsertDeleteType = try named(SmartInsertDeleteType.self)
        case .inlinePredictionType: inlinePredictionType = try named(InlinePredictionType.self)
        case .mathExpressionCompletionType: mathExpressionCompletionType = try named(MathExpressionCompletionType.self)
        case .keyboardType: keyboardType = try named(KeyboardType.self)
        case .keyboardAppearance: keyboardAppearance = try named(KeyboardAppearance.self)
        case .returnKeyType: returnKeyType = try named(ReturnKeyType.self)
        case .writingToolsBehavior: writingToolsBehavior = try named(WritingToolsBehavior.self)
        case .enablesReturnKeyAutomatically: enablesReturnKeyAutomatically = try flag()
        case .isSecureTextEntry: isSecureTextEntry = try flag()
        case .allowsNumberPadPopover: allowsNumberPadPopover = try flag()
        case .allowsPersonalizedLearning: allowsPersonalizedLearning = try flag()
        case .textContentType: textContentType = value.isEmpty ? nil : TextContentType(named: value) ?? TextContentType(rawValue: value)
        case .passwordRules:
            do { passwordRules = try PasswordRules(descriptor: value) } catch { throw AssignmentError(message: "invalid password rules " +
                                                                                                               "'\(value)': \(error)") }
        case .allowedWritingToolsResultOptions:
            var options: WritingToolsResultOptions = []
            for item in value.split(separator: ",") {
                let wanted = item.filter { $0 != " " }.lowercased()
                guard let option = WritingToolsResultOptions.named.first(where: { $0.name.lowercased() == wanted }) else {
                    throw invalid("unknown writing tools result option '\(wanted)'; expected "
                                  + WritingToolsResultOptions.named.map(\.name).joined(separator: ", "))
                }
                options.insert(option.option)
            }
            allowedWritingToolsResultOptions = options
        case .conversationContext:
            throw AssignmentError(message: "'conversationContext' cannot be set from text")
        }
    }
}
