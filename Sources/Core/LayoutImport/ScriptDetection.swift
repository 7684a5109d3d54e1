/// The ISO 15924 script of an imported keyboard: a script subtag of its locale when it has one,
/// else the script most of its letter keys' characters belong to.
enum ScriptDetection {
    /// Blocks of the scripts keyboards are made for, by their first code point.
    static let blocks: [(range: ClosedRange<UInt32>, script: String)] = [
        (0x0041...0x024F, "Latn"), (0x1E00...0x1EFF, "Latn"), (0x2C60...0x2C7F, "Latn"), (0xA720...0xA7FF, "Latn"),
        (0x0370...0x03FF, "Grek"), (0x1F00...0x1FFF, "Grek"), (0x0400...0x052F, "Cyrl"), (0x0530...0x058F, "Armn"),
        (0x0590...0x05FF, "Hebr"), (0x0600...0x06FF, "Arab"), (0x0750...0x077F, "Arab"), (0x0700...0x074F, "Syrc"),
        (0x0780...0x07BF, "Thaa"), (0x07C0...0x07FF, "Nkoo"), (0x0900...0x097F, "Deva"), (0x0980...0x09FF, "Beng"),
        (0x0A00...0x0A7F, "Guru"), (0x0A80...0x0AFF, "Gujr"), (0x0B00...0x0B7F, "Orya"), (0x0B80...0x0BFF, "Taml"),
        (0x0C00...0x0C7F, "Telu"), (0x0C80...0x0CFF, "Knda"), (0x0D00...0x0D7F, "Mlym"), (0x0D80...0x0DFF, "Sinh"),
        (0x0E00...0x0E7F, "Thai"), (0x0E80...0x0EFF, "Laoo"), (0x0F00...0x0FFF, "Tibt"), (0x1000...0x109F, "Mymr"),
        (0x10A0...0x10FF, "Geor"), (0x1100...0x11FF, "Hang"), (0x1200...0x139F, "Ethi"), (0x13A0...0x13FF, "Cher"),
        (0x1400...0x167F, "Cans"), (0x1780...0x17FF, "Khmr"), (0x1800...0x18AF, "Mong"), (0x3040...0x30FF, "Jpan"),
        (0x3130...0x318F, "Hang"), (0xAC00...0xD7AF, "Hang"), (0x4E00...0x9FFF, "Hani"), (0x2D30...0x2D7F, "Tfng"),
        (0xA500...0xA63F, "Vaii"), (0x1E900...0x1E95F, "Adlm"),
    ]

    /// - Complexity: O(*n*) in the characters of `outputs`.
    static func script(of outputs: [String], locale: String) -> String {
        let subtags = locale.split(separator: "-")
        for subtag in subtags.dropFirst().prefix(while: { $0.count != 1 }) where subtag.count == 4
            && subtag.allSatisfy({ $0.isASCII && $0.isLetter }) {
            let script = subtag.prefix(1).uppercased() + subtag.dropFirst().lowercased()
            return script == "Hira" || script == "Kana" ? "Jpan" : script
        }
        var counts: [String: Int] = [:]
        for output in outputs {
            for scalar in output.unicodeScalars where scalar.properties.isAlphabetic {
                if let block = blocks.first(where: { $0.range.contains(scalar.value) }) { counts[block.script, default: 0] += 1 }
            }
        }
        return counts.max { ($0.value, $1.key) < ($1.value, $0.key) }?.key ?? "Latn"
    }
}
