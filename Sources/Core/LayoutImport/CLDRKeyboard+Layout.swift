import Foundation
import LayoutFile
import TextTransforms

extension CLDRKeyboard.Reader {
    /// The layout tree: keys, layers, frame keys, transforms.
    mutating func build(_ root: XMLElement, id: String, locale: XMLAttribute, name: XMLAttribute?, info: XMLElement?,
                        layers group: LayerGroup?) -> JSONNode? {
        guard let group, !group.layers.isEmpty else { return nil }
        var layout = ImportedLayout(tree: tree, id: id)
        layout.keyIDs = ImportedLayout.renaming(Array(keys.keys))
        keyIDs = layout.keyIDs

        // Layers: their ids here, and their rows of CLDR key ids.
        var layerIDs: [String: String] = [:]       // CLDR layer id → ours (touch)
        var rows: [(layer: String, rows: [CLDRKeyboard.Row], range: SourceRange)] = []
        if group.isTouch {
            for (index, layer) in group.layers.enumerated() {
                guard let cldrID = layer.id else {
                    diagnostics.report(.missingField, "a touch <layer> has no 'id'", at: layer.range)
                    continue
                }
                let ours = index == 0 ? "letters" : ImportedLayout.layerID(cldrID, isShift: cldrID == "shift", isCaps: cldrID == "caps")
                if layerIDs.values.contains(ours) || layerIDs[cldrID] != nil {
                    defect("layer id '\(cldrID)' is used twice", at: layer.range)
                    continue
                }
                layerIDs[cldrID] = ours
                rows.append((ours, layer.rows, layer.range))
            }
        } else {
            rows = hardwareLayers(group, root: root, layout: &layout)
        }

        // Keys the rows name, and the keys their gestures name.
        var used: [String] = []
        var seen: Set<String> = []
        func use(_ keyID: String) { if seen.insert(keyID).inserted { used.append(keyID) } }
        for layer in rows {
            var rowsOut: [[(String, SourceRange?)]] = []
            for row in layer.rows {
                var items: [(String, SourceRange?)] = []
                for (keyID, range) in row.keys {
                    guard keys[keyID] != nil else {
                        defect("row names key '\(keyID)', which is not defined\(ImportedLayout.suggestion(keyID, in: Array(keys.keys)))",
                               at: range)
                        continue
                    }
                    use(keyID)
                    items.append((layout.ourID(keyID), range))
                }
                if !items.isEmpty { rowsOut.append(items) }
            }
            layout.layers.append((layer.layer, rowsOut, layer.range))
        }

        // Key definitions.
        var index = 0
        while index < used.count {
            let keyID = used[index]
            index += 1
            guard let key = keys[keyID] else { continue }
            // A key that cannot be converted (reported) holds its place as a blank, so its rows
            // do not report it again.
            let definition = convertKey(key, layerIDs: layerIDs,
                                        layout: layout) ?? tree.object([("action", tree.string("spacer", key.idRange))], key.idRange)
            layout.addKey(layout.ourID(keyID), definition, key.idRange)
        }
        layout.addFrameKeys(isHardware: !group.isTouch)

        let transforms = convertTransforms(root)
        let usesMultiTap = used.contains { keys[$0]?.value("multiTapKeyIds") != nil }
        let title = name.map { decoded($0.value, at: $0.valueRange) } ?? id
        return layout.tree(
            locale: (locale.value, locale.valueRange), name: (title, name?.valueRange),
            inputMethod: transforms != nil || usesMultiTap ? "transforms" : nil, transforms: transforms,
            source: ("CLDR Keyboard 3.0 (UTS #35 Part 7)", "Unicode-3.0",
                     "Copyright © 1991-2024 Unicode, Inc. SPDX-License-Identifier: Unicode-3.0")
        )
    }

    // MARK: Keys

