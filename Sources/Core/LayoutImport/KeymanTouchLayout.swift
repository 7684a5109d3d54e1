import KeymanKeyboard
import LayoutFile

/// A Keyman touch layout (`.keyman-touch-layout`, JSON) read into a SoftKeyboard layout tree.
///
/// What maps where:
/// - Platforms: `phone` when the file has it, else `tablet` (a SoftKeyboard layout has one
///   set of layers for every device; the other platform is reported as left out); `desktop`
///   is not a touch platform.
/// - Layers: `default` is `letters`, `shift` is `shifted`, `caps` is `capsLock`; others keep
///   their id. Rows and keys in order; `width` and `pad` are hundredths of a key (`pad` becomes
///   a spacer before the key).
/// - A key's output: `U_xxxx` ids give their code points; for `K_` and `T_` ids the output
///   comes from the keyboard's .kmn program, which is not read, so the key's `text` is taken
///   (what the key shows is what it types without rules), and a `K_` key without text types
///   what the US layout does on its `layer`. `*Special*` texts are actions: `*Shift*` shift,
///   `*Enter*` return, `*BkSp*` backspace, `*Menu*` the globe, `*123*`, `*Symbol*`, `*abc*`,
///   `*Alt*`… a switch to `nextlayer`; `sp` 9 and 10 are spacers.
/// - Gestures: `sk` long presses (`default` as `longPressDefault`), `flick` in eight
///   directions, `multitap` (the layout then names the `transforms` method, which cycles taps);
///   `hint` is the key's small second label.
enum KeymanTouchLayout {
    static func layout(_ root: JSONNode, file: String, id: String, diagnostics: inout DiagnosticCollector) -> JSONNode? {
        layout(root, file: file, id: id, program: nil, diagnostics: &diagnostics).root
    }

    /// The layout, with `program` (the keyboard's `.kmn`, named `programFile` in the layout)
    /// deciding what keys and gestures type; the program comes back with the touch layout's
    /// gestures (``KeymanProgram/touchGestures``).
    static func layout(_ root: JSONNode, file: String, id: String, program: (file: String, program: KeymanProgram)?,
                       diagnostics: inout DiagnosticCollector) -> (root: JSONNode?, program: KeymanProgram?) {
        var reader = Reader(file: file, tree: LayoutTree(file: file))
        reader.program = program
        reader.processor = program.map { KeymanProcessor(program: $0.program, platform: ["touch", "phone", "native"]) }
        let result = reader.convert(root, id: id)
        for diagnostic in reader.diagnostics.diagnostics { diagnostics.report(diagnostic) }
        var withGestures = program?.program
        withGestures?.touchGestures = reader.gestures
        withGestures?.touchKeys = reader.touchKeys
        return (result, withGestures)
    }

    struct Reader {
        let file: String
        let tree: LayoutTree
        var diagnostics = DiagnosticCollector()
        /// The keyboard's program (and its file name), when it was read.
        var program: (file: String, program: KeymanProgram)?
        var processor: KeymanProcessor?
        /// Gesture keys by what they type, for the program's rules.
        var gestures: [String: KeymanProgram.TouchKey] = [:]
        /// Tapped keys with a layer of their own or a next layer, by their id here.
        var touchKeys: [String: KeymanProgram.TouchKey] = [:]
        /// Findings reported once per file with a count, at their first place.
        var summaries: [String: (count: Int, range: SourceRange, message: (Int) -> String)] = [:]
        /// Keys whose label is a private-use glyph, read without the program: how many, the first.
        var privateUse: (count: Int, range: SourceRange)?

        init(file: String, tree: LayoutTree) {
            self.file = file
            self.tree = tree
        }

        mutating func summarize(_ kind: String, at range: SourceRange, _ message: @escaping (Int) -> String) {
            if let existing = summaries[kind] { summaries[kind] = (existing.count + 1, existing.range,
                                                                   existing.message) } else { summaries[kind] = (1, range, message) }
        }

        struct Fields {
            var members: [String: JSONNode] = [:]
            var range: SourceRange
            func string(_ name: String) -> String? {
                guard let node = members[name] else { return nil }
                switch node.value {
                case .string(let text): return text
                case .number(let value):
                    let whole = Int(saturating: value)
                    return Double(whole) == value ? String(whole) : String(value)
                default: return nil
                }
            }
            func number(_ name: String) -> Double? {
                guard let node = members[name] else { return nil }
                switch node.value {
                case .number(let value): return value
                case .string(let text): return text.isEmpty ? nil : Double(text)
                default: return nil
                }
            }
            func range(_ name: String) -> SourceRange { members[name]?.range ?? range }
        }

