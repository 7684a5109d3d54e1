import LayoutFile
import TextTransforms

/// The data of CLDR's import files (generated into `Generated/CLDRImports.swift`).
enum CLDRImports {
    /// The CLDR releases this reader follows (`conformsTo`).
    static let releases = ["45", "46"]
    /// The releases whose import paths (`47/keys-….xml`) resolve to the bundled key files
    /// (CLDR 46's): CLDR 47 and 48 name their imports with their own release, and their key
    /// sets are those of 46 (the reorder imports later releases add are not read).
    static let keySetReleases = ["45", "46", "47", "48"]
    /// Imported into every keyboard.
    static let impliedKeys = "keys-Latn-implied.xml"
}

/// A CLDR Keyboard 3.0 file (UTS #35 Part 7) read into a SoftKeyboard layout tree.
///
/// What maps where:
/// - `keys`: a key's `output` (`\u{…}` decoded, markers kept as `\m{…}` for the `transforms`
///   method), `longPressKeyIds` (their outputs, `longPressDefaultKeyId` as `longPressDefault`),
///   `flickId` (single-direction segments; `n` is `up`, `nw` is `upLeft` …), `multiTapKeyIds`
///   (the key's output, then theirs), `width`, `stretch` (`fill`), `gap` (a spacer), `layerId`
///   (a switch; to the shift layer and back it is the shift key).
/// - `layers`: the first `touch` form (the narrowest `minDeviceWidth`); else the first hardware
///   form, its layers by modifiers: `none` letters, `shift` shifted, `caps` caps lock, any other
///   set (AltGr is `altR` or `ctrl alt`) a layer reached by a key on the letters. Hardware rows
///   follow the form's scan-code rows; the frame keys a hardware keyboard has (shift,
///   backspace, return) and a globe key are added, as are backspace, return and globe on a
///   touch layer that lacks them (CLDR leaves them to the platform).
/// - `displays` give labels; `displayOptions baseCharacter` carries lone combining marks.
/// - `variables` and `transforms` become the layout's `transforms`, run by the `transforms`
///   input method, which the layout then names (as it does for multi-tap keys).
enum CLDRKeyboard {
    struct KeyDefinition {
        var id: String
        var idRange: SourceRange
        var attributes: [String: (value: String, range: SourceRange)]
        var isImported: Bool

        func value(_ name: String) -> String? { attributes[name]?.value }
        func range(_ name: String) -> SourceRange { attributes[name]?.range ?? idRange }
    }

    struct Row {
        var keys: [(id: String, range: SourceRange)]
        var range: SourceRange
    }

    struct LayerDefinition {
        var id: String?
        var modifiers: [String]
        var rows: [Row]
        var range: SourceRange
    }

    /// Reads a `keyboard3` root into a layout tree; findings go to `diagnostics`.
    ///
    /// - Parameter localImport: the text of an import without `base="cldr"`, by its path
    ///   relative to the keyboard file (nil when it cannot be read).
    static func layout(_ root: XMLElement, file: String, id: String, localImport: @escaping (String) -> String?,
                       keyIDs: inout [String: String],
                       diagnostics: inout DiagnosticCollector) -> JSONNode? {
        var reader = Reader(file: file, localImport: localImport)
        let tree = reader.convert(root, id: id)
        keyIDs = reader.keyIDs
        for diagnostic in reader.diagnostics.diagnostics { diagnostics.report(diagnostic) }
        return tree
    }

    struct Reader {
        let file: String
        let localImport: (String) -> String?
        let tree: LayoutTree
        var diagnostics = DiagnosticCollector()
        var keys: [String: KeyDefinition] = [:]
        var flicks: [String: [(directions: [String], keyID: String, range: SourceRange)]] = [:]
        var flickRanges: [String: SourceRange] = [:]
        var displaysByOutput: [String: String] = [:]
        var displaysByKey: [String: String] = [:]
        var baseCharacter: String?
        var stringVariables: [String: String] = [:]
        /// CLDR key ids to the layout's.
        var keyIDs: [String: String] = [:]
        /// Each key's output, decoded once (a key named by many gestures is reported once).
        var outputs: [String: String] = [:]

        init(file: String, localImport: @escaping (String) -> String?) {
            self.file = file
            self.localImport = localImport
            tree = LayoutTree(file: file)
        }

