/// Traits from an HTML form control, as WebKit on iOS computes them.
///
/// The rules (WebKit `WKContentViewInteraction.mm`, `_updateTextInputTraits:`):
///
/// - keyboard: `inputmode` wins when it is a valid keyword other than `none`; otherwise by
///   the input type (`tel` → phone pad, `url` → URL, `email` → e-mail, `number` → numbers and
///   punctuation, `text` or `number` with `pattern` exactly `\d*` or `[0-9]*` → number pad,
///   anything else → default). The `name` attribute is never used to guess a keyboard.
/// - return key: `enterkeyhint` (`enter` → default, `done`, `go`, `next`, `search`, `send`);
///   when it is missing, invalid or `previous`, a field in a form with an `action` gets `go`,
///   or `search` for a search field.
/// - password, e-mail and URL fields, and fields in a form whose action contains "login",
///   are never capitalised or corrected. Otherwise `autocapitalize` (inherited from the form;
///   missing or invalid → sentences) and `autocorrect` (inherited; `off` → no, anything else →
///   yes) decide.
/// - `spellcheck="false"` (inherited) turns spell checking, smart quotes and smart dashes off.
/// - `type=password` is secure entry; `autocomplete` gives the content type through
///   ``Autofill/webKitContentType``; `passwordrules` (WebKit's attribute) is parsed, and a bad
///   descriptor is ignored as a browser ignores a bad attribute.
///
/// Invalid attribute values fall back to the attribute's invalid-value default, as the HTML
/// specification says; nothing here fails on a value.
extension TextInputTraits {
    /// Why a piece of HTML gives no traits.
    public enum HTMLError: Error, Hashable, Sendable, CustomStringConvertible {
        /// The text could not be read as HTML start tags.
        case malformed(HTMLElement.ParseError)
        /// The element does not take typed text (a checkbox, a `<div>` that is not editable).
        case notTextInput(String)
        /// The fragment has no form control or editable element.
        case noControl
        /// The fragment has more than one (their tags, in order): which one is meant?
        case severalControls([String])

        public var description: String {
            switch self {
            case .malformed(let error): "malformed HTML: \(error)"
            case .notTextInput(let reason): reason
            case .noControl: "no form control in the HTML (expected <input>, <textarea> or an element with contenteditable)"
            case .severalControls(let tags): "the HTML has \(tags.count) text controls " +
                                             "(\(tags.map { "<\($0)>" }.joined(separator: ", "))); give one"
            }
        }
    }

    /// The kinds of HTML control WebKit distinguishes when it picks traits.
    public enum HTMLControlKind: String, Hashable, Sendable {
        case text, search, email, phone = "tel", url, password, number, textArea = "textarea"
        case contentEditable = "contenteditable"
        /// Date, time, month, week, select and colour controls: the platform shows a picker.
        case picker
    }

    /// Traits for the first form control in an HTML fragment.
    ///
    /// The fragment may wrap the control in a `<form>` tag (`<form action="/s"><input
    /// type=search>`), which then acts as its form owner; `form` supplies one from outside
    /// (its attributes win over a wrapping form's).
    ///
    /// ```swift
    /// let traits = try TextInputTraits(html: #"<input type="url" enterkeyhint="go">"#)
    /// traits.keyboardType              // .URL
    /// traits.autocapitalizationType    // .none
    /// ```
    /// - Throws: ``HTMLError`` when the text is not HTML or holds no text control.
    public init(html: String, form: HTMLElement? = nil) throws(HTMLError) {
        let (element, owner) = try Self.control(inHTML: html, form: form)
        try self.init(element: element, form: owner)
    }

    /// What HTML ignores without a word and a person writing it should hear: an `autocomplete`
    /// value that is not valid (the content type is then missing), with a did-you-mean.
    ///
    /// ```swift
    /// TextInputTraits.warnings(inHTML: #"<input autocomplete="emial">"#)   // ["autocomplete 'emial' is ignored: …"]
    /// ```
    public static func warnings(inHTML html: String) -> [String] {
        guard let (element, _) = try? control(inHTML: html), let value = element.attributes["autocomplete"] else { return [] }
        do {
            _ = try Autofill(attribute: value)
            return []
        } catch {
            return ["autocomplete '\(value)' is ignored: \(error)"]
        }
    }

    /// The form control of a fragment and its form owner: the `<form>` it sits in, with
    /// `form`'s attributes laid over that form's.
    ///
    /// One rule says what counts as a control: an element ``controlKind(of:)`` accepts (a
    /// checkbox or a `<div contenteditable="false">` does not). A fragment with none reports
    /// why its first element is not one; a fragment with several is an error, not a guess.
    public static func control(inHTML html: String, form: HTMLElement? = nil) throws(HTMLError) -> (element: HTMLElement,
                                                                                                    form: HTMLElement?) {
        let elements: [HTMLElement]
        do { elements = try HTMLElement.parseFragment(html) } catch { throw .malformed(error) }
        var owner: HTMLElement?
        var found: [(element: HTMLElement, owner: HTMLElement?)] = []
        var firstOther: HTMLElement?
        for element in elements {
            if element.tagName == "form" { owner = element; continue }
            if element.isFormEnd { owner = nil; continue }
            guard (try? controlKind(of: element)) != nil else {
                if firstOther == nil { firstOther = element }
                continue
            }
            found.append((element, owner))
        }
        guard let (element, elementOwner) = found.first else {
            if let firstOther { _ = try controlKind(of: firstOther) }
            throw .noControl
        }
        guard found.count == 1 else { throw .severalControls(found.map(\.element.tagName)) }
        var merged = elementOwner
        if let form {
            merged = HTMLElement(tagName: "form",
                                 attributes: (elementOwner?.attributes ?? [:]).merging(form.attributes) { _, outer in outer })
        }
        return (element, merged)
    }