        mutating func object(_ node: JSONNode, _ what: String) -> Fields? {
            guard case .object(let members) = node.value else {
                diagnostics.report(.wrongType, "\(what) must be an object, found \(node.typeName)", at: node.range)
                return nil
            }
            var fields = Fields(range: node.range)
            for member in members { fields.members[member.key] = member.value }
            return fields
        }

        func array(_ node: JSONNode?) -> [JSONNode] {
            if let node, case .array(let items) = node.value { return items }
            return []
        }

        mutating func convert(_ root: JSONNode, id: String) -> JSONNode? {
            guard let top = object(root, "a Keyman touch layout") else { return nil }
            for key in top.members.keys where !["phone", "tablet", "desktop"].contains(key) {
                diagnostics.report(.unknownField, "unknown platform '\(key)'; a touch layout has phone, tablet and desktop",
                                   at: top.range(key))
            }
            if top.members["desktop"] != nil {
                diagnostics.report(.importDropped, "platform 'desktop' is not imported: it is not a touch keyboard",
                                   at: top.range("desktop"))
            }
            // The phone's layers are the layout's; a tablet's, its `tablet` (or the layout's when
            // there is no phone).
            let mainName = top.members["phone"] != nil ? "phone" : "tablet"
            guard let mainNode = top.members[mainName] else {
                diagnostics.report(.missingField, "the touch layout has no 'phone' or 'tablet' platform", at: root.range)
                return nil
            }
            guard var layout = convertPlatform(mainNode, name: mainName, id: id, idSuffix: "") else { return nil }
            var tabletLayout: ImportedLayout?
            if mainName == "phone", let tabletNode = top.members["tablet"] {
                tabletLayout = convertPlatform(tabletNode, name: "tablet", id: id, idSuffix: "@tablet")
            }
            layout.addFrameKeys(isHardware: false)
            tabletLayout?.addFrameKeys(isHardware: false)
            for (_, summary) in summaries.sorted(by: { $0.value.range.start < $1.value.range.start }) {
                diagnostics.report(.importDropped, summary.message(summary.count), at: summary.range)
            }
            if let privateUse {
                let name = String((file.split(separator: "/").last ?? "").split(separator: ".").first ?? "")
                diagnostics.report(.importDefect, "\(privateUse.count) key\(privateUse.count == 1 ? " shows" : "s show") a private-use " +
                                   "glyph that only the keyboard's .kmn program types: put \(name).kmn beside the touch layout " +
                                   "and import both (the keys are blanks without it)", at: privateUse.range)
            }
            let usesMultiTap = ([layout] + (tabletLayout.map { [$0] } ?? [])).contains { imported in
                imported.keys.contains { item in
                    if case .object(let members) = item.definition.value { return members.contains { $0.key == "multiTap" } }
                    return false
                }
            }
            let fileName = ImportedLayout.fileName(file).split(separator: ".").first.map(String.init) ?? id
            let source = ("Keyman touch layout", "MIT", "Copyright (c) 2017-2025 SIL Global; MIT licence")
            let inputMethod = program != nil ? "keyman" : usesMultiTap ? "transforms" : nil
            let name = (program?.program.systemStore("name") ?? fileName, Optional<SourceRange>.none)
            let tree = layout.tree(locale: ("und", nil), name: name, inputMethod: inputMethod, transforms: nil,
                                   keymanProgram: program?.file, source: source)
            guard let tabletLayout, case .object(var members) = tree.value,
                case .object(let tabletMembers) = tabletLayout.tree(locale: ("und", nil), name: name, inputMethod: inputMethod,
                                                                    transforms: nil, keymanProgram: program?.file, source: source).value
            else { return tree }
            // The tablet's keys, layers and columns (see the layout format's `tablet`).
            let parts = tabletMembers.filter { ["keys", "layers", "columns", "tablet"].contains($0.key) }
                .flatMap { member -> [JSONNode.Member] in
                    // The tablet's own `tablet` (its rows shown as given) lends its `arrange`.
                    guard member.key == "tablet", case .object(let fields) = member.value.value else { return [member] }
                    return fields
                }
            members.removeAll { $0.key == "tablet" }
            members.append(JSONNode.Member(key: "tablet", keyRange: tree.range, value: JSONNode(value: .object(parts), range: tree.range)))
            return JSONNode(value: .object(members), range: tree.range)
        }

