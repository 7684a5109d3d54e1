import EditDistance
import KeyboardModel
import LayoutFile
import TextInputTraits

/// A layout being built from another format: keys and layers as SoftKeyboard has them, each
/// with the range of the original it came from; the frame keys a keyboard needs; the
/// finished tree. Shared by the CLDR and Keyman importers.
struct ImportedLayout {
    let tree: LayoutTree
    let id: String
    /// Source key ids to ours (the same unless it would merge with a key of the bundled shared
    /// parts, which the layout imports).
    var keyIDs: [String: String] = [:]
    /// The keys in the order written; change them through ``addKey(_:_:_:)`` and
    /// ``setKeys(_:)``, which keep ``keyIndex``.
    private(set) var keys: [(id: String, definition: JSONNode, range: SourceRange)] = []
    /// Each key id's first place in ``keys``: lookups by id stay O(1) however many keys a file has.
    private var keyIndex: [String: Int] = [:]
    var layers: [(id: String, rows: [[(String, SourceRange?)]], range: SourceRange)] = []
    /// Hardware layers by their modifier sets (CLDR hardware forms).
    var hardwareModifiers: [Set<String>: String] = [:]

    init(tree: LayoutTree, id: String) {
        self.tree = tree
        self.id = id
    }

    func ourID(_ source: String) -> String { keyIDs[source] ?? source }

    mutating func addKey(_ id: String, _ definition: JSONNode, _ range: SourceRange) {
        if keyIndex[id] == nil { keyIndex[id] = keys.count }
        keys.append((id, definition, range))
    }

    mutating func setKeys(_ list: [(id: String, definition: JSONNode, range: SourceRange)]) {
        keys = []
        keyIndex = [:]
        for key in list { addKey(key.id, key.definition, key.range) }
    }

    /// The definition of the first key with an id.
    ///
    /// - Complexity: O(1).
    func definition(of id: String) -> JSONNode? { keyIndex[id].map { keys[$0].definition } }

    /// The key ids the bundled shared parts define or name in their rows: an imported key of
    /// the same id would merge with theirs field by field (or change their layers), so it is
    /// renamed.
    static let sharedKeyIDs: Set<String> = {
        var ids: Set<String> = []
        func strings(_ node: JSONNode) -> [String] {
            switch node.value {
            case .string(let text): return text.split(separator: " ").map(String.init)
            case .array(let items): return items.flatMap(strings)
            case .object(let members): return members.filter { $0.key == "keys" }.flatMap { strings($0.value) }
            default: return []
            }
        }
        // The parts an imported layout imports, and what they import.
        var parts = importedParts.map { $0 + ".json" }
        var index = 0
        while index < parts.count {
            defer { index += 1 }
            guard let source = BundledLayouts.sources.first(where: { $0.path == parts[index] }) else { continue }
            var diagnostics = DiagnosticCollector()
            guard let root = JSONParser.parse(source.text, file: source.path, diagnostics: &diagnostics),
                case .object(let members) = root.value,
                  let imports = members.first(where: { $0.key == "imports" }) else { continue }
            for part in strings(imports.value) where !parts.contains(part + ".json") { parts.append(part + ".json") }
        }
        for source in BundledLayouts.sources where parts.contains(source.path) {
            var diagnostics = DiagnosticCollector()
            guard let root = JSONParser.parse(source.text, file: source.path, diagnostics: &diagnostics),
                case .object(let members) = root.value else { continue }
            if let keys = members.first(where: { $0.key == "keys" }),
                case .object(let definitions) = keys.value.value { ids.formUnion(definitions.map(\.key)) }
            // A tablet's keys, and those its arrangement names, merge too.
            if let tablet = members.first(where: { $0.key == "tablet" }), case .object(let fields) = tablet.value.value {
                if let keys = fields.first(where: { $0.key == "keys" }),
                    case .object(let definitions) = keys.value.value { ids.formUnion(definitions.map(\.key)) }
                if let arrange = fields.first(where: { $0.key == "arrange" }), case .object(let rows) = arrange.value.value {
                    for row in rows {
                        if case .object(let bottom) = row.value.value { for entry in bottom { ids.formUnion(strings(entry.value)) } }
                        if case .string = row.value.value { ids.formUnion(strings(row.value)) }
                    }
                }
            }
            if let layers = members.first(where: { $0.key == "layers" }), case .object(let entries) = layers.value.value {
                for layer in entries {
                    guard case .object(let fields) = layer.value.value,
                        let rows = fields.first(where: { $0.key == "rows" }) else { continue }
                    ids.formUnion(strings(rows.value))
                }
            }
            if let rows = members.first(where: { $0.key == "bottomRows" }), case .object(let entries) = rows.value.value {
                for row in entries { ids.formUnion(strings(row.value)) }
            }
        }
        return ids
    }()

