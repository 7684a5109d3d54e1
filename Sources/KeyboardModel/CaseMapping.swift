/// Upper-casing as a keyboard's shift key does it, with the locale's special cases.
///
/// Turkish and Azerbaijani pair dotted and dotless i differently (`i` → `İ`, `ı` → `I`);
/// elsewhere the Unicode default mapping applies. A character whose capital is more than
/// one character (`ß` → `SS`) stays as it is: a key types one thing. Text of more than one
/// character (a `.com` key, a word) stays as written, as on iPhone and in AOSP; a layout that
/// wants another shifted form gives it (`shifted`).
///
/// ```swift
/// shiftedForm(of: "i", locale: "tr")      // "İ"
/// shiftedForm(of: "i", locale: "en-US")   // "I"
/// shiftedForm(of: "ß", locale: "de")      // "ß"
/// shiftedForm(of: ".com", locale: "en-US")   // ".com"
/// ```
public func shiftedForm(of text: String, locale: String) -> String {
    guard text.count == 1 else { return text }
    let language = locale.normalisedLocale.split(separator: "-").first.map(String.init) ?? ""
    var result = ""
    for character in text {
        if language == "tr" || language == "az", character == "i" {
            result += "İ"
            continue
        }
        let upper = String(character).uppercased()
        result += upper.count == 1 ? upper : String(character)
    }
    return result
}
