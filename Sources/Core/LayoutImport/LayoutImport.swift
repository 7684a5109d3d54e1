public import KeymanKeyboard
public import KeyboardModel
public import LayoutFile

/// Reading keyboards written in other formats as SoftKeyboard layouts: CLDR Keyboard 3.0
/// (`.xml`, UTS #35 Part 7), Keyman keyboards (a `.kmn` program with the touch layout beside
/// it) and Keyman touch layouts alone (`.keyman-touch-layout`). Each becomes a
/// layout tree whose values point into the original file, so the loader's and the linter's
/// findings name the original's line and column.
///
/// ```swift
/// let sources = LayoutImport.prepare(try LayoutDirectory.sources(in: "keyboards").sources)
/// let result = LayoutImport.overBundled(layers: [sources], inputMethods: requirements)
/// ```
public enum LayoutImport {
    public enum Format: String, Sendable {
        /// A SoftKeyboard layout file; a CLDR keyboard; a Keyman touch layout; a Keyman program.
        case layout, cldr, keyman, kmn
    }

    /// A file's format by its name.
    public static func format(ofPath path: String) -> Format {
        if path.hasSuffix(".keyman-touch-layout") { return .keyman }
        if path.lowercased().hasSuffix(".kmn") { return .kmn }
        if path.hasSuffix(".xml") { return .cldr }
        return .layout
    }

    /// What converting one file gave.
    public struct Conversion: Sendable {
        /// The layout tree, when the file is a keyboard and could be read.
        public var root: JSONNode?
        public var diagnostics: [Diagnostic]
        /// Whether the file is a keyboard at all (a CLDR test or import file is not).
        public var isKeyboard: Bool
        /// The original key ids and the ids the layout gives them (renamed where they would
        /// merge with a shared part's key).
        public var keyIDs: [String: String]
        /// The Keyman programs the layout names (`inputMethodData`), by file name.
        public var programs: [String: KeymanProgram] = [:]
        /// The programs as the loader keeps them: opaque data for the `keyman` method.
        public var inputMethodData: [String: InputMethodData] {
            Dictionary(uniqueKeysWithValues: programs.map { ($0.key, InputMethodData(file: $0.key, $0.value)) })
        }
    }

    /// The layout id a converted file gets: its name without folder and extension.
    public static func layoutID(ofPath path: String) -> String {
        String(LayoutDirectory.documentPath(path).split(separator: "/").last ?? "")
    }

    /// Converts one file of another format.
    ///
    /// - Parameter readFile: reads a file a CLDR keyboard imports without `base="cldr"`, by its
    ///   path relative to the keyboard (default: from disk beside `source.displayPath`).
    public static func convert(_ source: LayoutSource, readFile: ((String) -> String?)? = nil) -> Conversion {
        convert(source, readFile: readFile, programRead: nil)
    }

    /// A `.kmn` read by `KMNReader`: the program, when it has no errors, and the findings.
    typealias ProgramRead = (program: KeymanProgram?, diagnostics: [Diagnostic])

    /// Each `.kmn` among the sources read once, by path, for ``keyboardParts(_:reads:)`` and the
    /// conversion to share.
    static func programReads(_ sources: [LayoutSource], readFile: ((String) -> String?)? = nil) -> [String: ProgramRead] {
        var reads: [String: ProgramRead] = [:]
        for source in sources where format(ofPath: source.path) == .kmn {
            reads[source.path] = KMNReader.read(source.text, file: source.displayPath, include: fileReader(for: source, readFile))
        }
        return reads
    }

    /// Reads a file of a source's keyboard by its path relative to the source: `readFile`, else
    /// from disk, only inside the source's folder (no absolute path, no `..`, no link out).
    public static func fileReader(for source: LayoutSource, _ readFile: ((String) -> String?)?) -> (String) -> String? {
        if let readFile { return readFile }
        let folder = source.displayPath.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        return { relative in
            guard case .success(let path) = LayoutDirectory.contained(relative, in: folder),
                case .success(let bytes) = LayoutDirectory.contents(ofFile: path),
                case .success(let text) = LayoutDirectory.decode(bytes, file: path) else { return nil }
            return text
        }
    }

