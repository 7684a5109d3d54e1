import EditDistance
import KeyboardModel
import TextInputTraits
import TextTransforms

/// One layout or shared-part file as written: every field with its source range, before
/// imports and `extends` are merged. See `FORMAT.md` beside this file.
struct LayoutDocument {
    /// The path under the layouts folder without `.json` (`fr-FR`, `shared/latin`).
    var path: String
    /// The path as shown in messages.
    var file: String
    var id: Located<String>?
    var locale: Located<String>?
    var name: Located<String>?
    var script: Located<String>?
    var isDefault: Bool?
    var inputMethod: Located<String>?
    var latinCompanion: Located<String>?
    var extends: Located<String>?
    var imports: [Located<String>] = []
    var columns: Located<Int>?
    var direction: Located<String>?
    var devices: [Located<String>]?
    var strings = StringsDefinition()
    var keys: [(id: Located<String>, definition: KeyDefinition)] = []
    var layers: [(id: Located<String>, definition: LayerDefinition)] = []
    var bottomRows: [(kind: Located<String>, row: RowDefinition)] = []
    /// What a tablet shows instead (`tablet`): its own keys, layers, bottom rows and columns.
    var tablet: Parts?
    var transforms: TransformsDefinition?
    /// The file the layout's input method reads (a keyboard program), as written.
    var inputMethodData: Located<String>?

    /// Whether this file is a layout (it has an `id`) rather than a shared part.
    var isLayout: Bool { id != nil }

    /// `transforms`: the spec, and where each of its strings was written.
    struct TransformsDefinition: Hashable, Sendable {
        var range: SourceRange
        var spec = TransformSpec()
        var variableRanges: [SourceRange] = []
        /// By (backspace, group, index, field).
        var itemRanges: [TransformRules.Location: SourceRange] = [:]
    }

    struct LayerDefinition: Hashable, Sendable {
        var range: SourceRange
        var kind: Layer.Kind?
        var rows: [RowDefinition]
    }

    struct RowDefinition: Hashable, Sendable {
        var range: SourceRange
        var items: [Located<String>]
        var alignment: Layer.Row.Alignment
        /// The row's height relative to the others (`height`; 1 when not given).
        var height: Double = 1
    }

    struct StringsDefinition {
        var values = KeyboardStrings()
        /// Where each field was given, for messages.
        var ranges: [String: SourceRange] = [:]
    }

    static let currentFormat = 1
    static let topLevelFields = ["$schema", "format", "id", "locale", "name", "script", "default", "inputMethod", "latinCompanion",
                                 "extends", "imports", "columns", "direction", "devices", "strings", "keys", "layers", "bottomRows",
                                 "transforms", "inputMethodData", "importedFrom", "tablet"]
    static let keyFields = ["output", "label", "sublabel", "shifted", "longPress", "longPressDefault", "flicks", "multiTap", "action",
                            "layer", "command", "width"]
    static let actions = ["input", "shift", "backspace", "space", "return", "layer", "mode", "nextKeyboard", "spacer", "command", "pad",
                          "dismiss", "undo", "redo", "emoji", "emojiCategory", "emojiSearch", "previousKeyboard"]
    static let widthNames = ["fill"] + KeyWidth.WidthRole.allCases.map(\.rawValue)
    static let stringFields = ["return", "space", "toLetters", "toNumbers", "toSymbols", "pause", "wait", "decimalSeparator", "digits",
                               "otherDigits", "untranslated", "emoji"]
        + ReturnKeyType.allCases.filter { $0 != .default }.map(\.name)
    /// The words `untranslated` may name: the ones a layout shows in its language.
    static let translatableWords = ["return", "space"] + ReturnKeyType.allCases.filter { $0 != .default }.map(\.name)

