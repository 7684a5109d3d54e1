/// A character's `Bidi_Class` (UAX #9, table 4): what the bidirectional algorithm knows of it.
///
/// The raw values are the generated tables' numbers; keep the order in step with
/// `Generators/BidirectionalText/generate_bidi_tables.py`.
public enum BidiClass: UInt8, Hashable, Sendable, CaseIterable {
    // Strong
    /// Left to right: Latin, Cyrillic, Han, most letters.
    case L
    /// Right to left: Hebrew and other non-Arabic right-to-left letters.
    case R
    /// Arabic letter: right to left, and turns the numbers after it into Arabic numbers (W2).
    case AL
    // Weak
    /// European number: ASCII and other digits.
    case EN
    /// European separator: plus and minus signs.
    case ES
    /// European terminator: currency, degree and percent signs.
    case ET
    /// Arabic number: Arabic-Indic digits and separators.
    case AN
    /// Common separator: comma, full stop, colon, slash, no-break space.
    case CS
    /// Non-spacing mark: takes the class of the character before it (W1).
    case NSM
    /// Boundary neutral: format characters and controls, which rule X9 removes.
    case BN
    // Neutral
    /// Paragraph separator.
    case B
    /// Segment separator: tab.
    case S
    /// White space.
    case WS
    /// Other neutrals: punctuation and symbols.
    case ON
    // Explicit formatting
    case LRE, LRO, RLE, RLO, PDF
    case LRI, RLI, FSI, PDI

    /// The class of a code point, from Unicode 15.0's `DerivedBidiClass.txt` (with its defaults
    /// for unassigned code points).
    ///
    /// - Complexity: O(1) for the Basic Multilingual Plane, O(log *r*) above it in the
    ///   table's ranges.
    public init(_ scalar: Unicode.Scalar) {
        self = BidiCharacterData.shared.bidiClass(of: scalar.value)
    }

    /// Strong classes: L, R and AL.
    public var isStrong: Bool { self == .L || self == .R || self == .AL }
    /// LRI, RLI and FSI.
    public var isIsolateInitiator: Bool { self == .LRI || self == .RLI || self == .FSI }
    /// The characters rule X9 removes: embeddings, overrides, PDF and boundary neutrals.
    public var isRemovedByX9: Bool {
        switch self {
        case .LRE, .LRO, .RLE, .RLO, .PDF, .BN: true
        default: false
        }
    }
    /// Neutral and isolate formatting classes (NI in UAX #9: B, S, WS, ON and the isolates).
    var isNeutralOrIsolate: Bool {
        switch self {
        case .B, .S, .WS, .ON, .LRI, .RLI, .FSI, .PDI: true
        default: false
        }
    }
}

/// Bidi_Paired_Bracket_Type (`BidiBrackets.txt`).
public enum BidiBracketType: Hashable, Sendable {
    case open, close
}

/// Properties the algorithm needs beyond the class: paired brackets and mirrored glyphs.
public enum BidiProperties {
    /// The bracket a character pairs with and whether it opens or closes, or `nil` when it is
    /// no paired bracket.
    ///
    /// - Complexity: O(1).
    public static func pairedBracket(of scalar: Unicode.Scalar) -> (pair: Unicode.Scalar, type: BidiBracketType)? {
        BidiCharacterData.shared.brackets[scalar.value].flatMap { entry in
            Unicode.Scalar(entry.pair).map { ($0, entry.type) }
        }
    }

    /// The character whose glyph is the mirror image of this one's (`(` for `)`), which rule
    /// L4 draws for right-to-left characters; `nil` when there is none.
    ///
    /// - Complexity: O(1).
    public static func mirrored(_ scalar: Unicode.Scalar) -> Unicode.Scalar? {
        BidiCharacterData.shared.mirrors[scalar.value].flatMap(Unicode.Scalar.init)
    }

    /// The Unicode version of the tables.
    public static var unicodeVersion: String { BidiTables.version }
}

/// The generated tables, decoded once.
final class BidiCharacterData: Sendable {
    static let shared = BidiCharacterData()

    let bmp: [BidiClass]
    let supplementary: [(lo: UInt32, hi: UInt32, value: BidiClass)]
    let brackets: [UInt32: (pair: UInt32, type: BidiBracketType)]
    let mirrors: [UInt32: UInt32]

    private init() {
        var bmp = [BidiClass](repeating: .L, count: 0x10000)
        var supplementary: [(lo: UInt32, hi: UInt32, value: BidiClass)] = []
        for entry in BidiTables.classRanges.split(separator: ";") {
            let fields = entry.split(separator: ",")
            guard fields.count == 3, let lo = UInt32(fields[0], radix: 16), let hi = UInt32(fields[1], radix: 16),
                  let raw = UInt8(fields[2], radix: 16), let value = BidiClass(rawValue: raw) else { continue }
            if lo < 0x10000 {
                for v in lo...min(hi, 0xFFFF) { bmp[Int(v)] = value }
            }
            if hi >= 0x10000 { supplementary.append((max(lo, 0x10000), hi, value)) }
        }
        var brackets: [UInt32: (pair: UInt32, type: BidiBracketType)] = [:]
        for entry in BidiTables.brackets.split(separator: ";") {
            let fields = entry.split(separator: ",")
            guard fields.count == 3, let a = UInt32(fields[0], radix: 16), let b = UInt32(fields[1], radix: 16) else { continue }
            brackets[a] = (b, fields[2] == "o" ? .open : .close)
        }
        var mirrors: [UInt32: UInt32] = [:]
        for entry in BidiTables.mirrors.split(separator: ";") {
            let fields = entry.split(separator: ",")
            guard fields.count == 2, let a = UInt32(fields[0], radix: 16), let b = UInt32(fields[1], radix: 16) else { continue }
            mirrors[a] = b
        }
        self.bmp = bmp
        self.supplementary = supplementary
        self.brackets = brackets
        self.mirrors = mirrors
    }

    func bidiClass(of value: UInt32) -> BidiClass {
        if value < 0x10000 { return bmp[Int(value)] }
        var low = 0, high = supplementary.count - 1
        while low <= high {
            let middle = (low + high) / 2
            if value < supplementary[middle].lo {
                high = middle - 1
            } else if value > supplementary[middle].hi {
                low = middle + 1
            } else {
                return supplementary[middle].value
            }
        }
        return .L
    }
}
