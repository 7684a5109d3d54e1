import Geometry
import KeyboardModel
import SourceDiagnostics
import TextInputTraits
import TextSegmentation

/// The checks of every keyboard a layout shows: each keyboard type, device, orientation and
/// layer resolved (its keys once per idiom, its frames per device) and checked.
extension LayoutLinter {
    /// Devices whose keyboards in `orientation` differ only in their width (the same idiom, gaps,
    /// heights, insets above and below and shares of the width), each class narrowest first by
    /// the width keys get (the width less the side insets); classes in the order of their
    /// narrowest member's id.
    static func sizeClasses(of devices: [DeviceProfile], in orientation: Orientation) -> [[DeviceProfile]] {
        struct Shape: Hashable {
            var idiom: DeviceProfile.Idiom
            var numberRow: Bool
            var geometry: DeviceProfile.Geometry
        }
        func content(_ device: DeviceProfile) -> Double {
            let geometry = device.geometry(orientation)
            return geometry.size.width - geometry.insets.left - geometry.insets.right
        }
        var classes: [Shape: [DeviceProfile]] = [:]
        for device in devices {
            var geometry = device.geometry(orientation)
            geometry.size.width = 0
            geometry.insets.left = 0
            geometry.insets.right = 0
            classes[Shape(idiom: device.idiom, numberRow: device.hasNumberRow, geometry: geometry), default: []].append(device)
        }
        return classes.values.map { $0.sorted { content($0) != content($1) ? content($0) < content($1) : $0.id < $1.id } }
            .sorted { $0[0].id < $1[0].id }
    }

    /// What decides a keyboard's keys on every device of an idiom: the layout shown, its bottom
    /// row, the digits and pads the type asks for, the layer (not whether the type asks for ASCII:
    /// that only changes which checks of content apply).
    struct Shape: Hashable {
        var layout: KeyboardLayout.ID
        var bottom: KeyboardLayout.BottomRowKind
        var namePhonePad: Bool
        var pad: Bool
        var digits: Int
        var layer: Layer.ID
        var idiom: DeviceProfile.Idiom
        var numberRow: Bool
    }

    /// A shape as one keyboard type shows it: its content is checked once for ASCII-only types
    /// and once for the others.
    struct Content: Hashable {
        var shape: Shape
        var ascii: Bool
    }

    /// A shape on one device in one orientation: checked once.
    struct Placement: Hashable {
        var shape: Shape
        var device: DeviceProfile.ID
        var orientation: Orientation
    }

    /// Rows too wide for devices, gathered so that each row is reported once.
    struct Overflows {
        private var rows: [SourceRange: (row: Int, layer: Layer.ID, devices: [String: Double], cause: String?)] = [:]
        private var order: [SourceRange] = []
        /// How many times a row was recorded.
        private(set) var count = 0

        mutating func record(range: SourceRange, row: Int, layer: Layer.ID, device: String, points: Double, cause: String? = nil) {
            count += 1
            if rows[range] == nil { order.append(range) }
            rows[range, default: (row, layer, [:], cause)].devices[device] = max(rows[range]?.devices[device] ?? 0, points)
        }

        func report(into collector: inout DiagnosticCollector, format: (Double) -> String) {
            for range in order {
                guard let entry = rows[range] else { continue }
                let devices = entry.devices.sorted { $0.key < $1.key }.map { "\(format($0.value)) pt on \($0.key)" }
                collector.report(.rowOverflow,
                    "row \(entry.row) of layer '\(entry.layer)' is wider than the keyboard: " +
                    "\(devices.joined(separator: ", "))\(entry.cause ?? "")",
                    at: range)
            }
        }
    }

}

extension LayoutLinter.Context {
    typealias Shape = LayoutLinter.Shape
    typealias Content = LayoutLinter.Content
    typealias Placement = LayoutLinter.Placement
    typealias Overflows = LayoutLinter.Overflows

    struct BottomKey: Hashable {
        var type: KeyboardType
        var layer: Layer.ID
        var idiom: DeviceProfile.Idiom
    }

    /// Arranges a layer for a tablet, once per layout, layer and number row in this lint.
    func arranged(numberRow: Bool) -> (Layer, TabletArrangement, KeyboardLayout) -> Layer {
        { layer, arrangement, layout in
            let key = "\(layout.id.rawValue)\u{0}\(layer.id.rawValue)\u{0}\(numberRow)"
            if let known = arrangements.value[key] { return known }
            let made = arrangement.arranged(layer, in: layout, numberRow: numberRow)
            arrangements.value[key] = made
            return made
        }
    }

