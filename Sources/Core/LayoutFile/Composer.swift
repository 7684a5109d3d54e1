import EditDistance
import KeyboardModel
import TextInputTraits
import TextTransforms

/// Merges imports and `extends` and checks references.
struct Composer {
    let documents: [String: LayoutDocument]
    let strings: KeyboardStringsTable
    let knownInputMethods: Set<String>
    let deviceIDs: Set<String>
    /// The input-method data each file names, read by the method's module, by the file's path
    /// and the name it gives.
    let methodData: [String: [String: InputMethodData]]
    var diagnostics = DiagnosticCollector()
    var provenance: [KeyboardLayout.ID: LayoutProvenance] = [:]
    private var composed: [String: Composition] = [:]
    private var failed: Set<String> = []

    init(documents: [String: LayoutDocument], strings: KeyboardStringsTable, knownInputMethods: Set<String>, deviceIDs: Set<String>,
         methodData: [String: [String: InputMethodData]] = [:]) {
        self.methodData = methodData
        self.documents = documents
        self.strings = strings
        self.knownInputMethods = knownInputMethods
        self.deviceIDs = deviceIDs
    }

    /// What merging has gathered so far for one file.
    struct Composition {
        var keys: [String: LayoutDocument.KeyDefinition] = [:]
        var layers: [String: LayoutDocument.LayerDefinition] = [:]
        var bottomRows: [String: LayoutDocument.RowDefinition] = [:]
        var strings = KeyboardStrings()
        var columns: Int?
        var script: String?
        var inputMethod: Located<String>?
        var latinCompanion: Located<String>?
        var direction: Located<String>?
        var devices: [Located<String>]?
        var transforms: LayoutDocument.TransformsDefinition?
        /// The input-method data named, and the data when it was read.
        var inputMethodData: (file: Located<String>, data: InputMethodData?)?
        /// What a tablet shows instead (`tablet`), not yet merged.
        var tablet: LayoutDocument.Parts?

        mutating func merge(_ other: Composition) {
            // Into nothing, a merge is a copy (which shares storage until written); nothing merged
            // writes nothing (a write, even of nothing, copies storage another composition shares).
            if keys.isEmpty {
                keys = other.keys
            } else if !other.keys.isEmpty {
                keys.reserveCapacity(keys.count + other.keys.count)
                for (id, key) in other.keys { keys[id] = keys[id].map { Composer.merged(key, over: $0) } ?? key }
            }
            if layers.isEmpty { layers = other.layers } else if !other.layers.isEmpty { layers.merge(other.layers) { _, new in new } }
            if bottomRows.isEmpty {
                bottomRows = other.bottomRows
            } else if !other.bottomRows.isEmpty {
                bottomRows.merge(other.bottomRows) { _, new in new }
            }
            strings = other.strings.merged(over: strings)
            columns = other.columns ?? columns
            if let theirs = other.tablet { tablet = tablet.map { $0.merged(under: theirs) } ?? theirs }
        }
    }

    static func merged(_ key: LayoutDocument.KeyDefinition, over base: LayoutDocument.KeyDefinition) -> LayoutDocument.KeyDefinition {
        var result = base
        result.range = key.range
        if key.output != nil { result.output = key.output }
        if key.label != nil { result.label = key.label }
        if key.sublabel != nil { result.sublabel = key.sublabel }
        if key.shifted != nil { result.shifted = key.shifted }
        if key.longPress != nil { result.longPress = key.longPress }
        if key.flicks != nil { result.flicks = key.flicks }
        if key.multiTap != nil { result.multiTap = key.multiTap }
        if key.command != nil { result.command = key.command }
        if key.action != nil { result.action = key.action; result.layer = key.layer; result.command = key.command; if key.output == nil
                               && key.action?.value != "input" { result.output = nil } }
        if key.layer != nil { result.layer = key.layer }
        if key.width != nil { result.width = key.width }
        if key.longPressDefault != nil { result.longPressDefault = key.longPressDefault }
        return result
    }

