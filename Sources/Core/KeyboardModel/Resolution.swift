import EditDistance
public import TextInputTraits

extension KeyboardCatalog {
    /// The rows of a keyboard in the device profile's height: three of letters and the bottom row.
    static let standardRows = 4

    /// Resolves the keyboard for a request.
    ///
    /// 1. The layout is the request's (by id or locale); an ASCII-only keyboard type on a
    ///    layout that is not ASCII-capable switches to its Latin companion.
    /// 2. The keyboard type picks the layers: letter keyboards get `letters`, `shifted`,
    ///    `capsLock`, `numbers`, `symbols` and any further layers of the layout (opening on
    ///    `numbers` for `KeyboardType/numbersAndPunctuation`); the name-phone pad has a
    ///    phone pad (`namePhonePad`) in place of the numbers; the number and ASCII number
    ///    pads show `numberPad`, the decimal pad `decimalPad`, the phone pad `phonePad` and
    ///    `phoneSymbols`.
    /// 3. The layer's rows are laid out on the device's geometry: a letter's pitch is the row
    ///    width over the layout's columns, role widths are the profile's shares of the row,
    ///    fill keys share what is left, and rows without fill keys are centred.
    ///
    /// - Throws: ``ResolutionError`` for an unknown layout, device or layer, or a layout
    ///   missing what the keyboard type needs.
    /// - Complexity: O(*k*) in the number of keys shown.
    public func resolve(_ request: KeyboardRequest) throws(ResolutionError) -> ResolvedKeyboard {
        let requested = try namedLayout(request.layout)
        guard let device = devices[request.device] else {
            throw .unknownDevice(request.device, suggestion: Self.closest(request.device.rawValue, in: devices.keys.map(\.rawValue)))
        }
        if let supported = requested.supportedDevices, !supported.contains(device.id) {
            throw .unsupportedDevice(requested.id, device.id)
        }
        return try blueprint(request, idiom: device.idiom, hasNumberRow: device.hasNumberRow)
            .laidOut(on: device, orientation: request.orientation)
    }

    /// Steps 1 and 2 of ``resolve(_:)``, and the keys of step 3 without their frames: the
    /// keyboard a request shows on every device of an idiom (with or without a number row).
    /// ``KeyboardBlueprint/laidOut(on:orientation:)`` gives it a device's geometry; a checker that
    /// looks at many devices resolves the keys once per idiom.
    ///
    /// - Throws: ``ResolutionError`` as ``resolve(_:)`` does, but for the device.
    public func blueprint(_ request: KeyboardRequest, idiom: DeviceProfile.Idiom,
                          hasNumberRow: Bool = false) throws(ResolutionError) -> KeyboardBlueprint {
        try blueprint(request, idiom: idiom, hasNumberRow: hasNumberRow) { $1.arranged($0, in: $2, numberRow: hasNumberRow) }
    }