    /// Resolves every keyboard type, device, orientation and layer and checks each.
    ///
    /// Devices whose keyboards differ only in width (``sizeClasses(of:in:)``) are checked
    /// narrowest first: a keyboard that passes there passes on the wider ones too (rows fit by
    /// their fractions of the width; keys and labels only grow), so they are checked only when
    /// the narrowest had findings, for the findings to name every device.
    func checkEveryKeyboard(into collector: inout DiagnosticCollector) {
        var overflows = Overflows()
        defer { overflows.report(into: &collector, format: format) }
        // Keyboard types that show the same keys (default, asciiCapable and
        // numbersAndPunctuation on a Latin layout) are checked once.
        var checked = Set<Placement>()
        var contents = Set<Content>()
        let oneOfEachIdiom = DeviceProfile.Idiom.allCases.compactMap { idiom in devices.first { $0.idiom == idiom } }
        for type in KeyboardType.allCases {
            var traits = TextInputTraits()
            traits.keyboardType = type
            // ASCII-only types on a non-Latin layout show the companion: only the ASCII rule
            // applies here, on the first layer.
            let switchesLayout = type.requiresASCII && !layout.isASCIICapable
            let shownID = switchesLayout ? layout.latinCompanion ?? layout.id : layout.id
            let shown = catalog.layouts[shownID] ?? layout
            // The companion's ASCII rule does not depend on the device: one device of each idiom
            // (its keys are the companion's own to check, as a layout of its own).
            let checkedDevices = switchesLayout ? oneOfEachIdiom : devices
            for orientation in switchesLayout ? [.portrait] : Orientation.allCases {
                for members in LayoutLinter.sizeClasses(of: checkedDevices, in: orientation) {
                    for (index, device) in members.enumerated() {
                        let findings = collector.diagnostics.count + overflows.count
                        // A tablet shows the layout's tablet layers when it has them, and its numbers
                        // keyboard for a pad.
                        let type = catalog.shownType(type, on: device.idiom)
                        var layers = catalog.availableLayers(for: type, in: shown.byIdiom[device.idiom] ?? shown)
                        if switchesLayout { layers = Array(layers.prefix(1)) }
                        for layer in layers {
                            // Types that show the same bottom row and digits resolve alike: one is checked.
                            let bottom = bottomRows.value[BottomKey(type: type, layer: layer, idiom: device.idiom)] ?? {
                                let kind = catalog.bottomRowKind(for: type, layer: layer, in: shown, idiom: device.idiom)
                                bottomRows.value[BottomKey(type: type, layer: layer, idiom: device.idiom)] = kind
                                return kind
                            }()
                            // The number row changes only a tablet arrangement's keys.
                            let numberRow = device.hasNumberRow && (shown.byIdiom[device.idiom] ?? shown).tabletArrangement != nil
                            let digits = [KeyboardType.numberPad, .decimalPad, .phonePad, .asciiCapableNumberPad]
                                .firstIndex(of: type) ?? -1
                            let shape = Shape(layout: shownID, bottom: bottom, namePhonePad: type == .namePhonePad, pad: type.isPad,
                                              digits: digits, layer: layer, idiom: device.idiom, numberRow: numberRow)
                            // ASCII-only types show the same keys: only their content is checked again.
                            let newContent = contents.insert(Content(shape: shape, ascii: type.requiresASCII)).inserted
                            let newPlacement = checked.insert(Placement(shape: shape, device: device.id, orientation: orientation))
                                .inserted
                            guard newContent || newPlacement else { continue }
                            let request = KeyboardRequest(layout: layout.id.rawValue, traits: traits, device: device.id,
                                                          orientation: orientation, layer: layer)
                            do {
                                // The keys once per idiom (and their content checks); frames per device.
                                let blueprint = try blueprints.value[shape] ?? {
                                    let made = try catalog.blueprint(request, idiom: device.idiom, hasNumberRow: device.hasNumberRow,
                                                                     arranging: arranged(numberRow: device.hasNumberRow))
                                    blueprints.value[shape] = made
                                    return made
                                }()
                                if newContent { checkContent(blueprint.keyboard, type: type, into: &collector) }
                                if newPlacement {
                                    let frames = try blueprint.frames(on: device, orientation: orientation)
                                    check(blueprint.keyboard, shape: shape, frames: frames, device: device, orientation: orientation,
                                          overflows: &overflows, into: &collector)
                                }
                            } catch {
                                collector.report(.unresolvableVariant,
                                    "layer '\(layer)' of the \(type.name) keyboard cannot be resolved on \(device.id) " +
                                    "\(orientation.rawValue): \(error)",
                                    at: layerRange(layer))
                            }
                        }
                        if type == .default { checkReturnLabels(device: device, orientation: orientation, into: &collector) }
                        if index == 0, collector.diagnostics.count + overflows.count == findings { break }
                    }
                }
            }
        }
    }

