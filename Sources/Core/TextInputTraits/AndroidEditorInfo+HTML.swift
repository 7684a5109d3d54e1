/// The `EditorInfo` Chromium on Android gives an HTML form control (`ImeUtils.computeEditorInfo`).
///
/// | control | `inputType` |
/// |---|---|
/// | text, search and the picker types | `TEXT | WEB_EDIT_TEXT` + `AUTO_CORRECT` unless autocorrect is off |
/// | `<textarea>`, contenteditable | the same + `MULTI_LINE` |
/// | password | `TEXT | WEB_PASSWORD` |
/// | url | `TEXT | URI` |
/// | email | `TEXT | WEB_EMAIL_ADDRESS` |
/// | tel | `PHONE` |
/// | number | `NUMBER | DECIMAL` |
///
/// A valid `inputmode` replaces that: `tel` → `PHONE`, `url` → `TEXT | URI`, `email` →
/// `TEXT | WEB_EMAIL_ADDRESS`, `numeric` → `NUMBER` (+ `NUMBER_VARIATION_PASSWORD` for password
/// fields), `decimal` → `NUMBER | DECIMAL`, `text` and `search` → the text row. (The reference
/// table also adds `MULTI_LINE` for `text` and `search`; here it is added only where the element
/// is multi-line, since a single-line input has no line to break.) `autocomplete="off"` adds
/// `NO_SUGGESTIONS`. Text classes get the capitalisation flag of the resolved `autocapitalize`
/// (none for password, e-mail and URL fields).
///
/// The action: `enterkeyhint` (`enter` → `NONE`, `go`, `done`, `next`, `previous`, `search`,
/// `send`); when missing or invalid, `SEARCH` for a search field without `inputmode`, `NONE` for
/// a multi-line control, `NEXT` when another focusable field follows, else `GO`.
extension AndroidEditorInfo {
    /// The `EditorInfo` Chromium computes for the first form control in an HTML fragment.
    ///
    /// ```swift
    /// let info = try AndroidEditorInfo(html: #"<input type="email">"#, hasNextField: true)
    /// info.inputType    // 0xd1: TEXT | WEB_EMAIL_ADDRESS
    /// info.imeOptions   // 0x05: NEXT
    /// ```
    /// - Parameter hasNextField: whether another focusable field follows (Chromium then offers `NEXT`).
    /// - Throws: ``TextInputTraits/HTMLError`` as ``TextInputTraits/init(html:form:)`` does.
    public init(html: String, form: HTMLElement? = nil, hasNextField: Bool = false) throws(TextInputTraits.HTMLError) {
        let (element, owner) = try TextInputTraits.control(inHTML: html, form: form)
        try self.init(element: element, form: owner, hasNextField: hasNextField)
    }

    /// The `EditorInfo` Chromium computes for one element with its form owner.
    public init(element: HTMLElement, form: HTMLElement? = nil, hasNextField: Bool = false) throws(TextInputTraits.HTMLError) {
        typealias T = InputType
        typealias O = IMEOptions
        let kind = try TextInputTraits.controlKind(of: element)
        let multiLine = kind == .textArea || kind == .contentEditable
        let autocorrectOff = TextInputTraits.inherited("autocorrect", element, form)?.asciiLowercased == "off"
        let textRow = T.classText | T.textVariationWebEditText | (autocorrectOff ? 0 : T.textFlagAutoCorrect)
            | (multiLine ? T.textFlagMultiLine : 0)
        let inputMode = element.attributes["inputmode"]?.asciiLowercased

        var inputType: UInt32
        switch inputMode {
        case "tel": inputType = T.classPhone
        case "url": inputType = T.classText | T.textVariationURI
        case "email": inputType = T.classText | T.textVariationWebEmailAddress
        case "numeric": inputType = T.classNumber | (kind == .password ? T.numberVariationPassword : 0)
        case "decimal": inputType = T.classNumber | T.numberFlagDecimal
        case "text", "search": inputType = textRow
        default:
            switch kind {
            case .password: inputType = T.classText | T.textVariationWebPassword
            case .url: inputType = T.classText | T.textVariationURI
            case .email: inputType = T.classText | T.textVariationWebEmailAddress
            case .phone: inputType = T.classPhone
            case .number: inputType = T.classNumber | T.numberFlagDecimal
            default: inputType = textRow
            }
        }
        if inputType & T.maskClass == T.classText {
            if element.attributes["autocomplete"]?.trimmedASCIIWhitespace.asciiLowercased == "off" {
                inputType |= T.textFlagNoSuggestions
            }
            let capitalization = [.password, .email, .url].contains(kind) ? .none : TextInputTraits.autocapitalization(element: element,
                                                                                                                       form: form)
            switch capitalization {
            case .none: break
            case .words: inputType |= T.textFlagCapWords
            case .sentences: inputType |= T.textFlagCapSentences
            case .allCharacters: inputType |= T.textFlagCapCharacters
            }
        }

        let action: UInt32
        switch element.attributes["enterkeyhint"]?.asciiLowercased {
        case "enter": action = O.actionNone
        case "go": action = O.actionGo
        case "done": action = O.actionDone
        case "next": action = O.actionNext
        case "previous": action = O.actionPrevious
        case "search": action = O.actionSearch
        case "send": action = O.actionSend
        default:
            if kind == .search && !["tel", "url", "email", "numeric", "decimal", "text", "search"].contains(inputMode ?? "") {
                action = O.actionSearch
            } else if multiLine {
                action = O.actionNone
            } else if hasNextField {
                action = O.actionNext
            } else {
                action = O.actionGo
            }
        }
        self.init(inputType: inputType, imeOptions: action)
    }
}