    /// Reads a parsed file; every problem goes to `diagnostics`, and what could be read is kept.
    static func read(_ root: JSONNode, path: String, file: String, diagnostics: inout DiagnosticCollector) -> LayoutDocument? {
        guard let object = ObjectReader(root, context: "the layout file", diagnostics: &diagnostics) else { return nil }
        object.reportUnknown(allowed: topLevelFields, diagnostics: &diagnostics)
        guard let format = object.integer("format", in: 0...Int.max, required: true, diagnostics: &diagnostics) else { return nil }
        guard format.value == currentFormat else {
            diagnostics.report(.unsupportedFormat, "format \(format.value) is not supported; this version reads format \(currentFormat)",
                               at: format.range)
            return nil
        }
        var document = LayoutDocument(path: path, file: file)
        document.id = object.string("id", diagnostics: &diagnostics)
        let isLayout = document.id != nil
        document.locale = object.string("locale", required: isLayout, diagnostics: &diagnostics)
        document.name = object.string("name", required: isLayout, diagnostics: &diagnostics)
        // The name is shown (lists, pictures, terminals): no control characters.
        if let name = document.name { TextChecks.shown(name, what: "the layout's 'name'", diagnostics: &diagnostics) }
        document.script = object.string("script", required: isLayout && object.member("extends") == nil, diagnostics: &diagnostics)
        if !isLayout {
            for field in ["locale", "name", "script", "default", "inputMethod", "latinCompanion", "extends", "direction", "devices",
                          "inputMethodData"] {
                if let member = object.member(field) {
                    diagnostics.report(.partField, "'\(field)' belongs in a layout; a shared part (a file without 'id') cannot set it",
                                       at: member.keyRange)
                }
            }
        }
        document.isDefault = object.bool("default", diagnostics: &diagnostics)
        document.inputMethod = object.string("inputMethod", diagnostics: &diagnostics)
        document.latinCompanion = object.string("latinCompanion", diagnostics: &diagnostics)
        document.extends = object.string("extends", diagnostics: &diagnostics)
        document.inputMethodData = object.string("inputMethodData", diagnostics: &diagnostics)
        // The program is read from the layout's own folder, never from elsewhere on the machine.
        if let named = document.inputMethodData, case .failure(let problem) = LayoutDirectory.contained(named.value, in: "x") {
            if case .linksOut = problem {} else {
                diagnostics.report(.outsideFolder, "'inputMethodData': \(problem)", at: named.range)
                document.inputMethodData = nil
            }
        }
        document.columns = object.integer("columns", in: 1...30, diagnostics: &diagnostics)
        if let direction = object.string("direction", diagnostics: &diagnostics) {
            if ["ltr", "rtl"].contains(direction.value) { document.direction = direction } else {
                diagnostics.report(.invalidValue, "unknown direction '\(direction.value)'; expected ltr or rtl", at: direction.range)
            }
        }
        if let member = object.member("devices") {
            document.devices = JSONRead.stringList(member.value, what: "'devices'", diagnostics: &diagnostics)
        }
        if let member = object.member("imports") {
            document.imports = JSONRead.stringList(member.value, what: "'imports'", diagnostics: &diagnostics) ?? []
        }
        if let member = object.member("strings") {
            document.strings = readStrings(member.value, diagnostics: &diagnostics)
        }
        if let member = object.member("transforms") {
            document.transforms = readTransforms(member.value, diagnostics: &diagnostics)
        }
        if let member = object.member("importedFrom"),
            let source = ObjectReader(member.value, context: "'importedFrom'", diagnostics: &diagnostics) {
            source.reportUnknown(allowed: ["format", "file", "license", "notice"], diagnostics: &diagnostics)
            for field in ["format", "file", "license",
                          "notice"] { _ = source.string(field, required: field != "notice", diagnostics: &diagnostics) }
        }
        let parts = readParts(object, diagnostics: &diagnostics)
        (document.keys, document.layers, document.bottomRows) = (parts.keys, parts.layers, parts.bottomRows)
        if let member = object.member("tablet") {
            document.tablet = readTablet(member, diagnostics: &diagnostics)
        }
        return document
    }