    /// What a keyboard must have whatever the device: backspace, return (not on pads), a way
    /// back to the letters; ASCII where the type asks for it.
    func checkContent(_ shared: ResolvedKeyboard, type: KeyboardType, into collector: inout DiagnosticCollector) {
        // A blueprint is shared by the types that show the same keys: the type checked is this one.
        var keyboard = shared
        keyboard.keyboardType = type
        let shown = catalog.layouts[keyboard.layoutID] ?? layout
        guard shown.id == layout.id else {
            checkASCII(keyboard, shown: shown, into: &collector)
            return // the companion is checked as a layout of its own
        }
        let layerKind = layout.layers[keyboard.layer]?.kind ?? layout.layers[.letters]?.kind ?? .letters
        // Essentials: backspace, return (not on pads), a way back to letters.
        let actions = keyboard.keys.map(\.action)
        if !actions.contains(.backspace) {
            collector.report(.missingEssentialKey,
                             "layer '\(keyboard.layer)' has no backspace key (\(keyboard.keyboardType.name) keyboard)",
                at: layerRange(keyboard.layer))
        }
        if layerKind != .pad && !actions.contains(.return) {
            collector.report(.missingEssentialKey,
                             "layer '\(keyboard.layer)' has no return key (\(keyboard.keyboardType.name) keyboard)",
                at: layerRange(keyboard.layer))
        }
        if layerKind != .letters && !keyboard.keyboardType.isPad && !canReachLetters(from: keyboard.layer) {
            collector.report(.missingEssentialKey,
                             "layer '\(keyboard.layer)' has no way back to the letters (\(keyboard.keyboardType.name) keyboard)",
                at: layerRange(keyboard.layer))
        }
        checkASCII(keyboard, shown: shown, into: &collector)
    }