    mutating func convertKey(_ key: CLDRKeyboard.KeyDefinition, layerIDs: [String: String], layout: ImportedLayout) -> JSONNode? {
        var members: [(String, JSONNode)] = []
        let gap = key.value("gap") == "true"
        let output = self.output(of: key)
        if let width = key.attributes["width"] {
            if let units = Double(width.value) { members.append(("width", tree.number(units, width.range))) } else {
                defect("width '\(width.value)' of key '\(key.id)' is not a number", at: width.range)
            }
        }
        if key.value("stretch") == "true" { members.removeAll { $0.0 == "width" }; members.append(("width",
                                                                                                   tree.string("fill",
                                                                                                               key.range("stretch")))) }
        if gap {
            members.insert(("action", tree.string("spacer", key.range("gap"))), at: 0)
            return tree.object(members, key.idRange)
        }
        if let target = key.attributes["layerId"] {
            let label = displaysByKey[key.id]
            // CLDR keys are one key wide unless they say otherwise (here a switch would take a role's width).
            if !members.contains(where: { $0.0 == "width" }) { members.append(("width", tree.number(1, key.idRange))) }
            if layerIDs[target.value] == "shifted" {
                members.insert(("action", tree.string("shift", target.range)), at: 0)
            } else if let ours = layerIDs[target.value] {
                members.insert(contentsOf: [("action", tree.string("layer", target.range)), ("layer", tree.string(ours, target.range))],
                               at: 0)
                members.append(("label", tree.string(label ?? (ours == "letters" ? layout.lettersLabel : target.value), key.idRange)))
                return tree.object(members, key.idRange)
            } else {
                defect("key '\(key.id)' switches to layer '\(target.value)', which the keyboard does not " +
                       "have\(ImportedLayout.suggestion(target.value, in: Array(layerIDs.keys)))", at: target.range)
                return nil
            }
            if let label { members.append(("label", tree.string(label, key.idRange))) }
            return tree.object(members, key.idRange)
        }
        guard let output, !output.isEmpty else {
            defect("key '\(key.id)' has no 'output', 'gap' or 'layerId'", at: key.idRange)
            return nil
        }
        if output == " " {
            members.insert(("action", tree.string("space", key.range("output"))), at: 0)
            if !members.contains(where: { $0.0 == "width" }) { members.append(("width", tree.string("fill", key.idRange))) }
            return tree.object(members, key.idRange)
        }
        members.insert(("output", tree.string(output, key.range("output"))), at: 0)
        if let label = label(forOutput: output, keyID: key.id) { members.append(("label", tree.string(label, key.idRange))) }

        if let ids = key.attributes["longPressKeyIds"] {
            let outputs = gestureOutputs(ids.value, of: key, attribute: "longPressKeyIds", range: ids.range)
            if !outputs.isEmpty { members.append(("longPress", tree.strings(outputs.map { ($0, ids.range) }, ids.range))) }
            if let preferred = key.attributes["longPressDefaultKeyId"] {
                if let value = gestureOutputs(preferred.value, of: key, attribute: "longPressDefaultKeyId", range: preferred.range).first {
                    if outputs.contains(value) { members.append(("longPressDefault", tree.string(value, preferred.range))) } else {
                        defect("long-press default '\(preferred.value)' of key '\(key.id)' is not one of its long-press keys",
                               at: preferred.range)
                    }
                }
            }
        } else if let preferred = key.attributes["longPressDefaultKeyId"] {
            defect("key '\(key.id)' has a long-press default but no 'longPressKeyIds'", at: preferred.range)
        }
        if let ids = key.attributes["multiTapKeyIds"] {
            let outputs = [output] + gestureOutputs(ids.value, of: key, attribute: "multiTapKeyIds", range: ids.range)
            members.append(("multiTap", tree.strings(outputs.map { ($0, ids.range) }, ids.range)))
        }
        if let flickID = key.attributes["flickId"] {
            if let segments = flicks[flickID.value] {
                var directions: [(String, JSONNode)] = []
                for segment in segments {
                    guard segment.directions.count == 1, let direction = Self.flickDirections[segment.directions[0]] else {
                        if segment.directions.contains(where: { Self.flickDirections[$0] == nil }) {
                            defect("flick '\(flickID.value)' has direction '\(segment.directions.joined(separator: " "))'; directions " +
                                   "are n ne e se s sw w nw", at: segment.range)
                        } else {
                            dropped("the flick '\(segment.directions.joined(separator: " "))' of flick '\(flickID.value)' has " +
                                    "\(segment.directions.count) segments; a SoftKeyboard key flicks one way, so it is left out",
                                at: segment.range)
                        }
                        continue
                    }
                    guard let target = keys[segment.keyID] else {
                        defect("flick '\(flickID.value)' names key '\(segment.keyID)', which is not " +
                               "defined\(ImportedLayout.suggestion(segment.keyID, in: Array(keys.keys)))", at: segment.range)
                        continue
                    }
                    guard let text = self.output(of: target), !text.isEmpty else {
                        dropped("the '\(segment.directions[0])' flick of flick '\(flickID.value)' goes to key '\(segment.keyID)', which " +
                                "types nothing (a layer switch); a flick here only types, so it is left out", at: segment.range)
                        continue
                    }
                    if directions.contains(where: { $0.0 == direction }) {
                        defect("flick '\(flickID.value)' gives direction '\(segment.directions[0])' twice", at: segment.range)
                        continue
                    }
                    directions.append((direction, tree.string(text, segment.range)))
                }
                if !directions.isEmpty { members.append(("flicks", tree.object(directions, flickID.range))) }
            } else {
                defect("key '\(key.id)' names flick '\(flickID.value)', which is not " +
                       "defined\(ImportedLayout.suggestion(flickID.value, in: Array(flicks.keys)))", at: flickID.range)
            }
        }
        return tree.object(members, key.idRange)
    }