        mutating func defect(_ message: String, at range: SourceRange, notes: [Diagnostic.Note] = []) {
            diagnostics.report(.importDefect, message, at: range, notes: notes)
        }

        mutating func dropped(_ message: String, at range: SourceRange) {
            diagnostics.report(.importDropped, message, at: range)
        }

        // MARK: Reading

        mutating func convert(_ root: XMLElement, id: String) -> JSONNode? {
            guard root.name == "keyboard3" else {
                defect("the root element is '\(root.name)'; a CLDR keyboard's is 'keyboard3'", at: root.range)
                return nil
            }
            guard let locale = root.attribute("locale") else {
                diagnostics.report(.missingField, "'keyboard3' has no 'locale'", at: root.range)
                return nil
            }
            if let conforms = root.attribute("conformsTo"), !CLDRImports.releases.contains(conforms.value) {
                dropped("conformsTo '\(conforms.value)': this reader follows CLDR \(CLDRImports.releases.joined(separator: " and ")); " +
                        "the file is read as such", at: conforms.valueRange)
            }
            let info = root.children(named: "info").first
            let name = info?.attribute("name")
            if name == nil { diagnostics.report(.missingField, "the keyboard has no <info name=\"…\"/>", at: info?.range ?? root.range) }

            // Keys: implied, then imports in order, then the file's own.
            for (keyID, attributes) in CLDRImports.keyFiles[CLDRImports.impliedKeys] ?? [] {
                keys[keyID] = KeyDefinition(id: keyID, idRange: root.range, attributes: attributes.mapValues { ($0, root.range) },
                                            isImported: true)
            }
            for element in root.children(named: "import") { importFile(element, into: "keys") }
            var ownKeys: [String: SourceRange] = [:]
            for section in root.children(named: "keys") {
                for element in section.children {
                    switch element.name {
                    case "import": importFile(element, into: "keys")
                    case "key":
                        guard let idAttribute = element.attribute("id") else {
                            diagnostics.report(.missingField, "a <key> has no 'id'", at: element.range)
                            continue
                        }
                        if let first = ownKeys[idAttribute.value] {
                            defect("key id '\(idAttribute.value)' is defined twice", at: idAttribute.valueRange,
                                   notes: [.init(message: "first defined here", range: first)])
                            continue
                        }
                        ownKeys[idAttribute.value] = idAttribute.valueRange
                        var attributes: [String: (String, SourceRange)] = [:]
                        for attribute in element.attributes where attribute.name != "id" {
                            attributes[attribute.name] = (attribute.value, attribute.valueRange)
                        }
                        keys[idAttribute.value] = KeyDefinition(id: idAttribute.value, idRange: idAttribute.valueRange,
                                                                attributes: attributes, isImported: false)
                    default: break
                    }
                }
            }
            readVariables(root)
            readDisplays(root)
            readFlicks(root)
            // Imports elsewhere than in keys: CLDR publishes none to import there.
            for section in ["displays", "flicks", "layers", "variables", "transforms"] {
                for element in root.children(named: section).flatMap({ $0.children(named: "import") }) {
                    dropped("an import in <\(section)> is not read (CLDR's import files hold keys); what it would add is missing",
                            at: element.attribute("path")?.valueRange ?? element.range)
                }
            }

            let group = chooseLayers(root)
            return build(root, id: id, locale: locale, name: name, info: info, layers: group)
        }