    /// Traits for one HTML element, with its form owner if it has one.
    ///
    /// - Throws: ``HTMLError/notTextInput(_:)`` for controls that take no typed text
    ///   (`checkbox`, `radio`, `file`, `range`, buttons, `hidden`) and for elements that are
    ///   neither form controls nor editable.
    public init(element: HTMLElement, form: HTMLElement? = nil) throws(HTMLError) {
        self.init()
        let kind = try Self.controlKind(of: element)
        let attributes = element.attributes
        let formAction = form?.attributes["action"].map(\.trimmedASCIIWhitespace) ?? ""
        let hasFormAction = !formAction.isEmpty

        keyboardType = Self.keyboardType(for: kind, element: element)

        switch attributes["enterkeyhint"]?.asciiLowercased {
        case "enter": returnKeyType = .default
        case "done": returnKeyType = .done
        case "go": returnKeyType = .go
        case "next": returnKeyType = .next
        case "search": returnKeyType = .search
        case "send": returnKeyType = .send
        default: // previous, missing, invalid
            if hasFormAction { returnKeyType = kind == .search ? .search : .go }
        }

        isSecureTextEntry = kind == .password
        let neverCorrected = [.password, .email, .url].contains(kind) || formAction.contains("login")
        if neverCorrected {
            autocapitalizationType = .none
            autocorrectionType = .no
        } else {
            autocapitalizationType = Self.autocapitalization(element: element, form: form)
            autocorrectionType = Self.inherited("autocorrect", element, form).map { $0.asciiLowercased == "off" ? .no : .yes } ?? .yes
        }

        if let spellcheck = Self.inherited("spellcheck", element, form, valid: ["true", "", "false"]),
            spellcheck.asciiLowercased == "false" {
            spellCheckingType = .no
            smartQuotesType = .no
            smartDashesType = .no
        }

        if ["input", "textarea", "select"].contains(element.tagName), let value = attributes["autocomplete"],
           let detail = try? Autofill(attribute: value) {
            textContentType = detail.webKitContentType
        }
        if let descriptor = attributes["passwordrules"] {
            passwordRules = try? PasswordRules(descriptor: descriptor)
        }
    }

    /// Classifies an element as WebKit does (`WebPageIOS.mm`).
    public static func controlKind(of element: HTMLElement) throws(HTMLError) -> HTMLControlKind {
        switch element.tagName {
        case "input":
            let type = element.attributes["type"]?.asciiLowercased ?? "text"
            switch type {
            case "search": return .search
            case "email": return .email
            case "tel": return .phone
            case "url": return .url
            case "password": return .password
            case "number": return .number
            case "date", "month", "week", "time", "datetime-local", "color": return .picker
            case "hidden", "checkbox", "radio", "file", "submit", "image", "reset", "button", "range":
                throw .notTextInput("<input type=\"\(type)\"> does not take typed text")
            default: return .text // "text" and every invalid value
            }
        case "textarea": return .textArea
        case "select": return .picker
        default:
            switch element.attributes["contenteditable"]?.asciiLowercased {
            case "", "true", "plaintext-only": return .contentEditable
            case nil: throw .notTextInput("<\(element.tagName)> does not take typed text (it is not a form control and has no " +
                                          "contenteditable)")
            case let other?: throw .notTextInput("<\(element.tagName) contenteditable=\"\(other)\"> is not editable")
            }
        }
    }

    private static func keyboardType(for kind: HTMLControlKind, element: HTMLElement) -> KeyboardType {
        switch element.attributes["inputmode"]?.asciiLowercased {
        case "text": return .default
        case "tel": return .phonePad
        case "url": return .URL
        case "email": return .emailAddress
        case "numeric": return .numberPad
        case "decimal": return .decimalPad
        case "search": return .webSearch
        default: break // none, missing or invalid: by element type
        }
        let digitPattern = ["\\d*", "[0-9]*"].contains(element.attributes["pattern"] ?? "")
        switch kind {
        case .phone: return .phonePad
        case .url: return .URL
        case .email: return .emailAddress
        case .number: return digitPattern ? .numberPad : .numbersAndPunctuation
        case .text: return digitPattern ? .numberPad : .default
        default: return .default
        }
    }

    static func autocapitalization(element: HTMLElement, form: HTMLElement?) -> AutocapitalizationType {
        let keywords = ["off", "none", "on", "sentences", "words", "characters"]
        switch inherited("autocapitalize", element, form, valid: keywords)?.asciiLowercased {
        case "off", "none": return .none
        case "words": return .words
        case "characters": return .allCharacters
        default: return .sentences // on, sentences, missing or invalid
        }
    }

    /// The element's own value of an attribute if valid, else its form owner's if valid.
    /// `valid == nil` accepts any value.
    static func inherited(_ name: String, _ element: HTMLElement, _ form: HTMLElement?, valid: [String]? = nil) -> String? {
        for source in [element, form].compactMap({ $0 }) {
            guard let value = source.attributes[name] else { continue }
            if valid?.contains(value.asciiLowercased) ?? true { return value }
        }
        return nil
    }
}

extension String {
    /// The string without leading and trailing ASCII whitespace (HTML's "strip").
    var trimmedASCIIWhitespace: String {
        let scalars = unicodeScalars
        let isSpace: (Unicode.Scalar) -> Bool = { " \t\n\r\u{0C}".unicodeScalars.contains($0) }
        guard let start = scalars.firstIndex(where: { !isSpace($0) }),
            let end = scalars.lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(scalars[start...end])
    }
}