    static let flickDirections = ["n": "up", "s": "down", "e": "right", "w": "left", "ne": "upRight", "nw": "upLeft", "se": "downRight",
                                  "sw": "downLeft"]

    /// The outputs of the keys a gesture attribute names; unknown ids are defects, keys that
    /// type nothing are left out.
    mutating func gestureOutputs(_ list: String, of key: CLDRKeyboard.KeyDefinition, attribute: String, range: SourceRange) -> [String] {
        var outputs: [String] = []
        for id in list.split(separator: " ").map(String.init) {
            guard let target = keys[id] else {
                defect("\(attribute) of key '\(key.id)' names key '\(id)', which is not " +
                       "defined\(ImportedLayout.suggestion(id, in: Array(keys.keys)))", at: range)
                continue
            }
            guard let output = self.output(of: target), !output.isEmpty else {
                dropped("\(attribute) of key '\(key.id)' names key '\(id)', which types nothing; it is left out", at: range)
                continue
            }
            outputs.append(output)
        }
        return outputs
    }

    /// A display for the output, a lone combining mark on the base character, a marker's name.
    func label(forOutput output: String, keyID: String) -> String? {
        if let shown = displaysByKey[keyID] ?? displaysByOutput[output] { return shown }
        if case .success(let text) = TransformEscapes.decode(output), !text.isEmpty {
            if text.elements.allSatisfy({ if case .marker = $0 { true } else { false } }) {
                return text.elements.compactMap { if case .marker(let name) = $0 { name } else { nil } }.joined(separator: " ")
            }
            if text.visible != output { return text.visible.isEmpty ? nil : text.visible }
            if let first = output.unicodeScalars.first, first.properties.generalCategory == .nonspacingMark
                || first.properties.generalCategory == .enclosingMark {
                return ((baseCharacter ?? "\u{25CC}") + output).precomposedStringWithCanonicalMapping
            }
        }
        return nil
    }

    // MARK: Hardware

