// form-traits: the keyboard each field of a sign-up form asks for, on iOS (WebKit's reading
// of the HTML) and on Android (the EditorInfo for the same traits).
//
//     swift run form-traits

import TextInputTraits

let form = #"<form action="https://example.com/signup" autocapitalize="words">"#
let fields = [
    #"<input name="name" autocomplete="name">"#,
    #"<input type="email" autocomplete="email">"#,
    #"<input type="password" autocomplete="new-password" passwordrules="required: lower; required: digit; minlength: 10;">"#,
    #"<input type="tel" autocomplete="shipping mobile tel">"#,
    #"<input inputmode="numeric" pattern="[0-9]*" autocomplete="one-time-code" enterkeyhint="done">"#,
    #"<input type="url" autocomplete="url">"#,
    #"<textarea name="bio" spellcheck="false" enterkeyhint="enter"></textarea>"#,
]

func pad(_ text: String, _ width: Int) -> String {
    text + String(repeating: " ", count: max(0, width - text.count))
}

print(pad("field", 14), pad("keyboard", 14), pad("return", 8), pad("caps", 10), pad("content", 17), pad("learns", 7), "android inputType")
for html in fields {
    do {
        let traits = try TextInputTraits(html: form + html)
        let element = try HTMLElement.parseFragment(html)[0]
        let label = element.attributes["name"] ?? element.attributes["type"] ?? element.tagName
        let android = traits.androidEditorInfo
        let inputType = String(android.inputType, radix: 16)
        print(
            pad(label, 14),
            pad(traits.keyboardType.name, 14),
            pad(traits.returnKeyType.name, 8),
            pad(traits.effectiveAutocapitalizationType.name, 10),
            pad(traits.textContentType?.rawValue ?? "-", 17),
            pad(traits.isLearningAllowed ? "yes" : "no", 7),
            "0x" + inputType
        )
    } catch {
        print("\(html): \(error)")
    }
}
