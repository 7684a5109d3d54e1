import DataFiles

/// How emoji search compares text: each character folded on its own, as the generator folded the
/// names and keywords (`build_emoji_data.py`'s `fold`): compatibility forms decomposed, Latin,
/// Greek and Cyrillic diacritics, Arabic harakat and Hebrew points dropped, full case folding,
/// ligatures and stroked letters spelled out (œ → oe, ø → o, ß → ss), katakana as hiragana.
/// Hangul and Han characters stay as they are. The table ships in the catalog, so a query folds
/// exactly as the data did, without Foundation.
///
/// `Cœur` → `coeur`, `CORAZÓN` → `corazon`, `ピザ` → `ぴざ`, `Ａ` → `a`.
public struct SearchFolding: @unchecked Sendable {
    // Safe to share: read-only views into the catalog's mapping, which the catalog keeps.
    private let keys: UnsafeBufferPointer<UInt32>
    private let offsets: UnsafeBufferPointer<UInt32>
    private let replacements: UnsafeBufferPointer<UInt32>

    init(reader: inout MappedFile.Reader) throws(MappedFile.Error) {
        let count = try reader.u32()
        keys = try reader.u32s(count)
        offsets = try reader.u32s(count + 1)
        let total = Int(offsets[count])
        replacements = try reader.u32s(total)
        for index in 0..<count where offsets[index] > offsets[index + 1] || (index > 0 && keys[index - 1] >= keys[index]) {
            throw .truncated(path: "the folding table", offset: index)
        }
    }

    /// The folded form of one character (itself when folding leaves it).
    @inline(__always)
    func appendFolded(_ scalar: Unicode.Scalar, to result: inout String.UnicodeScalarView) {
        let value = scalar.value
        if value < 0x80 {
            // ASCII: only the capitals change.
            result.append(value >= 0x41 && value <= 0x5A ? Unicode.Scalar(UInt8(value + 0x20)) : scalar)
            return
        }
        var low = 0, high = keys.count
        while low < high {
            let middle = (low + high) / 2
            if keys[middle] < value { low = middle + 1 } else { high = middle }
        }
        guard low < keys.count, keys[low] == value else { return result.append(scalar) }
        for position in Int(offsets[low])..<Int(offsets[low + 1]) {
            if let replacement = Unicode.Scalar(replacements[position]) { result.append(replacement) }
        }
    }

    /// `text` folded for comparison.
    ///
    /// - Complexity: O(*n* log *f*) in the text's characters and the table's entries.
    public func fold(_ text: some StringProtocol) -> String {
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars { appendFolded(scalar, to: &result) }
        return String(result)
    }

    /// The words of a folded text: runs of letters, marks and digits (as the generator splits names
    /// and keywords).
    public static func words(_ folded: String) -> [String] {
        var result: [String] = []
        var current = String.UnicodeScalarView()
        for scalar in folded.unicodeScalars {
            if isWordScalar(scalar) {
                current.append(scalar)
            } else if !current.isEmpty {
                result.append(String(current))
                current = String.UnicodeScalarView()
            }
        }
        if !current.isEmpty { result.append(String(current)) }
        return result
    }

    static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .letterNumber, .otherNumber:
            true
        default:
            false
        }
    }
}