    /// Hardware layers by modifiers, rows checked against the form's scan-code rows.
    mutating func hardwareLayers(_ group: LayerGroup, root: XMLElement,
                                 layout: inout ImportedLayout) -> [(layer: String, rows: [CLDRKeyboard.Row], range: SourceRange)] {
        var form = CLDRImports.forms[group.form]
        if form == nil,
            let custom = root.children(named: "forms").flatMap({
            $0.children(named: "form")
        }).first(where: { $0.attribute("id")?.value == group.form }) {
            form = custom.children(named: "scanCodes").map { $0.attribute("codes")?.value.split(separator: " ").map(String.init) ?? [] }
        }
        let formRows = form ?? []
        var result: [(layer: String, rows: [CLDRKeyboard.Row], range: SourceRange)] = []
        var byModifiers: [Set<String>: String] = [:]
        for layer in group.layers {
            let set = Set(layer.modifiers.filter { $0 != "none" })
            if set.contains("caps") && set.count > 1 && !(set == ["caps", "shift"]) || set == ["caps", "shift"] {
                dropped("layer '\(layer.modifiers.joined(separator: " "))' (Caps Lock with other modifiers) has no way to be reached on " +
                        "a touch keyboard; it is left out", at: layer.range)
                continue
            }
            if set.contains("other") {
                dropped("layer '\(layer.modifiers.joined(separator: " "))' matches 'other' modifier states, which a touch keyboard has " +
                        "not; it is left out", at: layer.range)
                continue
            }
            let ours = ImportedLayout.hardwareLayerID(set)
            if byModifiers[set] != nil {
                defect("two layers have modifiers '\(layer.modifiers.joined(separator: " "))'", at: layer.range)
                continue
            }
            byModifiers[set] = ours
            var rows: [CLDRKeyboard.Row] = []
            for (index, row) in layer.rows.enumerated() {
                guard index < formRows.count else {
                    dropped("row \(index + 1) of layer '\(layer.modifiers.joined(separator: " "))' has no row in form '\(group.form)' " +
                            "(\(formRows.count) rows); its keys are left out", at: row.range)
                    continue
                }
                var row = row
                if row.keys.count > formRows[index].count {
                    dropped("row \(index + 1) of layer '\(layer.modifiers.joined(separator: " "))' has \(row.keys.count) keys; form " +
                            "'\(group.form)' has \(formRows[index].count) there, so the last \(row.keys.count - formRows[index].count) " +
                            "are left out", at: row.range)
                    row.keys = Array(row.keys.prefix(formRows[index].count))
                }
                rows.append(row)
            }
            result.append((ours, rows, layer.range))
        }
        if byModifiers[[]] == nil, let first = group.layers.first {
            defect("the hardware form '\(group.form)' has no layer with modifiers 'none'", at: first.range)
        }
        layout.hardwareModifiers = byModifiers
        return result
    }

    // MARK: Transforms

    /// `variables` and `transforms` as the layout's `transforms`, each string at its attribute.
    mutating func convertTransforms(_ root: XMLElement) -> JSONNode? {
        var variables: [(String, JSONNode)] = []
        var keyRanges: [String: SourceRange] = [:]
        for section in root.children(named: "variables") {
            for element in section.children {
                let kind: String
                switch element.name {
                case "string": kind = "string"
                case "set": kind = "set"
                case "uset": kind = "unicodeSet"
                default: continue
                }
                guard let id = element.attribute("id"), let value = element.attribute("value") else {
                    diagnostics.report(.missingField, "a <\(element.name)> variable needs 'id' and 'value'", at: element.range)
                    continue
                }
                variables.append((id.value, tree.object([(kind, tree.string(value.value, value.valueRange))], element.range)))
                keyRanges[id.value] = id.valueRange
            }
        }
        var simple: [JSONNode] = [], backspace: [JSONNode] = []
        for section in root.children(named: "transforms") {
            let type = section.attribute("type")?.value ?? "simple"
            guard type == "simple" || type == "backspace" else {
                defect("transforms type '\(type)' is not 'simple' or 'backspace'",
                       at: section.attribute("type")?.valueRange ?? section.range)
                continue
            }
            for group in section.children(named: "transformGroup") {
                let transforms = group.children(named: "transform"), reorders = group.children(named: "reorder")
                if !transforms.isEmpty && !reorders.isEmpty {
                    defect("a transformGroup holds transforms and reorders; CLDR allows one kind per group", at: group.range)
                }
                let node: JSONNode
                if !reorders.isEmpty {
                    node = tree.object([("reorders", tree.array(reorders.map { element in
                        tree.object(["from", "before", "order", "tertiary", "tertiaryBase", "preBase"].compactMap { name in
                            element.attribute(name).map { (name, tree.string($0.value, $0.valueRange)) }
                        }, element.range)
                    }, group.range))], group.range)
                } else {
                    node = tree.object([("rules", tree.array(transforms.map { element in
                        tree.object(["from",
                                     "to"].compactMap { name in element.attribute(name).map { (name,
                                                                                               tree.string($0.value, $0.valueRange)) } },
                                    element.range)
                    }, group.range))], group.range)
                }
                if type == "simple" { simple.append(node) } else { backspace.append(node) }
            }
        }
        guard !simple.isEmpty || !backspace.isEmpty else { return nil }
        var members: [(String, JSONNode)] = []
        if !variables.isEmpty { members.append(("variables", tree.object(variables, keyRanges: keyRanges))) }
        if !simple.isEmpty { members.append(("simple", tree.array(simple))) }
        if !backspace.isEmpty { members.append(("backspace", tree.array(backspace))) }
        return tree.object(members)
    }
}