        /// `<import base="cldr" path="45/keys-….xml"/>`, or a local path.
        mutating func importFile(_ element: XMLElement, into section: String) {
            guard let path = element.attribute("path") else {
                diagnostics.report(.missingField, "an <import> has no 'path'", at: element.range)
                return
            }
            if element.attribute("base")?.value == "cldr" {
                let parts = path.value.split(separator: "/", maxSplits: 1).map(String.init)
                guard parts.count == 2, CLDRImports.keySetReleases.contains(parts[0]), let entries = CLDRImports.keyFiles[parts[1]] else {
                    let known = CLDRImports.keyFiles.keys.sorted().map { "\(CLDRImports.releases[1])/\($0)" }
                    defect("import '\(path.value)' cannot be found; CLDR's imports are \(known.joined(separator: ", "))",
                           at: path.valueRange)
                    return
                }
                guard section == "keys" else {
                    defect("import '\(path.value)' holds keys, not \(section)", at: path.valueRange)
                    return
                }
                for (keyID, attributes) in entries {
                    keys[keyID] = KeyDefinition(id: keyID, idRange: path.valueRange,
                                                attributes: attributes.mapValues { ($0, path.valueRange) }, isImported: true)
                }
                return
            }
            if let base = element.attribute("base") {
                defect("import base '\(base.value)' is not 'cldr' (leave it out for a file beside the keyboard)", at: base.valueRange)
                return
            }
            guard let text = localImport(path.value) else {
                defect("import '\(path.value)' cannot be found beside the keyboard", at: path.valueRange)
                return
            }
            var inner = DiagnosticCollector()
            guard let root = XMLReader.parse(text, file: path.value, diagnostics: &inner) else {
                for diagnostic in inner.diagnostics { diagnostics.report(diagnostic) }
                return
            }
            guard root.name == section else {
                defect("import '\(path.value)' is a <\(root.name)> file; here a <\(section)> file is needed", at: path.valueRange)
                return
            }
            for key in root.children(named: "key") {
                guard let keyID = key.attribute("id") else { continue }
                var attributes: [String: (String, SourceRange)] = [:]
                for attribute in key.attributes where attribute.name != "id" { attributes[attribute.name] = (attribute.value,
                                                                                                             attribute.valueRange) }
                keys[keyID.value] = KeyDefinition(id: keyID.value, idRange: keyID.valueRange, attributes: attributes, isImported: true)
            }
        }

        mutating func readVariables(_ root: XMLElement) {
            for section in root.children(named: "variables") {
                for element in section.children where element.name == "string" {
                    guard let id = element.attribute("id"), let value = element.attribute("value") else { continue }
                    stringVariables[id.value] = value.value
                }
            }
        }

        mutating func readDisplays(_ root: XMLElement) {
            for section in root.children(named: "displays") {
                for element in section.children {
                    if element.name == "displayOptions" {
                        baseCharacter = element.attribute("baseCharacter").map { decoded($0.value, at: $0.valueRange) }
                        continue
                    }
                    guard element.name == "display", let display = element.attribute("display") else { continue }
                    let shown = substituted(display.value, at: display.valueRange)
                    if let output = element.attribute("output") {
                        displaysByOutput[decoded(output.value, at: output.valueRange)] = shown
                    } else if let keyID = element.attribute("keyId") {
                        displaysByKey[keyID.value] = shown
                    } else {
                        diagnostics.report(.missingField, "a <display> needs 'output' or 'keyId'", at: element.range)
                    }
                }
            }
        }

        mutating func readFlicks(_ root: XMLElement) {
            for section in root.children(named: "flicks") {
                for element in section.children(named: "flick") {
                    guard let id = element.attribute("id") else { continue }
                    if let first = flickRanges[id.value] {
                        defect("flick id '\(id.value)' is defined twice", at: id.valueRange,
                               notes: [.init(message: "first defined here", range: first)])
                        continue
                    }
                    flickRanges[id.value] = id.valueRange
                    flicks[id.value] = element.children(named: "flickSegment").compactMap { segment in
                        guard let directions = segment.attribute("directions"), let keyID = segment.attribute("keyId") else { return nil }
                        return (directions.value.split(separator: " ").map(String.init), keyID.value, keyID.valueRange)
                    }
                }
            }
        }

        /// Text with `\u{…}` decoded and markers kept as `\m{…}`; a bad escape is reported and
        /// the text kept as written.
        mutating func decoded(_ text: String, at range: SourceRange) -> String {
            if Self.hasBracelessEscape(text) {
                diagnostics.report(.importSuspicious,
                                   "'\(text)' has '\\u' without braces, which CLDR does not read as an escape (write '\\u{…}'); it is " +
                                   "taken as text", at: range)
            }
            switch TransformEscapes.decode(text) {
            case .success(let value): return value.description
            case .failure(let problem):
                defect(problem.message, at: range)
                return text
            }
        }

        /// A key's `output` decoded (nil without one), once per key.
        mutating func output(of key: KeyDefinition) -> String? {
            if let known = outputs[key.id] { return known }
            guard let raw = key.value("output") else { return nil }
            let text = decoded(raw, at: key.range("output"))
            outputs[key.id] = text
            return text
        }