    static let renamedPrefix = "imported-"

    /// The shared parts every imported layout imports.
    static let importedParts = ["shared/base", "shared/symbols"]

    /// Source ids, renamed where they meet a shared key id (and made valid ids).
    static func renaming(_ ids: [String]) -> [String: String] {
        var result: [String: String] = [:]
        for id in ids {
            let cleaned = String(id.map { $0 == " " ? "_" : $0 })
            result[id] = sharedKeyIDs.contains(cleaned) || cleaned.hasPrefix("sk-") ? renamedPrefix + cleaned : cleaned
        }
        return result
    }

    /// A touch layer's id here: the shift layer is `shifted`, a caps layer `capsLock`; other ids
    /// keep their name unless it is one this format reserves.
    static func layerID(_ source: String, isShift: Bool, isCaps: Bool) -> String {
        if isShift { return "shifted" }
        if isCaps { return "capsLock" }
        let reserved: Set<String> = ["letters", "shifted", "capsLock", "numbers", "symbols", "numberPad", "decimalPad", "phonePad",
                                     "phoneSymbols", "namePhonePad"]
        let cleaned = String(source.map { $0 == " " ? "-" : $0 })
        return reserved.contains(cleaned) ? "imported-" + cleaned : cleaned
    }

    /// A hardware layer's id by its modifiers: none is `letters`, shift `shifted`, caps
    /// `capsLock`, others their modifiers joined (`altR-shift`).
    static func hardwareLayerID(_ modifiers: Set<String>) -> String {
        if modifiers.isEmpty { return "letters" }
        if modifiers == ["shift"] { return "shifted" }
        if modifiers == ["caps"] { return "capsLock" }
        return modifiers.sorted().joined(separator: "-")
    }

    /// How a set of modifiers is named on a key.
    static func modifierLabel(_ modifiers: Set<String>) -> String {
        let base = modifiers.subtracting(["shift", "caps"])
        if base == ["altR"] || base == ["ctrl", "alt"] || base == ["ctrlL", "altR"] || base == ["ctrlR", "altR"] { return "AltGr" }
        let names = ["alt": "Alt", "altL": "Alt", "altR": "AltGr", "ctrl": "Ctrl", "ctrlL": "Ctrl", "ctrlR": "Ctrl"]
        return base.sorted().map { names[$0] ?? $0 }.joined(separator: "+")
    }

    static func suggestion(_ word: String, in candidates: [String]) -> String {
        closestMatch(to: word, in: candidates.sorted()).map { "; did you mean '\($0)'?" } ?? ""
    }

    /// The action a key of the layout has (`input` for implied keys).
    func action(of keyID: String) -> String {
        if keyID.hasPrefix("sk-") { return Self.frameKeys[keyID]?.action ?? "layer" }
        guard let definition = definition(of: keyID), case .object(let members) = definition.value,
              let action = members.first(where: { $0.key == "action" }), case .string(let name) = action.value.value else { return "input" }
        return name
    }