        /// One platform's layers and keys; key ids get `idSuffix` (`@tablet`).
        mutating func convertPlatform(_ platformNode: JSONNode, name platformName: String, id: String,
                                      idSuffix: String) -> ImportedLayout? {
            guard let platform = object(platformNode, "platform '\(platformName)'") else { return nil }
            let layerNodes = array(platform.members["layer"])
            guard !layerNodes.isEmpty else {
                diagnostics.report(.missingField, "platform '\(platformName)' has no layers", at: platform.range)
                return nil
            }
            var layout = ImportedLayout(tree: tree, id: id)
            // Layer ids first, so switches can be checked.
            var layerIDs: [String: String] = [:]
            var layers: [(id: String, ours: String, node: Fields)] = []
            for node in layerNodes {
                guard let layer = object(node, "a layer"), let layerID = layer.string("id") else {
                    diagnostics.report(.missingField, "a layer has no 'id'", at: node.range)
                    continue
                }
                if layerIDs[layerID] != nil {
                    diagnostics.report(.importDefect, "layer id '\(layerID)' is used twice", at: layer.range("id"))
                    continue
                }
                let ours = layerID == "default" ? "letters" : ImportedLayout.layerID(layerID, isShift: layerID == "shift",
                                                                                     isCaps: layerID == "caps")
                layerIDs[layerID] = ours
                layers.append((layerID, ours, layer))
            }
            if layerIDs["default"] == nil { diagnostics.report(.importDefect, "the platform has no 'default' layer", at: platform.range) }
            var definitions: [String: JSONNode] = [:]
            var idsByContent: [String: String] = [:]
            var suffixes: [String: Int] = [:]
            var order: [(String, JSONNode, SourceRange)] = []
            var spacers = 0
            var behaviours: [String: KeymanProgram.TouchKey] = [:]
            for layer in layers {
                var rows: [[(String, SourceRange?)]] = []
                for (rowIndex, rowNode) in array(layer.node.members["row"]).enumerated() {
                    guard let row = object(rowNode, "row \(rowIndex + 1) of layer '\(layer.id)'") else { continue }
                    var items: [(String, SourceRange?)] = []
                    for (keyIndex, keyNode) in array(row.members["key"]).enumerated() {
                        guard let key = object(keyNode, "a key") else { continue }
                        if let pad = key.number("pad"), pad > 0 {
                            spacers += 1
                            let padID = "pad-\(spacers)"
                            let spacer = tree.object([("action", tree.string("spacer", key.range("pad"))),
                                                      ("width", tree.number(pad / 100, key.range("pad")))], key.range("pad"))
                            definitions[padID] = spacer
                            order.append((padID, spacer, key.range("pad")))
                            items.append((padID, key.range("pad")))
                        }
                        guard let (definition, sourceID) = convertKey(key, layer: layer.id, layerIDs: layerIDs,
                                                                      position: (rowIndex, keyIndex)) else { continue }
                        let behaviour = touchKey(key, definition: definition, layer: layer.id, layerIDs: layerIDs)
                        // One id per distinct definition (by content, not where it was written): a
                        // key the same on every layer is defined once. Found by a dictionary and
                        // numbered by a counter, so a file of many keys reads in linear time.
                        let signature = sourceID + "\u{0}" + definition.formatted() + "\u{0}" + (behaviour.map { "\($0)" } ?? "")
                        if let known = idsByContent[signature] {
                            items.append((known, key.range("id")))
                            continue
                        }
                        var ourID = sourceID + idSuffix
                        if definitions[ourID] != nil {
                            let base = sourceID + "@" + layer.id + idSuffix
                            var suffix = suffixes[base, default: 1]
                            ourID = suffix > 1 ? base + "-\(suffix)" : base
                            while definitions[ourID] != nil {
                                suffix += 1
                                ourID = base + "-\(suffix)"
                            }
                            suffixes[base] = suffix + 1
                        }
                        definitions[ourID] = definition
                        idsByContent[signature] = ourID
                        if let behaviour { behaviours[ourID] = behaviour }
                        order.append((ourID, definition, key.range("id")))
                        items.append((ourID, key.range("id")))
                    }
                    if !items.isEmpty { rows.append(items) }
                }
                layout.layers.append((layer.ours, rows, layer.node.range("id")))
            }
            let renamed = ImportedLayout.renaming(order.map(\.0))
            for (ourID, behaviour) in behaviours { touchKeys[renamed[ourID] ?? ourID] = behaviour }
            layout.setKeys(order.map { (renamed[$0.0] ?? $0.0, $0.1, $0.2) })
            for index in layout.layers.indices {
                layout.layers[index].rows = layout.layers[index].rows.map { $0.map { (renamed[$0.0] ?? $0.0, $0.1) } }
            }
            return layout
        }

