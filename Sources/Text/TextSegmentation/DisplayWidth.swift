/// How many cells of a monospace grid a character takes: two for East Asian wide characters
/// (Han, Hangul syllables and jamo, kana, full-width forms) and emoji, one otherwise.
///
/// An estimate from code point ranges, used for terminal drawings, the monospace text layout
/// and the validator's label-width check.
///
/// ```swift
/// DisplayWidth.cells(of: "北")   // 2
/// DisplayWidth.cells(of: "a")    // 1
/// ```
public enum DisplayWidth {
    public static func cells(of character: Character) -> Int {
        guard let scalar = character.unicodeScalars.first else { return 0 }
        return isWide(scalar) ? 2 : 1
    }

    public static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF,
             0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1FAFF, 0x20000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}