    /// A key's width in letter widths (fill and role widths counted as their usual size).
    func units(of keyID: String) -> Double {
        if let frame = Self.frameKeys[keyID] { return frame.width }
        if keyID.hasPrefix("sk-") { return 1.5 }
        guard let definition = definition(of: keyID), case .object(let members) = definition.value,
              let width = members.first(where: { $0.key == "width" }) else { return 1 }
        if case .number(let value) = width.value.value { return max(value, 0) }
        return 1
    }

    /// The keys a layout gets when the original leaves them to the platform.
    static let frameKeys: [String: (action: String, width: Double)] = [
        "sk-backspace": ("backspace", 1.5), "sk-return": ("return", 2.5), "sk-globe": ("nextKeyboard", 1), "sk-shift": ("shift", 1.5),
    ]

    /// Adds what each layer lacks: backspace (end of the row above the last), return (end of
    /// the last row), the globe key (start of the last row), a way back to the letters; on
    /// hardware layers also shift (start of the row above the last) and a key per modifier
    /// layer (AltGr) on the last row.
    mutating func addFrameKeys(isHardware: Bool) {
        var extra: [(String, JSONNode)] = []
        var defined: Set<String> = []
        func define(_ id: String, _ members: [(String, JSONNode)]) {
            guard defined.insert(id).inserted else { return }
            extra.append((id, tree.object(members)))
        }
        let groups = Set(hardwareModifiers.keys.map { $0.subtracting(["shift",
                                                                      "caps"]) }).filter { !$0.isEmpty }.sorted {
            $0.sorted().joined() < $1.sorted().joined()
        }
        for index in layers.indices {
            var rows = layers[index].rows
            guard !rows.isEmpty else { continue }
            let layerID = layers[index].id
            let actions = Set(rows.flatMap { $0.map { action(of: $0.0) } })
            var last = rows.count - 1
            if isHardware {
                let modifiers = hardwareModifiers.first { $0.value == layerID }?.key ?? []
                var shiftKey: String?
                if modifiers.isSubset(of: ["shift", "caps"]) {
                    shiftKey = "sk-shift"
                    define("sk-shift", [("action", tree.string("shift")), ("width", tree.number(1.5))])
                } else {
                    let target = modifiers.symmetricDifference(["shift"])
                    if let targetID = hardwareModifiers[target] {
                        let id = "sk-shift-to-\(targetID)"
                        shiftKey = id
                        define(id,
                               [("action", tree.string("layer")), ("layer", tree.string(targetID)), ("label", tree.string("⇧")),
                                ("width", tree.number(1.5))])
                    }
                }
                if rows.count >= 2 {
                    if let shiftKey { rows[rows.count - 2].insert((shiftKey, nil), at: 0) }
                    rows[rows.count - 2].append(("sk-backspace", nil))
                } else {
                    rows[last].append(("sk-backspace", nil))
                }
                var toggles: [(String, SourceRange?)] = []
                let base = modifiers.subtracting(["shift", "caps"])
                for group in groups {
                    let label = Self.modifierLabel(group)
                    guard let target = hardwareModifiers[group] ?? hardwareModifiers[group.union(["shift"])] else { continue }
                    if group == base {
                        define("sk-from-\(target)",
                               [("action", tree.string("layer")), ("layer", tree.string("letters")), ("label", tree.string(label)),
                                ("width", tree.number(1.5))])
                        toggles.append(("sk-from-\(target)", nil))
                    } else {
                        define("sk-to-\(target)",
                               [("action", tree.string("layer")), ("layer", tree.string(target)), ("label", tree.string(label)),
                                ("width", tree.number(1.5))])
                        toggles.append(("sk-to-\(target)", nil))
                    }
                }
                rows[last].insert(contentsOf: [("sk-globe", nil)] + toggles, at: 0)
                rows[last].append(("sk-return", nil))
            } else {
                if !actions.contains("backspace") {
                    rows[max(0, rows.count - 2)].append(("sk-backspace", nil))
                    last = rows.count - 1
                }
                if !actions.contains("return") { rows[last].append(("sk-return", nil)) }
                if !actions.contains("nextKeyboard") {
                    let first = rows[last].first.map { action(of: $0.0) }
                    rows[last].insert(("sk-globe", nil), at: first == "space" || first == "spacer" || rows[last].count < 2 ? 0 : 1)
                }
                let isLetters = ["letters", "shifted", "capsLock"].contains(layerID)
                if !isLetters && !rows.joined().contains(where: { item in
                    guard let definition = definition(of: item.0), case .object(let members) = definition.value else { return false }
                    return members.contains { $0.key == "layer" && $0.value.value == .string("letters") }
                        || members.contains { $0.key == "action" && $0.value.value == .string("shift") }
                }) {
                    define("sk-letters",
                           [("action", tree.string("layer")), ("layer", tree.string("letters")), ("label", tree.string(lettersLabel)),
                            ("width", tree.number(1.5))])
                    rows[last].insert(("sk-letters", nil), at: 0)
                }
            }
            layers[index].rows = rows
        }
        for (id,
             frame) in Self.frameKeys.sorted(by: { $0.key < $1.key }) where layers.contains(where: {
            $0.rows.joined().contains { $0.0 == id }
        }) {
            // The return key takes the device's return width, as the bundled keyboards' does,
            // so its titles fit; the others are letter widths, which the columns count.
            define(id,
                   [("action", tree.string(frame.action)),
                    ("width", frame.action == "return" ? tree.string("return") : tree.number(frame.width))])
        }
        for key in extra { addKey(key.0, key.1, tree.origin) }
    }