        /// A display string: string variables substituted, then decoded.
        mutating func substituted(_ text: String, at range: SourceRange) -> String {
            var result = ""
            var rest = Substring(text)
            while let start = rest.firstRange(of: "${") {
                result += rest[..<start.lowerBound]
                let after = rest[start.upperBound...]
                guard let close = after.firstIndex(of: "}") else { break }
                let name = String(after[..<close])
                if let value = stringVariables[name] { result += value } else {
                    defect("no string variable '\(name)'", at: range)
                    result += "${\(name)}"
                }
                rest = after[after.index(after: close)...]
            }
            return decoded(result + rest, at: range)
        }

        /// Whether text holds `\u` and a hex digit: an escape written without braces.
        static func hasBracelessEscape(_ text: String) -> Bool {
            let scalars = Array(text.unicodeScalars)
            for index in scalars.indices.dropLast(2) where scalars[index] == "\\" && scalars[index + 1] == "u"
                && scalars[index + 2].properties.isASCIIHexDigit {
                return true
            }
            return false
        }

        // MARK: Layers

        struct LayerGroup {
            var form: String
            var formRange: SourceRange
            var layers: [LayerDefinition]
            var isTouch: Bool
        }

        mutating func chooseLayers(_ root: XMLElement) -> LayerGroup? {
            var groups: [(group: LayerGroup, minWidth: Double)] = []
            for element in root.children(named: "layers") {
                guard let form = element.attribute("formId") else {
                    diagnostics.report(.missingField, "<layers> has no 'formId'", at: element.range)
                    continue
                }
                let known = ["touch"] + CLDRImports.forms.keys.sorted()
                if !known.contains(form.value)
                    && !root.children(named: "forms").contains(where: {
                    $0.children(named: "form").contains { $0.attribute("id")?.value == form.value }
                }) {
                    defect("unknown form '\(form.value)'; known: \(known.joined(separator: ", "))", at: form.valueRange)
                    continue
                }
                var layers: [LayerDefinition] = []
                for layer in element.children(named: "layer") {
                    let rows = layer.children(named: "row").map { row -> Row in
                        guard let keysAttribute = row.attribute("keys") else { return Row(keys: [], range: row.range) }
                        var items: [(String, SourceRange)] = []
                        var offset = 0
                        for piece in keysAttribute.value.split(separator: " ", omittingEmptySubsequences: false) {
                            if !piece.isEmpty { items.append((String(piece),
                                                              keysAttribute.range(ofScalars: offset, length: piece.unicodeScalars.count))) }
                            offset += piece.unicodeScalars.count + 1
                        }
                        return Row(keys: items, range: keysAttribute.valueRange)
                    }
                    let modifiers = layer.attribute("modifiers")?.value.split(separator: " ").map(String.init) ?? []
                    layers.append(LayerDefinition(id: layer.attribute("id")?.value, modifiers: modifiers, rows: rows, range: layer.range))
                }
                let width = element.attribute("minDeviceWidth").flatMap { Double($0.value) } ?? 0
                groups.append((LayerGroup(form: form.value, formRange: form.valueRange, layers: layers, isTouch: form.value == "touch"),
                               width))
            }
            let touch = groups.filter(\.group.isTouch).sorted { $0.minWidth < $1.minWidth }
            let chosen = touch.first ?? groups.first
            for other in groups where other.group.formRange != chosen?.group.formRange {
                if other.group.isTouch {
                    dropped("a second touch form (minDeviceWidth \(other.minWidth)) is not imported: the layout takes the narrowest " +
                            "touch form for every device", at: other.group.formRange)
                } else if chosen?.group.isTouch == true {
                    // The touch form is what a soft keyboard shows; the hardware layers are for
                    // physical keyboards, which a SoftKeyboard layout does not describe.
                    continue
                } else {
                    dropped("hardware form '\(other.group.form)' is not imported: the layout is built from the first form, " +
                            "'\(chosen?.group.form ?? "")'", at: other.group.formRange)
                }
            }
            if chosen == nil { diagnostics.report(.missingField, "the keyboard has no <layers>", at: root.range) }
            return chosen?.group
        }
    }
}