    /// A keyboard's geometry on a device: rows that fit, keys in the keyboard, apart, big
    /// enough for a finger, and labels that fit their keys.
    func check(_ keyboard: ResolvedKeyboard, shape: Shape, frames placed: KeyboardBlueprint.Frames, device: DeviceProfile,
               orientation: Orientation, overflows: inout Overflows, into collector: inout DiagnosticCollector) {
        guard keyboard.layoutID == layout.id else { return } // the companion is checked as a layout of its own
        func where_() -> String { "on \(device.id) \(orientation.rawValue)" }
        let frames = placed.frames
        let font = LayoutLinter.minimumFontSize[device.idiom] ?? 0
        let facts = facts(of: keyboard, shape: shape)
        // Rows that do not fit: gathered per row, reported once per row with every device.
        for (row, points) in placed.overflow.sorted(by: { $0.key < $1.key }) {
            let layer = sourceLayer(keyboard.layer)
            var range = provenance.rowRange(layer: layer, row: row) ?? layerRange(layer)
            var cause: String?
            // A row of an imported part that overflows because this layout redefines one of
            // its keys is reported at the redefinition, where the layout's author can act
            // (validating the layout alone would otherwise show nothing).
            if range.file != provenance.file,
               let own = keyboard.keys.filter({ $0.row == row }).first(where: { keyRange($0.id).file == provenance.file }) {
                cause = " (key '\(own.id)', redefined here, is in that row of \(range.file))"
                range = keyRange(own.id)
            }
            overflows.record(range: range, row: row + 1, layer: layer, device: "\(device.id) \(orientation.rawValue)",
                             points: points, cause: cause)
        }
        // Geometry after resolution: the frames alone, the keys' ids and labels read only to report.
        let bounds = Rect(x: 0, y: 0, width: placed.size.width, height: placed.size.height)
        let minimum = LayoutLinter.minimumKeySize[device.idiom] ?? Size(width: 0, height: 0)
        // Keys under a finger's size, gathered per row: a squeezed row is one finding, not one per key.
        var smallByRow: [Int: [Int]] = [:]
        for index in frames.indices {
            let frame = frames[index]
            if frame.width <= 0 || frame.height <= 0 {
                let id = keyboard.keys[index].id
                collector.report(.keyGeometry,
                    "key '\(id)' has no area (\(format(frame.width))×\(format(frame.height)) pt) \(where_()): "
                        + "the device's insets and gaps leave it no room",
                    at: keyRange(id))
                continue
            }
            if !bounds.contains(frame) {
                let id = keyboard.keys[index].id
                collector.report(.keyGeometry, "key '\(id)' lies outside the keyboard \(where_())", at: keyRange(id))
            }
            for other in (index + 1)..<frames.count where frame.overlaps(frames[other]) {
                collector.report(.keyGeometry, "keys '\(keyboard.keys[index].id)' and '\(keyboard.keys[other].id)' overlap \(where_())",
                                 at: keyRange(keyboard.keys[other].id))
            }
            if frame.width < minimum.width || frame.height < minimum.height { smallByRow[facts.rows[index], default: []].append(index) }
            // A label narrower than its key on one line fits; others are estimated in full.
            if !facts.isReturn[index], facts.widths[index] * font > frame.width - 4 {
                let key = keyboard.keys[index]
                if !fits(key.label, in: frame, idiom: device.idiom) {
                    collector.report(.labelTooWide,
                        "label '\(key.label)' of key '\(key.id)' does not fit its \(format(frame.width))-pt key \(where_()) "
                            + "even at \(format(font)) pt",
                        at: keyRange(key.id))
                }
            }
        }
        for (row, small) in smallByRow.sorted(by: { $0.key < $1.key }) {
            let area = { (index: Int) in frames[index].width * frames[index].height }
            let smallestIndex = small.min { area($0) < area($1) } ?? small[0]
            let smallest = (key: keyboard.keys[smallestIndex], frame: frames[smallestIndex])
            let keys = small.map { keyboard.keys[$0] }
            let size = "\(format(smallest.frame.width))×\(format(smallest.frame.height)) pt"
            let under = "under the \(format(minimum.width))×\(format(minimum.height)) pt a finger needs"
            if keys.count == 1 {
                collector.report(.smallKey, "key '\(smallest.key.id)' is \(size) \(where_()), \(under)", at: keyRange(smallest.key.id))
            } else {
                // At the row's first small key: imported files have no row of their own to point at.
                let layer = sourceLayer(keyboard.layer)
                collector.report(.smallKey, "\(keys.count) keys of row \(row + 1) of layer '\(layer)' are \(under) \(where_()) "
                                 + "(the smallest, '\(smallest.key.id)', \(size))", at: keyRange(keys[0].id))
            }
        }
    }

    /// ASCII-only purposes: the shown layout is ASCII-capable and the purpose's own keys
    /// (its bottom row) type ASCII.
    func checkASCII(_ keyboard: ResolvedKeyboard, shown: KeyboardLayout, into collector: inout DiagnosticCollector) {
        guard keyboard.keyboardType.requiresASCII, !keyboard.keyboardType.isPad else { return }
        if !shown.isASCIICapable {
            collector.report(.nonAsciiVariant,
                             "the \(keyboard.keyboardType.name) keyboard shows layout '\(shown.id)', which is not ASCII-capable",
                at: provenance.id)
            return
        }
        guard shown.id == layout.id, keyboard.layer == .letters else { return }
        let kind = KeyboardLayout.BottomRowKind(keyboard.keyboardType)
        let bottom = layout.bottomRows[kind] ?? layout.bottomRows[.standard]
        for (index, item) in (bottom?.items ?? []).enumerated() {
            guard case .key(let id) = item, let key = layout.key(id), case .input(let output) = key.action else { continue }
            let value = output.hasPrefix("$") ? layout.strings.value(named: String(output.dropFirst())) ?? output : output
            if !value.unicodeScalars.allSatisfy(\.isASCII) {
                let range = provenance.bottomRowItemRange(kind, item: index) ?? keyRange(id)
                collector.report(.nonAsciiVariant,
                                 "key '\(id)' types '\(value)', which is not ASCII, on the \(keyboard.keyboardType.name) keyboard",
                    at: range)
            }
        }
    }

