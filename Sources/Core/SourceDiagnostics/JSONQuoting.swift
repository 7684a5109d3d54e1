extension String {
    /// The text as a JSON string literal, quotes included: quotes, backslashes and control
    /// characters escaped, and the invisible format characters too (but the joiners ZWJ and
    /// ZWNJ), so what a file or a message holds can be seen; astral characters so escaped are
    /// written as surrogate pairs, as JSON writes them. The one JSON escaper of the package
    /// (layout files, the playground server's messages).
    ///
    /// ```swift
    /// "a\"b\u{200B}".jsonQuoted   // "\"a\\\"b\\u200B\""
    /// ```
    ///
    /// - Complexity: O(*n*).
    public var jsonQuoted: String {
        var result = "\""
        for scalar in unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                guard Self.isEscapedInJSON(scalar) else {
                    result.unicodeScalars.append(scalar)
                    continue
                }
                if scalar.value > 0xFFFF {
                    let value = scalar.value - 0x10000
                    result += Self.jsonEscape(0xD800 + (value >> 10)) + Self.jsonEscape(0xDC00 + (value & 0x3FF))
                } else {
                    result += Self.jsonEscape(scalar.value)
                }
            }
        }
        return result + "\""
    }

    private static func isEscapedInJSON(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
            || scalar.value >= 0xAD && scalar.properties.generalCategory == .format && scalar.value != 0x200D && scalar.value != 0x200C
    }

    private static func jsonEscape(_ unit: UInt32) -> String {
        let hex = String(unit, radix: 16, uppercase: true)
        return "\\u" + String(repeating: "0", count: Swift.max(0, 4 - hex.count)) + hex
    }
}
