/// Upper-casing as a keyboard's shift key does it, with the locale's special cases.
///
/// Turkish and Azerbaijani pair dotted and dotless i differently (`i` → `İ`, `ı` → `I`);
/// elsewhere the Unicode default mapping applies. A character whose capital is more than
/// one character (`ß` → `SS`) stays as it is: a key types one thing.
///
/// ```swift
/// shiftedForm(of: "i", locale: "tr")      // "İ"
/// shiftedForm(of: "i", locale: "en-US")   // "I"
/// shiftedForm(of: "ß", locale: "de")      // "ß"
/// ```
public func shiftedForm(of text: String, locale: String) -> String {
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