    static func readStrings(_ node: JSONNode, diagnostics: inout DiagnosticCollector) -> StringsDefinition {
        var result = StringsDefinition()
        guard let object = ObjectReader(node, context: "'strings'", diagnostics: &diagnostics) else { return result }
        object.reportUnknown(allowed: stringFields, diagnostics: &diagnostics)
        for member in object.members where stringFields.contains(member.key) {
            if member.key == "untranslated" {
                guard let list = JSONRead.stringList(member.value, what: "'untranslated'", diagnostics: &diagnostics) else { continue }
                for word in list {
                    guard translatableWords.contains(word.value) else {
                        let hint = closestMatch(to: word.value, in: translatableWords).map { "; did you mean '\($0)'?" } ?? ""
                        diagnostics.report(.invalidValue,
                                           "'\(word.value)' in 'untranslated' is not a translatable word (return, space or a return key " +
                                           "type)\(hint)", at: word.range)
                        continue
                    }
                    result.values.untranslated.insert(word.value)
                }
                result.ranges["untranslated"] = member.value.range
                continue
            }
            if member.key == "emoji" {
                guard let words = ObjectReader(member.value, context: "'emoji' in 'strings'", diagnostics: &diagnostics) else { continue }
                words.reportUnknown(allowed: KeyboardStrings.emojiWordNames, diagnostics: &diagnostics)
                for word in words.members where KeyboardStrings.emojiWordNames.contains(word.key) {
                    guard let value = shownWord(word, in: "'emoji'", diagnostics: &diagnostics) else { continue }
                    result.values.emoji[word.key] = value.value
                }
                result.ranges["emoji"] = member.value.range
                continue
            }
            if member.key == "digits" || member.key == "otherDigits" {
                guard let list = JSONRead.stringList(member.value, what: "'\(member.key)'", diagnostics: &diagnostics) else { continue }
                var digits = list.map(\.value)
                if digits.count == 1 { digits = digits[0].map(String.init) }
                guard digits.count == 10 else {
                    diagnostics.report(.invalidValue, "'\(member.key)' must list ten digits, 0 to 9, found \(digits.count)",
                                       at: member.value.range)
                    continue
                }
                if member.key == "digits" { result.values.digits = digits } else { result.values.otherDigits = digits }
                result.ranges[member.key] = member.value.range
                continue
            }
            guard let value = shownWord(member, in: "'strings'", diagnostics: &diagnostics) else { continue }
            result.ranges[member.key] = value.range
            switch member.key {
            case "return": result.values.returnKey[.default] = value.value
            case "space": result.values.space = value.value
            case "toLetters": result.values.toLetters = value.value
            case "toNumbers": result.values.toNumbers = value.value
            case "toSymbols": result.values.toSymbols = value.value
            case "pause": result.values.pause = value.value
            case "wait": result.values.wait = value.value
            case "decimalSeparator": result.values.decimalSeparator = value.value
            default:
                if let type = ReturnKeyType(name: member.key) { result.values.returnKey[type] = value.value }
            }
        }
        return result
    }

    /// A word a keyboard shows (`'go' in 'strings'`): a string, not empty, without what a label
    /// may not hold; `nil` after reporting why not.
    static func shownWord(_ member: JSONNode.Member, in place: String, diagnostics: inout DiagnosticCollector) -> Located<String>? {
        let what = "'\(member.key)' in \(place)"
        guard let value = JSONRead.string(member.value, what: what, diagnostics: &diagnostics) else { return nil }
        guard !value.value.isEmpty else {
            diagnostics.report(.invalidValue, "\(what) is empty", at: value.range)
            return nil
        }
        TextChecks.shown(value, what: what, diagnostics: &diagnostics)
        return value
    }

