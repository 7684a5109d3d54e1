/// The Unicode properties text segmentation needs, for one scalar: `Grapheme_Cluster_Break`,
/// `Word_Break`, `Sentence_Break` and `Extended_Pictographic`, from the Unicode 15.0.0
/// character database (``unicodeVersion``).
///
/// ```swift
/// let p = SegmentationProperties("a")
/// p.word        // .aLetter
/// p.sentence    // .lower
/// ```
struct SegmentationProperties: Hashable, Sendable {
    let packed: UInt16

    init(packed: UInt16) { self.packed = packed }

    /// The properties of a scalar.
    ///
    /// - Complexity: O(1) for the Basic Multilingual Plane (a table built on first use),
    ///   O(log *n*) in the number of ranges above it.
    init(_ scalar: Unicode.Scalar) {
        self.init(value: scalar.value)
    }

    init(value: UInt32) {
        if value < 0x10000 {
            packed = PropertyTable.shared.bmp[Int(value)]
        } else {
            packed = PropertyTable.shared.lookup(value)
        }
    }

    var grapheme: GraphemeBreak { GraphemeBreak(rawValue: UInt8(packed & 0xF)) ?? .other }
    var word: WordBreak { WordBreak(rawValue: UInt8((packed >> 4) & 0x1F)) ?? .other }
    var sentence: SentenceBreak { SentenceBreak(rawValue: UInt8((packed >> 9) & 0xF)) ?? .other }
    var isExtendedPictographic: Bool { packed & (1 << 13) != 0 }
    var conjunct: IndicConjunctBreak { IndicConjunctBreak(rawValue: UInt8(packed >> 14)) ?? .none }
}

/// Indic_Conjunct_Break (Unicode 15.1): what rule GB9c reads to keep a conjunct (क्ष, ক্ষ) one
/// grapheme cluster. The order is the generator's.
enum IndicConjunctBreak: UInt8, Sendable {
    case none, linker, consonant, extend
}

/// The Unicode version the segmentation follows. Swift's own `Character` follows a newer one;
/// SoftKeyboard's grapheme boundaries come from these tables, not from `Character`.
public let unicodeVersion = UnicodeTables.version

enum GraphemeBreak: UInt8 {
    case other, cr, lf, control, extend, zwj, regionalIndicator, prepend, spacingMark, l, v, t, lv, lvt
}

enum WordBreak: UInt8 {
    case other, cr, lf, newline, extend, zwj, regionalIndicator, format, katakana, hebrewLetter, aLetter
    case singleQuote, doubleQuote, midNumLet, midLetter, midNum, numeric, extendNumLet, wSegSpace
}

enum SentenceBreak: UInt8 {
    case other, cr, lf, extend, sep, format, sp, lower, upper, oLetter, numeric, aTerm, sContinue, sTerm, close
}

/// The generated ranges, decoded once: a direct table for the BMP and sorted ranges above.
final class PropertyTable: Sendable {
    static let shared = PropertyTable()

    let bmp: [UInt16]
    let supplementaryStarts: [UInt32]
    let supplementaryEnds: [UInt32]
    let supplementaryValues: [UInt16]

    private init() {
        var bmp = [UInt16](repeating: 0, count: 0x10000)
        var starts: [UInt32] = [], ends: [UInt32] = [], values: [UInt16] = []
        for entry in UnicodeTables.packedRanges.split(separator: ";") {
            let fields = entry.split(separator: ",")
            guard fields.count == 3, let lo = UInt32(fields[0], radix: 16), let hi = UInt32(fields[1], radix: 16),
                  let value = UInt16(fields[2], radix: 16) else { continue }
            if lo < 0x10000 {
                for v in lo...min(hi, 0xFFFF) { bmp[Int(v)] = value }
            }
            if hi >= 0x10000 {
                starts.append(max(lo, 0x10000))
                ends.append(hi)
                values.append(value)
            }
        }
        self.bmp = bmp
        supplementaryStarts = starts
        supplementaryEnds = ends
        supplementaryValues = values
    }

    func lookup(_ value: UInt32) -> UInt16 {
        var low = 0, high = supplementaryStarts.count - 1
        while low <= high {
            let middle = (low + high) / 2
            if value < supplementaryStarts[middle] {
                high = middle - 1
            } else if value > supplementaryEnds[middle] {
                low = middle + 1
            } else {
                return supplementaryValues[middle]
            }
        }
        return 0
    }
}