    /// ``convert(_:readFile:)`` with the `.kmn`'s reading when it was already read.
    static func convert(_ source: LayoutSource, readFile: ((String) -> String?)?, programRead: ProgramRead?) -> Conversion {
        var diagnostics = DiagnosticCollector()
        let id = layoutID(ofPath: source.path)
        let folder = source.displayPath.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        let reader = fileReader(for: source, readFile)
        switch format(ofPath: source.path) {
        case .layout:
            // A layout written by `import --out` names its program beside it.
            guard let file = programNamed(by: source), let text = reader(file) else {
                return Conversion(root: nil, diagnostics: [], isKeyboard: true, keyIDs: [:])
            }
            let programPath = folder.isEmpty ? file : folder + "/" + file
            let read = KMNReader.read(text, file: programPath, include: reader)
            var conversion = Conversion(root: nil, diagnostics: read.diagnostics, isKeyboard: true, keyIDs: [:])
            if let program = read.program { conversion.programs[file] = program }
            return conversion
        case .kmn:
            let read = programRead ?? KMNReader.read(source.text, file: source.displayPath, include: reader)
            let result = KeymanKeyboardImport.convert(source, read: read, id: id, readFile: reader, diagnostics: &diagnostics)
            var conversion = Conversion(root: result.root, diagnostics: diagnostics.diagnostics, isKeyboard: true, keyIDs: [:])
            if let program = result.program { conversion.programs[ImportedLayout.fileName(source.path)] = program }
            return conversion
        case .keyman:
            // A byte-order mark is white space to the JSON reader, keeping every column.
            var text = source.text
            if text.unicodeScalars.first == "\u{FEFF}" { text = " " + String(text.unicodeScalars.dropFirst()) }
            guard let root = JSONParser.parse(text, file: source.displayPath, diagnostics: &diagnostics) else {
                return Conversion(root: nil, diagnostics: diagnostics.diagnostics, isKeyboard: true, keyIDs: [:])
            }
            let tree = KeymanTouchLayout.layout(root, file: source.displayPath, id: id, diagnostics: &diagnostics)
            return Conversion(root: tree, diagnostics: diagnostics.diagnostics, isKeyboard: true, keyIDs: [:])
        case .cldr:
            guard let root = XMLReader.parse(source.text, file: source.displayPath, diagnostics: &diagnostics) else {
                return Conversion(root: nil, diagnostics: diagnostics.diagnostics, isKeyboard: true, keyIDs: [:])
            }
            // Test files and CLDR's import files sit beside keyboards; they are not layouts.
            guard root.name == "keyboard3" else {
                if ["keyboardTest3", "keys",
                    "forms"].contains(root.name) { return Conversion(root: nil, diagnostics: [], isKeyboard: false, keyIDs: [:]) }
                diagnostics.report(.importDefect, "the root element is '\(root.name)'; a CLDR keyboard's is 'keyboard3'", at: root.range)
                return Conversion(root: nil, diagnostics: diagnostics.diagnostics, isKeyboard: true, keyIDs: [:])
            }
            var keyIDs: [String: String] = [:]
            let tree = CLDRKeyboard.layout(root, file: source.displayPath, id: id, localImport: reader, keyIDs: &keyIDs,
                                           diagnostics: &diagnostics)
            return Conversion(root: tree, diagnostics: diagnostics.diagnostics, isKeyboard: true, keyIDs: keyIDs)
        }
    }

    /// The sources with every file of another format converted (CLDR test and import files
    /// left out); files in this format pass through, with the Keyman programs they name read.
    /// A Keyman touch layout that a `.kmn` among the sources pairs with is part of that keyboard,
    /// and a `.kmn` a layout names (`inputMethodData`, with `"inputMethod": "keyman"`) part of that layout.
    public static func prepare(_ sources: [LayoutSource], readFile: ((String) -> String?)? = nil) -> [LayoutSource] {
        prepare(sources, readFile: readFile, reads: programReads(sources, readFile: readFile))
    }

    /// ``prepare(_:readFile:)`` with the sources' `.kmn` files already read (``programReads(_:)``).
    static func prepare(_ sources: [LayoutSource], readFile: ((String) -> String?)?, reads: [String: ProgramRead]) -> [LayoutSource] {
        let paired = keyboardParts(sources, reads: reads)
        return sources.compactMap { source in
            if paired.contains(source.path) { return nil }
            let conversion = convert(source, readFile: readFile, programRead: reads[source.path])
            guard format(ofPath: source.path) != .layout else {
                var result = source
                result.inputMethodData = conversion.inputMethodData
                result.diagnostics += conversion.diagnostics
                return result
            }
            guard conversion.isKeyboard else { return nil }
            var result = LayoutSource(path: source.path, displayPath: source.displayPath, text: source.text, root: conversion.root,
                                      diagnostics: conversion.diagnostics)
            result.inputMethodData = conversion.inputMethodData
            return result
        }
    }

    /// The paths of files that are parts of another source's keyboard: the touch layout a
    /// `.kmn` reads (by `&LAYOUTFILE` or name), the `.kmn` a layout names.
    static func keyboardParts(_ sources: [LayoutSource], reads: [String: ProgramRead]) -> Set<String> {
        var parts: Set<String> = []
        for source in sources {
            let folder = source.path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
            let part: String
            switch format(ofPath: source.path) {
            case .kmn:
                let read = reads[source.path] ?? KMNReader.read(source.text, file: source.displayPath,
                                                                 include: fileReader(for: source, nil))
                let layoutFile = read.program?.systemStore("layoutfile")
                part = KeymanKeyboardImport.touchLayoutPath(named: layoutFile, programPath: source.path)
            case .layout:
                guard let file = programNamed(by: source) else { continue }
                part = file
            case .cldr, .keyman: continue
            }
            parts.insert(folder.isEmpty ? part : folder + "/" + part)
        }
        return parts
    }

    /// The Keyman program a layout file names, if any: its `inputMethodData` when its method is
    /// `keyman` (other methods' data is their modules' to read); the file's own problems are the
    /// loader's to report.
    static func programNamed(by source: LayoutSource) -> String? {
        var ignored = DiagnosticCollector()
        guard source.text.contains("\"inputMethodData\""),
            let root = JSONParser.parse(source.text, file: source.displayPath, diagnostics: &ignored),
            case .object(let members) = root.value, let named = members.first(where: { $0.key == "inputMethodData" }),
            let method = members.first(where: { $0.key == "inputMethod" }), method.value.value == .string("keyman"),
            case .string(let file) = named.value.value else { return nil }
        return file
    }
}