    /// - Parameter selected: the layout documents to build (``layouts(concerning:in:)``); `nil`: all.
    mutating func composeAll(building selected: Set<String>? = nil) -> [KeyboardLayout.ID: KeyboardLayout] {
        var layouts: [KeyboardLayout.ID: KeyboardLayout] = [:]
        var idRanges: [String: SourceRange] = [:]
        let layoutDocuments = documents.values.filter(\.isLayout).sorted { $0.path < $1.path }
        // Every file that uses a taken id hears it, whatever the files are called (so the verdict
        // on a file does not depend on whether its name sorts before the other's).
        var reportedFirst = Set<String>()
        for document in layoutDocuments {
            guard let id = document.id else { continue }
            if let first = idRanges[id.value] {
                diagnostics.report(.duplicateLayoutId, "layout id '\(id.value)' is used twice", at: id.range,
                                   notes: [.init(message: "also used here", range: first)])
                if reportedFirst.insert(id.value).inserted {
                    diagnostics.report(.duplicateLayoutId, "layout id '\(id.value)' is used twice", at: first,
                                       notes: [.init(message: "also used here", range: id.range)])
                }
                continue
            }
            idRanges[id.value] = id.range
        }
        var built: [String: KeyboardLayout] = [:]
        for document in layoutDocuments where selected?.contains(document.path) ?? true {
            let before = diagnostics.diagnostics.filter { $0.severity == .error }.count
            guard let composition = compose(document.path, stack: []) else { continue }
            if let layout = build(document, composition) {
                let errors = diagnostics.diagnostics.filter { $0.severity == .error }.count
                if errors == before { built[document.path] = layout }
            }
        }
        // Cross-layout checks: companions exist and are ASCII-capable.
        let byID = Dictionary(built.values.map { ($0.id.rawValue, $0) }, uniquingKeysWith: { a, _ in a })
        for document in layoutDocuments {
            guard let layout = built[document.path] else { continue }
            if let companion = composed[document.path]?.latinCompanion {
                if let target = byID[companion.value] {
                    if !target.isASCIICapable {
                        diagnostics.report(.invalidCompanion,
                                           "Latin companion '\(companion.value)' is not an ASCII-capable layout (script " +
                                           "'\(target.script)'\(target.inputMethod.map { ", input method '\($0)'" } ?? ""))",
                            at: companion.range)
                        continue
                    }
                } else if documents.values.contains(where: { $0.id?.value == companion.value }) {
                    continue // the companion has errors of its own
                } else {
                    diagnostics.report(.unknownLayout,
                                       "unknown Latin companion " +
                                       "'\(companion.value)'\(didYouMean(companion.value, in: idRanges.keys.sorted()))",
                        at: companion.range)
                    continue
                }
            } else if !layout.isASCIICapable, let id = document.id {
                diagnostics.report(.missingCompanion,
                                   "layout '\(layout.id)' is not ASCII-capable and names no 'latinCompanion'; URL, e-mail and other " +
                                   "ASCII-only keyboards cannot be shown", at: id.range)
            }
            layouts[layout.id] = layout
        }
        return layouts
    }