    /// The return key's title for every return key type fits the return key.
    func checkReturnLabels(device: DeviceProfile, orientation: Orientation, into collector: inout DiagnosticCollector) {
        do {
            // The return key's frame does not depend on its type; its title does, as
            // resolution takes it from the layout's words.
            // The default keyboard's letters: the shape its check of every keyboard resolved.
            let numberRow = device.hasNumberRow && (layout.byIdiom[device.idiom] ?? layout).tabletArrangement != nil
            let shape = Shape(layout: layout.id, bottom: .standard, namePhonePad: false, pad: false, digits: -1, layer: .letters,
                              idiom: device.idiom, numberRow: numberRow)
            let request = KeyboardRequest(layout: layout.id.rawValue, device: device.id, orientation: orientation)
            guard let blueprint = blueprints.value[shape]
                    ?? (try? catalog.blueprint(request, idiom: device.idiom, hasNumberRow: device.hasNumberRow)),
                  let index = blueprint.keyboard.keys.firstIndex(where: { $0.action == .return }),
                  let frames = try? blueprint.frames(on: device, orientation: orientation) else { return }
            blueprints.value[shape] = blueprint
            let key = blueprint.keyboard.keys[index]
            let frame = frames.frames[index]
            for type in ReturnKeyType.allCases {
                let title = layout.strings.returnTitle(for: type)
                if !fits(title, in: frame, idiom: device.idiom) {
                    collector.report(.labelTooWide,
                        "return key title '\(title)' (\(type.name)) does not fit the \(format(frame.width))-pt return key "
                            + "on \(device.id) \(orientation.rawValue) even at " +
                              "\(format(LayoutLinter.minimumFontSize[device.idiom] ?? 0)) pt",
                        at: keyRange(key.id))
                }
            }
        }
    }

    /// What the geometry checks read of a shape's keys, taken once: rows, which is the return
    /// key, and each label's width on one line in ems (see ``advance(_:)``).
    struct Facts {
        var rows: [Int]
        var isReturn: [Bool]
        var widths: [Double]
    }

    func facts(of keyboard: ResolvedKeyboard, shape: Shape) -> Facts {
        if let known = measured.value[shape] { return known }
        var facts = Facts(rows: [], isReturn: [], widths: [])
        for key in keyboard.keys {
            facts.rows.append(key.row)
            facts.isReturn.append(key.action == .return)
            facts.widths.append(key.label.reduce(0) { $0 + advance($1) })
        }
        measured.value[shape] = facts
        return facts
    }

    /// Whether a label fits at the idiom's smallest font, on two lines where it has a space
    /// and the key is tall enough. Widths are estimated: wide (CJK, Hangul, emoji)
    /// characters one em, others 0.55 em.
    func fits(_ label: String, in frame: Rect, idiom: DeviceProfile.Idiom) -> Bool {
        let key = FitCache.Key(label: label, width: frame.width, height: frame.height, idiom: idiom)
        if let known = fitCache.results[key] { return known }
        let answer = estimateFit(label, in: frame, idiom: idiom)
        fitCache.results[key] = answer
        return answer
    }

    func estimateFit(_ label: String, in frame: Rect, idiom: DeviceProfile.Idiom) -> Bool {
        let font = LayoutLinter.minimumFontSize[idiom] ?? 0
        let available = frame.width - 4
        func width(_ text: Substring) -> Double { text.reduce(0) { $0 + advance($1) } * font }
        if width(label[...]) <= available { return true }
        guard frame.height >= font * 2.4 else { return false }
        let words = label.split(separator: " ")
        guard words.count > 1 else { return false }
        // The best split into two lines.
        var best = Double.infinity
        for cut in 1..<words.count {
            let first = words[..<cut].joined(separator: " "), second = words[cut...].joined(separator: " ")
            best = min(best, max(width(first[...]), width(second[...])))
        }
        return best <= available
    }

    func isWide(_ character: Character) -> Bool { DisplayWidth.cells(of: character) == 2 }

    /// A character's width in ems in the system font, roughly: East Asian wide ones 1, Latin
    /// by its shape (narrow i, l, t …; wide m, w; capitals wider than small letters), other
    /// scripts 0.55.
    func advance(_ character: Character) -> Double {
        guard let ascii = character.asciiValue else { return isWide(character) ? 1 : 0.55 }
        switch ascii {
        case UInt8(ascii: "i"), UInt8(ascii: "j"), UInt8(ascii: "l"), UInt8(ascii: "f"), UInt8(ascii: "t"), UInt8(ascii: "r"),
             UInt8(ascii: "I"), UInt8(ascii: "."), UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: ";"), UInt8(ascii: "'"),
             UInt8(ascii: "!"), UInt8(ascii: "|"), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: " "): return 0.3
        case UInt8(ascii: "m"), UInt8(ascii: "w"), UInt8(ascii: "M"), UInt8(ascii: "W"): return 0.85
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): return 0.68
        default: return 0.55
        }
    }
}