    static func readKey(_ entry: JSONNode.Member, diagnostics: inout DiagnosticCollector) -> KeyDefinition? {
        let context = "key '\(entry.key)'"
        guard !entry.key.isEmpty, !entry.key.contains(" ") else {
            diagnostics.report(.invalidKeyId, "key id '\(entry.key)' must be non-empty and without spaces", at: entry.keyRange)
            return nil
        }
        guard let object = ObjectReader(entry.value, context: context, diagnostics: &diagnostics) else { return nil }
        object.reportUnknown(allowed: keyFields, diagnostics: &diagnostics)
        var key = KeyDefinition(range: entry.keyRange)
        key.output = object.string("output", diagnostics: &diagnostics)
        if let output = key.output, output.value.isEmpty {
            diagnostics.report(.invalidValue, "'output' of \(context) is empty", at: output.range)
            key.output = nil
        }
        let label = object.string("label", diagnostics: &diagnostics)
        let sublabel = object.string("sublabel", diagnostics: &diagnostics)
        let shifted = object.string("shifted", diagnostics: &diagnostics)
        key.label = label?.value
        key.sublabel = sublabel?.value
        key.shifted = shifted?.value
        for (what, text) in [("output", key.output), ("shifted form", shifted)] {
            if let text { TextChecks.output(text, what: "\(what) of \(context)", diagnostics: &diagnostics) }
        }
        for (what, text) in [("label", label), ("sublabel", sublabel)] {
            if let text { TextChecks.shown(text, what: "\(what) of \(context)", diagnostics: &diagnostics) }
        }
        if let member = object.member("longPress") {
            let list = JSONRead.stringList(member.value, what: "'longPress' of \(context)", diagnostics: &diagnostics)
            key.longPress = list
            if let list {
                let isString = { if case .string = member.value.value { return true } else { return false } }()
                let own = key.output?.value ?? (entry.key.count == 1 ? entry.key : nil)
                // A string with escapes gives its tokens the whole string's range: its fixes
                // rewrite the whole string, cleaned at once, so one run of --fix finishes it.
                let whole = isString && list.contains { $0.range == member.value.range }
                    ? TextChecks.cleanedList(list.map(\.value), output: own) : nil
                let repeats = TextChecks.longPressRepeats(list, output: own, in: member.value, context: context, whole: whole,
                                                          diagnostics: &diagnostics)
                for (index, item) in list.enumerated() where !repeats.contains(index) {
                    TextChecks.output(item, what: "long-press alternate of \(context)", token: isString, whole: whole,
                                      diagnostics: &diagnostics)
                }
            }
        }
        key.longPressDefault = object.string("longPressDefault", diagnostics: &diagnostics)
        if let member = object.member("flicks"),
            let flicks = ObjectReader(member.value, context: "'flicks' of \(context)", diagnostics: &diagnostics) {
            flicks.reportUnknown(allowed: FlickDirection.allCases.map(\.rawValue), diagnostics: &diagnostics)
            var result: [FlickDirection: String] = [:]
            for direction in FlickDirection.allCases {
                if let value = flicks.string(direction.rawValue, diagnostics: &diagnostics) {
                    TextChecks.output(value, what: "\(direction.rawValue) flick of \(context)", diagnostics: &diagnostics)
                    result[direction] = value.value
                }
            }
            key.flicks = result
        }
        if let member = object.member("multiTap"),
            let list = JSONRead.stringList(member.value, what: "'multiTap' of \(context)", diagnostics: &diagnostics) {
            let isString = { if case .string = member.value.value { return true } else { return false } }()
            for item in list { TextChecks.output(item, what: "multi-tap output of \(context)", token: isString, diagnostics: &diagnostics) }
            key.multiTap = list
        }
        if let command = object.string("command", diagnostics: &diagnostics) {
            if command.value.isEmpty || command.value.contains(where: { $0 == " " }) {
                diagnostics.report(.invalidValue, "'command' of \(context) must be one word (like 'undo-toggle')", at: command.range)
            } else {
                key.command = command
            }
        }
        if let action = object.string("action", diagnostics: &diagnostics) {
            if actions.contains(action.value) {
                key.action = action
            } else {
                let hint = closestMatch(to: action.value,
                                        in: actions).map {
                    "; did you mean '\($0)'?"
                } ?? "; expected one of \(actions.joined(separator: ", "))"
                diagnostics.report(.invalidValue, "unknown action '\(action.value)' for \(context)\(hint)", at: action.range)
            }
        }
        key.layer = object.string("layer", diagnostics: &diagnostics)
        if let member = object.member("width") {
            switch member.value.value {
            case .number(let units):
                // Narrower than a tenth of a letter is no key a finger can hit (1e-300 drew a 0-pt key).
                if units >= 0.1 && units <= 20 { key.width = .units(units) } else {
                    diagnostics.report(.invalidValue, "'width' of \(context) must be between 0.1 and 20 letter widths, found \(units)",
                                       at: member.value.range)
                }
            case .string(let name):
                if name == "fill" {
                    key.width = .fill
                } else if let role = KeyWidth.WidthRole(rawValue: name) { key.width = .role(role) } else {
                    let hint = closestMatch(to: name,
                                            in: widthNames).map {
                        "; did you mean '\($0)'?"
                    } ?? "; expected a number or one of \(widthNames.joined(separator: ", "))"
                    diagnostics.report(.invalidValue, "unknown width '\(name)' for \(context)\(hint)", at: member.value.range)
                }
            default:
                diagnostics.report(.wrongType, "'width' of \(context) must be a number or a width name, found \(member.value.typeName)",
                                   at: member.value.range)
            }
        }
        return key
    }