    /// The merged composition of a file (layout or part), or `nil` after reporting a cycle or
    /// a missing file.
    mutating func compose(_ path: String, stack: [(path: String, range: SourceRange?)]) -> Composition? {
        if let done = composed[path] { return done }
        if failed.contains(path) { return nil }
        guard let document = documents[path] else { return nil }
        var result = Composition()
        let stack = stack + [(path, nil)]

        if let extends = document.extends {
            guard let base = documents.values.first(where: { $0.id?.value == extends.value }) else {
                let ids = documents.values.compactMap(\.id?.value)
                diagnostics.report(.unknownLayout,
                                   "'extends' names unknown layout '\(extends.value)'\(didYouMean(extends.value, in: ids.sorted()))",
                                   at: extends.range)
                failed.insert(path)
                return nil
            }
            if stack.contains(where: { $0.path == base.path }) {
                diagnostics.report(.importCycle,
                                   "layout '\(document.id?.value ?? path)' extends '\(extends.value)', which leads back to it",
                                   at: extends.range)
                failed.insert(path)
                return nil
            }
            guard let inherited = compose(base.path, stack: stack) else { failed.insert(path); return nil }
            result = inherited
        }
        for item in document.imports {
            let target = item.value.hasSuffix(".json") ? String(item.value.dropLast(5)) : item.value
            guard let imported = documents[target] else {
                let parts = documents.values.filter { !$0.isLayout }.map(\.path)
                diagnostics.report(.unknownImport, "unknown import '\(item.value)'\(didYouMean(target, in: parts.sorted()))",
                                   at: item.range)
                continue
            }
            if imported.isLayout {
                diagnostics.report(.unknownImport, "'\(item.value)' is a layout, not a shared part; use 'extends' to build on a layout",
                                   at: item.range)
                continue
            }
            if stack.contains(where: { $0.path == target }) {
                diagnostics.report(.importCycle, "importing '\(item.value)' leads back to '\(path)'", at: item.range,
                                  notes: [.init(message: "the cycle: \((stack.map(\.path) + [target]).joined(separator: " → "))",
                                                range: item.range)])
                continue
            }
            if let part = compose(target, stack: stack) { result.merge(part) }
        }
        var own = Self.composition(of: LayoutDocument.Parts(keys: document.keys, layers: document.layers, bottomRows: document.bottomRows,
                                                            columns: document.columns))
        own.strings = document.strings.values
        own.tablet = document.tablet
        result.merge(own)
        if let script = document.script { result.script = script.value }
        if let inputMethod = document.inputMethod { result.inputMethod = inputMethod }
        if let companion = document.latinCompanion { result.latinCompanion = companion }
        if let direction = document.direction { result.direction = direction }
        if let devices = document.devices { result.devices = devices }
        if let transforms = document.transforms { result.transforms = transforms }
        if let file = document.inputMethodData { result.inputMethodData = (file, methodData[path]?[file.value]) }
        composed[path] = result
        return result
    }

    /// Keys, layers, bottom rows and columns as a composition.
    static func composition(of parts: LayoutDocument.Parts) -> Composition {
        var result = Composition()
        for (id, key) in parts.keys { result.keys[id.value] = result.keys[id.value].map { Self.merged(key, over: $0) } ?? key }
        for (id, layer) in parts.layers { result.layers[id.value] = layer }
        for (kind, row) in parts.bottomRows { result.bottomRows[kind.value] = row }
        result.columns = parts.columns?.value
        return result
    }

