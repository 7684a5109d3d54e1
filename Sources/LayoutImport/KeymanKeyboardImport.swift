#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import KeymanKeyboard
import LayoutFile

/// A Keyman keyboard read whole: its `.kmn` program and the touch layout beside it, as one
/// layout whose keys run the program (`"inputMethod": "keyman"`).
///
/// - The touch layout is the file the program names (`store(&LAYOUTFILE)`), else the file of
///   the program's name with `.keyman-touch-layout`; inside a folder given to `--layouts`, that
///   file is part of the keyboard, not a layout of its own.
/// - A program without a touch layout gets the one Keyman derives from the desktop keyboard:
///   the US keys in their rows (digits, then `q`…`\`, `a`…`'`, `z`…`/` with Shift and
///   Backspace), on a default and a shift layer, and right-Alt layers when the rules use the
///   right Alt key; each key shows what the rules type for it at the start of a text.
/// - What a key types is the program's: keys keep their Keyman ids and the keyman method runs
///   the rules on them; a key's `output` is what it types at the start of a text (for display
///   and for hosts without the method).
enum KeymanKeyboardImport {
    /// The layout and the program (with the touch layout's gestures), or `nil` after findings.
    /// - Parameter read: the `.kmn`'s text as `KMNReader` read it.
    static func convert(_ source: LayoutSource, read: LayoutImport.ProgramRead, id: String, readFile: (String) -> String?,
                        diagnostics: inout DiagnosticCollector) -> (root: JSONNode?, program: KeymanProgram?) {
        for diagnostic in read.diagnostics { diagnostics.report(diagnostic) }
        guard let program = read.program else { return (nil, nil) }
        let programFile = ImportedLayout.fileName(source.path)
        let touchPath = touchLayoutPath(of: program, programPath: source.path)
        let folder = source.displayPath.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        let touchFile = folder.isEmpty ? touchPath : folder + "/" + touchPath
        // &LAYOUTFILE names a file of the keyboard's folder, never one elsewhere on the machine.
        if let store = program.stores.first(where: { $0.name == "&layoutfile" }),
            case .failure(let problem) = LayoutDirectory.contained(touchPath, in: folder.isEmpty ? "." : folder) {
            diagnostics.report(.outsideFolder, "&LAYOUTFILE: \(problem)", at: store.range)
            return (nil, nil)
        }
        if let text = readFile(touchPath) {
            var text = text
            if text.unicodeScalars.first == "\u{FEFF}" { text = " " + String(text.unicodeScalars.dropFirst()) }
            guard let root = JSONParser.parse(text, file: touchFile, diagnostics: &diagnostics) else { return (nil, nil) }
            return KeymanTouchLayout.layout(root, file: touchFile, id: id, program: (programFile, program), diagnostics: &diagnostics)
        }
        let named = program.stores.first(where: { $0.name == "&layoutfile" })
        if let unreadable = unreadableReason(touchFile) {
            // There, but not readable (too large, not UTF-8, a FIFO…): said, never replaced in silence.
            diagnostics.report(.importSuspicious, "the touch layout '\(touchPath)' beside the program cannot be read (\(unreadable)); " +
                               "the touch keyboard is derived from the desktop keys instead",
                               at: named?.range ?? .file(source.displayPath))
        } else if let store = named {
            diagnostics.report(.importSuspicious, "the touch layout '\(touchPath)' the program names (&LAYOUTFILE) is not beside it; " +
                               "the touch keyboard is derived from the desktop keys, as for a program without one", at: store.range)
        }
        // Derived from the desktop keyboard, as Keyman does; findings point at the program.
        var derivedDiagnostics = DiagnosticCollector()
        let derived = derivedTouchLayout(for: program)
        guard let parsed = JSONParser.parse(derived, file: source.displayPath, diagnostics: &derivedDiagnostics) else {
            // Never silent: what stopped the derived keyboard is said at the program.
            for diagnostic in derivedDiagnostics.diagnostics {
                diagnostics.report(Diagnostic(rule: diagnostic.rule, severity: .error, message: "in the derived touch layout: " +
                                              diagnostic.message, range: .file(source.displayPath)))
            }
            return (nil, nil)
        }
        // Every finding on the derived keys points at the group the keystrokes start in.
        let root = relocated(parsed, to: program.startGroup.map { program.groups[$0].range } ?? .file(source.displayPath))
        let result = KeymanTouchLayout.layout(root, file: source.displayPath, id: id, program: (programFile, program),
                                              diagnostics: &derivedDiagnostics)
        for diagnostic in derivedDiagnostics.diagnostics where diagnostic.severity == .error {
            diagnostics.report(Diagnostic(rule: diagnostic.rule, severity: .error, message: "in the derived touch layout: " +
                                          diagnostic.message, range: .file(source.displayPath)))
        }
        return result
    }