    /// `{"variables": {"id": {"string"|"set"|"unicodeSet": "…"}}, "simple": [group…],
    /// "backspace": [group…]}`, a group being `{"rules": [{"from", "to"}]}` or
    /// `{"reorders": [{"from", "order", …}]}`.
    static func readTransforms(_ node: JSONNode, diagnostics: inout DiagnosticCollector) -> TransformsDefinition? {
        guard let object = ObjectReader(node, context: "'transforms'", diagnostics: &diagnostics) else { return nil }
        object.reportUnknown(allowed: ["variables", "simple", "backspace"], diagnostics: &diagnostics)
        var result = TransformsDefinition(range: node.range)
        if let member = object.member("variables"),
            let variables = ObjectReader(member.value, context: "'variables' of 'transforms'", duplicates: (.duplicateMember, "variable"),
                                         diagnostics: &diagnostics) {
            let kinds = TransformSpec.Variable.Kind.allCases.map(\.rawValue)
            for entry in variables.members {
                let context = "variable '\(entry.key)'"
                guard let variable = ObjectReader(entry.value, context: context, diagnostics: &diagnostics) else { continue }
                variable.reportUnknown(allowed: kinds, diagnostics: &diagnostics)
                guard variable.members.count == 1, let only = variable.members.first,
                    let kind = TransformSpec.Variable.Kind(rawValue: only.key),
                      let value = JSONRead.string(only.value, what: "\(context)", diagnostics: &diagnostics) else {
                    if variable.members.count != 1 { diagnostics.report(.invalidValue,
                                                                        "\(context) must have one of \(kinds.joined(separator: ", "))",
                                                                        at: entry.value.range) }
                    continue
                }
                result.spec.variables.append(TransformSpec.Variable(id: entry.key, kind: kind, value: value.value))
                result.variableRanges.append(value.range)
            }
        }
        for (field, isBackspace) in [("simple", false), ("backspace", true)] {
            guard let member = object.member(field) else { continue }
            guard case .array(let groups) = member.value.value else {
                diagnostics.report(.wrongType, "'\(field)' of 'transforms' must be an array of groups, found \(member.value.typeName)",
                                   at: member.value.range)
                continue
            }
            var specs: [TransformSpec.Group] = []
            for (groupIndex, groupNode) in groups.enumerated() {
                let context = "group \(groupIndex + 1) of '\(field)'"
                guard let group = ObjectReader(groupNode, context: context, diagnostics: &diagnostics) else { continue }
                group.reportUnknown(allowed: ["rules", "reorders"], diagnostics: &diagnostics)
                guard group.members.count == 1, let only = group.members.first, case .array(let items) = only.value.value else {
                    diagnostics.report(.invalidValue, "\(context) must hold one array, 'rules' or 'reorders'", at: groupNode.range)
                    continue
                }
                let isRules = only.key == "rules"
                var rules: [TransformSpec.Rule] = [], reorders: [TransformSpec.Reorder] = []
                for itemNode in items {
                    let index = isRules ? rules.count : reorders.count
                    let fields = isRules ? ["from", "to"] : ["from", "before", "order", "tertiary", "tertiaryBase", "preBase"]
                    guard let item = ObjectReader(itemNode, context: "\(isRules ? "rule" : "reorder") \(index + 1) of \(context)",
                                                  diagnostics: &diagnostics) else { continue }
                    item.reportUnknown(allowed: fields, diagnostics: &diagnostics)
                    var values: [String: String] = [:]
                    for name in fields {
                        guard let value = item.string(name, required: name == "from", diagnostics: &diagnostics) else { continue }
                        values[name] = value.value
                        result.itemRanges[.item(backspace: isBackspace, group: specs.count, index: index, field: name)] = value.range
                    }
                    guard let from = values["from"] else { continue }
                    if isRules {
                        rules.append(TransformSpec.Rule(from: from, to: values["to"] ?? ""))
                    } else {
                        reorders.append(TransformSpec.Reorder(from: from, before: values["before"], order: values["order"],
                                                              tertiary: values["tertiary"],
                                                              tertiaryBase: values["tertiaryBase"], preBase: values["preBase"]))
                    }
                }
                specs.append(isRules ? .rules(rules) : .reorders(reorders))
            }
            if isBackspace { result.spec.backspace = specs } else { result.spec.simple = specs }
        }
        return result
    }