    /// Turns a layout's composition into the model, checking every reference.
    mutating func build(_ document: LayoutDocument, _ composition: Composition) -> KeyboardLayout? {
        guard let id = document.id, let locale = document.locale ?? inheritedLocale(document), let name = document.name else { return nil }
        let file = document.file
        guard let script = composition.script else {
            diagnostics.report(.missingField, "layout '\(id.value)' has no 'script' (and extends no layout that has one)", at: id.range)
            return nil
        }
        if !Self.isWellFormedLocale(locale.value) {
            diagnostics.report(.invalidValue, "'\(locale.value)' is not a BCP 47 language tag (like 'fr-FR' or 'zh-Hans')",
                               at: locale.range)
        }
        if script.count != 4 || !script.allSatisfy({ $0.isASCII && $0.isLetter }) || script.first?.isUppercase != true {
            diagnostics.report(.invalidValue, "'\(script)' is not an ISO 15924 script code (like 'Latn', 'Cyrl', 'Hang')",
                               at: document.script?.range ?? id.range)
        }
        if let method = composition.inputMethod, !knownInputMethods.contains(method.value) {
            let hint = closestMatch(to: method.value, in: knownInputMethods.sorted()).map { "; did you mean '\($0)'?" }
                ?? (knownInputMethods.isEmpty ? "; no input methods were given to the " +
                                                "loader" : "; known: \(knownInputMethods.sorted().joined(separator: ", "))")
            diagnostics.report(.unknownInputMethod, "unknown input method '\(method.value)'\(hint)", at: method.range)
        }

        // Keys.
        var keys: [Key.ID: Key] = [:]
        for (keyID, definition) in composition.keys {
            if let key = buildKey(keyID, definition) { keys[Key.ID(rawValue: keyID)] = key }
        }
        // Sorted only when a suggestion is needed: sorting non-ASCII ids is costly, and most
        // layouts have no undefined key.
        lazy var definedIDs = Array(composition.keys.keys).sorted()
        func row(_ definition: LayoutDocument.RowDefinition, context: String, allowBottom: Bool, isFirst: Bool = false) -> Layer.Row {
            var items: [Layer.Row.Item] = []
            for item in definition.items {
                if item.value == "@bottom" {
                    if allowBottom { items.append(.bottomRow) } else {
                        diagnostics.report(.invalidValue, "'@bottom' cannot appear in \(context)", at: item.range)
                    }
                    continue
                }
                if item.value == "@above" {
                    // The key above reaches down: not in a first row or a bottom row.
                    if allowBottom && !isFirst { items.append(.continuation) } else {
                        diagnostics.report(.invalidValue, "'@above' (the key above reaching into this row) cannot appear in \(context)",
                                           at: item.range)
                    }
                    continue
                }
                if composition.keys[item.value] == nil && item.value.count != 1 {
                    let suggestion = closestMatch(to: item.value, in: definedIDs)
                    diagnostics.report(.undefinedKey,
                                       "undefined key '\(item.value)' in \(context)" + (suggestion.map { "; did you mean '\($0)'?" } ?? ""),
                                       at: item.range,
                                      fixIts: suggestion.map { [.init(range: item.range, replacement: $0)] } ?? [])
                    continue
                }
                items.append(.key(Key.ID(rawValue: item.value)))
            }
            return Layer.Row(items: items, alignment: definition.alignment, height: definition.height)
        }
        var layers: [Layer.ID: Layer] = [:]
        for (layerID, definition) in composition.layers.sorted(by: { $0.key < $1.key }) {
            guard let kind = definition.kind else { continue }
            let rows = definition.rows.enumerated().map { row($0.element, context: "row \($0.offset + 1) of layer '\(layerID)'",
                                                              allowBottom: true, isFirst: $0.offset == 0) }
            layers[Layer.ID(rawValue: layerID)] = Layer(id: Layer.ID(rawValue: layerID), kind: kind, rows: rows)
        }
        var bottomRows: [KeyboardLayout.BottomRowKind: Layer.Row] = [:]
        for (kind, definition) in composition.bottomRows {
            guard let rowKind = KeyboardLayout.BottomRowKind(rawValue: kind) else { continue }
            bottomRows[rowKind] = row(definition, context: "bottom row '\(kind)'", allowBottom: false)
        }

        // Layer switches point at layers that exist.
        let switches = composition.keys.filter { $0.value.action?.value == "layer" && $0.value.layer != nil }
        for (keyID, definition) in switches.sorted(by: { $0.key < $1.key }) {
            // `shifted` and `capsLock` need no layer of their own: resolving derives them from the letters.
            if let target = definition.layer, composition.layers[target.value] == nil,
               target.value != Layer.ID.shifted.rawValue, target.value != Layer.ID.capsLock.rawValue {
                let names = composition.layers.keys.sorted()
                diagnostics.report(.unknownLayer,
                                   "key '\(keyID)' switches to unknown layer '\(target.value)'\(didYouMean(target.value, in: names))",
                                   at: target.range)
            }
        }
        for required in LayoutLoader.requiredLayers where layers[required] == nil && composition.layers[required.rawValue] == nil {
            diagnostics.report(.missingLayer,
                               "layout '\(id.value)' has no '\(required)' layer (import a shared part that defines it, or define it)",
                               at: id.range)
        }
        if bottomRows[.standard] == nil && composition.bottomRows["default"] == nil {
            diagnostics.report(.missingLayer, "layout '\(id.value)' has no 'default' bottom row", at: id.range)
        }
        for device in composition.devices ?? [] where !deviceIDs.contains(device.value) {
            diagnostics.report(.unknownDevice, "unknown device profile '\(device.value)'\(didYouMean(device.value, in: Array(deviceIDs)))",
                               at: device.range)
        }
        provenance[KeyboardLayout.ID(rawValue: id.value)] = LayoutProvenance(file: file, id: id.range, document: document,
                                                                             composition: composition)

        let transforms = composition.transforms.map { checkTransforms($0, composition: composition, keys: keys) }
        let localeStrings = strings.strings(for: locale.value)
        var layout = KeyboardLayout(
            id: KeyboardLayout.ID(rawValue: id.value), locale: locale.value, name: name.value, script: script,
            isDefaultForLocale: document.isDefault ?? false, inputMethod: composition.inputMethod.map { InputMethodID(rawValue: $0.value) },
            latinCompanion: composition.latinCompanion.map { KeyboardLayout.ID(rawValue: $0.value) }, columns: composition.columns ?? 10,
            keys: keys, layers: layers, bottomRows: bottomRows, strings: composition.strings.merged(over: localeStrings),
            direction: composition.direction?.value == "rtl" ? .rightToLeft : .leftToRight,
            supportedDevices: composition.devices.map { Set($0.map { DeviceProfile.ID(rawValue: $0.value) }) }
        )
        layout.transforms = transforms
        if let named = composition.inputMethodData {
            if let data = named.data {
                layout.inputMethodData = data
            } else if let method = composition.inputMethod {
                diagnostics.report(.missingProgram,
                                   "'\(named.file.value)' was not read for input method '\(method.value)': it must sit beside the " +
                                   "layout, the method must read a file, and the layout be read through LayoutImport (as softkbd does)",
                                   at: named.file.range)
            }
            if composition.inputMethod == nil {
                diagnostics.report(.missingProgram, "'inputMethodData' is read by the layout's input method, and the layout names none",
                                   at: named.file.range)
            }
        }
        if let tablet = composition.tablet { layout.byIdiom[.tablet] = buildTablet(document, composition, tablet: tablet) }
        return layout
    }

