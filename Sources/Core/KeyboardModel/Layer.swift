/// One plane of a keyboard: rows of key references.
public struct Layer: Hashable, Sendable {
    /// A layer's id (`letters`, `shifted`, `numbers`, `symbols`, `phonePad` …).
    public struct ID: StringIdentifier {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let letters: ID = "letters"
        public static let shifted: ID = "shifted"
        public static let capsLock: ID = "capsLock"
        public static let numbers: ID = "numbers"
        public static let symbols: ID = "symbols"
        public static let numberPad: ID = "numberPad"
        public static let decimalPad: ID = "decimalPad"
        public static let phonePad: ID = "phonePad"
        public static let phoneSymbols: ID = "phoneSymbols"
        /// The phone pad the name-phone pad shows in place of the numbers.
        public static let namePhonePad: ID = "namePhonePad"
    }

    /// What a layer is for, which decides what the mode key does on it.
    public enum Kind: String, Hashable, Sendable, CaseIterable, Codable {
        /// Letters (and their shifted forms).
        case letters
        /// Digits and punctuation, and the further symbols.
        case numbers
        /// A pad of digits (number, decimal and phone pads).
        case pad
    }

    /// One row: the keys from left to right.
    public struct Row: Hashable, Sendable {
        /// One entry of a row: a key, or the slot for the keyboard type's bottom row.
        public enum Item: Hashable, Sendable {
            case key(Key.ID)
            /// Replaced by the bottom row that fits the keyboard type.
            case bottomRow
            /// The key at this place in the row above reaches down into this row (`@above` in a
            /// layout file: the kana pad's return key, two rows tall).
            case continuation
        }

        public var items: [Item]
        /// Where a row that does not fill its width sits.
        public var alignment: Alignment
        /// The row's height relative to the others (1 for most; a handwriting pad's row is 3).
        public var height: Double = 1

        public enum Alignment: String, Hashable, Sendable, CaseIterable, Codable {
            /// Centred, the leftover split at both ends.
            case center
            /// Against the left edge.
            case leading
        }

        public init(items: [Item], alignment: Alignment = .center, height: Double = 1) {
            self.items = items
            self.alignment = alignment
            self.height = height
        }
    }

    public var id: ID
    public var kind: Kind
    public var rows: [Row]

    public init(id: ID, kind: Kind, rows: [Row]) {
        self.id = id
        self.kind = kind
        self.rows = rows
    }
}