    static func readLayer(_ entry: JSONNode.Member, diagnostics: inout DiagnosticCollector) -> LayerDefinition? {
        let context = "layer '\(entry.key)'"
        guard let object = ObjectReader(entry.value, context: context, diagnostics: &diagnostics) else { return nil }
        object.reportUnknown(allowed: ["kind", "rows"], diagnostics: &diagnostics)
        var layer = LayerDefinition(range: entry.keyRange, kind: nil, rows: [])
        if let kind = object.string("kind", required: true, diagnostics: &diagnostics) {
            if let value = Layer.Kind(rawValue: kind.value) { layer.kind = value } else {
                let kinds = Layer.Kind.allCases.map(\.rawValue)
                let hint = closestMatch(to: kind.value,
                                        in: kinds).map { "; did you mean '\($0)'?" } ?? "; expected one of \(kinds.joined(separator: ", "))"
                diagnostics.report(.invalidValue, "unknown layer kind '\(kind.value)' for \(context)\(hint)", at: kind.range)
            }
        }
        guard let rows = object.requireMember("rows", diagnostics: &diagnostics) else { return layer }
        guard case .array(let elements) = rows.value.value else {
            diagnostics.report(.wrongType, "'rows' of \(context) must be an array, found \(rows.value.typeName)", at: rows.value.range)
            return layer
        }
        if elements.isEmpty { diagnostics.report(.invalidValue, "\(context) has no rows", at: rows.value.range) }
        if elements.count > maximumRowsPerLayer {
            diagnostics.report(.invalidValue,
                               "\(context) has \(elements.count) rows, more than the \(maximumRowsPerLayer) a layer may have: the rest " +
                               "are left out",
                               at: elements[maximumRowsPerLayer].range)
        }
        for (index, element) in elements.prefix(maximumRowsPerLayer).enumerated() {
            if let row = readRow(element, context: "row \(index + 1) of \(context)", diagnostics: &diagnostics) { layer.rows.append(row) }
        }
        return layer
    }

    /// A row: a string of key ids, or `{"keys": "...", "align": "leading", "height": 3}`.
    static func readRow(_ node: JSONNode, context: String, diagnostics: inout DiagnosticCollector) -> RowDefinition? {
        var keysNode = node
        var alignment = Layer.Row.Alignment.center
        var height = 1.0
        if case .object = node.value {
            guard let object = ObjectReader(node, context: context, diagnostics: &diagnostics) else { return nil }
            object.reportUnknown(allowed: ["keys", "align", "height"], diagnostics: &diagnostics)
            if let member = object.member("height"),
               let value = JSONRead.number(member.value, what: "'height' of \(context)", diagnostics: &diagnostics) {
                if (0.25...10).contains(value.value) { height = value.value } else {
                    diagnostics.report(.invalidValue, "'height' of \(context) is the row's height in rows, between 0.25 and 10; found " +
                                       "\(value.value)", at: value.range)
                }
            }
            guard let keys = object.requireMember("keys", diagnostics: &diagnostics) else { return nil }
            keysNode = keys.value
            if let align = object.string("align", diagnostics: &diagnostics) {
                if let value = Layer.Row.Alignment(rawValue: align.value) { alignment = value } else {
                    diagnostics.report(.invalidValue, "unknown alignment '\(align.value)' for \(context); expected center or leading",
                                       at: align.range)
                }
            }
        }
        guard var items = JSONRead.stringList(keysNode, what: context, diagnostics: &diagnostics) else { return nil }
        if items.isEmpty { diagnostics.report(.emptyRow, "\(context) is empty", at: keysNode.range) }
        if items.count > maximumKeysPerRow {
            diagnostics.report(.invalidValue,
                               "\(context) has \(items.count) keys, more than the \(maximumKeysPerRow) a row may have: the rest are left " +
                               "out",
                               at: items[maximumKeysPerRow].range)
            items.removeSubrange(maximumKeysPerRow...)
        }
        return RowDefinition(range: node.range, items: items, alignment: alignment, height: height)
    }

    /// The most keys one row may hold (a hardware row has about 15, a touch row 12): a file
    /// with more is reported and its row cut there, so no file makes resolving and checking
    /// every device's keyboard run away.
    static let maximumKeysPerRow = 64
    /// The most rows one layer may hold (a keyboard has four to six).
    static let maximumRowsPerLayer = 16
}