    /// Compiles a layout's transforms, reporting each problem where its string was written, and
    /// warns of transforms that can never match (a marker no key or transform makes) and of
    /// transforms no method runs.
    mutating func checkTransforms(_ definition: LayoutDocument.TransformsDefinition, composition: Composition,
                                  keys: [Key.ID: Key]) -> TransformSpec {
        let (rules, problems) = TransformRules.compile(definition.spec)
        for problem in problems {
            let range: SourceRange
            switch problem.location {
            case .variable(let index):
                range = definition.variableRanges.indices.contains(index) ? definition.variableRanges[index] : definition.range
            case .item: range = definition.itemRanges[problem.location] ?? definition.range
            }
            diagnostics.report(.invalidTransform, problem.message, at: range)
        }
        var made: Set<String> = []
        for key in keys.values {
            var outputs = key.longPress + key.multiTap + Array(key.flicks.values)
            if case .input(let output) = key.action { outputs.append(output) }
            for output in outputs {
                if case .success(let text) = TransformEscapes.decode(output) {
                    for case .marker(let name) in text.elements { made.insert(name) }
                }
            }
        }
        for transform in rules.allTransforms { made.formUnion(transform.producedMarkers) }
        for transform in rules.allTransforms {
            let missing = transform.from.markers.subtracting(made).sorted()
            guard !missing.isEmpty else { continue }
            diagnostics.report(.unreachableTransform,
                               "transform '\(transform.from.source)' can never match: no key or transform makes " +
                               "marker\(missing.count == 1 ? "" : "s") \(missing.map { "'\($0)'" }.joined(separator: ", "))",
                               at: definition.itemRanges[transform.location] ?? definition.range)
        }
        if composition.inputMethod?.value != "transforms" && !definition.spec.isEmpty {
            diagnostics.report(.unusedField,
                               "'transforms' run only with \"inputMethod\": \"transforms\"; the layout names " +
                               "\(composition.inputMethod.map { "'\($0.value)'" } ?? "none")", at: definition.range)
        }
        return definition.spec
    }