        /// What a key or gesture types: from a `U_` id, else its text, else a `K_` id's US
        /// character on its layer. `nil` when it types nothing.
        mutating func output(of key: Fields, layer: String) -> String? {
            let id = key.string("id") ?? ""
            let text = key.string("text") ?? ""
            if let processor, let virtualKey = VirtualKey(id) {
                // The rules decide; the label is only shown. A key that types nothing at the start
                // of a text (a deadkey) keeps its label as what hosts without the program type.
                let keyLayer = key.string("layer") ?? layer
                if let typed = processor.characters(typedBy: virtualKey, modifiers: KeymanModifiers(touchLayer: keyLayer) ?? []),
                    typed.unicodeScalars.count <= KeymanTouchLayout.maximumShownOutput {
                    return typed
                }
                guard !text.isEmpty, !(text.hasPrefix("*") && text.hasSuffix("*") && text.count > 2) else { return nil }
                return Self.withoutDottedCircle(text)
            }
            if id.hasPrefix("U_") || id.hasPrefix("u_") {
                var result = ""
                for part in id.dropFirst(2).split(separator: "_") {
                    guard let value = UInt32(part, radix: 16), let scalar = Unicode.Scalar(value) else {
                        diagnostics.report(.importDefect, "key id '\(id)' is not U_ and hexadecimal code points", at: key.range("id"))
                        return nil
                    }
                    result.unicodeScalars.append(scalar)
                }
                return result
            }
            if !text.isEmpty && !(text.hasPrefix("*") && text.hasSuffix("*") && text.count > 2) {
                if id.hasPrefix("T_") || id.hasPrefix("K_") || id.isEmpty {
                    summarize("kmn", at: key.range("text")) { count in
                        "\(count) key\(count == 1 ? " takes its" : "s take their") output from the label ('text'): a Keyman keyboard's " +
                        "output comes from its .kmn program, which is not read, so rules (dead keys, contexts, stores) are not carried over"
                    }
                }
                return Self.withoutDottedCircle(text)
            }
            if let us = KeymanTouchLayout.usCharacters(id) {
                let keyLayer = key.string("layer") ?? layer
                // Keyman types a rule-less K_ key's US character on the letter layers; on the
                // others (right Alt, a script's second layer) what a blank key types is the
                // program's to say, so without it the key is a blank.
                guard ["default", "shift", "caps"].contains(keyLayer) else { return nil }
                return keyLayer.contains("shift") || keyLayer == "caps" ? us.1 : us.0
            }
            return nil
        }

        /// A label as typed: a mark shown on a dotted circle (◌ִ) types the mark alone.
        static func withoutDottedCircle(_ text: String) -> String {
            let scalars = text.unicodeScalars
            guard scalars.contains("\u{25CC}"), scalars.contains(where: { $0 != "\u{25CC}" }) else { return text }
            return String(String.UnicodeScalarView(scalars.filter { $0 != "\u{25CC}" }))
        }