    /// ``blueprint(_:idiom:hasNumberRow:)`` with the tablet arrangement of a layer (of a layout)
    /// taken from `arranging`: a checker that asks for many blueprints of one catalog arranges
    /// each layer once.
    package func blueprint(_ request: KeyboardRequest, idiom: DeviceProfile.Idiom, hasNumberRow: Bool,
                           arranging: (Layer, TabletArrangement, KeyboardLayout) -> Layer) throws(ResolutionError) -> KeyboardBlueprint {
        var requested = try namedLayout(request.layout)
        // A locale on another's layout (nn on nb) keeps its own words where they are known.
        requested.strings = localeWords(for: request.layout, on: requested).merged(over: requested.strings)
        if requested.locale == "und", let other = request.wordsFrom, let source = layout(named: other) {
            // A keyboard of no language speaks the language of the keyboard before it.
            requested.strings = localeWords(for: other, on: source).merged(over: source.strings).merged(over: requested.strings)
        }
        let traits = request.traits
        let type = shownType(traits.keyboardType, on: idiom)
        var layout = requested
        if type.requiresASCII && !layout.isASCIICapable {
            guard let companionID = layout.latinCompanion, let companion = layouts[companionID], companion.isASCIICapable else {
                throw .noLatinCompanion(layout.id)
            }
            layout = companion
        } else if traits.isSecureTextEntry && !layout.isASCIICapable,
                  let companionID = layout.latinCompanion, let companion = layouts[companionID], companion.isASCIICapable {
            // A password is typed on an ASCII keyboard, as iOS switches a secure field to one;
            // a layout without a companion stays (its input method is not run: see the session's host).
            layout = companion
        }
        // A tablet shows the layout's tablet keys and layers when it has them.
        if let variant = layout.byIdiom[idiom] {
            let strings = layout.strings
            layout = variant
            layout.strings = strings
        }
        let layerID = request.layer ?? firstLayer(for: type)
        guard isLayer(layerID, availableFor: type, in: layout) else {
            throw .unknownLayer(layerID, available: availableLayers(for: type, in: layout))
        }
        var layer = try self.layer(layerID, in: layout)
        // A tablet arranges the phone's rows as iPad does (backspace and return at row ends …).
        let arrangement = idiom == .tablet ? layout.tabletArrangement.flatMap { $0.arranges(layer) ? $0 : nil } : nil
        if let arrangement { layer = arranging(layer, arrangement, layout) }
        let modeTarget: Layer.ID = layer.kind == .letters ? (type == .namePhonePad ? .namePhonePad : .numbers) : .letters
        let rows = try expandedRows(of: layer, in: layout, type: type, bottomRows: arrangement?.bottomRows ?? [:])
        let returnEnabled = traits.isReturnKeyEnabled(hasText: request.hasText)
        let returnLabel = layout.strings.returnTitle(for: traits.returnKeyType)
        let shiftState: ShiftState = layerID == .capsLock ? .capsLock : layerID == .shifted ? .shifted : .none
        let derivesShift = shiftState != .none && layout.layers[layerID] == nil
        // The locale's digits on its number pads and numbers layers; the other set on a numbers
        // layer's long press. A field whose text must be ASCII digits (an ASCII number pad, a
        // one-time code) types 0–9 with the locale's own on long press, as iOS does. A pad of a
        // locale whose digits are not 0–9 shows both sets: the other as the key's sublabel.
        let asciiDigits = traits.keyboardType == .asciiCapableNumberPad || traits.textContentType == .oneTimeCode
        let native = layout.strings.digits
        let localDigits = !asciiDigits && (type == .numberPad || type == .decimalPad || layer.kind == .numbers) ? native : nil
        let otherDigits = layer.kind == .numbers ? (asciiDigits ? native : layout.strings.otherDigits) : nil
        let padOtherDigits: [String]? = layer.kind == .pad && type != .phonePad && native != nil
            ? (asciiDigits ? native : Self.asciiDigits) : nil

        var keys: [ResolvedKey] = []
        var hasReturnKey = false
        for (rowIndex, row) in rows.enumerated() {
            for key in row.keys where key.id != Self.continuation && key.action != .spacer {
                var resolved = resolvedKey(key, layout: layout, layerKind: layer.kind, shiftState: shiftState, derivesShift: derivesShift,
                                           modeTarget: modeTarget, localDigits: localDigits, otherDigits: otherDigits,
                                           padOtherDigits: padOtherDigits,
                                           returnLabel: returnLabel, isTablet: idiom == .tablet)
                resolved.row = rowIndex
                if key.action == .return {
                    hasReturnKey = true
                    resolved.isEnabled = returnEnabled
                }
                keys.append(resolved)
            }
        }
        var keyboard = ResolvedKeyboard(
            layoutID: layout.id, requestedLayoutID: requested.id, locale: layout.locale, inputMethod: layout.inputMethod,
            keyboardType: type, returnKeyType: traits.returnKeyType, device: "", orientation: request.orientation,
            appearance: traits.keyboardAppearance, size: Size(width: 0, height: 0), layer: layerID,
            layers: availableLayers(for: type, in: layout),
            returnKey: hasReturnKey ? .init(label: returnLabel, isEnabled: returnEnabled) : nil, keys: keys
        )
        keyboard.layerKind = layer.kind
        keyboard.direction = layout.direction
        keyboard.transforms = layout.transforms
        keyboard.inputMethodData = layout.inputMethodData
        if keys.contains(where: { $0.action == .emojiGrid }) { keyboard.titles = layout.strings.emoji }
        return KeyboardBlueprint(
            keyboard: keyboard,
            rows: rows.map { row in
                KeyboardBlueprint.Row(places: row.keys.map { KeyboardBlueprint.Place(key: $0, isContinuation: $0.id == Self.continuation) },
                                      alignment: row.alignment, height: row.height)
            },
            layoutID: requested.id, supportedDevices: requested.supportedDevices,
            columns: layer.kind == .pad ? 3 : Double(layout.columns) + (arrangement?.extraColumns ?? 0),
            isArranged: arrangement != nil, letterRows: layout.layerLists.letterRows
        )
    }

