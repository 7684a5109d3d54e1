/// What an input method may learn and store: text a person typed, never control characters.
///
/// A learned word is offered back as a candidate, so a NUL, an escape or a line break in one
/// would be typed into the user's text (or break the record format it is stored in). Every
/// built-in method refuses such text when learning and treats a stored record that holds it as
/// damaged data (set aside, learning starts afresh); a third-party method should do the same.
///
/// ```swift
/// LearnedText.isValid("西安")        // true
/// LearnedText.isValid("西\u{0}安")   // false
/// ```
public enum LearnedText {
    /// Whether `text` is non-empty and holds no control character (C0, DEL, C1).
    ///
    /// - Complexity: O(*n*).
    public static func isValid(_ text: some StringProtocol) -> Bool {
        !text.isEmpty && !text.unicodeScalars.contains { $0.properties.generalCategory == .control }
    }

    /// The first control character of `text`, as `U+XXXX`, for a message; `nil` when none.
    public static func firstControl(in text: some StringProtocol) -> String? {
        text.unicodeScalars.first { $0.properties.generalCategory == .control }.map { scalar in
            let digits = String(scalar.value, radix: 16, uppercase: true)
            return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
        }
    }
}