    private func inheritedLocale(_ document: LayoutDocument) -> Located<String>? { document.locale }

    mutating func buildKey(_ id: String, _ definition: LayoutDocument.KeyDefinition) -> Key? {
        let action: KeyAction
        var width: KeyWidth = .units(1)
        let output = definition.output?.value ?? (id.count == 1 ? id : nil)
        switch definition.action?.value ?? "input" {
        case "input":
            guard let output else {
                diagnostics.report(.missingOutput,
                                   "key '\(id)' has no 'output' and no 'action'; a key whose id is not a single character must say what " +
                                   "it types or does", at: definition.range)
                return nil
            }
            action = .input(output)
        case "shift": action = .shift; width = .role(.shift)
        case "backspace": action = .backspace; width = .role(.backspace)
        case "space": action = .space; width = .fill
        case "return": action = .return; width = .role(.return)
        case "mode": action = .modeSwitch; width = .role(.function)
        case "nextKeyboard": action = .nextKeyboard; width = .role(.function)
        case "spacer": action = .spacer; width = .fill
        case "pad": action = .writingPad; width = .fill
        case "dismiss": action = .dismissKeyboard; width = .role(.function)
        case "undo": action = .undo; width = .role(.function)
        case "redo": action = .redo; width = .role(.function)
        case "emoji": action = .emojiGrid; width = .fill
        case "emojiSearch": action = .emojiSearch; width = .fill
        case "previousKeyboard": action = .previousKeyboard; width = .role(.function)
        case "emojiCategory":
            // The key's id names the category.
            guard KeyAction.emojiCategories.contains(id) else {
                diagnostics.report(.invalidValue, "key '\(id)' has action 'emojiCategory', but '\(id)' is not an emoji category: " +
                                   KeyAction.emojiCategories.joined(separator: ", ") + didYouMean(id, in: KeyAction.emojiCategories),
                                   at: definition.range)
                return nil
            }
            action = .emojiCategory(id)
        case "command":
            guard let command = definition.command else {
                diagnostics.report(.missingField, "key '\(id)' has action 'command' but no 'command' naming what the input method is to do",
                                   at: definition.range)
                return nil
            }
            action = .command(command.value)
            width = .role(.function)
        case "layer":
            guard let layer = definition.layer else {
                diagnostics.report(.missingField, "key '\(id)' has action 'layer' but no 'layer' to switch to", at: definition.range)
                return nil
            }
            action = .switchLayer(Layer.ID(rawValue: layer.value))
            width = .role(.shift)
        default: return nil
        }
        if let layer = definition.layer, definition.action?.value != "layer" {
            diagnostics.report(.unusedField, "'layer' of key '\(id)' has no effect unless its action is 'layer'", at: layer.range)
        }
        if let command = definition.command, definition.action?.value != "command" {
            diagnostics.report(.unusedField, "'command' of key '\(id)' has no effect unless its action is 'command'", at: command.range)
        }
        var key = Key(
            id: Key.ID(rawValue: id), action: action, label: definition.label, sublabel: definition.sublabel, shifted: definition.shifted,
            longPress: definition.longPress?.map(\.value) ?? [], flicks: definition.flicks ?? [:],
            multiTap: definition.multiTap?.map(\.value) ?? [], width: definition.width ?? width
        )
        if let preferred = definition.longPressDefault {
            if let index = key.longPress.firstIndex(of: preferred.value) { key.longPressDefault = index } else {
                diagnostics.report(.invalidValue,
                                   "'longPressDefault' '\(preferred.value)' of key '\(id)' is not one of its long-press alternates",
                                   at: preferred.range)
            }
        }
        return key
    }

    /// A tag of 2–8 letter subtags and alphanumeric subtags, `-` or `_` separated.
    static func isWellFormedLocale(_ tag: String) -> Bool {
        let parts = tag.split(separator: "-", omittingEmptySubsequences: false)
        guard let language = parts.first, (2...3).contains(language.count),
            language.allSatisfy({ $0.isASCII && $0.isLetter }) else { return false }
        return parts.dropFirst().allSatisfy { (1...8).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }
    }
}