    /// The layout a request names (by id or locale), or the error that suggests the closest name.
    private func namedLayout(_ name: String) throws(ResolutionError) -> KeyboardLayout {
        guard let layout = layout(named: name) else {
            let names = layouts.keys.map(\.rawValue) + layouts.values.map(\.locale)
            throw .unknownLayout(name, suggestion: Self.closest(name, in: names))
        }
        return layout
    }

    /// The layers a keyboard type shows on a layout, the first being the one it opens on.
    ///
    /// - Complexity: O(1): the lists are kept with the layout's layers.
    public func availableLayers(for type: KeyboardType, in layout: KeyboardLayout) -> [Layer.ID] {
        switch type {
        case .numberPad, .asciiCapableNumberPad: [.numberPad]
        case .decimalPad: [.decimalPad]
        case .phonePad: [.phonePad, .phoneSymbols]
        case .namePhonePad: layout.layerLists.namePhone
        case .numbersAndPunctuation: layout.layerLists.numbersFirst
        default: layout.layerLists.letters
        }
    }

    /// The keyboard type a device shows for a field's: iPadOS has no number, decimal or phone
    /// pad, so a tablet shows the numbers keyboard (the letters a key away) for them, not a
    /// phone's pad stretched wide; every other type as it is.
    ///
    /// ```swift
    /// catalog.shownType(.numberPad, on: .tablet)   // .numbersAndPunctuation
    /// catalog.shownType(.numberPad, on: .phone)    // .numberPad
    /// ```
    public func shownType(_ type: KeyboardType, on idiom: DeviceProfile.Idiom) -> KeyboardType {
        idiom == .tablet && type.isPad ? .numbersAndPunctuation : type
    }

    /// The layer a keyboard type opens on: the first of ``availableLayers(for:in:)``.
    public func firstLayer(for type: KeyboardType) -> Layer.ID {
        switch type {
        case .numberPad, .asciiCapableNumberPad: .numberPad
        case .decimalPad: .decimalPad
        case .phonePad: .phonePad
        case .numbersAndPunctuation: .numbers
        default: .letters
        }
    }

    /// Whether a keyboard type can show a layer: whether it is one of
    /// ``availableLayers(for:in:)``.
    ///
    /// - Complexity: O(1).
    public func isLayer(_ id: Layer.ID, availableFor type: KeyboardType, in layout: KeyboardLayout) -> Bool {
        switch type {
        case .numberPad, .asciiCapableNumberPad: return id == .numberPad
        case .decimalPad: return id == .decimalPad
        case .phonePad: return id == .phonePad || id == .phoneSymbols
        default:
            if id == .letters || id == .shifted || id == .capsLock { return true }
            if type == .namePhonePad, id == .namePhonePad { return true }
            if type != .namePhonePad, id == .numbers || id == .symbols { return true }
            return !KeyboardLayout.LayerLists.reserved.contains(id) && layout.layers[id] != nil
        }
    }