    /// The label of a key back to the letters: the letters layer's first three outputs.
    var lettersLabel: String {
        guard let letters = layers.first(where: { $0.id == "letters" }) else { return "ABC" }
        let outputs = letters.rows.joined().compactMap { item -> String? in
            guard action(of: item.0) == "input" else { return nil }
            if let definition = definition(of: item.0), case .object(let members) = definition.value,
               let output = members.first(where: { $0.key == "output" }), case .string(let text) = output.value.value { return text }
            return item.0.count == 1 ? item.0 : nil
        }
        let first = outputs.prefix(3)
        // Latin letters read as the familiar "ABC"; other scripts show their own first letters.
        if first.isEmpty || first.allSatisfy({ $0.unicodeScalars.allSatisfy { $0.isASCII } }) { return "ABC" }
        return first.joined()
    }

    /// Every output of the letters layers, for the script and whether the layout types ASCII.
    var letterOutputs: [String] {
        layers.filter { ["letters", "shifted"].contains($0.id) }.flatMap { layer in
            layer.rows.joined().compactMap { item -> String? in
                if let definition = definition(of: item.0), case .object(let members) = definition.value {
                    if let output = members.first(where: { $0.key == "output" }),
                        case .string(let text) = output.value.value { return text }
                    return nil
                }
                return item.0.count == 1 ? item.0 : nil
            }
        }
    }