        /// A key's definition and the id it goes by, or nil (after a finding).
        mutating func convertKey(_ key: Fields, layer: String, layerIDs: [String: String], position: (row: Int, key: Int)) -> (JSONNode,
                                                                                                                               String)? {
            let id = key.string("id") ?? ""
            let text = key.string("text") ?? ""
            let sp = Int(saturating: key.number("sp") ?? 0)
            var members: [(String, JSONNode)] = []
            let sourceID = id.isEmpty ? "key-\(layer)-\(position.row + 1)-\(position.key + 1)" : id
            if id.isEmpty && sp != 9 && sp != 10 {
                diagnostics.report(.importSuspicious,
                                   "a key in row \(position.row + 1) of layer '\(layer)' has no 'id' (Keyman's compiler warns too); it " +
                                   "is kept as '\(sourceID)'", at: key.range)
            }
            // Keyman keys are 100 wide unless they say otherwise (here an action key would take a role's width).
            members.append(("width", tree.number((key.number("width").flatMap { $0 > 0 ? $0 : nil } ?? 100) / 100, key.range("width"))))
            if sp == 9 || sp == 10 {
                members.insert(("action", tree.string("spacer", key.range("sp"))), at: 0)
                return (tree.object(members, key.range), sourceID)
            }
            if let hint = key.string("hint"), !hint.isEmpty, !(hint.hasPrefix("*") && hint.hasSuffix("*")) {
                members.append(("sublabel", tree.string(hint, key.range("hint"))))
            }
            let special = KeymanTouchLayout.specials[text]
            let next = key.string("nextlayer")
            // Frame keys by id when the text does not say.
            let idAction: String? = switch id {
            case "K_BKSP": "backspace"
            case "K_ENTER": "return"
            case "K_SPACE": "space"
            case "K_LOPT", "K_ROPT": "nextKeyboard"
            case "K_SHIFT": "shift"
            default: nil
            }
            // A frame key (sp 1 or 2) that switches layers and types nothing of its own (no U_ id,
            // no US character: K_SYMBOLS, K_NUMERALS) is a layer switch labelled with its text.
            let isFrameSwitch = next != nil && (sp == 1 || sp == 2) && !id.hasPrefix("U_") && KeymanTouchLayout.usCharacters(id) == nil
            let action = special?.action ?? idAction ?? (isFrameSwitch ? "layer" : nil)
            if let action, action != "input" {
                switch action {
                case "shift", "layer":
                    guard let next else {
                        if action == "shift" {
                            members.insert(("action", tree.string("shift", key.range("text"))), at: 0)
                            return (tree.object(members, key.range), sourceID)
                        }
                        // A desktop-style modifier (Ctrl, Alt, AltGr) with no layer of its own does nothing on a
                        // touch screen: a blank, said once per file.
                        if ["Ctrl", "Alt", "AltGr"].contains(where: { special?.label.contains($0) == true }) {
                            summarize("modifier", at: key.range("text")) { count in
                                "\(count) modifier key\(count == 1 ? "" : "s") ('*Ctrl*', '*Alt*', '*AltGr*' …) with no 'nextlayer' " +
                                "do\(count == 1 ? "es" : "") nothing on a touch screen: kept as blank\(count == 1 ? "" : "s")"
                            }
                            members.insert(("action", tree.string("spacer", key.range("text"))), at: 0)
                            return (tree.object(members, key.range), sourceID)
                        }
                        diagnostics.report(.importDefect, "key '\(sourceID)' shows '\(text)' but has no 'nextlayer' to switch to",
                                           at: key.range("text"))
                        return nil
                    }
                    guard let target = layerIDs[next] else {
                        diagnostics.report(.importDefect,
                                           "key '\(sourceID)' switches to layer '\(next)', which the platform does not " +
                                           "have\(ImportedLayout.suggestion(next, in: Array(layerIDs.keys)))", at: key.range("nextlayer"))
                        return nil
                    }
                    let current = layerIDs[layer]
                    if (current == "letters" && target == "shifted") || (current == "shifted" && target == "letters") {
                        members.insert(("action", tree.string("shift", key.range("nextlayer"))), at: 0)
                    } else {
                        members.insert(contentsOf: [("action", tree.string("layer", key.range("nextlayer"))),
                                                    ("layer", tree.string(target, key.range("nextlayer")))], at: 0)
                        members.append(("label", tree.string(special?.label ?? (text.isEmpty ? next : KeymanTouchLayout.label(text)),
                                                             key.range("text"))))
                    }
                    return (tree.object(members, key.range), sourceID)
                default:
                    members.insert(("action", tree.string(action, key.range("text"))), at: 0)
                    // A space bar's own label (a Tibetan tsheg, a script's word for space) is kept.
                    if action == "space", special == nil, !text.isEmpty { members.append(("label", tree.string(text, key.range("text")))) }
                    return (tree.object(members, key.range), sourceID)
                }
            }
            if special?.action == nil, special != nil, !id.hasPrefix("U_") {
                diagnostics.report(.importDropped, "key '\(sourceID)' ('\(text)') has no SoftKeyboard counterpart; it is kept as a blank",
                                   at: key.range("text"))
                members.insert(("action", tree.string("spacer", key.range("text"))), at: 0)
                return (tree.object(members, key.range), sourceID)
            }
            guard let output = output(of: key, layer: layer) else {
                // A US key without text types nothing only off the letter layers: one summary for those.
                if processor != nil {
                    members.insert(("action", tree.string("spacer", key.range)), at: 0)
                    return (tree.object(members, key.range), sourceID)
                }
                if KeymanTouchLayout.usCharacters(id) != nil {
                    summarize("blank", at: key.range("id")) { count in
                        "\(count) key\(count == 1 ? " has" : "s have") no text on a layer other than default and shift: what they type " +
                        "comes from the keyboard's .kmn program, which is not read, so they are blanks"
                    }
                    members.insert(("action", tree.string("spacer", key.range)), at: 0)
                    return (tree.object(members, key.range), sourceID)
                }
                diagnostics.report(.importDropped,
                                   "key '\(sourceID)' types nothing without the keyboard's .kmn program (no U_ id, text or US key); it " +
                                   "is kept as a blank", at: key.range("id"))
                members.insert(("action", tree.string("spacer", key.range)), at: 0)
                return (tree.object(members, key.range), sourceID)
            }
            // A private-use label is a glyph a program's rule replaces: without the program the key
            // types nothing useful. Said once for the file, the keys kept as blanks (not an
            // invalid-character error for each).
            if processor == nil, output.unicodeScalars.contains(where: { $0.properties.generalCategory == .privateUse }) {
                if privateUse == nil { privateUse = (0, key.range("text")) }
                privateUse?.count += 1
                members.insert(("action", tree.string("spacer", key.range)), at: 0)
                return (tree.object(members, key.range), sourceID)
            }
            if processor == nil, nextLayer(of: key, layer: layer, layerIDs: layerIDs) != nil {
                droppedNextLayer(at: key.range("nextlayer"))
            }
            members.insert(("output", tree.string(output, key.range("id"))), at: 0)
            if let special { members.append(("label", tree.string(special.label, key.range("text")))) } else if !text.isEmpty
                && text != output {
                members.append(("label", tree.string(KeymanTouchLayout.label(text), key.range("text"))))
            }
            // Long press.
            let subkeys = array(key.members["sk"]).compactMap { object($0, "a subkey") }
            if !subkeys.isEmpty {
                var outputs: [(String, SourceRange?)] = []
                var preferred: String?
                for subkey in subkeys {
                    guard let value = gestureOutput(subkey, layer: layer, layerIDs: layerIDs, what: "long-press key") else { continue }
                    outputs.append((value, subkey.range))
                    if subkey.members["default"]?.value == .bool(true) { preferred = value }
                }
                if !outputs.isEmpty { members.append(("longPress", tree.strings(outputs, key.range("sk")))) }
                if let preferred { members.append(("longPressDefault", tree.string(preferred, key.range("sk")))) }
            }
            // Flicks.
            if let flickNode = key.members["flick"], let flicks = object(flickNode, "'flick'") {
                var directions: [(String, JSONNode)] = []
                for (name, node) in flicks.members.sorted(by: { $0.value.range.start < $1.value.range.start }) {
                    guard let direction = KeymanTouchLayout.directions[name] else {
                        diagnostics.report(.importDefect, "flick direction '\(name)' is not one of n ne e se s sw w nw", at: node.range)
                        continue
                    }
                    guard let subkey = object(node, "a flick"),
                        let value = gestureOutput(subkey, layer: layer, layerIDs: layerIDs, what: "flick") else { continue }
                    directions.append((direction, tree.string(value, node.range)))
                }
                if !directions.isEmpty { members.append(("flicks", tree.object(directions, flickNode.range))) }
            }
            // Multi-tap.
            let taps = array(key.members["multitap"]).compactMap { object($0, "a multitap key") }
            if !taps.isEmpty {
                let outputs = taps.compactMap { tap in gestureOutput(tap, layer: layer, layerIDs: layerIDs,
                                                                     what: "multi-tap key").map { ($0, Optional(tap.range)) } }
                members.append(("multiTap", tree.strings([(output, key.range("id"))] + outputs, key.range("multitap"))))
            }
            return (tree.object(members, key.range), sourceID)
        }
    }
}
