public import TextInputTraits

/// Layouts and device profiles, ready to resolve keyboards from.
public struct KeyboardCatalog: Sendable {
    public var layouts: [KeyboardLayout.ID: KeyboardLayout]
    public var devices: [DeviceProfile.ID: DeviceProfile]
    /// The keyboard words of every locale the layouts were loaded with: a locale that falls back
    /// to another's layout (`nn` to `nb`) keeps its own words where this table has them.
    public var strings = KeyboardStringsTable()

    public init(layouts: [KeyboardLayout.ID: KeyboardLayout], devices: [DeviceProfile.ID: DeviceProfile]) {
        self.layouts = layouts
        self.devices = devices
    }

    /// The layout a name means: a layout id; else, for each tag of the name's locale fallback
    /// chain in turn (``LocaleFallback/chain(for:)``: `es-AR`, `es-419`, `es`), the layout of
    /// that locale (the one marked default when there are several), else the default layout of
    /// a locale the tag is a prefix of (`sv` → `sv-SE`, `en` → `en-US`); ignoring case and
    /// reading `_` as `-`. Among candidates none of which is marked default, the first by id.
    /// A Traditional Chinese locale (`zh-TW`, `zh-HK`, `zh-MO`) finds a Traditional keyboard
    /// or none, never a Simplified one.
    ///
    /// - Complexity: O(*n*) in the number of layouts for each tag of the chain.
    public func layout(named name: String) -> KeyboardLayout? {
        if let layout = layouts[KeyboardLayout.ID(rawValue: name)] { return layout }
        for tag in LocaleFallback.chain(for: name) {
            if let layout = layout(ofLocale: tag) { return layout }
        }
        return nil
    }

    /// The words of the locale a name asks for that the layout it found does not have as its
    /// own: for each tag of the name's fallback chain that is not the layout's locale or a
    /// prefix of it, that tag's entry of ``strings``, the more specific over the less (`nn` on
    /// the `nb` layout: Nynorsk's `retur`, `mellomrom`; `zh-TW` on the `zh-Hant` layout: its
    /// Taiwanese action words). Empty for a layout id.
    ///
    /// - Complexity: O(*k*) look-ups for a chain of *k* tags.
    public func localeWords(for name: String, on layout: KeyboardLayout) -> KeyboardStrings {
        guard layouts[KeyboardLayout.ID(rawValue: name)] == nil else { return KeyboardStrings() }
        let own = layout.locale.normalisedLocale.split(separator: "-")
        let ownPrefixes = Set((0..<own.count).map { own.prefix($0 + 1).joined(separator: "-") })
        var words = KeyboardStrings()
        for tag in LocaleFallback.chain(for: name).reversed() where !ownPrefixes.contains(tag) {
            if let entry = strings.entries[tag] { words = entry.merged(over: words) }
        }
        return words
    }

    /// The layout of one normalised tag, without fallback.
    private func layout(ofLocale wanted: String) -> KeyboardLayout? {
        if let layout = layouts.values.first(where: { $0.id.rawValue.normalisedLocale == wanted }) { return layout }
        // The locale's own layouts, then (a bare language `sv`, a shorter tag `zh`) those of
        // its regions; a default of either comes before any that is not (`fr` is fr-FR's
        // AZERTY, the default, before a QWERTZ layout tagged `fr`).
        let exact = layouts.values.filter { $0.locale.normalisedLocale == wanted }.sorted { $0.id < $1.id }
        let regional = layouts.values.filter { $0.locale.normalisedLocale.hasPrefix(wanted + "-") }.sorted { $0.id < $1.id }
        return exact.first(where: \.isDefaultForLocale) ?? regional.first(where: \.isDefaultForLocale) ?? exact.first ?? regional.first
    }

    /// Layouts sorted by id.
    public var sortedLayouts: [KeyboardLayout] { layouts.values.sorted { $0.id < $1.id } }
    /// Devices sorted by id.
    public var sortedDevices: [DeviceProfile] { devices.values.sorted { $0.id < $1.id } }
}

/// What to resolve: which layout, for which container, on which device.
public struct KeyboardRequest: Hashable, Sendable {
    /// A layout id or a locale (meaning its default layout).
    public var layout: String
    /// The container's traits: keyboard type, return key type, appearance, auto-enabling.
    public var traits: TextInputTraits
    public var device: DeviceProfile.ID
    public var orientation: Orientation
    /// The layer to show; `nil` for the one the keyboard type opens on.
    public var layer: Layer.ID?
    /// Whether the container holds text (for a return key that enables automatically).
    public var hasText: Bool
    /// For a layout of no language (`und`: the emoji keyboard), the layout or locale whose words
    /// its keys show (the return key's title): the keyboard the user came from.
    public var wordsFrom: String?

    public init(
        layout: String, traits: TextInputTraits = TextInputTraits(), device: DeviceProfile.ID,
        orientation: Orientation = .portrait, layer: Layer.ID? = nil, hasText: Bool = false
    ) {
        self.layout = layout
        self.traits = traits
        self.device = device
        self.orientation = orientation
        self.layer = layer
        self.hasText = hasText
    }
}

/// Why a keyboard could not be resolved.
public enum ResolutionError: Error, Hashable, Sendable, CustomStringConvertible {
    case unknownLayout(String, suggestion: String?)
    case unknownDevice(DeviceProfile.ID, suggestion: String?)
    case unknownLayer(Layer.ID, available: [Layer.ID])
    /// An ASCII-only purpose on a non-Latin layout that names no usable Latin companion.
    case noLatinCompanion(KeyboardLayout.ID)
    /// The layout lacks something resolution needs (a layer, a key, a device width).
    case incompleteLayout(KeyboardLayout.ID, String)
    /// The layout names the devices it is made for, and this is not one of them.
    case unsupportedDevice(KeyboardLayout.ID, DeviceProfile.ID)

    public var description: String {
        switch self {
        case .unknownLayout(let name, let suggestion):
            "unknown layout or locale '\(name)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
        case .unknownDevice(let id, let suggestion):
            "unknown device '\(id)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
        case .unknownLayer(let id, let available):
            "layer '\(id)' is not on this keyboard; it has \(available.map(\.rawValue).joined(separator: ", "))"
        case .noLatinCompanion(let id):
            "layout '\(id)' is not Latin and names no Latin companion for ASCII-only keyboards"
        case .incompleteLayout(let id, let message):
            "layout '\(id)': \(message)"
        case .unsupportedDevice(let layout, let device):
            "layout '\(layout)' is not made for device '\(device)'"
        }
    }
}