    enum ShiftState { case none, shifted, capsLock }

    /// A layer by id; `shifted` and `capsLock` fall back to the letters (shifted at resolution).
    private func layer(_ id: Layer.ID, in layout: KeyboardLayout) throws(ResolutionError) -> Layer {
        if let layer = layout.layers[id] { return layer }
        if id == .capsLock, let shifted = layout.layers[.shifted] { return shifted }
        if id == .shifted || id == .capsLock, let letters = layout.layers[.letters] { return letters }
        throw .incompleteLayout(layout.id, "it has no '\(id)' layer")
    }

    /// The id of the place holder a ``Layer/Row/Item/continuation`` expands to.
    static let continuation: Key.ID = "@above"

    /// The bottom row a keyboard type shows on a layer: the type's own (``KeyboardLayout/BottomRowKind``)
    /// when the layout (or, on a tablet, its arrangement of the layer) defines one, else the
    /// standard row. Keyboard types that show the same row and layers resolve alike, so a
    /// checker resolves one of them.
    ///
    /// `layout` is the one shown (the companion for an ASCII-only type, the tablet variant).
    public func bottomRowKind(for type: KeyboardType, layer: Layer.ID, in layout: KeyboardLayout,
                              idiom: DeviceProfile.Idiom) -> KeyboardLayout.BottomRowKind {
        let shown = layout.byIdiom[idiom] ?? layout
        var arranged: [KeyboardLayout.BottomRowKind: Layer.Row] = [:]
        if idiom == .tablet, let arrangement = shown.tabletArrangement, let source = try? self.layer(layer, in: shown),
           arrangement.arranges(source) {
            arranged = arrangement.bottomRows
        }
        return Self.bottomRow(for: type, layout: shown.bottomRows, arranged: arranged).kind
    }

    /// The bottom row a keyboard type shows: the type's own, else the standard one, from a
    /// tablet arrangement's rows when it has any, else from the layout's.
    private static func bottomRow(for type: KeyboardType, layout: [KeyboardLayout.BottomRowKind: Layer.Row],
                                  arranged: [KeyboardLayout.BottomRowKind: Layer.Row])
        -> (kind: KeyboardLayout.BottomRowKind, row: Layer.Row?) {
        let kind = KeyboardLayout.BottomRowKind(type)
        let rows = arranged.isEmpty ? layout : arranged
        return rows[kind] != nil ? (kind, rows[kind]) : (.standard, rows[.standard])
    }

    /// The layer's rows as keys, the bottom-row slot filled for the keyboard type.
    private func expandedRows(of layer: Layer, in layout: KeyboardLayout, type: KeyboardType,
                              bottomRows: [KeyboardLayout.BottomRowKind: Layer.Row])
        throws(ResolutionError) -> [(keys: [Key], alignment: Layer.Row.Alignment, height: Double)] {
        var rows: [(keys: [Key], alignment: Layer.Row.Alignment, height: Double)] = []
        for row in layer.rows {
            var keys: [Key] = []
            for item in row.items {
                switch item {
                case .key(let id):
                    guard let key = layout.key(id) else { throw .incompleteLayout(layout.id,
                                                                                  "layer '\(layer.id)' names undefined key '\(id)'") }
                    keys.append(key)
                case .continuation: keys.append(Key(id: Self.continuation, action: .spacer, width: .units(0)))
                case .bottomRow:
                    let kind = KeyboardLayout.BottomRowKind(type)
                    guard let bottom = Self.bottomRow(for: type, layout: layout.bottomRows, arranged: bottomRows).row else {
                        throw .incompleteLayout(layout.id, "it has no bottom row for '\(kind.rawValue)'")
                    }
                    for case .key(let id) in bottom.items {
                        guard let key = layout.key(id) else { throw .incompleteLayout(layout.id,
                                                                                      "bottom row '\(kind.rawValue)' names undefined key " +
                                                                                      "'\(id)'") }
                        keys.append(key)
                    }
                }
            }
            rows.append((keys, row.alignment, row.height))
        }
        return rows
    }

