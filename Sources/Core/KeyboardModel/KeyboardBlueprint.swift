public import Geometry

/// A keyboard resolved for everything but a device's geometry (``KeyboardCatalog/blueprint(_:idiom:hasNumberRow:)``):
/// the layout shown, the layer, and its keys as they are labelled and act, row by row. Every
/// device of one idiom (and number row) shows the same blueprint; ``laidOut(on:orientation:)``
/// gives it a device's frames, and ``frames(on:orientation:)`` the frames alone, for a checker
/// that looks at many devices without building a keyboard for each.
///
/// ```swift
/// let blueprint = try catalog.blueprint(KeyboardRequest(layout: "en-US", device: "iphone"), idiom: .phone)
/// let keyboard = try blueprint.laidOut(on: iphone, orientation: .portrait)   // == catalog.resolve(…)
/// ```
public struct KeyboardBlueprint: Sendable {
    /// The keyboard with its keys' frames empty, its size zero and no device.
    public let keyboard: ResolvedKeyboard
    let rows: [Row]
    let layoutID: KeyboardLayout.ID
    let supportedDevices: Set<DeviceProfile.ID>?
    /// Letter pitches across a row.
    let columns: Double
    /// Whether a tablet arranged the rows (their pitch then narrows until the widest row fits).
    let isArranged: Bool
    /// Rows of letters the layout has (more than three make the keyboard taller).
    let letterRows: Int

    /// A row's places in order: keys, spacers, and continuations of the key above.
    struct Row: Sendable {
        var places: [Place]
        var alignment: Layer.Row.Alignment
        var height: Double
    }

    struct Place: Sendable {
        var width: KeyWidth
        var isSpacer: Bool
        var isSpace: Bool
        var isContinuation: Bool

        init(key: Key, isContinuation: Bool) {
            width = key.width
            isSpacer = key.action == .spacer
            isSpace = key.action == .space
            self.isContinuation = isContinuation
        }

        /// Whether the place holds a key of ``KeyboardBlueprint/keyboard``'s.
        var isKey: Bool { !isSpacer && !isContinuation }
    }

    /// Where a device puts the keys: their frames (in the order of the keyboard's keys), the
    /// keyboard's size, and how far each row too wide for it overflows (by row index).
    public struct Frames: Hashable, Sendable {
        public var size: Size
        public var frames: [Rect]
        public var overflow: [Int: Double]
    }

    /// The keyboard on a device in an orientation: as ``KeyboardCatalog/resolve(_:)`` answers it.
    ///
    /// - Throws: ``ResolutionError/unsupportedDevice(_:_:)`` for a device the layout is not made
    ///   for, ``ResolutionError/incompleteLayout(_:_:)`` for one that gives no width for a key's role.
    public func laidOut(on device: DeviceProfile, orientation: Orientation) throws(ResolutionError) -> ResolvedKeyboard {
        let placed = try frames(on: device, orientation: orientation)
        var result = keyboard
        result.device = device.id
        result.orientation = orientation
        result.size = placed.size
        result.overflow = placed.overflow
        for index in result.keys.indices { result.keys[index].frame = placed.frames[index] }
        return result
    }

