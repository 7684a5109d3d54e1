import TextEditing
import TextInputTraits

/// The form of Apple's 2008 talk on iPhone text input: one field per kind of text, each with the
/// traits such a field gets, and a multi-line notes view.
struct Field {
    var label: String
    var container: TextContainer

    static func form() -> [Field] {
        func traits(_ change: (inout TextInputTraits) -> Void) -> TextInputTraits {
            var traits = TextInputTraits()
            change(&traits)
            return traits
        }
        let fields: [(String, TextContainer.Kind, TextInputTraits)] = [
            ("Name", .singleLine, traits {
                $0.autocapitalizationType = .words; $0.autocorrectionType = .no; $0.textContentType = .name; $0.returnKeyType = .next
            }),
            ("Email", .singleLine, traits {
                $0.keyboardType = .emailAddress; $0.autocapitalizationType = .none; $0.autocorrectionType = .no
                $0.textContentType = .emailAddress; $0.returnKeyType = .next
            }),
            ("URL", .singleLine, traits {
                $0.keyboardType = .URL; $0.autocapitalizationType = .none; $0.autocorrectionType = .no
                $0.textContentType = .URL; $0.returnKeyType = .go
            }),
            ("Phone", .singleLine, traits { $0.keyboardType = .phonePad; $0.textContentType = .telephoneNumber }),
            ("Search", .singleLine,
             traits { $0.keyboardType = .webSearch; $0.returnKeyType = .search; $0.enablesReturnKeyAutomatically = true }),
            ("Password", .singleLine, traits { $0.isSecureTextEntry = true; $0.textContentType = .password; $0.returnKeyType = .done }),
            ("Notes", .multiLine, TextInputTraits()),
        ]
        return fields.map { Field(label: $0.0, container: TextContainer(kind: $0.1, traits: $0.2)) }
    }
}