    private func resolvedKey(
        _ key: Key, layout: KeyboardLayout, layerKind: Layer.Kind, shiftState: ShiftState, derivesShift: Bool,
        modeTarget: Layer.ID, localDigits: [String]?, otherDigits: [String]?, padOtherDigits: [String]?, returnLabel: String,
        isTablet: Bool
    ) -> ResolvedKey {
        let strings = layout.strings
        func text(_ value: String) -> String {
            value.hasPrefix("$") ? strings.value(named: String(value.dropFirst())) ?? value : value
        }
        var action = key.action
        var output: String?
        var label: String
        var longPress = key.longPress.map(text)
        var sublabel = key.sublabel.map(text)
        switch key.action {
        case .input(let raw):
            var value = text(raw)
            if value.count == 1, let first = value.first, first.isASCII, let digit = first.wholeNumberValue {
                if let localDigits, localDigits.count == 10 { value = localDigits[digit] }
                if let otherDigits, otherDigits.count == 10, otherDigits[digit] != value {
                    longPress = [otherDigits[digit]] + longPress.filter { $0 != otherDigits[digit] }
                }
                // Both digit sets on the pad: the other in place of the dialler's letters.
                if let padOtherDigits, padOtherDigits.count == 10, padOtherDigits[digit] != value { sublabel = padOtherDigits[digit] }
            }
            if derivesShift {
                value = key.shifted.map(text) ?? shiftedForm(of: value, locale: layout.locale)
                longPress = longPress.map { shiftedForm(of: $0, locale: layout.locale) }
                label = key.label.map(text).map { key.shifted == nil ? shiftedForm(of: $0, locale: layout.locale) : $0 } ?? value
            } else {
                label = key.label.map(text) ?? value
            }
            output = value
        case .shift:
            label = key.label.map(text) ?? (shiftState == .capsLock ? "⇪" : shiftState == .shifted ? "⬆︎" : "⇧")
        case .backspace: label = key.label.map(text) ?? "⌫"
        case .space: label = key.label.map(text) ?? strings.space ?? "space"
        case .return: label = returnLabel
        case .switchLayer: label = key.label.map(text) ?? key.id.rawValue
        case .modeSwitch:
            action = .switchLayer(modeTarget)
            // A tablet's letters show `.?123`: its numbers layer holds the punctuation too.
            let toNumbers = isTablet ? strings.toNumbers.map { ".?" + $0 } : strings.toNumbers
            label = key.label.map(text) ?? (layerKind == .letters ? toNumbers : strings.toLetters) ?? key.id.rawValue
        case .nextKeyboard: label = key.label.map(text) ?? "🌐"
        case .dismissKeyboard: label = key.label.map(text) ?? "⌨︎"
        case .undo: label = key.label.map(text) ?? "undo"
        case .redo: label = key.label.map(text) ?? "redo"
        case .spacer, .writingPad, .emojiGrid: label = key.label.map(text) ?? ""
        case .emojiCategory(let name), .command(let name): label = key.label.map(text) ?? name
        case .emojiSearch: label = key.label.map(text) ?? strings.emoji["search"] ?? "🔍"
        case .previousKeyboard: label = key.label.map(text) ?? strings.toLetters ?? "ABC"
        }
        var resolved = ResolvedKey(
            id: key.id, action: action, label: label, sublabel: sublabel, output: output, longPress: longPress,
            flicks: key.flicks.mapValues(text), frame: Rect(x: 0, y: 0, width: 0, height: 0), isEnabled: true, row: 0
        )
        resolved.multiTap = key.multiTap.map(text)
        resolved.longPressDefault = key.longPressDefault.flatMap { longPress.indices.contains($0) ? $0 : nil }
        return resolved
    }

    /// The digits 0–9.
    static let asciiDigits = (0...9).map(String.init)

    private static func closest(_ name: String, in candidates: [String]) -> String? {
        closestMatch(to: name, in: Array(Set(candidates)).sorted())
    }
}