    /// Why a file that is on disk cannot be read as a touch layout; `nil` when it is not there
    /// (or reads).
    static func unreadableReason(_ path: String) -> String? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        switch LayoutDirectory.contents(ofFile: path) {
        case .failure(let problem): return problem.description
        case .success(let bytes):
            if case .failure = LayoutDirectory.decode(bytes, file: path) { return "it is not UTF-8 text" }
            return nil
        }
    }

    /// The touch layout's path beside the program: `&LAYOUTFILE`, else the program's name.
    static func touchLayoutPath(of program: KeymanProgram, programPath: String) -> String {
        touchLayoutPath(named: program.systemStore("layoutfile"), programPath: programPath)
    }

    static func touchLayoutPath(named: String?, programPath: String) -> String {
        if let named, !named.isEmpty { return named.replacingOccurrences(of: "\\", with: "/") }
        let name = ImportedLayout.fileName(programPath)
        return String(name.dropLast(name.hasSuffix(".kmn") ? 4 : 0)) + ".keyman-touch-layout"
    }

    /// The US keys in rows, as Keyman lays the desktop keyboard out on a touch screen.
    static let usRows: [[String]] = [
        ["K_BKQUOTE", "K_1", "K_2", "K_3", "K_4", "K_5", "K_6", "K_7", "K_8", "K_9", "K_0", "K_HYPHEN", "K_EQUAL"],
        ["K_Q", "K_W", "K_E", "K_R", "K_T", "K_Y", "K_U", "K_I", "K_O", "K_P", "K_LBRKT", "K_RBRKT", "K_BKSLASH"],
        ["K_A", "K_S", "K_D", "K_F", "K_G", "K_H", "K_J", "K_K", "K_L", "K_COLON", "K_QUOTE"],
        ["K_Z", "K_X", "K_C", "K_V", "K_B", "K_N", "K_M", "K_COMMA", "K_PERIOD", "K_SLASH"],
    ]

    /// A touch layout (JSON text) derived from the program's desktop keyboard.
    static func derivedTouchLayout(for program: KeymanProgram) -> String {
        let processor = KeymanProcessor(program: program, platform: ["touch", "phone", "native"])
        let patterns = program.groups.flatMap { $0.rules.compactMap(\.key) }.compactMap { item -> VirtualKeyPattern? in
            if case .virtualKey(let pattern) = item { pattern } else { nil }
        }
        let usesRightAlt = patterns.contains { $0.alt == .right || $0.alt == .either }
        var layers: [(id: String, modifiers: KeymanModifiers)] = [("default", []), ("shift", .shift)]
        if usesRightAlt { layers += [("rightalt", .rightAlt), ("rightalt-shift", [.rightAlt, .shift])] }
        func quoted(_ text: String) -> String {
            "\"" + text.unicodeScalars.map { scalar -> String in
                switch scalar {
                case "\"": "\\\""
                case "\\": "\\\\"
                case _ where scalar.value < 0x20: "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
                    + String(scalar.value, radix: 16)
                default: String(scalar)
                }
            }.joined() + "\""
        }
        func key(_ fields: [(String, String)]) -> String {
            "{" + fields.map { quoted($0.0) + ": " + $0.1 }.joined(separator: ", ") + "}"
        }
        let layerTexts = layers.map { layer -> String in
            let isShift = layer.modifiers.contains(.shift)
            let base = layer.modifiers.subtracting(.shift)
            let shiftTarget = (base.contains(.rightAlt) ? "rightalt" : "") + (isShift ? "" : (base.isEmpty ? "shift" : "-shift"))
            let rows = usRows.enumerated().map { index, row -> String in
                var keys = row.compactMap { name -> String? in
                    guard let virtualKey = VirtualKey(name) else { return nil }
                    let typed = processor.characters(typedBy: virtualKey, modifiers: layer.modifiers)
                        .flatMap { $0.unicodeScalars.count <= KeymanTouchLayout.maximumShownOutput ? $0 : nil }
                    let us = virtualKey.usCharacters.map { String(isShift ? $0.shifted : $0.unshifted) }
                    // Off the letter layers, a key the rules leave alone is a blank.
                    guard let text = typed ?? (base.isEmpty ? us : nil) else { return key([("id", quoted(name)), ("sp", "10")]) }
                    return key([("id", quoted(name)), ("text", quoted(text))])
                }
                if index == 3 {
                    keys.insert(key([("id", quoted("K_SHIFT")), ("text", quoted("*Shift*")), ("sp", "1"), ("width", "150"),
                                     ("nextlayer", quoted(shiftTarget.isEmpty ? "default" : shiftTarget))]), at: 0)
                    keys.append(key([("id", quoted("K_BKSP")), ("text", quoted("*BkSp*")), ("sp", "1"), ("width", "150")]))
                }
                return "{\"id\": \(index + 1), \"key\": [" + keys.joined(separator: ", ") + "]}"
            }
            var bottom = [key([("id", quoted("K_LOPT")), ("text", quoted("*Menu*")), ("sp", "1"), ("width", "150")])]
            if usesRightAlt {
                bottom.append(key([("id", quoted("K_ALT")), ("text", quoted("*AltGr*")), ("sp", "1"), ("width", "150"),
                                   ("nextlayer", quoted(base.isEmpty ? "rightalt" : "default"))]))
            }
            bottom += [key([("id", quoted("K_SPACE")), ("width", "600")]),
                       key([("id", quoted("K_ENTER")), ("text", quoted("*Enter*")), ("sp", "1"), ("width", "150")])]
            let allRows = rows + ["{\"id\": 5, \"key\": [" + bottom.joined(separator: ", ") + "]}"]
            return "{\"id\": \(quoted(layer.id)), \"row\": [" + allRows.joined(separator: ", ") + "]}"
        }
        return "{\"phone\": {\"layer\": [" + layerTexts.joined(separator: ", ") + "]}}"
    }

    /// The tree with every range replaced by `range`.
    static func relocated(_ node: JSONNode, to range: SourceRange) -> JSONNode {
        switch node.value {
        case .object(let members):
            JSONNode(value: .object(members.map { JSONNode.Member(key: $0.key, keyRange: range, value: relocated($0.value, to: range)) }),
                     range: range)
        case .array(let items): JSONNode(value: .array(items.map { relocated($0, to: range) }), range: range)
        default: JSONNode(value: node.value, range: range)
        }
    }
}