    /// The finished layout tree.
    func tree(locale: (String, SourceRange?), name: (String, SourceRange?), inputMethod: String?, transforms: JSONNode?,
              keymanProgram: String? = nil, source: (format: String, license: String, notice: String),
              defaultDirection: String? = nil) -> JSONNode {
        var layers = self.layers
        let outputs = letterOutputs
        let script = ScriptDetection.script(of: outputs, locale: locale.0)
        let lower = Set(outputs.joined().unicodeScalars.filter { ("a"..."z").contains($0) })
        let typesASCII = script == "Latn" && lower.count == 26
        var members: [(String, JSONNode)] = [
            ("format", tree.number(1)),
            ("importedFrom", tree.object([("format", tree.string(source.format)), ("file", tree.string(Self.fileName(tree.file))),
                                          ("license", tree.string(source.license)), ("notice", tree.string(source.notice))])),
            ("id", tree.string(id)),
            ("locale", tree.string(locale.0, locale.1)),
            ("name", tree.string(name.0, name.1)),
            ("script", tree.string(script)),
        ]
        if KeyboardLayout.rightToLeftScripts.contains(script)
            || defaultDirection == "rtl" { members.append(("direction", tree.string("rtl"))) }
        if let inputMethod { members.append(("inputMethod", tree.string(inputMethod))) }
        if let keymanProgram { members.append(("inputMethodData", tree.string(keymanProgram))) }
        // URL, e-mail and other ASCII-only fields show the bundled US keyboard unless the
        // layout types plain ASCII itself (a method, even a transform, may not).
        if !typesASCII || inputMethod != nil { members.append(("latinCompanion", tree.string("en-US"))) }
        members.append(("imports", tree.strings(Self.importedParts.map { ($0, nil) })))
        // A tablet shows the rows as the source gives them (Keyman shows a phone layout on a
        // tablet that has none of its own), not arranged as iPad's.
        members.append(("tablet", tree.object([("arrange", tree.bool(false))])))
        // The shared number and symbol layers are ten keys wide: a keyboard of fewer, wider
        // keys (a 12-key pad) keeps ten columns and widens its keys to match.
        let widest = layers.flatMap(\.rows).map { $0.reduce(0) { $0 + units(of: $1.0) } }.max() ?? 10
        let scale = widest < 10 && widest > 0 ? 10 / widest : 1
        let columns = min(30, max(10, Int(saturating: widest.rounded(.up))))
        members.append(("columns", tree.number(Double(columns))))
        var definitions = keys
        if scale != 1 {
            definitions = definitions.map { key in (key.id, Self.scaled(key.definition, by: scale, tree: tree), key.range) }
            // A key a row implies by its character gets a definition of its own (the shared
            // layers' key of that character keeps its width).
            let defined = Set(keys.map(\.id))
            for index in layers.indices {
                layers[index].rows = layers[index].rows.map { row in
                    row.map { item in
                        guard !defined.contains(item.0), item.0.count == 1 else { return item }
                        let id = Self.renamedPrefix + item.0
                        if !definitions.contains(where: { $0.id == id }) {
                            definitions.append((id,
                                                tree.object([("output", tree.string(item.0, item.1)), ("width", tree.number(scale))],
                                                            item.1), item.1 ?? tree.origin))
                        }
                        return (id, item.1)
                    }
                }
            }
        }
        members.append(("keys",
                        tree.object(definitions.map { ($0.id, $0.definition) },
                                    keyRanges: Dictionary(definitions.map { ($0.id, $0.range) }, uniquingKeysWith: { a, _ in a }))))
        members.append(("layers", tree.object(layers.map { layer in
            let kind = ["letters", "shifted", "capsLock"].contains(layer.id) ? "letters" : "numbers"
            return (layer.id,
                    tree.object([("kind", tree.string(kind, layer.range)),
                                 ("rows", tree.array(layer.rows.map { tree.strings($0) }, layer.range))], layer.range))
        }, keyRanges: Dictionary(layers.map { ($0.id, $0.range) }, uniquingKeysWith: { a, _ in a }))))
        if let transforms { members.append(("transforms", transforms)) }
        return tree.object(members)
    }

    /// A key definition with its width (1 when not given; `fill` kept) times `scale`.
    static func scaled(_ definition: JSONNode, by scale: Double, tree: LayoutTree) -> JSONNode {
        guard case .object(var members) = definition.value else { return definition }
        if let index = members.firstIndex(where: { $0.key == "width" }) {
            if case .number(let value) = members[index].value.value { members[index].value.value = .number(min(20, value * scale)) }
        } else if !members.contains(where: { $0.key == "action"
                                             && ($0.value.value == .string("space") || $0.value.value == .string("spacer")) }) {
            members.append(tree.member("width", tree.number(scale, definition.range)))
        }
        return JSONNode(value: .object(members), range: definition.range)
    }

    static func fileName(_ path: String) -> String { path.split(separator: "/").last.map(String.init) ?? path }
}