    /// Step 3 of ``KeyboardCatalog/resolve(_:)``: the layer's rows laid out on the device's
    /// geometry. A letter's pitch is the row width over the layout's columns, role widths are
    /// the profile's shares of the row, fill keys share what is left, rows without fill keys are
    /// centred, and an overfull row shrinks to fit (its overflow recorded).
    ///
    /// - Complexity: O(*k*) in the number of places.
    public func frames(on device: DeviceProfile, orientation: Orientation) throws(ResolutionError) -> Frames {
        if let supportedDevices, !supportedDevices.contains(device.id) { throw .unsupportedDevice(layoutID, device.id) }
        let geometry = device.geometry(orientation)
        let contentWidth = geometry.size.width - geometry.insets.left - geometry.insets.right
        // A script with more letter rows than the usual three (Thai, Lao, Khmer, Armenian) gets a
        // taller keyboard, a row's height more for each, on every layer, as iOS draws them. A
        // device with a number row is five rows tall.
        let contentHeight = geometry.size.height - geometry.insets.top - geometry.insets.bottom
        let standardRows = KeyboardCatalog.standardRows + (device.hasNumberRow ? 1 : 0)
        let extraRows = max(0, letterRows - KeyboardCatalog.standardRows)
        let size = Size(width: geometry.size.width,
                        height: geometry.size.height + contentHeight / Double(standardRows) * Double(extraRows))
        // Rows share the height by their weights (a handwriting pad's row is three rows tall).
        let rowUnit = (size.height - geometry.insets.top - geometry.insets.bottom) / max(rows.map(\.height).reduce(0, +), 1e-9)
        var letterPitch = contentWidth / max(columns, 1)
        if isArranged {
            // An arranged row never overflows: the pitch is narrowed until the widest row fits,
            // a key that fills the rest (ja-JP's backspace, not space or a spacer) keeping a
            // letter's width at least.
            for row in rows {
                var units = 0.0, shares = 0.0
                for place in row.places where !place.isContinuation {
                    switch place.width {
                    case .units(let count): units += count
                    case .role(let role): shares += geometry.widths[role] ?? 0
                    case .fill: units += place.isSpace || place.isSpacer ? 0 : 1
                    }
                }
                if units > 0, shares < 1 { letterPitch = min(letterPitch, contentWidth * (1 - shares) / units) }
            }
        }
        var frames: [Rect] = []
        frames.reserveCapacity(keyboard.keys.count)
        var overflow: [Int: Double] = [:]
        // Each place's width and key in the row above, for a key reaching down (a continuation).
        var above: [(width: Double, key: Int?)] = []
        var top = geometry.insets.top
        for (rowIndex, row) in rows.enumerated() {
            let rowHeight = rowUnit * row.height
            defer { top += rowHeight }
            // Pitches: fixed ones first, then the fills share the rest; a continuation keeps the
            // width of the key above it.
            var pitches: [Double?] = []
            pitches.reserveCapacity(row.places.count)
            for (index, place) in row.places.enumerated() {
                if place.isContinuation {
                    pitches.append(above.indices.contains(index) ? above[index].width : 0)
                    continue
                }
                switch place.width {
                case .units(let units): pitches.append(units * letterPitch)
                case .role(let role):
                    guard let share = geometry.widths[role] else {
                        throw .incompleteLayout(layoutID,
                                                "device '\(device.id)' gives no '\(role.rawValue)' width for \(orientation.rawValue)")
                    }
                    pitches.append(share * contentWidth)
                case .fill: pitches.append(nil)
                }
            }
            var fixed = 0.0, fills = 0
            for pitch in pitches {
                if let pitch { fixed += pitch } else { fills += 1 }
            }
            var scale = 1.0
            var cursor = geometry.insets.left
            var fillPitch = 0.0
            if fixed > contentWidth + 1e-9 {
                scale = contentWidth / fixed   // an overfull row shrinks to fit
                overflow[rowIndex] = fixed - contentWidth
            } else if fills > 0 {
                fillPitch = (contentWidth - fixed) / Double(fills)
            } else if row.alignment == .center {
                cursor += (contentWidth - fixed) / 2
            }
            var placed: [(width: Double, key: Int?)] = []
            placed.reserveCapacity(row.places.count)
            for (index, place) in row.places.enumerated() {
                let width = (pitches[index].map { $0 * scale } ?? fillPitch)
                defer { cursor += width }
                if place.isContinuation {
                    // The key above grows down through this row.
                    let reaching = above.indices.contains(index) ? above[index].key : nil
                    if let reaching { frames[reaching].height += rowHeight }
                    placed.append((width, reaching))
                    continue
                }
                if place.isSpacer {
                    placed.append((width, nil))
                    continue
                }
                placed.append((width, frames.count))
                frames.append(Rect(x: cursor + geometry.keyGap / 2, y: top + geometry.rowGap / 2,
                                   width: max(0, width - geometry.keyGap), height: max(0, rowHeight - geometry.rowGap)))
            }
            above = placed
        }
        return Frames(size: size, frames: frames, overflow: overflow)
    }
}
