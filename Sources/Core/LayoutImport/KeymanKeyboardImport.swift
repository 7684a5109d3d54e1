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
/// - A program without a touch layout gets one derived from the desktop keyboard
///   (`KeymanKeyboardImport+Derived.swift`): on phones the keys that type letters in rows a
///   finger can hit, and the number row with the other punctuation on a layer of their own; on
///   tablets the desktop rows, as Keyman shows them.
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
