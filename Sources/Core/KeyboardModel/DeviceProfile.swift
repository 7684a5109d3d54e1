/// A device the keyboard is drawn for: its keyboard's size and spacing in each orientation.
///
/// Profiles are data (`Layouts/devices.json`); key widths in layouts are relative, so one
/// layout fits every profile.
public struct DeviceProfile: Hashable, Sendable {
    public struct ID: StringIdentifier {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    /// Phone or tablet.
    public enum Idiom: String, Hashable, Sendable, CaseIterable, Codable {
        case phone, tablet
    }

    /// The keyboard's geometry in one orientation.
    public struct Geometry: Hashable, Sendable {
        /// The whole keyboard, without any prediction bar.
        public var size: Size
        /// The horizontal gap between neighbouring keys.
        public var keyGap: Double
        /// The vertical gap between rows.
        public var rowGap: Double
        /// Space between the keyboard's edges and the keys.
        public var insets: EdgeInsets
        /// The share of the row each named width takes (`shift` 0.13 …).
        public var widths: [KeyWidth.WidthRole: Double]

        public init(size: Size, keyGap: Double, rowGap: Double, insets: EdgeInsets, widths: [KeyWidth.WidthRole: Double]) {
            self.size = size
            self.keyGap = keyGap
            self.rowGap = rowGap
            self.insets = insets
            self.widths = widths
        }
    }

    public var id: ID
    public var name: String
    public var idiom: Idiom
    public var portrait: Geometry
    public var landscape: Geometry
    /// Whether the keyboard shows a row of digits above the letters, with tab and caps-lock
    /// keys, as the 12.9-inch iPad Pro's does (a layout's ``TabletArrangement`` says which keys).
    /// The profile's height is then for five rows, not four.
    public var hasNumberRow: Bool
    /// Whether a finger resting on the space bar turns the keyboard into a trackpad that moves
    /// the caret, as on every iPhone and iPad since iOS 12 (`false`: the classic iPhone, where a
    /// slide on the space bar pans the caret by speed).
    public var hasSpaceBarTrackpad: Bool
    /// Where the profile's sizes come from (a public reference), for the record.
    public var source: String?

    public init(id: ID, name: String, idiom: Idiom, portrait: Geometry, landscape: Geometry, hasNumberRow: Bool = false,
                hasSpaceBarTrackpad: Bool = true, source: String? = nil) {
        self.id = id
        self.name = name
        self.idiom = idiom
        self.portrait = portrait
        self.landscape = landscape
        self.hasNumberRow = hasNumberRow
        self.hasSpaceBarTrackpad = hasSpaceBarTrackpad
        self.source = source
    }

    /// The geometry for an orientation.
    public func geometry(_ orientation: Orientation) -> Geometry {
        orientation == .portrait ? portrait : landscape
    }
}
